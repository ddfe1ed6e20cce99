/**
 * Property: whatever layout of includes, `#line` names and symlinks a repository has, a confined
 * preprocessor reads nothing outside the workspace and the model headers, never reads a special
 * file or `.git/`, and no secret from outside reaches its output or its diagnostics.
 */
import { mkdirSync, mkdtempSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boundedFs, preprocess } from '../../src/frontend/preprocess/index.js';
import { createBoundary, isWithin } from '../../src/util/files.js';
import { resources } from '../../src/util/resources.js';

const CANARY = 'CANARY_LAYOUT_91e';

/** Where an include or a `#line` name may point. */
type Target =
  | { kind: 'file'; index: number; absolute: boolean }
  | { kind: 'outside'; escaping: boolean }
  | { kind: 'link'; index: number }
  | { kind: 'special' }
  | { kind: 'git' }
  | { kind: 'model' };

const target: fc.Arbitrary<Target> = fc.oneof(
  fc.record({ kind: fc.constant('file' as const), index: fc.nat(4), absolute: fc.boolean() }),
  fc.record({ kind: fc.constant('outside' as const), escaping: fc.boolean() }),
  fc.record({ kind: fc.constant('link' as const), index: fc.nat(3) }),
  fc.constant({ kind: 'special' as const }),
  fc.constant({ kind: 'git' as const }),
  fc.constant({ kind: 'model' as const }),
);

/** Per file: includes and `#line` names; per link: whether it points out of the workspace. */
const layout = fc.record({
  files: fc.array(fc.array(fc.record({ line: fc.boolean(), to: target }), { maxLength: 4 }), {
    minLength: 1,
    maxLength: 5,
  }),
  links: fc.array(fc.constantFrom('outside', 'inside', 'special', 'git', 'dir-out', 'loop'), {
    minLength: 4,
    maxLength: 4,
  }),
});

type Layout = typeof layout extends fc.Arbitrary<infer T> ? T : never;

function build(l: Layout) {
  const top = mkdtempSync(join(tmpdir(), 'lockstep-layout-'));
  const ws = join(top, 'ws');
  const outside = join(top, 'outside');
  mkdirSync(join(ws, 'src/deep'), { recursive: true });
  mkdirSync(join(ws, '.git'));
  mkdirSync(outside);
  writeFileSync(join(outside, 'secret.h'), `${CANARY}\n`);
  writeFileSync(join(ws, '.git/config'), `${CANARY}\n`);
  const fileName = (i: number) => join(ws, 'src/deep', `f${i % l.files.length}.h`);
  const linkName = (i: number) => join(ws, 'src', `l${i}.h`);
  const spell = (t: Target, from: string): string => {
    switch (t.kind) {
      case 'file':
        return t.absolute ? fileName(t.index) : relative(join(from, '..'), fileName(t.index));
      case 'outside':
        return t.escaping ? relative(join(from, '..'), join(outside, 'secret.h')) : join(outside, 'secret.h');
      case 'link':
        return linkName(t.index);
      case 'special':
        return '../../../../../../../../../../proc/self/environ';
      case 'git':
        return relative(join(from, '..'), join(ws, '.git/config'));
      case 'model':
        return 'pthread.h';
    }
  };
  l.files.forEach((lines, i) => {
    const me = fileName(i);
    const text = lines
      .map((d) => (d.line ? `#line 7 "${spell(d.to, me)}"\nint x${i};` : `#include "${spell(d.to, me)}"`))
      .join('\n');
    writeFileSync(me, `#pragma once\n${text}\nint y${i};\n`);
  });
  l.links.forEach((kind, i) => {
    const to = {
      outside: join(outside, 'secret.h'),
      inside: fileName(0),
      special: '/proc/self/environ',
      git: join(ws, '.git/config'),
      'dir-out': outside,
      loop: linkName(i),
    }[kind]!;
    symlinkSync(to, linkName(i));
  });
  return { ws, main: fileName(0) };
}

describe('random include, #line and symlink layouts', () => {
  it('never read outside the boundary, and no secret reaches the output', () => {
    fc.assert(
      fc.property(layout, (l) => {
        const { ws, main } = build(l);
        const boundary = createBoundary(true, [ws, resources.modelHeaders]);
        const inner = boundedFs(boundary);
        const read: string[] = [];
        const fs = {
          readFile: (p: string) => {
            const text = inner.readFile(p);
            if (text !== undefined) read.push(realpathSync(p));
            return text;
          },
          refused: (p: string) => inner.refused?.(p),
        };
        const pp = preprocess({ file: main, lang: 'c', builtinIncludeDirs: [resources.modelHeaders], fs });
        for (const p of read) expect(boundary.roots.some((r) => isWithin(p, r))).toBe(true);
        for (const p of read) expect(p.split('/')).not.toContain('.git');
        expect(pp.text).not.toContain(CANARY);
        expect(JSON.stringify(pp.diagnostics)).not.toContain(CANARY);
      }),
      { numRuns: 60 },
    );
  });
});
