/**
 * Layer 2's integer arithmetic in the type the lowering records (src/ir/ints.ts, `binary` in
 * src/check/values.ts): unsigned results wrap modulo 2^bits, conversions to signed types are two's
 * complement (gcc), comparisons compare the converted values, and results C leaves undefined
 * (signed overflow, division by zero, shifts past the width) or that are no safe JavaScript
 * integer are unknown, never a wrong exact number.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { binary, int, TOP_ABSTRACT, TOP_GENUINE, type Value } from '../../src/check/values.js';
import { commonKind, convertToInt, intBinary, intUnary, promotedKind } from '../../src/ir/ints.js';
import type { IntKind, Type } from '../../src/ir/types.js';

const I32: IntKind = { bits: 32, signed: true };
const U32: IntKind = { bits: 32, signed: false };
const I64: IntKind = { bits: 64, signed: true };
const U64: IntKind = { bits: 64, signed: false };
const op = (o: string, a: number, b: number, k: IntKind): Value => binary(o, int(a), int(b), k);
const intType = (bytes: number, signed: boolean, name = 'x'): Type => ({ k: 'int', name, bytes, signed });

describe('unsigned arithmetic wraps', () => {
  it('0u - 1 is UINT_MAX, UINT_MAX + 1 is 0, products wrap modulo 2^32', () => {
    expect(op('-', 0, 1, U32)).toEqual(int(4294967295));
    expect(op('+', 4294967295, 1, U32)).toEqual(int(0));
    expect(op('*', 65536, 65536, U32)).toEqual(int(0));
    expect(op('*', 3, 2863311531, U32)).toEqual(int(1));
  });

  it('converts a negative operand before dividing, taking the remainder or comparing', () => {
    expect(op('/', -6, 2, U32)).toEqual(int(2147483645));
    expect(op('%', -6, 10, U32)).toEqual(int(0));
    expect(op('>', -1, 10, U32)).toEqual(int(1));
    expect(op('<', -1, 10, U32)).toEqual(int(0));
    expect(op('==', -1, 4294967295, U32)).toEqual(int(1));
    // The same comparison in a signed type keeps -1 below 10.
    expect(op('<', -1, 10, I32)).toEqual(int(1));
  });

  it('shifts wrap at the width and are unknown at or past it', () => {
    expect(op('<<', 0x80000000, 1, U32)).toEqual(int(0));
    expect(op('<<', 1, 31, U32)).toEqual(int(2 ** 31));
    expect(op('<<', 1, 32, U32)).toEqual(TOP_ABSTRACT);
    expect(op('>>', 1, -1, U32)).toEqual(TOP_ABSTRACT);
    expect(op('>>', 0xffffffff, 4, U32)).toEqual(int(0x0fffffff));
  });

  it('gives 64-bit results exactly when they are safe integers, else unknown', () => {
    expect(op('+', 2 ** 40, 2 ** 40, U64)).toEqual(int(2 ** 41));
    expect(op('-', 0, 1, U64)).toEqual(TOP_ABSTRACT);
    expect(op('<<', 1, 40, U64)).toEqual(int(2 ** 40));
  });
});

describe('signed arithmetic', () => {
  it('computes in range exactly, shifts negative values right arithmetically', () => {
    expect(op('+', 2147483646, 1, I32)).toEqual(int(2147483647));
    expect(op('/', -7, 2, I32)).toEqual(int(-3));
    expect(op('%', -7, 2, I32)).toEqual(int(-1));
    expect(op('>>', -8, 1, I32)).toEqual(int(-4));
    expect(op('&', -1, 0xff, I32)).toEqual(int(0xff));
  });

  it('has no value on overflow, division by zero or a left shift of a negative value (undefined in C)', () => {
    expect(op('+', 2147483647, 1, I32)).toEqual(TOP_ABSTRACT);
    expect(op('-', -2147483648, 1, I32)).toEqual(TOP_ABSTRACT);
    expect(op('*', 65536, 65536, I32)).toEqual(TOP_ABSTRACT);
    expect(op('/', -2147483648, -1, I32)).toEqual(TOP_ABSTRACT);
    expect(op('%', -2147483648, -1, I32)).toEqual(TOP_ABSTRACT);
    expect(op('/', 1, 0, I32)).toEqual(TOP_ABSTRACT);
    expect(op('<<', -1, 1, I32)).toEqual(TOP_ABSTRACT);
    expect(op('<<', 1, 31, I32)).toEqual(TOP_ABSTRACT);
    // The same sum in a 64-bit type is fine.
    expect(op('+', 2147483647, 1, I64)).toEqual(int(2147483648));
  });

  it('keeps an unknown operand unknown, genuine only when both are', () => {
    expect(binary('+', TOP_GENUINE, int(1), U32)).toEqual(TOP_GENUINE);
    expect(binary('+', TOP_ABSTRACT, int(1), U32)).toEqual(TOP_ABSTRACT);
  });
});

describe('unary operators and conversions', () => {
  it('negates and complements in the promoted type', () => {
    expect(intUnary('-', 1, U32)).toBe(4294967295);
    expect(intUnary('~', 0, U32)).toBe(4294967295);
    expect(intUnary('~', 0, I32)).toBe(-1);
    expect(intUnary('-', -2147483648, I32)).toBeUndefined();
    expect(intUnary('~', 0, U64)).toBeUndefined();
  });

  it('converts to narrower and unsigned types modulo 2^bits, to signed ones as two complement', () => {
    expect(convertToInt(300, intType(1, false))).toBe(44);
    expect(convertToInt(200, intType(1, true))).toBe(-56);
    expect(convertToInt(-1, intType(4, false))).toBe(4294967295);
    expect(convertToInt(65543, intType(2, false))).toBe(7);
    expect(convertToInt(4294967295, intType(4, true))).toBe(-1);
    expect(convertToInt(5, intType(1, false, '_Bool'))).toBe(1);
    expect(convertToInt(-3.7, intType(4, true))).toBe(-3);
    // A floating value out of the target's range has no defined conversion.
    expect(convertToInt(300.5, intType(1, false))).toBeUndefined();
  });

  it('promotes narrow types to int and picks the unsigned type of equal width (LP64)', () => {
    expect(promotedKind(intType(1, false))).toEqual(I32);
    expect(promotedKind(intType(2, true))).toEqual(I32);
    expect(commonKind(intType(4, true), intType(4, false))).toEqual(U32);
    expect(commonKind(intType(8, true), intType(4, false))).toEqual(I64);
    expect(commonKind(intType(8, true), intType(8, false))).toEqual(U64);
    expect(commonKind(intType(1, false), intType(2, false))).toEqual(I32);
    expect(commonKind({ k: 'ptr', to: intType(4, true) }, intType(4, true))).toBeUndefined();
  });
});

describe('the number fast path', () => {
  /** C's result by BigInt alone: operands converted to k, unsigned wrapped, signed overflow none. */
  function reference(o: string, x: number, y: number, k: IntKind): number | undefined {
    const conv = (v: bigint) => (k.signed ? BigInt.asIntN(k.bits, v) : BigInt.asUintN(k.bits, v));
    const a = conv(BigInt(x));
    const b = conv(BigInt(y));
    const cmp: Record<string, boolean> = { '<': a < b, '==': a === b, '>=': a >= b };
    if (o in cmp) return cmp[o] ? 1 : 0;
    const r = o === '+' ? a + b : o === '-' ? a - b : a * b;
    const w = conv(r);
    if (k.signed && w !== r) return undefined;
    return Number.isSafeInteger(Number(w)) ? Number(w) : undefined;
  }

  it('agrees with BigInt arithmetic on every width and signedness', () => {
    const kinds = [I32, U32, I64, U64, { bits: 8, signed: false }, { bits: 16, signed: true }];
    const values = fc.oneof(
      fc.integer({ min: -(2 ** 33), max: 2 ** 33 }),
      fc.constantFrom(0, -1, 1, 2 ** 31 - 1, -(2 ** 31), 2 ** 32 - 1, 255, 65535, Number.MAX_SAFE_INTEGER),
    );
    fc.assert(
      fc.property(
        fc.constantFrom('+', '-', '*', '<', '==', '>='),
        values,
        values,
        fc.constantFrom(...kinds),
        (o, x, y, k) => {
          expect(intBinary(o, x, y, k)).toBe(reference(o, x, y, k));
        },
      ),
      { numRuns: 2000, seed: 14 },
    );
  });
});
