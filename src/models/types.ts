import type { MemoryOrder } from '../ir/types.js';
import type { IntCompute } from './compute.js';
import type { FormatFamily } from './format.js';

/**
 * What a library function means to the analysis. The table of built-in models (pthread, C11
 * threads, POSIX semaphores, GCC atomics, SV-COMP conventions, ...) is data in `models.ts`; users
 * add their own in `.lockstep.yml`. Lowering turns a call to a modelled function into the matching
 * IR instruction. Argument positions are 0-based.
 */
export type ModelKind =
  // locks
  | 'lock' // exclusive acquire of arg `lock`
  | 'read-lock' // shared acquire (rwlock rdlock)
  | 'unlock'
  | 'trylock' // exclusive try-acquire; returns `success` on success
  | 'read-trylock'
  | 'lock-init' // initialises arg `lock` (pthread_mutex_init): `recursive` when the attr says so is unknown statically
  | 'lock-destroy'
  // threads
  | 'spawn' // writes the new handle through arg `handle` (pointer), starts `entry(arg)`
  | 'join' // waits for the thread whose handle is the value of arg `handle`
  | 'detach'
  | 'thread-exit' // ends the calling thread (pthread_exit, thrd_exit)
  | 'self' // returns the calling thread's handle
  // condition variables, barriers, once, semaphores
  | 'cond-wait' // releases arg `lock`, waits on arg `cond`, re-acquires
  | 'cond-signal'
  | 'cond-broadcast'
  | 'barrier-init' // arg `object`, count arg `count`
  | 'barrier-wait'
  | 'once' // runs arg `entry` exactly once per once-object arg `object`
  | 'sem-init' // arg `object`, initial value arg `count`
  | 'sem-wait'
  | 'sem-trywait'
  | 'sem-post'
  // atomics: arg `object` is the pointer to the atomic object
  | 'atomic-load'
  | 'atomic-store' // value arg `value`
  | 'atomic-rmw' // read-modify-write (fetch_add, exchange, ...)
  | 'atomic-cas' // compare-exchange: `expected` arg is read and maybe written (plain memory)
  | 'fence'
  | 'atomic' // the whole call is one atomic step (SV-COMP __VERIFIER_atomic_* functions, user models)
  | 'atomic-begin'
  | 'atomic-end'
  // verification conventions and memory
  | 'nondet' // returns an unknown value
  | 'assume' // blocks unless arg 0 is non-zero
  | 'error' // reach_error / abort-like: the path ends here
  | 'exit' // ends the whole program (exit, abort)
  | 'alloc' // returns fresh heap memory (malloc, calloc, ...)
  | 'free'
  | 'ignore' // no effect on memory the program shares (pure / logging)
  // C++ (the lowering passes `this` as argument 0 of a member)
  | 'guard-release' // std::unique_lock::release: the guard forgets its mutex without unlocking it
  | 'guard-owns' // std::unique_lock::owns_lock, operator bool, std::thread::joinable: the guard's flag
  | 'pass' // the call is its argument `object` (std::move, std::forward; std::ref with `byRef`)
  | 'bind' // constructor of a reference-like object (std::atomic_ref): it names arg `object` itself
  | 'latch-init' // std::latch(count): arg `object`, count arg `count`
  | 'latch-count-down' // std::latch::count_down
  | 'latch-wait'; // std::latch::wait (arrive_and_wait: `arrive`)

/** The operation of an atomic read-modify-write. `xchg` stores `value` (1 when there is no `value`: test-and-set). */
export type RmwOp = '+' | '-' | '&' | '|' | '^' | 'nand' | 'xchg';

export interface FunctionModel extends LibraryCallbackFields {
  kind: ModelKind;
  /** Argument holding the pointer to the lock (lock kinds, cond-wait). */
  lock?: number;
  /** Argument holding the pointer to the condition variable. */
  cond?: number;
  /** spawn: argument with a pointer where the new thread's handle is written. */
  handle?: number;
  /** spawn/once: argument with the entry function. */
  entry?: number;
  /** spawn: argument passed to the entry function. */
  arg?: number;
  /** Atomics, barriers, semaphores, once: argument with the pointer to the object. */
  object?: number;
  /** atomic-store / atomic-rmw: argument with the value stored. */
  value?: number;
  /**
   * atomic-store / atomic-rmw with no value argument: the constant stored (a test-and-set stores
   * 1, `atomic_flag_clear` and `__sync_lock_release` store 0).
   */
  stores?: number;
  /** atomic-cas: argument with the pointer to the expected value. */
  expected?: number;
  /** barrier-init / sem-init: argument with the count. */
  count?: number;
  /** Argument holding an explicit memory order (`memory_order_*` / `__ATOMIC_*`). */
  order?: number;
  /** The order when no argument gives it (C11 non-_explicit forms, __sync_*: seq_cst). */
  defaultOrder?: MemoryOrder;
  /** trylock/sem-trywait: the return value that means success (pthread: 0, C11 thrd_success: 0). */
  success?: number;
  /** The lock is recursive (counted), e.g. models of recursive-mutex APIs. */
  recursive?: boolean;
  /**
   * atomic-rmw: the operation (`atomic_fetch_add`: `+`). atomic-store without `value` stores 0
   * (`atomic_flag_clear`, `__sync_lock_release`).
   */
  rmwOp?: RmwOp;
  /** atomic-rmw: the call returns the new value (`__atomic_add_fetch`, `__sync_add_and_fetch`), not the old one. */
  returnsNew?: boolean;
  /**
   * atomic-store: the object's initialisation (`atomic_init`, std::atomic's constructor), which
   * is not atomic (C17 7.17.2.2, C++ [atomics.types.operations]): a plain write that races with
   * an atomic access it is not ordered with.
   */
  initialises?: boolean;
  /**
   * atomic-cas: argument holding the expected value itself rather than a pointer to it
   * (`__sync_*_compare_and_swap`); nothing is written back.
   */
  compare?: number;
  /** atomic-cas: the call returns the object's old value (`__sync_val_compare_and_swap`), not success. */
  returnsOld?: boolean;
  /**
   * atomic-store/-rmw/-cas: arg `value` is a pointer to the value, read as plain memory (GCC's generic
   * `__atomic_store`, `__atomic_exchange`, `__atomic_compare_exchange`).
   */
  valueByRef?: boolean;
  /**
   * The call's result is written through this pointer argument instead of returned
   * (`__atomic_load`, `__atomic_exchange`; alloc: `posix_memalign`).
   */
  out?: number;
  /** alloc: argument with the size in bytes, when one argument gives it. */
  size?: number;
  /**
   * alloc: the argument whose block the call frees, after reading it (`realloc`: C17 7.22.3.5
   * deallocates the old object, even when the new one is at the same address).
   */
  frees?: number;
  /**
   * The call's result is the program's input (`__VERIFIER_nondet_*`, `rand`, `time`, `getchar`):
   * every value of it really occurs, so a race that depends on it is no artefact of the analysis.
   */
  input?: boolean;
  /**
   * With `input`: the result when the call succeeds, `zero` (`bind`, `pthread_cond_init`) or
   * `nonnegative` (`socket`, `open`: a descriptor), or the common one, `minus-one` (getopt: no
   * more options, a program run with its defaults). Every result still occurs; a directed run
   * looking for one execution takes the usual one first (the program's error paths give up).
   */
  usual?: Usual;
  /** The returned pointer points to storage private to the calling thread (`__errno_location`). */
  threadLocal?: boolean;
  /**
   * The function reads/writes through these pointer args beyond what its kind implies
   * (unknown functions are assumed to do so through all pointer args).
   */
  reads?: number[];
  writes?: number[];
  /**
   * The argument holding a printf or scanf format (`formatFamily` says which). The arguments after
   * it are read (`%s`) or written (`%n`, every scanf conversion) as the format says
   * (src/models/format.ts); when the format is no literal, a printf reads and a scanf writes
   * through every pointer argument after it. A `v` form (va_list) leaves `formatFamily` out: its
   * arguments are out of sight.
   */
  format?: number;
  formatFamily?: FormatFamily;
  /**
   * The function computes its result from its arguments alone, and from what it `reads` through
   * them (abs, strlen, strcmp, isdigit): a call with known arguments can be evaluated.
   */
  pure?: boolean;
  /** A pure integer function: its result from its integer arguments (compute.ts). */
  compute?: IntCompute;
  /** The result is (or points into) this argument (memcpy, strcpy, fgets: arg 0; strchr: into arg 0). */
  returnsArg?: number;
  /** The result points to static storage the library owns and overwrites (localtime, getenv, strerror). */
  returnsStatic?: boolean;
  /**
   * The result is the function (or object) the string literal in this argument names, as the
   * loaded library exports it (dlsym's second): a call through it is a call of that function.
   */
  returnsSymbol?: number;
  /**
   * POSIX does not require the function to be thread-safe (XSH 2.9.1): it works on hidden static
   * state (rand, strtok, localtime), so two unordered calls race on that state.
   */
  threadUnsafe?: boolean;
  /**
   * Function-pointer arguments the library calls, for functions whose callbacks the lowering does
   * not run yet (`callbacks` below is what it runs): `now` before it returns (glob's errfunc),
   * `exit` after main, `fork` around fork, `async` at any point. The lookup leaves such a model out:
   * the call stays an unknown call, and a function handed to it keeps the verdict honest (CONTRACTS).
   */
  callsBack?: { arg: number; when: 'now' | 'exit' | 'fork' | 'async' }[];
  /**
   * Why calls to it stay unknown calls on purpose, as a phrase after "which" (longjmp: "makes a
   * non-local jump the model does not follow"); the lookup leaves such a model out, and the model
   * checker takes nothing after such a call as exact.
   */
  opaque?: string;
  /**
   * The result a directed run takes the call to return: setjmp's own 0 (its other results come
   * back through a jump to it that the lowering does not follow, longjmp), a status call's 0 when
   * it succeeds, as it does on valid arguments (`pthread_attr_setdetachstate`). The exhaustive
   * search takes the result as unknown; the one path a directed run follows is an execution in
   * which those calls succeeded, and stops being exact at a jump back.
   */
  direct?: number;
  /** exit: the process ends without running the exit handlers (`_exit`, `abort`, a failed assert). */
  skipsExitHandlers?: true;
  // --- C++ -------------------------------------------------------------------------------------
  /**
   * C++ constructor of an RAII object: the destructor undoes what the constructor did (unlocks the
   * locks, joins the thread when `autoJoin`) on every way out of the object's scope.
   */
  guard?: boolean;
  /** C++ member of a guard (std::unique_lock::lock): it acts on the guard's own mutex and ownership. */
  onGuard?: boolean;
  /** Several lock arguments (std::scoped_lock, std::lock): every argument at these positions. */
  locks?: number[];
  /**
   * spawn/once: arg `entry` is any C++ callable (function, lambda, member function pointer with
   * its object, function object); the arguments after it are passed to it.
   */
  callable?: boolean;
  /** join/detach: arg `handle` points to the handle (`this` of std::thread::join). */
  handleRef?: boolean;
  /** spawn: the call returns the new thread's handle (std::async's future) instead of storing it. */
  returnsHandle?: boolean;
  /** spawn: the thread is joined when its owner leaves its scope (std::jthread, std::async's future). */
  autoJoin?: boolean;
  /** cond-wait: argument with a predicate; the wait loops until it holds. */
  predicate?: number;
  /** cond-wait: may also return on a timeout (wait_for, wait_until, pthread_cond_timedwait). */
  timed?: boolean;
  /** cond-wait, timed: the result that says it timed out (ETIMEDOUT, thrd_timedout); 0 otherwise. */
  timedOut?: number;
  /** pass: the argument is passed by reference (std::ref, std::cref). */
  byRef?: boolean;
  /** latch-wait: the call counts down first (std::latch::arrive_and_wait). */
  arrive?: boolean;
}

/** A model bound to a name pattern (exact or glob), from the built-in table or the user's config. */
/** What a status-returning input function returns when it succeeds (ModelEntry `usual`). */
type Usual = 'zero' | 'nonnegative' | 'minus-one';

export interface ModelEntry extends FunctionModel {
  function: string;
}

// --- callbacks and hidden library state (issue 18) ----------------------------------------------

/**
 * When a library function calls a function pointer it was handed: `sync` during the call, in the
 * calling thread (qsort's comparator); `at-exit` after `main` returns or at `exit` (atexit);
 * `around-fork` in the forking thread around `fork` (pthread_atfork); `async-signal` at any point
 * after installation, interrupting whatever runs (signal, sigaction).
 */
type CallbackTiming = 'sync' | 'at-exit' | 'around-fork' | 'async-signal';

/** What the library passes to one parameter of a callback. */
export type CallbackArgument =
  /** The value of the call's argument at this position (bsearch's key, qsort_r's context). */
  | { arg: number }
  /** A pointer into the array the call's argument at this position points to (qsort's elements). */
  | { element: number }
  /** A pointer to an object the library owns for the call (ftw's path and stat buffer). */
  | { fresh: true }
  /** A number the library chooses (twalk's depth, the signal number). */
  | { any: true };

export interface CallbackModel {
  /** The argument holding the function pointer. */
  fn: number;
  /** The function pointer is this field of the structure argument `fn` points to (sigaction's `sa_handler`). */
  field?: string;
  when: CallbackTiming;
  /** What each of the callback's parameters gets, in order. */
  args?: CallbackArgument[];
  /** around-fork: when the handler runs (`child` handlers run in the new process, apart from this one). */
  role?: 'prepare' | 'parent' | 'child';
}

/**
 * A function POSIX does not require to be thread-safe: it reads or writes state the library keeps
 * for the whole process (strtok's saved position, localtime's `struct tm`, the environment).
 * Functions sharing one state name the same `state`.
 */
export interface HiddenStateModel {
  state: string;
  access: 'read' | 'write';
  /** The hidden state is used only when this argument is a null pointer (`mbrtowc`'s state, `tmpnam(NULL)`). */
  whenNull?: number;
}

interface LibraryCallbackFields {
  /** The function pointers the function calls, and when. */
  callbacks?: CallbackModel[];
  /** The function runs the handlers registered for this moment (`fork`: the around-fork ones). */
  runsHandlers?: 'around-fork';
  /** The process-wide state it touches (not thread-safe). */
  hiddenState?: HiddenStateModel;
}
// --- end of callbacks and hidden library state --------------------------------------------------
