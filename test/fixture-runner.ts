/**
 * The annotated fixture suite (test/fixtures/analysis/): reads the annotations of each program and
 * compares the analysis line by line. Used by the vitest suite and by `npm run eval`.
 *
 * Annotations (CONTRACTS): first line `// lockstep-expect: race | race-free | unknown`, optionally
 * `// lockstep-needs: layer2`; `// RACE!` ends each line whose access really races, `// NORACE`
 * each line that must stay silent.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { analyze } from '../src/engine.js';
import type { AnalysisResult, Verdict } from '../src/result.js';

export const REPO_ROOT = resolve(import.meta.dirname, '..');
const FIXTURE_DIR = join(REPO_ROOT, 'test/fixtures/analysis');

export interface Fixture {
  file: string;
  /** Relative to the repository root. */
  name: string;
  expect: Verdict;
  needsLayer2: boolean;
  raceLines: number[];
  silentLines: number[];
}

export interface FixtureOutcome {
  fixture: Fixture;
  /** The verdict expected from the layers that ran (layer 1 alone: a race is only a candidate). */
  expected: Verdict;
  got: Verdict;
  flagged: number[];
  missed: number[];
  falseAlarms: number[];
  result: AnalysisResult;
}

export function listFixtures(dir = FIXTURE_DIR): Fixture[] {
  const out: Fixture[] = [];
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.(c|cc|cpp|cxx)$/.test(e.name)) out.push(parseFixture(p));
    }
  };
  walk(dir);
  return out;
}

export function parseFixture(file: string): Fixture {
  const lines = readFileSync(file, 'utf8').split('\n');
  const m = /^\/\/ lockstep-expect: (race-free|race|unknown)\s*$/.exec(lines[0] ?? '');
  if (!m) throw new Error(`${file}: first line must be '// lockstep-expect: race | race-free | unknown'`);
  const raceLines: number[] = [];
  const silentLines: number[] = [];
  lines.forEach((l, i) => {
    if (/\/\/ RACE!\s*$/.test(l)) raceLines.push(i + 1);
    else if (/\/\/ NORACE\s*$/.test(l)) silentLines.push(i + 1);
  });
  return {
    file,
    name: relative(REPO_ROOT, file),
    expect: m[1] as Verdict,
    needsLayer2: lines.slice(1, 3).some((l) => /^\/\/ lockstep-needs: layer2\s*$/.test(l)),
    raceLines,
    silentLines,
  };
}

/**
 * The verdict layer 1 alone (`--no-model-check`) must give: candidates make it unknown. A
 * race-free program marked "needs layer 2" may still be proven race-free by layer 1 alone; it
 * must just never be called race-free when it is not.
 */
export function layer1Expectation(f: Fixture): Verdict {
  if (f.expect === 'race') return 'unknown';
  if (f.expect === 'race-free' && f.needsLayer2) return 'unknown';
  return f.expect;
}

export function layer1Accepts(f: Fixture, got: Verdict): boolean {
  if (f.expect === 'race-free' && f.needsLayer2) return got === 'unknown' || got === 'race-free';
  return got === layer1Expectation(f);
}

/**
 * Layer 2 runs with its default state budget and no time limit: a test's outcome never depends
 * on how fast the machine is.
 */
export async function runFixture(f: Fixture, layers: 1 | 2 = 2): Promise<FixtureOutcome> {
  const { result } = await analyze({
    units: [{ file: f.file }],
    root: REPO_ROOT,
    check: layers === 1 ? false : { maxMs: Number.POSITIVE_INFINITY },
  });
  const flagged = new Set<number>();
  for (const finding of result.findings)
    for (const a of finding.accesses) if (a.file === f.name) flagged.add(a.line);
  return {
    fixture: f,
    expected: layers === 1 ? layer1Expectation(f) : f.expect,
    got: result.verdict,
    flagged: [...flagged].sort((a, b) => a - b),
    missed: f.raceLines.filter((l) => !flagged.has(l)),
    falseAlarms: f.silentLines.filter((l) => flagged.has(l)),
    result,
  };
}
