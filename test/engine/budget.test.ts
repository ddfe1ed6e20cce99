/**
 * The ceilings of a whole check (issue "Real programs end to end", "Robust on any input"): a time
 * budget that was given bounds the frontend, layer 1 and layer 2; the heap budget makes the check
 * degrade instead of dying of V8's out-of-memory. Budgets here run on a fake clock and a fake heap
 * reading, so every test trips them at a chosen point (no timing).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/engine.js';
import { Budget, BudgetExceeded } from '../../src/util/budget.js';

const RACY = `#include <pthread.h>
int counter;
void *worker(void *arg) { counter++; return 0; }
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return counter;
}
`;

function write(files: Record<string, string>): { dir: string; units: { file: string }[] } {
  const dir = mkdtempSync(join(tmpdir(), 'lockstep-budget-'));
  for (const [name, code] of Object.entries(files)) writeFileSync(join(dir, name), code);
  return { dir, units: Object.keys(files).map((n) => ({ file: join(dir, n) })) };
}

/** A budget whose heap reading is `huge` from its `from`-th look on (counting from 1). */
function heapTripsAt(from: number): Budget {
  let looks = 0;
  return new Budget(
    { heapBytes: 1000, pollInterval: 1 },
    () => 0,
    () => (++looks >= from ? 10_000 : 0),
    () => {},
  );
}

/** A budget that runs out in one phase only, at its `from`-th look there. */
class PhaseTrip extends Budget {
  private looks = 0;
  constructor(
    private readonly phase: string,
    private readonly kind: 'time' | 'memory',
    private readonly from: number,
  ) {
    super(
      kind === 'time' ? { wholeMs: 1000 } : { heapBytes: 1000 },
      () => 0,
      () => 0,
    );
  }
  override exceeded(phase: string): BudgetExceeded | undefined {
    if (phase === this.phase && !this.tripped && ++this.looks >= this.from)
      this.tripped = new BudgetExceeded(this.kind, phase);
    return this.tripped;
  }
}

describe('Budget', () => {
  it('polls the clock and the heap every pollInterval calls and stays tripped', () => {
    let now = 0;
    let heapLooks = 0;
    const b = new Budget(
      { wholeMs: 100, heapBytes: 50, pollInterval: 4 },
      () => now,
      () => {
        heapLooks++;
        return 10;
      },
    );
    expect(b.msLeft()).toBe(100);
    for (let i = 0; i < 8; i++) b.poll('points-to');
    expect(heapLooks).toBe(2);
    now = 101;
    expect(b.msLeft()).toBe(0);
    b.poll('points-to');
    b.poll('points-to');
    b.poll('points-to');
    expect(() => b.poll('points-to')).toThrow(BudgetExceeded);
    // Sticky: every later poll throws at once, with the first phase and budget.
    expect(() => b.poll('layer 2')).toThrow('the time budget ran out during points-to');
    expect(b.describe(b.tripped!)).toBe('the time budget of 0.1 s (--time-budget) ran out during points-to');
  });

  it('names the memory budget in megabytes', () => {
    const b = new Budget(
      { heapBytes: 64 * 1024 * 1024 },
      () => 0,
      () => 65 * 1024 * 1024,
      () => {},
    );
    const e = b.exceeded('layer 1 (locksets)');
    expect(e?.kind).toBe('memory');
    expect(b.describe(e!)).toBe('the memory budget of 64 MB of heap ran out during layer 1 (locksets)');
  });

  it('garbage does not count: past the budget, the heap is measured again after a collection', () => {
    let used = 200;
    let collections = 0;
    const b = new Budget(
      { heapBytes: 100 },
      () => 0,
      () => used,
      () => {
        collections++;
        used = 50;
      },
    );
    expect(b.exceeded('layer 2')).toBeUndefined();
    expect(collections).toBe(1);
    expect(b.tripped).toBeUndefined();
  });

  it('without wholeMs, time never runs out', () => {
    const b = new Budget(
      { heapBytes: 100 },
      () => 1e12,
      () => 0,
    );
    expect(b.msLeft()).toBe(Number.POSITIVE_INFINITY);
    expect(b.exceeded('the frontend')).toBeUndefined();
  });
});

describe('a whole check under its ceilings', () => {
  it('confirms the race when no budget runs out (the control for the tests below)', async () => {
    const { dir, units } = write({ 'prog.c': RACY });
    const out = await analyze({
      units,
      root: dir,
      budget: new Budget(
        { heapBytes: 1e12 },
        () => 0,
        () => 0,
      ),
    });
    expect(out.result.verdict).toBe('race');
    expect(out.result.diagnostics.some((d) => d.code.endsWith('-budget'))).toBe(false);
  });

  it('a time budget that runs out in the frontend skips the units left, and says so', async () => {
    const { dir, units } = write({ 'a.c': RACY, 'b.c': 'int unused(void) { return 1; }\n' });
    let now = 0;
    const budget = new Budget(
      { wholeMs: 1000 },
      () => now,
      () => 0,
    );
    const out = await analyze({
      units,
      root: dir,
      budget,
      // The clock jumps past the budget once the first unit has started.
      onUnit: () => {
        now = 5000;
      },
    });
    expect(out.result.verdict).toBe('unknown');
    expect(out.result.findings).toEqual([]);
    expect(out.result.diagnostics.find((d) => d.code === 'unit-skipped')?.file).toBe('b.c');
    expect(out.result.verdictReasons).toContain(
      'the time budget of 1.0 s (--time-budget) ran out during the frontend: what was left of the analysis was skipped',
    );
    // The unit the budget left out is not called unreadable.
    expect(out.result.verdictReasons.join('\n')).not.toMatch(/could not be read or preprocessed/);
  });

  it('a time budget that runs out inside one unit cuts it between functions, not at its end', async () => {
    const helpers = Array.from({ length: 30 }, (_, i) => `int helper${i}(int x) { return x + ${i}; }`);
    const { dir, units } = write({ 'big.c': `${helpers.join('\n')}\n${RACY}` });
    // Every look at the clock costs 100 ms of a 1 s budget: it runs out after about ten functions.
    let now = 0;
    const out = await analyze({
      units,
      root: dir,
      budget: new Budget(
        { wholeMs: 1000 },
        () => (now += 100),
        () => 0,
      ),
    });
    const cut = out.program.skipped.filter((f) => f.cause === 'budget');
    expect(cut.length).toBeGreaterThan(0);
    expect(out.program.functions.size).toBeGreaterThan(0);
    // The functions lowered are the unit's first ones; the ones after the cut are named as skipped.
    expect(out.program.functions.has('helper0')).toBe(true);
    expect(cut.map((f) => f.name)).toContain('main');
    expect(cut[0]!.reason).toMatch(/time budget of 1\.0 s .* ran out during the frontend/);
    expect(out.result.verdict).toBe('unknown');
    expect(out.result.verdictCauses).toContainEqual({ kind: 'time-budget', why: 'the frontend' });
    expect(out.result.verdictCauses).toHaveLength(out.result.verdictReasons.length);
    expect(out.result.diagnostics.map((d) => d.code)).toContain('time-budget');
  });

  it('a time budget that runs out after the frontend skips layers 1 and 2: unknown, never race-free', async () => {
    const { dir, units } = write({ 'prog.c': RACY });
    const out = await analyze({ units, root: dir, budget: new PhaseTrip('layer 1 (start)', 'time', 1) });
    expect(out.layer1.stopped?.phase).toBe('layer 1 (start)');
    expect(out.layer2).toBeUndefined();
    expect(out.result.verdict).toBe('unknown');
    expect(out.result.diagnostics.map((d) => d.code)).toContain('time-budget');
  });

  it('the heap budget stops points-to: no candidates, unknown with the memory budget as the reason', async () => {
    const { dir, units } = write({ 'prog.c': RACY });
    // Look 1 is before the unit, 2 and 3 before its two functions, 4 at the start of layer 1;
    // look 5 is points-to's first poll.
    const out = await analyze({ units, root: dir, budget: heapTripsAt(5) });
    expect(out.layer1.stopped).toMatchObject({ kind: 'memory', phase: 'points-to' });
    expect(out.result.findings).toEqual([]);
    expect(out.result.verdict).toBe('unknown');
    expect(out.result.verdictReasons.at(-1)).toMatch(
      /^the memory budget of 0 MB of heap ran out during points-to: what was left of the analysis was skipped/,
    );
  });

  it('the heap budget in layer 2 leaves the candidates possible, with the budget in the reasons', async () => {
    const { dir, units } = write({ 'prog.c': RACY });
    const out = await analyze({ units, root: dir, budget: new PhaseTrip('layer 2', 'memory', 1) });
    expect(out.result.verdict).toBe('unknown');
    expect(out.result.findings.length).toBeGreaterThan(0);
    expect(out.result.findings.every((f) => f.status === 'possible')).toBe(true);
    expect(out.layer2?.states).toBe(0);
    expect(out.result.findings[0]?.message).toMatch(
      /the memory budget of 0 MB of heap ran out during layer 2/,
    );
    expect(out.result.diagnostics.find((d) => d.code === 'memory-budget')?.message).toMatch(
      /the candidates not model-checked yet stay possible$/,
    );
  });

  it('the heap budget stops an exploration under way: nothing is eliminated or confirmed after it', async () => {
    // Three threads, each six locked increments before the racy write: the race lies past the
    // first thousand states of a breadth-first search.
    const rounds = ['a', 'b', 'c', 'a', 'b', 'c']
      .map((v) => `  pthread_mutex_lock(&m); ${v}++; pthread_mutex_unlock(&m);`)
      .join('\n');
    const code = `#include <pthread.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int a, b, c, last;
void *worker(void *arg) {
${rounds}
  last = 1;
  return 0;
}
int main(void) {
  pthread_t t[3];
  for (int i = 0; i < 3; i++) pthread_create(&t[i], 0, worker, 0);
  for (int i = 0; i < 3; i++) pthread_join(t[i], 0);
  return last;
}
`;
    const { dir, units } = write({ 'prog.c': code });
    const free = await analyze({
      units,
      root: dir,
      check: { bound: 3, maxMs: Number.POSITIVE_INFINITY, stepsPerCandidate: 0 },
      budget: new Budget({ heapBytes: 1e12 }),
    });
    expect(free.result.verdict).toBe('race');
    expect(free.layer2!.states).toBeGreaterThan(1024);
    // Without the directed search (it may confirm the race before any look): look 1 is the group's,
    // before its exploration; look 2 is the exploration's first poll.
    const cut = await analyze({
      units,
      root: dir,
      check: { bound: 3, maxMs: Number.POSITIVE_INFINITY, stepsPerCandidate: 0 },
      budget: new PhaseTrip('layer 2', 'memory', 2),
    });
    expect(cut.layer2!.states).toBeGreaterThan(1000);
    expect(cut.layer2!.states).toBeLessThan(free.layer2!.states);
    expect(cut.result.findings.every((f) => f.status === 'possible')).toBe(true);
    expect(cut.result.verdict).toBe('unknown');
    // The reason names the budget that stopped the exploration, not a path cut short.
    for (const f of cut.result.findings) {
      expect(f.reason).toMatch(/the memory budget of 0 MB of heap ran out during layer 2/);
      expect(f.cause?.kind).toBe('run-budget');
    }
  });
});
