/**
 * Facts about library functions live in src/models: no other source file matches library names
 * with a regular expression, or spells the C++ library's member names itself.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILTIN_MODELS, isGlobPattern } from '../../src/models/table.js';
import { REPO_ROOT } from '../fixture-runner.js';

const SRC = join(REPO_ROOT, 'src');

function sources(dir: string): string[] {
  const out: string[] = [];
  for (const d of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, d.name);
    if (d.isDirectory()) out.push(...sources(p));
    else if (d.name.endsWith('.ts')) out.push(p);
  }
  return out;
}

const OUTSIDE_MODELS = sources(SRC).filter((f) => !relative(SRC, f).startsWith('models/'));

/** The regular-expression literals of a source text (a `/` after an operator or an opening bracket). */
function regexLiterals(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(
    /(?<=[=(,:!&|?{};]\s*|\breturn\s+)\/(?![*/])((?:[^/\\\n[]|\\.|\[(?:[^\]\\\n]|\\.)*\])+)\/[dgimsuy]*/g,
  ))
    out.push(m[1] ?? '');
  return out;
}

// Library names a regex might spell: every modelled C name (the identifier parts of the C++ ones)
// and the prefixes of the families.
const NAMES = new Set(
  BUILTIN_MODELS.filter((e) => !isGlobPattern(e.function) && !e.function.includes('::'))
    .map((e) => e.function)
    .filter((n) => n.length >= 4),
);
const PREFIXES = ['pthread_', '__VERIFIER', 'mtx_', 'cnd_', 'thrd_', 'std::', '_M_', '__atomic', '__sync_'];

function libraryNamesIn(regex: string): string[] {
  const words = regex.match(/[A-Za-z_][A-Za-z0-9_]*/g) ?? [];
  return [...words.filter((w) => NAMES.has(w)), ...PREFIXES.filter((p) => regex.includes(p))];
}

describe('library facts live in src/models', () => {
  it('finds the regular expressions it checks', () => {
    expect(regexLiterals("const A = /^(rand$|time$)/; f(/x/g, 1); const s = '/not/';")).toEqual([
      '^(rand$|time$)',
      'x',
    ]);
    expect(libraryNamesIn('^(rand$|time$|__VERIFIER_nondet_)')).toEqual(['rand', 'time', '__VERIFIER']);
  });

  it('no source file outside src/models matches library names with a regular expression', () => {
    const found: string[] = [];
    for (const f of OUTSIDE_MODELS)
      for (const re of regexLiterals(readFileSync(f, 'utf8'))) {
        const names = libraryNamesIn(re);
        if (names.length) found.push(`${relative(REPO_ROOT, f)}: /${re}/ (${names.join(', ')})`);
      }
    expect(found).toEqual([]);
  });

  it('the C++ library layout is spelt only in src/models/cxx.ts', () => {
    const found = OUTSIDE_MODELS.filter((f) => /['"]_M_[a-z]/.test(readFileSync(f, 'utf8')));
    expect(found.map((f) => relative(REPO_ROOT, f))).toEqual([]);
  });

  it('the lock types and genuine inputs moved out of the analysis and the model checker', () => {
    for (const f of OUTSIDE_MODELS) {
      const text = readFileSync(f, 'utf8');
      expect(text, f).not.toMatch(/\bLOCK_TYPE\b|\bGENUINE_NONDET\b/);
    }
  });
});
