/**
 * Layer 2 on its own terms: every witness the fixtures produce replays through the model (each
 * step enabled, the final state a race on the candidate's accesses); the bound is honest (a race
 * that needs three instances is never eliminated at bound 2); partial-order reduction never
 * changes an outcome and explores fewer states; budgets are state counts.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { transition } from '../../src/check/explore.js';
import { Machine } from '../../src/check/machine.js';
import { Relevance } from '../../src/check/relevance.js';
import { analyze } from '../../src/engine.js';
import { listFixtures, REPO_ROOT } from '../fixture-runner.js';

async function check(code: string, check: Parameters<typeof analyze>[0]['check'] = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'lockstep-l2-'));
  const file = join(dir, 'prog.c');
  writeFileSync(file, code);
  return analyze({ units: [{ file }], root: dir, check: { maxMs: Number.POSITIVE_INFINITY, ...check } });
}

const HEAD = '#include <pthread.h>\n#include <stdatomic.h>\n';

describe('witnesses replay', () => {
  const racy = listFixtures().filter((f) => f.expect === 'race');
  it('covers the racy fixtures', () => expect(racy.length).toBeGreaterThan(50));
  for (const f of racy) {
    it(f.name.replace('test/fixtures/analysis/', ''), async () => {
      const out = await analyze({
        units: [{ file: f.file }],
        root: REPO_ROOT,
        check: { maxMs: Number.POSITIVE_INFINITY },
      });
      const l2 = out.layer2!;
      expect(l2.outcomes.every((o) => o.status !== 'confirmed' || o.model)).toBe(true);
      const confirmed = l2.outcomes.filter((o) => o.status === 'confirmed');
      expect(confirmed.length).toBeGreaterThan(0);
      // Replay each witness in a fresh model: every step must be enabled where it is taken.
      const byAccess = new Map<object, number[]>();
      out.layer1.candidates.forEach((c, i) => {
        for (const ta of c.accesses)
          byAccess.set(ta.record.access, [...(byAccess.get(ta.record.access) ?? []), i]);
      });
      const races = confirmed.flatMap((o) => [o.race!, ...(o.elsewhere ?? []).map((l) => l.race)]);
      for (const [k, race] of races.entries()) {
        const o = confirmed.find((x) => x.race === race || x.elsewhere?.some((l) => l.race === race))!;
        expect(race.at, `race ${k} is on memory the model knows`).toBeDefined();
        const m = new Machine(
          out.program,
          out.layer1.pt,
          o.model!.bound,
          byAccess as never,
          new Map(),
          new Relevance(out.program, out.layer1.pt),
          o.model!.removed,
        );
        m.widenLoops = o.model!.widenLoops;
        m.directed = o.model!.directed ?? false;
        const main = [...out.program.functions.values()].find((fn) => fn.name === 'main')!;
        let s = m.initialState(main);
        for (const step of race.replay) {
          const t = s.threads.find((x) => x.tid === step.tid)!;
          expect(m.enabled(s, t)).toBe(true);
          s = transition(m, s, step.tid)[step.fork]!.state;
        }
        // The final state: the second access is about to run, and the first is about to run too
        // or already ran with nothing ordering it since.
        const second = s.threads.find((x) => x.tid === race.second.tid)!;
        const op = m.currentOp(second)!;
        const accesses = op.k === 'instr' ? op.instr.accesses : op.k === 'term' ? op.term.accesses : [];
        expect(accesses).toContain(race.second.access);
        const first = s.threads.find((x) => x.tid === race.first.tid)!;
        if (race.second.earlier) {
          const p = first.pending.find((x) => x.access === race.first.access);
          expect(p).toBeDefined();
          expect(p!.syncedBy).not.toContain(second.tid);
        } else {
          const fop = m.currentOp(first)!;
          const fa = fop.k === 'instr' ? fop.instr.accesses : fop.k === 'term' ? fop.term.accesses : [];
          expect(fa).toContain(race.first.access);
          expect(m.enabled(s, first, true)).toBe(true);
        }
      }
    });
  }
});

describe('several objects in one points-to cell', () => {
  // `bump` is called with &a, &b and &c: one cell, one candidate. a and b race, c does not.
  const helper =
    `${HEAD}int a, b, c;\nvoid bump(int *p) { *p += 1; }\n` +
    'void *w(void *x) { bump(&a); bump(&b); return x; }\n' +
    'int main(void) { pthread_t t; pthread_create(&t, 0, w, 0); bump(&c); bump(&a); bump(&b);\n' +
    '  pthread_join(t, 0); return 0; }\n';

  it('each object that races is its own confirmed finding, named after it, with its own witness', async () => {
    const { result, layer1 } = await check(helper);
    expect(layer1.candidates).toHaveLength(1);
    const confirmed = result.findings.filter((f) => f.status === 'confirmed');
    expect(confirmed.map((f) => f.location).sort()).toEqual(['a', 'b']);
    for (const f of confirmed) expect(f.witness!.steps.length).toBeGreaterThan(0);
    expect(new Set(confirmed.map((f) => f.id)).size).toBe(2);
    expect(result.findings.some((f) => f.location === 'c')).toBe(false);
  });

  // w's parameter holds &g0 and &arr[0]: one cell. Main stores at arr[k]; w increments arr[1].
  const cellWithIndex = (index: string) =>
    `${HEAD}int __VERIFIER_nondet_int(void);\nint pick_slot(void);\nint g0; int arr[4];\n` +
    'void *w(void *p) { if (p == &g0) arr[1]++; return 0; }\n' +
    'int main(void) { pthread_t a, b; pthread_create(&a, 0, w, &g0); pthread_create(&b, 0, w, &arr[0]);\n' +
    `  int k = ${index}; if (k >= 0 && k < 3) arr[k] = 4;\n` +
    '  pthread_join(a, 0); pthread_join(b, 0); return 0; }\n';

  it('a possible race in such a cell is named after the object its accesses all name', async () => {
    // The index comes from a function with no body: only the race at an unknown address is left,
    // no witness names its memory, and every access is written arr[...].
    const { result, layer1 } = await check(cellWithIndex('pick_slot()'));
    const cell = layer1.candidates.find((c) => layer1.pt.nameOf(c.cell) === 'g0');
    expect(cell && layer1.pt.holdsSeveralObjects(cell.cell)).toBe(true);
    expect(result.findings.map((f) => `${f.status} ${f.location}`)).toEqual(['possible arr[]']);
  });

  it('a race at an input index is confirmed at the element its witness names', async () => {
    // The index is an input: layer 2 tries each value of the array's indices, and with k == 1
    // main's store meets w's increment of arr[1].
    const { result } = await check(cellWithIndex('__VERIFIER_nondet_int()'));
    expect(result.findings.map((f) => `${f.status} ${f.location}`)).toEqual(['confirmed arr[]']);
    const steps = result.findings[0]!.witness!.steps.map((st) => st.action);
    expect(steps.some((a) => a.includes('arr[k] (k = 1, chosen from the input)'))).toBe(true);
  });

  it('a race on another object of the cell reached only inexactly is a possible finding of its own', async () => {
    // w's parameter holds &g0 and &g1: one cell. main and w race exactly on g0; v writes g1 only
    // after a branch on uninitialised heap memory, so its race with w on g1 is possible, named g1,
    // and v's write is not listed under the confirmed finding on g0.
    const { result } = await check(
      `${HEAD}#include <stdlib.h>\nint g0; int g1; int *h;\n` +
        'void *w(void *p) { int *q = p; *q = 1; return 0; }\n' +
        'void *v(void *p) { if (*h > 2) g1 = 2; return p; }\n' +
        'int main(void) { h = malloc(sizeof(int)); pthread_t a, b, c;\n' +
        '  pthread_create(&a, 0, w, &g0); pthread_create(&b, 0, w, &g1); pthread_create(&c, 0, v, 0);\n' +
        '  g0 = 5; pthread_join(a, 0); pthread_join(b, 0); pthread_join(c, 0); return 0; }\n',
    );
    expect(result.findings.map((f) => `${f.status} ${f.location}`).sort()).toEqual([
      'confirmed g0',
      'possible g1',
    ]);
    const g0 = result.findings.find((f) => f.location === 'g0')!;
    expect(g0.accesses.map((a) => a.line).sort()).toEqual([5, 9]);
    expect(result.findings.find((f) => f.location === 'g1')!.reason).toContain('*h > 2');
  });

  it('an object of the cell that never races gets no finding', async () => {
    const { result } = await check(helper.replace('bump(&a); bump(&b); return x;', 'bump(&a); return x;'));
    expect(result.findings.map((f) => `${f.status} ${f.location}`)).toEqual(['confirmed a']);
  });
});

describe('the bound', () => {
  // Instances 0 and 2 share out[0]; 0 and 1 do not: two instances are not enough to see it.
  const third =
    `${HEAD}int out[2];\nvoid *w(void *a) { long i = (long)a; out[i % 2] = 1; return 0; }\n` +
    'int main(void) { pthread_t t[3]; for (long i = 0; i < 3; i++) pthread_create(&t[i], 0, w, (void *)i);\n' +
    '  for (int i = 0; i < 3; i++) pthread_join(t[i], 0); return 0; }\n';

  it('a race that needs a third instance is found: the bound is raised, never trusted blindly', async () => {
    const { result } = await check(third, { bound: 2 });
    expect(result.verdict).toBe('race');
  });

  it('with the bound held at 2 and no room to raise it, the candidate stays possible, not eliminated', async () => {
    // The exploration alone (no directed search): at 2 instances it cannot see the race.
    const { result } = await check(third, { bound: 2, maxStates: 40, stepsPerCandidate: 0 });
    expect(result.verdict).toBe('unknown');
    expect(result.findings.map((f) => f.status)).toEqual(['possible']);
  });

  it('the directed search runs every instance up to the raised bound: one execution confirms it', async () => {
    const { result } = await check(third, { bound: 2, maxStates: 40 });
    expect(result.verdict).toBe('race');
    expect(result.findings.map((f) => f.status)).toEqual(['confirmed']);
  });

  // Ten symmetric workers, nine joined: the last one races with main's write.
  const tenth =
    `${HEAD}pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER; int total;\n` +
    'void *w(void *a) { pthread_mutex_lock(&m); total++; pthread_mutex_unlock(&m); return a; }\n' +
    'int main(void) { pthread_t t[10]; for (int i = 0; i < 10; i++) pthread_create(&t[i], 0, w, 0);\n' +
    '  for (int i = 0; i < 9; i++) pthread_join(t[i], 0); total = 0; return 0; }\n';

  it('instances beyond the bound run dormant: ten started, nine joined, the tenth races at bound 2', async () => {
    const { result, layer2 } = await check(tenth, { bound: 2 });
    expect(layer2!.elided).toBe(false);
    expect(layer2!.machine!.bound).toBe(2);
    expect(result.verdict).toBe('race');
  });

  it('symmetric instances (same argument) are decided at the bound', async () => {
    const { result, layer2 } = await check(
      `${HEAD}pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER; int ready, data;\n` +
        'void *w(void *a) { pthread_mutex_lock(&m); int r = ready; pthread_mutex_unlock(&m); if (r) data++; return a; }\n' +
        'int main(void) { pthread_t t[4]; for (int i = 0; i < 4; i++) pthread_create(&t[i], 0, w, 0);\n' +
        '  for (int i = 0; i < 4; i++) pthread_join(t[i], 0); return data; }\n',
      { bound: 2 },
    );
    // ready is never set: data is never written, the candidate is eliminated with two instances.
    expect(layer2!.outcomes.map((o) => o.status)).toEqual(['eliminated']);
    expect(layer2!.machine!.bound).toBe(2);
    expect(result.verdict).toBe('race-free');
  });
});

describe('partial-order reduction', () => {
  // The protocol fixtures: small enough to explore without reduction too.
  const programs = listFixtures().filter((f) =>
    /\/(15-needs-layer2|18-layer2-flags|19-layer2-handshakes)\//.test(f.file),
  );
  it('never changes an outcome, and explores no more states in total', { timeout: 300_000 }, async () => {
    expect(programs.length).toBeGreaterThan(25);
    let withPor = 0;
    let without = 0;
    for (const f of programs) {
      const a = await analyze({
        units: [{ file: f.file }],
        root: REPO_ROOT,
        check: { por: true, maxMs: Number.POSITIVE_INFINITY },
      });
      const b = await analyze({
        units: [{ file: f.file }],
        root: REPO_ROOT,
        check: { por: false, maxMs: Number.POSITIVE_INFINITY },
      });
      if (!a.layer2 || !b.layer2) continue;
      if (b.layer2.complete && a.layer2.complete) {
        expect(
          a.layer2.outcomes.map((o) => o.status),
          f.name,
        ).toEqual(b.layer2.outcomes.map((o) => o.status));
        withPor += a.layer2.states;
        without += b.layer2.states;
      }
    }
    expect(withPor).toBeLessThan(without);
  });
});

describe('memory orders', () => {
  const publish = (store: string, load: string) =>
    `${HEAD}int data; atomic_int flag;\n` +
    `void *p(void *a) { data = 1; atomic_store_explicit(&flag, 1, ${store}); return a; }\n` +
    `void *c(void *a) { if (atomic_load_explicit(&flag, ${load})) data++; return a; }\n` +
    'int main(void) { pthread_t x, y; pthread_create(&x, 0, p, 0); pthread_create(&y, 0, c, 0);\n' +
    '  pthread_join(x, 0); pthread_join(y, 0); return data; }\n';

  it('release/acquire publishes the plain write', async () => {
    expect((await check(publish('memory_order_release', 'memory_order_acquire'))).result.verdict).toBe(
      'race-free',
    );
  });

  it('a relaxed store or a relaxed load publishes nothing', async () => {
    expect((await check(publish('memory_order_relaxed', 'memory_order_acquire'))).result.verdict).toBe(
      'race',
    );
    expect((await check(publish('memory_order_release', 'memory_order_relaxed'))).result.verdict).toBe(
      'race',
    );
  });
});

describe('library calls', () => {
  it('what a modelled library call writes is forgotten, never kept stale', async () => {
    // Without forgetting, `local.go` would keep its old value 1 and the race would be "confirmed"
    // although memcpy just overwrote it with 0.
    const { result } = await check(
      `${HEAD}#include <string.h>\nstruct cfg { int go; int pad; } shared_cfg;\nint data;\n` +
        'void *w(void *a) { struct cfg local = { 1, 0 }; memcpy(&local, &shared_cfg, sizeof local);\n' +
        '  if (local.go) data = 1; return a; }\n' +
        'int main(void) { pthread_t t; pthread_create(&t, 0, w, 0); data = 2; pthread_join(t, 0); return 0; }\n',
    );
    expect(result.findings.map((f) => f.status)).toEqual(['possible']);
  });
});

describe('size limit', () => {
  it('a program with more thread instances than the model checker explores keeps its candidates possible', async () => {
    const spawns = Array.from({ length: 12 }, (_, i) => `pthread_create(&t[${i}], 0, w, 0);`).join(' ');
    const { result, layer2 } = await check(
      `${HEAD}int n;\nvoid *w(void *a) { n++; return a; }\n` +
        `int main(void) { pthread_t t[12]; ${spawns} return 0; }\n`,
    );
    expect(layer2!.skipped).toBe(13);
    expect(result.findings.map((f) => f.status)).toEqual(['possible']);
    expect(result.verdict).toBe('unknown');
    expect(result.diagnostics.map((d) => d.code)).toContain('model-check-skipped');
  });
});

describe('budgets', () => {
  it('are state counts: the same program gives the same states explored every time', async () => {
    const f = listFixtures().find((x) => x.name.endsWith('condvar_ready_flag.c'))!;
    const runs = await Promise.all(
      [1, 2].map(() =>
        analyze({ units: [{ file: f.file }], root: REPO_ROOT, check: { maxMs: Number.POSITIVE_INFINITY } }),
      ),
    );
    expect(runs[0]!.result.stats.statesExplored).toBe(runs[1]!.result.stats.statesExplored);
    expect(runs[0]!.result.stats.statesExplored).toBeGreaterThan(0);
  });
});
