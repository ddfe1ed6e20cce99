/**
 * Compiler-style text: one `file:line:col: level: message [rule]` line per finding (the location
 * is the first racing write, as in SARIF), its access sites indented below with the thread and the
 * locks held (and, for a finding no interleaving confirmed, each access's trace below it), then the
 * witness as numbered steps, then diagnostics, the verdict with its reasons,
 * and a summary line. Problem matchers and editors pick up the unindented lines.
 *
 * Colour (gcc's palette) only when asked: the CLI asks when standard output is a terminal and
 * NO_COLOR is unset.
 */
import type { AnalysisResult, Finding, ResultDiagnostic } from '../result.js';
import { plural } from '../util/text.js';
import {
  accessKindWords,
  eitherWaySentence,
  omittedAccesses,
  omittedTraces,
  primaryOf,
  showsTraces,
  sitePhrase,
  traceStepPhrase,
} from './trace.js';

export interface TextOptions {
  color?: boolean;
}

type Paint = (code: string, s: string) => string;

const SGR = {
  bold: '1',
  error: '1;31',
  warning: '1;35',
  note: '1;36',
  dim: '2',
  green: '1;32',
  yellow: '1;33',
} as const;

const VERDICT_COLOR: Record<AnalysisResult['verdict'], string> = {
  race: SGR.error,
  'race-free': SGR.green,
  unknown: SGR.yellow,
};

/**
 * Control characters in names (a file called `\x1b[2J…`) would drive the terminal or split a
 * line: every string of the result shows them as `\xNN`.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: that is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;
function clean(r: AnalysisResult): AnalysisResult {
  return JSON.parse(JSON.stringify(r), (_key, v) =>
    typeof v === 'string'
      ? v.replace(CONTROL, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`)
      : v,
  );
}

export function renderText(r: AnalysisResult, opts: TextOptions = {}): string {
  return `${renderLines(clean(r), opts).join('\n')}\n`;
}

function renderLines(r: AnalysisResult, opts: TextOptions): string[] {
  const paint: Paint = opts.color ? (code, s) => `\x1b[${code}m${s}\x1b[0m` : (_code, s) => s;
  const lines: string[] = [];
  for (const f of r.findings) lines.push(...findingLines(f, paint));
  for (const e of r.eliminated ?? []) {
    lines.push(`eliminated: '${e.location}': ${e.why}`);
    for (const a of e.accesses)
      lines.push(`    ${a.file}:${a.line}:${a.column}: ${a.access} in ${a.function} (${a.thread})`);
  }
  for (const d of r.diagnostics) lines.push(diagnosticLine(d, paint));
  const scope = r.scope ? ` in shard ${r.scope.shard.index}/${r.scope.shard.count}` : '';
  lines.push(`${paint(SGR.bold, 'verdict:')} ${paint(VERDICT_COLOR[r.verdict], r.verdict)}${scope}`);
  for (const reason of r.verdictReasons) lines.push(`  - ${reason}`);
  lines.push(summaryLine(r));
  return lines;
}

function findingLines(f: Finding, paint: Paint): string[] {
  const out: string[] = [];
  const p = primaryOf(f.accesses);
  const traced = showsTraces(f);
  out.push(
    `${paint(SGR.bold, `${p.file}:${p.line}:${p.column}:`)} ${paint(SGR[f.severity], `${f.severity}:`)} ` +
      `${f.message} ${paint(SGR.dim, `[${f.kind}]`)}${f.baselineState ? ` (${f.baselineState})` : ''}`,
  );
  for (const a of f.accesses) {
    const locks = a.locks.length > 0 ? `holding ${a.locks.join(', ')}` : 'no locks held';
    out.push(
      `    ${a.file}:${a.line}:${a.column}: ${accessKindWords(a)} in ${a.function} (${a.thread}), ${locks}`,
    );
    if (traced) out.push(...traceLines(f, a));
  }
  if (f.accessesOmitted) out.push(`    ${omittedAccesses(f.accessesOmitted)}`);
  if (traced && f.tracesOmitted) out.push(`    ${omittedTraces(f.tracesOmitted)}`);
  const steps = f.witness?.steps ?? [];
  if (steps.length > 0) {
    // Only a confirmed race has a witness; a possible one shows the interleaving that was not confirmed.
    const label = f.status === 'confirmed' ? 'witness:' : 'interleaving found, not confirmed:';
    out.push(`    ${paint(SGR.bold, label)} ${steps.length} step${steps.length === 1 ? '' : 's'}`);
    const n = String(steps.at(-1)!.step).length;
    const threadWidth = Math.max(...steps.map((s) => s.thread.length));
    for (const s of steps) {
      out.push(
        `      ${String(s.step).padStart(n)}. ${s.thread.padEnd(threadWidth)}  ` +
          `${s.file}:${s.line}:${s.column}: ${s.action}`,
      );
    }
    const eitherWay = eitherWaySentence(f);
    if (eitherWay) out.push(`    ${eitherWay}`);
  }
  return out;
}

/** An access's trace, one step a line, when it says more than the access line above it. */
function traceLines(f: Finding, a: Finding['accesses'][number]): string[] {
  const steps = a.trace ?? [];
  if (steps.length <= 1) return [];
  const width = Math.max(...steps.map((s) => s.thread.length));
  return steps.map(
    (s, i) =>
      `        ${s.thread.padEnd(width)}  ${s.file}:${s.line}:${s.column}: ${traceStepPhrase(steps, i, a, f.location)}`,
  );
}

/**
 * One finding in full (`lockstep explain`): the report's lines, then its identity, status, every
 * access's call path, where the locks were taken and the threads created, and any suppression.
 */
export function renderFindingText(f0: Finding, opts: TextOptions = {}): string {
  const f = (clean({ findings: [f0] } as unknown as AnalysisResult).findings[0] ?? f0) as Finding;
  const paint: Paint = opts.color ? (code, s) => `\x1b[${code}m${s}\x1b[0m` : (_code, s) => s;
  const out = findingLines(f, paint);
  out.push(`    id: ${f.id}`);
  out.push(
    `    status: ${f.status}, severity: ${f.severity}${f.baselineState ? `, baseline: ${f.baselineState}` : ''}`,
  );
  out.push(`    shared location: ${f.location}`);
  const paths = f.accesses.filter((a) => a.callPath && a.callPath.length > 1);
  if (paths.length > 0) {
    out.push('    call paths:');
    for (const a of paths) out.push(`      ${a.file}:${a.line}: ${a.thread}: ${a.callPath!.join(' -> ')}`);
  }
  for (const s of f.sites ?? []) out.push(`    ${s.file}:${s.line}:${s.column}: ${sitePhrase(s)}`);
  for (const s of f.suppressions ?? [])
    out.push(
      `    suppressed (${s.kind === 'inSource' ? 'comment' : 'configuration'}${s.file ? ` ${s.file}${s.line ? `:${s.line}` : ''}` : ''}): ${s.justification}`,
    );
  return `${out.join('\n')}\n`;
}

function diagnosticLine(d: ResultDiagnostic, paint: Paint = (_c, s) => s): string {
  const where = d.file ? `${d.file}${d.line ? `:${d.line}${d.column ? `:${d.column}` : ''}` : ''}: ` : '';
  return `${where ? paint(SGR.bold, where.trimEnd()) + ' ' : ''}${paint(SGR[d.severity], `${d.severity}:`)} ${d.message} ${paint(SGR.dim, `[${d.code}]`)}`;
}

/**
 * Threads as Lockstep counts them: main and one per spawn site. A spawn that runs more than once (a
 * loop, a pool) starts two or more threads: when every such spawn's count is known (`instances`,
 * a loop with constant bounds) the count is exact, "3 threads" for main and a loop of two;
 * otherwise it is a lower bound: main plus workers from a loop on `n` is "at least 3 threads",
 * never "2 threads".
 */
export function threadCount(threads: number, repeated: number, handlers = 0, instances?: number): string {
  // Signal handlers run as threads in the model, but the program starts no thread for them.
  const plain = threads - handlers;
  const also = handlers > 0 ? ` and ${plural(handlers, 'signal handler')}` : '';
  if (repeated === 0) return `${plural(plain, 'thread')}${also}`;
  const sites = repeated === 1 ? '1 spawn runs' : `${repeated} spawns run`;
  if (instances !== undefined) return `${plural(instances, 'thread')} (${sites} more than once)${also}`;
  return `at least ${plain + repeated} threads (${sites} more than once)${also}`;
}

function summaryLine(r: AnalysisResult): string {
  const s = r.stats;
  let line =
    // `functions` counts what was analysed; skipped ones come on top ("2 functions (1 more skipped)").
    `${plural(s.units, 'unit')}, ${plural(s.functions, 'function')} (${s.functionsSkipped}${s.functionsSkipped > 0 ? ' more' : ''} skipped), ` +
    `${threadCount(s.threads ?? 0, s.threadsRepeated ?? 0, s.signalHandlers ?? 0, s.threadInstances)}, ${plural(s.candidates, 'candidate')}`;
  // Once the model checker has had its say: what became of the candidates.
  if (s.eliminated + s.possible + s.confirmed + s.statesExplored > 0)
    line += `: ${s.eliminated} eliminated, ${s.possible} possible, ${s.confirmed} confirmed, ${plural(s.statesExplored, 'state')} explored`;
  // Candidates on one location make one finding: say so when the counts above and below differ.
  const shown = r.findings.length + s.suppressed;
  const decided = s.eliminated + s.possible + s.confirmed > 0;
  const open = decided ? s.possible + s.confirmed : s.candidates;
  if (open !== shown && s.candidates > 0) line += ` (${plural(shown, 'finding')})`;
  if (s.suppressed > 0) line += `, ${s.suppressed} suppressed`;
  const fresh = r.findings.filter((f) => f.baselineState === 'new').length;
  const unchanged = r.findings.filter((f) => f.baselineState === 'unchanged').length;
  if (fresh + unchanged > 0) line += `, ${fresh} new, ${unchanged} unchanged against the baseline`;
  return `${line} (${Math.round(s.ms.total)} ms)`;
}
