/**
 * Interprocedural lockset and thread-event dataflow with per-function summaries keyed by the entry
 * state ("contexts"). One forward fixpoint per context over the function's CFG; calls analyse the
 * callee in the translated entry state and continue from its translated exit state, so lock
 * wrappers, helpers called under a lock and functions that return with a lock held all work.
 *
 * Lock names travel through calls by parameter substitution (`&s->lock` in the caller becomes
 * `&p->lock` in a callee called with `s` for `p`, and back), so a lock stays symbolic (and can
 * protect relative to the object it guards) as long as the values it is computed from cannot
 * change. The final pass of each context records every shared access with the state it runs in,
 * every spawn with the state at the spawn, and the call edges (for thread reachability and call
 * paths).
 */

import { blockIndexOf, successors } from '../ir/cfg.js';
import { exprKey, stripCasts, substitute } from '../ir/exprs.js';
import { calleeName, displayExpr, isLocalId, UNKNOWN_CLASS_MEMBER } from '../ir/names.js';
import { COMPUTED_VALUE } from '../ir/print.js';
import type { SourceRange } from '../ir/source.js';
import type { Access, Expr, Instr, IrFunction, Place, Program, SkippedFunction, Type } from '../ir/types.js';
import { varsOf } from '../ir/vars.js';
import { createModelTable, isLockTypeName } from '../models/table.js';
import type { Budget } from '../util/budget.js';
import { type CfgInfo, cfgInfo, onEveryIteration } from './cfg-info.js';
import { isStableValue } from './exprs.js';
import type { Cell, PointsTo } from './pointsto.js';
import {
  EMPTY_STATE,
  type HeldLock,
  joinStates,
  MAX_LOCK_COUNT,
  type PendingTry,
  type State,
  sameState,
  setAdd,
  setRemove,
  stateKey,
} from './state.js';

const builtinModels = createModelTable();

/**
 * A library function the built-in models say only reads, writes, allocates or frees memory: no
 * lock, spawn or callback. Called through a pointer (pigz's `my_free = free`) it has no body, and
 * its accesses are still assumed through every pointer argument, but it is no unknown function
 * that might lock or start a thread.
 */
function onlyTouchesMemory(name: string): boolean {
  const m = builtinModels.lookup(name);
  return m !== undefined && ['ignore', 'free', 'alloc'].includes(m.kind) && !m.callbacks?.length;
}

/** `started` containing this id: every spawn site may have run (conservative states). */
export const ANY_SITE = -1;
const MAX_CONTEXTS_PER_FUNCTION = 12;

type SpawnInstr = Extract<Instr, { op: 'spawn' }>;

export interface SpawnSite {
  id: number;
  instr: SpawnInstr;
  fn: IrFunction;
  /** The spawn instruction lies on a CFG cycle of its function. */
  inLoop: boolean;
  /** The object the handle is stored in, when known. */
  handleCell: Cell | undefined;
  /** Constant index of the handle element (`&t[2]`). */
  handleIndex: number | undefined;
  entries: string[];
}

export interface AccessRecord {
  access: Access;
  fn: IrFunction;
  state: State;
  ctx: Context;
  /** The shared cells the access touches (an aggregate access touches every field). */
  cells: Cell[];
  /** Set for the assumed accesses of a call to an unknown function: its name. */
  unknownCallee?: string;
}

export interface CallEdge {
  ctx: Context;
  range: SourceRange;
  inLoop: boolean;
  /** The caller's state at the call (shared, so it costs a pointer): the locks held there. */
  state: State;
}

export interface SpawnEvent {
  site: SpawnSite;
  state: State;
  ctx: Context;
  range: SourceRange;
}

export interface Context {
  id: number;
  fn: IrFunction;
  entry: State;
  exit: State | undefined;
  accesses: AccessRecord[];
  calls: CallEdge[];
  spawns: SpawnEvent[];
  status: 'new' | 'running' | 'done';
}

export interface UnknownCallee {
  name: string;
  range: SourceRange;
  /** Handed a lock object or a function pointer, or skipped: it might lock, unlock or spawn. */
  risky: string | undefined;
  /** Its body was lost (a syntax error, a lowering limit): why, as the skipped-function list says. */
  skipped?: string;
  /** The models describe it as a function the lowering does not follow (longjmp): why. */
  opaque?: string;
}

type Edge = { to: number; state: State };

/**
 * Why a pointer resolves to no function: no function's address the analysis saw flows there, nor
 * anything from code it does not have. It is null, set outside, or set through something the
 * points-to does not follow (an element copied out of a copied container of std::function).
 */
const NONE_STORED =
  '(Lockstep found no function that reaches it: it is null, set by code Lockstep does not have, or set in a way it does not follow)';

export class LocksetEngine {
  private readonly contexts = new Map<IrFunction, Map<string, Context>>();
  private readonly topContexts = new Map<IrFunction, Context>();
  private readonly sites = new Map<Instr, SpawnSite>();
  private readonly synthetic = new WeakMap<Instr, Access[]>();
  private nextContext = 0;
  readonly unknownCallees = new Map<string, UnknownCallee>();
  /** Calls through pointers, spawns and once-calls whose target resolved to nothing. */
  readonly unresolved: { what: string; range: SourceRange }[] = [];
  private readonly unresolvedAt = new Set<string>();
  readonly allContexts: Context[] = [];
  /** The run's ceilings, polled per block while the fixpoints run. */
  budget: Budget | undefined;

  /** Functions skipped by the frontend, by name (a call to one may lock or start anything). */
  private readonly skippedByName: Map<string, SkippedFunction>;

  constructor(
    readonly program: Program,
    readonly pt: PointsTo,
  ) {
    // The first of several with one name, as a search of the list would find it.
    this.skippedByName = new Map([...program.skipped].reverse().map((s) => [s.name, s]));
  }

  get spawnSites(): SpawnSite[] {
    return [...this.sites.values()];
  }

  // ------------------------------------------------------------ contexts

  contextFor(fn: IrFunction, entry: State): Context {
    let byKey = this.contexts.get(fn);
    if (!byKey) {
      byKey = new Map();
      this.contexts.set(fn, byKey);
    }
    const key = stateKey(entry);
    let ctx = byKey.get(key);
    if (ctx) return ctx;
    if (byKey.size >= MAX_CONTEXTS_PER_FUNCTION) return this.topContext(fn, entry);
    ctx = this.newContext(fn, entry);
    byKey.set(key, ctx);
    return ctx;
  }

  /** Too many contexts: one conservative context (no locks held, every site may have started). */
  private topContext(fn: IrFunction, entry: State): Context {
    let ctx = this.topContexts.get(fn);
    if (!ctx)
      ctx = this.newContext(fn, {
        ...EMPTY_STATE,
        started: [ANY_SITE],
        running: [ANY_SITE],
        leaked: [ANY_SITE],
        atomic: Math.min(entry.atomic, 0),
      });
    this.topContexts.set(fn, ctx);
    return ctx;
  }

  private newContext(fn: IrFunction, entry: State): Context {
    const ctx: Context = {
      id: this.nextContext++,
      fn,
      entry,
      exit: undefined,
      accesses: [],
      calls: [],
      spawns: [],
      status: 'new',
    };
    this.allContexts.push(ctx);
    return ctx;
  }

  analyze(ctx: Context): void {
    if (ctx.status !== 'new') return;
    ctx.status = 'running';
    const fn = ctx.fn;
    const info = cfgInfo(fn);
    const n = fn.blocks.length;
    const inStates: (State | undefined)[] = new Array(n).fill(undefined);
    inStates[0] = ctx.entry;
    // Fixpoint: blocks are numbered in reverse post-order, so lowest-first converges quickly.
    const pending = new Uint8Array(n);
    pending[0] = 1;
    let lowest = 0;
    while (lowest < n) {
      if (!pending[lowest]) {
        lowest++;
        continue;
      }
      const b = lowest;
      pending[b] = 0;
      this.budget?.poll('layer 1 (locksets)');
      for (const e of this.runBlock(ctx, info, b, inStates[b]!, false)) {
        const old = inStates[e.to];
        const merged = joinStates(old, e.state);
        if (old === undefined || (merged !== old && !sameState(merged, old))) {
          inStates[e.to] = merged;
          pending[e.to] = 1;
          if (e.to < lowest) lowest = e.to;
        }
      }
      if (b === lowest && !pending[b]) lowest++;
    }
    // Final pass: record accesses, spawns and call edges with the fixpoint states.
    for (let b = 0; b < n; b++) if (inStates[b]) this.runBlock(ctx, info, b, inStates[b]!, true);
    ctx.status = 'done';
  }

  private runBlock(ctx: Context, info: CfgInfo, b: number, start: State, record: boolean): Edge[] {
    const fn = ctx.fn;
    const block = fn.blocks[b]!;
    let s: State | undefined = start;
    for (const instr of block.instrs) {
      if (record) this.recordAccesses(ctx, instr, instr.accesses, s);
      s = this.step(ctx, info, instr, s, record);
      if (!s) return [];
    }
    const term = block.term;
    if (record) this.recordAccesses(ctx, undefined, term.accesses, s);
    switch (term.k) {
      case 'goto':
        return [{ to: term.target, state: this.leaveLoop(fn, info, b, term.target, s) }];
      case 'branch':
        return [
          {
            to: term.then,
            state: this.leaveLoop(fn, info, b, term.then, this.applyCond(s, term.cond, true)),
          },
          {
            to: term.else,
            state: this.leaveLoop(fn, info, b, term.else, this.applyCond(s, term.cond, false)),
          },
        ];
      case 'switch':
        return successors(block).map((to) => ({ to, state: this.leaveLoop(fn, info, b, to, s!) }));
      case 'return': {
        let exit = s;
        const v = term.value;
        if (v && v.k === 'load' && v.place.k === 'var') {
          const vid = v.place.id;
          const t = s.tries.find((x) => x.v === vid);
          exit = { ...s, tries: t ? [{ ...t, v: '$ret' }] : [] };
        } else if (s.tries.length > 0) exit = { ...s, tries: [] };
        ctx.exit = joinStates(ctx.exit, exit);
        return [];
      }
      case 'stop':
        return [];
    }
  }

  // ------------------------------------------------------------ transfer

  private step(ctx: Context, info: CfgInfo, i: Instr, s: State, record: boolean): State | undefined {
    const fn = ctx.fn;
    switch (i.op) {
      case 'lock':
        return this.kill(
          this.acquire(s, this.heldLock(fn, info, i.lock, i.mode, uidOf(ctx, i), i.range)),
          i,
          info,
        );
      case 'trylock': {
        if (i.dst?.k !== 'var' || !info.privateVars.has(i.dst.id)) return this.kill(s, i, info);
        const lock = this.heldLock(fn, info, i.lock, i.mode, uidOf(ctx, i), i.range);
        const killed = this.kill(s, i, info);
        return { ...killed, tries: [...killed.tries, { v: i.dst.id, lock, success: i.success }] };
      }
      case 'unlock':
        return this.release(s, fn, i.lock);
      case 'atomic-begin':
        return { ...s, atomic: s.atomic + 1 };
      case 'atomic-end':
        return s.atomic > 0 ? { ...s, atomic: s.atomic - 1 } : s;
      case 'assume':
        return this.applyCond(s, i.cond, true);
      case 'spawn':
        return this.kill(this.spawn(ctx, i, s, record), i, info);
      case 'join':
        return this.kill(this.join(fn, info, i, s), i, info);
      case 'once':
        return this.once(ctx, info, i, s, record);
      case 'call':
        if (i.model === 'ignore') return this.kill(s, i, info);
        return this.call(ctx, info, i, s, record);
      case 'assign': {
        const killed = this.kill(s, i, info);
        // `r = #t` where #t holds a trylock result: r holds it too.
        const src = stripCasts(i.src);
        if (i.dst.k !== 'var' || !info.privateVars.has(i.dst.id) || src.k !== 'load' || src.place.k !== 'var')
          return killed;
        const from = src.place.id;
        const t = s.tries.find((x) => x.v === from);
        return t
          ? { ...killed, tries: [...killed.tries, { ...t, v: (i.dst as { id: string }).id }] }
          : killed;
      }
      default:
        return this.kill(s, i, info);
    }
  }

  /** An assignment to a private variable makes lock expressions that read it unstable. */
  private kill(s: State, i: Instr, info: CfgInfo): State {
    const dst = 'dst' in i ? (i.dst as Place | undefined) : undefined;
    if (dst?.k !== 'var' || !info.privateVars.has(dst.id)) return s;
    return killVar(s, dst.id);
  }

  heldLock(
    fn: IrFunction,
    info: CfgInfo,
    expr: Expr,
    mode: HeldLock['mode'],
    uid: string,
    at?: SourceRange,
  ): HeldLock {
    const stable = isStableValue(expr, fn, info.privateVars);
    const cell = this.pt.valueOf(expr, fn);
    return {
      ...(at ? { at } : {}),
      key: exprKey(expr),
      expr: stable ? expr : undefined,
      uid,
      cell: cell ? this.pt.find(cell) : this.dummyCell(),
      abs: this.absoluteLock(expr, fn),
      mode,
      count: 1,
      name: displayExpr(expr, fn),
    };
  }

  private dummy: Cell | undefined;
  private dummyCell(): Cell {
    this.dummy ??= this.pt.cellOf({ k: 'var', id: '\u0000no-lock' });
    return this.dummy;
  }

  /** The identity of a lock that is one concrete object, whatever expression names it. */
  absoluteLock(expr: Expr, fn: IrFunction): string | undefined {
    if (expr.k === 'addr') {
      const cell = this.pt.cellOf(expr.place, fn);
      if (this.pt.isSingleton(cell)) return `c${this.pt.find(cell).id}`;
      return this.absolutePathOf(expr.place, fn);
    }
    if (expr.k === 'cast') return this.absoluteLock(expr.arg, fn);
    const cell = this.pt.valueOf(expr, fn);
    return cell && this.pt.isSingleton(cell) ? `c${this.pt.find(cell).id}` : undefined;
  }

  /** A path from a single global (or main-local) object through fields and constant indices. */
  absolutePathOf(p: Place, fn: IrFunction): string | undefined {
    switch (p.k) {
      case 'var': {
        if (!isLocalId(p.id)) {
          const v = this.program.globals.get(p.id);
          return v && !v.threadLocal ? `v:${p.id}` : undefined;
        }
        return fn.name === 'main' ? `v:main:${p.id}` : undefined;
      }
      case 'field': {
        const base = this.absolutePathOf(p.base, fn);
        return base && `${base}.${p.field}`;
      }
      case 'index': {
        const base = this.absolutePathOf(p.base, fn);
        return base && p.index.k === 'int' ? `${base}[${p.index.value}]` : undefined;
      }
      case 'deref': {
        const c = this.pt.valueOf(p.ptr, fn);
        return c && this.pt.isSingleton(c) ? `c${this.pt.find(c).id}` : undefined;
      }
    }
  }

  private acquire(s: State, lock: HeldLock): State {
    const at = s.locks.findIndex((l) => l.key === lock.key && l.mode === lock.mode && l.once === lock.once);
    const may = s.may.includes(lock.name) ? s.may : [...s.may, lock.name].sort().slice(0, 8);
    if (at >= 0) {
      const old = s.locks[at]!;
      const locks = [...s.locks];
      locks[at] = { ...old, count: Math.min(old.count + 1, MAX_LOCK_COUNT) };
      return { ...s, locks, may };
    }
    return { ...s, locks: [...s.locks, lock], may };
  }

  private release(s: State, fn: IrFunction, expr: Expr): State {
    const key = exprKey(expr);
    const at = s.locks.findIndex((l) => l.key === key && !l.once);
    if (at >= 0) {
      const old = s.locks[at]!;
      const locks = [...s.locks];
      if (old.count > 1) locks[at] = { ...old, count: old.count - 1 };
      else locks.splice(at, 1);
      return { ...s, locks };
    }
    // Not matched by name: release every lock it may alias (sound for must-locksets).
    const cell = this.pt.valueOf(expr, fn);
    if (!cell) return s.locks.some((l) => !l.once) ? { ...s, locks: s.locks.filter((l) => l.once) } : s;
    const c = this.pt.find(cell);
    const locks = s.locks.filter((l) => l.once || this.pt.find(l.cell) !== c);
    return locks.length === s.locks.length ? s : { ...s, locks };
  }

  /** On a branch edge: a saved trylock result tested against its success value. */
  private applyCond(s: State, cond: Expr, truth: boolean): State {
    if (s.tries.length === 0) return s;
    const fact = condFact(cond);
    if (!fact) return s;
    const t = s.tries.find((x) => x.v === fact.v);
    if (!t) return s;
    const eq = (fact.op === '==') === truth;
    const success = eq ? fact.c === t.success : fact.c === t.success ? false : undefined;
    if (success === undefined) return s;
    const rest = { ...s, tries: s.tries.filter((x) => x !== t) };
    return success ? this.acquire(rest, t.lock) : rest;
  }

  // ------------------------------------------------------------ threads

  siteOf(i: SpawnInstr, fn: IrFunction): SpawnSite {
    let site = this.sites.get(i);
    if (site) return site;
    const info = cfgInfo(fn);
    const block = blockIndexOf(fn, i);
    const entryCell = this.pt.valueOf(i.entry, fn);
    const entries = entryCell ? [...(this.pt.find(entryCell).fns ?? [])].sort() : [];
    const handleCell = i.handle ? this.pt.valueOf(i.handle, fn) : undefined;
    let handleIndex: number | undefined;
    if (i.handle?.k === 'addr' && i.handle.place.k === 'index' && i.handle.place.index.k === 'int')
      handleIndex = i.handle.place.index.value;
    site = {
      id: this.sites.size,
      instr: i,
      fn,
      inLoop: block >= 0 && info.loopOf[block]! >= 0,
      handleCell: handleCell ? this.pt.find(handleCell) : undefined,
      handleIndex,
      entries,
    };
    this.sites.set(i, site);
    return site;
  }

  private spawn(ctx: Context, i: SpawnInstr, s: State, record: boolean): State {
    const site = this.siteOf(i, ctx.fn);
    if (record) {
      ctx.spawns.push({ site, state: s, ctx, range: i.range });
      if (site.entries.length === 0)
        this.noteUnresolved(`a thread entry that resolves to no function ${NONE_STORED}`, i.range);
    }
    let leaked = s.leaked;
    const h = site.handleCell;
    if (h && !this.pt.find(h).summary) {
      // The handle is overwritten: threads started under it before and not joined are lost.
      for (const other of this.sites.values()) {
        if (s.running.includes(other.id) && other.handleCell === h) leaked = setAdd(leaked, other.id);
      }
    }
    return {
      ...s,
      started: setAdd(s.started, site.id),
      running: setAdd(s.running, site.id),
      leaked,
    };
  }

  private handleObject(fn: IrFunction, e: Expr): Cell | undefined {
    if (e.k === 'load') return this.pt.find(this.pt.cellOf(e.place, fn));
    if (e.k === 'cast') return this.handleObject(fn, e.arg);
    return undefined;
  }

  private join(fn: IrFunction, _info: CfgInfo, i: Extract<Instr, { op: 'join' }>, s: State): State {
    const h = this.handleObject(fn, i.handle);
    if (!h || h.summary) return s; // array handles: joined when the join loop exits (leaveLoop)
    let running = s.running;
    for (const site of this.sites.values())
      if (
        site.handleCell &&
        this.pt.find(site.handleCell) === h &&
        !s.leaked.includes(site.id) &&
        !s.leaked.includes(ANY_SITE)
      )
        running = setRemove(running, site.id);
    return running === s.running ? s : { ...s, running };
  }

  /**
   * Leaving a loop that joins `t[i]` on every iteration, counting like the loop that created them:
   * every thread whose handle lives in that array is joined.
   */
  private leaveLoop(fn: IrFunction, info: CfgInfo, from: number, to: number, s: State): State {
    const loopId = info.loopOf[from]!;
    if (loopId < 0 || info.loopOf[to] === loopId || s.started.length === 0) return s;
    const loop = info.loops[loopId]!;
    const shape = loop.shape;
    if (!shape?.stepOne || shape.init === undefined) return s;
    let running = s.running;
    for (const b of loop.blocks) {
      for (const i of fn.blocks[b]!.instrs) {
        if (i.op !== 'join') continue;
        const h = this.handleObject(fn, i.handle);
        if (!h?.summary || !onEveryIteration(fn, info, loopId, b)) continue;
        const idx = i.handle.k === 'load' && i.handle.place.k === 'index' ? i.handle.place.index : undefined;
        if (idx?.k !== 'load' || idx.place.k !== 'var' || idx.place.id !== shape.v) continue;
        for (const site of this.sites.values()) {
          if (!site.handleCell || this.pt.find(site.handleCell) !== h || !s.started.includes(site.id))
            continue;
          if (s.leaked.includes(ANY_SITE)) continue;
          if (this.createdWithin(site, shape) && !s.leaked.includes(site.id))
            running = setRemove(running, site.id);
        }
      }
    }
    return running === s.running ? s : { ...s, running };
  }

  /** Every handle the site's threads were stored in is among the elements the join loop visits. */
  private createdWithin(site: SpawnSite, join: NonNullable<CfgInfo['loops'][number]['shape']>): boolean {
    if (site.handleIndex !== undefined) {
      if (join.init === undefined || join.init > site.handleIndex || join.boundValue === undefined)
        return false;
      return join.op === '<=' ? site.handleIndex <= join.boundValue : site.handleIndex < join.boundValue;
    }
    if (!site.inLoop) return false;
    const info = cfgInfo(site.fn);
    const block = blockIndexOf(site.fn, site.instr);
    const loop = info.loops[info.loopOf[block]!];
    const create = loop?.shape;
    if (!create?.stepOne) return false;
    const h = site.instr.handle;
    const idx = h?.k === 'addr' && h.place.k === 'index' ? h.place.index : undefined;
    if (idx?.k !== 'load' || idx.place.k !== 'var' || idx.place.id !== create.v) return false;
    return (
      create.init !== undefined &&
      join.init !== undefined &&
      join.init <= create.init &&
      create.op === join.op &&
      create.bound === join.bound
    );
  }

  private once(
    ctx: Context,
    info: CfgInfo,
    i: Extract<Instr, { op: 'once' }>,
    s: State,
    record: boolean,
  ): State | undefined {
    const flag = this.absoluteLock(i.flag, ctx.fn);
    const inside: HeldLock | undefined = flag
      ? { ...this.heldLock(ctx.fn, info, i.flag, 'exclusive', `once:${uidOf(ctx, i)}`), once: 'init' }
      : undefined;
    const before = inside ? { ...s, locks: [...s.locks, inside] } : s;
    const targets = this.targets(i.entry, ctx.fn);
    if (targets.bodies.length === 0 && record)
      this.noteUnresolved(`a once routine that resolves to no function ${NONE_STORED}`, i.range);
    for (const callee of targets.bodies) {
      const entry = this.enterCall(before, [], callee);
      const sub = this.contextFor(callee, entry.state);
      this.analyze(sub);
      if (record) ctx.calls.push({ ctx: sub, range: i.range, inLoop: false, state: s });
    }
    if (!inside) return s;
    return { ...s, locks: [...s.locks, { ...inside, once: 'after', uid: `after:${inside.uid}` }] };
  }

  // ------------------------------------------------------------ calls

  targets(callee: Expr, fn: IrFunction): { bodies: IrFunction[]; unknown: string[]; viaPointer: boolean } {
    if (callee.k === 'fn') {
      const body = this.program.functions.get(callee.id);
      return body
        ? { bodies: [body], unknown: [], viaPointer: false }
        : { bodies: [], unknown: [callee.id.replace(/@.*$/, '')], viaPointer: false };
    }
    const cell = this.pt.valueOf(callee, fn);
    const fns = cell ? [...(this.pt.find(cell).fns ?? [])].sort() : [];
    const bodies: IrFunction[] = [];
    const unknown: string[] = [];
    for (const id of fns) {
      const body = this.program.functions.get(id);
      if (body) bodies.push(body);
      else unknown.push(id.replace(/@.*$/, ''));
    }
    return { bodies, unknown, viaPointer: true };
  }

  /**
   * A member call the lowering could not give a class (`?::start`: the object's type is a template
   * parameter nothing binds, or an unmodelled library's): its name, and the program's own member
   * functions of that name it may be (then it is no library call, and skipping it may lose a thread).
   */
  private unknownClassMember(id: string): { name: string; defined: string[] } | undefined {
    if (!id.startsWith(UNKNOWN_CLASS_MEMBER)) return undefined;
    const name = id.slice(UNKNOWN_CLASS_MEMBER.length);
    // Once per name: the call is met again in every context that reaches it.
    let defined = this.membersByName.get(name);
    if (!defined) {
      const names = [...this.program.functions.values()]
        .filter((f) => f.name.endsWith(`::${name}`))
        .map((f) => f.name);
      defined = [...new Set(names)].sort().slice(0, 3);
      this.membersByName.set(name, defined);
    }
    return { name, defined };
  }

  private readonly membersByName = new Map<string, string[]>();

  /**
   * A call Lockstep could not resolve, once per place in the source: one call the lowering made
   * two of (a std::function called with or without its bound object) is one call to the user.
   */
  private noteUnresolved(what: string, range: SourceRange): void {
    const key = `${range.file}:${range.line}:${range.column}:${what}`;
    if (this.unresolvedAt.has(key)) return;
    this.unresolvedAt.add(key);
    this.unresolved.push({ what, range });
  }

  private call(
    ctx: Context,
    info: CfgInfo,
    i: Extract<Instr, { op: 'call' }>,
    s: State,
    record: boolean,
  ): State | undefined {
    const t = this.targets(i.callee, ctx.fn);
    if (record) {
      if (t.viaPointer && t.bodies.length === 0 && t.unknown.length === 0)
        this.noteUnresolved(
          // A callee the lowering could not read has no text to quote (it prints as `?`), nor
          // has a value it computed (`*a computed value`).
          i.callee.k === 'nondet' || displayExpr(i.callee).includes(COMPUTED_VALUE)
            ? `a call through a computed function pointer that resolves to no function ${NONE_STORED}`
            : `a call through '${displayExpr(i.callee)}' that resolves to no function ${NONE_STORED}`,
          i.range,
        );
      const member = i.callee.k === 'fn' ? this.unknownClassMember(i.callee.id) : undefined;
      if (member?.defined.length)
        this.noteUnresolved(
          `a call of '${member.name}' on an object whose class Lockstep could not tell (the program defines ${member.defined.join(', ')})`,
          i.range,
        );
      else
        for (const name of t.unknown)
          if (!onlyTouchesMemory(name)) this.noteUnknown(ctx.fn, member ? calleeName(name) : name, i);
    }
    let out: State | undefined;
    if (t.unknown.length > 0 || t.bodies.length === 0) out = s; // unknown: no lock, unlock or spawn
    for (const callee of t.bodies) {
      const { state: entry, argMap } = this.enterCall(s, i.args, callee);
      const sub = this.contextFor(callee, entry);
      let exit: State | undefined;
      if (sub.status === 'running') exit = recursionExit(s);
      else {
        this.analyze(sub);
        exit = sub.exit;
      }
      if (record)
        ctx.calls.push({
          ctx: sub,
          range: i.range,
          inLoop: (info.loopOf[blockIndexOf(ctx.fn, i)] ?? -1) >= 0,
          state: s,
        });
      if (!exit) continue; // the callee never returns
      out = joinStates(out, this.leaveCall(ctx.fn, info, s, exit, callee, argMap, i.dst));
    }
    return out === undefined ? undefined : this.killAfterCall(out, i, info);
  }

  private killAfterCall(s: State, i: Extract<Instr, { op: 'call' }>, info: CfgInfo): State {
    const dst = i.dst;
    if (dst?.k !== 'var' || !info.privateVars.has(dst.id)) return s;
    // The call's result lands in dst: the callee's returned trylock result now lives there.
    const ret = s.tries.filter((t) => t.v === '$ret');
    const killed = killVar({ ...s, tries: s.tries.filter((t) => t.v !== '$ret') }, dst.id);
    return ret.length > 0
      ? { ...killed, tries: [...killed.tries, ...ret.map((t) => ({ ...t, v: dst.id }))] }
      : killed;
  }

  /** Caller state → callee entry: caller locks renamed through the arguments where possible. */
  enterCall(s: State, args: Expr[], callee: IrFunction): { state: State; argMap: Map<string, Expr> } {
    const calleeInfo = cfgInfo(callee);
    const toParam = new Map<string, Expr>();
    const argMap = new Map<string, Expr>();
    args.forEach((a, k) => {
      const p = callee.params[k];
      if (p === undefined) return;
      const paramLoad: Expr = { k: 'load', place: { k: 'var', id: p } };
      if (calleeInfo.privateVars.has(p) && !toParam.has(exprKey(a))) toParam.set(exprKey(a), paramLoad);
      argMap.set(exprKey(paramLoad), a);
    });
    const locks = s.locks.map((l, j): HeldLock => {
      const expr = l.expr ? renameInto(l.expr, toParam) : undefined;
      return { ...l, expr, key: expr ? exprKey(expr) : `#e${j}`, uid: `e${j}`, entry: j };
    });
    return { state: { ...s, locks, tries: [] }, argMap };
  }

  /** Callee exit → caller state: entry locks map back to the caller's own, new ones are renamed. */
  private leaveCall(
    fn: IrFunction,
    info: CfgInfo,
    caller: State,
    exit: State,
    callee: IrFunction,
    argMap: Map<string, Expr>,
    _dst: Place | undefined,
  ): State {
    const back = (l: HeldLock): HeldLock => {
      if (l.entry !== undefined && caller.locks[l.entry]) {
        return { ...caller.locks[l.entry]!, count: l.count, mode: l.mode };
      }
      const expr = l.expr ? renameInto(l.expr, argMap) : undefined;
      if (expr && isStableValue(expr, fn, info.privateVars)) {
        return {
          ...l,
          expr,
          key: exprKey(expr),
          abs: this.absoluteLock(expr, fn) ?? l.abs,
          name: displayExpr(expr, fn),
          entry: undefined,
        } as HeldLock;
      }
      const { entry: _e, ...rest } = l;
      return { ...rest, expr: undefined, key: `#${callee.id}:${l.uid}` };
    };
    const tries: PendingTry[] = [
      ...caller.tries,
      ...exit.tries.filter((t) => t.v === '$ret').map((t) => ({ ...t, lock: back(t.lock) })),
    ];
    return {
      locks: exit.locks.map(back),
      may: exit.may,
      started: exit.started,
      running: exit.running,
      leaked: exit.leaked,
      atomic: exit.atomic,
      tries,
    };
  }

  private noteUnknown(fn: IrFunction, name: string, i: Extract<Instr, { op: 'call' }>): void {
    // A function whose body was lost to a syntax error may lock, unlock or start anything.
    const lost = this.skippedByName.get(name);
    let risky: string | undefined = lost ? `was skipped (${lost.reason})` : undefined;
    for (const a of i.args) {
      if (risky) break;
      const c = this.pt.valueOf(a, fn);
      if (!c) continue;
      const r = this.pt.find(c);
      if (r.fns && r.fns.size > 0) risky = `is handed the function pointer '${displayExpr(a)}'`;
      else if (
        this.pt.leavesOf(r).some((x) => x.isLock) ||
        holdsLockType(pointeeType(a, fn, this.program), this.program)
      )
        risky = `is handed the lock '${displayExpr(a)}'`;
      if (risky) break;
    }
    const seen = this.unknownCallees.get(name);
    if (!seen)
      this.unknownCallees.set(name, {
        name,
        range: i.range,
        risky,
        ...(lost ? { skipped: lost.reason } : {}),
        ...(i.opaque ? { opaque: i.opaque } : {}),
      });
    else if (!seen.risky && risky) seen.risky = risky;
  }

  /** An unknown function reads and writes through its pointer arguments. */
  private unknownAccesses(fn: IrFunction, i: Extract<Instr, { op: 'call' }>): Access[] {
    let list = this.synthetic.get(i);
    if (list) return list;
    list = [];
    for (const a of i.args) {
      if (!isPointerValued(a, fn, this.program)) continue;
      const place: Place = { k: 'deref', ptr: a };
      list.push({ place, kind: 'read', atomic: false, range: i.range });
      list.push({ place, kind: 'write', atomic: false, range: i.range });
    }
    this.synthetic.set(i, list);
    return list;
  }

  // ------------------------------------------------------------ recording

  private recordAccesses(ctx: Context, i: Instr | undefined, accesses: readonly Access[], s: State): void {
    for (const a of accesses) this.recordAccess(ctx, a, s);
    if (i?.op === 'call' && i.model !== 'ignore') {
      const t = this.targets(i.callee, ctx.fn);
      if (t.unknown.length > 0) {
        for (const a of this.unknownAccesses(ctx.fn, i)) this.recordAccess(ctx, a, s, t.unknown[0]);
      }
    }
  }

  private recordAccess(ctx: Context, a: Access, s: State, unknownCallee?: string): void {
    const cell = this.pt.cellOf(a.place, ctx.fn);
    const cells = this.pt.sharedLeavesOf(cell);
    if (cells.length === 0) return;
    ctx.accesses.push({
      access: a,
      fn: ctx.fn,
      state: s,
      ctx,
      cells,
      ...(unknownCallee ? { unknownCallee } : {}),
    });
  }
}

// ---------------------------------------------------------------- helpers

function uidOf(ctx: Context, i: Instr): string {
  return `${ctx.fn.id}:${i.range.line}:${i.range.column}`;
}

function killVar(s: State, v: string): State {
  let changed = false;
  const locks = s.locks.map((l) => {
    if (!l.expr || !varsOf(l.expr).includes(v)) return l;
    changed = true;
    return { ...l, expr: undefined, key: `#${l.uid}` };
  });
  const tries = s.tries.filter((t) => t.v !== v);
  if (!changed && tries.length === s.tries.length) return s;
  return { ...s, locks: changed ? locks : s.locks, tries };
}

/** After a recursive call still being analysed: assume it may release anything and start anything. */
function recursionExit(s: State): State {
  return {
    ...s,
    locks: s.locks.filter((l) => l.once === 'after'),
    started: setAdd(s.started, ANY_SITE),
    running: setAdd(s.running, ANY_SITE),
    leaked: setAdd(s.leaked, ANY_SITE),
    tries: [],
  };
}

/** Rename through `map`; undefined if a local of the other function would remain. */
function renameInto(e: Expr, map: Map<string, Expr>): Expr | undefined {
  if (!varsOf(e).some(isLocalId)) return e;
  const marked = new Map<string, Expr>();
  const images: Expr[] = [];
  for (const [k, v] of map) {
    marked.set(k, { k: 'load', place: { k: 'var', id: `\u0001${images.length}` } });
    images.push(v);
  }
  const out = substitute(e, marked);
  if (varsOf(out).some(isLocalId)) return undefined;
  const unmark = new Map<string, Expr>();
  images.forEach((img, n) => {
    unmark.set(`\u0001${n}`, img);
  });
  return substitute(out, unmark);
}

/** `v == c`, `v != c`, `v`, `!v` over a private variable. */
function condFact(cond: Expr): { v: string; op: '==' | '!='; c: number } | undefined {
  const e = stripCasts(cond);
  if (e.k === 'load' && e.place.k === 'var') return { v: e.place.id, op: '!=', c: 0 };
  if (e.k === 'unary' && e.op === '!') {
    const f = condFact(e.arg);
    return f && { ...f, op: f.op === '==' ? '!=' : '==' };
  }
  if (e.k === 'binary' && (e.op === '==' || e.op === '!=')) {
    const l = stripCasts(e.left);
    const r = stripCasts(e.right);
    if (l.k === 'load' && l.place.k === 'var' && r.k === 'int')
      return { v: l.place.id, op: e.op, c: r.value };
    if (r.k === 'load' && r.place.k === 'var' && l.k === 'int')
      return { v: r.place.id, op: e.op, c: l.value };
  }
  return undefined;
}

function isPointerValued(e: Expr, fn: IrFunction, program: Program): boolean {
  switch (e.k) {
    case 'addr':
      return true;
    case 'cast':
      return e.to.k === 'ptr' ? e.arg.k !== 'int' : isPointerValued(e.arg, fn, program);
    case 'load': {
      const p = e.place;
      if (p.k === 'var') {
        const v = isLocalId(p.id) ? fn.vars.find((x) => x.id === p.id) : program.globals.get(p.id);
        return v?.type.k === 'ptr' || v?.type.k === 'array';
      }
      if (p.k === 'field' && p.record) {
        const t = program.records.get(p.record)?.fields.find((f) => f.name === p.field)?.type;
        return t?.k === 'ptr' || t?.k === 'array';
      }
      return false;
    }
    case 'binary':
      return isPointerValued(e.left, fn, program) || isPointerValued(e.right, fn, program);
    default:
      return false;
  }
}

/** The type `e` points to, when it is the address of a variable or field, or a typed pointer. */
function pointeeType(e: Expr, fn: IrFunction, program: Program): Type | undefined {
  if (e.k === 'cast') return pointeeType(e.arg, fn, program);
  const typeOfPlace = (p: Place): Type | undefined => {
    if (p.k === 'var')
      return (isLocalId(p.id) ? fn.vars.find((x) => x.id === p.id) : program.globals.get(p.id))?.type;
    if (p.k === 'field' && p.record)
      return program.records.get(p.record)?.fields.find((f) => f.name === p.field)?.type;
    if (p.k === 'index') {
      const t = typeOfPlace(p.base);
      return t?.k === 'array' ? t.of : undefined;
    }
    return undefined;
  };
  if (e.k === 'addr') return typeOfPlace(e.place);
  if (e.k === 'load') {
    const t = typeOfPlace(e.place);
    return t?.k === 'ptr' ? t.to : t?.k === 'array' ? t.of : undefined;
  }
  return undefined;
}

/** A lock type, or an aggregate with one inside. */
function holdsLockType(t: Type | undefined, program: Program, depth = 0): boolean {
  if (!t || depth > 4) return false;
  if (t.k === 'array') return holdsLockType(t.of, program, depth + 1);
  if (t.k === 'named') return isLockTypeName(t.name);
  if (t.k !== 'record') return false;
  if (isLockTypeName(t.key) || isLockTypeName(program.records.get(t.key)?.tag ?? '')) return true;
  return (program.records.get(t.key)?.fields ?? []).some((f) => holdsLockType(f.type, program, depth + 1));
}
