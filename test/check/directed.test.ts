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

// Six initialisations, each checked by a helper that exits when it fails (both sides are
// executions: pthread_cond_init reports failure in its result), before the threads start.
const helperExits = `#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
static pthread_cond_t conds[6];
static int hits;
static void init_or_die(pthread_cond_t *cv) {
  if (pthread_cond_init(cv, NULL) != 0) {
    perror("pthread_cond_init");
    exit(1);
  }
}
static void *counter(void *arg) {
  hits++; // RACE!
  return arg;
}
int main(void) {
  for (int i = 0; i < 6; i++)
    init_or_die(&conds[i]);
  pthread_t a, b;
  pthread_create(&a, 0, counter, 0);
  pthread_create(&b, 0, counter, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return hits;
}
`;

// The same checks reported by results: each constructor returns NULL when an initialisation
// fails, and main gives up on NULL. Both sides of each check return to main.
const helperReturnsNull = `#include <pthread.h>
#include <stdlib.h>
struct chan { pthread_mutex_t mu; pthread_cond_t r, w; };
static int hits;
static int init_conds(struct chan *c) {
  if (pthread_cond_init(&c->r, NULL) != 0)
    return -1;
  if (pthread_cond_init(&c->w, NULL) != 0)
    return -1;
  return 0;
}
static struct chan *chan_new(void) {
  struct chan *c = malloc(sizeof *c);
  pthread_mutex_init(&c->mu, NULL);
  if (init_conds(c) != 0) {
    free(c);
    return NULL;
  }
  return c;
}
static void *counter(void *arg) {
  hits++; // RACE!
  return arg;
}
int main(void) {
  struct chan *chans[3];
  for (int i = 0; i < 3; i++)
    if (!(chans[i] = chan_new()))
      return 1;
  pthread_t a, b;
  pthread_create(&a, 0, counter, chans[0]);
  pthread_create(&b, 0, counter, chans[1]);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return hits;
}
`;

// A benchmark tool's start: 26 options (each iteration of the loop may take any of them, a
// transition that followed every path ran past its fork limit), then exactly one argument
// (`argc - optind` tests argc) or the usage and exit.
const manyOptions = `#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
static int opts[26];
static int requests;
static void usage(const char *why) {
  fprintf(stderr, "%s\\n", why);
  exit(1);
}
static void *client(void *arg) {
  requests++; // RACE!
  return arg;
}
int main(int argc, char **argv) {
  int ch;
  while ((ch = getopt(argc, argv, "abcdefghijklmnopqrstuvwxyz")) != -1) {
    switch (ch) {
    case 'a':
      opts[0] = 1;
      break;
    case 'b':
      opts[1] = 1;
      break;
    case 'c':
      opts[2] = 1;
      break;
    case 'd':
      opts[3] = 1;
      break;
    case 'e':
      opts[4] = 1;
      break;
    case 'f':
      opts[5] = 1;
      break;
    case 'g':
      opts[6] = 1;
      break;
    case 'h':
      opts[7] = 1;
      break;
    case 'i':
      opts[8] = 1;
      break;
    case 'j':
      opts[9] = 1;
      break;
    case 'k':
      opts[10] = 1;
      break;
    case 'l':
      opts[11] = 1;
      break;
    case 'm':
      opts[12] = 1;
      break;
    case 'n':
      opts[13] = 1;
      break;
    case 'o':
      opts[14] = 1;
      break;
    case 'p':
      opts[15] = 1;
      break;
    case 'q':
      opts[16] = 1;
      break;
    case 'r':
      opts[17] = 1;
      break;
    case 's':
      opts[18] = 1;
      break;
    case 't':
      opts[19] = 1;
      break;
    case 'u':
      opts[20] = 1;
      break;
    case 'v':
      opts[21] = 1;
      break;
    case 'w':
      opts[22] = 1;
      break;
    case 'x':
      opts[23] = 1;
      break;
    case 'y':
      opts[24] = 1;
      break;
    case 'z':
      opts[25] = 1;
      break;
    default:
      usage("unknown option");
    }
  }
  if (argc - optind < 1)
    usage("missing URI argument");
  else if (argc - optind > 1)
    usage("too many arguments");
  pthread_t a, b;
  pthread_create(&a, 0, client, argv[optind]);
  pthread_create(&b, 0, client, argv[optind]);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return requests;
}
`;

// A try block made of setjmp (0 when called; another value when a longjmp comes back), whose
// setup checks pthread_setspecific's status and argv[0]'s base name: the race is in the block.
const tryBlock = `#include <pthread.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>
static jmp_buf env;
static pthread_key_t key;
static int hits;
static void *worker(void *arg) {
  hits++; // RACE!
  return arg;
}
int main(int argc, char **argv) {
  (void)argc;
  const char *p = strrchr(argv[0], '/');
  p = p == NULL ? argv[0] : p + 1;
  const char *prog = *p ? p : "tool";
  if (pthread_key_create(&key, NULL) != 0 || pthread_setspecific(key, &env) != 0)
    abort();
  if (setjmp(env) == 0) {
    pthread_t t;
    pthread_create(&t, 0, worker, (void *)prog);
    hits++; // RACE!
    pthread_join(t, 0);
  } else {
    return 1;
  }
  return 0;
}
`;

// After a longjmp, control is back at its setjmp: the code after the call never runs, and a run
// that went on there must not confirm what it reaches.
const afterLongjmp = `#include <pthread.h>
#include <setjmp.h>
static jmp_buf env;
static int shared;
static void *w(void *a) {
  shared++;
  return a;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, w, 0);
  if (setjmp(env) == 0) {
    longjmp(env, 1);
    shared++;
  }
  pthread_join(t, 0);
  return shared;
}
`;

// A downloader's start: no options (getopt's usual -1), one URL operand, checked with string
// functions of the argument: their results are the program's input too.
const urlOperand = `#include <getopt.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
static int received;
static void *fetch(void *arg) {
  received++; // RACE!
  return arg;
}
int main(int argc, char **argv) {
  int ch;
  while ((ch = getopt(argc, argv, "vqn:")) != -1)
    if (ch == '?')
      return 2;
  if (argc - optind == 0)
    return 1;
  const char *url = argv[optind];
  if (strcmp(url, "-") == 0 || strlen(url) > 1024 || strncmp(url, "http", 4) != 0)
    return 1;
  pthread_t a;
  pthread_create(&a, 0, fetch, (void *)url);
  received++; // RACE!
  pthread_join(a, 0);
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

  it('leaves a helper by the side that returns to the thread starts, not the one that exits', async () => {
    const r = await check(helperExits, { maxStates: 5 });
    expect(r.result.verdict).toBe('race');
    expect(r.layer2!.outcomes[0]).toMatchObject({
      status: 'confirmed',
      reason: { kind: 'race-reached', by: 'directed' },
    });
  });

  it('takes the usual result of an initialisation when both sides return (0: it succeeded)', async () => {
    const r = await check(helperReturnsNull, { maxStates: 5 });
    expect(r.result.verdict).toBe('race');
    expect(r.layer2!.outcomes[0]).toMatchObject({
      status: 'confirmed',
      reason: { kind: 'race-reached', by: 'directed' },
    });
  });

  it('chooses at each option of a long option loop, and tests argc through argc - optind', async () => {
    const r = await check(manyOptions, { maxStates: 5 });
    expect(r.result.verdict).toBe('race');
    expect(r.layer2!.outcomes[0]).toMatchObject({
      status: 'confirmed',
      reason: { kind: 'race-reached', by: 'directed' },
    });
    // No guess on the way: each decision was exact for some input.
    expect(r.layer2!.outcomes[0]!.race!.eitherWay).toBeUndefined();
  });

  it('runs a try block: setjmp returns 0 when called, a status call succeeds, argv[0] is a string', async () => {
    const r = await check(tryBlock, { maxStates: 5 });
    expect(r.result.verdict).toBe('race');
    expect(r.layer2!.outcomes[0]).toMatchObject({
      status: 'confirmed',
      reason: { kind: 'race-reached', by: 'directed' },
    });
  });

  it('confirms nothing past a longjmp: the code after it never runs', async () => {
    const r = await check(afterLongjmp);
    expect(r.layer2!.outcomes.map((o) => o.status)).not.toContain('confirmed');
    expect(r.result.verdict).not.toBe('race');
  });

  it('decides branches on string functions of the program arguments: their results are input', async () => {
    const r = await check(urlOperand, { maxStates: 5 });
    expect(r.result.verdict).toBe('race');
    expect(r.layer2!.outcomes[0]).toMatchObject({
      status: 'confirmed',
      reason: { kind: 'race-reached', by: 'directed' },
    });
    expect(r.layer2!.outcomes[0]!.race!.eitherWay).toBeUndefined();
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
