import { describe, expect, it } from 'vitest';
import { detectGuard } from '../../src/frontend/preprocess/include.js';
import { createPreprocessorCache } from '../../src/frontend/preprocess/index.js';
import { lex } from '../../src/frontend/preprocess/lexer.js';
import { codes, memFs, norm, pp } from './helpers.js';

/** A header in every search dir saying where it is, so the chosen one shows in the output. */
function everywhere(name: string, dirs: string[]): Record<string, string> {
  return Object.fromEntries(dirs.map((d) => [`${d}/${name}`, `in_${d.slice(1)}\n`]));
}

const DIRS = {
  quoteDirs: ['/q'],
  includeDirs: ['/i'],
  systemIncludeDirs: ['/s'],
  builtinIncludeDirs: ['/b'],
};

describe('#include search order', () => {
  it('"..." tries the includer\'s directory, then -iquote, -I, -isystem, builtin', () => {
    const all = ['/src', '/q', '/i', '/s', '/b'];
    for (let k = 0; k < all.length; k++) {
      const fs = memFs(everywhere('h.h', all.slice(k)));
      expect(pp('#include "h.h"\n', { fs, ...DIRS }).text.trim()).toBe(`in_${all[k].slice(1)}`);
    }
  });

  it("<...> skips the includer's directory and -iquote", () => {
    const all = ['/i', '/s', '/b'];
    for (let k = 0; k < all.length; k++) {
      const fs = memFs(everywhere('h.h', ['/src', '/q', ...all.slice(k)]));
      expect(pp('#include <h.h>\n', { fs, ...DIRS }).text.trim()).toBe(`in_${all[k].slice(1)}`);
    }
  });

  it('resolves "..." relative to the including header, not the main file', () => {
    const fs = memFs({ '/i/sub/a.h': '#include "b.h"\n', '/i/sub/b.h': 'sub_b\n', '/src/b.h': 'main_b\n' });
    expect(pp('#include <sub/a.h>\n', { fs, includeDirs: ['/i'] }).text.trim()).toBe('sub_b');
  });

  it('#include_next continues after the directory the current header was found in', () => {
    const fs = memFs({
      '/i/limits.h': 'first\n#include_next <limits.h>\n',
      '/s/limits.h': 'second\n#include_next <limits.h>\n',
      '/b/limits.h': 'third\n',
    });
    const u = pp('#include <limits.h>\n', { fs, ...DIRS });
    expect(norm(u.text)).toBe('first second third');
    expect(u.includeGraph.get('/i/limits.h')).toEqual(['/s/limits.h']);
    expect(u.includeGraph.get('/s/limits.h')).toEqual(['/b/limits.h']);
  });

  it('supports the computed form', () => {
    const fs = memFs({ '/i/cfg.h': 'cfg\n', '/src/local.h': 'local\n' });
    const src =
      '#define H <cfg.h>\n#define L "local.h"\n#define NAME(x) <x.h>\n#include H\n#include L\n#include NAME(cfg)\n';
    expect(norm(pp(src, { fs, includeDirs: ['/i'] }).text)).toBe('cfg local cfg');
  });

  it('reports an unknown header at the #include line and continues', () => {
    const u = pp('int a;\n  #include <nope.h>\nint b;\n#include "gone.h"\n#include\n#include junk\n');
    expect(u.diagnostics).toEqual([
      expect.objectContaining({
        severity: 'error',
        code: 'pp-unknown-header',
        file: '/src/main.c',
        line: 2,
        column: 3,
      }),
      expect.objectContaining({ code: 'pp-unknown-header', line: 4 }),
      expect.objectContaining({ code: 'pp-bad-directive', line: 5 }),
      expect.objectContaining({ code: 'pp-bad-directive', line: 6 }),
    ]);
    expect(norm(u.text)).toBe('int a;int b;');
  });

  it('inserts the header text in place of the #include line', () => {
    const fs = memFs({ '/src/h.h': 'int h1;\nint h2;\n' });
    const u = pp('int a;\n#include "h.h"\nint b;\n', { fs });
    expect(u.text.split('\n').filter((l) => l.trim())).toEqual(['int a;', 'int h1;', 'int h2;', 'int b;']);
  });

  it('records files (main first) and the include graph', () => {
    const fs = memFs({ '/src/a.h': '#include "b.h"\n#include "b.h"\n', '/src/b.h': '' });
    const u = pp('#include "a.h"\n#include "b.h"\n', { fs });
    expect(u.files).toEqual(['/src/main.c', '/src/a.h', '/src/b.h']);
    expect(u.includeGraph.get('/src/main.c')).toEqual(['/src/a.h', '/src/b.h']);
    expect(u.includeGraph.get('/src/a.h')).toEqual(['/src/b.h']);
    expect(u.includeGraph.get('/src/b.h')).toEqual([]);
  });

  it('processes forced includes first', () => {
    const fs = memFs({ '/src/pre.h': '#define PRE 7\n', '/q/q.h': '#define Q PRE\n' });
    const u = pp('Q\n', { fs, forcedIncludes: ['/src/pre.h', 'q.h', 'missing.h'], quoteDirs: ['/q'] });
    expect(u.text.trim()).toBe('7');
    expect(u.includeGraph.get('/src/main.c')).toEqual(['/src/pre.h', '/q/q.h']);
    expect(codes(u)).toEqual(['pp-unknown-header']);
  });
});

describe('include guards and #pragma once', () => {
  it('detects the guard idioms', () => {
    const g = (s: string) => detectGuard(lex(s, { cpp: false, raw: false }));
    expect(g('// c\n#ifndef A_H\n#define A_H\nint a;\n#endif // A_H\n')).toBe('A_H');
    expect(g('#if !defined(A_H)\n#define A_H\n#endif\n')).toBe('A_H');
    expect(g('#if !defined A_H\n#endif\n')).toBe('A_H');
    expect(g('#ifndef A_H\n#define A_H\n#endif\nint after;\n')).toBeNull();
    expect(g('int before;\n#ifndef A_H\n#endif\n')).toBeNull();
    expect(g('#ifndef A_H\n#else\n#endif\n')).toBeNull();
    expect(g('#ifndef A_H\n#if X\n#endif\n#endif\n')).toBe('A_H');
  });

  it('reads a guarded header once and does not re-enter it', () => {
    const fs = memFs({ '/src/g.h': '#ifndef G_H\n#define G_H\nint g;\n#endif\n' });
    const u = pp('#include "g.h"\n#include "g.h"\n#include "g.h"\n', { fs });
    expect(norm(u.text)).toBe('int g;');
    expect(fs.reads.get('/src/g.h')).toBe(1);
  });

  it('re-enters a guarded header after its guard is #undef-ed', () => {
    const fs = memFs({ '/src/g.h': '#ifndef G_H\n#define G_H\nint g;\n#endif\n' });
    expect(norm(pp('#include "g.h"\n#undef G_H\n#include "g.h"\n', { fs }).text)).toBe('int g;int g;');
  });

  it('honours #pragma once and #import', () => {
    const fs = memFs({ '/src/o.h': '#pragma once\nint o;\n', '/src/i.h': 'int i;\n' });
    const u = pp('#include "o.h"\n#include "o.h"\n#import "i.h"\n#import "i.h"\n', { fs });
    expect(norm(u.text)).toBe('int o;int i;');
  });

  it('an unguarded header is included each time', () => {
    const fs = memFs({ '/src/x.h': 'X\n' });
    expect(norm(pp('#include "x.h"\n#include "x.h"\n', { fs }).text)).toBe('X X');
  });

  it('shares tokenised headers across units through the cache', () => {
    const fs = memFs({ '/src/c.h': '#ifndef C_H\n#define C_H\nint c;\n#endif\n' });
    const cache = createPreprocessorCache();
    for (let k = 0; k < 3; k++) {
      const u = pp(`#include "c.h"\nint u${k};\n`, { fs, cache });
      expect(norm(u.text)).toBe(`int c;int u${k};`);
    }
    expect(fs.reads.get('/src/c.h')).toBe(1);
  });

  it('caps recursive includes at depth 200 and finishes', () => {
    const fs = memFs({ '/src/r.h': 'r\n#include "r.h"\n#include "r.h"\n' });
    const u = pp('#include "r.h"\n', { fs });
    expect(codes(u).length).toBeGreaterThan(0);
    expect(new Set(codes(u))).toEqual(new Set(['pp-include-depth']));
    for (const d of u.diagnostics) {
      expect(d.file).toBe('/src/r.h');
      expect([2, 3]).toContain(d.line);
    }
  });
});
