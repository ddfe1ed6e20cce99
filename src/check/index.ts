/**
 * Layer 2: bounded model checking of the candidates layer 1 keeps. One exploration of the
 * program's interleavings (up to `bound` instances per spawn site) checks every candidate at once;
 * each comes out
 * - `confirmed`: a race state was reached and every decision on the way was computed exactly or
 *   was the program's own nondeterminism (the witness is the interleaving);
 * - `eliminated`: the exploration finished without reaching it, and the bound cannot hide it;
 * - `possible`: the budget ran out first, or the only race found depends on a value the model
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
import type { Access, Instr, IrFunction, Program } from '../ir/types.js';
import { type ExploreResult, explore, type RaceFound } from './explore.js';
import { Machine, sameArgumentEveryTime } from './machine.js';
import { Relevance } from './relevance.js';

export interface CheckOptions {
  /** Instances per spawn site. */
  bound: number;
  /** States per run (deterministic budget). */
  maxStates: number;
  /** Milliseconds per run: a safety net, never what a test relies on. */
  maxMs: number;
  por: boolean;
  /** The run's ceilings (src/util/budget.ts): a reason once one has run out. */
  stop?: () => string | undefined;
}

/** Thread instances (main included) beyond which the model checker does not start. */
export const MAX_INSTANCES = 12;

export const DEFAULT_CHECK_OPTIONS: CheckOptions = { bound: 2, maxStates: 200_000, maxMs: 5_000, por: true };

export type CandidateStatus = 'eliminated' | 'confirmed' | 'possible';

export interface CandidateOutcome {
  status: CandidateStatus;
  race: RaceFound | undefined;
  /** Accesses seen racing in some explored state. */
  racing: Set<Access>;
  /** For a confirmed candidate whose exploration stopped early: accesses not seen racing yet. */
  undecided?: Set<Access>;
  why: string;
  /** The model it was decided in (to replay its witness): the bound and the spawns left out. */
  model?: { bound: number; removed: ReadonlyMap<Instr, ReadonlySet<string>> };
}

export interface Layer2Result {
  outcomes: CandidateOutcome[];
  states: number;
  transitions: number;
  complete: boolean;
  elided: boolean;
  ms: number;
  machine: Machine | undefined;
  /** Set when some candidates needed too many threads to explore: the largest instance count. */
  skipped?: number;
  /** How many candidates that was. */
  skippedCandidates?: number;
}

export function checkCandidates(program: Program, layer1: Layer1Result, opts: CheckOptions): Layer2Result {
  const t0 = performance.now();
  const candidates = layer1.candidates;
  if (candidates.length === 0 || layer1.threads.length === 0)
    return {
      outcomes: candidates.map(() => ({
        status: 'possible',
        race: undefined,
        racing: new Set(),
        why: 'no main function',
      })),
      states: 0,
      transitions: 0,
      complete: true,
      elided: false,
      ms: 0,
      machine: undefined,
    };
  const relevance = new Relevance(program, layer1.pt);
  const slicer = new Slicer(layer1, relevance);
  const risky = new Set(layer1.unknownCallees.filter((u) => u.risky).map((u) => u.name));
  // Candidates that need the same threads are explored together, each group in its own model.
  const groups = new Map<string, { kept: Set<Thread> & { over?: boolean }; members: number[] }>();
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
  let states = 0;
  let transitions = 0;
  let complete = true;
  let elided = false;
  let machine: Machine | undefined;
  let skipped: number | undefined;
  let skippedCandidates = 0;
  let done = 0;
  for (const g of groups.values()) {
    done++;
    const possible = (why: string) => {
      for (const i of g.members)
        outcomes[i] = { status: 'possible', race: undefined, racing: new Set(), why };
    };
    // Exploration grows exponentially with the thread instances; past a size it cannot finish in
    // any budget, so none is spent: the candidates stay possible.
    const instances = [...g.kept].reduce((n, t) => n + (t.many ? opts.bound : 1), 0);
    if (g.kept.over || instances > MAX_INSTANCES) {
      possible(
        `the candidate needs too many threads for the model checker (more than ${MAX_INSTANCES} instances at bound ${opts.bound})`,
      );
      skipped = Math.max(skipped ?? 0, instances);
      skippedCandidates += g.members.length;
      complete = false;
      continue;
    }
    if ([...g.kept].some((t) => t.configured && !t.configured.withMain)) {
      possible(
        'a configured entry point that never runs beside main takes part; the model checker starts entry points beside main',
      );
      continue;
    }
    const msLeft = opts.maxMs - (performance.now() - t0);
    if (states >= opts.maxStates || msLeft <= 0) {
      possible('the budget ran out before the candidate was explored');
      complete = false;
      continue;
    }
    const stopped = opts.stop?.();
    if (stopped) {
      possible(`${stopped} before the candidate was explored`);
      complete = false;
      continue;
    }
    // Each group gets its share of what is left of the run's budgets (at least a floor), so one
    // hard group cannot starve the others.
    const groupsLeft = groups.size - done + 1;
    const statesLeft = opts.maxStates - states;
    const roots = [...g.kept].filter((t) => t.configured).map((t) => ({ fn: t.entry, many: t.many }));
    const run = exploreGroup(
      program,
      layer1,
      relevance,
      risky,
      g.members,
      slicer.removedSpawns(g.kept),
      roots,
      {
        ...opts,
        maxStates: Math.max(Math.ceil(statesLeft / groupsLeft), Math.min(statesLeft, GROUP_STATE_FLOOR)),
        maxMs: Math.max(msLeft / groupsLeft, Math.min(msLeft, GROUP_MS_FLOOR)),
      },
    );
    g.members.forEach((i, local) => {
      outcomes[i] = run.outcomes[local]!;
    });
    states += run.states;
    transitions += run.transitions;
    complete &&= run.complete;
    elided ||= run.elided;
    machine = run.machine;
  }
  return {
    outcomes,
    states,
    transitions,
    complete,
    elided,
    ms: performance.now() - t0,
    machine,
    ...(skipped !== undefined ? { skipped, skippedCandidates } : {}),
  };
}

/** One model for a group of candidates: explored at the bound, and again with more if needed. */
function exploreGroup(
  program: Program,
  layer1: Layer1Result,
  relevance: Relevance,
  risky: ReadonlySet<string>,
  members: number[],
  removed: ReadonlyMap<Instr, ReadonlySet<string>>,
  roots: readonly { fn: IrFunction; many: boolean }[],
  opts: CheckOptions,
): {
  outcomes: CandidateOutcome[];
  states: number;
  transitions: number;
  complete: boolean;
  elided: boolean;
  machine: Machine;
} {
  const t0 = performance.now();
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
  // Explore at the bound; when instances beyond it are what keeps a candidate undecided and the
  // budget allows, explore again with twice the bound (up to MAX_BOUND).
  let bound = opts.bound;
  let states = 0;
  let transitions = 0;
  for (;;) {
    const machine = new Machine(program, layer1.pt, bound, byAccess, risky, relevance, removed);
    // An entry point with many instances runs `bound` of them: like an elided spawn site.
    machine.manyRoots = roots.some((x) => x.many);
    const r = explore(
      machine,
      program,
      candidates.length,
      {
        maxStates: opts.maxStates - states,
        maxMs: opts.maxMs - (performance.now() - t0),
        por: opts.por,
        ...(opts.stop ? { stop: opts.stop } : {}),
      },
      accessesOf,
      layer1,
      roots.map((x) => ({ fn: x.fn, count: x.many ? bound : 1 })),
    );
    states += r.states;
    transitions += r.transitions;
    const outcomes = candidates.map((c, local) => ({
      ...decide(c, local, r, layer1, machine),
      model: { bound, removed },
    }));
    // Under throttling, a race found only through an abstraction may show exactly with more
    // instances running at once.
    const boundLimited = outcomes.some(
      (o) => o.why === BEYOND_BOUND || (r.throttled && o.status === 'possible' && o.race !== undefined),
    );
    if (!boundLimited || bound >= MAX_BOUND || states * 4 > opts.maxStates)
      return { outcomes, states, transitions, complete: r.complete, elided: r.elided, machine };
    bound = Math.min(MAX_BOUND, bound * 2);
  }
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
const GROUP_MS_FLOOR = 1_000;

const BEYOND_BOUND = 'no race within the bound, but instances beyond it could behave differently';
const MAX_BOUND = 8;

function decide(
  c: RaceCandidate,
  i: number,
  r: ExploreResult,
  layer1: Layer1Result,
  machine: Machine,
): CandidateOutcome {
  const race = r.races[i];
  const racing = r.racing[i]!;
  if (c.accesses.some((ta) => ta.record.unknownCallee))
    return {
      status: 'possible',
      race,
      racing: allAccesses(c),
      why: 'an access is assumed for an unknown function',
    };
  if (race && !race.abstracted) {
    const undecided = r.complete ? undefined : new Set([...allAccesses(c)].filter((a) => !racing.has(a)));
    return {
      status: 'confirmed',
      race,
      racing,
      ...(undecided?.size ? { undecided } : {}),
      why: 'race reached',
    };
  }
  if (race)
    return {
      status: 'possible',
      race,
      racing: r.complete ? racing : allAccesses(c),
      why: 'the race found depends on a value the model does not know exactly',
    };
  if (!r.complete)
    return {
      status: 'possible',
      race,
      racing: allAccesses(c),
      why: 'the state budget ran out before the candidate was decided',
    };
  // Spawns elided outright (past the dormant instances too): their threads never ran and joining
  // them returned at once, so only a race between two instances of such a site, which two
  // modelled instances show, can be ruled out.
  if (r.elided && !amongElidedInstances(c, machine))
    return { status: 'possible', race, racing: allAccesses(c), why: BEYOND_BOUND };
  if ((r.elided || r.throttled || machine.manyRoots) && !boundIsHarmless(c, layer1, machine))
    return { status: 'possible', race, racing: allAccesses(c), why: BEYOND_BOUND };
  return { status: 'eliminated', race, racing, why: 'no interleaving reaches it' };
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
