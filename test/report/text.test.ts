/**
 * Text: golden files, the compiler-style line problem matchers read, the witness indented under
 * its finding, colour only when asked, and no terminal control sequence from analysed names.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderText } from '../../src/report/text.js';
import { analyzeFile, hostileResult, REAL_FIXTURES, witnessResult } from './results.js';

const golden = (name: string) => join(import.meta.dirname, '__golden__', name);

/** gcc's format, as GitHub's and VS Code's problem matchers expect it. */
const PROBLEM =
  /^(?<file>[^\s:][^:]*):(?<line>\d+):(?<col>\d+): (?<level>error|warning|note): (?<message>.*)$/;

describe('text golden files', () => {
  for (const [name, path] of Object.entries(REAL_FIXTURES)) {
    it(`${name}: ${path}`, async () => {
      const r = await analyzeFile(path);
      const text = renderText(r);
      await expect(text).toMatchFileSnapshot(golden(`${name}.txt`));
      const problems = text.split('\n').filter((l) => PROBLEM.test(l));
      // One problem line per finding and per located diagnostic; nothing else matches.
      expect(problems).toHaveLength(
        r.findings.length + r.diagnostics.filter((d) => d.file && d.line && d.column).length,
      );
      expect(text).toMatch(new RegExp(`^verdict: ${r.verdict}$`, 'm'));
      expect(text).not.toContain('\x1b');
    });
  }

  it('a confirmed race with its witness indented below, and a possible one', async () => {
    const text = renderText(witnessResult());
    await expect(text).toMatchFileSnapshot(golden('witness.txt'));
    const lines = text.split('\n');
    expect(lines[0]).toMatch(PROBLEM);
    expect(lines[0]).toMatch(/^src\/counter\.c:9:5: error: data race on 'counter': .* \[data-race\]$/);
    expect(lines.slice(1, 4)).toEqual([
      '    src/counter.c:9:5: write in worker (worker#1), holding m',
      '    src/counter.c:9:5: read in worker (worker#2), holding m',
      '    src/counter.c:20:10: read in main (main#1), no locks held',
    ]);
    expect(lines.slice(4, 10)).toEqual([
      '    witness: 5 steps',
      '      1. main#1    src/counter.c:17:3: creates thread worker#1',
      '      2. main#1    src/counter.c:18:3: creates thread worker#2',
      '      3. worker#1  src/counter.c:8:3: locks m',
      '      4. worker#1  src/counter.c:9:5: writes counter',
      '      5. main#1    src/counter.c:20:10: reads counter',
    ]);
    expect(lines[10]).toMatch(/^src\/counter\.c:30:5: warning: possible data race on 'stats\.hits'/);
    expect(text).toContain('    src/counter.c:41:5: read in report (main#1), holding locks[i], rw (read)\n');
    expect(text).toContain(
      "src/counter.c:25:3: warning: 'ext_hook' has no body and no model [unknown-function]\n",
    );
    expect(text).toContain('note: inline assembly is not modelled [asm]\n');
    expect(text.trimEnd().split('\n').at(-1)).toBe(
      '1 unit, 4 functions (0 skipped), 3 threads, 2 candidates: 0 eliminated, 1 possible, 1 confirmed, ' +
        '1,234 states explored, 1 new, 0 unchanged against the baseline (56 ms)',
    );
  });

  it('colours only when asked, with the same text underneath', () => {
    const plain = renderText(witnessResult());
    const color = renderText(witnessResult(), { color: true });
    expect(plain).not.toContain('\x1b[');
    expect(color).toContain('\x1b[1;31merror:\x1b[0m');
    expect(color).toContain('\x1b[1;35mwarning:\x1b[0m');
    expect(color).toContain('\x1b[1;31mrace\x1b[0m');
    // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping the colour codes
    expect(color.replace(/\x1b\[[0-9;]*m/g, '')).toBe(plain);
  });

  it('shows control characters in analysed names instead of sending them to the terminal', () => {
    const r = hostileResult();
    r.findings[0]!.accesses[0]!.file = 'evil\x1b[2J\x07.c';
    r.findings[0]!.message = 'race on x\ry';
    const text = renderText(r);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are the subject
    expect(text).not.toMatch(/[\x00-\x08\x0b-\x1f\x7f]/);
    expect(text).toContain('evil\\x1b[2J\\x07.c');
    expect(text).toContain('race on x\\x0dy [data-race]');
    // Names with newlines cannot add lines (and so cannot forge a problem line).
    const expected =
      r.findings.reduce(
        (n, f) =>
          n +
          1 +
          f.accesses.length +
          (f.witness ? 1 + f.witness.steps.length : 0) +
          // A finding no interleaving confirmed: each access's trace, a line a step.
          (f.status === 'confirmed'
            ? 0
            : f.accesses.reduce((k, a) => k + ((a.trace?.length ?? 0) > 1 ? a.trace!.length : 0), 0)),
        0,
      ) +
      r.diagnostics.length +
      1 +
      r.verdictReasons.length +
      1;
    expect(text.trimEnd().split('\n')).toHaveLength(expected);
  });
});

describe('the summary line counts what it names', () => {
  it('says how many findings the candidates make when the two counts differ', () => {
    const r = witnessResult();
    const merged = { ...r, stats: { ...r.stats, candidates: 3, possible: 3, confirmed: 0, eliminated: 0 } };
    const last = renderText({ ...merged, findings: merged.findings.slice(0, 1) })
      .trim()
      .split('\n')
      .at(-1);
    expect(last).toMatch(/3 candidates: 0 eliminated, 3 possible, 0 confirmed, .* explored \(1 finding\)/);
    const same = renderText({
      ...merged,
      stats: { ...merged.stats, possible: 1 },
      findings: merged.findings.slice(0, 1),
    });
    expect(same).not.toMatch(/\(1 finding\)/);
  });

  it('says which threads run as several instances', () => {
    const r = witnessResult();
    const text = renderText({ ...r, stats: { ...r.stats, threads: 2, threadsRepeated: 1 } });
    // main and one spawn in a loop: at least three threads run, not two.
    expect(text).toMatch(/, at least 3 threads \(1 spawn runs more than once\), /);
    expect(renderText({ ...r, stats: { ...r.stats, threads: 3, threadsRepeated: 2 } })).toMatch(
      /, at least 5 threads \(2 spawns run more than once\), /,
    );
    expect(renderText({ ...r, stats: { ...r.stats, threads: 3, threadsRepeated: 0 } })).toMatch(
      /, 3 threads, /,
    );
  });
});
