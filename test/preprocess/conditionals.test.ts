import { describe, expect, it } from 'vitest';
import { codes, memFs, out, pp } from './helpers.js';

/** Whether `#if expr` is taken. */
function taken(expr: string, lang: 'c' | 'c++' = 'c'): boolean {
  return out(`#if ${expr}\nyes\n#else\nno\n#endif\n`, { lang }) === 'yes';
}

describe('#if constant expressions', () => {
  it('evaluates arithmetic with C precedence', () => {
    expect(taken('1 + 2 * 3 == 7')).toBe(true);
    expect(taken('(1 + 2) * 3 == 9')).toBe(true);
    expect(taken('10 / 3 == 3 && 10 % 3 == 1 && -7 / 2 == -3 && -7 % 2 == -1')).toBe(true);
    expect(taken('1 << 4 == 16 && 256 >> 4 == 16 && (5 & 3) == 1 && (5 | 3) == 7 && (5 ^ 3) == 6')).toBe(
      true,
    );
    expect(taken('~0 == -1 && !0 == 1 && !5 == 0 && -(-3) == +3')).toBe(true);
    expect(taken('1 ? 2 : 0')).toBe(true);
    expect(taken('0 ? 1 : 0')).toBe(false);
    expect(taken('(0, 1)')).toBe(true);
  });

  it('uses uintmax_t when either operand is unsigned', () => {
    expect(taken('-1 > 0u')).toBe(true);
    expect(taken('-1 > 0')).toBe(false);
    expect(taken('0u - 1 == 18446744073709551615u')).toBe(true);
    expect(taken('(0 ? 1u : -1) > 0')).toBe(true);
    expect(taken('-1 / 2u == 9223372036854775807')).toBe(true);
  });

  it('wraps at 64 bits and treats too-large decimal constants as unsigned', () => {
    expect(taken('0x7fffffffffffffff + 1 < 0')).toBe(true);
    expect(taken('18446744073709551615 == -1')).toBe(true);
    expect(taken('9223372036854775808 > 0')).toBe(true);
    expect(taken('0xffffffffffffffff > 0')).toBe(true);
    expect(taken('(-9223372036854775807 - 1) / -1 < 0')).toBe(true);
  });

  it('parses octal, hex, binary and suffixes', () => {
    expect(taken('010 == 8 && 0x10 == 16 && 0b101 == 5 && 10ul == 10 && 10LL == 10 && 0 == 0u')).toBe(true);
  });

  it('evaluates shifts by the left operand type, with out-of-range counts', () => {
    expect(taken('-16 >> 2 == -4')).toBe(true);
    expect(taken('(-1u >> 63) == 1')).toBe(true);
    expect(taken('(1 << 64) == 0 && (-1 >> 64) == -1')).toBe(true);
  });

  it('evaluates character constants like gcc on x86_64', () => {
    expect(taken("'a' == 97 && '\\n' == 10 && '\\0' == 0 && '\\x41' == 65 && '\\101' == 65")).toBe(true);
    expect(taken("'\\377' < 0 && '\\xff' == -1")).toBe(true);
    expect(taken("'ab' == 24930")).toBe(true);
    expect(taken("L'\\xffffffff' == -1 && u'\\xffff' == 65535 && U'x' == 120")).toBe(true);
  });

  it('short-circuits: no division-by-zero diagnostic in unevaluated operands', () => {
    for (const e of ['0 && (1/0)', '1 || (1/0)', '1 ? 1 : 1/0', '0 ? 1%0 : 0']) {
      const u = pp(`#if ${e}\n#endif\n`);
      expect(u.diagnostics, e).toEqual([]);
    }
    const u = pp('#if 1 / 0\nx\n#endif\n');
    expect(codes(u)).toEqual(['pp-bad-expression']);
    expect(u.diagnostics[0]).toMatchObject({ line: 1 });
    expect(u.text.trim()).toBe('');
  });

  it('treats undefined identifiers as 0, and true/false in C++', () => {
    expect(taken('FOO == 0 && !BAR')).toBe(true);
    expect(taken('true')).toBe(false);
    expect(taken('true && !false', 'c++')).toBe(true);
    expect(taken('1 and not 0 and (1 bitand 3) and (0 or 1) and 1 not_eq 2', 'c++')).toBe(true);
  });

  it('macro-expands the expression', () => {
    expect(out('#define V 3\n#define F(x) (x * 2)\n#if F(V) == 6\nyes\n#endif\n')).toBe('yes');
  });

  it('evaluates defined in both forms, also from macro expansions', () => {
    const defs = '#define A\n#define IS_A defined(A)\n';
    expect(out(`${defs}#if defined A && defined(A) && !defined B && IS_A\nyes\n#endif\n`)).toBe('yes');
    expect(codes(pp('#if defined(\n#endif\n'))).toEqual(['pp-bad-expression']);
  });

  it('reports malformed expressions', () => {
    for (const e of ['', '1 +', '(1', '1 2', '1.0', '"s"', '1 = 1', '09']) {
      const u = pp(`#if ${e}\nbad\n#endif\n`);
      expect(codes(u), e).toEqual(['pp-bad-expression']);
      expect(u.text.trim(), e).toBe('');
    }
  });
});

describe('conditional groups', () => {
  it('selects #if/#elif/#else groups', () => {
    const src = (v: number) =>
      `#define V ${v}\n#if V == 1\none\n#elif V == 2\ntwo\n#elif V == 3\nthree\n#else\nother\n#endif\n`;
    expect([1, 2, 3, 4].map((v) => out(src(v)))).toEqual(['one', 'two', 'three', 'other']);
  });

  it('handles #ifdef, #ifndef, #elifdef, #elifndef', () => {
    expect(out('#define A\n#ifdef A\na\n#endif\n#ifndef A\nna\n#endif\n')).toBe('a');
    expect(out('#define B\n#ifdef A\na\n#elifdef B\nb\n#endif\n#ifdef A\n#elifndef C\nnc\n#endif\n')).toBe(
      'b nc',
    );
  });

  it('does not evaluate #elif after a taken group', () => {
    expect(pp('#if 1\n#elif 1/0\n#endif\n').diagnostics).toEqual([]);
  });

  it('skips nested groups inside a skipped group', () => {
    expect(out('#if 0\n#if 1\na\n#else\nb\n#endif\nc\n#else\nd\n#endif\n')).toBe('d');
  });

  it('does not tokenise skipped groups beyond directives (no diagnostics there)', () => {
    const u = pp(
      '#if 0\nit\'s "unterminated\n#bogus directive\n#error not reached\n#include <nope.h>\n#endif\nok\n',
    );
    expect(u.diagnostics).toEqual([]);
    expect(u.text.trim()).toBe('ok');
  });

  it('reports unbalanced conditionals and continues', () => {
    const u = pp('#endif\n#else\n#elif 1\nx\n#if 1\ny\n');
    expect(codes(u)).toEqual(['pp-bad-directive', 'pp-bad-directive', 'pp-bad-directive', 'pp-unterminated']);
    expect(u.diagnostics[3]).toMatchObject({ line: 5, column: 1 });
    expect(out('#if 1\na\n#else\nb\n#else\nc\n#endif\n')).toBe('a');
  });

  it('an unterminated #if in a header does not leak into the includer', () => {
    const fs = memFs({ '/src/h.h': '#if 0\n' });
    const u = pp('#include "h.h"\nvisible\n', { fs });
    expect(u.text.trim()).toBe('visible');
    expect(u.diagnostics).toEqual([
      expect.objectContaining({ code: 'pp-unterminated', file: '/src/h.h', line: 1 }),
    ]);
  });
});

describe('__has_include and __has_* operators', () => {
  const fs = () =>
    memFs({
      '/inc/present.h': '',
      '/src/local.h': '',
      '/inc2/next.h': '',
      '/inc/next.h': '#if __has_include_next(<next.h>)\nfound_next\n#endif\n',
    });

  it('finds headers by both forms and via macros', () => {
    const src =
      '#define HDR <present.h>\n#if __has_include(<present.h>) && __has_include("local.h") && __has_include(HDR) && !__has_include(<absent.h>)\nyes\n#endif\n';
    expect(out(src, { fs: fs(), includeDirs: ['/inc'] })).toBe('yes');
  });

  it('is defined for #ifdef', () => {
    expect(out('#ifdef __has_include\nyes\n#endif\n')).toBe('yes');
  });

  it('__has_include_next continues after the current directory', () => {
    expect(out('#include <next.h>\n', { fs: fs(), includeDirs: ['/inc', '/inc2'] })).toBe('found_next');
    expect(out('#include <next.h>\n', { fs: fs(), includeDirs: ['/inc'] })).toBe('');
  });

  it('answers __has_attribute, __has_builtin, __has_cpp_attribute, __has_feature', () => {
    expect(
      out(
        '#if __has_attribute(noreturn) && __has_attribute(__packed__) && !__has_attribute(bogus)\nyes\n#endif\n',
      ),
    ).toBe('yes');
    expect(out('#if __has_builtin(__builtin_expect) && !__has_builtin(__builtin_bogus)\nyes\n#endif\n')).toBe(
      'yes',
    );
    expect(
      out(
        '#if __has_cpp_attribute(nodiscard) >= 201603L && __has_cpp_attribute(gnu::unused)\nyes\n#endif\n',
        { lang: 'c++' },
      ),
    ).toBe('yes');
    expect(out('#if !__has_feature(address_sanitizer) && !__has_extension(x)\nyes\n#endif\n')).toBe('yes');
  });
});
