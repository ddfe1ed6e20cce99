import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readContext } from '../../src/action/context.js';
import { gateChanges, withBaseGate } from '../../src/action/gate.js';
import type { GitHubApi, ReviewComment } from '../../src/action/github.js';
import { newToOldLines } from '../../src/action/lines.js';
import {
  applyReviewPlan,
  commentBody,
  findingMarker,
  MAX_BODY,
  parseFindingMarker,
  planReview,
  type ReviewInput,
  reviewMarker,
} from '../../src/action/review.js';
import { affectedFiles, categoryOf } from '../../src/action/run.js';
import { annotationsFor, MAX_SUMMARY_BYTES, renderSummary } from '../../src/action/summary.js';
import { fitSarif, uploadSarif } from '../../src/action/upload.js';
import { EMPTY_CONFIG, type LockstepConfig } from '../../src/config/loader.js';
import { buildSarif } from '../../src/report/sarif.js';
import type { Finding } from '../../src/result.js';
import { witnessResult } from '../report/results.js';

const [CONFIRMED, POSSIBLE] = witnessResult().findings as [Finding, Finding];

describe('merge-to-head line mapping', () => {
  // OLD (head) has lines a b c d e; NEW (merge) inserts X after a, changes c to C, deletes e.
  const diff = ['@@ -1,0 +2 @@', '+X', '@@ -3 +4 @@', '-c', '+C', '@@ -5 +5,0 @@', '-e'].join('\n');
  const map = newToOldLines(diff);
  it('shifts lines past an insertion, and has no counterpart for changed lines', () => {
    expect(map(1)).toBe(1); // a
    expect(map(2)).toBeUndefined(); // X, inserted
    expect(map(3)).toBe(2); // b
    expect(map(4)).toBeUndefined(); // C, changed
    expect(map(5)).toBe(4); // d
  });
  it('is the identity without hunks', () => {
    expect(newToOldLines('')(17)).toBe(17);
  });
});

const input = (over: Partial<ReviewInput>): ReviewInput => ({
  findings: [CONFIRMED],
  commentable: new Map([['src/counter.c', new Set([8, 9, 10])]]),
  toHeadLine: (_f, l) => l,
  existingComments: [],
  existingReviews: [],
  self: 'github-actions[bot]',
  category: 'lockstep',
  sha: 'abc123',
  ...over,
});

const comment = (id: number, body: string, login = 'github-actions[bot]'): ReviewComment => ({
  id,
  path: 'src/counter.c',
  line: 9,
  body,
  user: { login },
});

describe('review planning', () => {
  it('comments on the racing write when its line is in the diff', () => {
    const plan = planReview(input({}));
    expect(plan.create?.comments).toEqual([
      { path: 'src/counter.c', line: 9, side: 'RIGHT', body: commentBody(CONFIRMED, 'lockstep') },
    ]);
    expect(plan.inline).toBe(1);
    expect(plan.inBody).toBe(0);
  });

  it('falls back to another access on a diff line, then to the review body', () => {
    const other = planReview(input({ commentable: new Map([['src/counter.c', new Set([20])]]) }));
    expect(other.create?.comments.map((c) => c.line)).toEqual([20]);
    const none = planReview(input({ commentable: new Map([['src/counter.c', new Set([1])]]) }));
    expect(none.create?.comments).toEqual([]);
    expect(none.inBody).toBe(1);
    expect(none.create?.body).toContain('Data race on `counter`');
  });

  it('calls a possible race possible in the review body, and counts each status', () => {
    expect(POSSIBLE.status).toBe('possible');
    const one = planReview(input({ findings: [POSSIBLE] }));
    expect(one.create?.body).toContain('found 1 possible data race involving the lines');
    const both = planReview(input({ findings: [CONFIRMED, POSSIBLE, { ...POSSIBLE, id: 'p2' }] }));
    expect(both.create?.body).toContain('found 1 data race and 2 possible data races involving the lines');
    // The comment itself: a possible race's interleaving is no witness.
    expect(CONFIRMED.witness?.steps.length).toBeGreaterThan(0);
    const body = commentBody({ ...POSSIBLE, witness: CONFIRMED.witness! }, 'lockstep');
    expect(body).toContain('**Interleaving found, not confirmed:**');
    expect(body).not.toContain('**Witness:**');
    expect(commentBody(CONFIRMED, 'lockstep')).toContain('**Witness:**');
  });

  it('uses head lines: a line the merge changed has no comment', () => {
    const plan = planReview(input({ toHeadLine: (_f, l) => (l === 9 ? undefined : l + 100) }));
    expect(plan.create?.comments).toEqual([]);
    expect(plan.inBody).toBe(1);
  });

  it('updates its own comment only when the text changed, and never another category or user', () => {
    const body = commentBody(CONFIRMED, 'lockstep');
    const same = planReview(input({ existingComments: [comment(1, body)] }));
    expect(same.create).toBeUndefined();
    expect(same.updateComments).toEqual([]);
    const stale = planReview(
      input({ existingComments: [comment(1, `${findingMarker(CONFIRMED.id, 'lockstep')}\nold`)] }),
    );
    expect(stale.updateComments).toEqual([{ id: 1, body }]);
    expect(stale.create).toBeUndefined();
    const otherShard = planReview(
      input({ existingComments: [comment(2, `${findingMarker(CONFIRMED.id, 'lockstep/shard-2-of-2')}\nx`)] }),
    );
    expect(otherShard.updateComments).toEqual([]);
    expect(otherShard.create?.comments).toHaveLength(1);
  });

  it('marks a comment fixed once, when its finding is gone', () => {
    const old = comment(
      5,
      `${findingMarker(POSSIBLE.id, 'lockstep')}\n### 🟠 Possible data race on \`stats.hits\``,
    );
    const plan = planReview(input({ existingComments: [old] }));
    expect(plan.fixed).toBe(1);
    const fixed = plan.updateComments.find((u) => u.id === 5)!;
    expect(parseFindingMarker(fixed.body)).toEqual({
      fingerprint: POSSIBLE.id,
      category: 'lockstep',
      fixed: true,
    });
    expect(fixed.body).toContain('abc123');
    expect(fixed.body).toContain('~~Possible data race on `stats.hits`~~');
    const again = planReview(input({ existingComments: [{ ...old, body: fixed.body }] }));
    expect(again.updateComments).toEqual([]);
    expect(again.fixed).toBe(0);
  });

  it('posts nothing when there is nothing to say', () => {
    const plan = planReview(input({ findings: [] }));
    expect(plan.create).toBeUndefined();
    expect(plan.updateComments).toEqual([]);
    expect(plan.updateReviews).toEqual([]);
  });

  it('keeps comment bodies within GitHub’s limit', () => {
    const steps = Array.from({ length: 5000 }, (_, i) => ({
      step: i + 1,
      thread: `worker#${i % 7}`,
      action: `writes ${'x'.repeat(60)}`,
      file: 'src/counter.c',
      line: 9,
      column: 1,
    }));
    const body = commentBody({ ...CONFIRMED, witness: { steps } }, 'lockstep');
    expect(body.length).toBeLessThanOrEqual(MAX_BODY);
    expect(parseFindingMarker(body)?.fingerprint).toBe(CONFIRMED.id);
  });

  it('moves every comment into the body when GitHub refuses a line (422)', async () => {
    const posted: { body: string; comments: unknown[] }[] = [];
    const api = {
      updateReviewComment: async () => {},
      updateReview: async () => {},
      createReview: async (_pr: number, r: { body: string; comments: unknown[] }) => {
        posted.push(r);
        if (r.comments.length > 0) throw Object.assign(new Error('Unprocessable'), { status: 422 });
      },
    } as unknown as GitHubApi;
    const plan = planReview(input({}));
    await applyReviewPlan(api, 7, 'head', plan);
    expect(posted).toHaveLength(2);
    expect(posted[1]!.comments).toEqual([]);
    expect(posted[1]!.body).toContain('Data race on `counter`');
  });
});

describe('review ownership', () => {
  it("takes only its own comments and reviews as Lockstep's: a marker in anyone else's text is text", () => {
    const forgedComment = comment(1, `${findingMarker(CONFIRMED.id, 'lockstep')}\nall good`, 'mallory');
    const forgedReview = { id: 2, body: `${reviewMarker('lockstep')}\nApproved`, user: { login: 'mallory' } };
    const plan = planReview(input({ existingComments: [forgedComment], existingReviews: [forgedReview] }));
    expect(plan.updateComments).toEqual([]);
    expect(plan.updateReviews).toEqual([]);
    expect(plan.create?.comments).toHaveLength(1);
    expect(plan.create?.comments[0]?.body).toContain(findingMarker(CONFIRMED.id, 'lockstep'));
    // The same marks by Lockstep's own identity are its own.
    const own = planReview(
      input({
        existingComments: [comment(3, findingMarker(CONFIRMED.id, 'lockstep'))],
        self: 'github-actions[bot]',
      }),
    );
    expect(own.updateComments.map((u) => u.id)).toEqual([3]);
    expect(own.create).toBeUndefined();
  });

  it('a refused edit is counted and the review is still posted', async () => {
    const created: unknown[] = [];
    const api = {
      updateReviewComment: async () => {
        throw Object.assign(new Error('Forbidden'), { status: 403 });
      },
      updateReview: async () => {
        throw Object.assign(new Error('Forbidden'), { status: 403 });
      },
      createReview: async (_pr: number, r: unknown) => void created.push(r),
    } as unknown as GitHubApi;
    const plan = {
      ...planReview(input({})),
      updateComments: [{ id: 9, body: 'x' }],
      updateReviews: [{ id: 10, body: 'y' }],
    };
    expect(await applyReviewPlan(api, 7, 'head', plan)).toEqual({ refusedEdits: 2 });
    expect(created).toHaveLength(1);
  });
});

describe('the gate on pull requests', () => {
  const base: LockstepConfig = {
    ...EMPTY_CONFIG,
    failOn: 'error',
    suppressions: [{ fingerprint: 'a', reason: 'ok' }],
  };
  const head: LockstepConfig = {
    ...base,
    failOn: 'none',
    severity: { 'data-race': 'note' },
    exclude: ['src/**'],
    suppressions: [...base.suppressions, { file: '**', reason: 'x' }],
    timeBudget: 86_400,
    defines: ['NEW=1'],
    models: [{ function: 'grab', kind: 'lock', lock: 0 } as LockstepConfig['models'][number]],
  };
  it('takes every gate key from the base and lists what the pull request changes', () => {
    const gated = withBaseGate(head, base);
    expect(gated.failOn).toBe('error');
    expect(gated.severity).toEqual({});
    expect(gated.exclude).toEqual([]);
    expect(gated.suppressions).toEqual(base.suppressions);
    expect(gated.timeBudget).toBeUndefined();
    expect(gated.defines).toEqual(['NEW=1']);
    expect(gated.models).toEqual(head.models);
    const changes = gateChanges(head, base).join('\n');
    for (const key of ['analysis.fail-on', 'analysis.severity', 'paths.exclude', 'analysis.time-budget'])
      expect(changes).toContain(key);
    expect(changes).toContain('suppression {"file":"**"');
    expect(changes).not.toContain('"fingerprint":"a"');
    expect(changes).toContain('model {"function":"grab"');
    expect(gateChanges(base, base)).toEqual([]);
  });
});

describe('SARIF upload', () => {
  it('drops thread flows first, then results, to fit the size limit, and says so', () => {
    const result = witnessResult();
    const many = {
      ...result,
      findings: Array.from({ length: 400 }, (_, i) => ({
        ...result.findings[i % 2]!,
        id: `${i}`.padStart(32, '0'),
      })),
    };
    const log = buildSarif(many);
    const whole = fitSarif(log, 10 * 1024 * 1024);
    expect(whole.dropped).toEqual([]);
    const size = whole.gzipped.length;
    const noFlows = fitSarif(log, size - 1);
    expect(noFlows.dropped[0]).toMatch(/thread flows/);
    expect(noFlows.gzipped.length).toBeLessThan(size);
    const limit = Math.floor(noFlows.gzipped.length / 2);
    const tiny = fitSarif(log, limit);
    expect(tiny.gzipped.length).toBeLessThanOrEqual(limit);
    expect(tiny.dropped[1]).toMatch(/of 400 results/);
    const kept = JSON.parse(tiny.text);
    expect(kept.runs[0].results.length).toBeLessThan(400);
    expect(kept.runs[0].results.length).toBeGreaterThan(0);
    expect(JSON.stringify(kept.runs[0].invocations)).toContain('upload limit');
  });

  it('polls until the processing is complete, and reports a failure with its errors', async () => {
    const ctx = readContext({
      GITHUB_REPOSITORY: 'acme/bank',
      GITHUB_EVENT_NAME: 'push',
      GITHUB_SHA: 'a'.repeat(40),
      GITHUB_REF: 'refs/heads/main',
    });
    const statuses = ['pending', 'pending', 'failed'];
    const uploads: Record<string, unknown>[] = [];
    const api = {
      uploadSarif: async (u: Record<string, unknown>) => {
        uploads.push(u);
        return { id: 'u1' };
      },
      sarifStatus: async () => {
        const s = statuses.shift()!;
        return s === 'failed'
          ? { processing_status: s, errors: ['locationFromSarifResult: bad'] }
          : { processing_status: s };
      },
    } as unknown as GitHubApi;
    const slept: number[] = [];
    const out = await uploadSarif(api, ctx, Buffer.from('x'), {
      toolName: 'lockstep',
      startedAt: new Date('2026-01-02T03:04:05.678Z'),
      sleep: async (ms) => void slept.push(ms),
    });
    expect(out).toEqual({ id: 'u1', status: 'failed', errors: ['locationFromSarifResult: bad'] });
    expect(slept).toEqual([1000, 2000]);
    expect(uploads[0]).toMatchObject({
      commit_sha: 'a'.repeat(40),
      ref: 'refs/heads/main',
      started_at: '2026-01-02T03:04:05Z',
    });
    expect(uploads[0]!.base_ref).toBeUndefined();

    const never = {
      ...api,
      sarifStatus: async () => ({ processing_status: 'pending' }),
    } as unknown as GitHubApi;
    const pending = await uploadSarif(never, ctx, Buffer.from('x'), {
      toolName: 'lockstep',
      startedAt: new Date(),
      maxWaitMs: 3000,
      sleep: async () => {},
    });
    expect(pending.status).toBe('pending');
  });
});

describe('annotations and summary', () => {
  it('annotates at most 10 findings per level', () => {
    const findings = Array.from({ length: 25 }, (_, i) => ({ ...CONFIRMED, id: String(i) }));
    const { shown, left } = annotationsFor([...findings, POSSIBLE]);
    expect(shown.filter((a) => a.level === 'error')).toHaveLength(10);
    expect(shown.filter((a) => a.level === 'warning')).toHaveLength(1);
    expect(left).toBe(15);
    expect(shown[0]).toMatchObject({ file: 'src/counter.c', startLine: 9 });
  });

  it('keeps the job summary within 1 MiB however many findings there are', () => {
    const result = witnessResult();
    const steps = Array.from({ length: 200 }, (_, i) => ({
      step: i + 1,
      thread: 'w#1',
      action: `writes ${'é'.repeat(40)}`,
      file: 'src/counter.c',
      line: 9,
      column: 1,
    }));
    const findings = Array.from({ length: 3000 }, (_, i) => ({
      ...CONFIRMED,
      id: String(i),
      witness: { steps },
    }));
    const text = renderSummary({
      result: { ...result, findings },
      reported: findings,
      fresh: findings,
      blocking: findings.length,
      failOn: 'error',
      scope: 'everything',
      notes: [],
      annotationsLeft: 2990,
    });
    expect(Buffer.byteLength(text, 'utf8')).toBeLessThanOrEqual(MAX_SUMMARY_BYTES);
    expect(text).toContain('## Lockstep: 🔴 race');
    expect(text).toContain('2990 findings got no annotation');
  });
});

describe('the summary footer', () => {
  it('counts as the CLI does: one unit in the singular, and threads as a lower bound when a spawn repeats', () => {
    const result = witnessResult();
    const footer = (stats: Partial<typeof result.stats>) =>
      renderSummary({
        result: { ...result, stats: { ...result.stats, ...stats } },
        reported: [],
        fresh: [],
        blocking: 0,
        failOn: 'error',
        scope: 'everything',
        notes: [],
        annotationsLeft: 0,
      })
        .split('\n')
        .find((l) => l.startsWith('<sub>'))!;
    expect(footer({ units: 1, threads: 2, threadsRepeated: 1 })).toMatch(
      /^<sub>1 unit, .*, at least 3 threads \(1 spawn runs more than once\), /,
    );
    expect(footer({ units: 2, threads: 3, threadsRepeated: 0 })).toMatch(/^<sub>2 units, .*, 3 threads, /);
  });
});

describe('scope', () => {
  it('counts a unit as changed when it includes a changed header', () => {
    const units = [
      { file: '/r/src/a.c', files: ['/r/src/a.c', '/r/include/x.h'] },
      { file: '/r/src/b.c', files: ['/r/src/b.c'] },
    ];
    expect([...affectedFiles(new Set(['include/x.h']), units, '/r')].sort()).toEqual([
      'include/x.h',
      'src/a.c',
    ]);
  });

  it('gives each shard its own category', () => {
    expect(categoryOf({ category: undefined, shard: { index: 1, count: 1 } })).toBe('lockstep');
    expect(categoryOf({ category: 'races', shard: { index: 2, count: 3 } })).toBe('races/shard-2-of-3');
  });

  it('reads a fork pull request and a push that created its branch', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lockstep-ctx-'));
    const pr = join(dir, 'pr.json');
    writeFileSync(
      pr,
      JSON.stringify({
        pull_request: {
          number: 3,
          head: { sha: 'h', repo: { full_name: 'someone/fork' } },
          base: { sha: 'b', ref: 'main', repo: { full_name: 'acme/bank' } },
        },
      }),
    );
    const env = { GITHUB_REPOSITORY: 'acme/bank', GITHUB_SHA: 'm', GITHUB_EVENT_PATH: pr };
    expect(readContext({ ...env, GITHUB_EVENT_NAME: 'pull_request' }).pr).toEqual({
      number: 3,
      headSha: 'h',
      baseSha: 'b',
      baseRef: 'main',
      fork: true,
    });
    const push = join(dir, 'push.json');
    writeFileSync(push, JSON.stringify({ before: '0'.repeat(40), after: 'f'.repeat(40) }));
    expect(readContext({ ...env, GITHUB_EVENT_PATH: push, GITHUB_EVENT_NAME: 'push' }).push).toBeUndefined();
    expect(() => readContext({ GITHUB_EVENT_NAME: 'push' })).toThrow(/GITHUB_REPOSITORY is not set/);
  });
});
