/* Lockstep model header: <search.h> (glibc, Linux x86_64). Declarations only. */
#ifndef _LOCKSTEP_SEARCH_H
#define _LOCKSTEP_SEARCH_H
#define _SEARCH_H 1

#include <features.h>
#include <bits/types/size_t.h>

__BEGIN_DECLS

extern void insque(void *, void *);
extern void remque(void *);

#ifndef __COMPAR_FN_T
#define __COMPAR_FN_T
typedef int (*__compar_fn_t)(const void *, const void *);
#endif
typedef enum { FIND, ENTER } ACTION;
typedef struct entry {
  char *key;
  void *data;
} ENTRY;
extern ENTRY *hsearch(ENTRY, ACTION);
extern int hcreate(size_t);
extern void hdestroy(void);

typedef enum { preorder, postorder, endorder, leaf } VISIT;
typedef void (*__action_fn_t)(const void *, VISIT, int);
typedef void (*__free_fn_t)(void *);
extern void *tsearch(const void *, void **, __compar_fn_t);
extern void *tfind(const void *, void *const *, __compar_fn_t);
extern void *tdelete(const void *, void **, __compar_fn_t);
extern void twalk(const void *, __action_fn_t);
extern void twalk_r(const void *, void (*)(const void *, VISIT, void *), void *);
extern void tdestroy(void *, __free_fn_t);
extern void *lfind(const void *, const void *, size_t *, size_t, __compar_fn_t);
extern void *lsearch(const void *, void *, size_t *, size_t, __compar_fn_t);

__END_DECLS

#endif
