/**
 * Layer 2: bounded model checking of the candidates layer 1 keeps. One exploration of the
 * program's interleavings (up to `bound` instances per spawn site) checks every candidate at once;
 * each comes out
 * - `confirmed`: a race state was reached and every decision on the way was computed exactly or
 *   was the program's own nondeterminism (the witness is the interleaving);
 * - `eliminated`: the exploration finished without reaching it, and the bound cannot hide it;
 * - `possible`: the budget ran out first, or the only race found goes through a value the model
 *   abstracted, or more instances than explored might matter.
 *
 * The bound (docs/ARCHITECTURE.md, "The bound"): elimination with elided spawns is accepted only
 * when the candidate's accesses all come from threads that no elided instance can influence: the
 * elided site's threads write nothing the candidate's threads read.
 */

import type { RaceCandidate } from '../analysis/candidates.js';
import type { Layer1Result } from '../analysis/layer1.js';
import type { Cell } from '../analysis/pointsto.js';
import type { Thread } from '../analysis/threads.js';
import { calleeName } from '../ir/names.js';
import type { Access, Expr, Instr, IrFunction, Program } from '../ir/types.js';
import { type DirectedOutcome, directedSearch } from './directed.js';
import {
  type ExploreResult,
  explore,
  type LocatedRace,
  type Makers,
  noteMaker,
  type RaceFound,
} from './explore.js';
import { Machine, sameArgumentEveryTime } from './machine.js';
import { Relevance } from './relevance.js';
import type { Abstraction } from './state.js';
import { locationKey } from './values.js';
import { workMeter } from './work.js';

export interface CheckOptions {
  /** Instances per spawn site. */
  bound: number;
  /** States per run (deterministic budget), shared out among the groups of candidates. */
  maxStates: number;
  /**
   * Work units per run (work.ts; deterministic), shared out like the states: what the states
   * really cost, so that expensive ones end a run early. Default: `workBudget`.
   */
  maxWork?: number;
  /** Transitions of the directed search per candidate (deterministic budget; 0: no directed search). */
  stepsPerCandidate: number;
  /** Transitions of the directed search per run, all candidates together. */
  maxSteps: number;
  /** Milliseconds per run: a safety net, never what a test relies on. */
  maxMs: number;
  /**
   * The run's time limit as given (`maxMs` is what is left of it by the time a group starts):
   * what a `time-limit` reason states. Set by checkCandidates.
   */
  limitMs?: number;
  por: boolean;
  /** The run's ceilings (src/util/budget.ts): a reason once one has run out. */
  stop?: () => string | undefined;
}

/** Thread instances (main included) beyond which the model checker does not start. */
export const MAX_INSTANCES = 12;

/**
 * Work units (work.ts) per state of the state budget. Measured: a state of a real program costs
 * 6–62 units on average (microsocks, ctp, phoenix-kmeans 6–7; chan 9; tinyhttpd 16; weighttp 20;
 * mbrossard-thrdtest 43; pigz 62), and so does one of a small program with many pending accesses
 * (index_partitioned_array.c: 27, over 192,512 states). The work budget therefore binds where
 * states cost more than the fixtures' (docs/ARCHITECTURE.md, "Layer 2").
 */
const WORK_PER_STATE = 30;
/**
 * The run's work budget by default: 6,000,000 units (a unit is 2–4 µs on the reference machine,
 * 2 cores, idle), the same on every machine.
 */
const DEFAULT_WORK = WORK_PER_STATE * 200_000;

/** The work budget when none is given: the default's, or more for a larger state budget. */
function workBudget(opts: CheckOptions): number {
  return opts.maxWork ?? Math.max(DEFAULT_WORK, WORK_PER_STATE * opts.maxStates);
}

/**
 * How many times its share of steps a candidate's directed search may spend once a run has
 * reached its race, covering the outcomes of the guesses on the way (`if (sigaction(...) == -1)`
 * in each of four workers: sixteen runs of a few thousand steps).
 */
const CONFIRM_FACTOR = 4;

/** Share of the run's work units the directed search may spend, all candidates together. */
const DIRECTED_WORK_SHARE = 0.25;

/**
 * The state and step budgets decide; the time limit is only a safety net, set high enough that
 * with these defaults the budgets always bind first (no outcome depends on the machine's speed).
 */
export const DEFAULT_CHECK_OPTIONS: CheckOptions = {
  bound: 2,
  maxStates: 200_000,
  stepsPerCandidate: 20_000,
  maxSteps: 200_000,
  maxMs: 60_000,
  por: true,
};

export type CandidateStatus = 'eliminated' | 'confirmed' | 'possible';

/**
 * Why a candidate came out as it did: which budget, bound or unknown stopped the checker, with
 * its value and what was reached. src/report turns it into words.
 */
export type CheckReason =
  | { kind: 'race-reached'; by: 'directed' | 'exhaustive' }
  | { kind: 'no-interleaving' }
  | { kind: 'no-main' }
  /** An access layer 1 assumed for a call of `callee` (no body, no model) at file:line:column. */
  | { kind: 'unknown-callee-access'; callee?: string; file?: string; line?: number; column?: number }
  /**
   * A race found only through a decision on a value the model does not know: the first such; and
   * the budget that ended the exploration before it found one through known values only, if one did.
   */
  | { kind: 'unknown-value'; by?: Abstraction; then?: CheckReason }
  /** The group's share of the state budget ran out. */
  | { kind: 'state-budget'; limit: number; reached: number }
  /** The group's share of the work budget (work.ts) ran out, after `states` states. */
  | { kind: 'work-budget'; limit: number; reached: number; states: number }
  /** The run's work budget was spent before the group's turn. */
  | { kind: 'run-work-budget'; limit: number; reached: number }
  /** The run's state budget was spent before the group's turn. */
  | { kind: 'run-state-budget'; limit: number; reached: number }
  | { kind: 'time-limit'; ms: number }
  /** A run-wide ceiling (src/util/budget.ts: memory, the whole run's time) ran out; `text` says which. */
  | { kind: 'run-budget'; text: string }
  /** A path was cut short (deep recursion, endless local computation). */
  | { kind: 'cut-short' }
  | { kind: 'bound'; bound: number }
  | { kind: 'too-many-threads'; instances: number; limit: number; bound: number }
  | { kind: 'entry-point-alone' };

export interface CandidateOutcome {
  status: CandidateStatus;
  race: RaceFound | undefined;
  /** Accesses seen racing in some explored state. */
  racing: Set<Access>;
  /** For a confirmed candidate: the instances seen making each racing access (`worker#3`). */
  makers?: Makers;
  /**
   * For a confirmed candidate whose cell holds several objects: the races found on the others
   * than `race`'s, one per location (exact ones when there are; one reached only through a
   * decision the model could not make exactly is `abstracted`), each with the accesses racing there.
   */
  elsewhere?: LocatedRace[];
  /**
   * For a confirmed candidate whose exploration stopped early: its other accesses, not seen racing
   * yet (nor eliminated). They are accesses of the same racing location, listed with its finding.
   */
  undecided?: Set<Access>;
  reason: CheckReason;
  /**
   * The model it was decided in (to replay its witness): the bound, the spawns left out, and
   * whether long loops' counters were widened (`Machine.widenLoops`; a directed run keeps them)
   * and whether it was a directed run's (`Machine.directed`).
   */
  model?: {
    bound: number;
    removed: ReadonlyMap<Instr, ReadonlySet<string>>;
    widenLoops: boolean;
    directed?: boolean;
  };
}

export interface Layer2Result {
  outcomes: CandidateOutcome[];
  states: number;
  /** Work units spent (work.ts), directed search included. */
  work: number;
  /** Transitions taken by the directed search. */
  steps: number;
  transitions: number;
  complete: boolean;
  elided: boolean;
  ms: number;
  machine: Machine | undefined;
  /** Set when some candidates needed too many threads to explore: the largest instance count. */
  skipped?: number;
  /** How many candidates that was. */
  skippedCandidates?: number;
  /** Set when the time limit (the safety net) ended the run early. */
  timeLimited?: boolean;
}

interface Group {
  kept: Set<Thread> & { over?: boolean };
  members: number[];
  /** What the directed search found, per member. */
  directed?: DirectedOutcome;
  /** The bound the directed search ran at (its witnesses replay at it). */
  directedBound?: number;
}

export function checkCandidates(program: Program, layer1: Layer1Result, given: CheckOptions): Layer2Result {
  const opts = { ...given, limitMs: given.limitMs ?? given.maxMs };
  const t0 = performance.now();
  const work0 = workMeter.units;
  const maxWork = workBudget(opts);
  const spent = () => workMeter.units - work0;
  const expired = () => performance.now() - t0 > opts.maxMs;
  const candidates = layer1.candidates;
  if (candidates.length === 0 || layer1.threads.length === 0)
    return {
      outcomes: candidates.map(() => ({
        status: 'possible',
        race: undefined,
        racing: new Set(),
        reason: { kind: 'no-main' },
      })),
      states: 0,
      work: 0,
      steps: 0,
      transitions: 0,
      complete: true,
      elided: false,
      ms: 0,
      machine: undefined,
    };
  const relevance = new Relevance(program, layer1.pt);
  const abstractRelevance = new Relevance(program, layer1.pt, true);
  const slicer = new Slicer(layer1, relevance);
  const risky = new Map(layer1.unknownCallees.flatMap((u) => (u.risky ? [[u.name, u.risky] as const] : [])));
  // Candidates that need the same threads are explored together, each group in its own model.
  const groups = new Map<string, Group>();
  candidates.forEach((c, i) => {
    // Past MAX_INSTANCES the slice is not finished: its candidates are not explored anyway, and
    // finishing it costs threads² per candidate (minutes at a thousand threads).
    const kept = slicer.keep(c, (t) => (t.many ? opts.bound : 1), MAX_INSTANCES);
    const key = kept.over
      ? 'over'
      : [...kept]
          .map((t) => t.id)
          .sort((a, b) => a - b)
          .join(',');
    const g = groups.get(key) ?? { kept, members: [] };
    g.members.push(i);
    groups.set(key, g);
  });
  const outcomes: CandidateOutcome[] = new Array(candidates.length);
  let skipped: number | undefined;
  let skippedCandidates = 0;
  let complete = true;
  const explorable: Group[] = [];
  for (const g of groups.values()) {
    const possible = (reason: CheckReason) => {
      for (const i of g.members)
        outcomes[i] = { status: 'possible', race: undefined, racing: new Set(), reason };
    };
    // Exploration grows exponentially with the thread instances; past a size it cannot finish in
    // any budget, so none is spent: the candidates stay possible.
    const instances = [...g.kept].reduce((n, t) => n + (t.many ? opts.bound : 1), 0);
    if (g.kept.over || instances > MAX_INSTANCES) {
      possible({ kind: 'too-many-threads', instances, limit: MAX_INSTANCES, bound: opts.bound });
      skipped = Math.max(skipped ?? 0, instances);
      skippedCandidates += g.members.length;
      complete = false;
      continue;
    }
    if ([...g.kept].some((t) => t.configured && !t.configured.withMain)) {
      possible({ kind: 'entry-point-alone' });
      continue;
    }
    explorable.push(g);
  }
  const rootsOf = (g: Group) =>
    [...g.kept].filter((t) => t.configured).map((t) => ({ fn: t.entry, many: t.many }));
  // First the directed search of every group (one execution confirms a race, and it is cheap),
  // so that no exhaustive exploration spends the run's budgets before a confirmation.
  let steps = 0;
  // Every candidate gets the same share of the run's steps (at least a floor, while they last).
  const explorableCandidates = explorable.reduce((n, g) => n + g.members.length, 0);
  const share = Math.min(
    opts.stepsPerCandidate,
    Math.max(DIRECTED_STEP_FLOOR, Math.floor(opts.maxSteps / Math.max(1, explorableCandidates))),
  );
  // The directed search's own cap in work units (its transitions can run long loops).
  const directedOver = () => spent() > maxWork * DIRECTED_WORK_SHARE;
  for (const g of explorable) {
    if (share <= 0 || steps >= opts.maxSteps || directedOver() || expired() || opts.stop?.()) break;
    // One execution costs its steps, not its interleavings: it runs with as many instances as the
    // exploration may raise the bound to, so a pool that waits for its four workers to start
    // gets past the wait (at the bound of 2 it spins there for ever).
    const directedBound = Math.max(opts.bound, MAX_BOUND);
    const model = groupModel(
      program,
      layer1,
      relevance,
      risky,
      g.members,
      slicer.removedSpawns(g.kept),
      directedBound,
    );
    model.machine.manyRoots = rootsOf(g).some((x) => x.many);
    // One path at a time: loops run exactly, so a race after a long loop is confirmed.
    model.machine.widenLoops = false;
    model.machine.directed = true;
    const start = model.machine.initialState(mainOf(program), rootsFor(rootsOf(g), directedBound));
    const perCandidate = Math.min(share, Math.floor((opts.maxSteps - steps) / g.members.length));
    g.directedBound = directedBound;
    g.directed = directedSearch(model.machine, start, g.members.length, {
      steps: perCandidate,
      confirmSteps: CONFIRM_FACTOR * perCandidate,
      // The run's ceilings (its time, the heap) stop a long run too.
      expired: () => directedOver() || expired() || opts.stop?.() !== undefined,
    });
    steps += g.directed.steps;
  }
  // Then the exhaustive exploration, group by group, for what the directed search left open.
  let states = 0;
  let transitions = 0;
  let elided = false;
  let machine: Machine | undefined;
  let timeLimited = false;
  let done = 0;
  for (const g of explorable) {
    done++;
    const ceiling = opts.stop?.();
    if (states >= opts.maxStates || spent() >= maxWork || expired() || ceiling) {
      timeLimited ||= expired();
      const reason: CheckReason = ceiling
        ? { kind: 'run-budget', text: ceiling }
        : expired()
          ? { kind: 'time-limit', ms: Math.round(opts.limitMs ?? opts.maxMs) }
          : states >= opts.maxStates
            ? { kind: 'run-state-budget', limit: opts.maxStates, reached: states }
            : { kind: 'run-work-budget', limit: maxWork, reached: Math.round(spent()) };
      g.members.forEach((i, local) => {
        outcomes[i] = directedOutcome(g, local, slicer.removedSpawns(g.kept)) ?? {
          status: 'possible',
          race: undefined,
          racing: new Set(),
          reason,
        };
      });
      complete = false;
      continue;
    }
    // Each group gets its share of what is left of the run's state budget (at least a floor), so
    // one hard group cannot starve the others. A group the directed search confirmed entirely is
    // explored only to find its other racing accesses.
    const groupsLeft = explorable.length - done + 1;
    const statesLeft = opts.maxStates - states;
    const share = Math.max(Math.ceil(statesLeft / groupsLeft), Math.min(statesLeft, GROUP_STATE_FLOOR));
    const workLeft = maxWork - spent();
    const workShare = Math.max(workLeft / groupsLeft, Math.min(workLeft, WORK_PER_STATE * GROUP_STATE_FLOOR));
    // Not when a member's cell holds several objects: another of them may race too, and only
    // the exploration finds it (fuzz seed 83796: a third object of the cell was never reached).
    const oneObjectEach = g.members.every((i) => !layer1.pt.holdsSeveralObjects(layer1.candidates[i]!.cell));
    const allConfirmed = (g.directed?.races.every((r) => r !== undefined) ?? false) && oneObjectEach;
    // Abstraction first: the model without the values that only decide branches is small (loops
    // on them cost one state) and over-approximates the program, so what no interleaving of it
    // reaches is eliminated; a race it reaches through a branch it did not track adds what that
    // branch reads and explores again. The concrete model then decides the rest with what is left.
    const removed = slicer.removedSpawns(g.kept);
    const spentBefore = spent();
    const abstract = allConfirmed
      ? undefined
      : exploreAbstractly(program, layer1, relevance, abstractRelevance, risky, g, removed, rootsOf(g), {
          ...opts,
          maxWork: workShare * ABSTRACT_SHARE,
          maxStates: Math.ceil(share * ABSTRACT_SHARE),
          maxMs: opts.maxMs - (performance.now() - t0),
        });
    const eliminated = (local: number) => abstract?.eliminated[local] !== undefined;
    // Every member decided (confirmed by the directed search or eliminated abstractly): the
    // concrete model is explored only briefly, for the confirmed ones' other racing accesses.
    const decided =
      oneObjectEach &&
      g.members.every((_, local) => eliminated(local) || g.directed?.races[local] !== undefined);
    const concrete = g.members.every((_, local) => eliminated(local))
      ? undefined
      : exploreGroup(program, layer1, relevance, risky, g, removed, rootsOf(g), {
          ...opts,
          maxWork: decided
            ? Math.min(workShare, WORK_PER_STATE * CONFIRMED_GROUP_STATES)
            : Math.max(1, workShare - (spent() - spentBefore)),
          maxStates: decided
            ? Math.min(share, CONFIRMED_GROUP_STATES)
            : Math.max(1, share - (abstract?.states ?? 0)),
          maxMs: opts.maxMs - (performance.now() - t0),
        });
    const groupBudget = { states: share, work: workShare, abstractStates: abstract?.states ?? 0 };
    g.members.forEach((i, local) => {
      outcomes[i] = eliminated(local)
        ? abstract!.eliminated[local]!
        : withGroupBudget(concrete!.outcomes[local]!, groupBudget, spent() - spentBefore);
    });
    for (const run of [abstract, concrete]) {
      if (!run) continue;
      states += run.states;
      transitions += run.transitions;
      elided ||= run.elided;
      timeLimited ||= run.timeLimited;
      machine = run.machine ?? machine;
    }
    // Members the abstract model eliminated were decided by a complete exploration of it.
    if (concrete) complete &&= concrete.complete;
  }
  return {
    outcomes,
    states,
    work: spent(),
    steps,
    transitions,
    complete,
    elided,
    ms: performance.now() - t0,
    machine,
    ...(skipped !== undefined ? { skipped, skippedCandidates } : {}),
    ...(timeLimited ? { timeLimited } : {}),
  };
}

function mainOf(program: Program): IrFunction | undefined {
  return [...program.functions.values()].find((f) => f.name === 'main' && !f.isStatic);
}

function rootsFor(roots: readonly { fn: IrFunction; many: boolean }[], bound: number) {
  return roots.map((x) => ({ fn: x.fn, count: x.many ? bound : 1 }));
}

/** The model of a group of candidates at a bound: its machine and each candidate's accesses. */
function groupModel(
  program: Program,
  layer1: Layer1Result,
  relevance: Relevance,
  risky: ReadonlyMap<string, string>,
  members: readonly number[],
  removed: ReadonlyMap<Instr, ReadonlySet<string>>,
  bound: number,
): { machine: Machine; accessesOf: Set<Access>[] } {
  const candidates = members.map((i) => layer1.candidates[i]!);
  const byAccess = new Map<Access, number[]>();
  candidates.forEach((c, local) => {
    for (const ta of c.accesses) {
      if (ta.record.unknownCallee) continue;
      const list = byAccess.get(ta.record.access) ?? [];
      if (!list.includes(local)) list.push(local);
      byAccess.set(ta.record.access, list);
    }
  });
  const accessesOf = candidates.map(
    (c) => new Set(c.accesses.filter((ta) => !ta.record.unknownCallee).map((ta) => ta.record.access)),
  );
  return { machine: new Machine(program, layer1.pt, bound, byAccess, risky, relevance, removed), accessesOf };
}

/** A candidate the directed search confirmed, as an outcome (undefined when it did not). */
function directedOutcome(
  g: Group,
  local: number,
  removed: ReadonlyMap<Instr, ReadonlySet<string>>,
): CandidateOutcome | undefined {
  const race = g.directed?.races[local];
  if (!race) return undefined;
  return {
    status: 'confirmed',
    race,
    racing: g.directed!.racing[local]!,
    makers: g.directed!.makers[local]!,
    reason: { kind: 'race-reached', by: 'directed' },
    model: { bound: g.directedBound!, removed, widenLoops: false, directed: true },
  };
}

/** One model for a group of candidates: explored at the bound, and again with more if needed. */
function exploreGroup(
  program: Program,
  layer1: Layer1Result,
  relevance: Relevance,
  risky: ReadonlyMap<string, string>,
  g: Group,
  removed: ReadonlyMap<Instr, ReadonlySet<string>>,
  roots: readonly { fn: IrFunction; many: boolean }[],
  opts: CheckOptions & {
    /** A round of the abstract model: stop once every member has a race (refinement needs one). */
    abstract?: boolean;
  },
): {
  outcomes: CandidateOutcome[];
  states: number;
  transitions: number;
  complete: boolean;
  elided: boolean;
  timeLimited: boolean;
  machine: Machine;
} {
  const t0 = performance.now();
  const candidates = g.members.map((i) => layer1.candidates[i]!);
  // Explore at the bound; when instances beyond it are what keeps a candidate undecided and the
  // budget allows, explore again with twice the bound (up to MAX_BOUND).
  let bound = opts.bound;
  let states = 0;
  let work = 0;
  let transitions = 0;
  const maxWork = workBudget(opts);
  // Long loops' counters are widened first (what keeps the search finite); a race found only
  // through a widened counter explores again with every counter tracked, when the first search
  // was cheap, and each candidate keeps the more decided of the two outcomes.
  let widen = true;
  let widened: CandidateOutcome[] | undefined;
  for (;;) {
    const { machine, accessesOf } = groupModel(program, layer1, relevance, risky, g.members, removed, bound);
    // An entry point with many instances runs `bound` of them: like an elided spawn site.
    machine.manyRoots = roots.some((x) => x.many);
    machine.widenLoops = widen;
    const limit = opts.maxStates - states;
    const workLimit = maxWork - work;
    const r = explore(
      machine,
      program,
      candidates.length,
      {
        maxStates: limit,
        maxWork: workLimit,
        maxMs: opts.maxMs - (performance.now() - t0),
        por: opts.por,
        ...(opts.stop ? { stop: opts.stop } : {}),
        ...(opts.abstract ? { untilEveryRace: true } : {}),
      },
      accessesOf,
      layer1,
      rootsFor(roots, bound),
      candidates.map((c) => layer1.pt.holdsSeveralObjects(c.cell)),
    );
    states += r.states;
    work += r.work;
    transitions += r.transitions;
    const stop: CheckReason =
      r.stoppedBy === 'time'
        ? { kind: 'time-limit', ms: Math.round(opts.limitMs ?? opts.maxMs) }
        : r.stoppedBy === 'states'
          ? { kind: 'state-budget', limit, reached: r.states }
          : r.stoppedBy === 'work'
            ? {
                kind: 'work-budget',
                limit: Math.round(workLimit),
                reached: Math.round(r.work),
                states: r.states,
              }
            : r.stoppedBy === 'run'
              ? { kind: 'run-budget', text: r.stopNote ?? 'a budget of the whole run ran out' }
              : { kind: 'cut-short' };
    const fresh = candidates.map((c, local): CandidateOutcome => {
      const o = {
        ...decide(c, local, r, layer1, machine, stop),
        model: { bound, removed, widenLoops: widen },
      };
      return withDirected(o, c, g, local, removed, r) ?? o;
    });
    const outcomes = widened ? fresh.map((o, k) => (o.status === 'possible' ? widened![k]! : o)) : fresh;
    widened = undefined;
    const cheap = states * 4 <= opts.maxStates && work * 4 <= maxWork;
    if (widen && !opts.abstract && cheap && outcomes.some((o) => throughWidenedCounter(machine, o))) {
      widen = false;
      widened = outcomes;
      continue;
    }
    // Under throttling, a race found only through an abstraction may show exactly with more
    // instances running at once.
    const boundLimited = outcomes.some(
      (o) =>
        o.reason.kind === 'bound' ||
        (!opts.abstract && r.throttled && o.status === 'possible' && o.race !== undefined),
    );
    if (!boundLimited || bound >= MAX_BOUND || states * 4 > opts.maxStates || work * 4 > maxWork)
      return {
        outcomes,
        states,
        transitions,
        complete: r.complete,
        elided: r.elided,
        timeLimited: r.stoppedBy === 'time',
        machine,
      };
    bound = Math.min(MAX_BOUND, bound * 2);
  }
}

/** A possible outcome whose race went through a branch on a loop counter the search widened. */
function throughWidenedCounter(machine: Machine, o: CandidateOutcome): boolean {
  if (o.status !== 'possible' || o.reason.kind !== 'unknown-value' || !o.race?.abstractedBy) return false;
  const d = machine.decisionBehind(o.race.abstractedBy);
  return d !== undefined && machine.widenedCounterIn(d.fn, d.cond) !== undefined;
}

/**
 * The exhaustive search's outcome, with the directed search's race when that one found an exact
 * race and the exhaustive search did not (the directed witness replays at the directed bound).
 */
function withDirected(
  o: CandidateOutcome,
  c: RaceCandidate,
  g: Group,
  local: number,
  removed: ReadonlyMap<Instr, ReadonlySet<string>>,
  r: ExploreResult,
): CandidateOutcome | undefined {
  const d = directedOutcome(g, local, removed);
  if (!d || o.status === 'confirmed') return undefined;
  if (o.reason.kind === 'unknown-callee-access') return undefined;
  const racing = new Set([...d.racing, ...(r.racing[local] ?? [])]);
  const makers: Makers = new Map([...(d.makers ?? [])].map(([a, names]) => [a, new Set(names)]));
  for (const [access, names] of r.makers[local] ?? [])
    for (const name of names) noteMaker(makers, access, name);
  const undecided = r.complete ? undefined : new Set([...allAccesses(c)].filter((a) => !racing.has(a)));
  // Races the exhaustive search found at other objects of the candidate's cell are findings of
  // their own (possible when not exact), not accesses of the directed race's object.
  const { here, elsewhere } = d.race
    ? splitByLocation(d.race, racing, r.byLocation[local]!)
    : { here: racing, elsewhere: [] };
  return {
    ...d,
    racing: here,
    makers,
    ...(elsewhere.length > 0 ? { elsewhere } : {}),
    ...(undecided?.size ? { undecided } : {}),
  };
}

/** Rounds of refinement of the abstract model, at most, before the concrete model decides. */
const MAX_REFINEMENTS = 8;
/**
 * The first round's share of the abstract budget; each later one may spend up to twice what the
 * rounds before it had (a sixteenth, then an eighth, a quarter, a half, all of it).
 */
const FIRST_ROUND_SHARE = 1 / 16;

/**
 * The abstract model of a group, refined on demand (CEGAR limited to the value slice): explore
 * it; a member no interleaving reaches is eliminated (every round over-approximates the program);
 * for a member whose race went through a branch on a value the model did not track, track what
 * that branch reads and explore again, until nothing is left to refine, the abstract model is the
 * concrete one, or its budget (`opts`) is spent.
 */
function exploreAbstractly(
  program: Program,
  layer1: Layer1Result,
  concrete: Relevance,
  start: Relevance,
  risky: ReadonlyMap<string, string>,
  g: Group,
  removed: ReadonlyMap<Instr, ReadonlySet<string>>,
  roots: readonly { fn: IrFunction; many: boolean }[],
  opts: CheckOptions,
): {
  eliminated: (CandidateOutcome | undefined)[];
  states: number;
  transitions: number;
  elided: boolean;
  timeLimited: boolean;
  machine: Machine | undefined;
} {
  const t0 = performance.now();
  const work0 = workMeter.units;
  const eliminated: (CandidateOutcome | undefined)[] = g.members.map(() => undefined);
  const out = {
    eliminated,
    states: 0,
    transitions: 0,
    elided: false,
    timeLimited: false,
    machine: undefined as Machine | undefined,
  };
  let relevance: Relevance | undefined = start;
  for (let round = 0; round < MAX_REFINEMENTS && relevance; round++) {
    if (!abstractionDiffers(concrete, relevance)) break;
    // Rounds start small and double: an abstract model worth exploring is small, and one that is
    // not must not take the concrete model's budget.
    const cap = (n: number) => Math.min(n, Math.ceil(n * FIRST_ROUND_SHARE * 2 ** round));
    const statesLeft = cap(opts.maxStates) - out.states;
    const workLeft = cap(workBudget(opts)) - (workMeter.units - work0);
    if (statesLeft <= 0 || workLeft <= 0) break;
    const run = exploreGroup(program, layer1, relevance, risky, g, removed, roots, {
      ...opts,
      abstract: true,
      maxStates: statesLeft,
      maxWork: workLeft,
      maxMs: opts.maxMs - (performance.now() - t0),
    });
    out.states += run.states;
    out.transitions += run.transitions;
    out.elided ||= run.elided;
    out.timeLimited ||= run.timeLimited;
    out.machine = run.machine;
    const branches: { cond: Expr; fn: IrFunction }[] = [];
    run.outcomes.forEach((o, local) => {
      if (o.status === 'eliminated') eliminated[local] ??= o;
      else if (!eliminated[local] && o.race?.abstractedBy) {
        const d = run.machine.decisionBehind(o.race.abstractedBy);
        if (d) branches.push(d);
      }
    });
    if (run.timeLimited || eliminated.every((o) => o !== undefined)) break;
    // Nothing to refine: the model explored is the best abstraction found; the concrete one is next.
    relevance = branches.length > 0 ? relevance.refined(branches) : undefined;
  }
  return out;
}

/**
 * A concrete outcome stopped by its group's budget names the group's whole budget and what the
 * group spent of it, the abstract model's exploration included (the concrete one had the rest).
 */
function withGroupBudget(
  o: CandidateOutcome,
  budget: { states: number; work: number; abstractStates: number },
  workSpent: number,
): CandidateOutcome {
  if (budget.abstractStates === 0) return o;
  const whole = (r: CheckReason): CheckReason =>
    r.kind === 'state-budget'
      ? { ...r, limit: budget.states, reached: r.reached + budget.abstractStates }
      : r.kind === 'work-budget'
        ? {
            ...r,
            limit: Math.round(budget.work),
            reached: Math.round(workSpent),
            states: r.states + budget.abstractStates,
          }
        : r;
  const reason =
    o.reason.kind === 'unknown-value' && o.reason.then
      ? { ...o.reason, then: whole(o.reason.then) }
      : whole(o.reason);
  return { ...o, reason };
}

/**
 * Does the abstract model differ from the concrete one: does the concrete one track a value the
 * abstract one does not (the abstract slice is the concrete one's subset)? When not, exploring
 * the abstract one would only spend budget.
 */
function abstractionDiffers(concrete: Relevance, abstract: Relevance): boolean {
  return abstract.size < concrete.size;
}

/**
 * The threads a candidate needs: those that make its accesses, their creators, the threads that
 * write anything in the value slice that a needed thread reads, and every thread that signals or
 * waits on a barrier, semaphore, condition or once (a missing participant could block the rest).
 * Threads taking a lock a needed thread takes are needed too (holding it
 * forever would keep the others waiting). The rest cannot change what the needed threads do:
 * their spawns are skipped in the model and joining them returns at once (they could have been
 * that fast).
 */
class Slicer {
  private readonly reads = new Map<Thread, Set<Cell>>();
  private readonly writes = new Map<Thread, Set<Cell>>();
  private readonly locks = new Map<Thread, Set<Cell>>();
  private readonly signalling: Thread[];

  constructor(
    private readonly layer1: Layer1Result,
    relevance: Relevance,
  ) {
    const pt = layer1.pt;
    for (const t of layer1.threads) {
      const r = new Set<Cell>();
      const w = new Set<Cell>();
      for (const ctx of t.contexts)
        for (const rec of ctx.accesses)
          for (const cell of rec.cells) {
            const c = pt.find(cell);
            if (rec.access.kind === 'write') w.add(c);
            else if (relevance.isRelevantCell(c)) r.add(c);
          }
      this.reads.set(t, r);
      this.writes.set(t, w);
    }
    for (const t of layer1.threads) {
      const locks = new Set<Cell>();
      for (const ctx of t.contexts)
        for (const b of ctx.fn.blocks)
          for (const i of b.instrs)
            if (i.op === 'lock' || i.op === 'trylock' || i.op === 'cond-wait') {
              const c = pt.valueOf(i.lock, ctx.fn);
              if (c) locks.add(pt.find(c));
            }
      this.locks.set(t, locks);
    }
    this.signalling = layer1.threads.filter((t) =>
      t.contexts.some((ctx) =>
        ctx.fn.blocks.some((b) =>
          b.instrs.some((i) =>
            ['barrier-wait', 'sem-wait', 'sem-post', 'cond-wait', 'cond-signal', 'once'].includes(i.op),
          ),
        ),
      ),
    );
  }

  /**
   * The threads a candidate's exploration needs. Stops early, marked `over`, once their instances
   * (`weight` each) pass `limit`: such a slice is never explored.
   */
  keep(
    c: RaceCandidate,
    weight: (t: Thread) => number = () => 1,
    limit = Number.POSITIVE_INFINITY,
  ): Set<Thread> & { over?: boolean } {
    const kept: Set<Thread> & { over?: boolean } = new Set<Thread>();
    const work: Thread[] = [];
    let instances = 0;
    const add = (t: Thread | undefined) => {
      if (t && !kept.has(t)) {
        kept.add(t);
        work.push(t);
        instances += weight(t);
      }
    };
    for (const ta of c.accesses) add(ta.thread);
    for (const t of this.signalling) add(t);
    while (work.length > 0) {
      if (instances > limit) {
        kept.over = true;
        return kept;
      }
      const t = work.pop()!;
      add(t.parent);
      const reads = this.reads.get(t)!;
      const locks = this.locks.get(t)!;
      for (const w of this.layer1.threads) {
        if (kept.has(w)) continue;
        // A thread taking the same locks could keep them (and so the needed threads) waiting.
        if ([...this.locks.get(w)!].some((l) => locks.has(l))) {
          add(w);
          continue;
        }
        for (const cell of this.writes.get(w)!)
          if (reads.has(cell)) {
            add(w);
            break;
          }
      }
    }
    return kept;
  }

  /** Spawn sites and entries the model skips: those of threads not kept (and of no kept one). */
  removedSpawns(kept: ReadonlySet<Thread>): Map<Instr, Set<string>> {
    const keep = new Set<string>();
    for (const t of kept) if (t.site) keep.add(`${this.siteKey(t)}`);
    const out = new Map<Instr, Set<string>>();
    for (const t of this.layer1.threads) {
      if (!t.site || kept.has(t) || keep.has(this.siteKey(t))) continue;
      const set = out.get(t.site.instr) ?? new Set<string>();
      set.add(t.entry.id);
      out.set(t.site.instr, set);
    }
    return out;
  }

  private siteKey(t: Thread): string {
    return `${t.site!.id}|${t.entry.id}`;
  }
}

const GROUP_STATE_FLOOR = 50_000;
/** Directed steps every candidate may have, however many share the run's steps. */
const DIRECTED_STEP_FLOOR = 2_000;
/** States for a group the directed search confirmed entirely: only to see more racing accesses. */
const CONFIRMED_GROUP_STATES = 20_000;
/**
 * The share of a group's states and work the abstract model and its refinements may spend first:
 * half, so a group they cannot decide keeps half its budget for the concrete model.
 */
const ABSTRACT_SHARE = 0.5;
const MAX_BOUND = 8;

function decide(
  c: RaceCandidate,
  i: number,
  r: ExploreResult,
  layer1: Layer1Result,
  machine: Machine,
  /** What stopped the exploration when it is not complete. */
  stop: CheckReason,
): CandidateOutcome {
  const race = r.races[i];
  const racing = r.racing[i]!;
  const assumed = c.accesses.find((ta) => ta.record.unknownCallee);
  if (assumed) {
    const at = assumed.record.access.range;
    return {
      status: 'possible',
      race,
      racing: allAccesses(c),
      reason: {
        kind: 'unknown-callee-access',
        callee: calleeName(assumed.record.unknownCallee!),
        file: at.file,
        line: at.line,
        column: at.column,
      },
    };
  }
  if (race && !race.abstracted) {
    const undecided = r.complete ? undefined : new Set([...allAccesses(c)].filter((a) => !racing.has(a)));
    const { here, elsewhere } = splitByLocation(race, racing, r.byLocation[i]!);
    return {
      status: 'confirmed',
      race,
      racing: here,
      makers: r.makers[i]!,
      ...(elsewhere.length > 0 ? { elsewhere } : {}),
      ...(undecided?.size ? { undecided } : {}),
      reason: { kind: 'race-reached', by: 'exhaustive' },
    };
  }
  if (race) {
    // Every race found went through a value the model does not know; those at other objects of
    // the candidate's cell are possible findings of their own, named after what they touched.
    const { here, elsewhere } = splitByLocation(race, racing, r.byLocation[i]!);
    const unseen = r.complete ? [] : [...allAccesses(c)].filter((a) => !racing.has(a));
    return {
      status: 'possible',
      race,
      racing: new Set([...here, ...unseen]),
      ...(elsewhere.length > 0 ? { elsewhere } : {}),
      reason: {
        kind: 'unknown-value',
        ...(race.abstractedBy ? { by: race.abstractedBy } : {}),
        ...(r.complete ? {} : { then: stop }),
      },
    };
  }
  if (!r.complete) return { status: 'possible', race, racing: allAccesses(c), reason: stop };
  // Spawns elided outright (past the dormant instances too): their threads never ran and joining
  // them returned at once, so only a race between two instances of such a site, which two
  // modelled instances show, can be ruled out.
  if (r.elided && !amongElidedInstances(c, machine))
    return {
      status: 'possible',
      race,
      racing: allAccesses(c),
      reason: { kind: 'bound', bound: machine.bound },
    };
  if ((r.elided || r.throttled || machine.manyRoots) && !boundIsHarmless(c, layer1, machine))
    return {
      status: 'possible',
      race,
      racing: allAccesses(c),
      reason: { kind: 'bound', bound: machine.bound },
    };
  return { status: 'eliminated', race, racing, reason: { kind: 'no-interleaving' } };
}

/**
 * A candidate's races apart by location: the accesses of `race`'s (with those of races at
 * addresses the model did not know), and the first race at each other location, exact or not.
 */
function splitByLocation(
  race: RaceFound,
  racing: ReadonlySet<Access>,
  byLocation: ReadonlyMap<string, LocatedRace>,
): { here: Set<Access>; elsewhere: LocatedRace[] } {
  const key = locationKey(race.at ?? '');
  const elsewhere = [...byLocation].filter(([k]) => k !== key).map(([, located]) => located);
  if (elsewhere.length === 0) return { here: new Set(racing), elsewhere };
  const own = byLocation.get(key)?.racing ?? new Set<Access>();
  const onlyElsewhere = new Set(elsewhere.flatMap((l) => [...l.racing]).filter((a) => !own.has(a)));
  return { here: new Set([...racing].filter((a) => !onlyElsewhere.has(a))), elsewhere };
}

/** Every access of the candidate is made by an instance of a spawn site some spawn of was elided. */
function amongElidedInstances(c: RaceCandidate, machine: Machine): boolean {
  const sites = new Set<Instr>(machine.elidedSites);
  return c.accesses.every((ta) => ta.thread.site !== undefined && sites.has(ta.thread.site.instr));
}

function allAccesses(c: RaceCandidate): Set<Access> {
  return new Set(c.accesses.map((ta) => ta.record.access));
}

/**
 * Instances beyond the bound cannot matter when every elided site starts its instances with the
 * same argument (they are symmetric: any race among k of them shows among two) and the threads
 * of the candidate read nothing that a multi-instance thread writes, apart from the accesses' own
 * location.
 */
function boundIsHarmless(c: RaceCandidate, layer1: Layer1Result, machine: Machine): boolean {
  for (const site of [...machine.elidedSites, ...machine.throttledSites]) {
    const fn = machine.siteFns.get(site);
    if (!fn || !sameArgumentEveryTime(site, fn)) return false;
  }
  const pt = layer1.pt;
  const involved = new Set<Thread>(c.accesses.map((ta) => ta.thread));
  const reads = new Set<Cell>();
  for (const t of involved)
    for (const ctx of t.contexts)
      for (const rec of ctx.accesses)
        if (rec.access.kind === 'read') for (const cell of rec.cells) reads.add(pt.find(cell));
  const own = pt.find(c.cell);
  for (const t of layer1.threads) {
    if (!t.many) continue;
    for (const ctx of t.contexts)
      for (const rec of ctx.accesses) {
        if (rec.access.kind !== 'write') continue;
        for (const cell of rec.cells) {
          const x = pt.find(cell);
          if (x !== own && reads.has(x)) return false;
        }
      }
  }
  return true;
}
