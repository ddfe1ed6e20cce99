/**
 * Heap objects in findings are named by their type and the function that allocates them, never
 * by an allocator's model name or a line number (CONTRACTS, issue 17), and their fingerprints do
 * not move when lines above them do.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/engine.js';

async function findings(file: string, code: string, modelCheck = true) {
  const dir = mkdtempSync(join(tmpdir(), 'lockstep-heap-names-'));
  writeFileSync(join(dir, file), code);
  const out = await analyze({
    units: [{ file: join(dir, file) }],
    root: dir,
    ...(modelCheck ? {} : { check: false }),
  });
  return out.result.findings;
}

const JOB = `#include <pthread.h>
#include <stdlib.h>
struct job { int id; struct job *next; int done; };
struct job *make_job(int id) { struct job *j = malloc(sizeof *j); j->id = id; j->next = 0; j->done = 0; return j; }
void *worker(void *a) { struct job *j = a; j->next = 0; return 0; }
int main(void) {
  struct job *j = make_job(1);
  pthread_t t;
  pthread_create(&t, 0, worker, j);
  struct job *n = j->next;
  pthread_join(t, 0);
  return n != 0;
}
`;

describe('heap object names', () => {
  it('a struct allocated in a helper: its type, the helper, then the field path', async () => {
    const [f, ...rest] = await findings('job.c', JOB);
    expect(rest).toEqual([]);
    expect(f!.location).toBe('(struct job allocated in make_job()).next');
    expect(f!.message).toContain("'(struct job allocated in make_job()).next'");
  });

  it('keeps the fingerprint when the lines above move', async () => {
    const [a] = await findings('job.c', JOB);
    const [b] = await findings('job.c', `/* a comment\n   that moves every line */\n${JOB}`);
    expect(b!.accesses[0]!.line).toBe(a!.accesses[0]!.line + 2);
    expect(b!.id).toBe(a!.id);
  });

  it('a block of ints, and a buffer only void pointers point to, allocated through a wrapper', async () => {
    const list = await findings(
      'buf.c',
      `#include <pthread.h>
#include <stdlib.h>
int *counts;
void *raw;
void *xmalloc(size_t n) { void *p = malloc(n); if (!p) abort(); return p; }
void *worker(void *a) { counts[3]++; ((char *)raw)[0] = 1; return a; }
int main(void) {
  counts = calloc(10, sizeof(int));
  raw = xmalloc(64);
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  counts[3]++;
  ((char *)raw)[0] = 2;
  pthread_join(t, 0);
  return 0;
}
`,
    );
    expect(list.map((f) => f.location).sort()).toEqual([
      '(int[] allocated in main())',
      '(memory of unknown type allocated in xmalloc())',
    ]);
  });

  it('calloc: one struct when never indexed, a block of them when indexed', async () => {
    const list = await findings(
      'slots.c',
      `#include <pthread.h>
#include <stdlib.h>
struct slot { long sum; int owner; };
struct conf { int verbose; };
static struct slot *slots;
static struct conf *conf;
static void *fill(void *arg) {
  long id = (long)arg;
  slots[id].sum += id;
  slots[0].owner = (int)id;
  conf->verbose = 1;
  return NULL;
}
int main(void) {
  pthread_t t[2];
  slots = calloc(2, sizeof *slots);
  conf = calloc(1, sizeof *conf);
  for (long i = 0; i < 2; i++) pthread_create(&t[i], NULL, fill, (void *)i);
  for (int i = 0; i < 2; i++) pthread_join(t[i], NULL);
  return 0;
}
`,
    );
    expect(list.map((f) => f.location).sort()).toEqual([
      '(struct conf allocated in main()).verbose',
      '(struct slot[] allocated in main()).owner',
    ]);
  });

  it('a typedef of an anonymous struct names it; a struct with neither tag nor typedef is anonymous', async () => {
    const named = await findings(
      'typedef.c',
      `#include <pthread.h>
#include <stdlib.h>
typedef struct { int hits; int misses; } stats_t;
void *worker(void *arg) { stats_t *s = arg; s->hits++; return 0; }
int main(void) {
  stats_t *s = malloc(sizeof *s);
  s->hits = 0;
  pthread_t t;
  pthread_create(&t, 0, worker, s);
  s->hits++;
  pthread_join(t, 0);
  return 0;
}
`,
    );
    expect(named.map((f) => f.location)).toEqual(['(stats_t allocated in main()).hits']);
    const anonymous = await findings(
      'anon.c',
      `#include <pthread.h>
#include <stdlib.h>
struct { int hits; } *shared;
void *worker(void *arg) { shared->hits++; return arg; }
int main(void) {
  shared = malloc(sizeof *shared);
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  shared->hits++;
  pthread_join(t, 0);
  return 0;
}
`,
    );
    expect(anonymous.map((f) => f.location)).toEqual(['(anonymous struct allocated in main()).hits']);
  });

  it("a block only a struct's pointer member points to takes the member's type (issue 17)", async () => {
    const [f] = await findings(
      'pool.c',
      `#include <pthread.h>
#include <stdlib.h>
typedef struct { void (*function)(void *); void *argument; } task_t;
typedef struct { task_t *queue; int head; } pool_t;
static void noop(void *a) { (void)a; }
static void *worker(void *arg) {
  pool_t *p = arg;
  void (*f)(void *) = p->queue[p->head].function;
  f(0);
  return 0;
}
int main(void) {
  pool_t *p = malloc(sizeof *p);
  p->head = 0;
  p->queue = malloc(sizeof(task_t) * 4);
  pthread_t th;
  pthread_create(&th, 0, worker, p);
  p->queue[0].function = noop;
  pthread_join(th, 0);
  return 0;
}
`,
    );
    expect(f!.location).toBe('(task_t[] allocated in main()).function');
  });

  it('an untyped block handed to memset stays of unknown type', async () => {
    const [f] = await findings(
      'untyped.c',
      `#include <pthread.h>
#include <stdlib.h>
#include <string.h>
void *raw;
void *worker(void *a) { memset(raw, 1, 8); return a; }
int main(void) {
  raw = malloc(64);
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  memset(raw, 2, 8);
  pthread_join(t, 0);
  return 0;
}
`,
    );
    expect(f!.location).toBe('(memory of unknown type allocated in main())');
  });

  it("a capture in a thread's lambda closure is the lambda's copy, never the closure object", async () => {
    const list = await findings(
      'closure.cpp',
      `#include <thread>
#include <vector>
int count = 0;
int main() {
  std::vector<int *> items{new int(1), new int(2)};
  std::vector<std::thread> threads;
  for (int *t : items) threads.emplace_back([t] { count += *t; });
  for (auto &th : threads) th.join();
  return count;
}
`,
      false,
    );
    const names = list.map((f) => f.location);
    expect(names).toContain("(the lambda's copy of t in main())");
    expect(names.join(' ')).not.toMatch(/closure|lambda or function object/);
  });

  it('C++: new T, new T[n] and make_shared<T> as the source writes the type', async () => {
    const list = await findings(
      'objs.cpp',
      `#include <memory>
#include <thread>
#include <vector>
struct Stats { int hits; int misses; };
int main() {
  Stats *s = new Stats{0, 0};
  auto sp = std::make_shared<Stats>();
  int *arr = new int[8];
  auto *v = new std::vector<int>(4);
  std::thread t([&] { s->hits++; sp->misses++; arr[1] = 2; (*v)[0] = 1; });
  s->hits++;
  sp->misses++;
  arr[1] = 3;
  (*v)[0] = 2;
  t.join();
  delete s;
  delete[] arr;
  delete v;
}
`,
    );
    expect(list.map((f) => f.location).sort()).toEqual([
      '(Stats allocated by std::make_shared in main()).misses',
      '(Stats allocated in main()).hits',
      '(int[] allocated in main())',
      '(std::vector<int> allocated in main())',
    ]);
    for (const f of list) expect(f.location).not.toMatch(/:\d|@|_M_|heap object/);
  });
});
