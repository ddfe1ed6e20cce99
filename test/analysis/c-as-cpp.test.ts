/**
 * C written in a C++ unit: the C++ lowering must keep every C meaning (pthread models, function
 * pointers in structs, typedef'd anonymous structs, unknown lock wrappers). A third of the C
 * fixtures (every topic) is analysed as C++ (--lang c++) and must give its annotated answer from
 * both layers; the whole set passes too, but takes 20 s of a suite that runs on two shared cores.
 */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/engine.js';
import { listFixtures, REPO_ROOT } from '../fixture-runner.js';

const sample = listFixtures()
  .filter((f) => f.file.endsWith('.c'))
  .filter((_, i) => i % 3 === 0);

describe('C fixtures lowered as C++', () => {
  it('samples every topic', () => expect(sample.length).toBeGreaterThan(50));
  for (const f of sample) {
    it(f.name.replace('test/fixtures/analysis/', ''), async () => {
      const { result } = await analyze({
        units: [{ file: f.file, lang: 'c++' }],
        root: REPO_ROOT,
        check: { maxMs: Number.POSITIVE_INFINITY },
      });
      const flagged = new Set<number>();
      for (const x of result.findings) for (const a of x.accesses) if (a.file === f.name) flagged.add(a.line);
      expect(
        f.raceLines.filter((l) => !flagged.has(l)),
        'race lines missed',
      ).toEqual([]);
      expect(
        f.silentLines.filter((l) => flagged.has(l)),
        'silent lines flagged',
      ).toEqual([]);
      expect(result.verdict).toBe(f.expect);
    });
  }
});
