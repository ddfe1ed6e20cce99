/** The whole-buffer index: what a library call touches through a pointer value. */
import type { Expr, Place } from './types.js';

/**
 * The index of `p[WHOLE_BUFFER]`: a library function given a pointer value (`puts(p)`,
 * `memcpy(p, ...)`) may touch any element of the array it points into, not only `*p`.
 */
const WHOLE_BUFFER = 'whole buffer';

export function wholeBuffer(ptrPlace: Place): Place {
  return { k: 'index', base: ptrPlace, index: { k: 'nondet', why: WHOLE_BUFFER } };
}

export function isWholeBuffer(index: Expr): boolean {
  return index.k === 'nondet' && index.why === WHOLE_BUFFER;
}
