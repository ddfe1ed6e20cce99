/**
 * C++ statements: declarations of objects (constructors, references, `auto`, lambdas, guards),
 * range-for, try/catch (handlers as branches) and throw (leaves the scopes, running their
 * destructors, to the innermost handler), and the scope exits return, break, continue and goto take.
 */

import type { Expr, Place, Type } from '../../../ir/types.js';
import { CXX_LAYOUT } from '../../../models/cxx.js';
import { SyntaxNode } from '../../parse/index.js';
import { T } from '../ctypes.js';
import { declarator, declSpecifiers, specifierType } from '../decl.js';
import { type LVal, lvalue, rvalue, type Val } from '../expr.js';
import { derefOf, type FnLowering, intConst, loadOf } from '../function.js';
import { lowerInitializer } from '../init.js';
import { evaluateArraySizes, lowerLocalDeclaration, lowerStatement } from '../stmt.js';
import { BIND_OBJECT_TYPE, isBindExpression, isStdFunctionType, storeCallable } from './callables.js';
import {
  classOfType,
  cppFn,
  GENUINE_EXCEPTION,
  hasCppFn,
  isRef,
  normalizeName,
  refTo,
  stripRef,
  targsOf,
} from './context.js';

import { cppPlaceValue, firstPlace, fromFirst, hasElements, memberCall, storedElementType } from './expr.js';
import { lowerLambda } from './lambda.js';
import {
  addrOf,
  constructInto,
  emitExits,
  popExitScope,
  pushExitScope,
  registerGuard,
  simpleName,
} from './objects.js';

/** The C++ statements; false leaves the node to the C lowering. */
export function cppStatement(fl: FnLowering, n: SyntaxNode): boolean {
  switch (n.type) {
    case 'declaration':
      cppLocalDeclaration(fl, n);
      return true;
    case 'for_range_loop':
      rangeFor(fl, n);
      return true;
    case 'try_statement':
      tryStatement(fl, n);
      return true;
    case 'throw_statement':
      throwStatement(fl, n);
      return true;
    case 'alias_declaration':
    case 'using_declaration':
    case 'namespace_alias_definition':
      return true;
    case 'class_specifier':
    case 'struct_specifier':
    case 'union_specifier':
      // A local class: its member functions are lowered like any other.
      specifierType(fl.cx, fl.scope, n);
      return true;
    default:
      return false;
  }
}

// ---------------------------------------------------------------- declarations

/** `T x(a)` that the grammar read as a function declarator: its "parameters" are names of objects. */
function constructorArgs(fl: FnLowering, d: SyntaxNode): SyntaxNode[] | undefined {
  if (d.type !== 'function_declarator') return undefined;
  const params = d.childForFieldName('parameters')?.namedChildren ?? [];
  const out: SyntaxNode[] = [];
  for (const p of params) {
    const pd = p.childForFieldName('declarator');
    if (
      p.type === 'parameter_declaration' &&
      (pd?.type === 'parenthesized_declarator' || pd?.type === 'abstract_function_declarator')
    ) {
      // `std::ref(x)` read as a parameter `std::ref` named `(x)`: a call after all.
      const t = p.childForFieldName('type');
      const b = t ? fl.scope.lookup(normalizeName(t.text)) : undefined;
      if (!t || b?.k !== 'fn') return undefined;
      out.push(synthCall(p, t, pd));
      continue;
    }
    if (p.type !== 'parameter_declaration' || pd) return undefined;
    const t = p.childForFieldName('type');
    if (!t || (t.type !== 'type_identifier' && t.type !== 'qualified_identifier')) return undefined;
    const b = fl.scope.lookup(normalizeName(t.text));
    const tagLike = /(^|::)(defer_lock|try_to_lock|adopt_lock)$/.test(normalizeName(t.text));
    if (!tagLike && (!b || b.k === 'typedef')) return undefined;
    out.push(t);
  }
  return out;
}

/** A call node made of a parameter the grammar misread: `f(x)` from type `f` and declarator `(x)`. */
function synthCall(p: SyntaxNode, fnNode: SyntaxNode, decl: SyntaxNode): SyntaxNode {
  const src = (p as unknown as { source: string }).source;
  const call = new SyntaxNode(src, 'call_expression', true, false, null, p.startIndex, p.endIndex);
  const fn = new SyntaxNode(src, fnNode.type, true, false, 'function', fnNode.startIndex, fnNode.endIndex);
  fn.children = fnNode.children;
  const args = new SyntaxNode(src, 'argument_list', true, false, 'arguments', decl.startIndex, decl.endIndex);
  // `(x)` holds the name itself; `f(x)` read as an abstract function declarator holds parameters.
  const inner =
    decl.type === 'abstract_function_declarator'
      ? (decl.childForFieldName('parameters')?.namedChildren ?? []).map(
          (q) => q.childForFieldName('type') ?? q,
        )
      : decl.namedChildren;
  args.children = inner.map((c) =>
    c.type === 'identifier' || c.type === 'type_identifier'
      ? c
      : new SyntaxNode(src, 'identifier', true, false, null, c.startIndex, c.endIndex),
  );
  fn.parent = call;
  args.parent = call;
  call.children = [fn, args];
  call.parent = p.parent;
  return call;
}

function isPlaceholder(spec: SyntaxNode): boolean {
  const t = spec.childForFieldName('type');
  return t?.type === 'placeholder_type_specifier' || t?.text === 'auto' || t?.type === 'decltype';
}

function cppLocalDeclaration(fl: FnLowering, n: SyntaxNode): void {
  const spec = declSpecifiers(fl.cx, fl.scope, n);
  if (
    spec.storage.has('static') ||
    spec.storage.has('thread_local') ||
    spec.storage.has('extern') ||
    spec.storage.has('__thread')
  ) {
    lowerLocalDeclaration(fl, n);
    return;
  }
  const auto = isPlaceholder(n);
  for (const d of n.childrenForFieldName('declarator')) {
    const ctorArgs = constructorArgs(fl, d);
    let name: string | undefined;
    let type: Type;
    let value: SyntaxNode | null = null;
    let args: SyntaxNode[] | undefined;
    if (ctorArgs && stripRef(spec.type).k === 'record') {
      name = d.childForFieldName('declarator')?.text;
      type = spec.type;
      args = ctorArgs;
    } else {
      const info = declarator(fl.cx, fl.scope, d, spec.type);
      if (!info.name) continue;
      if (info.type.k === 'func') {
        fl.scope.names.set(info.name, { k: 'fn', id: info.name, name: info.name, type: info.type });
        continue;
      }
      name = info.name;
      type = info.type;
      value = d.type === 'init_declarator' ? d.childForFieldName('value') : null;
      if (value?.type === 'argument_list') {
        args = value.namedChildren.filter((c) => c.type !== 'comment');
        value = null;
      } else if (value?.type === 'initializer_list' && stripRef(type).k === 'record') {
        const cls = classOfType(fl.cx, type);
        if (cls && (cls.fromModel || cls.methods.has(simpleName(cls.key)))) {
          args = value.namedChildren.filter((c) => c.type !== 'comment');
          value = null;
        }
      }
    }
    if (!name) continue;
    evaluateArraySizes(fl, d);
    declareObject(fl, d, name, type, auto, value, args);
  }
}

function declareObject(
  fl: FnLowering,
  d: SyntaxNode,
  name: string,
  declared: Type,
  auto: boolean,
  value: SyntaxNode | null,
  args: SyntaxNode[] | undefined,
): void {
  const range = fl.range(d);
  // References: the variable holds the referent's address.
  if (isRef(declared)) {
    const src = value ?? args?.[0];
    let target: LVal | undefined = src ? lvalue(fl, src) : undefined;
    const t = declared.to.k === 'unknown' && target ? stripRef(target.t) : declared.to;
    const v = fl.declareLocal(name, refTo(t), 'local', d);
    if (target) {
      if (isRef(target.t)) target = { p: derefOf(loadOf(target.p)), t: target.t.to };
      fl.cfg.emit({ op: 'assign', dst: fl.varPlace(v.id), src: addrOf(fl, target.p) }, range);
    }
    return;
  }
  let type: Type = declared;
  const cls = classOfType(fl.cx, type);
  // std::atomic_ref<T> r(x): r names x itself.
  if (cls && args?.[0]) {
    const ctor = fl.cx.models.lookup(`${cls.key}::${simpleName(cls.key)}`);
    if (ctor?.kind === 'bind') {
      const target = lvalue(fl, args[0]);
      const v = fl.declareLocal(name, refTo(type), 'local', d);
      fl.cfg.emit({ op: 'assign', dst: fl.varPlace(v.id), src: addrOf(fl, target.p) }, range);
      return;
    }
  }
  if (value?.type === 'lambda_expression') {
    // The closure is built in the variable itself.
    const k = cppFn(fl).lambdas + 1;
    const placeholder = fl.declareLocal(
      name,
      { k: 'record', key: `${fl.id}::lambda${k}`, union: false },
      'local',
      d,
    );
    const v = lowerLambda(fl, value, fl.varPlace(placeholder.id));
    placeholder.type = v.t;
    fl.scope.names.set(name, { k: 'var', id: placeholder.id, type: v.t });
    return;
  }
  if (
    value?.type === 'call_expression' &&
    /(^|::)async$/.test(normalizeName(value.childForFieldName('function')?.text ?? ''))
  ) {
    // `auto fut = std::async(...)`: the thread's handle goes straight into the future variable.
    const ft: Type = type.k === 'record' ? type : { k: 'record', key: 'std::future', union: false };
    const local = fl.declareLocal(name, ft, 'local', d);
    const place = fl.varPlace(local.id);
    cppFn(fl).spawnInto = place;
    rvalue(fl, value);
    cppFn(fl).spawnInto = undefined;
    adoptFuture(fl, place, d);
    return;
  }
  if (value && auto && isBindExpression(value)) {
    // `auto f = std::bind(g, _1, 2)`: what to call and the values bound, as a std::function holds them.
    const local = fl.declareLocal(name, BIND_OBJECT_TYPE, 'local', d);
    storeCallable(fl, fl.varPlace(local.id), value, d);
    return;
  }
  if (value && (auto || type.k === 'unknown')) {
    const v = rvalue(fl, value);
    type = stripRef(v.t);
    const local = fl.declareLocal(name, type, 'local', d);
    const place = fl.varPlace(local.id);
    fl.cfg.emit({ op: 'assign', dst: place, src: v.e }, range, fl.writeAccess(place, type, d));
    adoptFuture(fl, place, d);
    return;
  }
  const local = fl.declareLocal(name, type, 'local', d);
  const place = fl.varPlace(local.id);
  if (cls) {
    if (value) {
      if (value.type === 'initializer_list') constructInto(fl, place, type, value.namedChildren, d, true);
      else if (isStdFunctionType(type)) storeCallable(fl, place, value, d);
      else {
        const v = rvalue(fl, value);
        fl.cfg.emit({ op: 'assign', dst: place, src: v.e }, range, fl.writeAccess(place, type, d));
        adoptFuture(fl, place, d);
      }
    } else constructInto(fl, place, type, args ?? [], d, true);
    return;
  }
  if (args) {
    constructInto(fl, place, type, args, d, true);
    return;
  }
  if (value) lowerInitializer(fl, place, type, value);
}

/** `auto f = std::async(...)`: the future's destructor waits for the thread at scope exit. */
function adoptFuture(fl: FnLowering, place: Place, d: SyntaxNode): void {
  const st = cppFn(fl);
  if (!st.pendingAutoJoin) return;
  st.pendingAutoJoin = undefined;
  registerGuard(
    fl,
    place,
    d,
    { does: 'join', locks: [], handle: loadOf(place), known: true, mode: 'exclusive' },
    intConst(1),
  );
}

// ---------------------------------------------------------------- loops

export function enterBranch(fl: FnLowering): void {
  const st = hasCppFn(fl);
  if (st) st.depth++;
}

export function leaveBranch(fl: FnLowering): void {
  const st = hasCppFn(fl);
  if (st) st.depth--;
}

function loop(fl: FnLowering, brk: number, cont: number, body: () => void): void {
  const st = cppFn(fl);
  fl.breakTargets.push(brk);
  fl.continueTargets.push(cont);
  st.breakScopes.push(st.scopes.length);
  st.continueScopes.push(st.scopes.length);
  st.depth++;
  body();
  st.depth--;
  st.breakScopes.pop();
  st.continueScopes.pop();
  fl.breakTargets.pop();
  fl.continueTargets.pop();
}

function rangeFor(fl: FnLowering, n: SyntaxNode): void {
  const cfg = fl.cfg;
  const range = fl.range(n);
  fl.pushScope();
  pushExitScope(fl, n);
  const right = n.childForFieldName('right')!;
  const declNode = n.childForFieldName('declarator');
  const spec = declSpecifiers(fl.cx, fl.scope, n);
  const info = declarator(fl.cx, fl.scope, declNode, spec.type);
  const coll = lvalue(fl, right);
  const ct = stripRef(coll.t);
  let elem: ((i: Expr) => LVal) | undefined;
  let bound: Expr | undefined;
  if (ct.k === 'array' && ct.length !== undefined) {
    elem = (i) => ({ p: { k: 'index', base: coll.p, index: i }, t: ct.of });
    bound = intConst(ct.length);
  } else if (ct.k === 'record' && hasElements(fl, ct)) {
    // Iterating reads the container; the elements are visited in order up to its size.
    memberCall(fl, n, coll, 'begin', [], false);
    const elems: Place = { k: 'field', base: coll.p, field: CXX_LAYOUT.elems, record: ct.key };
    // A map's elements are key-value pairs (`for (auto &kv : m) kv.second->run()`).
    const et = storedElementType(fl, ct) ?? targsOf(ct)?.[0] ?? T.unknown;
    const first = firstPlace(fl, coll.p, ct.key);
    elem = (i) => ({ p: { k: 'index', base: elems, index: fromFirst(first, i) }, t: et });
    bound = loadOf({ k: 'field', base: coll.p, field: CXX_LAYOUT.size, record: ct.key });
  }
  const counter = fl.varPlace(fl.declareLocal('range.i', T.long, 'local', n).id);
  cfg.emit({ op: 'assign', dst: counter, src: intConst(0) }, range);
  const head = cfg.newBlock();
  const body = cfg.newBlock();
  const step = cfg.newBlock();
  const exit = cfg.newBlock();
  cfg.enter(head, range);
  const cond: Expr = bound
    ? { k: 'binary', op: '<', left: loadOf(counter), right: bound }
    : { k: 'binary', op: '!=', left: { k: 'nondet', why: 'range' }, right: intConst(0) };
  // The test is the header the source writes (`for (int &x : copied)`): the counter is hidden.
  const header = `${n.text.slice(0, right.endIndex - n.startIndex).replace(/\s+/g, ' ')})`;
  cfg.terminate({ k: 'branch', cond, then: body.id, else: exit.id, written: { text: header } }, range);
  cfg.switchTo(body);
  fl.pushScope();
  if (info.name) {
    const e = elem?.(loadOf(counter));
    if (isRef(info.type) || declNode?.type === 'reference_declarator') {
      const t = e ? e.t : T.unknown;
      const v = fl.declareLocal(info.name, refTo(t), 'local', declNode ?? n);
      fl.cfg.emit(
        { op: 'assign', dst: fl.varPlace(v.id), src: e ? addrOf(fl, e.p) : { k: 'nondet', why: 'element' } },
        range,
      );
    } else {
      // `auto` and `auto*` take the element's type (a pointer element keeps its class).
      const declared = info.type as Type;
      const deduced = declared.k === 'unknown' || (declared.k === 'ptr' && declared.to.k === 'unknown');
      const t = deduced && e && e.t.k !== 'unknown' ? e.t : info.type;
      const v = fl.declareLocal(info.name, t, 'local', declNode ?? n);
      const src: Val = e ? cppPlaceValue(fl, e, n) : { e: { k: 'nondet', why: 'element' }, t };
      fl.cfg.emit({ op: 'assign', dst: fl.varPlace(v.id), src: src.e }, range);
    }
  }
  loop(fl, exit.id, step.id, () => lowerStatement(fl, n.childForFieldName('body')!));
  fl.popScope();
  cfg.enter(step, range);
  cfg.emit(
    { op: 'assign', dst: counter, src: { k: 'binary', op: '+', left: loadOf(counter), right: intConst(1) } },
    range,
  );
  cfg.enter(head, range);
  cfg.switchTo(exit);
  popExitScope(fl, n);
  fl.popScope();
}

// ---------------------------------------------------------------- exceptions

/** Whether a subtree contains a call or a throw (something that may throw). */
function mayThrow(n: SyntaxNode): boolean {
  return (
    n.descendantsOfType('call_expression').length > 0 || n.descendantsOfType('throw_statement').length > 0
  );
}

function tryStatement(fl: FnLowering, n: SyntaxNode): void {
  const cfg = fl.cfg;
  const st = cppFn(fl);
  const range = fl.range(n);
  const handler = cfg.newBlock();
  const after = cfg.newBlock();
  const body = n.childForFieldName('body')!;
  st.tries.push({ handler: handler.id, scopes: st.scopes.length });
  st.depth++;
  lowerStatement(fl, body);
  st.depth--;
  st.tries.pop();
  // A call in the body may have thrown: the handlers are reachable from its end too.
  if (mayThrow(body))
    cfg.terminate(
      {
        k: 'branch',
        cond: { k: 'nondet', why: GENUINE_EXCEPTION, input: true },
        then: handler.id,
        else: after.id,
      },
      range,
    );
  else cfg.enter(after, range);
  const clauses = n.namedChildren.filter((c) => c.type === 'catch_clause');
  cfg.switchTo(handler);
  if (clauses.length === 0) cfg.enter(after, range);
  else {
    const blocks = clauses.map(() => cfg.newBlock());
    cfg.terminate(
      {
        k: 'switch',
        value: { k: 'nondet', why: GENUINE_EXCEPTION, input: true },
        cases: blocks.slice(1).map((b, i) => ({ lo: i + 1, hi: i + 1, target: b.id })),
        default: blocks[0]!.id,
      },
      range,
    );
    clauses.forEach((c, i) => {
      cfg.switchTo(blocks[i]!);
      fl.pushScope();
      const p = c
        .childForFieldName('parameters')
        ?.namedChildren.find((x) => x.type === 'parameter_declaration');
      if (p) {
        const s = declSpecifiers(fl.cx, fl.scope, p);
        const di = declarator(fl.cx, fl.scope, p.childForFieldName('declarator'), s.type);
        if (di.name) fl.declareLocal(di.name, stripRef(di.type), 'local', p);
      }
      st.depth++;
      lowerStatement(fl, c.childForFieldName('body')!);
      st.depth--;
      fl.popScope();
      cfg.enter(after, range);
    });
  }
  cfg.switchTo(after);
}

function throwStatement(fl: FnLowering, n: SyntaxNode): void {
  const st = cppFn(fl);
  const e = n.namedChildren[0];
  if (e) {
    const v = rvalue(fl, e);
    if (fl.cfg.pending.length) fl.cfg.emit({ op: 'assign', dst: fl.newTemp(v.t), src: v.e }, fl.range(n));
  }
  const t = st.tries[st.tries.length - 1];
  if (t) {
    emitExits(fl, t.scopes, n);
    fl.cfg.terminate({ k: 'goto', target: t.handler }, fl.range(n));
    return;
  }
  // Out of the function: every scope's destructors run, and the caller goes on unwinding (taken as a return).
  emitExits(fl, 0, n);
  fl.cfg.terminate({ k: 'return' }, fl.range(n));
}

/** Before `return`, `break`, `continue`: the destructors of the scopes being left. */
export function exitScopesFor(fl: FnLowering, kind: 'return' | 'break' | 'continue', n: SyntaxNode): void {
  const st = hasCppFn(fl);
  if (!st) return;
  const keep =
    kind === 'return'
      ? 0
      : kind === 'break'
        ? (st.breakScopes[st.breakScopes.length - 1] ?? 0)
        : (st.continueScopes[st.continueScopes.length - 1] ?? 0);
  emitExits(fl, keep, n);
}

/** Before `goto label`: the destructors of the scopes the label is not inside. */
export function exitScopesForGoto(fl: FnLowering, label: string, n: SyntaxNode): void {
  const st = hasCppFn(fl);
  if (!st) return;
  const target = st.labels.get(label);
  const inside = (scope: SyntaxNode): boolean => {
    for (let p = target ?? null; p; p = p.parent) if (p === scope) return true;
    return false;
  };
  let keep = st.scopes.length;
  while (keep > 0 && !inside(st.scopes[keep - 1]!.node)) keep--;
  emitExits(fl, keep, n);
}

/** `if (init; cond)` / `if (T x = e)`: the init and declaration first, then the condition's value. */
export function conditionClause(fl: FnLowering, n: SyntaxNode): SyntaxNode | { val: Val } {
  const init = n.childForFieldName('initializer');
  if (init) lowerStatement(fl, init);
  const value = n.childForFieldName('value') ?? n.namedChildren[n.namedChildren.length - 1]!;
  if (value.type !== 'declaration') return value;
  cppLocalDeclaration(fl, value);
  const d = value.childrenForFieldName('declarator')[0];
  const nameNode =
    d?.type === 'init_declarator' ? d.childForFieldName('declarator') : d?.childForFieldName('declarator');
  const b = nameNode ? fl.scope.lookup(nameNode.text) : undefined;
  if (b?.k !== 'var') return { val: { e: { k: 'nondet', why: 'condition' }, t: T.int } };
  const lv: LVal = isRef(b.type)
    ? { p: derefOf(loadOf(fl.varPlace(b.id))), t: b.type.to }
    : { p: fl.varPlace(b.id), t: b.type };
  const cls = classOfType(fl.cx, lv.t);
  if (cls) {
    const r = memberCall(fl, value, lv, 'operator bool', [], true);
    if (r.v) return { val: r.v };
  }
  return { val: cppPlaceValue(fl, lv, value) };
}
