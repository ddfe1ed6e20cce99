/**
 * What a library call does beyond its own accesses, from the models table's `callbacks` and
 * `hiddenState` (src/config/models-library-callbacks.ts): the function pointers it calls, and
 * the process-wide state a thread-unsafe function touches.
 */
import type { CallbackArgument, CallbackModel, FunctionModel } from '../../config/model-types.js';
import { stripCasts } from '../../ir/exprs.js';
import { hiddenStateId } from '../../ir/names.js';
import type { Access, Expr } from '../../ir/types.js';
import { T } from './ctypes.js';
import type { Val } from './expr.js';
import { derefOf, type FnLowering, loadOf } from './function.js';

/**
 * The access to the hidden state of a thread-unsafe function (`strtok`'s saved position), as an
 * access to a synthetic global every such call shares, named in the user's words.
 */
export function hiddenStateAccesses(
  fl: FnLowering,
  m: FunctionModel,
  vals: Val[],
  range: Access['range'],
): Access[] {
  const h = m.hiddenState;
  if (!h) return [];
  if (h.whenNull !== undefined) {
    // mbrtowc with its own state, tmpnam with a buffer: the call touches only its arguments.
    const a = vals[h.whenNull]?.e;
    if (a && !isNull(a)) return [];
  }
  const id = hiddenStateId(h.state);
  if (!fl.cx.globals.has(id)) fl.cx.globals.set(id, { id, name: id, kind: 'global', type: T.int });
  return [{ place: { k: 'var', id }, kind: h.access, atomic: false, range }];
}

/**
 * The callbacks a library call makes. A synchronous one is a call through the function pointer
 * right after the library call (layer 1, points-to and the model checker all see it); a signal
 * handler is a thread started at its installation, which may run at any later point. A null
 * pointer or a constant (`SIG_IGN`, `SIG_DFL`) calls nothing.
 */
export function lowerCallbacks(
  fl: FnLowering,
  name: string,
  m: FunctionModel,
  vals: Val[],
  range: Access['range'],
): void {
  for (const cb of m.callbacks ?? []) {
    const callee = callbackPointer(cb, vals);
    // No pointer (SIG_IGN), or a library function its own model covers (scandir's alphasort).
    if (!callee || (callee.k === 'fn' && fl.cx.models.lookup(callee.id))) continue;
    switch (cb.when) {
      case 'sync': {
        const args = (cb.args ?? []).map((a, k) => callbackArgument(fl, name, a, vals, range, k));
        fl.cfg.emit({ op: 'call', callee, args }, range);
        break;
      }
      case 'async-signal': {
        const first = cb.args?.[0];
        const arg = first
          ? callbackArgument(fl, name, first, vals, range, 0)
          : { k: 'int' as const, value: 0 };
        fl.cfg.emit({ op: 'spawn', entry: callee, arg, fn: name, signal: true }, range);
        break;
      }
      default:
        // at-exit and around-fork handlers are not lowered yet: such functions have no model.
        break;
    }
  }
}

function isNull(e: Expr): boolean {
  const s = stripCasts(e);
  return s.k === 'int' && s.value === 0;
}

/** The function pointer a callback goes through, or undefined when it is a constant. */
function callbackPointer(cb: CallbackModel, vals: Val[]): Expr | undefined {
  const v = vals[cb.fn]?.e;
  if (!v || stripCasts(v).k === 'int') return undefined;
  if (!cb.field) return v;
  return loadOf({ k: 'field', base: derefOf(v), field: cb.field });
}

function callbackArgument(
  fl: FnLowering,
  name: string,
  a: CallbackArgument,
  vals: Val[],
  range: Access['range'],
  k: number,
): Expr {
  if ('arg' in a || 'element' in a) {
    // An element of an array is passed as the array's pointer: the same object, its element 0.
    const v = vals['arg' in a ? a.arg : a.element]?.e;
    return v ?? { k: 'nondet', why: `${name}'s callback argument` };
  }
  // The library's own choice (twalk's `which`): a genuine nondeterministic value, spelled as
  // SV-COMP's, which the model checker explores as the program's own choices.
  if ('any' in a) return { k: 'nondet', why: '__VERIFIER_nondet_int' };
  // An object the library owns for the call: a fresh allocation, private to this call.
  const dst = fl.newTemp({ k: 'ptr', to: T.void });
  fl.cfg.emit(
    { op: 'alloc', dst, site: `${name}@${range.file}:${range.line}:${range.column}#${k}`, fn: name },
    range,
  );
  return loadOf(dst);
}
