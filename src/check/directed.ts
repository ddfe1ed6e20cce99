/**
 * Directed search: before any exhaustive exploration, look for ONE execution that reaches a
 * candidate's race. One execution confirms a race, and a run costs its steps, not the states of
 * every interleaving, so a race after a long loop is found in milliseconds where breadth-first
 * exploration runs out of states.
 *
 * Active scheduling as in RaceFuzzer (Sen, PLDI 2008): threads run one transition at a time; a
 * thread about to make one of the candidate's accesses is postponed while another thread can
 * move, so that the other thread reaches a conflicting access to the same memory (a race state,
 * checked in every state as `explore` does) before the first one moves on and synchronises. A
 * postponed thread is released when nothing else can move or after a patience of steps (another
 * thread may be waiting for it). Several deterministic seeded schedules are tried in turn.
 *
 * A run confirms only when every decision on its way was computed exactly (no state on it is
 * `abstracted`, the same criterion as the exhaustive search), with one exception: a branch on a
 * value the model does not know (what an unknown function returned: `if (sigaction(...) == -1)`)
 * is a guess, and a run through guesses confirms when the race is reached whichever way each of
 * them goes. The seed's schedule is then a strategy: it is replayed with every other outcome of
 * each guess (up to MAX_OUTCOME_RUNS runs), and every run must reach the race exactly. A real
 * execution gets some value at each guess; the run that took its outcomes is a witness for it.
 * The witness shown is then minimised: steps are dropped while the replay still reaches the race.
 */

import type { Access } from '../ir/types.js';
import {
  checkRaces,
  type ExploreNode,
  type Makers,
  nodesPath,
  noteMaker,
  type RaceFound,
  type ReplayStep,
  transition,
} from './explore.js';
import { admitsUsual } from './inputs.js';
import type { Machine } from './machine.js';
import { type Abstraction, abstractionKey, type MState, type MThread } from './state.js';
import { Towards } from './towards.js';

export interface DirectedBudget {
  /** Transitions for one candidate: its seeded runs, then the minimisation of its witness. */
  steps: number;
  /**
   * Transitions a seed whose first run reached the race may take in all to cover every outcome of
   * the guesses on its way (each outcome is a run of its own): more than `steps` leaves for it.
   */
  confirmSteps: number;
  /** Stops the search when it returns true (the run-wide safety net). */
  expired: () => boolean;
}

export interface DirectedOutcome {
  /** Per candidate of the group: an exact race reached by some run (minimised). */
  races: (RaceFound | undefined)[];
  /** Per candidate: the accesses of the exact races found. */
  racing: Set<Access>[];
  /** Per candidate: the instances making them. */
  makers: Makers[];
  /** Transitions taken in all. */
  steps: number;
}

/** One seed's schedule for one candidate: what every run of its strategy shares. */
interface RunSpec {
  machine: Machine;
  towards: Goals;
  start: MState;
  cand: number;
  seed: number;
  /** Stops the run when it returns true (the run-wide safety net). */
  expired: () => boolean;
}

/** What a run heads for: thread starts and the accesses looked for, or thread starts alone. */
interface Goals {
  any: Towards;
  spawns: Towards;
}

/** Schedules tried per candidate, each deterministic. */
const SEEDS = 6;
/** Seeds whose runs take the usual result of each status call first (the others: the nearest). */
const USUAL_SEEDS = 4;
/** Steps a postponed thread waits for a conflicting access before it is let go. */
const PATIENCE = 64;
/**
 * Steps one thread may run in a row before the schedule hands over to another, except under
 * seed 0 (stickLimit).
 */
const STICK_LIMIT = 256;
/** Share of a candidate's search steps seed 0's run may take (its thread is never made to hand over). */
const UNYIELDING_SHARE = 0.5;
/** Cycles a run may go round (each time switching threads) without headway before it is given up. */
const MAX_CYCLES = 16;
/** New states in a row that count as headway: the cycles before them are forgotten. */
const HEADWAY = 32;
/** Runs one seed's strategy may take to cover every outcome of the guesses on its way. */
const MAX_OUTCOME_RUNS = 16;
/** Share of a candidate's steps kept for minimising its witness. */
const MINIMISE_SHARE = 0.5;
/** Transitions the minimisation of a witness may take, per step of the witness. */
const MINIMISE_FACTOR = 4;

/**
 * Searches, candidate by candidate, for an execution reaching each one's race. Candidates an
 * earlier run already confirmed (a run may reach another candidate's race) are skipped.
 */
export function directedSearch(
  machine: Machine,
  start: MState,
  candidates: number,
  budget: DirectedBudget,
): DirectedOutcome {
  const races: (RaceFound | undefined)[] = new Array(candidates).fill(undefined);
  const racing = Array.from({ length: candidates }, () => new Set<Access>());
  const makers = Array.from({ length: candidates }, (): Makers => new Map());
  const any = new Towards(machine.program, new Set(machine.candidateAccesses.keys()));
  const towards = { any, spawns: any.spawns() };
  let steps = 0;
  for (let cand = 0; cand < candidates; cand++) {
    if (races[cand] || budget.expired()) continue;
    const searchSteps = Math.floor(budget.steps * (1 - MINIMISE_SHARE));
    let used = 0;
    for (let seed = 0; seed < SEEDS && used < searchSteps && !races[cand]; seed++) {
      const room = searchSteps - used;
      const run = everyOutcome(
        { machine, towards, start, cand, seed, expired: budget.expired },
        seed === 0 ? Math.floor(room * UNYIELDING_SHARE) : room,
        budget.confirmSteps,
      );
      used += run.steps;
      for (const [c, race] of run.found) {
        if (races[c]) continue;
        races[c] = race;
        racing[c]!.add(race.first.access).add(race.second.access);
        noteMaker(makers[c]!, race.first.access, race.first.thread);
        noteMaker(makers[c]!, race.second.access, race.second.thread);
      }
    }
    steps += used;
    const found = races[cand];
    if (found) {
      const room = Math.min(budget.steps - used, MINIMISE_FACTOR * found.replay.length);
      const min = minimise(machine, start, cand, found, room, budget.expired);
      steps += min.steps;
      races[cand] = found.eitherWay ? { ...min.race, eitherWay: found.eitherWay } : min.race;
    }
  }
  return { races, racing, makers, steps };
}

// ---------------------------------------------------------------- one seeded run

/**
 * A run's cycle check: where each thread is, its locals, memory and the locks, with stores named
 * by their hash. The exploration's key (stateKey) would keep every store of every run in the
 * machine's table (gigabytes on a long run) and spell out each pending access, most of a long
 * run's time; here a collision only makes a run switch threads early.
 */
function progressKey(s: MState): string {
  let key = `M${s.mem.hash()}`;
  for (const t of s.threads) {
    key += `|${t.tid}${t.done ? 'D' : ''}${t.wait ? `W${t.wait.k}` : ''}`;
    for (const f of t.frames) key += `/${f.fn.id}@${f.block}.${f.index}L${f.locals.hash()}`;
  }
  for (const [k, l] of s.locks) key += `|${k}:${l.owner}:${l.count}`;
  return key;
}

/** A small deterministic generator (mulberry32): the same seed gives the same schedule. */
function random(seed: number): () => number {
  let a = (seed * 0x9e3779b9) >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * How a seed schedules: seeds 0 and 1 keep running one thread until it is postponed, blocked or
 * done (lowest, resp. highest thread first), which gets through long sequential stretches; the
 * others switch threads at random with a growing probability.
 */
function switchChance(seed: number): number {
  return seed < 2 ? 0 : Math.min(0.9, 0.1 * 2 ** (seed - 2));
}

/**
 * Steps a thread may run in a row under `seed`. Seed 0 is a strict priority schedule (as PCT's
 * with no change point): the lowest thread runs until it is postponed, blocked, done or goes
 * round a cycle, so a producer fills a 256-slot queue before it reads what the workers did (with
 * a hand-over every 256 steps the workers drain the queue as fast as it fills). A thread that
 * loops without repeating a state could keep it for ever: its run has half the search's steps.
 */
function stickLimit(seed: number): number {
  return seed === 0 ? Number.POSITIVE_INFINITY : STICK_LIMIT;
}

function aboutToAccess(machine: Machine, t: MThread, cand: number): boolean {
  const op = machine.currentOp(t);
  if (!op || op.k === 'relock') return false;
  const accesses = op.k === 'instr' ? op.instr.accesses : op.term.accesses;
  return accesses.some((a) => machine.candidateAccesses.get(a)?.includes(cand));
}

/** Exact races found in state `s` at the end of the path `nodes` describes. */
function exactRacesAt(
  machine: Machine,
  s: MState,
  nodes: ExploreNode[],
  candidates: number,
): Map<number, RaceFound> {
  const out = new Map<number, RaceFound>();
  if (s.unguessable) return out;
  // Guesses alone: the strategy covers each of their outcomes (everyOutcome).
  if (s.abstracted) s = { ...s, abstracted: false, abstractedBy: undefined };
  const races: (RaceFound | undefined)[] = new Array(candidates).fill(undefined);
  const racing = Array.from({ length: candidates }, () => new Set<Access>());
  if (!checkRaces(machine, s, nodes.length - 1, nodesPath(nodes), races, racing)) return out;
  races.forEach((r, c) => {
    if (r && !r.abstracted) out.set(c, r);
  });
  return out;
}

/** A transition of a run that made guesses: how many outcomes it had, and which one was taken. */
interface GuessPoint {
  outcomes: number;
  taken: number;
  /** The branch the guess was made at (its condition and where). */
  at: Abstraction | undefined;
}

interface Run {
  steps: number;
  found: Map<number, RaceFound>;
  guesses: GuessPoint[];
}

/**
 * Seed `seed`'s strategy for candidate `cand`: its run, then a run for every other outcome of
 * each guess on the way (the outcomes before it kept), depth first. Races are confirmed only
 * when every run reaches them; none when a run does not, or the outcomes outnumber the runs.
 */
function everyOutcome(
  spec: RunSpec,
  searchSteps: number,
  confirmSteps: number,
): { steps: number; found: Map<number, RaceFound> } {
  const todo: number[][] = [[]];
  let steps = 0;
  let found: Map<number, RaceFound> | undefined;
  const branches = new Map<string, Abstraction>();
  // The first run searches; once it has reached the race, the others only cover its guesses.
  let maxSteps = searchSteps;
  for (let runs = 0; todo.length > 0; runs++) {
    if (runs === MAX_OUTCOME_RUNS || steps >= maxSteps) return { steps, found: new Map() };
    const forced = todo.pop()!;
    const run = scheduleRun(spec, maxSteps - steps, forced);
    steps += run.steps;
    if (!run.found.has(spec.cand)) return { steps, found: new Map() };
    maxSteps = Math.max(maxSteps, confirmSteps);
    // The races every run so far reached; the witness shown is the first run's.
    if (!found) found = run.found;
    else for (const c of [...found.keys()]) if (!run.found.has(c)) found.delete(c);
    for (const g of run.guesses) if (g.at) branches.set(abstractionKey(g.at), g.at);
    const taken = run.guesses.map((g) => g.taken);
    for (let k = forced.length; k < run.guesses.length; k++)
      for (let other = 0; other < run.guesses[k]!.outcomes; other++)
        if (other !== taken[k]) todo.push([...taken.slice(0, k), other]);
  }
  if (!found || branches.size === 0) return { steps, found: found ?? new Map() };
  const eitherWay = [...branches.values()];
  return { steps, found: new Map([...found].map(([c, race]) => [c, { ...race, eitherWay }])) };
}

/**
 * One run of seed `seed`'s schedule. At the k-th transition that makes a guess, outcome
 * `forced[k]` is taken (the last one past the forced ones: the else side, which for error checks
 * such as `if (rc == -1)` is the usual path, so the witness shown reads like a normal run).
 */
function scheduleRun(spec: RunSpec, maxSteps: number, forced: readonly number[]): Run {
  const { machine, towards, start, cand, seed, expired } = spec;
  const guesses: GuessPoint[] = [];
  const rnd = random(seed + 1);
  const chance = switchChance(seed);
  const candidates = machine.candidateAccesses.size === 0 ? 0 : countCandidates(machine);
  const nodes: ExploreNode[] = [{ parent: -1, step: undefined, replay: undefined }];
  /** Since which step each thread has been waiting at one of the candidate's accesses. */
  const waitingSince = new Map<number, number>();
  let s = start;
  let current = -1;
  let steps = 0;
  // States of this run: one seen again means the schedule goes round a cycle (a thread spinning
  // on a flag another thread must set): switch threads, and give up after a few cycles.
  const seen = new Set<string>();
  /** The memories of this run's states (by hash). */
  const memories = new Set<number>();
  let cycles = 0;
  /** Steps the current thread has run in a row. */
  let stuck = 0;
  /** New states met in a row since the last one seen again. */
  let fresh = 0;
  while (steps < maxSteps) {
    if (s.ended || s.unguessable) break;
    const found = exactRacesAt(machine, s, nodes, candidates);
    if (found.has(cand)) return { steps, found, guesses };
    if ((steps & 255) === 255 && expired()) break;
    const enabled = s.threads.filter((t) => machine.enabled(s, t));
    if (enabled.length === 0) break;
    const h = progressKey(s);
    const cycling = seen.has(h);
    // Cycles count since the run last made headway: a pool handing forty jobs to its workers
    // goes round a wait each time, and gets further between them.
    if (cycling) fresh = 0;
    else if (++fresh >= HEADWAY) cycles = 0;
    // Memory never seen in this run is headway too: a worker taking one job from a queue in a
    // dozen steps while the main thread spins on a counter changes the queue every time.
    const memory = s.mem.hash();
    if (!memories.has(memory)) {
      memories.add(memory);
      cycles = 0;
    }
    if (cycling && ++cycles > MAX_CYCLES) break;
    seen.add(h);
    const movable = enabled.filter((t) => {
      if (!aboutToAccess(machine, t, cand)) {
        waitingSince.delete(t.tid);
        return true;
      }
      const since = waitingSince.get(t.tid) ?? steps;
      waitingSince.set(t.tid, since);
      // Going round a cycle while it waits: the others make no headway without it.
      return cycling || steps - since > PATIENCE;
    });
    // A thread back from a condition wait (the model wakes it at any time) moves only when no
    // other can, or when the others go round a cycle (a main thread spinning until the workers
    // waiting for jobs have done half of them): it would test its condition again, find it
    // unchanged and wait again, a cycle each time. A wake-up that late is an execution too.
    const ready = movable.length > 0 ? movable : enabled;
    const awake = ready.filter((t) => t.wait?.k !== 'relock');
    const pool = awake.length > 0 && !cycling ? awake : ready;
    // A thread postponed past its patience goes first; a schedule that keeps one thread running
    // hands over after a while, so a thread looping on its own cannot starve the others.
    const released = pool.filter((x) => waitingSince.has(x.tid));
    const others = cycling || stuck >= stickLimit(seed) ? pool.filter((x) => x.tid !== current) : [];
    const t =
      released.length > 0
        ? released[0]!
        : others.length > 0
          ? others[Math.floor(rnd() * others.length)]!
          : pick(pool, current, seed, chance, rnd);
    stuck = t.tid === current ? stuck + 1 : 0;
    current = t.tid;
    const outs = transition(machine, s, t.tid);
    steps++;
    const chosen = guessed(s, outs)
      ? takeGuess(outs, guesses, forced)
      : preferExact(outs, rnd, (o) => distanceOn(towards, o.state, t.tid), seed < USUAL_SEEDS);
    nodes.push({ parent: nodes.length - 1, step: chosen.o.step, replay: { tid: t.tid, fork: chosen.fork } });
    waitingSince.delete(t.tid);
    s = chosen.o.state;
  }
  return { steps, found: exactRacesAt(machine, s, nodes, candidates), guesses };
}

type Outcome = ReturnType<typeof transition>[number];

/** The transition from `s` made a guess: each of its outcomes must be covered. */
function guessed(s: MState, outs: readonly Outcome[]): boolean {
  const before = s.guesses ?? 0;
  return outs.length > 1 && outs.some((o) => (o.state.guesses ?? 0) > before);
}

/** The outcome forced for this guess, or the last one; recorded for the runs of the others. */
function takeGuess(
  outs: readonly Outcome[],
  guesses: GuessPoint[],
  forced: readonly number[],
): { o: Outcome; fork: number } {
  const fork = forced[guesses.length] ?? outs.length - 1;
  guesses.push({ outcomes: outs.length, taken: fork, at: outs[fork]!.state.guessedAt });
  return { o: outs[fork]!, fork };
}

/**
 * Any outcome, one with no inexact decision but guesses when there is one (only those confirm);
 * among those, with `preferUsual`, one on which every status call so far succeeded (a `bind`
 * that failed, a `pthread_cond_init` that returned ENOMEM: the program's error paths give up, and
 * through a helper that returns -1 the static distance cannot tell them from the way on); then
 * one nearest to a thread start or an access looked for (the input's choice: the option that runs
 * the server, not the one that prints the usage and returns).
 */
function preferExact(
  outs: readonly Outcome[],
  rnd: () => number,
  distance: (o: Outcome) => number,
  preferUsual: boolean,
): { o: Outcome; fork: number } {
  const all = outs.map((o, fork) => ({ o, fork, far: distance(o) }));
  const exact = all.filter((x) => !x.o.state.unguessable);
  let pool = exact.length > 0 ? exact : all;
  const leading = pool.filter((x) => x.far < Number.POSITIVE_INFINITY);
  if (leading.length > 0) pool = leading;
  const usual = preferUsual ? pool.filter((x) => usualOnly(x.o.state)) : [];
  if (usual.length > 0) pool = usual;
  const nearest = Math.min(...pool.map((x) => x.far));
  const choices = pool.filter((x) => x.far === nearest);
  return choices[Math.floor(rnd() * choices.length)]!;
}

/** Every status call's result on the way is still its usual one (inputs.ts `admitsUsual`). */
function usualOnly(s: MState): boolean {
  for (const r of s.inputs?.values() ?? []) if (!admitsUsual(r)) return false;
  return true;
}

/**
 * How far the thread that moved is, after the step, from what the run looks for: a thread start
 * while it runs alone (nothing it does can race yet), else a start or an access looked for; in
 * its current function or, past its return, in its callers.
 */
function distanceOn(towards: Goals, s: MState, tid: number): number {
  if (s.ended) return Number.POSITIVE_INFINITY;
  const t = s.threads.find((x) => x.tid === tid);
  if (!t || t.frames.length === 0) return tid === 0 ? Number.POSITIVE_INFINITY : 0;
  const alone = s.threads.every((x) => x.tid === tid || x.done);
  return (alone ? towards.spawns : towards.any).distanceFrom(t.frames);
}

function pick(pool: MThread[], current: number, seed: number, chance: number, rnd: () => number): MThread {
  const stay = pool.find((t) => t.tid === current);
  if (stay && rnd() >= chance) return stay;
  if (seed === 0) return pool[0]!;
  if (seed === 1) return pool[pool.length - 1]!;
  return pool[Math.floor(rnd() * pool.length)]!;
}

function countCandidates(machine: Machine): number {
  let n = 0;
  for (const list of machine.candidateAccesses.values()) for (const c of list) n = Math.max(n, c + 1);
  return n;
}

// ---------------------------------------------------------------- witness minimisation

/** A path of the model: `states[k]` after `k` steps, `nodes[k]` the node reaching it. */
interface Path {
  states: MState[];
  nodes: ExploreNode[];
}

/**
 * Replays `rest` from step `at` of `path` (its states up to there are kept), stopping at the first
 * state with an exact race of `cand`; no race when a step is not enabled where it is taken, a
 * fork is missing, or no such race is reached.
 */
function replayFrom(
  machine: Machine,
  path: Path,
  at: number,
  rest: readonly ReplayStep[],
  cand: number,
  candidates: number,
): { race: RaceFound | undefined; path: Path; steps: number } {
  const states = path.states.slice(0, at + 1);
  const nodes = path.nodes.slice(0, at + 1);
  let s = states[at]!;
  let steps = 0;
  for (let k = 0; ; k++) {
    const found = exactRacesAt(machine, s, nodes, candidates).get(cand);
    if (found) return { race: found, path: { states, nodes }, steps };
    const step = rest[k];
    if (!step || s.ended || s.unguessable) break;
    const t = s.threads.find((x) => x.tid === step.tid);
    if (!t || !machine.enabled(s, t)) break;
    const out = transition(machine, s, step.tid)[step.fork];
    steps++;
    if (!out) break;
    nodes.push({ parent: nodes.length - 1, step: out.step, replay: step });
    states.push(out.state);
    s = out.state;
  }
  return { race: undefined, path: { states, nodes }, steps };
}

/**
 * Drops chunks of steps (halves, then quarters, ... then single steps, from the end) while the
 * replay still reaches an exact race of the candidate, within `maxSteps` transitions. Each trial
 * starts from the kept state before the chunk, so dropping late steps is cheap. Short and
 * replayable beats provably shortest.
 */
function minimise(
  machine: Machine,
  start: MState,
  cand: number,
  race: RaceFound,
  maxSteps: number,
  expired: () => boolean,
): { race: RaceFound; steps: number } {
  const candidates = countCandidates(machine);
  const root: Path = { states: [start], nodes: [{ parent: -1, step: undefined, replay: undefined }] };
  const first = replayFrom(machine, root, 0, race.replay, cand, candidates);
  let steps = first.steps;
  if (!first.race) return { race, steps };
  let best = { race: first.race, path: first.path };
  let chunk = 1;
  while (chunk * 2 <= best.race.replay.length) chunk *= 2;
  for (; chunk >= 1; chunk = Math.floor(chunk / 2)) {
    for (let i = best.race.replay.length - chunk; i >= 0; i -= chunk) {
      const rest = best.race.replay.slice(i + chunk);
      if (steps + rest.length > maxSteps || expired()) return { race: best.race, steps };
      const r = replayFrom(machine, best.path, i, rest, cand, candidates);
      steps += r.steps;
      if (r.race) best = { race: r.race, path: r.path };
    }
  }
  return { race: best.race, steps };
}
