import { describe, expect, it } from 'vitest';
import {
  F_BOL,
  F_CLEAN,
  F_UNTERM,
  lex,
  lexSingle,
  T_CHAR,
  T_IDENT,
  T_NUMBER,
  T_OTHER,
  T_PUNCT,
  T_STRING,
  tokText,
} from '../../src/frontend/preprocess/lexer.js';

const C = { cpp: false, raw: false };
const CPP = { cpp: true, raw: true };

function toks(src: string, o = C): [number, string][] {
  const ft = lex(src, o);
  return Array.from({ length: ft.n }, (_, i) => [ft.kind[i], tokText(ft, i)] as [number, string]);
}

describe('lexer', () => {
  it('splits pp-tokens', () => {
    expect(toks('a1 += 0x1p-3 .5e+2 1..2 ... -> >>= ## # x')).toEqual([
      [T_IDENT, 'a1'],
      [T_PUNCT, '+='],
      [T_NUMBER, '0x1p-3'],
      [T_NUMBER, '.5e+2'],
      [T_NUMBER, '1..2'],
      [T_PUNCT, '...'],
      [T_PUNCT, '->'],
      [T_PUNCT, '>>='],
      [T_PUNCT, '##'],
      [T_PUNCT, '#'],
      [T_IDENT, 'x'],
    ]);
  });

  it('lexes character and string literals with prefixes', () => {
    expect(toks(`'a' L'b' u'c' U'd' u8'e' "s\\"t" u8"x" L"y" u"z" U"w"`).map((t) => t[0])).toEqual([
      T_CHAR,
      T_CHAR,
      T_CHAR,
      T_CHAR,
      T_CHAR,
      T_STRING,
      T_STRING,
      T_STRING,
      T_STRING,
      T_STRING,
    ]);
    expect(toks('Lx"a"')).toEqual([
      [T_IDENT, 'Lx'],
      [T_STRING, '"a"'],
    ]);
  });

  it('lexes C++ raw strings across lines, and digit separators', () => {
    expect(toks('R"x(a)" b\n)x" 1\'000', CPP)).toEqual([
      [T_STRING, 'R"x(a)" b\n)x"'],
      [T_NUMBER, "1'000"],
    ]);
    expect(toks('u8R"(q)"', CPP)).toEqual([[T_STRING, 'u8R"(q)"']]);
    expect(toks('R"(q)"', C)).toEqual([
      [T_IDENT, 'R'],
      [T_STRING, '"(q)"'],
    ]);
    expect(toks('a::b', CPP).length).toBe(3);
    expect(toks('a::b', C).length).toBe(4);
  });

  it('replaces comments by whitespace and splices lines', () => {
    expect(toks('a/* x */b // c\nd /* multi\nline */ e f\\\ng "s\\\ntr"')).toEqual([
      [T_IDENT, 'a'],
      [T_IDENT, 'b'],
      [T_IDENT, 'd'],
      [T_IDENT, 'e'],
      [T_IDENT, 'fg'],
      [T_STRING, '"str"'],
    ]);
  });

  it('a // comment continued by a splice swallows the next line', () => {
    expect(toks('a // c \\\nstill comment\nb')).toEqual([
      [T_IDENT, 'a'],
      [T_IDENT, 'b'],
    ]);
  });

  it('records physical line and column after splices and comments', () => {
    const ft = lex('ab\\\ncd /* x\n y */ ef\n\tgh', C);
    const pos = Array.from({ length: ft.n }, (_, i) => [tokText(ft, i), ft.line[i], ft.col[i]]);
    expect(pos).toEqual([
      ['abcd', 1, 1],
      ['ef', 3, 7],
      ['gh', 4, 2],
    ]);
    expect(ft.flags[0] & F_CLEAN).toBe(0);
    expect(ft.flags[2] & (F_BOL | F_CLEAN)).toBe(F_BOL | F_CLEAN);
  });

  it('makes an unterminated literal one token to the end of the line', () => {
    const ft = lex("it's here\nnext", C);
    expect(Array.from({ length: ft.n }, (_, i) => tokText(ft, i))).toEqual(['it', "'s here", 'next']);
    expect(ft.kind[1]).toBe(T_OTHER);
    expect(ft.flags[1] & F_UNTERM).toBe(F_UNTERM);
  });

  it('reports an unterminated comment', () => {
    const ft = lex('a\n  /* never ends', C);
    expect(ft.problems).toEqual([{ line: 2, col: 3, message: 'unterminated comment' }]);
  });

  it('handles CRLF and a BOM', () => {
    const ft = lex('\ufeffa\r\nb \\\r\nc', C);
    expect(Array.from({ length: ft.n }, (_, i) => [tokText(ft, i), ft.line[i], ft.col[i]])).toEqual([
      ['a', 1, 2],
      ['b', 2, 1],
      ['c', 3, 1],
    ]);
  });

  it('lexSingle recognises exactly one token', () => {
    expect(lexSingle('x1', C)).toBe(T_IDENT);
    expect(lexSingle('+=', C)).toBe(T_PUNCT);
    expect(lexSingle('+-', C)).toBe(-1);
    expect(lexSingle('//', C)).toBe(-1);
    expect(lexSingle('L"s"', C)).toBe(T_STRING);
  });
});
