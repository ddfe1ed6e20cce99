/** POSIX threads, POSIX semaphores and OpenMP locks (pthread.h, semaphore.h, omp.h). */

import { ignore, w } from './entries.js';
import type { ModelEntry } from './types.js';

export const PTHREAD: ModelEntry[] = [
  // threads
  { function: 'pthread_create', kind: 'spawn', handle: 0, entry: 2, arg: 3 },
  { function: 'pthread_join', kind: 'join', handle: 0, writes: [1] },
  // these may return before the thread ends: not a join (the thread is taken to keep running)
  ...ignore(['pthread_tryjoin_np', 'pthread_timedjoin_np', 'pthread_clockjoin_np'], { writes: [1] }),
  { function: 'pthread_detach', kind: 'detach', handle: 0 },
  { function: 'pthread_self', kind: 'self' },
  { function: 'pthread_exit', kind: 'thread-exit' },
  // mutexes
  { function: 'pthread_mutex_lock', kind: 'lock', lock: 0 },
  { function: 'pthread_mutex_unlock', kind: 'unlock', lock: 0 },
  { function: 'pthread_mutex_trylock', kind: 'trylock', lock: 0, success: 0 },
  { function: 'pthread_mutex_timedlock', kind: 'trylock', lock: 0, success: 0 },
  { function: 'pthread_mutex_clocklock', kind: 'trylock', lock: 0, success: 0 },
  { function: 'pthread_mutex_init', kind: 'lock-init', lock: 0 },
  { function: 'pthread_mutex_destroy', kind: 'lock-destroy', lock: 0 },
  // glibc's internal names of the same functions
  { function: '__pthread_mutex_lock', kind: 'lock', lock: 0 },
  { function: '__pthread_mutex_unlock', kind: 'unlock', lock: 0 },
  { function: '__pthread_mutex_trylock', kind: 'trylock', lock: 0, success: 0 },
  { function: '__pthread_mutex_init', kind: 'lock-init', lock: 0 },
  { function: '__pthread_mutex_destroy', kind: 'lock-destroy', lock: 0 },
  { function: '__pthread_cond_wait', kind: 'cond-wait', cond: 0, lock: 1 },
  { function: '__pthread_cond_signal', kind: 'cond-signal', cond: 0 },
  { function: '__pthread_cond_broadcast', kind: 'cond-broadcast', cond: 0 },
  ...ignore(['__pthread_cond_init'], { input: true, usual: 'zero' }),
  ...ignore(['__pthread_cond_destroy']),
  // spin locks
  { function: 'pthread_spin_lock', kind: 'lock', lock: 0 },
  { function: 'pthread_spin_unlock', kind: 'unlock', lock: 0 },
  { function: 'pthread_spin_trylock', kind: 'trylock', lock: 0, success: 0 },
  { function: 'pthread_spin_init', kind: 'lock-init', lock: 0 },
  { function: 'pthread_spin_destroy', kind: 'lock-destroy', lock: 0 },
  // read-write locks: rdlock is shared, wrlock exclusive; the timed forms may fail like the try forms
  { function: 'pthread_rwlock_rdlock', kind: 'read-lock', lock: 0 },
  { function: 'pthread_rwlock_wrlock', kind: 'lock', lock: 0 },
  { function: 'pthread_rwlock_tryrdlock', kind: 'read-trylock', lock: 0, success: 0 },
  { function: 'pthread_rwlock_trywrlock', kind: 'trylock', lock: 0, success: 0 },
  { function: 'pthread_rwlock_timedrdlock', kind: 'read-trylock', lock: 0, success: 0 },
  { function: 'pthread_rwlock_timedwrlock', kind: 'trylock', lock: 0, success: 0 },
  { function: 'pthread_rwlock_clockrdlock', kind: 'read-trylock', lock: 0, success: 0 },
  { function: 'pthread_rwlock_clockwrlock', kind: 'trylock', lock: 0, success: 0 },
  { function: 'pthread_rwlock_unlock', kind: 'unlock', lock: 0 },
  { function: 'pthread_rwlock_init', kind: 'lock-init', lock: 0 },
  { function: 'pthread_rwlock_destroy', kind: 'lock-destroy', lock: 0 },
  // condition variables
  { function: 'pthread_cond_wait', kind: 'cond-wait', cond: 0, lock: 1 },
  // Returns 0 when woken, ETIMEDOUT (110 in the model headers' errno.h) when the time is up.
  { function: 'pthread_cond_timedwait', kind: 'cond-wait', cond: 0, lock: 1, timed: true, timedOut: 110 },
  { function: 'pthread_cond_clockwait', kind: 'cond-wait', cond: 0, lock: 1, timed: true, timedOut: 110 },
  { function: 'pthread_cond_signal', kind: 'cond-signal', cond: 0 },
  { function: 'pthread_cond_broadcast', kind: 'cond-broadcast', cond: 0 },
  // Whether an initialisation gets its memory (ENOMEM, EAGAIN) is the system's doing: an input.
  ...ignore(['pthread_cond_init'], { input: true, usual: 'zero' }),
  ...ignore(['pthread_cond_destroy']),
  // barriers, once
  { function: 'pthread_barrier_init', kind: 'barrier-init', object: 0, count: 2 },
  { function: 'pthread_barrier_wait', kind: 'barrier-wait', object: 0 },
  ...ignore(['pthread_barrier_destroy']),
  { function: 'pthread_once', kind: 'once', object: 0, entry: 1 },
  // thread-specific data: private to each thread by construction
  ...ignore(['pthread_key_create'], { writes: [0], input: true, usual: 'zero' }),
  // (a status: 0 when it succeeds, which a directed run takes it to do)
  ...ignore(['pthread_key_delete', 'pthread_setspecific'], { direct: 0 }),
  ...ignore(['pthread_getspecific']),
  // attribute objects: the caller's own memory
  // (initialising one may run out of memory: its result is an input, as pthread_cond_init's)
  ...ignore(
    w`pthread_attr_init pthread_mutexattr_init pthread_condattr_init pthread_rwlockattr_init
      pthread_barrierattr_init`,
    { writes: [0], input: true, usual: 'zero' },
  ),
  ...ignore(
    w`pthread_attr_destroy pthread_attr_setdetachstate
      pthread_attr_setguardsize pthread_attr_setschedpolicy pthread_attr_setinheritsched
      pthread_attr_setscope pthread_attr_setstackaddr pthread_attr_setstacksize
      pthread_attr_setstack pthread_mutexattr_destroy
      pthread_mutexattr_setpshared pthread_mutexattr_settype pthread_mutexattr_setprotocol
      pthread_mutexattr_setprioceiling pthread_mutexattr_setrobust
      pthread_mutexattr_setrobust_np pthread_condattr_destroy
      pthread_condattr_setpshared pthread_condattr_setclock
      pthread_rwlockattr_destroy pthread_rwlockattr_setpshared pthread_rwlockattr_setkind_np
      pthread_barrierattr_destroy pthread_barrierattr_setpshared`,
    { writes: [0], direct: 0 },
  ),
  ...ignore(['pthread_attr_setschedparam', 'pthread_attr_setaffinity_np'], {
    writes: [0],
    reads: [1],
    direct: 0,
  }),
  ...ignore(
    w`pthread_attr_getdetachstate pthread_attr_getguardsize pthread_attr_getschedparam
      pthread_attr_getschedpolicy pthread_attr_getinheritsched pthread_attr_getscope
      pthread_attr_getstackaddr pthread_attr_getstacksize pthread_mutexattr_getpshared
      pthread_mutexattr_gettype pthread_mutexattr_getprotocol pthread_mutexattr_getprioceiling
      pthread_mutexattr_getrobust pthread_condattr_getpshared pthread_condattr_getclock
      pthread_rwlockattr_getpshared pthread_rwlockattr_getkind_np pthread_barrierattr_getpshared`,
    { reads: [0], writes: [1] },
  ),
  ...ignore(['pthread_attr_getstack'], { reads: [0], writes: [1, 2] }),
  ...ignore(['pthread_getattr_np'], { writes: [1] }),
  // the rest of the API: identity, names, scheduling, cancellation state, signals
  ...ignore(['pthread_equal', 'pthread_yield', 'pthread_testcancel', 'pthread_kill', 'pthread_setschedprio']),
  ...ignore(['pthread_getconcurrency', 'pthread_setconcurrency', 'pthread_cancel']),
  // the handlers run around fork, in the forking thread
  ...ignore(['pthread_atfork'], {
    callsBack: [
      { arg: 0, when: 'fork' },
      { arg: 1, when: 'fork' },
      { arg: 2, when: 'fork' },
    ],
  }),
  ...ignore(['pthread_mutex_consistent', 'pthread_mutex_consistent_np']),
  ...ignore(['pthread_mutex_getprioceiling'], { writes: [1] }),
  ...ignore(['pthread_mutex_setprioceiling'], { writes: [2] }),
  ...ignore(['pthread_mutexattr_getrobust_np'], { reads: [0], writes: [1] }),
  ...ignore(['pthread_attr_getaffinity_np'], { reads: [0], writes: [2] }),
  ...ignore(['pthread_getattr_default_np'], { writes: [0] }),
  ...ignore(['pthread_setattr_default_np'], { reads: [0] }),
  ...ignore(['pthread_getcpuclockid'], { writes: [1] }),
  ...ignore(['pthread_sigqueue'], { reads: [2] }),
  ...ignore(['pthread_setname_np'], { reads: [1] }),
  ...ignore(['pthread_getname_np'], { writes: [1] }),
  ...ignore(['pthread_setcancelstate', 'pthread_setcanceltype'], { writes: [1] }),
  ...ignore(['pthread_setschedparam'], { reads: [2] }),
  ...ignore(['pthread_getschedparam'], { writes: [1, 2] }),
  ...ignore(['pthread_setaffinity_np'], { reads: [2] }),
  ...ignore(['pthread_getaffinity_np'], { writes: [2] }),
  ...ignore(['pthread_sigmask', 'sigprocmask'], { reads: [1], writes: [2] }),
  ...ignore(['__pthread_cleanup_push_fn', '__pthread_cleanup_pop_fn']),
];

export const SEMAPHORES: ModelEntry[] = [
  { function: 'sem_init', kind: 'sem-init', object: 0, count: 2 },
  { function: 'sem_wait', kind: 'sem-wait', object: 0 },
  { function: 'sem_trywait', kind: 'sem-trywait', object: 0, success: 0 },
  { function: 'sem_timedwait', kind: 'sem-trywait', object: 0, success: 0 },
  { function: 'sem_clockwait', kind: 'sem-trywait', object: 0, success: 0 },
  { function: 'sem_post', kind: 'sem-post', object: 0 },
  ...ignore(['sem_destroy', 'sem_close']),
  ...ignore(['sem_open', 'sem_unlink'], { reads: [0] }),
  ...ignore(['sem_getvalue'], { writes: [1] }),
];

export const OPENMP: ModelEntry[] = [
  { function: 'omp_set_lock', kind: 'lock', lock: 0 },
  { function: 'omp_unset_lock', kind: 'unlock', lock: 0 },
  { function: 'omp_test_lock', kind: 'trylock', lock: 0, success: 1 },
  { function: 'omp_init_lock', kind: 'lock-init', lock: 0 },
  { function: 'omp_destroy_lock', kind: 'lock-destroy', lock: 0 },
  { function: 'omp_set_nest_lock', kind: 'lock', lock: 0, recursive: true },
  { function: 'omp_unset_nest_lock', kind: 'unlock', lock: 0, recursive: true },
  { function: 'omp_init_nest_lock', kind: 'lock-init', lock: 0, recursive: true },
  { function: 'omp_destroy_nest_lock', kind: 'lock-destroy', lock: 0, recursive: true },
  ...ignore(['omp_get_thread_num', 'omp_get_num_threads', 'omp_get_max_threads', 'omp_set_num_threads']),
  ...ignore(['omp_get_wtime', 'omp_in_parallel']),
];

/** The POSIX synchronisation types: an object of one (or holding one) is a lock to the analysis. */
export const PTHREAD_LOCK_TYPES = w`pthread_mutex_t pthread_rwlock_t pthread_spinlock_t pthread_cond_t
  pthread_barrier_t pthread_once_t sem_t`;
