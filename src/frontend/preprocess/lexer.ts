/**
 * Translation phases 1-3: line splicing, comments, and pp-tokens. A file is tokenised once into
 * parallel typed arrays (cheap to cache across units); token text is sliced from the spliced text
 * on demand.
 */

export const T_IDENT = 0;
export const T_NUMBER = 1;
export const T_CHAR = 2;
export const T_STRING = 3;
export const T_PUNCT = 4;
export const T_OTHER = 5;
/** Only inside macro substitution: the standard's placemarker for an empty `##` operand. */
export const T_PLACEMARKER = 6;

/** Whitespace (or a comment, or a line start) precedes the token. */
export const F_WS = 1;
/** First token of a logical line. */
export const F_BOL = 2;
/** On the first token of a logical line without comments, splices or multi-line tokens: the line can be copied as is. */
export const F_CLEAN = 4;
/** Unterminated character/string literal or raw string. */
export const F_UNTERM = 8;

export interface LexOptions {
  cpp: boolean;
  /** Raw string literals (C++, and GNU C modes like gcc). */
  raw: boolean;
}

interface LexProblem {
  line: number;
  col: number;
  message: string;
}

export interface FileTokens {
  /** The file's text after line splicing; token offsets index into it. */
  text: string;
  n: number;
  kind: Uint8Array;
  flags: Uint8Array;
  start: Int32Array;
  end: Int32Array;
  /** Physical line (1-based) and column (1-based, UTF-16 units) of the token start in the original file. */
  line: Int32Array;
  col: Int32Array;
  problems: LexProblem[];
  /** Include-guard macro, memoised by the include logic (undefined = not computed yet). */
  guard?: string | null;
}

const ID = new Uint8Array(128);
for (let c = 0; c < 128; c++) {
  const ch = String.fromCharCode(c);
  if (/[A-Za-z_$]/.test(ch)) ID[c] = 1;
  else if (/[0-9]/.test(ch)) ID[c] = 2;
}

function isIdStart(c: number): boolean {
  return c < 128 ? ID[c] === 1 : c !== 0xfeff;
}
function isIdCont(c: number): boolean {
  return c < 128 ? ID[c] !== 0 : c !== 0xfeff;
}

let scanKind = 0;
let scanUnterm = false;

function scanQuoted(t: string, j: number, q: number, kind: number): number {
  const len = t.length;
  let k = j + 1;
  for (;;) {
    if (k >= len) break;
    const c = t.charCodeAt(k);
    if (c === 10) break;
    if (c === q) {
      scanKind = kind;
      return k + 1;
    }
    k += c === 92 && k + 1 < len && t.charCodeAt(k + 1) !== 10 ? 2 : 1;
  }
  // Like gcc: an unterminated literal becomes one "other" token running to the end of the line.
  scanKind = T_OTHER;
  scanUnterm = true;
  return k;
}

/** `j` is at the opening quote of a would-be raw string; returns -1 when the delimiter is invalid. */
function scanRaw(t: string, j: number): number {
  const len = t.length;
  let d = j + 1;
  while (d < len && d - j - 1 <= 16) {
    const c = t.charCodeAt(d);
    if (c === 40 || c === 41 || c === 92 || c === 32 || c <= 13) break;
    d++;
  }
  if (d >= len || t.charCodeAt(d) !== 40 || d - j - 1 > 16) return -1;
  const close = `)${t.slice(j + 1, d)}"`;
  const idx = t.indexOf(close, d + 1);
  if (idx < 0) {
    scanKind = T_OTHER;
    scanUnterm = true;
    return len;
  }
  scanKind = T_STRING;
  return idx + close.length;
}

function punctLen(t: string, i: number, cpp: boolean): number {
  const c = t.charCodeAt(i);
  const d = t.charCodeAt(i + 1);
  switch (c) {
    case 46: // .
      if (d === 46 && t.charCodeAt(i + 2) === 46) return 3;
      return cpp && d === 42 ? 2 : 1;
    case 45: // -
      if (d === 62) return cpp && t.charCodeAt(i + 2) === 42 ? 3 : 2;
      return d === 45 || d === 61 ? 2 : 1;
    case 43: // +
      return d === 43 || d === 61 ? 2 : 1;
    case 60: // <
    case 62: // >
      if (d === c) return t.charCodeAt(i + 2) === 61 ? 3 : 2;
      return d === 61 ? 2 : 1;
    case 38: // &
    case 124: // |
      return d === c || d === 61 ? 2 : 1;
    case 61: // =
    case 33: // !
    case 42: // *
    case 47: // /
    case 37: // %
    case 94: // ^
      return d === 61 ? 2 : 1;
    case 35: // #
      return d === 35 ? 2 : 1;
    case 58: // :
      return cpp && d === 58 ? 2 : 1;
    case 126:
    case 63:
    case 59:
    case 44:
    case 40:
    case 41:
    case 91:
    case 93:
    case 123:
    case 125:
      return 1;
    default:
      return 0;
  }
}

const LIT_PREFIX = new Set(['L', 'u', 'U', 'u8']);
const RAW_PREFIX = new Set(['R', 'LR', 'uR', 'UR', 'u8R']);

/** Scans one pp-token at `i` (not whitespace or a comment); sets scanKind/scanUnterm; returns its end. */
function scanToken(t: string, i: number, o: LexOptions): number {
  const len = t.length;
  const c = t.charCodeAt(i);
  scanUnterm = false;
  if (isIdStart(c)) {
    let j = i + 1;
    while (j < len && isIdCont(t.charCodeAt(j))) j++;
    if (j < len && j - i <= 3) {
      const q = t.charCodeAt(j);
      if (q === 34 || q === 39) {
        const word = t.slice(i, j);
        if (LIT_PREFIX.has(word)) return scanQuoted(t, j, q, q === 34 ? T_STRING : T_CHAR);
        if (q === 34 && o.raw && RAW_PREFIX.has(word)) {
          const e = scanRaw(t, j);
          if (e >= 0) return e;
        }
      }
    }
    scanKind = T_IDENT;
    return j;
  }
  const d = t.charCodeAt(i + 1);
  if ((c >= 48 && c <= 57) || (c === 46 && d >= 48 && d <= 57)) {
    let k = i + 1;
    while (k < len) {
      const e = t.charCodeAt(k);
      if ((e === 101 || e === 69 || e === 112 || e === 80) && k + 1 < len) {
        const s = t.charCodeAt(k + 1);
        if (s === 43 || s === 45) {
          k += 2;
          continue;
        }
      }
      if (isIdCont(e) || e === 46) k++;
      else if (e === 39 && o.cpp && k + 1 < len && isIdCont(t.charCodeAt(k + 1))) k += 2;
      else break;
    }
    scanKind = T_NUMBER;
    return k;
  }
  if (c === 34) return scanQuoted(t, i, 34, T_STRING);
  if (c === 39) return scanQuoted(t, i, 39, T_CHAR);
  const p = punctLen(t, i, o.cpp);
  if (p > 0) {
    scanKind = T_PUNCT;
    return i + p;
  }
  scanKind = T_OTHER;
  return i + 1;
}

/** Kind of `text` when it is exactly one pp-token (used by `##`), else -1. */
export function lexSingle(text: string, o: LexOptions): number {
  if (text.length === 0) return -1;
  const c = text.charCodeAt(0);
  if (c <= 32 || (c === 47 && (text.charCodeAt(1) === 47 || text.charCodeAt(1) === 42))) return -1;
  const e = scanToken(text, 0, o);
  return e === text.length && !scanUnterm ? scanKind : -1;
}

interface Spliced {
  text: string;
  /** Offsets in the spliced text where a backslash-newline was removed, and the total removed so far. */
  at: number[];
  cum: number[];
}

function splice(src: string): Spliced {
  let i = src.indexOf('\\');
  if (i < 0) return { text: src, at: [], cum: [] };
  const pieces: string[] = [];
  const at: number[] = [];
  const cum: number[] = [];
  let last = 0;
  let removed = 0;
  const len = src.length;
  while (i >= 0) {
    let j = i + 1;
    // gcc accepts whitespace between the backslash and the newline (with a warning).
    while (j < len && (src.charCodeAt(j) === 32 || src.charCodeAt(j) === 9)) j++;
    if (src.charCodeAt(j) === 13 && src.charCodeAt(j + 1) === 10) j += 2;
    else if (src.charCodeAt(j) === 10) j++;
    else {
      i = src.indexOf('\\', i + 1);
      continue;
    }
    pieces.push(src.slice(last, i));
    at.push(i - removed);
    removed += j - i;
    cum.push(removed);
    last = j;
    i = src.indexOf('\\', j);
  }
  if (at.length === 0) return { text: src, at, cum };
  pieces.push(src.slice(last));
  return { text: pieces.join(''), at, cum };
}

function lineStarts(src: string): Int32Array {
  let count = 1;
  for (let p = src.indexOf('\n'); p >= 0; p = src.indexOf('\n', p + 1)) count++;
  const ls = new Int32Array(count);
  let k = 1;
  for (let p = src.indexOf('\n'); p >= 0; p = src.indexOf('\n', p + 1)) ls[k++] = p + 1;
  return ls;
}

export function lex(src: string, o: LexOptions): FileTokens {
  const { text: t, at: spAt, cum: spCum } = splice(src);
  const ls = lineStarts(src);
  const len = t.length;
  let cap = (len >> 2) + 16;
  let kind: Uint8Array = new Uint8Array(cap);
  let flags: Uint8Array = new Uint8Array(cap);
  let start: Int32Array = new Int32Array(cap);
  let end: Int32Array = new Int32Array(cap);
  let line: Int32Array = new Int32Array(cap);
  let col: Int32Array = new Int32Array(cap);
  let n = 0;
  const problems: LexProblem[] = [];
  const nsp = spAt.length;
  let spk = 0; // next splice to account for in position mapping
  let spq = 0; // next splice to attribute to a logical line
  let removed = 0;
  let ln = 0;
  const nls = ls.length;

  const posOf = (s: number): void => {
    while (spk < nsp && spAt[spk] <= s) removed = spCum[spk++];
    const orig = s + removed;
    while (ln + 1 < nls && ls[ln + 1] <= orig) ln++;
  };

  let lineFirst = -1;
  let dirty = false;
  const endLine = (p: number): void => {
    while (spq < nsp && spAt[spq] <= p) {
      dirty = true;
      spq++;
    }
    if (lineFirst >= 0 && !dirty) flags[lineFirst] |= F_CLEAN;
    lineFirst = -1;
    dirty = false;
  };

  let i = len > 0 && t.charCodeAt(0) === 0xfeff ? 1 : 0;
  let bol = true;
  let ws = true;
  while (i < len) {
    const c = t.charCodeAt(i);
    if (c === 10) {
      endLine(i);
      i++;
      bol = ws = true;
      continue;
    }
    if (c === 32 || c === 9 || c === 13 || c === 11 || c === 12) {
      i++;
      ws = true;
      continue;
    }
    if (c === 47) {
      const c2 = t.charCodeAt(i + 1);
      if (c2 === 47) {
        const nl = t.indexOf('\n', i + 2);
        i = nl < 0 ? len : nl;
        ws = true;
        continue;
      }
      if (c2 === 42) {
        const close = t.indexOf('*/', i + 2);
        dirty = true;
        ws = true;
        if (close < 0) {
          posOf(i);
          problems.push({ line: ln + 1, col: i + removed - ls[ln] + 1, message: 'unterminated comment' });
          i = len;
        } else i = close + 2;
        continue;
      }
    }
    const e = scanToken(t, i, o);
    if (n === cap) {
      cap *= 2;
      kind = grow8(kind, cap);
      flags = grow8(flags, cap);
      start = grow32(start, cap);
      end = grow32(end, cap);
      line = grow32(line, cap);
      col = grow32(col, cap);
    }
    posOf(i);
    kind[n] = scanKind;
    flags[n] = (ws ? F_WS : 0) | (bol ? F_BOL | F_WS : 0) | (scanUnterm ? F_UNTERM : 0);
    start[n] = i;
    end[n] = e;
    line[n] = ln + 1;
    col[n] = i + removed - ls[ln] + 1;
    if (bol) lineFirst = n;
    if (scanUnterm || (e - i > 2 && scanKind === T_STRING && t.indexOf('\n', i) < e)) dirty = true;
    n++;
    bol = ws = false;
    i = e;
  }
  endLine(len);
  const fit = n < cap * 0.9;
  return {
    text: t,
    n,
    kind: fit ? kind.slice(0, n) : kind,
    flags: fit ? flags.slice(0, n) : flags,
    start: fit ? start.slice(0, n) : start,
    end: fit ? end.slice(0, n) : end,
    line: fit ? line.slice(0, n) : line,
    col: fit ? col.slice(0, n) : col,
    problems,
  };
}

function grow8(a: Uint8Array, cap: number): Uint8Array {
  const b = new Uint8Array(cap);
  b.set(a);
  return b;
}
function grow32(a: Int32Array, cap: number): Int32Array {
  const b = new Int32Array(cap);
  b.set(a);
  return b;
}

/** Token text (after splicing). */
export function tokText(ft: FileTokens, i: number): string {
  return ft.text.slice(ft.start[i], ft.end[i]);
}

/** Index of the first token of the next logical line. */
export function lineEnd(ft: FileTokens, i: number): number {
  const n = ft.n;
  const flags = ft.flags;
  let j = i + 1;
  while (j < n && (flags[j] & F_BOL) === 0) j++;
  return j;
}

export function isHashAt(ft: FileTokens, i: number): boolean {
  const s = ft.start[i];
  return ft.kind[i] === T_PUNCT && ft.end[i] - s === 1 && ft.text.charCodeAt(s) === 35;
}
