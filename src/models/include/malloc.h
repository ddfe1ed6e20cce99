/* Lockstep model header: <malloc.h> (glibc). Declarations only. */
#ifndef _LOCKSTEP_MALLOC_H
#define _LOCKSTEP_MALLOC_H
#define _MALLOC_H 1

#include <bits/types.h>
#include <bits/types/size_t.h>
#include <bits/types/FILE.h>

__BEGIN_DECLS

extern void *malloc(size_t) __attribute__((__malloc__));
extern void *calloc(size_t, size_t) __attribute__((__malloc__));
extern void *realloc(void *, size_t);
extern void *reallocarray(void *, size_t, size_t);
extern void free(void *);
extern void *memalign(size_t, size_t) __attribute__((__malloc__));
extern void *valloc(size_t) __attribute__((__malloc__));
extern void *pvalloc(size_t) __attribute__((__malloc__));
extern size_t malloc_usable_size(void *);
extern int malloc_trim(size_t);
extern int mallopt(int, int);
extern void malloc_stats(void);
extern int malloc_info(int, FILE *);

#define M_MXFAST 1
#define M_NLBLKS 2
#define M_GRAIN 3
#define M_KEEP 4
#define M_TRIM_THRESHOLD -1
#define M_TOP_PAD -2
#define M_MMAP_THRESHOLD -3
#define M_MMAP_MAX -4
#define M_CHECK_ACTION -5
#define M_PERTURB -6
#define M_ARENA_TEST -7
#define M_ARENA_MAX -8

__END_DECLS

#endif
