/**
 * The annotated fixture suite, line by line: no real race line missed anywhere, no silent line
 * flagged outside the "needs layer 2" set, and the verdict layer 1 alone must give.
 */
import { describe, expect, it } from 'vitest';
import { layer1Expectation, listFixtures, runFixture } from '../fixture-runner.js';

const fixtures = listFixtures();

describe('annotated fixtures', () => {
  it('has at least 100 fixtures, each annotated', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(100);
    for (const f of fixtures) {
      if (f.expect === 'race') expect(f.raceLines.length, f.name).toBeGreaterThan(0);
      if (f.expect === 'race-free') expect(f.raceLines, f.name).toEqual([]);
    }
  });

  for (const f of fixtures) {
    it(`${f.name.replace('test/fixtures/analysis/', '')}: ${layer1Expectation(f)}`, async () => {
      const o = await runFixture(f);
      expect(o.missed, 'race lines missed').toEqual([]);
      if (!f.needsLayer2) expect(o.falseAlarms, 'silent lines flagged').toEqual([]);
      expect(o.got).toBe(o.expected);
      // Layer 1 never says race-free where a candidate must be kept.
      if (f.needsLayer2) expect(o.got).not.toBe('race-free');
    });
  }
});
