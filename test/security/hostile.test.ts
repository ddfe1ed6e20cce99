/**
 * Hostile repositories against the CLI with --confine (what the Action always does): every trick
 * of docs/security.md, a canary in a file outside the workspace, in .git/config and in the
 * environment. The canary never appears in any output format, each refusal names the path, and
 * nothing hangs or crashes.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EMPTY_CONFIG } from '../../src/config/loader.js';
import { effectiveSettings } from '../../src/setup.js';
import { runCliCaptured } from '../helpers.js';

const CANARY = 'CANARY-b41d2e';
const ENV_CANARY = 'ghs_CANARYTOKEN0123456789abcdefghij';

/** A workspace (a git repository) with `files`, beside an `outside` directory holding secrets. */
function hostile(
  files: Record<string, string>,
  links: Record<string, string> = {},
): { ws: string; outside: string } {
  const top = mkdtempSync(join(tmpdir(), 'lockstep-hostile-'));
  const ws = join(top, 'ws');
  const outside = join(top, 'outside');
  mkdirSync(ws);
  mkdirSync(outside);
  execFileSync('git', ['init', '-q'], { cwd: ws });
  writeFileSync(
    join(ws, '.git/config'),
    `${readFileSync(join(ws, '.git/config'), 'utf8')}[http]\n\textraheader = AUTHORIZATION: basic ${CANARY}\n`,
  );
  writeFileSync(join(outside, 'secret.h'), `int ${CANARY.replace(/-/g, '_')};\n${CANARY}\n`);
  writeFileSync(join(outside, 'flags.rsp'), `-DLEAK="${CANARY}"\n`);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(ws, name, '..'), { recursive: true });
    writeFileSync(join(ws, name), text.replaceAll('OUTSIDE', outside));
  }
  for (const [name, target] of Object.entries(links)) {
    mkdirSync(join(ws, name, '..'), { recursive: true });
    symlinkSync(target.replaceAll('OUTSIDE', outside).replaceAll('WS', ws), join(ws, name));
  }
  return { ws, outside };
}

async function run(args: string[], cwd: string) {
  const r = await runCliCaptured(args, cwd, {
    env: { GITHUB_TOKEN: ENV_CANARY, CANARY_SECRET: `${CANARY}-env` },
  });
  return { ...r, all: r.stdout + r.stderr };
}

function expectInert(all: string): void {
  expect(all).not.toContain(CANARY);
  expect(all).not.toContain(ENV_CANARY);
  for (const line of all.split('\n')) expect(line.trimStart().startsWith('::')).toBe(false);
}

const RACY = `#include <pthread.h>
#include "OUTSIDE/secret.h"
#include "../../../../../../../../proc/self/environ"
int total;
void *worker(void *arg) {
#line 1 "/proc/self/environ"
  total++;
#line 10 ".git/config"
  total++;
#line 3 "::warning file=x.c::owned"
  total++;
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
`;

describe('a hostile repository, checked with --confine', () => {
  const { ws } = hostile(
    { 'src/racy.c': RACY },
    {
      'src/leak.c': '/proc/self/environ',
      'src/outside.c': 'OUTSIDE/secret.h',
      'src/git.c': 'WS/.git/config',
      'src/loop': 'WS/src',
      'up/loop': '..',
    },
  );

  it.each(['text', 'json', 'sarif', 'markdown'])(
    '%s: the race is found, nothing secret is shown, refusals are named',
    async (format) => {
      const r = await run(['check', '.', '--confine', '--format', format], ws);
      expect(r.code).toBe(1);
      expectInert(r.all);
      expect(r.all).toMatch(/total/);
      if (format === 'text') {
        expect(r.all).toMatch(/secret\.h.*not read.*outside the workspace/);
        expect(r.all).toMatch(/proc\/self\/environ.*not read.*a special file/);
        expect(r.all).toMatch(/leak\.c.*not read \(a special file\)/);
        expect(r.all).toMatch(/git\.c.*not read \(inside a \.git directory\)/);
      }
      if (format === 'json') {
        const diags = JSON.parse(r.stdout).diagnostics as { code: string; message: string; file?: string }[];
        const refused = (file: RegExp, why: string) =>
          diags.some((d) => file.test(`${d.file} ${d.message}`) && d.message.includes(why));
        expect(refused(/secret\.h/, 'outside the workspace')).toBe(true);
        expect(refused(/proc\/self\/environ/, 'a special file')).toBe(true);
        expect(refused(/leak\.c/, 'a special file')).toBe(true);
        expect(refused(/git\.c/, 'inside a .git directory')).toBe(true);
      }
    },
  );

  it('without --confine, special files, .git/ and #line names are still never read', async () => {
    const r = await run(['check', 'src/racy.c', 'src/leak.c', 'src/git.c', '--format', 'markdown'], ws);
    expect(r.all).not.toContain(ENV_CANARY);
    expect(r.all).not.toMatch(/extraheader/);
    expect(r.all).toMatch(/not read \\?\(a special file/);
  });
});

describe('hostile configuration, compile commands and outputs', () => {
  it('a .lockstep.yml that is a symlink to a special file or out of the workspace: one line, exit 2', async () => {
    for (const target of ['/proc/self/environ', '/dev/zero', 'OUTSIDE/secret.h']) {
      const { ws } = hostile({ 'a.c': 'int main(void) { return 0; }\n' }, { '.lockstep.yml': target });
      const r = await run(['check', 'a.c', '--confine'], ws);
      expect(r.code).toBe(2);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.stderr).toMatch(/\.lockstep\.yml: not read: (a special file|outside the workspace)/);
      expectInert(r.all);
    }
  });

  it('a configuration of a megabyte is refused at once', async () => {
    const { ws } = hostile({
      'a.c': 'int main(void) { return 0; }\n',
      '.lockstep.yml': `# ${'x'.repeat(1 << 20)}\n`,
    });
    const r = await run(['check', 'a.c', '--confine'], ws);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/\.lockstep\.yml: not read: larger than 256 KB/);
  });

  it('compile_commands.json flags and paths pointing out of the workspace are refused and named', async () => {
    const { ws } = hostile({
      'a.c': '#include "secret.h"\n#include <pthread.h>\nint main(void) { return 0; }\n',
      'compile_commands.json': JSON.stringify([
        {
          directory: '.',
          file: 'a.c',
          arguments: ['cc', '-IOUTSIDE', '-include', 'OUTSIDE/secret.h', 'a.c'],
        },
        { directory: '.', file: '/proc/self/environ', arguments: ['cc', '/proc/self/environ'] },
      ]),
    });
    const r = await run(['check', '--confine', '--format', 'json'], ws);
    expectInert(r.all);
    const diags = JSON.parse(r.stdout).diagnostics as { code: string; message: string }[];
    expect(
      diags.some((d) => d.code === 'read-refused' && /"secret\.h".*outside the workspace/.test(d.message)),
    ).toBe(true);
    expect(
      diags.some((d) => d.code === 'read-refused' && /secret\.h.*outside the workspace/.test(d.message)),
    ).toBe(true);
    expect(diags.some((d) => d.code === 'unreadable-file' && /a special file/.test(d.message))).toBe(true);
  });

  it('a response file outside the workspace is refused; response files naming each other stop at a limit', async () => {
    const outsideRsp = hostile({
      'a.c': 'int main(void) { return 0; }\n',
      'compile_commands.json': JSON.stringify([
        { directory: '.', file: 'a.c', arguments: ['cc', '@OUTSIDE/flags.rsp', 'a.c'] },
      ]),
    });
    const r1 = await run(['check', '--confine'], outsideRsp.ws);
    expect(r1.code).toBe(2);
    expect(r1.stderr).toMatch(/response file .*flags\.rsp: not read: outside the workspace/);
    expectInert(r1.all);
    const files: Record<string, string> = { 'a.c': 'int main(void) { return 0; }\n' };
    for (let i = 0; i < 9; i++)
      files[`r${i}.rsp`] = Array.from({ length: 20 }, () => `@r${(i + 1) % 9}.rsp`).join(' ');
    files['compile_commands.json'] = JSON.stringify([
      { directory: '.', file: 'a.c', arguments: ['cc', '@r0.rsp', 'a.c'] },
    ]);
    const bomb = hostile(files);
    const r2 = await run(['check', '--confine'], bomb.ws);
    expect(r2.code).toBe(2);
    expect(r2.stderr).toMatch(/more than 256 response files|nested deeper than 8/);
  });

  it('-o never writes through a committed symlink', async () => {
    const { ws, outside } = hostile(
      { 'a.c': 'int main(void) { return 0; }\n' },
      { 'report.json': 'OUTSIDE/secret.h', out: 'OUTSIDE' },
    );
    for (const target of ['report.json', 'out/report.json']) {
      const r = await run(['check', 'a.c', '--format', 'json', '-o', target], ws);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(/symlink/);
    }
    expect(readFileSync(join(outside, 'secret.h'), 'utf8')).toContain(CANARY);
  });

  it('a macro bomb is one diagnostic and an unknown verdict, not a crash', async () => {
    const lines = ['#define L0 x'];
    for (let i = 1; i <= 11; i++)
      lines.push(
        `#define L${i} ${Array(10)
          .fill(`L${i - 1}`)
          .join(' ')}`,
      );
    lines.push('int main(void) { int x = 0; return L11; }');
    const { ws } = hostile({ 'bomb.c': `${lines.join('\n')}\n` });
    const r = await run(['check', 'bomb.c', '--confine', '--format', 'json'], ws);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.verdict).toBe('unknown');
    expect(out.diagnostics.some((d: { code: string }) => d.code === 'pp-limit')).toBe(true);
  }, 60_000);

  it('a chain of macros thousands deep is one pp-limit diagnostic, not hours of expansion', async () => {
    // Each macro calls the one before: every token's hide set is as long as the chain, and the
    // work grew with the cube of the depth (a 50,000-deep chain ran for more than ten minutes).
    const depth = 30_000;
    const lines = ['#define N0(x) x'];
    for (let i = 1; i <= depth; i++) lines.push(`#define N${i}(x) (N${i - 1}(x) + 1)`);
    lines.push(`int main(void) { int v = 0; return N${depth}(v); }`);
    const { ws } = hostile({ 'chain.c': `${lines.join('\n')}\n` });
    const r = await run(['check', 'chain.c', '--confine', '--format', 'json'], ws);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.verdict).toBe('unknown');
    const limit = out.diagnostics.filter((d: { code: string }) => d.code === 'pp-limit');
    expect(limit.map((d: { message: string }) => d.message)).toEqual([
      'macro expansion nests too deeply (macros expanding inside one another thousands deep): this unit is not analysed',
    ]);
  }, 120_000);

  it('a repository cannot raise the budgets when confined; the user can', () => {
    const given = {
      paths: [],
      includeDirs: [],
      defines: [],
      macroFlags: [],
      check: {},
      entryPoints: [],
      library: false,
      showEliminated: false,
      systemIncludes: false,
    };
    const config = { ...EMPTY_CONFIG, timeBudget: 86_400, maxStates: 1e9, bound: 64 };
    const confined = effectiveSettings({ ...given, confine: true }, config).check;
    expect(confined).toEqual({ bound: 2, maxStates: 200_000, maxMs: 60_000 });
    const lowered = effectiveSettings({ ...given, confine: true }, { ...EMPTY_CONFIG, timeBudget: 1 }).check;
    expect(lowered).toEqual({ maxMs: 1_000 });
    const byUser = effectiveSettings({ ...given, confine: true, check: { maxMs: 120_000 } }, config).check;
    expect(byUser).toMatchObject({ maxMs: 120_000 });
    expect(effectiveSettings(given, config).check).toMatchObject({ maxMs: 86_400_000 });
  });
});
