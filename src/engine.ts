/**
 * The pipeline behind both shells (CLI and Action): frontend → layer 1 → findings → verdict.
 * `analyze()` returns the result the JSON output contract describes; renderers are pure functions
 * of it.
 */
import { analyzeLayer1, type Layer1Options, type Layer1Result } from './analysis/layer1.js';
import type { RaceFound } from './check/explore.js';
import {
  type CheckOptions,
  type CheckReason,
  checkCandidates,
  DEFAULT_CHECK_OPTIONS,
  type Layer2Result,
  MAX_INSTANCES,
} from './check/index.js';
import type { SuppressionConfig } from './config/schema.js';
import { buildProgram } from './frontend/program.js';
import type { FrontendRequest, ParallelOptions } from './frontend/types.js';
import type { Program } from './ir/types.js';
import { markBaseline } from './report/baseline.js';
import { causeOf, explainCheck } from './report/check-reasons.js';
import {
  buildFindings,
  type CandidateVerdict,
  capListedAccesses,
  eliminatedEntries,
} from './report/findings.js';
import { applySuppressions } from './report/suppressions.js';
import {
  type AnalysisResult,
  type Finding,
  type ResultDiagnostic,
  SCHEMA_VERSION,
  type Verdict,
  type VerdictCause,
} from './result.js';
import { type Shard, shardOwns } from './shard.js';
import { Budget, type BudgetKind } from './util/budget.js';
import type { Diagnostic } from './util/diagnostics.js';
import { OPEN_BOUNDARY } from './util/files.js';
import { displayPath, sourceLines } from './util/paths.js';
import { plural } from './util/text.js';
import { VERSION } from './version.js';

export interface AnalysisRequest extends FrontendRequest, ParallelOptions {
  /** Paths in the result are relative to this directory (the repository root). */
  root: string;
  /** Layer 2 options; `false` skips it (`--no-model-check`: findings stay candidates). */
  check?: Partial<CheckOptions> | false;
  /** List the candidates layer 2 eliminated in the result. */
  showEliminated?: boolean;
  /** Configured entry points and library mode (`.lockstep.yml`). */
  threads?: Layer1Options;
  /** Suppressions from `.lockstep.yml`; inline `lockstep-ignore` comments are always read. */
  suppressions?: readonly SuppressionConfig[];
  /** The configuration file, as shown in diagnostics and SARIF (root-relative). */
  configFile?: string;
  /** Severity per rule, replacing the status-based default (confirmed error, others warning). */
  severity?: { 'data-race'?: Finding['severity'] };
  /** Fingerprints of a previous output: findings in it are `unchanged`, the others `new`. */
  baseline?: ReadonlySet<string>;
  /** Model-check and report only this shard's candidates (layer 1 still sees the whole program). */
  shard?: Shard;
  /** Reads a root-relative source file's lines (inline suppressions); the file system by default. */
  readSource?: (file: string) => readonly string[] | undefined;
  /**
   * The run's ceilings (src/util/budget.ts). By default: the time budget given in `check.maxMs`
   * for the whole run and the default heap budget; a test passes its own clock or heap reading.
   */
  budget?: Budget;
}

export interface AnalysisOutput {
  result: AnalysisResult;
  program: Program;
  layer1: Layer1Result;
  layer2: Layer2Result | undefined;
  /** Lines of the files this run read, for code excerpts (nothing else can be read through it). */
  readSource: (file: string) => readonly string[] | undefined;
}

/**
 * Main and one per spawn site (CONTRACTS: stats), and of those the sites that run more than once
 * and the signal handlers. A site whose function pointer may name several functions
 * (`pthread_create(&t[i], 0, table[i], 0)`) is one site: layer 1 has a thread per function it may
 * start, but each run of the call starts one of them.
 */
function threadSites(threads: Layer1Result['threads']): {
  threads: number;
  threadsRepeated: number;
  signalHandlers: number;
} {
  const sites = new Map<unknown, { many: boolean; signal: boolean }>();
  for (const t of threads) {
    const key = t.site ?? t;
    const seen = sites.get(key) ?? { many: false, signal: !!t.site?.instr.signal };
    seen.many ||= t.many;
    sites.set(key, seen);
  }
  const all = [...sites.values()];
  return {
    threads: all.length,
    threadsRepeated: all.filter((x) => x.many).length,
    signalHandlers: all.filter((x) => x.signal).length,
  };
}

/** Every thread's instance count known: how many run in all, signal handlers apart. */
function threadInstances(threads: Layer1Result['threads']): { threadInstances?: number } {
  let n = 0;
  for (const t of threads) {
    if (t.site?.instr.signal) continue;
    if (t.instances === undefined) return {};
    n += t.instances;
  }
  return threads.some((t) => t.many) ? { threadInstances: n } : {};
}

export async function analyze(req: AnalysisRequest): Promise<AnalysisOutput> {
  const t0 = performance.now();
  // A time budget that was given (--time-budget, the config, the Action) bounds the whole run;
  // without one only layer 2 has its default. Memory is always bounded.
  const wholeMs = req.check === false ? undefined : req.check?.maxMs;
  const budget = req.budget ?? new Budget(wholeMs !== undefined ? { wholeMs } : {});
  const front = await buildProgram({ ...req, stopBefore: () => budgetNote(budget, 'the frontend') });
  const t1 = performance.now();
  const whole = analyzeLayer1(front.program, req.threads ?? {}, budget);
  // A shard model-checks and reports only the candidates it owns (src/shard.ts).
  const layer1 = req.shard
    ? { ...whole, candidates: whole.candidates.filter(shardOwns(req.shard, front.program, req.root)) }
    : whole;
  const t2 = performance.now();
  const layer2 =
    req.check === false || layer1.candidates.length === 0
      ? undefined
      : checkCandidates(front.program, layer1, {
          ...DEFAULT_CHECK_OPTIONS,
          ...(req.check ?? {}),
          ...(wholeMs !== undefined ? { maxMs: Math.min(wholeMs, budget.msLeft()) } : {}),
          stop: () => budgetNote(budget, 'layer 2'),
        });
  const t2b = performance.now();
  const verdicts = layer2?.outcomes.map(
    (o): CandidateVerdict => ({
      status: o.status,
      racing: o.racing,
      ...(o.makers ? { makers: o.makers } : {}),
      ...(o.undecided ? { undecided: o.undecided } : {}),
      ...(o.race ? raceShown(o.race, req.root) : { witness: undefined }),
      ...(o.elsewhere
        ? {
            elsewhere: o.elsewhere.map((l) => ({
              racing: l.racing,
              ...(o.makers ? { makers: o.makers } : {}),
              ...raceShown(l.race, req.root),
              racedAt: l.at,
              ...(l.race.abstracted
                ? {
                    status: 'possible' as const,
                    why: explainCheck(abstractedReason(l.race), (file) => displayPath(req.root, file)),
                    cause: causeOf(abstractedReason(l.race), (file) => displayPath(req.root, file)),
                  }
                : {}),
            })),
          }
        : {}),
      why: explainCheck(o.reason, (file) => displayPath(req.root, file)),
      cause: causeOf(o.reason, (file) => displayPath(req.root, file)),
    }),
  );
  const severity = req.severity?.['data-race'];
  const built = buildFindings(layer1, req.root, verdicts).map((f) => (severity ? { ...f, severity } : f));
  const sources = new Set<string>();
  for (const u of front.program.units)
    for (const f of [u.file, ...u.files]) {
      const shown = displayPath(req.root, f);
      if (!shown.startsWith('/') && !shown.startsWith('..')) sources.add(shown);
    }
  // Only files the preprocessor read are ever read again: a `#line` name renames, nothing more.
  const read = req.readSource ?? sourceLines(req.root, req.boundary ?? OPEN_BOUNDARY, new Set(sources));
  for (const f of built) for (const a of f.accesses) sources.add(a.file);
  const sup = applySuppressions(
    built,
    req.suppressions ?? [],
    { files: [...sources].sort(), read },
    req.configFile,
  );
  // Suppressions saw every access site; the report lists the first of each finding's (findings.ts).
  const listed = sup.findings.map(capListedAccesses);
  const suppressed = sup.suppressed.map(capListedAccesses);
  const findings = req.baseline ? markBaseline(listed, req.baseline) : listed;
  const count = (st: string) => layer2?.outcomes.filter((o) => o.status === st).length ?? 0;
  const diagnostics = [
    ...front.diagnostics.map((d) => toResultDiagnostic(d, req.root)),
    ...layer1Diagnostics(layer1, req.root, hasLostCode(front.program)),
    ...sup.diagnostics,
    ...(layer2?.skipped
      ? [
          {
            severity: 'note' as const,
            code: 'model-check-skipped',
            message: `the model checker did not explore ${layer2.skippedCandidates ?? 0} candidate(s): they need more than the ${MAX_INSTANCES} thread instances it explores; they stay possible`,
          },
        ]
      : []),
    ...(layer2?.timeLimited
      ? [
          {
            severity: 'warning' as const,
            code: 'model-check-time-limit',
            message: `the model checker's time limit (${(req.check ? (req.check.maxMs ?? DEFAULT_CHECK_OPTIONS.maxMs) : DEFAULT_CHECK_OPTIONS.maxMs) / 1000} s, --time-budget) ended it early: candidates not decided by then stay possible (races already confirmed stay confirmed)`,
          },
        ]
      : []),
    ...budgetDiagnostics(budget),
  ];
  const { verdict, reasons, causes } = decideVerdict(
    front.program,
    req.root,
    layer1,
    findings,
    layer2 !== undefined,
    budget.tripped
      ? [
          {
            words: `${budget.describe(budget.tripped)}: ${SKIPPED[budget.tripped.kind]}`,
            cause: { kind: `${budget.tripped.kind}-budget`, why: budget.tripped.phase },
          },
        ]
      : [],
  );
  // A shard speaks for its share only: its race-free is not the program's (src/shard.ts).
  if (req.shard) {
    reasons.push(
      `this run reports only the races of shard ${req.shard.index} of ${req.shard.count}; the other shards report the rest`,
    );
    causes.push({ kind: 'shard', count: req.shard.count, index: req.shard.index });
  }
  // A race-free verdict with suppressed races says so: the program is race-free only as far as
  // the races the user accepted go (CONTRACTS: suppressions do not affect the verdict).
  if (verdict === 'race-free' && suppressed.length > 0) {
    reasons.push(suppressedReason(suppressed));
    causes.push({ kind: 'suppressed', count: suppressed.length });
  }
  const t3 = performance.now();
  const result: AnalysisResult = {
    schemaVersion: SCHEMA_VERSION,
    tool: { name: 'lockstep', version: VERSION },
    verdict,
    verdictReasons: reasons,
    verdictCauses: causes,
    ...(req.shard ? { scope: { shard: { index: req.shard.index, count: req.shard.count } } } : {}),
    findings,
    ...(suppressed.length > 0
      ? { suppressed: req.baseline ? markBaseline(suppressed, req.baseline) : suppressed }
      : {}),
    ...(req.showEliminated && verdicts ? { eliminated: eliminatedEntries(layer1, req.root, verdicts) } : {}),
    diagnostics,
    stats: {
      units: front.program.units.length,
      functions: front.program.functions.size,
      functionsSkipped: front.program.skipped.length,
      ...threadSites(layer1.threads),
      ...threadInstances(layer1.threads),
      candidates: layer1.candidates.length,
      eliminated: count('eliminated'),
      confirmed: count('confirmed'),
      possible: count('possible'),
      suppressed: sup.suppressed.length,
      statesExplored: layer2?.states ?? 0,
      ms: {
        frontend: round(t1 - t0),
        layer1: round(t2 - t1),
        layer2: round(t2b - t2),
        total: round(t3 - t0),
      },
    },
  };
  return { result, program: front.program, layer1, layer2, readSource: read };
}

/** What was confirmed, by kind: data races and races on a thread-unsafe function's hidden state. */
function confirmedReason(findings: readonly Finding[]): string {
  const confirmed = findings.filter((f) => f.status === 'confirmed');
  const unsafe = confirmed.filter((f) => f.kind === 'thread-unsafe-call').length;
  const races = confirmed.length - unsafe;
  const parts = [
    ...(races > 0 ? [plural(races, 'data race')] : []),
    ...(unsafe > 0 ? [`${plural(unsafe, 'race')} between thread-unsafe library calls`] : []),
  ];
  return `${parts.join(' and ')} confirmed with a witness`;
}

const round = (ms: number) => Math.round(ms * 10) / 10;

/** What a budget that ran out costs the user, by budget (the rest of the run is skipped). */
const SKIPPED: Record<BudgetKind, string> = {
  time: 'what was left of the analysis was skipped',
  memory: 'what was left of the analysis was skipped to stay under the memory ceiling',
};

/** A budget that has run out, in words (`undefined` while none has). */
function budgetNote(budget: Budget, phase: string): string | undefined {
  const e = budget.exceeded(phase);
  return e ? budget.describe(e) : undefined;
}

function budgetDiagnostics(budget: Budget): ResultDiagnostic[] {
  const e = budget.tripped;
  if (!e) return [];
  const phase =
    e.phase === 'layer 2' ? 'the candidates not model-checked yet stay possible' : SKIPPED[e.kind];
  return [{ severity: 'warning', code: `${e.kind}-budget`, message: `${budget.describe(e)}: ${phase}` }];
}

/** Why a race found only through a value the model does not know stays possible. */
function abstractedReason(race: RaceFound): CheckReason {
  return { kind: 'unknown-value', ...(race.abstractedBy ? { by: race.abstractedBy } : {}) };
}

/** What the report shows of a race layer 2 found: its witness, its pair, the memory it touched. */
function raceShown(
  race: RaceFound,
  root: string,
): Pick<CandidateVerdict, 'witness' | 'pair' | 'racedAt' | 'eitherWay'> {
  return {
    witness: race.steps,
    ...(race.eitherWay
      ? {
          eitherWay: race.eitherWay.map((b) => ({
            branch: b.what,
            file: displayPath(root, b.file),
            line: b.line,
            column: b.column,
          })),
        }
      : {}),
    pair: [
      { access: race.first.access, thread: race.first.thread },
      { access: race.second.access, thread: race.second.thread },
    ],
    ...(race.at ? { racedAt: race.at } : {}),
  };
}

function toResultDiagnostic(d: Diagnostic, root: string): ResultDiagnostic {
  return {
    severity: d.severity,
    code: d.code,
    message: d.message,
    ...(d.file ? { file: displayPath(root, d.file) } : {}),
    ...(d.line ? { line: d.line } : {}),
    ...(d.column ? { column: d.column } : {}),
  };
}

function layer1Diagnostics(layer1: Layer1Result, root: string, lostCode: boolean): ResultDiagnostic[] {
  const out: ResultDiagnostic[] = [];
  for (const u of layer1.unknownCallees) {
    out.push({
      severity: 'warning',
      code: 'unknown-function',
      message: u.skipped
        ? `'${u.name}' was skipped (${u.skipped}), so its calls are calls of unknown code: it might lock, unlock or spawn`
        : u.opaque
          ? `'${u.name}' ${u.opaque}: its calls are taken to return (not to lock, unlock or spawn, and to read and write ` +
            'through their pointer arguments), and the model checker confirms nothing after one'
          : `'${u.name}' has no body and no model: assumed not to lock, unlock or spawn, and to read and write ` +
            `through its pointer arguments${u.risky ? `; it ${u.risky}, so it might lock or spawn` : ''}`,
      file: displayPath(root, u.range.file),
      line: u.range.line,
      column: u.range.column,
    });
  }
  for (const u of layer1.unresolved)
    out.push({
      severity: 'warning',
      code: 'unresolved-call',
      message: `${u.what}: skipped`,
      file: displayPath(root, u.range.file),
      line: u.range.line,
      column: u.range.column,
    });
  for (const e of layer1.entryPointerParams)
    out.push({
      severity: 'note',
      code: 'entry-point-pointer-params',
      message: `entry point '${e.name}' takes pointer parameters (${e.params.join(', ')}) whose objects come from outside the analysed code: accesses through them are not checked`,
    });
  for (const name of layer1.unmatchedEntryPoints)
    out.push({
      severity: 'warning',
      code: 'unknown-entry-point',
      message: `entry point '${name}' matches no function with a body`,
    });
  for (const m of layer1.mainEntryPoints) out.push(mainEntryPointDiagnostic(m));
  if (layer1.noMain)
    out.push({
      severity: 'warning',
      code: 'no-main',
      message: `no main function${lostCode ? ' in the code that was analysed (it may be in the code left out: see the diagnostics above)' : ''}: no thread could be found, so nothing was checked`,
    });
  if (layer1.threadsTruncated)
    out.push({
      severity: 'warning',
      code: 'too-many-threads',
      message: 'thread creation was cut off at 2000 threads',
    });
  return out;
}

/**
 * An entry point that names `main`: main is never made one, as it already runs as the program's
 * first thread. Alone it adds nothing (a warning, as an entry point that names nothing); in a glob
 * that names other functions too, only main is left out (a note).
 */
function mainEntryPointDiagnostic(m: Layer1Result['mainEntryPoints'][number]): ResultDiagnostic {
  const firstThread = "already runs as the program's first thread";
  if (!m.only)
    return {
      severity: 'note',
      code: 'main-entry-point',
      message: `entry point '${m.pattern}' also matches main, which is left out: it ${firstThread}`,
    };
  return {
    severity: 'warning',
    code: 'main-entry-point',
    message:
      m.pattern === 'main'
        ? `entry point 'main' needs no entry: main ${firstThread}`
        : `entry point '${m.pattern}' matches only main, which needs no entry: it ${firstThread}`,
  };
}

/** `1 finding is suppressed (1 confirmed race) and not counted: …`. */
function suppressedReason(suppressed: readonly Finding[]): string {
  const by = (st: Finding['status'], what: string) => {
    const n = suppressed.filter((f) => f.status === st).length;
    return n > 0 ? [plural(n, what)] : [];
  };
  const parts = [
    ...by('confirmed', 'confirmed race'),
    ...by('possible', 'possible race'),
    ...by('candidate', 'race candidate'),
  ];
  const n = suppressed.length;
  return `${plural(n, 'finding')} ${n === 1 ? 'is' : 'are'} suppressed (${parts.join(', ')}) and not counted: suppressions do not affect the verdict`;
}

/** Some of the code given was not analysed: a unit that failed, a function skipped. */
function hasLostCode(program: Program): boolean {
  return program.units.some((u) => u.failed) || program.skipped.length > 0;
}

/**
 * `race` only when a race is established (layer 2 confirms it), `race-free` only when no candidate
 * survives and nothing was skipped, `unknown` otherwise, with the reasons.
 */
function decideVerdict(
  program: Program,
  /** Paths in causes are shown relative to it. */
  root: string,
  layer1: Layer1Result,
  findings: readonly Finding[],
  modelChecked: boolean,
  /** Reasons from outside the analysis (a budget that ran out). */
  stoppedBy: readonly { words: string; cause: VerdictCause }[],
): { verdict: Verdict; reasons: string[]; causes: VerdictCause[] } {
  const reasons: string[] = [];
  const causes: VerdictCause[] = [];
  // Each reason in words and as facts, side by side (JSON `verdictReasons` and `verdictCauses`).
  const add = (words: string, cause: VerdictCause) => {
    reasons.push(words);
    causes.push(cause);
  };
  const confirmed = findings.filter((f) => f.status === 'confirmed').length;
  const open = findings.length - confirmed;
  if (open > 0)
    add(
      modelChecked
        ? `${plural(open, 'possible race')} that bounded model checking could neither confirm nor eliminate`
        : `${plural(open, 'race candidate')} found by the lockset analysis, not model checked`,
      { kind: modelChecked ? 'possible-races' : 'unchecked-candidates', count: open },
    );
  // Units a budget left out are said by the budget's own reason.
  const failed = program.units.filter((u) => u.failed && !u.skippedByBudget);
  if (failed.length > 0)
    add(
      `${plural(failed.length, 'translation unit')} could not be read or preprocessed (see the diagnostics)`,
      {
        kind: 'units-not-read',
        count: failed.length,
        names: failed.map((u) => displayPath(root, u.file)),
      },
    );
  const skipped = (cause: 'syntax' | 'limit' | 'internal', why: string) => {
    const lost = program.skipped.filter((s) => s.cause === cause);
    const n = lost.length;
    if (n > 0)
      add(`${plural(n, 'function')} ${why} and ${n === 1 ? 'was' : 'were'} skipped`, {
        kind: 'functions-skipped',
        why: cause,
        count: n,
        names: lost.map((s) => s.name),
      });
  };
  skipped('syntax', 'could not be parsed');
  skipped('limit', 'nested too deeply to lower');
  skipped('internal', 'hit an internal error while lowered');
  const duplicates = program.skipped.filter((s) => s.cause === 'duplicate');
  if (duplicates.length > 0) {
    const names = [...new Set(duplicates.map((s) => s.name))];
    const quoted = names.map((n) => `'${n}'`);
    const shown =
      quoted.length > 3
        ? `${quoted.slice(0, 3).join(', ')} and ${quoted.length - 3} more`
        : quoted.join(', ');
    add(
      `${plural(duplicates.length, 'function definition')} not analysed: ${shown} ${names.length === 1 ? 'is' : 'are'} defined more than once and only the first definition is used (see the diagnostics)`,
      { kind: 'duplicate-definitions', count: duplicates.length, names },
    );
  }
  if (program.damaged.length > 0) {
    const repaired = program.damaged.filter((d) => d.repaired).length;
    const lost = program.damaged.length - repaired;
    const what =
      repaired === 0
        ? 'the statements or declarations they damaged are skipped'
        : lost === 0
          ? 'read as if the missing token were there, which the code may not mean'
          : `${lost} skipped the statements or declarations they damaged, ${repaired} read as if the missing token were there`;
    add(
      `${plural(program.damaged.length, 'syntax error')} inside the analysed code (${what}; see the diagnostics)`,
      { kind: 'syntax-errors', count: program.damaged.length },
    );
  }
  // A skipped function is a reason of its own above; its calls are not a second one.
  const risky = layer1.unknownCallees.filter((u) => u.risky && !u.skipped);
  for (const u of risky)
    add(`'${u.name}' has no body or model and ${u.risky}`, {
      kind: 'unknown-function',
      names: [u.name],
      why: u.risky!,
      file: displayPath(root, u.range.file),
      line: u.range.line,
      column: u.range.column,
    });
  if (layer1.unresolved.length > 0)
    add(
      `${plural(layer1.unresolved.length, 'call')} Lockstep could not resolve to a function (a pointer that points to none, or a member function of an object whose class it could not tell)`,
      { kind: 'unresolved-calls', count: layer1.unresolved.length },
    );
  if (layer1.noMain)
    add(
      hasLostCode(program)
        ? 'no main function in the code that was analysed (it may be in the code left out), so no thread was analysed'
        : 'no main function, so no thread was analysed',
      { kind: 'no-main' },
    );
  const external = layer1.entryPointerParams.length;
  if (external > 0)
    add(
      `${plural(external, 'entry point')} ${external === 1 ? 'takes' : 'take'} pointer parameters from callers outside the analysed code (${layer1.entryPointerParams
        .slice(0, 3)
        .map((e) => `'${e.name}'`)
        .join(', ')}${external > 3 ? ', …' : ''})`,
      { kind: 'entry-point-pointers', count: external, names: layer1.entryPointerParams.map((e) => e.name) },
    );
  if (layer1.threadsTruncated)
    add('thread creation was cut off at 2000 threads', { kind: 'threads-cut-off', count: 2000 });
  for (const s of stoppedBy) add(s.words, s.cause);
  if (confirmed > 0)
    return {
      verdict: 'race',
      reasons: [confirmedReason(findings), ...reasons],
      causes: [{ kind: 'confirmed-races', count: confirmed }, ...causes],
    };
  return { verdict: reasons.length === 0 ? 'race-free' : 'unknown', reasons, causes };
}
