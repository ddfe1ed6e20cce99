/**
 * The reference interpreter judges Lockstep, so it is checked first on tiny programs whose
 * answer is known by hand: each racy program has a race-free twin.
 */
import { describe, expect, it } from 'vitest';
import { nodeFs } from '../../src/frontend/preprocess/index.js';
import { buildProgram } from '../../src/frontend/program.js';
import { lowerC } from '../helpers.js';
import { generate, render } from './generator.js';
import { explore, type RefResult } from './reference.js';

const HEAD = '#include <pthread.h>\n#include <stdatomic.h>\n#include <stdlib.h>\n';

async function run(body: string): Promise<RefResult> {
  const front = await lowerC(HEAD + body);
  return explore(front.program);
}

const racingLocations = (r: RefResult) => [...new Set(r.races.map((x) => x.location))].sort();

describe('reference interpreter', () => {
  it('finds the race of a plain counter', async () => {
    const r = await run(`
int count;
void *w(void *a) { count = count + 1; return 0; }
int main(void) { pthread_t t1, t2; pthread_create(&t1, 0, w, 0); pthread_create(&t2, 0, w, 0);
  pthread_join(t1, 0); pthread_join(t2, 0); return count; }`);
    expect(r.outcome).toBe('race');
    expect(racingLocations(r)).toEqual(['Gcount']);
    expect(r.races[0]?.schedule.length).toBeGreaterThan(0);
  });

  it('finds no race when the counter is under a mutex', async () => {
    const r = await run(`
int count; pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *w(void *a) { pthread_mutex_lock(&m); count = count + 1; pthread_mutex_unlock(&m); return 0; }
int main(void) { pthread_t t1, t2; pthread_create(&t1, 0, w, 0); pthread_create(&t2, 0, w, 0);
  pthread_join(t1, 0); pthread_join(t2, 0); return count; }`);
    expect(r.outcome).toBe('no-race');
    expect(r.complete).toBe(true);
  });

  it('orders a read after join', async () => {
    const r = await run(`
int data;
void *w(void *a) { data = 42; return 0; }
int main(void) { pthread_t t; pthread_create(&t, 0, w, 0); pthread_join(t, 0); return data; }`);
    expect(r.outcome).toBe('no-race');
  });

  it('finds the race of a read before join', async () => {
    const r = await run(`
int data;
void *w(void *a) { data = 42; return 0; }
int main(void) { pthread_t t; pthread_create(&t, 0, w, 0); int v = data; pthread_join(t, 0); return v; }`);
    expect(racingLocations(r)).toEqual(['Gdata']);
  });

  it('lets workers race when main returns without joining', async () => {
    const r = await run(`
int hits;
void *w(void *a) { hits++; return 0; }
int main(void) { pthread_t t1, t2; pthread_create(&t1, 0, w, 0); pthread_create(&t2, 0, w, 0); return 0; }`);
    expect(racingLocations(r)).toEqual(['Ghits']);
  });

  it('stops every thread at exit(): nothing runs after the process ends', async () => {
    const r = await run(`
int x;
void *w(void *a) { x = 1; return 0; }
int main(void) { exit(0); pthread_t t; pthread_create(&t, 0, w, 0); x = 2; return 0; }`);
    expect(r.outcome).toBe('no-race');
  });

  it('finds no race on an atomic counter', async () => {
    const r = await run(`
atomic_int count;
void *w(void *a) { atomic_fetch_add(&count, 1); return 0; }
int main(void) { pthread_t t1, t2; pthread_create(&t1, 0, w, 0); pthread_create(&t2, 0, w, 0);
  pthread_join(t1, 0); pthread_join(t2, 0); return atomic_load(&count); }`);
    expect(r.outcome).toBe('no-race');
  });

  it('finds the race of an atomic against a plain access', async () => {
    const r = await run(`
int count;
void *w(void *a) { __atomic_fetch_add(&count, 1, __ATOMIC_SEQ_CST); return 0; }
int main(void) { pthread_t t; pthread_create(&t, 0, w, 0); count = 5; pthread_join(t, 0); return 0; }`);
    expect(racingLocations(r)).toEqual(['Gcount']);
  });

  it('treats __VERIFIER_atomic functions as one atomic step (a lock built from them)', async () => {
    const r = await run(`
void assume_abort_if_not(int);
int busy, balance;
void __VERIFIER_atomic_take(void) { assume_abort_if_not(busy == 0); busy = 1; }
void __VERIFIER_atomic_give(void) { busy = 0; }
void *w(void *a) { __VERIFIER_atomic_take(); balance = balance + 10; __VERIFIER_atomic_give(); return 0; }
int main(void) { pthread_t a, b; pthread_create(&a, 0, w, 0); pthread_create(&b, 0, w, 0);
  pthread_join(a, 0); pthread_join(b, 0); return 0; }`);
    expect(r.outcome).toBe('no-race');
  });

  it('finds the race of a plain access against an atomic section', async () => {
    const r = await run(`
void __VERIFIER_atomic_begin(void); void __VERIFIER_atomic_end(void);
int x;
void *w(void *a) { __VERIFIER_atomic_begin(); x = x + 1; __VERIFIER_atomic_end(); return 0; }
int main(void) { pthread_t t; pthread_create(&t, 0, w, 0); x = 3; pthread_join(t, 0); return 0; }`);
    expect(racingLocations(r)).toEqual(['Gx']);
  });

  it('follows locks through pointers, heap objects and array elements', async () => {
    const r = await run(`
struct acct { pthread_mutex_t mu; int bal[2]; };
void *w(void *a) { struct acct *p = a; pthread_mutex_t *m = &p->mu; pthread_mutex_lock(m);
  p->bal[1] += 1; pthread_mutex_unlock(m); p->bal[0] = 1; return 0; }
int main(void) { struct acct *s = malloc(sizeof *s); pthread_mutex_init(&s->mu, 0);
  pthread_t t1, t2; pthread_create(&t1, 0, w, s); pthread_create(&t2, 0, w, s);
  pthread_join(t1, 0); pthread_join(t2, 0); return 0; }`);
    expect(racingLocations(r)).toEqual(['H0#0.bal']);
  });

  it('explores every nondet value and condition-variable spurious wake-ups', async () => {
    const r = await run(`
int __VERIFIER_nondet_int(void);
int ready, data; pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER; pthread_cond_t c = PTHREAD_COND_INITIALIZER;
void *w(void *a) { pthread_mutex_lock(&m); while (!ready) pthread_cond_wait(&c, &m); pthread_mutex_unlock(&m);
  if (__VERIFIER_nondet_int() == 3) data = 1; return 0; }
int main(void) { pthread_t t; pthread_create(&t, 0, w, 0); data = 2; pthread_mutex_lock(&m); ready = 1;
  pthread_cond_signal(&c); pthread_mutex_unlock(&m); int v = data; pthread_join(t, 0); return v; }`);
    expect(racingLocations(r)).toEqual(['Gdata']);
    expect(r.races.every((x) => x.first.access.write || x.second.access.write)).toBe(true);
  });

  it('reports undecided when the state cap is hit', async () => {
    const front = await lowerC(`${HEAD}
int x; pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *w(void *a) { for (int i = 0; i < 3; i++) { pthread_mutex_lock(&m); x++; pthread_mutex_unlock(&m); } return 0; }
int main(void) { pthread_t t1, t2; pthread_create(&t1, 0, w, 0); pthread_create(&t2, 0, w, 0);
  pthread_join(t1, 0); pthread_join(t2, 0); return 0; }`);
    expect(explore(front.program, { maxStates: 20 }).outcome).toBe('undecided');
    expect(explore(front.program).outcome).toBe('no-race');
  });

  it('finds the same races with and without merging thread-private steps', async () => {
    let compared = 0;
    for (let seed = 1; seed <= 30 && compared < 4; seed++) {
      const source = render(generate(seed));
      const fs = { readFile: (p: string) => (p === '/gen/prog.c' ? source : nodeFs.readFile(p)) };
      const front = await buildProgram({ units: [{ file: '/gen/prog.c' }], fs, root: '/gen' });
      const merged = explore(front.program, { maxStates: 3_000 });
      if (!merged.complete) continue;
      const plain = explore(front.program, { maxStates: 30_000, mergePrivate: false });
      if (!plain.complete) continue;
      const pairs = (r: RefResult) =>
        r.races
          .map((x) => `${x.location}@${[x.first.access.line, x.second.access.line].sort().join('/')}`)
          .sort();
      expect(pairs(merged)).toEqual(pairs(plain));
      expect(plain.states).toBeGreaterThan(merged.states);
      compared++;
    }
    expect(compared).toBeGreaterThanOrEqual(3);
  });

  it('does not let a barrier inside an atomic section pass early: undecided', async () => {
    const r = await run(`
void __VERIFIER_atomic_begin(void); void __VERIFIER_atomic_end(void);
int x; pthread_barrier_t bar;
void *w(void *a) { __VERIFIER_atomic_begin(); pthread_barrier_wait(&bar); __VERIFIER_atomic_end(); x = 1; return 0; }
void *v(void *a) { x = 2; pthread_barrier_wait(&bar); return 0; }
int main(void) { pthread_barrier_init(&bar, 0, 2); pthread_t t1, t2; pthread_create(&t1, 0, w, 0); pthread_create(&t2, 0, v, 0);
  pthread_join(t1, 0); pthread_join(t2, 0); return 0; }`);
    expect(r.outcome).toBe('undecided');
  });

  it('gives each frame its own locals: two instances of one entry, each with its own', async () => {
    const r = await run(`
void bump(int *p) { *p = *p + 1; }
void *w(void *a) { int mine = 0; bump(&mine); mine = mine + 2; return 0; }
int main(void) { pthread_t t1, t2; pthread_create(&t1, 0, w, 0); pthread_create(&t2, 0, w, 0);
  pthread_join(t1, 0); pthread_join(t2, 0); return 0; }`);
    expect(r.outcome).toBe('no-race');
    expect(r.complete).toBe(true);
  });

  it('gives each frame of a recursive function its own local, and a pointer to that one', async () => {
    // each level hands its own x to a thread and joins it: two threads, two objects
    const program = (touch: string) => `
void *w(void *a) { int *p = a; *p = *p + 1; return 0; }
void rec(int n) { int x = 0; pthread_t t; pthread_create(&t, 0, w, &x);
  if (n > 0) rec(n - 1);
  ${touch}
  pthread_join(t, 0); }
int main(void) { rec(1); return 0; }`;
    expect((await run(program(''))).outcome).toBe('no-race');
    // each level writes its own x before joining its thread: a race per frame, each with that frame's thread
    const racy = await run(program('x = 5;'));
    expect(racingLocations(racy)).toEqual(['F0/2|%x', 'F0/3|%x']);
    for (const race of racy.races)
      expect([race.first.thread, race.second.thread].sort()).toEqual(
        race.location === 'F0/2|%x' ? ['0', '0.1'] : ['0', '0.2'],
      );
  });

  it("finds the race of main's write to a local it handed to a thread, before the join", async () => {
    const program = (before: string, after: string) => `
void *w(void *a) { int *p = a; *p = 1; return 0; }
int main(void) { int loc = 0; pthread_t t; pthread_create(&t, 0, w, &loc);
  ${before}
  pthread_join(t, 0);
  ${after}
  return loc; }`;
    const racy = await run(program('loc = 2;', ''));
    expect(racingLocations(racy)).toEqual(['F0/1|%loc']);
    // the thread's write (line 5) and main's (line 7)
    expect([racy.races[0]?.first.access.line, racy.races[0]?.second.access.line].sort()).toEqual([5, 7]);
    const joined = await run(program('', 'loc = 2;'));
    expect(joined.outcome).toBe('no-race');
    expect(joined.complete).toBe(true);
  });

  it("lets a nested thread race with its spawner on the spawner's local, never two spawners", async () => {
    const r = await run(`
void *inner(void *a) { int *r = a; *r = 1; return 0; }
void *w(void *a) { int own = 0; pthread_t n; pthread_create(&n, 0, inner, &own); own = 2;
  pthread_join(n, 0); own = 3; return 0; }
int main(void) { pthread_t t1, t2; pthread_create(&t1, 0, w, 0); pthread_create(&t2, 0, w, 0);
  pthread_join(t1, 0); pthread_join(t2, 0); return 0; }`);
    expect(racingLocations(r)).toEqual(['F0.1/1|%own', 'F0.2/1|%own']);
    for (const race of r.races) {
      const spawner = race.location.slice(1, race.location.indexOf('/'));
      expect([race.first.thread, race.second.thread].sort()).toEqual([spawner, `${spawner}.1`]);
      // the nested thread's write (line 5) and the spawner's before the join (line 6); the one after it (line 7) is ordered
      expect([race.first.access.line, race.second.access.line].sort()).toEqual([5, 6]);
    }
  });

  it('explores both outcomes of a timed wait: ETIMEDOUT, with the lock held again, and 0', async () => {
    const program = (after: string) => `
#include <errno.h>
#include <time.h>
int ready, data, count; pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER; pthread_cond_t c = PTHREAD_COND_INITIALIZER;
void *w(void *a) { struct timespec ts; ts.tv_sec = 1; ts.tv_nsec = 0; int rc = 0;
  pthread_mutex_lock(&m);
  while (!ready && rc == 0) rc = pthread_cond_timedwait(&c, &m, &ts);
  if (rc == ETIMEDOUT) count++;
  pthread_mutex_unlock(&m);
  ${after}
  return 0; }
int main(void) { pthread_t t; pthread_create(&t, 0, w, 0); data = 2;
  pthread_mutex_lock(&m); ready = 1; count++; pthread_cond_signal(&c); pthread_mutex_unlock(&m);
  pthread_join(t, 0); return 0; }`;
    // woken (0): ready was seen, so main's write to data is ordered before; count is under the lock either way
    const woken = await run(program('if (rc == 0) data = 1;'));
    expect(woken.outcome).toBe('no-race');
    expect(woken.complete).toBe(true);
    // timed out (ETIMEDOUT): nothing orders main's write before this one
    const timedOut = await run(program('if (rc == ETIMEDOUT) data = 1;'));
    expect(racingLocations(timedOut)).toEqual(['Gdata']);
    // the write after the timeout (line 13) and main's (line 15)
    expect(timedOut.races.map((x) => [x.first.access.line, x.second.access.line].sort())).toEqual([[13, 15]]);
    // and a timed wait that may also be woken: data = 1 on the 0 result without the loop races too
    const unguarded = await run(
      program('if (rc == 0) data = 1;').replace('while (!ready && rc == 0)', 'if (!ready)'),
    );
    expect(racingLocations(unguarded)).toEqual(['Gdata']);
  });

  it('refuses a pointer to a local the IR does not mark address-taken', async () => {
    const source = `${HEAD}
void *w(void *a) { int *p = a; *p = 1; return 0; }
int main(void) { int loc = 0; pthread_t t; pthread_create(&t, 0, w, &loc); loc = 2; pthread_join(t, 0); return 0; }`;
    expect(explore((await lowerC(source)).program).outcome).toBe('race');
    // the same IR with the mark dropped: main's `loc = 2` would be an access nobody lists
    const front = await lowerC(source);
    const loc = front.program.functions.get('main')?.vars.find((v) => v.name === 'loc');
    expect(loc?.addressTaken).toBe(true);
    if (loc) loc.addressTaken = false;
    expect(() => explore(front.program)).toThrow(/%loc in main, which the IR does not mark address-taken/);
  });

  it('orders accesses around a barrier', async () => {
    const r = await run(`
int x; pthread_barrier_t bar;
void *w(void *a) { pthread_barrier_wait(&bar); x = 1; return 0; }
void *v(void *a) { x = 2; pthread_barrier_wait(&bar); return 0; }
int main(void) { pthread_barrier_init(&bar, 0, 2); pthread_t t1, t2; pthread_create(&t1, 0, w, 0); pthread_create(&t2, 0, v, 0);
  pthread_join(t1, 0); pthread_join(t2, 0); return 0; }`);
    expect(r.outcome).toBe('no-race');
  });
});
