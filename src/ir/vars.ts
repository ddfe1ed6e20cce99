/** The variables an expression mentions (no printing: print.ts uses it too). */
import type { Expr, Place } from './types.js';

/** Every variable id the expression mentions. */
export function varsOf(e: Expr, out: string[] = []): string[] {
  switch (e.k) {
    case 'load':
    case 'addr':
      placeVars(e.place, out);
      break;
    case 'unary':
    case 'cast':
      varsOf(e.arg, out);
      break;
    case 'binary':
      varsOf(e.left, out);
      varsOf(e.right, out);
      break;
    default:
      break;
  }
  return out;
}

function placeVars(p: Place, out: string[]): void {
  switch (p.k) {
    case 'var':
      out.push(p.id);
      return;
    case 'deref':
      varsOf(p.ptr, out);
      return;
    case 'field':
      placeVars(p.base, out);
      return;
    case 'index':
      placeVars(p.base, out);
      varsOf(p.index, out);
      return;
  }
}
