import { describe, expect, it } from 'vitest';
import { INT_COMPUTES } from '../../src/models/compute.js';
import { createModelTable } from '../../src/models/table.js';

const call = (name: string, ...args: number[]) => INT_COMPUTES.get(name)!(args);

describe('pure integer functions the model checker evaluates', () => {
  it('compute what C and glibc compute (values as gcc on x86_64 prints them)', () => {
    expect([call('ffs', 8), call('ffs', 0), call('ffs', -1), call('ffsl', 2 ** 40)]).toEqual([4, 0, 1, 41]);
    expect([call('abs', -3), call('labs', -(2 ** 40)), call('abs', 2 ** 32 - 3)]).toEqual([3, 2 ** 40, 3]);
    expect([
      call('__builtin_popcount', 7),
      call('__builtin_popcount', -1),
      call('__builtin_parity', 7),
    ]).toEqual([3, 32, 1]);
    expect([call('__builtin_ctz', 8), call('__builtin_clz', 1), call('__builtin_clzl', 1)]).toEqual([
      3, 31, 63,
    ]);
    expect([call('htons', 0x1234), call('ntohl', 0x12345678)]).toEqual([0x3412, 0x78563412]);
  });

  it('leave undefined what C leaves undefined', () => {
    expect(call('abs', -(2 ** 31))).toBeUndefined();
    expect(call('__builtin_ctz', 0)).toBeUndefined();
    expect(call('__builtin_clzll', 0)).toBeUndefined();
  });

  it('are reached through the models table, which marks them pure', () => {
    const table = createModelTable();
    for (const name of ['ffs', 'abs', 'htons', '__builtin_popcountll']) {
      const m = table.lookup(name);
      expect(m?.pure).toBe(true);
      expect(m?.compute).toBe(INT_COMPUTES.get(name));
    }
  });
});
