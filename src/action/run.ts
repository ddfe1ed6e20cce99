/**
 * One run of the Action: inputs → what changed → `analyze()` (the same engine as the CLI) →
 * SARIF file and upload → pull-request review → annotations, job summary, outputs → fail or pass.
 * GitHub is reached only through `GitHubApi`; permissions missing on a fork or a read-only token
 * degrade to a warning naming the permission, never a failed run; the SARIF file and the summary
 * are written whatever happens to the API calls.
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ConfigError } from '../config/loader.js';
import { analyze } from '../engine.js';
import { discoverCompileCommands } from '../frontend/units.js';
import { buildSarif, primaryAccess, sarifText } from '../report/sarif.js';
import type { AnalysisResult, Finding } from '../result.js';
import { type CheckSettings, failingFindings, prepareCheck, readConfig } from '../setup.js';
import { UsageError } from '../util/diagnostics.js';
import { writeFileNoFollow } from '../util/files.js';
import { inertOutput, redactDeep, redactSecrets, secretValues } from '../util/inert.js';
import { displayPath, repositoryRoot } from '../util/paths.js';
import { plural } from '../util/text.js';
import { VERSION } from '../version.js';
import { type ChangeSet, findChanges, headLineMapper } from './changes.js';
import { ContextError, type RunContext, readContext } from './context.js';
import { type TrustedGate, trustedGate } from './gate.js';
import { gitIn } from './git.js';
import { type CodeScanningAlert, createGitHubApi, type GitHubApi, httpStatus } from './github.js';
import { type ActionInputs, InputError, parseInputs } from './inputs.js';
import { applyReviewPlan, planReview } from './review.js';
import { annotationsFor, renderSummary } from './summary.js';
import { fitSarif, uploadSarif } from './upload.js';

/** What the run needs from the runner (`@actions/core` in the Action, a recorder in tests). */
export interface ActionIo {
  env: NodeJS.ProcessEnv;
  getInput: (name: string) => string;
  info: (message: string) => void;
  warning: (message: string) => void;
  error: (message: string) => void;
  annotate: (a: ReturnType<typeof annotationsFor>['shown'][number]) => void;
  setOutput: (name: string, value: string) => void;
  setFailed: (message: string) => void;
  setSecret: (secret: string) => void;
  writeSummary: (markdown: string) => Promise<void>;
}

const TOOL_NAME = 'lockstep';
const PERMISSION_HINT =
  'pull requests from forks get a read-only token; the SARIF file and the job summary are still written';

export async function runAction(given: ActionIo): Promise<void> {
  const run = readRun(given);
  if (!run) return;
  const { inputs, ctx, api, io, secrets } = run;
  const cwd = ctx.workspace;
  const root = repositoryRoot(cwd);
  const notes: string[] = [];

  // --- settings and units (a bad input or config fails here, with one message)
  const codeScanningBaseline = inputs.baseline === 'code-scanning';
  const ready = await prepareRun(io, inputs, ctx, codeScanningBaseline, cwd, root, notes);
  if (!ready) return;
  const { prepared, gate } = ready;
  const failOn = prepared.settings.failOn ?? 'error';

  // --- what changed
  const changedOnly =
    inputs['changed-only'] === 'true' ||
    (inputs['changed-only'] === 'auto' &&
      (ctx.eventName.startsWith('pull_request') || ctx.eventName === 'push'));
  const changes: ChangeSet | undefined = changedOnly
    ? await findChanges(ctx, api, cwd, notes, io)
    : undefined;

  // --- the analysis
  const started = new Date();
  const out = await analyze(prepared.request);
  let result = redactDeep(out.result, secrets);
  const source = (file: string) => out.readSource(file)?.map((line) => redactSecrets(line, secrets));
  if (codeScanningBaseline) result = await applyAlertBaseline(result, ctx, api, inputs, notes, io);

  // --- what this run reports: the findings with an access in the change (when asked)
  const affected = changes ? affectedFiles(changes.files, out.program.units, root) : undefined;
  const reported = affected
    ? result.findings.filter((f) => f.accesses.some((a) => affected.has(a.file)))
    : result.findings;
  const fresh = reported.filter((f) => f.baselineState !== 'unchanged');
  // What this pull request does to the gate, for the reviewers to see (gate.ts).
  const gateNotes = [...(gate?.changes ?? []), ...inlineSuppressions(result, affected)].map(
    (c) => `gate: ${c}`,
  );
  notes.push(...gateNotes);
  const blocking = failingFindings({ ...result, findings: fresh }, failOn);

  const category = categoryOf(inputs);
  await publishSarif(io, { ctx, api, inputs, cwd, category, started, notes }, result);
  if (inputs.comment && api && ctx.pr) {
    await reviewPullRequest(
      io,
      { ctx, api, cwd, category, notes },
      ctx.pr,
      changes,
      reported,
      source,
      gateNotes,
    );
  }

  // --- annotations, summary, outputs, verdict
  const annotations = annotationsFor(reported);
  for (const a of annotations.shown) io.annotate(a);
  const scope = scopeText(ctx, changes, affected, prepared.units.length, inputs);
  await io.writeSummary(
    renderSummary({
      result,
      reported,
      fresh,
      blocking,
      failOn,
      scope,
      notes,
      annotationsLeft: annotations.left,
      source,
    }),
  );
  io.setOutput('verdict', result.verdict);
  io.setOutput('findings', String(result.findings.length));
  io.setOutput('new-findings', String(fresh.length));
  io.info(
    `lockstep ${VERSION}: ${result.verdict}; ${result.findings.length} findings, ${reported.length} reported, ` +
      `${fresh.length} new, ${blocking} at fail-on ${failOn}`,
  );
  if (blocking > 0)
    io.setFailed(
      `Lockstep: ${blocking} new data race${blocking === 1 ? '' : 's'} at or above fail-on '${failOn}' ` +
        `(see the annotations and the job summary)`,
    );
}

/**
 * The inputs, the run's context, the API client, and the runner's io made inert (`secrets`
 * redacted, no workflow commands); undefined when the step has already failed.
 */
function readRun(
  given: ActionIo,
):
  | { inputs: ActionInputs; ctx: RunContext; api: GitHubApi | undefined; io: ActionIo; secrets: string[] }
  | undefined {
  let inputs: ActionInputs;
  let ctx: RunContext;
  try {
    inputs = parseInputs(given.getInput);
    ctx = readContext(given.env);
  } catch (e) {
    if (e instanceof InputError || e instanceof ContextError) {
      given.setFailed(e.message);
      return undefined;
    }
    throw e;
  }
  const token = inputs['github-token'].trim();
  if (token) given.setSecret(token);
  // Names and excerpts come from the pull request: nothing logged, written or posted may carry
  // the token or any secret-looking value, or start a workflow command (src/util/inert.ts).
  const secrets = secretValues(given.env, token ? [token] : []);
  const io = inertActionIo(given, secrets);
  const api = token
    ? createGitHubApi({ token, apiUrl: ctx.apiUrl, owner: ctx.owner, repo: ctx.repo, log: io.info })
    : undefined;
  if (!api)
    io.warning(
      'no github-token: Lockstep cannot list the changed files, upload SARIF or comment; it analyses and writes the SARIF file and the job summary only',
    );
  return { inputs, ctx, api, io, secrets };
}

/**
 * The settings and units of the check, with the gate's settings from the base commit on a pull
 * request (gate.ts); undefined (the step failed) on a bad input or configuration.
 */
async function prepareRun(
  io: ActionIo,
  inputs: ActionInputs,
  ctx: RunContext,
  codeScanningBaseline: boolean,
  cwd: string,
  root: string,
  notes: string[],
): Promise<{ prepared: ReturnType<typeof prepareCheck<CheckSettings>>; gate?: TrustedGate } | undefined> {
  try {
    const settings = settingsFrom(inputs, codeScanningBaseline);
    let config = readConfig(settings, cwd, root);
    let gate: TrustedGate | undefined;
    if (ctx.pr) {
      gate = await trustedGate(gitIn(root), ctx.pr.baseSha, root, config, config.file, settings.baseline);
      config = gate.config;
      if (gate.baseline) delete settings.baseline;
      if (gate.note) notes.push(gate.note);
    }
    // Nothing names the units: the whole repository.
    if (
      settings.paths.length === 0 &&
      !settings.compileCommands &&
      config.include.length === 0 &&
      !config.compileCommands &&
      !discoverCompileCommands(root)
    )
      settings.paths = ['.'];
    const prepared = prepareCheck(settings, cwd, root, config);
    if (gate?.baseline) prepared.request.baseline = gate.baseline;
    return { prepared, ...(gate ? { gate } : {}) };
  } catch (e) {
    if (e instanceof UsageError || e instanceof ConfigError) {
      io.setFailed(`lockstep: ${e.message}`);
      return undefined;
    }
    throw e;
  }
}

/** What the publishing phases share. */
interface RunState {
  ctx: RunContext;
  api: GitHubApi | undefined;
  cwd: string;
  category: string;
  /** Lines for the job summary, in order. */
  notes: string[];
}

/** SARIF: always written; uploaded to code scanning when asked and allowed. */
async function publishSarif(
  io: ActionIo,
  { ctx, api, inputs, cwd, category, started, notes }: RunState & { inputs: ActionInputs; started: Date },
  result: AnalysisResult,
): Promise<void> {
  const fitted = fitSarif(buildSarif(result, { category }));
  for (const d of fitted.dropped)
    notes.push(`SARIF: ${d} were left out to stay within GitHub's 10 MB upload limit`);
  const sarifFile = writeSarif(io.env, cwd, category, fitted.text);
  io.setOutput('sarif-file', sarifFile);
  if (!inputs['upload-sarif'] || !api) return;
  try {
    const up = await uploadSarif(api, ctx, fitted.gzipped, { toolName: TOOL_NAME, startedAt: started });
    if (up.status === 'complete')
      notes.push(`SARIF uploaded to code scanning (id ${up.id}, category ${category})`);
    else if (up.status === 'failed') {
      io.error(
        `code scanning could not process the SARIF upload ${up.id}: ${up.errors.join('; ') || 'no reason given'}`,
      );
      notes.push(`code scanning could not process the upload: ${up.errors.join('; ')}`);
    } else
      notes.push(`SARIF uploaded (id ${up.id}); code scanning was still processing it when the step ended`);
  } catch (e) {
    notes.push(degrade(io, e, 'upload the SARIF to code scanning', 'security-events: write'));
  }
}

/** The pull-request review: new comments, updates of this category's own, fixed ones marked. */
async function reviewPullRequest(
  io: ActionIo,
  { ctx, api, cwd, category, notes }: RunState & { api: GitHubApi },
  pr: NonNullable<RunContext['pr']>,
  changes: ChangeSet | undefined,
  reported: Finding[],
  source: (file: string) => readonly string[] | undefined,
  gateNotes: readonly string[],
): Promise<void> {
  try {
    const [self, existingComments, existingReviews] = await Promise.all([
      api.identity(),
      api.listReviewComments(pr.number),
      api.listReviews(pr.number),
    ]);
    const commentable = changes?.commentable ?? new Map();
    const mapper = await headLineMapper(ctx, cwd, [...commentable.keys()]);
    if (!mapper.exact) notes.push(mapper.note);
    const plan = planReview({
      findings: reported,
      commentable,
      toHeadLine: mapper.toHeadLine,
      existingComments,
      existingReviews,
      self,
      category,
      sha: pr.headSha,
      source,
      ...(mapper.exact && gateNotes.length === 0
        ? {}
        : { note: [...(mapper.exact ? [] : [mapper.note]), ...gateNotes.map((n) => `- ${n}`)].join('\n') }),
    });
    const { refusedEdits } = await applyReviewPlan(api, pr.number, pr.headSha, plan);
    if (refusedEdits > 0)
      notes.push(
        `review: GitHub refused ${plural(refusedEdits, 'edit')} of an earlier comment; the rest was posted`,
      );
    notes.push(
      `review: ${plan.inline} inline, ${plan.inBody} in the review body, ${plan.fixed} marked fixed` +
        (plan.create ? '' : ' (nothing new to post)'),
    );
  } catch (e) {
    notes.push(degrade(io, e, 'review the pull request', 'pull-requests: write'));
  }
}

function settingsFrom(inputs: ActionInputs, codeScanningBaseline: boolean): CheckSettings {
  const budget = inputs['time-budget'];
  return {
    paths: inputs.paths,
    includeDirs: inputs['include-dirs'],
    defines: inputs.defines,
    macroFlags: [],
    ...(inputs['compile-commands'] ? { compileCommands: inputs['compile-commands'] } : {}),
    ...(inputs['fail-on'] ? { failOn: inputs['fail-on'] } : {}),
    check: {
      ...(inputs.bound !== undefined ? { bound: inputs.bound } : {}),
      ...(budget !== undefined ? { maxMs: budget * 1000 } : {}),
    },
    ...(inputs.config ? { config: inputs.config } : {}),
    ...(inputs.baseline && !codeScanningBaseline ? { baseline: inputs.baseline } : {}),
    entryPoints: [],
    library: false,
    showEliminated: false,
    systemIncludes: false,
    ...(inputs.shard.count > 1 ? { shard: inputs.shard } : {}),
    // The pull request under review is untrusted, always (docs/security.md).
    confine: true,
  };
}

/** The runner's io with every message, annotation and summary made inert. */
function inertActionIo(io: ActionIo, secrets: readonly string[]): ActionIo {
  const inert = (m: string) => inertOutput(m, secrets);
  return {
    ...io,
    info: (m) => io.info(inert(m)),
    warning: (m) => io.warning(inert(m)),
    error: (m) => io.error(inert(m)),
    annotate: (a) => io.annotate({ ...a, message: inert(a.message), title: inert(a.title) }),
    setFailed: (m) => io.setFailed(inert(m)),
    writeSummary: (md) => io.writeSummary(inert(md)),
  };
}

/** Findings suppressed by a `lockstep-ignore` comment in a file of this change. */
function inlineSuppressions(result: AnalysisResult, affected: ReadonlySet<string> | undefined): string[] {
  const out: string[] = [];
  for (const f of result.suppressed ?? [])
    for (const s of f.suppressions ?? []) {
      if (s.kind !== 'inSource') continue;
      const at = primaryAccess(f);
      if (affected && !affected.has(at.file)) continue;
      out.push(
        `the race on ${f.location} (${at.file}:${at.line}) is suppressed by a lockstep-ignore comment`,
      );
    }
  return out;
}

/** The code-scanning category: the input (default `lockstep`), per shard when sharded. */
export function categoryOf(inputs: Pick<ActionInputs, 'category' | 'shard'>): string {
  const base = inputs.category ?? 'lockstep';
  return inputs.shard.count > 1 ? `${base}/shard-${inputs.shard.index}-of-${inputs.shard.count}` : base;
}

/** Changed files, plus every unit that includes a changed file (a header change affects its includers). */
export function affectedFiles(
  changed: ReadonlySet<string>,
  units: readonly { file: string; files: readonly string[] }[],
  root: string,
): Set<string> {
  const out = new Set(changed);
  for (const u of units) {
    if (u.files.some((f) => changed.has(displayPath(root, f)))) out.add(displayPath(root, u.file));
  }
  return out;
}

/**
 * A 401/403/404 from GitHub is a missing permission or feature: a warning naming what to grant,
 * and the run goes on. Anything else (after the retries) is a warning too: the analysis result
 * stands on its own.
 */
function degrade(io: ActionIo, e: unknown, what: string, permission: string): string {
  const status = httpStatus(e);
  const why =
    status === 401
      ? 'the token was refused (401)'
      : status === 403 || status === 404
        ? `the token lacks the permission '${permission}' or the feature is off (${status}); ${PERMISSION_HINT}`
        : `GitHub answered ${status ?? 'with an error'}: ${(e as Error)?.message ?? e}`;
  const message = `Lockstep could not ${what}: ${why}`;
  io.warning(message);
  return message;
}

function writeSarif(env: NodeJS.ProcessEnv, cwd: string, category: string, text: string): string {
  const dir = resolve(env.RUNNER_TEMP || cwd, 'lockstep-results');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${category.replace(/[^A-Za-z0-9._-]+/g, '-')}.sarif`);
  writeFileNoFollow(file, text, cwd);
  return file;
}

function scopeText(
  ctx: RunContext,
  changes: ChangeSet | undefined,
  affected: Set<string> | undefined,
  units: number,
  inputs: ActionInputs,
): string {
  const shard = inputs.shard.count > 1 ? ` Shard ${inputs.shard.index} of ${inputs.shard.count}.` : '';
  if (!changes || !affected)
    return `Analysed ${plural(units, 'translation unit')}; every finding is reported (${ctx.eventName} event, changed-only ${inputs['changed-only']}).${shard}`;
  const includers = affected.size - changes.files.size;
  return (
    `Analysed the whole program (${plural(units, 'translation unit')}); reported the findings with an access in ` +
    `the ${plural(changes.files.size, 'changed file')}` +
    (includers > 0 ? ` or the ${plural(includers, 'unit')} that include a changed header` : '') +
    ` (${changes.source}).${shard}`
  );
}

/**
 * `baseline: code-scanning`: the open Lockstep alerts of the pull request's base branch. Alerts
 * carry no fingerprint, so a finding matches an alert of the same category on the same file
 * naming the same shared location.
 */
async function applyAlertBaseline(
  result: AnalysisResult,
  ctx: RunContext,
  api: GitHubApi | undefined,
  inputs: ActionInputs,
  notes: string[],
  io: ActionIo,
): Promise<AnalysisResult> {
  if (!api || !ctx.pr?.baseRef) {
    notes.push('baseline code-scanning applies to pull requests with a github-token: no baseline used');
    return result;
  }
  let alerts: CodeScanningAlert[];
  try {
    alerts = await api.openAlerts(`refs/heads/${ctx.pr.baseRef}`, TOOL_NAME);
  } catch (e) {
    notes.push(degrade(io, e, 'read the code-scanning alerts of the base branch', 'security-events: read'));
    return result;
  }
  const category = `${categoryOf(inputs)}/`;
  const known = new Set<string>();
  for (const a of alerts) {
    const inst = a.most_recent_instance;
    if (!inst || (inst.category !== undefined && inst.category !== category)) continue;
    const name = /\bon '((?:[^'\\]|\\.)*)'/.exec(inst.message?.text ?? '')?.[1];
    if (name !== undefined && inst.location?.path) known.add(`${inst.location.path}|${name}`);
  }
  const mark = (f: Finding): Finding => ({
    ...f,
    baselineState: known.has(`${primaryAccess(f).file}|${sarifText(f.location)}`) ? 'unchanged' : 'new',
  });
  notes.push(`baseline: ${alerts.length} open alerts on ${ctx.pr.baseRef}`);
  return { ...result, findings: result.findings.map(mark) };
}
