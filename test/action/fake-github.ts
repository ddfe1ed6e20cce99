/**
 * A local stand-in for the part of the GitHub REST API the Action uses, on 127.0.0.1, recording
 * every request. It behaves like GitHub where actions usually go wrong: 401 without the right
 * token, `Link` pagination with small pages, 422 for a review comment on a line outside the diff
 * hunks, 403 for editing another user's comment, a SARIF processing status that is `pending`
 * before `complete`, and scripted faults (429 with `retry-after`, 500, 403) per route.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { commentableLines } from '../../src/action/lines.js';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  status: number;
}

export interface FakeComment {
  id: number;
  path: string;
  line: number | null;
  side: 'RIGHT';
  commit_id: string;
  body: string;
  user: { login: string; type: string };
  pull_request_review_id: number;
}

export interface FakeReview {
  id: number;
  body: string;
  commit_id: string;
  user: { login: string; type: string };
}

export interface Fault {
  method: string;
  /** Matched against the path without the query. */
  path: RegExp;
  status: number;
  headers?: Record<string, string>;
  message?: string;
  /** How many times to answer with the fault before behaving normally (default 1). */
  times?: number;
}

export interface FakeGitHubOptions {
  token: string;
  owner: string;
  repo: string;
  /** Items per page of every list (GitHub honours per_page; a small page exercises `Link`). */
  pageSize?: number;
}

const BOT = { login: 'github-actions[bot]', type: 'Bot' };

export class FakeGitHub {
  readonly requests: RecordedRequest[] = [];
  /** Per pull request number: its files as the files API lists them. */
  readonly pullFiles = new Map<number, { filename: string; status: string; patch?: string }[]>();
  readonly comments: FakeComment[] = [];
  readonly reviews: FakeReview[] = [];
  readonly sarifs: { id: string; body: Record<string, unknown>; polls: number }[] = [];
  alerts: unknown[] = [];
  faults: Fault[] = [];
  private nextId = 1000;
  private server: Server | undefined;
  url = '';

  constructor(readonly opts: FakeGitHubOptions) {}

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => this.handle(req, res, Buffer.concat(chunks).toString('utf8')));
    });
    await new Promise<void>((r) => this.server!.listen(0, '127.0.0.1', r));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.url;
  }

  async stop(): Promise<void> {
    await new Promise<void>((r) => this.server?.close(() => r()));
  }

  /** A comment by somebody else, to check the Action leaves it alone. */
  addForeignComment(path: string, line: number, body: string): FakeComment {
    const c: FakeComment = {
      id: this.nextId++,
      path,
      line,
      side: 'RIGHT',
      commit_id: 'x',
      body,
      user: { login: 'octocat', type: 'User' },
      pull_request_review_id: 1,
    };
    this.comments.push(c);
    return c;
  }

  /** A review by somebody else (for instance one that forges Lockstep's marker). */
  addForeignReview(body: string): FakeReview {
    const r: FakeReview = {
      id: this.nextId++,
      body,
      commit_id: 'x',
      user: { login: 'mallory', type: 'User' },
    };
    this.reviews.push(r);
    return r;
  }

  count(method: string, path: RegExp): number {
    return this.requests.filter((r) => r.method === method && path.test(r.path)).length;
  }

  private handle(req: IncomingMessage, res: ServerResponse, raw: string) {
    const url = new URL(req.url ?? '/', 'http://x');
    let body: unknown;
    try {
      body = raw ? JSON.parse(raw) : undefined;
    } catch {
      body = raw;
    }
    const rec: RecordedRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body,
      status: 0,
    };
    this.requests.push(rec);
    const send = (status: number, data: unknown, headers: Record<string, string> = {}) => {
      rec.status = status;
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
      res.end(data === undefined ? '' : JSON.stringify(data));
    };
    const auth = req.headers.authorization ?? '';
    if (auth !== `token ${this.opts.token}` && auth !== `Bearer ${this.opts.token}`)
      return send(401, { message: 'Bad credentials', documentation_url: 'https://docs.github.com/rest' });
    const fault = this.faults.find(
      (f) => f.method === rec.method && f.path.test(rec.path) && (f.times ?? 1) > 0,
    );
    if (fault) {
      fault.times = (fault.times ?? 1) - 1;
      return send(fault.status, { message: fault.message ?? `fault ${fault.status}` }, fault.headers);
    }
    // As for GITHUB_TOKEN: an installation token may not ask who it is.
    if (rec.method === 'GET' && rec.path === '/user')
      return send(403, { message: 'Resource not accessible by integration' });
    const base = `/repos/${this.opts.owner}/${this.opts.repo}`;
    if (!rec.path.startsWith(`${base}/`)) return send(404, { message: 'Not Found' });
    const route = rec.path.slice(base.length);
    let m: RegExpExecArray | null;

    if (rec.method === 'GET' && (m = /^\/pulls\/(\d+)\/files$/.exec(route)))
      return this.page(url, res, rec, this.pullFiles.get(Number(m[1])) ?? []);
    if (rec.method === 'GET' && /^\/pulls\/\d+\/comments$/.test(route))
      return this.page(url, res, rec, this.comments);
    if (rec.method === 'GET' && /^\/pulls\/\d+\/reviews$/.test(route))
      return this.page(url, res, rec, this.reviews);

    if (rec.method === 'POST' && (m = /^\/pulls\/(\d+)\/reviews$/.exec(route))) {
      const b = body as {
        commit_id?: string;
        body?: string;
        event?: string;
        comments?: Record<string, unknown>[];
      };
      if (!b?.commit_id || b.event !== 'COMMENT') return send(422, { message: 'Validation Failed' });
      const files = this.pullFiles.get(Number(m[1])) ?? [];
      for (const c of b.comments ?? []) {
        const file = files.find((f) => f.filename === c.path);
        const ok =
          c.side === 'RIGHT' &&
          typeof c.line === 'number' &&
          typeof c.body === 'string' &&
          c.body.length <= 65_536 &&
          !!file &&
          commentableLines(file.patch).has(c.line);
        if (!ok)
          return send(422, {
            message: 'Unprocessable Entity',
            errors: ['Line could not be resolved'],
            documentation_url:
              'https://docs.github.com/rest/pulls/reviews#create-a-review-for-a-pull-request',
          });
      }
      if ((b.body ?? '').length > 65_536) return send(422, { message: 'body is too long' });
      const review: FakeReview = { id: this.nextId++, body: b.body ?? '', commit_id: b.commit_id, user: BOT };
      this.reviews.push(review);
      for (const c of b.comments ?? [])
        this.comments.push({
          id: this.nextId++,
          path: c.path as string,
          line: c.line as number,
          side: 'RIGHT',
          commit_id: b.commit_id,
          body: c.body as string,
          user: BOT,
          pull_request_review_id: review.id,
        });
      return send(200, review);
    }
    if (rec.method === 'PATCH' && (m = /^\/pulls\/comments\/(\d+)$/.exec(route))) {
      const c = this.comments.find((x) => x.id === Number(m![1]));
      if (!c) return send(404, { message: 'Not Found' });
      if (c.user.login !== BOT.login) return send(403, { message: 'Resource not accessible by integration' });
      c.body = (body as { body: string }).body;
      return send(200, c);
    }
    if (rec.method === 'PUT' && (m = /^\/pulls\/\d+\/reviews\/(\d+)$/.exec(route))) {
      const r = this.reviews.find((x) => x.id === Number(m![1]));
      if (!r) return send(404, { message: 'Not Found' });
      if (r.user.login !== BOT.login) return send(403, { message: 'Resource not accessible by integration' });
      r.body = (body as { body: string }).body;
      return send(200, r);
    }
    if (rec.method === 'POST' && route === '/code-scanning/sarifs') {
      const b = body as Record<string, unknown>;
      if (typeof b?.sarif !== 'string' || typeof b.commit_sha !== 'string' || typeof b.ref !== 'string')
        return send(422, { message: 'Invalid request' });
      const id = `sarif-${this.sarifs.length + 1}`;
      this.sarifs.push({ id, body: b, polls: 0 });
      return send(202, { id, url: `${this.url}${base}/code-scanning/sarifs/${id}` });
    }
    if (rec.method === 'GET' && (m = /^\/code-scanning\/sarifs\/([\w-]+)$/.exec(route))) {
      const s = this.sarifs.find((x) => x.id === m![1]);
      if (!s) return send(404, { message: 'Not Found' });
      s.polls++;
      return send(
        200,
        s.polls === 1
          ? { processing_status: 'pending' }
          : { processing_status: 'complete', analyses_url: '' },
      );
    }
    if (rec.method === 'GET' && route === '/code-scanning/alerts')
      return this.page(url, res, rec, this.alerts);
    return send(404, { message: 'Not Found' });
  }

  /** One page of a list, with GitHub's `Link` header. */
  private page(url: URL, res: ServerResponse, rec: RecordedRequest, items: readonly unknown[]) {
    const size = this.opts.pageSize ?? 2;
    const page = Number(url.searchParams.get('page') ?? '1');
    const last = Math.max(1, Math.ceil(items.length / size));
    const link = (p: number, rel: string) => {
      const u = new URL(url.toString());
      u.searchParams.set('page', String(p));
      return `<${this.url}${u.pathname}${u.search}>; rel="${rel}"`;
    };
    const links: string[] = [];
    if (page < last) links.push(link(page + 1, 'next'), link(last, 'last'));
    if (page > 1) links.push(link(1, 'first'), link(page - 1, 'prev'));
    rec.status = 200;
    res.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      ...(links.length ? { link: links.join(', ') } : {}),
    });
    res.end(JSON.stringify(items.slice((page - 1) * size, page * size)));
  }
}
