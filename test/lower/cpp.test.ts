/**
 * The C++ lowering (src/frontend/lower/cpp/): member functions with an explicit `this`, implicit
 * member access as field paths, guards that unlock on every way out of their scope, threads made
 * with any callable as the same spawn pthread_create makes, lambdas' captures, and the C++ library
 * calls the models table gives a meaning. The annotated fixtures (test/fixtures/analysis/2x-cpp-*)
 * check the analyses on top of this.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/engine.js';
import { displayPlace } from '../../src/ir/names.js';
import { printExpr } from '../../src/ir/print.js';
import type { Instr, IrFunction } from '../../src/ir/types.js';
import { createModelTable } from '../../src/models/table.js';
import { accessList, dump, fn, instrs, lowerSources } from '../helpers.js';

const cpp = (code: string) => lowerSources({ '/src/t.cpp': code });

function ops(f: ReturnType<typeof fn>): string[] {
  return instrs(f).map((i) => i.op);
}

/** The lock/unlock events of a function in block order, with their lock expressions. */
function lockEvents(f: ReturnType<typeof fn>): string[] {
  const out: string[] = [];
  for (const b of f.blocks)
    for (const i of b.instrs)
      if (i.op === 'lock' || i.op === 'unlock') out.push(`${i.op} ${printExpr(i.lock)}`);
  return out;
}

describe('classes', () => {
  it('member functions take the object as an explicit this; implicit members are this->field', async () => {
    const r = await cpp(`
      class Counter {
      public:
        void inc() { n++; this->m = 1; }
        int get() const { return n; }
      private:
        int n = 0;
        int m;
      };`);
    const inc = fn(r, 'Counter::inc');
    expect(inc.id).toBe('Counter::inc');
    expect(inc.params).toEqual(['%this']);
    expect(accessList(inc)).toEqual(['R %this->n@4', 'W %this->n@4', 'W %this->m@4']);
    expect(accessList(fn(r, 'Counter::get'))).toEqual(['R %this->n@5']);
  });

  it('link ids are qualified by namespace and class; out-of-class definitions join their class', async () => {
    const r = await cpp(`
      namespace ns { struct C { void f(); static int s; }; int g; }
      void ns::C::f() { g = 1; s = 2; }
      int ns::C::s = 0;
      int main() { ns::C c; c.f(); return 0; }`);
    expect([...r.program.functions.keys()].sort()).toEqual(['main', 'ns::C::f']);
    expect(accessList(fn(r, 'ns::C::f'))).toEqual(['W ns::g@3', 'W ns::C::s@3']);
    const call = instrs(fn(r, 'main')).find((i) => i.op === 'call');
    expect(call?.op === 'call' && printExpr(call.callee)).toBe('@ns::C::f');
    expect(call?.op === 'call' && call.args.map(printExpr)).toEqual(['&%c']);
  });

  it('constructors run member initializers and destructors run at the end of the scope', async () => {
    const r = await cpp(`
      int log_;
      struct T { int a; int b = 7; T(int x) : a(x) {} ~T() { log_ = a; } };
      void f() { { T t(3); log_ = 1; } log_ = 2; }`);
    const ctor = fn(r, 'T::T');
    expect(accessList(ctor)).toEqual(['W %this->a@3', 'W %this->b@3']);
    const body = dump(r, 'f');
    // construct, the block's own write, the destructor, then the write after the block
    expect(body.indexOf('@T::T')).toBeLessThan(body.indexOf('log_ = 1'));
    expect(body.indexOf('log_ = 1')).toBeLessThan(body.indexOf('@T::~T'));
    expect(body.indexOf('@T::~T')).toBeLessThan(body.indexOf('log_ = 2'));
  });

  it('references are pointers the language dereferences', async () => {
    const r = await cpp(`
      int g;
      void set(int& x) { x = 5; }
      void f() { int& r = g; r = 1; set(g); }`);
    expect(accessList(fn(r, 'set'))).toEqual(['W *%x@3']);
    const f = fn(r, 'f');
    // `r = 1` writes through the reference (points-to resolves it to g)
    expect(accessList(f)).toEqual(['W *%r@4']);
    expect(dump(r, 'f')).toMatch(/%r = &g/);
    const call = instrs(f).find((i) => i.op === 'call');
    expect(call?.op === 'call' && call.args.map(printExpr)).toEqual(['&g']);
  });

  it('new allocates by site and runs the constructor; delete runs the destructor and frees', async () => {
    const r = await cpp(`
      struct N { int v; N(int x) : v(x) {} ~N() {} };
      void f() { N* p = new N(4); delete p; }`);
    const f = fn(r, 'f');
    expect(ops(f)).toEqual(['alloc', 'call', 'assign', 'call', 'free']);
    const alloc = instrs(f)[0] as Extract<Instr, { op: 'alloc' }>;
    expect(alloc.site).toMatch(/^new N@\/src\/t\.cpp:3:/);
  });
});

describe('guards unlock on every way out of their scope', () => {
  const head = '#include <mutex>\nstd::mutex m; int g;\n';

  it('end of block and early return', async () => {
    const r = await cpp(`${head}
      int f(int x) {
        std::lock_guard<std::mutex> lk(m);
        if (x) return g;
        g = x;
        return 0;
      }`);
    // lock, then one unlock on the early return and one on the final return
    expect(lockEvents(fn(r, 'f'))).toEqual(['lock &m', 'unlock &m', 'unlock &m']);
    // the read of g in `return g` comes before the unlock on that path
    const early = fn(r, 'f').blocks.find((b) =>
      b.instrs.some((i) => i.op === 'unlock' && i.accesses.length === 0),
    )!;
    expect(early).toBeDefined();
  });

  it('break and continue leave the loop body scope; the loop itself does not unlock twice', async () => {
    const r = await cpp(`${head}
      void f() {
        for (int i = 0; i < 4; i++) {
          std::lock_guard<std::mutex> lk(m);
          if (i == 1) continue;
          if (i == 2) break;
          g++;
        }
      }`);
    expect(lockEvents(fn(r, 'f'))).toEqual(['lock &m', 'unlock &m', 'unlock &m', 'unlock &m']);
  });

  it('throw unlocks before the handler; goto out of the scope unlocks', async () => {
    const r = await cpp(`${head}
      void f(int x) {
        try {
          std::lock_guard<std::mutex> lk(m);
          if (x) throw 1;
          g = 1;
        } catch (...) { g = 2; }
      }
      void h(int x) {
        {
          std::lock_guard<std::mutex> lk(m);
          if (x) goto out;
          g = 3;
        }
      out:
        g = 4;
      }`);
    expect(lockEvents(fn(r, 'f'))).toEqual(['lock &m', 'unlock &m', 'unlock &m']);
    expect(lockEvents(fn(r, 'h'))).toEqual(['lock &m', 'unlock &m', 'unlock &m']);
  });

  it('unique_lock: manual unlock, defer_lock and the destructor testing the ownership flag', async () => {
    const r = await cpp(`${head}
      void f(int c) {
        std::unique_lock<std::mutex> lk(m, std::defer_lock);
        lk.lock();
        g = 1;
        if (c) lk.unlock();
        g = 2;
      }`);
    const f = fn(r, 'f');
    expect(lockEvents(f)).toEqual(['lock &m', 'unlock &m', 'unlock &m']);
    // the unlock after a conditional manual unlock is guarded by the ownership flag
    const flagBranch = f.blocks.some(
      (b) => b.term.k === 'branch' && printExpr(b.term.cond).includes('lk.owns'),
    );
    expect(flagBranch).toBe(true);
  });

  it('a moved unique_lock hands over its ownership: one unlock, by the new owner', async () => {
    const r = await cpp(`${head}
      #include <utility>
      void f() {
        std::unique_lock<std::mutex> a(m);
        std::unique_lock<std::mutex> b(std::move(a));
        g = 1;
      }`);
    expect(lockEvents(fn(r, 'f'))).toEqual(['lock &m', 'unlock &m']);
    expect(dump(r, 'f')).toMatch(/%b\.owns = %a\.owns\s[\s\S]*%a\.owns = 0/);
  });

  it('scoped_lock locks every mutex and unlocks them in reverse order', async () => {
    const r = await cpp(`${head}
      std::mutex m2;
      void f() { std::scoped_lock both(m, m2); g = 1; }`);
    expect(lockEvents(fn(r, 'f'))).toEqual(['lock &m', 'lock &m2', 'unlock &m2', 'unlock &m']);
  });
});

describe('threads and lambdas', () => {
  const head = '#include <thread>\n#include <functional>\nint g;\n';

  it('std::thread with a function is the spawn pthread_create makes; join reads the handle', async () => {
    const r = await cpp(`${head}
      void w(int k) { g = k; }
      int main() { std::thread t(w, 3); t.join(); return 0; }`);
    const text = dump(r, 'main');
    expect(text).toMatch(/spawn @w\(3\) -> \*&%t/);
    expect(text).toMatch(/join %t/);
  });

  it('a member function pointer with its object runs on that object', async () => {
    const r = await cpp(`${head}
      struct C { void run() { g = 1; } };
      int main() { C c; std::thread t(&C::run, &c); t.join(); return 0; }`);
    expect(dump(r, 'main')).toMatch(/spawn @C::run\(&%c\)/);
  });

  it('several arguments go through a trampoline that unpacks them', async () => {
    const r = await cpp(`${head}
      void w(int a, int b) { g = a + b; }
      int main() { std::thread t(w, 1, 2); t.join(); return 0; }`);
    const main = fn(r, 'main');
    const spawn = instrs(main).find((i) => i.op === 'spawn') as Extract<Instr, { op: 'spawn' }>;
    const entry = printExpr(spawn.entry).slice(1);
    const tramp = r.program.functions.get(entry)!;
    expect(tramp.name).toBe('w');
    expect(dump(r, 'main')).toMatch(/%args->a0 = 1/);
    const call = instrs(tramp).find((i) => i.op === 'call');
    expect(call?.op === 'call' && printExpr(call.callee)).toBe('@w');
  });

  it('lambdas: by-reference captures hold the address, by-value captures a copy', async () => {
    const r = await cpp(`${head}
      int main() {
        int a = 0, b = 0;
        std::thread t([&a, b] { a = b; });
        t.join();
        return a;
      }`);
    // The IR id numbers the lambda; the name users read says where it is written, as compilers do.
    const lambda = r.program.functions.get('main::lambda1')!;
    expect(lambda.name).toBe('main::(lambda at 7:23)');
    expect(lambda.params).toEqual(['%closure']);
    expect(accessList(lambda)).toEqual(['R %closure->b@7', 'W *%closure->&a@7']);
    const text = dump(r, 'main');
    expect(text).toMatch(/%closure->&a = &%a/);
    expect(text).toMatch(/%closure->b = %b/);
    expect(text).toMatch(/spawn @main::lambda1\(%closure\)/);
    // Reports name what the source names: `a` itself through the reference, the lambda's copy of `b`.
    const shown = (f: IrFunction) =>
      f.blocks
        .flatMap((b) => [...b.instrs.flatMap((i) => i.accesses), ...b.term.accesses])
        .map((a) => displayPlace(a.place));
    expect(shown(lambda)).toEqual(["the lambda's copy of b", 'a']);
    expect(shown(fn(r, 'main'))).toEqual(
      expect.arrayContaining(["the lambda's reference to a", "the lambda's copy of b"]),
    );
  });

  it('lambdas in reports: a by-value pointer dereferenced is *p, a captured this is this', async () => {
    const r = await cpp(`${head}
      struct Job {
        int state_ = 0;
        void run() {
          int *p = &state_;
          std::thread t([this, p] { *p = 1; this->state_ = 2; });
          t.join();
        }
      };
      int main() { Job j; j.run(); return 0; }`);
    const lambda = r.program.functions.get('Job::run::lambda1')!;
    expect(lambda.name).toMatch(/^Job::run::\(lambda at \d+:\d+\)$/);
    const writes = lambda.blocks
      .flatMap((b) => b.instrs.flatMap((i) => i.accesses))
      .filter((a) => a.kind === 'write')
      .map((a) => displayPlace(a.place));
    expect(writes).toEqual(['*p', 'this->state_']);
  });

  it('jthread joins at the end of its scope; a vector of threads records each handle', async () => {
    const r = await cpp(`${head}
      #include <vector>
      void w() { g = 1; }
      int main() {
        { std::jthread j(w); }
        std::vector<std::thread> v;
        for (int i = 0; i < 2; i++) v.emplace_back(w);
        for (auto& t : v) t.join();
        return g;
      }`);
    const text = dump(r, 'main');
    expect(text).toMatch(/spawn @w\(0\) -> \*&%j\s[\s\S]*join %j/);
    expect(text).toMatch(/spawn @w\(0\) -> \*&%v\._M_elems\[%v\._M_size\]/);
    expect(text).toMatch(/join \*%t/);
  });
});

describe('the C++ library through the models table', () => {
  it('every C++ concurrency name the lowering relies on has a model', () => {
    const t = createModelTable();
    for (const name of [
      'std::thread::thread',
      'std::jthread::jthread',
      'std::thread::join',
      'std::async',
      'std::future::get',
      'std::mutex::lock',
      'std::shared_mutex::lock_shared',
      'std::timed_mutex::try_lock_for',
      'std::lock_guard::lock_guard',
      'std::unique_lock::unique_lock',
      'std::unique_lock::unlock',
      'std::scoped_lock::scoped_lock',
      'std::shared_lock::shared_lock',
      'std::lock',
      'std::condition_variable::wait',
      'std::condition_variable_any::notify_all',
      'std::atomic::fetch_add',
      'std::atomic::compare_exchange_strong',
      'std::atomic::operator++',
      'std::atomic_ref::store',
      'std::atomic_flag::test_and_set',
      'std::call_once',
      'std::barrier::arrive_and_wait',
      'std::latch::count_down',
      'std::counting_semaphore::acquire',
    ])
      expect(t.lookup(name), name).toBeDefined();
    expect(t.lookup('std::mutex::lock')?.kind).toBe('lock');
    expect(t.lookup('std::lock_guard::lock_guard')?.guard).toBe(true);
    expect(t.lookup('std::thread::thread')?.callable).toBe(true);
  });

  it('atomic members and operators are atomic operations with their memory order', async () => {
    const r = await cpp(`
      #include <atomic>
      std::atomic<int> a{0};
      int f() { a.fetch_add(1, std::memory_order_relaxed); a++; a.store(2); return a; }`);
    const atomics = instrs(fn(r, 'f')).filter((i) => i.op === 'atomic') as Extract<Instr, { op: 'atomic' }>[];
    expect(atomics.map((i) => `${i.kind}.${i.order}`)).toEqual([
      'rmw.relaxed',
      'rmw.seq_cst',
      'store.seq_cst',
      'load.seq_cst',
    ]);
    expect(accessList(fn(r, 'f')).every((a) => a.startsWith('Ra') || a.startsWith('Wa'))).toBe(true);
  });

  it('condition variable waits release the guard mutex; a predicate becomes a loop', async () => {
    const r = await cpp(`
      #include <condition_variable>
      std::mutex m; std::condition_variable cv; bool ready;
      void f() { std::unique_lock<std::mutex> lk(m); cv.wait(lk, [] { return ready; }); }`);
    const f = fn(r, 'f');
    const wait = instrs(f).find((i) => i.op === 'cond-wait') as Extract<Instr, { op: 'cond-wait' }>;
    expect(printExpr(wait.lock)).toBe('&m');
    expect(printExpr(wait.cond)).toBe('&cv');
    expect(instrs(f).some((i) => i.op === 'call' && printExpr(i.callee) === '@f::lambda1')).toBe(true);
  });

  it('containers: a non-const member writes the object, a const one reads its bookkeeping', async () => {
    const r = await cpp(`
      #include <vector>
      std::vector<int> v;
      void f() { v.push_back(1); unsigned long n = v.size(); v[0] = (int)n; }`);
    expect(accessList(fn(r, 'f'))).toEqual(['W v@4', 'R v._M_size@4', 'R v._M_size@4', 'W v._M_elems[0]@4']);
  });

  it('the C++ model headers parse with no error and lower quickly', async () => {
    const all = [
      'thread',
      'mutex',
      'shared_mutex',
      'atomic',
      'condition_variable',
      'future',
      'semaphore',
      'barrier',
      'latch',
      'vector',
      'string',
      'map',
      'unordered_map',
      'memory',
      'functional',
      'iostream',
      'chrono',
      'algorithm',
      'cstdio',
      'cstdlib',
      'set',
      'deque',
      'queue',
      'array',
    ];
    const t0 = performance.now();
    const r = await cpp(`${all.map((h) => `#include <${h}>`).join('\n')}\nint main() { return 0; }\n`);
    const ms = performance.now() - t0;
    const errors = r.diagnostics.filter((d) => d.severity !== 'note');
    expect(errors).toEqual([]);
    expect(r.program.skipped).toEqual([]);
    expect(ms).toBeLessThan(5000);
  });
});

describe('reports point at the C++ source', () => {
  it('a confirmed race has a witness whose steps name lines of the .cpp file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lockstep-cpp-'));
    const file = join(dir, 'race.cpp');
    writeFileSync(
      file,
      [
        '#include <mutex>',
        '#include <thread>',
        'struct Acc {',
        '  std::mutex m;',
        '  int n = 0;',
        '  void add() { std::lock_guard<std::mutex> g(m); n++; }',
        '  void reset() { n = 0; }',
        '};',
        'int main() {',
        '  Acc a;',
        '  std::thread t1(&Acc::add, &a);',
        '  std::thread t2(&Acc::reset, &a);',
        '  t1.join();',
        '  t2.join();',
        '}',
        '',
      ].join('\n'),
    );
    const { result } = await analyze({
      units: [{ file }],
      root: dir,
      check: { maxMs: Number.POSITIVE_INFINITY },
    });
    expect(result.verdict).toBe('race');
    const finding = result.findings.find((f) => f.status === 'confirmed')!;
    expect(finding.accesses.map((a) => a.line).sort()).toEqual([6, 6, 7]);
    expect(finding.accesses.map((a) => a.function).sort()).toEqual(['Acc::add', 'Acc::add', 'Acc::reset']);
    const steps = finding.witness!.steps;
    expect(steps.length).toBeGreaterThan(0);
    for (const s of steps) {
      expect(s.file).toBe('race.cpp');
      expect(s.line).toBeGreaterThanOrEqual(1);
      expect(s.line).toBeLessThanOrEqual(15);
    }
    expect(steps.some((s) => s.line === 11 && /creates thread/.test(s.action))).toBe(true);
  });
});

describe('a function hides the class of the same name', () => {
  it('`struct sigaction act; sigaction(...)` calls the function, not a constructor', async () => {
    const r = await lowerSources(
      {
        '/src/t.cpp':
          'struct sigaction { int flags; };\nint sigaction(int, const struct sigaction *, struct sigaction *);\n' +
          'void f(void) { struct sigaction act; act.flags = 0; sigaction(1, &act, 0); }\n',
      },
      { lang: 'c++' },
    );
    const calls = instrs(fn(r, 'f')).filter((i) => i.op === 'call');
    expect(calls.map((c) => (c.op === 'call' && c.callee.k === 'fn' ? c.callee.id : '?'))).toEqual([
      'sigaction',
    ]);
    expect(dump(r, 'f')).not.toContain('.tmp');
  });
});

describe('members of template instances (issue 18: maps of pointers)', () => {
  const calls = (r: Awaited<ReturnType<typeof lowerSources>>, name: string) =>
    instrs(fn(r, name)).flatMap((i) => (i.op === 'call' && i.callee.k === 'fn' ? [i.callee.id] : []));

  it("a field declared with a template parameter has the instance's argument as its type", async () => {
    const r = await lowerSources(
      {
        '/src/t.cpp': `#include <utility>
struct Worker { int hits = 0; void run() { hits++; } };
void f(std::pair<int, Worker *> &p) { p.second->run(); }
`,
      },
      { lang: 'c++' },
    );
    expect(calls(r, 'f')).toEqual(['Worker::run']);
  });

  it("a range-for over a map visits key-value pairs: kv.second's methods are the class's", async () => {
    const r = await lowerSources(
      {
        '/src/t.cpp': `#include <map>
#include <thread>
struct Worker {
  int hits = 0;
  void run() { hits++; }
  void start() { th = std::thread(&Worker::run, this); }
  std::thread th;
};
void f(std::map<int, Worker *> &workers) {
  for (auto &kv : workers) kv.second->start();
  for (auto &kv : workers) kv.second->th.join();
  workers[1]->hits++;
}
`,
      },
      { lang: 'c++' },
    );
    const called = calls(r, 'f');
    expect(called).toContain('Worker::start');
    expect(called.filter((c) => c.startsWith('?::'))).toEqual([]);
    // m[k] names the value of a pair, as the iteration does.
    expect(dump(r, 'f')).toContain('_M_elems[nondet(element)].second->hits');
  });

  it('a thread started through a map of object pointers is seen: the race is no longer called race-free', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lockstep-map-'));
    writeFileSync(
      join(dir, 'pool.cpp'),
      `#include <map>
#include <thread>
int started;
struct Worker {
  void run() { started++; }
  void start() { th = std::thread(&Worker::run, this); }
  std::thread th;
};
int main() {
  std::map<int, Worker *> workers;
  workers[1] = new Worker();
  workers[2] = new Worker();
  for (auto &kv : workers) kv.second->start();
  for (auto &kv : workers) kv.second->th.join();
  return started;
}
`,
    );
    const { result } = await analyze({ units: [{ file: join(dir, 'pool.cpp') }], root: dir, check: false });
    expect(result.verdict).not.toBe('race-free');
    expect(result.findings.map((f) => f.location)).toEqual(['started']);
    expect(result.diagnostics.filter((d) => d.message.includes('?::'))).toEqual([]);
  });

  it('a member call on an object of unknown class that the program may define is unresolved: unknown, never race-free', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lockstep-member-'));
    writeFileSync(
      join(dir, 'holder.cpp'),
      `#include <thread>
template <class T> struct Holder { T *p; };
struct Worker { int hits = 0; void start(); std::thread th; void run() { hits++; } };
void Worker::start() { th = std::thread(&Worker::run, this); }
template <class T> void go(Holder<T> &h) { h.p->start(); }
int main() {
  Holder<Worker> h{new Worker()};
  go(h);
  h.p->hits++;
  h.p->th.join();
  return 0;
}
`,
    );
    const { result } = await analyze({ units: [{ file: join(dir, 'holder.cpp') }], root: dir, check: false });
    expect(result.verdict).toBe('unknown');
    const unresolved = result.diagnostics.filter((d) => d.code === 'unresolved-call');
    expect(unresolved.map((d) => `${d.line}: ${d.message}`)).toEqual([
      "5: a call of 'start' on an object whose class Lockstep could not tell (the program defines Worker::start): skipped",
    ]);
    // Holder<Worker>'s `T *p` is a Worker* in main: its thread's join is std::thread's.
    expect(result.diagnostics.filter((d) => d.code === 'unknown-function')).toEqual([]);
    expect(result.diagnostics.map((d) => d.message).join('\n')).not.toContain('?::');
  });
});

describe('std::bind (issue 18)', () => {
  it('a thread started on `auto f = std::bind(g, _1, 2)` with an argument runs g: no unresolved entry', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lockstep-bind-'));
    writeFileSync(
      join(dir, 'bind.cpp'),
      `#include <functional>
#include <thread>
int total;
void add(int *target, int n) { *target += n; }
int main() {
  auto f = std::bind(add, std::placeholders::_1, 2);
  std::thread t(f, &total);
  total = 5;
  t.join();
  return 0;
}
`,
    );
    const { result } = await analyze({ units: [{ file: join(dir, 'bind.cpp') }], root: dir, check: false });
    expect(result.diagnostics.filter((d) => d.code === 'unresolved-call')).toEqual([]);
    expect(result.findings.map((f) => f.location)).toEqual(['total']);
    // add's read and write of *target, and main's write
    expect([...new Set(result.findings[0]!.accesses.map((a) => a.function))].sort()).toEqual(['add', 'main']);
  });
});
