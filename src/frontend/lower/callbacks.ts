/**
 * What a library call does beyond its own accesses, from the models table's `callbacks` and
 * `hiddenState` (src/models/library-callbacks.ts): the function pointers it calls, and
 * the process-wide state a thread-unsafe function touches.
 */

import { stripCasts } from '../../ir/exprs.js';
import { HANDLER_RUNNERS, type HandlerRunner, handlerSlotId, hiddenStateId } from '../../ir/names.js';
import type { Access, Expr, Type } from '../../ir/types.js';
import type { CallbackArgument, CallbackModel, FunctionModel } from '../../models/types.js';
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
    const direct = callee && stripCasts(callee);
    if (!callee || (direct?.k === 'fn' && fl.cx.models.lookup(direct.id))) continue;
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
        registerHandler(fl, cb, callee, vals, range);
        break;
    }
  }
}

const HANDLER_TYPE: Type = { k: 'ptr', to: { k: 'func', ret: T.void, params: [], variadic: false } };

/**
 * `atexit(h)`, `pthread_atfork(prepare, parent, child)`: the handler is stored in a global of its
 * own for this registration; at link time the program's exits and forks call every registered
 * one (src/frontend/handlers.ts). A `child` handler runs in the new process only: nothing here.
 */
function registerHandler(
  fl: FnLowering,
  cb: CallbackModel,
  callee: Expr,
  vals: Val[],
  range: Access['range'],
): void {
  const runner: HandlerRunner | undefined =
    cb.when === 'at-exit' ? 'at-exit' : cb.role === 'child' ? undefined : (cb.role ?? 'prepare');
  if (!runner) return;
  const site = `${range.file}:${range.line}:${range.column}`;
  const store = (id: string, type: Type, value: Expr) => {
    if (!fl.cx.globals.has(id)) fl.cx.globals.set(id, { id, name: id, kind: 'global', type });
    // The library's own bookkeeping (it locks it): no access a race could be reported on.
    fl.cfg.emit({ op: 'assign', dst: { k: 'var', id }, src: value }, range);
  };
  store(handlerSlotId(runner, site), HANDLER_TYPE, callee);
  // on_exit(fn, arg): the handler gets the exit status and arg.
  const given = cb.args?.find((a): a is { arg: number } => 'arg' in a);
  if (given && vals[given.arg])
    store(handlerSlotId(runner, site, true), vals[given.arg]!.t, vals[given.arg]!.e);
}

/** `fork()`: the prepare handlers run before it, the parent handlers after it, in the forking thread. */
export function runForkHandlers(fl: FnLowering, moment: 'prepare' | 'parent', range: Access['range']): void {
  fl.cfg.emit({ op: 'call', callee: { k: 'fn', id: HANDLER_RUNNERS[moment] }, args: [] }, range);
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
  // With its record, so a member of an anonymous union (sigaction's handler) is that union's memory.
  const t = vals[cb.fn]!.t;
  const record = t.k === 'ptr' && t.to.k === 'record' ? t.to.key : undefined;
  return loadOf({ k: 'field', base: derefOf(v), field: cb.field, ...(record ? { record } : {}) });
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
  // The library's own choice (twalk's `which`): a genuine input, which the model checker explores
  // as the program's own choices.
  if ('any' in a) return { k: 'nondet', why: `${name}'s choice`, input: true };
  // An object the library owns for the call: a fresh allocation, private to this call.
  const dst = fl.newTemp({ k: 'ptr', to: T.void });
  fl.cfg.emit(
    { op: 'alloc', dst, site: `${name}@${range.file}:${range.line}:${range.column}#${k}`, fn: name },
    range,
  );
  return loadOf(dst);
}
