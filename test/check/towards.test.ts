/**
 * Where a directed run heads (src/check/towards.ts): a thread's distance to a thread start goes
 * on past the return of a helper that holds none, so the side of a setup check that returns is
 * nearer than the one that exits.
 */
import { describe, expect, it } from 'vitest';
import { Towards } from '../../src/check/towards.js';
import type { IrFunction } from '../../src/ir/types.js';
import { fn, lowerC } from '../helpers.js';

const SETUP = `#include <pthread.h>
#include <stdlib.h>
static int ready;
static void *worker(void *arg) { return arg; }
static void check(int ok) {
  if (!ok)
    exit(1);
  ready = 1;
}
int main(void) {
  check(ready == 0);
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_join(t, 0);
  return 0;
}
`;

/** The block of `f` whose terminator is of kind `k` (the first one). */
function blockEnding(f: IrFunction, k: 'return' | 'stop'): number {
  const b = f.blocks.find((x) => x.term.k === k);
  if (!b) throw new Error(`no ${k} in ${f.name}`);
  return b.id;
}

/** SETUP lowered: main, its helper, the block of main that calls it, and the distances to a spawn. */
async function setup() {
  const lowered = await lowerC(SETUP);
  const main = fn(lowered, 'main');
  const check = fn(lowered, 'check');
  const towards = new Towards(lowered.program, new Set()).spawns();
  const call = main.blocks.find((b) =>
    b.instrs.some((i) => i.op === 'call' && i.callee.k === 'fn' && i.callee.id === check.id),
  )!.id;
  return { main, check, towards, call };
}

describe('distance to a thread start', () => {
  it('goes on past a helper that holds none: its return leads on, its exit does not', async () => {
    const { main, check, towards, call } = await setup();
    const inMain = towards.distance(main, call);
    expect(inMain).toBeLessThan(Number.POSITIVE_INFINITY);
    // Within `check` alone nothing starts a thread: both sides are equally far (the old measure).
    expect(towards.distance(check, blockEnding(check, 'return'))).toBe(Number.POSITIVE_INFINITY);
    const returning = towards.distanceFrom([
      { fn: main, block: call },
      { fn: check, block: blockEnding(check, 'return') },
    ]);
    const exiting = towards.distanceFrom([
      { fn: main, block: call },
      { fn: check, block: blockEnding(check, 'stop') },
    ]);
    expect(returning).toBe(inMain);
    expect(exiting).toBe(Number.POSITIVE_INFINITY);
  });

  it('counts the blocks to the return on the way out', async () => {
    const { main, check, towards, call } = await setup();
    const entry = check.blocks[0]!.id;
    const fromEntry = towards.distanceFrom([
      { fn: main, block: call },
      { fn: check, block: entry },
    ]);
    expect(fromEntry).toBeGreaterThan(towards.distance(main, call));
    expect(fromEntry).toBeLessThan(Number.POSITIVE_INFINITY);
  });
});
