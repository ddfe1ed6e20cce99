/** C11 atomics (stdatomic.h), GCC's __atomic and __sync builtins and the x86 fences. */

import { ignore } from './entries.js';
import type { ModelEntry, RmwOp } from './types.js';

/** The C11 fetch operations and their operators (shared with std::atomic's members). */
export const C11_FETCH_OPS: readonly [string, RmwOp][] = [
  ['add', '+'],
  ['sub', '-'],
  ['or', '|'],
  ['xor', '^'],
  ['and', '&'],
];

export const C11_ATOMICS: ModelEntry[] = [
  { function: 'atomic_load', kind: 'atomic-load', object: 0, defaultOrder: 'seq_cst' },
  { function: 'atomic_load_explicit', kind: 'atomic-load', object: 0, order: 1 },
  { function: 'atomic_store', kind: 'atomic-store', object: 0, value: 1, defaultOrder: 'seq_cst' },
  { function: 'atomic_store_explicit', kind: 'atomic-store', object: 0, value: 1, order: 2 },
  // Initialisation stores as a relaxed store would, but it is no atomic access: a plain write.
  {
    function: 'atomic_init',
    kind: 'atomic-store',
    object: 0,
    value: 1,
    defaultOrder: 'relaxed',
    initialises: true,
  },
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
    stores: 1,
    defaultOrder: 'seq_cst',
  },
  {
    function: 'atomic_flag_test_and_set_explicit',
    kind: 'atomic-rmw',
    rmwOp: 'xchg',
    object: 0,
    stores: 1,
    order: 1,
  },
  { function: 'atomic_flag_clear', kind: 'atomic-store', object: 0, stores: 0, defaultOrder: 'seq_cst' },
  { function: 'atomic_flag_clear_explicit', kind: 'atomic-store', object: 0, stores: 0, order: 1 },
  { function: 'atomic_thread_fence', kind: 'fence', order: 0 },
  { function: 'atomic_signal_fence', kind: 'fence', order: 0 },
  ...ignore(['atomic_is_lock_free']),
];

const GCC_FETCH_OPS: readonly [string, RmwOp][] = [
  ['add', '+'],
  ['sub', '-'],
  ['and', '&'],
  ['or', '|'],
  ['xor', '^'],
  ['nand', 'nand'],
];

export const GCC_ATOMICS: ModelEntry[] = [
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
  { function: '__atomic_test_and_set', kind: 'atomic-rmw', rmwOp: 'xchg', object: 0, stores: 1, order: 1 },
  { function: '__atomic_clear', kind: 'atomic-store', object: 0, stores: 0, order: 1 },
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
  { function: '__sync_lock_release', kind: 'atomic-store', object: 0, stores: 0, defaultOrder: 'release' },
  { function: '__sync_synchronize', kind: 'fence', defaultOrder: 'seq_cst' },
  // x86 fences (<x86intrin.h>)
  { function: '_mm_mfence', kind: 'fence', defaultOrder: 'seq_cst' },
  { function: '_mm_sfence', kind: 'fence', defaultOrder: 'release' },
  { function: '_mm_lfence', kind: 'fence', defaultOrder: 'acquire' },
  ...ignore(['_mm_pause', '__builtin_ia32_pause', '__rdtsc', '_mm_clflush']),
  ...ignore(['__rdtscp'], { writes: [0] }),
];

/** GCC's atomic builtins by family prefix (`__has_builtin(__atomic_load_n)`): every `__atomic_*` and `__sync_*`. */
export function isGccAtomicBuiltin(name: string): boolean {
  return name.startsWith('__atomic_') || name.startsWith('__sync_');
}
