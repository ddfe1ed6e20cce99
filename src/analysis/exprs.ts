/**
 * Symbolic expressions for lock identities: the "stable" test (an expression whose value no other
 * thread can change: constants and the values of locals whose address is never taken) and access
 * paths as a root and steps. Keys, substitution and variable sets are the IR's (src/ir/exprs.ts).
 */
import { exprKey } from '../ir/exprs.js';
import type { Expr, IrFunction, Place } from '../ir/types.js';

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
