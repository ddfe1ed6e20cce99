/**
 * The one independence relation of every reduction (sleep sets in explore.ts, persistent sets in
 * por.ts): two steps, or a step and what a thread may still do, are independent when neither
 * writes what the other reads or writes. A footprint lists the addresses read and written as
 * address keys (values.ts), plus `lock:KEY` for a mutex, `thread/N` for thread N's end (what a
 * join reads), `thread/new` for a creation, and `KEY/#lo..hi` for the elements lo to hi-1 of an
 * array (a loop's remaining accesses); `*` is an unknown address, `global` a step dependent with
 * everything.
 */

import { keptOn } from './kept.js';
import { endsProcess, type Machine } from './machine.js';
import type { MState, MThread } from './state.js';
import { overlaps, within } from './values.js';

export interface Footprint {
  reads: string[];
  writes: string[];
  /** Thread operations, atomic sections, unknown addresses: dependent with everything. */
  global: boolean;
}

/** Footprints already computed, per thread, kept on the state (kept.ts): a state is never changed once explored. */
const FOOTPRINTS = Symbol('footprints');

/**
 * Thread `t`'s next step in `s`: what it reads and writes (undefined when it has none). The
 * reductions ask again for every pair of threads; the answer is computed once (and must not be
 * changed by the caller).
 */
export function footprintOf(machine: Machine, s: MState, t: MThread): Footprint | undefined {
  const ofState = keptOn(s, FOOTPRINTS, () => new Map<number, Footprint | undefined>());
  if (ofState.has(t.tid)) return ofState.get(t.tid);
  const fp = computeFootprint(machine, s, t);
  ofState.set(t.tid, fp);
  return fp;
}

function computeFootprint(machine: Machine, s: MState, t: MThread): Footprint | undefined {
  const op = machine.currentOp(t);
  if (!op) return undefined;
  if (op.k === 'relock') return { reads: [], writes: [`lock:${op.key}`], global: false };
  const f = t.frames[t.frames.length - 1]!;
  // Ending the process disables everyone: dependent with every step.
  if (op.k === 'term' && t.frames.length === 1 && endsProcess(op.term, f.fn))
    return { reads: [], writes: [], global: true };
  if (op.k === 'term' && op.term.k === 'stop' && op.term.why !== 'thread-exit')
    return { reads: [], writes: [], global: true };
  const fp: Footprint = { reads: [], writes: [], global: false };
  const accesses = op.k === 'instr' ? op.instr.accesses : op.term.accesses;
  for (const a of accesses) {
    const addr = machine.accessAddress(s, t, f, a);
    if (addr === '*') fp.global = true;
    (a.kind === 'write' ? fp.writes : fp.reads).push(addr);
  }
  if (op.k === 'instr') {
    const i = op.instr;
    switch (i.op) {
      case 'lock':
      case 'trylock':
      case 'unlock': {
        const k = machine.objectKey(s, t, f, i.lock);
        if (k === undefined) fp.global = true;
        else fp.writes.push(`lock:${k}`);
        break;
      }
      case 'cond-wait': {
        const k = machine.objectKey(s, t, f, i.lock);
        if (k === undefined) fp.global = true;
        else fp.writes.push(`lock:${k}`);
        break;
      }
      case 'assign':
      case 'alloc':
      case 'free':
      case 'self':
      case 'assume':
      case 'cond-signal':
        break;
      case 'call':
        if (i.model !== 'ignore') fp.global = true;
        break;
      case 'spawn': {
        // Creates a thread and stores its handle; the new thread's own steps come later.
        fp.writes.push('thread/new');
        if (i.handle) {
          const k = machine.objectKey(s, t, f, i.handle);
          fp.writes.push(k ?? '*');
        }
        break;
      }
      case 'join': {
        const h = machine.eval(s, t, f, i.handle);
        fp.reads.push(h.k === 'int' ? `thread/${h.v}` : 'thread');
        break;
      }
      case 'atomic': {
        if (!i.object) break;
        const k = machine.objectKey(s, t, f, i.object);
        if (k === undefined) fp.global = true;
        else fp.writes.push(k);
        break;
      }
      default:
        fp.global = true;
    }
  }
  return fp;
}

/** Do the two footprints commute: neither writes what the other reads or writes? */
export function independent(a: Footprint, b: Footprint): boolean {
  if (a.global || b.global) return false;
  for (const w of a.writes)
    if (b.writes.some((x) => mayOverlap(w, x)) || b.reads.some((x) => mayOverlap(w, x))) return false;
  for (const w of b.writes) if (a.reads.some((x) => mayOverlap(w, x))) return false;
  return true;
}

/**
 * May two footprint addresses be the same memory? `*` may be anything; `key/#lo..hi` stands for
 * the elements lo to hi-1 of the array at `key`; otherwise one must be the other or inside it.
 */
export function mayOverlap(a: string, b: string): boolean {
  if (a === '*' || b === '*') return true;
  const ra = a.indexOf('/#');
  const rb = b.indexOf('/#');
  if (ra < 0 && rb < 0) return overlaps(a, b);
  if (ra >= 0 && rb >= 0) {
    const pa = a.slice(0, ra);
    const pb = b.slice(0, rb);
    if (pa !== pb) return overlaps(pa, pb);
    const [x0, x1] = elementRange(a, ra);
    const [y0, y1] = elementRange(b, rb);
    return x0 < y1 && y0 < x1;
  }
  const [range, point, at] = ra >= 0 ? [a, b, ra] : [b, a, rb];
  const prefix = range.slice(0, at);
  // A point outside the array (or the array as a whole, or what contains it): plain overlap.
  if (!within(point, prefix)) return overlaps(prefix, point);
  const element = Number(point.slice(prefix.length + 1).split('/')[0]);
  if (!Number.isInteger(element)) return true;
  const [lo, hi] = elementRange(range, at);
  return element >= lo && element < hi;
}

/** The `lo..hi` of a range address whose `/#` is at `at`. */
function elementRange(key: string, at: number): [number, number] {
  const [lo, hi] = key
    .slice(at + 2)
    .split('..')
    .map(Number) as [number, number];
  return [lo, hi];
}
