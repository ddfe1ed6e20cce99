import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/engine.js';
import { nodeFs } from '../../src/frontend/preprocess/index.js';

// Four units, each with its own racy global, plus one race whose accesses are all in a header
// included by two units (owned by the first of them in path order).
const files: Record<string, string> = {
  '/r/shared.h': '#include <pthread.h>\nint in_header;\nstatic inline void bump(void) { in_header++; }\n',
  '/r/a.c': '#include "shared.h"\nint a_var;\nvoid *ta(void *p) { a_var++; bump(); return p; }\n',
  '/r/b.c': '#include "shared.h"\nint b_var;\nvoid *tb(void *p) { b_var++; bump(); return p; }\n',
  '/r/c.c': 'int c_var;\nvoid *tc(void *p) { c_var++; return p; }\n',
  '/r/main.c': [
    '#include <pthread.h>',
    'void *ta(void *); void *tb(void *); void *tc(void *);',
    'extern int a_var, b_var, c_var;',
    'int main(void) {',
    '  pthread_t t[3];',
    '  pthread_create(&t[0], 0, ta, 0); pthread_create(&t[1], 0, tb, 0); pthread_create(&t[2], 0, tc, 0);',
    '  a_var = 1; b_var = 1; c_var = 1;',
    '  for (int i = 0; i < 3; i++) pthread_join(t[i], 0);',
    '  return 0;',
    '}',
  ].join('\n'),
};

async function run(shard?: { index: number; count: number }) {
  const fs = { readFile: (p: string) => (p in files ? files[p] : nodeFs.readFile(p)) };
  const { result } = await analyze({
    units: Object.keys(files)
      .filter((f) => f.endsWith('.c'))
      .map((file) => ({ file })),
    fs,
    root: '/r',
    readSource: () => undefined,
    ...(shard ? { shard } : {}),
  });
  return result;
}

describe('sharding', () => {
  it('splits the findings of the whole program into disjoint shares, whatever n is', async () => {
    const whole = await run();
    const ids = whole.findings.map((f) => f.location).sort();
    expect(ids).toEqual(['a_var', 'b_var', 'c_var', 'in_header']);
    for (const count of [2, 3, 5]) {
      const shares: string[][] = [];
      for (let index = 1; index <= count; index++) {
        const r = await run({ index, count });
        shares.push(r.findings.map((f) => f.location));
        // Layer 1 still saw every unit.
        expect(r.stats.units).toBe(4);
      }
      expect(shares.flat().sort()).toEqual(ids);
      // More than one shard got work when there are enough units.
      expect(shares.filter((s) => s.length > 0).length).toBeGreaterThan(1);
    }
  });

  it('gives a header race to the first unit (in path order) that includes it', async () => {
    // Units in path order: a.c, b.c, c.c, main.c → with 2 shards a.c and c.c are shard 1.
    const one = await run({ index: 1, count: 2 });
    const two = await run({ index: 2, count: 2 });
    expect(one.findings.map((f) => f.location).sort()).toEqual(['a_var', 'c_var', 'in_header']);
    expect(two.findings.map((f) => f.location).sort()).toEqual(['b_var']);
  });
});
