/** Header search (gcc's order, `#include_next`) and include-guard detection. */
import path from 'node:path';
import { type FileTokens, isHashAt, lineEnd, T_IDENT, tokText } from './lexer.js';

export interface Found {
  path: string;
  /** Index in the search chain where it was found, -1 when found next to the includer or absolute. */
  dirIdx: number;
}

/** The `-iquote`, `-I`, `-isystem`, builtin dirs as one chain; `<...>` starts after the quote dirs. */
export class SearchPath {
  readonly chain: string[];
  readonly quoteCount: number;

  constructor(quote: string[], include: string[], system: string[], builtin: string[]) {
    // Relative dirs are relative to the working directory, as for gcc.
    this.chain = [...quote, ...include, ...system, ...builtin].map((d) => path.resolve(d));
    this.quoteCount = quote.length;
  }

  /**
   * `fromDir` is the includer's directory (for "...", null for none), `nextAfter` the includer's chain index for
   * `#include_next` (-1 when it was not found through the chain: then it acts like #include).
   */
  resolve(
    name: string,
    angle: boolean,
    fromDir: string | null,
    nextAfter: number | null,
    exists: (p: string) => boolean,
  ): Found | null {
    if (name === '') return null;
    if (path.isAbsolute(name)) {
      const p = path.normalize(name);
      return exists(p) ? { path: p, dirIdx: -1 } : null;
    }
    let first: number;
    if (nextAfter !== null && nextAfter >= 0) first = nextAfter + 1;
    else {
      if (!angle && fromDir !== null) {
        const p = path.join(fromDir, name);
        if (exists(p)) return { path: p, dirIdx: -1 };
      }
      first = angle ? this.quoteCount : 0;
    }
    for (let d = first; d < this.chain.length; d++) {
      const p = path.join(this.chain[d], name);
      if (exists(p)) return { path: p, dirIdx: d };
    }
    return null;
  }
}

/**
 * The macro X when the whole file is `#ifndef X` (or `#if !defined X`) ... `#endif` with only
 * comments outside, else null. Including it again while X is defined is then a no-op.
 */
export function detectGuard(ft: FileTokens): string | null {
  const n = ft.n;
  if (n < 4 || !isHashAt(ft, 0) || ft.kind[1] !== T_IDENT) return null;
  const e = lineEnd(ft, 0);
  const words: string[] = [];
  for (let j = 1; j < e; j++) words.push(tokText(ft, j));
  let name: string | null = null;
  if (words[0] === 'ifndef' && words.length === 2) name = words[1];
  else if (words[0] === 'if' && words[1] === '!' && words[2] === 'defined') {
    if (words.length === 4) name = words[3];
    else if (words.length === 6 && words[3] === '(' && words[5] === ')') name = words[4];
  }
  if (name === null || !/^[A-Za-z_$][\w$]*$/.test(name)) return null;
  let depth = 1;
  for (let i = e; i < n; ) {
    const le = lineEnd(ft, i);
    if (isHashAt(ft, i) && i + 1 < le && ft.kind[i + 1] === T_IDENT) {
      const w = tokText(ft, i + 1);
      if (w === 'if' || w === 'ifdef' || w === 'ifndef') depth++;
      else if (w === 'endif') {
        if (--depth === 0) return le === n ? name : null;
      } else if (depth === 1 && (w === 'else' || w.startsWith('elif'))) return null;
    }
    i = le;
  }
  return null;
}
