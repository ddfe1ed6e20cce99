/* Lockstep model header: <search.h> (POSIX, glibc). Declarations only. */
#ifndef _LOCKSTEP_SEARCH_H
#define _LOCKSTEP_SEARCH_H
#define _SEARCH_H 1

#include <features.h>
#include <stddef.h>

__BEGIN_DECLS

typedef enum { preorder, postorder, endorder, leaf } VISIT;
typedef int (*__compar_fn_t)(const void *, const void *);
typedef void (*__action_fn_t)(const void *, VISIT, int);
typedef void (*__free_fn_t)(void *);

extern void *tsearch(const void *, void **, __compar_fn_t);
extern void *tfind(const void *, void *const *, __compar_fn_t);
extern void *tdelete(const void *__restrict, void **__restrict, __compar_fn_t);
extern void twalk(const void *, __action_fn_t);
extern void twalk_r(const void *, void (*)(const void *, VISIT, void *), void *);
extern void tdestroy(void *, __free_fn_t);
extern void *lfind(const void *, const void *, size_t *, size_t, __compar_fn_t);
extern void *lsearch(const void *, void *, size_t *, size_t, __compar_fn_t);

__END_DECLS

#endif
