/**
 * SARIF 2.1.0 for GitHub code scanning and other SARIF viewers: a pure function of the analysis
 * result. One result per finding (one shared location), the first racing write in source order as
 * its primary location, every other access site as a related location linked from the message, the
 * witness as one thread flow per thread (locations ordered globally by `executionOrder`), and the
 * diagnostics as tool execution notifications.
 *
 * Paths are repository-relative URIs against `%SRCROOT%`; nothing machine-specific (absolute
 * paths, timings) is written, so the same analysis gives the same bytes on every machine.
 *
 * GitHub's limits (docs: "SARIF results exceed limit") are applied here, each with a notification
 * that says what was left out: 25,000 results per run, 1,000 locations per result, 10,000 thread
 * flow locations per result.
 */
import type * as Sarif from 'sarif';
import type { AnalysisResult, Finding, FindingAccess, ResultDiagnostic } from '../result.js';
import { MAX_LISTED_ACCESSES, RULE_DATA_RACE } from './findings.js';
import { type RuleText, THREAD_UNSAFE_CALL_RULE, THREAD_UNSAFE_HEADLINE } from './thread-unsafe-rule.js';
import {
  accessKindWords,
  eitherWaySentence,
  primaryOf,
  showsTraces,
  sitePhrase,
  traceStepPhrase,
} from './trace.js';

const SARIF_SCHEMA_URI =
  'https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json';
const SRCROOT = '%SRCROOT%';
export const FINGERPRINT_KEY = 'lockstep/v1';

interface SarifLimits {
  /** Results per run. */
  results: number;
  /** Locations per result: the primary location plus related locations. */
  locations: number;
  /** Thread flow locations per result, over all its thread flows. */
  threadFlowLocations: number;
  /**
   * Access sites listed as related locations per result: Lockstep's own bound, under GitHub's
   * limit on locations. A server's findings each have hundreds of sites (memcached: 1,196 results
   * of about 235, a 255 MB log viewers cannot open); the message links the first ten, and the JSON
   * output lists every site.
   */
  relatedAccesses: number;
}

/** GitHub code scanning's hard limits. */
const GITHUB_LIMITS: SarifLimits = {
  results: 25_000,
  locations: 1_000,
  threadFlowLocations: 10_000,
  relatedAccesses: 50,
};

export interface SarifOptions {
  /**
   * The code-scanning category. `automationDetails.id` becomes `category/` (with the trailing
   * slash, as GitHub's upload-sarif action writes it), so runs of different categories for one
   * commit do not replace each other.
   */
  category?: string;
  /**
   * Where users learn about the tool (`tool.driver.informationUri`, an absolute URI). Left out
   * when not given: Lockstep has no public home page yet, and a made-up one would mislead.
   */
  informationUri?: string;
  /** Lower limits, for tests; GitHub's by default. */
  limits?: Partial<SarifLimits>;
}

/** Messages that link more related locations than this list the rest as a count. */
const LINKS_IN_MESSAGE = 10;

const LEVEL_RANK: Record<Finding['severity'], number> = { error: 0, warning: 1, note: 2 };

export function renderSarif(r: AnalysisResult, opts: SarifOptions = {}): string {
  return `${JSON.stringify(buildSarif(r, opts), null, 2)}\n`;
}

export function buildSarif(r: AnalysisResult, opts: SarifOptions = {}): Sarif.Log {
  const limits = { ...GITHUB_LIMITS, ...opts.limits };
  const notes: Sarif.Notification[] = [];
  const findings = mostSevereFindings(r, limits, notes);
  const { results, cutLocations, cutFlows, cutTraces } = activeResults(findings, limits);
  results.push(...suppressedResults(r.suppressed ?? [], limits, results.length, notes));
  notes.push(...cutNotes(cutLocations, cutFlows, limits));
  if (cutTraces > 0)
    notes.push(
      limitNotification(
        `${cutTraces} result${cutTraces === 1 ? ' has' : 's have'} access traces beyond GitHub's limit of ` +
          `${limits.threadFlowLocations} thread flow locations per result: the traces past the limit were ` +
          'left out whole. The JSON output has every trace.',
      ),
    );

  const invocation: Sarif.Invocation = {
    executionSuccessful: true,
    toolExecutionNotifications: [
      ...r.diagnostics.map(diagnosticNotification),
      verdictNotification(r),
      ...notes,
    ],
  };

  const run: Sarif.Run = {
    tool: {
      driver: {
        name: r.tool.name,
        ...(opts.informationUri ? { informationUri: opts.informationUri } : {}),
        ...(/^\d+\.\d+\.\d+(?:[-+][0-9A-Za-z.+-]*)?$/.test(r.tool.version)
          ? { semanticVersion: r.tool.version }
          : { version: r.tool.version }),
        // The thread-unsafe-call rule only where a result uses it (always second: ruleIndex 1).
        rules: (r.findings.some((f) => f.kind === 'thread-unsafe-call')
          ? [DATA_RACE_RULE, THREAD_UNSAFE_CALL_RULE]
          : [DATA_RACE_RULE]
        ).map((rule) => ruleDescriptor(rule, precisionOf(r))),
      },
    },
    ...(opts.category !== undefined
      ? { automationDetails: { id: opts.category.endsWith('/') ? opts.category : `${opts.category}/` } }
      : {}),
    originalUriBaseIds: {
      [SRCROOT]: { description: { text: 'The root of the repository that was analysed.' } },
    },
    invocations: [invocation],
    columnKind: 'utf16CodeUnits',
    results,
    properties: {
      verdict: r.verdict,
      verdictReasons: r.verdictReasons,
      // Timings stay out so the same analysis gives the same file everywhere.
      stats: statsWithoutTimes(r.stats),
    },
  };
  return { $schema: SARIF_SCHEMA_URI, version: '2.1.0', runs: [run] };
}

/** The findings within GitHub's limit on results: the most severe, in source order. */
function mostSevereFindings(r: AnalysisResult, limits: SarifLimits, notes: Sarif.Notification[]): Finding[] {
  const findings = r.findings;
  if (findings.length <= limits.results) return findings;
  // GitHub keeps the most severe; so do we, in the original (source) order.
  const keep = new Set(
    findings
      .map((f, i) => ({ f, i }))
      .sort((a, b) => LEVEL_RANK[a.f.severity] - LEVEL_RANK[b.f.severity] || a.i - b.i)
      .slice(0, limits.results)
      .map((x) => x.f),
  );
  const kept = findings.filter((f) => keep.has(f));
  notes.push(
    limitNotification(
      `${r.findings.length - kept.length} of ${r.findings.length} findings were left out of this SARIF ` +
        `file: GitHub code scanning accepts at most ${limits.results} results per run. The most severe ` +
        `were kept; the JSON output (--format json) lists them all.`,
    ),
  );
  return kept;
}

/** One result per finding, and how many had their locations or their witness cut. */
function activeResults(
  findings: Finding[],
  limits: SarifLimits,
): { results: Sarif.Result[]; cutLocations: number; cutFlows: number; cutTraces: number } {
  let cutLocations = 0;
  let cutFlows = 0;
  let cutTraces = 0;
  const results = findings.map((f) => {
    const { result, locationsCut, flowLocationsCut, traceLocationsCut } = buildResult(f, limits);
    if (locationsCut > 0) cutLocations++;
    if (flowLocationsCut > 0) cutFlows++;
    if (traceLocationsCut > 0) cutTraces++;
    return result;
  });
  return { results, cutLocations, cutFlows, cutTraces };
}

/**
 * Suppressed findings stay in the SARIF, marked (code scanning shows them as dismissed), as far
 * as GitHub's limit on results leaves room after the `active` ones.
 */
function suppressedResults(
  suppressed: Finding[],
  limits: SarifLimits,
  active: number,
  notes: Sarif.Notification[],
): Sarif.Result[] {
  const room = Math.max(0, limits.results - active);
  if (suppressed.length > room)
    notes.push(
      limitNotification(
        `${suppressed.length - room} of ${suppressed.length} suppressed findings were left out of this SARIF ` +
          `file: GitHub code scanning accepts at most ${limits.results} results per run, and the active ones come first.`,
      ),
    );
  return suppressed.slice(0, room).map((f) => {
    const { result } = buildResult(f, limits);
    result.suppressions = (f.suppressions ?? []).map(
      (s): Sarif.Suppression => ({
        kind: s.kind,
        status: 'accepted',
        justification: s.justification,
        ...(s.file
          ? {
              location: {
                physicalLocation: s.line
                  ? physical(s.file, region(s.line, 1, s.line, 1))
                  : { artifactLocation: artifactLocation(s.file) },
              },
            }
          : {}),
      }),
    );
    return result;
  });
}

/** What was cut within results to stay inside GitHub's limits, said once per kind. */
function cutNotes(cutLocations: number, cutFlows: number, limits: SarifLimits): Sarif.Notification[] {
  const notes: Sarif.Notification[] = [];
  const ownLimit = limits.relatedAccesses < limits.locations - 1;
  if (cutLocations > 0)
    notes.push(
      limitNotification(
        `${cutLocations} result${cutLocations === 1 ? ' has' : 's have'} more access sites than ` +
          (ownLimit
            ? `this file lists (${limits.relatedAccesses} related access sites per result, to keep the file readable)`
            : `GitHub's limit of ${limits.locations} locations per result`) +
          ': the related locations were cut at that limit and the ' +
          `message says how many are missing. The JSON output lists them.`,
      ),
    );
  if (cutFlows > 0)
    notes.push(
      limitNotification(
        `${cutFlows} witness${cutFlows === 1 ? ' is' : 'es are'} longer than GitHub's limit of ` +
          `${limits.threadFlowLocations} thread flow locations per result: the middle steps were left out ` +
          `(the code flow's message says which). The JSON output has every step.`,
      ),
    );
  return notes;
}

function statsWithoutTimes(stats: AnalysisResult['stats']): Record<string, number> {
  const { ms: _ms, ...rest } = stats;
  return rest;
}

// ---------------------------------------------------------------------------------------------
// Text

/**
 * SARIF message text (§3.11.5, §3.11.6): literal braces are doubled (they would start a
 * placeholder), and square brackets and backslashes are backslash-escaped (a bracket would start
 * an embedded link, a backslash would escape the bracket that ends one), so names from the
 * analysed code are shown as written and cannot forge or break a link.
 */
export function sarifText(s: string): string {
  return s.replace(/[{}]/g, (c) => c + c).replace(/[[\]\\]/g, (c) => `\\${c}`);
}

function msg(text: string): Sarif.Message {
  return { text };
}

/** A message must end with a period (SARIF2001). */
function sentence(s: string): string {
  return /[.!?]$/.test(s) ? s : `${s}.`;
}

// ---------------------------------------------------------------------------------------------
// Locations

/** A repository-relative path as a URI reference against %SRCROOT%; absolute paths as file URIs. */
function artifactLocation(file: string): Sarif.ArtifactLocation {
  const path = file.replace(/\\/g, '/');
  const encode = (segment: string) => encodeURIComponent(segment);
  if (/^[A-Za-z]:\//.test(path)) {
    const [drive, ...rest] = path.split('/');
    return { uri: `file:///${drive}/${rest.map(encode).join('/')}` };
  }
  if (path.startsWith('/')) return { uri: `file://${path.split('/').map(encode).join('/')}` };
  return { uri: path.split('/').map(encode).join('/'), uriBaseId: SRCROOT };
}

/** A region that is well-formed whatever the input: the end never before the start. */
function region(line: number, column: number, endLine?: number, endColumn?: number): Sarif.Region {
  const out: Sarif.Region = { startLine: line, startColumn: column };
  if (endLine !== undefined && endColumn !== undefined) {
    const el = Math.max(endLine, line);
    const ec = el === line ? Math.max(endColumn, column) : endColumn;
    out.endLine = el;
    out.endColumn = ec;
  }
  return out;
}

function physical(file: string, reg: Sarif.Region): Sarif.PhysicalLocation {
  return { artifactLocation: artifactLocation(file), region: reg };
}

function accessLocation(a: FindingAccess, id?: number, message?: string): Sarif.Location {
  return {
    ...(id !== undefined ? { id } : {}),
    physicalLocation: physical(a.file, region(a.line, a.column, a.endLine, a.endColumn)),
    logicalLocations: [{ name: a.function, kind: 'function' }],
    ...(message !== undefined ? { message: msg(message) } : {}),
  };
}

// ---------------------------------------------------------------------------------------------
// Results

const HEADLINE: Record<Finding['status'], string> = {
  confirmed: 'Data race',
  possible: 'Possible data race',
  candidate: 'Data race candidate',
};

const STATUS_NOTE: Record<Finding['status'], string> = {
  confirmed: 'The model checker found an interleaving that reaches it: see the path.',
  possible: 'The model checker could neither confirm nor rule it out within its bounds.',
  candidate: 'Found by the lockset analysis; the model checker did not check it.',
};

/** `write in deposit` — the link text. */
function accessWhat(a: FindingAccess): string {
  return `${accessKindWords(a)} in ${a.function}`;
}

/** `teller#2, holding a->lock` — the words after it. */
function accessContext(a: FindingAccess): string {
  return `${a.thread}, ${a.locks.length > 0 ? `holding ${a.locks.join(', ')}` : 'no lock held'}`;
}

/** The first racing write in source order (accesses are in source order), else the first access. */
export function primaryAccess(f: Finding): FindingAccess {
  return primaryOf(f.accesses);
}

function buildResult(
  f: Finding,
  limits: SarifLimits,
): { result: Sarif.Result; locationsCut: number; flowLocationsCut: number; traceLocationsCut: number } {
  const primary = primaryAccess(f);
  const others = f.accesses.filter((a) => a !== primary);
  const room = Math.max(0, limits.locations - 1);
  const related = others.slice(0, Math.min(room, limits.relatedAccesses));
  const sites = (f.sites ?? []).slice(0, Math.max(0, room - related.length));
  const locationsCut = others.length - related.length;
  const cutBy =
    limits.relatedAccesses < room
      ? `over this file's limit of ${limits.relatedAccesses} related access sites; the JSON output lists them`
      : `over GitHub's limit of ${limits.locations} locations`;

  const links = related
    .slice(0, LINKS_IN_MESSAGE)
    .map((a, i) => `[${sarifText(`the ${accessWhat(a)}`)}](${i + 1}) (${sarifText(accessContext(a))})`);
  // Sites the finding itself does not list (findings.ts MAX_LISTED_ACCESSES) take part too.
  const omitted = f.accessesOmitted ?? 0;
  const taking = others.length + omitted;
  const unlinked = taking - links.length;
  let text =
    `${(f.kind === 'data-race' ? HEADLINE : THREAD_UNSAFE_HEADLINE)[f.status]} on '${sarifText(f.location)}': this ${sarifText(accessWhat(primary))} ` +
    `(${sarifText(accessContext(primary))})`;
  // Each listed site races with some site, not necessarily with this write (counter++'s read
  // is ordered before its own write): the message lists them as taking part, no more.
  if (taking === 0) text += ' can run at the same time as another instance of itself';
  else
    text += ` is not ordered with an access in another thread; ${taking === 1 ? 'the other site that takes part' : `the ${taking} other sites that take part`}: ${joinAnd(links)}`;
  const notListed = [
    ...(locationsCut > 0 ? [`${locationsCut} not listed: ${cutBy}`] : []),
    ...(omitted > 0
      ? [`${omitted} listed in no format: a finding lists at most ${MAX_LISTED_ACCESSES}`]
      : []),
  ];
  if (unlinked > 0)
    text += `${links.length > 0 ? ', and ' : ''}${unlinked} more access site${unlinked === 1 ? '' : 's'}${
      notListed.length > 0 ? ` (${notListed.join('; ')})` : ''
    }`;
  text += `. ${f.status === 'possible' && f.reason ? sentence(`The model checker could neither confirm nor rule it out: ${sarifText(f.reason)}`) : STATUS_NOTE[f.status]}`;

  const result: Sarif.Result = {
    ruleId: f.kind,
    ruleIndex: f.kind === 'data-race' ? 0 : 1,
    level: f.severity,
    message: msg(text),
    locations: [accessLocation(primary)],
    partialFingerprints: { [FINGERPRINT_KEY]: f.id },
    ...(related.length + sites.length > 0
      ? {
          relatedLocations: [
            ...related.map((a, i) =>
              accessLocation(a, i + 1, sentence(sarifText(`${accessWhat(a)} (${accessContext(a)})`))),
            ),
            // Where the locks were taken and the threads created (after the accesses the message links).
            ...sites.map((site, i) => ({
              id: related.length + i + 1,
              physicalLocation: physical(site.file, region(site.line, site.column, site.line, site.column)),
              message: msg(sentence(sarifText(sitePhrase(site, true)))),
            })),
          ],
        }
      : {}),
    ...(f.baselineState ? { baselineState: f.baselineState } : {}),
    properties: { status: f.status, sharedLocation: f.location },
  };
  let flowLocationsCut = 0;
  let traceLocationsCut = 0;
  if (f.witness && f.witness.steps.length > 0) {
    const flow = codeFlow(f, limits.threadFlowLocations);
    result.codeFlows = [flow.codeFlow];
    flowLocationsCut = flow.cut;
  } else if (showsTraces(f)) {
    const flows = traceFlows(f, limits.threadFlowLocations);
    if (flows.codeFlows.length > 0) result.codeFlows = flows.codeFlows;
    traceLocationsCut = flows.cut;
  }
  return { result, locationsCut, flowLocationsCut, traceLocationsCut };
}

function joinAnd(items: string[]): string {
  if (items.length <= 1) return items.join('');
  if (items.length === 2) return `${items[0]} and ${items[1]}`;
  return `${items.slice(0, -1).join(', ')}, and ${items.at(-1)}`;
}

type Step = NonNullable<Finding['witness']>['steps'][number];

/**
 * The witness as one thread flow per thread (in order of first appearance), each location with
 * the global step number as `executionOrder`. Steps that perform one of the finding's racing
 * accesses are `essential`. Over the limit, the middle of the trace goes: the first tenth (the
 * set-up: spawns, first locks) and the rest from the end (the race itself) stay.
 */
function codeFlow(f: Finding, max: number): { codeFlow: Sarif.CodeFlow; cut: number } {
  const all = [...f.witness!.steps].sort((a, b) => a.step - b.step);
  let steps = all;
  let cut = 0;
  let cutNote = '';
  if (all.length > max) {
    const head = Math.floor(max / 10);
    const tail = max - head;
    steps = [...all.slice(0, head), ...all.slice(all.length - tail)];
    cut = all.length - steps.length;
    const from = all[head]!.step;
    const to = all[all.length - tail - 1]!.step;
    cutNote = ` Steps ${from} to ${to} (${cut} steps) are left out: GitHub accepts at most ${max} thread flow locations per result.`;
  }
  const racing = (s: Step) =>
    f.accesses.some((a) => a.thread === s.thread && a.file === s.file && a.line === s.line);
  const byThread = new Map<string, Sarif.ThreadFlowLocation[]>();
  for (const s of steps) {
    let list = byThread.get(s.thread);
    if (!list) byThread.set(s.thread, (list = []));
    list.push({
      location: {
        physicalLocation: physical(s.file, region(s.line, s.column)),
        message: msg(sentence(sarifText(`${s.step}. ${s.thread}: ${s.action}`))),
      },
      executionOrder: s.step,
      importance: racing(s) ? 'essential' : 'important',
    });
  }
  const threads = [...byThread.keys()];
  return {
    codeFlow: {
      message: msg(
        sarifText(
          `An interleaving of ${threads.length} thread${threads.length === 1 ? '' : 's'} (${threads.join(', ')}) ` +
            `in ${all.length} step${all.length === 1 ? '' : 's'} that ${f.status === 'confirmed' ? 'reaches the race' : 'reaches both accesses, not confirmed as a race,'} on '${f.location}'.`,
        ) +
          sarifText(cutNote) +
          sarifText(eitherWay(f)),
      ),
      threadFlows: threads.map((t) => ({
        id: t,
        message: msg(sarifText(`Thread ${t}.`)),
        locations: byThread.get(t)!,
      })),
    },
    cut,
  };
}

/** The witness's sentence on branches it passes whichever way they go, after a space. */
function eitherWay(f: Finding): string {
  const s = eitherWaySentence(f);
  return s ? ` ${s}` : '';
}

/**
 * A finding no interleaving confirmed: one code flow per access, each a single thread flow along
 * the access's trace (its thread's creation, the calls from the entry, the access), so every
 * alert has a path to click. Traces that would pass the limit on thread flow locations go whole.
 */
function traceFlows(f: Finding, max: number): { codeFlows: Sarif.CodeFlow[]; cut: number } {
  const codeFlows: Sarif.CodeFlow[] = [];
  let used = 0;
  let cut = 0;
  for (const a of f.accesses) {
    const steps = a.trace ?? [];
    if (steps.length === 0) continue;
    if (used + steps.length > max) {
      cut += steps.length;
      continue;
    }
    used += steps.length;
    const locations = steps.map(
      (s, i): Sarif.ThreadFlowLocation => ({
        location: {
          physicalLocation: physical(s.file, region(s.line, s.column)),
          message: msg(sentence(sarifText(`${s.thread}: ${traceStepPhrase(steps, i, a, f.location)}`))),
        },
        executionOrder: i + 1,
        importance: s.kind === 'access' ? 'essential' : 'important',
      }),
    );
    codeFlows.push({
      message: msg(
        sentence(sarifText(`How the ${accessWhat(a)} at ${a.file}:${a.line} (${a.thread}) is reached`)),
      ),
      threadFlows: [{ id: a.thread, message: msg(sentence(sarifText(`Thread ${a.thread}`))), locations }],
    });
  }
  return { codeFlows, cut };
}

// ---------------------------------------------------------------------------------------------
// Notifications

function diagnosticNotification(d: ResultDiagnostic): Sarif.Notification {
  return {
    level: d.severity,
    message: msg(sentence(sarifText(d.message))),
    descriptor: { id: d.code },
    ...(d.file
      ? {
          locations: [
            {
              physicalLocation: {
                artifactLocation: artifactLocation(d.file),
                ...(d.line ? { region: d.column ? region(d.line, d.column) : { startLine: d.line } } : {}),
              },
            },
          ],
        }
      : {}),
  };
}

function verdictNotification(r: AnalysisResult): Sarif.Notification {
  const why = r.verdictReasons.length > 0 ? `: ${r.verdictReasons.join('; ')}` : '';
  // A shard's verdict is its share's (CONTRACTS.md, sharding): never an unscoped race-free.
  const scope = r.scope ? ` in shard ${r.scope.shard.index}/${r.scope.shard.count}` : '';
  return {
    level: 'note',
    message: msg(sentence(sarifText(`Verdict ${r.verdict}${scope}${why}`))),
    descriptor: { id: 'verdict' },
  };
}

/** A notification that a GitHub limit cut something out of the log (and what). */
export function limitNotification(text: string): Sarif.Notification {
  return { level: 'warning', message: msg(sarifText(text)), descriptor: { id: 'sarif-limit' } };
}

// ---------------------------------------------------------------------------------------------
// The rule

const FULL_DESCRIPTION =
  'Two threads access the same memory location at the same time, at least one of them writes, ' +
  'the accesses are not both atomic, and no lock, join, barrier, condition variable or atomic ' +
  'release/acquire pair orders them. The C and C++ standards make such a program undefined.';

const HELP_TEXT = `A data race happens when two threads access the same memory location at the same time, at least one of the accesses is a write, they are not both atomic, and nothing orders them: no lock held in common by both, no join, barrier, condition variable or atomic release/acquire pair between them. In C and C++ a program with a data race has undefined behaviour: a reader can see a stale or torn value, the compiler may keep the variable in a register or reorder the accesses, and read-modify-write updates such as n++ lose increments.

Lockstep reports one alert per shared location (variable, field path, heap object or array). The primary location is the first racing write in source order; every other access site that races is a related location. Each site says which thread performs it and which locks it holds.

How to fix it:
- Protect every access to the location with the same lock (the same mutex object, not one mutex per thread or per account).
- Or make the accesses atomic (C11 _Atomic and atomic_fetch_add, GCC __atomic builtins, std::atomic) when each access stands on its own.
- Or order the threads: join the writer before reading, or hand the data over through a condition variable, a barrier, or a release store read by an acquire load.
- Or give each thread its own copy (thread-local storage or per-thread slots) and combine the copies after joining.

Example (racy): two workers run "hits++" on a global "long hits" with no lock. Fixed: each worker takes "pthread_mutex_lock(&hits_lock)" around "hits++" and unlocks after it, or "hits" becomes "_Atomic long" and the update "atomic_fetch_add(&hits, 1)".

Status: confirmed (error) means the model checker found an interleaving that reaches the race, shown as the alert's path; possible (warning) means it could neither confirm nor rule it out within its bounds; candidate (warning) means only the lockset analysis ran.`;

const HELP_MARKDOWN = `A **data race** happens when two threads access the same memory location at the same time, at least one of the accesses is a write, they are not both atomic, and nothing orders them: no lock held in common by both, no join, barrier, condition variable or atomic release/acquire pair between them. In C and C++ a program with a data race has *undefined behaviour*: a reader can see a stale or torn value, the compiler may keep the variable in a register or reorder the accesses, and read-modify-write updates such as \`n++\` lose increments.

Lockstep reports one alert per shared location (variable, field path, heap object or array). The primary location is the first racing write in source order; every other access site that races is a related location. Each site says which thread performs it and which locks it holds.

## How to fix it

- Protect every access to the location with **the same lock** (the same mutex object, not one mutex per thread or per account).
- Or make the accesses **atomic** (C11 \`_Atomic\` and \`atomic_fetch_add\`, GCC \`__atomic\` builtins, \`std::atomic\`) when each access stands on its own.
- Or **order the threads**: join the writer before reading, or hand the data over through a condition variable, a barrier, or a release store read by an acquire load.
- Or give each thread **its own copy** (thread-local storage or per-thread slots) and combine the copies after joining.

## Example

\`\`\`c
#include <pthread.h>

long hits;

void *worker(void *arg) {
  hits++;               /* data race: two workers read and write hits at once */
  return arg;
}
\`\`\`

Fixed with a lock:

\`\`\`c
long hits;
pthread_mutex_t hits_lock = PTHREAD_MUTEX_INITIALIZER;

void *worker(void *arg) {
  pthread_mutex_lock(&hits_lock);
  hits++;
  pthread_mutex_unlock(&hits_lock);
  return arg;
}
\`\`\`

or with an atomic: \`_Atomic long hits;\` and \`atomic_fetch_add(&hits, 1);\`.

## Status

| status | level | meaning |
| --- | --- | --- |
| confirmed | error | the model checker found an interleaving that reaches the race; the alert's path shows it step by step |
| possible | warning | the model checker could neither confirm nor rule it out within its bounds |
| candidate | warning | only the lockset analysis ran (\`--no-model-check\`, or no model checker in this version) |
`;

const DATA_RACE_RULE: RuleText = {
  id: RULE_DATA_RACE,
  name: 'DataRace',
  short: 'Data race between threads',
  full: FULL_DESCRIPTION,
  help: HELP_TEXT,
  markdown: HELP_MARKDOWN,
  tags: ['concurrency', 'correctness', 'reliability', 'external/cwe/cwe-362', 'external/cwe/cwe-366'],
};

/** Lockset candidates alone are over-approximate; model-checked findings are exact up to the bound. */
function precisionOf(r: AnalysisResult): string {
  return r.findings.some((f) => f.status === 'candidate') ? 'medium' : 'high';
}

function ruleDescriptor(rule: RuleText, precision: string): Sarif.ReportingDescriptor {
  return {
    id: rule.id,
    name: rule.name,
    shortDescription: { text: rule.short },
    fullDescription: { text: rule.full },
    defaultConfiguration: { level: 'warning' },
    help: { text: rule.help, markdown: rule.markdown },
    properties: { tags: rule.tags, precision, 'problem.severity': 'warning' },
  };
}
