/**
 * End to end: `dist/action.js` under Node 24 against the fake GitHub API, on a repository whose
 * pull request turns the fixed bank (examples/bank-fixed.c) into the racy one (examples/bank.c).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without type declarations
import { sarifSchemaPath } from '../../scripts/validate-sarif.mjs';
import { FakeGitHub } from './fake-github.js';
import { EXAMPLES, git, makeRepo, NODE24, patchOf, runActionBundle } from './harness.js';

const RACY = readFileSync(join(EXAMPLES, 'bank.c'), 'utf8');
const FIXED = readFileSync(join(EXAMPLES, 'bank-fixed.c'), 'utf8');
/** The line of `total += amount;` in the racy bank: the first racing write. */
const WRITE_LINE = RACY.split('\n').findIndex((l) => l.includes('total += amount')) + 1;
const TOKEN = 'ghs_test-token-never-printed';

const ajv = new Ajv2020({ allErrors: true, strict: false });
addFormats.default(ajv);
const validateSarif = ajv.compile(JSON.parse(readFileSync(sarifSchemaPath(), 'utf8')));

it('runs the bundle under Node 24, as runs.using: node24 declares', () => {
  expect(execFileSync(NODE24, ['--version'], { encoding: 'utf8' })).toMatch(/^v24\./);
});

let fake: FakeGitHub;
beforeEach(async () => {
  fake = new FakeGitHub({ token: TOKEN, owner: 'acme', repo: 'bank', pageSize: 2 });
  await fake.start();
});
afterEach(async () => {
  await fake.stop();
});

interface Pr {
  dir: string;
  base: string;
  head: string;
}

/** base: the fixed bank and two docs; head: the racy bank and the docs changed (3 files, 2 pages). */
function racyPullRequest(): Pr {
  const { dir, shas } = makeRepo([
    { 'src/bank.c': FIXED, 'docs/a.md': 'a\n', 'docs/b.md': 'b\n' },
    { 'src/bank.c': RACY, 'docs/a.md': 'a2\n', 'docs/b.md': 'b2\n' },
  ]);
  const [base, head] = shas as [string, string];
  fake.pullFiles.set(7, [
    { filename: 'docs/a.md', status: 'modified', patch: patchOf(dir, base, head, 'docs/a.md') },
    { filename: 'docs/b.md', status: 'modified', patch: patchOf(dir, base, head, 'docs/b.md') },
    { filename: 'src/bank.c', status: 'modified', patch: patchOf(dir, base, head, 'src/bank.c') },
  ]);
  return { dir, base, head };
}

function prPayload(pr: Pr, head = pr.head, headRepo = 'acme/bank') {
  return {
    pull_request: {
      number: 7,
      head: { sha: head, repo: { full_name: headRepo } },
      base: { sha: pr.base, ref: 'main', repo: { full_name: 'acme/bank' } },
    },
  };
}

function runPr(pr: Pr, inputs: Record<string, string> = {}, head = pr.head, headRepo = 'acme/bank') {
  return runActionBundle({
    dir: pr.dir,
    event: 'pull_request',
    payload: prPayload(pr, head, headRepo),
    sha: head,
    ref: 'refs/pull/7/merge',
    apiUrl: fake.url,
    inputs: { 'github-token': TOKEN, ...inputs },
  });
}

const ours = () => fake.comments.filter((c) => c.user.login === 'github-actions[bot]');

describe('the Action on a pull request', () => {
  it('uploads valid SARIF, comments on the racing line with a witness, annotates, writes outputs and summary, and fails', async () => {
    const pr = racyPullRequest();
    const foreign = fake.addForeignComment(
      'src/bank.c',
      WRITE_LINE,
      'Looks fine to me <!-- not lockstep -->',
    );
    const run = await runPr(pr);

    expect(run.stderr).not.toMatch(/at .*\.js:\d+/); // no stack trace
    expect(run.code).toBe(1);
    expect(run.outputs.verdict).toBe('race');
    expect(Number(run.outputs.findings)).toBeGreaterThanOrEqual(1);
    expect(Number(run.outputs['new-findings'])).toBe(Number(run.outputs.findings));
    expect(existsSync(run.outputs['sarif-file']!)).toBe(true);

    // SARIF: gzip + base64, for the analysed commit and ref, valid 2.1.0, polled until complete.
    expect(fake.sarifs).toHaveLength(1);
    const upload = fake.sarifs[0]!;
    expect(upload.body.commit_sha).toBe(pr.head);
    expect(upload.body.ref).toBe('refs/pull/7/merge');
    expect(upload.body.base_ref).toBe('refs/heads/main');
    expect(upload.body.base_sha).toBe(pr.base);
    const log = JSON.parse(gunzipSync(Buffer.from(upload.body.sarif as string, 'base64')).toString('utf8'));
    expect(validateSarif(log), JSON.stringify(validateSarif.errors)).toBe(true);
    expect(log.runs[0].results.some((r: { ruleId: string }) => r.ruleId === 'data-race')).toBe(true);
    expect(log.runs[0].automationDetails.id).toBe('lockstep/');
    expect(upload.polls).toBeGreaterThanOrEqual(2); // pending, then complete

    // The changed files were read page by page (3 files, pages of 2).
    expect(fake.requests.filter((r) => r.method === 'GET' && r.path.endsWith('/pulls/7/files')).length).toBe(
      2,
    );

    // One review; the race's comment sits on the racing write, with the witness and a marker.
    expect(fake.reviews).toHaveLength(1);
    expect(fake.requests.some((r) => r.status === 422)).toBe(false);
    const mine = ours();
    expect(mine.length).toBeGreaterThanOrEqual(1);
    const total = mine.find((c) => c.body.includes('`total`'));
    expect(total).toMatchObject({ path: 'src/bank.c', line: WRITE_LINE, side: 'RIGHT', commit_id: pr.head });
    expect(total!.body).toMatch(/<!-- lockstep:finding fingerprint=\S+ category=lockstep -->/);
    expect(total!.body).toContain('**Witness:**');
    expect(total!.body).toContain('```mermaid');

    // Somebody else's comment is left alone.
    expect(foreign.body).toBe('Looks fine to me <!-- not lockstep -->');
    expect(fake.requests.some((r) => r.path.endsWith(`/comments/${foreign.id}`))).toBe(false);

    // Annotations on the racing line; summary with verdict and table; the token never printed.
    expect(
      run.commands.some(
        (c) => c.level === 'error' && c.props.file === 'src/bank.c' && c.props.line === String(WRITE_LINE),
      ),
    ).toBe(true);
    expect(run.summary).toContain('## Lockstep: 🔴 race');
    expect(run.summary).toContain('<code>total</code>');
    // The token is only ever registered as a secret (the runner masks it), never printed.
    const printed = (run.stdout + run.stderr).replace(`::add-mask::${TOKEN}\n`, '');
    expect(printed).not.toContain(TOKEN);
    expect(run.commands.some((c) => c.level === 'error' && /1 new data race/.test(c.message))).toBe(true);
  });

  it('updates instead of duplicating on a re-run, and marks the comment fixed once the race is gone', async () => {
    const pr = racyPullRequest();
    const first = await runPr(pr);
    expect(first.code).toBe(1);
    const before = ours().map((c) => ({ id: c.id, line: c.line, body: c.body }));
    expect(before.length).toBeGreaterThanOrEqual(1);

    const again = await runPr(pr);
    expect(again.code).toBe(1);
    expect(fake.reviews).toHaveLength(1);
    expect(ours().map((c) => ({ id: c.id, line: c.line, body: c.body }))).toEqual(before);
    expect(fake.count('POST', /\/pulls\/7\/reviews$/)).toBe(1);

    // The author fixes the race in a new commit: the step passes and the comment says fixed.
    writeFileSync(join(pr.dir, 'src/bank.c'), FIXED);
    git(pr.dir, 'commit', '-q', '-am', 'fix the race');
    const fixedSha = git(pr.dir, 'rev-parse', 'HEAD').trim();
    fake.pullFiles.set(7, [
      { filename: 'docs/a.md', status: 'modified', patch: patchOf(pr.dir, pr.base, fixedSha, 'docs/a.md') },
      { filename: 'docs/b.md', status: 'modified', patch: patchOf(pr.dir, pr.base, fixedSha, 'docs/b.md') },
    ]);
    const fixed = await runPr(pr, {}, fixedSha);
    expect(fixed.code).toBe(0);
    expect(fixed.outputs.verdict).toBe('race-free');
    expect(fixed.outputs['new-findings']).toBe('0');
    expect(ours()).toHaveLength(before.length);
    for (const c of ours()) {
      expect(c.body).toContain('state=fixed');
      expect(c.body).toContain(`Fixed`);
      expect(c.body).toContain(fixedSha);
    }
    expect(fake.reviews).toHaveLength(1);
    expect(fake.reviews[0]!.body).toContain('no data race remains');
  });

  it('retries 429 and 5xx answers and still completes', async () => {
    const pr = racyPullRequest();
    fake.faults.push(
      { method: 'GET', path: /\/pulls\/7\/files$/, status: 429, headers: { 'retry-after': '1' }, times: 1 },
      { method: 'POST', path: /\/code-scanning\/sarifs$/, status: 502, times: 1 },
      { method: 'POST', path: /\/pulls\/7\/reviews$/, status: 500, times: 1 },
    );
    const run = await runPr(pr);
    expect(run.code).toBe(1); // the race, not the faults
    expect(fake.faults.every((f) => f.times === 0)).toBe(true);
    const statuses = (method: string, path: RegExp) =>
      fake.requests.filter((r) => r.method === method && path.test(r.path)).map((r) => r.status);
    expect(statuses('POST', /\/code-scanning\/sarifs$/)).toEqual([502, 202]);
    expect(statuses('POST', /\/pulls\/7\/reviews$/)).toEqual([500, 200]);
    expect(statuses('GET', /\/pulls\/7\/files$/)[0]).toBe(429);
    expect(fake.sarifs).toHaveLength(1);
    expect(fake.reviews).toHaveLength(1);
    expect(run.commands.filter((c) => c.level === 'warning')).toEqual([]);
  });

  it('degrades on a fork: 403 on upload and review become warnings naming the permission', async () => {
    const pr = racyPullRequest();
    const denied = 'Resource not accessible by integration';
    fake.faults.push(
      { method: 'POST', path: /\/code-scanning\/sarifs$/, status: 403, message: denied, times: 9 },
      { method: 'POST', path: /\/pulls\/7\/reviews$/, status: 403, message: denied, times: 9 },
    );
    const run = await runPr(pr, { 'fail-on': 'none' }, pr.head, 'forker/bank');
    expect(run.code).toBe(0);
    const warnings = run.commands.filter((c) => c.level === 'warning').map((c) => c.message);
    expect(warnings.some((w) => w.includes('security-events: write'))).toBe(true);
    expect(warnings.some((w) => w.includes('pull-requests: write'))).toBe(true);
    expect(existsSync(run.outputs['sarif-file']!)).toBe(true);
    expect(run.summary).toContain('## Lockstep');
    expect(run.outputs.verdict).toBe('race');
    // 403 is not retried.
    expect(fake.count('POST', /\/code-scanning\/sarifs$/)).toBe(1);
  });

  it('without a token: no API call, a warning, the changed files from git, and the race still fails the step', async () => {
    const pr = racyPullRequest();
    const run = await runPr(pr, { 'github-token': '' });
    expect(fake.requests).toHaveLength(0);
    expect(run.commands.some((c) => c.level === 'warning' && c.message.includes('no github-token'))).toBe(
      true,
    );
    expect(run.code).toBe(1);
    expect(run.outputs['new-findings']).not.toBe('0');
    expect(run.summary).toMatch(/git diff [0-9a-f]{12} HEAD/);
  });

  it('with a refused token (401): warnings, and the analysis stands', async () => {
    const pr = racyPullRequest();
    const run = await runPr(pr, { 'github-token': 'wrong' });
    expect(fake.requests.every((r) => r.status === 401)).toBe(true);
    expect(run.commands.some((c) => c.level === 'warning' && c.message.includes('401'))).toBe(true);
    expect(run.code).toBe(1);
    expect(run.outputs.verdict).toBe('race');
  });

  it('a bad input fails with one clear line', async () => {
    const pr = racyPullRequest();
    const run = await runPr(pr, { shard: '3/2' });
    expect(run.code).toBe(1);
    const errors = run.commands.filter((c) => c.level === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]!.message).toMatch(/shard must be i\/n .*'3\/2'/);
    expect(fake.requests).toHaveLength(0);
  });
});

describe('the Action on a push', () => {
  it('diffs against the previous commit and uploads for the branch', async () => {
    const { dir, shas } = makeRepo([{ 'src/bank.c': FIXED }, { 'src/bank.c': RACY }]);
    const run = await runActionBundle({
      dir,
      event: 'push',
      payload: { before: shas[0], after: shas[1], ref: 'refs/heads/main' },
      sha: shas[1]!,
      ref: 'refs/heads/main',
      apiUrl: fake.url,
      inputs: { 'github-token': TOKEN },
    });
    expect(run.code).toBe(1);
    expect(fake.sarifs[0]!.body).toMatchObject({ commit_sha: shas[1], ref: 'refs/heads/main' });
    expect(fake.sarifs[0]!.body.base_ref).toBeUndefined();
    expect(fake.reviews).toHaveLength(0);
    expect(run.summary).toMatch(/push\\?: git diff/);

    // A push that changed only an unrelated file reports nothing and passes.
    writeFileSync(join(dir, 'README.md'), 'hello\n');
    git(dir, 'add', 'README.md');
    git(dir, 'commit', '-q', '-m', 'docs');
    const third = git(dir, 'rev-parse', 'HEAD').trim();
    const quiet = await runActionBundle({
      dir,
      event: 'push',
      payload: { before: shas[1], after: third, ref: 'refs/heads/main' },
      sha: third,
      ref: 'refs/heads/main',
      apiUrl: fake.url,
      inputs: { 'github-token': TOKEN },
    });
    expect(quiet.code).toBe(0);
    expect(quiet.outputs.verdict).toBe('race'); // the program still has it
    expect(quiet.outputs['new-findings']).toBe('0');
  });
});

describe('sharding', () => {
  it('each shard uploads under its own category and the shards report the race once', async () => {
    const pr = racyPullRequest();
    const one = await runPr(pr, { shard: '1/2', 'fail-on': 'none' });
    const two = await runPr(pr, { shard: '2/2', 'fail-on': 'none' });
    expect([one.code, two.code]).toEqual([0, 0]);
    const ids = fake.sarifs.map((s) => {
      const log = JSON.parse(gunzipSync(Buffer.from(s.body.sarif as string, 'base64')).toString('utf8'));
      return { id: log.runs[0].automationDetails.id, results: log.runs[0].results.length };
    });
    expect(ids.map((i) => i.id)).toEqual(['lockstep/shard-1-of-2/', 'lockstep/shard-2-of-2/']);
    // One unit: shard 1 owns it, shard 2 has nothing to report.
    expect(ids[0]!.results).toBeGreaterThanOrEqual(1);
    expect(ids[1]!.results).toBe(0);
    expect(ours().every((c) => c.body.includes('category=lockstep%2Fshard-1-of-2'))).toBe(true);
  });
});

describe('a pull request checked out as its merge commit', () => {
  it('maps the merge commit lines back to the head commit for the comment', async () => {
    // main: fixed bank; branch: racy bank; then main adds five lines above the racing code.
    const { dir, shas } = makeRepo([{ 'src/bank.c': FIXED }]);
    const base0 = shas[0]!;
    git(dir, 'checkout', '-q', '-b', 'feature');
    writeFileSync(join(dir, 'src/bank.c'), RACY);
    git(dir, 'commit', '-q', '-am', 'racy');
    const head = git(dir, 'rev-parse', 'HEAD').trim();
    git(dir, 'checkout', '-q', 'main');
    writeFileSync(
      join(dir, 'src/bank.c'),
      FIXED.replace('#define TELLERS', '/* 1 */\n/* 2 */\n/* 3 */\n/* 4 */\n/* 5 */\n#define TELLERS'),
    );
    git(dir, 'commit', '-q', '-am', 'banner');
    const base = git(dir, 'rev-parse', 'HEAD').trim();
    git(dir, 'merge', '-q', '--no-edit', 'feature');
    const merge = git(dir, 'rev-parse', 'HEAD').trim();
    const merged = readFileSync(join(dir, 'src/bank.c'), 'utf8');
    expect(merged.split('\n').findIndex((l) => l.includes('total += amount')) + 1).toBe(WRITE_LINE + 5);
    // GitHub's PR diff is head against the merge base.
    fake.pullFiles.set(7, [
      { filename: 'src/bank.c', status: 'modified', patch: patchOf(dir, base0, head, 'src/bank.c') },
    ]);
    const run = await runActionBundle({
      dir,
      event: 'pull_request',
      payload: prPayload({ dir, base, head }, head),
      sha: merge,
      ref: 'refs/pull/7/merge',
      apiUrl: fake.url,
      inputs: { 'github-token': TOKEN },
    });
    expect(run.code, run.stdout + run.stderr).toBe(1);
    // The annotation is on the analysed (merge) line; the review comment on the head's line.
    expect(
      run.commands.some((c) => c.level === 'error' && c.props.line === String(WRITE_LINE + 5)),
      run.stdout,
    ).toBe(true);
    const total = ours().find((c) => c.body.includes('`total`'));
    expect(total).toMatchObject({ path: 'src/bank.c', line: WRITE_LINE, commit_id: head });
    expect(fake.sarifs[0]!.body.commit_sha).toBe(merge);
  });
});

describe('baselines', () => {
  it('a previous SARIF output as baseline: the known race does not block', async () => {
    const pr = racyPullRequest();
    const first = await runPr(pr, { 'upload-sarif': 'false', comment: 'false' });
    expect(first.code).toBe(1);
    writeFileSync(join(pr.dir, 'previous.sarif'), readFileSync(first.outputs['sarif-file']!, 'utf8'));
    const second = await runPr(pr, { baseline: 'previous.sarif', 'upload-sarif': 'false', comment: 'false' });
    expect(second.code).toBe(0);
    expect(second.outputs['new-findings']).toBe('0');
    expect(second.outputs.findings).toBe(first.outputs.findings);
    expect(second.summary).toContain('| unchanged |');
    expect(fake.requests.filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it('the open code-scanning alerts of the base branch as baseline', async () => {
    const pr = racyPullRequest();
    fake.alerts = [
      {
        number: 1,
        rule: { id: 'data-race' },
        most_recent_instance: {
          category: 'lockstep/',
          message: { text: "Data race on 'total': this write in deposit (teller#1) is not ordered with …" },
          location: { path: 'src/bank.c', start_line: 20 },
        },
      },
      {
        number: 2,
        rule: { id: 'data-race' },
        most_recent_instance: {
          category: 'other/',
          message: { text: "Data race on 'balance': …" },
          location: { path: 'src/bank.c', start_line: 22 },
        },
      },
    ];
    const run = await runPr(pr, { baseline: 'code-scanning', 'upload-sarif': 'false', comment: 'false' });
    expect(run.code).toBe(0);
    expect(run.outputs['new-findings']).toBe('0');
    const alertsCall = fake.requests.find((r) => r.path.endsWith('/code-scanning/alerts'))!;
    expect(alertsCall.query.get('ref')).toBe('refs/heads/main');
    expect(alertsCall.query.get('state')).toBe('open');
    expect(alertsCall.query.get('tool_name')).toBe('lockstep');

    // An alert of another category, or on another location, is not this finding.
    fake.alerts = fake.alerts.slice(1);
    const blocked = await runPr(pr, { baseline: 'code-scanning', 'upload-sarif': 'false', comment: 'false' });
    expect(blocked.code).toBe(1);
    expect(blocked.outputs['new-findings']).toBe('1');
  });
});
