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
const pages = ['README.md', ...readdirSync(join(root, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];
const read = (page: string) => readFileSync(join(root, page), 'utf8');
const squeeze = (s: string) => s.replace(/\s+/g, ' ').trim();

describe('the pages promise what the code does', () => {
  it("every page's `lockstep check` usage line is the one --help prints (the extensions it recurses over)", () => {
    const usage = (text: string) => [...text.matchAll(/^ *(lockstep check \[PATH\.\.\.\].*)$/gm)].map((m) => squeeze(m[1]!));
    const [help] = usage(HELP);
    expect(help).toMatch(/\.c\+\+ \.C\)$/);
    const shown = pages.flatMap((p) => usage(read(p)).map((line) => ({ p, line })));
    expect(shown.length).toBeGreaterThanOrEqual(2);
    for (const { p, line } of shown) expect(line, p).toBe(help);
    // ... and the extensions it names are the ones a directory walk collects.
    const dir = mkdtempSync(join(tmpdir(), 'lockstep-ext-'));
    for (const ext of ['.c', '.cc', '.cpp', '.cxx', '.c++', '.C', '.h', '.hpp', '.txt', '.cu'])
      writeFileSync(join(dir, `unit${ext}`), '');
    const collected = collectSources([dir], dir).map((f) => extname(f)).sort();
    const named = /recursing over ([^)]*)\)/.exec(help!)![1]!.split(' ').sort();
    expect(collected).toEqual(named);
  });

  it('no page gives --time-budget a default: without it only the model checker is limited', () => {
    const claims = pages.flatMap((p) =>
      [...squeeze(read(p)).matchAll(/`--time-budget`[^.;]{0,40}\b\d+ s by default/g)].map((m) => `${p}: ${m[0]}`),
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
