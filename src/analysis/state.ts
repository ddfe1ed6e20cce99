/**
 * The abstract state of one thread at one program point, as the lockset and happens-before
 * dataflow sees it. States are immutable and shared between program points that do not change
 * them, so recording one per access costs a pointer.
 */

import type { SourceRange } from '../ir/source.js';
import type { Expr, LockMode } from '../ir/types.js';
import type { Cell } from './pointsto.js';

export interface HeldLock {
  /** Matches an unlock: the key of the lock's pointer expression, or `#uid` once it is unstable. */
  key: string;
  /** The lock's pointer expression in the current function's variables, while it is stable. */
  expr: Expr | undefined;
  /** Identifies the acquisition (instruction or entry slot), survives the expression being killed. */
  uid: string;
  /** Points-to class of the lock object (an unlock of a may-alias releases it). */
  cell: Cell;
  /** Absolute identity when the lock is one concrete object (a global mutex, `g.locks[2]`). */
  abs: string | undefined;
  mode: LockMode;
  /** Times acquired (recursive mutexes; capped). */
  count: number;
  /** As written in source, for reports. */
  name: string;
  /** Index of this lock in the calling context's entry set, for locks held by the caller. */
  entry?: number;
  /** Where it was taken (reports point at it). */
  at?: SourceRange;
  /** `pthread_once`: inside the init routine, or after the once call returned. */
  once?: 'init' | 'after';
}

export interface PendingTry {
  /** Variable holding a trylock result (or `$ret` at a function's exit). */
  v: string;
  lock: HeldLock;
  success: number;
}

export interface State {
  locks: readonly HeldLock[];
  /** Names of locks held on some path (diagnostics). */
  may: readonly string[];
  /** Spawn sites this thread may have executed (sorted ids). */
  started: readonly number[];
  /**
   * Spawn sites whose threads may still be running: started and not joined on some path. (A
   * must-joined set would lose a join at a loop head, where the first iteration has not started
   * the thread yet; "may be running" keeps it.)
   */
  running: readonly number[];
  /** Spawn sites whose handle was overwritten before a join: never joinable. */
  leaked: readonly number[];
  /** Nesting depth of atomic sections (`__VERIFIER_atomic_begin`, `__VERIFIER_atomic_*`). */
  atomic: number;
  tries: readonly PendingTry[];
}

export const MAX_LOCK_COUNT = 3;
const MAX_MAY = 8;

export const EMPTY_STATE: State = {
  locks: [],
  may: [],
  started: [],
  running: [],
  leaked: [],
  atomic: 0,
  tries: [],
};

// ---------------------------------------------------------------- sorted int sets

export function setAdd(a: readonly number[], x: number): readonly number[] {
  if (a.includes(x)) return a;
  return [...a, x].sort((p, q) => p - q);
}

export function setRemove(a: readonly number[], x: number): readonly number[] {
  return a.includes(x) ? a.filter((y) => y !== x) : a;
}

function setUnion(a: readonly number[], b: readonly number[]): readonly number[] {
  if (a === b || b.length === 0) return a;
  if (a.length === 0) return b;
  const out = [...new Set([...a, ...b])].sort((p, q) => p - q);
  return out.length === a.length ? a : out;
}

// ---------------------------------------------------------------- join

/** Least upper bound at a merge point: must-sets intersect, may-sets unite. */
export function joinStates(a: State | undefined, b: State): State {
  if (!a || a === b) return b;
  const locks: HeldLock[] = [];
  for (const l of a.locks) {
    const m = b.locks.find((x) => x.key === l.key && x.mode === l.mode && x.once === l.once);
    if (m) locks.push(m.count < l.count ? m : l);
  }
  const may = a.may === b.may ? a.may : [...new Set([...a.may, ...b.may])].sort().slice(0, MAX_MAY);
  const tries = a.tries.filter((t) => b.tries.some((u) => u.v === t.v && u.lock.uid === t.lock.uid));
  const out: State = {
    locks: locks.length === a.locks.length ? a.locks : locks,
    may: may.length === a.may.length && may.every((x, i) => x === a.may[i]) ? a.may : may,
    started: setUnion(a.started, b.started),
    running: setUnion(a.running, b.running),
    leaked: setUnion(a.leaked, b.leaked),
    atomic: Math.min(a.atomic, b.atomic),
    tries: tries.length === a.tries.length ? a.tries : tries,
  };
  return sameState(out, a) ? a : out;
}

export function sameState(a: State, b: State): boolean {
  return (
    a.locks.length === b.locks.length &&
    a.locks.every((l, i) => {
      const m = b.locks[i]!;
      return l.key === m.key && l.count === m.count && l.mode === m.mode;
    }) &&
    a.may.length === b.may.length &&
    a.started.length === b.started.length &&
    a.running.length === b.running.length &&
    a.leaked.length === b.leaked.length &&
    a.atomic === b.atomic &&
    a.tries.length === b.tries.length
  );
}

/** Identifies an entry state for context-sensitive summaries. */
export function stateKey(s: State): string {
  const locks = s.locks.map((l) => `${l.key}/${l.abs ?? ''}/${l.mode[0]}${l.count}${l.once ?? ''}`).join(',');
  return `${locks}|${s.started.join(',')}|${s.running.join(',')}|${s.leaked.join(',')}|${s.atomic}`;
}
