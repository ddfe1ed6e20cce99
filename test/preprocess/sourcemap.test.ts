import { describe, expect, it } from 'vitest';
import { memFs, pp } from './helpers.js';

describe('locate()', () => {
  it('maps verbatim text to the same line and column', () => {
    const src = 'int a;\n  int bb = 3;\n\n\tlong c;\n';
    const u = pp(src);
    expect(u.text).toBe(src);
    for (const [needle, line, column] of [
      ['int a', 1, 1],
      ['bb', 2, 7],
      ['3;', 2, 12],
      ['long', 4, 2],
      ['c;', 4, 7],
    ] as const) {
      expect(u.locate(u.text.indexOf(needle)), needle).toEqual({ file: '/src/main.c', line, column });
    }
  });

  it('keeps columns after comments and maps lines after multi-line comments', () => {
    const u = pp('int /* c */ x; /* multi\n line */ int y;\nint z; // tail\n');
    for (const [needle, line, column] of [
      ['x;', 1, 13],
      ['int y', 2, 10],
      ['z;', 3, 5],
    ] as const) {
      expect(u.locate(u.text.indexOf(needle)), needle).toMatchObject({ line, column });
    }
    expect(u.text).not.toContain('/*');
  });

  it('maps tokens after line splices to their physical line', () => {
    const u = pp('int lo\\\nng_name = 1, \\\n  second = 2;\n');
    expect(u.locate(u.text.indexOf('long_name'))).toMatchObject({ line: 1, column: 5 });
    expect(u.locate(u.text.indexOf('second'))).toMatchObject({ line: 3, column: 3 });
  });

  it('maps macro expansions to the use site with the spelling inside the #define', () => {
    const src = '#define ZERO 0\n#define ADD(a, b) ((a) + (b))\nint v = ADD(ZERO, w);\n';
    const u = pp(src);
    const plus = u.text.indexOf('+');
    expect(u.locate(plus)).toEqual({
      file: '/src/main.c',
      line: 3,
      column: 9,
      spelling: { file: '/src/main.c', line: 2, column: 24 },
      macro: 'ADD',
    });
    // An argument written by the user maps to its own place.
    expect(u.locate(u.text.indexOf('w'))).toMatchObject({ line: 3, column: 19, macro: 'ADD' });
    // A token from a nested macro: use site of the outermost one, spelling in the inner #define.
    expect(u.locate(u.text.indexOf('0'))).toMatchObject({
      line: 3,
      column: 9,
      spelling: { line: 1, column: 14 },
      macro: 'ADD',
    });
    // Text after the expansion is back at its own column.
    expect(u.locate(u.text.indexOf(';'))).toMatchObject({ line: 3, column: 21 });
    expect(u.locate(u.text.indexOf('int'))).toEqual({ file: '/src/main.c', line: 3, column: 1 });
  });

  it('maps included files to their own positions and spellings in headers', () => {
    const fs = memFs({ '/src/h.h': '\n#define TWICE(x) (x) * 2\n  int in_header;\n' });
    const u = pp('#include "h.h"\nint r = TWICE(3);\n', { fs });
    expect(u.locate(u.text.indexOf('in_header'))).toEqual({ file: '/src/h.h', line: 3, column: 7 });
    expect(u.locate(u.text.indexOf('r ='))).toEqual({ file: '/src/main.c', line: 2, column: 5 });
    expect(u.locate(u.text.indexOf('*'))).toMatchObject({
      file: '/src/main.c',
      line: 2,
      column: 9,
      spelling: { file: '/src/h.h', line: 2, column: 22 },
      macro: 'TWICE',
    });
  });

  it('maps everything after a multi-line call to the right lines', () => {
    const u = pp('#define F(a, b) a + b\nint x = F(1,\n          2); int y;\nint z;\n');
    expect(u.locate(u.text.indexOf('int y'))).toMatchObject({ line: 3, column: 15 });
    expect(u.locate(u.text.indexOf('int z'))).toMatchObject({ line: 4, column: 1 });
    expect(u.locate(u.text.indexOf('2'))).toMatchObject({ line: 3, column: 11, macro: 'F' });
  });

  it('clamps offsets outside the text', () => {
    const u = pp('a\nb\n');
    expect(u.locate(-5)).toEqual({ file: '/src/main.c', line: 1, column: 1 });
    expect(u.locate(1e9).line).toBe(2);
    expect(pp('').locate(0)).toEqual({ file: '/src/main.c', line: 1, column: 1 });
  });
});
