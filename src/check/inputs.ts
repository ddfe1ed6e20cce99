/**
 * The program's genuine inputs (argc, `__VERIFIER_nondet_*`, input functions) once stored in a
 * place: each is a symbol of the state with what the branches taken so far say of it, an integer
 * interval and a few values it is not. A test of a stored input is decided by that knowledge and
 * narrows it on each side, so a path that tests one input twice takes only consistent branches
 * and a witness through it is feasible for some input. A test the intervals cannot express (`k %
 * 2`, a float) may be taken either way once; after it the input is `opaque`, and a decision that
 * rests on it again is no longer exact (the witness cannot be confirmed). An input that indexes a
 * small array is split value by value where it is stored (machine.ts), so a race at `arr[k]` is
 * found at the element the witness names. A switch on a stored input narrows it per case, and its
 * default excludes every case's value (machine.ts `switchOnInput`).
 */

import type { BinaryOp } from '../ir/types.js';

export interface InputRange {
  readonly lo: number;
  readonly hi: number;
  /** Values inside [lo, hi] the input is known not to have. */
  readonly not: readonly number[];
  /** Tested in a way the interval cannot express: what it is, is not known exactly any more. */
  readonly opaque: boolean;
  /** An integer (the interval reasoning holds only for integers). */
  readonly integer: boolean;
  /** Narrowed by a test (or a split): no longer any value of its type. */
  readonly tested: boolean;
  /** The result of a status call that succeeded (its model's `usual`): what a directed run tries first. */
  readonly usual?: 'zero' | 'nonnegative' | 'minus-one';
}

export type Inputs = ReadonlyMap<number, InputRange>;

export const NO_INPUTS: Inputs = new Map();

/** Values a range may exclude before it gives up and becomes opaque. */
const MAX_EXCLUDED = 8;

export function freshInput(integer: boolean): InputRange {
  return { lo: -Infinity, hi: Infinity, not: [], opaque: false, integer, tested: false };
}

/** Never tested: any value of its type is still possible, and a first test of it may go either way. */
export function isFresh(r: InputRange): boolean {
  return !r.opaque && !r.tested;
}

/** The tests so far leave the input its usual value (any input without one: true). */
export function admitsUsual(r: InputRange): boolean {
  if (!r.usual || r.opaque) return true;
  if (r.usual === 'nonnegative') return r.hi >= 0 && !(r.lo === r.hi && r.not.includes(r.lo));
  const v = r.usual === 'zero' ? 0 : -1;
  return r.lo <= v && r.hi >= v && !r.not.includes(v);
}

/** The one value the tests leave, if they leave one. */
export function singleValue(r: InputRange | undefined): number | undefined {
  return r && !r.opaque && r.integer && r.lo === r.hi ? r.lo : undefined;
}

export function opaque(r: InputRange): InputRange {
  return { ...r, opaque: true };
}

/** `[lo, hi]`: the input narrowed to those values, undefined when none is left. */
export function within(r: InputRange, lo: number, hi: number): InputRange | undefined {
  return normalise({ ...r, lo: Math.max(r.lo, lo), hi: Math.min(r.hi, hi), tested: true });
}

export type Comparison = '==' | '!=' | '<' | '<=' | '>' | '>=';

const MIRRORED: Record<Comparison, Comparison> = {
  '==': '==',
  '!=': '!=',
  '<': '>',
  '<=': '>=',
  '>': '<',
  '>=': '<=',
};

const NEGATED: Record<Comparison, Comparison> = {
  '==': '!=',
  '!=': '==',
  '<': '>=',
  '<=': '>',
  '>': '<=',
  '>=': '<',
};

export function isComparison(op: BinaryOp): op is Comparison {
  return op in MIRRORED;
}

/** `c op x` is `x mirrored(op) c`. */
export function mirrored(op: Comparison): Comparison {
  return MIRRORED[op];
}

/**
 * The input after `x op c` came out `truth`; undefined when it cannot have (that side of the
 * branch is infeasible). Only for integer inputs that are not opaque and an integer `c`.
 */
export function narrow(r: InputRange, op: Comparison, c: number, truth: boolean): InputRange | undefined {
  const o = truth ? op : NEGATED[op];
  switch (o) {
    case '==':
      return r.not.includes(c) ? undefined : within(r, c, c);
    case '!=':
      if (c < r.lo || c > r.hi || r.not.includes(c)) return r;
      return normalise({ ...r, not: [...r.not, c].sort((a, b) => a - b), tested: true });
    case '<':
      return within(r, -Infinity, c - 1);
    case '<=':
      return within(r, -Infinity, c);
    case '>':
      return within(r, c + 1, Infinity);
    case '>=':
      return within(r, c, Infinity);
  }
}

/** Exclusions at the ends move the ends; too many exclusions make the range opaque. */
function normalise(r: InputRange): InputRange | undefined {
  let { lo, hi } = r;
  const not = new Set(r.not);
  while (lo <= hi && not.has(lo)) lo++;
  while (hi >= lo && not.has(hi)) hi--;
  if (lo > hi) return undefined;
  const kept = r.not.filter((v) => v > lo && v < hi);
  if (lo === hi || kept.length > MAX_EXCLUDED)
    return { ...r, lo, hi, not: [], opaque: r.opaque || kept.length > MAX_EXCLUDED };
  return { ...r, lo, hi, not: kept };
}

/** The values of `[0, length)` the input may still take, at most `max` of them (else undefined). */
export function indexValues(r: InputRange, length: number, max: number): number[] | undefined {
  if (r.opaque || !r.integer) return undefined;
  const lo = Math.max(r.lo, 0);
  const hi = Math.min(r.hi, length - 1);
  if (hi - lo + 1 > max) return undefined;
  const out: number[] = [];
  for (let v = lo; v <= hi; v++) if (!r.not.includes(v)) out.push(v);
  return out;
}
