/**
 * The soundness properties of issue 14, checked on one generated program against Lockstep's
 * public entry (`analyze()`, what the CLI runs) and the reference interpreter:
 * - `wrong-race-free`: the reference finds a race and Lockstep says `race-free`;
 * - `eliminated-race`: Lockstep eliminated a candidate whose two access lines race in the reference;
 * - `missed-race`: the verdict is not `unknown` and no finding holds both lines of a reference race;
 * - `unconfirmed-witness`: Lockstep confirms a race the (complete) reference never reaches;
 * - `wrong-race`: verdict `race` on a program the (complete) reference finds race-free.
 * The last two are not judged on programs with relaxed atomics: the reference is sequentially
 * consistent and misses races that only relaxed orders allow (docs/oracle.md).
 */
import { analyze } from '../../src/engine.js';
import type { AnalysisResult } from '../../src/result.js';
import { buildProgram } from '../../src/frontend/index.js';
import { nodeFs } from '../../src/frontend/preprocess/index.js';
import { type GenProgram, generate, type GenOptions, render, smaller } from './generator.js';
import { explore, type RefResult } from './reference.js';

export type FailureKind = 'wrong-race-free' | 'eliminated-race' | 'missed-race' | 'unconfirmed-witness' | 'wrong-race';

export interface Failure {
  kind: FailureKind;
  detail: string;
}

export interface SeedReport {
  seed: number;
  program: GenProgram;
  source: string;
  /** `skipped`: the frontend skipped a function, so the IR both sides see is incomplete. */
  status: 'ok' | 'failed' | 'undecided' | 'skipped';
  reference?: RefResult;
  verdict?: AnalysisResult['verdict'];
  failures: Failure[];
}

export interface CheckOptions {
  maxStates?: number;
}

const FILE = '/gen/prog.c';

async function runLockstep(source: string): Promise<AnalysisResult> {
  const fs = { readFile: (p: string) => (p === FILE ? source : nodeFs.readFile(p)) };
  const out = await analyze({
    units: [{ file: FILE }],
    fs,
    root: '/gen',
    showEliminated: true,
    check: { maxMs: Number.POSITIVE_INFINITY },
    readSource: (f) => (f === 'prog.c' ? source.split('\n') : undefined),
  });
  return out.result;
}

const hasRelaxed = (source: string) => /relaxed|RELAXED/.test(source);

/** Checks the properties on one program (generated or shrunk). */
export async function checkProgram(program: GenProgram, opts: CheckOptions = {}): Promise<SeedReport> {
  const source = render(program);
  const front = await buildProgram({
    units: [{ file: FILE }],
    fs: { readFile: (p: string) => (p === FILE ? source : nodeFs.readFile(p)) },
    root: '/gen',
  });
  const base = { seed: program.seed, program, source, failures: [] as Failure[] };
  if (front.program.skipped.length > 0 || front.program.units.some((u) => u.failed))
    return { ...base, status: 'skipped' };
  const reference = explore(front.program, { maxStates: opts.maxStates ?? 60_000 });
  const result = await runLockstep(source);
  const failures = judge(reference, result, hasRelaxed(source));
  const status = failures.length > 0 ? 'failed' : reference.outcome === 'undecided' ? 'undecided' : 'ok';
  return { ...base, status, reference, verdict: result.verdict, failures };
}

export function judge(ref: RefResult, result: AnalysisResult, relaxed: boolean): Failure[] {
  const failures: Failure[] = [];
  const linesOf = (accesses: readonly { line: number }[]) => new Set(accesses.map((a) => a.line));
  const findings = result.findings.map((f) => ({ f, lines: linesOf(f.accesses) }));
  const eliminated = (result.eliminated ?? []).map((e) => ({ e, lines: linesOf(e.accesses) }));
  for (const race of ref.races) {
    const a = race.first.access.line;
    const b = race.second.access.line;
    const pair = `${race.location} (lines ${a} and ${b}, threads ${race.first.thread} and ${race.second.thread})`;
    if (result.verdict === 'race-free') failures.push({ kind: 'wrong-race-free', detail: `race on ${pair}` });
    const gone = eliminated.find((x) => x.lines.has(a) && x.lines.has(b));
    if (gone) failures.push({ kind: 'eliminated-race', detail: `${gone.e.location} eliminated (${gone.e.why}); reference races on ${pair}` });
    else if (result.verdict !== 'unknown' && result.verdict !== 'race-free' && !findings.some((x) => x.lines.has(a) && x.lines.has(b)))
      failures.push({ kind: 'missed-race', detail: `no finding for ${pair}` });
  }
  if (ref.complete && !relaxed) {
    for (const { f, lines } of findings) {
      if (f.status !== 'confirmed') continue;
      const replayed = ref.races.some((r) => lines.has(r.first.access.line) && lines.has(r.second.access.line));
      if (!replayed)
        failures.push({
          kind: 'unconfirmed-witness',
          detail: `confirmed ${f.location} (lines ${[...lines].join(', ')}) is no race in the reference`,
        });
    }
    if (result.verdict === 'race' && ref.races.length === 0)
      failures.push({ kind: 'wrong-race', detail: 'verdict race on a program the reference finds race-free' });
  }
  return dedupe(failures);
}

function dedupe(fs: Failure[]): Failure[] {
  const seen = new Set<string>();
  return fs.filter((f) => {
    const k = `${f.kind}|${f.detail}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

export async function checkSeed(seed: number, gen: GenOptions = {}, opts: CheckOptions = {}): Promise<SeedReport> {
  return checkProgram(generate(seed, gen), opts);
}

/**
 * Drops statements while the program still fails with the same kind of failure; returns the
 * smallest failing report found within `budget` checks.
 */
export async function shrink(report: SeedReport, budget = 300, opts: CheckOptions = {}): Promise<SeedReport> {
  const kind = report.failures[0]?.kind;
  if (!kind) return report;
  let best = report;
  let checks = 0;
  let progress = true;
  while (progress && checks < budget) {
    progress = false;
    for (const candidate of smaller(best.program)) {
      if (++checks > budget) break;
      let r: SeedReport;
      try {
        r = await checkProgram(candidate, opts);
      } catch {
        continue;
      }
      if (r.failures.some((f) => f.kind === kind)) {
        best = r;
        progress = true;
        break;
      }
    }
  }
  return best;
}
