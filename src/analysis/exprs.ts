/**
 * Symbolic expressions for lock identities: canonical keys, substitution through calls, and the
 * "stable" test (an expression whose value no other thread can change: constants and the values of
 * locals whose address is never taken).
 */
import { exprWith, placeWith, printExpr, printPlace } from '../ir/print.js';
import type { Expr, IrFunction, Place } from '../ir/types.js';

const keys = new WeakMap<Expr, string>();

export function exprKey(e: Expr): string {
  let k = keys.get(e);
  if (k === undefined) {
    k = printExpr(e);
    keys.set(e, k);
  }
  return k;
}

export function placeKey(p: Place): string {
  return printPlace(p);
}

export function isLocalId(id: string): boolean {
  return id.startsWith('%') || id.startsWith('#');
}

/**
 * A variable as the source names it: without the IR's `%`/`#` marks, the `.2` of a shadowing
 * local, or the `@file` of a `static`'s link id.
 */
export function sourceName(id: string): string {
  return id
    .replace(/^[%#]/, '')
    .replace(/@.*$/, '')
    .replace(/\.\d+$/, '');
}

/** A readable lock or location name as written in source: `&%s->lock` → `s->lock`. */
export function displayExpr(e: Expr): string {
  if (e.k === 'addr') return placeWith(e.place, sourceName);
  if (e.k === 'load') return `*${placeWith(e.place, sourceName)}`;
  return exprWith(e, sourceName);
}

export function displayPlace(p: Place): string {
  return placeWith(p, sourceName);
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
      return { k: 'unary', op: e.op, arg: substitute(e.arg, map) };
    case 'binary':
      return { k: 'binary', op: e.op, left: substitute(e.left, map), right: substitute(e.right, map) };
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

export function mentionsLocals(e: Expr): boolean {
  return varsOf(e).some(isLocalId);
}

/**
 * The value cannot change behind the thread's back: only constants and loads of locals, params
 * and temps whose address is never taken (other threads cannot write them).
 */
export function isStableValue(e: Expr, fn: IrFunction, privateVars: Set<string>): boolean {
  switch (e.k) {
    case 'int':
    case 'fn':
      return true;
    case 'load':
      return e.place.k === 'var' && privateVars.has(e.place.id);
    case 'addr':
      return isStablePlaceAddress(e.place, fn, privateVars);
    case 'unary':
    case 'cast':
      return isStableValue(e.arg, fn, privateVars);
    case 'binary':
      return isStableValue(e.left, fn, privateVars) && isStableValue(e.right, fn, privateVars);
    default:
      return false;
  }
}

/** The address `&place` is stable when every value used to compute it is. */
function isStablePlaceAddress(p: Place, fn: IrFunction, privateVars: Set<string>): boolean {
  switch (p.k) {
    case 'var':
      return true;
    case 'deref':
      return isStableValue(p.ptr, fn, privateVars);
    case 'field':
      return isStablePlaceAddress(p.base, fn, privateVars);
    case 'index':
      return isStablePlaceAddress(p.base, fn, privateVars) && isStableValue(p.index, fn, privateVars);
  }
}

/** Locals, params and temps of `fn` whose address is never taken. */
export function privateVarsOf(fn: IrFunction): Set<string> {
  const s = new Set<string>();
  for (const v of fn.vars) if (!v.addressTaken) s.add(v.id);
  return s;
}

/**
 * A place as a root and a list of steps: `s->a.b[i]` is root `*s`, steps `.a`, `.b`, `[i]`.
 */
export interface Spine {
  root: { k: 'var'; id: string } | { k: 'deref'; key: string };
  steps: ({ k: 'field'; field: string; record?: string } | { k: 'index'; key: string; constant?: number })[];
}

export function spineOf(p: Place): Spine {
  const steps: Spine['steps'] = [];
  let cur = p;
  for (;;) {
    if (cur.k === 'field') {
      steps.push({ k: 'field', field: cur.field, ...(cur.record ? { record: cur.record } : {}) });
      cur = cur.base;
    } else if (cur.k === 'index') {
      steps.push({
        k: 'index',
        key: exprKey(cur.index),
        ...(cur.index.k === 'int' ? { constant: cur.index.value } : {}),
      });
      cur = cur.base;
    } else break;
  }
  steps.reverse();
  const root: Spine['root'] =
    cur.k === 'var' ? { k: 'var', id: cur.id } : { k: 'deref', key: exprKey(cur.ptr) };
  return { root, steps };
}

export function stepText(s: Spine['steps'][number]): string {
  return s.k === 'field' ? `.${s.field}` : s.constant !== undefined ? `[${s.constant}]` : `[${s.key}]`;
}
