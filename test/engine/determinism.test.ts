/**
 * Deterministic output (issue: every word Lockstep prints is true): the same input and options
 * give byte-identical JSON and SARIF, run after run, whatever the budgets cut short. Only the
 * timings differ, and they are zeroed here; layer 2 is budgeted in states and steps, never time.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/engine.js';
import { renderSarif } from '../../src/report/sarif.js';
import type { AnalysisResult } from '../../src/result.js';
import { REPO_ROOT } from '../fixture-runner.js';

const untimed = (r: AnalysisResult): AnalysisResult => ({
  ...r,
  stats: { ...r.stats, ms: { frontend: 0, layer1: 0, layer2: 0, total: 0 } },
});

async function twice(file: string, check: { maxStates?: number } = {}) {
  const run = async () =>
    untimed((await analyze({ units: [{ file: join(REPO_ROOT, file) }], root: REPO_ROOT, check })).result);
  return [await run(), await run()] as const;
}

describe('the same input gives the same output', () => {
  for (const [file, check] of [
    ['examples/bank.c', {}],
    ['test/fixtures/analysis/31-layer2-search/race_after_170_iterations.c', {}],
    // cut short by the state budget: what was reached must still be the same
    ['test/fixtures/analysis/31-layer2-search/job_queue_workers.c', { maxStates: 300 }],
  ] as const) {
    it(`${file}${check.maxStates ? ` (state budget ${check.maxStates})` : ''}`, async () => {
      const [a, b] = await twice(file, check);
      expect(JSON.stringify(b)).toBe(JSON.stringify(a));
      expect(renderSarif(b)).toBe(renderSarif(a));
      expect(a.stats.statesExplored).toBeGreaterThan(0);
    });
  }
});
