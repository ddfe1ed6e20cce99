/**
 * How many threads run (issue 17): exact when every repeated spawn's count is known (a loop with
 * constant bounds: a literal, a #define, an enum constant, a const variable), a lower bound
 * otherwise.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/engine.js';
import { renderText } from '../../src/report/text.js';

async function stats(code: string) {
  const dir = mkdtempSync(join(tmpdir(), 'lockstep-inst-'));
  const file = join(dir, 'prog.c');
  writeFileSync(
    file,
    `#include <pthread.h>\nint counter;\nvoid *worker(void *p) { counter++; return p; }\n${code}`,
  );
  const out = await analyze({ units: [{ file }], root: dir, check: false });
  return { stats: out.result.stats, text: renderText(out.result) };
}

describe('thread instances', () => {
  it('counts main and a loop of two exactly: 3 threads, not "at least 3"', async () => {
    const { stats: s, text } = await stats(
      'int main(void) {\n  pthread_t t[2];\n  for (int i = 0; i < 2; i++) pthread_create(&t[i], 0, worker, 0);\n  return 0;\n}\n',
    );
    expect(s.threadInstances).toBe(3);
    expect(text).toMatch(/, 3 threads \(1 spawn runs more than once\), /);
    expect(text).not.toMatch(/at least/);
  });

  it('counts a spawn through a table of functions as one site: never more threads than run', async () => {
    const { stats: s, text } = await stats(`void *other(void *p) { return p; }
void *(*table[])(void *) = { worker, other, other };
int main(void) {
  pthread_t t[3];
  for (int i = 0; i < 3; i++) pthread_create(&t[i], 0, table[i], 0);
  return 0;
}
`);
    // main and one spawn that runs three times: 4 threads; the lower bound must not pass that.
    expect(s.threads).toBe(2);
    expect(s.threadsRepeated).toBe(1);
    expect(text).toMatch(/, at least 3 threads \(1 spawn runs more than once\), /);
  });

  it('reads the bound from a #define, an enum constant and a const variable, and <=', async () => {
    const { stats: s } = await stats(`#define N 2
enum { M = 3 };
static const int K = 4;
int main(void) {
  pthread_t t[N], u[M], v[K + 1];
  int i;
  for (i = 0; i < N; i++) pthread_create(&t[i], 0, worker, 0);
  for (i = 0; i < M; i++) pthread_create(&u[i], 0, worker, 0);
  for (i = 0; i <= K; i++) pthread_create(&v[i], 0, worker, 0);
  return 0;
}
`);
    expect(s.threadInstances).toBe(1 + 2 + 3 + 5);
  });

  it('multiplies by the instances of the creator', async () => {
    const { stats: s } = await stats(`void *boss(void *p) {
  pthread_t t[3];
  for (int i = 0; i < 3; i++) pthread_create(&t[i], 0, worker, 0);
  return p;
}
int main(void) {
  pthread_t b[2];
  for (int i = 0; i < 2; i++) pthread_create(&b[i], 0, boss, 0);
  return 0;
}
`);
    expect(s.threadInstances).toBe(1 + 2 + 2 * 3);
  });

  it('stays a lower bound when a count is unknown', async () => {
    for (const body of [
      // The bound is an input.
      'int main(int argc, char **argv) {\n  pthread_t t[8];\n  for (int i = 0; i < argc; i++) pthread_create(&t[i], 0, worker, 0);\n  return 0;\n}\n',
      // Not every iteration spawns.
      'int main(int argc, char **argv) {\n  pthread_t t[8];\n  for (int i = 0; i < 4; i++) if (argc > i) pthread_create(&t[i], 0, worker, 0);\n  return 0;\n}\n',
      // The loop may end early.
      'int main(int argc, char **argv) {\n  pthread_t t[8];\n  for (int i = 0; i < 4; i++) { if (argc > i) break; pthread_create(&t[i], 0, worker, 0); }\n  return 0;\n}\n',
      // A helper that spawns, called in a loop of unknown length.
      'void start(pthread_t *t) { pthread_create(t, 0, worker, 0); }\nint main(int argc, char **argv) {\n  pthread_t t[8];\n  for (int i = 0; i < argc; i++) start(&t[i]);\n  return 0;\n}\n',
    ]) {
      const { stats: s, text } = await stats(body);
      expect(s.threadsRepeated).toBe(1);
      expect(s.threadInstances).toBeUndefined();
      expect(text).toMatch(/, at least 3 threads \(1 spawn runs more than once\), /);
    }
  });
});
