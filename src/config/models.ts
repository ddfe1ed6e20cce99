/**
 * The built-in function models: what pthread, C11 threads, POSIX semaphores, C11 and GCC atomics,
 * the SV-COMP conventions and the common libc functions mean to the analysis. The lowering turns
 * a call to a modelled name into the model's IR instruction; any other call stays a call.
 *
 * Lookup order (`createModelTable`): the user's models from `.lockstep.yml` (exact names, then glob
 * patterns, in file order), then the built-ins by exact name, then the built-in glob patterns.
 * Argument positions are 0-based. The types are in `model-types.ts`.
 */
import { compileGlob, type GlobMatcher } from '../util/glob.js';
import type { FunctionModel, ModelEntry, ModelKind, RmwOp } from './model-types.js';
import { LIBRARY_CALLBACK_MODELS } from './models-library-callbacks.js';

type Fields = Omit<FunctionModel, 'kind'>;

/** A list of names, space-separated (`w\`a b c\``). */
function w(parts: TemplateStringsArray): string[] {
  return parts.join('').trim().split(/\s+/);
}

/** Entries of one kind for several names. */
function each(kind: ModelKind, names: readonly string[], fields: Fields = {}): ModelEntry[] {
  return names.map((name) => ({ function: name, kind, ...fields }));
}

/** `ignore` entries: no effect on shared memory beyond the listed pointer-argument accesses. */
function ignore(
  names: readonly string[],
  fields: Pick<Fields, 'reads' | 'writes' | 'readsStrings'> = {},
): ModelEntry[] {
  return each('ignore', names, fields);
}

/** Every argument index from `i` on (a varargs tail); the lowering skips indices past the last argument. */
function from(i: number): number[] {
  return Array.from({ length: 24 }, (_, k) => i + k);
}

// --- POSIX threads -------------------------------------------------------------------------------

const PTHREAD: ModelEntry[] = [
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
  { function: 'pthread_cond_timedwait', kind: 'cond-wait', cond: 0, lock: 1 },
  { function: 'pthread_cond_clockwait', kind: 'cond-wait', cond: 0, lock: 1 },
  { function: 'pthread_cond_signal', kind: 'cond-signal', cond: 0 },
  { function: 'pthread_cond_broadcast', kind: 'cond-broadcast', cond: 0 },
  ...ignore(['pthread_cond_init', 'pthread_cond_destroy']),
  // barriers, once
  { function: 'pthread_barrier_init', kind: 'barrier-init', object: 0, count: 2 },
  { function: 'pthread_barrier_wait', kind: 'barrier-wait', object: 0 },
  ...ignore(['pthread_barrier_destroy']),
  { function: 'pthread_once', kind: 'once', object: 0, entry: 1 },
  // thread-specific data: private to each thread by construction
  ...ignore(['pthread_key_create'], { writes: [0] }),
  ...ignore(['pthread_key_delete', 'pthread_getspecific', 'pthread_setspecific']),
  // attribute objects: the caller's own memory
  ...ignore(
    w`pthread_attr_init pthread_attr_destroy pthread_attr_setdetachstate
      pthread_attr_setguardsize pthread_attr_setschedpolicy pthread_attr_setinheritsched
      pthread_attr_setscope pthread_attr_setstackaddr pthread_attr_setstacksize
      pthread_attr_setstack pthread_mutexattr_init pthread_mutexattr_destroy
      pthread_mutexattr_setpshared pthread_mutexattr_settype pthread_mutexattr_setprotocol
      pthread_mutexattr_setprioceiling pthread_mutexattr_setrobust
      pthread_mutexattr_setrobust_np pthread_condattr_init pthread_condattr_destroy
      pthread_condattr_setpshared pthread_condattr_setclock pthread_rwlockattr_init
      pthread_rwlockattr_destroy pthread_rwlockattr_setpshared pthread_rwlockattr_setkind_np
      pthread_barrierattr_init pthread_barrierattr_destroy pthread_barrierattr_setpshared`,
    { writes: [0] },
  ),
  ...ignore(['pthread_attr_setschedparam', 'pthread_attr_setaffinity_np'], { writes: [0], reads: [1] }),
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
  ...ignore(['pthread_getconcurrency', 'pthread_setconcurrency']),
  ...ignore(['pthread_setname_np'], { reads: [1] }),
  ...ignore(['pthread_getname_np', 'pthread_getcpuclockid'], { writes: [1] }),
  ...ignore(['pthread_setcancelstate', 'pthread_setcanceltype'], { writes: [1] }),
  ...ignore(['pthread_setschedparam'], { reads: [2] }),
  ...ignore(['pthread_getschedparam'], { writes: [1, 2] }),
  ...ignore(['pthread_setaffinity_np'], { reads: [2] }),
  ...ignore(['pthread_getaffinity_np'], { writes: [2] }),
  ...ignore(['pthread_sigmask', 'sigprocmask'], { reads: [1], writes: [2] }),
  ...ignore(['__pthread_cleanup_push_fn', '__pthread_cleanup_pop_fn']),
];

// --- C11 threads (threads.h) ---------------------------------------------------------------------

const C11_THREADS: ModelEntry[] = [
  { function: 'thrd_create', kind: 'spawn', handle: 0, entry: 1, arg: 2 },
  { function: 'thrd_join', kind: 'join', handle: 0, writes: [1] },
  { function: 'thrd_detach', kind: 'detach', handle: 0 },
  { function: 'thrd_exit', kind: 'thread-exit' },
  { function: 'thrd_current', kind: 'self' },
  ...ignore(['thrd_equal', 'thrd_yield']),
  ...ignore(['thrd_sleep'], { reads: [0], writes: [1] }),
  // thrd_success is 0
  { function: 'mtx_lock', kind: 'lock', lock: 0 },
  { function: 'mtx_unlock', kind: 'unlock', lock: 0 },
  { function: 'mtx_trylock', kind: 'trylock', lock: 0, success: 0 },
  { function: 'mtx_timedlock', kind: 'trylock', lock: 0, success: 0 },
  { function: 'mtx_init', kind: 'lock-init', lock: 0 },
  { function: 'mtx_destroy', kind: 'lock-destroy', lock: 0 },
  { function: 'cnd_wait', kind: 'cond-wait', cond: 0, lock: 1 },
  { function: 'cnd_timedwait', kind: 'cond-wait', cond: 0, lock: 1 },
  { function: 'cnd_signal', kind: 'cond-signal', cond: 0 },
  { function: 'cnd_broadcast', kind: 'cond-broadcast', cond: 0 },
  ...ignore(['cnd_init', 'cnd_destroy']),
  { function: 'call_once', kind: 'once', object: 0, entry: 1 },
  ...ignore(['tss_create'], { writes: [0] }),
  ...ignore(['tss_delete', 'tss_get', 'tss_set']),
];

// --- POSIX semaphores ----------------------------------------------------------------------------

const SEMAPHORES: ModelEntry[] = [
  { function: 'sem_init', kind: 'sem-init', object: 0, count: 2 },
  { function: 'sem_wait', kind: 'sem-wait', object: 0 },
  { function: 'sem_trywait', kind: 'sem-trywait', object: 0, success: 0 },
  { function: 'sem_timedwait', kind: 'sem-trywait', object: 0, success: 0 },
  { function: 'sem_clockwait', kind: 'sem-trywait', object: 0, success: 0 },
  { function: 'sem_post', kind: 'sem-post', object: 0 },
  ...ignore(['sem_destroy', 'sem_close', 'sem_unlink']),
  ...ignore(['sem_getvalue'], { writes: [1] }),
];

// --- OpenMP locks --------------------------------------------------------------------------------

const OPENMP: ModelEntry[] = [
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

// --- C11 atomics (stdatomic.h) -------------------------------------------------------------------

const C11_FETCH_OPS: readonly [string, RmwOp][] = [
  ['add', '+'],
  ['sub', '-'],
  ['or', '|'],
  ['xor', '^'],
  ['and', '&'],
];

const C11_ATOMICS: ModelEntry[] = [
  { function: 'atomic_load', kind: 'atomic-load', object: 0, defaultOrder: 'seq_cst' },
  { function: 'atomic_load_explicit', kind: 'atomic-load', object: 0, order: 1 },
  { function: 'atomic_store', kind: 'atomic-store', object: 0, value: 1, defaultOrder: 'seq_cst' },
  { function: 'atomic_store_explicit', kind: 'atomic-store', object: 0, value: 1, order: 2 },
  // initialisation is not an atomic access, but it is modelled as a relaxed store
  { function: 'atomic_init', kind: 'atomic-store', object: 0, value: 1, defaultOrder: 'relaxed' },
  {
    function: 'atomic_exchange',
    kind: 'atomic-rmw',
    rmwOp: 'xchg',
    object: 0,
    value: 1,
    defaultOrder: 'seq_cst',
  },
  { function: 'atomic_exchange_explicit', kind: 'atomic-rmw', rmwOp: 'xchg', object: 0, value: 1, order: 2 },
  ...C11_FETCH_OPS.flatMap(([name, op]): ModelEntry[] => [
    {
      function: `atomic_fetch_${name}`,
      kind: 'atomic-rmw',
      rmwOp: op,
      object: 0,
      value: 1,
      defaultOrder: 'seq_cst',
    },
    {
      function: `atomic_fetch_${name}_explicit`,
      kind: 'atomic-rmw',
      rmwOp: op,
      object: 0,
      value: 1,
      order: 2,
    },
  ]),
  ...['strong', 'weak'].flatMap((s): ModelEntry[] => [
    {
      function: `atomic_compare_exchange_${s}`,
      kind: 'atomic-cas',
      object: 0,
      expected: 1,
      value: 2,
      defaultOrder: 'seq_cst',
    },
    {
      function: `atomic_compare_exchange_${s}_explicit`,
      kind: 'atomic-cas',
      object: 0,
      expected: 1,
      value: 2,
      order: 3,
    },
  ]),
  {
    function: 'atomic_flag_test_and_set',
    kind: 'atomic-rmw',
    rmwOp: 'xchg',
    object: 0,
    defaultOrder: 'seq_cst',
  },
  { function: 'atomic_flag_test_and_set_explicit', kind: 'atomic-rmw', rmwOp: 'xchg', object: 0, order: 1 },
  { function: 'atomic_flag_clear', kind: 'atomic-store', object: 0, defaultOrder: 'seq_cst' },
  { function: 'atomic_flag_clear_explicit', kind: 'atomic-store', object: 0, order: 1 },
  { function: 'atomic_thread_fence', kind: 'fence', order: 0 },
  { function: 'atomic_signal_fence', kind: 'fence', order: 0 },
  ...ignore(['atomic_is_lock_free']),
];

// --- GCC __atomic and __sync builtins ------------------------------------------------------------

const GCC_FETCH_OPS: readonly [string, RmwOp][] = [
  ['add', '+'],
  ['sub', '-'],
  ['and', '&'],
  ['or', '|'],
  ['xor', '^'],
  ['nand', 'nand'],
];

const GCC_ATOMICS: ModelEntry[] = [
  { function: '__atomic_load_n', kind: 'atomic-load', object: 0, order: 1 },
  // generic forms: values travel through pointers
  { function: '__atomic_load', kind: 'atomic-load', object: 0, out: 1, order: 2, writes: [1] },
  { function: '__atomic_store_n', kind: 'atomic-store', object: 0, value: 1, order: 2 },
  {
    function: '__atomic_store',
    kind: 'atomic-store',
    object: 0,
    value: 1,
    valueByRef: true,
    order: 2,
    reads: [1],
  },
  { function: '__atomic_exchange_n', kind: 'atomic-rmw', rmwOp: 'xchg', object: 0, value: 1, order: 2 },
  {
    function: '__atomic_exchange',
    kind: 'atomic-rmw',
    rmwOp: 'xchg',
    object: 0,
    value: 1,
    valueByRef: true,
    out: 2,
    order: 3,
    reads: [1],
    writes: [2],
  },
  { function: '__atomic_compare_exchange_n', kind: 'atomic-cas', object: 0, expected: 1, value: 2, order: 4 },
  {
    function: '__atomic_compare_exchange',
    kind: 'atomic-cas',
    object: 0,
    expected: 1,
    value: 2,
    valueByRef: true,
    order: 4,
    reads: [2],
  },
  ...GCC_FETCH_OPS.flatMap(([name, op]): ModelEntry[] => [
    { function: `__atomic_fetch_${name}`, kind: 'atomic-rmw', rmwOp: op, object: 0, value: 1, order: 2 },
    {
      function: `__atomic_${name}_fetch`,
      kind: 'atomic-rmw',
      rmwOp: op,
      object: 0,
      value: 1,
      order: 2,
      returnsNew: true,
    },
    {
      function: `__sync_fetch_and_${name}`,
      kind: 'atomic-rmw',
      rmwOp: op,
      object: 0,
      value: 1,
      defaultOrder: 'seq_cst',
    },
    {
      function: `__sync_${name}_and_fetch`,
      kind: 'atomic-rmw',
      rmwOp: op,
      object: 0,
      value: 1,
      defaultOrder: 'seq_cst',
      returnsNew: true,
    },
  ]),
  { function: '__atomic_test_and_set', kind: 'atomic-rmw', rmwOp: 'xchg', object: 0, order: 1 },
  { function: '__atomic_clear', kind: 'atomic-store', object: 0, order: 1 },
  { function: '__atomic_thread_fence', kind: 'fence', order: 0 },
  { function: '__atomic_signal_fence', kind: 'fence', order: 0 },
  ...ignore(['__atomic_always_lock_free', '__atomic_is_lock_free']),
  // __sync: full barriers, except lock_test_and_set (acquire) and lock_release (release)
  {
    function: '__sync_bool_compare_and_swap',
    kind: 'atomic-cas',
    object: 0,
    compare: 1,
    value: 2,
    defaultOrder: 'seq_cst',
  },
  {
    function: '__sync_val_compare_and_swap',
    kind: 'atomic-cas',
    object: 0,
    compare: 1,
    value: 2,
    defaultOrder: 'seq_cst',
    returnsOld: true,
  },
  {
    function: '__sync_lock_test_and_set',
    kind: 'atomic-rmw',
    rmwOp: 'xchg',
    object: 0,
    value: 1,
    defaultOrder: 'acquire',
  },
  { function: '__sync_lock_release', kind: 'atomic-store', object: 0, defaultOrder: 'release' },
  { function: '__sync_synchronize', kind: 'fence', defaultOrder: 'seq_cst' },
  // x86 fences (<x86intrin.h>)
  { function: '_mm_mfence', kind: 'fence', defaultOrder: 'seq_cst' },
  { function: '_mm_sfence', kind: 'fence', defaultOrder: 'release' },
  { function: '_mm_lfence', kind: 'fence', defaultOrder: 'acquire' },
  ...ignore(['_mm_pause', '__builtin_ia32_pause', '__rdtsc', '_mm_clflush']),
  ...ignore(['__rdtscp'], { writes: [0] }),
];

// --- SV-COMP conventions -------------------------------------------------------------------------

const NONDET_TYPES = w`int uint unsigned long ulong longlong ulonglong char uchar short ushort bool pointer charp
  pchar size_t loff_t float double u8 u16 u32 u64 int128 uint128 pthread_t sector_t`;

const SVCOMP: ModelEntry[] = [
  ...each(
    'nondet',
    NONDET_TYPES.map((t) => `__VERIFIER_nondet_${t}`),
  ),
  { function: '__VERIFIER_nondet_*', kind: 'nondet' },
  { function: '__VERIFIER_assume', kind: 'assume' },
  { function: 'assume_abort_if_not', kind: 'assume' },
  { function: 'reach_error', kind: 'error' },
  { function: '__VERIFIER_error', kind: 'error' },
  { function: '__VERIFIER_atomic_begin', kind: 'atomic-begin' },
  { function: '__VERIFIER_atomic_end', kind: 'atomic-end' },
  // a function whose name starts with __VERIFIER_atomic_ runs as one atomic step
  { function: '__VERIFIER_atomic_*', kind: 'atomic' },
];

// --- memory and process end ----------------------------------------------------------------------

const MEMORY: ModelEntry[] = [
  { function: 'malloc', kind: 'alloc', size: 0 },
  { function: 'calloc', kind: 'alloc' },
  { function: 'realloc', kind: 'alloc', size: 1, reads: [0] },
  { function: 'reallocarray', kind: 'alloc', reads: [0] },
  { function: 'aligned_alloc', kind: 'alloc', size: 1 },
  { function: 'memalign', kind: 'alloc', size: 1 },
  { function: 'valloc', kind: 'alloc', size: 0 },
  { function: 'pvalloc', kind: 'alloc', size: 0 },
  // the new block's address is written through arg 0
  { function: 'posix_memalign', kind: 'alloc', out: 0, size: 2, writes: [0] },
  { function: 'alloca', kind: 'alloc', size: 0 },
  { function: '__builtin_alloca', kind: 'alloc', size: 0 },
  { function: '__builtin_malloc', kind: 'alloc', size: 0 },
  { function: 'strdup', kind: 'alloc', reads: [0] },
  { function: 'strndup', kind: 'alloc', reads: [0] },
  { function: 'wcsdup', kind: 'alloc', reads: [0] },
  { function: 'mmap', kind: 'alloc', size: 1 },
  { function: '__sched_cpualloc', kind: 'alloc' },
  ...each('free', ['free', '__builtin_free', '__sched_cpufree']),
  ...ignore(w`munmap mprotect madvise posix_madvise mlock munlock msync malloc_usable_size`),
  ...ignore(['malloc_trim', 'mallopt', 'malloc_stats']),
  ...each('exit', ['exit', '_exit', '_Exit', 'quick_exit', 'abort', '__builtin_abort']),
  ...each('exit', ['__assert_fail', '__assert_perror_fail', '__assert', 'err', 'errx', 'verr', 'verrx']),
];

// --- libc functions without hidden shared state ---------------------------------------------------
// Functions with hidden state (rand, strtok, localtime, ...) and those that call back into the
// program (qsort, bsearch, atexit, signal) are in models-library-callbacks.ts; getopt stays unknown.

const MEMCPY_LIKE = w`memcpy memmove mempcpy wmemcpy wmemmove __builtin_memcpy __builtin_memmove`;
const STRCPY_LIKE = w`strcpy strncpy stpcpy stpncpy strlcpy wcscpy wcsncpy __builtin_strcpy __builtin_strncpy`;

const STRINGS: ModelEntry[] = [
  ...ignore([...MEMCPY_LIKE, ...STRCPY_LIKE], { writes: [0], reads: [1] }),
  ...ignore(['memccpy'], { writes: [0], reads: [1] }),
  ...ignore(['bcopy'], { reads: [0], writes: [1] }),
  ...ignore(['memset', 'wmemset', 'bzero', 'explicit_bzero', '__builtin_memset', '__builtin_bzero'], {
    writes: [0],
  }),
  ...ignore(['strcat', 'strncat', 'strlcat', 'wcscat', 'wcsncat', '__builtin_strcat'], {
    reads: [0, 1],
    writes: [0],
  }),
  ...ignore(
    w`memcmp bcmp strcmp strncmp strcasecmp strncasecmp strcoll strverscmp strstr strcasestr
      strspn strcspn strpbrk wcscmp wcsncmp wmemcmp wcsstr __builtin_memcmp __builtin_strcmp
      __builtin_strncmp __builtin_strstr`,
    { reads: [0, 1] },
  ),
  ...ignore(['memmem'], { reads: [0, 2] }),
  ...ignore(
    w`strlen strnlen wcslen wcsnlen memchr memrchr rawmemchr strchr strrchr strchrnul index
      rindex wcschr wcsrchr wmemchr __builtin_strlen __builtin_memchr __builtin_strchr
      __builtin_strrchr`,
    { reads: [0] },
  ),
  ...ignore(['strtok_r'], { reads: [0, 1, 2], writes: [0, 2] }),
  ...ignore(['strsep'], { reads: [0, 1], writes: [0] }),
  ...ignore(['strxfrm'], { writes: [0], reads: [1] }),
  ...ignore(['strerrorname_np', 'strerrordesc_np']),
  ...ignore(['strerror_r'], { writes: [1] }),
  // numbers from strings
  ...ignore(['atoi', 'atol', 'atoll', 'atof'], { reads: [0] }),
  ...ignore(
    ['strtol', 'strtoul', 'strtoll', 'strtoull', 'strtod', 'strtof', 'strtold', 'strtoimax', 'strtoumax'],
    { reads: [0], writes: [1] },
  ),
  ...ignore(['wcstol', 'wcstoul', 'wcstoll', 'wcstoull', 'wcstod', 'wcstof', 'wcstold'], {
    reads: [0],
    writes: [1],
  }),
  // character classes and plain arithmetic
  ...ignore(w`isalnum isalpha iscntrl isdigit islower isgraph isprint ispunct isspace isupper isxdigit
    isblank isascii toascii tolower toupper iswalnum iswalpha iswdigit iswspace iswupper
    iswlower towlower towupper abs labs llabs imaxabs div ldiv lldiv imaxdiv ffs ffsl ffsll
    htons htonl ntohs ntohl`),
];

const MATH_PURE = w`acos asin atan cos sin tan acosh asinh atanh cosh sinh tanh exp exp2 expm1 log log10 log2
  log1p logb sqrt cbrt ceil floor round trunc fabs rint nearbyint erf erfc tgamma atan2 pow
  hypot fmod remainder fmin fmax fdim copysign nextafter nexttoward fma ldexp scalbn scalbln
  ilogb lround llround lrint llrint`;

const MATH: ModelEntry[] = [
  ...ignore(MATH_PURE.flatMap((f) => [f, `${f}f`, `${f}l`])),
  ...ignore(['frexp', 'frexpf', 'frexpl', 'modf', 'modff', 'modfl'], { writes: [1] }),
  ...ignore(['remquo', 'remquof', 'remquol'], { writes: [2] }),
  ...ignore(['nan', 'nanf', 'nanl'], { reads: [0] }),
];

const GCC_BUILTINS: ModelEntry[] = [
  ...ignore(w`__builtin_bswap16 __builtin_bswap32 __builtin_bswap64 __builtin_popcount __builtin_popcountl
    __builtin_popcountll __builtin_clz __builtin_clzl __builtin_clzll __builtin_ctz
    __builtin_ctzl __builtin_ctzll __builtin_ffs __builtin_ffsl __builtin_ffsll __builtin_parity
    __builtin_abs __builtin_labs __builtin_fabs __builtin_huge_val __builtin_huge_valf
    __builtin_huge_vall __builtin_inf __builtin_inff __builtin_infl __builtin_isnan
    __builtin_isinf __builtin_isinf_sign __builtin_isfinite __builtin_isnormal __builtin_signbit
    __builtin_fpclassify __builtin_isgreater __builtin_isgreaterequal __builtin_isless
    __builtin_islessequal __builtin_islessgreater __builtin_isunordered __builtin_prefetch
    __builtin_object_size __builtin_frame_address __builtin_return_address
    __builtin_classify_type`),
  ...ignore(['__builtin_nan', '__builtin_nanf', '__builtin_nanl'], { reads: [0] }),
  ...ignore(['__builtin_add_overflow', '__builtin_sub_overflow', '__builtin_mul_overflow'], { writes: [2] }),
];

// --- stdio, time, POSIX I/O ----------------------------------------------------------------------
// Streams lock themselves (POSIX), so a FILE * argument is not a shared access.

const STDIO: ModelEntry[] = [
  // The printf family reads its `%s` arguments: every string argument after the format.
  ...ignore(['printf', 'wprintf'], { reads: [0], readsStrings: 1 }),
  ...ignore(['vprintf', 'puts', 'perror', 'vwprintf'], { reads: [0] }),
  ...ignore(['fprintf', 'dprintf', 'fwprintf'], { reads: [1], readsStrings: 2 }),
  ...ignore(['vfprintf', 'vdprintf', 'vfwprintf'], { reads: [1] }),
  ...ignore(['fputs', 'fputws', 'fwrite', 'fwrite_unlocked'], { reads: [0] }),
  ...ignore(['sprintf'], { writes: [0], reads: [1], readsStrings: 2 }),
  ...ignore(['vsprintf'], { writes: [0], reads: [1] }),
  ...ignore(['snprintf', 'swprintf'], { writes: [0], reads: [2], readsStrings: 3 }),
  ...ignore(['vsnprintf', 'vswprintf'], { writes: [0], reads: [2] }),
  ...ignore(['asprintf'], { writes: [0], reads: [1], readsStrings: 2 }),
  ...ignore(['vasprintf'], { writes: [0], reads: [1] }),
  // scanf writes through every argument after the format
  ...ignore(['scanf', 'wscanf'], { reads: [0], writes: from(1) }),
  ...ignore(['sscanf', 'swscanf'], { reads: [0, 1], writes: from(2) }),
  ...ignore(['fscanf', 'fwscanf'], { reads: [1], writes: from(2) }),
  ...ignore(['fgets', 'fgetws', 'fread', 'fread_unlocked'], { writes: [0] }),
  ...ignore(['getline', 'getdelim'], { reads: [0, 1], writes: [0, 1] }),
  ...ignore(w`putchar putc fputc putchar_unlocked putc_unlocked fputc_unlocked getchar getc fgetc
    getchar_unlocked getc_unlocked fgetc_unlocked ungetc fflush fflush_unlocked fclose feof
    ferror clearerr feof_unlocked ferror_unlocked fileno fileno_unlocked fseek ftell fseeko
    ftello rewind setbuf setvbuf setlinebuf tmpfile pclose fputwc putwc putwchar fgetwc getwc
    getwchar`),
  ...ignore(['fopen', 'freopen', 'popen', 'rename', 'fdopen'], { reads: [0, 1] }),
  ...ignore(['remove'], { reads: [0] }),
  ...ignore(['fgetpos'], { writes: [1] }),
  ...ignore(['fsetpos'], { reads: [1] }),
  // the stream's own recursive lock
  { function: 'flockfile', kind: 'lock', lock: 0, recursive: true },
  { function: 'funlockfile', kind: 'unlock', lock: 0, recursive: true },
  { function: 'ftrylockfile', kind: 'trylock', lock: 0, success: 0, recursive: true },
];

const TIME: ModelEntry[] = [
  ...ignore(['sleep', 'usleep', 'sched_yield', 'pause', 'alarm', 'clock', 'difftime', 'tzset']),
  ...ignore(['nanosleep'], { reads: [0], writes: [1] }),
  ...ignore(['clock_nanosleep'], { reads: [2], writes: [3] }),
  ...ignore(['time'], { writes: [0] }),
  ...ignore(['clock_gettime', 'clock_getres'], { writes: [1] }),
  ...ignore(['clock_settime'], { reads: [1] }),
  ...ignore(['gettimeofday'], { writes: [0, 1] }),
  ...ignore(['timespec_get'], { writes: [0] }),
  ...ignore(['mktime', 'timegm'], { reads: [0], writes: [0] }),
  ...ignore(['localtime_r', 'gmtime_r', 'ctime_r', 'asctime_r'], { reads: [0], writes: [1] }),
  ...ignore(['strftime'], { writes: [0], reads: [2, 3] }),
];

const POSIX: ModelEntry[] = [
  ...ignore(w`getpid getppid gettid getuid geteuid getgid getegid getpgrp sysconf getpagesize get_nprocs
    get_nprocs_conf sched_getcpu isatty close lseek dup dup2 dup3 fsync fdatasync ftruncate
    socket listen shutdown eventfd eventfd_write epoll_create epoll_create1 umask raise kill
    fcntl`),
  ...ignore(['read', 'pread', 'recv'], { writes: [1] }),
  ...ignore(['write', 'pwrite', 'send'], { reads: [1] }),
  ...ignore(['recvfrom'], { writes: [1, 4, 5] }),
  ...ignore(['sendto'], { reads: [1, 4] }),
  ...ignore(['readv'], { reads: [1] }),
  ...ignore(['writev'], { reads: [1] }),
  ...ignore(['open', 'creat', 'access', 'unlink', 'rmdir', 'mkdir', 'chdir', 'truncate', 'opendir'], {
    reads: [0],
  }),
  ...ignore(['openat'], { reads: [1] }),
  ...ignore(['stat', 'lstat'], { reads: [0], writes: [1] }),
  ...ignore(['fstat'], { writes: [1] }),
  ...ignore(['pipe', 'pipe2'], { writes: [0] }),
  ...ignore(['socketpair'], { writes: [3] }),
  ...ignore(['bind', 'connect'], { reads: [1] }),
  ...ignore(['accept', 'accept4', 'getsockname', 'getpeername'], { writes: [1, 2] }),
  ...ignore(['setsockopt'], { reads: [3] }),
  ...ignore(['getsockopt'], { writes: [3, 4] }),
  ...ignore(['poll'], { reads: [0], writes: [0] }),
  ...ignore(['select'], { reads: [1, 2, 3, 4], writes: [1, 2, 3, 4] }),
  ...ignore(['epoll_ctl'], { reads: [3] }),
  ...ignore(['epoll_wait'], { writes: [1] }),
  ...ignore(['eventfd_read'], { writes: [1] }),
  ...ignore(['inet_pton'], { reads: [1], writes: [2] }),
  ...ignore(['inet_ntop'], { reads: [1], writes: [2] }),
  ...ignore(['inet_addr', 'inet_network'], { reads: [0] }),
  ...ignore(['gethostname'], { writes: [0] }),
  ...ignore(['getcwd'], { writes: [0] }),
  ...ignore(['closedir', 'dirfd']),
  ...ignore(['getrlimit', 'getrusage'], { writes: [1] }),
  ...ignore(['setrlimit'], { reads: [1] }),
  ...ignore(['sysinfo'], { writes: [0] }),
  ...ignore(['sigemptyset', 'sigfillset'], { writes: [0] }),
  ...ignore(['sigaddset', 'sigdelset'], { reads: [0], writes: [0] }),
  ...ignore(['sigismember'], { reads: [0] }),
  ...ignore(['sigwait'], { reads: [0], writes: [1] }),
  ...ignore(['sched_setaffinity'], { reads: [2] }),
  ...ignore(['sched_getaffinity'], { writes: [2] }),
  ...ignore(['sched_get_priority_max', 'sched_get_priority_min']),
  ...ignore(['getrandom', 'getentropy', 'uname'], { writes: [0] }),
  ...ignore(['openlog'], { reads: [0] }),
  ...ignore(['syslog'], { reads: [1] }),
  ...ignore(['closelog', 'setlogmask', 'fegetround', 'fesetround', 'feclearexcept', 'fetestexcept']),
  ...ignore(['timerfd_create']),
  ...ignore(['timerfd_settime'], { reads: [2], writes: [3] }),
  ...ignore(['timerfd_gettime'], { writes: [1] }),
  // CPU_* macros of <sched.h>
  ...ignore(['__sched_cpuzero'], { writes: [1] }),
  ...ignore(['__sched_cpuset', '__sched_cpuclr'], { reads: [2], writes: [2] }),
  ...ignore(['__sched_cpuisset'], { reads: [2] }),
  ...ignore(['__sched_cpucount'], { reads: [1] }),
  ...ignore(['__sched_cpuequal'], { reads: [1, 2] }),
  // errno and h_errno are per thread
  { function: '__errno_location', kind: 'ignore', threadLocal: true },
  { function: '__h_errno_location', kind: 'ignore', threadLocal: true },
  // va_arg of the model <stdarg.h>: an unknown value
  { function: '__lockstep_va_arg', kind: 'nondet' },
];

// --- C++ standard library ------------------------------------------------------------------------
// Members are named `std::class::member`; the lowering passes the object (`this`) as argument 0,
// so a member's own arguments start at 1. Constructors are `std::class::class`.

/** `lock`, `unlock`, `try_lock` (and the shared forms) of every standard mutex. */
function cxxMutex(
  cls: string,
  opts: { timed?: boolean; shared?: boolean; recursive?: boolean } = {},
): ModelEntry[] {
  const r = opts.recursive ? { recursive: true } : {};
  const out: ModelEntry[] = [
    { function: `${cls}::lock`, kind: 'lock', lock: 0, ...r },
    { function: `${cls}::unlock`, kind: 'unlock', lock: 0, ...r },
    { function: `${cls}::try_lock`, kind: 'trylock', lock: 0, success: 1, ...r },
  ];
  if (opts.timed)
    out.push(
      { function: `${cls}::try_lock_for`, kind: 'trylock', lock: 0, success: 1, ...r },
      { function: `${cls}::try_lock_until`, kind: 'trylock', lock: 0, success: 1, ...r },
    );
  if (opts.shared)
    out.push(
      { function: `${cls}::lock_shared`, kind: 'read-lock', lock: 0 },
      { function: `${cls}::unlock_shared`, kind: 'unlock', lock: 0 },
      { function: `${cls}::try_lock_shared`, kind: 'read-trylock', lock: 0, success: 1 },
      { function: `${cls}::try_lock_shared_for`, kind: 'read-trylock', lock: 0, success: 1 },
      { function: `${cls}::try_lock_shared_until`, kind: 'read-trylock', lock: 0, success: 1 },
    );
  return out;
}

/** The members of std::unique_lock / std::shared_lock: they act on the guard's mutex. */
function cxxGuard(
  cls: string,
  lockKind: 'lock' | 'read-lock',
  tryKind: 'trylock' | 'read-trylock',
): ModelEntry[] {
  const name = cls.slice(cls.lastIndexOf(':') + 1);
  return [
    { function: `${cls}::${name}`, kind: lockKind, lock: 1, guard: true },
    { function: `${cls}::lock`, kind: lockKind, onGuard: true },
    { function: `${cls}::unlock`, kind: 'unlock', onGuard: true },
    { function: `${cls}::try_lock`, kind: tryKind, onGuard: true, success: 1 },
    { function: `${cls}::try_lock_for`, kind: tryKind, onGuard: true, success: 1 },
    { function: `${cls}::try_lock_until`, kind: tryKind, onGuard: true, success: 1 },
    { function: `${cls}::release`, kind: 'guard-release', onGuard: true },
    { function: `${cls}::owns_lock`, kind: 'guard-owns', onGuard: true },
    { function: `${cls}::operator bool`, kind: 'guard-owns', onGuard: true },
  ];
}

/** The members of std::atomic<T> and std::atomic_ref<T>: every one an atomic operation. */
function cxxAtomic(cls: string): ModelEntry[] {
  const out: ModelEntry[] = [
    { function: `${cls}::load`, kind: 'atomic-load', defaultOrder: 'seq_cst', object: 0, order: 1 },
    { function: `${cls}::operator T`, kind: 'atomic-load', defaultOrder: 'seq_cst', object: 0 },
    {
      function: `${cls}::store`,
      kind: 'atomic-store',
      defaultOrder: 'seq_cst',
      object: 0,
      value: 1,
      order: 2,
    },
    { function: `${cls}::operator=`, kind: 'atomic-store', defaultOrder: 'seq_cst', object: 0, value: 1 },
    {
      function: `${cls}::exchange`,
      kind: 'atomic-rmw',
      defaultOrder: 'seq_cst',
      object: 0,
      value: 1,
      order: 2,
      rmwOp: 'xchg',
    },
    {
      function: `${cls}::compare_exchange_weak`,
      kind: 'atomic-cas',
      defaultOrder: 'seq_cst',
      object: 0,
      expected: 1,
      value: 2,
      order: 3,
    },
    {
      function: `${cls}::compare_exchange_strong`,
      kind: 'atomic-cas',
      defaultOrder: 'seq_cst',
      object: 0,
      expected: 1,
      value: 2,
      order: 3,
    },
    // ++x returns the new value, x++ the old one; the lowering passes 1 as the operand
    {
      function: `${cls}::operator++`,
      kind: 'atomic-rmw',
      defaultOrder: 'seq_cst',
      object: 0,
      value: 1,
      rmwOp: '+',
      returnsNew: true,
    },
    {
      function: `${cls}::operator--`,
      kind: 'atomic-rmw',
      defaultOrder: 'seq_cst',
      object: 0,
      value: 1,
      rmwOp: '-',
      returnsNew: true,
    },
    {
      function: `${cls}::operator++(int)`,
      kind: 'atomic-rmw',
      defaultOrder: 'seq_cst',
      object: 0,
      value: 1,
      rmwOp: '+',
    },
    {
      function: `${cls}::operator--(int)`,
      kind: 'atomic-rmw',
      defaultOrder: 'seq_cst',
      object: 0,
      value: 1,
      rmwOp: '-',
    },
    ...ignore([`${cls}::is_lock_free`, `${cls}::wait`, `${cls}::notify_one`, `${cls}::notify_all`]),
  ];
  for (const [name, op] of C11_FETCH_OPS) {
    out.push({
      function: `${cls}::fetch_${name}`,
      kind: 'atomic-rmw',
      defaultOrder: 'seq_cst',
      object: 0,
      value: 1,
      order: 2,
      rmwOp: op,
    });
    const sym = op === '+' ? '+=' : op === '-' ? '-=' : `${op}=`;
    out.push({
      function: `${cls}::operator${sym}`,
      kind: 'atomic-rmw',
      defaultOrder: 'seq_cst',
      object: 0,
      value: 1,
      rmwOp: op,
      returnsNew: true,
    });
  }
  return out;
}

/** Condition variables: wait releases the guard's mutex; the predicate forms loop until it holds. */
function cxxCondVar(cls: string): ModelEntry[] {
  return [
    { function: `${cls}::wait`, kind: 'cond-wait', cond: 0, lock: 1, predicate: 2 },
    { function: `${cls}::wait_for`, kind: 'cond-wait', cond: 0, lock: 1, predicate: 3, timed: true },
    { function: `${cls}::wait_until`, kind: 'cond-wait', cond: 0, lock: 1, predicate: 3, timed: true },
    { function: `${cls}::notify_one`, kind: 'cond-signal', cond: 0 },
    { function: `${cls}::notify_all`, kind: 'cond-broadcast', cond: 0 },
  ];
}

const CXX: ModelEntry[] = [
  // threads: the constructor starts the callable with its arguments; the handle is the object
  { function: 'std::thread::thread', kind: 'spawn', handle: 0, entry: 1, callable: true },
  { function: 'std::thread::join', kind: 'join', handle: 0, handleRef: true },
  { function: 'std::thread::detach', kind: 'detach', handle: 0, handleRef: true },
  { function: 'std::thread::joinable', kind: 'guard-owns', onGuard: true },
  { function: 'std::jthread::jthread', kind: 'spawn', handle: 0, entry: 1, callable: true, autoJoin: true },
  { function: 'std::jthread::join', kind: 'join', handle: 0, handleRef: true },
  { function: 'std::jthread::detach', kind: 'detach', handle: 0, handleRef: true },
  { function: 'std::jthread::joinable', kind: 'guard-owns', onGuard: true },
  ...ignore(['std::jthread::request_stop', 'std::jthread::get_stop_token', 'std::jthread::get_id']),
  ...ignore(['std::thread::get_id', 'std::thread::hardware_concurrency']),
  ...ignore(['std::this_thread::yield', 'std::this_thread::get_id', 'std::this_thread::sleep_for']),
  ...ignore(['std::this_thread::sleep_until', 'std::stop_token::stop_requested']),
  // std::async: a thread whose future's get() or wait() joins it (and its destructor too)
  { function: 'std::async', kind: 'spawn', entry: 0, callable: true, returnsHandle: true, autoJoin: true },
  { function: 'std::future::get', kind: 'join', handle: 0, handleRef: true },
  { function: 'std::future::wait', kind: 'join', handle: 0, handleRef: true },
  { function: 'std::shared_future::get', kind: 'join', handle: 0, handleRef: true },
  { function: 'std::shared_future::wait', kind: 'join', handle: 0, handleRef: true },
  ...ignore(['std::future::valid']),
  // mutexes
  ...cxxMutex('std::mutex'),
  ...cxxMutex('std::recursive_mutex', { recursive: true }),
  ...cxxMutex('std::timed_mutex', { timed: true }),
  ...cxxMutex('std::recursive_timed_mutex', { timed: true, recursive: true }),
  ...cxxMutex('std::shared_mutex', { shared: true }),
  ...cxxMutex('std::shared_timed_mutex', { timed: true, shared: true }),
  // RAII guards: the destructor unlocks on every way out of the guard's scope
  { function: 'std::lock_guard::lock_guard', kind: 'lock', lock: 1, guard: true },
  { function: 'std::scoped_lock::scoped_lock', kind: 'lock', locks: from(1), guard: true },
  ...cxxGuard('std::unique_lock', 'lock', 'trylock'),
  ...cxxGuard('std::shared_lock', 'read-lock', 'read-trylock'),
  { function: 'std::lock', kind: 'lock', locks: from(0) },
  // condition variables
  ...cxxCondVar('std::condition_variable'),
  ...cxxCondVar('std::condition_variable_any'),
  // atomics
  ...cxxAtomic('std::atomic'),
  ...cxxAtomic('std::atomic_ref'),
  { function: 'std::atomic::atomic', kind: 'atomic-store', object: 0, value: 1, defaultOrder: 'relaxed' },
  { function: 'std::atomic_ref::atomic_ref', kind: 'bind', object: 1 },
  {
    function: 'std::atomic_flag::test_and_set',
    kind: 'atomic-rmw',
    defaultOrder: 'seq_cst',
    object: 0,
    order: 1,
    rmwOp: 'xchg',
  },
  { function: 'std::atomic_flag::clear', kind: 'atomic-store', defaultOrder: 'seq_cst', object: 0, order: 1 },
  { function: 'std::atomic_flag::test', kind: 'atomic-load', defaultOrder: 'seq_cst', object: 0, order: 1 },
  ...ignore(['std::atomic_flag::wait', 'std::atomic_flag::notify_one', 'std::atomic_flag::notify_all']),
  { function: 'std::atomic_thread_fence', kind: 'fence', order: 0 },
  { function: 'std::atomic_signal_fence', kind: 'fence', order: 0 },
  // once, barriers, latches, semaphores
  { function: 'std::call_once', kind: 'once', object: 0, entry: 1, callable: true },
  { function: 'std::barrier::barrier', kind: 'barrier-init', object: 0, count: 1 },
  { function: 'std::barrier::arrive_and_wait', kind: 'barrier-wait', object: 0 },
  { function: 'std::latch::latch', kind: 'latch-init', object: 0, count: 1 },
  { function: 'std::latch::count_down', kind: 'latch-count-down', object: 0 },
  { function: 'std::latch::wait', kind: 'latch-wait', object: 0 },
  { function: 'std::latch::arrive_and_wait', kind: 'latch-wait', object: 0, arrive: true },
  { function: 'std::counting_semaphore::counting_semaphore', kind: 'sem-init', object: 0, count: 1 },
  { function: 'std::counting_semaphore::acquire', kind: 'sem-wait', object: 0 },
  { function: 'std::counting_semaphore::release', kind: 'sem-post', object: 0 },
  { function: 'std::counting_semaphore::try_acquire', kind: 'sem-trywait', object: 0, success: 1 },
  { function: 'std::counting_semaphore::try_acquire_for', kind: 'sem-trywait', object: 0, success: 1 },
  // smart pointers: a fresh object (heap by allocation site) owned by the returned pointer
  { function: 'std::make_unique', kind: 'alloc' },
  { function: 'std::make_shared', kind: 'alloc' },
  // utilities the lowering must see through
  { function: 'std::move', kind: 'pass', object: 0 },
  { function: 'std::forward', kind: 'pass', object: 0 },
  { function: 'std::ref', kind: 'pass', object: 0, byRef: true },
  { function: 'std::cref', kind: 'pass', object: 0, byRef: true },
  // the standard streams are synchronised: output through them is no data race
  ...ignore(['std::ostream::*', 'std::istream::*', 'std::endl', 'std::flush', 'std::ios_base::*']),
  // element access that reads the container's bookkeeping only (the element is its own place)
  ...ignore(
    w`std::vector::operator[] std::vector::at std::vector::front std::vector::back std::vector::data
      std::vector::begin std::vector::end std::deque::operator[] std::deque::at std::deque::front
      std::deque::back std::array::operator[] std::array::at std::array::front std::array::back
      std::array::data std::array::begin std::array::end std::string::operator[] std::string::at
      std::list::front std::list::back std::list::begin std::list::end std::deque::begin std::deque::end
      std::map::at std::unordered_map::at std::queue::front std::queue::back std::stack::top
      std::priority_queue::top std::deque::data std::forward_list::front std::forward_list::begin
      std::forward_list::end`,
    { reads: [0] },
  ),
  // lookups: a non-const overload on a non-const container, but nothing in the container changes
  ...ignore(
    w`std::map::find std::map::begin std::map::end std::unordered_map::find std::unordered_map::begin
      std::unordered_map::end std::multimap::find std::multimap::begin std::multimap::end
      std::set::find std::set::begin std::set::end std::unordered_set::find std::unordered_set::begin
      std::unordered_set::end`,
    { reads: [0] },
  ),
];

/** Every built-in model. Names are unique; patterns (with `*`, `?`, `[`) are tried after the exact names, in order. */
export const BUILTIN_MODELS: readonly ModelEntry[] = Object.freeze(
  [
    ...LIBRARY_CALLBACK_MODELS,
    ...PTHREAD,
    ...C11_THREADS,
    ...SEMAPHORES,
    ...OPENMP,
    ...C11_ATOMICS,
    ...GCC_ATOMICS,
    ...SVCOMP,
    ...MEMORY,
    ...STRINGS,
    ...MATH,
    ...GCC_BUILTINS,
    ...STDIO,
    ...TIME,
    ...POSIX,
    ...CXX,
  ].map((e) => Object.freeze(e)),
);

// --- lookup --------------------------------------------------------------------------------------

export interface ModelTable {
  /** The model for a function name, or undefined when the function is not modelled. */
  lookup(name: string): FunctionModel | undefined;
}

/** True when a model's `function` is a glob pattern rather than an exact name. */
export function isGlobPattern(pattern: string): boolean {
  return /[*?[]/.test(pattern);
}

/**
 * A name glob (`*` any run, `?` one character, `[abc]`, `[a-z]`, `[!x]`/`[^x]` a class; a `[`
 * without a closing `]` is literal), matched in linear time (src/util/glob.ts).
 */
export function nameGlob(glob: string): GlobMatcher {
  return compileGlob(glob, 'name');
}

interface Compiled {
  exact: Map<string, ModelEntry>;
  globs: { re: GlobMatcher; model: ModelEntry }[];
}

function compile(entries: readonly ModelEntry[]): Compiled {
  const exact = new Map<string, ModelEntry>();
  const globs: Compiled['globs'] = [];
  for (const e of entries) {
    if (isGlobPattern(e.function)) globs.push({ re: nameGlob(e.function), model: e });
    else if (!exact.has(e.function)) exact.set(e.function, e);
  }
  return { exact, globs };
}

let builtins: Compiled | undefined;

/**
 * The model table for a run: `userModels` (from `.lockstep.yml`) take precedence over the
 * built-ins. Among user models the first entry for a name wins, exact names before patterns.
 */
export function createModelTable(userModels: readonly ModelEntry[] = []): ModelTable {
  builtins ??= compile(BUILTIN_MODELS);
  const b = builtins;
  const user = compile(userModels);
  // Pattern results are remembered: the same names are looked up again and again.
  const cache = new Map<string, FunctionModel | null>();
  return {
    lookup(name: string): FunctionModel | undefined {
      const u = user.exact.get(name);
      if (u) return u;
      const hit = cache.get(name);
      if (hit !== undefined) return hit ?? undefined;
      let found: FunctionModel | undefined = user.globs.find((g) => g.re.test(name))?.model;
      found ??= b.exact.get(name);
      found ??= b.globs.find((g) => g.re.test(name))?.model;
      cache.set(name, found ?? null);
      return found;
    },
  };
}
