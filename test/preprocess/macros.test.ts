import { describe, expect, it } from 'vitest';
import { codes, memFs, norm, out, pp } from './helpers.js';

describe('C11 6.10.3.5 examples', () => {
  it('EXAMPLE 3: rescanning and the no-recursion rule', () => {
    const src = `#define x 3
#define f(a) f(x * (a))
#undef x
#define x 2
#define g f
#define z z[0]
#define h g(~
#define m(a) a(w)
#define w 0,1
#define t(a) a
#define p() int
#define q(x) x
#define r(x,y) x ## y
#define str(x) # x
f(y+1) + f(f(z)) % t(t(g)(0) + t)(1);
g(x+(3,4)-w) | h 5) & m
(f)^m(m);
p() i[q()] = { q(1), r(2,3), r(4,), r(,5), r(,) };
char c[2][6] = { str(hello), str() };
`;
    const expected = `f(2 * (y+1)) + f(2 * (f(2 * (z[0])))) % f(2 * (0)) + t(1);
f(2 * (2+(3,4)-0,1)) | f(2 * (~ 5)) & f(2 * (0,1))^m(0,1);
int i[] = { 1, 23, 4, 5, };
char c[2][6] = { "hello", "" };`;
    const u = pp(src);
    expect(u.diagnostics).toEqual([]);
    expect(norm(u.text)).toBe(norm(expected));
  });

  it('EXAMPLE 4: # and ## with a computed #include', () => {
    const src = `#define str(s) # s
#define xstr(s) str(s)
#define debug(s, t) printf("x" # s "= %d, x" # t "= %s", \\
 x ## s, x ## t)
#define INCFILE(n) vers ## n
#define glue(a, b) a ## b
#define xglue(a, b) glue(a, b)
#define HIGHLOW "hello"
#define LOW LOW ", world"
debug(1, 2);
fputs(str(strncmp("abc\\0d", "abc", '\\4') // this goes away
 == 0) str(: @\\n), s);
#include xstr(INCFILE(2).h)
glue(HIGH, LOW);
xglue(HIGH, LOW)
`;
    const expected = `printf("x" "1" "= %d, x" "2" "= %s", x1, x2);
fputs("strncmp(\\"abc\\\\0d\\", \\"abc\\", '\\\\4') == 0" ": @\\n", s);
int included_vers2;
"hello";
"hello" ", world"`;
    const fs = memFs({ '/src/vers2.h': 'int included_vers2;\n' });
    const u = pp(src, { fs });
    expect(u.diagnostics).toEqual([]);
    expect(norm(u.text)).toBe(norm(expected));
    expect(u.files).toEqual(['/src/main.c', '/src/vers2.h']);
  });

  it('EXAMPLE 5: placemarkers for empty arguments', () => {
    const src = `#define t(x,y,z) x ## y ## z
int j[] = { t(1,2,3), t(,4,5), t(6,,7), t(8,9,),
 t(10,,), t(,11,), t(,,12), t(,,) };
`;
    expect(out(src)).toBe(norm('int j[] = { 123, 45, 67, 89, 10, 11, 12, };'));
  });

  it('EXAMPLE 7: variadic macros', () => {
    const src = `#define debug(...) fprintf(stderr, __VA_ARGS__)
#define showlist(...) puts(#__VA_ARGS__)
#define report(test, ...) ((test)?puts(#test):\\
 printf(__VA_ARGS__))
debug("Flag");
debug("X = %d\\n", x);
showlist(The first, second, and third items.);
report(x>y, "x is %d but y is %d", x, y);
`;
    const expected = `fprintf(stderr, "Flag" );
fprintf(stderr, "X = %d\\n", x );
puts( "The first, second, and third items." );
((x>y)?puts("x>y"): printf("x is %d but y is %d", x, y));`;
    expect(out(src)).toBe(norm(expected));
  });
});

describe('object- and function-like macros', () => {
  it('expands object-like macros and keeps other text', () => {
    expect(out('#define N 10\nint a[N];\n')).toBe('int a[10];');
  });

  it('expands function-like macros only when followed by (', () => {
    expect(out('#define f(x) [x]\nf(1) f (2) f;\n')).toBe(norm('[1] [2] f;'));
  });

  it('finds the ( of an invocation on a later line', () => {
    expect(out('#define f(x) [x]\nf\n\n(1)\n')).toBe('[1]');
  });

  it('collects arguments across lines and nested parentheses', () => {
    expect(out('#define f(a, b) a|b\nf((1, 2),\n  g(3, 4))\n')).toBe('(1,2)|g(3,4)');
  });

  it('supports empty and zero-parameter calls', () => {
    expect(out('#define z() Z\n#define one(a) [a]\nz() one()\n')).toBe('Z[]');
  });

  it('does not expand a macro inside its own expansion', () => {
    expect(out('#define foo foo + 1\nfoo\n')).toBe('foo + 1');
    expect(out('#define a b\n#define b a\na b\n')).toBe('a b');
  });

  it('keeps a painted name unexpanded even when later followed by (', () => {
    expect(out('#define f(x) x f\n#define g f(1)(2)\ng\n')).toBe('1 f(2)');
  });

  it('stringizes with escaping and whitespace normalisation', () => {
    expect(pp('#define s(x) #x\ns(  a   +\n  "q\\"" \'\\\\\' )\n').text.trim()).toBe(
      '"a + \\"q\\\\\\"\\" \'\\\\\\\\\'"',
    );
  });

  it('pastes tokens and reports invalid pastes', () => {
    expect(out('#define cat(a, b) a ## b\ncat(x, 1) cat(+, =) cat(., 5)\n')).toBe('x1 += .5');
    const u = pp('#define cat(a, b) a ## b\ncat(+, -)\n');
    expect(codes(u)).toEqual(['pp-bad-paste']);
    // Reported at the argument's own place in the user's text.
    expect(u.diagnostics[0]).toMatchObject({ file: '/src/main.c', line: 2, column: 5 });
    expect(norm(u.text)).toBe('+ -');
  });

  it('does not macro-expand operands of # and ##', () => {
    expect(out('#define A 1\n#define s(x) #x\n#define c(x) x ## 2\n#define e(x) x\ns(A) c(A) e(A)\n')).toBe(
      '"A" A2 1',
    );
  });

  it('rescans a paste result', () => {
    expect(out('#define AB done\n#define c(a, b) a ## b\nc(A, B)\n')).toBe('done');
  });

  it('handles named variadic parameters and GNU comma swallowing', () => {
    const defs = '#define e(fmt, args...) f(fmt , ## args)\n#define v(fmt, ...) f(fmt, ##__VA_ARGS__)\n';
    expect(out(`${defs}e(1) e(1, 2, 3) v(1) v(1,) v(1, 2)\n`)).toBe(norm('f(1) f(1,2,3) f(1) f(1) f(1,2)'));
  });

  it('supports __VA_OPT__', () => {
    const defs =
      '#define F(a, ...) f(a __VA_OPT__(,) __VA_ARGS__)\n#define G(X, ...) X ## __VA_OPT__(_tail)\n#define E\n';
    expect(out(`${defs}F(1) F(1, 2, 3) F(1, E) G(x) G(x, y)\n`)).toBe(norm('f(1) f(1,2,3) f(1) x x_tail'));
  });

  it('stringizes __VA_OPT__ groups', () => {
    expect(out('#define S(...) #__VA_OPT__(a  b)\nS() S(1)\n')).toBe('"" "a b"');
  });

  it('reports wrong argument counts and leaves the call as is', () => {
    const u = pp('#define f(a, b) a+b\nint x = f(1);\nint y = f(1,2,3);\n');
    expect(codes(u)).toEqual(['pp-macro-args', 'pp-macro-args']);
    expect(u.diagnostics[0]).toMatchObject({ line: 2, column: 9 });
    expect(norm(u.text)).toBe('int x = f(1);int y = f(1,2,3);');
  });

  it('reports an unterminated argument list at the end of the file', () => {
    const u = pp('#define f(a) a\nf(1, \n');
    expect(codes(u)).toContain('pp-unterminated');
    expect(u.diagnostics[0]).toMatchObject({ line: 2, column: 1 });
  });

  it('#undef removes a definition', () => {
    expect(out('#define X 1\nX\n#undef X\nX\n')).toBe('1 X');
  });

  it('accepts identical redefinitions and warns on different ones', () => {
    expect(codes(pp('#define X (1 + 2)\n#define X (1  +  2)\n'))).toEqual([]);
    const u = pp('#define X 1\n#define X 2\nX\n');
    expect(u.diagnostics).toEqual([
      expect.objectContaining({ severity: 'warning', code: 'pp-macro-redefined', line: 2 }),
    ]);
    expect(norm(u.text)).toBe('2');
  });

  it('rejects bad definitions', () => {
    expect(codes(pp('#define 3 x\n'))).toEqual(['pp-bad-directive']);
    expect(codes(pp('#define f(x) #y\n'))).toEqual(['pp-bad-directive']);
    expect(codes(pp('#define f(x) ## x\n'))).toEqual(['pp-bad-directive']);
    expect(codes(pp('#define f(x, x) x\n'))).toEqual(['pp-bad-directive']);
    expect(codes(pp('#define defined 1\n'))).toEqual(['pp-bad-directive']);
  });

  it('applies -D and -U in order', () => {
    const u = pp('A B C F(2) __STDC_HOSTED__\n', {
      macros: [
        { kind: 'define', name: 'A' },
        { kind: 'define', name: 'B', value: '' },
        { kind: 'define', name: 'C', value: 'x y' },
        { kind: 'define', name: 'F(n)', value: 'n*n' },
        { kind: 'undef', name: '__STDC_HOSTED__' },
      ],
    });
    expect(norm(u.text)).toBe('1 x y 2*2 __STDC_HOSTED__');
  });

  it('never glues tokens of an expansion together', () => {
    expect(
      pp('#define M -\n#define P +\nint a = -M 1; int b = M-1; int c = P+1; int d = a M> 1;\n').text,
    ).not.toMatch(/--|\+\+|->/);
    expect(out('#define E\n#define ID(x) x\nID(a)ID(b) x E y\n')).toBe('a b x y');
  });

  it('supports #pragma push_macro / pop_macro', () => {
    expect(
      out('#define X 1\n#pragma push_macro("X")\n#undef X\n#define X 2\nX\n#pragma pop_macro("X")\nX\n'),
    ).toBe('2 1');
  });
});
