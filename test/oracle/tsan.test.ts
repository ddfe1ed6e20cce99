/**
 * The ThreadSanitizer oracle (shares no code with Lockstep). Where gcc with TSan is missing, only
 * the parts that need it are skipped, and the first test says so.
 */
import { describe, expect, it } from 'vitest';
import { generate, render } from './generator.js';
import { checkSeed } from './properties.js';
import { parseReports, runTsan, tsanAvailable } from './tsan.js';

const TSAN_SEEDS = Array.from({ length: 10 }, (_, i) => i + 1);
const gcc = tsanAvailable();

describe('the TSan oracle', () => {
  it(`reports whether gcc -fsanitize=thread works here (${gcc ? 'yes' : 'no: the TSan oracle is skipped'})`, () => {
    expect(typeof gcc).toBe('boolean');
  });

  it('reads the two access lines and the location of a data-race report', () => {
    const report = `==================
WARNING: ThreadSanitizer: data race (pid=1)
  Write of size 4 at 0x1 by thread T2:
    #0 t1 /tmp/x/prog.c:41 (prog+0x1)
    #1 <null> <null> (libtsan.so.2+0x1)

  Previous read of size 4 at 0x1 by main thread:
    #0 bump /tmp/x/prog.c:27 (prog+0x2)
    #1 main /tmp/x/prog.c:60 (prog+0x3)

  Location is global 'g1' of size 4 at 0x1 (prog+0x4)

SUMMARY: ThreadSanitizer: data race /tmp/x/prog.c:41 in t1
==================
WARNING: ThreadSanitizer: thread leak (pid=1)
`;
    expect(parseReports(report)).toEqual([{ lines: [27, 41], location: "global 'g1' of size 4" }]);
  });

  describe.skipIf(!gcc)('with gcc', () => {
    it('finds the race of a generated racy program', () => {
      // seed 3 races on arr (the reference and Lockstep agree); TSan must see it too
      const r = runTsan(render(generate(3), 'tsan'), 3);
      expect(r.compileError).toBeUndefined();
      expect(r.races.length).toBeGreaterThan(0);
      expect(r.races.every((x) => x.lines.length === 2)).toBe(true);
    });

    for (const seed of TSAN_SEEDS)
      it(`seed ${seed}: no TSan race where Lockstep says race-free, none the reference rules out`, async () => {
        const r = await checkSeed(seed, {}, { maxStates: 5_000, tsanRuns: 3 });
        expect(r.tsan?.compileError).toBeUndefined();
        expect(r.failures.filter((f) => f.kind === 'tsan-race-free')).toEqual([]);
        expect(r.notes.filter((n) => n.startsWith('TSan'))).toEqual([]);
      });
  });
});
