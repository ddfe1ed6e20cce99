/**
 * The C++ standard library. Members are named `std::class::member`; the lowering passes the object
 * (`this`) as argument 0, so a member's own arguments start at 1. Constructors are `std::class::class`.
 */
import { C11_FETCH_OPS } from './atomics.js';
import { from, ignore, w } from './entries.js';
import type { ModelEntry } from './types.js';

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

export const CXX: ModelEntry[] = [
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
  // the clocks: what time it is comes from outside the program (as time() does)
  ...ignore(
    w`std::chrono::steady_clock::now std::chrono::system_clock::now
      std::chrono::high_resolution_clock::now`,
    { input: true },
  ),
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
  {
    function: 'std::atomic::atomic',
    kind: 'atomic-store',
    object: 0,
    value: 1,
    defaultOrder: 'relaxed',
    initialises: true,
  },
  { function: 'std::atomic_ref::atomic_ref', kind: 'bind', object: 1 },
  {
    function: 'std::atomic_flag::test_and_set',
    kind: 'atomic-rmw',
    defaultOrder: 'seq_cst',
    object: 0,
    order: 1,
    rmwOp: 'xchg',
    stores: 1,
  },
  {
    function: 'std::atomic_flag::clear',
    kind: 'atomic-store',
    defaultOrder: 'seq_cst',
    object: 0,
    order: 1,
    stores: 0,
  },
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

/** The C++ synchronisation classes (exact names, without template arguments). */
export const CXX_LOCK_TYPES = w`std::mutex std::recursive_mutex std::timed_mutex std::recursive_timed_mutex
  std::shared_mutex std::shared_timed_mutex std::condition_variable std::condition_variable_any
  std::counting_semaphore std::barrier std::latch std::unique_lock std::shared_lock std::scoped_lock
  std::lock_guard`;

/**
 * The member names the model headers give the library's classes (libstdc++'s own), which the
 * lowering reads and writes: a container's elements and size, a smart pointer's pointer, a
 * guard's mutex, a once flag's state.
 */
export const CXX_LAYOUT = {
  elems: '_M_elems',
  size: '_M_size',
  /**
   * A sequence's first position in `_M_elems`: its elements are `_M_elems[_M_first]` up to
   * `_M_elems[_M_first + _M_size - 1]`, so `pop_front()` moves it on and `front()` is the element
   * the next `push_back` did not overwrite (a consumer sees the value it popped).
   */
  first: '_M_first',
  ptr: '_M_ptr',
  device: '_M_device',
  once: '_M_once',
  /** A `std::function`'s stored target: the function and its bound object or closure. */
  fn: '_M_fn',
  obj: '_M_obj',
  /** The dynamic type of an object with virtual members (what a virtual call switches on). */
  vptr: '_M_vptr',
} as const;

/** Where a location name enters the library's insides (`cache._M_elems[k]`): every layout member starts so. */
export const CXX_LAYOUT_ACCESS = '._M_';

/**
 * Is `name`, as a call writes it (`std::move`, `move` under `using namespace std`,
 * `std::move<T&>`), one of the standard library's functions `fns`?
 */
export function isStdFunction(name: string, ...fns: string[]): boolean {
  const open = name.indexOf('<');
  const plain = open >= 0 ? name.slice(0, open) : name;
  return fns.includes(plain.startsWith('std::') ? plain.slice('std::'.length) : plain);
}
