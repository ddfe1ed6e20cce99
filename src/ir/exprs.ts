/**
 * Queries on IR expressions: a canonical key (the printed form, cached), the expression under its
 * casts, substitution of subexpressions, and the variables an expression mentions.
 */
import { printExpr } from './print.js';
import type { Expr, Place } from './types.js';

const keys = new WeakMap<Expr, string>();

export function exprKey(e: Expr): string {
  let k = keys.get(e);
  if (k === undefined) {
    k = printExpr(e);
    keys.set(e, k);
  }
  return k;
}

/** The expression under any casts. */
export function stripCasts(e: Expr): Expr {
  while (e.k === 'cast') e = e.arg;
  return e;
}

/** Replace every subexpression whose key is in `map` by its image. */
export function substitute(e: Expr, map: Map<string, Expr>): Expr {
  const hit = map.get(exprKey(e));
  if (hit) return hit;
  switch (e.k) {
    case 'load':
      return { k: 'load', place: substitutePlace(e.place, map) };
    case 'addr':
      return { k: 'addr', place: substitutePlace(e.place, map) };
    case 'unary':
      return { ...e, arg: substitute(e.arg, map) };
    case 'binary':
      return { ...e, left: substitute(e.left, map), right: substitute(e.right, map) };
    case 'cast':
      return { k: 'cast', to: e.to, arg: substitute(e.arg, map) };
    default:
      return e;
  }
}

function substitutePlace(p: Place, map: Map<string, Expr>): Place {
  switch (p.k) {
    case 'var':
      return p;
    case 'deref':
      return { k: 'deref', ptr: substitute(p.ptr, map) };
    case 'field':
      return { ...p, base: substitutePlace(p.base, map) };
    case 'index':
      return { k: 'index', base: substitutePlace(p.base, map), index: substitute(p.index, map) };
  }
}
