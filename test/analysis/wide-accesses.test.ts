/**
 * Accesses that touch many cells at once (a whole struct, bytes that may be any of its fields)
 * cost layer 1 and the findings what the distinct cells and sites cost, not their product
 * (issue 18: masscan's 6,000 such accesses over 2,600 fields were 14 million list entries).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/engine.js';

async function layer1(code: string) {
  const dir = mkdtempSync(join(tmpdir(), 'lockstep-wide-'));
  const file = join(dir, 'prog.c');
  writeFileSync(file, code);
  return analyze({ units: [{ file }], root: dir, check: false });
}

describe('accesses to many cells', () => {
  it('cells met by the same accesses share one list of them, and accesses to one target one list of cells', async () => {
    const n = 40;
    const fields = Array.from({ length: n }, (_, k) => `f${k}`);
    const out = await layer1(`#include <pthread.h>
struct big { ${fields.map((f) => `int ${f};`).join(' ')} } g, zero;
void never_called(void) { ${fields.map((f) => `g.${f} = 1;`).join(' ')} }
void *worker(void *p) { g = zero; return p; }
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  return 0;
}
`);
    const cands = out.layer1.candidates;
    expect(cands.length).toBeGreaterThanOrEqual(n);
    const first = cands[0]!;
    for (const c of cands) {
      expect(c.accesses).toBe(first.accesses);
      expect(c.pairs).toBe(first.pairs);
    }
    // The two threads' records of `g = zero` (one per thread) share their list of cells.
    const records = first.accesses.map((ta) => ta.record);
    expect(records.length).toBeGreaterThanOrEqual(2);
    expect(new Set(records.map((r) => r.cells)).size).toBe(1);
    expect(records[0]!.cells.length).toBeGreaterThanOrEqual(n);
  });

  it('lists a heap object reached along many field paths once (no path enumeration)', async () => {
    // Level k: a struct of four level-(k-1) structs, all four passed to one function, so that
    // points-to merges them: the leaf is a field of a field ... of one heap object along 4^6 paths.
    const levels = 6;
    const names = ['a', 'b', 'c', 'd'];
    const types = Array.from({ length: levels }, (_, k) =>
      k === 0
        ? `struct l0 { int ${names.join(', ')}; };`
        : `struct l${k} { ${names.map((x) => `struct l${k - 1} ${x};`).join(' ')} };`,
    );
    const uses = Array.from({ length: levels }, (_, k) =>
      k === 0
        ? 'void use0(int *p) { *p = 1; }'
        : `void use${k}(struct l${k - 1} *p) { p->a.${'a.'.repeat(k - 1)}a = 1; }`,
    );
    // Every field at every level of the heap object goes through its level's function.
    const calls: string[] = [];
    const walk = (path: string, k: number) => {
      for (const x of names) calls.push(`  use${k}(&h->${path}${x});`);
      if (k > 0) walk(`${path}a.`, k - 1);
    };
    walk('', levels - 1);
    const out = await layer1(`#include <pthread.h>
#include <stdlib.h>
${types.join('\n')}
${uses.join('\n')}
struct l${levels - 1} *h;
void *worker(void *p) { h->${'a.'.repeat(levels - 1)}a = 2; return p; }
int main(void) {
  pthread_t t;
  h = malloc(sizeof *h);
${calls.join('\n')}
  pthread_create(&t, 0, worker, 0);
  h->${'a.'.repeat(levels - 1)}a = 3;
  return 0;
}
`);
    const leaf = out.layer1.candidates.find((c) => out.layer1.pt.nameOf(c.cell).endsWith('.a'));
    expect(leaf).toBeDefined();
    const sites = out.layer1.pt.allocationsOf(leaf!.cell);
    expect(sites).toHaveLength(1);
    expect(sites[0]!.line).toBe(levels * 2 + 7);
  });
});
