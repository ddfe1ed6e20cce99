/**
 * Layer 1: points-to → threads → locksets and happens-before → escape → candidates, over the
 * whole program. Knows nothing of files on disk, output formats or GitHub.
 */

import type { Program } from '../ir/types.js';
import { isGlobPattern, nameGlob } from '../models/table.js';
import { type Budget, BudgetExceeded } from '../util/budget.js';
import { findCandidates, type RaceCandidate } from './candidates.js';
import { LocksetEngine, type UnknownCallee } from './lockset.js';
import { type Cell, PointsTo } from './pointsto.js';
import { buildThreads, type EntryPoint, type Thread } from './threads.js';

/** Functions that run as threads although no spawn is visible (from `.lockstep.yml`). */
export interface Layer1Options {
  entryPoints?: readonly { function: string; many: boolean; withMain: boolean }[];
  /** Library mode: every external function with a body is an entry point with many instances. */
  library?: boolean;
}

export interface Layer1Result {
  pt: PointsTo;
  engine: LocksetEngine;
  threads: Thread[];
  candidates: RaceCandidate[];
  unknownCallees: UnknownCallee[];
  unresolved: LocksetEngine['unresolved'];
  noMain: boolean;
  /** Names (or patterns) of configured entry points that matched no function with a body. */
  unmatchedEntryPoints: string[];
  /**
   * Configured entry points that matched `main`, which is never made one: it already runs as the
   * program's first thread. `only`: it was all the pattern matched, so the entry point adds nothing.
   */
  mainEntryPoints: { pattern: string; only: boolean }[];
  /**
   * Configured entry points with pointer parameters: what they point to comes from callers
   * outside the analysed code, so accesses through them are not checked.
   */
  entryPointerParams: { name: string; params: string[] }[];
  threadsTruncated: boolean;
  ms: { pointsTo: number; locksets: number; candidates: number };
  /** Set when a budget ran out: layer 1 stopped there, found no thread and proposes nothing. */
  stopped?: BudgetExceeded;
}

export function analyzeLayer1(program: Program, opts: Layer1Options = {}, budget?: Budget): Layer1Result {
  try {
    return runLayer1(program, opts, budget);
  } catch (e) {
    if (!(e instanceof BudgetExceeded)) throw e;
    // What was built is dropped (its heap is what may have run out); nothing is proposed, so
    // the verdict can only be unknown, with the budget as the reason.
    const pt = new PointsTo(program);
    pt.freeze();
    return {
      pt,
      engine: new LocksetEngine(program, pt),
      threads: [],
      candidates: [],
      unknownCallees: [],
      unresolved: [],
      noMain: false,
      unmatchedEntryPoints: [],
      mainEntryPoints: [],
      entryPointerParams: [],
      threadsTruncated: false,
      ms: { pointsTo: 0, locksets: 0, candidates: 0 },
      stopped: e,
    };
  }
}

function runLayer1(program: Program, opts: Layer1Options, budget: Budget | undefined): Layer1Result {
  const t0 = performance.now();
  budget?.check('layer 1 (start)');
  const pt = new PointsTo(program);
  pt.budget = budget;
  pt.solve();
  pt.computeEscape(threadRoots(program, pt));
  pt.freeze();
  const t1 = performance.now();
  const engine = new LocksetEngine(program, pt);
  engine.budget = budget;
  const { entries, unmatched, matchedMain } = resolveEntryPoints(program, opts);
  const { threads, truncated } = buildThreads(program, engine, entries);
  const t2 = performance.now();
  const candidates = findCandidates(engine, threads);
  const t3 = performance.now();
  return {
    pt,
    engine,
    threads,
    candidates,
    unknownCallees: [...engine.unknownCallees.values()],
    unresolved: engine.unresolved,
    noMain: threads.length === 0,
    unmatchedEntryPoints: unmatched,
    mainEntryPoints: matchedMain,
    entryPointerParams: entries
      .map((e) => ({
        name: e.fn.name,
        params: e.fn.params
          .map((id) => e.fn.vars.find((v) => v.id === id))
          .filter((v) => v !== undefined && ['ptr', 'array', 'named', 'unknown'].includes(v.type.k))
          .map((v) => v!.name),
      }))
      .filter((x) => x.params.length > 0),
    threadsTruncated: truncated,
    ms: { pointsTo: t1 - t0, locksets: t2 - t1, candidates: t3 - t2 },
  };
}

/**
 * The functions the configured entry points name, in program order, each once; the patterns that
 * name no function with a body, and those that name `main`, which is left out: it already runs
 * as the program's first thread.
 */
function resolveEntryPoints(
  program: Program,
  opts: Layer1Options,
): { entries: EntryPoint[]; unmatched: string[]; matchedMain: Layer1Result['mainEntryPoints'] } {
  const fns = [...program.functions.values()];
  const byFn = new Map<Program['functions'] extends Map<string, infer F> ? F : never, EntryPoint>();
  const unmatched: string[] = [];
  const matchedMain: Layer1Result['mainEntryPoints'] = [];
  for (const e of opts.entryPoints ?? []) {
    const re = isGlobPattern(e.function) ? nameGlob(e.function) : undefined;
    const named = fns.filter((f) => (re ? re.test(f.name) : f.name === e.function));
    const hits = named.filter((f) => f.name !== 'main');
    if (named.length === 0) unmatched.push(e.function);
    else if (hits.length < named.length) matchedMain.push({ pattern: e.function, only: hits.length === 0 });
    for (const fn of hits) if (!byFn.has(fn)) byFn.set(fn, { fn, many: e.many, withMain: e.withMain });
  }
  if (opts.library)
    for (const fn of fns)
      if (!fn.isStatic && fn.name !== 'main' && !byFn.has(fn))
        byFn.set(fn, { fn, many: true, withMain: true });
  return { entries: [...byFn.values()], unmatched, matchedMain };
}

/** What a new thread can reach from the start: its argument; what it returns reaches its joiner. */
function threadRoots(program: Program, pt: PointsTo): Cell[] {
  const roots: Cell[] = [];
  for (const fn of program.functions.values())
    for (const b of fn.blocks)
      for (const i of b.instrs) {
        if (i.op !== 'spawn') continue;
        const arg = pt.valueOf(i.arg, fn);
        if (arg) roots.push(arg);
        const entry = pt.valueOf(i.entry, fn);
        for (const id of entry ? (pt.find(entry).fns ?? []) : []) roots.push(pt.retCell(id));
      }
  return roots;
}

export type { RaceCandidate } from './candidates.js';
