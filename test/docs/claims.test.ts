/**
 * Sentences of the README and docs/ that promise behaviour, checked against the code that keeps
 * the promise (issue 17: a new user reads the pages, then runs the tool).
 */
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HELP } from '../../src/cli/args.js';
import { collectSources } from '../../src/frontend/units.js';

const root = new URL('../..', import.meta.url).pathname;
const pages = [
  'README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];
const read = (page: string) => readFileSync(join(root, page), 'utf8');
const squeeze = (s: string) => s.replace(/\s+/g, ' ').trim();

describe('the pages promise what the code does', () => {
  it("every page's `lockstep check` usage line is the one --help prints (the extensions it recurses over)", () => {
    const usage = (text: string) =>
      [...text.matchAll(/^ *(lockstep check \[PATH\.\.\.\].*)$/gm)].map((m) => squeeze(m[1]!));
    const [help] = usage(HELP);
    expect(help).toMatch(/\.c\+\+ \.C\)$/);
    const shown = pages.flatMap((p) => usage(read(p)).map((line) => ({ p, line })));
    expect(shown.length).toBeGreaterThanOrEqual(2);
    for (const { p, line } of shown) expect(line, p).toBe(help);
    // ... and the extensions it names are the ones a directory walk collects.
    const dir = mkdtempSync(join(tmpdir(), 'lockstep-ext-'));
    for (const ext of ['.c', '.cc', '.cpp', '.cxx', '.c++', '.C', '.h', '.hpp', '.txt', '.cu'])
      writeFileSync(join(dir, `unit${ext}`), '');
    const collected = collectSources([dir], dir)
      .map((f) => extname(f))
      .sort();
    const named = /recursing over ([^)]*)\)/.exec(help!)![1]!.split(' ').sort();
    expect(collected).toEqual(named);
  });

  it('no page gives --time-budget a default: without it only the model checker is limited', () => {
    const claims = pages.flatMap((p) =>
      [...squeeze(read(p)).matchAll(/`--time-budget`[^.;]{0,40}\b\d+ s by default/g)].map(
        (m) => `${p}: ${m[0]}`,
      ),
    );
    expect(claims).toEqual([]);
  });

  it('no page says the state budget alone decides whatever the machine (a time limit can end a run first)', () => {
    const claims = pages.flatMap((p) =>
      [...squeeze(read(p)).matchAll(/no outcome depends on the machine's speed|the rest is analysed/g)].map(
        (m) => `${p}: ${m[0]}`,
      ),
    );
    expect(claims).toEqual([]);
  });
});

/** A version as [major, minor, patch]. */
type Version = [number, number, number];

/** Whether `v` satisfies one comparator (`>=20.19.0`, `^20`, `~1.2`, `20`, `<=0.7.0`). */
function satisfiesComparator(v: Version, comparator: string): boolean {
  const m = /^(>=|<=|>|<|\^|~|=)?v?(\d+|x|\*)(?:\.(\d+|x|\*))?(?:\.(\d+|x|\*))?$/.exec(comparator);
  if (!m) throw new Error(`unreadable engines comparator '${comparator}'`);
  const parts = [m[2], m[3], m[4]].map((x) =>
    x === undefined || x === 'x' || x === '*' ? undefined : Number(x),
  );
  const known = parts.indexOf(undefined);
  const given = known === -1 ? 3 : known;
  const lo = [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0] as Version;
  const cmp = (a: Version, b: Version) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
  const below = (limit: Version) => cmp(v, limit) < 0;
  const bump = (i: number): Version =>
    i === 0 ? [lo[0] + 1, 0, 0] : i === 1 ? [lo[0], lo[1] + 1, 0] : [lo[0], lo[1], lo[2] + 1];
  switch (m[1]) {
    case '>=':
      return cmp(v, lo) >= 0;
    case '>':
      return given === 3 ? cmp(v, lo) > 0 : !below(bump(given - 1));
    case '<=':
      return given === 3 ? cmp(v, lo) <= 0 : below(bump(given - 1));
    case '<':
      return below(lo);
    case '^': {
      const first = lo[0] !== 0 || given === 1 ? 0 : lo[1] !== 0 || given === 2 ? 1 : 2;
      return cmp(v, lo) >= 0 && below(bump(first));
    }
    case '~':
      return cmp(v, lo) >= 0 && below(bump(given === 1 ? 0 : 1));
    default:
      return given === 0 || (cmp(v, lo) >= 0 && below(bump(given - 1)));
  }
}

/** Whether `v` satisfies an npm `engines` range (alternatives `||` of space-separated comparators). */
function satisfies(v: Version, range: string): boolean {
  return range.split('||').some((alt) => {
    const comparators = alt
      .trim()
      .replace(/(>=|<=|>|<|\^|~|=)\s+/g, '$1')
      .split(/\s+/)
      .filter(Boolean);
    return comparators.every((c) => satisfiesComparator(v, c));
  });
}

describe('engines', () => {
  it('the range reader reads npm ranges as npm does', () => {
    expect(satisfies([20, 5, 0], '^20.19.0 || >=22.12.0')).toBe(false);
    expect(satisfies([20, 19, 0], '^20.19.0 || >=22.12.0')).toBe(true);
    expect(satisfies([21, 0, 0], '20 || >=22')).toBe(false);
    expect(satisfies([23, 1, 0], '^20.0.0 || ^22.0.0 || >=24.0.0')).toBe(false);
    expect(satisfies([24, 0, 0], '>= 20')).toBe(true);
    expect(satisfies([0, 7, 1], '>=0.6.11 <=0.7.0 || >=0.7.3')).toBe(false);
  });

  it("every Node version package.json's engines admits satisfies every locked package's engines (npm ci warns no EBADENGINE)", () => {
    const own = JSON.parse(read('package.json')).engines.node as string;
    // The lowest version of each alternative of our own range, and for an open one (`>=24`) the
    // first of the next majors too (a dependency may skip an odd major).
    const lowest = own.split('||').flatMap((alt) => {
      const m = /(\d+)(?:\.(\d+))?(?:\.(\d+))?/.exec(alt)!;
      const first: Version = [Number(m[1]), Number(m[2] ?? 0), Number(m[3] ?? 0)];
      const next = (k: number): Version => [first[0] + k, 0, 0];
      return alt.trim().startsWith('>=') ? [first, next(1), next(2)] : [first];
    });
    const lock = JSON.parse(read('package-lock.json')) as {
      packages: Record<string, { engines?: { node?: string } }>;
    };
    const refused: string[] = [];
    for (const [name, pkg] of Object.entries(lock.packages)) {
      const range = pkg.engines?.node;
      if (!range || name === '') continue;
      for (const v of lowest)
        if (!satisfies(v, range)) refused.push(`${name} (${range}) refuses ${v.join('.')}`);
    }
    expect(refused).toEqual([]);
  });
});
