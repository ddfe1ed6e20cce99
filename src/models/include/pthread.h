/* Lockstep model header: <pthread.h> (glibc, Linux x86_64). Declarations only. */
#ifndef _LOCKSTEP_PTHREAD_H
#define _LOCKSTEP_PTHREAD_H
#define _PTHREAD_H 1

#include <bits/types.h>
#include <bits/types/size_t.h>
#include <bits/types/clockid_t.h>
#include <bits/types/struct_timespec.h>
#include <bits/pthreadtypes.h>
#include <sched.h>
#include <time.h>

__BEGIN_DECLS

#define PTHREAD_CREATE_JOINABLE 0
#define PTHREAD_CREATE_DETACHED 1

#define PTHREAD_MUTEX_TIMED_NP 0
#define PTHREAD_MUTEX_RECURSIVE_NP 1
#define PTHREAD_MUTEX_ERRORCHECK_NP 2
#define PTHREAD_MUTEX_ADAPTIVE_NP 3
#define PTHREAD_MUTEX_NORMAL 0
#define PTHREAD_MUTEX_RECURSIVE 1
#define PTHREAD_MUTEX_ERRORCHECK 2
#define PTHREAD_MUTEX_DEFAULT 0
#define PTHREAD_MUTEX_FAST_NP 0

#define PTHREAD_MUTEX_STALLED 0
#define PTHREAD_MUTEX_STALLED_NP 0
#define PTHREAD_MUTEX_ROBUST 1
#define PTHREAD_MUTEX_ROBUST_NP 1

#define PTHREAD_PRIO_NONE 0
#define PTHREAD_PRIO_INHERIT 1
#define PTHREAD_PRIO_PROTECT 2

#define PTHREAD_RWLOCK_PREFER_READER_NP 0
#define PTHREAD_RWLOCK_PREFER_WRITER_NP 1
#define PTHREAD_RWLOCK_PREFER_WRITER_NONRECURSIVE_NP 2
#define PTHREAD_RWLOCK_DEFAULT_NP 0

#define PTHREAD_INHERIT_SCHED 0
#define PTHREAD_EXPLICIT_SCHED 1
#define PTHREAD_SCOPE_SYSTEM 0
#define PTHREAD_SCOPE_PROCESS 1
#define PTHREAD_PROCESS_PRIVATE 0
#define PTHREAD_PROCESS_SHARED 1

#define PTHREAD_CANCEL_ENABLE 0
#define PTHREAD_CANCEL_DISABLE 1
#define PTHREAD_CANCEL_DEFERRED 0
#define PTHREAD_CANCEL_ASYNCHRONOUS 1
#define PTHREAD_CANCELED ((void *)-1)

#define PTHREAD_ONCE_INIT 0
#ifndef PTHREAD_STACK_MIN
#define PTHREAD_STACK_MIN 16384
#endif
#define PTHREAD_BARRIER_SERIAL_THREAD -1

/* Static initializers: fields of the structs in <bits/pthreadtypes.h>; a mutex's kind is its last. */
#define PTHREAD_MUTEX_INITIALIZER { 0, 0, 0, 0 }
#define PTHREAD_RECURSIVE_MUTEX_INITIALIZER_NP { 0, 0, 0, 1 }
#define PTHREAD_ERRORCHECK_MUTEX_INITIALIZER_NP { 0, 0, 0, 2 }
#define PTHREAD_ADAPTIVE_MUTEX_INITIALIZER_NP { 0, 0, 0, 3 }
#define PTHREAD_RWLOCK_INITIALIZER { 0, 0, 0, 0 }
#define PTHREAD_RWLOCK_WRITER_NONRECURSIVE_INITIALIZER_NP { 0, 0, 0, 2 }
#define PTHREAD_COND_INITIALIZER { 0, 0, 0, 0 }

/* Threads */
extern int pthread_create(pthread_t *, const pthread_attr_t *, void *(*)(void *), void *);
extern void pthread_exit(void *) __attribute__((__noreturn__));
extern int pthread_join(pthread_t, void **);
extern int pthread_tryjoin_np(pthread_t, void **);
extern int pthread_timedjoin_np(pthread_t, void **, const struct timespec *);
extern int pthread_clockjoin_np(pthread_t, void **, clockid_t, const struct timespec *);
extern int pthread_detach(pthread_t);
extern pthread_t pthread_self(void) __attribute__((__const__));
extern int pthread_equal(pthread_t, pthread_t) __attribute__((__const__));
extern int pthread_cancel(pthread_t);
extern int pthread_setcancelstate(int, int *);
extern int pthread_setcanceltype(int, int *);
extern void pthread_testcancel(void);
extern int pthread_kill(pthread_t, int);
extern int pthread_yield(void);
extern int pthread_setname_np(pthread_t, const char *);
extern int pthread_getname_np(pthread_t, char *, size_t);
extern int pthread_getconcurrency(void);
extern int pthread_setconcurrency(int);
extern int pthread_getcpuclockid(pthread_t, clockid_t *);
extern int pthread_setschedparam(pthread_t, int, const struct sched_param *);
extern int pthread_getschedparam(pthread_t, int *, struct sched_param *);
extern int pthread_setschedprio(pthread_t, int);
extern int pthread_setaffinity_np(pthread_t, size_t, const cpu_set_t *);
extern int pthread_getaffinity_np(pthread_t, size_t, cpu_set_t *);
extern int pthread_atfork(void (*)(void), void (*)(void), void (*)(void));

/* Thread attributes */
extern int pthread_attr_init(pthread_attr_t *);
extern int pthread_attr_destroy(pthread_attr_t *);
extern int pthread_attr_getdetachstate(const pthread_attr_t *, int *);
extern int pthread_attr_setdetachstate(pthread_attr_t *, int);
extern int pthread_attr_getguardsize(const pthread_attr_t *, size_t *);
extern int pthread_attr_setguardsize(pthread_attr_t *, size_t);
extern int pthread_attr_getschedparam(const pthread_attr_t *, struct sched_param *);
extern int pthread_attr_setschedparam(pthread_attr_t *, const struct sched_param *);
extern int pthread_attr_getschedpolicy(const pthread_attr_t *, int *);
extern int pthread_attr_setschedpolicy(pthread_attr_t *, int);
extern int pthread_attr_getinheritsched(const pthread_attr_t *, int *);
extern int pthread_attr_setinheritsched(pthread_attr_t *, int);
extern int pthread_attr_getscope(const pthread_attr_t *, int *);
extern int pthread_attr_setscope(pthread_attr_t *, int);
extern int pthread_attr_getstackaddr(const pthread_attr_t *, void **);
extern int pthread_attr_setstackaddr(pthread_attr_t *, void *);
extern int pthread_attr_getstacksize(const pthread_attr_t *, size_t *);
extern int pthread_attr_setstacksize(pthread_attr_t *, size_t);
extern int pthread_attr_getstack(const pthread_attr_t *, void **, size_t *);
extern int pthread_attr_setstack(pthread_attr_t *, void *, size_t);
extern int pthread_attr_setaffinity_np(pthread_attr_t *, size_t, const cpu_set_t *);
extern int pthread_attr_getaffinity_np(const pthread_attr_t *, size_t, cpu_set_t *);
extern int pthread_getattr_np(pthread_t, pthread_attr_t *);
extern int pthread_getattr_default_np(pthread_attr_t *);
extern int pthread_setattr_default_np(const pthread_attr_t *);

/* Once */
extern int pthread_once(pthread_once_t *, void (*)(void));

/* Mutexes */
extern int pthread_mutex_init(pthread_mutex_t *, const pthread_mutexattr_t *);
extern int pthread_mutex_destroy(pthread_mutex_t *);
extern int pthread_mutex_trylock(pthread_mutex_t *);
extern int pthread_mutex_lock(pthread_mutex_t *);
extern int pthread_mutex_timedlock(pthread_mutex_t *, const struct timespec *);
extern int pthread_mutex_clocklock(pthread_mutex_t *, clockid_t, const struct timespec *);
extern int pthread_mutex_unlock(pthread_mutex_t *);
extern int pthread_mutex_getprioceiling(const pthread_mutex_t *, int *);
extern int pthread_mutex_setprioceiling(pthread_mutex_t *, int, int *);
extern int pthread_mutex_consistent(pthread_mutex_t *);
extern int pthread_mutex_consistent_np(pthread_mutex_t *);

/* Mutex attributes */
extern int pthread_mutexattr_init(pthread_mutexattr_t *);
extern int pthread_mutexattr_destroy(pthread_mutexattr_t *);
extern int pthread_mutexattr_getpshared(const pthread_mutexattr_t *, int *);
extern int pthread_mutexattr_setpshared(pthread_mutexattr_t *, int);
extern int pthread_mutexattr_gettype(const pthread_mutexattr_t *, int *);
extern int pthread_mutexattr_settype(pthread_mutexattr_t *, int);
extern int pthread_mutexattr_getprotocol(const pthread_mutexattr_t *, int *);
extern int pthread_mutexattr_setprotocol(pthread_mutexattr_t *, int);
extern int pthread_mutexattr_getprioceiling(const pthread_mutexattr_t *, int *);
extern int pthread_mutexattr_setprioceiling(pthread_mutexattr_t *, int);
extern int pthread_mutexattr_getrobust(const pthread_mutexattr_t *, int *);
extern int pthread_mutexattr_setrobust(pthread_mutexattr_t *, int);
extern int pthread_mutexattr_getrobust_np(const pthread_mutexattr_t *, int *);
extern int pthread_mutexattr_setrobust_np(pthread_mutexattr_t *, int);

/* Read-write locks */
extern int pthread_rwlock_init(pthread_rwlock_t *, const pthread_rwlockattr_t *);
extern int pthread_rwlock_destroy(pthread_rwlock_t *);
extern int pthread_rwlock_rdlock(pthread_rwlock_t *);
extern int pthread_rwlock_tryrdlock(pthread_rwlock_t *);
extern int pthread_rwlock_timedrdlock(pthread_rwlock_t *, const struct timespec *);
extern int pthread_rwlock_clockrdlock(pthread_rwlock_t *, clockid_t, const struct timespec *);
extern int pthread_rwlock_wrlock(pthread_rwlock_t *);
extern int pthread_rwlock_trywrlock(pthread_rwlock_t *);
extern int pthread_rwlock_timedwrlock(pthread_rwlock_t *, const struct timespec *);
extern int pthread_rwlock_clockwrlock(pthread_rwlock_t *, clockid_t, const struct timespec *);
extern int pthread_rwlock_unlock(pthread_rwlock_t *);
extern int pthread_rwlockattr_init(pthread_rwlockattr_t *);
extern int pthread_rwlockattr_destroy(pthread_rwlockattr_t *);
extern int pthread_rwlockattr_getpshared(const pthread_rwlockattr_t *, int *);
extern int pthread_rwlockattr_setpshared(pthread_rwlockattr_t *, int);
extern int pthread_rwlockattr_getkind_np(const pthread_rwlockattr_t *, int *);
extern int pthread_rwlockattr_setkind_np(pthread_rwlockattr_t *, int);

/* Condition variables */
extern int pthread_cond_init(pthread_cond_t *, const pthread_condattr_t *);
extern int pthread_cond_destroy(pthread_cond_t *);
extern int pthread_cond_signal(pthread_cond_t *);
extern int pthread_cond_broadcast(pthread_cond_t *);
extern int pthread_cond_wait(pthread_cond_t *, pthread_mutex_t *);
extern int pthread_cond_timedwait(pthread_cond_t *, pthread_mutex_t *, const struct timespec *);
extern int pthread_cond_clockwait(pthread_cond_t *, pthread_mutex_t *, clockid_t, const struct timespec *);
extern int pthread_condattr_init(pthread_condattr_t *);
extern int pthread_condattr_destroy(pthread_condattr_t *);
extern int pthread_condattr_getpshared(const pthread_condattr_t *, int *);
extern int pthread_condattr_setpshared(pthread_condattr_t *, int);
extern int pthread_condattr_getclock(const pthread_condattr_t *, clockid_t *);
extern int pthread_condattr_setclock(pthread_condattr_t *, clockid_t);

/* Spin locks */
extern int pthread_spin_init(pthread_spinlock_t *, int);
extern int pthread_spin_destroy(pthread_spinlock_t *);
extern int pthread_spin_lock(pthread_spinlock_t *);
extern int pthread_spin_trylock(pthread_spinlock_t *);
extern int pthread_spin_unlock(pthread_spinlock_t *);

/* Barriers */
extern int pthread_barrier_init(pthread_barrier_t *, const pthread_barrierattr_t *, unsigned int);
extern int pthread_barrier_destroy(pthread_barrier_t *);
extern int pthread_barrier_wait(pthread_barrier_t *);
extern int pthread_barrierattr_init(pthread_barrierattr_t *);
extern int pthread_barrierattr_destroy(pthread_barrierattr_t *);
extern int pthread_barrierattr_getpshared(const pthread_barrierattr_t *, int *);
extern int pthread_barrierattr_setpshared(pthread_barrierattr_t *, int);

/* Thread-specific data */
extern int pthread_key_create(pthread_key_t *, void (*)(void *));
extern int pthread_key_delete(pthread_key_t);
extern void *pthread_getspecific(pthread_key_t);
extern int pthread_setspecific(pthread_key_t, const void *);

/* Cleanup handlers: push opens a block that pop closes, as in glibc. */
extern void __pthread_cleanup_push_fn(void (*)(void *), void *);
extern void __pthread_cleanup_pop_fn(int);
#define pthread_cleanup_push(routine, arg) do { __pthread_cleanup_push_fn((routine), (arg));
#define pthread_cleanup_pop(execute) __pthread_cleanup_pop_fn(execute); } while (0)
#define pthread_cleanup_push_defer_np(routine, arg) do { __pthread_cleanup_push_fn((routine), (arg));
#define pthread_cleanup_pop_restore_np(execute) __pthread_cleanup_pop_fn(execute); } while (0)

__END_DECLS

#endif
