/**
 * Two programs checked as one: the link keeps the first `main` and drops the second, so what the
 * second does is never analysed and the verdict cannot be race-free (issue 17, third try-out).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/engine.js';

const SAFE = `#include <pthread.h>
static void *idle(void *a) { return a; }
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, idle, 0);
  pthread_join(t, 0);
  return 0;
}
`;

const RACY = `#include <pthread.h>
int status;
static void *w(void *a) { status = 1; return a; }
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, w, 0);
  status = 2;
  pthread_join(t, 0);
  return status;
}
`;

describe('a function defined twice', () => {
  it('leaves the verdict unknown, naming the definition not analysed', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lockstep-dup-'));
    writeFileSync(join(dir, 'safe.c'), SAFE);
    writeFileSync(join(dir, 'racy.c'), RACY);
    const { result, program } = await analyze({
      units: [{ file: join(dir, 'safe.c') }, { file: join(dir, 'racy.c') }],
      root: dir,
    });
    expect(result.verdict).toBe('unknown');
    expect(result.verdictReasons).toContain(
      "1 function definition not analysed: 'main' is defined more than once and only the first definition is used (see the diagnostics)",
    );
    // The same reason as facts, beside its words.
    expect(result.verdictCauses).toEqual([{ kind: 'duplicate-definitions', count: 1, names: ['main'] }]);
    expect(program.skipped).toMatchObject([{ name: 'main', cause: 'duplicate', range: { line: 4 } }]);
    expect(result.diagnostics.find((d) => d.code === 'duplicate-definition')?.file).toBe('racy.c');
  });

  it('one program alone is not affected', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lockstep-dup-'));
    writeFileSync(join(dir, 'safe.c'), SAFE);
    const { result } = await analyze({ units: [{ file: join(dir, 'safe.c') }], root: dir });
    expect(result.verdict).toBe('race-free');
  });
});
