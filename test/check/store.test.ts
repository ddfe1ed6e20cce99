import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Store } from '../../src/check/store.js';
import type { Value } from '../../src/check/values.js';

/** A store and the plain map it must equal, changed by the same operations. */
interface Pair {
  store: Store;
  model: Map<string, Value>;
}

type Op =
  | { k: 'set'; which: number; key: string; v: number }
  | { k: 'delete'; which: number; key: string }
  | { k: 'copy'; which: number };

const KEYS = Array.from({ length: 48 }, (_, i) => (i % 3 === 0 ? `g:arr/${i}` : `h:${i % 7}/f${i}`));

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    k: fc.constant('set' as const),
    which: fc.nat(7),
    key: fc.constantFrom(...KEYS),
    v: fc.integer({ min: -3, max: 3 }),
  }),
  fc.record({ k: fc.constant('delete' as const), which: fc.nat(7), key: fc.constantFrom(...KEYS) }),
  fc.record({ k: fc.constant('copy' as const), which: fc.nat(7) }),
);

function apply(pairs: Pair[], o: Op): void {
  const p = pairs[o.which % pairs.length]!;
  if (o.k === 'set') {
    p.store.set(o.key, { k: 'int', v: o.v });
    p.model.set(o.key, { k: 'int', v: o.v });
  } else if (o.k === 'delete') {
    p.store.delete(o.key);
    p.model.delete(o.key);
  } else {
    pairs.push({ store: p.store.copy(), model: new Map(p.model) });
  }
}

function contents(st: Store): [string, Value][] {
  return [...st.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

describe('Store', () => {
  it('is a map whose copies never see each other’s writes, with hashes that follow its contents', () => {
    fc.assert(
      fc.property(fc.array(op, { minLength: 20, maxLength: 200 }), (ops) => {
        const pairs: Pair[] = [{ store: Store.empty(), model: new Map() }];
        for (const o of ops) apply(pairs, o);
        for (const { store, model } of pairs) {
          expect(store.size).toBe(model.size);
          for (const key of KEYS) expect(store.get(key)).toEqual(model.get(key));
          expect(contents(store)).toEqual([...model].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
          // Rebuilt from scratch in another order, the same contents hash the same.
          const fresh = Store.of(new Map([...model].reverse()));
          expect([store.hash(), store.hash2()]).toEqual([fresh.hash(), fresh.hash2()]);
        }
      }),
      { numRuns: 200, seed: 7 },
    );
  });

  it('hashes different contents differently', () => {
    const a = Store.of(new Map<string, Value>([['g:x', { k: 'int', v: 1 }]]));
    const b = Store.of(new Map<string, Value>([['g:x', { k: 'int', v: 2 }]]));
    const c = Store.of(new Map<string, Value>([['g:y', { k: 'int', v: 1 }]]));
    const hashes = [a, b, c].map((s) => `${s.hash()}:${s.hash2()}`);
    expect(new Set(hashes).size).toBe(3);
  });
});
