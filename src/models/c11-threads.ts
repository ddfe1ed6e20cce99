/** C11 threads (threads.h). */

import { ignore, w } from './entries.js';
import type { ModelEntry } from './types.js';

export const C11_THREADS: ModelEntry[] = [
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
  // thrd_timedout (4 in the model headers' threads.h) when the time is up.
  { function: 'cnd_timedwait', kind: 'cond-wait', cond: 0, lock: 1, timed: true, timedOut: 4 },
  { function: 'cnd_signal', kind: 'cond-signal', cond: 0 },
  { function: 'cnd_broadcast', kind: 'cond-broadcast', cond: 0 },
  ...ignore(['cnd_init', 'cnd_destroy']),
  { function: 'call_once', kind: 'once', object: 0, entry: 1 },
  ...ignore(['tss_create'], { writes: [0] }),
  ...ignore(['tss_delete', 'tss_get', 'tss_set']),
];

/** The C11 synchronisation types. */
export const C11_LOCK_TYPES = w`mtx_t cnd_t once_flag`;
