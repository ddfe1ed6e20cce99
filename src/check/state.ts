/**
 * The model's state: threads (frames, private locals, pending candidate accesses), memory, locks,
 * barriers and the flags an exploration reports. `cloneState` copies a state before a transition
 * changes it; `stateKey` is its identity for the visited set (equal keys, equal futures).
 */

import type { Access, Instr, IrFunction, Place } from '../ir/types.js';
import { type Inputs, inputsKey } from './inputs.js';
import type { SharedMap, Store, StoreTable } from './store.js';

export interface Frame {
  fn: IrFunction;
  block: number;
  index: number;
  /** Private locals by address key (`%x`, `%s/field`); address-taken ones live in memory. */
  locals: Store;
  uid: number;
  /** Where the caller wants the return value. */
  ret?: Place;
  /** Set on a `pthread_once` init routine: its once-state key. */
  once?: string;
}

/**
 * A candidate access already performed, kept until every other thread is ordered after it: the
 * synchronisation objects it was released to (by its thread, or by a thread ordered after it) and
 * the threads that acquired one of those since. A thread about to access the same memory races
 * with it unless it is among `syncedBy`. (Happens-before as release/acquire pairs, so a relaxed
 * atomic flag orders nothing.)
 */
export interface Pending {
  cand: number;
  access: Access;
  addr: string;
  write: boolean;
  atomic: boolean;
  releasedTo: string[];
  syncedBy: number[];
}

export interface MThread {
  tid: number;
  name: string;
  frames: Frame[];
  done: boolean;
  /** Blocked until the barrier's round advances, or re-acquiring a mutex after a condition wait. */
  wait?: { k: 'barrier'; key: string; gen: number } | { k: 'relock'; key: string; count: number };
  /** Candidate accesses since this thread's last synchronising operation (not yet published). */
  pending: Pending[];
  atomicDepth: number;
  /** The spawn that started it (none for main). */
  site?: Extract<Instr, { op: 'spawn' }>;
  /**
   * Loops forever without another visible step (its invisible steps came back to a state seen
   * before): it never moves again, yet it has not ended, so a spinning main never ends the
   * process and the other threads run on.
   */
  spinning?: boolean;
  /**
   * Started beyond the bound of its spawn site: it waits, not yet run, until fewer than `bound`
   * instances of its site are awake and able to move (then it wakes). Every instance a program
   * creates is modelled (so joins match the instances actually created), yet no more than
   * `bound` of one site interleave at a time.
   */
  dormant?: boolean;
  /** Finished and joined: nothing can be ordered after it any more. */
  joined?: boolean;
}

export interface LockState {
  owner: number;
  count: number;
  readers: number[];
}

/** A decision that used a value the model does not know: what it was and where. */
export interface Abstraction {
  what: string;
  file: string;
  line: number;
  column: number;
}

/** One key per decision: where it was made and what it was. */
export function abstractionKey(a: Abstraction): string {
  return `${a.file}:${a.line}:${a.column}:${a.what}`;
}

export interface MState {
  threads: MThread[];
  mem: Store;
  locks: SharedMap<string, LockState>;
  barriers: SharedMap<string, { count: number; arrived: number; gen: number }>;
  /** Thread inside an atomic section (-1: none). */
  atomicOwner: number;
  spawned: SharedMap<number, number>;
  perEntry: SharedMap<string, number>;
  nextTid: number;
  nextObj: number;
  nextFrame: number;
  /** A spawn beyond the bound and its dormant instances was elided on the way here. */
  elided: boolean;
  /** An instance beyond the bound was started dormant on the way here. */
  throttled: boolean;
  /** A decision on the way here used a value the model does not know exactly. */
  abstracted: boolean;
  /**
   * Branches taken on the way here on values the model does not know (both sides explored):
   * the only inexact decisions a directed search can cover by trying every outcome (directed.ts).
   */
  guesses?: number;
  /** An inexact decision on the way here that was no such branch (an unknown address, ...). */
  unguessable?: boolean;
  /** The latest such branch: its condition as the source writes it, and where (not in the key). */
  guessedAt?: Abstraction;
  /** The first such decision on the way here, for the reason a finding gives (not in the key). */
  abstractedBy?: Abstraction;
  /** The program has ended (exit, abort, main returned). */
  ended: boolean;
  /** What the branches taken so far say of the stored inputs (inputs.ts); replaced, never changed. */
  inputs?: Inputs;
}

/**
 * A copy of `s` to run thread `mover` in (every thread may move when no mover is named). What a
 * step changes is copied here or where it changes: the mover's frames (their locals copied on
 * write), each thread's record (other threads' pending lists and flags change by reassignment;
 * pending entries, lock and barrier records are replaced, never written in place), memory on
 * write. Other threads' frames are shared: only the mover's frames change in a step.
 */
export function cloneState(s: MState, mover?: number): MState {
  return {
    ...s,
    threads: s.threads.map((t) =>
      mover === undefined || t.tid === mover
        ? { ...t, frames: t.frames.map((f) => ({ ...f, locals: f.locals.copy() })) }
        : { ...t },
    ),
    mem: s.mem.copy(),
    locks: s.locks.copy(),
    barriers: s.barriers.copy(),
    spawned: s.spawned.copy(),
    perEntry: s.perEntry.copy(),
  };
}

export function stateKey(s: MState, stores: StoreTable): string {
  const parts: string[] = [];
  for (const t of s.threads) {
    let x = `${t.tid}${t.done ? 'D' : ''}${t.spinning ? 'S' : ''}${t.dormant ? 'Z' : ''}${t.joined ? 'J' : ''}${t.atomicDepth}`;
    if (t.wait)
      x += t.wait.k === 'barrier' ? `B${t.wait.key}:${t.wait.gen}` : `R${t.wait.key}:${t.wait.count}`;
    for (const f of t.frames) {
      x += `|${f.fn.id}@${f.block}.${f.index}#${f.uid}`;
      x += `L${stores.idOf(f.locals)}`;
    }
    for (const p of t.pending)
      x += `^${p.cand}:${p.addr}:${p.write ? 'w' : 'r'}[${[...p.releasedTo].sort().join(',')}|${[...p.syncedBy].sort().join(',')}]`;
    parts.push(x);
  }
  // Memory by number: equal entries, equal number (store.ts).
  parts.push(`M${stores.idOf(s.mem)}`);
  parts.push(
    [...s.locks]
      .sort((a, b) => (a[0] < b[0] ? -1 : 1))
      .map(([k, l]) => `${k}:${l.owner}:${l.count}:${l.readers.join('.')}`)
      .join(','),
  );
  parts.push([...s.barriers].map(([k, b]) => `${k}:${b.arrived}:${b.gen}:${b.count}`).join(','));
  parts.push(
    `${s.atomicOwner}|${s.elided ? 'E' : ''}${s.throttled ? 'T' : ''}${s.abstracted ? 'A' : ''}${s.ended ? 'X' : ''}`,
  );
  if (s.inputs?.size) parts.push(inputsKey(s.inputs));
  return parts.join('\n');
}
