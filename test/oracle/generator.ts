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
] as const;

export type Feature = (typeof FEATURES)[number];

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
  if (has(cx, 'verifierAtomic')) styles.push('section', 'atomicFn');
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

/** A helper call: the helper touches the shared location through its pointer parameter. */
function helperCall(cx: Ctx): Stmt[] {
  ensureHelper(cx, 'bump', () => ({
    sig: 'void bump(int *p, int by)',
    body: [s('*p = *p + by;')],
  }));
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
  switch (cx.rng.pick(kinds)) {
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
  if (kinds.length === 0) return undefined;
  const data = location(cx);
  switch (cx.rng.pick(kinds)) {
    case 'condvar': {
      const guarded = cx.rng.chance(0.8);
      return {
        first: [
          access(cx, data),
          s('pthread_mutex_lock(&cm);'),
          s('ready = 1;'),
          s(cx.rng.pick(['pthread_cond_signal(&cv);', 'pthread_cond_broadcast(&cv);'])),
          s('pthread_mutex_unlock(&cm);'),
        ],
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

export function generate(seed: number, opts: GenOptions = {}): GenProgram {
  const rng = new Rng(seed);
  const allowed = opts.features ?? FEATURES;
  const on = new Set<Feature>(allowed.filter(() => rng.chance(0.45)));
  for (const f of opts.force ?? []) on.add(f);
  const locations = ['g0', 'g1', 'g2'];
  if (on.has('arrays')) locations.push('arr[0]', 'arr[1]', 'arr[2]');
  if (on.has('structs')) locations.push('s.a', 's.b');
  // the thread argument: the heap struct, or an int (an array element per instance, or a global)
  const structArg = on.has('heap') && rng.chance(0.6);
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

  // thread functions: 1-3 distinct entries; a hand-off pattern may tie two of them (or one and main)
  const nThreads = rng.int(1, 3);
  const bodies: Stmt[][] = [];
  for (let k = 0; k < nThreads; k++) bodies.push(body(cx, 0, 1, 3));
  const mainPre: Stmt[] = [];
  const mainPost: Stmt[] = body(cx, 1, 0, 1);
  const roles = handoff(cx);
  if (roles) {
    const a = rng.int(-1, nThreads - 1);
    const b = (a + 1 + rng.int(0, nThreads - 1)) % nThreads;
    (a < 0 ? mainPost : (bodies[a] as Stmt[])).unshift(...roles.first);
    (bodies[b] as Stmt[]).push(...roles.second);
  }

  // spawn plan: each entry spawned once, or (spawnLoop) k times in a loop; maybe detached
  const spawn: Stmt[] = [];
  const join: Stmt[] = [];
  let instances = 0;
  const useBarrier = on.has('barrier');
  const entryTable = on.has('fnPtr') && rng.chance(0.5);
  for (let k = 0; k < nThreads; k++) {
    const entry = entryTable ? `entries[${k}]` : `t${k}`;
    const argOf = (i: string) =>
      structArg ? 'gp' : on.has('arrays') && rng.chance(0.6) ? `&arr[${i}]` : `&g${k % 3}`;
    // at most MAX_INSTANCES threads besides main: each later entry keeps one
    const room = MAX_INSTANCES - instances - (nThreads - 1 - k);
    const loop = on.has('spawnLoop') && !useBarrier && room >= 2 && rng.chance(0.6);
    if (loop) {
      const n = rng.int(2, room);
      instances += n;
      const joined = rng.chance(0.5) ? n : rng.int(0, n - 1);
      spawn.push(
        block(
          `for (int i = 0; i < ${n}; i++)`,
          [s(`pthread_create(&th${k}[i], 0, ${entry}, ${argOf('i')});`, true)],
          true,
        ),
      );
      // joins are kept by the shrinker: dropping them would turn every failure into "main does not join"
      if (joined > 0)
        join.push(
          block(`for (int i = 0; i < ${joined}; i++)`, [s(`pthread_join(th${k}[i], 0);`, true)], true),
        );
    } else {
      instances += 1;
      spawn.push(s(`pthread_create(&th${k}[0], 0, ${entry}, ${argOf('0')});`, true));
      if (on.has('detach') && !useBarrier && rng.chance(0.4)) spawn.push(s(`pthread_detach(th${k}[0]);`));
      else join.push(s(`pthread_join(th${k}[0], 0);`, true));
    }
  }
  if (useBarrier) {
    // every instance meets once at the barrier (a count that is not met is a deadlock, also fine)
    // never inside a lock or an atomic section (a thread that waits there holds the others up)
    for (const b of bodies) b.splice(rng.pick(outsideRegions(b)), 0, s('pthread_barrier_wait(&bar);'));
    mainPre.push(s(`pthread_barrier_init(&bar, 0, ${instances});`));
  }

  const funcs: Func[] = [];
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

  const main: Stmt[] = [s('int sink = 0;', true)];
  for (let k = 0; k < nThreads; k++) main.push(s(`pthread_t th${k}[3];`, true));
  if (entryTable)
    main.push(
      s(`void *(*entries[${nThreads}])(void *) = { ${bodies.map((_, k) => `t${k}`).join(', ')} };`, true),
    );
  main.push(s('gp = malloc(sizeof(struct S));', true), s('gp->a = 0;'));
  main.push(s(structArg ? 'struct S *p = gp;' : 'int *q = &g0;', true));
  if (on.has('mutexPtr')) main.push(block('if (__VERIFIER_nondet_int())', [s('mp = &m1;')]));
  main.push(...mainPre, ...spawn);
  if (on.has('earlyReturn')) {
    const how = rng.pick(['maybe', 'never', 'joins']);
    if (how === 'maybe') main.push(block('if (__VERIFIER_nondet_int())', [s('return 0;')]));
    else if (how === 'never') join.length = 0; // main returns without joining at all
  }
  main.push(...mainPost);
  if (on.has('exit') && rng.chance(0.3))
    main.push(block('if (__VERIFIER_nondet_int() == 2)', [s('exit(1);')]));
  main.push(
    ...join,
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
