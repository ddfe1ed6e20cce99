/**
 * Concrete values and addresses of the model checker. Memory is a flat map from address keys to
 * scalar values: an address is an object (a global, a heap block, an address-taken local of one
 * frame) and a path of fields and element indices. Values the model cannot know are `top`:
 * `genuine` when they come from the program's own nondeterminism (`__VERIFIER_nondet_*`, input),
 * otherwise an abstraction (an unknown function's result, an unsupported construct), which keeps
 * a witness that depends on it from being called confirmed.
 */

import { intBinary } from '../ir/ints.js';
import type { IntKind } from '../ir/types.js';

export type Value =
  | { k: 'int'; v: number }
  | { k: 'ptr'; obj: string; path: readonly (string | number)[] }
  | { k: 'fn'; id: string }
  /**
   * `sym`: a stored genuine input (inputs.ts), the same symbol in every copy of it; `from`: the
   * inputs a value in flight was computed from (never stored: a store gives it a symbol); `usual`:
   * the result of a status call that succeeded (the input's range keeps it once stored).
   */
  | {
      k: 'top';
      genuine: boolean;
      sym?: number;
      from?: readonly number[];
      usual?: 'zero' | 'nonnegative' | 'minus-one';
    };

/** The inputs a value was computed from: its own symbol, or those it derives from. */
export function inputsOf(v: Value): readonly number[] {
  if (v.k !== 'top') return [];
  if (v.sym !== undefined) return [v.sym];
  return v.from ?? [];
}

/** A value computed from `vals`: unknown, genuine when they all are, and derived from their inputs. */
export function derived(...vals: Value[]): Value {
  const genuine = vals.every((v) => v.k !== 'top' || v.genuine);
  const from = [...new Set(vals.flatMap(inputsOf))];
  return from.length > 0 && genuine ? { k: 'top', genuine, from } : { k: 'top', genuine };
}

export const TOP_ABSTRACT: Value = { k: 'top', genuine: false };
export const TOP_GENUINE: Value = { k: 'top', genuine: true };

/** Small integers, made once: values are never changed in place, and most are small. */
const SMALL_INTS: Value[] = Array.from({ length: 1025 }, (_, i) => ({ k: 'int', v: i - 512 }));

export function int(v: number): Value {
  // `Object.is` keeps -0 apart from 0 (`1 / x` tells them apart).
  return Number.isInteger(v) && v >= -512 && v <= 512 && !Object.is(v, -0)
    ? SMALL_INTS[v + 512]!
    : { k: 'int', v };
}

export const ZERO: Value = int(0);
export const ONE: Value = int(1);

export function valueKey(v: Value): string {
  switch (v.k) {
    case 'int':
      return String(v.v);
    case 'ptr':
      return `&${v.obj}/${v.path.join('/')}`;
    case 'fn':
      return `@${v.id}`;
    case 'top':
      return v.sym !== undefined ? `?i${v.sym}` : v.genuine ? '?g' : '?a';
  }
}

/**
 * An address's key. Pointers into arrays carry their element index (an array decays to a pointer
 * to element 0, an allocation is a pointer to its element 0), so `p[0]`, `*p` and `a[0]` agree.
 */
export function addressKey(obj: string, path: readonly (string | number)[]): string {
  let s = obj;
  for (const p of path) s += `/${p}`;
  return s;
}

/**
 * The location an address key stands for in a finding: instances of one heap site and elements
 * of one array are one location, as layer 1 names them (`arr[]`, the object allocated at a site).
 */
export function locationKey(addr: string): string {
  return addr.replace(/^([HZ])\d+:/, '$1:').replace(/\/-?\d+(?=\/|$)/g, '/[]');
}

/** Two address keys overlap when one is the other or contains it. */
export function overlaps(a: string, b: string): boolean {
  if (a === b) return true;
  return a.length < b.length ? within(b, a) : within(a, b);
}

/** `inner` is `outer` or a part of it (`outer/...`); builds no string, as it runs on every pair. */
export function within(inner: string, outer: string): boolean {
  return inner.length > outer.length && inner.charCodeAt(outer.length) === SLASH && inner.startsWith(outer);
}

const SLASH = 47;

export function truthy(v: Value): boolean | undefined {
  if (v.k === 'int') return v.v !== 0;
  if (v.k === 'ptr' || v.k === 'fn') return true;
  return undefined;
}

const wrap32 = (n: number) => (Number.isFinite(n) ? n : 0);

/**
 * `a op b`. With `k`, the integer type the lowering says the operation computes in, integers
 * follow C (src/ir/ints.ts): operands converted to it, unsigned results wrapped modulo 2^bits,
 * comparisons made on the converted values; a result C leaves undefined (signed overflow, division
 * by zero, a shift past the width) or that is no safe JavaScript integer is unknown, an
 * abstraction, so that no elimination and no confirmation rests on it. Without `k` (operands of
 * unknown type) the arithmetic is the unbounded one below. An unknown operand gives a value
 * derived from the inputs it holds (inputs.ts).
 */
export function binary(op: string, a: Value, b: Value, k?: IntKind): Value {
  if (a.k === 'top' || b.k === 'top') return derived(a, b);
  if (a.k === 'ptr' || b.k === 'ptr' || a.k === 'fn' || b.k === 'fn') return pointerBinary(op, a, b);
  if (k) return orUnknown(intBinary(op, a.v, b.v, k));
  const x = a.v;
  const y = b.v;
  switch (op) {
    case '+':
      return int(wrap32(x + y));
    case '-':
      return int(wrap32(x - y));
    case '*':
      return int(wrap32(x * y));
    case '/':
      return y === 0 ? TOP_ABSTRACT : int(Math.trunc(x / y));
    case '%':
      return y === 0 ? TOP_ABSTRACT : int(x % y);
    case '<<':
    case '>>':
      return shift(op, x, y);
    case '&':
    case '|':
    case '^':
      return bitwise(op, x, y);
    case '==':
      return int(x === y ? 1 : 0);
    case '!=':
      return int(x !== y ? 1 : 0);
    case '<':
      return int(x < y ? 1 : 0);
    case '<=':
      return int(x <= y ? 1 : 0);
    case '>':
      return int(x > y ? 1 : 0);
    case '>=':
      return int(x >= y ? 1 : 0);
    default:
      return TOP_ABSTRACT;
  }
}

/** An integer result of C arithmetic, or unknown (an abstraction) where it has none. */
export function orUnknown(r: number | undefined): Value {
  return r === undefined ? TOP_ABSTRACT : int(r);
}

/** 2^32: a left shift at or past it wraps in a 32-bit type but not in a 64-bit one. */
const TWO_32 = 4294967296;

/**
 * Shifts with the value C gives whatever the operands' types (the model does not know them):
 * JavaScript's `<<` and `>>` work on 32-bit signed numbers, which turned `1u << 31` negative and
 * made `m >>= 1` never reach 0. Where the width or signedness decides the result (a left shift
 * past 2^32, any shift of a negative number), the value is unknown.
 */
function shift(op: '<<' | '>>', x: number, y: number): Value {
  if (!Number.isSafeInteger(x) || !Number.isInteger(y) || y < 0 || y >= 64 || x < 0) return TOP_ABSTRACT;
  if (op === '>>') return int(Math.floor(x / 2 ** y));
  const r = x * 2 ** y;
  // Up to 2^32 the value is the same in every unsigned and 64-bit type (a signed overflow is undefined).
  return r < TWO_32 ? int(r) : TOP_ABSTRACT;
}

/**
 * `&`, `|`, `^` on the whole two's-complement values (JavaScript's operators cut them to 32 bits,
 * so `0xedb88320 & m` came out negative); unknown when the result does not fit a safe integer.
 */
function bitwise(op: '&' | '|' | '^', x: number, y: number): Value {
  if (!Number.isSafeInteger(x) || !Number.isSafeInteger(y)) return TOP_ABSTRACT;
  const a = BigInt(x);
  const b = BigInt(y);
  const r = Number(BigInt.asIntN(64, op === '&' ? a & b : op === '|' ? a | b : a ^ b));
  return Number.isSafeInteger(r) ? int(r) : TOP_ABSTRACT;
}

function sameTarget(a: Value, b: Value): boolean | undefined {
  if (a.k === 'int' && b.k === 'int') return a.v === b.v;
  if (a.k === 'fn' && b.k === 'fn') return a.id === b.id;
  if (a.k === 'ptr' && b.k === 'ptr')
    return a.obj === b.obj && addressKey(a.obj, a.path) === addressKey(b.obj, b.path);
  // A valid pointer is never null (0); other mixes are unknown.
  if ((a.k === 'ptr' || a.k === 'fn') && b.k === 'int') return b.v === 0 ? false : undefined;
  if ((b.k === 'ptr' || b.k === 'fn') && a.k === 'int') return a.v === 0 ? false : undefined;
  return undefined;
}

function pointerBinary(op: string, a: Value, b: Value): Value {
  if (op === '==' || op === '!=') {
    const same = sameTarget(a, b);
    if (same === undefined) return TOP_ABSTRACT;
    return int(same === (op === '==') ? 1 : 0);
  }
  if (a.k === 'ptr' && b.k === 'int' && (op === '+' || op === '-')) return offset(a, op === '+' ? b.v : -b.v);
  if (b.k === 'ptr' && a.k === 'int' && op === '+') return offset(b, a.v);
  if (a.k === 'ptr' && b.k === 'ptr' && a.obj === b.obj && op === '-') {
    const x = a.path[a.path.length - 1];
    const y = b.path[b.path.length - 1];
    return typeof x === 'number' && typeof y === 'number' ? int(x - y) : TOP_ABSTRACT;
  }
  if (
    a.k === 'ptr' &&
    b.k === 'ptr' &&
    a.obj === b.obj &&
    (op === '<' || op === '<=' || op === '>' || op === '>=')
  ) {
    const x = a.path[a.path.length - 1];
    const y = b.path[b.path.length - 1];
    if (typeof x === 'number' && typeof y === 'number') return binary(op, int(x), int(y));
  }
  return TOP_ABSTRACT;
}

/** Pointer arithmetic: moves the last element index (or starts one). */
export function offset(p: Extract<Value, { k: 'ptr' }>, n: number): Value {
  if (n === 0) return p;
  const last = p.path[p.path.length - 1];
  if (typeof last === 'number') return { k: 'ptr', obj: p.obj, path: [...p.path.slice(0, -1), last + n] };
  return { k: 'ptr', obj: p.obj, path: [...p.path, n] };
}
