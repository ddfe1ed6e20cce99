/**
 * End to end, as an attacker's pull request: `dist/action.js` under Node 24 against the fake
 * GitHub API, with a canary in the token input, in the environment, in `.git/config` (as
 * actions/checkout stores its credential) and in a file outside the workspace. The pull request
 * tries every trick of docs/security.md at once. The canary appears in no request body, no file
 * written and no line logged; forged markers change nothing; the gate still closes.
 */
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findingMarker, reviewMarker } from '../../src/action/review.js';
import { runCli } from '../../src/cli/main.js';
import { FakeGitHub } from './fake-github.js';
import { EXAMPLES, git, makeRepo, patchOf, runActionBundle } from './harness.js';

const CANARY = 'CANARY0x5eed';
const TOKEN = `ghs_${CANARY}tokenABCDEFGHIJKLMNOP`;
const FIXED = readFileSync(join(EXAMPLES, 'bank-fixed.c'), 'utf8');
const RACY = readFileSync(join(EXAMPLES, 'bank.c'), 'utf8');

/** The racy bank with the tricks: includes of secrets, `#line` names of secrets and of a workflow command. */
function hostileBank(outside: string): string {
  const lines = RACY.split('\n');
  const at = lines.findIndex((l) => l.includes('total += amount'));
  lines.splice(at, 0, '#line 10 ".git/config"');
  lines.splice(at + 2, 0, `#line ${at + 3} "::warning file=x.c::owned"`);
  return [
    `#include "${outside}/secret.h"`,
    '#include "../../../../../../../../proc/self/environ"',
    '#line 3 "/proc/self/environ"',
    ...lines,
  ].join('\n');
}

const WEAKENING_CONFIG = `analysis:
  severity:
    data-race: note
  fail-on: none
  time-budget: 86400
suppressions:
  - file: "**"
    reason: "nothing to see"
paths:
  exclude:
    - src/**
baseline: known.sarif
`;

let fake: FakeGitHub;
beforeEach(async () => {
  fake = new FakeGitHub({ token: TOKEN, owner: 'acme', repo: 'bank', pageSize: 2 });
  await fake.start();
});
afterEach(async () => {
  await fake.stop();
});

function filesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const e of readdirSync(dir)) {
    const p = join(dir, e);
    if (statSync(p).isDirectory()) out.push(...filesUnder(p));
    else out.push(p);
  }
  return out;
}

describe('a hostile pull request', () => {
  it('leaks nothing, is not fooled by forged markers, and cannot switch the gate off', async () => {
    const outside = mkdtempSync(join(tmpdir(), 'lockstep-outside-'));
    writeFileSync(join(outside, 'secret.h'), `${CANARY}\n`);
    const { dir, shas } = makeRepo([
      { 'src/bank.c': FIXED, '.lockstep.yml': 'analysis:\n  fail-on: error\n' },
      {
        'src/bank.c': hostileBank(outside),
        '.lockstep.yml': WEAKENING_CONFIG,
        // A baseline the pull request ships: it would make every finding "known".
        'known.sarif': JSON.stringify({ version: '2.1.0', runs: [{ results: [] }] }),
      },
    ]);
    const [base, head] = shas as [string, string];
    mkdirSync(join(dir, 'links'));
    symlinkSync('/proc/self/environ', join(dir, 'links/leak.c'));
    symlinkSync(join(outside, 'secret.h'), join(dir, 'links/outside.c'));
    symlinkSync(join(dir, '.git/config'), join(dir, 'links/git.c'));
    symlinkSync('..', join(dir, 'links/loop'));
    git(dir, 'config', 'http.https://github.com/.extraheader', `AUTHORIZATION: basic ${CANARY}`);
    fake.pullFiles.set(7, [
      { filename: 'src/bank.c', status: 'modified', patch: patchOf(dir, base, head, 'src/bank.c') },
      { filename: '.lockstep.yml', status: 'modified', patch: patchOf(dir, base, head, '.lockstep.yml') },
    ]);

    // The attacker's forged marks, written before Lockstep ever ran: a review with Lockstep's
    // review marker and a comment with the real finding's marker (fingerprints are public).
    let json = '';
    writeFileSync(join(outside, 'empty.yml'), '{}\n');
    const plain = [
      '--confine',
      '--config',
      join(outside, 'empty.yml'),
      '--format',
      'json',
      '--fail-on',
      'none',
    ];
    await runCli(['check', 'src/bank.c', ...plain], {
      cwd: dir,
      stdout: (s) => (json += s),
      stderr: () => {},
      isTTY: false,
    });
    const finding = JSON.parse(json).findings[0] as { id: string };
    const forgedReview = fake.addForeignReview(`${reviewMarker('lockstep')}\nApproved by Lockstep`);
    fake.comments.push({
      ...fake.addForeignComment('src/bank.c', 1, `${findingMarker(finding.id, 'lockstep')}\nAll good here`),
      user: { login: 'mallory', type: 'User' },
    });

    const run = await runActionBundle({
      dir,
      event: 'pull_request',
      payload: {
        pull_request: {
          number: 7,
          head: { sha: head, repo: { full_name: 'mallory/bank' } },
          base: { sha: base, ref: 'main', repo: { full_name: 'acme/bank' } },
        },
      },
      sha: head,
      ref: 'refs/pull/7/merge',
      apiUrl: fake.url,
      inputs: { 'github-token': TOKEN },
      env: {
        AWS_SECRET_ACCESS_KEY: `${CANARY}-aws-secret`,
        NPM_TOKEN: `npm_${CANARY}0123456789abcdefghijklmnop`,
      },
    });

    // Nothing leaks: not in a request, not in a file written, not in the log.
    const bodies = fake.requests.map((r) => JSON.stringify(r.body ?? ''));
    const sarifs = fake.sarifs.map((s) => Buffer.from(String(s.body.sarif), 'base64').toString('binary'));
    const written = filesUnder(run.runnerTemp).map((f) => readFileSync(f, 'utf8'));
    // `::add-mask::` is the runner's own channel: it masks the value and never logs the line.
    const logged = run.stdout
      .split('\n')
      .filter((l) => !l.startsWith('::add-mask::'))
      .join('\n');
    for (const text of [...bodies, ...written, logged, run.stderr, run.summary]) {
      expect(text).not.toContain(CANARY);
      expect(text).not.toContain(TOKEN);
    }
    expect(sarifs.length).toBe(1);
    // No workflow command came from a name in the pull request.
    expect(run.commands.some((c) => c.message.trim() === 'owned')).toBe(false);
    for (const line of run.stdout.split('\n'))
      if (line.trimStart().startsWith('::'))
        expect(line).toMatch(/^::(error|warning|notice|debug|add-mask)\b/);

    // The gate holds: the base's fail-on (error), no suppression, no exclude, no shipped baseline.
    expect(run.code).toBe(1);
    expect(run.outputs.verdict).toBe('race');
    expect(Number(run.outputs['new-findings'])).toBeGreaterThanOrEqual(1);
    const summary = run.summary.replace(/\\(.)/g, '$1'); // markdown escapes undone
    for (const key of ['analysis.severity', 'analysis.fail-on', 'suppression', 'paths.exclude', 'baseline'])
      expect(summary).toContain(key);
    expect(summary).toContain('is not applied');
    expect(summary).toContain('baseline: "known.sarif" is not applied'); // as the file writes it

    // Forged markers change nothing: the attacker's review and comment are not edited, and
    // Lockstep's own comment on the finding is posted.
    expect(fake.count('PUT', new RegExp(`/reviews/${forgedReview.id}$`))).toBe(0);
    expect(fake.requests.filter((r) => r.method === 'PATCH')).toEqual([]);
    const ownComments = fake.comments.filter((c) => c.user.login === 'github-actions[bot]');
    expect(ownComments.some((c) => c.body.includes(findingMarker(finding.id, 'lockstep')))).toBe(true);
    const ownReview = fake.reviews.find((r) => r.user.login === 'github-actions[bot]');
    expect(ownReview?.body.replace(/\\(.)/g, '$1')).toContain('is not applied');
  }, 120_000);
});
