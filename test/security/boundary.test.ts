/**
 * The read boundary and the no-follow writes (src/util/files.ts), the inert output
 * (src/util/inert.ts), linear-time globs (src/util/glob.ts) and markdown cuts that close what
 * they cut (docs/security.md).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cutMarkdown } from '../../src/report/markdown.js';
import {
  createBoundary,
  OPEN_BOUNDARY,
  readFailure,
  readFileChecked,
  writeFileNoFollow,
} from '../../src/util/files.js';
import { compileGlob, globWork } from '../../src/util/glob.js';
import {
  inertOutput,
  neutraliseWorkflowCommands,
  redactSecrets,
  secretValues,
} from '../../src/util/inert.js';

const CANARY = 'CANARY-7f3a9c';

function layout(): { ws: string; outside: string } {
  const top = mkdtempSync(join(tmpdir(), 'lockstep-boundary-'));
  const ws = join(top, 'ws');
  const outside = join(top, 'outside');
  mkdirSync(join(ws, 'src'), { recursive: true });
  mkdirSync(join(ws, '.git'), { recursive: true });
  mkdirSync(outside);
  writeFileSync(join(ws, 'src/a.c'), 'int a;\n');
  writeFileSync(join(ws, '.git/config'), `[http]\n\textraheader = AUTHORIZATION: basic ${CANARY}\n`);
  writeFileSync(join(outside, 'secret.txt'), `${CANARY}\n`);
  symlinkSync(join(outside, 'secret.txt'), join(ws, 'src/leak.c'));
  symlinkSync(join(ws, 'src/a.c'), join(ws, 'src/inside.c'));
  symlinkSync('/proc/self/environ', join(ws, 'src/environ.c'));
  symlinkSync(join(ws, '.git/config'), join(ws, 'src/gitconfig.c'));
  return { ws, outside };
}

describe('the read boundary', () => {
  const { ws, outside } = layout();
  const confined = createBoundary(true, [ws]);

  it('reads a file of the workspace, also through a symlink that stays inside', () => {
    expect(readFileChecked(join(ws, 'src/a.c'), confined, 'repository')).toMatchObject({
      ok: true,
      text: 'int a;\n',
    });
    expect(readFileChecked(join(ws, 'src/inside.c'), confined, 'repository')).toMatchObject({ ok: true });
  });

  it('refuses what the repository names outside the workspace, by path or by symlink', () => {
    for (const p of [
      join(outside, 'secret.txt'),
      join(ws, 'src/leak.c'),
      join(ws, 'src/../../outside/secret.txt'),
    ])
      expect(readFileChecked(p, confined, 'repository')).toEqual({
        ok: false,
        missing: false,
        reason: 'outside the workspace',
      });
  });

  it('lets the user name a file outside the workspace', () => {
    expect(readFileChecked(join(outside, 'secret.txt'), confined, 'user')).toMatchObject({ ok: true });
  });

  it('never reads special files or .git/, confined or not, whoever names them', () => {
    for (const b of [confined, OPEN_BOUNDARY])
      for (const origin of ['user', 'repository'] as const) {
        expect(readFileChecked('/proc/self/environ', b, origin)).toMatchObject({
          ok: false,
          reason: 'a special file',
        });
        expect(readFileChecked(join(ws, 'src/environ.c'), b, origin)).toMatchObject({
          ok: false,
          reason: 'a special file',
        });
        expect(readFileChecked('/dev/zero', b, origin)).toMatchObject({
          ok: false,
          reason: 'a special file',
        });
        expect(readFileChecked(join(ws, '.git/config'), b, origin)).toMatchObject({
          ok: false,
          reason: 'inside a .git directory',
        });
        expect(readFileChecked(join(ws, 'src/gitconfig.c'), b, origin)).toMatchObject({
          ok: false,
          reason: 'inside a .git directory',
        });
      }
  });

  it('refuses a FIFO at once instead of blocking on it', () => {
    const fifo = join(ws, 'src/pipe.c');
    execFileSync('mkfifo', [fifo]);
    expect(readFileChecked(fifo, OPEN_BOUNDARY, 'user')).toMatchObject({
      ok: false,
      reason: 'a special file',
    });
  });

  it('refuses a file over the size limit and a symlink loop', () => {
    const big = join(ws, 'src/big.c');
    writeFileSync(big, 'x'.repeat(2048));
    expect(readFileChecked(big, createBoundary(true, [ws], 1024), 'repository')).toMatchObject({
      ok: false,
      reason: 'larger than 1 KB',
    });
    symlinkSync(join(ws, 'src/loop2.c'), join(ws, 'src/loop1.c'));
    symlinkSync(join(ws, 'src/loop1.c'), join(ws, 'src/loop2.c'));
    expect(readFileChecked(join(ws, 'src/loop1.c'), confined, 'repository')).toMatchObject({
      ok: false,
      reason: 'a symlink loop',
    });
  });

  it('says missing for a missing file or a directory (a header search moves on)', () => {
    expect(readFileChecked(join(ws, 'nope.h'), confined, 'repository')).toEqual({ ok: false, missing: true });
    expect(readFileChecked(join(ws, 'src'), confined, 'repository')).toEqual({
      ok: false,
      missing: true,
      directory: true,
    });
    expect(readFailure({ ok: false, missing: true, directory: true })).toBe('a directory, not a file');
  });
});

describe('writes never follow a symlink', () => {
  it('refuses a symlinked file and a symlinked directory inside the workspace', () => {
    const { ws, outside } = layout();
    symlinkSync(join(outside, 'secret.txt'), join(ws, 'report.sarif'));
    expect(() => writeFileNoFollow(join(ws, 'report.sarif'), 'x', ws)).toThrow(/it is a symlink/);
    expect(readFileSync(join(outside, 'secret.txt'), 'utf8')).toBe(`${CANARY}\n`);
    symlinkSync(outside, join(ws, 'out'));
    expect(() => writeFileNoFollow(join(ws, 'out/report.sarif'), 'x', ws)).toThrow(
      /a directory on its way is a symlink/,
    );
    writeFileNoFollow(join(ws, 'report.json'), '{}', ws);
    expect(readFileSync(join(ws, 'report.json'), 'utf8')).toBe('{}');
  });
});

describe('inert output', () => {
  it('redacts known secrets, also JSON-escaped, and secret shapes', () => {
    const secrets = secretValues({
      'INPUT_GITHUB-TOKEN': 'ghs_abcdefghijklmnopqrstuvwxyz0123',
      HOME: '/root',
      MY_PASSWORD: 'hunter2"x!',
    });
    expect(secrets).toContain('ghs_abcdefghijklmnopqrstuvwxyz0123');
    expect(secrets).not.toContain('/root');
    const text = `token ghs_abcdefghijklmnopqrstuvwxyz0123 and ${JSON.stringify('hunter2"x!')} and AUTHORIZATION: basic eC1hY2Nlc3MtdG9rZW4= and ghp_${'A'.repeat(36)}`;
    const out = redactSecrets(text, secrets);
    expect(out).not.toMatch(/ghs_|hunter2|eC1hY2Nlc3MtdG9rZW4|ghp_/);
    expect(out).toContain('AUTHORIZATION: basic ***');
  });

  it('never lets a line start a workflow command', () => {
    expect(neutraliseWorkflowCommands('ok\n::warning ::x\n  ::add-mask::y\r\n\t::stop-commands::z')).toBe(
      'ok\n| ::warning ::x\n  | ::add-mask::y\r\n\t| ::stop-commands::z',
    );
    fc.assert(
      fc.property(fc.array(fc.constantFrom('::', ':', ' ', '\n', '\r', '\t', 'a', 'warning')), (parts) => {
        const out = inertOutput(parts.join(''), []);
        return out.split('\n').every((line) => !line.trimStart().startsWith('::'));
      }),
    );
  });
});

describe('globs match in linear time', () => {
  // The glob translation the configuration had before (backtracking regular expressions): the reference.
  const toRegExp = (g: string, path: boolean): RegExp => {
    let re = '';
    for (let i = 0; i < g.length; i++) {
      const c = g[i]!;
      if (path && c === '*' && g[i + 1] === '*') {
        if (g[i + 2] === '/') {
          re += '(?:.*/)?';
          i += 2;
        } else {
          re += '.*';
          i += 1;
        }
      } else if (c === '*') re += path ? '[^/]*' : '.*';
      else if (c === '?') re += path ? '[^/]' : '.';
      else re += c.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    }
    return new RegExp(`^${re}$`);
  };
  const glob = fc
    .array(fc.constantFrom('a', 'b', '/', '*', '?', '**/', '.'), { maxLength: 8 })
    .map((p) => p.join(''));
  const subject = fc.array(fc.constantFrom('a', 'b', '/', '.'), { maxLength: 12 }).map((p) => p.join(''));

  it('agree with the regular expressions on random globs (names and paths)', () => {
    fc.assert(
      fc.property(glob, subject, (g, s) => {
        expect(compileGlob(g, 'name').test(s)).toBe(toRegExp(g, false).test(s));
        expect(compileGlob(g, 'path').test(s)).toBe(toRegExp(g, true).test(s));
      }),
      { numRuns: 2000 },
    );
  });

  it('do work bounded by pattern length times subject length on any glob', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.string({ maxLength: 400 }), (g, s) => {
        expect(globWork(g, s)).toBeLessThanOrEqual((2 * g.length + 2) * (s.length + 1));
      }),
      { numRuns: 300 },
    );
    const hostile = '*a*a*a*a*a*a*a*a*a*a*a*a*b';
    const s = 'a'.repeat(5000);
    expect(compileGlob(hostile, 'name').test(s)).toBe(false);
    expect(globWork(hostile, s)).toBeLessThanOrEqual((2 * hostile.length + 2) * (s.length + 1));
  });

  it('classes, negation and a literal [', () => {
    expect(compileGlob('a[0-9].c', 'path').test('a7.c')).toBe(true);
    expect(compileGlob('a[!0-9].c', 'path').test('a7.c')).toBe(false);
    expect(compileGlob('a[]].c', 'name').test('a].c')).toBe(true);
    expect(compileGlob('a[b', 'name').test('a[b')).toBe(true);
  });
});

describe('markdown cuts close what they cut', () => {
  it('closes an open fence and open details, and stays within the limit', () => {
    const text = [
      '# head',
      '<details><summary>x</summary>',
      '',
      '````c',
      ...Array(50).fill('@octocat please approve'),
      '````',
      '</details>',
      'tail',
    ].join('\n');
    for (const max of [60, 100, 200, 500]) {
      const out = cutMarkdown(text, max, '**cut**');
      expect(out.length).toBeLessThanOrEqual(max);
      const fences = out.split('\n').filter((l) => l.startsWith('````')).length;
      expect(fences % 2).toBe(0);
      expect((out.match(/<details>/g) ?? []).length).toBe((out.match(/<\/details>/g) ?? []).length);
    }
  });
});
