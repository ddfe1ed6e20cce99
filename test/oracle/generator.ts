/**
 * A seeded generator of small concurrent C programs for the oracles (test/oracle/README in
 * docs/oracle.md). Deterministic from the seed; every loop is small and finite. The programs
 * are built as a statement tree (so a failing one can be shrunk by dropping statements) and
 * rendered either for Lockstep / the reference interpreter or for gcc + ThreadSanitizer (where
 * `__VERIFIER_atomic_*` bodies get a global lock, on the same lines).
 *
 * The generator does NOT restrict itself to what Lockstep handles: every feature below is drawn
 * independently, racy and race-free variants alike.
 */

export const FEATURES = [
  'heap', // a struct on the heap, reached through a global pointer or the thread argument
  'arrays', // array elements, constant and per-instance indices
  'structs', // struct fields
  'mutex', // pthread mutexes by address
  'mutexPtr', // mutexes through pointers (chosen at run time)
  'trylock',
  'rwlock',
  'condvar',
  'barrier',
  'atomics', // C11 <stdatomic.h> with memory orders and __atomic builtins, seq_cst/acq/rel
  'relaxed', // relaxed atomics (a publication through them does not order plain data)
  'spawnLoop', // create and join in loops, not every instance joined
  'detach',
  'earlyReturn', // main returns (maybe nondeterministically) before joining
  'exit', // exit() in main or a thread
  'nondet', // __VERIFIER_nondet_int() in conditions, loop bounds and array indices; branches on shared data
  'helpers', // helper functions with pointer parameters
  'fnPtr', // function pointers: helpers and thread entries
  'verifierAtomic', // __VERIFIER_atomic_* functions and __VERIFIER_atomic_begin/end
  'spin', // threads that spin on a flag
  // drawn from a second stream (LATE): a program that draws neither is the one its seed gave before them
  'stack', // frame-local objects: main's locals handed to threads, a thread's own locals, a helper's
  'timedWait', // pthread_cond_timedwait, with code that branches on ETIMEDOUT
] as const;

export type Feature = (typeof FEATURES)[number];

/** Features added after the CI seeds were chosen: drawn from their own PRNG stream (see generate). */
const LATE: ReadonlySet<Feature> = new Set<Feature>(['stack', 'timedWait']);

export interface GenOptions {
  /** Features that may be drawn (default: all). Each program draws a random subset of them. */
  features?: readonly Feature[];
  /** Force these features on in every program. */
  force?: readonly Feature[];
}

type Stmt = { text: string; keep?: boolean } | { head: string; body: Stmt[]; keep?: boolean };

interface Func {
  /** The line that opens the function, without the brace. */
  sig: string;
  /** Statements that must stay (declarations). */
  body: Stmt[];
  /** `__VERIFIER_atomic_*`: a global lock around the body in the TSan rendering. */
  atomic?: boolean;
}

export interface GenProgram {
  seed: number;
  features: Feature[];
  globals: string[];
  funcs: Func[];
}

// ---------------------------------------------------------------- PRNG

/** mulberry32: small, fast, good enough for drawing program shapes. */
class Rng {
  private s: number;
  constructor(seed: number) {
    this.s = seed >>> 0 || 0x9e3779b9;
  }
  next(): number {
    this.s = (this.s + 0x6d2b79f5) >>> 0;
    let t = this.s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(xs: readonly T[]): T {
    return xs[Math.floor(this.next() * xs.length)] as T;
  }
}

// ---------------------------------------------------------------- building blocks

const s = (text: string, keep = false): Stmt => (keep ? { text, keep } : { text });
const block = (head: string, body: Stmt[], keep = false): Stmt =>
  keep ? { head, body, keep } : { head, body };

const SEQ_ORDERS = ['memory_order_seq_cst', 'memory_order_release', 'memory_order_acquire'];

interface Ctx {
  rng: Rng;
  on: Set<Feature>;
  /** Shared int lvalues usable in any thread. */
  locations: string[];
  globals: string[];
  helpers: Func[];
  /** Functions that need to exist once (by name). */
  made: Set<string>;
  /** The thread argument's declaration (`struct S *p` or `int *q`): also in scope in main. */
  argDecl: string;
}

/**
 * The frame-local objects the `stack` feature declares (main's `loc`, `slots`, `ls`, `lsa`, `gloc`; a
 * thread's `own`; a spawning helper's `hv`, `hva`): an access to one cannot move into another
 * function (an `__VERIFIER_atomic_*` helper).
 */
const FRAME_LOCAL = /\b(own|loc|slots|ls|lsa|gloc|hv|hva)\b/;

function mentionsFrameLocal(stmts: readonly Stmt[]): boolean {
  return stmts.some((st) => ('text' in st ? FRAME_LOCAL.test(st.text) : mentionsFrameLocal(st.body)));
}

function has(cx: Ctx, f: Feature): boolean {
  return cx.on.has(f);
}

function location(cx: Ctx): string {
  return cx.rng.pick(cx.locations);
}

/** One plain access to a shared location. */
function access(cx: Ctx, loc = location(cx)): Stmt {
  switch (cx.rng.int(0, 3)) {
    case 0:
      return s(`sink += ${loc};`);
    case 1:
      return s(`${loc} = ${cx.rng.int(1, 9)};`);
    case 2:
      // (*q)++, not *q++ (which moves the pointer past its object)
      return s(`${loc.startsWith('*') ? `(${loc})` : loc}++;`);
    default:
      return s(`${loc} = ${loc} + sink;`);
  }
}

function ensureHelper(cx: Ctx, name: string, fn: () => Func): void {
  if (cx.made.has(name)) return;
  cx.made.add(name);
  cx.helpers.push(fn());
}

/** A critical section around some accesses, in one of several lock styles. */
function critical(cx: Ctx, inner: Stmt[]): Stmt[] {
  const styles: string[] = [];
  if (has(cx, 'mutex')) styles.push('mutex');
  if (has(cx, 'mutexPtr')) styles.push('ptr', 'ptrLocal');
  if (has(cx, 'trylock')) styles.push('trylock');
  if (has(cx, 'rwlock')) styles.push('rw');
  if (has(cx, 'verifierAtomic')) styles.push('section', ...(mentionsFrameLocal(inner) ? [] : ['atomicFn']));
  if (styles.length === 0) return inner;
  const lock = cx.rng.pick(['m0', 'm1']);
  switch (cx.rng.pick(styles)) {
    case 'mutex':
      return [s(`pthread_mutex_lock(&${lock});`), ...inner, s(`pthread_mutex_unlock(&${lock});`)];
    case 'ptr':
      // mp is set once by main, to m0 or m1 (maybe nondeterministically)
      return [s('pthread_mutex_lock(mp);'), ...inner, s('pthread_mutex_unlock(mp);')];
    case 'ptrLocal':
      return [
        block('', [
          s(`pthread_mutex_t *lk = &${lock};`, true),
          s('pthread_mutex_lock(lk);'),
          ...inner,
          s('pthread_mutex_unlock(lk);'),
        ]),
      ];
    case 'trylock':
      return [
        block(`if (pthread_mutex_trylock(&${lock}) == 0)`, [...inner, s(`pthread_mutex_unlock(&${lock});`)]),
      ];
    case 'rw': {
      // a read lock around writes is a deliberate possibility: readers do not exclude each other
      const mode = cx.rng.pick(['rdlock', 'wrlock', 'wrlock']);
      return [s(`pthread_rwlock_${mode}(&rw);`), ...inner, s('pthread_rwlock_unlock(&rw);')];
    }
    case 'section':
      return [s('__VERIFIER_atomic_begin();'), ...inner, s('__VERIFIER_atomic_end();')];
    default: {
      const name = `__VERIFIER_atomic_op${cx.made.size}`;
      cx.made.add(name);
      // the body may use the thread's argument: pass it on
      const argName = cx.argDecl.slice(-1);
      cx.helpers.push({
        sig: `void ${name}(${cx.argDecl})`,
        body: [s('int sink = 0;', true), ...inner, s(`(void)${argName};`, true)],
        atomic: true,
      });
      return [s(`${name}(${argName});`)];
    }
  }
}

/** An atomic operation on the shared atomics. */
function atomicOp(cx: Ctx): Stmt {
  const relaxed = has(cx, 'relaxed') && cx.rng.chance(0.5);
  const order = relaxed ? 'memory_order_relaxed' : cx.rng.pick(SEQ_ORDERS);
  const builtin = relaxed ? '__ATOMIC_RELAXED' : cx.rng.pick(['__ATOMIC_SEQ_CST', '__ATOMIC_ACQ_REL']);
  switch (cx.rng.int(0, 5)) {
    case 0:
      return s(`atomic_fetch_add_explicit(&ai, 1, ${order});`);
    case 1:
      return s(
        `sink += atomic_load_explicit(&ai, ${order === 'memory_order_release' ? 'memory_order_acquire' : order});`,
      );
    case 2:
      return s(`atomic_fetch_add(&ai, 2);`);
    case 3:
      return s(`__atomic_fetch_add(&bi, 1, ${builtin});`);
    case 4:
      return s(
        `sink += __atomic_load_n(&bi, ${builtin === '__ATOMIC_ACQ_REL' ? '__ATOMIC_ACQUIRE' : builtin});`,
      );
    default:
      // a plain access to a variable others use atomically: a race unless ordered
      return s(cx.rng.pick(['bi = 3;', 'sink += bi;']));
  }
}

function ensureBump(cx: Ctx): void {
  ensureHelper(cx, 'bump', () => ({
    sig: 'void bump(int *p, int by)',
    body: [s('*p = *p + by;')],
  }));
}

/** A helper call: the helper touches the shared location through its pointer parameter. */
function helperCall(cx: Ctx): Stmt[] {
  ensureBump(cx);
  const loc = location(cx);
  if (has(cx, 'fnPtr') && cx.rng.chance(0.5)) {
    ensureHelper(cx, 'peek', () => ({
      sig: 'void peek(int *p, int by)',
      body: [s('int v = *p + by;', true), s('(void)v;', true)],
    }));
    return [
      block('', [
        s(`void (*op)(int *, int) = ${cx.rng.pick(['bump', 'peek'])};`, true),
        s(`op(&${loc}, 1);`, true),
      ]),
    ];
  }
  if (has(cx, 'mutex') && cx.rng.chance(0.4)) {
    ensureHelper(cx, 'locked_bump', () => ({
      sig: 'void locked_bump(pthread_mutex_t *m, int *p)',
      body: [s('pthread_mutex_lock(m);'), s('*p += 1;'), s('pthread_mutex_unlock(m);')],
    }));
    return [s(`locked_bump(&${cx.rng.pick(['m0', 'm1'])}, &${loc});`)];
  }
  return [s(`bump(&${loc}, ${cx.rng.int(1, 3)});`)];
}

/** One random statement for a thread body (recursive, depth-limited). */
function statement(cx: Ctx, depth: number): Stmt[] {
  const kinds: string[] = ['access', 'access', 'critical'];
  if (has(cx, 'atomics')) kinds.push('atomic');
  if (has(cx, 'helpers')) kinds.push('helper');
  if (has(cx, 'nondet') && depth < 2) kinds.push('nondetIf', 'dataIf', 'inputTests');
  if (has(cx, 'nondet') && has(cx, 'arrays')) kinds.push('inputIndex');
  if (depth < 1) kinds.push('loop');
  if (has(cx, 'exit') && cx.rng.chance(0.15)) kinds.push('exit');
  if (has(cx, 'stack')) kinds.push('argHelper');
  if (has(cx, 'timedWait')) kinds.push('timedIdle');
  switch (cx.rng.pick(kinds)) {
    case 'argHelper':
      return [argHelperCall(cx)];
    case 'timedIdle':
      return timedIdle(cx);
    case 'critical':
      return critical(cx, [access(cx), ...(cx.rng.chance(0.3) ? [access(cx)] : [])]);
    case 'atomic':
      return [atomicOp(cx)];
    case 'helper':
      return helperCall(cx);
    case 'nondetIf':
      return [block('if (__VERIFIER_nondet_int())', body(cx, depth + 1, 1, 2))];
    case 'dataIf':
      // A branch on shared data: what a store elsewhere wrote decides what runs.
      return [block(`if (${location(cx)} > ${cx.rng.int(0, 2)})`, body(cx, depth + 1, 1, 2))];
    case 'inputIndex':
      // A store at an index read from input (in bounds): its element is known only at run time.
      return [
        block('', [
          s('int k = __VERIFIER_nondet_int();'),
          block('if (k >= 0 && k < 3)', [s(`arr[k] = ${cx.rng.int(1, 9)};`)]),
        ]),
      ];
    case 'inputTests':
      return inputTests(cx, depth);
    case 'loop':
      return [block(`for (int i = 0; i < ${cx.rng.int(1, 2)}; i++)`, body(cx, depth + 1, 1, 2))];
    case 'exit':
      return [block('if (__VERIFIER_nondet_int() == 1)', [s('exit(0);')])];
    default:
      return [access(cx)];
  }
}

/**
 * One input tested twice, maybe the second time through a copy: only executions whose branches
 * agree exist (`ki < 1` then `ki >= 2` never runs its body). The tests are chosen so that a
 * conjunction of them holds for some integer exactly when it holds for one of the reference's
 * input values {-1, 0, 1, 2, 3}: bounds within 0..3 and no `!=` or `>`.
 */
function inputTests(cx: Ctx, depth: number): Stmt[] {
  const test = (v: string) => `${v} ${cx.rng.pick(['<', '<=', '==', '>='])} ${cx.rng.int(0, 3)}`;
  const copy = cx.rng.chance(0.3);
  return [
    block('', [
      s('int ki = __VERIFIER_nondet_int();'),
      ...(copy ? [s('int kc = ki;')] : []),
      block(`if (${test('ki')})`, [block(`if (${test(copy ? 'kc' : 'ki')})`, body(cx, depth + 1, 1, 2))]),
    ]),
  ];
}

/** The thread's argument itself handed to a helper that writes through it (`stack`: it may point into a frame). */
function argHelperCall(cx: Ctx): Stmt {
  ensureBump(cx);
  const target = cx.argDecl.endsWith('q') ? 'q' : `&p->${cx.rng.pick(['a', 'b'])}`;
  return s(`bump(${target}, ${cx.rng.int(1, 3)});`);
}

/**
 * The waiting thread's deadline: a constant global (set before any thread runs, so its
 * initialisation is no step to interleave) or, less often, a local set field by field. 1970: run,
 * the wait times out at once (TSan never waits for a signal that does not come); Lockstep and the
 * reference read no clock, both outcomes are theirs.
 */
function deadline(cx: Ctx): { decls: Stmt[]; ref: string } {
  if (cx.rng.chance(0.75)) {
    if (!cx.made.has('deadline')) {
      cx.made.add('deadline');
      cx.globals.push('const struct timespec deadline = { 1, 0 };');
    }
    return { decls: [], ref: '&deadline' };
  }
  return {
    decls: [s('struct timespec ts;', true), s('ts.tv_sec = 1;', true), s('ts.tv_nsec = 0;', true)],
    ref: '&ts',
  };
}

/**
 * A timed wait on `cv` that nobody need signal (`timedWait`): the lock is held again after it,
 * timed out or not; what follows depends on the outcome, with the lock held or after it. Half the
 * time on `tw`, which only such code touches (under `cm` or not).
 */
function timedIdle(cx: Ctx): Stmt[] {
  const test = cx.rng.pick(['== ETIMEDOUT', '!= 0', '== 0']);
  const branch = block(`if (rc ${test})`, [access(cx, cx.rng.chance(0.5) ? 'tw' : location(cx))]);
  const withLock = cx.rng.chance(0.6);
  const { decls, ref } = deadline(cx);
  return [
    block('', [
      ...decls,
      s('int rc = 0;', true),
      s('pthread_mutex_lock(&cm);', true),
      s(`rc = pthread_cond_timedwait(&cv, &cm, ${ref});`),
      ...(withLock ? [branch] : []),
      s('pthread_mutex_unlock(&cm);', true),
      ...(withLock ? [] : [branch]),
    ]),
  ];
}

function body(cx: Ctx, depth: number, lo: number, hi: number): Stmt[] {
  const out: Stmt[] = [];
  const n = cx.rng.int(lo, hi);
  for (let i = 0; i < n; i++) out.push(...statement(cx, depth));
  return out;
}

// ---------------------------------------------------------------- patterns over two threads

interface Roles {
  first: Stmt[];
  second: Stmt[];
}

/** Synchronisation between two parties: condvar, flag publication, spin. */
function handoff(cx: Ctx): Roles | undefined {
  const kinds: string[] = [];
  if (has(cx, 'condvar')) kinds.push('condvar');
  if (has(cx, 'atomics')) kinds.push('publish');
  if (has(cx, 'spin')) kinds.push('spin');
  // a timed wait in place of the plain one, or of the other hand-offs (some plain waits stay)
  if (has(cx, 'timedWait') && !(has(cx, 'condvar') && cx.rng.chance(0.3)))
    kinds.splice(0, kinds.length, 'timed');
  if (kinds.length === 0) return undefined;
  const data = location(cx);
  switch (cx.rng.pick(kinds)) {
    case 'timed':
      return timedHandoff(cx, data);
    case 'condvar': {
      const guarded = cx.rng.chance(0.8);
      return {
        first: signalReady(cx, data),
        second: [
          s('pthread_mutex_lock(&cm);'),
          guarded
            ? block('while (!ready)', [s('pthread_cond_wait(&cv, &cm);')])
            : block('if (!ready)', [s('pthread_cond_wait(&cv, &cm);')]),
          s('pthread_mutex_unlock(&cm);'),
          access(cx, data),
        ],
      };
    }
    case 'publish': {
      const relaxed = has(cx, 'relaxed') && cx.rng.chance(0.5);
      const store = relaxed
        ? 'memory_order_relaxed'
        : cx.rng.pick(['memory_order_release', 'memory_order_seq_cst']);
      const load = relaxed
        ? 'memory_order_relaxed'
        : cx.rng.pick(['memory_order_acquire', 'memory_order_seq_cst']);
      const builtin = cx.rng.chance(0.3);
      const st = builtin
        ? `__atomic_store_n(&flag, 1, ${relaxed ? '__ATOMIC_RELAXED' : '__ATOMIC_RELEASE'});`
        : `atomic_store_explicit(&aflag, 1, ${store});`;
      const ld = builtin
        ? `__atomic_load_n(&flag, ${relaxed ? '__ATOMIC_RELAXED' : '__ATOMIC_ACQUIRE'})`
        : `atomic_load_explicit(&aflag, ${load})`;
      return {
        first: [access(cx, data), s(st)],
        second: [block(`if (${ld})`, [access(cx, data)])],
      };
    }
    default:
      // a spin on a plain or atomic flag: the plain one races
      return cx.rng.chance(0.5)
        ? {
            first: [access(cx, data), s('atomic_store(&aflag, 1);')],
            second: [block('while (!atomic_load(&aflag))', [s(';')]), access(cx, data)],
          }
        : {
            first: [access(cx, data), s('ready = 1;')],
            second: [block('while (!ready)', [s(';')]), access(cx, data)],
          };
  }
}

/**
 * A condvar hand-off whose waiter gives up after a timed wait (`timedWait`). With the `while` loop
 * a 0 result means `ready` was seen, so the data written before it is ordered; a timeout means
 * nothing, and the data touched then (with the lock held or not) races with the first party's.
 */
/** The signalling side of a hand-off: the data, then `ready` set and signalled under `cm`. */
function signalReady(cx: Ctx, data: string): Stmt[] {
  return [
    access(cx, data),
    s('pthread_mutex_lock(&cm);'),
    s('ready = 1;'),
    s(cx.rng.pick(['pthread_cond_signal(&cv);', 'pthread_cond_broadcast(&cv);'])),
    s('pthread_mutex_unlock(&cm);'),
  ];
}

function timedHandoff(cx: Ctx, data: string): Roles {
  const looped = cx.rng.chance(0.75);
  const { decls, ref } = deadline(cx);
  const wait = s(`rc = pthread_cond_timedwait(&cv, &cm, ${ref});`);
  const under = cx.rng.pick(['none', 'none', 'data', 'flag']);
  const after = cx.rng.pick(['woken', 'notTimedOut', 'giveUp', 'other', 'recheck', 'either']);
  const second: Stmt[] = [
    ...decls,
    s('int rc = 0;', true),
    ...(after === 'recheck' ? [s('int ok = 0;', true)] : []),
    s('pthread_mutex_lock(&cm);', true),
    looped ? block('while (!ready && rc == 0)', [wait]) : block('if (!ready)', [wait]),
  ];
  // under the lock, after the wait
  if (under === 'data') second.push(block('if (rc == ETIMEDOUT)', [access(cx, data)]));
  if (under === 'flag') second.push(block('if (rc == ETIMEDOUT)', [s('ready = 2;')]));
  if (after === 'recheck') second.push(s('ok = ready;'));
  second.push(s('pthread_mutex_unlock(&cm);', true));
  switch (after) {
    case 'woken':
      second.push(block('if (rc == 0)', [access(cx, data)]));
      break;
    case 'notTimedOut':
      second.push(block('if (rc != ETIMEDOUT)', [access(cx, data)]));
      break;
    case 'giveUp':
      // gives up waiting and touches the data anyway
      second.push(block('if (rc == ETIMEDOUT)', [access(cx, data)]));
      break;
    case 'other':
      second.push(block('if (rc != 0)', [access(cx)]), block('if (rc == 0)', [access(cx, data)]));
      break;
    case 'recheck':
      // ready seen under the lock orders the data; a 0 result alone does so only after the loop
      second.push(block('if (ok || rc == 0)', [access(cx, data)]));
      break;
    default:
      // the data on either outcome: the timed-out one races
      second.push(
        block('if (rc == ETIMEDOUT)', [access(cx, data)]),
        block('if (rc == 0)', [access(cx, data)]),
      );
  }
  return {
    first: signalReady(cx, data),
    second: [block('', second)],
  };
}

/** The positions of a statement list that lie outside every lock and atomic-section region. */
function outsideRegions(stmts: readonly Stmt[]): number[] {
  const out: number[] = [];
  let open = 0;
  stmts.forEach((st, i) => {
    if (open === 0) out.push(i);
    if (!('text' in st)) return;
    if (/unlock\(|atomic_end\(/.test(st.text)) open--;
    else if (/_(lock|rdlock|wrlock)\(|atomic_begin\(/.test(st.text)) open++;
  });
  if (open === 0) out.push(stmts.length);
  return out.length > 0 ? out : [stmts.length];
}

// ---------------------------------------------------------------- whole programs

const PRELUDE_GLOBALS = [
  'int g0, g1, g2;',
  'int arr[4];',
  'struct S { int a; int b; };',
  'struct S s;',
  'struct S *gp;',
  'pthread_mutex_t m0 = PTHREAD_MUTEX_INITIALIZER;',
  'pthread_mutex_t m1 = PTHREAD_MUTEX_INITIALIZER;',
  'pthread_mutex_t *mp = &m0;',
  'pthread_rwlock_t rw = PTHREAD_RWLOCK_INITIALIZER;',
  'pthread_mutex_t cm = PTHREAD_MUTEX_INITIALIZER;',
  'pthread_cond_t cv = PTHREAD_COND_INITIALIZER;',
  'pthread_barrier_t bar;',
  'int ready;',
  'atomic_int ai;',
  'atomic_int aflag;',
  'int bi, flag;',
];

/** Threads besides main: with main, 2-4 threads run. */
export const MAX_INSTANCES = 3;

/** Where a spawn site's argument lives: `plain` (a global, the heap), or (`stack`) in a frame. */
type Home = 'plain' | 'local' | 'slots' | 'site';

/**
 * A thread's own local `own` (`stack`): handed to a helper, and maybe (`nest`) to a nested thread
 * that the thread joins before it returns; between the create and the join both may touch it.
 */
function ownLocal(cx: Ctx, k: number, b: Stmt[], nest: boolean): void {
  b.unshift(s('int own = 0;', true));
  if (cx.rng.chance(0.6)) {
    ensureBump(cx);
    b.splice(cx.rng.int(1, b.length), 0, s(`bump(&own, ${cx.rng.int(1, 3)});`));
  }
  if (!nest) return;
  ensureBump(cx);
  // the nested thread has no p or q: other than its argument, only globals
  const shared = cx.locations.filter((l) => !/\b[pq]\b/.test(l));
  const name = `nest${k}`;
  cx.helpers.push({
    sig: `void *${name}(void *arg)`,
    body: [
      s('int sink = 0;', true),
      s('int *r = arg;', true),
      access(cx, '*r'),
      ...(cx.rng.chance(0.5) ? [cx.rng.chance(0.5) ? s('bump(r, 1);') : access(cx, '*r')] : []),
      ...(cx.rng.chance(0.4) ? [access(cx, cx.rng.pick(shared))] : []),
      s('(void)r; (void)sink;', true),
      s('return 0;', true),
    ],
  });
  b.unshift(s('pthread_t nt;', true));
  b.push(s(`pthread_create(&nt, 0, ${name}, &own);`, true));
  if (cx.rng.chance(0.5)) b.push(access(cx, 'own')); // before the join: may race with the nested thread
  b.push(s('pthread_join(nt, 0);', true));
  if (cx.rng.chance(0.5)) b.push(access(cx, 'own')); // after it: ordered
}

/**
 * A helper that main calls in place of a spawn (`stack`): it spawns the entry with the address of
 * its own local (one for every instance, or an array element each) and joins every instance before
 * it returns, so no thread outlives the object. It touches the local before, during and after.
 */
function siteFunc(
  cx: Ctx,
  k: number,
  spawns: Stmt[],
  joins: Stmt[],
  structArg: boolean,
  array: boolean,
): Func {
  const decl = structArg
    ? array
      ? 'struct S hva[3] = {{0, 0}, {0, 0}, {0, 0}};'
      : 'struct S hv = {0, 0};'
    : array
      ? 'int hva[3] = {0, 0, 0};'
      : 'int hv = 0;';
  const name = () => {
    const base = array ? `hva[${cx.rng.int(0, 2)}]` : 'hv';
    return structArg ? `${base}.${cx.rng.pick(['a', 'b'])}` : base;
  };
  const maybe = (p: number) => (cx.rng.chance(p) ? [access(cx, name())] : []);
  return {
    sig: `void site${k}(void)`,
    body: [
      s('int sink = 0;', true),
      s(decl, true),
      s('pthread_t ht[3];', true),
      ...maybe(0.3),
      ...spawns,
      ...maybe(0.5),
      ...joins,
      ...maybe(0.5),
      s('(void)sink;', true),
    ],
  };
}

export function generate(seed: number, opts: GenOptions = {}): GenProgram {
  const rng = new Rng(seed);
  const allowed = opts.features ?? FEATURES;
  // The LATE features draw from their own stream, and everything they add is drawn only when they
  // are on: a program that draws neither is the program its seed gave before they existed.
  const on = new Set<Feature>(allowed.filter((f) => !LATE.has(f)).filter(() => rng.chance(0.45)));
  const late = new Rng(seed ^ 0x5bd1e995);
  for (const f of allowed) if (LATE.has(f) && late.chance(0.45)) on.add(f);
  for (const f of opts.force ?? []) on.add(f);
  const stack = on.has('stack');
  const locations = ['g0', 'g1', 'g2'];
  if (on.has('arrays')) locations.push('arr[0]', 'arr[1]', 'arr[2]');
  if (on.has('structs')) locations.push('s.a', 's.b');
  // the thread argument: the heap struct, or an int (an array element per instance, or a global);
  // with `stack`, maybe in a frame (Home)
  const structArg = (on.has('heap') && rng.chance(0.6)) || (stack && !on.has('heap') && rng.chance(0.4));
  if (on.has('heap')) locations.push('gp->a', 'gp->b');
  locations.push(structArg ? 'p->a' : '*q');
  const cx: Ctx = {
    rng,
    on,
    locations,
    globals: [...PRELUDE_GLOBALS],
    helpers: [],
    made: new Set(),
    argDecl: structArg ? 'struct S *p' : 'int *q',
  };
  // stack: a global pointer to a local of main, which threads dereference
  const globalPtr = stack && rng.chance(0.35);
  if (globalPtr) {
    cx.globals.push('int *gl;');
    locations.push('*gl');
  }

  // timedWait: `tw` is what timed waits touch; some programs keep their other statements few, so
  // that the outcome of the waits decides whether they race
  if (on.has('timedWait')) cx.globals.push('int tw;');
  const quiet = on.has('timedWait') && rng.chance(0.4);

  // thread functions: 1-3 distinct entries; a hand-off pattern may tie two of them (or one and main)
  // (stack: often fewer entries, which leaves room for loops of instances with an element each)
  const nThreads = stack && rng.chance(0.5) ? rng.int(1, 2) : rng.int(1, 3);
  const bodies: Stmt[][] = [];
  // stack: entries that spawn a nested thread (spawned once: two threads each)
  const nests: boolean[] = [];
  let spare = MAX_INSTANCES - nThreads;
  for (let k = 0; k < nThreads; k++) {
    const own = stack && rng.chance(0.5);
    if (own) locations.push('own');
    const b = quiet ? body(cx, 0, 0, 1) : body(cx, 0, 1, 3);
    const nest = own && spare > 0 && rng.chance(0.5);
    if (own) {
      locations.pop();
      ownLocal(cx, k, b, nest);
    }
    if (nest) spare--;
    nests.push(nest);
    bodies.push(b);
  }
  const mainPre: Stmt[] = [];
  const mainPost: Stmt[] = quiet ? [] : body(cx, 1, 0, 1);
  const roles = handoff(cx);
  let waiter = -1;
  let signaller = -1;
  if (roles) {
    const a = rng.int(-1, nThreads - 1);
    const b = (a + 1 + rng.int(0, nThreads - 1)) % nThreads;
    (a < 0 ? mainPost : (bodies[a] as Stmt[])).unshift(...roles.first);
    (bodies[b] as Stmt[]).push(...roles.second);
    waiter = b;
    signaller = a;
  }

  // spawn plan: each entry spawned once, or (spawnLoop) k times in a loop; maybe detached
  const spawn: Stmt[] = [];
  const join: Stmt[] = [];
  const sites: Func[] = [];
  const homes = new Set<Home>();
  let instances = 0;
  let participants = 0; // instances that meet at the barrier (not the nested ones)
  const useBarrier = on.has('barrier');
  const entryTable = on.has('fnPtr') && rng.chance(0.5);
  const cost = (j: number) => (nests[j] ? 2 : 1);
  for (let k = 0; k < nThreads; k++) {
    // a site spawns and joins in a helper: not for the hand-off's waiter when its signal comes only
    // after the helper returns (from main, or an entry spawned later: the helper would wait for it),
    // and not with a barrier (whose count the helper's joins would hold up)
    const siteOk = !useBarrier && !(k === waiter && (signaller < 0 || signaller > k));
    const home: Home = stack
      ? rng.pick<Home>([
          'plain',
          'local',
          'local',
          'slots',
          'slots',
          ...(siteOk ? (['site', 'site'] as const) : []),
        ])
      : 'plain';
    homes.add(home);
    const site =
      home === 'site' ? { spawns: [] as Stmt[], joins: [] as Stmt[], array: rng.chance(0.5) } : undefined;
    const entry = entryTable && !site ? `entries[${k}]` : `t${k}`;
    const h = site ? 'ht' : `th${k}`;
    const argOf = (i: string): string => {
      switch (home) {
        case 'local':
          return structArg ? '&ls' : '&loc';
        case 'slots':
          return structArg ? `&lsa[${i}]` : `&slots[${i}]`;
        case 'site':
          return site?.array ? `&hva[${i}]` : '&hv';
        default:
          return structArg ? 'gp' : on.has('arrays') && rng.chance(0.6) ? `&arr[${i}]` : `&g${k % 3}`;
      }
    };
    // at most MAX_INSTANCES threads besides main: each later entry keeps one (two with a nested one)
    let later = 0;
    for (let j = k + 1; j < nThreads; j++) later += cost(j);
    const room = MAX_INSTANCES - instances - later;
    // (stack: an element per instance, or a helper's local, wants a loop even without spawnLoop)
    const loops = on.has('spawnLoop') || home === 'slots' || home === 'site';
    const loop = !nests[k] && loops && !useBarrier && room >= 2 && rng.chance(0.6);
    const spawnTo = site ? site.spawns : spawn;
    const joinTo = site ? site.joins : join;
    if (loop) {
      const n = rng.int(2, room);
      instances += n;
      participants += n;
      // a site joins every instance before its frame goes
      const joined = site ? n : rng.chance(0.5) ? n : rng.int(0, n - 1);
      spawnTo.push(
        block(
          `for (int i = 0; i < ${n}; i++)`,
          [s(`pthread_create(&${h}[i], 0, ${entry}, ${argOf('i')});`, true)],
          true,
        ),
      );
      // joins are kept by the shrinker: dropping them would turn every failure into "main does not join"
      if (joined > 0)
        joinTo.push(
          block(`for (int i = 0; i < ${joined}; i++)`, [s(`pthread_join(${h}[i], 0);`, true)], true),
        );
    } else {
      instances += cost(k);
      participants += 1;
      // one instance: a distinct element per entry
      spawnTo.push(
        s(`pthread_create(&${h}[0], 0, ${entry}, ${argOf(home === 'slots' ? String(k) : '0')});`, true),
      );
      if (!site && on.has('detach') && !useBarrier && rng.chance(0.4))
        spawn.push(s(`pthread_detach(th${k}[0]);`));
      else joinTo.push(s(`pthread_join(${h}[0], 0);`, true));
    }
    if (site) {
      sites.push(siteFunc(cx, k, site.spawns, site.joins, structArg, site.array));
      spawn.push(s(`site${k}();`, true));
    }
  }
  if (useBarrier) {
    // every instance meets once at the barrier (a count that is not met is a deadlock, also fine)
    // never inside a lock or an atomic section (a thread that waits there holds the others up)
    for (const b of bodies) b.splice(rng.pick(outsideRegions(b)), 0, s('pthread_barrier_wait(&bar);'));
    mainPre.push(s(`pthread_barrier_init(&bar, 0, ${participants});`));
  }

  const funcs: Func[] = [...sites];
  bodies.forEach((b, k) => {
    funcs.push({
      sig: `void *t${k}(void *arg)`,
      body: [
        s('int sink = 0;', true),
        s(structArg ? 'struct S *p = arg;' : 'int *q = arg;', true),
        ...b,
        s(structArg ? '(void)p; (void)sink;' : '(void)q; (void)sink;', true),
        s('return 0;', true),
      ],
    });
  });

  // stack: main's locals handed to threads (as the argument, or through gl), and main's own
  // accesses to them by name
  const decls: Stmt[] = [];
  const names: string[] = [];
  let argTarget = structArg ? 'gp' : '&g0';
  if (homes.has('slots')) {
    decls.push(
      s(structArg ? 'struct S lsa[3] = {{0, 0}, {0, 0}, {0, 0}};' : 'int slots[3] = {0, 0, 0};', true),
    );
    for (let j = 0; j < 3; j++) names.push(...(structArg ? [`lsa[${j}].a`, `lsa[${j}].b`] : [`slots[${j}]`]));
    argTarget = structArg ? '&lsa[0]' : '&slots[0]';
  }
  if (homes.has('local')) {
    decls.push(s(structArg ? 'struct S ls = {0, 0};' : 'int loc = 0;', true));
    names.push(...(structArg ? ['ls.a', 'ls.b'] : ['loc']));
    argTarget = structArg ? '&ls' : '&loc';
  }
  if (globalPtr) {
    decls.push(s('int gloc = 0;', true));
    names.push('gloc');
  }
  const touch = (p: number): Stmt[] =>
    stack && names.length > 0 && rng.chance(p) ? [access(cx, rng.pick(names))] : [];

  const main: Stmt[] = [s('int sink = 0;', true)];
  for (let k = 0; k < nThreads; k++) main.push(s(`pthread_t th${k}[3];`, true));
  if (entryTable)
    main.push(
      s(`void *(*entries[${nThreads}])(void *) = { ${bodies.map((_, k) => `t${k}`).join(', ')} };`, true),
    );
  main.push(...decls);
  main.push(s('gp = malloc(sizeof(struct S));', true), s('gp->a = 0;'));
  main.push(s(structArg ? `struct S *p = ${argTarget};` : `int *q = ${argTarget};`, true));
  if (globalPtr) main.push(s('gl = &gloc;', true));
  if (on.has('mutexPtr')) main.push(block('if (__VERIFIER_nondet_int())', [s('mp = &m1;')]));
  main.push(...mainPre, ...touch(0.4), ...spawn);
  if (on.has('earlyReturn')) {
    const how = rng.pick(['maybe', 'never', 'joins']);
    if (how === 'maybe') main.push(block('if (__VERIFIER_nondet_int())', [s('return 0;')]));
    else if (how === 'never') join.length = 0; // main returns without joining at all
  }
  main.push(...mainPost, ...touch(0.6));
  if (on.has('exit') && rng.chance(0.3))
    main.push(block('if (__VERIFIER_nondet_int() == 2)', [s('exit(1);')]));
  if (join.length >= 2) join.splice(1, 0, ...touch(0.4)); // between two joins
  main.push(
    ...join,
    ...touch(0.6), // after every join: a race only with threads main does not join
    s(structArg ? '(void)p; (void)sink;' : '(void)q; (void)sink;', true),
    s('return 0;', true),
  );
  funcs.push({ sig: 'int main(void)', body: main });

  return { seed, features: [...on].sort(), globals: cx.globals, funcs: [...cx.helpers, ...funcs] };
}

// ---------------------------------------------------------------- rendering

const HEADER = [
  '#include <pthread.h>',
  '#include <stdatomic.h>',
  '#include <stdlib.h>',
  'int __VERIFIER_nondet_int(void);',
  'void __VERIFIER_atomic_begin(void);',
  'void __VERIFIER_atomic_end(void);',
];
/** `timedWait`: ETIMEDOUT, struct timespec (only then, so that other programs keep their lines). */
const TIMED_HEADER = ['#include <errno.h>', '#include <time.h>'];

function renderStmts(stmts: readonly Stmt[], indent: string, out: string[]): void {
  for (const st of stmts) {
    if ('text' in st) out.push(indent + st.text);
    else {
      out.push(`${indent}${st.head}${st.head ? ' ' : ''}{`);
      renderStmts(st.body, `${indent}  `, out);
      out.push(`${indent}}`);
    }
  }
}

/**
 * The program's C text. `tsan`: `__VERIFIER_atomic_*` bodies take the prelude's global lock (on
 * the lines of the braces, so access lines stay the same in both renderings).
 */
export function render(p: GenProgram, target: 'lockstep' | 'tsan' = 'lockstep'): string {
  const out = [
    `// generated: seed ${p.seed}; features: ${p.features.join(' ') || 'none'}`,
    ...HEADER,
    ...(p.features.includes('timedWait') ? TIMED_HEADER : []),
    ...p.globals,
  ];
  // prototypes first, so helpers and threads may call each other in any order
  for (const f of p.funcs) if (!f.sig.startsWith('int main')) out.push(`${f.sig};`);
  for (const f of p.funcs) {
    const wrap = f.atomic && target === 'tsan';
    out.push(`${f.sig} {${wrap ? ' __VERIFIER_atomic_begin();' : ''}`);
    renderStmts(f.body, '  ', out);
    out.push(wrap ? '__VERIFIER_atomic_end(); }' : '}');
  }
  return `${out.join('\n')}\n`;
}

// ---------------------------------------------------------------- shrinking support

/** Every program obtained by dropping one droppable statement or inlining one block. */
export function* smaller(p: GenProgram): Generator<GenProgram> {
  for (let fi = 0; fi < p.funcs.length; fi++) {
    const f = p.funcs[fi] as Func;
    for (const body of variants(f.body)) {
      const funcs = [...p.funcs];
      funcs[fi] = { ...f, body };
      yield { ...p, funcs };
    }
  }
}

function* variants(stmts: readonly Stmt[]): Generator<Stmt[]> {
  for (let i = 0; i < stmts.length; i++) {
    const st = stmts[i] as Stmt;
    if (!st.keep) yield [...stmts.slice(0, i), ...stmts.slice(i + 1)];
    if ('body' in st) {
      if (!st.keep && st.head.startsWith('if'))
        yield [...stmts.slice(0, i), ...st.body, ...stmts.slice(i + 1)];
      for (const inner of variants(st.body))
        yield [...stmts.slice(0, i), { ...st, body: inner }, ...stmts.slice(i + 1)];
    }
  }
}
