/**
 * C++ objects: construction (constructors, member initializers, aggregates), and what leaving a
 * scope does — the destructors of its objects, including the RAII guards' unlocks and the
 * automatic joins of std::jthread and std::async's future — on every way out: the end of the block,
 * return, break, continue, goto and throw.
 */

import type { Expr, Place, Type } from '../../../ir/types.js';
import { CXX_LAYOUT, isStdFunction } from '../../../models/cxx.js';
import type { SyntaxNode } from '../../parse/index.js';
import { T } from '../ctypes.js';
import { lvalue, rvalue } from '../expr.js';
import { derefOf, type FnLowering, intConst, loadOf } from '../function.js';
import { callableArgument, isStdFunctionType, storeCallable } from './callables.js';
import {
  type ClassInfo,
  classChain,
  cppFn,
  cppUnit,
  type ExitAction,
  fieldType,
  findMethod,
  type GuardInfo,
  isRef,
  keepsMember,
  stripRef,
} from './context.js';
import { writeDynamicType } from './dispatch.js';

export function simpleName(key: string): string {
  const i = key.lastIndexOf('::');
  return i < 0 ? key : key.slice(i + 2);
}

export function addrOf(fl: FnLowering, place: Place): Expr {
  if (place.k === 'deref') return place.ptr;
  fl.markAddressTaken(place);
  return { k: 'addr', place };
}

/** The arguments of a call to a function whose parameter types are known: references by address. */
export function lowerArgs(fl: FnLowering, params: Type[] | undefined, args: SyntaxNode[]): Expr[] {
  return lowerArgVals(fl, params, args).map((v) => v.e);
}

/** The same, with each argument's type (a reference parameter's: the referenced object's). */
function lowerArgVals(
  fl: FnLowering,
  params: Type[] | undefined,
  args: SyntaxNode[],
): { e: Expr; t: Type }[] {
  return args.map((a, i) => {
    const p = params?.[i];
    // References, and objects of class type taken by value (lowered as references: see
    // byValueClassParam), are passed by address.
    if (p && isStdFunctionType(p)) return { e: callableArgument(fl, p, a), t: stripRef(p) };
    if (p && (isRef(p) || p.k === 'record')) {
      const lv = lvalue(fl, a);
      return { e: addrOf(fl, lv.p), t: stripRef(lv.t) };
    }
    return cppValue(fl, a);
  });
}

/** An rvalue in C++ (rvalue already applies C++ rules: implicit atomic loads, references). */
function cppValue(fl: FnLowering, n: SyntaxNode): { e: Expr; t: Type } {
  return rvalue(fl, n);
}

/**
 * Constructs an object of `type` at `place` from `args`: the class's constructor (a model's, a
 * user's), else member-wise; registers its destructor with the current scope when `scoped`.
 */
export function constructInto(
  fl: FnLowering,
  place: Place,
  type: Type,
  args: SyntaxNode[],
  node: SyntaxNode,
  scoped: boolean,
): void {
  const range = fl.range(node);
  const cls = type.k === 'record' ? cppUnit(fl.cx).classes.get(type.key) : undefined;
  if (!cls) {
    if (args.length >= 1) {
      const v = rvalue(fl, args[0]!);
      fl.cfg.emit({ op: 'assign', dst: place, src: v.e }, range, fl.writeAccess(place, type, node));
      for (const a of args.slice(1)) rvalue(fl, a);
    }
    return;
  }
  if (isStdFunctionType(type) && args.length === 1) {
    storeCallable(fl, place, args[0]!, node);
    return;
  }
  const ctorName = simpleName(cls.key);
  // A copy or move from an object of the same class: the object's value.
  // (A guard moved from another guard takes its ownership over: the guard's model handles it.)
  const guardCtor = !!fl.cx.models.lookup(`${cls.key}::${ctorName}`)?.guard;
  if (args.length === 1 && !guardCtor && copiesSameClass(fl, args[0]!, cls)) {
    const v = rvalue(fl, args[0]!);
    fl.cfg.emit({ op: 'assign', dst: place, src: v.e }, range, fl.writeAccess(place, type, node));
    return;
  }
  for (const c of classChain(fl.cx, cls)) {
    const name = `${c.key}::${ctorName === simpleName(c.key) ? ctorName : simpleName(c.key)}`;
    const m = fl.cx.models.lookup(name);
    if (m) {
      modelConstructor(fl, node, name, m, place, type, args, scoped);
      return;
    }
    if (c !== cls) break;
  }
  const ctor = findMethod(fl.cx, cls, ctorName, args.length);
  if (ctor && ctor.cls === cls && !cls.fromModel) {
    const argv = lowerArgs(fl, ctor.method.params, args);
    fl.cfg.emit(
      { op: 'call', callee: { k: 'fn', id: ctor.method.id }, args: [addrOf(fl, place), ...argv] },
      range,
    );
  } else if (!cls.fromModel) {
    // An aggregate: members in order, then the default member initializers of the rest.
    const fields = fl.cx.records.get(cls.key)?.fields ?? [];
    const named = new Set<string>();
    args.forEach((a, i) => {
      const f = fields[i];
      if (!f) {
        rvalue(fl, a);
        return;
      }
      named.add(f.name);
      const fp: Place = { k: 'field', base: place, field: f.name, record: cls.key };
      constructInto(fl, fp, f.type, a.type === 'initializer_list' ? a.namedChildren : [a], a, false);
    });
    for (const mi of cls.memberInits) {
      if (named.has(mi.field)) continue;
      const fp: Place = { k: 'field', base: place, field: mi.field, record: cls.key };
      const ft = fieldType(fl.cx, cls.key, mi.field) ?? T.unknown;
      constructInto(
        fl,
        fp,
        ft,
        mi.value.type === 'initializer_list' ? mi.value.namedChildren : [mi.value],
        mi.value,
        false,
      );
    }
    writeDynamicType(fl, place, cls, node);
  } else if (args.length === 1 && keepsMember(fl.cx, cls.key, CXX_LAYOUT.ptr)) {
    // A smart pointer made from a raw pointer holds it.
    const v = rvalue(fl, args[0]!);
    const ptr: Place = { k: 'field', base: place, field: CXX_LAYOUT.ptr, record: cls.key };
    fl.cfg.emit({ op: 'assign', dst: ptr, src: v.e }, range, fl.writeAccess(ptr, v.t, node));
  } else {
    const values = args.map((a) => rvalue(fl, a));
    // A library container's size as constructed (bookkeeping the model checker follows; not an
    // access): empty without arguments, else what they say when that is known, else unknown.
    if (keepsMember(fl.cx, cls.key, CXX_LAYOUT.size))
      fl.cfg.emit(
        {
          op: 'assign',
          dst: { k: 'field', base: place, field: CXX_LAYOUT.size, record: cls.key },
          src: constructedSize(cls.key, args, values),
        },
        range,
      );
    // Its elements start at the start of `_M_elems`.
    if (keepsMember(fl.cx, cls.key, CXX_LAYOUT.first))
      fl.cfg.emit(
        {
          op: 'assign',
          dst: { k: 'field', base: place, field: CXX_LAYOUT.first, record: cls.key },
          src: intConst(0),
        },
        range,
      );
  }
  if (scoped && !cls.fromModel) {
    const dtor = findMethod(fl.cx, cls, `~${ctorName}`, 0);
    if (dtor?.method.hasBody) addExit(fl, { k: 'dtor', fn: dtor.method.id, obj: addrOf(fl, place), node });
  }
}

/** Sequence containers whose one-integer constructor makes that many elements (`v(4)`). */
const SEQUENCES = new Set(['std::vector', 'std::deque', 'std::list', 'std::forward_list']);

/**
 * The size a library container has once constructed from `args`: none, 0; a sequence's count in
 * parentheses (`v(n)`) or its braced elements (`v{1, 2, 3}`); anything else (a copy, a range, a
 * map's bucket count) a value the model does not know, never 0: a loop over it must not vanish.
 */
function constructedSize(key: string, args: SyntaxNode[], values: { e: Expr; t: Type }[]): Expr {
  if (args.length === 0) return intConst(0);
  const braced = args[0]!.parent?.type === 'initializer_list';
  if (SEQUENCES.has(key) && braced) return intConst(args.length);
  if (SEQUENCES.has(key) && args.length === 1 && values[0]!.t.k === 'int') return values[0]!.e;
  return { k: 'nondet', why: 'the size of a container constructed from what the model does not follow' };
}

function copiesSameClass(fl: FnLowering, a: SyntaxNode, cls: ClassInfo): boolean {
  if (a.type === 'initializer_list' || a.type === 'lambda_expression') return false;
  let n = a;
  // std::move(x) / std::forward(x)
  if (
    n.type === 'call_expression' &&
    isStdFunction(n.childForFieldName('function')?.text ?? '', 'move', 'forward')
  )
    n = n.childForFieldName('arguments')?.namedChildren[0] ?? n;
  if (n.type === 'call_expression') {
    // A temporary of the same class (`std::thread(f)`): its value is moved in.
    const f = n.childForFieldName('function');
    const b = f ? fl.scope.lookup(f.text.replace(/\s+/g, '').replace(/<.*>$/, '')) : undefined;
    return (
      b?.k === 'typedef' &&
      stripRef(b.type).k === 'record' &&
      (stripRef(b.type) as { key: string }).key === cls.key
    );
  }
  if (n.type !== 'identifier' && n.type !== 'type_identifier' && n.type !== 'field_expression') return false;
  const b = n.type !== 'field_expression' ? fl.scope.lookup(n.text) : undefined;
  if (b && (b.k === 'var' || b.k === 'member' || b.k === 'capture')) {
    const t = stripRef(b.type);
    return t.k === 'record' && t.key === cls.key;
  }
  return false;
}

type ModelCtor = (
  fl: FnLowering,
  node: SyntaxNode,
  name: string,
  m: import('../../../models/types.js').FunctionModel,
  place: Place,
  type: Type,
  args: SyntaxNode[],
  scoped: boolean,
) => void;
let modelCtorImpl: ModelCtor | undefined;
export function setModelConstructor(f: ModelCtor): void {
  modelCtorImpl = f;
}
function modelConstructor(
  fl: FnLowering,
  node: SyntaxNode,
  name: string,
  m: import('../../../models/types.js').FunctionModel,
  place: Place,
  type: Type,
  args: SyntaxNode[],
  scoped: boolean,
): void {
  modelCtorImpl?.(fl, node, name, m, place, type, args, scoped);
}

/**
 * What a constructor does before its body, in the language's order: the base classes, then the
 * members in declaration order (not the order the initializer list is written in), each from its
 * mem-initializer, else its default member initializer, else its default constructor.
 */
export function memberInitializers(fl: FnLowering, cls: ClassInfo, fn: SyntaxNode): void {
  const thisPlace = derefOf(loadOf(fl.varPlace('%this')));
  const given = new Map<string, { args: SyntaxNode[]; node: SyntaxNode }>();
  for (const list of fn.namedChildren.filter((c) => c.type === 'field_initializer_list')) {
    for (const fi of list.namedChildren) {
      if (fi.type !== 'field_initializer') continue;
      const nameNode = fi.namedChildren[0];
      const argsNode = fi.namedChildren.find(
        (c) => c.type === 'argument_list' || c.type === 'initializer_list',
      );
      if (!nameNode) continue;
      const args = argsNode?.namedChildren.filter((c) => c.type !== 'comment') ?? [];
      given.set(nameNode.text.replace(/\s+/g, ''), { args, node: fi });
    }
  }
  const inherited = new Set<string>();
  for (const b of cls.bases) {
    const bc = cppUnit(fl.cx).classes.get(b);
    for (const f of fl.cx.records.get(b)?.fields ?? []) inherited.add(f.name);
    const entry =
      given.get(simpleName(b)) ??
      given.get(b) ??
      [...given].find(([k]) => k.replace(/<.*$/, '') === simpleName(b))?.[1];
    if (bc && entry)
      constructInto(fl, thisPlace, { k: 'record', key: bc.key, union: false }, entry.args, entry.node, false);
  }
  writeDynamicType(fl, thisPlace, cls, fn);
  for (const f of fl.cx.records.get(cls.key)?.fields ?? []) {
    if (inherited.has(f.name)) continue;
    // The source names the member alone here (`cap_(10)`, `int lines_ = 0;`), as in a body.
    const place: Place = { k: 'field', base: thisPlace, field: f.name, record: cls.key, implicitThis: true };
    const entry = given.get(f.name);
    if (entry) {
      constructInto(fl, place, f.type, entry.args, entry.node, false);
      continue;
    }
    const mi = cls.memberInits.find((m) => m.field === f.name);
    if (mi) {
      const args = mi.value.type === 'initializer_list' ? mi.value.namedChildren : [mi.value];
      constructInto(fl, place, f.type, args, mi.value, false);
      continue;
    }
    // A member object without an initializer: its default constructor (a user class's, or a
    // library container starting empty).
    if (f.type.k === 'record' && cppUnit(fl.cx).classes.has(f.type.key))
      constructInto(fl, place, f.type, [], fn, false);
  }
}

// ---------------------------------------------------------------- scopes and exits

export function pushExitScope(fl: FnLowering, node: SyntaxNode): void {
  cppFn(fl).scopes.push({ node, actions: [] });
}

/** Leaves the innermost scope by falling off its end: its actions run there. */
export function popExitScope(fl: FnLowering, node: SyntaxNode): void {
  const st = cppFn(fl);
  const s = st.scopes[st.scopes.length - 1];
  if (!s) return;
  if (s.actions.length) emitScope(fl, s.actions, node, true);
  st.scopes.pop();
  for (const a of s.actions) if (a.guard) st.guards.delete(a.guard.varId);
}

function addExit(fl: FnLowering, a: ExitAction): void {
  const st = cppFn(fl);
  const s = st.scopes[st.scopes.length - 1];
  if (s) s.actions.push(a);
}

/** Runs the actions of every scope from the innermost out to (not including) index `keep`. */
export function emitExits(
  fl: FnLowering,
  keep: number,
  node: SyntaxNode,
  filter?: (a: ExitAction) => boolean,
): void {
  const st = cppFn(fl);
  for (let i = st.scopes.length - 1; i >= keep; i--) {
    const acts = st.scopes[i]!.actions.filter((a) => !filter || filter(a));
    if (acts.length) emitScope(fl, acts, node);
  }
}

function emitScope(fl: FnLowering, actions: ExitAction[], node: SyntaxNode, atEnd = false): void {
  for (let i = actions.length - 1; i >= 0; i--) emitAction(fl, actions[i]!, node, atEnd);
}

function emitAction(fl: FnLowering, a: ExitAction, node: SyntaxNode, atEnd: boolean): void {
  const r = fl.range(node);
  // Falling off a block's end: the destructors run at its closing brace.
  const range = atEnd ? { ...r, line: r.endLine, column: Math.max(1, r.endColumn - 1) } : r;
  if (a.k === 'dtor') {
    fl.cfg.emit({ op: 'call', callee: { k: 'fn', id: a.fn! }, args: [a.obj!] }, range);
    return;
  }
  const g = a.guard!;
  const act = () => {
    if (g.does === 'unlock')
      for (const l of [...g.locks].reverse()) fl.cfg.emit({ op: 'unlock', lock: l }, range);
    else if (g.handle) fl.cfg.emit({ op: 'join', handle: g.handle }, range);
  };
  if (g.known === true) act();
  else if (g.known === undefined) {
    const yes = fl.cfg.newBlock();
    const join = fl.cfg.newBlock();
    fl.cfg.terminate(
      {
        k: 'branch',
        cond: { k: 'binary', op: '!=', left: loadOf(g.flag), right: intConst(0) },
        then: yes.id,
        else: join.id,
      },
      range,
    );
    fl.cfg.switchTo(yes);
    act();
    fl.cfg.enter(join, range);
  }
}

/** Registers a guard (a lock guard or an auto-joining thread) on the current scope. */
export function registerGuard(
  fl: FnLowering,
  varPlace: Place,
  node: SyntaxNode,
  g: Omit<GuardInfo, 'flag' | 'depth' | 'varId'>,
  initial: Expr,
): GuardInfo {
  const st = cppFn(fl);
  const varId = varPlace.k === 'var' ? varPlace.id : `guard${fl.range(node).line}`;
  // A private local (never address-taken, so never shared) the guard's destructor tests.
  const flag = fl.varPlace(fl.declareLocal(`${varId.replace(/^%/, '')}.owns`, T.int, 'local').id);
  const info: GuardInfo = { ...g, varId, flag, depth: st.depth };
  fl.cfg.emit({ op: 'assign', dst: flag, src: initial }, fl.range(node));
  st.guards.set(varId, info);
  addExit(fl, { k: 'guard', guard: info, node });
  return info;
}

/** A guard's ownership changes: the flag follows at run time, the lowering knows it on straight lines. */
export function setGuardOwned(fl: FnLowering, g: GuardInfo, value: boolean | Expr, node: SyntaxNode): void {
  const st = cppFn(fl);
  const src: Expr = typeof value === 'boolean' ? intConst(value ? 1 : 0) : value;
  fl.cfg.emit({ op: 'assign', dst: g.flag, src }, fl.range(node));
  g.known = typeof value === 'boolean' && st.depth === g.depth ? value : undefined;
}

export function guardOf(fl: FnLowering, place: Place): GuardInfo | undefined {
  if (place.k !== 'var') return undefined;
  return cppFn(fl).guards.get(place.id);
}

export type { ExitAction };
