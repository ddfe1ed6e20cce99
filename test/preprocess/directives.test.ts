import { describe, expect, it } from 'vitest';
import { predefinedMacros } from '../../src/frontend/preprocess/index.js';
import { codes, memFs, norm, out, pp } from './helpers.js';

describe('#line', () => {
  it('changes the presumed line and file for __LINE__, __FILE__, locate and diagnostics', () => {
    const u = pp('#line 100 "gen.y"\n__LINE__ __FILE__\n#error here\nx\n');
    expect(norm(u.text)).toBe('100 "gen.y" x');
    expect(u.diagnostics).toEqual([
      expect.objectContaining({ code: 'pp-error-directive', file: 'gen.y', line: 101 }),
    ]);
    expect(u.locate(u.text.indexOf('x'))).toMatchObject({ file: 'gen.y', line: 102, column: 1 });
  });

  it('accepts a macro-expanded operand and GNU line markers', () => {
    expect(out('#define L 7\n#line L\n__LINE__\n# 42 "m.c" 1\n__LINE__ __FILE__\n')).toBe('7 42 "m.c"');
  });

  it('rejects a non-number', () => {
    expect(codes(pp('#line x\n'))).toEqual(['pp-bad-directive']);
  });
});

describe('#error and #warning', () => {
  it('reports and continues', () => {
    const u = pp('a\n#error this is "bad"\nb\n  #warning careful   now\nc\n');
    expect(u.diagnostics).toEqual([
      {
        severity: 'error',
        code: 'pp-error-directive',
        message: '#error this is "bad"',
        file: '/src/main.c',
        line: 2,
        column: 1,
      },
      {
        severity: 'warning',
        code: 'pp-warning-directive',
        message: '#warning careful now',
        file: '/src/main.c',
        line: 4,
        column: 3,
      },
    ]);
    expect(norm(u.text)).toBe('a b c');
  });

  it('reports #pragma GCC error/warning', () => {
    expect(codes(pp('#pragma GCC warning "w"\n#pragma GCC error "e"\n'))).toEqual([
      'pp-warning-directive',
      'pp-error-directive',
    ]);
  });
});

describe('lexical problems', () => {
  it('reports an unterminated comment where it starts, even in a skipped group', () => {
    const u = pp('#if 0\nint a; /* open\n#endif\n');
    expect(u.diagnostics).toEqual([
      expect.objectContaining({ code: 'pp-unterminated', line: 2, column: 8 }),
      expect.objectContaining({ code: 'pp-unterminated', line: 1, column: 1 }),
    ]);
  });

  it('warns about an unterminated literal in active code', () => {
    const u = pp("char c = 'x;\n");
    expect(u.diagnostics).toEqual([
      expect.objectContaining({ severity: 'warning', code: 'pp-unterminated', line: 1, column: 10 }),
    ]);
    expect(u.text).toBe("char c = 'x;\n");
  });
});

describe('other directives', () => {
  it('ignores #ident, #sccs, #assert, #unassert and the null directive', () => {
    const u = pp('#ident "v1"\n#sccs "x"\n#assert machine(x86)\n#unassert machine\n#\nok\n');
    expect(u.diagnostics).toEqual([]);
    expect(u.text.trim()).toBe('ok');
  });

  it('reports an unknown directive', () => {
    const u = pp('#frobnicate\n#!\nok\n');
    expect(codes(u)).toEqual(['pp-bad-directive', 'pp-bad-directive']);
    expect(u.text.trim()).toBe('ok');
  });

  it('turns directive lines into empty lines', () => {
    expect(pp('#define A 1\nint a;\n#undef A\nint b;\n').text.split('\n').slice(0, 4)).toEqual([
      '',
      'int a;',
      '',
      'int b;',
    ]);
  });

  it('keeps a directive continued by a splice or a multi-line comment together', () => {
    expect(out('#define A 1 \\\n + 2\n#define B /* a\n comment */ 3\nA B\n')).toBe('1 + 2 3');
  });
});

describe('pragmas', () => {
  it('keeps #pragma omp on its own line, macro-expanded, and drops other pragmas', () => {
    const u = pp(
      '#define N 4\nint a;\n#pragma omp parallel for num_threads(N)\n#pragma GCC optimize("O3")\n#pragma weak foo\nint b;\n',
    );
    const lines = u.text.split('\n');
    expect(lines[2]).toBe('#pragma omp parallel for num_threads(4)');
    expect(u.text).not.toMatch(/GCC|weak/);
    expect(norm(u.text)).toBe(norm('int a; #pragma omp parallel for num_threads(4) int b;'));
    expect(u.locate(u.text.indexOf('#pragma'))).toMatchObject({ line: 3, column: 1 });
    expect(u.locate(u.text.indexOf('parallel'))).toMatchObject({ line: 3, column: 13 });
  });

  it('handles _Pragma, also from a macro, and drops non-omp ones', () => {
    const u = pp(
      '#define PAR _Pragma("omp parallel") x;\nPAR\n_Pragma("GCC diagnostic push") y;\n_Pragma("once")\n',
    );
    expect(u.text).toMatch(/^#pragma omp parallel$/m);
    expect(norm(u.text)).toBe(norm('#pragma omp parallel\nx; y;'));
    expect(u.diagnostics).toEqual([]);
    expect(codes(pp('_Pragma(1)\n'))).toEqual(['pp-bad-directive']);
  });
});

describe('predefined macros', () => {
  it('defines gcc 12 x86_64 Linux macros', () => {
    const src =
      '__GNUC__ __x86_64__ __linux__ __LP64__ __CHAR_BIT__ __SIZEOF_LONG__ __SIZEOF_POINTER__ __SIZE_TYPE__ __INT64_TYPE__ __ATOMIC_SEQ_CST __GCC_ATOMIC_INT_LOCK_FREE __BYTE_ORDER__ __INT64_C(5) __STDC__ __STDC_HOSTED__';
    expect(out(src)).toBe('12 1 1 1 8 8 8 long unsigned int long int 5 2 1234 5L 1 1');
    expect(
      out('#if defined(__OPTIMIZE__) || defined(_REENTRANT) || defined(__cplusplus)\nbad\n#endif\n'),
    ).toBe('');
  });

  it('sets __STDC_VERSION__ and __cplusplus by -std', () => {
    const v = (lang: 'c' | 'c++', std?: string) =>
      out(lang === 'c' ? '__STDC_VERSION__' : '__cplusplus', { lang, std });
    expect(v('c')).toBe('201710L');
    expect(v('c', 'c11')).toBe('201112L');
    expect(v('c', 'gnu99')).toBe('199901L');
    expect(v('c', 'c2x')).toBe('202311L');
    expect(v('c', 'c23')).toBe('202311L');
    expect(v('c++')).toBe('201703L');
    expect(v('c++', 'c++11')).toBe('201103L');
    expect(v('c++', 'gnu++14')).toBe('201402L');
    expect(v('c++', 'c++20')).toBe('202002L');
    expect(out('__STDC_VERSION__ __GNUG__', { lang: 'c++' })).toBe('__STDC_VERSION__ 12');
    expect(predefinedMacros('c', 'c11').get('__STRICT_ANSI__')).toBe('1');
    expect(predefinedMacros('c').has('__STRICT_ANSI__')).toBe(false);
  });

  it('expands the dynamic macros', () => {
    const fs = memFs({ '/src/h.h': '__FILE__ __INCLUDE_LEVEL__ __BASE_FILE__ __FILE_NAME__\n' });
    const u = pp('__FILE__ __LINE__ __INCLUDE_LEVEL__\n#include "h.h"\n__DATE__ __TIME__\n', { fs });
    expect(norm(u.text)).toBe(
      norm('"/src/main.c" 1 0 "/src/h.h" 1 "/src/main.c" "h.h" "Jan  1 2000" "00:00:00"'),
    );
  });

  it('counts with __COUNTER__', () => {
    expect(out('#define C __COUNTER__\n__COUNTER__ C C\n#if __COUNTER__ == 3\nyes\n#endif\n')).toBe(
      '0 1 2 yes',
    );
  });

  it('__LINE__ is the use-site line, or the line of an argument token across multi-line calls', () => {
    const src = '#define L __LINE__\n#define F(a, b) L a b\nF(\n  __LINE__,\n  L\n)\nL\n';
    expect(out(src)).toBe('3 4 3 7');
  });
});
