/* Lockstep model header: <threads.h> (C11 threads, glibc 2.36, Linux x86_64). Declarations only. */
#ifndef _LOCKSTEP_THREADS_H
#define _LOCKSTEP_THREADS_H
#define _THREADS_H 1

#include <bits/types.h>
#include <bits/types/struct_timespec.h>
#include <time.h>

__BEGIN_DECLS

/* The grammar knows `__thread` and `thread_local` but not `_Thread_local`; all three mean the same. */
#if !defined(__cplusplus) && !(defined(__STDC_VERSION__) && __STDC_VERSION__ >= 202311L)
#define thread_local __thread
#endif

#define TSS_DTOR_ITERATIONS 4
typedef unsigned int tss_t;
typedef void (*tss_dtor_t)(void *);

typedef unsigned long int thrd_t;
typedef int (*thrd_start_t)(void *);

enum {
  thrd_success = 0,
  thrd_busy = 1,
  thrd_error = 2,
  thrd_nomem = 3,
  thrd_timedout = 4
};

enum {
  mtx_plain = 0,
  mtx_recursive = 1,
  mtx_timed = 2
};

typedef struct {
  int __data;
} once_flag;
#define ONCE_FLAG_INIT { 0 }

typedef struct {
  int __lock;
  unsigned int __count;
  int __owner;
  int __kind;
} mtx_t;

typedef struct {
  unsigned int __wseq;
  unsigned int __signals;
  void *__mutex;
  int __flags;
} cnd_t;

extern int thrd_create(thrd_t *, thrd_start_t, void *);
extern int thrd_equal(thrd_t, thrd_t);
extern thrd_t thrd_current(void);
extern int thrd_sleep(const struct timespec *, struct timespec *);
extern void thrd_exit(int) __attribute__((__noreturn__));
extern int thrd_detach(thrd_t);
extern int thrd_join(thrd_t, int *);
extern void thrd_yield(void);

extern int mtx_init(mtx_t *, int);
extern int mtx_lock(mtx_t *);
extern int mtx_timedlock(mtx_t *, const struct timespec *);
extern int mtx_trylock(mtx_t *);
extern int mtx_unlock(mtx_t *);
extern void mtx_destroy(mtx_t *);

extern void call_once(once_flag *, void (*)(void));

extern int cnd_init(cnd_t *);
extern int cnd_signal(cnd_t *);
extern int cnd_broadcast(cnd_t *);
extern int cnd_wait(cnd_t *, mtx_t *);
extern int cnd_timedwait(cnd_t *, mtx_t *, const struct timespec *);
extern void cnd_destroy(cnd_t *);

extern int tss_create(tss_t *, tss_dtor_t);
extern void *tss_get(tss_t);
extern int tss_set(tss_t, void *);
extern void tss_delete(tss_t);

__END_DECLS

#endif
