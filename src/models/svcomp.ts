/** The SV-COMP verification conventions (__VERIFIER_*, reach_error). */

import { each, w } from './entries.js';
import type { ModelEntry } from './types.js';

const NONDET_TYPES = w`int uint unsigned long ulong longlong ulonglong char uchar short ushort bool pointer charp
  pchar size_t loff_t float double u8 u16 u32 u64 int128 uint128 pthread_t sector_t`;

export const SVCOMP: ModelEntry[] = [
  // the program's input: every value occurs
  ...each(
    'nondet',
    NONDET_TYPES.map((t) => `__VERIFIER_nondet_${t}`),
    { input: true },
  ),
  { function: '__VERIFIER_nondet_*', kind: 'nondet', input: true },
  { function: '__VERIFIER_assume', kind: 'assume' },
  { function: 'assume_abort_if_not', kind: 'assume' },
  { function: 'reach_error', kind: 'error' },
  { function: '__VERIFIER_error', kind: 'error' },
  { function: '__VERIFIER_atomic_begin', kind: 'atomic-begin' },
  { function: '__VERIFIER_atomic_end', kind: 'atomic-end' },
  // a function whose name starts with __VERIFIER_atomic_ runs as one atomic step
  { function: '__VERIFIER_atomic_*', kind: 'atomic' },
];
