/**
 * C's integer semantics on the LP64 data model (x86_64 Linux: char 8 bits and signed, short 16,
 * int 32, long and long long 64): the integer promotions, the usual arithmetic conversions, and
 * operations and conversions computed in a given width. Unsigned arithmetic wraps modulo 2^bits;
 * a conversion to a signed type that cannot hold the value wraps too (implementation-defined, as
 * gcc defines it: two's complement); signed overflow, division by zero and out-of-range shifts are
 * undefined and have no value here (`undefined`). The lowering folds constants with it and the
 * model checker computes with it, so both agree with the compiled program.
 */
import type { IntKind, Type } from './types.js';

const INT: IntKind = { bits: 32, signed: true };

/** The integer kind of a type, when it is an integer type of known width (not `_Bool`'s 0/1 rule). */
export function intKind(t: Type): IntKind | undefined {
  if (t.k !== 'int') return undefined;
  return { bits: t.bits ?? t.bytes * 8, signed: t.signed };
}

/** The integer promotions (C11 6.3.1.1): every type narrower than int becomes int. */
function promote(k: IntKind): IntKind {
  return k.bits < 32 ? INT : k;
}

/** The type an operand of unary `-`, `~` or a shift computes in: its promoted type. */
export function promotedKind(t: Type): IntKind | undefined {
  const k = intKind(t);
  return k && promote(k);
}

/**
 * The usual arithmetic conversions (C11 6.3.1.8) of two integer types: both promoted, then the
 * wider wins; at equal width the unsigned one (rank follows width in LP64: long and long long
 * are both 64 bits, and the unsigned of equal width wins either way).
 */
export function commonKind(l: Type, r: Type): IntKind | undefined {
  const a = promotedKind(l);
  const b = promotedKind(r);
  if (!a || !b) return undefined;
  if (a.bits !== b.bits) return a.bits > b.bits ? a : b;
  return { bits: a.bits, signed: a.signed && b.signed };
}

function wrapBig(v: bigint, k: IntKind): bigint {
  return k.signed ? BigInt.asIntN(k.bits, v) : BigInt.asUintN(k.bits, v);
}

/** The least and greatest values of `k` (beyond 2^53 as the nearest doubles: bounds, not values). */
export function kindRange(k: IntKind): { lo: number; hi: number } {
  return k.signed ? { lo: -(2 ** (k.bits - 1)), hi: 2 ** (k.bits - 1) - 1 } : { lo: 0, hi: 2 ** k.bits - 1 };
}

function fits(v: bigint, k: IntKind): boolean {
  return wrapBig(v, k) === v;
}

/** A result as a JavaScript number, when it is one exactly. */
function exact(v: bigint): number | undefined {
  const n = Number(v);
  return Number.isSafeInteger(n) ? n : undefined;
}

/** An integer value converted to an integer kind (C11 6.3.1.3; gcc's two's complement for signed). */
export function wrapInt(v: number, k: IntKind): number | undefined {
  if (!Number.isSafeInteger(v)) return undefined;
  return exact(wrapBig(BigInt(v), k));
}

/**
 * A value converted to an integer type: `_Bool` is 0 or 1; a non-integer (a floating value)
 * truncates toward zero and must fit (C11 6.3.1.4, else undefined); an integer wraps.
 */
export function convertToInt(v: number, t: Type): number | undefined {
  if (t.k !== 'int') return v;
  if (t.name === '_Bool' || t.name === 'bool') return v !== 0 ? 1 : 0;
  const k = intKind(t)!;
  if (Number.isInteger(v)) return wrapInt(v, k);
  if (!Number.isFinite(v)) return undefined;
  const n = Math.trunc(v);
  return Number.isSafeInteger(n) && fits(BigInt(n), k) ? n : undefined;
}

/** The value of an arithmetic result in `k`: wrapped when unsigned, none when a signed overflow. */
function arithmetic(r: bigint, k: IntKind): number | undefined {
  if (!k.signed) return exact(BigInt.asUintN(k.bits, r));
  return fits(r, k) ? exact(r) : undefined;
}

/** C's comparisons, on BigInts and on plain numbers alike. */
const COMPARE: Record<string, <T extends bigint | number>(x: T, y: T) => boolean> = {
  '==': (x, y) => x === y,
  '!=': (x, y) => x !== y,
  '<': (x, y) => x < y,
  '<=': (x, y) => x <= y,
  '>': (x, y) => x > y,
  '>=': (x, y) => x >= y,
};

/**
 * `x op y` computed in `k`: both operands converted to `k` first (the usual arithmetic
 * conversions; for a shift `k` is the promoted left operand's type and the count is taken as it
 * is). Comparisons give 0 or 1. Undefined where C leaves the result undefined (signed overflow,
 * division by zero, a shift by a negative count or past the width, a left shift of a negative
 * value) or where the operands are not integers this model can convert.
 */
export function intBinary(op: string, x: number, y: number, k: IntKind): number | undefined {
  if (!Number.isSafeInteger(x) || !Number.isSafeInteger(y)) return undefined;
  const quick = inRange(x, k) && inRange(y, k) ? quickBinary(op, x, y, k) : undefined;
  if (quick !== undefined) return quick;
  if (op === '<<' || op === '>>') return shift(op, wrapBig(BigInt(x), k), y, k);
  const a = wrapBig(BigInt(x), k);
  const b = wrapBig(BigInt(y), k);
  const compare = COMPARE[op];
  if (compare) return compare(a, b) ? 1 : 0;
  switch (op) {
    case '+':
      return arithmetic(a + b, k);
    case '-':
      return arithmetic(a - b, k);
    case '*':
      return arithmetic(a * b, k);
    case '/':
      // BigInt division truncates toward zero, as C's does.
      return b === 0n ? undefined : arithmetic(a / b, k);
    case '%':
      // INT_MIN % -1 is undefined in C11 (its quotient overflows).
      return b === 0n || (k.signed && b === -1n && !fits(-a, k)) ? undefined : arithmetic(a % b, k);
    case '&':
      return exact(a & b);
    case '|':
      return exact(a | b);
    case '^':
      return exact(a ^ b);
    default:
      return undefined;
  }
}

/** Whether a safe integer is a value of `k` already (its conversion to `k` changes nothing). */
function inRange(v: number, k: IntKind): boolean {
  if (k.bits >= 64) return k.signed || v >= 0;
  const half = 2 ** (k.bits - 1);
  return k.signed ? v >= -half && v < half : v >= 0 && v < 2 * half;
}

/**
 * The common operations on values already in `k` with plain numbers (the model checker does
 * these in every state; BigInt is ten times slower). Undefined where it cannot tell exactly, and
 * the BigInt path decides.
 */
function quickBinary(op: string, x: number, y: number, k: IntKind): number | undefined {
  const compare = COMPARE[op];
  if (compare) return compare(x, y) ? 1 : 0;
  if (op !== '+' && op !== '-' && op !== '*') return undefined;
  const r = op === '+' ? x + y : op === '-' ? x - y : x * y;
  // `+ 0` turns the -0 of `0 * -1` into C's 0.
  return Number.isSafeInteger(r) && inRange(r, k) ? r + 0 : undefined;
}

function shift(op: '<<' | '>>', a: bigint, count: number, k: IntKind): number | undefined {
  if (count < 0 || count >= k.bits) return undefined;
  // gcc shifts a negative signed value right arithmetically, as BigInt's `>>` does.
  if (op === '>>') return exact(a >> BigInt(count));
  if (k.signed && a < 0n) return undefined;
  return arithmetic(a << BigInt(count), k);
}

/** Unary `-x` and `~x` in `k` (the promoted operand type). */
export function intUnary(op: '-' | '~', x: number, k: IntKind): number | undefined {
  if (!Number.isSafeInteger(x)) return undefined;
  const a = wrapBig(BigInt(x), k);
  return op === '-' ? arithmetic(-a, k) : exact(wrapBig(~a, k));
}
