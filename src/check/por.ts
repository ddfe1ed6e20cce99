/**
 * Partial-order reduction by persistent sets: at a state, when one enabled thread's next
 * transition is independent of everything every other thread can still do, exploring that
 * thread alone loses no reachable race (the others' steps commute with it). "Everything a thread
 * can still do" is read off the code reachable from its position (and its callers' positions):
 * the addresses of its accesses where the values they depend on can no longer change, the locks it
 * may take, and `*` (anything) for what cannot be pinned down. Accesses that layer 1 proves happen
 * after the candidate thread was joined are left out: they can never run beside it.
 */

import { cfgInfo } from '../analysis/cfg-info.js';
import type { Layer1Result } from '../analysis/layer1.js';
import type { AccessRecord } from '../analysis/lockset.js';
import type { Cell } from '../analysis/pointsto.js';
import { isRunning } from '../analysis/threads.js';
import { successors } from '../ir/cfg.js';
import { isLocalId } from '../ir/names.js';
import type { Access, Expr, Instr, IrFunction, Place, Program } from '../ir/types.js';
import { varsOf } from '../ir/vars.js';
import { type Footprint, independent } from './footprint.js';
import { keptOn } from './kept.js';
import type { Machine } from './machine.js';
import type { Frame, MState, MThread } from './state.js';
import { addressKey } from './values.js';
import { workMeter } from './work.js';

/** Places of a thread's future whose addresses cost one work unit to pin down. */
const PLACES_PER_UNIT = 32;

interface Region {
  places: { place: Place; write: boolean; access: Access | undefined }[];
  locks: Expr[];
  /** Spawns, barriers, semaphores, once, atomic sections, calls through pointers. */
  global: boolean;
  joins: boolean;
  assigned: Set<string>;
  callees: Set<string>;
  /** Entry functions of threads it may start. */
  spawns: Set<string>;
  /** `places` split by `Persistence.split`, once. */
  split?: {
    fixed: { addr: string; write: boolean; access: Access | undefined }[];
    dynamic: Region['places'];
    callees: { addrs: string[]; global: boolean };
  };
}

export class Persistence {
  private readonly regions = new PositionTable<Region>();
  private readonly exitsFrom = new PositionTable<boolean>();
  private readonly bodies = new Map<string, { addrs: string[]; global: boolean }>();
  private readonly recordsByAccess = new Map<Access, AccessRecord[]>();
  private readonly regionWrites = new PositionTable<Set<Cell> | 'any' | 'pending'>();
  private changing: Set<Cell> | 'any' = 'any';
  /** `changing` by the per-position sets it is the union of (their numbers in `writeSetIds`). */
  private readonly changingBySignature = new Map<string, Set<Cell> | 'any'>();
  private readonly writeSetIds = new WeakMap<Set<Cell>, number>();
  private changingId = '';
  private nextWriteSetId = 0;
  /**
   * Futures already computed, per frames array (a thread that does not move keeps its frames
   * array, and its frames, from state to state), then per memory (its two hashes), `changing` and candidate
   * thread: what a future depends on. Most states change one thread and leave the others' futures
   * as they were.
   */
  private readonly futures = Symbol('futures of one exploration');

  constructor(
    private readonly machine: Machine,
    private readonly layer1: Layer1Result | undefined,
  ) {
    if (layer1)
      for (const ctx of layer1.engine.allContexts)
        for (const r of ctx.accesses) {
          const list = this.recordsByAccess.get(r.access) ?? [];
          list.push(r);
          this.recordsByAccess.set(r.access, list);
        }
  }

  /** A thread to explore alone at `s`, if one is safe. */
  pick(s: MState, enabled: MThread[], footprint: (t: MThread) => Footprint | undefined): MThread | undefined {
    if (enabled.length < 2) return undefined;
    // Memory that some thread may still write: a value read from it to compute an address can
    // change, so such an address is not fixed.
    this.changing = this.futureWriteCells(s);
    // What a thread may still do is the same for every candidate thread, except where it is
    // joining that thread or layer 1 orders some of its accesses after that thread's join.
    const shared = new Map<MThread, Footprint>();
    for (const t of enabled) {
      const step = footprint(t);
      if (!step || step.global) continue;
      // Ending the thread is part of the step when nothing visible comes before the end.
      const fp = this.exits(t) ? { ...step, writes: [...step.writes, `thread/${t.tid}`] } : step;
      let ok = true;
      for (const u of s.threads) {
        if (u === t || u.done || u.spinning) continue;
        let fu: Footprint;
        if (this.joining(s, u) === t.tid) fu = NOTHING;
        else if (this.layer1 && t.site && u.tid === 0) fu = this.future(s, u, t);
        else {
          fu = shared.get(u) ?? this.future(s, u, undefined);
          shared.set(u, fu);
        }
        if (!independent(fp, fu)) {
          ok = false;
          break;
        }
      }
      if (ok) return t;
    }
    return undefined;
  }

  /** Can `t`'s next transition end the thread (reach the root's return with no visible step)? */
  private exits(t: MThread): boolean {
    if (t.frames.length !== 1) return false;
    const f = t.frames[0]!;
    let known = this.exitsFrom.get(f.fn, f.block, f.index);
    if (known === undefined) {
      known = this.reachesEndInvisibly(f);
      this.exitsFrom.set(f.fn, f.block, f.index, known);
    }
    return known;
  }

  /** From the root frame's position, after its current operation: an end with no visible step? */
  private reachesEndInvisibly(f: Frame): boolean {
    const fn = f.fn;
    const seen = new Set<number>();
    // The current operation runs regardless; look at what follows it.
    const scan = (b: number, from: number): boolean => {
      const instrs = fn.blocks[b]!.instrs;
      for (let k = from; k < instrs.length; k++)
        if (this.machine.isVisible({ k: 'instr', instr: instrs[k]! }, fn)) return false;
      const term = fn.blocks[b]!.term;
      if (term.k === 'return' || term.k === 'stop') return true;
      if (this.machine.isVisible({ k: 'term', term }, fn)) return false;
      for (const n of successors(fn.blocks[b]!)) {
        if (seen.has(n)) continue;
        seen.add(n);
        if (scan(n, 0)) return true;
      }
      return false;
    };
    const instrs = fn.blocks[f.block]!.instrs;
    if (f.index >= instrs.length) {
      const term = fn.blocks[f.block]!.term;
      if (term.k === 'return' || term.k === 'stop') return true;
      return successors(fn.blocks[f.block]!).some((n) => {
        if (seen.has(n)) return false;
        seen.add(n);
        return scan(n, 0);
      });
    }
    return scan(f.block, f.index + 1);
  }

  /**
   * The thread `u` is about to join, when it is: nothing `u` does can happen before that thread
   * has finished.
   */
  private joining(s: MState, u: MThread): number | undefined {
    const op = this.machine.currentOp(u);
    const top = u.frames[u.frames.length - 1];
    if (op?.k !== 'instr' || op.instr.op !== 'join' || !top) return undefined;
    const h = this.machine.eval(s, u, top, op.instr.handle);
    return h.k === 'int' ? h.v : undefined;
  }

  /**
   * What thread `u` may still do (as seen by candidate thread `t`, whose join layer 1 may order
   * some of `u`'s accesses after), each address once.
   */
  private future(s: MState, u: MThread, t: MThread | undefined): Footprint {
    // Kept on the frames array (kept.ts), under this exploration's own symbol.
    const byState = keptOn(u.frames, this.futures, () => new Map<string, Footprint>());
    const key = `${s.mem.hash()}.${s.mem.hash2()}|${this.changingId}|${t?.site && u.tid === 0 ? t.tid : ''}|${u.wait?.k === 'relock' ? u.wait.key : ''}`;
    const hit = byState.get(key);
    if (hit) return hit;
    const fp = this.computeFuture(s, u, t);
    if (byState.size > 64) byState.clear();
    byState.set(key, fp);
    return fp;
  }

  private computeFuture(s: MState, u: MThread, t: MThread | undefined): Footprint {
    const reads = new Set<string>();
    const writes = new Set<string>();
    const fp = this.collectFuture(s, u, t, reads, writes);
    return { reads: [...reads], writes: [...writes], global: fp };
  }

  /** Adds what `u` may still do to `reads` and `writes`; true when that is anything at all. */
  private collectFuture(
    s: MState,
    u: MThread,
    t: MThread | undefined,
    reads: Set<string>,
    writes: Set<string>,
  ): boolean {
    const fp = { reads, writes, global: false };
    if (u.wait?.k === 'relock') fp.writes.add(`lock:${u.wait.key}`);
    for (let k = u.frames.length - 1; k >= 0; k--) {
      const f = u.frames[k]!;
      const fromIndex = k === u.frames.length - 1 ? f.index : f.index; // callers resume after the call
      const region = this.region(f.fn, f.block, fromIndex);
      // Each address pinned down is an evaluation: a thread's future costs as a step does.
      workMeter.units += 1 + region.places.length / PLACES_PER_UNIT;
      if (region.global) fp.global = true;
      if (region.joins) fp.reads.add('thread');
      const { fixed, dynamic, callees } = this.split(region);
      for (const { addr, write, access } of fixed) {
        if (access && t && this.afterJoinOf(access, u, t)) continue;
        (write ? fp.writes : fp.reads).add(addr);
      }
      for (const { place, write, access } of dynamic) {
        if (access && t && this.afterJoinOf(access, u, t)) continue;
        const addr = this.stableAddress(s, u, f, place, region.assigned);
        (write ? fp.writes : fp.reads).add(addr);
      }
      for (const l of region.locks) {
        const key = exprVars(l).some((v) => region.assigned.has(v))
          ? undefined
          : this.machine.objectKey(s, u, f, l);
        fp.writes.add(key === undefined ? '*' : `lock:${key}`);
      }
      workMeter.units += callees.addrs.length / (2 * PLACES_PER_UNIT);
      if (callees.global) fp.global = true;
      for (const x of callees.addrs) fp.writes.add(x);
      if (region.spawns.size > 0) fp.writes.add('thread/new');
      if (fp.global) return true;
    }
    return false;
  }

  /**
   * A region's places split once: those whose address no state changes (globals, their fields,
   * constant elements), with the address, and the others; and what its callees and started
   * threads may do, each address once.
   */
  private split(r: Region): NonNullable<Region['split']> {
    if (r.split) return r.split;
    const fixed: { addr: string; write: boolean; access: Access | undefined }[] = [];
    const dynamic: Region['places'] = [];
    for (const e of r.places) {
      const a = isFixedGlobal(e.place, this.machine.program)
        ? this.machine.placeAddress(e.place, undefined, undefined)
        : undefined;
      if (a && !a.local) fixed.push({ addr: addressKey(a.obj, a.path), write: e.write, access: e.access });
      else dynamic.push(e);
    }
    r.split = { fixed, dynamic, callees: this.calleesOf(r) };
    return r.split;
  }

  /** What the functions a region calls and the threads it starts may do: their bodies' addresses, each once. */
  private calleesOf(r: Region): { addrs: string[]; global: boolean } {
    const addrs = new Set<string>();
    let global = false;
    for (const c of [...r.callees, ...r.spawns]) {
      const b = this.body(c);
      if (b.global) global = true;
      for (const x of b.addrs) addrs.add(x);
    }
    return { addrs: [...addrs], global };
  }

  /** Layer 1 says this access of `u` runs only after `t`'s thread was joined. */
  private afterJoinOf(a: Access, u: MThread, t: MThread): boolean {
    if (!this.layer1 || !t.site || u.tid !== 0) return false;
    const records = this.recordsByAccess.get(a);
    if (!records || records.length === 0) return false;
    const fn = this.machine.siteFns.get(t.site);
    if (!fn) return false;
    const site = this.layer1.engine.siteOf(t.site, fn).id;
    return records.every((r) => r.state.started.includes(site) && !isRunning(r.state, site));
  }

  private stableAddress(s: MState, u: MThread, f: Frame, p: Place, assigned: Set<string>): string {
    const vars = placeVars(p);
    if (vars.some((v) => assigned.has(v))) return this.loopRange(s, u, f, p, assigned) ?? '*';
    if (!this.fixedPlace(p, f.fn)) return '*';
    const a = this.machine.placeAddress(p, f, s, u);
    if (!a) return '*';
    return a.local ? `${f.uid}:local` : addressKey(a.obj, a.path);
  }

  /**
   * `a[i]` in `for (; i < n; i++)` with `a` and `n` fixed: the elements from i's value now up to
   * n, as `key/#lo..hi`.
   */
  private loopRange(s: MState, u: MThread, f: Frame, p: Place, assigned: Set<string>): string | undefined {
    if (p.k !== 'index') return undefined;
    let idx = p.index;
    while (idx.k === 'cast') idx = idx.arg;
    if (idx.k !== 'load' || idx.place.k !== 'var') return undefined;
    const v = idx.place.id;
    if (placeVars(p.base).some((x) => assigned.has(x))) return undefined;
    const shape = countedLoopOver(f.fn, v);
    if (!shape || exprVars(shape.boundExpr).some((x) => assigned.has(x) && x !== v)) return undefined;
    if (!this.fixedPlace(p.base, f.fn) || !this.fixedValue(shape.boundExpr, f.fn)) return undefined;
    const lo = f.locals.get(v);
    const hi = this.machine.eval(s, u, f, shape.boundExpr);
    if (lo?.k !== 'int' || hi.k !== 'int') return undefined;
    const base = this.machine.placeAddress(p.base, f, s, u);
    if (!base || base.local) return undefined;
    const last = base.path[base.path.length - 1];
    const start = p.base.k === 'deref' && typeof last === 'number' ? last : 0;
    const prefix = addressKey(
      base.obj,
      p.base.k === 'deref' && typeof last === 'number' ? base.path.slice(0, -1) : base.path,
    );
    const end = shape.op === '<=' ? hi.v + 1 : hi.v;
    return `${prefix}/#${start + lo.v}..${start + end}`;
  }

  /** The address of `p` is computed from private values and memory no thread will write again. */
  private fixedPlace(p: Place, fn: IrFunction): boolean {
    switch (p.k) {
      case 'var':
        return true;
      case 'deref':
        return this.fixedValue(p.ptr, fn);
      case 'field':
        return this.fixedPlace(p.base, fn);
      case 'index':
        return this.fixedPlace(p.base, fn) && this.fixedValue(p.index, fn);
    }
  }

  private fixedValue(e: Expr, fn: IrFunction): boolean {
    switch (e.k) {
      case 'int':
      case 'fn':
        return true;
      case 'load': {
        if (e.place.k === 'var' && cfgInfo(fn).privateVars.has(e.place.id)) return true;
        if (this.changing === 'any' || !this.fixedPlace(e.place, fn)) return false;
        const pt = this.machine.pt;
        return !this.changing.has(pt.find(pt.cellOf(e.place, fn)));
      }
      case 'addr':
        return this.fixedPlace(e.place, fn);
      case 'unary':
      case 'cast':
        return this.fixedValue(e.arg, fn);
      case 'binary':
        return this.fixedValue(e.left, fn) && this.fixedValue(e.right, fn);
      default:
        return false;
    }
  }

  /** The points-to cells every live thread may still write ('any' when that cannot be bounded). */
  private futureWriteCells(s: MState): Set<Cell> | 'any' {
    const parts: Set<Cell>[] = [];
    let signature = '';
    for (const u of s.threads) {
      if (u.done) continue;
      for (const f of u.frames) {
        const w = this.writesFrom(f.fn, f.block, f.index);
        if (w === 'any') {
          this.changingId = 'any';
          return 'any';
        }
        let id = this.writeSetIds.get(w);
        if (id === undefined) {
          id = this.nextWriteSetId++;
          this.writeSetIds.set(w, id);
        }
        signature += `${id},`;
        parts.push(w);
      }
    }
    this.changingId = signature;
    let out = this.changingBySignature.get(signature);
    if (!out) {
      out = new Set<Cell>();
      for (const w of parts) for (const c of w) out.add(c);
      this.changingBySignature.set(signature, out);
    }
    return out;
  }

  /** Cells written by the code reachable from a position, callees and started threads included. */
  private writesFrom(fn: IrFunction, block: number, index: number, depth = 0): Set<Cell> | 'any' {
    const hit = this.regionWrites.get(fn, block, index);
    if (hit === 'pending') return 'any'; // recursion: give up rather than under-count
    if (hit) return hit;
    this.regionWrites.set(fn, block, index, 'pending');
    const pt = this.machine.pt;
    const r = this.region(fn, block, index);
    let out: Set<Cell> | 'any' = new Set<Cell>();
    if (r.global || depth > 8) out = 'any';
    else {
      for (const { place, write } of r.places) if (write) out.add(pt.find(pt.cellOf(place, fn)));
      for (const c of [...r.callees, ...r.spawns]) {
        const body = this.machine.program.functions.get(c);
        const w = body ? this.writesFrom(body, 0, 0, depth + 1) : 'any';
        if (w === 'any') {
          out = 'any';
          break;
        }
        for (const x of w) out.add(x);
      }
    }
    this.regionWrites.set(fn, block, index, out);
    return out;
  }

  /** The code reachable from (block, index) of `fn`: its accesses, locks and other operations. */
  private region(fn: IrFunction, block: number, index: number): Region {
    let r = this.regions.get(fn, block, index);
    if (r) return r;
    r = {
      places: [],
      locks: [],
      global: false,
      joins: false,
      assigned: new Set(),
      callees: new Set(),
      spawns: new Set(),
    };
    const seen = new Set<number>();
    const visit = (instrs: readonly Instr[], b: number) => {
      for (const i of instrs) this.addInstr(r!, i);
      const term = fn.blocks[b]!.term;
      for (const a of term.accesses) r!.places.push({ place: a.place, write: a.kind === 'write', access: a });
    };
    visit(fn.blocks[block]!.instrs.slice(index), block);
    const work = successors(fn.blocks[block]!);
    while (work.length > 0) {
      const b = work.pop()!;
      if (seen.has(b)) continue;
      seen.add(b);
      visit(fn.blocks[b]!.instrs, b);
      work.push(...successors(fn.blocks[b]!));
    }
    this.regions.set(fn, block, index, r);
    return r;
  }

  private addInstr(r: Region, i: Instr): void {
    for (const a of i.accesses) r.places.push({ place: a.place, write: a.kind === 'write', access: a });
    if ('dst' in i && i.dst && (i.dst as Place).k === 'var') r.assigned.add((i.dst as { id: string }).id);
    if ('dst' in i && i.dst) r.places.push({ place: i.dst as Place, write: true, access: undefined });
    switch (i.op) {
      case 'assign':
      case 'alloc':
      case 'free':
      case 'self':
      case 'assume':
      case 'detach':
      case 'cond-signal':
        return;
      case 'lock':
      case 'trylock':
      case 'unlock':
      case 'lock-init':
      case 'lock-destroy':
        r.locks.push(i.lock);
        return;
      case 'cond-wait':
        r.locks.push(i.lock);
        return;
      case 'join':
        r.joins = true;
        return;
      case 'spawn': {
        // The thread it starts may do whatever its entry function does.
        if (i.entry.k === 'fn' && this.machine.program.functions.has(i.entry.id)) {
          r.spawns.add(i.entry.id);
          r.places.push({
            place: { k: 'deref', ptr: i.handle ?? { k: 'int', value: 0 } },
            write: true,
            access: undefined,
          });
          return;
        }
        r.global = true;
        return;
      }
      case 'atomic':
        if (i.object) r.places.push({ place: { k: 'deref', ptr: i.object }, write: true, access: undefined });
        return;
      case 'call':
        if (i.model === 'ignore') return;
        if (i.callee.k === 'fn') {
          if (this.machine.program.functions.has(i.callee.id)) r.callees.add(i.callee.id);
          return;
        }
        r.global = true;
        return;
      default:
        r.global = true;
    }
  }

  /** Whole bodies of called functions (and what they call): only addresses fixed in the code. */
  private body(id: string): { addrs: string[]; global: boolean } {
    let b = this.bodies.get(id);
    if (b) return b;
    b = { addrs: [], global: false };
    this.bodies.set(id, b);
    const fn = this.machine.program.functions.get(id)!;
    const r = this.region(fn, 0, 0);
    if (r.global || r.joins) b.global = true;
    for (const { place } of r.places) {
      const a = this.machine.placeAddress(place, undefined, undefined);
      if (a?.local) continue;
      if (!a) {
        // Locals of the callee are its own; anything reached through a pointer is unknown.
        if (rootIsLocal(place)) continue;
        b.addrs.push('*');
      } else b.addrs.push(addressKey(a.obj, a.path));
    }
    if (r.locks.length > 0) b.addrs.push('*');
    if (r.spawns.size > 0) b.addrs.push('thread/new');
    const sub = this.calleesOf(r);
    if (sub.global) b.global = true;
    b.addrs.push(...sub.addrs);
    return b;
  }
}

/** A non-thread-local global, or a field or constant element of one: an address no state changes. */
function isFixedGlobal(p: Place, program: Program): boolean {
  switch (p.k) {
    case 'var':
      return !isLocalId(p.id) && !program.globals.get(p.id)?.threadLocal;
    case 'field':
      return isFixedGlobal(p.base, program);
    case 'index':
      return p.index.k === 'int' && isFixedGlobal(p.base, program);
    case 'deref':
      return false;
  }
}

function rootIsLocal(p: Place): boolean {
  let x = p;
  while (x.k === 'field' || x.k === 'index') x = x.base;
  return x.k === 'var' && isLocalId(x.id);
}

/** The shape of a counted loop of `fn` stepping `v` by one (not up to `!=`), if there is one. */
function countedLoopOver(fn: IrFunction, v: string) {
  for (const l of cfgInfo(fn).loops) {
    const sh = l.shape;
    if (sh?.v === v && sh.stepOne && sh.op !== '!=') return sh;
  }
  return undefined;
}

/**
 * Per program position (function, block, instruction), without building a string key per
 * lookup: the persistent-set check asks for every thread's position at every state.
 */
class PositionTable<T> {
  private readonly byFn = new WeakMap<IrFunction, Map<number, T>>();

  get(fn: IrFunction, block: number, index: number): T | undefined {
    return this.byFn.get(fn)?.get(block * POSITIONS_PER_BLOCK + index);
  }

  set(fn: IrFunction, block: number, index: number, v: T): void {
    let m = this.byFn.get(fn);
    if (!m) {
      m = new Map();
      this.byFn.set(fn, m);
    }
    m.set(block * POSITIONS_PER_BLOCK + index, v);
  }
}

/** More instructions than any block holds (the index is at most the block's length). */
const POSITIONS_PER_BLOCK = 2 ** 24;

/** Dependent with nothing: a thread that cannot move before the candidate thread ends. */
const NOTHING: Footprint = { reads: [], writes: [], global: false };

const exprVarsMemo = new WeakMap<Expr, readonly string[]>();

/** The variables an expression names (memoised: expressions are immutable IR). */
function exprVars(e: Expr): readonly string[] {
  let v = exprVarsMemo.get(e);
  if (!v) {
    v = varsOf(e);
    exprVarsMemo.set(e, v);
  }
  return v;
}

const placeVarsMemo = new WeakMap<Place, readonly string[]>();

/** The variables a place's address is computed from (memoised: places are immutable IR). */
function placeVars(p: Place): readonly string[] {
  let v = placeVarsMemo.get(p);
  if (!v) {
    v = computePlaceVars(p);
    placeVarsMemo.set(p, v);
  }
  return v;
}

function computePlaceVars(p: Place): string[] {
  switch (p.k) {
    case 'var':
      return [];
    case 'deref':
      return varsOf(p.ptr);
    case 'field':
      return [...placeVars(p.base)];
    case 'index':
      return [...placeVars(p.base), ...varsOf(p.index)];
  }
}
