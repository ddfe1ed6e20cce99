/** Builds the output text while tracking the column, so source tokens can be put back at their columns. */
import type { FileTokens } from './lexer.js';
import { SourceMapBuilder } from './sourcemap.js';

const GLUE = new Uint8Array(128);
for (const ch of '+-*/%<>=!&|^:#.') GLUE[ch.charCodeAt(0)] = 1;

function isIdc(c: number): boolean {
  return (
    (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c === 36 || c >= 128
  );
}

/** Whether writing `b` right after `a` could lex differently from the two tokens (conservative). */
export function wouldGlue(a: string, b: string): boolean {
  const x = a.charCodeAt(a.length - 1);
  const y = b.charCodeAt(0);
  if (isIdc(x)) {
    if (isIdc(y) || y === 39 || y === 34) return true;
    const c0 = a.charCodeAt(0);
    const num = (c0 >= 48 && c0 <= 57) || c0 === 46;
    if (!num) return false;
    return y === 46 || ((y === 43 || y === 45) && (x === 101 || x === 69 || x === 112 || x === 80));
  }
  if (x === 39 || x === 34) return isIdc(y);
  if (x === 46 && y >= 48 && y <= 57) return true;
  return x < 128 && GLUE[x] === 1 && y < 128 && GLUE[y] === 1;
}

const SPACES = ' '.repeat(256);

export class Emitter {
  /** Recent small pieces; joined into `done` in batches so that memory stays near the output size. */
  private readonly chunks: string[] = [];
  private readonly done: string[] = [];
  len = 0;
  /** Column (0-based) in the current output line. */
  col = 0;
  /** Text of the last token written on this line, '' after a line start or padding. */
  last = '';
  /** Last verbatim token written (file and index), to know when two source tokens were adjacent. */
  lastFt: FileTokens | null = null;
  lastIdx = -1;
  /** No token text on the current output line yet (only padding). */
  blank = true;
  readonly map = new SourceMapBuilder();

  newlines(k: number): void {
    this.put(k === 1 ? '\n' : '\n'.repeat(k));
    this.col = 0;
    this.last = '';
    this.lastFt = null;
    this.blank = true;
  }

  space(): void {
    this.put(' ');
    this.col++;
  }

  pad(k: number): void {
    this.put(k <= SPACES.length ? SPACES.slice(0, k) : ' '.repeat(k));
    this.col += k;
    this.last = '';
  }

  /** Before writing token `s`: a space when `ws` asks for one or when `s` would otherwise glue on. */
  separate(s: string, ws: boolean): void {
    if (this.last !== '' && (ws || wouldGlue(this.last, s))) this.space();
  }

  /** Raw text with no newline. */
  text(s: string): void {
    this.put(s);
    this.blank = false;
    this.col += s.length;
    this.last = s;
    this.lastFt = null;
  }

  /** Text that may contain newlines (raw string literals); returns how many it had. */
  multiline(s: string): number {
    this.put(s);
    this.blank = false;
    const nl = s.lastIndexOf('\n');
    if (nl < 0) {
      this.col += s.length;
      this.last = s;
      this.lastFt = null;
      return 0;
    }
    let count = 0;
    for (let p = s.indexOf('\n'); p >= 0; p = s.indexOf('\n', p + 1)) count++;
    this.col = s.length - nl - 1;
    this.last = s;
    this.lastFt = null;
    return count;
  }

  private put(s: string): void {
    this.len += s.length;
    if (this.chunks.push(s) >= 4096) {
      this.done.push(this.chunks.join(''));
      this.chunks.length = 0;
    }
  }

  finish(): string {
    this.done.push(this.chunks.join(''));
    this.chunks.length = 0;
    const s = this.done.join('');
    this.done.length = 0;
    return s;
  }
}
