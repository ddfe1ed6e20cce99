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
import type { PointsTo } from '../analysis/pointsto.js';
import { isWholeBuffer } from '../ir/buffer.js';
import { blockIndexOf } from '../ir/cfg.js';
import { exprKey, stripCasts } from '../ir/exprs.js';
import { kindRange } from '../ir/ints.js';
import { branchTest, calleeName, displayPlace, sourceName } from '../ir/names.js';
import { exprWith, throughComputedPointer } from '../ir/print.js';
import type {
  Access,
  Block,
  BranchWriting,
  Expr,
  Instr,
  IrFunction,
  Place,
  Program,
  Terminator,
} from '../ir/types.js';
import { varsOf } from '../ir/vars.js';
import type { InputDecision, StepEvent } from './events.js';
import {
  type Comparison,
  freshInput,
  type InputRange,
  type Inputs,
  isComparison,
  isFresh,
  mirrored,
  NO_INPUTS,
  narrow,
  opaque,
  within,
} from './inputs.js';
import { ARGV, addressTakenIn, isArgumentString, MemoryModel } from './memory.js';
import {
  acquire,
  endReleaseSequences,
  fence,
  inherit,
  prune,
  publish,
  relabel,
  releaseLabel,
  releaseStore,
} from './ordering.js';
import type { Relevance } from './relevance.js';
import {
  cloneState,
  type Frame,
  type LockState,
  type MState,
  type MThread,
  type Pending,
  stateKey,
} from './state.js';
import { SharedMap, Store } from './store.js';
import {
  addressKey,
  binary,
  derived,
  inputsOf,
  int,
  ONE,
  TOP_ABSTRACT,
  TOP_GENUINE,
  truthy,
  type Value,
  ZERO,
} from './values.js';
import { workMeter } from './work.js';

export type Op =
  | { k: 'instr'; instr: Instr }
  | { k: 'term'; term: Terminator }
  | { k: 'relock'; key: string };

const EBUSY = 16;
/** Handles of threads left out of the model (joining them returns at once). */
const REMOVED_HANDLE = -1_000_000;
/** The synchronisation object of SV-COMP atomic sections (one for all of them). */
const ATOMIC_SECTIONS = 'atomic-sections';
/** Instances of one spawn site started beyond the bound and kept dormant; later ones are elided. */
const MAX_DORMANT = 16;
/** Values a switch case may span (`case 'a' ... 'z'`) for its input to be narrowed case by case. */
const MAX_SWITCH_CASE_VALUES = 8;

export class Machine extends MemoryModel {
  private readonly visibleCache = new WeakMap<object, boolean>();
  /** Numbers for the memories of the states this machine has keyed. */
  readonly siteIds = new Map<Instr, number>();
  /** Started entry points with many instances, `bound` of each (more could exist). */
  manyRoots = false;
  /** Some path was cut short (deep recursion, endless local computation): not exhaustive. */
  truncated = false;
  /** Spawn sites some explored path started dormant instances of (beyond the bound). */
  readonly throttledSites = new Set<Extract<Instr, { op: 'spawn' }>>();
  /** Spawn sites some explored path wanted more instances of than the bound and the dormant ones. */
  readonly elidedSites = new Set<Extract<Instr, { op: 'spawn' }>>();
  /** The function of every spawn site executed so far. */
  readonly siteFns = new Map<Instr, IrFunction>();

  constructor(
    program: Program,
    pt: PointsTo,
    readonly bound: number,
    /** Accesses that belong to candidates, with the candidate indices. */
    readonly candidateAccesses: Map<Access, number[]>,
    /** Unknown functions handed a lock or a function pointer. */
    /** Functions with no body that might lock, unlock or spawn, with why (layer 1's words). */
    readonly riskyCallees: ReadonlyMap<string, string> = new Map(),
    /** The value slice; without it every value is tracked. */
    relevance?: Relevance,
    /** Spawns (site, entry ids) of threads the candidates do not need: not started. */
    readonly removed: ReadonlyMap<Instr, ReadonlySet<string>> = new Map(),
  ) {
    super(program, pt, relevance);
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
      mem: Store.of(this.initialMem),
      locks: new SharedMap(),
      barriers: new SharedMap(),
      atomicOwner: -1,
      spawned: new SharedMap(),
      perEntry: new SharedMap(),
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
      const argc = main.params[0];
      if (argc)
        frame.locals.set(argc, this.asInput(s, frame, { k: 'var', id: argc }, argc, true, TOP_GENUINE));
      this.splits = [];
      if (main.params[1]) frame.locals.set(main.params[1], { k: 'ptr', obj: ARGV, path: [] });
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
          if (addressTakenIn(root.fn).has(p)) s.mem.set(addressKey(`L${frame.uid}:${p}`, []), TOP_ABSTRACT);
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
    return { fn, block: 0, index: 0, locals: Store.empty(), uid: s.nextFrame++ };
  }

  // ------------------------------------------------------------ cloning and hashing

  /** A copy of `s` for thread `mover`'s next step (state.ts: what is shared). */
  clone(s: MState, mover?: number): MState {
    return cloneState(s, mover);
  }

  /**
   * The state's fingerprint (state.ts). `mover`: the thread of a transition still in progress,
   * whose frames change in place.
   */
  hash(s: MState, mover?: number): string {
    return stateKey(s, mover);
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

  /**
   * The accesses `op` makes when thread `t` runs it in `s`: those the IR lists, but a `free` (or
   * `realloc`) of a null pointer touches no block, so its reads and its free of the block do not
   * happen (`realloc(NULL, n)` is `malloc(n)`).
   */
  accessesOf(s: MState, t: MThread, op: Op): readonly Access[] {
    if (op.k === 'relock') return [];
    if (op.k === 'term') return op.term.accesses;
    const i = op.instr;
    if (i.op !== 'free' || !this.isNull(s, t, i.ptr)) return i.accesses;
    const block = exprKey(i.ptr);
    return i.accesses.filter(
      (a) =>
        !a.frees &&
        !(
          a.place.k === 'index' &&
          isWholeBuffer(a.place.index) &&
          a.place.base.k === 'deref' &&
          exprKey(a.place.base.ptr) === block
        ),
    );
  }

  /** Does `e` evaluate to a null pointer in `s`? Evaluated in a copy: `s` stays as it is. */
  private isNull(s: MState, t: MThread, e: Expr): boolean {
    const copy = cloneState(s, t.tid);
    const u = copy.threads.find((x) => x.tid === t.tid)!;
    const f = u.frames[u.frames.length - 1];
    if (!f) return false;
    const v = this.eval(copy, u, f, e);
    return v.k === 'int' && v.v === 0;
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
      if (b && b.gen === t.wait.gen) return false;
      // Released: the step that passes the barrier also runs the thread's next operation (exec),
      // which must be possible itself (a lock another thread holds is not).
    }
    const op = this.currentOp(t);
    if (!op) return false;
    const f = t.frames[t.frames.length - 1]!;
    if (op.k === 'relock') return this.canLock(s, t, op.key, 'exclusive');
    if (op.k !== 'instr') return true;
    const i = op.instr;
    switch (i.op) {
      case 'lock': {
        if (t.site?.signal) return true; // a signal handler's locks synchronise nothing (race.ts)
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

  // ------------------------------------------------------------ execution

  /**
   * Set by `exec` when the operation was a branch on a genuine input that forked: the decision,
   * taken (`holds`) by the state `exec` went on with and not by its forks. Cleared by each `exec`.
   */
  inputBranch: InputDecision | undefined;

  /**
   * Execute thread `t`'s current operation in `s` (mutated). Returns the extra states a branch on
   * an unknown value forks off (already advanced), and what the step did, for the witness.
   */
  exec(s: MState, t: MThread): { forks: MState[]; label: StepEvent | undefined } {
    workMeter.units++;
    this.inputBranch = undefined;
    if (t.wait?.k === 'barrier') {
      acquire(s, t, `barrier:${t.wait.key}`);
      t.wait = undefined;
    }
    t.dormant = false;
    const op = this.currentOp(t)!;
    this.at = op.k === 'instr' ? op.instr.range : op.k === 'term' ? op.term.range : undefined;
    const f = t.frames[t.frames.length - 1]!;
    if (op.k === 'relock') {
      const w = t.wait as { k: 'relock'; key: string; count: number };
      s.locks.set(w.key, { owner: t.tid, count: w.count, readers: [] });
      t.wait = undefined;
      acquire(s, t, `lock:${w.key}`);
      // The mutex as the wait names it (the wait is the instruction the thread last made).
      const wait = f.fn.blocks[f.block]?.instrs[f.index - 1];
      return {
        forks: [],
        label: { k: 'relock', ...(wait?.op === 'cond-wait' ? { lock: lockName(wait.lock, f.fn) } : {}) },
      };
    }
    if (op.k === 'term') {
      this.acquireAtomicReads(s, t, f, op.term.accesses);
      const r = this.execTerm(s, t, f, op.term);
      return { forks: [...r.forks, ...this.splitInputs(s, t)], label: r.label };
    }
    const i = op.instr;
    this.notePending(s, t, f, this.accessesOf(s, t, op));
    // Atomic instructions carry their own order; other atomic accesses are seq_cst loads and stores.
    const stores = i.op === 'atomic' ? [] : this.atomicWriteAddresses(s, t, f, i.accesses);
    if (i.op !== 'atomic') this.acquireAtomicReads(s, t, f, i.accesses);
    f.index++;
    const label = this.execInstr(s, t, f, i);
    for (const addr of stores) releaseStore(s, t, `atomic:${addr}`);
    prune(s);
    return { forks: this.splitInputs(s, t), label };
  }

  /**
   * The inputs the operation stored that index a small array, split value by value: `s` keeps
   * the first part, and a copy of it (already advanced) takes each other part.
   */
  private splitInputs(s: MState, t: MThread): MState[] {
    const forks: MState[] = [];
    for (const { id, ranges } of this.splits) {
      const states = [s, ...forks];
      for (const st of states)
        ranges.forEach((r, k) => {
          const target = k === 0 ? st : this.clone(st, t.tid);
          target.inputs = new Map(st.inputs ?? []).set(id, r);
          if (k > 0) forks.push(target);
        });
    }
    this.splits = [];
    return forks;
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
        // Lists are shared between copied states: replace, never write in place (ordering.ts).
        if (at < 0) t.pending = [...t.pending, entry];
        else t.pending = t.pending.with(at, entry);
      }
    }
  }

  private execInstr(s: MState, t: MThread, f: Frame, i: Instr): StepEvent | undefined {
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
        return undefined;
      case 'detach': {
        // The model needs nothing of a detach; the witness says which thread it lets go.
        const h = this.eval(s, t, f, i.handle);
        const detached = h.k === 'int' ? s.threads.find((x) => x.tid === h.v) : undefined;
        return { k: 'detach', ...(detached ? { thread: detached.name } : {}) };
      }
      case 'cond-signal':
        return {
          k: 'cond-signal',
          broadcast: !!i.broadcast,
          cond: lockName(i.cond, f.fn),
          ...this.computedAt('condAt', s, t, f, i.cond),
        };
      case 'self':
        if (i.dst) this.write(s, t, f, i.dst, int(t.tid));
        return undefined;
      case 'lock': {
        if (t.site?.signal) return handlerLock(i, f.fn);
        const key = this.lockKey(s, t, f, i.lock);
        if (key === undefined) {
          this.abstract(s, `a lock of ${lockName(i.lock, f.fn)}, which the model cannot resolve`);
          return { k: 'unknown-mutex', unlock: false };
        }
        const l = heldCopy(s.locks.get(key));
        if (i.mode === 'shared') l.readers.push(t.tid);
        else {
          l.owner = t.tid;
          l.count++;
        }
        s.locks.set(key, l);
        acquire(s, t, `lock:${key}`);
        return {
          k: 'lock',
          lock: lockName(i.lock, f.fn),
          ...this.computedAt('lockAt', s, t, f, i.lock, key),
          ...(i.mode === 'shared' ? { shared: true as const } : {}),
        };
      }
      case 'trylock': {
        if (t.site?.signal && i.dst) this.write(s, t, f, i.dst, int(i.success));
        if (t.site?.signal) return handlerLock(i, f.fn);
        const key = this.lockKey(s, t, f, i.lock);
        const ok = key !== undefined && this.canLock(s, t, key, i.mode);
        if (ok) {
          const l = heldCopy(s.locks.get(key!));
          if (i.mode === 'shared') l.readers.push(t.tid);
          else {
            l.owner = t.tid;
            l.count++;
          }
          s.locks.set(key!, l);
          acquire(s, t, `lock:${key}`);
        }
        if (i.dst) this.write(s, t, f, i.dst, int(ok ? i.success : i.success === 0 ? EBUSY : 0));
        return {
          k: 'trylock',
          lock: lockName(i.lock, f.fn),
          ...this.computedAt('lockAt', s, t, f, i.lock, key),
          ok,
        };
      }
      case 'unlock': {
        if (t.site?.signal) return handlerLock(i, f.fn);
        const key = this.lockKey(s, t, f, i.lock);
        if (key === undefined) {
          // It may release any mutex the thread holds: release them all (more interleavings,
          // never fewer), and what follows is no longer exact.
          this.abstract(s, `an unlock of ${lockName(i.lock, f.fn)}, which the model cannot resolve`);
          for (const [k, l] of [...s.locks])
            if (l.owner === t.tid || l.readers.includes(t.tid)) {
              publish(s, t, `lock:${k}`);
              for (
                let h = s.locks.get(k);
                h && (h.owner === t.tid || h.readers.includes(t.tid));
                h = s.locks.get(k)
              )
                this.release(s, t, k);
            }
          return { k: 'unknown-mutex', unlock: true };
        }
        publish(s, t, `lock:${key}`);
        this.release(s, t, key);
        return {
          k: 'unlock',
          lock: lockName(i.lock, f.fn),
          ...this.computedAt('lockAt', s, t, f, i.lock, key),
        };
      }
      case 'lock-init':
      case 'lock-destroy': {
        const key = this.lockKey(s, t, f, i.lock);
        if (key !== undefined && i.op === 'lock-init') s.locks.delete(key);
        return {
          k: 'lock-lifetime',
          lock: lockName(i.lock, f.fn),
          ...this.computedAt('lockAt', s, t, f, i.lock, key),
          init: i.op === 'lock-init',
        };
      }
      case 'spawn':
        return this.spawn(s, t, f, i);
      case 'join': {
        const h = this.eval(s, t, f, i.handle);
        if (i.dst) this.write(s, t, f, i.dst, ZERO);
        if (h.k !== 'int') {
          this.abstract(s, 'a join of a thread the model cannot resolve');
          return { k: 'join-other', which: 'unknown' };
        }
        const target = s.threads.find((x) => x.tid === h.v);
        if (target) {
          inherit(s, t, target);
          target.joined = true;
        }
        if (target) return { k: 'join', thread: target.name };
        return { k: 'join-other', which: h.v <= REMOVED_HANDLE ? 'not-modelled' : 'beyond-bound' };
      }
      case 'cond-wait': {
        const key = this.lockKey(s, t, f, i.lock);
        if (i.dst) this.write(s, t, f, i.dst, ZERO);
        if (key === undefined) return { k: 'cond-wait' };
        const l = s.locks.get(key);
        const count = l && l.owner === t.tid ? l.count : 1;
        publish(s, t, `lock:${key}`);
        s.locks.delete(key);
        t.wait = { k: 'relock', key, count };
        return {
          k: 'cond-wait',
          cond: lockName(i.cond, f.fn),
          lock: lockName(i.lock, f.fn),
          ...this.computedAt('condAt', s, t, f, i.cond),
          ...this.computedAt('lockAt', s, t, f, i.lock, key),
        };
      }
      case 'barrier-init': {
        const key = this.objectKey(s, t, f, i.barrier);
        const n = this.eval(s, t, f, i.count);
        if (key) s.barriers.set(key, { count: n.k === 'int' ? n.v : 1, arrived: 0, gen: 0 });
        return undefined;
      }
      case 'barrier-wait': {
        const key = this.objectKey(s, t, f, i.barrier);
        const shared = key ? s.barriers.get(key) : undefined;
        if (!key || !shared) {
          if (i.dst) this.write(s, t, f, i.dst, ZERO);
          return { k: 'barrier', outcome: 'unknown' };
        }
        // Copied states share barrier records: change a copy.
        const b = { ...shared };
        s.barriers.set(key, b);
        b.arrived++;
        publish(s, t, `barrier:${key}`);
        if (b.arrived >= b.count) {
          // Everyone in this round is ordered after everyone's arrival, before any of them runs on.
          acquire(s, t, `barrier:${key}`);
          for (const u of s.threads)
            if (u.wait?.k === 'barrier' && u.wait.key === key && u.wait.gen === b.gen)
              acquire(s, u, `barrier:${key}`);
          b.arrived = 0;
          b.gen++;
          if (i.dst) this.write(s, t, f, i.dst, int(-1));
          return { k: 'barrier', outcome: 'releases' };
        }
        t.wait = { k: 'barrier', key, gen: b.gen };
        if (i.dst) this.write(s, t, f, i.dst, ZERO);
        return { k: 'barrier', outcome: 'waits' };
      }
      case 'once': {
        const key = this.objectKey(s, t, f, i.flag);
        if (!key) return undefined;
        const state = s.mem.get(`${key}#once`);
        if (state?.k === 'int' && state.v === 2) {
          acquire(s, t, `once:${key}`);
          return { k: 'once' };
        }
        const entry = this.eval(s, t, f, i.entry);
        const body = entry.k === 'fn' ? this.program.functions.get(entry.id) : undefined;
        if (!body) return undefined;
        s.mem.set(`${key}#once`, ONE);
        const frame = this.newFrame(s, body);
        frame.once = key;
        t.frames.push(frame);
        return { k: 'once', routine: body.name };
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
        if (ok && key) acquire(s, t, `sem:${key}`);
        if (i.dst) this.write(s, t, f, i.dst, ok ? ZERO : int(-1));
        return { k: 'semaphore', op: ok ? 'take' : 'fail' };
      }
      case 'sem-post': {
        const key = this.objectKey(s, t, f, i.sem);
        const v = key ? s.mem.get(`${key}#sem`) : undefined;
        if (key && v?.k === 'int') s.mem.set(`${key}#sem`, int(v.v + 1));
        if (key) publish(s, t, `sem:${key}`);
        return { k: 'semaphore', op: 'post' };
      }
      case 'atomic':
        return this.atomic(s, t, f, i);
      case 'atomic-begin':
        // Atomic sections are totally ordered, like sections of one global lock: entering one
        // orders the thread after everything before the end of every earlier one.
        if (t.atomicDepth === 0) acquire(s, t, ATOMIC_SECTIONS);
        t.atomicDepth++;
        s.atomicOwner = t.tid;
        return { k: 'atomic-section', enter: true };
      case 'atomic-end':
        if (t.atomicDepth > 0) t.atomicDepth--;
        if (t.atomicDepth === 0) {
          s.atomicOwner = -1;
          publish(s, t, ATOMIC_SECTIONS);
        }
        return { k: 'atomic-section', enter: false };
      case 'assume': {
        const v = truthy(this.eval(s, t, f, i.cond));
        if (v === false) s.ended = true; // the path is infeasible: nothing follows it
        return undefined;
      }
    }
  }

  /**
   * A branch on `cond`, whose value `v` the model does not know: the inputs on each side (what
   * the test says of them, inputs.ts), null for a side no input reaches. A test the
   * intervals express narrows its input; another one may go either way when the inputs it reads
   * were never tested (they are opaque after it), and is not exact when they were or when the
   * value is not the program's own input (the state is then abstracted).
   */
  private testedInputs(
    s: MState,
    t: MThread,
    f: Frame,
    cond: Expr,
    v: Value,
    written?: BranchWriting,
  ): { then: Inputs | null; else: Inputs | null } {
    const inputs = s.inputs ?? NO_INPUTS;
    const test = this.inputTest(s, t, f, cond, v);
    const range = test && inputs.get(test.sym);
    if (test && range?.integer && !range.opaque && fitsKind(range, cond)) {
      const side = (truth: boolean) => {
        const r = narrow(range, test.op, test.c, truth);
        return r ? new Map(inputs).set(test.sym, r) : null;
      };
      return { then: side(true), else: side(false) };
    }
    const after = this.readOpaquely(s, v, cond, f.fn, written);
    return { then: after, else: after };
  }

  /**
   * The inputs after a decision on `v` that the intervals cannot express, taken either way: the
   * inputs it reads are opaque after it, and the decision is not exact (the state is abstracted)
   * when one of them was tested before or `v` is not the program's own input.
   */
  private readOpaquely(s: MState, v: Value, cond: Expr, fn: IrFunction, written?: BranchWriting): Inputs {
    const inputs = s.inputs ?? NO_INPUTS;
    const condition = branchTest(cond, written, fn).text;
    const shown = `\`${condition}\``;
    if (v.k === 'top' && !v.genuine) {
      const counter = this.widenedCounterIn(fn, cond);
      this.guess(
        s,
        counter
          ? `the branch on ${shown}, whose loop counter \`${sourceName(counter)}\` the exhaustive search stops tracking after the first iterations`
          : `the branch on ${shown}, whose value the model does not know`,
        condition,
        { cond, fn },
      );
    }
    const read = inputsOf(v);
    if (read.length === 0) return inputs;
    if (read.some((id) => !isFresh(inputs.get(id) ?? freshInput(false))))
      this.guess(
        s,
        `the branch on ${shown}, an input the model cannot relate to its earlier tests`,
        condition,
      );
    const after = new Map(inputs);
    for (const id of read) after.set(id, opaque(after.get(id) ?? freshInput(false)));
    return after;
  }

  /** A copy of `s` in which thread `tid` goes on at the start of `block` (with `inputs`, when given). */
  private forkAt(s: MState, tid: number, block: number, inputs?: Inputs): MState {
    const other = this.clone(s, tid);
    const ot = other.threads.find((x) => x.tid === tid)!;
    const of = ot.frames[ot.frames.length - 1]!;
    of.block = block;
    of.index = 0;
    if (inputs) other.inputs = inputs;
    return other;
  }

  /**
   * The sides of a switch on a stored input the intervals can follow: one per case that some
   * value of it still takes (narrowed to the case's values), and the default with every case's
   * value excluded. Undefined when the input is opaque or the cases cannot all be excluded.
   */
  private switchOnInput(
    s: MState,
    v: Value,
    term: Terminator & { k: 'switch' },
  ): { target: number; inputs: Inputs }[] | undefined {
    if (v.k !== 'top' || v.sym === undefined) return undefined;
    const inputs = s.inputs ?? NO_INPUTS;
    const range = inputs.get(v.sym);
    if (!range?.integer || range.opaque) return undefined;
    const sides: { target: number; inputs: Inputs }[] = [];
    let rest: InputRange | undefined = range;
    let caseValues = 0;
    for (const c of term.cases) {
      if (c.hi - c.lo > MAX_SWITCH_CASE_VALUES) return undefined;
      caseValues += c.hi - c.lo + 1;
      const narrowed = within(range, c.lo, c.hi);
      if (narrowed) sides.push({ target: c.target, inputs: new Map(inputs).set(v.sym, narrowed) });
      for (let x = c.lo; x <= c.hi && rest && !rest.opaque; x++) rest = narrow(rest, '!=', x, true);
    }
    // Too many cases to list as exclusions: the default side's input is opaque from here on (a
    // later test of it is no longer exact), but some value takes it while the range holds more
    // values than the cases.
    if (rest?.opaque && range.hi - range.lo + 1 - range.not.length <= caseValues) rest = undefined;
    if (rest) sides.push({ target: term.default, inputs: new Map(inputs).set(v.sym, rest) });
    return sides.length > 0 ? sides : undefined;
  }

  /** `cond` as `input op c` with `c` a known integer, when it is one. */
  private inputTest(
    s: MState,
    t: MThread,
    f: Frame,
    cond: Expr,
    v: Value,
  ): { sym: number; op: Comparison; c: number } | undefined {
    if (v.k === 'top' && v.sym !== undefined) return { sym: v.sym, op: '!=', c: 0 };
    if (cond.k === 'unary' && cond.op === '!') {
      const x = this.inputTest(s, t, f, cond.arg, this.eval(s, t, f, cond.arg));
      return x && x.op === '!=' && x.c === 0 ? { ...x, op: '==' } : undefined;
    }
    if (cond.k !== 'binary' || !isComparison(cond.op)) return undefined;
    // Against a negative constant the comparison may be an unsigned one where the IR gives no
    // type; a comparison the IR says is signed (`ch != -1` on an int) compares the values as they are.
    const signed = cond.int?.signed === true;
    const usable = (x: Value) => x.k === 'int' && Number.isSafeInteger(x.v) && (x.v >= 0 || signed);
    const l = this.shiftedInput(s, t, f, cond.left, signed);
    const r = this.eval(s, t, f, cond.right);
    if (l && usable(r)) return { sym: l.sym, op: cond.op, c: (r as { v: number }).v - l.add };
    const rr = this.shiftedInput(s, t, f, cond.right, signed);
    const ll = this.eval(s, t, f, cond.left);
    if (rr && usable(ll)) return { sym: rr.sym, op: mirrored(cond.op), c: (ll as { v: number }).v - rr.add };
    return undefined;
  }

  /**
   * `e` as a stored input plus a known constant: the input itself, or (in a signed comparison,
   * where overflow has no defined result) `k + c`, `c + k` or `k - c` (`argc - optind < 1`
   * tests argc), so a test of it narrows the input as a test of the input would.
   */
  private shiftedInput(
    s: MState,
    t: MThread,
    f: Frame,
    e: Expr,
    signed: boolean,
  ): { sym: number; add: number } | undefined {
    const v = this.eval(s, t, f, e);
    if (v.k === 'top' && v.sym !== undefined) return { sym: v.sym, add: 0 };
    if (
      !signed ||
      v.k !== 'top' ||
      e.k !== 'binary' ||
      (e.op !== '+' && e.op !== '-') ||
      e.int?.signed !== true
    )
      return undefined;
    const a = this.eval(s, t, f, e.left);
    const b = this.eval(s, t, f, e.right);
    const small = (x: Value): x is { k: 'int'; v: number } => x.k === 'int' && Math.abs(x.v) <= 1 << 30;
    if (a.k === 'top' && a.sym !== undefined && small(b))
      return { sym: a.sym, add: e.op === '+' ? b.v : -b.v };
    if (e.op === '+' && b.k === 'top' && b.sym !== undefined && small(a)) return { sym: b.sym, add: a.v };
    return undefined;
  }

  private release(s: MState, t: MThread, key: string): void {
    const held = s.locks.get(key);
    if (!held) return;
    const l = heldCopy(held);
    s.locks.set(key, l);
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

  private call(s: MState, t: MThread, f: Frame, i: Extract<Instr, { op: 'call' }>): StepEvent | undefined {
    if (i.model === 'ignore') {
      // A library call the models describe only by its accesses (memcpy, snprintf...): what it
      // writes is no longer known.
      for (const a of i.accesses) if (a.kind === 'write') this.havoc(s, t, f, a.place);
      if (i.dst)
        this.write(
          s,
          t,
          f,
          i.dst,
          i.input
            ? i.usual
              ? { k: 'top', genuine: true, usual: i.usual }
              : TOP_GENUINE
            : i.direct !== undefined && this.directed
              ? int(i.direct)
              : this.computed(s, t, f, i),
        );
      return undefined;
    }
    const callee = this.eval(s, t, f, i.callee);
    const body = callee.k === 'fn' ? this.program.functions.get(callee.id) : undefined;
    if (!body) {
      // An unknown function: its result is unknown; one handed a lock or a function might lock
      // or start threads, so nothing after it is exact any more.
      if (i.dst) this.write(s, t, f, i.dst, TOP_ABSTRACT);
      const name = callee.k === 'fn' ? callee.id.replace(/@.*$/, '') : undefined;
      const risk = i.opaque ?? (name ? this.riskyCallees.get(name) : undefined);
      if (risk) this.abstract(s, `a call of ${name ?? 'a function'}, which ${risk}`);
      return undefined;
    }
    const args = i.args.map((a) => this.eval(s, t, f, a));
    const frame = this.newFrame(s, body);
    t.frames.push(frame);
    body.params.forEach((p, k) => {
      const place: Place = { k: 'var', id: p };
      const arg = args[k] ?? TOP_ABSTRACT;
      const local = !addressTakenIn(body).has(p);
      const key = local ? p : addressKey(`L${frame.uid}:${p}`, []);
      const v = this.toStore(s, frame, place, key, local, arg);
      if (local) frame.locals.set(p, v);
      else s.mem.set(key, v);
    });
    if (i.dst) frame.ret = i.dst;
    if (t.frames.length > 64) {
      // Deep recursion: stop this path here rather than explore without end.
      this.truncated = true;
      this.abstract(s, 'recursion deeper than 64 calls, cut short');
      s.ended = true;
    }
    return undefined;
  }

  /**
   * The result of a pure integer library function (src/models/compute.ts) whose arguments are
   * known; computed from inputs, a value derived from them; otherwise unknown.
   */
  private computed(s: MState, t: MThread, f: Frame, i: Extract<Instr, { op: 'call' }>): Value {
    if (!i.computes)
      return i.pure ? this.ofArguments(i.args.map((a) => this.eval(s, t, f, a))) : TOP_ABSTRACT;
    const args = i.args.map((a) => this.eval(s, t, f, a));
    if (args.every((a) => a.k === 'int')) {
      const r = i.computes(args.map((a) => (a as { v: number }).v));
      return r === undefined ? TOP_ABSTRACT : int(r);
    }
    return args.some((a) => a.k !== 'int' && a.k !== 'top') ? TOP_ABSTRACT : derived(...args);
  }

  /**
   * A pure function of the program's argument strings (`strcmp(argv[1], "-")`, `strlen(s)`,
   * `atoi(argv[2])`): its result is the program's input too, when every pointer it is handed
   * points into them or into a string literal and the rest are known integers. Anything else it
   * reads the model may not know: the result is unknown.
   */
  private ofArguments(args: readonly Value[]): Value {
    const fromArgs = args.some((a) => a.k === 'ptr' && isArgumentString(a.obj));
    const known = args.every(
      (a) => a.k === 'int' || (a.k === 'ptr' && (isArgumentString(a.obj) || a.obj.startsWith('S:'))),
    );
    return fromArgs && known ? TOP_GENUINE : TOP_ABSTRACT;
  }

  private spawn(s: MState, t: MThread, f: Frame, i: Extract<Instr, { op: 'spawn' }>): StepEvent | undefined {
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
      this.abstract(s, 'a thread start whose function the model cannot resolve');
      return { k: 'spawn-other', why: 'unresolved' };
    }
    if (this.removed.get(i)?.has(body.id)) {
      // A thread these candidates do not need: joining it returns at once.
      if (i.handle) this.writeThrough(s, t, f, i.handle, int(REMOVED_HANDLE - site));
      return { k: 'spawn-other', why: 'not-modelled', entry: body.name };
    }
    const count = s.spawned.get(site) ?? 0;
    // Instances beyond the bound run dormant only where they are symmetric (the same argument
    // every time); elsewhere they are elided (and the bound rule asks for a higher bound).
    if (count >= this.bound + (sameArgumentEveryTime(i, f.fn) ? MAX_DORMANT : 0)) {
      s.elided = true;
      this.elidedSites.add(i);
      if (i.handle) this.writeThrough(s, t, f, i.handle, int(-1 - site));
      return { k: 'spawn-other', why: 'beyond-bound', entry: body.name, bound: this.bound };
    }
    s.spawned.set(site, count + 1);
    const n = (s.perEntry.get(body.name) ?? 0) + 1;
    s.perEntry.set(body.name, n);
    const tid = s.nextTid++;
    const frame = this.newFrame(s, body);
    const arg = this.eval(s, t, f, i.arg);
    const p = body.params[0];
    if (p) {
      if (addressTakenIn(body).has(p)) s.mem.set(addressKey(`L${frame.uid}:${p}`, []), arg);
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
    inherit(s, child, t);
    if (i.handle) this.writeThrough(s, t, f, i.handle, int(tid));
    return { k: 'spawn', thread: name, ...(i.signal ? { handler: true as const } : {}) };
  }

  private writeThrough(s: MState, t: MThread, f: Frame, ptr: Expr, v: Value): void {
    this.write(s, t, f, { k: 'deref', ptr }, v);
  }

  private atomic(
    s: MState,
    t: MThread,
    f: Frame,
    i: Extract<Instr, { op: 'atomic' }>,
  ): StepEvent | undefined {
    const releases = i.order === 'release' || i.order === 'acq_rel' || i.order === 'seq_cst';
    const acquires =
      i.order === 'acquire' || i.order === 'acq_rel' || i.order === 'seq_cst' || i.order === 'consume';
    if (i.kind === 'fence') return fence(s, t, releases, acquires);
    if (!i.object) return undefined;
    const obj: Place = { k: 'deref', ptr: i.object };
    const key = this.objectKey(s, t, f, i.object);
    const name = { object: lockName(i.object, f.fn), ...this.computedAt('objectAt', s, t, f, i.object, key) };
    if (key && i.kind !== 'store') {
      if (acquires) acquire(s, t, `atomic:${key}`);
      // What this read could synchronise with, should an acquire fence follow it.
      else relabel(s, `atomic:${key}`, `acquire-fence:${t.tid}`);
    }
    if (key && i.kind !== 'load') {
      // A plain store ends the release sequences of the other threads' releases (C11 5.1.2.4:
      // only the releasing thread's later stores and read-modify-writes continue one), so a later
      // acquire that reads this store, or one after it, is not ordered after them.
      if (i.kind === 'store') endReleaseSequences(s, `atomic:${key}`, t.tid);
      if (releases) publish(s, t, releaseLabel(`atomic:${key}`, t.tid));
      // Accesses before an earlier release fence of this thread go with any store after it.
      relabel(s, `release-fence:${t.tid}`, releaseLabel(`atomic:${key}`, t.tid));
    }
    const cur = this.read(s, t, f, obj);
    switch (i.kind) {
      case 'load':
        if (i.dst) this.write(s, t, f, i.dst, cur);
        return { k: 'atomic', op: 'read', ...name };
      case 'store':
        this.write(
          s,
          t,
          f,
          obj,
          this.asObjectValue(f, obj, i.value ? this.eval(s, t, f, i.value) : TOP_ABSTRACT),
        );
        // An initialisation's write is plain (models `initialises`): the step says so.
        return i.accesses.some((a) => a.kind === 'write' && !a.atomic)
          ? { k: 'atomic', op: 'write', ...name, init: true }
          : { k: 'atomic', op: 'write', ...name };
      case 'rmw': {
        const v = i.value ? this.eval(s, t, f, i.value) : TOP_ABSTRACT;
        // Atomic arithmetic wraps silently in the object's type, signed ones too (C11 7.17.7.5).
        const next = this.asObjectValue(f, obj, i.rmwOp === 'xchg' || !i.rmwOp ? v : rmw(i.rmwOp, cur, v));
        this.write(s, t, f, obj, next);
        if (i.dst) this.write(s, t, f, i.dst, i.returnsNew ? next : cur);
        return { k: 'atomic', op: 'update', ...name };
      }
      case 'cas': {
        const expectedPlace: Place | undefined = i.expected ? { k: 'deref', ptr: i.expected } : undefined;
        const expected = i.compare
          ? this.eval(s, t, f, i.compare)
          : expectedPlace
            ? this.read(s, t, f, expectedPlace)
            : TOP_ABSTRACT;
        const eq = truthy(binary('==', cur, expected));
        if (eq === undefined) this.abstract(s, 'a compare-and-swap on a value the model does not know');
        const success = eq !== false;
        if (success)
          this.write(
            s,
            t,
            f,
            obj,
            this.asObjectValue(f, obj, i.value ? this.eval(s, t, f, i.value) : TOP_ABSTRACT),
          );
        else if (expectedPlace) this.write(s, t, f, expectedPlace, cur);
        if (i.dst) this.write(s, t, f, i.dst, i.returnsOld ? cur : int(success ? 1 : 0));
        return { k: 'atomic', op: 'cas', ...name, ok: success };
      }
    }
  }

  /**
   * `{ [field]: key }` when the source has no name for the object `e` points to (it goes through a
   * pointer the lowering computed) and the model knows where it is: the report names that memory
   * as findings name it. `key`: the object's key when already computed.
   */
  private computedAt<F extends string>(
    field: F,
    s: MState,
    t: MThread,
    f: Frame,
    e: Expr,
    key?: string,
  ): { [K in F]?: string } {
    const inner = stripCasts(e);
    if (!throughComputedPointer(inner.k === 'addr' ? inner.place : { k: 'deref', ptr: inner })) return {};
    const at = key ?? this.objectKey(s, t, f, e);
    return at === undefined ? {} : ({ [field]: at } as { [K in F]?: string });
  }

  private execTerm(
    s: MState,
    t: MThread,
    f: Frame,
    term: Terminator,
  ): { forks: MState[]; label: StepEvent | undefined } {
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
        const sides = this.testedInputs(s, t, f, term.cond, v, term.written);
        if (!sides.then || !sides.else) {
          // The inputs' earlier tests decide this one.
          s.inputs = (sides.then ?? sides.else)!;
          f.block = sides.then ? term.then : term.else;
          f.index = 0;
          return { forks: [], label: undefined };
        }
        const other = this.forkAt(s, t.tid, term.else, sides.else);
        f.block = term.then;
        f.index = 0;
        s.inputs = sides.then;
        // Either way is feasible for some input: the witness says which way its path went.
        if (v.k === 'top' && v.genuine) this.inputBranch = inputDecision(f.fn, term);
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
        const byCase = this.switchOnInput(s, v, term);
        if (byCase) {
          // A switch on a stored input: each case narrows it, the default excludes every case.
          const [first, ...rest] = byCase;
          const forks = rest.map((side) => this.forkAt(s, t.tid, side.target, side.inputs));
          f.block = first!.target;
          f.index = 0;
          s.inputs = first!.inputs;
          return { forks, label: undefined };
        }
        s.inputs = this.readOpaquely(s, v, term.value, f.fn);
        const targets = [...new Set([...term.cases.map((c) => c.target), term.default])];
        const forks: MState[] = [];
        for (const target of targets.slice(1)) forks.push(this.forkAt(s, t.tid, target));
        f.block = targets[0]!;
        f.index = 0;
        return { forks, label: undefined };
      }
      case 'return': {
        const v = term.value ? this.eval(s, t, f, term.value) : ZERO;
        t.frames.pop();
        if (f.once) {
          s.mem.set(`${f.once}#once`, int(2));
          publish(s, t, `once:${f.once}`);
        }
        const caller = t.frames[t.frames.length - 1];
        if (!caller) {
          this.finish(s, t, t.tid === 0);
          return { forks: [], label: { k: 'end', how: t.tid === 0 ? 'main-returns' : 'exits' } };
        }
        if (f.ret) this.write(s, t, caller, f.ret, v);
        return { forks: [], label: undefined };
      }
      case 'stop':
        if (term.why === 'thread-exit') {
          // pthread_exit, in main too: the thread ends, the process goes on.
          this.finish(s, t, false);
          return { forks: [], label: { k: 'end', how: 'exits' } };
        }
        s.ended = true;
        return { forks: [], label: { k: 'end', how: 'program-ends' } };
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
      if (addr !== '*') acquire(s, t, `atomic:${addr}`);
    }
  }

  /** The addresses of a step's atomic stores, taken before the step runs (a call changes the frame). */
  private atomicWriteAddresses(s: MState, t: MThread, f: Frame, accesses: readonly Access[]): string[] {
    return accesses
      .filter((a) => a.atomic && a.kind === 'write')
      .map((a) => this.accessAddress(s, t, f, a))
      .filter((addr) => addr !== '*');
  }

  /** A finished thread keeps its unpublished accesses until someone joins it. */
  private finish(s: MState, t: MThread, endsProcess: boolean): void {
    t.done = true;
    t.frames = [];
    if (endsProcess) s.ended = true;
  }
}

/** A lock record to change: copied states share them. */
function heldCopy(l: LockState | undefined): LockState {
  return l ? { ...l, readers: [...l.readers] } : { owner: -1, count: 0, readers: [] };
}

/** `exit`, `abort`, an error or a `noreturn` call, or a return from `main`. */
export function endsProcess(term: Terminator, fn: IrFunction): boolean {
  if (term.k === 'stop') return term.why !== 'thread-exit';
  return term.k === 'return' && fn.name === 'main' && !fn.isStatic;
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
      return x.k === 'int' ? int(-x.v - 1) : x;
    }
    default:
      return TOP_ABSTRACT;
  }
}

const decisionsOf = new WeakMap<Expr, InputDecision>();

/**
 * A branch on an input as a witness tells it (`holds`: whether the test as the source writes it
 * holds on the then-edge; `!in` does not where `in != 0` is taken), with where the
 * variables it tests got their value when each has one definition in `fn`: a call's result
 * (`n = read(...)`), directly or through the lowering's temporaries.
 */
function inputDecision(fn: IrFunction, term: Extract<Terminator, { k: 'branch' }>): InputDecision {
  const { cond, range: at } = term;
  let d = decisionsOf.get(cond);
  if (!d) {
    const defs = new Map<string, Instr[]>();
    for (const b of fn.blocks)
      for (const i of b.instrs)
        if ('dst' in i && i.dst?.k === 'var') defs.set(i.dst.id, [...(defs.get(i.dst.id) ?? []), i]);
    const callOf = (id: string, depth = 0): Instr | undefined => {
      const one = defs.get(id);
      if (one?.length !== 1 || depth > 4) return undefined;
      const i = one[0]!;
      if (i.op === 'call') return i.callee.k === 'fn' ? i : undefined;
      const src = i.op === 'assign' ? stripCasts(i.src) : undefined;
      if (src?.k === 'load' && src.place.k === 'var') return callOf(src.place.id, depth + 1);
      return undefined;
    };
    const from: InputDecision['from'] = [];
    for (const id of varsOf(cond)) {
      const call = callOf(id);
      if (call?.op !== 'call' || call.callee.k !== 'fn' || from.some((x) => x.name === sourceName(id)))
        continue;
      const r = call.range;
      const what = `${calleeName(call.callee.id)}()`;
      from.push({
        name: id.startsWith('#') ? what : sourceName(id),
        call: what,
        file: r.file,
        line: r.line,
        column: r.column,
      });
    }
    const waitedOn = term.written?.timedWait;
    const test = waitedOn ? { text: '', thenHolds: true } : branchTest(cond, term.written, fn);
    d = {
      ...(waitedOn ? { timedWait: lockName(waitedOn, fn) } : {}),
      test: test.text,
      holds: test.thenHolds,
      file: at.file,
      line: at.line,
      column: at.column,
      from,
    };
    decisionsOf.set(cond, d);
  }
  return d;
}

/** A lock or object as the source names it: `&m` → `m`, a pointer `p` → `p`. */
function lockName(e: Expr, fn: IrFunction): string {
  const inner = stripCasts(e);
  if (inner.k === 'addr') return displayPlace(inner.place, fn);
  // A pointer the lowering computed (a call's result): the object it points to, not `t1`.
  const pointee: Place = { k: 'deref', ptr: inner };
  return throughComputedPointer(pointee) ? displayPlace(pointee, fn) : exprWith(inner, sourceName);
}

/**
 * A comparison converts its operands to the type it is made in (`k < 5u` compares unsigned): the
 * input's interval says what the comparison does only when every value it may have is unchanged
 * by that conversion.
 */
function fitsKind(r: InputRange, cond: Expr): boolean {
  const kind = cond.k === 'binary' ? cond.int : undefined;
  if (!kind) return true;
  const { lo, hi } = kindRange(kind);
  return r.lo >= lo && r.hi <= hi;
}

/** The spawn passes the same value every time it runs: a constant, or an object's address. */
/**
 * A lock operation in a signal handler: it neither waits nor orders anything (the handler may have
 * interrupted the thread that holds the lock; src/analysis/race.ts). A trylock succeeds.
 */
function handlerLock(i: Extract<Instr, { op: 'lock' | 'trylock' | 'unlock' }>, fn: IrFunction): StepEvent {
  return { k: 'handler-lock', lock: lockName(i.lock, fn), unlock: i.op === 'unlock' };
}

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
