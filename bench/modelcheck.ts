/**
 * Model-checker benchmark (`npm run bench:modelcheck`): programs of N threads, each doing M
 * lock/increment/unlock steps on a shared counter and then writing its own element of an array
 * (a candidate layer 1 cannot decide, since the element comes from the thread's argument). Layer
 * 2 must explore the interleavings to eliminate it. Prints states, transitions and time with and
 * without partial-order reduction, then the median milliseconds per candidate over the annotated
 * fixtures.
 *
 *   node --import tsx bench/modelcheck.ts [--max N] [--steps M]
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { analyzeLayer1 } from '../src/analysis/layer1.js';
import { checkCandidates, DEFAULT_CHECK_OPTIONS } from '../src/check/index.js';
import { analyze } from '../src/engine.js';
import { buildProgram } from '../src/frontend/program.js';
import { listFixtures, REPO_ROOT } from '../test/fixture-runner.js';

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}

/** `shared`: one mutex for all threads; `own`: thread i takes mu[i] and counts in counters[i]. */
function program(n: number, m: number, variant: 'shared' | 'own'): string {
  if (variant === 'own') {
    const own = Array.from(
      { length: m },
      () => '  pthread_mutex_lock(&mu[i]); counters[i]++; pthread_mutex_unlock(&mu[i]);',
    ).join('\n');
    return `#include <pthread.h>
pthread_mutex_t mu[${n}];
int counters[${n}];
int data[${n}];
void *worker(void *arg) {
  long i = (long)arg;
${own}
  data[i] = 1;
  return 0;
}
int main(void) {
  pthread_t t[${n}];
  for (long i = 0; i < ${n}; i++) pthread_mutex_init(&mu[i], 0);
  for (long i = 0; i < ${n}; i++) pthread_create(&t[i], 0, worker, (void *)i);
  for (int i = 0; i < ${n}; i++) pthread_join(t[i], 0);
  return data[0];
}
`;
  }
  const steps = Array.from(
    { length: m },
    () => '  pthread_mutex_lock(&mu); counter++; pthread_mutex_unlock(&mu);',
  ).join('\n');
  return `#include <pthread.h>
pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;
int counter;
int data[${n}];
void *worker(void *arg) {
  long i = (long)arg;
${steps}
  data[i] = 1;
  return 0;
}
int main(void) {
  pthread_t t[${n}];
  for (long i = 0; i < ${n}; i++) pthread_create(&t[i], 0, worker, (void *)i);
  for (int i = 0; i < ${n}; i++) pthread_join(t[i], 0);
  return data[0];
}
`;
}

const maxThreads = arg('max', 4);
const steps = arg('steps', 2);
const dir = mkdtempSync(join(tmpdir(), 'lockstep-mc-'));
const budget = { ...DEFAULT_CHECK_OPTIONS, maxStates: 2_000_000, maxMs: 600_000 };
for (const variant of ['shared', 'own'] as const) {
  console.log(
    `\nmodel checker, ${variant === 'shared' ? 'one mutex for all' : 'a mutex per thread'}: N threads x ${steps} lock/increment/unlock steps, then one write of data[i]`,
  );
  console.log('N   POR  states      transitions  ms        outcome');
  for (let n = 2; n <= maxThreads; n++) {
    const file = join(dir, `mc-${variant}-${n}.c`);
    writeFileSync(file, program(n, steps, variant));
    const { program: p } = await buildProgram({ units: [{ file }] });
    const l1 = analyzeLayer1(p);
    for (const por of [true, false]) {
      const r = checkCandidates(p, l1, { ...budget, bound: n, por });
      const outcome = r.complete ? r.outcomes.map((o) => o.status).join(',') : 'budget hit';
      console.log(
        `${String(n).padEnd(4)}${(por ? 'yes' : 'no').padEnd(5)}${String(r.states).padEnd(12)}${String(r.transitions).padEnd(13)}${r.ms.toFixed(0).padEnd(10)}${outcome}`,
      );
    }
  }
}

const perCandidate: number[] = [];
for (const f of listFixtures()) {
  const { result } = await analyze({
    units: [{ file: f.file }],
    root: REPO_ROOT,
    check: { maxMs: Number.POSITIVE_INFINITY },
  });
  if (result.stats.candidates > 0) perCandidate.push(result.stats.ms.layer2 / result.stats.candidates);
}
perCandidate.sort((a, b) => a - b);
const mid = perCandidate[Math.floor(perCandidate.length / 2)] ?? 0;
console.log(
  `\nfixtures: ${perCandidate.length} programs with candidates; layer 2 median ${mid.toFixed(1)} ms per candidate (target <= 50), max ${(perCandidate.at(-1) ?? 0).toFixed(0)} ms`,
);
