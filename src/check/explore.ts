/**
 * Exploration of the model's interleavings: breadth-first over transitions (one thread's visible
 * operation and the invisible ones after it), visited states hashed, so the first race state found
 * for a candidate is reached by a shortest interleaving. Optionally with sleep sets (partial-order
 * reduction): after exploring thread A's transition from a state, B's transition need not be
 * explored before A's again when the two are independent (different threads touching disjoint
 * memory and locks).
 *
 * A race state: two different thread instances both about to access the candidate's location at
 * overlapping addresses, at least one writing, not both atomic; or one about to access it while
 * another accessed it earlier and has not synchronised since (a relaxed atomic flag orders
 * nothing, so data published through one still races).
 */

import type { Layer1Result } from '../analysis/layer1.js';
import { kindsConflict as conflict } from '../analysis/race.js';
import { displayPlace, sourceName } from '../ir/names.js';
import { exprWith, throughComputedPointer } from '../ir/print.js';
import { sameSpan } from '../ir/source.js';
import type { Access, IrFunction, Program } from '../ir/types.js';
import type { InputDecision, StepEvent } from './events.js';
import { footprintOf, independent, mayOverlap } from './footprint.js';
import type { Machine, Op } from './machine.js';
import { Persistence } from './por.js';
import type { Abstraction, MState, MThread } from './state.js';
import { locationKey } from './values.js';
import { workMeter } from './work.js';

export interface ExploreOptions {
  maxStates: number;
  /** Work units (work.ts) it may spend: what a state really costs, deterministic. Unlimited when absent. */
  maxWork?: number;
  /** A safety net for users; tests decide by states only. */
  maxMs: number;
  por: boolean;
  /** The run's ceilings (memory, time): a reason once one has run out; polled every few states. */
  stop?: () => string | undefined;
  /**
   * Stop as soon as every candidate has a race, exact or not (the exploration is then not
   * complete): an abstract model (index.ts) eliminates nothing more once each candidate has one,
   * and refining it needs only the first.
   */
  untilEveryRace?: boolean;
}

/** States between two polls of `ExploreOptions.stop`. */
const STOP_POLL_INTERVAL = 1024;

/**
 * One step of a witness, as facts: the thread, what it does, where. The report words them (and
 * names the memory an access through a computed pointer touched).
 */
export interface WitnessStep {
  thread: string;
  /** What the thread does when the step is no access of memory (locks, spawns, calls, tests). */
  event?: StepEvent;
  /** The accesses the step makes, when it makes some (at most three are shown). */
  accesses?: StepAccess[];
  /**
   * The branches on the program's input the thread took after the step's operation, before its
   * next step, where the input could have gone either way (in order).
   */
  decided?: InputDecision[];
  /** On a racing access: the instance it races with, and whether that one accessed earlier. */
  racesWith?: { thread: string; earlier: boolean };
  file: string;
  line: number;
  column: number;
}

export interface StepAccess {
  /** The access of the IR (the report names its memory as layer 1 does when the model has no address). */
  access: Access;
  kind: 'read' | 'write';
  /** The place as the source writes it (ir/names `displayPlace`). */
  place: string;
  /** The source has no name for the place: it goes through a pointer the lowering computed. */
  computed?: true;
  /** Then the memory touched (values.ts `addressKey`), when the model knows it. */
  at?: string;
  /** The inputs the path fixed that choose the element (`k = 2`). */
  chosen?: string[];
  /** The access is a `free` or `delete` of the object this pointer (as written) points to. */
  freed?: string;
}

/** How to replay a step: which thread moved and which of its forked outcomes was taken. */
export interface ReplayStep {
  tid: number;
  fork: number;
}

/** The instances (`worker#3`) seen making each access in a race state. */
export type Makers = Map<Access, Set<string>>;

export interface RaceFound {
  steps: WitnessStep[];
  replay: ReplayStep[];
  /** The two racing accesses, in the order shown, with the instances that make them. */
  first: { tid: number; thread: string; access: Access };
  second: { tid: number; thread: string; access: Access; earlier: boolean };
  /** The memory both accesses touched (values.ts `addressKey`), when the model knows it. */
  at?: string;
  abstracted: boolean;
  /** When abstracted: the first decision on the way that used a value the model does not know. */
  abstractedBy?: Abstraction;
  /**
   * Branches on values the model does not know (`what`: the condition) on the witness's way: the
   * race is reached whichever way each goes, every outcome was tried (directed.ts).
   */
  eitherWay?: Abstraction[];
}

/**
 * The first race found at one location of a candidate (an exact one when there is one), the
 * address it touched, and every access racing there (only exactly, once an exact race is known).
 */
export interface LocatedRace {
  race: RaceFound;
  at: string;
  racing: Set<Access>;
}

/**
 * Per candidate, its exact races by location (`locationKey`): a points-to cell may hold several
 * objects (a helper called with `&a` and `&b`), and each that races is its own finding.
 */
export type RacesByLocation = Map<string, LocatedRace>[];

export interface ExploreResult {
  /** Per candidate: the shortest race found (a non-abstracted one when there is one). */
  races: (RaceFound | undefined)[];
  /** Per candidate: every access that took part in some race state. */
  racing: Set<Access>[];
  /** Per candidate: the instances seen making each racing access there (`worker#3`). */
  makers: Makers[];
  /**
   * Per candidate: the first race at each location the model knows the address of, exact when
   * one is, with the accesses racing there.
   */
  byLocation: RacesByLocation;
  states: number;
  transitions: number;
  /** Work units spent (work.ts). */
  work: number;
  complete: boolean;
  /** What cut the exploration short, when something did. */
  stoppedBy?: 'states' | 'work' | 'time' | 'run';
  /** When a budget of the whole run stopped it (`run`): what its `stop` said. */
  stopNote?: string;
  elided: boolean;
  /** Some instance beyond the bound was started dormant (interleaved only once others stopped). */
  throttled: boolean;
  ms: number;
}

/** The witness steps and replay of the path to explored state `id`. */
export type PathOf = (id: number) => { steps: WitnessStep[]; replay: ReplayStep[] };

/** The empty sleep set most states have (shared: sleep sets are replaced, never changed). */
const NO_SLEEP: ReadonlySet<number> = new Set();

/** Moves are numbered thread × MOVE_FORKS + fork (a transition has at most MAX_FORKS + 1 outcomes). */
const MOVE_FORKS = 1 << 16;

/**
 * The paths of an exploration that kept only each state's parent and move: replayed from the
 * initial state (transitions are deterministic), when a race needs its witness.
 */
function trail(machine: Machine, init: MState, parents: readonly number[], moves: readonly number[]): PathOf {
  return (id) => {
    const replay: ReplayStep[] = [];
    for (let n = id; n > 0; n = parents[n]!) {
      const m = moves[n]!;
      replay.push({ tid: Math.floor(m / MOVE_FORKS), fork: m % MOVE_FORKS });
    }
    replay.reverse();
    const steps: WitnessStep[] = [];
    let s = init;
    for (const r of replay) {
      const out = transition(machine, s, r.tid)[r.fork]!;
      if (out.step) steps.push(out.step);
      s = out.state;
    }
    return { steps, replay };
  };
}

/** The paths of a list of nodes that keep their steps (the directed search's runs). */
export function nodesPath(nodes: readonly ExploreNode[]): PathOf {
  return (id) => {
    const steps: WitnessStep[] = [];
    const replay: ReplayStep[] = [];
    for (let n = id; n > 0; n = nodes[n]!.parent) {
      const node = nodes[n]!;
      if (node.step) steps.push(node.step);
      if (node.replay) replay.push(node.replay);
    }
    return { steps: steps.reverse(), replay: replay.reverse() };
  };
}

export interface ExploreNode {
  parent: number;
  step: WitnessStep | undefined;
  replay: ReplayStep | undefined;
}

interface NextAccess {
  tid: number;
  cand: number;
  access: Access;
  addr: string;
  write: boolean;
  atomic: boolean;
}

const MAX_INVISIBLE_STEPS = 20_000;
/** Input branches one step tells at most (a loop over input within one step: the first ones). */
const MAX_DECISIONS_TOLD = 16;
/** Invisible steps in one transition after which it is checked for spinning (a repeated state). */
const SPIN_CHECK_AFTER = 64;
const MAX_FORKS = 256;

export function explore(
  machine: Machine,
  program: Program,
  candidates: number,
  opts: ExploreOptions,
  /**
   * Every access of each candidate: when all are seen racing with exact witnesses, stop. A
   * candidate whose cell holds several objects (`severalObjects`) is never done early: another of
   * its objects may race too.
   */
  accessesOf: readonly ReadonlySet<Access>[] = [],
  layer1?: Layer1Result,
  /** Configured entry points started beside main, with their instance counts. */
  roots: readonly { fn: IrFunction; count: number }[] = [],
  severalObjects: readonly boolean[] = [],
): ExploreResult {
  const t0 = performance.now();
  const work0 = workMeter.units;
  const maxWork = opts.maxWork ?? Number.POSITIVE_INFINITY;
  const main = [...program.functions.values()].find((f) => f.name === 'main' && !f.isStatic);
  const races: (RaceFound | undefined)[] = new Array(candidates).fill(undefined);
  const racing = Array.from({ length: candidates }, () => new Set<Access>());
  const makers = Array.from({ length: candidates }, (): Makers => new Map());
  const byLocation: RacesByLocation = Array.from({ length: candidates }, () => new Map());
  // Where each state came from, as numbers: its parent and the move (thread, fork) that reached
  // it. A witness is told by replaying its moves from the initial state (`trail`), so the
  // exploration keeps no step objects and builds none.
  const parents: number[] = [];
  const moves: number[] = [];
  // Visited states by fingerprint: their number, and (by number) their sleep sets.
  const visited = new Map<string, number>();
  const sleeps: ReadonlySet<number>[] = [];
  const init = machine.initialState(main, roots);
  const persistence = opts.por ? new Persistence(machine, layer1) : undefined;
  parents.push(-1);
  moves.push(-1);
  const pathOf = trail(machine, init, parents, moves);
  const levels: number[] = [0];
  let level = 0;
  visited.set(machine.hash(init), 0);
  sleeps.push(NO_SLEEP);
  let queue: { s: MState; id: number; sleep: ReadonlySet<number> }[] = [{ s: init, id: 0, sleep: NO_SLEEP }];
  let complete = true;
  let elided = false;
  let throttled = false;
  let transitions = 0;
  let stoppedBy: ExploreResult['stoppedBy'];
  let stopNote: string | undefined;
  let polls = 0;
  while (queue.length > 0) {
    const next: typeof queue = [];
    for (const { s, id, sleep } of queue) {
      // Race checks, persistent sets and the key look at every thread, frame and pending access.
      workMeter.units += stateWork(s);
      const overWork = workMeter.units - work0 > maxWork;
      const ceiling = ++polls % STOP_POLL_INTERVAL === 0 ? opts.stop?.() : undefined;
      if (parents.length > opts.maxStates || overWork || performance.now() - t0 > opts.maxMs || ceiling) {
        // A budget of the whole run (its time, memory) says what it was in its own words.
        stoppedBy =
          parents.length > opts.maxStates
            ? 'states'
            : overWork
              ? 'work'
              : performance.now() - t0 > opts.maxMs
                ? 'time'
                : 'run';
        if (stoppedBy === 'run') stopNote = ceiling;
        complete = false;
        break;
      }
      if (s.elided) elided = true;
      if (s.throttled) throttled = true;
      const raced = checkRaces(machine, s, id, pathOf, races, racing, byLocation, makers);
      if (raced && opts.untilEveryRace && races.every((r) => r !== undefined)) {
        complete = false;
        break;
      }
      if (raced && settled(races, racing, accessesOf, severalObjects)) {
        // Nothing left to learn: every candidate has an exact witness and all its accesses raced.
        return {
          races,
          racing,
          makers,
          byLocation,
          states: parents.length,
          transitions,
          work: workMeter.units - work0,
          complete: true,
          elided,
          throttled,
          ms: performance.now() - t0,
        };
      }
      const enabled = s.threads.filter((t) => machine.enabled(s, t));
      const done = new Set<number>();
      // Persistent set: one thread whose step commutes with all the others can still do.
      const alone =
        opts.por && persistence ? persistence.pick(s, enabled, (t) => footprintOf(machine, s, t)) : undefined;
      if (alone) {
        const outs = transition(machine, s, alone.tid, false);
        transitions++;
        let fresh = 0;
        let closesCycle = false;
        const pushed: typeof queue = [];
        outs.forEach((o, fork) => {
          const h = machine.hash(o.state);
          const seen = visited.get(h);
          if (seen !== undefined) {
            // A step to a state of a later level closes no cycle (every cycle in a breadth-first
            // search has an edge back to the same or an earlier level).
            if (levels[seen]! > level) fresh++;
            else closesCycle = true;
            return;
          }
          fresh++;
          const nid = parents.length;
          parents.push(id);
          moves.push(alone.tid * MOVE_FORKS + fork);
          levels.push(level + 1);
          visited.set(h, nid);
          sleeps.push(NO_SLEEP);
          pushed.push({ s: o.state, id: nid, sleep: NO_SLEEP });
        });
        // The new states are registered as visited: they must be explored whatever comes next
        // (dropping them when the proviso fails lost them for good: the full expansion below finds
        // them visited and pushes nothing; fuzz seed 96171, a race called race-free).
        next.push(...pushed);
        // Cycle proviso: a reduced step must not close a cycle, else expand fully.
        if (fresh > 0 && !closesCycle) continue;
      }
      for (const t of enabled) {
        // One state's steps can be slow (long thread-local loops, large states to hash): the
        // time limit is looked at per step too, so a run ends near it (cut short: eliminates nothing).
        if (performance.now() - t0 > opts.maxMs) {
          complete = false;
          break;
        }
        if (opts.por && sleep.has(t.tid)) continue;
        const footprint = opts.por ? footprintOf(machine, s, t) : undefined;
        const outs = transition(machine, s, t.tid, false);
        transitions++;
        outs.forEach((o, fork) => {
          // Sleep set of the successor: threads already explored here whose step is independent.
          const childSleep = new Set<number>();
          if (opts.por && footprint) {
            for (const u of enabled) {
              if (u.tid === t.tid || !(sleep.has(u.tid) || done.has(u.tid))) continue;
              const fu = footprintOf(machine, s, u);
              if (fu && independent(footprint, fu)) childSleep.add(u.tid);
            }
          }
          const h = machine.hash(o.state);
          const seen = visited.get(h);
          if (seen !== undefined) {
            // Revisited with a smaller sleep set: what it now may not skip must still be explored.
            const before = sleeps[seen]!;
            if (opts.por && [...before].some((x) => !childSleep.has(x))) {
              const sleepNow = new Set([...before].filter((x) => childSleep.has(x)));
              sleeps[seen] = sleepNow;
              next.push({ s: o.state, id: seen, sleep: sleepNow });
            }
            return;
          }
          const nid = parents.length;
          parents.push(id);
          moves.push(t.tid * MOVE_FORKS + fork);
          levels.push(level + 1);
          const sleepOf = childSleep.size > 0 ? childSleep : NO_SLEEP;
          visited.set(h, nid);
          sleeps.push(sleepOf);
          next.push({ s: o.state, id: nid, sleep: sleepOf });
        });
        done.add(t.tid);
      }
    }
    if (!complete) break;
    queue = next;
    level++;
  }
  return {
    races,
    racing,
    makers,
    byLocation,
    states: parents.length,
    transitions,
    work: workMeter.units - work0,
    complete: complete && !machine.truncated,
    ...(stoppedBy ? { stoppedBy } : {}),
    ...(stopNote ? { stopNote } : {}),
    elided,
    throttled,
    ms: performance.now() - t0,
  };
}

/** Work units (work.ts) of looking at a state: its threads, their frames and pending accesses. */
function stateWork(s: MState): number {
  let n = 1;
  for (const t of s.threads) n += 1 + (t.frames.length + t.pending.length) / 2;
  return n;
}

// ---------------------------------------------------------------- transitions

/** Run thread `tid`'s next operation, then its invisible ones up to the next visible operation. */
export function transition(
  machine: Machine,
  s0: MState,
  tid: number,
  /** Describe the step for a witness (an exploration replays its witnesses instead: `trail`). */
  withSteps = true,
): { state: MState; step: WitnessStep | undefined }[] {
  const start = machine.clone(s0, tid);
  // `decided`: the branches on inputs this path took where the input could have gone either way.
  const work: { s: MState; first: boolean; decided: InputDecision[] }[] = [
    { s: start, first: true, decided: [] },
  ];
  const out: { state: MState; step: WitnessStep | undefined }[] = [];
  let step: WitnessStep | undefined;
  let total = 0;
  // States right after a branch on an unknown value, of every path of this transition: a path
  // that comes to one another path already came to has the same future, so it is dropped (a loop
  // over unknown data then costs its distinct states, not one path per iteration count).
  const branched = new Set<string>();
  let dropped = false;
  while (work.length > 0) {
    const item = work.shift()!;
    const s = item.s;
    let first = item.first;
    let decided = item.decided;
    const stepWith = (d: InputDecision[]) => (d.length > 0 && step ? { ...step, decided: d } : step);
    const told = () => stepWith(decided);
    // States at block starts of this path, once it runs long: one seen again means the thread
    // loops forever without a visible step.
    const seen = new Set<string>();
    let steps = 0;
    if (total > MAX_INVISIBLE_STEPS || out.length + work.length > MAX_FORKS) {
      // Too much local computation or too many unknown branches in one step: stop this path,
      // and say so (the exploration is then not exhaustive).
      machine.truncated = true;
      machine.abstract(s, 'a step with too much local computation or too many unknown branches, cut short');
      s.ended = true;
      out.push({ state: s, step: told() });
      continue;
    }
    for (;;) {
      const t = s.threads.find((x) => x.tid === tid)!;
      if (s.ended || t.done) break;
      const op = machine.currentOp(t);
      if (!op) break;
      const fn = t.frames[t.frames.length - 1]?.fn;
      if (!first && (op.k === 'relock' || (fn && machine.isVisible(op, fn)) || !machine.enabled(s, t))) break;
      if (!first && ++steps > SPIN_CHECK_AFTER && t.frames[t.frames.length - 1]!.index === 0) {
        const h = machine.hash(s, tid);
        if (seen.has(h)) {
          t.spinning = true;
          break;
        }
        seen.add(h);
      }
      // Where the operation is, taken before it runs (a relock's place is the thread's own).
      const range = first && withSteps ? opRange(op, t) : undefined;
      if (first && withSteps) step = describe(machine, s, t, op);
      const r = machine.exec(s, t);
      // What the operation did (a lock taken, a thread created) says more than its accesses.
      if (first && r.label && step) step = { thread: step.thread, event: r.label, ...range! };
      first = false;
      const branch = machine.inputBranch;
      // `branch.holds` is what the source's test says on the then-side, which this state takes.
      // Only a described step tells them (an exploration replays its witnesses: `trail`).
      const decide = (then: boolean) =>
        withSteps && branch && decided.length < MAX_DECISIONS_TOLD
          ? [...decided, { ...branch, holds: then === branch.holds }]
          : decided;
      if (r.forks.length > 0 && machine.directed) {
        // One outcome per side, each ending the transition here (a directed run chooses); this
        // path's side first, as when the paths run on.
        const sides = r.forks.map((f, k) => ({ state: f, step: stepWith(decide(k > 0)) }));
        decided = decide(true);
        out.push({ state: s, step: told() }, ...sides);
        dropped = true;
        break;
      }
      if (r.forks.length > 0) {
        // A branch on an input forks its other side first (machine.ts); input splits go on with this one.
        r.forks.forEach((f, k) => {
          const h = machine.hash(f, tid);
          if (branched.has(h)) return;
          branched.add(h);
          work.push({ s: f, first: false, decided: decide(k > 0) });
        });
        decided = decide(true);
        const h = machine.hash(s, tid);
        if (branched.has(h)) {
          dropped = true;
          break;
        }
        branched.add(h);
      }
      if (++total > MAX_INVISIBLE_STEPS) {
        machine.truncated = true;
        machine.abstract(s, 'a step with too much local computation, cut short');
        s.ended = true;
        break;
      }
    }
    if (!dropped) out.push({ state: s, step: told() });
    else if (work.length === 0 && out.length === 0) {
      // Every path came back to a state already reached: the thread loops forever without a
      // visible step, as a spinning thread does.
      s.threads.find((x) => x.tid === tid)!.spinning = true;
      out.push({ state: s, step: told() });
    }
    dropped = false;
  }
  return out;
}

function opRange(op: Op, t: MThread): { file: string; line: number; column: number } {
  if (op.k === 'instr') return op.instr.range;
  if (op.k === 'term') return op.term.range;
  const f = t.frames[t.frames.length - 1];
  if (!f) return { file: '', line: 1, column: 1 };
  // Waking from a condition wait (the re-acquisition): where the wait is, the instruction the
  // thread last made, not where its function begins.
  const wait = f.fn.blocks[f.block]?.instrs[f.index - 1];
  return wait?.op === 'cond-wait' ? wait.range : f.fn.range;
}

function describe(machine: Machine, s: MState, t: MThread, op: Op): WitnessStep {
  const f = t.frames[t.frames.length - 1];
  const accesses = machine.accessesOf(s, t, op);
  // The candidate's accesses, with the rest of their expression (`i++` reads i too).
  const relevant = accesses.filter((a) => machine.candidateAccesses.has(a));
  const shown = accesses.filter(
    (a) => relevant.includes(a) || relevant.some((r) => sameSpan(r.range, a.range)),
  );
  const list = (shown.length > 0 ? shown : accesses).slice(0, 3);
  // A thread's first step is where its function is defined, not its first instruction.
  const starts =
    list.length === 0 && f !== undefined && t.frames.length === 1 && f.block === 0 && f.index === 0;
  // A step that makes one access is where that access is (`max_` in `if (ms > max_)`), as the
  // racing step and the finding's access list place it.
  const r = starts ? f.fn.range : list.length === 1 ? list[0]!.range : opRange(op, t);
  const where = { thread: t.name, file: r.file, line: r.line, column: r.column };
  if (starts) return { ...where, event: { k: 'start', fn: f.fn.name } };
  if (list.length > 0) return { ...where, accesses: list.map((a) => stepAccess(machine, s, t, a)) };
  return { ...where, event: plainEvent(op) };
}

/** A step that accesses nothing and synchronises nothing: a call, a test, a return. */
function plainEvent(op: Op): StepEvent {
  if (op.k === 'instr' && op.instr.op === 'call' && op.instr.callee.k === 'fn')
    return { k: 'call', fn: op.instr.callee.id.replace(/@.*$/, '') };
  if (op.k === 'term' && (op.term.k === 'branch' || op.term.k === 'switch')) return { k: 'test' };
  if (op.k === 'term' && op.term.k === 'return') return { k: 'return' };
  return { k: 'run' };
}

/** An access as a step shows it with nothing learnt from a state. */
function knownStepAccess(a: Access, fn?: IrFunction): StepAccess {
  return { access: a, kind: a.kind === 'write' ? 'write' : 'read', place: displayPlace(a.place, fn) };
}

/**
 * An access as a step shows it: the place as written, the memory where the place has no name
 * (a computed pointer), and the inputs that chose its element.
 */
function stepAccess(machine: Machine, s: MState, t: MThread, a: Access): StepAccess {
  const f = t.frames[t.frames.length - 1];
  const out = knownStepAccess(a, f?.fn);
  if (!f) return out;
  if (throughComputedPointer(a.place)) {
    out.computed = true;
    const at = machine.accessAddress(s, t, f, a);
    if (at !== '*') out.at = at;
  }
  const chosen = machine.fixedInputs(s, t, f, a.place);
  if (chosen.length > 0) out.chosen = chosen;
  const op = machine.currentOp(t);
  if (a.frees && op?.k === 'instr' && op.instr.op === 'free')
    out.freed = exprWith(op.instr.ptr, sourceName, true);
  return out;
}

// ---------------------------------------------------------------- races

function nextAccesses(machine: Machine, s: MState): NextAccess[] {
  const out: NextAccess[] = [];
  for (const t of s.threads) {
    if (!machine.enabled(s, t, true)) continue;
    const op = machine.currentOp(t);
    if (!op || op.k === 'relock') continue;
    const accesses = machine.accessesOf(s, t, op);
    const f = t.frames[t.frames.length - 1]!;
    for (const a of accesses) {
      const cands = machine.candidateAccesses.get(a);
      if (!cands) continue;
      const addr = machine.accessAddress(s, t, f, a);
      for (const cand of cands)
        out.push({
          tid: t.tid,
          cand,
          access: a,
          addr,
          write: a.kind === 'write',
          atomic: a.atomic || t.atomicDepth > 0,
        });
    }
  }
  return out;
}

function settled(
  races: readonly (RaceFound | undefined)[],
  racing: readonly Set<Access>[],
  accessesOf: readonly ReadonlySet<Access>[],
  severalObjects: readonly boolean[],
): boolean {
  if (accessesOf.length !== races.length) return false;
  return races.every(
    (r, i) =>
      r !== undefined &&
      !r.abstracted &&
      !severalObjects[i] &&
      [...accessesOf[i]!].every((a) => racing[i]!.has(a)),
  );
}

/** Records every race in state `s`; true when there was one. */
export function checkRaces(
  machine: Machine,
  s: MState,
  id: number,
  pathOf: PathOf,
  races: (RaceFound | undefined)[],
  racing: Set<Access>[],
  /** When given, also the first race at each known location of each candidate (exact first). */
  byLocation?: RacesByLocation,
  /** When given, the instances making each racing access. */
  makers?: Makers[],
): boolean {
  const next = nextAccesses(machine, s);
  if (next.length === 0) return false;
  // Signal handlers are threads too; the race definition treats their accesses apart.
  const handlers = new Set(s.threads.filter((t) => t.site?.signal).map((t) => t.tid));
  // Every state checks every pair of pending accesses: without a signal handler the accesses are
  // their own kinds, so the common case builds no objects (the copies were a fifth of the time).
  const kindsConflict = (
    x: NextAccess,
    yTid: number,
    y: { access: Access; write: boolean; atomic: boolean },
  ) =>
    handlers.size === 0
      ? conflict(x, y)
      : conflict(
          { ...x, signalSafe: x.access.signalSafe, inHandler: handlers.has(x.tid) },
          { ...y, signalSafe: y.access.signalSafe, inHandler: handlers.has(yTid) },
        );
  const shown = (tid: number, a: Access): StepAccess => {
    const t = s.threads.find((u) => u.tid === tid);
    return t ? stepAccess(machine, s, t, a) : knownStepAccess(a);
  };
  let found = false;
  for (let i = 0; i < next.length; i++) {
    const x = next[i]!;
    for (let j = i + 1; j < next.length; j++) {
      const y = next[j]!;
      if (x.cand !== y.cand || x.tid === y.tid || !kindsConflict(x, y.tid, y)) continue;
      if (!mayOverlap(x.addr, y.addr)) continue;
      found = true;
      record(s, id, pathOf, { races, racing, byLocation, shown, makers }, x, { ...y, earlier: false });
    }
    for (const t of s.threads) {
      if (t.tid === x.tid) continue;
      for (const p of t.pending) {
        if (p.cand !== x.cand || p.syncedBy.includes(x.tid)) continue;
        if (!kindsConflict(x, t.tid, p) || !mayOverlap(x.addr, p.addr)) continue;
        found = true;
        record(s, id, pathOf, { races, racing, byLocation, shown, makers }, x, {
          tid: t.tid,
          cand: p.cand,
          access: p.access,
          addr: p.addr,
          write: p.write,
          atomic: p.atomic,
          earlier: true,
        });
      }
    }
  }
  return found;
}

function record(
  s: MState,
  id: number,
  pathOf: PathOf,
  log: {
    races: (RaceFound | undefined)[];
    racing: Set<Access>[];
    byLocation: RacesByLocation | undefined;
    /** What the witness adds to an access (the inputs its element depends on). */
    shown: (tid: number, a: Access) => StepAccess;
    makers: Makers[] | undefined;
  },
  x: NextAccess,
  y: NextAccess & { earlier: boolean },
): void {
  log.racing[x.cand]!.add(x.access);
  log.racing[x.cand]!.add(y.access);
  const makers = log.makers?.[x.cand];
  if (makers)
    for (const { tid, access } of [x, y]) {
      const name = s.threads.find((t) => t.tid === tid)?.name;
      if (name) noteMaker(makers, access, name);
    }
  // An access at an address the model does not know may or may not be the same memory.
  const unknownAddress = x.addr === '*' || y.addr === '*';
  const abstracted = s.abstracted || unknownAddress;
  const at = x.addr.length <= y.addr.length ? x.addr : y.addr;
  const old = log.races[x.cand];
  // A race at an address the model knows is kept by location even when a decision on the way was
  // not exact: another object of the cell then gets a possible finding of its own (named after
  // it), not a place among the accesses of the confirmed one.
  const here = unknownAddress ? undefined : log.byLocation?.[x.cand];
  const key = here ? locationKey(at) : '';
  const located = here?.get(key);
  const better = !!located && located.race.abstracted && !abstracted;
  if (located && located.race.abstracted === abstracted) located.racing.add(x.access).add(y.access);
  if (old && (!old.abstracted || abstracted) && (!here || (located && !better))) return;
  const race = raceAt(s, id, pathOf, x, y, abstracted, at, log.shown);
  if (here && (!located || better)) here.set(key, { race, at, racing: new Set([x.access, y.access]) });
  if (!old || (old.abstracted && !abstracted)) log.races[x.cand] = race;
}

/** `name` made `access` in a race state. */
export function noteMaker(makers: Makers, access: Access, name: string): void {
  const names = makers.get(access);
  if (names) names.add(name);
  else makers.set(access, new Set([name]));
}

/** The race of `x` and `y` in state `s` (node `id`), with the witness that leads there. */
function raceAt(
  s: MState,
  id: number,
  pathOf: PathOf,
  x: NextAccess,
  y: NextAccess & { earlier: boolean },
  abstracted: boolean,
  at: string,
  shown: (tid: number, a: Access) => StepAccess,
): RaceFound {
  const path = pathOf(id);
  const steps = [...path.steps];
  const replay = path.replay;
  const name = (tid: number) => s.threads.find((t) => t.tid === tid)?.name ?? `thread ${tid}`;
  const accessStep = (tid: number, a: Access): WitnessStep => ({
    thread: name(tid),
    accesses: [shown(tid, a)],
    file: a.range.file,
    line: a.range.line,
    column: a.range.column,
  });
  if (!y.earlier) steps.push(accessStep(y.tid, y.access));
  steps.push({ ...accessStep(x.tid, x.access), racesWith: { thread: name(y.tid), earlier: y.earlier } });
  return {
    steps,
    replay,
    first: { tid: y.tid, thread: name(y.tid), access: y.access },
    second: { tid: x.tid, thread: name(x.tid), access: x.access, earlier: y.earlier },
    ...(abstracted ? {} : { at }),
    abstracted,
    ...(abstracted ? { abstractedBy: s.abstractedBy ?? unknownAddress(s, x.addr === '*' ? x : y) } : {}),
  };
}

/** An access whose address the model does not know, as the reason of a race it takes part in. */
function unknownAddress(s: MState, x: NextAccess): Abstraction {
  const r = x.access.range;
  const t = s.threads.find((u) => u.tid === x.tid);
  const fn = t?.frames[t.frames.length - 1]?.fn;
  return {
    what: `the address of ${displayPlace(x.access.place, fn)}, which the model does not know`,
    file: r.file,
    line: r.line,
    column: r.column,
  };
}
