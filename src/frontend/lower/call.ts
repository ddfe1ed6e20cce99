/**
 * Calls. A call to a modelled library function becomes the IR instruction its model says
 * (lock, spawn, atomic, ...); the models are data (src/models/, .lockstep.yml). Any other
 * call stays a `call`, resolved at link time.
 */

import { wholeBuffer } from '../../ir/buffer.js';
import { stripCasts } from '../../ir/exprs.js';
import type { Access, Expr, MemoryOrder, Place, Type } from '../../ir/types.js';
import {
  CONSTANT_P,
  NORETURN_BUILTINS,
  VALUE_OF_FIRST_ARG,
  VARARGS_BUILTIN_PREFIX,
} from '../../models/builtins.js';
import { type FormatFamily, formatEffects } from '../../models/format.js';
import type { FunctionModel } from '../../models/types.js';
import type { SyntaxNode } from '../parse/index.js';
import { hiddenStateAccesses, lowerCallbacks, runForkHandlers } from './callbacks.js';
import { pointee, T } from './ctypes.js';
import {
  castWrittenAsCall,
  convertedTo,
  evalConst,
  lowerCastWrittenAsCall,
  rvalue,
  type Val,
} from './expr.js';
import { derefOf, type FnLowering, intConst, loadOf, timedWaitResult } from './function.js';

const ORDERS: MemoryOrder[] = ['relaxed', 'consume', 'acquire', 'release', 'acq_rel', 'seq_cst'];

/** Lowers a call the way the unit's language does (C++ resolves overloads and members first). */
export function lowerCall(fl: FnLowering, n: SyntaxNode, wantValue: boolean): Val | undefined {
  const call = fl.cx.language.call;
  return call ? call(fl, n, wantValue) : lowerCCall(fl, n, wantValue);
}

/** A call as C means it: a model, a builtin, a direct call or a call through a pointer. */
export function lowerCCall(fl: FnLowering, n: SyntaxNode, wantValue: boolean): Val | undefined {
  const cast = castWrittenAsCall(fl, n);
  if (cast) return lowerCastWrittenAsCall(fl, cast);
  const fnNode = n.childForFieldName('function')!;
  const argNodes = (n.childForFieldName('arguments')?.namedChildren ?? []).filter(
    (a): a is SyntaxNode => a !== null && a.type !== 'comment',
  );
  const range = fl.range(n);
  const calleeName = fnNode.type === 'identifier' ? fnNode.text : undefined;
  const binding = calleeName ? fl.scope.lookup(calleeName) : undefined;

  if (calleeName && (!binding || binding.k === 'fn')) {
    if (VALUE_OF_FIRST_ARG.has(calleeName) && argNodes[0]) {
      const v = rvalue(fl, argNodes[0]);
      for (const a of argNodes.slice(1)) rvalue(fl, a);
      return v;
    }
    if (NORETURN_BUILTINS.has(calleeName)) {
      fl.cfg.terminate({ k: 'stop', why: 'noreturn' }, range);
      return undefined;
    }
    if (calleeName === CONSTANT_P) return { e: intConst(0), t: T.int };
    if (calleeName.startsWith(VARARGS_BUILTIN_PREFIX)) {
      // Varargs bookkeeping touches only the callee's own frame.
      return { e: { k: 'nondet', why: calleeName }, t: T.unknown };
    }
    const model = fl.cx.models.lookup(calleeName);
    if (model) return modelCall(fl, n, calleeName, model, argNodes, wantValue);
  }

  // An ordinary call: direct by link id, or through a pointer.
  let callee: Expr;
  let fnType: Type | undefined;
  let noreturn = false;
  if (calleeName && binding?.k === 'fn') {
    callee = { k: 'fn', id: binding.id };
    fnType = binding.type;
    noreturn = !!binding.noreturn;
  } else if (calleeName && !binding) {
    // Implicit declaration (C89) or a function from an unknown header.
    callee = { k: 'fn', id: calleeName };
  } else {
    const v = rvalue(fl, fnNode);
    const callObject = fl.cx.language.callObject;
    if (callObject && v.t.k === 'record' && v.e.k === 'load')
      return callObject(fl, n, { p: v.e.place, t: v.t }, argNodes, wantValue);
    callee = v.e;
    fnType = v.t.k === 'ptr' ? v.t.to : v.t;
  }
  const params = fnType?.k === 'func' ? fnType.params : [];
  // An argument converts to its parameter's type as by assignment (C11 6.5.2.2).
  const args = argNodes.map((a, i) => {
    const v = rvalue(fl, a);
    return params[i] ? convertedTo(v, params[i]) : v.e;
  });
  const ret = fnType?.k === 'func' ? fnType.ret : T.int;
  const dst = wantValue && ret.k !== 'void' ? fl.newTemp(ret) : undefined;
  const opaque = calleeName && callee.k === 'fn' ? fl.cx.models.opaque?.(calleeName) : undefined;
  fl.cfg.emit({ op: 'call', callee, args, ...(dst ? { dst } : {}), ...(opaque ? { opaque } : {}) }, range);
  if (noreturn) fl.cfg.terminate({ k: 'stop', why: 'noreturn' }, range);
  return dst ? { e: loadOf(dst), t: ret } : undefined;
}

/** One call to a modelled function, with what every family of models needs to lower it. */
interface ModelSite {
  fl: FnLowering;
  n: SyntaxNode;
  name: string;
  m: FunctionModel;
  vals: Val[];
  wantValue: boolean;
  range: Access['range'];
  /** The value of argument `i` (a nondeterministic value when the call has too few). */
  arg(i: number | undefined): Expr;
  /** A temporary for the call's value, when the caller wants one. */
  result(t?: Type): Place | undefined;
  /** `0`, when the caller wants a value (pthread functions report success). */
  zeroResult(): Val | undefined;
  /** Emits an instruction followed by the accesses the model lists. */
  emit: FnLowering['cfg']['emit'];
}

const withDst = (dst: Place | undefined) => (dst ? { dst } : {});

/**
 * A call to a modelled function. `lowered`: the argument values when the caller lowered them
 * already (C++ passes `this` and references by address); `orderNode` finds the node of an
 * argument position (memory orders are read from the source).
 */
export function modelCall(
  fl: FnLowering,
  n: SyntaxNode,
  name: string,
  m: FunctionModel,
  argNodes: SyntaxNode[],
  wantValue: boolean,
  lowered?: Val[],
  orderNode?: (i: number) => SyntaxNode | undefined,
): Val | undefined {
  const range = fl.range(n);
  const vals = lowered ?? argNodes.map((a) => rvalue(fl, a));
  // What the model lists it reads and writes through its arguments (pthread_join's result,
  // ...), after the operation's own accesses; `ignore` and `alloc` place them themselves.
  const listed = m.kind === 'ignore' || m.kind === 'alloc' ? [] : listedAccesses(m, vals, range);
  const site: ModelSite = {
    fl,
    n,
    name,
    m,
    vals,
    wantValue,
    range,
    arg: (i) => (i !== undefined && vals[i] ? vals[i]!.e : { k: 'nondet', why: `missing argument ${i}` }),
    result: (t = T.int) => (wantValue ? fl.newTemp(t) : undefined),
    zeroResult: () => (wantValue ? { e: intConst(0), t: T.int } : undefined),
    emit: (instr, r, after = []) => fl.cfg.emit(instr, r, listed.length ? [...after, ...listed] : after),
  };
  switch (m.kind) {
    case 'lock':
    case 'read-lock':
    case 'trylock':
    case 'read-trylock':
    case 'unlock':
    case 'lock-init':
    case 'lock-destroy':
      return lockModel(site);
    case 'spawn':
    case 'join':
    case 'detach':
    case 'self':
    case 'thread-exit':
    case 'exit':
    case 'error':
      return threadModel(site);
    case 'cond-wait':
    case 'cond-signal':
    case 'cond-broadcast':
    case 'barrier-init':
    case 'barrier-wait':
    case 'once':
    case 'sem-init':
    case 'sem-wait':
    case 'sem-trywait':
    case 'sem-post':
      return waitModel(site);
    case 'atomic-load':
    case 'atomic-store':
    case 'atomic-rmw':
    case 'atomic-cas':
    case 'fence':
      return atomicCall(fl, n, name, m, vals, wantValue, orderNode);
    case 'atomic':
    case 'atomic-begin':
    case 'atomic-end':
      return atomicSectionModel(site);
    case 'nondet':
    case 'assume':
    case 'alloc':
    case 'free':
    case 'ignore':
      return libraryModel(site);
  }
}

/** Mutexes, rwlocks and spinlocks: acquire, try, release, init, destroy. */
function lockModel({ fl, m, arg, zeroResult, emit, range }: ModelSite): Val | undefined {
  switch (m.kind) {
    case 'lock':
    case 'read-lock':
      emit({ op: 'lock', lock: arg(m.lock ?? 0), mode: m.kind === 'lock' ? 'exclusive' : 'shared' }, range);
      return zeroResult();
    case 'trylock':
    case 'read-trylock': {
      // The result is always kept: the branch that tests it decides whether the lock is held.
      const dst = fl.newTemp(T.int);
      emit(
        {
          op: 'trylock',
          lock: arg(m.lock ?? 0),
          mode: m.kind === 'trylock' ? 'exclusive' : 'shared',
          dst,
          success: m.success ?? 0,
        },
        range,
      );
      return { e: loadOf(dst), t: T.int };
    }
    case 'unlock':
      emit({ op: 'unlock', lock: arg(m.lock ?? 0) }, range);
      return zeroResult();
    case 'lock-init':
      emit({ op: 'lock-init', lock: arg(m.lock ?? 0) }, range);
      return zeroResult();
    default:
      emit({ op: 'lock-destroy', lock: arg(m.lock ?? 0) }, range);
      return zeroResult();
  }
}

/** Threads: create, join, detach, self, and the ways a thread or the process ends. */
function threadModel({ fl, name, m, arg, result, zeroResult, emit, range }: ModelSite): Val | undefined {
  switch (m.kind) {
    case 'spawn': {
      emit(
        {
          op: 'spawn',
          ...(m.handle !== undefined ? { handle: arg(m.handle) } : {}),
          entry: arg(m.entry ?? 0),
          arg: m.arg !== undefined ? arg(m.arg) : intConst(0),
          fn: name,
        },
        range,
      );
      return zeroResult();
    }
    case 'join':
    case 'detach': {
      // `handleRef`: the argument points to the handle (`this` of std::thread::join).
      const h = arg(m.handle ?? 0);
      const handle = m.handleRef ? loadOf(derefOf(h)) : h;
      emit(m.kind === 'join' ? { op: 'join', handle } : { op: 'detach', handle }, range);
      return zeroResult();
    }
    case 'self': {
      const dst = result(T.ulong);
      emit({ op: 'self', ...withDst(dst) }, range);
      return dst ? { e: loadOf(dst), t: T.ulong } : undefined;
    }
    case 'thread-exit':
      fl.cfg.terminate({ k: 'stop', why: 'thread-exit' }, range);
      return undefined;
    case 'exit':
      fl.cfg.terminate(
        { k: 'stop', why: 'exit', ...(m.skipsExitHandlers ? { skipsHandlers: true } : {}) },
        range,
      );
      return undefined;
    default:
      fl.cfg.terminate({ k: 'stop', why: 'error' }, range);
      return undefined;
  }
}

/** What threads wait on besides locks: condition variables, barriers, once, semaphores. */
function waitModel({ fl, m, arg, result, zeroResult, emit, range }: ModelSite): Val | undefined {
  switch (m.kind) {
    case 'cond-wait': {
      emit({ op: 'cond-wait', cond: arg(m.cond ?? 0), lock: arg(m.lock ?? 1) }, range);
      if (m.timedOut === undefined) return zeroResult();
      // A timed wait returns 0 when woken, its model's `timedOut` (ETIMEDOUT) when not.
      const dst = result(T.int);
      if (!dst) return undefined;
      timedWaitResult(fl, arg(m.cond ?? 0), dst, { woken: 0, timedOut: m.timedOut }, range);
      return { e: loadOf(dst), t: T.int };
    }
    case 'cond-signal':
    case 'cond-broadcast':
      emit({ op: 'cond-signal', cond: arg(m.cond ?? 0), broadcast: m.kind === 'cond-broadcast' }, range);
      return zeroResult();
    case 'barrier-init':
      emit({ op: 'barrier-init', barrier: arg(m.object ?? 0), count: arg(m.count ?? 2) }, range);
      return zeroResult();
    case 'barrier-wait': {
      const dst = result();
      emit({ op: 'barrier-wait', barrier: arg(m.object ?? 0), ...withDst(dst) }, range);
      return dst ? { e: loadOf(dst), t: T.int } : undefined;
    }
    case 'once':
      emit({ op: 'once', flag: arg(m.object ?? 0), entry: arg(m.entry ?? 1) }, range);
      return zeroResult();
    case 'sem-init':
      emit({ op: 'sem-init', sem: arg(m.object ?? 0), count: arg(m.count ?? 2) }, range);
      return zeroResult();
    case 'sem-wait':
    case 'sem-trywait': {
      const dst = m.kind === 'sem-trywait' ? fl.newTemp(T.int) : undefined;
      emit(
        { op: 'sem-wait', sem: arg(m.object ?? 0), try: m.kind === 'sem-trywait', ...withDst(dst) },
        range,
      );
      if (dst && m.success !== undefined && m.success !== 0)
        // std::counting_semaphore::try_acquire: true when the semaphore was taken (dst 0).
        return { e: { k: 'binary', op: '==', left: loadOf(dst), right: intConst(0) }, t: T.bool };
      return dst ? { e: loadOf(dst), t: T.int } : zeroResult();
    }
    default:
      emit({ op: 'sem-post', sem: arg(m.object ?? 0) }, range);
      return zeroResult();
  }
}

/** Atomic sections: SV-COMP's `__VERIFIER_atomic_*` functions and begin/end markers. */
function atomicSectionModel({ fl, name, m, vals, wantValue, emit, range }: ModelSite): Val | undefined {
  switch (m.kind) {
    case 'atomic': {
      // SV-COMP `__VERIFIER_atomic_*` and user models: the whole call is one atomic step.
      emit({ op: 'atomic-begin' }, range);
      const dst = wantValue ? fl.newTemp(T.int) : undefined;
      const binding = fl.scope.lookup(name);
      emit(
        {
          op: 'call',
          callee: { k: 'fn', id: binding?.k === 'fn' ? binding.id : name },
          args: vals.map((v) => v.e),
          ...withDst(dst),
        },
        range,
      );
      emit({ op: 'atomic-end' }, range);
      return dst ? { e: loadOf(dst), t: T.int } : undefined;
    }
    case 'atomic-begin':
      emit({ op: 'atomic-begin' }, range);
      return undefined;
    default:
      emit({ op: 'atomic-end' }, range);
      return undefined;
  }
}

/** The rest of the library: nondeterministic values, assumptions, memory, calls that touch only what they list. */
function libraryModel(site: ModelSite): Val | undefined {
  const { fl, name, m, vals, wantValue, arg, emit, range } = site;
  switch (m.kind) {
    case 'nondet': {
      const ret = fl.scope.lookup(name);
      const t = ret?.k === 'fn' && ret.type.k === 'func' ? ret.type.ret : T.int;
      if (!wantValue) return undefined;
      return { e: { k: 'nondet', why: name, ...(m.input ? { input: true as const } : {}) }, t };
    }
    case 'assume': {
      const c = arg(0);
      emit({ op: 'assume', cond: { k: 'binary', op: '!=', left: c, right: intConst(0) } }, range);
      return undefined;
    }
    case 'alloc':
      return allocModel(site);
    case 'free':
      emit({ op: 'free', ptr: arg(0) }, range, freedObject(arg(0), range));
      return undefined;
    default: {
      if (m.threadLocal) {
        // `__errno_location()`: a pointer to an object each thread has its own copy of.
        const id = `${name}()`;
        if (!fl.cx.globals.has(id))
          fl.cx.globals.set(id, { id, name: id, kind: 'global', type: T.int, threadLocal: true });
        return { e: { k: 'addr', place: { k: 'var', id } }, t: { k: 'ptr', to: T.int } };
      }
      const accesses = [...listedAccesses(m, vals, range), ...hiddenStateAccesses(fl, m, vals, range)];
      if (m.runsHandlers) runForkHandlers(fl, 'prepare', range);
      const dst = wantValue ? fl.newTemp(T.int) : undefined;
      emit(
        {
          op: 'call',
          callee: { k: 'fn', id: name },
          args: vals.map((v) => v.e),
          ...withDst(dst),
          model: 'ignore',
          ...(m.input ? { input: true as const } : {}),
          ...(m.input && m.usual ? { usual: m.usual } : {}),
          ...(m.direct !== undefined ? { direct: m.direct } : {}),
          ...(m.compute ? { computes: m.compute } : {}),
          ...(m.pure ? { pure: true as const } : {}),
          ...(m.returnsArg !== undefined
            ? { returns: m.returnsArg }
            : m.returnsStatic
              ? { returns: 'static' as const }
              : m.returnsSymbol !== undefined
                ? { returns: { symbol: m.returnsSymbol } }
                : {}),
        },
        range,
        accesses,
      );
      lowerCallbacks(fl, name, m, vals, range);
      if (m.runsHandlers) runForkHandlers(fl, 'parent', range);
      return dst ? { e: loadOf(dst), t: T.int } : undefined;
    }
  }
}

function allocModel({ fl, n, name, m, vals, result, zeroResult, emit, range }: ModelSite): Val | undefined {
  // posix_memalign stores the new block through an argument and returns a status.
  const out = m.out !== undefined && vals[m.out] ? derefOf(vals[m.out]!.e) : undefined;
  const dst = out ?? result({ k: 'ptr', to: T.void });
  const r = fl.range(n);
  // `realloc`: the old block is read and freed before the new one is the result (which may be
  // written over the very pointer the old block was given by).
  const freed = m.frees !== undefined ? vals[m.frees] : undefined;
  if (freed)
    emit({ op: 'free', ptr: freed.e }, range, [
      ...listedAccesses({ ...m, writes: [] }, vals, range),
      ...freedObject(freed.e, range),
    ]);
  // The block's pointer is written once, as the allocation's result, not as a listed write.
  const accesses = listedAccesses(
    { ...m, ...(freed ? { reads: [] } : {}), writes: (m.writes ?? []).filter((i) => i !== m.out) },
    vals,
    range,
  );
  if (out) accesses.push({ place: out, kind: 'write', atomic: false, range });
  emit(
    {
      op: 'alloc',
      ...withDst(dst),
      site: `${name}@${r.file}:${r.line}:${r.column}`,
      fn: name,
      ...(m.size !== undefined && vals[m.size] ? { size: vals[m.size]!.e } : {}),
    },
    range,
    accesses,
  );
  if (out) return zeroResult();
  return dst ? { e: loadOf(dst), t: { k: 'ptr', to: T.void } } : undefined;
}

/**
 * The accesses a model lists through its pointer arguments. Null pointers and string literals
 * (immutable) are left out: neither can take part in a race.
 */
function listedAccesses(m: FunctionModel, vals: Val[], range: Access['range']): Access[] {
  const out: Access[] = [];
  // A number (a length, a flag) is no pointer, whatever the model's positions say.
  const touches = (v: Val | undefined): v is Val =>
    !!v && v.t.k !== 'int' && v.t.k !== 'float' && v.e.k !== 'str' && !(v.e.k === 'int' && v.e.value === 0);
  for (const i of m.reads ?? []) if (touches(vals[i])) out.push(bufferAccess(vals[i]!.e, 'read', range));
  for (const i of m.writes ?? []) if (touches(vals[i])) out.push(bufferAccess(vals[i]!.e, 'write', range));
  if (m.format !== undefined && m.formatFamily)
    out.push(...formatAccesses(m.format, m.formatFamily, vals, range));
  return out;
}

/**
 * What a printf or scanf call does through the arguments after its format: what a literal format
 * says (`%s` reads the string, `%n` and scanf's conversions write), else a printf reads and a scanf
 * writes through every pointer argument.
 */
function formatAccesses(at: number, family: FormatFamily, vals: Val[], range: Access['range']): Access[] {
  const format = stripCasts(vals[at]?.e ?? { k: 'int', value: 0 });
  const rest = vals.slice(at + 1);
  const effects = format.k === 'str' ? formatEffects(format.value, family) : undefined;
  const out: Access[] = [];
  if (effects) {
    for (const { arg, kind } of effects) {
      const v = rest[arg];
      if (v && isPointerValue(v)) out.push(bufferAccess(v.e, kind, range));
    }
    return out;
  }
  const kind = family === 'printf' ? 'read' : 'write';
  for (const v of rest) if (isPointerValue(v)) out.push(bufferAccess(v.e, kind, range));
  return out;
}

/** A pointer (or an array that decays to one) that is neither null nor a string literal. */
function isPointerValue(v: Val): boolean {
  if (v.t.k !== 'ptr' && v.t.k !== 'array') return false;
  const e = stripCasts(v.e);
  return e.k !== 'str' && !(e.k === 'int' && e.value === 0);
}

/**
 * `free(p)`, `delete p`: freeing writes the whole object (a free racing with an access to the
 * object is a race). free(NULL) touches nothing.
 */
export function freedObject(ptr: Expr, range: Access['range']): Access[] {
  const p = stripCasts(ptr);
  if (p.k === 'int' && p.value === 0) return [];
  return [{ place: wholeBuffer(derefOf(ptr)), kind: 'write', atomic: false, range, frees: true }];
}

/**
 * A library function given a pointer into an array (`memcpy(buf, ...)`, `&buf[i]`) may touch
 * any of its elements: the access is to the whole array, not to the element pointed at.
 */
function bufferAccess(ptr: Expr, kind: 'read' | 'write', range: Access['range']): Access {
  if (ptr.k === 'addr' && ptr.place.k === 'index')
    return { place: ptr.place.base, kind, atomic: false, range };
  // `&x`: the object x itself; a pointer value: the array it points into.
  if (stripCasts(ptr).k === 'addr') return memAccess(ptr, kind, false, range);
  return { place: wholeBuffer(derefOf(ptr)), kind, atomic: false, range };
}

function memAccess(ptr: Expr, kind: 'read' | 'write', atomic: boolean, range: Access['range']): Access {
  return { place: derefOf(ptr), kind, atomic, range };
}

function atomicCall(
  fl: FnLowering,
  n: SyntaxNode,
  name: string,
  m: FunctionModel,
  vals: Val[],
  wantValue: boolean,
  orderNode?: (i: number) => SyntaxNode | undefined,
): Val | undefined {
  const range = fl.range(n);
  let order: MemoryOrder = m.defaultOrder ?? 'seq_cst';
  if (m.order !== undefined) {
    const on = orderNode
      ? orderNode(m.order)
      : n.childForFieldName('arguments')?.namedChildren.filter((a) => a && a.type !== 'comment')[m.order];
    const v = on ? evalConst(fl.cx, fl.scope, on) : undefined;
    // An order the lowering cannot evaluate is taken as the weakest: it then orders nothing. A
    // C++ default argument (no order written) is the model's default.
    if (on || m.defaultOrder === undefined) order = v !== undefined && ORDERS[v] ? ORDERS[v]! : 'relaxed';
  }
  const object = m.object !== undefined ? vals[m.object]?.e : undefined;
  const objType = m.object !== undefined && vals[m.object] ? pointee(vals[m.object]!.t) : T.int;
  const kind =
    m.kind === 'atomic-load'
      ? 'load'
      : m.kind === 'atomic-store'
        ? 'store'
        : m.kind === 'atomic-rmw'
          ? 'rmw'
          : m.kind === 'atomic-cas'
            ? 'cas'
            : 'fence';
  const accesses: Access[] = [];
  if (object) {
    if (kind !== 'store') accesses.push(memAccess(object, 'read', true, range));
    // An initialisation writes as plain memory (models `initialises`).
    if (kind !== 'load') accesses.push(memAccess(object, 'write', !m.initialises, range));
  }
  const expected = m.expected !== undefined ? vals[m.expected]?.e : undefined;
  if (expected) {
    // compare-exchange reads `*expected` and writes it on failure: plain memory.
    accesses.push(memAccess(expected, 'read', false, range), memAccess(expected, 'write', false, range));
  }
  // GCC's generic forms pass the value by pointer and return the result through one.
  let value = m.value !== undefined ? vals[m.value]?.e : undefined;
  // No value argument: the constant the models table says the call stores (test-and-set 1, clear 0).
  if (!value && m.stores !== undefined) value = intConst(m.stores);
  if (value && m.valueByRef) {
    accesses.push(memAccess(value, 'read', false, range));
    value = loadOf(derefOf(value));
  }
  const out = m.out !== undefined && vals[m.out] ? derefOf(vals[m.out]!.e) : undefined;
  if (out) accesses.push({ place: out, kind: 'write', atomic: false, range });
  const compare = m.compare !== undefined ? vals[m.compare]?.e : undefined;
  const resultType = kind === 'cas' && !m.returnsOld ? T.bool : objType;
  const dst = out ?? (wantValue && kind !== 'fence' && kind !== 'store' ? fl.newTemp(resultType) : undefined);
  fl.cfg.emit(
    {
      op: 'atomic',
      kind,
      ...(object ? { object } : {}),
      ...(value ? { value } : {}),
      ...(expected ? { expected } : {}),
      ...(compare ? { compare } : {}),
      ...(m.returnsOld ? { returnsOld: true } : {}),
      ...(dst ? { dst } : {}),
      order,
      ...(m.rmwOp ? { rmwOp: m.rmwOp } : {}),
      ...(m.returnsNew ? { returnsNew: true } : {}),
      fn: name,
    },
    range,
    accesses,
  );
  if (out) return wantValue ? { e: intConst(0), t: T.void } : undefined;
  return dst ? { e: loadOf(dst), t: resultType } : undefined;
}
