import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type PreprocessedUnit, preprocess } from '../../src/frontend/preprocess/index.js';
import { F_BOL, isHashAt, lex, T_NUMBER, tokText } from '../../src/frontend/preprocess/lexer.js';
import { memFs } from './helpers.js';

/** Ordinary tokens: frequent, so that soups get past the hostile pieces and exercise expansion. */
const COMMON = [
  'f',
  'g',
  'O',
  'x',
  '(',
  ')',
  ',',
  '0',
  '1',
  '"str"',
  "'a'",
  '-',
  '?',
  ':',
  '##',
  '#',
  '__LINE__',
  '\n',
];
const DIRECTIVES = [
  '#define f(x, ...) x __VA_ARGS__ f',
  '#define g(a) #a a ## __VA_ARGS__ __VA_OPT__(,)',
  '#define O O g(',
  '#define',
  '#undef',
  '#if',
  '#ifdef',
  '#ifndef',
  '#elif',
  '#else',
  '#endif',
  '#error',
  '#warning',
  '#pragma',
  '#pragma once',
  '#pragma omp parallel',
  '_Pragma',
  'defined',
  '__has_include',
  '__VA_ARGS__',
  '__VA_OPT__',
  '__COUNTER__',
  '...',
  '<h.h>',
  '1/0',
  '0x',
];
/** Pieces that can swallow the rest of a line or file. */
const HOSTILE = ['"', "'", '\\', '\\\n', '/*', '*/', '//', 'R"(', ')"', '\t', 'é'];
const INCLUDES = [
  '#include "h.h"',
  '#include <g.h>',
  '#include "missing.h"',
  '#include_next <g.h>',
  '#include',
];

function soup(includes: boolean): fc.Arbitrary<string> {
  const piece = fc.oneof(
    { arbitrary: fc.constantFrom(...COMMON), weight: 12 },
    { arbitrary: fc.constantFrom(...DIRECTIVES), weight: 4 },
    { arbitrary: fc.constantFrom(...HOSTILE), weight: 1 },
    { arbitrary: fc.constantFrom(...(includes ? INCLUDES : COMMON)), weight: 1 },
  );
  const sep = fc.constantFrom(' ', '', '\n', '\n', '  ');
  return fc
    .array(fc.tuple(piece, sep), { maxLength: 120, size: 'max' })
    .map((parts) => parts.map(([p, s]) => p + s).join(''));
}

/** `#line` and GNU line markers (`# 7`) move reported positions on purpose; such soups are not checked. */
function movesLines(text: string): boolean {
  const ft = lex(text, { cpp: true, raw: true });
  for (let i = 0; i + 1 < ft.n; i++) {
    if ((ft.flags[i] & F_BOL) === 0 || !isHashAt(ft, i) || (ft.flags[i + 1] & F_BOL) !== 0) continue;
    if (ft.kind[i + 1] === T_NUMBER || tokText(ft, i + 1) === 'line') return true;
  }
  return false;
}

function lineCount(text: string): number {
  return text.split('\n').length;
}

/** Every position the unit reports is inside a file it read. */
function checkPositions(u: PreprocessedUnit, files: Record<string, string>): void {
  const lines = (f: string | undefined): number => {
    expect(f !== undefined && Object.hasOwn(files, f), `unknown file ${f}`).toBe(true);
    expect(u.files).toContain(f);
    return lineCount(files[f!]);
  };
  for (const d of u.diagnostics) {
    expect(d.code).not.toBe('pp-internal');
    if (d.file === undefined) continue;
    expect(d.line).toBeGreaterThanOrEqual(1);
    expect(d.line!).toBeLessThanOrEqual(lines(d.file) + 1);
    expect(d.column).toBeGreaterThanOrEqual(1);
  }
  const seen = new Set<string>();
  for (let off = 0; off <= u.text.length; off++) {
    const p = u.locate(off);
    const key = `${p.file}:${p.line}:${p.spelling?.file}:${p.spelling?.line}`;
    if (seen.has(key)) continue;
    seen.add(key);
    expect(p.line).toBeGreaterThanOrEqual(1);
    expect(p.line).toBeLessThanOrEqual(lines(p.file));
    if (p.spelling) {
      expect(p.spelling.line).toBeGreaterThanOrEqual(1);
      expect(p.spelling.line).toBeLessThanOrEqual(lines(p.spelling.file));
    }
  }
}

describe('random token soup', () => {
  it('never throws, finishes, and reports positions inside the files read', () => {
    fc.assert(
      fc.property(
        soup(true),
        soup(false),
        soup(false),
        fc.constantFrom<'c' | 'c++'>('c', 'c++'),
        (main, h, g, lang) => {
          const files: Record<string, string> = {
            '/src/main.c': main,
            '/src/h.h': h,
            '/inc/g.h': `#ifndef G_H\n#define G_H\n${g}\n#include "h.h"\n#endif\n`,
            '/src/h2.h': g,
          };
          fc.pre(!Object.values(files).some(movesLines));
          const u = preprocess({ file: '/src/main.c', lang, fs: memFs(files), includeDirs: ['/inc'] });
          expect(typeof u.text).toBe('string');
          checkPositions(u, files);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('handles arbitrary strings', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 300, size: 'max' }),
        fc.constantFrom<'c' | 'c++'>('c', 'c++'),
        (main, lang) => {
          const files = { '/src/main.c': main };
          fc.pre(!movesLines(main));
          const u = preprocess({ file: '/src/main.c', text: main, lang, fs: memFs(files) });
          checkPositions(u, files);
        },
      ),
      { numRuns: 200 },
    );
  });
});
