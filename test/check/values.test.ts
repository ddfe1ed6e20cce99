/**
 * The model's integer operators give the value C gives whatever the operands' types, or "any
 * value" where the width or signedness decides (src/check/values.ts): never JavaScript's 32-bit
 * results, which ended loops too early or never and decided branches the wrong way.
 */
import { describe, expect, it } from 'vitest';
import { binary, int, TOP_ABSTRACT, type Value } from '../../src/check/values.js';

const op = (o: string, a: number, b: number): Value => binary(o, int(a), int(b));

describe('integer operators of the model', () => {
  it('shifts non-negative values exactly up to 2^32 (1u << 31 is positive, halving it reaches 0)', () => {
    expect(op('<<', 1, 31)).toEqual(int(2 ** 31));
    expect(op('>>', 2 ** 31, 1)).toEqual(int(2 ** 30));
    expect(op('>>', 1, 1)).toEqual(int(0));
    expect(op('>>', 0xedb88320, 4)).toEqual(int(Math.floor(0xedb88320 / 16)));
  });

  it('does not know shifts the operand width or signedness decides', () => {
    expect(op('<<', 1, 32)).toEqual(TOP_ABSTRACT);
    expect(op('>>', -8, 1)).toEqual(TOP_ABSTRACT);
    expect(op('<<', -1, 3)).toEqual(TOP_ABSTRACT);
  });

  it('computes &, | and ^ on the whole value, past 32 bits', () => {
    expect(op('&', 0x100000000, 0x100000000)).toEqual(int(0x100000000));
    expect(op('&', 0xedb88320, 2 ** 31)).toEqual(int(2 ** 31));
    expect(op('|', 0x100000000, 1)).toEqual(int(0x100000001));
    expect(op('^', 0xffffffff, 0xf)).toEqual(int(0xfffffff0));
    expect(op('&', -1, 0xff)).toEqual(int(0xff));
  });
});
