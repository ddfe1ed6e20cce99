/**
 * Uploading the SARIF log to code scanning as github/codeql-action's upload-sarif does: gzip +
 * base64, `commit_sha` and `ref` of the analysed checkout (for a pull request the merge commit and
 * `refs/pull/N/merge`, with the base branch and commit), then polling the processing status until
 * it is `complete` or `failed` and passing the ingestion errors on.
 */
import { gzipSync } from 'node:zlib';
import type * as Sarif from 'sarif';
import { limitNotification } from '../report/sarif.js';
import type { RunContext } from './context.js';
import type { GitHubApi } from './github.js';

/** GitHub refuses uploads over 10 MB once gzipped. */
const MAX_GZIPPED_BYTES = 10 * 1024 * 1024;

export interface FittedSarif {
  text: string;
  gzipped: Buffer;
  /** What was left out to fit, in words (empty when nothing). */
  dropped: string[];
}

const gz = (text: string) => gzipSync(Buffer.from(text, 'utf8'), { level: 9 });

function note(log: Sarif.Log, text: string): void {
  const run = log.runs[0];
  if (!run) return;
  run.invocations ??= [{ executionSuccessful: true }];
  const inv = run.invocations[0]!;
  inv.toolExecutionNotifications ??= [];
  inv.toolExecutionNotifications.push(limitNotification(text));
}

/** The log within the upload limit: thread flows go first, then the last (least severe) results. */
export function fitSarif(log0: Sarif.Log, max = MAX_GZIPPED_BYTES): FittedSarif {
  let text = JSON.stringify(log0);
  let gzipped = gz(text);
  if (gzipped.length <= max) return { text, gzipped, dropped: [] };
  const log = structuredClone(log0);
  const dropped: string[] = [];
  const results = log.runs[0]?.results ?? [];
  const flows = results.filter((r) => r.codeFlows).length;
  for (const r of results) delete r.codeFlows;
  dropped.push(`the witnesses and access traces (thread flows) of ${flows} results`);
  note(
    log,
    `The witnesses and access traces (thread flows) were left out: the log was over GitHub's upload limit of ${max} bytes gzipped.`,
  );
  text = JSON.stringify(log);
  gzipped = gz(text);
  if (gzipped.length <= max) return { text, gzipped, dropped };
  // Keep the longest prefix of results that fits (results are ordered most severe first),
  // measured with the notification that says how many were left out.
  const all = [...results];
  const withPrefix = (n: number): Sarif.Log => {
    const cut = structuredClone(log);
    cut.runs[0]!.results = all.slice(0, n);
    note(
      cut,
      `${all.length - n} of ${all.length} results were left out to stay within GitHub's upload limit of ${max} bytes gzipped.`,
    );
    return cut;
  };
  let lo = 0;
  let hi = all.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (gz(JSON.stringify(withPrefix(mid))).length <= max) lo = mid;
    else hi = mid - 1;
  }
  dropped.push(`${all.length - lo} of ${all.length} results`);
  text = JSON.stringify(withPrefix(lo));
  return { text, gzipped: gz(text), dropped };
}

export interface UploadOutcome {
  id: string;
  status: 'complete' | 'failed' | 'pending';
  errors: string[];
}

export interface UploadOptions {
  toolName: string;
  startedAt: Date;
  /** Waits between status polls, in ms (the last repeats until `maxWaitMs`). */
  pollMs?: readonly number[];
  maxWaitMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

export async function uploadSarif(
  api: GitHubApi,
  ctx: RunContext,
  gzipped: Buffer,
  o: UploadOptions,
): Promise<UploadOutcome> {
  const { id } = await api.uploadSarif({
    commit_sha: ctx.sha,
    ref: ctx.ref,
    sarif: gzipped.toString('base64'),
    checkout_uri: `file://${ctx.workspace}`,
    started_at: o.startedAt.toISOString().replace(/\.\d+Z$/, 'Z'),
    tool_name: o.toolName,
    ...(ctx.pr?.baseRef ? { base_ref: `refs/heads/${ctx.pr.baseRef}`, base_sha: ctx.pr.baseSha } : {}),
  });
  const waits = o.pollMs ?? [1000, 2000, 4000, 5000];
  const maxWait = o.maxWaitMs ?? 120_000;
  const sleep = o.sleep ?? ((ms: number) => new Promise((r) => setTimeout(r, ms)));
  let waited = 0;
  for (let i = 0; ; i++) {
    const st = await api.sarifStatus(id);
    const status = st.processing_status;
    if (status === 'complete' || status === 'failed')
      return { id, status, errors: (st.errors ?? []).filter((e): e is string => typeof e === 'string') };
    if (waited >= maxWait) return { id, status: 'pending', errors: [] };
    const ms = waits[Math.min(i, waits.length - 1)]!;
    await sleep(ms);
    waited += ms;
  }
}
