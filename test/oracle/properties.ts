/**
 * The soundness properties of issue 14, checked on one generated program against Lockstep's
 * public entry (`analyze()`, what the CLI runs) and the reference interpreter:
 * - `wrong-race-free`: the reference finds a race and Lockstep says `race-free`;
 * - `eliminated-race`: Lockstep eliminated a candidate whose two access lines race in the reference;
 * - `missed-race`: the verdict is `race` and a location the reference finds racing has no finding
 *   (no finding has an access on a line where that location races in the reference);
 * - `misnamed-race`: as `missed-race`, but a finding under another location's name holds those
 *   lines (the race is reported, the variable it names is wrong);
 * - `unconfirmed-witness`: Lockstep confirms a race on a program the (complete) reference finds
 *   race-free;
 * - `wrong-race`: verdict `race` on a program the (complete) reference finds race-free.
 * Why not per location: the reference finds the races that can be adjacent in a sequentially
 * consistent interleaving. Whether a program has a race at all is the same question under
 * happens-before (C11's DRF-SC theorem), but once a program races on a plain flag, the data the
 * flag "publishes" also races by happens-before without ever being adjacent. So a confirmed
 * location that the reference does not list, on a racy program, is only a note.
 * - `tsan-race-free` (with `tsan`): ThreadSanitizer reports a race, Lockstep says `race-free`.
 * `unconfirmed-witness` and `wrong-race` are not judged on programs with relaxed atomics: the reference is sequentially
 * consistent and misses races that only relaxed orders allow (docs/oracle.md).
 */
import { analyze } from '../../src/engine.js';
import { nodeFs } from '../../src/frontend/preprocess/index.js';
import { buildProgram } from '../../src/frontend/program.js';
import type { AnalysisResult } from '../../src/result.js';
import { type GenOptions, type GenProgram, generate, render, smaller } from './generator.js';
import { explore, type RefResult } from './reference.js';
import { runTsan, type TsanResult } from './tsan.js';

type FailureKind =
  | 'wrong-race-free'
  | 'eliminated-race'
  | 'missed-race'
  | 'misnamed-race'
  | 'unconfirmed-witness'
  | 'wrong-race'
  | 'tsan-race-free';

interface Failure {
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
  tsan?: TsanResult;
  /**
   * Things to look at that are not Lockstep failures by themselves: the two oracles disagree (TSan
   * reports a race in a program the complete reference finds race-free: a frontend or reference
   * mistake), or a confirmed location is not an adjacent race in the reference.
   */
  notes: string[];
}

export interface CheckOptions {
  maxStates?: number;
  /** Also compile and run the program under ThreadSanitizer this many times. */
  tsanRuns?: number;
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
async function checkProgram(program: GenProgram, opts: CheckOptions = {}): Promise<SeedReport> {
  return checkSource(render(program), opts, program);
}

/**
 * Checks the properties on C text (a kept fixture); `program` when it was generated (the seed, the
 * TSan rendering and the shrinker need it; without it TSan compiles `source` itself).
 */
export async function checkSource(
  source: string,
  opts: CheckOptions = {},
  program: GenProgram = { seed: 0, features: [], globals: [], funcs: [] },
): Promise<SeedReport> {
  const front = await buildProgram({
    units: [{ file: FILE }],
    fs: { readFile: (p: string) => (p === FILE ? source : nodeFs.readFile(p)) },
    root: '/gen',
  });
  const base = { seed: program.seed, program, source, failures: [] as Failure[], notes: [] as string[] };
  if (front.program.skipped.length > 0 || front.program.units.some((u) => u.failed))
    return { ...base, status: 'skipped' };
  const reference = explore(front.program, { maxStates: opts.maxStates ?? 60_000 });
  const result = await runLockstep(source);
  const failures = judge(reference, result, hasRelaxed(source));
  const notes: string[] = unlistedConfirmed(reference, result);
  let tsan: TsanResult | undefined;
  if (opts.tsanRuns) {
    tsan = runTsan(program.funcs.length > 0 ? render(program, 'tsan') : source, opts.tsanRuns);
    if (tsan.compileError) notes.push(`gcc: ${tsan.compileError.split('\n')[0]}`);
    for (const r of tsan.races) {
      const where = `lines ${r.lines.join(' and ')}${r.location ? ` (${r.location})` : ''}`;
      if (result.verdict === 'race-free')
        failures.push({ kind: 'tsan-race-free', detail: `TSan: race on ${where}` });
      // existence only: TSan judges by happens-before, the reference by adjacency (see the header)
      if (reference.complete && !hasRelaxed(source) && reference.races.length === 0)
        notes.push(`TSan race on ${where} in a program the reference finds race-free`);
    }
  }
  const status = failures.length > 0 ? 'failed' : reference.outcome === 'undecided' ? 'undecided' : 'ok';
  return { ...base, status, reference, verdict: result.verdict, failures, notes, ...(tsan ? { tsan } : {}) };
}

/**
 * Whether a reference location (`Gname.field[2]`, `H<thread>#<n>.field`, `F...` for a local) and
 * a Lockstep location name (`name.field`, `arr[]`, `(struct s allocated in f()).field`) may be the
 * same memory. Indices are ignored (Lockstep names a whole array); a local matches anything.
 */
export function sameLocation(reference: string, lockstep: string): boolean {
  const plain = (x: string) => x.replace(/\[[^\]]*\]/g, '');
  if (reference.startsWith('G')) return plain(reference.slice(1)) === plain(lockstep);
  if (reference.startsWith('H')) {
    const field = /(\.[A-Za-z_]\w*)*$/.exec(plain(reference).replace(/^H[^.]*/, ''))?.[0] ?? '';
    // A heap object's name is parenthesised, its field path after it: `(struct s allocated in f()).a`.
    const heap = /^\((.*) allocated (?:by \S+ )?in [^()]*\(\)\)(.*)$/.exec(lockstep);
    if (!heap) return false;
    return plain(heap[2]!) === field;
  }
  return true;
}

/** Confirmed findings the reference does not list on a racy program (see the header): notes. */
function unlistedConfirmed(ref: RefResult, result: AnalysisResult): string[] {
  if (!ref.complete || ref.races.length === 0) return [];
  return result.findings
    .filter((f) => f.status === 'confirmed')
    .filter((f) => {
      const lines = new Set(f.accesses.map((a) => a.line));
      return !ref.races.some((r) => lines.has(r.first.access.line) && lines.has(r.second.access.line));
    })
    .map(
      (f) =>
        `confirmed ${f.location} is not an adjacent race in the reference (it races on ${[...new Set(ref.races.map((r) => r.location))].join(', ')})`,
    );
}

function judge(ref: RefResult, result: AnalysisResult, relaxed: boolean): Failure[] {
  const failures: Failure[] = [];
  const linesOf = (accesses: readonly { line: number }[]) => new Set(accesses.map((a) => a.line));
  const findings = result.findings.map((f) => ({ f, lines: linesOf(f.accesses) }));
  const eliminated = (result.eliminated ?? []).map((e) => ({ e, lines: linesOf(e.accesses) }));
  for (const race of ref.races) {
    const a = race.first.access.line;
    const b = race.second.access.line;
    const pair = `${race.location} (lines ${a} and ${b}, threads ${race.first.thread} and ${race.second.thread})`;
    if (result.verdict === 'race-free') failures.push({ kind: 'wrong-race-free', detail: `race on ${pair}` });
    const gone = eliminated.find(
      (x) => x.lines.has(a) && x.lines.has(b) && sameLocation(race.location, x.e.location),
    );
    if (gone)
      failures.push({
        kind: 'eliminated-race',
        detail: `${gone.e.location} eliminated (${gone.e.why}); reference races on ${pair}`,
      });
  }
  if (result.verdict === 'race') {
    const racingLines = new Map<string, Set<number>>();
    for (const r of ref.races) {
      const set = racingLines.get(r.location) ?? new Set<number>();
      set.add(r.first.access.line).add(r.second.access.line);
      racingLines.set(r.location, set);
    }
    for (const [location, lines] of racingLines) {
      const shown = [...lines].sort((p, q) => p - q).join(', ');
      const onLines = findings.filter((x) => [...lines].some((l) => x.lines.has(l)));
      if (onLines.some((x) => sameLocation(location, x.f.location))) continue;
      if (onLines.length > 0)
        failures.push({
          kind: 'misnamed-race',
          detail: `${location} races on lines ${shown}; the finding there is named ${onLines.map((x) => `'${x.f.location}'`).join(', ')}`,
        });
      else
        failures.push({
          kind: 'missed-race',
          detail: `no finding for ${location} (racing on lines ${shown})`,
        });
    }
  }
  if (ref.complete && !relaxed && ref.races.length === 0) {
    for (const { f, lines } of findings)
      if (f.status === 'confirmed')
        failures.push({
          kind: 'unconfirmed-witness',
          detail: `confirmed ${f.location} (lines ${[...lines].join(', ')}) on a program the reference finds race-free`,
        });
    if (result.verdict === 'race' && ref.races.length === 0)
      failures.push({
        kind: 'wrong-race',
        detail: 'verdict race on a program the reference finds race-free',
      });
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

export async function checkSeed(
  seed: number,
  gen: GenOptions = {},
  opts: CheckOptions = {},
): Promise<SeedReport> {
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
