/**
 * What the workflow run is about, read from the runner's environment and the event payload
 * (`GITHUB_EVENT_PATH`) — never from anything the pull request could put in a shell.
 */
import { readFileSync } from 'node:fs';

interface PullRequestInfo {
  number: number;
  headSha: string;
  baseSha: string;
  /** The base branch name (`main`), not a ref. */
  baseRef: string;
  /** The head lives in another repository: the token is read-only. */
  fork: boolean;
}

export interface RunContext {
  eventName: string;
  owner: string;
  repo: string;
  /** The checked-out commit (for pull requests usually the merge commit). */
  sha: string;
  /** `refs/pull/N/merge`, `refs/heads/main`, ... */
  ref: string;
  workspace: string;
  apiUrl: string;
  serverUrl: string;
  pr?: PullRequestInfo;
  push?: { before: string; after: string };
}

export class ContextError extends Error {
  override readonly name = 'ContextError';
}

const ZERO_SHA = /^0+$/;

export function readContext(env: NodeJS.ProcessEnv): RunContext {
  const need = (name: string): string => {
    const v = env[name];
    if (!v) throw new ContextError(`${name} is not set: run Lockstep as a step of a GitHub Actions job`);
    return v;
  };
  const [owner, repo] = need('GITHUB_REPOSITORY').split('/');
  if (!owner || !repo)
    throw new ContextError(`GITHUB_REPOSITORY must be owner/name, not '${env.GITHUB_REPOSITORY}'`);
  const eventName = need('GITHUB_EVENT_NAME');
  let payload: Record<string, unknown> = {};
  const eventPath = env.GITHUB_EVENT_PATH;
  if (eventPath) {
    try {
      payload = JSON.parse(readFileSync(eventPath, 'utf8')) as Record<string, unknown>;
    } catch (e) {
      throw new ContextError(`cannot read the event payload ${eventPath}: ${(e as Error).message}`);
    }
  }
  const ctx: RunContext = {
    eventName,
    owner,
    repo,
    sha: need('GITHUB_SHA'),
    ref: env.GITHUB_REF ?? '',
    workspace: env.GITHUB_WORKSPACE || process.cwd(),
    apiUrl: env.GITHUB_API_URL || 'https://api.github.com',
    serverUrl: env.GITHUB_SERVER_URL || 'https://github.com',
  };
  const pr = payload.pull_request as
    | {
        number?: number;
        head?: { sha?: string; repo?: { full_name?: string } | null };
        base?: { sha?: string; ref?: string; repo?: { full_name?: string } };
      }
    | undefined;
  if (pr && typeof pr.number === 'number' && pr.head?.sha && pr.base?.sha) {
    ctx.pr = {
      number: pr.number,
      headSha: pr.head.sha,
      baseSha: pr.base.sha,
      baseRef: pr.base.ref ?? '',
      fork: (pr.head.repo?.full_name ?? '') !== (pr.base.repo?.full_name ?? `${owner}/${repo}`),
    };
    if (!ctx.ref) ctx.ref = `refs/pull/${pr.number}/merge`;
  }
  if (eventName === 'push' && typeof payload.before === 'string' && typeof payload.after === 'string') {
    // A new branch has no `before` (all zeros): nothing to diff against.
    if (!ZERO_SHA.test(payload.before)) ctx.push = { before: payload.before, after: payload.after };
  }
  return ctx;
}
