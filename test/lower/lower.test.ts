import { describe, expect, it } from 'vitest';
import { terminatorTargets as successors } from '../../src/ir/cfg.js';
import { printExpr, printPlace } from '../../src/ir/print.js';
import { accessList, dump, fn, instrs, lowerC, lowerSources } from '../helpers.js';

describe('expressions', () => {
  it('compound assignment and ++ are a read then a write of the same place', async () => {
    const r = await lowerC('int g; void f(void) { g += 2; g++; ++g; }');
    expect(accessList(fn(r, 'f'))).toEqual(['R g@1', 'W g@1', 'R g@1', 'W g@1', 'R g@1', 'W g@1']);
  });

  it('postfix increment in a value context yields the old value', async () => {
    const r = await lowerC('int g; int f(void) { return g++; }');
    const text = dump(r, 'f');
    expect(text).toMatch(/#t1 = g\s/);
    expect(text).toMatch(/g = #t1 \+ 1/);
    expect(text).toMatch(/return #t1/);
  });

  it('calls inside expressions are hoisted in evaluation order', async () => {
    const r = await lowerC('int a(void); int b(int); int g; void f(void) { g = b(a()) + a(); }');
    const calls = instrs(fn(r, 'f')).filter((i) => i.op === 'call');
    expect(calls.map((c) => (c.op === 'call' ? printExpr(c.callee) : ''))).toEqual(['@a', '@b', '@a']);
    expect(instrs(fn(r, 'f')).at(-1)?.op).toBe('assign');
  });

  it('struct fields through pointers and dots are field paths on the same base', async () => {
    const r = await lowerC(`
      struct inner { int v; };
      struct s { int x; struct inner in; int arr[4]; };
      struct s G;
      void f(struct s *p) { p->x = 1; p->in.v = 2; G.arr[3] = p->arr[1]; (&G)->x = 0; }`);
    expect(accessList(fn(r, 'f'))).toEqual([
      'W %p->x@5',
      'W %p->in.v@5',
      'R %p->arr[1]@5',
      'W G.arr[3]@5',
      'W G.x@5',
    ]);
  });

  it('locals never address-taken produce no accesses; address-taken ones do', async () => {
    const r = await lowerC('void g(int *); void f(void) { int a = 1, b = 2; a = a + 1; g(&b); b = 3; }');
    expect(accessList(fn(r, 'f'))).toEqual(['W %b@1', 'W %b@1']);
    expect(fn(r, 'f').vars.find((v) => v.name === 'b')?.addressTaken).toBe(true);
    expect(fn(r, 'f').vars.find((v) => v.name === 'a')?.addressTaken).toBeFalsy();
  });

  it('arrays index in place; pointers index through a dereference', async () => {
    const r = await lowerC('int A[8]; int *P; void f(int i) { A[i] = P[i + 1]; i[A] = 0; }');
    const w = instrs(fn(r, 'f')).filter((x) => x.op === 'assign');
    expect(w.map((x) => (x.op === 'assign' ? printPlace(x.dst) : ''))).toEqual(['A[%i]', 'A[%i]']);
    expect(accessList(fn(r, 'f'))).toContain('R P@1');
    expect(accessList(fn(r, 'f'))).toContain('R (*P)[%i + 1]@1');
  });

  it('short-circuit && and || become branches, and the right side is read only on its branch', async () => {
    const r = await lowerC('int *p; int g; void f(void) { if (p && *p) g = 1; }');
    const f = fn(r, 'f');
    const branches = f.blocks.filter((b) => b.term.k === 'branch');
    expect(branches).toHaveLength(2);
    expect(branches[0]!.term.accesses.map((a) => printPlace(a.place))).toEqual(['p']);
    expect(branches[1]!.term.accesses.map((a) => printPlace(a.place))).toEqual(['p', '*p']);
  });

  it('conditional expression and logical values use a temporary per branch', async () => {
    const r = await lowerC('int g, h; void f(int c) { g = c ? h : 3; h = (c > 1) || g; }');
    const text = dump(r, 'f');
    expect(text).toMatch(/#t1 = h/);
    expect(text).toMatch(/#t1 = 3/);
    expect(text).toMatch(/#t2 = 1/);
    expect(text).toMatch(/#t2 = 0/);
  });

  it('comma, casts, sizeof, compound literals, statement expressions', async () => {
    const r = await lowerC(`
      struct pt { int x, y; };
      long g;
      void f(void) {
        g = (1, 2);
        g = (long)sizeof(struct pt) + sizeof(long[3]);
        struct pt *q = &(struct pt){ .y = 5 };
        g = ({ int t = q->y; t * 2; });
      }`);
    const text = dump(r, 'f');
    expect(text).toMatch(/g = 2\s/);
    expect(text).toMatch(/g = 32\s/);
    expect(text).toMatch(/%compound\.\d+\.y = 5/);
    expect(text).toMatch(/g = %t \* 2/); // the statement expression's local `t`
  });

  it('function pointers: calls through a pointer keep the pointer expression', async () => {
    const r = await lowerC(`
      typedef void (*cb_t)(int);
      struct ops { cb_t run; };
      void work(int);
      struct ops O = { work };
      void f(void) { cb_t c = work; c(1); O.run(2); (*O.run)(3); }`);
    const calls = instrs(fn(r, 'f')).filter((i) => i.op === 'call');
    expect(calls.map((c) => (c.op === 'call' ? printExpr(c.callee) : ''))).toEqual(['%c', 'O.run', 'O.run']);
    expect(r.program.globals.get('O')?.init).toEqual({
      k: 'list',
      items: [{ init: { k: 'expr', expr: { k: 'fn', id: 'work' } } }],
    });
  });

  it('atomic objects: ++ is one atomic read-modify-write', async () => {
    const r = await lowerC('_Atomic int n; int m; void f(void) { n++; n += 2; m = n; }');
    const ops = instrs(fn(r, 'f')).map((i) => (i.op === 'atomic' ? `atomic.${i.kind}` : i.op));
    expect(ops).toEqual(['atomic.rmw', 'atomic.rmw', 'assign']);
    expect(accessList(fn(r, 'f')).slice(-2)).toEqual(['Ra n@1', 'W m@1']);
  });

  it('a cast to a typedef of a parenthesised operand, which the grammar reads as a call, is a cast', async () => {
    const r = await lowerC(`
      typedef unsigned char byte_t;
      typedef int (*op_t)(int);
      int twice(int x) { return 2 * x; }
      int g;
      typedef unsigned long usize;
      int f(long n) { byte_t b = (byte_t)(n + 1); op_t h = (op_t)(twice); g = (byte_t)(g++, 300); g = (byte_t)(usize)(-1); return h(b); }`);
    const text = dump(r, 'f');
    expect(text).toContain('%b = (unsigned char)(%n + 1)');
    expect(text).toContain('%h = (int(int)*)@twice');
    // The comma expression's left operand first, for its effect; its right one is the value.
    expect(text).toMatch(/g = #t\d+ \+ 1[^\n]*\n\s*g = 44/);
    // Two casts in a row, `(byte_t)(usize)(-1)`, read as a call of a call: both casts, innermost first.
    expect(text).toContain('g = (unsigned char)(unsigned long)-1');
    const calls = instrs(fn(r, 'f')).filter((i) => i.op === 'call');
    // Not calls of `(byte_t)`, which point to no function.
    expect(calls.map((c) => (c.op === 'call' ? printExpr(c.callee) : ''))).toEqual(['%h']);
  });
});

describe('statements', () => {
  it('while, do-while and for loops have back edges', async () => {
    const r = await lowerC(
      'int g; void f(int n) { while (n) n--; do g++; while (g < 3); for (int i = 0; i < n; i++) g += i; }',
    );
    const f = fn(r, 'f');
    const backEdges = f.blocks.flatMap((b) => successors(b.term).filter((s) => s <= b.id));
    expect(backEdges.length).toBeGreaterThanOrEqual(3);
  });

  it('break and continue leave and restart the innermost loop', async () => {
    const r = await lowerC(
      'int g; void f(void) { for (;;) { if (g) break; if (g > 2) continue; g++; } g = 9; }',
    );
    const text = dump(r, 'f');
    expect(text).toMatch(/g = 9/);
    expect(text).toMatch(/g = g \+ 1/);
  });

  it('switch with fallthrough, default and GNU case ranges', async () => {
    const r = await lowerC(
      'int g; void f(int c) { switch (c) { case 1: g = 1; case 2 ... 4: g = 2; break; default: g = 3; } }',
    );
    const f = fn(r, 'f');
    const sw = f.blocks.find((b) => b.term.k === 'switch')!.term;
    if (sw.k !== 'switch') throw new Error('no switch');
    expect(sw.cases.map((c) => [c.lo, c.hi])).toEqual([
      [1, 1],
      [2, 4],
    ]);
    // case 1 falls through into case 2..4
    const case1 = f.blocks[sw.cases[0]!.target]!;
    expect(case1.term.k).toBe('goto');
    expect(case1.term.k === 'goto' && case1.term.target).toBe(sw.cases[1]!.target);
  });

  it('goto and labels, including backward jumps', async () => {
    const r = await lowerC(
      'int g; void f(void) { again: g++; if (g < 3) goto again; goto out; g = 7; out: return; }',
    );
    const text = dump(r, 'f');
    expect(text).not.toMatch(/g = 7/); // unreachable after goto
    expect(
      fn(r, 'f').blocks.some(
        (b) => successors(b.term).includes(0) || successors(b.term).some((s) => s <= b.id),
      ),
    ).toBe(true);
  });

  it('early return ends the path', async () => {
    const r = await lowerC('int g; int f(int c) { if (c) return 1; g = 2; return 0; }');
    const rets = fn(r, 'f').blocks.filter((b) => b.term.k === 'return');
    expect(rets).toHaveLength(2);
  });

  it('static locals are program globals; _Thread_local is thread-local', async () => {
    const r = await lowerC(
      '_Thread_local int tl; __thread int tl2; int f(void) { static int calls = 0; return ++calls; }',
    );
    expect(r.program.globals.get('f::calls')?.kind).toBe('static-local');
    expect(r.program.globals.get('tl')?.threadLocal).toBe(true);
    expect(r.program.globals.get('tl2')?.threadLocal).toBe(true);
    expect(accessList(fn(r, 'f'))).toEqual(['R f::calls@1', 'W f::calls@1']);
  });

  it('local initializers assign each element', async () => {
    const r = await lowerC(
      'struct s { int a, b; }; void g(void *); void f(void) { struct s v = { 1, .b = 2 }; int arr[] = {4, 5}; g(&v); g(arr); }',
    );
    const text = dump(r, 'f');
    expect(text).toMatch(/%v\.a = 1/);
    expect(text).toMatch(/%v\.b = 2/);
    expect(text).toMatch(/%arr\[1\] = 5/);
  });
});

describe('models table drives the instructions', () => {
  it('pthread calls become lock, unlock, trylock, spawn and join', async () => {
    const r = await lowerC(`#include <pthread.h>
      pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
      void *w(void *a) { return a; }
      int main(void) {
        pthread_t t;
        pthread_create(&t, NULL, w, NULL);
        pthread_mutex_lock(&m);
        if (pthread_mutex_trylock(&m) == 0) pthread_mutex_unlock(&m);
        pthread_mutex_unlock(&m);
        pthread_join(t, NULL);
        return 0;
      }`);
    const ops = instrs(fn(r, 'main')).map((i) => i.op);
    expect(ops).toEqual(['spawn', 'lock', 'trylock', 'unlock', 'unlock', 'join']);
  });

  it('C11 atomics keep their memory order; relaxed is explicit', async () => {
    const r = await lowerC(`#include <stdatomic.h>
      atomic_int flag; int data;
      void f(void) { data = 1; atomic_store_explicit(&flag, 1, memory_order_relaxed); atomic_fetch_add(&flag, 2); }`);
    const at = instrs(fn(r, 'f')).filter((i) => i.op === 'atomic');
    expect(at.map((i) => (i.op === 'atomic' ? `${i.kind}.${i.order}` : ''))).toEqual([
      'store.relaxed',
      'rmw.seq_cst',
    ]);
  });

  it('SV-COMP conventions: nondet, assume, atomic sections, reach_error', async () => {
    const r = await lowerC(`
      extern int __VERIFIER_nondet_int(void);
      extern void __VERIFIER_assume(int);
      extern void reach_error(void);
      int g;
      void __VERIFIER_atomic_inc(void) { g++; }
      void f(void) { int x = __VERIFIER_nondet_int(); __VERIFIER_assume(x > 0); __VERIFIER_atomic_inc(); if (g < 0) reach_error(); }`);
    const f = fn(r, 'f');
    expect(instrs(f).map((i) => i.op)).toEqual(['assign', 'assume', 'atomic-begin', 'call', 'atomic-end']);
    expect(f.blocks.some((b) => b.term.k === 'stop' && b.term.why === 'error')).toBe(true);
    expect(dump(r, 'f')).toMatch(/nondet\(__VERIFIER_nondet_int\)/);
  });
});

describe('linking and damage control', () => {
  it('links calls across units; statics stay per unit', async () => {
    const r = await lowerSources({
      '/src/a.c': 'static int s; int shared; int helper(void) { return s + shared; }',
      '/src/b.c':
        'static int s; extern int shared; int helper(void); int main(void) { s = 1; return helper(); }',
    });
    expect(r.program.functions.has('helper')).toBe(true);
    expect(r.program.globals.has('s@a.c')).toBe(true);
    expect(r.program.globals.has('s@b.c')).toBe(true);
    expect(r.program.globals.get('shared')?.externOnly).toBeFalsy();
    expect(r.program.undefinedFunctions.size).toBe(0);
  });

  it('a function whose head does not parse is skipped with a diagnostic; the rest is lowered', async () => {
    const r = await lowerC(
      'int ok1(void) { return 1; }\nint bad( { return 1; }\nint ok2(void) { return 2; }\n',
    );
    expect([...r.program.functions.keys()].sort()).toEqual(['ok1', 'ok2']);
    expect(r.program.skipped.map((s) => s.name)).toEqual(['bad']);
    const d = r.diagnostics.find((x) => x.code === 'function-skipped');
    expect(d?.line).toBe(2);
  });

  it('an unknown header is a diagnostic, not a failure', async () => {
    const r = await lowerC('#include <no/such/header.h>\nint f(void) { return 0; }\n');
    expect(r.diagnostics.some((d) => d.code === 'pp-unknown-header' && d.line === 1)).toBe(true);
    expect(r.program.functions.has('f')).toBe(true);
  });

  it('positions point at the macro use site in the user file', async () => {
    const r = await lowerC('#define BUMP(x) ((x) += 1)\nint g;\nvoid f(void) {\n  BUMP(g);\n}\n');
    const a = accessList(fn(r, 'f'));
    expect(a).toEqual(['R g@4', 'W g@4']);
  });

  it('GNU extensions do not derail parsing', async () => {
    const r = await lowerC(`
      __extension__ typedef long long ll;
      _Static_assert(sizeof(int) == 4, "int");
      static __inline__ int __attribute__((always_inline)) inl(int a) { return a ?: 1; }
      __int128 big;
      _Atomic(int) ai;
      _Noreturn void die(void);
      int g;
      void f(int c) {
        typeof(g) t = ({ int y = c; y; });
        __asm__ __volatile__("" ::: "memory");
        void *lab = &&out;
        switch (c) { case 1 ... 3: g = t; break; }
        goto *lab;
      out:
        if (__builtin_expect(c, 0)) die();
      }`);
    expect(r.program.skipped).toEqual([]);
    expect(r.program.functions.has('f')).toBe(true);
    expect(r.program.globals.get('ai')?.type.atomic).toBe(true);
  });
});

describe('worker threads', () => {
  it('gives the same program with two jobs as with one', async () => {
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const { buildProgram } = await import('../../src/frontend/program.js');
    const { printProgram } = await import('../../src/ir/print.js');
    const dir = mkdtempSync(join(tmpdir(), 'lockstep-jobs-'));
    const files = ['a', 'b', 'c'].map((n, i) => {
      const file = join(dir, `${n}.c`);
      writeFileSync(
        file,
        `#include <pthread.h>\nstatic int s${i}; int g${i};\nint f${n}(int x) { if (x) s${i}++; return g${i} += x; }\n`,
      );
      return { file };
    });
    const one = await buildProgram({ units: files, root: dir });
    const two = await buildProgram({ units: files, root: dir, jobs: 2, minParallelBytes: 0 });
    expect(printProgram(two.program)).toBe(printProgram(one.program));
    expect(two.diagnostics).toEqual(one.diagnostics);
    expect([...two.program.functions.keys()]).toEqual(['fa', 'fb', 'fc']);
  });
});

describe('control-flow clean-up', () => {
  it('keeps cycles of empty gotos and empty infinite loops as loops', async () => {
    const r = await lowerC('void f(void) { a: goto b; b: goto a; }\nvoid g(void) { for (;;); }\n');
    const f = fn(r, 'f');
    expect(f.blocks.every((b) => b.term.k === 'goto')).toBe(true);
    expect(f.blocks.some((b) => successors(b.term).some((s) => s <= b.id))).toBe(true);
    const g = fn(r, 'g');
    expect(g.blocks).toHaveLength(1);
    expect(g.blocks[0]!.term).toMatchObject({ k: 'goto', target: 0 });
  });
});
