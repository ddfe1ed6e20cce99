import { describe, expect, it } from 'vitest';
import { type Footprint, independent, mayOverlap } from '../../src/check/footprint.js';

const writes = (...w: string[]): Footprint => ({ reads: [], writes: w, global: false });
const reads = (...r: string[]): Footprint => ({ reads: r, writes: [], global: false });

describe('the one independence relation (footprint.ts)', () => {
  it('reads an index range as the elements lo to hi-1 of its array', () => {
    // A loop's remaining writes to buf[16..32) against single elements.
    const loop = writes('G:buf/#16..32');
    expect(independent(loop, reads('G:buf/15'))).toBe(true);
    expect(independent(loop, reads('G:buf/16'))).toBe(false);
    expect(independent(loop, reads('G:buf/31'))).toBe(false);
    expect(independent(loop, reads('G:buf/32'))).toBe(true);
    // A field inside an element of the range is inside the range.
    expect(independent(loop, writes('G:buf/20/f3'))).toBe(false);
  });

  it('compares two ranges of one array by their bounds, of different arrays by their prefixes', () => {
    expect(independent(writes('G:buf/#0..16'), writes('G:buf/#16..32'))).toBe(true);
    expect(independent(writes('G:buf/#0..17'), writes('G:buf/#16..32'))).toBe(false);
    expect(independent(writes('G:a/#0..16'), writes('G:b/#0..16'))).toBe(true);
    // The range's array as a whole (a library call's buffer) overlaps every element.
    expect(mayOverlap('G:buf/#0..16', 'G:buf')).toBe(true);
  });

  it('is the same relation for steps of the sleep sets and futures of the persistent sets', () => {
    // Both reductions call `independent`; the race check calls `mayOverlap` on plain addresses.
    expect(mayOverlap('G:x', 'G:x/f1')).toBe(true);
    expect(mayOverlap('G:x', 'G:xy')).toBe(false);
    expect(mayOverlap('*', 'G:x')).toBe(true);
    expect(independent(reads('G:x'), reads('G:x'))).toBe(true);
    expect(independent({ reads: [], writes: [], global: true }, reads('G:y'))).toBe(false);
    // An element with an unknown (non-numeric) index component may be any element of the range.
    expect(mayOverlap('G:buf/#0..4', 'G:buf/f1')).toBe(true);
  });
});
