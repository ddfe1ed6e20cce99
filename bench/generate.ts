/**
 * Deterministic generator of realistic multi-file concurrent C programs (pthreads, C11 atomics),
 * used to benchmark the frontend and, later, the analyses at scale.
 *
 * One module per ~`filesOfLines` lines: `include/modNNN.h` (struct types, extern shared data, the
 * module's API and thread entry points) and `src/modNNN.c` (globals and locks, lock wrappers, a
 * dispatch table, helpers that touch shared data under the right lock, helpers that must be called
 * with a lock held, calls into other modules, and `modNNN_worker_K` thread entries that call them
 * all). `src/main.c` starts every worker in loops, joins them and reads their results. About one
 * in ten lock-protected sites is emitted without its lock: real races for the analyses to find.
 *
 * Same options → byte-identical output (mulberry32, no Map/Set iteration over unordered keys, no
 * clock). The output is valid C11: `gcc -std=gnu11 -Wall -pthread` compiles and links it.
 *
 * Library: `generateProgram({ lines, seed, filesOfLines })` or the streaming `generateFiles(...)`.
 * CLI:     `node --import tsx bench/generate.ts --lines 100000 --out DIR [--seed N] [--files-of-lines N]`
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

export interface GenerateOptions {
  /** Requested total line count over all files (the result is within a few percent). */
  lines: number;
  seed?: number;
  /** Target size of one module's .c file; default 3000. */
  filesOfLines?: number;
}

export interface GeneratedFile {
  /** Relative path, e.g. `src/mod012.c`, `include/mod012.h`, `src/main.c`. */
  path: string;
  text: string;
}

export interface GenerateStats {
  /** Newline count over all files. */
  lines: number;
  /** UTF-8 bytes over all files (the output is ASCII). */
  bytes: number;
  /** Function definitions. */
  functions: number;
  /** Threads `main` creates. */
  threads: number;
  /** Lock objects: global mutexes/rwlocks plus the locks inside each statically and dynamically created state. */
  locks: number;
  modules: number;
  files: number;
  /** Places where shared data is accessed under a lock (or should be). */
  guardedSites: number;
  /** Of those, the ones emitted without the lock (intended races). */
  unprotectedSites: number;
}

export interface GeneratedProgram {
  files: GeneratedFile[];
  stats: GenerateStats;
}

// ---------------------------------------------------------------- PRNG

class Rng {
  private a: number;
  constructor(seed: number) {
    this.a = seed >>> 0;
  }
  /** mulberry32: uniform in [0, 1). */
  next(): number {
    this.a = (this.a + 0x6d2b79f5) | 0;
    let t = Math.imul(this.a ^ (this.a >>> 15), 1 | this.a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  /** Integer in [lo, hi]. */
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(xs: readonly T[]): T {
    return xs[Math.floor(this.next() * xs.length)];
  }
}

function mixSeed(seed: number, k: number): number {
  let h = (seed ^ Math.imul(k + 1, 0x9e3779b1)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  return (h ^ (h >>> 16)) >>> 0;
}

// ---------------------------------------------------------------- plan

/** Everything other modules and main.c need to know about a module, decided before any body. */
interface ModPlan {
  idx: number;
  /** `mod012` */
  p: string;
  /** `MOD012` */
  P: string;
  seed: number;
  hasRw: boolean;
  ring: number;
  slots: number;
  ncounters: number;
  table: number;
  /** Threads main starts per worker function (length = number of worker functions). */
  threadsPer: number[];
  /** Per worker function: does main hand its threads the heap-allocated state (else the global one). */
  heapFor: boolean[];
  /** Modules whose API this one calls. */
  deps: number[];
  indent: string;
}

const INCLUDES = [
  '#include <pthread.h>',
  '#include <stdlib.h>',
  '#include <stdio.h>',
  '#include <string.h>',
  '#include <stdatomic.h>',
  '#include <stdint.h>',
  '#include <stdbool.h>',
  '#include <unistd.h>',
];

const MACROS = [
  '#define CHECK(x) do { if (!(x)) abort(); } while (0)',
  '#define LOCKED(m, stmt) do { pthread_mutex_lock(m); stmt; pthread_mutex_unlock(m); } while (0)',
  '#define UNUSED(x) ((void)(x))',
];

function makePlans(count: number, seed: number): ModPlan[] {
  const width = Math.max(3, String(count - 1).length);
  const plans: ModPlan[] = [];
  for (let i = 0; i < count; i++) {
    const s = mixSeed(seed, i);
    const r = new Rng(s);
    const p = 'mod' + String(i).padStart(width, '0');
    const nWorkers = r.int(3, 5);
    const threadsPer: number[] = [];
    const heapFor: boolean[] = [];
    for (let k = 0; k < nWorkers; k++) {
      threadsPer.push(r.int(1, 3));
      heapFor.push(r.chance(0.3));
    }
    const deps: number[] = [];
    if (count > 1) {
      const nd = Math.min(count - 1, r.int(1, 3));
      while (deps.length < nd) {
        const d = r.int(0, count - 1);
        if (d !== i && !deps.includes(d)) deps.push(d);
      }
    }
    plans.push({
      idx: i,
      p,
      P: p.toUpperCase(),
      seed: s,
      hasRw: r.chance(0.4),
      ring: r.pick([16, 32, 64, 128]),
      slots: r.pick([8, 16, 32]),
      ncounters: r.pick([4, 8, 16]),
      table: r.pick([32, 64, 256]),
      threadsPer,
      heapFor,
      deps,
      indent: r.pick(['\t', '\t', '    ', '    ', '  ']),
    });
  }
  return plans;
}

// ---------------------------------------------------------------- text helpers

class Body {
  readonly out: string[] = [];
  private d = 1;
  constructor(private readonly ind: string[]) {}
  l(s: string): void {
    this.out.push(this.ind[this.d] + s);
  }
  open(s: string): void {
    this.l(s);
    this.d++;
  }
  close(s = '}'): void {
    this.d--;
    this.l(s);
  }
  /** A line one level out, depth unchanged: `} else {`, goto labels. */
  mid(s: string): void {
    this.out.push(this.ind[this.d - 1] + s);
  }
  /** Ends a `case` opened with `open` without writing a line. */
  dedent(): void {
    this.d--;
  }
  blank(): void {
    this.out.push('');
  }
}

function indents(unit: string): string[] {
  const xs: string[] = [];
  for (let i = 0; i < 16; i++) xs.push(unit.repeat(i));
  return xs;
}

const FILLER_VARS = [
  'w',
  'off',
  'cnt',
  'step',
  'delta',
  'seq',
  'pos',
  'mix',
  'tmp',
  'base',
  'span',
  'bias',
  'gap',
  'qlen',
  'shift',
  'width',
];
const hex = (n: number): string => '0x' + n.toString(16);

/** Random local integer arithmetic on `a` and `c` (both ints in scope); `n` statements. */
function filler(b: Body, r: Rng, a: string, c: string, n: number, depth = 0): void {
  for (let k = 0; k < n; k++) {
    const [x, y] = r.chance(0.5) ? [a, c] : [c, a];
    switch (r.int(0, depth > 0 ? 8 : 13)) {
      case 0:
        b.l(`${x} = ${x} * ${r.int(3, 31)} + (${y} & ${hex(r.int(15, 255))});`);
        break;
      case 1:
        b.l(`${x} += ${y} >> ${r.int(1, 5)};`);
        break;
      case 2:
        b.l(`${x} ^= ${y} << ${r.int(1, 3)};`);
        break;
      case 3:
        b.l(`${x} = (${x} > ${y}) ? ${x} - ${y} : ${y} - ${x};`);
        break;
      case 4:
        b.l(`${x} = ${x} % ${r.int(7, 97)} + ${r.int(1, 9)};`);
        break;
      case 5:
        b.l(`${x}++;`);
        b.l(`--${y};`);
        break;
      case 6:
        b.l(`${x} &= ${hex(r.int(255, 65535))};`);
        break;
      case 7:
        b.l(`${y} |= (${x} & ${r.int(1, 15)});`);
        break;
      case 8:
        b.l(`${x} -= (${y} < ${r.int(0, 64)}) ? ${r.int(1, 9)} : ${y} / ${r.int(2, 9)};`);
        break;
      case 9:
        b.open(`if (${x} > ${r.int(0, 500)} && ${y} != ${r.int(0, 9)}) {`);
        filler(b, r, a, c, r.int(1, 2), depth + 1);
        if (r.chance(0.6)) {
          b.mid('} else {');
          filler(b, r, a, c, 1, depth + 1);
        }
        b.close();
        break;
      case 10:
        b.open(`for (int j = 0; j < ${r.int(2, 16)}; j++) {`);
        b.l(`${x} += j * ${r.int(1, 7)};`);
        filler(b, r, a, c, r.int(0, 1), depth + 1);
        b.close();
        break;
      case 11:
        b.open(`while (${x} > ${r.int(100, 5000)}) {`);
        b.l(`${x} >>= 1;`);
        b.l(`${y}++;`);
        b.close();
        break;
      case 12:
        b.open(`switch (${x} & 3) {`);
        b.open('case 0:');
        b.l(`${y} += ${r.int(1, 9)};`);
        b.l('/* fall through */');
        b.dedent();
        b.open('case 1:');
        b.l(`${x} ^= ${y};`);
        b.l('break;');
        b.dedent();
        b.open('case 2:');
        b.l(`${x} = ${y} ? ${x} / 2 : ${x};`);
        b.l('break;');
        b.dedent();
        b.open('default:');
        b.l(`${y} = -${y};`);
        b.l('break;');
        b.dedent();
        b.close();
        break;
      default:
        b.open(`if ((${x} < 0 || ${y} > ${r.int(10, 99)}) && ${x} != ${y}) {`);
        b.l(`${x} = ${y} - ${x};`);
        b.close();
        break;
    }
  }
}

// ---------------------------------------------------------------- modules

/**
 * How a helper is called: `sv` (struct state *, int), `v` (int), `ev` (struct entry *, int; the
 * entry lives in a state, so the caller holds that state's `mu`), `pn` (const int *, int; reads a
 * state's ring under its `mu`).
 */
type Sig = 'sv' | 'v' | 'ev' | 'pn';
type Ret = 'int' | 'long' | 'void' | 'unsigned';

interface Callable {
  name: string;
  sig: Sig;
  ret: Ret;
  /** Must be called with the state's `mu` held. */
  locked: boolean;
  /** Acquires a state's `mu` itself, so it must not be called with one held. */
  takesMu: boolean;
  called: boolean;
}

type LockPair = [string, string];

interface ModuleText {
  lines: string[];
  functions: number;
  guarded: number;
  racy: number;
}

const RACE_RATE = 0.1;

class ModuleGen {
  private readonly out: string[] = [];
  private readonly r: Rng;
  private readonly ind: string[];
  private readonly helpers: Callable[] = [];
  private pending = 0;
  private firstPending = 0;
  private serial = 0;
  private functions = 0;
  private guarded = 0;
  private racy = 0;
  private readonly p: string;
  private readonly P: string;
  private readonly deps: ModPlan[];

  constructor(
    private readonly m: ModPlan,
    plans: ModPlan[],
  ) {
    this.r = new Rng(m.seed ^ 0x5bd1e995);
    this.ind = indents(m.indent);
    this.p = m.p;
    this.P = m.P;
    this.deps = m.deps.map((d) => plans[d]);
  }

  generate(target: number): ModuleText {
    this.core();
    const templates = this.templates();
    const total = templates.reduce((s, [w]) => s + w, 0);
    while (this.out.length + this.workerEstimate() < target) {
      let x = this.r.next() * total;
      for (const [w, t] of templates) {
        x -= w;
        if (x < 0) {
          t();
          break;
        }
      }
    }
    this.workers();
    return { lines: this.out, functions: this.functions, guarded: this.guarded, racy: this.racy };
  }

  private workerEstimate(): number {
    return this.m.threadsPer.length * 62 + this.pending * 2.6;
  }

  // ------------------------------------------------------------ plumbing

  private fn(sig: string, build: (b: Body) => void): void {
    const b = new Body(this.ind);
    build(b);
    this.out.push(sig, '{');
    for (const line of b.out) this.out.push(line);
    this.out.push('}', '');
    this.functions++;
  }

  private name(verb: string): string {
    return `${this.p}_${verb}_${this.serial++}`;
  }

  private vars(): [string, string] {
    const a = this.r.pick(FILLER_VARS);
    let c = this.r.pick(FILLER_VARS);
    while (c === a) c = this.r.pick(FILLER_VARS);
    return [a, c];
  }

  private helper(name: string, sig: Sig, ret: Ret, locked: boolean, takesMu: boolean): Callable {
    const c: Callable = { name, sig, ret, locked, takesMu, called: false };
    this.helpers.push(c);
    this.pending++;
    return c;
  }

  /** `static ` for internal helpers, sometimes for others. */
  private storage(internal: boolean): string {
    return internal || this.r.chance(0.35) ? 'static ' : '';
  }

  /** Counts a guarded site; true when this one is to be emitted without its lock. */
  private race(): boolean {
    this.guarded++;
    if (this.r.chance(RACE_RATE)) {
      this.racy++;
      return true;
    }
    return false;
  }

  private mu(s: string): LockPair {
    return this.r.chance(0.7)
      ? [`${this.p}_lock(${s});`, `${this.p}_unlock(${s});`]
      : [`pthread_mutex_lock(&${s}->mu);`, `pthread_mutex_unlock(&${s}->mu);`];
  }

  private mutex(lock: string): LockPair {
    return [`pthread_mutex_lock(&${lock});`, `pthread_mutex_unlock(&${lock});`];
  }

  private rw(lock: string, write: boolean): LockPair {
    return [`pthread_rwlock_${write ? 'wrlock' : 'rdlock'}(&${lock});`, `pthread_rwlock_unlock(&${lock});`];
  }

  /** Lock, body, unlock; at a race site only the body. */
  private guard(b: Body, pair: LockPair, body: () => void): void {
    if (this.race()) {
      body();
      return;
    }
    b.l(pair[0]);
    body();
    b.l(pair[1]);
  }

  /** Emits a call of `f` (adding its result to `acc` when it has one), locking around it if it needs `mu`. */
  private call(b: Body, f: Callable, s: string, arg: string, holdsMu: boolean): void {
    if (!f.called) {
      f.called = true;
      this.pending--;
    }
    let e: string;
    switch (f.sig) {
      case 'sv':
        e = `${f.name}(${s}, ${arg})`;
        break;
      case 'v':
        e = `${f.name}(${arg})`;
        break;
      case 'ev':
        e = `${f.name}(&${s}->slots[${this.P}_IDX(${arg})], ${arg})`;
        break;
      case 'pn':
        e = `${f.name}(${s}->ring, ${this.P}_RING)`;
        break;
    }
    const stmt = f.ret === 'void' ? e : f.ret === 'unsigned' ? `acc += (long)${e}` : `acc += ${e}`;
    if (!f.locked || holdsMu) {
      b.l(stmt + ';');
    } else if (this.race()) {
      b.l(stmt + ';');
    } else if (this.r.chance(0.3)) {
      b.l(`LOCKED(&${s}->mu, ${stmt});`);
    } else {
      const [lock, unlock] = this.mu(s);
      b.l(lock);
      b.l(stmt + ';');
      b.l(unlock);
    }
  }

  /** Up to `n` callees: not-yet-called helpers first, then random ones. */
  private callees(n: number, allowTakesMu = true): Callable[] {
    const out: Callable[] = [];
    while (this.firstPending < this.helpers.length && this.helpers[this.firstPending].called)
      this.firstPending++;
    for (let i = this.firstPending; i < this.helpers.length && out.length < n; i++) {
      const h = this.helpers[i];
      if (!h.called && (allowTakesMu || !h.takesMu) && !out.includes(h)) out.push(h);
    }
    for (let tries = 0; out.length < n && tries < 2 * n && this.helpers.length > 0; tries++) {
      const h = this.r.pick(this.helpers);
      if ((allowTakesMu || !h.takesMu) && !out.includes(h)) out.push(h);
    }
    return out;
  }

  // ------------------------------------------------------------ fixed part

  private core(): void {
    const { p, P, m } = this;
    const o = this.out;
    const i1 = this.ind[1];
    o.push(`/* ${p}.c - generated by bench/generate.ts; do not edit. */`, '');
    o.push(...INCLUDES);
    o.push('', `#include "${p}.h"`);
    for (const d of this.deps) o.push(`#include "${d.p}.h"`);
    o.push('', ...MACROS, '');
    o.push(`struct ${p}_state ${p}_shared = {`);
    o.push(`${i1}.mu = PTHREAD_MUTEX_INITIALIZER,`);
    o.push(`${i1}.cv = PTHREAD_COND_INITIALIZER,`);
    if (m.hasRw) o.push(`${i1}.rw = PTHREAD_RWLOCK_INITIALIZER,`);
    o.push(`${i1}.limit = ${m.ring},`);
    o.push('};');
    o.push(`long ${p}_total;`);
    o.push(`pthread_mutex_t ${p}_total_mu = PTHREAD_MUTEX_INITIALIZER;`);
    o.push(`_Atomic int ${p}_events;`);
    o.push('');
    o.push(`static int ${p}_counters[${P}_NCOUNTERS];`);
    o.push(`static pthread_mutex_t ${p}_counters_mu = PTHREAD_MUTEX_INITIALIZER;`);
    o.push(
      `static struct ${p}_config ${p}_cfg = { .level = 1, .limit = ${m.table}, .range = { 0, ${m.table} } };`,
    );
    o.push(`static pthread_rwlock_t ${p}_cfg_rw = PTHREAD_RWLOCK_INITIALIZER;`);
    o.push(`static int ${p}_last_error;`);
    o.push(`static _Thread_local int ${p}_tls_depth;`);
    o.push('');
    o.push(`static void ${p}_lock(struct ${p}_state *s) { pthread_mutex_lock(&s->mu); }`);
    o.push(`static void ${p}_unlock(struct ${p}_state *s) { pthread_mutex_unlock(&s->mu); }`);
    o.push('');
    this.functions += 2;

    const st = `struct ${p}_state *s`;
    this.fn(`static int ${p}_h_reset(${st}, int v)`, (b) => {
      b.l('s->count = 0;');
      b.l('s->head = 0;');
      b.l('s->tail = 0;');
      b.l('return v;');
    });
    this.fn(`static int ${p}_h_add(${st}, int v)`, (b) => {
      b.l('s->stats.hits += v;');
      b.l('return s->count;');
    });
    this.fn(`static int ${p}_h_mix(${st}, int v)`, (b) => {
      b.l(`struct ${p}_entry *e = &s->slots[${P}_IDX(v)];`);
      b.blank();
      b.l('e->value ^= v;');
      b.l('e->pos.x += e->pos.y;');
      b.l('return (int)e->value;');
    });
    this.fn(`static int ${p}_h_peek(${st}, int v)`, (b) => {
      b.l('return s->count > 0 ? s->ring[s->head] + v : v;');
    });
    o.push(`static const ${p}_handler_fn ${p}_handlers[${P}_NHANDLERS] = {`);
    for (const h of ['reset', 'add', 'mix', 'peek']) o.push(`${i1}${p}_h_${h},`);
    o.push('};', '');

    this.fn(`static void ${p}_note_error(int code)`, (b) => {
      b.l(`${p}_last_error = code;`);
    });
    this.fn(`static int ${p}_cfg_level(void)`, (b) => {
      b.l('int lvl;');
      b.blank();
      b.l(`pthread_rwlock_rdlock(&${p}_cfg_rw);`);
      b.l(`lvl = ${p}_cfg.level;`);
      b.l(`pthread_rwlock_unlock(&${p}_cfg_rw);`);
      b.l('return lvl;');
    });
    this.fn(`void ${p}_init(void)`, (b) => {
      b.l(`pthread_rwlock_wrlock(&${p}_cfg_rw);`);
      b.l(`${p}_cfg.level = 1;`);
      b.l(`${p}_cfg.limit = ${m.table};`);
      b.l(`${p}_cfg.range.lo = 0;`);
      b.l(`${p}_cfg.range.hi = ${m.table};`);
      b.l(`snprintf(${p}_cfg.name, sizeof ${p}_cfg.name, "%s", "${p}");`);
      b.l(`pthread_rwlock_unlock(&${p}_cfg_rw);`);
      b.l(`${p}_lock(&${p}_shared);`);
      b.l(`${p}_shared.ready = true;`);
      b.l(`${p}_unlock(&${p}_shared);`);
      b.l(`atomic_store(&${p}_events, 0);`);
    });
    this.fn(`struct ${p}_state *${p}_state_new(int limit)`, (b) => {
      b.l(`struct ${p}_state *s = malloc(sizeof *s);`);
      b.blank();
      b.l('CHECK(s != NULL);');
      b.l('memset(s, 0, sizeof *s);');
      b.l('CHECK(pthread_mutex_init(&s->mu, NULL) == 0);');
      b.l('CHECK(pthread_cond_init(&s->cv, NULL) == 0);');
      if (m.hasRw) b.l('CHECK(pthread_rwlock_init(&s->rw, NULL) == 0);');
      b.l('atomic_init(&s->ops, 0);');
      b.l(`s->limit = limit > 0 ? limit : ${P}_RING;`);
      b.l('s->ready = true;');
      b.l('return s;');
    });
    this.fn(`void ${p}_state_free(${st})`, (b) => {
      b.l(`struct ${p}_node *n, *next;`);
      b.blank();
      b.l('if (s == NULL)');
      b.l(`${i1}return;`);
      b.open('for (n = s->list; n != NULL; n = next) {');
      b.l('next = n->next;');
      b.l('free(n);');
      b.close();
      b.l('pthread_cond_destroy(&s->cv);');
      b.l('pthread_mutex_destroy(&s->mu);');
      if (m.hasRw) b.l('pthread_rwlock_destroy(&s->rw);');
      b.l('free(s);');
    });
    this.fn(`void ${p}_submit(int v)`, (b) => {
      b.l(`struct ${p}_state *s = &${p}_shared;`);
      b.blank();
      b.l(`${p}_lock(s);`);
      b.open(`if (s->count < ${P}_RING) {`);
      b.l('s->ring[s->tail] = v;');
      b.l(`s->tail = (s->tail + 1) % ${P}_RING;`);
      b.l('s->count++;');
      b.l('pthread_cond_signal(&s->cv);');
      b.mid('} else {');
      b.l(`${p}_note_error(v);`);
      b.close();
      b.l(`${p}_unlock(s);`);
      b.l(`LOCKED(&${p}_total_mu, ${p}_total += v);`);
      b.l(`LOCKED(&${p}_counters_mu, ${p}_counters[(unsigned)v % ${P}_NCOUNTERS]++);`);
    });
    this.fn(`int ${p}_query(${st}, int key)`, (b) => {
      b.l('int r;');
      b.blank();
      b.l(`${p}_tls_depth++;`);
      b.l(`${p}_lock(s);`);
      b.l(`r = ${p}_handlers[(unsigned)key % ${P}_NHANDLERS](s, key);`);
      b.l(`${p}_unlock(s);`);
      b.l(`${p}_tls_depth--;`);
      b.l(`return r + ${p}_cfg_level();`);
    });
    this.fn(`long ${p}_read_total(void)`, (b) => {
      b.l('long t;');
      b.blank();
      b.l(`pthread_mutex_lock(&${p}_total_mu);`);
      b.l(`t = ${p}_total;`);
      b.l(`pthread_mutex_unlock(&${p}_total_mu);`);
      b.l(`return t + atomic_load(&${p}_events) + ${p}_last_error;`);
    });
  }

  // ------------------------------------------------------------ helper templates

  private templates(): [number, () => void][] {
    const t: [number, () => void][] = [
      [3, () => this.tRingPush()],
      [3, () => this.tRingPop()],
      [3, () => this.tSlotUpdate()],
      [3, () => this.tEntryTouch()],
      [2, () => this.tChecksum()],
      [2, () => this.tCfgRead()],
      [1, () => this.tCfgWrite()],
      [2, () => this.tBuffer()],
      [2, () => this.tDispatch()],
      [2, () => this.tCounters()],
      [2, () => this.tAtomics()],
      [2, () => this.tCross()],
      [3, () => this.tScan()],
      [2, () => this.tTotal()],
      [1, () => this.tListPush()],
      [1, () => this.tListDrain()],
      [2, () => this.tStatsLocked()],
      [4, () => this.tCompute()],
      [4, () => this.tChain()],
      [1, () => this.tWait()],
      [1, () => this.tPublish()],
      [1, () => this.tReport()],
    ];
    if (this.m.hasRw) t.push([2, () => this.tTableGet()], [1, () => this.tTablePut()]);
    return t;
  }

  private tRingPush(): void {
    const { p, P, r } = this;
    const name = this.name(r.pick(['push', 'enqueue', 'put', 'append']));
    const [a, c] = this.vars();
    this.helper(name, 'sv', 'int', false, true);
    this.fn(`${this.storage(false)}int ${name}(struct ${p}_state *s, int v)`, (b) => {
      b.l('int pushed = 0;');
      b.l(`int ${a} = v, ${c} = ${r.int(1, 99)};`);
      b.blank();
      filler(b, r, a, c, r.int(1, 5));
      const [lock, unlock] = this.mu('s');
      b.l(lock);
      b.open(`while (s->count >= ${P}_RING && !s->ready) {`);
      b.l('pthread_cond_wait(&s->cv, &s->mu);');
      b.close();
      b.open(`if (s->count < ${P}_RING) {`);
      b.l(`s->ring[s->tail] = ${a};`);
      b.l(`s->tail = (s->tail + 1) % ${P}_RING;`);
      b.l('s->count++;');
      b.l('pushed = 1;');
      b.close();
      b.l(r.chance(0.5) ? 'pthread_cond_signal(&s->cv);' : 'pthread_cond_broadcast(&s->cv);');
      b.l(unlock);
      this.guard(b, this.mu('s'), () => b.l(`s->stats.bytes += sizeof(int) * (unsigned)pushed;`));
      b.l(`return pushed ? ${c} : -1;`);
    });
  }

  private tRingPop(): void {
    const { p, P, r } = this;
    const name = this.name(r.pick(['pop', 'take', 'dequeue', 'next']));
    const [a, c] = this.vars();
    this.helper(name, 'sv', 'int', false, true);
    this.fn(`${this.storage(false)}int ${name}(struct ${p}_state *s, int v)`, (b) => {
      b.l('int out = -1;');
      b.l(`int ${a} = v, ${c} = ${r.int(1, 99)};`);
      b.blank();
      if (this.race()) {
        b.l('if (s->count == 0)');
        b.l(`${this.ind[1]}return -1;`);
      }
      filler(b, r, a, c, r.int(0, 4));
      b.open('if (pthread_mutex_trylock(&s->mu) != 0) {');
      b.l('atomic_fetch_add(&s->ops, 1);');
      if (r.chance(0.3)) b.l('usleep(1);');
      b.l(`return v > 0 ? -v : ${a} ^ ${c};`);
      b.close();
      b.open(`if (s->count > 0 && s->head < ${P}_RING) {`);
      b.l('out = s->ring[s->head];');
      b.l('s->ring[s->head] = 0;');
      b.l(`s->head = (s->head + 1) % ${P}_RING;`);
      b.l('s->count--;');
      b.mid('} else if (s->count == 0 || !s->ready) {');
      b.l('s->stats.misses++;');
      b.close();
      b.l('pthread_mutex_unlock(&s->mu);');
      b.l(`return out + (${a} & ${c});`);
    });
  }

  private tSlotUpdate(): void {
    const { p, P, r } = this;
    const name = this.name(r.pick(['update', 'record', 'store', 'upsert']));
    const [a, c] = this.vars();
    this.helper(name, 'sv', 'void', false, true);
    this.fn(`${this.storage(false)}void ${name}(struct ${p}_state *s, int v)`, (b) => {
      b.l(`struct ${p}_entry *e;`);
      b.l('int i;');
      b.l(`int ${a} = v, ${c} = ${r.int(1, 99)};`);
      b.blank();
      filler(b, r, a, c, r.int(0, 4));
      const [lock, unlock] = this.mu('s');
      const racy = this.race();
      b.l(lock);
      b.open(`for (i = 0; i < ${P}_SLOTS; i++) {`);
      b.l('e = &s->slots[i];');
      b.l('if (e->key != v && e->key != 0)');
      b.l(`${this.ind[1]}continue;`);
      b.l('e->key = v;');
      b.l(`e->value += ${a};`);
      b.open(`switch (e->flags & 3u) {`);
      b.open('case 0:');
      b.l('e->pos.x++;');
      b.l('/* fall through */');
      b.dedent();
      b.open('case 1:');
      b.l(`e->pos.y += ${c};`);
      b.l('break;');
      b.dedent();
      b.open('case 2:');
      b.l('e->flags |= 4u;');
      b.l('break;');
      b.dedent();
      b.open('default:');
      b.l('e->flags = 0;');
      b.l('break;');
      b.dedent();
      b.close();
      b.l('break;');
      b.close();
      if (!racy) b.l(`s->stats.hits += i < ${P}_SLOTS;`);
      b.l(unlock);
      if (racy) b.l(`s->stats.hits += i < ${P}_SLOTS;`);
    });
  }

  private tEntryTouch(): void {
    const { p, r } = this;
    const name = this.name(r.pick(['touch', 'refresh', 'bump', 'mark'])) + (r.chance(0.5) ? '_locked' : '');
    const [a, c] = this.vars();
    this.helper(name, 'ev', 'int', true, false);
    this.fn(`static int ${name}(struct ${p}_entry *e, int v)`, (b) => {
      b.l(`int ${a} = v, ${c} = ${r.int(1, 99)};`);
      b.blank();
      filler(b, r, a, c, r.int(0, 4));
      b.l(`e->value = e->value * 2 + ${a};`);
      b.l(`e->pos.x = e->pos.x > ${c} ? e->pos.x - 1 : e->pos.x + 1;`);
      b.l('e->flags ^= (unsigned)v & 0xfu;');
      b.open('if (e->key == 0) {');
      b.l('e->key = v | 1;');
      b.l('snprintf(e->tag, sizeof e->tag, "k%d", v & 0xffff);');
      b.close();
      b.l(`return e->pos.x + e->pos.y + (int)(e->value & 0xff) + ${c};`);
    });
  }

  private tChecksum(): void {
    const { r } = this;
    const name = this.name(r.pick(['checksum', 'hash', 'digest', 'fold']));
    this.helper(name, 'pn', 'unsigned', true, false);
    this.fn(`static unsigned ${name}(const int *p, int n)`, (b) => {
      if (r.chance(0.5)) {
        b.l('const int *end = p + n;');
        b.l(`unsigned h = ${r.int(1, 1 << 30)}u;`);
        b.blank();
        b.open('while (p < end) {');
        b.l('h = (h ^ (unsigned)*p++) * 16777619u;');
        b.close();
      } else {
        b.l('unsigned h = 0;');
        b.l('int i;');
        b.blank();
        b.open('for (i = 0; i < n; i++) {');
        b.l(`h += (unsigned)p[i] * ${r.int(3, 97)}u;`);
        b.l('h ^= h >> 7;');
        b.close();
      }
      b.l('return h;');
    });
  }

  private tCfgRead(): void {
    const { p, r } = this;
    const name = this.name(r.pick(['limit', 'level', 'config', 'policy']));
    const [a, c] = this.vars();
    this.helper(name, 'v', 'int', false, false);
    this.fn(`${this.storage(false)}int ${name}(int v)`, (b) => {
      b.l('int lvl, lim;');
      b.l(`int ${a} = v, ${c} = ${r.int(1, 99)};`);
      b.blank();
      filler(b, r, a, c, r.int(0, 4));
      this.guard(b, this.rw(`${p}_cfg_rw`, false), () => {
        b.l(`lvl = ${p}_cfg.level;`);
        b.l(`lim = ${p}_cfg.limit;`);
        b.l(`if (v < ${p}_cfg.range.lo || v > ${p}_cfg.range.hi)`);
        b.l(`${this.ind[1]}lim = -lim;`);
      });
      b.l(`return (lvl > 0 && lim > 0) ? ${a} + lvl : ${c} - lim;`);
    });
  }

  private tCfgWrite(): void {
    const { p, r } = this;
    const name = this.name(r.pick(['configure', 'set_level', 'tune', 'reconfigure']));
    this.helper(name, 'v', 'void', false, false);
    this.fn(`${this.storage(false)}void ${name}(int v)`, (b) => {
      this.guard(b, this.rw(`${p}_cfg_rw`, true), () => {
        b.l(`${p}_cfg.level = v & 7;`);
        b.l(`${p}_cfg.range.hi += v > ${p}_cfg.range.hi ? 1 : 0;`);
        b.l(`if (${p}_cfg.limit < v)`);
        b.l(`${this.ind[1]}${p}_cfg.limit = v;`);
        b.l(`${p}_cfg.name[v & 15] = (char)('a' + (v & 7));`);
      });
    });
  }

  private tBuffer(): void {
    const { p, P, r } = this;
    const name = this.name(r.pick(['process', 'batch', 'fill', 'ingest']));
    const [a, c] = this.vars();
    this.helper(name, 'sv', 'int', false, true);
    this.fn(`${this.storage(false)}int ${name}(struct ${p}_state *s, int v)`, (b) => {
      b.l('int *buf = NULL;');
      b.l('int *q;');
      b.l(`int n = (v & ${r.pick([15, 31, 63])}) + 1;`);
      b.l('int k;');
      b.l('int rc = -1;');
      b.l(`int ${a} = v, ${c} = ${r.int(1, 99)};`);
      b.blank();
      filler(b, r, a, c, r.int(0, 4));
      b.l(`if (n <= 0 || ${a} == ${c})`);
      b.l(`${this.ind[1]}goto out;`);
      b.l('buf = malloc((size_t)n * sizeof *buf);');
      b.l('if (buf == NULL)');
      b.l(`${this.ind[1]}goto out;`);
      b.l('for (q = buf, k = 0; k < n; k++, q++)');
      b.l(`${this.ind[1]}*q = k * ${a} + ${c};`);
      this.guard(b, this.mu('s'), () => {
        b.l(`for (k = 0; k < n && k < ${P}_RING; k++)`);
        b.l(`${this.ind[1]}s->ring[(s->tail + k) % ${P}_RING] += buf[k];`);
        b.l('s->stats.bytes += (uint64_t)n * sizeof *buf;');
      });
      b.l('rc = buf[n - 1];');
      b.l('free(buf);');
      b.mid('out:');
      b.l('return rc;');
    });
  }

  private tDispatch(): void {
    const { p, P, r } = this;
    const name = this.name(r.pick(['dispatch', 'apply', 'run_ops', 'execute']));
    this.helper(name, 'sv', 'long', false, true);
    this.fn(`${this.storage(false)}long ${name}(struct ${p}_state *s, int v)`, (b) => {
      b.l('long acc = 0;');
      b.l('int op;');
      b.blank();
      const [lock, unlock] = this.mu('s');
      b.l(lock);
      b.open(`for (op = 0; op < ${r.int(2, 8)}; op++) {`);
      b.l(`${p}_handler_fn h = ${p}_handlers[(unsigned)(op + v) % ${P}_NHANDLERS];`);
      b.blank();
      b.l('acc += h(s, v + op);');
      b.close();
      b.l(unlock);
      b.l('return acc;');
    });
  }

  private tCounters(): void {
    const { p, P, r } = this;
    const name = this.name(r.pick(['count', 'tally', 'account', 'note']));
    this.helper(name, 'v', 'int', false, false);
    this.fn(`${this.storage(false)}int ${name}(int v)`, (b) => {
      b.l(`unsigned idx = (unsigned)v % ${P}_NCOUNTERS;`);
      b.l('int sum = 0;');
      b.l('int i;');
      b.blank();
      if (this.race()) b.l(`${p}_counters[idx] += v & ${hex(r.int(15, 255))};`);
      else b.l(`LOCKED(&${p}_counters_mu, ${p}_counters[idx] += v & ${hex(r.int(15, 255))});`);
      this.guard(b, this.mutex(`${p}_counters_mu`), () => {
        b.l(`for (i = 0; i < ${P}_NCOUNTERS; i++)`);
        b.l(`${this.ind[1]}sum += ${p}_counters[i];`);
      });
      b.l('return sum;');
    });
  }

  private tAtomics(): void {
    const { p, r } = this;
    const name = this.name(r.pick(['tick', 'observe', 'sample', 'pulse']));
    const [a, c] = this.vars();
    this.helper(name, 'sv', 'long', false, true);
    this.fn(`${this.storage(false)}long ${name}(struct ${p}_state *s, int v)`, (b) => {
      b.l('long prev;');
      b.l('int expected;');
      b.l(`int ${a} = v, ${c} = ${r.int(1, 99)};`);
      b.blank();
      filler(b, r, a, c, r.int(0, 3));
      b.l('prev = atomic_fetch_add(&s->ops, 1);');
      b.l(`atomic_fetch_add(&${p}_events, ${a} & 3);`);
      b.open('do {');
      b.l(`expected = atomic_load(&${p}_events);`);
      b.close(`} while (!atomic_compare_exchange_weak(&${p}_events, &expected, expected + ${c} % 3));`);
      this.guard(b, this.mu('s'), () => b.l('s->stats.misses += prev & 1;'));
      b.l('return prev + expected;');
    });
  }

  private tCross(): void {
    const { r } = this;
    const d = this.deps.length > 0 ? r.pick(this.deps).p : this.p;
    const d2 = this.deps.length > 0 ? r.pick(this.deps).p : this.p;
    const name = this.name(r.pick(['forward', 'relay', 'propagate', 'sync']));
    this.helper(name, 'v', 'int', false, true);
    this.fn(`${this.storage(false)}int ${name}(int v)`, (b) => {
      b.l('long t = 0;');
      b.l('int rc = 0;');
      b.blank();
      if (r.chance(0.7)) b.l(`${d}_submit(v);`);
      b.l(`rc += ${d}_query(&${d}_shared, v + ${r.int(1, 9)});`);
      this.guard(b, this.mutex(`${d}_total_mu`), () => {
        b.l(`${d}_total += v & ${hex(r.int(15, 255))};`);
        b.l(`t = ${d}_total;`);
      });
      b.l(`atomic_fetch_add(&${d}_events, 1);`);
      if (r.chance(0.5)) b.l(`t += ${d2}_read_total();`);
      b.l('return rc + (int)(t & 0xff);');
    });
  }

  private tScan(): void {
    const { p, P, r } = this;
    const name = this.name(r.pick(['find', 'lookup', 'search', 'locate']));
    const [a, c] = this.vars();
    this.helper(name, 'sv', 'int', false, true);
    this.fn(`${this.storage(false)}int ${name}(struct ${p}_state *s, int v)`, (b) => {
      b.l('int i = 0;');
      b.l('int found = -1;');
      b.l(`int ${a} = v, ${c} = ${r.int(1, 99)};`);
      b.blank();
      b.l('if (v < 0)');
      b.l(`${this.ind[1]}return -1;`);
      filler(b, r, a, c, r.int(0, 4));
      this.guard(b, this.mu('s'), () => {
        b.open('do {');
        b.l(`const struct ${p}_entry *e = &s->slots[i];`);
        b.blank();
        b.open(`if ((e->key == v && e->value > 0) || (e->flags & ${r.pick([8, 4, 1])}u) != 0) {`);
        b.l('found = i;');
        b.l('break;');
        b.close();
        b.l(`${a} += e->pos.x ? e->pos.x : ${c};`);
        b.close(`} while (++i < ${P}_SLOTS);`);
      });
      b.l(`return found >= 0 ? found : ${a} ^ ${c};`);
    });
  }

  private tTotal(): void {
    const { p, r } = this;
    const name = this.name(r.pick(['add_total', 'charge', 'credit', 'accumulate']));
    const [a, c] = this.vars();
    this.helper(name, 'v', 'void', false, false);
    this.fn(`${this.storage(false)}void ${name}(int v)`, (b) => {
      b.l(`int ${a} = v, ${c} = ${r.int(1, 99)};`);
      b.blank();
      filler(b, r, a, c, r.int(1, 5));
      this.guard(b, this.mutex(`${p}_total_mu`), () => b.l(`${p}_total += ${a} - ${c};`));
      if (r.chance(0.3)) b.l(`${p}_note_error(${c});`);
    });
  }

  private tListPush(): void {
    const { p, r } = this;
    const name = this.name(r.pick(['list_add', 'enlist', 'link', 'retain']));
    this.helper(name, 'sv', 'int', false, true);
    this.fn(`${this.storage(false)}int ${name}(struct ${p}_state *s, int v)`, (b) => {
      b.l(`struct ${p}_node *node = malloc(sizeof *node);`);
      b.blank();
      b.l('if (node == NULL)');
      b.l(`${this.ind[1]}return -1;`);
      b.l('node->val = v;');
      this.guard(b, this.mu('s'), () => {
        b.l('node->next = s->list;');
        b.l('s->list = node;');
      });
      b.l('return 0;');
    });
  }

  private tListDrain(): void {
    const { p, r } = this;
    const name = this.name(r.pick(['drain', 'reap', 'collect', 'flush']));
    this.helper(name, 'sv', 'long', false, true);
    this.fn(`${this.storage(false)}long ${name}(struct ${p}_state *s, int v)`, (b) => {
      b.l(`struct ${p}_node *head, *next;`);
      b.l('long sum = 0;');
      b.blank();
      this.guard(b, this.mu('s'), () => {
        b.l('head = s->list;');
        b.l('s->list = NULL;');
      });
      b.open('for (; head != NULL; head = next) {');
      b.l('next = head->next;');
      b.l('sum += (long)head->val * v;');
      b.l('free(head);');
      b.close();
      b.l('return sum;');
    });
  }

  private tStatsLocked(): void {
    const { p, P, r } = this;
    const name = this.name(r.pick(['account', 'stats', 'observe', 'settle'])) + '_locked';
    this.helper(name, 'sv', 'void', true, false);
    this.fn(`static void ${name}(struct ${p}_state *s, int v)`, (b) => {
      b.l('s->stats.hits += v > 0;');
      b.l('s->stats.misses += v <= 0;');
      b.l(`s->stats.avg = (s->stats.avg * ${r.int(3, 15)}.0 + v) / ${r.int(4, 16)}.0;`);
      b.l(`if (s->count > ${P}_RING / 2)`);
      b.l(`${this.ind[1]}s->ready = true;`);
    });
  }

  private tCompute(): void {
    const { r } = this;
    const name = this.name(r.pick(['calc', 'score', 'weight', 'estimate', 'normalize', 'scale']));
    const [a, c] = this.vars();
    this.helper(name, 'v', 'int', false, false);
    this.fn(`${this.storage(false)}int ${name}(int v)`, (b) => {
      b.l(`int ${a} = v, ${c} = ${r.int(1, 99)};`);
      b.blank();
      filler(b, r, a, c, r.int(4, 12));
      b.l(`return ${a} ^ ${c};`);
    });
  }

  private tChain(): void {
    const { p, r } = this;
    const callees = this.callees(r.int(2, 4));
    if (callees.length === 0) {
      this.tCompute();
      return;
    }
    const name = this.name(r.pick(['step', 'handle', 'service', 'cycle', 'round']));
    const [a, c] = this.vars();
    const takesMu = callees.some((f) => f.takesMu || f.locked);
    this.helper(name, 'sv', 'long', false, takesMu);
    this.fn(`${this.storage(false)}long ${name}(struct ${p}_state *s, int v)`, (b) => {
      b.l('long acc = 0;');
      b.l(`int ${a} = v, ${c} = ${r.int(1, 99)};`);
      b.blank();
      filler(b, r, a, c, r.int(0, 2));
      if (callees.every((f) => f.sig === 'v'))
        b.l(r.chance(0.5) ? 'UNUSED(s);' : 'acc += atomic_load(&s->ops);');
      for (const f of callees) {
        this.call(b, f, 's', r.pick(['v', a, c, `v + ${r.int(1, 9)}`, `${a} ^ ${c}`]), false);
      }
      filler(b, r, a, c, r.int(0, 2));
      b.l(`return acc + ${a} - ${c};`);
    });
  }

  private tWait(): void {
    const { p, r } = this;
    const name = this.name(r.pick(['await', 'wait_ready', 'block', 'settle_wait']));
    this.helper(name, 'sv', 'int', false, true);
    this.fn(`${this.storage(false)}int ${name}(struct ${p}_state *s, int v)`, (b) => {
      b.l('int got;');
      b.l('int spins = 0;');
      b.blank();
      const [lock, unlock] = this.mu('s');
      b.l(lock);
      b.open('while (!s->ready && s->count == 0) {');
      b.l('pthread_cond_wait(&s->cv, &s->mu);');
      b.l(`if (++spins > ${r.int(2, 20)})`);
      b.l(`${this.ind[1]}break;`);
      b.close();
      b.l('got = s->count > 0 ? s->ring[s->head] : v;');
      b.l(unlock);
      b.l('return got + spins;');
    });
  }

  private tPublish(): void {
    const { p, r } = this;
    const name = this.name(r.pick(['publish', 'wake', 'notify', 'signal_ready']));
    this.helper(name, 'sv', 'void', false, true);
    this.fn(`${this.storage(false)}void ${name}(struct ${p}_state *s, int v)`, (b) => {
      this.guard(b, this.mu('s'), () => {
        b.l('s->stats.hits += v != 0;');
        b.l('s->ready = true;');
        b.l('pthread_cond_broadcast(&s->cv);');
      });
    });
  }

  private tReport(): void {
    const { p, r } = this;
    const name = this.name(r.pick(['report', 'dump', 'log_stats', 'trace']));
    this.helper(name, 'sv', 'void', false, true);
    this.fn(`${this.storage(false)}void ${name}(struct ${p}_state *s, int v)`, (b) => {
      b.l('long hits, misses;');
      b.l('double avg;');
      b.blank();
      this.guard(b, this.mu('s'), () => {
        b.l('hits = s->stats.hits;');
        b.l('misses = s->stats.misses;');
        b.l('avg = s->stats.avg;');
      });
      b.l(`if (v == ${r.int(1000, 99999)} && (hits > 0 || misses > 0))`);
      b.l(`${this.ind[1]}printf("%s: hits=%ld misses=%ld avg=%.2f\\n", "${p}", hits, misses, avg);`);
      b.l(`else if (v < -${r.int(100000, 999999)})`);
      b.l(`${this.ind[1]}fprintf(stderr, "%s: bad value %d\\n", __func__, v);`);
    });
  }

  private tTableGet(): void {
    const { p, P, r } = this;
    const name = this.name(r.pick(['table_get', 'read_slot', 'peek_table', 'fetch']));
    this.helper(name, 'sv', 'int', false, false);
    this.fn(`${this.storage(false)}int ${name}(struct ${p}_state *s, int v)`, (b) => {
      b.l('int val;');
      b.l('unsigned ver;');
      b.blank();
      this.guard(b, this.rw('s->rw', false), () => {
        b.l(`val = s->table[(unsigned)v % ${P}_TABLE];`);
        b.l('ver = s->version;');
      });
      b.l('return val + (int)ver;');
    });
  }

  private tTablePut(): void {
    const { p, P, r } = this;
    const name = this.name(r.pick(['table_put', 'write_slot', 'install', 'assign']));
    this.helper(name, 'sv', 'void', false, false);
    this.fn(`${this.storage(false)}void ${name}(struct ${p}_state *s, int v)`, (b) => {
      this.guard(b, this.rw('s->rw', true), () => {
        b.l(`s->table[(unsigned)v % ${P}_TABLE] = v;`);
        b.l('s->version++;');
      });
    });
  }

  // ------------------------------------------------------------ thread entries

  private workers(): void {
    const n = this.m.threadsPer.length;
    // Every helper nobody has called yet goes to some worker, so all are reachable from a thread.
    const lists: Callable[][] = [];
    for (let k = 0; k < n; k++) lists.push([]);
    let k = 0;
    for (const h of this.helpers) {
      if (!h.called) {
        lists[k % n].push(h);
        k++;
      }
    }
    for (let w = 0; w < n; w++) {
      for (const h of this.callees(this.r.int(2, 4))) if (!lists[w].includes(h)) lists[w].push(h);
      this.worker(w, lists[w]);
    }
  }

  private worker(k: number, callees: Callable[]): void {
    const { p, P, r } = this;
    const [x, y] = this.vars();
    const perCase = r.int(1, 3);
    const nCases = Math.max(1, Math.ceil(callees.length / perCase));
    const args = ['i', `i + ${x}`, `${y} - i`, 'a->id', '(int)(acc & 0xff)', `${x} ^ i`];
    this.fn(`void *${p}_worker_${k}(void *arg)`, (b) => {
      b.l(`struct ${p}_arg *a = (struct ${p}_arg *)arg;`);
      b.l(`struct ${p}_state *s = a->st != NULL ? a->st : &${p}_shared;`);
      b.l('long acc = 0;');
      b.l('int i;');
      b.l('int r = 0;');
      b.l(`int ${x} = a->id, ${y} = ${r.int(8, 64)};`);
      b.blank();
      b.open('if (a->iters <= 0) {');
      b.l('a->result = -1;');
      b.l('return NULL;');
      b.close();
      b.l(`${p}_tls_depth = a->id;`);
      b.open('for (i = 0; i < a->iters; i++) {');
      b.open(`switch ((i + a->id) % ${nCases + 1}) {`);
      for (let c = 0; c < nCases; c++) {
        b.open(`case ${c}:`);
        for (const f of callees.slice(c * perCase, (c + 1) * perCase))
          this.call(b, f, 's', r.pick(args), false);
        if (c < nCases - 1 && r.chance(0.2)) b.l('/* fall through */');
        else b.l('break;');
        b.dedent();
      }
      b.open('default:');
      if (this.deps.length > 0 && r.chance(0.7)) {
        const d = r.pick(this.deps).p;
        b.l(r.chance(0.5) ? `acc += ${d}_query(&${d}_shared, i);` : `${d}_submit(i + ${x});`);
      } else {
        b.l(`acc += ${p}_query(s, i);`);
      }
      b.l('break;');
      b.dedent();
      b.close();
      filler(b, r, x, y, r.int(1, 3), 1);
      b.open(`if (acc > ${r.int(1, 9)}000000L && (i & 7) == 7) {`);
      b.l('goto done;');
      b.close();
      b.close();
      // Opportunistic update: trylock with a backoff branch.
      b.open('if (pthread_mutex_trylock(&s->mu) == 0) {');
      b.l('s->stats.misses += acc & 1;');
      b.l('pthread_mutex_unlock(&s->mu);');
      b.mid('} else {');
      b.l('atomic_fetch_add(&s->ops, 1);');
      if (r.chance(0.5)) b.l('usleep(10);');
      b.close();
      // Condition-variable wait loop.
      const [lock, unlock] = this.mu('s');
      b.l(lock);
      b.open('while (!s->ready && s->count == 0)');
      b.l('pthread_cond_wait(&s->cv, &s->mu);');
      b.dedent();
      b.l('acc += s->count;');
      b.l(unlock);
      // Readers of the module configuration or the state's table.
      if (this.m.hasRw && r.chance(0.6)) {
        this.guard(b, this.rw('s->rw', false), () => b.l(`acc += s->table[(unsigned)${x} % ${P}_TABLE];`));
      } else {
        this.guard(b, this.rw(`${p}_cfg_rw`, false), () => b.l(`acc += ${p}_cfg.limit;`));
      }
      // A drain loop over the ring.
      b.open('do {');
      b.l(`r = ${x} & 7;`);
      this.guard(b, this.mu('s'), () => b.l(`acc += s->ring[(unsigned)r % ${P}_RING];`));
      b.close(`} while (--${y} > 0 && r != 3);`);
      b.l(`atomic_fetch_add(&${p}_events, 1);`);
      b.mid('done:');
      b.l(`a->result = acc + ${x} + ${y} + r;`);
      b.l('return NULL;');
    });
  }
}

// ---------------------------------------------------------------- headers and main

function headerText(m: ModPlan): string[] {
  const { p, P } = m;
  const i1 = m.indent;
  const o: string[] = [];
  o.push(`/* ${p}.h - generated by bench/generate.ts; do not edit. */`);
  o.push(`#ifndef ${P}_H`, `#define ${P}_H`, '');
  o.push('#include <pthread.h>', '#include <stdatomic.h>', '#include <stdbool.h>', '#include <stdint.h>', '');
  o.push(`#define ${P}_RING ${m.ring}`);
  o.push(`#define ${P}_SLOTS ${m.slots}`);
  o.push(`#define ${P}_NCOUNTERS ${m.ncounters}`);
  o.push(`#define ${P}_NHANDLERS 4`);
  if (m.hasRw) o.push(`#define ${P}_TABLE ${m.table}`);
  o.push(`#define ${P}_IDX(i) ((unsigned)(i) % ${P}_SLOTS)`, '');
  const struct = (name: string, fields: string[]): void => {
    o.push(`struct ${p}_${name} {`);
    for (const f of fields) o.push(i1 + f);
    o.push('};', '');
  };
  struct('point', ['int x;', 'int y;']);
  struct('entry', ['int key;', 'long value;', 'unsigned flags;', `struct ${p}_point pos;`, 'char tag[16];']);
  struct('stats', ['long hits;', 'long misses;', 'uint64_t bytes;', 'double avg;']);
  struct('node', ['int val;', `struct ${p}_node *next;`]);
  o.push(`struct ${p}_config {`);
  o.push(`${i1}int level;`, `${i1}int limit;`, `${i1}char name[32];`);
  o.push(`${i1}struct {`, `${i1}${i1}int lo;`, `${i1}${i1}int hi;`, `${i1}} range;`);
  o.push('};', '');
  const state = ['pthread_mutex_t mu;', 'pthread_cond_t cv;'];
  if (m.hasRw) state.push('pthread_rwlock_t rw;');
  state.push('int count;', 'int head;', 'int tail;', 'int limit;', 'bool ready;');
  state.push(`int ring[${P}_RING];`, `struct ${p}_entry slots[${P}_SLOTS];`, `struct ${p}_stats stats;`);
  state.push(`struct ${p}_node *list;`);
  if (m.hasRw) state.push(`int table[${P}_TABLE];`, 'unsigned version;');
  state.push('_Atomic long ops;');
  struct('state', state);
  struct('arg', ['int id;', 'int iters;', `struct ${p}_state *st;`, 'long result;']);
  o.push(`typedef int (*${p}_handler_fn)(struct ${p}_state *s, int v);`, '');
  o.push(`extern struct ${p}_state ${p}_shared;`);
  o.push(`extern long ${p}_total;`);
  o.push(`extern pthread_mutex_t ${p}_total_mu;`);
  o.push(`extern _Atomic int ${p}_events;`, '');
  o.push(`void ${p}_init(void);`);
  o.push(`struct ${p}_state *${p}_state_new(int limit);`);
  o.push(`void ${p}_state_free(struct ${p}_state *s);`);
  o.push(`void ${p}_submit(int v);`);
  o.push(`int ${p}_query(struct ${p}_state *s, int key);`);
  o.push(`long ${p}_read_total(void);`);
  for (let k = 0; k < m.threadsPer.length; k++) o.push(`void *${p}_worker_${k}(void *arg);`);
  o.push('', `#endif /* ${P}_H */`);
  return o;
}

function mainText(plans: ModPlan[]): { lines: string[]; functions: number } {
  const i1 = plans[0].indent;
  const o: string[] = ['/* main.c - generated by bench/generate.ts; do not edit. */', '', ...INCLUDES, ''];
  for (const m of plans) o.push(`#include "${m.p}.h"`);
  o.push(
    '',
    MACROS[0],
    '#define ARRAY_SIZE(a) (sizeof(a) / sizeof((a)[0]))',
    '#define DEFAULT_ITERS 1000',
    '',
  );
  let functions = 0;
  for (const m of plans) {
    const { p } = m;
    const n = m.threadsPer.reduce((s, x) => s + x, 0);
    o.push(`static pthread_t ${p}_tids[${n}];`);
    o.push(`static struct ${p}_arg ${p}_args[${n}];`);
    o.push(`static struct ${p}_state *${p}_heap;`, '');
    o.push(`static void start_${p}(int iters)`, '{', `${i1}int i;`, '');
    o.push(`${i1}${p}_init();`);
    o.push(`${i1}${p}_heap = ${p}_state_new(iters);`);
    let lo = 0;
    m.threadsPer.forEach((t, k) => {
      const st = m.heapFor[k] ? `${p}_heap` : `&${p}_shared`;
      o.push(`${i1}for (i = ${lo}; i < ${lo + t}; i++) {`);
      o.push(`${i1}${i1}${p}_args[i] = (struct ${p}_arg){ .id = i, .iters = iters, .st = ${st} };`);
      o.push(`${i1}${i1}CHECK(pthread_create(&${p}_tids[i], NULL, ${p}_worker_${k}, &${p}_args[i]) == 0);`);
      o.push(`${i1}}`);
      lo += t;
    });
    o.push('}', '');
    o.push(`static long join_${p}(void)`, '{', `${i1}long sum = 0;`, `${i1}unsigned i;`, '');
    o.push(`${i1}for (i = 0; i < ARRAY_SIZE(${p}_tids); i++) {`);
    o.push(`${i1}${i1}CHECK(pthread_join(${p}_tids[i], NULL) == 0);`);
    o.push(`${i1}${i1}sum += ${p}_args[i].result;`);
    o.push(`${i1}}`);
    o.push(`${i1}sum += ${p}_read_total() + ${p}_query(&${p}_shared, 0);`);
    o.push(`${i1}${p}_state_free(${p}_heap);`);
    o.push(`${i1}return sum;`, '}', '');
    functions += 2;
  }
  o.push('int main(int argc, char **argv)', '{');
  o.push(`${i1}int iters = argc > 1 ? atoi(argv[1]) : DEFAULT_ITERS;`);
  o.push(`${i1}long ncpu = sysconf(_SC_NPROCESSORS_ONLN);`);
  o.push(`${i1}long total = 0;`, '');
  o.push(`${i1}if (iters <= 0)`, `${i1}${i1}iters = DEFAULT_ITERS;`);
  for (const m of plans) o.push(`${i1}start_${m.p}(iters);`);
  for (const m of plans) o.push(`${i1}total += join_${m.p}();`);
  o.push(`${i1}printf("cpus=%ld total=%ld\\n", ncpu, total);`);
  o.push(`${i1}return total == 42 ? EXIT_FAILURE : EXIT_SUCCESS;`, '}');
  functions++;
  return { lines: o, functions };
}

// ---------------------------------------------------------------- driver

function toText(lines: string[]): string {
  return lines.join('\n') + '\n';
}

/**
 * Yields the files one at a time (headers, modules, main.c last) so a caller can write them out
 * without holding the whole program; returns the stats.
 */
export function* generateFiles(opts: GenerateOptions): Generator<GeneratedFile, GenerateStats, undefined> {
  const want = Math.max(1, Math.floor(opts.lines));
  const seed = (opts.seed ?? 1) >>> 0;
  const per = Math.max(200, Math.floor(opts.filesOfLines ?? 3000));
  // Per module, besides its .c file: a ~95-line header and ~45 lines of main.c. A module cannot be
  // much smaller than ~500 lines in all (fixed core plus workers).
  const nMod = Math.max(1, Math.min(Math.round(want / (per + 140)), Math.floor(want / 500)));
  const plans = makePlans(nMod, seed);
  const stats: GenerateStats = {
    lines: 0,
    bytes: 0,
    functions: 0,
    threads: 0,
    locks: 0,
    modules: nMod,
    files: 0,
    guardedSites: 0,
    unprotectedSites: 0,
  };
  const emit = (path: string, lines: string[]): GeneratedFile => {
    const text = toText(lines);
    stats.lines += lines.length;
    stats.bytes += text.length;
    stats.files++;
    return { path, text };
  };
  for (const m of plans) {
    stats.threads += m.threadsPer.reduce((s, x) => s + x, 0);
    // total_mu, counters_mu, cfg_rw; mu (+ rw) in the shared state and in the heap state
    stats.locks += 3 + 2 * (m.hasRw ? 2 : 1);
  }
  const main = mainText(plans);
  let remaining = want - main.lines.length;
  for (const m of plans) {
    const h = headerText(m);
    remaining -= h.length;
    yield emit(`include/${m.p}.h`, h);
  }
  for (let i = 0; i < nMod; i++) {
    const target = Math.round(remaining / (nMod - i));
    const mod = new ModuleGen(plans[i], plans).generate(target);
    remaining -= mod.lines.length;
    stats.functions += mod.functions;
    stats.guardedSites += mod.guarded;
    stats.unprotectedSites += mod.racy;
    yield emit(`src/${plans[i].p}.c`, mod.lines);
  }
  stats.functions += main.functions;
  yield emit('src/main.c', main.lines);
  return stats;
}

export function generateProgram(opts: GenerateOptions): GeneratedProgram {
  const files: GeneratedFile[] = [];
  const it = generateFiles(opts);
  for (;;) {
    const step = it.next();
    if (step.done) return { files, stats: step.value };
    files.push(step.value);
  }
}

/** `10k`, `1.5m`, `100000` → a line count. */
export function parseSize(s: string): number {
  const m = /^(\d+(?:\.\d+)?)([kKmM]?)$/.exec(s.trim());
  if (!m) throw new Error(`bad size '${s}' (expected e.g. 10k, 1m, 25000)`);
  const mult = m[2] === '' ? 1 : m[2].toLowerCase() === 'k' ? 1e3 : 1e6;
  return Math.round(Number(m[1]) * mult);
}

/** Writes the program under `dir` (created); returns the stats. */
export function writeProgram(dir: string, opts: GenerateOptions): GenerateStats {
  const it = generateFiles(opts);
  for (;;) {
    const step = it.next();
    if (step.done) return step.value;
    const path = join(dir, step.value.path);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, step.value.text);
  }
}

function cli(argv: string[]): void {
  let lines: number | undefined;
  let out: string | undefined;
  let seed: number | undefined;
  let filesOfLines: number | undefined;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const val = (): string => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${a} needs a value`);
      return v;
    };
    if (a === '--lines') lines = parseSize(val());
    else if (a === '--out') out = val();
    else if (a === '--seed') seed = Number(val());
    else if (a === '--files-of-lines') filesOfLines = parseSize(val());
    else throw new Error(`unknown argument '${a}'`);
  }
  if (lines === undefined || out === undefined) {
    throw new Error(
      'usage: node --import tsx bench/generate.ts --lines N --out DIR [--seed N] [--files-of-lines N]',
    );
  }
  const t0 = performance.now();
  const stats = writeProgram(resolve(out), { lines, seed, filesOfLines });
  const secs = (performance.now() - t0) / 1000;
  process.stdout.write(
    `${JSON.stringify({ out: resolve(out), seconds: Number(secs.toFixed(3)), ...stats })}\n`,
  );
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  try {
    cli(process.argv.slice(2));
  } catch (e) {
    process.stderr.write(`generate: ${(e as Error).message}\n`);
    process.exit(2);
  }
}
