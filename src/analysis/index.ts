/**
 * Layer 1: points-to → threads → locksets and happens-before → escape → candidates, over the
 * whole program. Knows nothing of files on disk, output formats or GitHub.
 */
import type { Program } from '../ir/types.js';
import { findCandidates, type RaceCandidate } from './candidates.js';
import { LocksetEngine, type UnknownCallee } from './lockset.js';
import { type Cell, PointsTo } from './pointsto.js';
import { buildThreads, type Thread } from './threads.js';

export interface Layer1Result {
  pt: PointsTo;
  engine: LocksetEngine;
  threads: Thread[];
  candidates: RaceCandidate[];
  unknownCallees: UnknownCallee[];
  unresolved: LocksetEngine['unresolved'];
  noMain: boolean;
  threadsTruncated: boolean;
  ms: { pointsTo: number; locksets: number; candidates: number };
}

export function analyzeLayer1(program: Program): Layer1Result {
  const t0 = performance.now();
  const pt = new PointsTo(program);
  pt.solve();
  pt.computeEscape(threadRoots(program, pt));
  pt.freeze();
  const t1 = performance.now();
  const engine = new LocksetEngine(program, pt);
  const { threads, truncated } = buildThreads(program, engine);
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
    threadsTruncated: truncated,
    ms: { pointsTo: t1 - t0, locksets: t2 - t1, candidates: t3 - t2 },
  };
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
export type { Thread } from './threads.js';
