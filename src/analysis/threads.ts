/**
 * Threads: `main` is the first; every spawn site reached by a thread starts a child thread per
 * entry function it may name. Multiplicity: a child has many instances when its parent has, or
 * when one of its spawns can run while an earlier instance from the same site is still unjoined
 * (a spawn in a loop, a helper that spawns called twice, recursion). Happens-before between threads
 * comes from the creator's state at each access and spawn: what it had started and what it had
 * joined on every path.
 */
import { successors } from '../ir/cfg.js';
import { stripCasts } from '../ir/exprs.js';
import type { SourceRange } from '../ir/source.js';
import type { Expr, IrFunction, Program } from '../ir/types.js';
import { cfgInfo, onEveryIteration } from './cfg-info.js';
import {
  type AccessRecord,
  ANY_SITE,
  type CallEdge,
  type Context,
  type LocksetEngine,
  type SpawnEvent,
  type SpawnSite,
} from './lockset.js';
import { EMPTY_STATE, type State } from './state.js';

export interface Thread {
  id: number;
  entry: IrFunction;
  site: SpawnSite | undefined;
  parent: Thread | undefined;
  many: boolean;
  /**
   * How many instances of it run in all, when that is known: 1 when it does not have many; for a
   * spawn in a counted loop (`for (i = 0; i < N; i++)`, N a constant) its trip count times its
   * creator's instances. Undefined when the count depends on what the model does not know.
   */
  instances?: number;
  root: Context;
  /** Contexts the thread reaches, with the call edge that first reached each (for call paths). */
  contexts: Context[];
  via: Map<Context, { from: Context; edge: CallEdge }>;
  events: SpawnEvent[];
  /** 1-based among threads with the same entry, for names like `worker#2`. */
  ordinal: number;
  /**
   * A configured entry point (`.lockstep.yml` `entry-points`, or library mode): a root thread like
   * `main`, started by no visible spawn, concurrent with `main` unless `withMain` is false.
   */
  configured?: { withMain: boolean };
}

/** A function configured to run as a thread although no spawn of it is visible. */
export interface EntryPoint {
  fn: IrFunction;
  many: boolean;
  withMain: boolean;
}

const MAX_THREADS = 2000;

export function buildThreads(
  program: Program,
  engine: LocksetEngine,
  entryPoints: readonly EntryPoint[] = [],
): { threads: Thread[]; truncated: boolean } {
  const main = [...program.functions.values()].find((f) => f.name === 'main' && !f.isStatic);
  const configured = entryPoints.filter((e) => e.fn !== main);
  if (!main && configured.length === 0) return { threads: [], truncated: false };
  const threads: Thread[] = [];
  const byKey = new Map<string, Thread>();
  let truncated = false;
  const selfStarting = new Set<Thread>();
  const make = (entry: IrFunction, site: SpawnSite | undefined, parent: Thread | undefined): Thread => {
    const root = engine.contextFor(entry, EMPTY_STATE);
    engine.analyze(root);
    const t: Thread = {
      id: threads.length,
      entry,
      site,
      parent,
      many: false,
      root,
      contexts: [],
      via: new Map(),
      events: [],
      ordinal: threads.filter((x) => x.entry === entry).length + 1,
    };
    threads.push(t);
    collect(t);
    return t;
  };
  const queue = main ? [make(main, undefined, undefined)] : [];
  // Configured entry points: roots beside main (no creator, so nothing orders them against it).
  for (const e of configured) {
    const t = make(e.fn, undefined, undefined);
    t.many = e.many;
    t.configured = { withMain: e.withMain };
    queue.push(t);
  }
  while (queue.length > 0) {
    const t = queue.shift()!;
    for (const ev of t.events) {
      for (const entryId of ev.site.entries) {
        const entry = program.functions.get(entryId);
        if (!entry) continue;
        // A thread that (transitively) starts its own kind: the ancestor has many instances.
        let anc: Thread | undefined = t;
        while (anc && !(anc.site === ev.site && anc.entry === entry)) anc = anc.parent;
        if (anc) {
          anc.many = true;
          selfStarting.add(anc);
          continue;
        }
        const key = `${t.id}:${ev.site.id}:${entryId}`;
        if (byKey.has(key)) continue;
        if (threads.length >= MAX_THREADS) {
          truncated = true;
          continue;
        }
        const child = make(entry, ev.site, t);
        byKey.set(key, child);
        queue.push(child);
      }
    }
  }
  // Multiplicity, parents first (ids are in creation order).
  for (const t of threads) {
    if (!t.parent || !t.site) continue;
    const site = t.site;
    const overlapping = t.parent.events.some((e) => e.site === site && isRunning(e.state, site.id));
    t.many ||= t.parent.many || overlapping;
  }
  // How many instances, parents first.
  for (const t of threads) t.instances = instancesOf(t, selfStarting, program);
  // Instance numbers: a thread with many instances takes two (`worker#1`, `worker#2`). Numbered
  // per name, as the model checker numbers them: two `std::thread(&Box::bump, ...)` sites each
  // have an entry of their own, both named `Box::bump`, and are `Box::bump#1` and `#2`.
  const next = new Map<string, number>();
  for (const t of threads) {
    t.ordinal = next.get(t.entry.name) ?? 1;
    next.set(t.entry.name, t.ordinal + (t.many ? 2 : 1));
  }
  return { threads, truncated };
}

/**
 * The instances of `t` in all, when known: its creator's, times the runs of its spawn per run of
 * the creator, which are known when the creator reaches the spawn's context once, through calls
 * outside loops, and the spawn runs once per iteration of a counted loop with constant bounds
 * (or is in no loop).
 */
function instancesOf(t: Thread, selfStarting: ReadonlySet<Thread>, program: Program): number | undefined {
  if (!t.many) return 1;
  const parent = t.parent;
  const site = t.site;
  if (!parent || !site || t.configured || selfStarting.has(t) || site.entries.length !== 1) return undefined;
  const outer = parent.instances;
  if (outer === undefined) return undefined;
  const events = parent.events.filter((e) => e.site === site);
  if (events.length !== 1 || !reachedOnce(parent, events[0]!.ctx)) return undefined;
  const runs = site.inLoop ? countedRuns(site.fn, site.instr, program) : 1;
  return runs === undefined ? undefined : outer * runs;
}

/** The thread enters `ctx` once: one call edge into it and each of its callers, none in a loop. */
function reachedOnce(t: Thread, ctx: Context): boolean {
  const into = new Map<Context, number>();
  for (const c of t.contexts) for (const e of c.calls) into.set(e.ctx, (into.get(e.ctx) ?? 0) + 1);
  for (let x = ctx; x !== t.root; ) {
    const via = t.via.get(x);
    if (!via || via.edge.inLoop || into.get(x) !== 1) return false;
    x = via.from;
  }
  return !into.has(t.root);
}

/**
 * How many times the instruction runs per call of `fn` when it lies in a counted loop: the loop
 * is `for (v = A; v < B; v++)` (or `<=`, `!=`) with A and B constants, has no loop inside it,
 * leaves only at its test, and runs the instruction on every iteration.
 */
function countedRuns(fn: IrFunction, instr: object, program: Program): number | undefined {
  const info = cfgInfo(fn);
  const b = fn.blocks.findIndex((x) => x.instrs.includes(instr as never));
  if (b < 0) return undefined;
  const id = info.loopOf[b]!;
  const loop = info.loops[id];
  const shape = loop?.shape;
  if (!loop || !shape?.stepOne || shape.init === undefined) return undefined;
  const bound = shape.boundValue ?? constantOf(shape.boundExpr, fn, program);
  if (bound === undefined) return undefined;
  const trips =
    shape.op === '<' ? bound - shape.init : shape.op === '<=' ? bound - shape.init + 1 : bound - shape.init;
  if (!(trips >= 1)) return undefined;
  for (const x of loop.blocks) {
    if (x === loop.header) continue;
    const block = fn.blocks[x]!;
    if (block.term.k === 'return' || block.term.k === 'stop') return undefined;
    if (successors(block).some((y) => !loop.blocks.has(y))) return undefined;
  }
  if (!onEveryIteration(fn, info, id, b) || hasInnerCycle(fn, loop.blocks, loop.header)) return undefined;
  return trips;
}

/** A `const` integer variable's initial value (`static const int N = 4;`). */
function constantOf(e: Expr, fn: IrFunction, program: Program): number | undefined {
  const x = stripCasts(e);
  if (x.k === 'int') return x.value;
  if (x.k !== 'load' || x.place.k !== 'var') return undefined;
  const id = x.place.id;
  const v = fn.vars.find((y) => y.id === id) ?? program.globals.get(id);
  if (v?.type.k !== 'int' || !v.type.const || v.init?.k !== 'expr') return undefined;
  const init = stripCasts(v.init.expr);
  return init.k === 'int' ? init.value : undefined;
}

/** A cycle among the loop's blocks that does not pass through its header (a loop inside it). */
function hasInnerCycle(fn: IrFunction, blocks: ReadonlySet<number>, header: number): boolean {
  const state = new Map<number, 1 | 2>();
  const visit = (x: number): boolean => {
    state.set(x, 1);
    for (const y of successors(fn.blocks[x]!)) {
      if (y === header || !blocks.has(y)) continue;
      const s = state.get(y);
      if (s === 1) return true;
      if (s === undefined && visit(y)) return true;
    }
    state.set(x, 2);
    return false;
  };
  for (const x of blocks) if (x !== header && !state.has(x) && visit(x)) return true;
  return false;
}

function collect(t: Thread): void {
  const seen = new Set<Context>([t.root]);
  const work = [t.root];
  while (work.length > 0) {
    const ctx = work.shift()!;
    t.contexts.push(ctx);
    for (const ev of ctx.spawns) t.events.push(ev);
    for (const edge of ctx.calls) {
      if (seen.has(edge.ctx)) continue;
      seen.add(edge.ctx);
      t.via.set(edge.ctx, { from: ctx, edge });
      work.push(edge.ctx);
    }
  }
}

function hasStarted(s: State, site: number): boolean {
  return s.started.includes(site) || s.started.includes(ANY_SITE);
}

export function isRunning(s: State, site: number): boolean {
  return s.running.includes(site) || s.running.includes(ANY_SITE);
}

const ancestorCache = new WeakMap<Thread, Set<Thread>>();

/** The thread and its creators up to main (cached: the tree does not change once built). */
function ancestors(t: Thread): Set<Thread> {
  let set = ancestorCache.get(t);
  if (!set) {
    set = new Set();
    for (let x: Thread | undefined = t; x; x = x.parent) set.add(x);
    ancestorCache.set(t, set);
  }
  return set;
}

function rootOf(t: Thread): Thread {
  let x = t;
  while (x.parent) x = x.parent;
  return x;
}

/** The child of `anc` on the way down to `t` (t itself when anc is its parent). */
function childTowards(anc: Thread, t: Thread): Thread {
  let x = t;
  while (x.parent !== anc) x = x.parent!;
  return x;
}

/** `x` (a direct child of `parent`) has been started and joined before every spawn of `y`'s site. */
const eventsBySite = new WeakMap<Thread, Map<SpawnSite | undefined, SpawnEvent[]>>();

function joinedBefore(parent: Thread, x: Thread, y: Thread): boolean {
  let bySite = eventsBySite.get(parent);
  if (!bySite) {
    bySite = new Map();
    for (const e of parent.events) {
      const list = bySite.get(e.site) ?? [];
      list.push(e);
      bySite.set(e.site, list);
    }
    eventsBySite.set(parent, bySite);
  }
  const events = bySite.get(y.site) ?? [];
  const sx = x.site!.id;
  return events.length > 0 && events.every((e) => e.state.started.includes(sx) && !isRunning(e.state, sx));
}

/**
 * May the access of thread `a` in state `sa` run in parallel with the access of `b` in `sb`?
 * Two instances of one thread may when it has many.
 */
export function mayHappenInParallel(a: Thread, sa: State, b: Thread, sb: State): boolean {
  if (a === b) return a.many;
  if (a.site && a.site === b.site && a.parent === b.parent) return a.many;
  const ancA = ancestors(a);
  const ancB = ancestors(b);
  const ra = rootOf(a);
  const rb = rootOf(b);
  if (ra !== rb) {
    // Two trees: main's and a configured entry point's, or two entry points'. Nothing orders them,
    // except an entry point configured not to run while main does (`with-main: false`).
    if (ra.configured && !ra.configured.withMain && !rb.configured) return false;
    if (rb.configured && !rb.configured.withMain && !ra.configured) return false;
    return true;
  }
  if (ancB.has(a)) return creatorOverlaps(a, sa, b);
  if (ancA.has(b)) return creatorOverlaps(b, sb, a);
  let lca = a;
  while (!ancB.has(lca)) lca = lca.parent!;
  const ca = childTowards(lca, a);
  const cb = childTowards(lca, b);
  if (ca === a && joinedBefore(lca, ca, cb)) return false;
  if (cb === b && joinedBefore(lca, cb, ca)) return false;
  return true;
}

/** An access of `creator` in state `s` against its descendant `d`. */
function creatorOverlaps(creator: Thread, s: State, d: Thread): boolean {
  const child = childTowards(creator, d);
  const site = child.site!;
  if (!hasStarted(s, site.id)) return false; // before the spawn
  if (child === d && !isRunning(s, site.id)) return false; // after the join
  return true;
}

export function threadName(t: Thread): string {
  return `${t.entry.name}#${t.ordinal}`;
}

/** main → ... → the function of `ctx`, through the calls that first reached it. */
export function callPath(t: Thread, ctx: Context): string[] {
  const out = [ctx.fn.name];
  let cur = ctx;
  for (let guard = 0; guard < 64; guard++) {
    const v = t.via.get(cur);
    if (!v) break;
    out.push(v.from.fn.name);
    cur = v.from;
  }
  return out.reverse();
}

/** One step of an access's trace: a thread started, a call made, or the access itself. */
export interface TraceStep {
  kind: 'spawn' | 'call' | 'access';
  /** The thread that performs the step (a spawn step is its creator's). */
  thread: Thread;
  /** The function the step lies in. */
  fn: IrFunction;
  range: SourceRange;
  /** The state there: the locks held. */
  state: State;
  /** The function called, or the entry of the thread started. */
  target?: IrFunction;
}

/** Calls per thread at most in a trace: the call graph is a tree of first reaches, but deep. */
const MAX_TRACE_CALLS = 64;

/**
 * How the thread reached `ctx`: the calls from its entry, each through the edge that first reached
 * the callee's context (contexts are reached breadth-first, so this is a shortest path). Built
 * from the thread's parent links when asked, so layer 1 stores nothing per access.
 */
function callSteps(t: Thread, ctx: Context): TraceStep[] {
  const out: TraceStep[] = [];
  let cur = ctx;
  for (let guard = 0; guard < MAX_TRACE_CALLS; guard++) {
    const v = t.via.get(cur);
    if (!v) break;
    out.push({
      kind: 'call',
      thread: t,
      fn: v.from.fn,
      range: v.edge.range,
      state: v.edge.state,
      target: cur.fn,
    });
    cur = v.from;
  }
  return out.reverse();
}

/** main → … → `pthread_create` → … → the thread `t` starts: its creators' calls and spawns. */
function creationSteps(t: Thread): TraceStep[] {
  const chain: Thread[] = [];
  for (let x: Thread | undefined = t; x?.parent && x.site; x = x.parent) chain.push(x);
  const out: TraceStep[] = [];
  for (const child of chain.reverse()) {
    const parent = child.parent!;
    // The parent's first spawn event at the site (events come in breadth-first context order).
    const ev = parent.events.find((e) => e.site === child.site);
    if (!ev) continue;
    out.push(...callSteps(parent, ev.ctx));
    out.push({
      kind: 'spawn',
      thread: parent,
      fn: ev.ctx.fn,
      range: ev.range,
      state: ev.state,
      target: child.entry,
    });
  }
  return out;
}

/**
 * The trace of an access, as RacerD's access traces: how its thread was created, the calls from
 * the thread's entry to the access, then the access, each step with the state (locks) there.
 */
export function accessTrace(t: Thread, record: AccessRecord): TraceStep[] {
  return [
    ...creationSteps(t),
    ...callSteps(t, record.ctx),
    { kind: 'access', thread: t, fn: record.fn, range: record.access.range, state: record.state },
  ];
}
