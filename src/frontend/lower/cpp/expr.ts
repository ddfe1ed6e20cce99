/**
 * C++ expressions: `this` and implicit member access (`this->field`), references (a pointer the
 * language dereferences), qualified names, member function calls (a call with the object's address
 * as argument 0), operator calls on class types, `new`/`delete` (heap by allocation site), lambdas
 * (closure objects), and the calls the models table gives a meaning (through `cppModelCall`).
 */

import { convertToInt } from '../../../ir/ints.js';
import { UNKNOWN_CLASS_MEMBER } from '../../../ir/names.js';
import type { SourceRange } from '../../../ir/source.js';
import type { Access, Expr, Place, Type } from '../../../ir/types.js';
import { CXX_LAYOUT } from '../../../models/cxx.js';
import type { SyntaxNode } from '../../parse/index.js';
import { freedObject, lowerCCall, modelCall } from '../call.js';
import { pointee, ptrTo, T } from '../ctypes.js';
import { specifierType, typeDescriptor } from '../decl.js';
import { convertedTo, type LVal, lvalue, placeValue, rvalue, type Val } from '../expr.js';
import { derefOf, type FnLowering, intConst, loadOf, referentOf } from '../function.js';
import type { Binding } from '../scope.js';
import {
  callableArgument,
  callableTruth,
  callStdFunction,
  isStdFunctionType,
  storeCallable,
} from './callables.js';
import {
  type ClassInfo,
  classChain,
  classOfType,
  cppFn,
  cppUnit,
  derivedClasses,
  findMethod,
  globalUsings,
  hasCppFn,
  isRef,
  keepsMember,
  type MethodInfo,
  normalizeName,
  stripRef,
  stripTemplateArgs,
  targsOf,
  withTargs,
} from './context.js';
import { dispatchTable, VPTR } from './dispatch.js';
import { lowerLambda } from './lambda.js';
import { cppModelCall } from './models.js';
import { addrOf, constructInto, lowerArgs, simpleName } from './objects.js';

const NONDET = (why: string, t: Type = T.int): Val => ({ e: { k: 'nondet', why }, t });

/** The object pointer `this` in the current function (a lambda reaches it through its closure). */
export function thisExpr(fl: FnLowering): Expr {
  const st = hasCppFn(fl);
  if (st?.closure) {
    captureThis(fl);
    return loadOf({
      k: 'field',
      base: derefOf(loadOf(fl.varPlace('%closure'))),
      field: 'this',
      record: st.closure.key,
    });
  }
  return loadOf(fl.varPlace('%this'));
}

function captureThis(fl: FnLowering): void {
  const st = cppFn(fl);
  const cl = st.closure!;
  if (cl.captures!.some((c) => c.name === 'this')) return;
  const parentThis = st.parent ? thisType(st.parent) : T.unknown;
  cl.captures!.push({ name: 'this', byRef: false, type: parentThis, init: { k: 'this' } });
}

function thisType(fl: FnLowering): Type {
  const st = hasCppFn(fl);
  if (st?.closure && st.parent) return thisType(st.parent);
  return st?.cls ? ptrTo({ k: 'record', key: st.cls.key, union: false }) : T.unknown;
}

/** The place a binding denotes in C++ (members, captures, references); undefined for C's own kinds. */
export function bindingPlace(fl: FnLowering, name: string): LVal | undefined {
  const b = fl.scope.lookup(name);
  if (!b) return undefined;
  switch (b.k) {
    case 'member': {
      // `mu_` in a member function: `this->mu_`, which reports write as the source did.
      const p: Place = {
        k: 'field',
        base: derefOf(thisExpr(fl)),
        field: b.field,
        record: b.cls,
        implicitThis: true,
      };
      return deref({ p, t: b.type });
    }
    case 'capture': {
      const st = cppFn(fl);
      const p: Place = {
        k: 'field',
        base: derefOf(loadOf(fl.varPlace('%closure'))),
        field: b.field,
        record: st.closure!.key,
      };
      if (b.byRef) return deref({ p: derefOf(loadOf(p)), t: b.type });
      return deref({ p, t: b.type });
    }
    case 'var':
      if (isRef(b.type)) return { p: referentOf(loadOf(fl.varPlace(b.id))), t: b.type.to };
      return undefined;
    default:
      return undefined;
  }
}

/** A reference-typed place is the object it refers to. */
function deref(lv: LVal): LVal {
  if (isRef(lv.t)) return { p: derefOf(loadOf(lv.p)), t: lv.t.to };
  return lv;
}

/** Reading a place in C++: an atomic object read by value is an atomic load. */
export function cppPlaceValue(fl: FnLowering, lv: LVal, node: SyntaxNode): Val {
  const t = stripRef(lv.t);
  if (t.k === 'record') {
    const cls = cppUnit(fl.cx).classes.get(t.key);
    if (cls) {
      for (const c of classChain(fl.cx, cls)) {
        const name = `${c.key}::operator T`;
        const m = fl.cx.models.lookup(name);
        if (m) {
          const v = cppModelCall(fl, node, name, m, { place: lv.p, type: t }, [], true);
          return v ?? NONDET(name, elementType(t));
        }
      }
    }
  }
  return placeValue(fl, lv, node);
}

/** The first template argument of a class type (the element of a container, the T of atomic<T>). */
export function elementType(t: Type): Type {
  const args = targsOf(stripRef(t));
  const key = stripRef(t).k === 'record' ? (stripRef(t) as { key: string }).key : '';
  if (!args?.length) return T.unknown;
  if (isMapKey(key)) return args[1] ?? T.unknown;
  return args[0]!;
}

// ---------------------------------------------------------------- rvalues and lvalues

export function cppRvalue(fl: FnLowering, n: SyntaxNode): Val | undefined {
  switch (n.type) {
    case 'identifier':
    case 'qualified_identifier':
    case 'type_identifier':
    case 'field_expression':
    case 'subscript_expression': {
      if (n.type === 'identifier' || n.type === 'qualified_identifier' || n.type === 'type_identifier') {
        const name = normalizeName(n.text);
        const b = fl.scope.lookup(name);
        if (b?.k === 'fn') return { e: { k: 'fn', id: b.id }, t: b.type };
        if (b?.k === 'const') return { e: intConst(b.value), t: b.type };
        if (!b && n.type === 'qualified_identifier') {
          // `std::memory_order_relaxed` and other names the unit cannot see.
          return NONDET(name);
        }
        if (b?.k === 'typedef') return NONDET('type name used as a value');
        if (!b) return undefined;
      }
      const lv = lvalue(fl, n);
      return cppPlaceValue(fl, lv, n);
    }
    case 'this':
      return { e: thisExpr(fl), t: thisType(fl) };
    case 'pointer_expression': {
      const op = n.childForFieldName('operator')!.text;
      if (op === '*') return cppPlaceValue(fl, lvalue(fl, n), n);
      // `&C::f` / `&ns::f`: the function itself (a static member function, a free function).
      const arg = n.childForFieldName('argument')!;
      if (arg.type === 'qualified_identifier' || arg.type === 'identifier') {
        const b = fl.scope.lookup(normalizeName(arg.text));
        if (b?.k === 'fn') return { e: { k: 'fn', id: b.id }, t: ptrTo(b.type) };
      }
      return undefined;
    }
    case 'condition_clause': {
      const v = n.childForFieldName('value');
      return v ? rvalue(fl, v) : NONDET('condition');
    }
    case 'lambda_expression':
      return lowerLambda(fl, n);
    case 'new_expression':
      return newExpression(fl, n);
    case 'delete_expression':
      deleteExpression(fl, n);
      return { e: intConst(0), t: T.void };
    case 'template_function': {
      const name = normalizeName(n.childForFieldName('name')?.text ?? n.text);
      const b = fl.scope.lookup(name);
      if (b?.k === 'fn') return { e: { k: 'fn', id: b.id }, t: b.type };
      return NONDET(name);
    }
    case 'user_defined_literal': {
      const num = n.namedChildren.find((c) => c.type === 'number_literal');
      return num ? rvalue(fl, num) : NONDET('literal');
    }
    case 'initializer_list':
      if (n.namedChildCount === 1) return rvalue(fl, n.namedChildren[0]!);
      for (const c of n.namedChildren) rvalue(fl, c);
      return NONDET('braced list');
    case 'parameter_pack_expansion': {
      // `args...`: the pattern's value (one expansion stands for all).
      const inner = n.namedChildren[0];
      return inner ? rvalue(fl, inner) : NONDET('pack');
    }
    case 'throw_expression':
    case 'sizeof_variadic_expression':
    case 'noexcept':
    case 'requires_expression':
    case 'fold_expression':
    case 'co_await_expression':
      return NONDET(n.type);
    case 'assignment_expression':
    case 'update_expression':
    case 'binary_expression':
    case 'unary_expression':
      return operatorCall(fl, n, true);
    default:
      return undefined;
  }
}

export function cppLvalue(fl: FnLowering, n: SyntaxNode): LVal | undefined {
  switch (n.type) {
    case 'identifier':
    case 'type_identifier':
    case 'qualified_identifier': {
      const name = normalizeName(n.text);
      const lv = bindingPlace(fl, name);
      if (lv) return lv;
      const b = fl.scope.lookup(name);
      if (b?.k === 'var') return { p: fl.varPlace(b.id), t: b.type };
      return undefined;
    }
    case 'this':
      return { p: derefOf(thisExpr(fl)), t: stripRef(pointee(thisType(fl))) };
    case 'field_expression': {
      const op = n.childForFieldName('operator')!.text;
      const fieldNode = n.childForFieldName('field')!;
      const field = normalizeName(fieldNode.text);
      const argNode = n.childForFieldName('argument')!;
      let base: LVal;
      if (op === '->') {
        const v = rvalue(fl, argNode);
        base = smartPointee(fl, v, argNode);
      } else base = lvalue(fl, argNode);
      base = deref(base);
      const bt = stripRef(base.t);
      if (bt.k === 'record') {
        const f = fl.cx.records.get(bt.key)?.fields.find((x) => x.name === field);
        if (!f) {
          // A static member through an object.
          const cls = cppUnit(fl.cx).classes.get(bt.key);
          const st = cls?.statics.get(field);
          if (st) return { p: fl.varPlace(st.id), t: st.type };
        }
        return deref({
          p: { k: 'field', base: base.p, field, record: bt.key },
          t: instanceFieldType(fl, bt, field, f?.type),
        });
      }
      return { p: { k: 'field', base: base.p, field }, t: T.unknown };
    }
    case 'subscript_expression': {
      const arg = n.childForFieldName('argument')!;
      const idxNode = n.childForFieldName('index') ?? n.childForFieldName('indices')?.namedChildren[0];
      const base = deref(lvalue(fl, arg));
      const bt = stripRef(base.t);
      if (bt.k === 'record') {
        const r = memberCall(fl, n, base, 'operator[]', idxNode ? [idxNode] : [], true);
        if (r.lv) return r.lv;
        const tmp = fl.newTemp(T.unknown);
        if (r.v) fl.cfg.emit({ op: 'assign', dst: tmp, src: r.v.e }, fl.range(n));
        return { p: tmp, t: T.unknown };
      }
      const idx: Expr = idxNode ? rvalue(fl, idxNode).e : { k: 'nondet', why: 'index' };
      if (bt.k === 'array') return { p: { k: 'index', base: base.p, index: idx }, t: bt.of };
      const ptr = cppPlaceValue(fl, base, arg);
      return { p: { k: 'index', base: derefOf(ptr.e), index: idx }, t: pointee(ptr.t) };
    }
    case 'pointer_expression': {
      if (n.childForFieldName('operator')!.text !== '*') return undefined;
      const argNode = n.childForFieldName('argument')!;
      const v = rvalue(fl, argNode);
      const t = stripRef(v.t);
      if (t.k === 'record') return smartPointee(fl, v, argNode);
      return { p: derefOf(v.e), t: t.k === 'func' ? t : pointee(t) };
    }
    case 'call_expression': {
      const r = cppCallLv(fl, n, true);
      if (r.lv) return r.lv;
      const v = r.v ?? NONDET('call');
      // A function returning a reference returns the object's address: the call names the object.
      if (isRef(v.t)) return { p: derefOf(v.e), t: v.t.to };
      const tmp = fl.newTemp(v.t);
      fl.cfg.emit({ op: 'assign', dst: tmp, src: v.e }, fl.range(n));
      return { p: tmp, t: v.t };
    }
    case 'lambda_expression': {
      const v = lowerLambda(fl, n);
      const p = (v.e.k === 'load' ? v.e.place : undefined) ?? fl.newTemp(v.t);
      return { p, t: v.t };
    }
    default:
      return undefined;
  }
}

/** `p->x` / `*p` where `p` is a smart pointer (a class holding `_M_ptr`): the pointee. */
function smartPointee(fl: FnLowering, v: Val, node: SyntaxNode): LVal {
  const t = stripRef(v.t);
  if (t.k === 'record') {
    const holder = fl.cx.records.get(t.key)?.fields.find((f) => f.name === CXX_LAYOUT.ptr);
    const src = v.e.k === 'load' ? v.e.place : undefined;
    if (holder && src) {
      const ptrPlace: Place = { k: 'field', base: src, field: CXX_LAYOUT.ptr, record: t.key };
      const to = elementType(t);
      fl.read(ptrPlace, holder.type, node);
      return { p: derefOf(loadOf(ptrPlace)), t: to.k === 'unknown' ? pointee(holder.type) : to };
    }
    return { p: derefOf(v.e), t: T.unknown };
  }
  return { p: derefOf(v.e), t: pointee(t) };
}

// ---------------------------------------------------------------- statements of effect

/** Expression statements with a C++ meaning; false leaves the node to the C lowering. */
export function cppEffect(fl: FnLowering, n: SyntaxNode): boolean {
  switch (n.type) {
    case 'call_expression': {
      cppCall(fl, n, false);
      const st = cppFn(fl);
      if (st.pendingAutoJoin) {
        // A discarded std::async future joins its thread at once (its destructor waits).
        fl.cfg.emit({ op: 'join', handle: st.pendingAutoJoin }, fl.range(n));
        st.pendingAutoJoin = undefined;
      }
      return true;
    }
    case 'assignment_expression':
    case 'update_expression':
    case 'binary_expression':
    case 'unary_expression': {
      const v = operatorCall(fl, n, false);
      return v !== undefined || isOperatorOnClass(fl, n);
    }
    case 'delete_expression':
      deleteExpression(fl, n);
      return true;
    default:
      return false;
  }
}

// ---------------------------------------------------------------- operators

function operandNodes(n: SyntaxNode): SyntaxNode[] {
  switch (n.type) {
    case 'assignment_expression':
    case 'binary_expression':
      return [n.childForFieldName('left')!, n.childForFieldName('right')!];
    case 'update_expression':
    case 'unary_expression':
      return [n.childForFieldName('argument')!];
    default:
      return [];
  }
}

/** The static class type of an operand without lowering it, when cheaply known. */
function peekClass(fl: FnLowering, n: SyntaxNode): Type | undefined {
  let x = n;
  while (x.type === 'parenthesized_expression' && x.namedChildCount === 1) x = x.namedChildren[0]!;
  switch (x.type) {
    case 'identifier':
    case 'qualified_identifier': {
      const b = fl.scope.lookup(normalizeName(x.text));
      if (b && (b.k === 'var' || b.k === 'member' || b.k === 'capture')) return recordOf(b.type);
      return undefined;
    }
    case 'field_expression': {
      const argT =
        peekClass(fl, x.childForFieldName('argument')!) ?? peekPointee(fl, x.childForFieldName('argument')!);
      if (argT?.k !== 'record') return undefined;
      const f = fl.cx.records
        .get(argT.key)
        ?.fields.find((y) => y.name === x.childForFieldName('field')!.text);
      return f ? recordOf(f.type) : undefined;
    }
    case 'subscript_expression': {
      const bt = peekClass(fl, x.childForFieldName('argument')!);
      if (bt?.k === 'record') return recordOf(elementType(bt));
      const b = x.childForFieldName('argument')!;
      if (b.type === 'identifier') {
        const bb = fl.scope.lookup(b.text);
        if (bb && (bb.k === 'var' || bb.k === 'member') && stripRef(bb.type).k === 'array')
          return recordOf((stripRef(bb.type) as { of: Type }).of);
      }
      return undefined;
    }
    case 'pointer_expression':
      if (x.childForFieldName('operator')!.text === '*')
        return peekPointee(fl, x.childForFieldName('argument')!);
      return undefined;
    default:
      return undefined;
  }
}

function peekPointee(fl: FnLowering, n: SyntaxNode): Type | undefined {
  if (n.type === 'this') {
    const t = pointee(thisType(fl));
    return t.k === 'record' ? t : undefined;
  }
  if (n.type === 'identifier') {
    const b = fl.scope.lookup(n.text);
    if (b && (b.k === 'var' || b.k === 'member' || b.k === 'capture')) {
      const t = stripRef(b.type);
      if (t.k === 'ptr') return recordOf(t.to);
      if (t.k === 'record') return recordOf(elementType(t));
    }
  }
  return undefined;
}

function recordOf(t: Type): Type | undefined {
  const s = stripRef(t);
  return s.k === 'record' ? s : undefined;
}

function isOperatorOnClass(fl: FnLowering, n: SyntaxNode): boolean {
  const ops = operandNodes(n);
  return ops.length > 0 && !!peekClass(fl, ops[0]!);
}

const ASSIGN_OPS = new Set(['=', '+=', '-=', '*=', '/=', '%=', '&=', '|=', '^=', '<<=', '>>=']);

/**
 * An operator whose first operand has a class type: the class's operator (a model's or a user's),
 * or a free `operator@`. Undefined when the operands are not of class type (C's operators).
 */
function operatorCall(fl: FnLowering, n: SyntaxNode, wantValue: boolean): Val | undefined {
  const ops = operandNodes(n);
  if (ops.length === 0) return undefined;
  const opText = n.childForFieldName('operator')?.text ?? '';
  const leftT = peekClass(fl, ops[0]!);
  const rightT = ops[1] ? peekClass(fl, ops[1]) : undefined;
  if (!leftT && !(rightT && n.type === 'binary_expression')) return undefined;
  let name: string;
  if (n.type === 'update_expression') {
    const prefix = n.childForFieldName('operator')!.startIndex < ops[0]!.startIndex;
    name = `operator${opText}${prefix ? '' : '(int)'}`;
  } else name = `operator${opText}`;
  if (n.type === 'unary_expression' && opText === '!' && leftT) {
    // `!guard`, `!flag`: the negation of the operand's truth.
    const v = rvalue(fl, ops[0]!);
    return { e: { k: 'unary', op: '!', arg: v.e }, t: T.bool };
  }
  if (leftT) {
    const cls = cppUnit(fl.cx).classes.get((leftT as { key: string }).key);
    const modelled = !!cls && classChain(fl.cx, cls).some((c) => fl.cx.models.lookup(`${c.key}::${name}`));
    const userOp = cls ? findMethod(fl.cx, cls, name) : undefined;
    // A library class's assignment without a model (std::thread = std::thread(...)) moves the value.
    const hasOp = modelled || (userOp && !(opText === '=' && userOp.method.fromModel));
    if (hasOp) {
      const recv = lvalue(fl, ops[0]!);
      const args = n.type === 'update_expression' ? [] : ops.slice(1);
      const extra = n.type === 'update_expression' ? [{ e: intConst(1), t: T.int }] : undefined;
      const r = memberCall(fl, n, recv, name, args, wantValue, extra);
      return (
        r.v ?? (r.lv ? cppPlaceValue(fl, r.lv, n) : wantValue ? NONDET(name) : { e: intConst(0), t: T.void })
      );
    }
    if (opText === '=' && isStdFunctionType(leftT) && ops[1]) {
      const dst = lvalue(fl, ops[0]!);
      storeCallable(fl, dst.p, ops[1], n);
      return wantValue ? cppPlaceValue(fl, dst, n) : { e: intConst(0), t: T.void };
    }
    if (ASSIGN_OPS.has(opText) && opText === '=' && cls) {
      // Assignment of a class object without its own operator=: a member-wise copy.
      const src = rvalue(fl, ops[1]!);
      const dst = lvalue(fl, ops[0]!);
      fl.cfg.emit(
        { op: 'assign', dst: dst.p, src: src.e },
        fl.range(n),
        fl.writeAccess(dst.p, dst.t, ops[0]!),
      );
      return wantValue ? src : { e: intConst(0), t: T.void };
    }
  }
  // A free operator function (`bool operator==(const A&, const A&)`).
  const b = fl.scope.lookup(name);
  if (b?.k === 'fn' && b.type.k === 'func') {
    const args = lowerArgs(fl, b.type.params, ops);
    const ret = b.type.ret;
    const dst = wantValue && ret.k !== 'void' ? fl.newTemp(stripRef(ret)) : undefined;
    fl.cfg.emit({ op: 'call', callee: { k: 'fn', id: b.id }, args, ...(dst ? { dst } : {}) }, fl.range(n));
    return dst ? { e: loadOf(dst), t: stripRef(ret) } : { e: intConst(0), t: T.void };
  }
  return undefined;
}

// ---------------------------------------------------------------- new / delete

function newExpression(fl: FnLowering, n: SyntaxNode): Val {
  const typeNode = n.childForFieldName('type')!;
  const declNode = n.childForFieldName('declarator');
  let t = specifierType(fl.cx, fl.scope, typeNode);
  const r = fl.range(n);
  const lengthNode = declNode?.type === 'new_declarator' ? declNode.childForFieldName('length') : null;
  const size = lengthNode ? rvalue(fl, lengthNode).e : undefined;
  const dst = fl.newTemp(ptrTo(t));
  const tname = normalizeName(typeNode.text);
  fl.cfg.emit(
    {
      op: 'alloc',
      dst,
      site: `new ${tname}@${r.file}:${r.line}:${r.column}`,
      fn: 'new',
      ...(size ? { size } : {}),
    },
    r,
  );
  const argsNode = n.childForFieldName('arguments');
  const args = argsNode?.namedChildren.filter((c) => c.type !== 'comment') ?? [];
  if (!lengthNode && (args.length > 0 || (t.k === 'record' && classOfType(fl.cx, t)))) {
    if (t.k === 'record' || args.length > 0) constructInto(fl, derefOf(loadOf(dst)), t, args, n, false);
  }
  if (t.k === 'unknown') t = T.unknown;
  return { e: loadOf(dst), t: ptrTo(t) };
}

function deleteExpression(fl: FnLowering, n: SyntaxNode): void {
  const arg = n.namedChildren[0];
  if (!arg) return;
  const v = rvalue(fl, arg);
  const cls = classOfType(fl.cx, pointee(stripRef(v.t)));
  if (cls && !cls.fromModel) {
    const dtor = findMethod(fl.cx, cls, `~${simpleName(cls.key)}`, 0);
    if (dtor?.method.hasBody)
      fl.cfg.emit({ op: 'call', callee: { k: 'fn', id: dtor.method.id }, args: [v.e] }, fl.range(n));
  }
  fl.cfg.emit({ op: 'free', ptr: v.e }, fl.range(n), freedObject(v.e, fl.range(n)));
}

// ---------------------------------------------------------------- calls

interface CallResult {
  v?: Val;
  lv?: LVal;
}

export function cppCall(fl: FnLowering, n: SyntaxNode, wantValue: boolean): Val | undefined {
  const r = cppCallLv(fl, n, wantValue);
  if (r.lv) return wantValue ? cppPlaceValue(fl, r.lv, n) : undefined;
  return r.v;
}

function argumentNodes(n: SyntaxNode): SyntaxNode[] {
  return (n.childForFieldName('arguments')?.namedChildren ?? []).filter((a) => a.type !== 'comment');
}

const CASTS = new Set([
  'static_cast',
  'reinterpret_cast',
  'const_cast',
  'dynamic_cast',
  'bit_cast',
  'std::bit_cast',
]);

/** Names a call's callee may have in the models table: as written, then under `using` directives. */
function modelNames(fl: FnLowering, name: string): string[] {
  const out = [name];
  if (!name.includes('::') || !name.startsWith('std::')) {
    for (const u of globalUsings(fl.cx)) out.push(`${u}::${name}`);
    for (const p of [...cppFn(fl).prefix].reverse()) out.push(`${p}::${name}`);
  }
  return out;
}

function cppCallLv(fl: FnLowering, n: SyntaxNode, wantValue: boolean): CallResult {
  const fnNode = n.childForFieldName('function')!;
  const args = argumentNodes(n);
  // A functional cast of a built-in type, `double(x)`, `unsigned(y)`: the value converted.
  if (fnNode.type === 'primitive_type' || fnNode.type === 'sized_type_specifier') {
    if (args.length === 1) return { v: rvalue(fl, args[0]!) };
    for (const a of args) rvalue(fl, a);
    return wantValue ? { v: NONDET(fnNode.text) } : {};
  }
  // Method calls: obj.m(...), p->m(...)
  if (fnNode.type === 'field_expression') return methodCallLv(fl, n, fnNode, args, wantValue);
  if (
    fnNode.type === 'template_function' ||
    fnNode.type === 'identifier' ||
    fnNode.type === 'qualified_identifier'
  ) {
    const r = namedCallLv(fl, n, fnNode, args, wantValue);
    if (r) return r;
  }
  if (fnNode.type === 'lambda_expression') {
    const closure = lvalue(fl, fnNode);
    return { v: callThrough(fl, n, closure, args, wantValue) };
  }
  const v = lowerCCall(fl, n, wantValue);
  if (v && isRef(v.t)) return { lv: { p: derefOf(v.e), t: v.t.to } };
  return v ? { v } : {};
}

/** `obj.m(...)`, `p->m(...)`: a member function, or a callable data member called through. */
function methodCallLv(
  fl: FnLowering,
  n: SyntaxNode,
  fnNode: SyntaxNode,
  args: SyntaxNode[],
  wantValue: boolean,
): CallResult {
  const op = fnNode.childForFieldName('operator')!.text;
  const argNode = fnNode.childForFieldName('argument')!;
  const fieldNode = fnNode.childForFieldName('field')!;
  const name = stripTemplateArgs(normalizeName(fieldNode.text));
  // A callable data member (a std::function, a function pointer field) is called through.
  let recv: LVal;
  if (op === '->') recv = smartPointee(fl, rvalue(fl, argNode), argNode);
  else recv = lvalue(fl, argNode);
  recv = deref(recv);
  const rt = stripRef(recv.t);
  if (rt.k === 'record') {
    const f = fl.cx.records.get(rt.key)?.fields.find((x) => x.name === name);
    const cls = cppUnit(fl.cx).classes.get(rt.key);
    if (f && !(cls && findMethod(fl.cx, cls, name))) {
      return {
        v: callThrough(
          fl,
          n,
          { p: { k: 'field', base: recv.p, field: name, record: rt.key }, t: f.type },
          args,
          wantValue,
        ),
      };
    }
  }
  return memberCall(fl, n, recv, name, args, wantValue);
}

/** A call by name: a cast, a temporary object, a member, a library model, a callable object, a function. */
function namedCallLv(
  fl: FnLowering,
  n: SyntaxNode,
  fnNode: SyntaxNode,
  args: SyntaxNode[],
  wantValue: boolean,
): CallResult | undefined {
  const raw = normalizeName(
    fnNode.type === 'template_function'
      ? (fnNode.childForFieldName('name')?.text ?? fnNode.text)
      : fnNode.text,
  );
  const name = stripTemplateArgs(raw);
  if (CASTS.has(name) || /_cast$/.test(name)) return castLv(fl, fnNode, name, args);
  const b = fl.scope.lookup(name);
  // A class name: a temporary object (`std::thread(f)`, `Point{1, 2}`).
  if (b?.k === 'typedef' && stripRef(b.type).k === 'record') {
    const t = stripRef(b.type);
    const tmp = fl.varPlace(
      fl.declareLocal(`${simpleName((t as { key: string }).key)}.tmp`, t, 'local', n).id,
    );
    constructInto(fl, tmp, t, args, n, false);
    return { lv: { p: tmp, t } };
  }
  // A member function called by its bare name inside a member function (or a lambda in one).
  if (fnNode.type !== 'qualified_identifier' || name.includes('::')) {
    const r = bareMemberCall(fl, n, name, b, args, wantValue);
    if (r) return r;
  }
  // A modelled library function (`std::lock`, `std::call_once`, `std::async`, `std::move` ...).
  if (!b || b.k === 'fn') {
    const r = libraryCallLv(fl, n, name, args, wantValue);
    if (r) return r;
  }
  // A callable object: a lambda or a function object variable (`f(x)` with `f` of class type).
  if (b && (b.k === 'var' || b.k === 'member' || b.k === 'capture')) {
    const t = stripRef(b.type);
    if (t.k === 'record') return { v: callThrough(fl, n, lvalue(fl, fnNode), args, wantValue) };
  }
  if (b?.k === 'fn' && name.includes('::'))
    return { v: directCall(fl, n, b.id, b.type, name, args, wantValue) };
  if (b?.k === 'fn') return { v: directCall(fl, n, b.id, b.type, name, args, wantValue) };
  if (!b && name.includes('::')) {
    // A function of a namespace the unit cannot see.
    return { v: directCall(fl, n, name, undefined, name, args, wantValue) };
  }
  return undefined;
}

/** `static_cast<T>(e)` and the other casts: the value converted, or the object for a reference type. */
function castLv(fl: FnLowering, fnNode: SyntaxNode, name: string, args: SyntaxNode[]): CallResult {
  const targs = fnNode.descendantsOfType('type_descriptor')[0];
  const to = targs ? typeDescriptor(fl.cx, fl.scope, targs) : T.unknown;
  const raw = args[0] ? rvalue(fl, args[0]) : NONDET(name);
  // A std::function cast to a scalar (`static_cast<bool>(cb)`) is the function it holds.
  const v = to.k !== 'record' && !isRef(to) ? (callableTruth(fl, raw) ?? raw) : raw;
  if (isRef(to)) {
    const lv = args[0] ? lvalue(fl, args[0]) : undefined;
    if (lv) return { lv: { p: lv.p, t: to.to } };
  }
  // A constant converts now (`static_cast<unsigned char>(300)` is 44); anything else when it runs.
  const folded = v.e.k === 'int' ? convertToInt(v.e.value, to) : undefined;
  if (folded !== undefined) return { v: { e: intConst(folded), t: to } };
  return { v: { e: v.e.k === 'nondet' ? v.e : { k: 'cast', to, arg: v.e }, t: to } };
}

/** `m(...)` inside a member function of the class that has `m` (or `C::m(...)`). */
function bareMemberCall(
  fl: FnLowering,
  n: SyntaxNode,
  name: string,
  b: Binding | undefined,
  args: SyntaxNode[],
  wantValue: boolean,
): CallResult | undefined {
  const st = hasCppFn(fl);
  const cls = st?.cls ?? (st?.closure && st.parent ? enclosingClass(st.parent) : undefined);
  const simple = name.includes('::') ? name.slice(name.lastIndexOf('::') + 2) : name;
  const qualOwner = name.includes('::') ? name.slice(0, name.lastIndexOf('::')) : undefined;
  const ownerCls = qualOwner ? classByName(fl, qualOwner) : cls;
  if (ownerCls && (!b || b.k === 'fn') && (!qualOwner || ownerCls)) {
    const hit = findMethod(fl.cx, ownerCls, simple, args.length);
    if (hit) {
      if (hit.method.isStatic) return callMethod(fl, n, hit.cls, hit.method, undefined, args, wantValue);
      if (cls)
        return callMethod(
          fl,
          n,
          hit.cls,
          hit.method,
          { p: derefOf(thisExpr(fl)), t: { k: 'record', key: cls.key, union: false } },
          args,
          wantValue,
        );
    }
  }
  return undefined;
}

/** A name the models table knows: C++'s own models, or a C library function (`std::printf`). */
function libraryCallLv(
  fl: FnLowering,
  n: SyntaxNode,
  name: string,
  args: SyntaxNode[],
  wantValue: boolean,
): CallResult | undefined {
  for (const mn of modelNames(fl, name)) {
    const m = fl.cx.models.lookup(mn);
    if (!m) continue;
    // A C library name (`pthread_create`, `printf`, `std::printf`): the C lowering's model call.
    if (!mn.includes('::')) break;
    return cppModelCallLv(fl, n, mn, m, undefined, args, wantValue);
  }
  const plain = name.startsWith('std::') && !name.slice(5).includes('::') ? name.slice(5) : name;
  if (
    !plain.includes('::') &&
    (fl.cx.models.lookup(plain) || plain.startsWith('__builtin') || plain.startsWith('__VERIFIER'))
  ) {
    const v = plain === name ? lowerCCall(fl, n, wantValue) : cCallAs(fl, n, plain, wantValue);
    if (v && isRef(v.t)) return { lv: { p: derefOf(v.e), t: v.t.to } };
    return v ? { v } : {};
  }
  return undefined;
}

/** `std::printf(...)`: the C function's model call, as if written without `std::`. */
function cCallAs(fl: FnLowering, n: SyntaxNode, plain: string, wantValue: boolean): Val | undefined {
  const m = fl.cx.models.lookup(plain)!;
  if (!m) return lowerCCall(fl, n, wantValue);
  return modelCall(fl, n, plain, m, argumentNodes(n), wantValue);
}

function enclosingClass(fl: FnLowering): ClassInfo | undefined {
  const st = hasCppFn(fl);
  if (st?.cls) return st.cls;
  if (st?.closure && st.parent) return enclosingClass(st.parent);
  return undefined;
}

function classByName(fl: FnLowering, name: string): ClassInfo | undefined {
  const b = fl.scope.lookup(name);
  if (b?.k === 'typedef') return classOfType(fl.cx, b.type);
  return undefined;
}

/** A call to a function by link id, choosing the overload by arity; references by address. */
function directCall(
  fl: FnLowering,
  n: SyntaxNode,
  id: string,
  type: Type | undefined,
  name: string,
  args: SyntaxNode[],
  wantValue: boolean,
): Val | undefined {
  const u = cppUnit(fl.cx);
  const overloads = u.overloads.get(name) ?? u.overloads.get(id);
  let calleeId = id;
  if (overloads && overloads.length > 1)
    calleeId = (overloads.find((o) => o.arity === args.length) ?? overloads[0]!).id;
  const tpl = u.templates.get(name);
  const declared = type?.k === 'func' ? type.params : [];
  // Objects of class type passed by value (a lambda to `template <class F> void run(F f)`) are
  // passed by address: the callee reads the caller's object (see byValueClassParam).
  const vals = args.map((a, i) => {
    const p = declared[i];
    if (p && isStdFunctionType(p)) return { e: callableArgument(fl, p, a), t: stripRef(p) };
    if (p && isRef(p)) {
      const lv = lvalue(fl, a);
      return { e: addrOf(fl, lv.p), t: stripRef(lv.t) };
    }
    const templated = !!tpl?.paramTypes[i] && tpl.params.includes(tpl.paramTypes[i]!);
    if ((p && p.k === 'record') || templated) {
      const lv = lvalue(fl, a);
      const t = stripRef(lv.t);
      if (t.k === 'record') return { e: addrOf(fl, lv.p), t };
      return cppPlaceValue(fl, lv, a);
    }
    const v = rvalue(fl, a);
    // An argument converts to its parameter's type ([expr.call]/7): 65543 passed as an `unsigned
    // short` is 7. Only when the declared type is the callee's (no other overload was chosen).
    return p && calleeId === id ? { e: convertedTo(v, p), t: v.t } : v;
  });
  const argv = vals.map((v) => v.e);
  // Record the argument types for function templates (their bodies are lowered once, generically).
  if (tpl && tpl.uses.length < 32) tpl.uses.push(vals.map((v) => stripRef(v.t)));
  const ret = type?.k === 'func' ? type.ret : T.int;
  const dst = wantValue && ret.k !== 'void' ? fl.newTemp(ret) : undefined;
  fl.cfg.emit(
    { op: 'call', callee: { k: 'fn', id: calleeId }, args: argv, ...(dst ? { dst } : {}) },
    fl.range(n),
  );
  const b = fl.scope.lookup(name);
  if (b?.k === 'fn' && b.noreturn) fl.cfg.terminate({ k: 'stop', why: 'noreturn' }, fl.range(n));
  if (!dst) return undefined;
  if (isRef(ret)) return { e: loadOf(dst), t: ret };
  return { e: loadOf(dst), t: ret };
}

/** `f(args)` where `f` is an object: its class's operator() (a lambda's body, a function object). */
export function callThrough(
  fl: FnLowering,
  n: SyntaxNode,
  obj: LVal,
  args: SyntaxNode[],
  wantValue: boolean,
): Val | undefined {
  const t = stripRef(obj.t);
  if (isStdFunctionType(t)) return callStdFunction(fl, n, obj, args, wantValue);
  const cls = classOfType(fl.cx, t);
  if (cls) {
    const hit = findMethod(fl.cx, cls, 'operator()', args.length);
    if (hit) return callMethod(fl, n, hit.cls, hit.method, obj, args, wantValue).v;
  }
  if (t.k === 'ptr' || t.k === 'func') {
    const callee = cppPlaceValue(fl, obj, n).e;
    const argv = args.map((a) => rvalue(fl, a).e);
    const dst = wantValue ? fl.newTemp(T.int) : undefined;
    fl.cfg.emit({ op: 'call', callee, args: argv, ...(dst ? { dst } : {}) }, fl.range(n));
    return dst ? { e: loadOf(dst), t: T.int } : undefined;
  }
  // A std::function or unknown callable: an unknown call with the object's address.
  const argv = args.map((a) => rvalue(fl, a).e);
  const dst = wantValue ? fl.newTemp(T.int) : undefined;
  fl.cfg.emit(
    {
      op: 'call',
      callee: { k: 'fn', id: `${cls?.key ?? 'callable'}::operator()` },
      args: [addrOf(fl, obj.p), ...argv],
      ...(dst ? { dst } : {}),
    },
    fl.range(n),
  );
  return dst ? { e: loadOf(dst), t: T.int } : undefined;
}

/**
 * `recv.name(args)`: the models table's meaning for the class (or a base), else the user's member
 * function, else a library member of a model class (a container: const members read the object,
 * the others write it; members returning a reference name an element).
 */
export function memberCall(
  fl: FnLowering,
  n: SyntaxNode,
  recv: LVal,
  name: string,
  args: SyntaxNode[],
  wantValue: boolean,
  extra?: Val[],
): CallResult {
  const rt = stripRef(recv.t);
  const cls = classOfType(fl.cx, rt);
  if (!cls) {
    // The object's class is unknown (a template parameter nothing binds, an unseen header).
    const argv = args.map((a) => rvalue(fl, a).e);
    const dst = wantValue ? fl.newTemp(T.unknown) : undefined;
    fl.cfg.emit(
      {
        op: 'call',
        callee: { k: 'fn', id: `${rt.k === 'record' ? `${rt.key}::` : UNKNOWN_CLASS_MEMBER}${name}` },
        args: [addrOf(fl, recv.p), ...argv],
        ...(dst ? { dst } : {}),
      },
      fl.range(n),
    );
    return dst ? { v: { e: loadOf(dst), t: T.unknown } } : {};
  }
  for (const c of classChain(fl.cx, cls)) {
    const mn = `${c.key}::${name}`;
    const m = fl.cx.models.lookup(mn);
    if (m?.kind === 'ignore' && c.fromModel && !m.writes?.length) {
      // A library member that only reads the object (element access, lookups): its bookkeeping.
      const vals = args.map((a) => rvalue(fl, a));
      fl.markAddressTaken(recv.p);
      const touches = m.reads?.includes(0) ? containerAccess(fl, recv, 'read', n) : [];
      fl.cfg.emit(
        {
          op: 'call',
          callee: { k: 'fn', id: mn },
          args: [addrOf(fl, recv.p), ...vals.map((v) => v.e)],
          model: 'ignore',
        },
        fl.range(n),
        touches,
      );
      const hit = findMethod(fl.cx, cls, name, args.length);
      // `ostream& operator<<(...)` returns the object itself (so `std::cout << a << b` chains on
      // std::cout); a container's `T& operator[]` names an element.
      const ret = hit && isRef(hit.method.ret) ? stripRef(hit.method.ret) : undefined;
      if (ret?.k === 'record' && classChain(fl.cx, cls).some((c) => c.key === ret.key)) return { lv: recv };
      if (ret && hasElements(fl, rt)) return { lv: elementPlace(fl, recv, name, args, rt, vals) };
      // An iterator (`find`, `begin`, `end`) points at an element: writes through it are element writes.
      if (hit && hit.method.ret.k === 'ptr' && wantValue)
        return { v: iteratorValue(fl, recv, name, args, rt, vals, hit.method.ret) };
      return wantValue ? { v: NONDET(mn, hit ? stripRef(hit.method.ret) : T.unknown) } : {};
    }
    if (m) {
      const r = cppModelCallLv(fl, n, mn, m, { place: recv.p, type: rt }, args, wantValue, extra);
      const hit = findMethod(fl.cx, cls, name, args.length);
      if (!r.lv && hit && isRef(hit.method.ret) && c.fromModel)
        return { lv: elementPlace(fl, recv, name, args, rt) };
      return r;
    }
  }
  const hit = findMethod(fl.cx, cls, name, args.length + (extra?.length ?? 0));
  if (!hit) {
    if (cls.fromModel) return containerOp(fl, n, recv, rt, name, undefined, args, wantValue);
    const argv = args.map((a) => rvalue(fl, a).e);
    fl.cfg.emit(
      { op: 'call', callee: { k: 'fn', id: `${cls.key}::${name}` }, args: [addrOf(fl, recv.p), ...argv] },
      fl.range(n),
    );
    return wantValue ? { v: NONDET(`${cls.key}::${name}`) } : {};
  }
  if (hit.method.fromModel && !hit.method.hasBody)
    return containerOp(fl, n, recv, rt, name, hit.method, args, wantValue);
  // A virtual member called through a pointer or reference: any override in a derived class may
  // run; the dynamic type is a value the model does not know.
  if (hit.method.isVirtual && recv.p.k === 'deref') {
    const targets = [hit.method, ...overrides(fl, cls, name, args.length)].filter((m) => m.hasBody);
    if (targets.length > 1) return virtualCall(fl, n, recv, cls, name, targets, args, wantValue);
  }
  return callMethod(
    fl,
    n,
    hit.cls,
    hit.method,
    hit.method.isStatic ? undefined : recv,
    args,
    wantValue,
    extra,
  );
}

function overrides(fl: FnLowering, cls: ClassInfo, name: string, arity: number): MethodInfo[] {
  const out: MethodInfo[] = [];
  for (const d of derivedClasses(fl.cx, cls.key)) {
    const m = d.methods.get(name)?.find((x) => x.params.length === arity);
    if (m) out.push(m);
  }
  return out;
}

function virtualCall(
  fl: FnLowering,
  n: SyntaxNode,
  recv: LVal,
  cls: ClassInfo,
  name: string,
  targets: MethodInfo[],
  args: SyntaxNode[],
  wantValue: boolean,
): CallResult {
  const range = fl.range(n);
  const self = addrOf(fl, recv.p);
  const argv = lowerArgs(fl, targets[0]!.params, args);
  const ret = stripRef(targets[0]!.ret);
  const dst = wantValue && ret.k !== 'void' ? fl.newTemp(ret) : undefined;
  const blocks = targets.map(() => fl.cfg.newBlock());
  const join = fl.cfg.newBlock();
  const unknownType = fl.cfg.newBlock();
  // The dynamic type the object's constructor recorded picks the override.
  const tag = fl.newTemp(T.int);
  fl.cfg.emit(
    { op: 'assign', dst: tag, src: loadOf({ k: 'field', base: recv.p, field: VPTR, record: cls.key }) },
    range,
  );
  const cases = dispatchTable(fl.cx, cls, name, args.length).flatMap(({ tag: t, method }) => {
    const i = targets.findIndex((m) => m.id === method.id);
    return i < 0 ? [] : [{ lo: t, hi: t, target: blocks[i]!.id }];
  });
  fl.cfg.terminate({ k: 'switch', value: loadOf(tag), cases, default: unknownType.id }, range);
  // A type the lowering did not see recorded: any override may run.
  fl.cfg.switchTo(unknownType);
  fl.cfg.terminate(
    {
      k: 'switch',
      value: { k: 'nondet', why: 'dynamic type' },
      cases: blocks.slice(1).map((b, i) => ({ lo: i + 1, hi: i + 1, target: b.id })),
      default: blocks[0]!.id,
    },
    range,
  );
  targets.forEach((m, i) => {
    fl.cfg.switchTo(blocks[i]!);
    const t = dst && !isRef(m.ret) ? fl.newTemp(ret) : undefined;
    fl.cfg.emit(
      { op: 'call', callee: { k: 'fn', id: m.id }, args: [self, ...argv], ...(t ? { dst: t } : {}) },
      range,
    );
    if (dst && t) fl.cfg.emit({ op: 'assign', dst, src: loadOf(t) }, range);
    fl.cfg.enter(join, range);
  });
  fl.cfg.switchTo(join);
  return dst ? { v: { e: loadOf(dst), t: ret } } : {};
}

function callMethod(
  fl: FnLowering,
  n: SyntaxNode,
  _cls: ClassInfo,
  method: MethodInfo,
  recv: LVal | undefined,
  args: SyntaxNode[],
  wantValue: boolean,
  extra?: Val[],
): CallResult {
  const argv = [
    ...(extra?.map((v) => v.e) ?? []),
    ...lowerArgs(fl, method.params.slice(extra?.length ?? 0), args),
  ];
  const ret = method.ret;
  const dst = wantValue && ret.k !== 'void' ? fl.newTemp(ret) : undefined;
  const self = recv ? [addrOf(fl, recv.p)] : [];
  fl.cfg.emit(
    { op: 'call', callee: { k: 'fn', id: method.id }, args: [...self, ...argv], ...(dst ? { dst } : {}) },
    fl.range(n),
  );
  if (!dst) return {};
  if (isRef(ret)) return { lv: { p: derefOf(loadOf(dst)), t: ret.to } };
  return { v: { e: loadOf(dst), t: ret } };
}

/**
 * An iterator: the address of an element. `begin()` is the first element and `end()` one past the
 * last added (`_M_elems[_M_size]`), so `for (it = v.begin(); it != v.end(); ++it)` visits exactly
 * the elements added, as a range-for does; its type is a pointer to the element type (the model
 * header's `T*` names the class's template parameter).
 */
function iteratorValue(
  fl: FnLowering,
  recv: LVal,
  name: string,
  args: SyntaxNode[],
  rt: Type,
  vals: Val[],
  declared: Type,
): Val {
  const key = rt.k === 'record' ? rt.key : '';
  const isAssoc = /(^|::)(map|unordered_map|multimap|set|unordered_set|multiset)$/.test(key);
  const hasSize = keepsMember(fl.cx, key, CXX_LAYOUT.size);
  const elem = elementPlace(fl, recv, name, args, rt, vals, true);
  if (!isAssoc && elem.p.k === 'index') {
    const base = elem.p.base;
    const first = firstPlace(fl, recv.p, key);
    if (name === 'begin' || name === 'cbegin')
      elem.p = { k: 'index', base, index: fromFirst(first, intConst(0)) };
    else if ((name === 'end' || name === 'cend') && hasSize)
      elem.p = {
        k: 'index',
        base,
        index: fromFirst(first, loadOf({ k: 'field', base: recv.p, field: CXX_LAYOUT.size, record: key })),
      };
  }
  const t = isAssoc || elem.t.k === 'unknown' ? declared : ptrTo(elem.t);
  return { e: addrOf(fl, elem.p), t };
}

/**
 * An element of a container object: `_M_elems[i]` (the index when integral, else any element).
 * A map's element is a key-value pair: `m[k]` and `m.at(k)` name its value (`.second`), an
 * iterator (`whole`) the pair.
 */
function elementPlace(
  fl: FnLowering,
  recv: LVal,
  member: string,
  args: SyntaxNode[],
  rt: Type,
  lowered?: Val[],
  whole = false,
): LVal {
  const key = rt.k === 'record' ? rt.key : '';
  const elems: Place = { k: 'field', base: recv.p, field: CXX_LAYOUT.elems, record: key };
  let index: Expr = { k: 'nondet', why: 'element' };
  const isAssoc = isMapKey(key);
  const arg = lowered ? lowered[0] : args[0] ? rvalue(fl, args[0]) : undefined;
  const first = firstPlace(fl, recv.p, key);
  const sized = keepsMember(fl.cx, key, CXX_LAYOUT.size);
  if (arg && !isAssoc && (arg.t.k === 'int' || arg.e.k === 'int')) index = fromFirst(first, arg.e);
  else if (!isAssoc && member === 'front') index = fromFirst(first, intConst(0));
  else if (sized && !isAssoc && (member === 'back' || (member === 'top' && isStackKey(key)))) {
    const size = loadOf({ k: 'field', base: recv.p, field: CXX_LAYOUT.size, record: key });
    index = fromFirst(first, { k: 'binary', op: '-', left: size, right: intConst(1) });
  }
  const element: Place = { k: 'index', base: elems, index };
  const pair = isAssoc ? storedElementType(fl, rt) : undefined;
  if (pair?.k !== 'record') return { p: element, t: elementType(rt) };
  if (whole) return { p: element, t: pair };
  return { p: { k: 'field', base: element, field: 'second', record: pair.key }, t: elementType(rt) };
}

/** A sequence's or queue's start in `_M_elems` (`_M_first`), when the model class keeps one. */
export function firstPlace(fl: FnLowering, container: Place, key: string): Place | undefined {
  if (!keepsMember(fl.cx, key, CXX_LAYOUT.first)) return undefined;
  return { k: 'field', base: container, field: CXX_LAYOUT.first, record: key };
}

/** The position `offset` elements from a container's start (`offset` itself when it keeps none). */
export function fromFirst(first: Place | undefined, offset: Expr): Expr {
  return first ? { k: 'binary', op: '+', left: loadOf(first), right: offset } : offset;
}

/** A container's start one place back (an element put before the first) or on (the first taken). */
function moveFirst(fl: FnLowering, first: Place, op: '+' | '-', range: SourceRange): void {
  fl.cfg.emit(
    { op: 'assign', dst: first, src: { k: 'binary', op, left: loadOf(first), right: intConst(1) } },
    range,
  );
}

/** `std::stack`: its `top()` is its last element and `pop()` removes that one. */
function isStackKey(key: string): boolean {
  return /(^|::)stack$/.test(key);
}

/** The model class keeps elements (`_M_elems`): a container. */
export function hasElements(fl: FnLowering, t: Type): boolean {
  return t.k === 'record' && keepsMember(fl.cx, t.key, CXX_LAYOUT.elems);
}

/**
 * The type a container's model stores its elements as (the element of `_M_elems`); a map's
 * `pair<K, V>` with the map's own K and V.
 */
export function storedElementType(fl: FnLowering, container: Type): Type | undefined {
  if (container.k !== 'record') return undefined;
  const t = fl.cx.records.get(container.key)?.fields.find((f) => f.name === CXX_LAYOUT.elems)?.type;
  if (t?.k !== 'array') return undefined;
  const args = targsOf(container);
  if (!isMapKey(container.key)) return args?.[0] ?? t.of;
  return t.of.k === 'record' && args?.length ? withTargs(t.of, args.slice(0, 2)) : t.of;
}

function isMapKey(key: string): boolean {
  return /(^|::)(map|unordered_map|multimap)$/.test(key);
}

/** A field's type in an instance of a class template: the instance's argument for `T2 second;`. */
function instanceFieldType(fl: FnLowering, record: Type, field: string, declared: Type | undefined): Type {
  if (record.k !== 'record') return declared ?? T.unknown;
  const decl = cppUnit(fl.cx).classes.get(record.key)?.fieldParams?.get(field);
  let bound = decl === undefined ? undefined : targsOf(record)?.[decl.param];
  if (!decl || !bound || bound.k === 'unknown') return declared ?? T.unknown;
  for (let k = 0; k < decl.pointers; k++) bound = ptrTo(bound);
  return bound;
}

/**
 * The accesses a container member makes: a write of the whole object, or a read of its
 * bookkeeping (`_M_size`) — reading the container does not touch its elements, so `v[0] = x` in
 * one thread and `v[1] = y` or `v.size()` in another do not race, while either races with a
 * `push_back`. A fixed-size container (`std::array`) has no bookkeeping: reading it through a
 * member (`a[1]`, `a.size()`) touches only the element it names, if any.
 */
function containerAccess(fl: FnLowering, recv: LVal, kind: 'read' | 'write', node: SyntaxNode): Access[] {
  const t = stripRef(recv.t);
  const key = t.k === 'record' ? t.key : '';
  const fields = fl.cx.records.get(key)?.fields ?? [];
  const range = fl.range(node);
  if (kind === 'read' && fields.some((f) => f.name === CXX_LAYOUT.size))
    return [
      {
        place: { k: 'field', base: recv.p, field: CXX_LAYOUT.size, record: key },
        kind,
        atomic: false,
        range,
      },
    ];
  if (kind === 'read' && fields.some((f) => f.name === CXX_LAYOUT.elems)) return [];
  return [{ place: recv.p, kind, atomic: false, range }];
}

/** A smart pointer's member that yields or replaces the pointer it holds (`_M_ptr`). */
function smartPointerOp(
  fl: FnLowering,
  n: SyntaxNode,
  recv: LVal,
  key: string,
  name: string,
  args: SyntaxNode[],
): CallResult | undefined {
  const holder = fl.cx.records.get(key)?.fields.find((f) => f.name === CXX_LAYOUT.ptr);
  if (!holder) return undefined;
  const ptr: Place = { k: 'field', base: recv.p, field: CXX_LAYOUT.ptr, record: key };
  const range = fl.range(n);
  if (name === 'get' || name === 'operator->' || name === 'release') {
    fl.read(ptr, holder.type, n);
    const v = loadOf(ptr);
    if (name === 'release') {
      const tmp = fl.newTemp(holder.type);
      fl.cfg.emit({ op: 'assign', dst: tmp, src: v }, range);
      fl.cfg.emit({ op: 'assign', dst: ptr, src: intConst(0) }, range, fl.writeAccess(ptr, holder.type, n));
      return { v: { e: loadOf(tmp), t: ptrTo(elementType(recv.t)) } };
    }
    return { v: { e: v, t: ptrTo(elementType(recv.t)) } };
  }
  if (name === 'operator*') {
    fl.read(ptr, holder.type, n);
    return { lv: { p: derefOf(loadOf(ptr)), t: elementType(recv.t) } };
  }
  if (name === 'reset') {
    const v = args[0] ? rvalue(fl, args[0]).e : intConst(0);
    fl.cfg.emit({ op: 'assign', dst: ptr, src: v }, range, fl.writeAccess(ptr, holder.type, n));
    return {};
  }
  return undefined;
}

const APPEND = new Set(['push_back', 'emplace_back', 'push', 'emplace', 'push_front', 'emplace_front']);
const REMOVE_ONE = new Set(['pop_back', 'pop_front', 'pop']);

/** A library member of a model class without a model: the object is read (const) or written. */
function containerOp(
  fl: FnLowering,
  n: SyntaxNode,
  recv: LVal,
  rt: Type,
  name: string,
  method: MethodInfo | undefined,
  args: SyntaxNode[],
  wantValue: boolean,
): CallResult {
  const range = fl.range(n);
  const key = rt.k === 'record' ? rt.key : '';
  const hasElems = hasElements(fl, rt);
  const isConst = method?.isConst ?? false;
  fl.markAddressTaken(recv.p);
  const sizePlace: Place = { k: 'field', base: recv.p, field: CXX_LAYOUT.size, record: key };
  const sp = smartPointerOp(fl, n, recv, key, name, args);
  if (sp) return sp;
  const first = firstPlace(fl, recv.p, key);
  if (hasElems && APPEND.has(name)) {
    // The element goes after the last one (`_M_elems[_M_first + _M_size]`), or before the first
    // (which moves back), and the size grows: bookkeeping the model checker follows (a loop over
    // the container visits exactly what was added, a `front()` reads what was pushed first); the
    // access is the write.
    const atFront = name.endsWith('_front');
    if (atFront && first) moveFirst(fl, first, '-', range);
    const elem: LVal = {
      p: {
        k: 'index',
        base: { k: 'field', base: recv.p, field: CXX_LAYOUT.elems, record: key },
        index: atFront && first ? loadOf(first) : fromFirst(first, loadOf(sizePlace)),
      },
      t: elementType(rt),
    };
    if (name.startsWith('emplace')) constructInto(fl, elem.p, elem.t, args, n, false);
    else if (args[0] && isStdFunctionType(elem.t)) storeCallable(fl, elem.p, args[0], n);
    else if (args[0]) {
      // push_back(x): a copy (or move) of the value.
      const v = rvalue(fl, args[0]);
      fl.cfg.emit({ op: 'assign', dst: elem.p, src: v.e }, range);
    }
    // The write of the container rides on the size update: a library call would make the model
    // checker forget the whole object (and the thread handles stored in it).
    fl.cfg.emit(
      {
        op: 'assign',
        dst: sizePlace,
        src: { k: 'binary', op: '+', left: loadOf(sizePlace), right: intConst(1) },
      },
      range,
      containerAccess(fl, recv, 'write', n),
    );
    return wantValue ? { lv: elem } : {};
  }
  if (hasElems && REMOVE_ONE.has(name)) {
    // One element fewer: the size the model follows (`empty()`, `size()`, the next `push_back`'s
    // position), not a library call that would make it forget the whole container. Taken from
    // the front (`pop_front`, a queue's `pop`: the containers that keep a start), the start
    // moves on past it.
    const fromFront = name === 'pop_front' || name === 'pop';
    if (fromFront && first) moveFirst(fl, first, '+', range);
    fl.cfg.emit(
      {
        op: 'assign',
        dst: sizePlace,
        src: { k: 'binary', op: '-', left: loadOf(sizePlace), right: intConst(1) },
      },
      range,
      containerAccess(fl, recv, 'write', n),
    );
    return {};
  }
  const argv = args.map((a) => rvalue(fl, a).e);
  const accesses = containerAccess(fl, recv, isConst ? 'read' : 'write', n);
  const ret = method?.ret ?? T.unknown;
  if (hasElems && (name === 'size' || name === 'empty' || name === 'length')) {
    fl.cfg.emit(
      { op: 'call', callee: { k: 'fn', id: `${key}::${name}` }, args: [addrOf(fl, recv.p)], model: 'ignore' },
      range,
      accesses,
    );
    // Read as the call the source makes, in reports (`!q.empty()`, `v.size() == 3`).
    const size = loadOf({
      ...sizePlace,
      shownAs: { call: 'size()', ...(name === 'empty' ? { zero: 'empty()' } : {}) },
    });
    return {
      v:
        name === 'empty'
          ? { e: { k: 'binary', op: '==', left: size, right: intConst(0) }, t: T.bool }
          : { e: size, t: T.ulong },
    };
  }
  const dst = wantValue && ret.k !== 'void' && !isRef(ret) ? fl.newTemp(ret) : undefined;
  fl.cfg.emit(
    {
      op: 'call',
      callee: { k: 'fn', id: `${key}::${name}` },
      args: [addrOf(fl, recv.p), ...argv],
      model: 'ignore',
      ...(dst ? { dst } : {}),
    },
    range,
    accesses,
  );
  if (hasElems && name === 'clear') fl.cfg.emit({ op: 'assign', dst: sizePlace, src: intConst(0) }, range);
  if (isRef(ret) && hasElems) return { lv: elementPlace(fl, recv, name, args, rt) };
  if (dst) return { v: { e: { k: 'nondet', why: `${key}::${name}` }, t: ret } };
  return {};
}

/** A call the models table gives a meaning, as a place when it returns one (std::move(x) is x). */
function cppModelCallLv(
  fl: FnLowering,
  n: SyntaxNode,
  name: string,
  m: import('../../../models/types.js').FunctionModel,
  self: { place: Place; type: Type } | undefined,
  args: SyntaxNode[],
  wantValue: boolean,
  extra?: Val[],
): CallResult {
  if (m.kind === 'pass') {
    const a = args[m.object ?? 0];
    if (!a) return {};
    return { lv: lvalue(fl, a) };
  }
  const v = cppModelCall(fl, n, name, m, self, args, wantValue, extra);
  return v ? { v } : {};
}
