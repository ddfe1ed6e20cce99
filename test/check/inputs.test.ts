import { describe, expect, it } from 'vitest';
import {
  admitsUsual,
  freshInput,
  indexValues,
  isFresh,
  narrow,
  singleValue,
  within,
} from '../../src/check/inputs.js';

const int = { ...freshInput(true), lo: -(2 ** 31), hi: 2 ** 31 - 1 };

describe('stored inputs', () => {
  it('a test narrows the input on each side, and a contradicting test has one side only', () => {
    const below10 = narrow(int, '<', 10, true)!;
    expect([below10.lo, below10.hi]).toEqual([-(2 ** 31), 9]);
    expect(narrow(int, '<', 10, false)!.lo).toBe(10);
    expect(narrow(below10, '>', 20, true)).toBeUndefined();
    expect(narrow(below10, '>', 20, false)).toEqual(below10);
  });

  it('equality fixes one value; inequality excludes it, moving an end when it is one', () => {
    expect(singleValue(narrow(int, '==', 3, true))).toBe(3);
    const not3 = narrow(int, '!=', 3, true)!;
    expect(not3.not).toEqual([3]);
    expect(narrow(not3, '==', 3, true)).toBeUndefined();
    const small = within(int, 0, 2)!;
    const not0 = narrow(small, '==', 0, false)!;
    expect([not0.lo, not0.hi, not0.not]).toEqual([1, 2, []]);
    expect(singleValue(narrow(not0, '!=', 1, true))).toBe(2);
  });

  it('too many excluded values make the input opaque rather than wrong', () => {
    let r = within(int, 0, 100)!;
    for (let v = 10; v < 20; v++) r = narrow(r, '!=', v, true)!;
    expect(r.opaque).toBe(true);
  });

  it('a never-tested input is fresh; a tested one is not, even when nothing was excluded', () => {
    expect(isFresh(int)).toBe(true);
    expect(isFresh(narrow(int, '<', 2 ** 40, true)!)).toBe(false);
  });

  it('index values: those of [0, length) the input may take, none when too many', () => {
    expect(indexValues(int, 4, 8)).toEqual([0, 1, 2, 3]);
    expect(indexValues(narrow(within(int, 0, 3)!, '!=', 1, true)!, 4, 8)).toEqual([0, 2, 3]);
    expect(indexValues(int, 100, 8)).toBeUndefined();
    expect(indexValues(freshInput(false), 4, 8)).toBeUndefined();
  });

  it('a status result keeps its usual value until a test takes it away', () => {
    const status = { ...int, usual: 'zero' as const };
    expect(admitsUsual(status)).toBe(true);
    expect(admitsUsual(narrow(status, '!=', 0, true)!)).toBe(false); // if (rc != 0): failed
    expect(admitsUsual(narrow(status, '!=', 0, false)!)).toBe(true);
    expect(admitsUsual(narrow(status, '<', 0, true)!)).toBe(false); // if (rc < 0): failed
    expect(admitsUsual(narrow(status, '==', -1, true)!)).toBe(false);
    const fd = { ...int, usual: 'nonnegative' as const };
    expect(admitsUsual(narrow(fd, '<', 0, false)!)).toBe(true); // if (fd < 0) not taken
    expect(admitsUsual(narrow(fd, '<', 0, true)!)).toBe(false);
    expect(admitsUsual(narrow(fd, '==', -1, true)!)).toBe(false);
    expect(admitsUsual(narrow(fd, '>', 2, true)!)).toBe(true);
    // getopt's usual result is -1 (no more options): the program run with its defaults.
    const opt = { ...int, usual: 'minus-one' as const };
    expect(admitsUsual(narrow(opt, '!=', -1, false)!)).toBe(true);
    expect(admitsUsual(narrow(opt, '!=', -1, true)!)).toBe(false);
    // An input with no usual result (read()'s count): either side is usual.
    expect(admitsUsual(narrow(int, '==', -1, true)!)).toBe(true);
  });
});
