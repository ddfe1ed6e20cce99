/**
 * The GitHub REST calls the Action makes, behind one small interface (the run logic is tested
 * against it, and end to end against a fake server). Octokit from @actions/github with
 * @octokit/plugin-retry (5xx and other transient errors, with backoff) and
 * @octokit/plugin-throttling (primary and secondary rate limits, 429 and 403 with `retry-after`);
 * every list is paginated (`Link` headers). The token only ever goes into the Authorization header.
 */
import { getOctokit } from '@actions/github';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';

interface PullFile {
  filename: string;
  status: string;
  patch?: string;
}

export interface ReviewComment {
  id: number;
  path: string;
  line: number | null;
  body: string;
  user: { login: string; type?: string } | null;
}

export interface Review {
  id: number;
  body: string | null;
  user: { login: string } | null;
}

export interface NewReviewComment {
  path: string;
  line: number;
  side: 'RIGHT';
  body: string;
}

interface SarifStatus {
  processing_status?: string;
  errors?: string[] | null;
}

export interface CodeScanningAlert {
  number: number;
  rule?: { id?: string | null } | null;
  most_recent_instance?: {
    category?: string;
    message?: { text?: string };
    location?: { path?: string; start_line?: number };
  };
}

/** The account GITHUB_TOKEN acts as (an installation token cannot ask `GET /user`). */
const ACTIONS_BOT = 'github-actions[bot]';

export interface GitHubApi {
  /** The login the token acts as: `GET /user` for a personal token, else the Actions bot. */
  identity(): Promise<string>;
  listPullFiles(pr: number): Promise<PullFile[]>;
  listReviewComments(pr: number): Promise<ReviewComment[]>;
  listReviews(pr: number): Promise<Review[]>;
  createReview(
    pr: number,
    review: { commit_id: string; body: string; comments: NewReviewComment[] },
  ): Promise<void>;
  updateReviewComment(id: number, body: string): Promise<void>;
  updateReview(pr: number, id: number, body: string): Promise<void>;
  uploadSarif(upload: {
    commit_sha: string;
    ref: string;
    sarif: string;
    checkout_uri: string;
    started_at: string;
    tool_name: string;
    base_ref?: string;
    base_sha?: string;
  }): Promise<{ id: string }>;
  sarifStatus(id: string): Promise<SarifStatus>;
  openAlerts(ref: string, toolName: string): Promise<CodeScanningAlert[]>;
}

export interface ClientOptions {
  token: string;
  apiUrl: string;
  owner: string;
  repo: string;
  /** Logs a retry or a rate-limit wait (never the token). */
  log: (message: string) => void;
}

const MAX_RETRIES = 4;

/** Octokit with retries (5xx, transient errors) and rate-limit waits, logging each wait. */
function createOctokit(o: ClientOptions) {
  return getOctokit(
    o.token,
    {
      baseUrl: o.apiUrl,
      retry: { retries: MAX_RETRIES },
      throttle: {
        onRateLimit: (
          after: number,
          options: { method: string; url: string },
          _k: unknown,
          count: number,
        ) => {
          o.log(`rate limit on ${options.method} ${options.url}: retrying in ${after} s`);
          return count < MAX_RETRIES;
        },
        onSecondaryRateLimit: (
          after: number,
          options: { method: string; url: string },
          _k: unknown,
          count: number,
        ) => {
          o.log(`secondary rate limit on ${options.method} ${options.url}: retrying in ${after} s`);
          return count < MAX_RETRIES;
        },
      },
      log: { debug: () => {}, info: () => {}, warn: (m: string) => o.log(m), error: (m: string) => o.log(m) },
    },
    retry,
    throttling,
  );
}

export function createGitHubApi(o: ClientOptions): GitHubApi {
  const octokit = createOctokit(o);
  const repo = { owner: o.owner, repo: o.repo };
  return {
    identity: async () => {
      try {
        const r = await octokit.request('GET /user');
        const login = (r.data as { login?: unknown }).login;
        return typeof login === 'string' && login ? login : ACTIONS_BOT;
      } catch (e) {
        const status = httpStatus(e);
        if (status === 401 || status === 403 || status === 404) return ACTIONS_BOT;
        throw e;
      }
    },
    listPullFiles: (pr) =>
      octokit.paginate('GET /repos/{owner}/{repo}/pulls/{pull_number}/files', {
        ...repo,
        pull_number: pr,
        per_page: 100,
      }) as Promise<PullFile[]>,
    listReviewComments: (pr) =>
      octokit.paginate('GET /repos/{owner}/{repo}/pulls/{pull_number}/comments', {
        ...repo,
        pull_number: pr,
        per_page: 100,
      }) as Promise<ReviewComment[]>,
    listReviews: (pr) =>
      octokit.paginate('GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews', {
        ...repo,
        pull_number: pr,
        per_page: 100,
      }) as Promise<Review[]>,
    createReview: async (pr, review) => {
      await octokit.request('POST /repos/{owner}/{repo}/pulls/{pull_number}/reviews', {
        ...repo,
        pull_number: pr,
        event: 'COMMENT',
        ...review,
      });
    },
    updateReviewComment: async (id, body) => {
      await octokit.request('PATCH /repos/{owner}/{repo}/pulls/comments/{comment_id}', {
        ...repo,
        comment_id: id,
        body,
      });
    },
    updateReview: async (pr, id, body) => {
      await octokit.request('PUT /repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}', {
        ...repo,
        pull_number: pr,
        review_id: id,
        body,
      });
    },
    uploadSarif: async (upload) => {
      const r = await octokit.request('POST /repos/{owner}/{repo}/code-scanning/sarifs', {
        ...repo,
        ...upload,
      });
      return { id: String((r.data as { id?: string }).id ?? '') };
    },
    sarifStatus: async (id) => {
      const r = await octokit.request('GET /repos/{owner}/{repo}/code-scanning/sarifs/{sarif_id}', {
        ...repo,
        sarif_id: id,
      });
      return r.data as SarifStatus;
    },
    openAlerts: (ref, toolName) =>
      octokit.paginate('GET /repos/{owner}/{repo}/code-scanning/alerts', {
        ...repo,
        ref,
        tool_name: toolName,
        state: 'open',
        per_page: 100,
      }) as Promise<CodeScanningAlert[]>,
  };
}

/** The HTTP status of an Octokit error (undefined for anything else). */
export function httpStatus(e: unknown): number | undefined {
  const s = (e as { status?: unknown })?.status;
  return typeof s === 'number' ? s : undefined;
}
