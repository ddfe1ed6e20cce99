/**
 * `std::function`: an object holding what was stored in it. `_M_fn` is the function to call and
 * `_M_obj` the object it runs on: a lambda's closure or a function object (copied into a heap cell
 * of the storing site), or null for a plain function. Storing (construction, `=`) writes both;
 * calling reads them and calls `_M_fn(_M_obj, args)` when there is an object, else `_M_fn(args)`
 * — the model checker knows which, layer 1 follows the function pointer to every target.
 */
import type { Expr, Place, Type } from '../../../ir/types.js';
import { CXX_LAYOUT, isStdFunction } from '../../../models/cxx.js';
import type { SyntaxNode } from '../../parse/index.js';
import { ptrTo, T } from '../ctypes.js';
import { type LVal, lvalue, rvalue, type Val } from '../expr.js';
import { derefOf, type FnLowering, intConst, loadOf } from '../function.js';
import { classOfType, findMethod, normalizeName, stripRef } from './context.js';
import { cppPlaceValue } from './expr.js';
import { lowerLambda } from './lambda.js';
import { boundCallable } from './models.js';

const KEY = 'std::function';

/** Whether a type is (a reference to) a `std::function`. */
/** `std::bind(...)`: the object it makes is kept as a std::function keeps what it holds. */
export function isBindExpression(n: SyntaxNode): boolean {
  return (
    n.type === 'call_expression' &&
    isStdFunction(normalizeName(n.childForFieldName('function')?.text ?? ''), 'bind')
  );
}

/** The type a variable initialised with `std::bind(...)` (`auto f = ...`) is given. */
export const BIND_OBJECT_TYPE: Type = { k: 'record', key: KEY, union: false };

export function isStdFunctionType(t: Type | undefined): boolean {
  const s = t && stripRef(t);
  return s?.k === 'record' && s.key === KEY;
}

/**
 * A std::function tested (`if (cb)`, `cb != nullptr`, `!cb`) is the function it holds: null when
 * nothing was stored. Undefined for any other value.
 */
export function callableTruth(_fl: FnLowering, v: Val): Val | undefined {
  if (!isStdFunctionType(v.t) || v.e.k !== 'load') return undefined;
  return { e: loadOf(fieldOf(v.e.place, CXX_LAYOUT.fn)), t: ptrTo(T.void) };
}

function fieldOf(obj: Place, field: typeof CXX_LAYOUT.fn | typeof CXX_LAYOUT.obj): Place {
  return { k: 'field', base: obj, field, record: KEY };
}

type Target = { fn: Expr; obj: Expr } | { copy: Val };

/** `f = value` or `std::function f(value)`: the callable `value` is stored in the object at `obj`. */
export function storeCallable(fl: FnLowering, obj: Place, value: SyntaxNode, node: SyntaxNode): void {
  writeTarget(fl, obj, callableOf(fl, value, node), node);
}

function writeTarget(fl: FnLowering, obj: Place, target: Target, node: SyntaxNode): void {
  const range = fl.range(node);
  if ('copy' in target) {
    // Another std::function: both fields.
    fl.cfg.emit(
      { op: 'assign', dst: obj, src: target.copy.e },
      range,
      fl.writeAccess(obj, target.copy.t, node),
    );
    return;
  }
  for (const [field, src] of [
    [CXX_LAYOUT.fn, target.fn],
    [CXX_LAYOUT.obj, target.obj],
  ] as const) {
    const dst = fieldOf(obj, field);
    fl.cfg.emit({ op: 'assign', dst, src }, range, fl.writeAccess(dst, ptrTo(T.void), node));
  }
}

function callableOf(fl: FnLowering, value: SyntaxNode, node: SyntaxNode): Target {
  if (value.type === 'lambda_expression') {
    const cell = heapCell(fl, value, 'lambda');
    const v = lowerLambda(fl, value, derefOf(loadOf(cell)));
    const op = classOfType(fl.cx, v.t)?.methods.get('operator()')?.[0];
    if (op) return { fn: { k: 'fn', id: op.id }, obj: loadOf(cell) };
  }
  if (value.type === 'nullptr' || normalizeName(value.text) === 'NULL')
    return { fn: intConst(0), obj: intConst(0) };
  if (value.type === 'call_expression') {
    const callee = normalizeName(value.childForFieldName('function')?.text ?? '');
    const args =
      value.childForFieldName('arguments')?.namedChildren.filter((c) => c.type !== 'comment') ?? [];
    const bound = isStdFunction(callee, 'bind') ? boundCallable(fl, value, args) : undefined;
    if (bound) return bound;
  }
  return callableOfValue(fl, rvalue(fl, value), node);
}

function callableOfValue(fl: FnLowering, v: Val, node: SyntaxNode): Target {
  const t = stripRef(v.t);
  if (isStdFunctionType(t)) return { copy: v };
  const cls = classOfType(fl.cx, t);
  const call = cls ? findMethod(fl.cx, cls, 'operator()') : undefined;
  if (call) {
    // A function object: the std::function keeps its own copy.
    const cell = heapCell(fl, node, 'functor');
    fl.cfg.emit({ op: 'assign', dst: derefOf(loadOf(cell)), src: v.e }, fl.range(node));
    return { fn: { k: 'fn', id: call.method.id }, obj: loadOf(cell) };
  }
  // A function or a function pointer (`bump`, `&bump`, a pointer variable).
  return { fn: v.e, obj: intConst(0) };
}

/**
 * An argument for a `std::function` parameter (taken by reference, or by value and passed by
 * address): a std::function object is passed as it is; a lambda, function or function object
 * is first stored in a temporary std::function, as the implicit conversion does.
 */
export function callableArgument(fl: FnLowering, param: Type, arg: SyntaxNode): Expr {
  const temp = (): Place => fl.varPlace(fl.declareLocal('function', stripRef(param), 'local', arg).id);
  const name = fl.scope.lookup(normalizeName(arg.text));
  if (arg.type === 'lambda_expression' || arg.type === 'pointer_expression' || name?.k === 'fn') {
    const place = temp();
    storeCallable(fl, place, arg, arg);
    return addrOfPlace(fl, place);
  }
  const lv = lvalue(fl, arg);
  if (isStdFunctionType(lv.t)) return addrOfPlace(fl, lv.p);
  const place = temp();
  writeTarget(fl, place, callableOfValue(fl, cppPlaceValue(fl, lv, arg), arg), arg);
  return addrOfPlace(fl, place);
}

function addrOfPlace(fl: FnLowering, p: Place): Expr {
  if (p.k === 'deref') return p.ptr;
  fl.markAddressTaken(p);
  return { k: 'addr', place: p };
}

/** A fresh heap cell for the callable a std::function keeps, named after the storing site. */
function heapCell(fl: FnLowering, n: SyntaxNode, what: string): Place {
  const r = fl.range(n);
  const cell = fl.varPlace(fl.declareLocal('callable', ptrTo(T.unknown), 'local', n).id);
  fl.cfg.emit({ op: 'alloc', dst: cell, site: `${what}@${r.file}:${r.line}:${r.column}`, fn: KEY }, r);
  return cell;
}

/**
 * What a std::function holds, for a thread started with it: the function, and the object it runs
 * on as the thread's argument (null, and so ignored, for a plain function).
 */
export function storedTarget(fl: FnLowering, obj: Place, node: SyntaxNode): { entry: Expr; object: Expr } {
  const range = fl.range(node);
  const read = (field: typeof CXX_LAYOUT.fn | typeof CXX_LAYOUT.obj): Expr => {
    const place = fieldOf(obj, field);
    fl.read(place, ptrTo(T.void), node);
    const tmp = fl.newTemp(ptrTo(T.void));
    fl.cfg.emit({ op: 'assign', dst: tmp, src: loadOf(place) }, range);
    return loadOf(tmp);
  };
  return { entry: read(CXX_LAYOUT.fn), object: read(CXX_LAYOUT.obj) };
}

/** `f(args)` with `f` a std::function: a call of what is stored in it. */
export function callStdFunction(
  fl: FnLowering,
  n: SyntaxNode,
  obj: LVal,
  args: SyntaxNode[],
  wantValue: boolean,
): Val | undefined {
  const range = fl.range(n);
  const fnPlace = fieldOf(obj.p, CXX_LAYOUT.fn);
  const objPlace = fieldOf(obj.p, CXX_LAYOUT.obj);
  fl.read(fnPlace, ptrTo(T.void), n);
  fl.read(objPlace, ptrTo(T.void), n);
  const fn = fl.newTemp(ptrTo(T.void));
  const self = fl.newTemp(ptrTo(T.void));
  fl.cfg.emit({ op: 'assign', dst: fn, src: loadOf(fnPlace) }, range);
  fl.cfg.emit({ op: 'assign', dst: self, src: loadOf(objPlace) }, range);
  const argv = args.map((a) => rvalue(fl, a).e);
  const dst = wantValue ? fl.newTemp(T.int) : undefined;
  const withObject = fl.cfg.newBlock();
  const plain = fl.cfg.newBlock();
  const join = fl.cfg.newBlock();
  fl.cfg.terminate(
    {
      k: 'branch',
      cond: { k: 'binary', op: '!=', left: loadOf(self), right: intConst(0) },
      then: withObject.id,
      else: plain.id,
    },
    range,
  );
  for (const [block, callArgs] of [
    [withObject, [loadOf(self), ...argv]],
    [plain, argv],
  ] as const) {
    fl.cfg.switchTo(block);
    fl.cfg.emit({ op: 'call', callee: loadOf(fn), args: [...callArgs], ...(dst ? { dst } : {}) }, range);
    fl.cfg.enter(join, range);
  }
  fl.cfg.switchTo(join);
  return dst ? { e: loadOf(dst), t: T.int } : undefined;
}
