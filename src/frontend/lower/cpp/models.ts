/**
 * Calls to C++ library functions the models table gives a meaning: the same IR the pthread models
 * produce (lock, unlock, spawn, join, cond-wait, atomics ...), with what C++ adds on top — RAII
 * guards whose destructors unlock, threads started with any callable and its arguments, waits with a
 * predicate, and `std::call_once` with a lambda. Which function means what stays in the table
 * (src/models/); this module only knows the kinds.
 */

import { sourceName } from '../../../ir/names.js';
import type { SourceRange } from '../../../ir/source.js';
import type { Expr, Place, RecordDef, Type } from '../../../ir/types.js';
import { CXX_LAYOUT, isStdFunction } from '../../../models/cxx.js';
import type { FunctionModel } from '../../../models/types.js';
import type { SyntaxNode } from '../../parse/index.js';
import { modelCall } from '../call.js';
import { pointee, ptrTo, T } from '../ctypes.js';
import { typeDescriptor } from '../decl.js';
import { lvalue, rvalue, type Val } from '../expr.js';
import { branchOnTimeout, derefOf, FnLowering, intConst, loadOf, timedWaitResult } from '../function.js';
import { isStdFunctionType, storedTarget } from './callables.js';
import {
  classOfType,
  cppFn,
  cppUnit,
  findMethod,
  isRef,
  keepsMember,
  normalizeName,
  stripRef,
  withTargs,
} from './context.js';
import { callThrough, elementType, memberCall, thisExpr } from './expr.js';
import { lowerLambda } from './lambda.js';
import {
  addrOf,
  constructInto,
  guardOf,
  registerGuard,
  setGuardOwned,
  setModelConstructor,
  simpleName,
} from './objects.js';

const NONDET = (why: string, t: Type = T.int): Val => ({ e: { k: 'nondet', why }, t });

interface Self {
  place: Place;
  type: Type;
}

/** Argument positions a model reads as pointers to objects (locks, condition variables, atomics ...). */
function pointerPositions(m: FunctionModel): Set<number> {
  const s = new Set<number>();
  for (const i of [m.lock, m.cond, m.object, m.handle, m.expected, m.out]) if (i !== undefined) s.add(i);
  for (const i of m.locks ?? []) s.add(i);
  return s;
}

/** The lock a lock argument names: a guard's mutex for a std::unique_lock, else the object's address. */
function lockOfArg(fl: FnLowering, node: SyntaxNode): Expr {
  const lv = lvalue(fl, node);
  const g = guardOf(fl, lv.p);
  if (g?.locks[0]) return g.locks[0];
  const t = stripRef(lv.t);
  if (t.k === 'ptr') return loadOf(lv.p);
  if (t.k === 'record' && keepsMember(fl.cx, t.key, CXX_LAYOUT.device))
    return loadOf({ k: 'field', base: lv.p, field: CXX_LAYOUT.device, record: t.key });
  return addrOf(fl, lv.p);
}

function isTag(node: SyntaxNode | undefined, tag: string): boolean {
  return !!node && new RegExp(`(^|::)${tag}(_t\\s*\\{\\s*\\}|_t\\(\\))?$`).test(normalizeName(node.text));
}

export function cppModelCall(
  fl: FnLowering,
  n: SyntaxNode,
  name: string,
  m: FunctionModel,
  self: Self | undefined,
  args: SyntaxNode[],
  wantValue: boolean,
  extra?: Val[],
  declPlace?: Place,
): Val | undefined {
  const range = fl.range(n);
  const base = self ? 1 : 0;
  const nodeAt = (i: number): SyntaxNode | undefined => (self && i === 0 ? undefined : args[i - base]);
  // Guard members and guard constructors.
  if (m.onGuard) return guardMember(fl, n, m, self, args, wantValue);
  if (m.guard) {
    guardConstructor(fl, n, m, self, args, declPlace ?? self?.place);
    return undefined;
  }
  switch (m.kind) {
    case 'spawn':
      if (m.callable) return spawnCallable(fl, n, name, m, self, args);
      break;
    case 'cond-wait':
      return condWait(fl, n, m, self, args, wantValue);
    case 'once':
      if (m.callable) return callOnce(fl, n, name, m, self, args);
      break;
    case 'pass': {
      const a = args[(m.object ?? 0) - base];
      return a ? rvalue(fl, a) : undefined;
    }
    case 'bind':
      return undefined;
    case 'alloc':
      if (!self) return makeSmart(fl, n, name, args);
      break;
    case 'latch-init': {
      const obj = self ? addrOf(fl, self.place) : NONDET('latch').e;
      const c = nodeAt(m.count ?? 1);
      const count = c ? rvalue(fl, c).e : intConst(1);
      // A latch of n is a semaphore starting at 1 - n: the n-th count_down lets waiters through.
      fl.cfg.emit(
        { op: 'sem-init', sem: obj, count: { k: 'binary', op: '-', left: intConst(1), right: count } },
        range,
      );
      return undefined;
    }
    case 'latch-count-down': {
      const obj = self ? addrOf(fl, self.place) : NONDET('latch').e;
      postTimes(fl, obj, nodeAt(1), range);
      return undefined;
    }
    case 'sem-post':
      // std::counting_semaphore::release(n): n units (C's sem_post has no count).
      if (self) {
        postTimes(fl, addrOf(fl, self.place), nodeAt(1), range);
        return undefined;
      }
      break;
    case 'latch-wait': {
      const obj = self ? addrOf(fl, self.place) : NONDET('latch').e;
      if (m.arrive) fl.cfg.emit({ op: 'sem-post', sem: obj }, range);
      fl.cfg.emit({ op: 'sem-wait', sem: obj, try: false }, range);
      fl.cfg.emit({ op: 'sem-post', sem: obj }, range);
      return undefined;
    }
    case 'join':
    case 'detach': {
      const v = genericCall(fl, n, name, m, self, args, wantValue, extra);
      // A joined or detached std::jthread (or a waited-for future) is not joined again at scope exit.
      const g = self ? guardOf(fl, self.place) : undefined;
      if (g && g.does === 'join') setGuardOwned(fl, g, false, n);
      return v;
    }
    case 'guard-owns':
    case 'guard-release':
      return wantValue ? NONDET(name, T.bool) : undefined;
    case 'lock':
    case 'read-lock':
      if (m.locks) {
        for (const i of m.locks) {
          const a = nodeAt(i);
          if (a)
            fl.cfg.emit(
              { op: 'lock', lock: lockOfArg(fl, a), mode: m.kind === 'lock' ? 'exclusive' : 'shared' },
              range,
            );
        }
        return wantValue ? { e: intConst(0), t: T.void } : undefined;
      }
      break;
    default:
      break;
  }
  return genericCall(fl, n, name, m, self, args, wantValue, extra);
}

/**
 * `n` posts (`latch::count_down(n)`, `counting_semaphore::release(n)`; 1 without an argument): the
 * posts themselves for a small constant, else a loop counting `n` down, so a waiter is let through
 * exactly when the program's count says.
 */
function postTimes(fl: FnLowering, sem: Expr, countNode: SyntaxNode | undefined, range: SourceRange): void {
  const count = countNode ? rvalue(fl, countNode).e : intConst(1);
  if (count.k === 'int' && count.value >= 0 && count.value <= 16) {
    for (let i = 0; i < count.value; i++) fl.cfg.emit({ op: 'sem-post', sem }, range);
    return;
  }
  const left = fl.newTemp(T.int);
  fl.cfg.emit({ op: 'assign', dst: left, src: count }, range);
  const head = fl.cfg.newBlock();
  const body = fl.cfg.newBlock();
  const done = fl.cfg.newBlock();
  fl.cfg.enter(head, range);
  fl.cfg.terminate(
    {
      k: 'branch',
      cond: { k: 'binary', op: '>', left: loadOf(left), right: intConst(0) },
      then: body.id,
      else: done.id,
    },
    range,
  );
  fl.cfg.switchTo(body);
  fl.cfg.emit({ op: 'sem-post', sem }, range);
  fl.cfg.emit(
    { op: 'assign', dst: left, src: { k: 'binary', op: '-', left: loadOf(left), right: intConst(1) } },
    range,
  );
  fl.cfg.terminate({ k: 'goto', target: head.id }, range);
  fl.cfg.switchTo(done);
}

function genericCall(
  fl: FnLowering,
  n: SyntaxNode,
  name: string,
  m: FunctionModel,
  self: Self | undefined,
  args: SyntaxNode[],
  wantValue: boolean,
  extra?: Val[],
): Val | undefined {
  const base = self ? 1 : 0;
  const ptrs = pointerPositions(m);
  const vals: Val[] = [];
  if (self) vals.push({ e: addrOf(fl, self.place), t: ptrTo(self.type) });
  if (extra) vals.push(...extra);
  const shift = extra?.length ?? 0;
  args.forEach((a, k) => {
    const i = k + base + shift;
    if (ptrs.has(i)) {
      const e =
        m.lock === i
          ? lockOfArg(fl, a)
          : (() => {
              const lv = lvalue(fl, a);
              return stripRef(lv.t).k === 'ptr' ? loadOf(lv.p) : addrOf(fl, lv.p);
            })();
      vals.push({ e, t: T.unknown });
    } else vals.push(rvalue(fl, a));
  });
  // The value type of an atomic object is the class's template argument.
  if (self && vals[0]) vals[0] = { e: vals[0].e, t: ptrTo(elementType(self.type)) };
  return modelCall(fl, n, name, m, args, wantValue, vals, (i) => args[i - base - shift]);
}

/** `std::make_unique<T>(args)`: a T on the heap (named by its allocation site), in a smart pointer. */
function makeSmart(fl: FnLowering, n: SyntaxNode, name: string, args: SyntaxNode[]): Val {
  const range = fl.range(n);
  const targ = n.childForFieldName('function')?.descendantsOfType('type_descriptor')[0];
  const t = targ ? typeDescriptor(fl.cx, fl.scope, targ) : T.unknown;
  const dst = fl.newTemp(ptrTo(t));
  const tname = targ ? normalizeName(targ.text) : '?';
  fl.cfg.emit(
    { op: 'alloc', dst, site: `${name}<${tname}>@${range.file}:${range.line}:${range.column}`, fn: name },
    range,
  );
  constructInto(fl, derefOf(loadOf(dst)), t, args, n, false);
  const key = /make_shared/.test(name) ? 'std::shared_ptr' : 'std::unique_ptr';
  const holderType = withTargs({ k: 'record', key, union: false }, [t]);
  const holder = fl.varPlace(fl.declareLocal(`${key.slice(5)}.tmp`, holderType, 'local', n).id);
  fl.cfg.emit(
    { op: 'assign', dst: { k: 'field', base: holder, field: CXX_LAYOUT.ptr, record: key }, src: loadOf(dst) },
    range,
  );
  return { e: loadOf(holder), t: holderType };
}

// ---------------------------------------------------------------- guards

function guardConstructor(
  fl: FnLowering,
  n: SyntaxNode,
  m: FunctionModel,
  self: Self | undefined,
  args: SyntaxNode[],
  place: Place | undefined,
): void {
  if (!place || args.length === 0) return;
  const range = fl.range(n);
  const last = args[args.length - 1];
  const tag = isTag(last, 'defer_lock')
    ? 'defer'
    : isTag(last, 'try_to_lock')
      ? 'try'
      : isTag(last, 'adopt_lock')
        ? 'adopt'
        : undefined;
  const lockNodes = (tag ? args.slice(0, -1) : args).slice(0, m.locks ? undefined : 1);
  // A guard moved from another guard (`std::unique_lock<std::mutex> b(std::move(a))`) takes it over.
  if (lockNodes.length === 1 && !tag) {
    const src = moveSource(lockNodes[0]!);
    if (src) {
      const lv = lvalue(fl, src);
      const from = guardOf(fl, lv.p);
      if (from) {
        registerGuard(
          fl,
          place,
          n,
          { does: 'unlock', locks: from.locks, known: from.known, mode: from.mode },
          loadOf(from.flag),
        );
        setGuardOwned(fl, from, false, n);
        return;
      }
    }
  }
  const locks = lockNodes.map((a) => lockOfArg(fl, a));
  const mode = m.kind === 'read-lock' || m.kind === 'read-trylock' ? 'shared' : 'exclusive';
  const t = self ? stripRef(self.type) : undefined;
  if (t?.k === 'record' && locks[0] && keepsMember(fl.cx, t.key, CXX_LAYOUT.device))
    fl.cfg.emit(
      {
        op: 'assign',
        dst: { k: 'field', base: place, field: CXX_LAYOUT.device, record: t.key },
        src: locks[0],
      },
      range,
    );
  if (tag === 'defer') {
    registerGuard(fl, place, n, { does: 'unlock', locks, known: false, mode }, intConst(0));
    return;
  }
  if (tag === 'adopt') {
    registerGuard(fl, place, n, { does: 'unlock', locks, known: true, mode }, intConst(1));
    return;
  }
  if (tag === 'try' && locks[0]) {
    const dst = fl.newTemp(T.int);
    fl.cfg.emit({ op: 'trylock', lock: locks[0], mode, dst, success: 1 }, range);
    const g = registerGuard(fl, place, n, { does: 'unlock', locks, known: undefined, mode }, loadOf(dst));
    g.tried = { k: 'binary', op: '==', left: loadOf(dst), right: intConst(1) };
    return;
  }
  for (const l of locks) fl.cfg.emit({ op: 'lock', lock: l, mode }, range);
  registerGuard(fl, place, n, { does: 'unlock', locks, known: true, mode }, intConst(1));
}

function moveSource(a: SyntaxNode): SyntaxNode | undefined {
  if (a.type !== 'call_expression') return undefined;
  const f = normalizeName(a.childForFieldName('function')?.text ?? '');
  if (!isStdFunction(f, 'move')) return undefined;
  return a.childForFieldName('arguments')?.namedChildren[0];
}

function guardMember(
  fl: FnLowering,
  n: SyntaxNode,
  m: FunctionModel,
  self: Self | undefined,
  _args: SyntaxNode[],
  wantValue: boolean,
): Val | undefined {
  const range = fl.range(n);
  const g = self ? guardOf(fl, self.place) : undefined;
  const t = self ? stripRef(self.type) : undefined;
  const fallback: Expr | undefined =
    self && t?.k === 'record' && keepsMember(fl.cx, t.key, CXX_LAYOUT.device)
      ? loadOf({ k: 'field', base: self.place, field: CXX_LAYOUT.device, record: t.key })
      : undefined;
  const lock = g?.locks[0] ?? fallback;
  const mode = g?.mode ?? (m.kind === 'read-lock' || m.kind === 'read-trylock' ? 'shared' : 'exclusive');
  switch (m.kind) {
    case 'lock':
    case 'read-lock':
      if (lock) fl.cfg.emit({ op: 'lock', lock, mode }, range);
      if (g) {
        setGuardOwned(fl, g, true, n);
        g.tried = undefined;
      }
      return wantValue ? { e: intConst(0), t: T.void } : undefined;
    case 'unlock':
      for (const l of g ? [...g.locks].reverse() : lock ? [lock] : [])
        fl.cfg.emit({ op: 'unlock', lock: l }, range);
      if (g) {
        setGuardOwned(fl, g, false, n);
        g.tried = undefined;
      }
      return wantValue ? { e: intConst(0), t: T.void } : undefined;
    case 'trylock':
    case 'read-trylock': {
      const dst = fl.newTemp(T.int);
      if (lock) fl.cfg.emit({ op: 'trylock', lock, mode, dst, success: 1 }, range);
      if (g) {
        setGuardOwned(fl, g, loadOf(dst), n);
        g.tried = { k: 'binary', op: '==', left: loadOf(dst), right: intConst(1) };
      }
      return { e: loadOf(dst), t: T.bool };
    }
    case 'guard-release':
      if (g) setGuardOwned(fl, g, false, n);
      return wantValue ? { e: lock ?? intConst(0), t: ptrTo(T.void) } : undefined;
    case 'guard-owns':
      if (!g) return NONDET('owns_lock', T.bool);
      if (g.tried) return { e: g.tried, t: T.bool };
      if (g.known !== undefined) return { e: intConst(g.known ? 1 : 0), t: T.bool };
      return { e: loadOf(g.flag), t: T.bool };
    default:
      return undefined;
  }
}

// ---------------------------------------------------------------- condition variables

function condWait(
  fl: FnLowering,
  n: SyntaxNode,
  m: FunctionModel,
  self: Self | undefined,
  args: SyntaxNode[],
  wantValue: boolean,
): Val | undefined {
  const range = fl.range(n);
  const base = self ? 1 : 0;
  const cond = self ? addrOf(fl, self.place) : args[0] ? addrOf(fl, lvalue(fl, args[0]).p) : NONDET('cond').e;
  const lockNode = args[(m.lock ?? 1) - base];
  const lock = lockNode ? lockOfArg(fl, lockNode) : NONDET('lock').e;
  // Timeouts and clocks are evaluated for their effects only.
  for (let i = (m.lock ?? 1) - base + 1; i < args.length; i++)
    if (i !== (m.predicate ?? -1) - base) rvalue(fl, args[i]!);
  const predNode = m.predicate !== undefined ? args[m.predicate - base] : undefined;
  if (!predNode) {
    fl.cfg.emit({ op: 'cond-wait', cond, lock }, range);
    if (!m.timed) return wantValue ? NONDET('cv_status') : undefined;
    // wait_for / wait_until: std::cv_status::no_timeout when woken, timeout when not.
    const status = fl.newTemp(T.int);
    timedWaitResult(fl, cond, status, { woken: CV_NO_TIMEOUT, timedOut: CV_TIMEOUT }, range);
    return wantValue ? { e: loadOf(status), t: T.int } : undefined;
  }
  // wait(lock, pred): while (!pred()) wait(lock). A timed form that times out returns pred()
  // as it is then: while (!pred()) if (wait_until(lock, t) == timeout) return pred(); return true.
  const pred = predicateCaller(fl, predNode);
  const result = fl.varPlace(fl.declareLocal('wait.result', T.int, 'local').id);
  const head = fl.cfg.newBlock();
  const body = fl.cfg.newBlock();
  const exit = fl.cfg.newBlock();
  const testPredicate = () => fl.cfg.emit({ op: 'assign', dst: result, src: pred() }, range);
  fl.cfg.enter(head, range);
  testPredicate();
  fl.cfg.terminate(
    {
      k: 'branch',
      cond: { k: 'binary', op: '!=', left: loadOf(result), right: intConst(0) },
      then: exit.id,
      else: body.id,
    },
    range,
  );
  fl.cfg.switchTo(body);
  fl.cfg.emit({ op: 'cond-wait', cond, lock }, range);
  if (m.timed) {
    const last = fl.cfg.newBlock();
    branchOnTimeout(fl, cond, head.id, last.id, range);
    fl.cfg.switchTo(last);
    testPredicate();
    fl.cfg.enter(exit, range);
  } else fl.cfg.enter(head, range);
  fl.cfg.switchTo(exit);
  return wantValue ? { e: loadOf(result), t: T.bool } : undefined;
}

/** std::cv_status's values (`enum class cv_status { no_timeout, timeout }`). */
const CV_NO_TIMEOUT = 0;
const CV_TIMEOUT = 1;

/** Evaluates a predicate argument once per call of the returned function (a lambda is built once). */
function predicateCaller(fl: FnLowering, node: SyntaxNode): () => Expr {
  if (node.type === 'lambda_expression') {
    const closure = lowerLambda(fl, node);
    const place = closure.e.k === 'load' ? closure.e.place : undefined;
    return () => {
      if (!place) return NONDET('predicate').e;
      return callThrough(fl, node, { p: place, t: closure.t }, [], true)?.e ?? NONDET('predicate').e;
    };
  }
  return () => {
    const b = node.type === 'identifier' ? fl.scope.lookup(node.text) : undefined;
    if (b?.k === 'fn') {
      const dst = fl.newTemp(T.int);
      fl.cfg.emit({ op: 'call', callee: { k: 'fn', id: b.id }, args: [], dst }, fl.range(node));
      return loadOf(dst);
    }
    const lv = lvalue(fl, node);
    return callThrough(fl, node, lv, [], true)?.e ?? NONDET('predicate').e;
  };
}

// ---------------------------------------------------------------- call_once

function callOnce(
  fl: FnLowering,
  n: SyntaxNode,
  _name: string,
  m: FunctionModel,
  self: Self | undefined,
  args: SyntaxNode[],
): Val | undefined {
  const range = fl.range(n);
  const base = self ? 1 : 0;
  const flagNode = args[(m.object ?? 0) - base];
  const entryNode = args[(m.entry ?? 1) - base];
  if (!flagNode || !entryNode) return undefined;
  const flagLv = lvalue(fl, flagNode);
  const flag = addrOf(fl, flagLv.p);
  const rest = args.slice((m.entry ?? 1) - base + 1);
  const b =
    entryNode.type === 'identifier' || entryNode.type === 'qualified_identifier'
      ? fl.scope.lookup(normalizeName(entryNode.text))
      : undefined;
  if (b?.k === 'fn' && rest.length === 0) {
    fl.cfg.emit({ op: 'once', flag, entry: { k: 'fn', id: b.id } }, range);
    return undefined;
  }
  // A callable with a closure or arguments: the once flag is a lock around a done flag.
  const done: Place = { k: 'field', base: derefOf(flag), field: CXX_LAYOUT.once, record: 'std::once_flag' };
  fl.cfg.emit({ op: 'lock', lock: flag, mode: 'exclusive' }, range);
  const run = fl.cfg.newBlock();
  const after = fl.cfg.newBlock();
  fl.cfg.terminate(
    {
      k: 'branch',
      cond: { k: 'binary', op: '==', left: loadOf(done), right: intConst(0) },
      then: run.id,
      else: after.id,
    },
    range,
  );
  fl.cfg.switchTo(run);
  if (entryNode.type === 'lambda_expression') {
    const c = lowerLambda(fl, entryNode);
    if (c.e.k === 'load') callThrough(fl, n, { p: c.e.place, t: c.t }, rest, false);
  } else if (b?.k === 'fn') {
    const argv = rest.map((a) => rvalue(fl, a).e);
    fl.cfg.emit({ op: 'call', callee: { k: 'fn', id: b.id }, args: argv }, range);
  } else callThrough(fl, n, lvalue(fl, entryNode), rest, false);
  fl.cfg.emit({ op: 'assign', dst: done, src: intConst(1) }, range);
  fl.cfg.enter(after, range);
  fl.cfg.emit({ op: 'unlock', lock: flag }, range);
  return undefined;
}

// ---------------------------------------------------------------- threads

interface Callable {
  entry: Expr;
  /** The object the entry is called on (a closure, a function object, the object of a member function). */
  object?: Expr;
  params?: Type[];
  display?: string;
}

function isStdRef(a: SyntaxNode): SyntaxNode | undefined {
  if (a.type !== 'call_expression') return undefined;
  const f = normalizeName(a.childForFieldName('function')?.text ?? '');
  if (!isStdFunction(f, 'ref', 'cref')) return undefined;
  return a.childForFieldName('arguments')?.namedChildren[0];
}

/** A fresh heap cell holding a copy of `value` (the thread's own copy of an argument or callable). */
function heapCopy(fl: FnLowering, n: SyntaxNode, what: string, value: Expr, type: Type): Expr {
  const r = fl.range(n);
  const dst = fl.varPlace(fl.declareLocal('copy', ptrTo(type), 'local', n).id);
  fl.cfg.emit({ op: 'alloc', dst, site: `${what}@${r.file}:${r.line}:${r.column}`, fn: what }, r);
  fl.cfg.emit({ op: 'assign', dst: derefOf(loadOf(dst)), src: value }, r);
  return loadOf(dst);
}

function resolveCallable(
  fl: FnLowering,
  n: SyntaxNode,
  entryNode: SyntaxNode,
  rest: SyntaxNode[],
): { c: Callable; rest: SyntaxNode[] } {
  const range = fl.range(n);
  // A lambda: its closure is built in the new thread's own storage.
  if (entryNode.type === 'lambda_expression') {
    const dst = fl.varPlace(fl.declareLocal('closure', ptrTo(T.unknown), 'local', entryNode).id);
    fl.cfg.emit(
      { op: 'alloc', dst, site: `lambda@${range.file}:${range.line}:${range.column}`, fn: 'std::thread' },
      range,
    );
    const v = lowerLambda(fl, entryNode, derefOf(loadOf(dst)));
    const cls = classOfType(fl.cx, v.t);
    const op = cls?.methods.get('operator()')?.[0];
    if (op)
      return {
        c: { entry: { k: 'fn', id: op.id }, object: loadOf(dst), params: op.params, display: op.id },
        rest,
      };
  }
  // `std::bind(f, args...)`: the bound call, on the values bound now.
  if (entryNode.type === 'call_expression') {
    const callee = normalizeName(entryNode.childForFieldName('function')?.text ?? '');
    const bindArgs =
      entryNode.childForFieldName('arguments')?.namedChildren.filter((x) => x.type !== 'comment') ?? [];
    const bound = isStdFunction(callee, 'bind') ? boundCallable(fl, entryNode, bindArgs) : undefined;
    if (bound)
      return {
        c: { entry: bound.fn, ...(bound.obj.k === 'int' ? {} : { object: bound.obj }) },
        rest,
      };
  }
  // `&C::run, obj`: a member function and the object it runs on.
  let fnName: string | undefined;
  if (entryNode.type === 'pointer_expression' && entryNode.childForFieldName('operator')?.text === '&')
    fnName = normalizeName(entryNode.childForFieldName('argument')!.text);
  else if (
    entryNode.type === 'qualified_identifier' ||
    entryNode.type === 'identifier' ||
    entryNode.type === 'type_identifier'
  )
    fnName = normalizeName(entryNode.text);
  if (fnName?.includes('::')) {
    const owner = fl.scope.lookup(fnName.slice(0, fnName.lastIndexOf('::')));
    const cls = owner?.k === 'typedef' ? classOfType(fl.cx, owner.type) : undefined;
    const method = cls
      ? findMethod(fl.cx, cls, fnName.slice(fnName.lastIndexOf('::') + 2))?.method
      : undefined;
    if (method && !method.isStatic && rest[0]) {
      const objNode = rest[0];
      const refd = isStdRef(objNode);
      let object: Expr;
      if (refd) object = addrOf(fl, lvalue(fl, refd).p);
      else {
        const v = rvalue(fl, objNode);
        object = stripRef(v.t).k === 'record' ? heapCopy(fl, n, 'std::thread', v.e, stripRef(v.t)) : v.e;
      }
      return {
        c: { entry: { k: 'fn', id: method.id }, object, params: method.params, display: method.id },
        rest: rest.slice(1),
      };
    }
    if (method?.isStatic) return { c: { entry: { k: 'fn', id: method.id }, params: method.params }, rest };
  }
  if (fnName) {
    const b = fl.scope.lookup(fnName);
    if (b?.k === 'fn') {
      const u = cppUnit(fl.cx);
      const overloads = u.overloads.get(b.name) ?? [];
      const id =
        overloads.length > 1 ? (overloads.find((o) => o.arity === rest.length) ?? overloads[0]!).id : b.id;
      return { c: { entry: { k: 'fn', id }, params: b.type.k === 'func' ? b.type.params : undefined }, rest };
    }
  }
  // A function object (or a lambda held in a variable): its operator() on the thread's own copy.
  const refd = isStdRef(entryNode);
  const lv = lvalue(fl, refd ?? entryNode);
  const t = stripRef(lv.t);
  // What a std::function holds is known only when the thread runs: the thread is named after it.
  if (isStdFunctionType(t))
    return { c: { ...storedTarget(fl, lv.p, entryNode), display: normalizeName(entryNode.text) }, rest };
  const cls = classOfType(fl.cx, t);
  const op = cls ? findMethod(fl.cx, cls, 'operator()', rest.length)?.method : undefined;
  if (op && t.k === 'record') {
    const object = refd ? addrOf(fl, lv.p) : heapCopy(fl, n, 'std::thread', loadOf(lv.p), t);
    if (!refd) fl.read(lv.p, t, entryNode);
    return { c: { entry: { k: 'fn', id: op.id }, object, params: op.params, display: op.id }, rest };
  }
  // A function pointer.
  const v = rvalue(fl, refd ?? entryNode);
  const ft = pointee(v.t);
  return { c: { entry: v.e, params: ft.k === 'func' ? ft.params : undefined }, rest };
}

/** std::thread / std::jthread / std::async: the same spawn pthread_create makes. */
function spawnCallable(
  fl: FnLowering,
  n: SyntaxNode,
  name: string,
  m: FunctionModel,
  self: Self | undefined,
  args: SyntaxNode[],
): Val | undefined {
  const range = fl.range(n);
  const base = self ? 1 : 0;
  let entryIdx = (m.entry ?? 1) - base;
  if (args[entryIdx] && /(^|::)launch::/.test(normalizeName(args[entryIdx]!.text))) {
    rvalue(fl, args[entryIdx]!);
    entryIdx++;
  }
  const entryNode = args[entryIdx];
  if (!entryNode) return undefined; // a default-constructed thread runs nothing
  const st = cppFn(fl);
  const { c, rest } = resolveCallable(fl, n, entryNode, args.slice(entryIdx + 1));
  // The arguments: copied into the thread's storage, std::ref passes a reference.
  const params = c.params?.slice(c.object ? 0 : 0);
  const values: Expr[] = rest.map((a, i) => {
    const refd = isStdRef(a);
    if (refd) return addrOf(fl, lvalue(fl, refd).p);
    const v = rvalue(fl, a);
    const p = params?.[i];
    if (p && isRef(p)) return heapCopy(fl, a, 'std::thread', v.e, p.to);
    // A class object taken by value is passed by address (classes.ts byValueClassParam): the
    // thread's own copy (a shared_ptr copied into the thread), not the caller's object's value.
    if (p?.k === 'record') return heapCopy(fl, a, 'std::thread', v.e, p);
    return v.e;
  });
  const callArgs = c.object ? [c.object, ...values] : values;
  let entry = c.entry;
  let arg: Expr = intConst(0);
  if (callArgs.length === 1) arg = callArgs[0]!;
  else if (callArgs.length > 1) {
    const t = trampoline(
      fl,
      n,
      c,
      callArgs.map((_, i) => ({ bound: i })),
    );
    const ctx = fl.varPlace(
      fl.declareLocal('args', ptrTo({ k: 'record', key: t.record, union: false }), 'local', n).id,
    );
    fl.cfg.emit({ op: 'alloc', dst: ctx, site: `${t.record}`, fn: name }, range);
    withEntry(callArgs, c).forEach((e, i) => {
      fl.cfg.emit(
        {
          op: 'assign',
          dst: { k: 'field', base: derefOf(loadOf(ctx)), field: `a${i}`, record: t.record },
          src: e,
        },
        range,
      );
    });
    entry = { k: 'fn', id: t.id };
    arg = loadOf(ctx);
  }
  let handle: Expr | undefined;
  let future: Place | undefined;
  if (m.returnsHandle) {
    future =
      st.spawnInto ??
      fl.varPlace(
        fl.declareLocal('future', { k: 'record', key: 'std::future', union: false }, 'local', n).id,
      );
    st.spawnInto = undefined;
    handle = addrOf(fl, future);
  } else if (self) handle = addrOf(fl, self.place);
  fl.cfg.emit({ op: 'spawn', ...(handle ? { handle } : {}), entry, arg, fn: name }, range);
  if (m.autoJoin && self && !m.returnsHandle)
    registerGuard(
      fl,
      self.place,
      n,
      { does: 'join', locks: [], handle: loadOf(self.place), known: true, mode: 'exclusive' },
      intConst(1),
    );
  if (future) {
    st.pendingAutoJoin = loadOf(future);
    return { e: loadOf(future), t: { k: 'record', key: 'std::future', union: false } };
  }
  return undefined;
}

/** A thread entry that unpacks several arguments from a heap record and calls the callable. */
/**
 * `std::bind(f, args...)` without placeholders, for a std::function: a trampoline that calls `f`
 * with the bound arguments (copied, or by reference through `std::ref`) kept in a heap record.
 * Undefined when a placeholder leaves an argument open (not modelled).
 */
export function boundCallable(
  fl: FnLowering,
  n: SyntaxNode,
  args: SyntaxNode[],
): { fn: Expr; obj: Expr } | undefined {
  const [entryNode, ...rest] = args;
  if (!entryNode) return undefined;
  const range = fl.range(n);
  const { c, rest: left } = resolveCallable(fl, n, entryNode, rest);
  // `std::placeholders::_2` is the call's second argument; the others are bound now, copied.
  const slots: Slot[] = [];
  const values: Expr[] = [];
  for (const a of left) {
    const placeholder = /(^|::)_(\d+)$/.exec(normalizeName(a.text));
    if (placeholder) {
      slots.push({ param: Number(placeholder[2]) - 1 });
      continue;
    }
    const refd = isStdRef(a);
    slots.push({ bound: values.length + (c.object ? 1 : 0) });
    values.push(refd ? addrOf(fl, lvalue(fl, refd).p) : rvalue(fl, a).e);
  }
  const bound = c.object ? [c.object, ...values] : values;
  if (bound.length === 0 && slots.every((x, i) => 'param' in x && x.param === i))
    return { fn: c.entry, obj: intConst(0) };
  const t = trampoline(fl, n, c, c.object ? [{ bound: 0 }, ...slots] : slots, bound.length);
  const rec: Type = { k: 'record', key: t.record, union: false };
  const ctx = fl.varPlace(fl.declareLocal('bound', ptrTo(rec), 'local', n).id);
  fl.cfg.emit({ op: 'alloc', dst: ctx, site: t.record, fn: 'std::bind' }, range);
  withEntry(bound, c).forEach((e, i) => {
    const dst: Place = { k: 'field', base: derefOf(loadOf(ctx)), field: `a${i}`, record: t.record };
    fl.cfg.emit({ op: 'assign', dst, src: e }, range);
  });
  return { fn: { k: 'fn', id: t.id }, obj: loadOf(ctx) };
}

/** The values a trampoline's record stores: the arguments, then the callable when it is a value. */
function withEntry(values: readonly Expr[], c: Callable): Expr[] {
  return c.entry.k === 'fn' ? [...values] : [...values, c.entry];
}

/** An argument of the call a trampoline makes: a value stored with it, or one of its own parameters. */
type Slot = { bound: number } | { param: number };

/**
 * A function `(ctx, p0, p1, ...)` that calls the callable with its arguments in `slots` order:
 * the values stored in `*ctx` (`a0`, `a1`, ...: a thread's copies, a bind's bound values) and
 * the trampoline's own parameters (a bind's placeholders).
 */
function trampoline(
  fl: FnLowering,
  n: SyntaxNode,
  c: Callable,
  slots: readonly Slot[],
  stored = slots.length,
): { id: string; record: string } {
  const r = fl.range(n);
  const u = cppUnit(fl.cx);
  const target = c.entry.k === 'fn' ? c.entry.id : 'callable';
  const record = `thread args@${r.file.slice(r.file.lastIndexOf('/') + 1)}:${r.line}:${r.column}`;
  // A callable known only as a value of the caller (what a std::function holds) is stored too,
  // after the arguments: the trampoline cannot name the caller's locals.
  const fields = stored + (c.entry.k === 'fn' ? 0 : 1);
  const def: RecordDef = {
    key: record,
    union: false,
    fields: Array.from({ length: fields }, (_, i) => ({ name: `a${i}`, type: T.unknown })),
    range: r,
  };
  fl.cx.records.set(record, def);
  const id = `${target}@thread:${r.line}:${r.column}@${fl.cx.label}`;
  // A file-scope static's link id (`add@file.cpp`) is no name the source has: its threads are `add#1`.
  const display = c.display ?? sourceName(target);
  const tf = new FnLowering(fl.cx, id, display, T.void);
  const ctx = tf.declareLocal('ctx', ptrTo({ k: 'record', key: record, union: false }), 'param', n);
  const params = Array.from(
    { length: Math.max(0, ...slots.map((x) => ('param' in x ? x.param + 1 : 0))) },
    (_, i) => tf.declareLocal(`arg${i + 1}`, T.unknown, 'param', n).id,
  );
  const base = derefOf(loadOf(tf.varPlace(ctx.id)));
  const args = slots.map((x) =>
    'param' in x
      ? loadOf(tf.varPlace(params[x.param]!))
      : loadOf({ k: 'field', base, field: `a${x.bound}`, record }),
  );
  const callee: Expr =
    c.entry.k === 'fn' ? c.entry : loadOf({ k: 'field', base, field: `a${stored}`, record });
  tf.cfg.emit({ op: 'call', callee, args }, r);
  u.extra.push(tf.finish(n, [ctx.id, ...params], false, true));
  return { id, record };
}

// ---------------------------------------------------------------- constructors

setModelConstructor((fl, node, name, m, place, type, args) => {
  cppModelCall(fl, node, name, m, { place, type }, args, false, undefined, place);
});

export { constructInto, memberCall, simpleName, thisExpr };
