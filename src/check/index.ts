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
import { cfgInfo } from '../analysis/cfg-info.js';
import type { Layer1Result } from '../analysis/index.js';
import type { Cell } from '../analysis/pointsto.js';
import type { Thread } from '../analysis/threads.js';
import type { Access, Instr, IrFunction, Place, Program } from '../ir/types.js';
import { type ExploreResult, explore, type RaceFound } from './explore.js';
import { Machine } from './machine.js';
import { Relevance } from './relevance.js';

export interface CheckOptions {
  /** Instances per spawn site. */
  bound: number;
  /** States per run (deterministic budget). */
  maxStates: number;
  /** Milliseconds per run: a safety net, never what a test relies on. */
  maxMs: number;
  por: boolean;
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
}

export interface Layer2Result {
  outcomes: CandidateOutcome[];
  states: number;
  transitions: number;
  complete: boolean;
  elided: boolean;
  ms: number;
  machine: Machine | undefined;
  /** Set when the program was too large to explore: its thread instance count. */
  skipped?: number;
}

export function checkCandidates(program: Program, layer1: Layer1Result, opts: CheckOptions): Layer2Result {
  const t0 = performance.now();
  const candidates = layer1.candidates;
  if (candidates.length === 0 || layer1.noMain)
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
  // Whole-program exploration grows exponentially with the thread instances; past a size it
  // cannot finish in any budget, so do not spend one: the candidates stay possible.
  const instances = layer1.threads.reduce((n, t) => n + (t.many ? opts.bound : 1), 0);
  if (instances > MAX_INSTANCES)
    return {
      outcomes: candidates.map(() => ({
        status: 'possible',
        race: undefined,
        racing: new Set(),
        why: `the program starts too many threads for the model checker (${instances} instances at bound ${opts.bound}, at most ${MAX_INSTANCES})`,
      })),
      states: 0,
      transitions: 0,
      complete: false,
      elided: false,
      ms: performance.now() - t0,
      machine: undefined,
      skipped: instances,
    };
  const byAccess = new Map<Access, number[]>();
  candidates.forEach((c, i) => {
    for (const ta of c.accesses) {
      const a = ta.record.access;
      if (ta.record.unknownCallee) continue;
      const list = byAccess.get(a) ?? [];
      if (!list.includes(i)) list.push(i);
      byAccess.set(a, list);
    }
  });
  const risky = new Set(layer1.unknownCallees.filter((u) => u.risky).map((u) => u.name));
  const accessesOf = candidates.map(
    (c) => new Set(c.accesses.filter((ta) => !ta.record.unknownCallee).map((ta) => ta.record.access)),
  );
  // Explore at the bound; when instances beyond it are what keeps a candidate undecided and the
  // budget allows, explore again with twice the bound (up to MAX_BOUND).
  const relevance = new Relevance(program, layer1.pt);
  let bound = opts.bound;
  let machine: Machine;
  let r: ExploreResult;
  let outcomes: CandidateOutcome[];
  let states = 0;
  let transitions = 0;
  for (;;) {
    machine = new Machine(program, layer1.pt, bound, byAccess, risky, relevance);
    r = explore(
      machine,
      program,
      candidates.length,
      { maxStates: opts.maxStates - states, maxMs: opts.maxMs - (performance.now() - t0), por: opts.por },
      accessesOf,
      layer1,
    );
    states += r.states;
    transitions += r.transitions;
    const m = machine;
    const rr = r;
    outcomes = candidates.map((c, i) => decide(c, i, rr, layer1, m));
    const boundLimited = outcomes.some((o) => o.why === BEYOND_BOUND);
    if (!boundLimited || bound >= MAX_BOUND || states * 4 > opts.maxStates) break;
    bound = Math.min(MAX_BOUND, bound * 2);
  }
  return {
    outcomes,
    states,
    transitions,
    complete: r.complete,
    elided: r.elided,
    ms: performance.now() - t0,
    machine,
  };
}

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
  if (r.elided && !boundIsHarmless(c, layer1, machine))
    return { status: 'possible', race, racing: allAccesses(c), why: BEYOND_BOUND };
  return { status: 'eliminated', race, racing, why: 'no interleaving reaches it' };
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
  for (const site of machine.elidedSites) {
    const fn = [...machine.program.functions.values()].find((f) =>
      f.blocks.some((b) => b.instrs.includes(site)),
    );
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

/** The spawn passes the same value every time it runs: a constant, or an object's address. */
function sameArgumentEveryTime(site: Extract<Instr, { op: 'spawn' }>, fn: IrFunction): boolean {
  let arg = site.arg;
  while (arg.k === 'cast') arg = arg.arg;
  if (arg.k === 'int' || arg.k === 'fn' || arg.k === 'str') return true;
  if (arg.k === 'addr') return !placeVaries(arg.place);
  if (arg.k === 'load' && arg.place.k === 'var') {
    // A variable assigned only outside the spawn's loop.
    const info = cfgInfo(fn);
    const block = fn.blocks.findIndex((b) => b.instrs.includes(site));
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
