import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { nodeFs, preprocess } from '../../src/frontend/preprocess/index.js';

describe('nodeFs', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'lockstep-pp-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reads files, and gives undefined for missing files and directories', () => {
    writeFileSync(path.join(dir, 'a.h'), 'int a;\n');
    mkdirSync(path.join(dir, 'sub.h'));
    expect(nodeFs.readFile(path.join(dir, 'a.h'))).toBe('int a;\n');
    expect(nodeFs.readFile(path.join(dir, 'missing.h'))).toBeUndefined();
    expect(nodeFs.readFile(path.join(dir, 'sub.h'))).toBeUndefined();
  });

  it('is the default file system', () => {
    writeFileSync(path.join(dir, 'main.c'), '#include "a.h"\n#include "sub.h"\n');
    const u = preprocess({ file: path.join(dir, 'main.c'), lang: 'c' });
    expect(u.text.trim()).toBe('int a;');
    expect(u.diagnostics.map((d) => d.code)).toEqual(['pp-unknown-header']);
  });
});
