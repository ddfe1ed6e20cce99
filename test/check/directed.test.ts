/**
 * The directed search (src/check/directed.ts) and the budgets per candidate: a race after long
 * loops is confirmed within a small state budget by one directed run, the same on every run; its
 * witness is minimised; and a candidate a budget stops says which budget, with its value.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/engine.js';
import { Budget } from '../../src/util/budget.js';

async function check(
  code: string,
  check: Parameters<typeof analyze>[0]['check'] = {},
  extra: Partial<Parameters<typeof analyze>[0]> = {},
) {
  const dir = mkdtempSync(join(tmpdir(), 'lockstep-directed-'));
  const file = join(dir, 'prog.c');
  writeFileSync(file, code);
  return analyze({
    units: [{ file }],
    root: dir,
    check: { maxMs: Number.POSITIVE_INFINITY, ...check },
    ...extra,
  });
}

const HEAD = '#include <pthread.h>\n';

// Two workers count 40 times under a mutex, then both write `finished` without it.
const afterLoops =
  `${HEAD}pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER; int counter, finished;\n` +
  'void *w(void *a) { for (int i = 0; i < 40; i++) { pthread_mutex_lock(&m); counter++; pthread_mutex_unlock(&m); }\n' +
  '  finished = 1; return a; }\n' +
  'int main(void) { pthread_t a, b; pthread_create(&a, 0, w, 0); pthread_create(&b, 0, w, 0);\n' +
  '  pthread_join(a, 0); pthread_join(b, 0); return finished; }\n';

// The same with 15 iterations: short enough that the exhaustive search keeps the counter exact.
const afterShortLoops = afterLoops.replace('i < 40', 'i < 15');
/** Explorations of the abstract model before the concrete one, at most (index.ts MAX_REFINEMENTS). */
const MAX_ROUNDS = 8;

// A server's start: options, a socket, a bind and a listen, each of which may end the program;
// all are inputs (the outside world decides them), and the race needs every one to succeed.
const serverStart = `#include <pthread.h>
#include <stdio.h>
#include <sys/socket.h>
#include <unistd.h>
static int served;
static int verbose;
static void *handler(void *arg) {
  served++; // RACE!
  return arg;
}
int main(int argc, char **argv) {
  int ch;
  while ((ch = getopt(argc, argv, "vh")) != -1) {
    switch (ch) {
    case 'v':
      verbose = 1;
      break;
    default:
      fprintf(stderr, "usage: %s [-v]\n", argv[0]);
      return 2;
    }
  }
  int fd = socket(AF_INET, SOCK_STREAM, 0);
  if (fd < 0)
    return 1;
  struct sockaddr sa = {0};
  if (bind(fd, &sa, sizeof sa) < 0)
    return 1;
  if (listen(fd, 8) < 0)
    return 1;
  pthread_t t;
  pthread_create(&t, 0, handler, 0);
  served++; // RACE!
  pthread_join(t, 0);
  close(fd);
  return 0;
}
`;

describe('directed search', () => {
  it('heads for the thread start through the choices the input leaves it', async () => {
    // Too few states for the exhaustive search: only a directed run can confirm it.
    const r = await check(serverStart, { maxStates: 5 });
    expect(r.result.verdict).toBe('race');
    const f = r.result.findings.find((x) => x.status === 'confirmed');
    expect(f?.location).toBe('served');
    expect(f?.witness?.eitherWay).toBeUndefined();
  });

  it('confirms a race after long loops where the state budget alone runs out', async () => {
    const exhaustive = await check(afterLoops, { maxStates: 500, stepsPerCandidate: 0 });
    const finished = (r: typeof exhaustive) =>
      r.layer2!.outcomes.find((_, i) =>
        r.layer1.candidates[i]!.accesses.some((a) => a.record.access.range.line === 4),
      )!;
    expect(finished(exhaustive).status).toBe('possible');
    // Breadth-first search forgets the long loop's counter: the race it sees rests on that.
    expect(finished(exhaustive).reason).toMatchObject({
      kind: 'unknown-value',
      by: {
        what: 'the branch on `i < 40`, whose loop counter `i` the exhaustive search stops tracking after the first iterations',
        line: 3,
      },
    });

    const directed = await check(afterLoops, { maxStates: 500 });
    expect(finished(directed).status).toBe('confirmed');
    expect(finished(directed).reason).toEqual({ kind: 'race-reached', by: 'directed' });
    expect(directed.result.verdict).toBe('race');
    // Both workers must finish their 40 locked iterations (3 steps each) before the race.
    const steps = finished(directed).race!.replay.length;
    expect(steps).toBeGreaterThanOrEqual(2 * 40 * 3);
    expect(steps).toBeLessThan(2 * 40 * 3 + 20);
  });

  it('is deterministic: the same witness on every run', async () => {
    const a = await check(afterLoops, { maxStates: 500 });
    const b = await check(afterLoops, { maxStates: 500 });
    expect(a.layer2!.outcomes.map((o) => o.race?.replay)).toEqual(
      b.layer2!.outcomes.map((o) => o.race?.replay),
    );
    expect(a.layer2!.steps).toBe(b.layer2!.steps);
  });

  it('minimises the witness: steps that do not lead to the race are dropped', async () => {
    // main runs a loop of its own before joining; the race between the workers needs none of it.
    const code =
      `${HEAD}pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER; int busy, x;\n` +
      'void *w(void *a) { x = x + 1; return a; }\n' +
      'int main(void) { pthread_t a, b; pthread_create(&a, 0, w, 0); pthread_create(&b, 0, w, 0);\n' +
      '  for (int i = 0; i < 30; i++) { pthread_mutex_lock(&m); busy++; pthread_mutex_unlock(&m); }\n' +
      '  pthread_join(a, 0); pthread_join(b, 0); return x; }\n';
    // No exhaustive search: what is confirmed, the directed search confirmed.
    const { layer2, result } = await check(code, { maxStates: 1 });
    const o = layer2!.outcomes[0]!;
    expect(o.reason).toEqual({ kind: 'race-reached', by: 'directed' });
    expect(o.race!.replay.length).toBeLessThan(10);
    expect(result.findings[0]!.status).toBe('confirmed');
  });
});

describe('why a candidate stays possible', () => {
  it('names the state budget with its value, in the finding too', async () => {
    const { layer2, result } = await check(afterShortLoops, { maxStates: 500, stepsPerCandidate: 0 });
    const reason = layer2!.outcomes.map((o) => o.reason).find((r) => r.kind === 'state-budget');
    // What the group explored in all: the abstract model's rounds first (each stops one state past
    // its own share), then the concrete model with the rest.
    expect(reason).toMatchObject({ kind: 'state-budget', limit: 500 });
    expect(reason!.kind === 'state-budget' && reason!.reached).toBeGreaterThan(500);
    expect(reason!.kind === 'state-budget' && reason!.reached).toBeLessThanOrEqual(500 + 1 + MAX_ROUNDS);
    const possible = result.findings.find((f) => f.status === 'possible')!;
    expect(possible.message).toContain('state budget');
    expect(possible.message).toContain('500');
    // The same reason as facts, for the JSON output.
    expect(possible.cause).toMatchObject({ kind: 'state-budget', limit: 500 });
    expect(possible.cause!.reached).toBeGreaterThan(500);
    expect(possible.message).not.toContain('time limit');
  });

  it('names the work budget when what the states cost ran out first, the same on every run', async () => {
    const run = () => check(afterShortLoops, { maxStates: 100_000, maxWork: 3_000, stepsPerCandidate: 0 });
    const { layer2, result } = await run();
    const reason = layer2!.outcomes.map((o) => o.reason).find((r) => r.kind === 'work-budget');
    expect(reason).toMatchObject({ kind: 'work-budget', limit: 3_000 });
    // Stopped by the units, long before the states ran out.
    expect(reason!.kind === 'work-budget' && reason!.states).toBeLessThan(1_000);
    expect(layer2!.states).toBeLessThan(1_000);
    const possible = result.findings.find((f) => f.status === 'possible')!;
    expect(possible.message).toContain('work budget');
    expect(possible.message).not.toContain('state budget');
    // Deterministic: the same units, states and reasons again.
    const again = (await run()).layer2!;
    expect(again.states).toBe(layer2!.states);
    expect(again.work).toBe(layer2!.work);
    expect(again.outcomes.map((o) => o.reason)).toEqual(layer2!.outcomes.map((o) => o.reason));
  });

  it('leaves a small program its whole state budget: the default work budget does not bind', async () => {
    const { layer2 } = await check(afterShortLoops, { maxStates: 500, stepsPerCandidate: 0 });
    expect(layer2!.outcomes.some((o) => o.reason.kind === 'state-budget')).toBe(true);
    expect(layer2!.outcomes.some((o) => o.reason.kind === 'work-budget')).toBe(false);
  });

  it('names the time limit when the time limit stopped it, never the state budget', async () => {
    // The run's own ceilings without a time limit, so that only layer 2's limit (0 ms) can stop it.
    const { layer2, result } = await check(afterLoops, { maxMs: 0 }, { budget: new Budget({}) });
    expect(layer2!.outcomes.every((o) => o.reason.kind === 'time-limit')).toBe(true);
    expect(layer2!.timeLimited).toBe(true);
    const possible = result.findings.find((f) => f.status === 'possible')!;
    expect(possible.message).toContain('time limit');
    expect(possible.message).not.toContain('state budget');
    expect(result.diagnostics.map((d) => d.code)).toContain('model-check-time-limit');
  });
});
