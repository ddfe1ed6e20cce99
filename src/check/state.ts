/**
 * The model's state: threads (frames, private locals, pending candidate accesses), memory, locks,
 * barriers and the flags an exploration reports. `cloneState` copies a state before a transition
 * changes it; `stateKey` is its identity for the visited set (equal keys, equal futures).
 */

import type { Access, Instr, IrFunction, Place } from '../ir/types.js';
import type { Inputs } from './inputs.js';
import { keptOn } from './kept.js';
import { type SharedMap, type Store, textLanes } from './store.js';

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

/**
 * A state's identity for the visited set: a 64-bit fingerprint (two independent 32-bit lanes) of
 * everything that decides its future, as model checkers that store fingerprints instead of states
 * do (TLC, SPIN's hash compaction). Spelling the state out as a string was a seventh of a step's
 * time and most of its garbage. Two different states share a fingerprint with probability about
 * n²/2^65 for n states (under 10^-9 at the 200,000-state budget). Memory and locals enter by the
 * two hashes their stores keep up to date on every write (store.ts); parts whose order does not
 * matter (locks, barriers, synchronisation lists) are summed, so nothing is sorted.
 *
 * A thread's frames, and its pending list, are hashed once per array: a thread that does not
 * move keeps both from state to state. The `mover` of a transition in progress changes its frames
 * in place, so its frames are never looked up or kept.
 */
export function stateKey(s: MState, mover?: number): string {
  const h = new Fingerprint();
  for (const t of s.threads) {
    h.num(t.tid);
    h.num((t.done ? 1 : 0) | (t.spinning ? 2 : 0) | (t.dormant ? 4 : 0) | (t.joined ? 8 : 0));
    h.num(t.atomicDepth);
    if (t.wait) {
      h.num(t.wait.k === 'barrier' ? -1 : -2);
      h.str(t.wait.key);
      h.num(t.wait.k === 'barrier' ? t.wait.gen : t.wait.count);
    }
    h.pair(...(t.tid === mover ? framesLanes(t.frames) : cachedFramesLanes(t.frames)));
    h.pair(...pendingLanes(t.pending));
  }
  h.num(-3);
  h.pair(s.mem.hash(), s.mem.hash2());
  h.unordered([...s.locks].map(([k, l]) => entryLanes(k, l.owner, l.count, -1, ...l.readers)));
  h.unordered([...s.barriers].map(([k, b]) => entryLanes(k, b.arrived, b.gen, b.count)));
  h.num(s.atomicOwner);
  h.num((s.elided ? 1 : 0) | (s.throttled ? 2 : 0) | (s.abstracted ? 4 : 0) | (s.ended ? 8 : 0));
  if (s.inputs?.size) h.pair(...inputsLanes(s.inputs));
  return h.key();
}

/** One keyed entry (a lock, a barrier): its key and numbers. */
function entryLanes(key: string, ...numbers: number[]): readonly [number, number] {
  const e = new Fingerprint();
  e.str(key);
  for (const n of numbers) e.num(n);
  return e.value();
}

/** The fingerprint lanes of a frames array, pending list or inputs map, kept on it (kept.ts). */
const LANES = Symbol('fingerprint lanes');

function stamped<T extends object>(
  o: T,
  lanesOf: (o: T) => readonly [number, number],
): readonly [number, number] {
  return keptOn(o, LANES, lanesOf);
}

function cachedFramesLanes(frames: readonly Frame[]): readonly [number, number] {
  return stamped(frames, framesLanes);
}

function framesLanes(frames: readonly Frame[]): readonly [number, number] {
  const h = new Fingerprint();
  h.num(frames.length);
  for (const f of frames) {
    h.str(f.fn.id);
    h.num(f.block);
    h.num(f.index);
    h.num(f.uid);
    h.pair(f.locals.hash(), f.locals.hash2());
  }
  return h.value();
}

/** Pending lists are replaced, never changed in place (see `cloneState`): hashed once per list. */
function pendingLanes(pending: readonly Pending[]): readonly [number, number] {
  return stamped(pending, (list) => {
    const h = new Fingerprint();
    h.num(list.length);
    for (const p of list) {
      h.num(p.cand);
      h.str(p.addr);
      h.num(p.write ? 1 : 0);
      h.unordered(p.releasedTo.map(textLanes));
      h.unordered(p.syncedBy.map(numLanes));
    }
    return h.value();
  });
}

/** Inputs are replaced, never changed in place (inputs.ts): hashed once per map, entry by entry. */
function inputsLanes(inputs: Inputs): readonly [number, number] {
  return stamped(inputs, (map) => {
    const h = new Fingerprint();
    // Equal inputs may have been set in another order: their entries are summed.
    h.unordered(
      [...map].map(([id, r]) => {
        const e = new Fingerprint();
        e.num(id);
        e.num(r.lo);
        e.num(r.hi);
        e.num((r.opaque ? 1 : 0) | (r.integer ? 2 : 0) | (r.tested ? 4 : 0));
        e.num(r.not.length);
        for (const n of r.not) e.num(n);
        return e.value();
      }),
    );
    return h.value();
  });
}

function numLanes(n: number): readonly [number, number] {
  return [mixLane(n | 0, 0x27d4eb2f), mixLane(n | 0, 0x165667b1)];
}

function mixLane(x: number, seed: number): number {
  let h = Math.imul(x ^ seed, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h | 0;
}

/** Two 32-bit hash lanes fed in order (each a different multiply-xorshift chain). */
class Fingerprint {
  private a = 0x9e3779b9;
  private b = 0x7f4a7c15;

  num(n: number): void {
    const x = Number.isInteger(n) ? n | 0 : textLanes(String(n))[0];
    this.a = mixLane(this.a ^ x, 0x27d4eb2f);
    this.b = mixLane((this.b + x) | 0, 0x165667b1);
  }

  str(text: string): void {
    const [x, y] = textLanes(text);
    this.pair(x, y);
  }

  /** Feeds two lanes: a part's own fingerprint (frames, pending list, inputs) or a store's hashes. */
  pair(x: number, y: number): void {
    this.a = mixLane(this.a ^ x, 0x2c1b3c6d);
    this.b = mixLane((this.b + y) | 0, 0x297a2d39);
  }

  /** A set of parts: their lanes summed, so their order does not matter. */
  unordered(parts: readonly (readonly [number, number])[]): void {
    let x = parts.length;
    let y = parts.length;
    for (const [p, q] of parts) {
      x = (x + mixLane(p, 0x3c6ef372)) | 0;
      y = (y + mixLane(q, 0xa54ff53a)) | 0;
    }
    this.pair(x, y);
  }

  value(): readonly [number, number] {
    return [this.a, this.b];
  }

  /** The 64 bits as four UTF-16 code units: a short string is the cheapest Map key that holds them. */
  key(): string {
    return String.fromCharCode(this.a & 0xffff, this.a >>> 16, this.b & 0xffff, this.b >>> 16);
  }
}
