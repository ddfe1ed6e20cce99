/**
 * The model: the program's threads executing the IR over concrete memory, one thread at a time.
 * A *transition* runs one thread's next visible operation (synchronisation, a thread operation, or
 * an access to memory another thread can reach) and then its invisible operations up to the next
 * visible one, so interleavings differ only where threads can observe each other.
 *
 * Semantics: create (the new thread starts at its entry with its argument; at most `bound`
 * instances per spawn site, further spawns are elided and recorded), join (blocks until that
 * instance has exited), lock (blocks while another thread holds it; recursive locking counts),
 * read locks, trylock (success when free, failure when held), unlock; condition wait releases the
 * mutex and may wake at any time (spurious wake-ups; signals need no modelling then) to re-acquire
 * it; barriers (the last arrival releases the round), `pthread_once`, semaphores, atomic operations
 * and atomic sections as one step, `assume` prunes, branches on unknown values fork.
 */

import { cfgInfo } from '../analysis/cfg-info.js';
import { isBytePointer, type PointsTo } from '../analysis/pointsto.js';
import { throughMixedViews } from '../analysis/views.js';
import { isWholeBuffer } from '../ir/buffer.js';
import { blockIndexOf } from '../ir/cfg.js';
import { stripCasts, varsOf } from '../ir/exprs.js';
import { walkInitializer } from '../ir/initializers.js';
import { fieldOffset } from '../ir/layout.js';
import { displayPlace, isLocalId, sourceName } from '../ir/names.js';
import { exprWith } from '../ir/print.js';
import type {
  Access,
  Block,
  Expr,
  Initializer,
  Instr,
  IrFunction,
  Place,
  Program,
  Terminator,
  Type,
} from '../ir/types.js';
import type { Relevance } from './relevance.js';
import {
  addressKey,
  binary,
  int,
  ONE,
  TOP_ABSTRACT,
  TOP_GENUINE,
  truthy,
  type Value,
  valueKey,
  ZERO,
} from './values.js';

export interface Frame {
  fn: IrFunction;
  block: number;
  index: number;
  /** Private locals by address key (`%x`, `%s/field`); address-taken ones live in memory. */
  locals: Map<string, Value>;
  uid: number;
  /** Where the caller wants the return value. */
  ret?: Place;
  /** Set on a `pthread_once` init routine: its once-state key. */
  once?: string;
}

/**
 * A candidate access already performed, kept until every other thread is ordered after it: the
 * synchronisation objects it was released to (by its thread, or by a thread ordered after it) and
 * the threads that acquired one of those since. A thread about to access the same memory races
 * with it unless it is among `syncedBy`. (Happens-before as release/acquire pairs, so a relaxed
 * atomic flag orders nothing.)
 */
export interface Pending {
  cand: number;
  access: Access;
  addr: string;
  write: boolean;
  atomic: boolean;
  releasedTo: string[];
  syncedBy: number[];
}

export interface MThread {
  tid: number;
  name: string;
  frames: Frame[];
  done: boolean;
  /** Blocked until the barrier's round advances, or re-acquiring a mutex after a condition wait. */
  wait?: { k: 'barrier'; key: string; gen: number } | { k: 'relock'; key: string; count: number };
  /** Candidate accesses since this thread's last synchronising operation (not yet published). */
  pending: Pending[];
  atomicDepth: number;
  /** The spawn that started it (none for main). */
  site?: Extract<Instr, { op: 'spawn' }>;
  /**
   * Loops forever without another visible step (its invisible steps came back to a state seen
   * before): it never moves again, yet it has not ended, so a spinning main never ends the
   * process and the other threads run on.
   */
  spinning?: boolean;
  /**
   * Started beyond the bound of its spawn site: it waits, not yet run, until fewer than `bound`
   * instances of its site are awake and able to move (then it wakes). Every instance a program
   * creates is modelled (so joins match the instances actually created), yet no more than
   * `bound` of one site interleave at a time.
   */
  dormant?: boolean;
  /** Finished and joined: nothing can be ordered after it any more. */
  joined?: boolean;
}

export interface LockState {
  owner: number;
  count: number;
  readers: number[];
}

export interface MState {
  threads: MThread[];
  mem: Map<string, Value>;
  locks: Map<string, LockState>;
  barriers: Map<string, { count: number; arrived: number; gen: number }>;
  /** Thread inside an atomic section (-1: none). */
  atomicOwner: number;
  spawned: Map<number, number>;
  perEntry: Map<string, number>;
  nextTid: number;
  nextObj: number;
  nextFrame: number;
  /** A spawn beyond the bound and its dormant instances was elided on the way here. */
  elided: boolean;
  /** An instance beyond the bound was started dormant on the way here. */
  throttled: boolean;
  /** A decision on the way here used a value the model does not know exactly. */
  abstracted: boolean;
  /** The program has ended (exit, abort, main returned). */
  ended: boolean;
}

export type Op =
  | { k: 'instr'; instr: Instr }
  | { k: 'term'; term: Terminator }
  | { k: 'relock'; key: string };

export interface StepLabel {
  thread: string;
  action: string;
  range: { file: string; line: number; column: number };
}

const GENUINE_NONDET = /^(__VERIFIER_nondet_|rand$|random$|lrand48$|drand48$|getchar$|time$|clock$)/;
const EBUSY = 16;
/** Handles of threads left out of the model (joining them returns at once). */
const REMOVED_HANDLE = -1_000_000;
/** The synchronisation object of SV-COMP atomic sections (one for all of them). */
const ATOMIC_SECTIONS = 'atomic-sections';
/** Instances of one spawn site started beyond the bound and kept dormant; later ones are elided. */
const MAX_DORMANT = 16;
/** A value outside the slice: never read by anything that decides control or addresses. */
const IRRELEVANT: Value = { k: 'top', genuine: true };
/** Loop counters of loops longer than this are widened ... */
const WIDEN_LOOPS_OVER = 16;
/** ... once they pass this value. */
const WIDEN_AFTER = 2;

export class Machine {
  private readonly visibleCache = new WeakMap<object, boolean>();
  readonly siteIds = new Map<Instr, number>();
  /** Started entry points with many instances, `bound` of each (more could exist). */
  manyRoots = false;
  /** Some path was cut short (deep recursion, endless local computation): not exhaustive. */
  truncated = false;
  /**
   * Forget long loops' counters after their first iterations (see `widen`): what keeps an
   * exhaustive search finite; a directed run follows one path and keeps them exact.
   */
  widenLoops = true;
  /** Spawn sites some explored path started dormant instances of (beyond the bound). */
  readonly throttledSites = new Set<Extract<Instr, { op: 'spawn' }>>();
  /** Spawn sites some explored path wanted more instances of than the bound and the dormant ones. */
  readonly elidedSites = new Set<Extract<Instr, { op: 'spawn' }>>();
  /** The function of every spawn site executed so far. */
  readonly siteFns = new Map<Instr, IrFunction>();
  private readonly initialMem = new Map<string, Value>();
  private readonly loopCounters = new WeakMap<IrFunction, Set<string>>();

  constructor(
    readonly program: Program,
    readonly pt: PointsTo,
    readonly bound: number,
    /** Accesses that belong to candidates, with the candidate indices. */
    readonly candidateAccesses: Map<Access, number[]>,
    /** Unknown functions handed a lock or a function pointer. */
    readonly riskyCallees: ReadonlySet<string> = new Set(),
    /** The value slice; without it every value is tracked. */
    readonly relevance?: Relevance,
    /** Spawns (site, entry ids) of threads the candidates do not need: not started. */
    readonly removed: ReadonlyMap<Instr, ReadonlySet<string>> = new Map(),
  ) {
    for (const [id, v] of program.globals) if (v.init) this.initGlobal(`G:${id}`, v.type, v.init);
  }

  // ------------------------------------------------------------ initial state

  private initGlobal(obj: string, type: Type, init: Initializer): void {
    walkInitializer(this.program, type, init, (steps, expr) => {
      const path: (string | number)[] = [];
      for (const step of steps) {
        if (step.k === 'index') path.push(step.index);
        else {
          const key = this.pt.fieldKey(step.record, step.name);
          if (key !== null) path.push(key);
        }
      }
      const v = this.constValue(expr);
      if (v) this.initialMem.set(addressKey(obj, path), v);
    });
  }

  private constValue(e: Expr): Value | undefined {
    switch (e.k) {
      case 'int':
      case 'float':
        return int(e.value);
      case 'fn':
        return { k: 'fn', id: e.id };
      case 'str':
        return { k: 'ptr', obj: `S:${e.value}`, path: [0] };
      case 'cast':
        return this.constValue(e.arg);
      case 'addr': {
        const a = this.placeAddress(e.place, undefined, undefined);
        if (!a || a.local) return undefined;
        return {
          k: 'ptr',
          obj: a.obj,
          path: this.isArrayPlace(e.place, undefined) ? [...a.path, 0] : a.path,
        };
      }
      case 'unary':
      case 'binary': {
        const v = this.evalPure(e);
        return v.k === 'top' ? undefined : v;
      }
      default:
        return undefined;
    }
  }

  private evalPure(e: Expr): Value {
    if (e.k === 'int' || e.k === 'float') return int(e.value);
    if (e.k === 'unary') {
      const a = this.evalPure(e.arg);
      return unary(e.op, a);
    }
    if (e.k === 'binary') return binary(e.op, this.evalPure(e.left), this.evalPure(e.right));
    if (e.k === 'cast') return this.evalPure(e.arg);
    return TOP_ABSTRACT;
  }

  /**
   * The start: `main` (when there is one, as thread 0; the program ends when it returns) and the
   * configured entry points, each with its instances, running beside it from the start. Entry
   * points are called from outside: their parameters hold unknown values.
   */
  initialState(
    main: IrFunction | undefined,
    roots: readonly { fn: IrFunction; count: number }[] = [],
  ): MState {
    const s: MState = {
      threads: [],
      mem: new Map(this.initialMem),
      locks: new Map(),
      barriers: new Map(),
      atomicOwner: -1,
      spawned: new Map(),
      perEntry: new Map(),
      nextTid: 1,
      nextObj: 0,
      nextFrame: 1,
      elided: false,
      throttled: false,
      abstracted: false,
      ended: false,
    };
    if (main) {
      s.perEntry.set(main.name, 1);
      const frame = this.newFrame(s, main);
      if (main.params[0]) frame.locals.set(main.params[0], TOP_GENUINE);
      if (main.params[1]) frame.locals.set(main.params[1], { k: 'ptr', obj: 'A:argv', path: [] });
      s.threads.push({
        tid: 0,
        name: `${main.name}#1`,
        frames: [frame],
        done: false,
        pending: [],
        atomicDepth: 0,
      });
    }
    for (const root of roots)
      for (let k = 0; k < root.count; k++) {
        const n = (s.perEntry.get(root.fn.name) ?? 0) + 1;
        s.perEntry.set(root.fn.name, n);
        const frame = this.newFrame(s, root.fn);
        for (const p of root.fn.params) {
          if (root.fn.vars.find((x) => x.id === p)?.addressTaken)
            s.mem.set(addressKey(`L${frame.uid}:${p}`, []), TOP_ABSTRACT);
          else frame.locals.set(p, TOP_ABSTRACT);
        }
        s.threads.push({
          tid: s.nextTid++,
          name: `${root.fn.name}#${n}`,
          frames: [frame],
          done: false,
          pending: [],
          atomicDepth: 0,
        });
      }
    return s;
  }

  private newFrame(s: MState, fn: IrFunction): Frame {
    return { fn, block: 0, index: 0, locals: new Map(), uid: s.nextFrame++ };
  }

  // ------------------------------------------------------------ cloning and hashing

  clone(s: MState): MState {
    return {
      ...s,
      threads: s.threads.map((t) => ({
        ...t,
        frames: t.frames.map((f) => ({ ...f, locals: new Map(f.locals) })),
        pending: t.pending.map((p) => ({ ...p, releasedTo: [...p.releasedTo], syncedBy: [...p.syncedBy] })),
      })),
      mem: new Map(s.mem),
      locks: new Map([...s.locks].map(([k, l]) => [k, { ...l, readers: [...l.readers] }])),
      barriers: new Map([...s.barriers].map(([k, b]) => [k, { ...b }])),
      spawned: new Map(s.spawned),
      perEntry: new Map(s.perEntry),
    };
  }

  hash(s: MState): string {
    const parts: string[] = [];
    for (const t of s.threads) {
      let x = `${t.tid}${t.done ? 'D' : ''}${t.spinning ? 'S' : ''}${t.dormant ? 'Z' : ''}${t.joined ? 'J' : ''}${t.atomicDepth}`;
      if (t.wait)
        x += t.wait.k === 'barrier' ? `B${t.wait.key}:${t.wait.gen}` : `R${t.wait.key}:${t.wait.count}`;
      for (const f of t.frames) {
        x += `|${f.fn.id}@${f.block}.${f.index}#${f.uid}`;
        for (const [k, v] of [...f.locals].sort((a, b) => (a[0] < b[0] ? -1 : 1)))
          x += `,${k}=${valueKey(v)}`;
      }
      for (const p of t.pending)
        x += `^${p.cand}:${p.addr}:${p.write ? 'w' : 'r'}[${[...p.releasedTo].sort().join(',')}|${[...p.syncedBy].sort().join(',')}]`;
      parts.push(x);
    }
    parts.push(
      [...s.mem]
        .sort((a, b) => (a[0] < b[0] ? -1 : 1))
        .map(([k, v]) => `${k}=${valueKey(v)}`)
        .join(','),
    );
    parts.push(
      [...s.locks]
        .sort((a, b) => (a[0] < b[0] ? -1 : 1))
        .map(([k, l]) => `${k}:${l.owner}:${l.count}:${l.readers.join('.')}`)
        .join(','),
    );
    parts.push([...s.barriers].map(([k, b]) => `${k}:${b.arrived}:${b.gen}:${b.count}`).join(','));
    parts.push(
      `${s.atomicOwner}|${s.elided ? 'E' : ''}${s.throttled ? 'T' : ''}${s.abstracted ? 'A' : ''}${s.ended ? 'X' : ''}`,
    );
    return parts.join('\n');
  }

  // ------------------------------------------------------------ operations

  currentOp(t: MThread): Op | undefined {
    if (t.done) return undefined;
    if (t.wait?.k === 'relock') return { k: 'relock', key: t.wait.key };
    const f = t.frames[t.frames.length - 1];
    if (!f) return undefined;
    const block: Block = f.fn.blocks[f.block]!;
    if (f.index < block.instrs.length) return { k: 'instr', instr: block.instrs[f.index]! };
    return { k: 'term', term: block.term };
  }

  /** Synchronisation, thread operations and accesses to memory another thread can reach. */
  isVisible(op: Op, fn: IrFunction): boolean {
    if (op.k === 'relock') return true;
    const node = op.k === 'instr' ? op.instr : op.term;
    let v = this.visibleCache.get(node);
    if (v !== undefined) return v;
    v = false;
    if (op.k === 'instr') {
      switch (op.instr.op) {
        case 'assign':
        case 'alloc':
        case 'free':
        case 'self':
        case 'assume':
          break;
        case 'call':
          break;
        default:
          v = true;
      }
    }
    // Ending the process disables every other thread: it must be a step of its own, so that the
    // others can run before it (and a race among them is seen before the process ends).
    if (!v && op.k === 'term') v = endsProcess(op.term, fn);
    if (!v) v = node.accesses.some((a) => this.candidateAccesses.has(a) || this.sharedAccess(a, fn));
    this.visibleCache.set(node, v);
    return v;
  }

  private sharedAccess(a: Access, fn: IrFunction): boolean {
    const cell = this.pt.cellOf(a.place, fn);
    return this.pt.leavesOf(cell).some((c) => this.pt.isShared(c));
  }

  /**
   * Can thread `t` take its next step in `s`? With `ignoreAtomic`, a thread held back only by
   * another thread's atomic section counts as ready: an atomic section makes its own accesses
   * atomic, it does not protect the location from plain accesses elsewhere.
   */
  enabled(s: MState, t: MThread, ignoreAtomic = false): boolean {
    if (t.done || t.spinning || s.ended) return false;
    if (t.dormant && !this.mayWake(s, t)) return false;
    if (!ignoreAtomic && s.atomicOwner !== -1 && s.atomicOwner !== t.tid) return false;
    if (t.wait?.k === 'barrier') {
      const b = s.barriers.get(t.wait.key);
      return !b || b.gen !== t.wait.gen;
    }
    const op = this.currentOp(t);
    if (!op) return false;
    const f = t.frames[t.frames.length - 1]!;
    if (op.k === 'relock') return this.canLock(s, t, op.key, 'exclusive');
    if (op.k !== 'instr') return true;
    const i = op.instr;
    switch (i.op) {
      case 'lock': {
        const key = this.lockKey(s, t, f, i.lock);
        return key === undefined || this.canLock(s, t, key, i.mode);
      }
      case 'join': {
        const h = this.eval(s, t, f, i.handle);
        if (h.k !== 'int' || h.v < 0) return true;
        const target = s.threads.find((x) => x.tid === h.v);
        return !target || target.done;
      }
      case 'sem-wait': {
        if (i.try) return true;
        const key = this.objectKey(s, t, f, i.sem);
        const v = key ? s.mem.get(`${key}#sem`) : undefined;
        return v?.k !== 'int' || v.v > 0;
      }
      case 'once': {
        const key = this.objectKey(s, t, f, i.flag);
        const v = key ? s.mem.get(`${key}#once`) : undefined;
        return !(v?.k === 'int' && v.v === 1);
      }
      default:
        return true;
    }
  }

  /**
   * Fewer than `bound` instances of `t`'s site are awake: started, not finished, not spinning and
   * not waiting at a barrier (which may need more arrivals than the bound).
   */
  private mayWake(s: MState, t: MThread): boolean {
    // Dormant instances wake in the order they were started (which one wakes first is no
    // choice worth exploring: they differ only in their arguments).
    if (s.threads.some((u) => u.site === t.site && u.dormant && u.tid < t.tid)) return false;
    let awake = 0;
    for (const u of s.threads)
      if (u.site === t.site && u !== t && !u.dormant && !u.done && !u.spinning && u.wait?.k !== 'barrier')
        awake++;
    return awake < this.bound;
  }

  private canLock(s: MState, t: MThread, key: string, mode: 'exclusive' | 'shared'): boolean {
    const l = s.locks.get(key);
    if (!l) return true;
    if (mode === 'shared') return l.owner === -1 || l.owner === t.tid;
    return (l.owner === -1 && l.readers.length === 0) || l.owner === t.tid;
  }

  // ------------------------------------------------------------ evaluation

  eval(s: MState, t: MThread, f: Frame, e: Expr): Value {
    switch (e.k) {
      case 'int':
      case 'float':
        return int(e.value);
      case 'str':
        return { k: 'ptr', obj: `S:${e.value}`, path: [0] };
      case 'fn':
        return { k: 'fn', id: e.id };
      case 'nondet':
        return GENUINE_NONDET.test(e.why) ? TOP_GENUINE : TOP_ABSTRACT;
      case 'load':
        return this.read(s, t, f, e.place);
      case 'addr': {
        const a = this.placeAddress(e.place, f, s, t);
        if (!a) return TOP_ABSTRACT;
        if (a.local) return TOP_ABSTRACT; // never happens: address-taken locals live in memory
        // An array used as a value decays to a pointer to its first element.
        return { k: 'ptr', obj: a.obj, path: this.isArrayPlace(e.place, f) ? [...a.path, 0] : a.path };
      }
      case 'unary':
        return unary(e.op, this.eval(s, t, f, e.arg));
      case 'binary':
        return binary(e.op, this.eval(s, t, f, e.left), this.eval(s, t, f, e.right));
      case 'cast': {
        if (e.to.k === 'ptr' && e.to.to.k === 'record') {
          const back = this.containerOf(s, t, f, e.arg, e.to.to.key);
          if (back) return back;
        }
        const v = this.eval(s, t, f, e.arg);
        if (v.k !== 'int') return v;
        if (e.to.k === 'int' && e.to.name === '_Bool') return int(v.v !== 0 ? 1 : 0);
        if (e.to.k === 'int' && !Number.isInteger(v.v)) return int(Math.trunc(v.v));
        return v;
      }
    }
  }

  /**
   * `(T *)((char *)p - off)` where p points to the field of a T at byte offset off: the T
   * (container_of). Undefined when it is not that.
   */
  private containerOf(s: MState, t: MThread, f: Frame, e: Expr, record: string): Value | undefined {
    let inner = e;
    while (inner.k === 'cast' && !isBytePointer(inner)) inner = inner.arg;
    if (inner.k === 'cast') inner = inner.arg;
    if (inner.k !== 'binary' || inner.op !== '-' || !isBytePointer(inner.left)) return undefined;
    const p = this.eval(s, t, f, inner.left);
    const off = this.eval(s, t, f, inner.right);
    if (p.k !== 'ptr' || off.k !== 'int') return undefined;
    const last = p.path[p.path.length - 1];
    if (typeof last !== 'string') return undefined;
    const field = this.program.records
      .get(record)
      ?.fields.find((x) => this.pt.fieldKey(record, x.name) === last);
    if (!field || fieldOffset(record, field.name, this.program.records) !== off.v) return undefined;
    return { k: 'ptr', obj: p.obj, path: p.path.slice(0, -1) };
  }

  /**
   * The address of a place: in memory (`obj` + path) or, for private locals, in the frame.
   * Undefined when it depends on a value the model does not know.
   */
  placeAddress(
    p: Place,
    f: Frame | undefined,
    s: MState | undefined,
    t?: MThread,
  ): { obj: string; path: (string | number)[]; local: boolean } | undefined {
    switch (p.k) {
      case 'var': {
        if (isLocalId(p.id)) {
          if (!f) return undefined;
          const v = f.fn.vars.find((x) => x.id === p.id);
          if (v?.addressTaken) return { obj: `L${f.uid}:${p.id}`, path: [], local: false };
          return { obj: p.id, path: [], local: true };
        }
        const g = this.program.globals.get(p.id);
        if (g?.threadLocal && t) return { obj: `T${t.tid}:${p.id}`, path: [], local: false };
        return { obj: `G:${p.id}`, path: [], local: false };
      }
      case 'deref': {
        if (!f || !s || !t) return undefined;
        const v = this.eval(s, t, f, p.ptr);
        return v.k === 'ptr' ? { obj: v.obj, path: [...v.path], local: false } : undefined;
      }
      case 'field': {
        const base = this.placeAddress(p.base, f, s, t);
        if (!base) return undefined;
        const key = this.pt.fieldKey(p.record, p.field);
        return key === null ? base : { ...base, path: [...base.path, key] };
      }
      case 'index': {
        const base = this.placeAddress(p.base, f, s, t);
        if (!base) return undefined;
        // A library call's whole buffer: the array object the pointer points into.
        if (isWholeBuffer(p.index)) {
          const last = base.path[base.path.length - 1];
          return typeof last === 'number' && p.base.k === 'deref'
            ? { ...base, path: base.path.slice(0, -1) }
            : base;
        }
        const i =
          f && s && t ? this.eval(s, t, f, p.index) : p.index.k === 'int' ? int(p.index.value) : TOP_ABSTRACT;
        if (i.k !== 'int') return undefined;
        // Indexing an array object starts at its element 0; indexing through a pointer moves it.
        const last = base.path[base.path.length - 1];
        const path =
          typeof last === 'number' && p.base.k === 'deref'
            ? [...base.path.slice(0, -1), last + i.v]
            : [...base.path, i.v];
        return { ...base, path };
      }
    }
  }

  /** Is the place an array object (so its address is a pointer to element 0)? */
  private isArrayPlace(p: Place, f: Frame | undefined): boolean {
    if (p.k === 'var') {
      const v = isLocalId(p.id) ? f?.fn.vars.find((x) => x.id === p.id) : this.program.globals.get(p.id);
      return v?.type.k === 'array';
    }
    if (p.k === 'field' && p.record)
      return this.program.records.get(p.record)?.fields.find((x) => x.name === p.field)?.type.k === 'array';
    return false;
  }

  /** The address key an access touches, '*' when unknown. */
  accessAddress(s: MState, t: MThread, f: Frame, a: Access): string {
    // Elements of an object seen through views of different widths are not told apart.
    if (throughMixedViews(this.pt, this.program, a, f.fn)) return '*';
    const addr = this.placeAddress(a.place, f, s, t);
    if (!addr) return '*';
    return addr.local ? `${f.uid}:${addressKey(addr.obj, addr.path)}` : addressKey(addr.obj, addr.path);
  }

  private read(s: MState, t: MThread, f: Frame, p: Place): Value {
    const a = this.placeAddress(p, f, s, t);
    if (!a) {
      s.abstracted = true;
      return TOP_ABSTRACT;
    }
    const key = addressKey(a.obj, a.path);
    const store = a.local ? f.locals : s.mem;
    const v = store.get(key);
    if (v) return v;
    // Inside an object whose whole value was forgotten (havoc): unknown too.
    for (let k = key, cut = k.lastIndexOf('/'); cut > 0; k = k.slice(0, cut), cut = k.lastIndexOf('/')) {
      const outer = store.get(k.slice(0, cut));
      if (outer?.k === 'top') return outer;
    }
    if (a.local) return TOP_ABSTRACT;
    // Statics and calloc'd memory start as zero; the rest is uninitialised.
    return a.obj.startsWith('G:') || a.obj.startsWith('T') || a.obj.startsWith('Z') ? ZERO : TOP_ABSTRACT;
  }

  private write(s: MState, t: MThread, f: Frame, p: Place, v: Value): void {
    const a = this.placeAddress(p, f, s, t);
    if (!a) {
      s.abstracted = true;
      return;
    }
    const key = addressKey(a.obj, a.path);
    // Outside the value slice the value cannot matter: store "any value".
    const stored = this.relevance && !this.relevance.isRelevant(p, f.fn) ? IRRELEVANT : v;
    if (a.local) f.locals.set(key, this.widen(f.fn, key, stored));
    else s.mem.set(key, stored);
  }

  /**
   * The counter of a long counted loop (`for (i = 0; i < 100000; i++)`) is tracked exactly for its
   * first iterations and then forgotten (any value): the loop's states then repeat instead of
   * growing with the count. An over-approximation, so a race found beyond it is only possible.
   */
  private widen(fn: IrFunction, key: string, v: Value): Value {
    if (!this.widenLoops || v.k !== 'int' || Math.abs(v.v) <= WIDEN_AFTER) return v;
    let counters = this.loopCounters.get(fn);
    if (!counters) {
      counters = new Set(
        cfgInfo(fn)
          .loops.map((l) => l.shape)
          .filter((sh) => sh?.stepOne && sh.boundValue !== undefined && sh.boundValue > WIDEN_LOOPS_OVER)
          .map((sh) => sh!.v)
          .filter((v) => !this.indexVars(fn).has(v)),
      );
      this.loopCounters.set(fn, counters);
    }
    return counters.has(key) ? TOP_ABSTRACT : v;
  }

  /** Variables used in an index or a pointer offset of the function: never widened. */
  private indexVars(fn: IrFunction): Set<string> {
    const out = new Set<string>();
    const visitPlace = (p: Place): void => {
      if (p.k === 'index') {
        for (const v of varsOf(p.index)) out.add(v);
        visitPlace(p.base);
      } else if (p.k === 'field') visitPlace(p.base);
      else if (p.k === 'deref') for (const v of varsOf(p.ptr)) out.add(v);
    };
    for (const b of fn.blocks) {
      for (const i of b.instrs) {
        for (const a of i.accesses) visitPlace(a.place);
        if ('dst' in i && i.dst) visitPlace(i.dst as Place);
      }
    }
    return out;
  }

  /** Forget the value of a place and of everything inside it. */
  private havoc(s: MState, t: MThread, f: Frame, p: Place): void {
    const a = this.placeAddress(p, f, s, t);
    if (!a) return;
    const key = addressKey(a.obj, a.path);
    const store = a.local ? f.locals : s.mem;
    for (const k of [...store.keys()]) if (k.startsWith(`${key}/`)) store.delete(k);
    store.set(key, TOP_ABSTRACT);
  }

  /** `dst = src` for aggregates: copy every scalar under src's address. */
  private copyAggregate(s: MState, t: MThread, f: Frame, dst: Place, src: Place): boolean {
    const a = this.placeAddress(src, f, s, t);
    const b = this.placeAddress(dst, f, s, t);
    if (!a || !b) return false;
    const from = a.local ? f.locals : s.mem;
    const to = b.local ? f.locals : s.mem;
    const fromKey = addressKey(a.obj, a.path);
    const toKey = addressKey(b.obj, b.path);
    let copied = false;
    for (const [k, v] of [...from]) {
      if (k.startsWith(`${fromKey}/`)) {
        to.set(toKey + k.slice(fromKey.length), v);
        copied = true;
      }
    }
    return copied;
  }

  objectKey(s: MState, t: MThread, f: Frame, e: Expr): string | undefined {
    const v = this.eval(s, t, f, e);
    return v.k === 'ptr' ? addressKey(v.obj, v.path) : undefined;
  }

  private lockKey(s: MState, t: MThread, f: Frame, e: Expr): string | undefined {
    return this.objectKey(s, t, f, e);
  }

  // ------------------------------------------------------------ execution

  /**
   * Execute thread `t`'s current operation in `s` (mutated). Returns the extra states a branch on
   * an unknown value forks off (already advanced), and a label for the witness.
   */
  exec(s: MState, t: MThread): { forks: MState[]; label: string | undefined } {
    if (t.wait?.k === 'barrier') {
      this.acquire(s, t, `barrier:${t.wait.key}`);
      t.wait = undefined;
    }
    t.dormant = false;
    const op = this.currentOp(t)!;
    const f = t.frames[t.frames.length - 1]!;
    if (op.k === 'relock') {
      const w = t.wait as { k: 'relock'; key: string; count: number };
      s.locks.set(w.key, { owner: t.tid, count: w.count, readers: [] });
      t.wait = undefined;
      this.acquire(s, t, `lock:${w.key}`);
      return { forks: [], label: 'wakes up and re-acquires the mutex' };
    }
    if (op.k === 'term') {
      this.acquireAtomicReads(s, t, f, op.term.accesses);
      return this.execTerm(s, t, f, op.term);
    }
    const i = op.instr;
    this.notePending(s, t, f, i.accesses);
    // Atomic instructions carry their own order; other atomic accesses are seq_cst loads and stores.
    const stores = i.op === 'atomic' ? [] : this.atomicWriteAddresses(s, t, f, i.accesses);
    if (i.op !== 'atomic') this.acquireAtomicReads(s, t, f, i.accesses);
    f.index++;
    const label = this.execInstr(s, t, f, i);
    for (const addr of stores) this.releaseStore(s, t, `atomic:${addr}`);
    this.prune(s);
    return { forks: [], label };
  }

  private notePending(s: MState, t: MThread, f: Frame, accesses: readonly Access[]): void {
    for (const a of accesses) {
      const cands = this.candidateAccesses.get(a);
      if (!cands) continue;
      const addr = this.accessAddress(s, t, f, a);
      const atomic = a.atomic || t.atomicDepth > 0;
      for (const cand of cands) {
        // One entry per location and atomicity: a write subsumes a read.
        // The latest access of each kind to a location, published to no one yet.
        const write = a.kind === 'write';
        const entry: Pending = { cand, access: a, addr, write, atomic, releasedTo: [], syncedBy: [] };
        const at = t.pending.findIndex(
          (p) => p.cand === cand && p.addr === addr && p.atomic === atomic && p.write === write,
        );
        if (at < 0) t.pending.push(entry);
        else t.pending[at] = entry;
      }
    }
  }

  private execInstr(s: MState, t: MThread, f: Frame, i: Instr): string | undefined {
    switch (i.op) {
      case 'assign': {
        if (i.src.k === 'load' && this.copyAggregate(s, t, f, i.dst, i.src.place)) return undefined;
        this.write(s, t, f, i.dst, this.eval(s, t, f, i.src));
        return undefined;
      }
      case 'call':
        return this.call(s, t, f, i);
      case 'alloc': {
        const obj = `${i.fn === 'calloc' ? 'Z' : 'H'}${s.nextObj++}:${i.site}`;
        if (i.dst) this.write(s, t, f, i.dst, { k: 'ptr', obj, path: [0] });
        return undefined;
      }
      case 'free':
      case 'detach':
      case 'cond-signal':
        return i.op === 'cond-signal' ? (i.broadcast ? 'broadcasts' : 'signals') : undefined;
      case 'self':
        if (i.dst) this.write(s, t, f, i.dst, int(t.tid));
        return undefined;
      case 'lock': {
        const key = this.lockKey(s, t, f, i.lock);
        if (key === undefined) {
          s.abstracted = true;
          return 'locks an unknown mutex';
        }
        const l = s.locks.get(key) ?? { owner: -1, count: 0, readers: [] };
        if (i.mode === 'shared') l.readers.push(t.tid);
        else {
          l.owner = t.tid;
          l.count++;
        }
        s.locks.set(key, l);
        this.acquire(s, t, `lock:${key}`);
        return `${i.mode === 'shared' ? 'read-locks' : 'locks'} ${lockName(i.lock)}`;
      }
      case 'trylock': {
        const key = this.lockKey(s, t, f, i.lock);
        const ok = key !== undefined && this.canLock(s, t, key, i.mode);
        if (ok) {
          const l = s.locks.get(key!) ?? { owner: -1, count: 0, readers: [] };
          if (i.mode === 'shared') l.readers.push(t.tid);
          else {
            l.owner = t.tid;
            l.count++;
          }
          s.locks.set(key!, l);
          this.acquire(s, t, `lock:${key}`);
        }
        if (i.dst) this.write(s, t, f, i.dst, int(ok ? i.success : i.success === 0 ? EBUSY : 0));
        return `${ok ? 'takes' : 'fails to take'} ${lockName(i.lock)} (trylock)`;
      }
      case 'unlock': {
        const key = this.lockKey(s, t, f, i.lock);
        if (key === undefined) {
          // It may release any mutex the thread holds: release them all (more interleavings,
          // never fewer), and what follows is no longer exact.
          s.abstracted = true;
          for (const [k, l] of [...s.locks])
            if (l.owner === t.tid || l.readers.includes(t.tid)) {
              this.publish(s, t, `lock:${k}`);
              for (
                let h = s.locks.get(k);
                h && (h.owner === t.tid || h.readers.includes(t.tid));
                h = s.locks.get(k)
              )
                this.release(s, t, k);
            }
          return 'unlocks an unknown mutex';
        }
        this.publish(s, t, `lock:${key}`);
        this.release(s, t, key);
        return `unlocks ${lockName(i.lock)}`;
      }
      case 'lock-init':
      case 'lock-destroy': {
        const key = this.lockKey(s, t, f, i.lock);
        if (key !== undefined && i.op === 'lock-init') s.locks.delete(key);
        return undefined;
      }
      case 'spawn':
        return this.spawn(s, t, f, i);
      case 'join': {
        const h = this.eval(s, t, f, i.handle);
        if (i.dst) this.write(s, t, f, i.dst, ZERO);
        if (h.k !== 'int') {
          s.abstracted = true;
          return 'joins an unknown thread';
        }
        const target = s.threads.find((x) => x.tid === h.v);
        if (target) {
          this.inherit(s, t, target);
          target.joined = true;
        }
        return `joins ${target ? target.name : h.v <= REMOVED_HANDLE ? 'a thread not modelled' : 'a thread beyond the bound'}`;
      }
      case 'cond-wait': {
        const key = this.lockKey(s, t, f, i.lock);
        if (i.dst) this.write(s, t, f, i.dst, ZERO);
        if (key === undefined) return 'waits';
        const l = s.locks.get(key);
        const count = l && l.owner === t.tid ? l.count : 1;
        this.publish(s, t, `lock:${key}`);
        s.locks.delete(key);
        t.wait = { k: 'relock', key, count };
        return `waits on ${lockName(i.cond)}, releasing ${lockName(i.lock)}`;
      }
      case 'barrier-init': {
        const key = this.objectKey(s, t, f, i.barrier);
        const n = this.eval(s, t, f, i.count);
        if (key) s.barriers.set(key, { count: n.k === 'int' ? n.v : 1, arrived: 0, gen: 0 });
        return undefined;
      }
      case 'barrier-wait': {
        const key = this.objectKey(s, t, f, i.barrier);
        const b = key ? s.barriers.get(key) : undefined;
        if (!key || !b) {
          if (i.dst) this.write(s, t, f, i.dst, ZERO);
          return 'waits at a barrier';
        }
        b.arrived++;
        this.publish(s, t, `barrier:${key}`);
        if (b.arrived >= b.count) {
          // Everyone in this round is ordered after everyone's arrival, before any of them runs on.
          this.acquire(s, t, `barrier:${key}`);
          for (const u of s.threads)
            if (u.wait?.k === 'barrier' && u.wait.key === key && u.wait.gen === b.gen)
              this.acquire(s, u, `barrier:${key}`);
          b.arrived = 0;
          b.gen++;
          if (i.dst) this.write(s, t, f, i.dst, int(-1));
          return 'arrives last at the barrier, releasing it';
        }
        t.wait = { k: 'barrier', key, gen: b.gen };
        if (i.dst) this.write(s, t, f, i.dst, ZERO);
        return 'waits at the barrier';
      }
      case 'once': {
        const key = this.objectKey(s, t, f, i.flag);
        if (!key) return undefined;
        const state = s.mem.get(`${key}#once`);
        if (state?.k === 'int' && state.v === 2) {
          this.acquire(s, t, `once:${key}`);
          return 'finds the once routine done';
        }
        const entry = this.eval(s, t, f, i.entry);
        const body = entry.k === 'fn' ? this.program.functions.get(entry.id) : undefined;
        if (!body) return undefined;
        s.mem.set(`${key}#once`, ONE);
        const frame = this.newFrame(s, body);
        frame.once = key;
        t.frames.push(frame);
        return `runs the once routine ${body.name}`;
      }
      case 'sem-init': {
        const key = this.objectKey(s, t, f, i.sem);
        const n = this.eval(s, t, f, i.count);
        if (key) s.mem.set(`${key}#sem`, n.k === 'int' ? n : TOP_ABSTRACT);
        return undefined;
      }
      case 'sem-wait': {
        const key = this.objectKey(s, t, f, i.sem);
        const v = key ? s.mem.get(`${key}#sem`) : undefined;
        const ok = v?.k !== 'int' || v.v > 0;
        if (ok && key && v?.k === 'int') s.mem.set(`${key}#sem`, int(v.v - 1));
        if (ok && key) this.acquire(s, t, `sem:${key}`);
        if (i.dst) this.write(s, t, f, i.dst, ok ? ZERO : int(-1));
        return ok ? 'takes the semaphore' : 'fails to take the semaphore';
      }
      case 'sem-post': {
        const key = this.objectKey(s, t, f, i.sem);
        const v = key ? s.mem.get(`${key}#sem`) : undefined;
        if (key && v?.k === 'int') s.mem.set(`${key}#sem`, int(v.v + 1));
        if (key) this.publish(s, t, `sem:${key}`);
        return 'posts the semaphore';
      }
      case 'atomic':
        return this.atomic(s, t, f, i);
      case 'atomic-begin':
        // Atomic sections are totally ordered, like sections of one global lock: entering one
        // orders the thread after everything before the end of every earlier one.
        if (t.atomicDepth === 0) this.acquire(s, t, ATOMIC_SECTIONS);
        t.atomicDepth++;
        s.atomicOwner = t.tid;
        return 'enters an atomic section';
      case 'atomic-end':
        if (t.atomicDepth > 0) t.atomicDepth--;
        if (t.atomicDepth === 0) {
          s.atomicOwner = -1;
          this.publish(s, t, ATOMIC_SECTIONS);
        }
        return 'leaves the atomic section';
      case 'assume': {
        const v = truthy(this.eval(s, t, f, i.cond));
        if (v === false) s.ended = true; // the path is infeasible: nothing follows it
        return undefined;
      }
    }
  }

  private release(s: MState, t: MThread, key: string): void {
    const l = s.locks.get(key);
    if (!l) return;
    if (l.owner === t.tid) {
      l.count--;
      if (l.count <= 0) {
        l.owner = -1;
        l.count = 0;
      }
    } else {
      const at = l.readers.indexOf(t.tid);
      if (at >= 0) l.readers.splice(at, 1);
    }
    if (l.owner === -1 && l.readers.length === 0) s.locks.delete(key);
  }

  private call(s: MState, t: MThread, f: Frame, i: Extract<Instr, { op: 'call' }>): string | undefined {
    if (i.model === 'ignore') {
      // A library call the models describe only by its accesses (memcpy, snprintf...): what it
      // writes is no longer known.
      for (const a of i.accesses) if (a.kind === 'write') this.havoc(s, t, f, a.place);
      if (i.dst) this.write(s, t, f, i.dst, TOP_ABSTRACT);
      return undefined;
    }
    const callee = this.eval(s, t, f, i.callee);
    const body = callee.k === 'fn' ? this.program.functions.get(callee.id) : undefined;
    if (!body) {
      // An unknown function: its result is unknown; one handed a lock or a function might lock
      // or start threads, so nothing after it is exact any more.
      if (i.dst) this.write(s, t, f, i.dst, TOP_ABSTRACT);
      if (callee.k === 'fn' && this.riskyCallees.has(callee.id.replace(/@.*$/, ''))) s.abstracted = true;
      return undefined;
    }
    const args = i.args.map((a) => this.eval(s, t, f, a));
    const frame = this.newFrame(s, body);
    body.params.forEach((p, k) => {
      const v =
        this.relevance && !this.relevance.isRelevant({ k: 'var', id: p }, body)
          ? IRRELEVANT
          : (args[k] ?? TOP_ABSTRACT);
      const variable = body.vars.find((x) => x.id === p);
      if (variable?.addressTaken) s.mem.set(addressKey(`L${frame.uid}:${p}`, []), v);
      else frame.locals.set(p, v);
    });
    if (i.dst) frame.ret = i.dst;
    t.frames.push(frame);
    if (t.frames.length > 64) {
      // Deep recursion: stop this path here rather than explore without end.
      this.truncated = true;
      s.abstracted = true;
      s.ended = true;
    }
    return undefined;
  }

  private spawn(s: MState, t: MThread, f: Frame, i: Extract<Instr, { op: 'spawn' }>): string | undefined {
    let site = this.siteIds.get(i);
    if (site === undefined) {
      site = this.siteIds.size;
      this.siteIds.set(i, site);
      this.siteFns.set(i, f.fn);
    }
    const entry = this.eval(s, t, f, i.entry);
    const body = entry.k === 'fn' ? this.program.functions.get(entry.id) : undefined;
    if (i.dst) this.write(s, t, f, i.dst, ZERO);
    if (!body) {
      s.abstracted = true;
      return 'starts a thread the model cannot resolve';
    }
    if (this.removed.get(i)?.has(body.id)) {
      // A thread these candidates do not need: joining it returns at once.
      if (i.handle) this.writeThrough(s, t, f, i.handle, int(REMOVED_HANDLE - site));
      return `starts ${body.name}, which these accesses do not depend on (not modelled)`;
    }
    const count = s.spawned.get(site) ?? 0;
    // Instances beyond the bound run dormant only where they are symmetric (the same argument
    // every time); elsewhere they are elided (and the bound rule asks for a higher bound).
    if (count >= this.bound + (sameArgumentEveryTime(i, f.fn) ? MAX_DORMANT : 0)) {
      s.elided = true;
      this.elidedSites.add(i);
      if (i.handle) this.writeThrough(s, t, f, i.handle, int(-1 - site));
      return `would start another ${body.name} (beyond the bound of ${this.bound})`;
    }
    s.spawned.set(site, count + 1);
    const n = (s.perEntry.get(body.name) ?? 0) + 1;
    s.perEntry.set(body.name, n);
    const tid = s.nextTid++;
    const frame = this.newFrame(s, body);
    const arg = this.eval(s, t, f, i.arg);
    const p = body.params[0];
    if (p) {
      if (body.vars.find((x) => x.id === p)?.addressTaken)
        s.mem.set(addressKey(`L${frame.uid}:${p}`, []), arg);
      else frame.locals.set(p, arg);
    }
    const name = `${body.name}#${n}`;
    const child: MThread = { tid, name, frames: [frame], done: false, pending: [], atomicDepth: 0, site: i };
    if (count >= this.bound) {
      // Beyond the bound: it runs once fewer than `bound` of its site can (the exploration then
      // under-approximates the interleavings, which the bound rule accounts for).
      child.dormant = true;
      s.throttled = true;
      this.throttledSites.add(i);
    }
    s.threads.push(child);
    this.inherit(s, child, t);
    if (i.handle) this.writeThrough(s, t, f, i.handle, int(tid));
    return `creates thread ${name}`;
  }

  private writeThrough(s: MState, t: MThread, f: Frame, ptr: Expr, v: Value): void {
    this.write(s, t, f, { k: 'deref', ptr }, v);
  }

  private atomic(s: MState, t: MThread, f: Frame, i: Extract<Instr, { op: 'atomic' }>): string | undefined {
    const releases = i.order === 'release' || i.order === 'acq_rel' || i.order === 'seq_cst';
    const acquires =
      i.order === 'acquire' || i.order === 'acq_rel' || i.order === 'seq_cst' || i.order === 'consume';
    if (i.kind === 'fence') return this.fence(s, t, releases, acquires);
    if (!i.object) return undefined;
    const obj: Place = { k: 'deref', ptr: i.object };
    const name = lockName(i.object);
    const key = this.objectKey(s, t, f, i.object);
    if (key && i.kind !== 'store') {
      if (acquires) this.acquire(s, t, `atomic:${key}`);
      // What this read could synchronise with, should an acquire fence follow it.
      else this.relabel(s, `atomic:${key}`, `acquire-fence:${t.tid}`);
    }
    if (key && i.kind !== 'load') {
      // A plain store ends the release sequences of the other threads' releases (C11 5.1.2.4:
      // only the releasing thread's later stores and read-modify-writes continue one), so a later
      // acquire that reads this store, or one after it, is not ordered after them.
      if (i.kind === 'store') this.endReleaseSequences(s, `atomic:${key}`, t.tid);
      if (releases) this.publish(s, t, releaseLabel(`atomic:${key}`, t.tid));
      // Accesses before an earlier release fence of this thread go with any store after it.
      this.relabel(s, `release-fence:${t.tid}`, releaseLabel(`atomic:${key}`, t.tid));
    }
    const cur = this.read(s, t, f, obj);
    switch (i.kind) {
      case 'load':
        if (i.dst) this.write(s, t, f, i.dst, cur);
        return `atomically reads ${name}`;
      case 'store':
        this.write(s, t, f, obj, i.value ? this.eval(s, t, f, i.value) : TOP_ABSTRACT);
        return `atomically writes ${name}`;
      case 'rmw': {
        const v = i.value ? this.eval(s, t, f, i.value) : TOP_ABSTRACT;
        const next = i.rmwOp === 'xchg' || !i.rmwOp ? v : rmw(i.rmwOp, cur, v);
        this.write(s, t, f, obj, next);
        if (i.dst) this.write(s, t, f, i.dst, i.returnsNew ? next : cur);
        return `atomically updates ${name}`;
      }
      case 'cas': {
        const expectedPlace: Place | undefined = i.expected ? { k: 'deref', ptr: i.expected } : undefined;
        const expected = i.compare
          ? this.eval(s, t, f, i.compare)
          : expectedPlace
            ? this.read(s, t, f, expectedPlace)
            : TOP_ABSTRACT;
        const eq = truthy(binary('==', cur, expected));
        if (eq === undefined) s.abstracted = true;
        const success = eq !== false;
        if (success) this.write(s, t, f, obj, i.value ? this.eval(s, t, f, i.value) : TOP_ABSTRACT);
        else if (expectedPlace) this.write(s, t, f, expectedPlace, cur);
        if (i.dst) this.write(s, t, f, i.dst, i.returnsOld ? cur : int(success ? 1 : 0));
        return `atomically compares and ${success ? 'swaps' : 'fails to swap'} ${name}`;
      }
    }
  }

  private execTerm(
    s: MState,
    t: MThread,
    f: Frame,
    term: Terminator,
  ): { forks: MState[]; label: string | undefined } {
    this.notePending(s, t, f, term.accesses);
    switch (term.k) {
      case 'goto':
        f.block = term.target;
        f.index = 0;
        return { forks: [], label: undefined };
      case 'branch': {
        const v = this.eval(s, t, f, term.cond);
        const b = truthy(v);
        if (b !== undefined) {
          f.block = b ? term.then : term.else;
          f.index = 0;
          return { forks: [], label: undefined };
        }
        if (v.k === 'top' && !v.genuine) s.abstracted = true;
        const other = this.clone(s);
        const ot = other.threads.find((x) => x.tid === t.tid)!;
        const of = ot.frames[ot.frames.length - 1]!;
        of.block = term.else;
        of.index = 0;
        f.block = term.then;
        f.index = 0;
        return { forks: [other], label: undefined };
      }
      case 'switch': {
        const v = this.eval(s, t, f, term.value);
        if (v.k === 'int') {
          const c = term.cases.find((x) => v.v >= x.lo && v.v <= x.hi);
          f.block = c ? c.target : term.default;
          f.index = 0;
          return { forks: [], label: undefined };
        }
        if (v.k === 'top' && !v.genuine) s.abstracted = true;
        const targets = [...new Set([...term.cases.map((c) => c.target), term.default])];
        const forks: MState[] = [];
        for (const target of targets.slice(1)) {
          const other = this.clone(s);
          const ot = other.threads.find((x) => x.tid === t.tid)!;
          const of = ot.frames[ot.frames.length - 1]!;
          of.block = target;
          of.index = 0;
          forks.push(other);
        }
        f.block = targets[0]!;
        f.index = 0;
        return { forks, label: undefined };
      }
      case 'return': {
        const v = term.value ? this.eval(s, t, f, term.value) : ZERO;
        t.frames.pop();
        if (f.once) {
          s.mem.set(`${f.once}#once`, int(2));
          this.publish(s, t, `once:${f.once}`);
        }
        const caller = t.frames[t.frames.length - 1];
        if (!caller) {
          this.finish(s, t, t.tid === 0);
          return { forks: [], label: t.tid === 0 ? 'returns from main: the program ends' : 'exits' };
        }
        if (f.ret) this.write(s, t, caller, f.ret, v);
        return { forks: [], label: undefined };
      }
      case 'stop':
        if (term.why === 'thread-exit') {
          // pthread_exit, in main too: the thread ends, the process goes on.
          this.finish(s, t, false);
          return { forks: [], label: 'exits' };
        }
        s.ended = true;
        return { forks: [], label: 'ends the program' };
    }
  }

  // ------------------------------------------------------------ happens-before for pending accesses

  /** `t` releases on `obj`: its own accesses, and those it is ordered after, go with it. */
  private publish(s: MState, t: MThread, obj: string): void {
    for (const u of s.threads)
      for (const p of u.pending)
        if ((u === t || p.syncedBy.includes(t.tid)) && !p.releasedTo.includes(obj)) p.releasedTo.push(obj);
  }

  /**
   * A fence (C11 7.17.4): a release fence orders what the thread did (or is ordered after) before
   * its later atomic stores, as if they were release stores; an acquire fence orders the thread
   * after the releases its earlier atomic reads read from, as if they were acquire loads.
   */
  private fence(s: MState, t: MThread, releases: boolean, acquires: boolean): string {
    if (acquires) this.acquire(s, t, `acquire-fence:${t.tid}`);
    if (releases) this.publish(s, t, `release-fence:${t.tid}`);
    return 'runs a fence';
  }

  /** Every pending access released to `from` is released to `to` too. */
  private relabel(s: MState, from: string, to: string): void {
    for (const u of s.threads)
      for (const p of u.pending) if (releasedOn(p, from) && !p.releasedTo.includes(to)) p.releasedTo.push(to);
  }

  /** `t` acquires `obj`: it is now ordered after every access released to it. */
  private acquire(s: MState, t: MThread, obj: string): void {
    for (const u of s.threads) {
      if (u === t) continue;
      for (const p of u.pending)
        if (releasedOn(p, obj) && !p.syncedBy.includes(t.tid)) p.syncedBy.push(t.tid);
    }
  }

  /**
   * `x = v` and `v = x` on an `_Atomic` object are sequentially consistent atomic stores and loads
   * (C11 6.5.16.1, 7.17.7): a load acquires; a store ends other threads' release sequences and
   * releases (`releaseStore`).
   */
  private acquireAtomicReads(s: MState, t: MThread, f: Frame, accesses: readonly Access[]): void {
    for (const a of accesses) {
      if (!a.atomic || a.kind !== 'read') continue;
      const addr = this.accessAddress(s, t, f, a);
      if (addr !== '*') this.acquire(s, t, `atomic:${addr}`);
    }
  }

  /** The addresses of a step's atomic stores, taken before the step runs (a call changes the frame). */
  private atomicWriteAddresses(s: MState, t: MThread, f: Frame, accesses: readonly Access[]): string[] {
    return accesses
      .filter((a) => a.atomic && a.kind === 'write')
      .map((a) => this.accessAddress(s, t, f, a))
      .filter((addr) => addr !== '*');
  }

  private releaseStore(s: MState, t: MThread, obj: string): void {
    this.endReleaseSequences(s, obj, t.tid);
    this.publish(s, t, releaseLabel(obj, t.tid));
    this.relabel(s, `release-fence:${t.tid}`, releaseLabel(obj, t.tid));
  }

  /** A store by thread `tid` to the atomic `obj`: releases to it by other threads no longer reach an acquire. */
  private endReleaseSequences(s: MState, obj: string, tid: number): void {
    const own = releaseLabel(obj, tid);
    for (const u of s.threads)
      for (const p of u.pending)
        p.releasedTo = p.releasedTo.filter((l) => l === own || !l.startsWith(`${obj}#`));
  }

  /** Creation and join order `to` after everything `from` did or is ordered after. */
  private inherit(s: MState, to: MThread, from: MThread): void {
    for (const u of s.threads) {
      if (u === to) continue;
      for (const p of u.pending)
        if ((u === from || p.syncedBy.includes(from.tid)) && !p.syncedBy.includes(to.tid))
          p.syncedBy.push(to.tid);
    }
  }

  /** Forget accesses every other live thread is ordered after. */
  private prune(s: MState): void {
    // A thread finished and joined orders nothing after it any more: forgetting which accesses
    // it was ordered after keeps equal states equal.
    const gone = new Set(s.threads.filter((o) => o.done && o.joined).map((o) => o.tid));
    for (const u of s.threads) {
      if (u.pending.length === 0) continue;
      u.pending = u.pending.filter((p) =>
        s.threads.some((o) => o !== u && !o.done && !p.syncedBy.includes(o.tid)),
      );
      if (gone.size > 0)
        for (const p of u.pending)
          if (p.syncedBy.some((x) => gone.has(x))) p.syncedBy = p.syncedBy.filter((x) => !gone.has(x));
    }
  }

  /** A finished thread keeps its unpublished accesses until someone joins it. */
  private finish(s: MState, t: MThread, endsProcess: boolean): void {
    t.done = true;
    t.frames = [];
    if (endsProcess) s.ended = true;
  }
}

/** `exit`, `abort`, an error or a `noreturn` call, or a return from `main`. */
export function endsProcess(term: Terminator, fn: IrFunction): boolean {
  if (term.k === 'stop') return term.why !== 'thread-exit';
  return term.k === 'return' && fn.name === 'main' && !fn.isStatic;
}

function unary(op: '-' | '!' | '~', a: Value): Value {
  if (op === '!') {
    const b = truthy(a);
    return b === undefined ? a : int(b ? 0 : 1);
  }
  if (a.k !== 'int') return a.k === 'top' ? a : TOP_ABSTRACT;
  return int(op === '-' ? -a.v : ~a.v);
}

function rmw(op: string, a: Value, b: Value): Value {
  switch (op) {
    case '+':
    case '-':
    case '&':
    case '|':
    case '^':
      return binary(op, a, b);
    case 'nand': {
      const x = binary('&', a, b);
      return x.k === 'int' ? int(~x.v) : x;
    }
    default:
      return TOP_ABSTRACT;
  }
}

/** A lock or object as the source names it: `&m` → `m`, a pointer `p` → `p`. */
function lockName(e: Expr): string {
  const inner = stripCasts(e);
  return inner.k === 'addr' ? displayPlace(inner.place) : exprWith(inner, sourceName);
}

/** The spawn passes the same value every time it runs: a constant, or an object's address. */
export function sameArgumentEveryTime(site: Extract<Instr, { op: 'spawn' }>, fn: IrFunction): boolean {
  let arg = site.arg;
  while (arg.k === 'cast') arg = arg.arg;
  if (arg.k === 'int' || arg.k === 'fn' || arg.k === 'str') return true;
  if (arg.k === 'addr') return !placeVaries(arg.place);
  if (arg.k === 'load' && arg.place.k === 'var') {
    // A variable assigned only outside the spawn's loop.
    const info = cfgInfo(fn);
    const block = blockIndexOf(fn, site);
    const loop = info.loopOf[block]!;
    const id = arg.place.id;
    return fn.blocks.every(
      (b, k) =>
        (loop >= 0 && info.loopOf[k] !== loop) ||
        b.instrs.every((i) => !('dst' in i) || !i.dst || i.dst.k !== 'var' || i.dst.id !== id),
    );
  }
  return false;
}

function placeVaries(p: Place): boolean {
  switch (p.k) {
    case 'var':
      return false;
    case 'field':
      return placeVaries(p.base);
    case 'index':
      return p.index.k !== 'int' || placeVaries(p.base);
    case 'deref':
      return true;
  }
}

/**
 * A release on an atomic object is labelled with the releasing thread (`atomic:KEY#3`): a later
 * store by another thread ends it (release sequences), and an acquire of `atomic:KEY` matches all.
 */
function releaseLabel(obj: string, tid: number): string {
  return `${obj}#${tid}`;
}

function releasedOn(p: Pending, obj: string): boolean {
  return p.releasedTo.some((l) => l === obj || l.startsWith(`${obj}#`));
}
