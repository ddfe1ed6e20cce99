/**
 * Output offset → original position. Segments in parallel typed arrays, found by binary search.
 * A verbatim segment covers a run of one source line copied as is (column advances with the
 * offset); a macro segment is one token of an expansion (fixed use site + spelling + macro name).
 */
import type { OriginPos, SourceMapSegments } from './types.js';

export class SourceMapBuilder {
  private cap = 1024;
  private start: Int32Array = new Int32Array(this.cap);
  private file: Int32Array = new Int32Array(this.cap);
  private line: Int32Array = new Int32Array(this.cap);
  private col: Int32Array = new Int32Array(this.cap);
  /** -1 for verbatim segments, else the index of a 4-int record in `aux`: spelling file/line/col, macro. */
  private auxIdx: Int32Array = new Int32Array(this.cap);
  private aux: Int32Array = new Int32Array(1024);
  private auxLen = 0;
  n = 0;

  /** A verbatim token at `off`; extends the previous segment when it continues it. */
  verbatim(off: number, f: number, l: number, c: number): void {
    const k = this.n - 1;
    if (
      k >= 0 &&
      this.auxIdx[k] === -1 &&
      this.file[k] === f &&
      this.line[k] === l &&
      this.col[k] + (off - this.start[k]) === c
    ) {
      return;
    }
    this.push(off, f, l, c, -1);
  }

  /** One token not copied from its place: spF < 0 for no spelling, macro < 0 for none. */
  fixed(
    off: number,
    f: number,
    l: number,
    c: number,
    spF: number,
    spL: number,
    spC: number,
    macro: number,
  ): void {
    const a = this.auxLen;
    if (a + 4 > this.aux.length) {
      const b = new Int32Array(this.aux.length * 2);
      b.set(this.aux);
      this.aux = b;
    }
    this.aux[a] = spF;
    this.aux[a + 1] = spL;
    this.aux[a + 2] = spC;
    this.aux[a + 3] = macro;
    this.auxLen = a + 4;
    this.push(off, f, l, c, a);
  }

  private push(off: number, f: number, l: number, c: number, aux: number): void {
    let k = this.n;
    if (k > 0 && this.start[k - 1] === off)
      k--; // the previous segment covered no text
    else if (k === this.cap) this.grow();
    this.start[k] = off;
    this.file[k] = f;
    this.line[k] = l;
    this.col[k] = c;
    this.auxIdx[k] = aux;
    this.n = k + 1;
  }

  private grow(): void {
    this.cap *= 2;
    const g = (a: Int32Array): Int32Array => {
      const b = new Int32Array(this.cap);
      b.set(a);
      return b;
    };
    this.start = g(this.start);
    this.file = g(this.file);
    this.line = g(this.line);
    this.col = g(this.col);
    this.auxIdx = g(this.auxIdx);
  }

  /** Freezes the map; `names` is the file/macro name table (it may grow later, ids stay valid). */
  build(names: readonly string[], textLength: number, fallback: OriginPos): (offset: number) => OriginPos {
    return locator(this.segments(false), names, textLength, fallback);
  }

  /** The segments; `copy` trims them into arrays of their own (to send to another thread). */
  segments(copy: boolean): SourceMapSegments {
    const n = this.n;
    const { start, file, line, col, auxIdx, aux } = this;
    if (!copy) return { n, start, file, line, col, auxIdx, aux };
    return {
      n,
      start: start.slice(0, n),
      file: file.slice(0, n),
      line: line.slice(0, n),
      col: col.slice(0, n),
      auxIdx: auxIdx.slice(0, n),
      aux: aux.slice(0, this.auxLen),
    };
  }
}

/** The locate function of a frozen map; `names` is the name table its ids index. */
export function locator(
  segments: SourceMapSegments,
  names: readonly string[],
  textLength: number,
  fallback: OriginPos,
): (offset: number) => OriginPos {
  const { n, start, file, line, col, auxIdx, aux } = segments;
  return (offset: number): OriginPos => {
    let off = Math.floor(offset);
    if (!(off >= 0)) off = 0;
    if (off >= textLength) off = textLength - 1;
    let lo = 0;
    let hi = n - 1;
    let k = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (start[mid] <= off) {
        k = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    if (k < 0) return { ...fallback };
    const a = auxIdx[k];
    if (a < 0) return { file: names[file[k]], line: line[k], column: col[k] + (off - start[k]) };
    const r: OriginPos = { file: names[file[k]], line: line[k], column: col[k] };
    if (aux[a] >= 0) r.spelling = { file: names[aux[a]], line: aux[a + 1], column: aux[a + 2] };
    if (aux[a + 3] >= 0) r.macro = names[aux[a + 3]];
    return r;
  };
}
