/**
 * IR snapshots: one tiny program per C statement and expression form, lowered by the whole
 * frontend and printed with `printProgram`. Every snapshot was read and checked by hand; a change
 * in one is a change in what the analyses see, so review the diff before updating it.
 */
import { describe, expect, it } from 'vitest';
import { c, type IrTextOptions, ir } from './util.js';

const snap = async (code: string, opts: IrTextOptions = {}) =>
  expect(await ir(code, { globals: false, ...opts })).toMatchSnapshot();

describe('if, loops and jumps', () => {
  it('if / else if / else chain', async () => {
    await snap(c`
      int g;
      void f(int x) {
        if (x == 1) g = 1;
        else if (x == 2) g = 2;
        else g = 3;
      }
    `);
  });

  it('if without else, nested if, empty branches', async () => {
    await snap(c`
      int g;
      void f(int x, int y) {
        if (x) { if (y) g = 1; }
        if (y) ; else g = 2;
        g = 3;
      }
    `);
  });

  it('constant conditions fold into plain jumps', async () => {
    await snap(c`
      int g;
      void f(void) {
        if (0) g = 1;
        if (2 > 1) g = 2;
        do g = 3; while (0);
        while (1) { if (g) break; }
      }
    `);
  });

  it('while loop', async () => {
    await snap(c`
      int g;
      void f(int n) {
        while (n > 0) {
          g += n;
          n--;
        }
      }
    `);
  });

  it('do-while loop with continue', async () => {
    await snap(c`
      int g;
      void f(int n) {
        do {
          if (n == 3) continue;
          g = n;
        } while (--n);
      }
    `);
  });

  it('for loop with a declaration in init', async () => {
    await snap(c`
      int a[10];
      void f(void) {
        for (int i = 0; i < 10; i++) a[i] = i;
      }
    `);
  });

  it('for loops without init, condition or update', async () => {
    await snap(c`
      int g;
      void f(void) {
        int i;
        for (;;) { if (g) break; }
        for (; g < 3;) g++;
        for (i = 0; ; i++) if (i > 5) return;
      }
    `);
  });

  it('for loop with comma init and update', async () => {
    await snap(c`
      int g;
      void f(int n) {
        int i, j;
        for (i = 0, j = n; i < j; i++, j--) g = i;
      }
    `);
  });

  it('nested loops with break and continue', async () => {
    await snap(c`
      int g;
      void f(int n) {
        for (int i = 0; i < n; i++) {
          for (int j = 0; j < n; j++) {
            if (j == i) continue;
            if (j > i) break;
            g++;
          }
        }
      }
    `);
  });

  it('goto forward and backward, labels', async () => {
    await snap(c`
      int g;
      void f(void) {
      again:
        g++;
        if (g < 3) goto again;
        goto out;
        g = 7;
      out:
        g = 0;
      }
    `);
  });

  it('goto into a loop body and labels nobody jumps to', async () => {
    await snap(c`
      int g;
      void f(int n) {
        goto inside;
        while (n) {
          g = 1;
        inside:
          n--;
        }
      unused:
        g = 2;
      }
    `);
  });

  it('early return and returns of expressions', async () => {
    await snap(c`
      int g;
      int f(int c) {
        if (c < 0) return -c;
        if (c == 0) return g + 1;
        g = c;
        return c * 2;
      }
    `);
  });

  it('void functions fall off the end; non-void ones return without a value', async () => {
    await snap(c`
      int g;
      void v(void) { g = 1; }
      int n(void) { g = 2; }
      void w(void) { return; }
      void r(void) { return v(); }
    `);
  });

  it('block scopes: a shadowing local gets its own id', async () => {
    await snap(c`
      int g;
      void f(void) {
        int x = 1;
        { int x = 2; g = x; }
        g = x;
        for (int x = 3; x; x--) g = x;
      }
    `);
  });
});

describe('switch', () => {
  it('fallthrough, break and default', async () => {
    await snap(c`
      int g;
      void f(int c) {
        switch (c) {
        case 1: g = 1;
        case 2: g = 2; break;
        default: g = 3;
        }
      }
    `);
  });

  it('no default: the switch exits', async () => {
    await snap(c`
      int g;
      void f(int c) {
        switch (c) {
        case 1: g = 1; break;
        case 5: g = 5; break;
        }
        g = 0;
      }
    `);
  });

  it('default first and case labels sharing a body', async () => {
    await snap(c`
      int g;
      void f(int c) {
        switch (c) {
        default: g = 0; break;
        case 1:
        case 2: g = 2;
        }
      }
    `);
  });

  it('nested switch: break leaves the inner one', async () => {
    await snap(c`
      int g;
      void f(int a, int b) {
        switch (a) {
        case 1:
          switch (b) { case 1: g = 11; break; default: g = 10; }
          break;
        case 2: g = 2;
        }
      }
    `);
  });

  it('switch inside a loop: continue goes to the loop', async () => {
    await snap(c`
      int g;
      void f(int n) {
        while (n--) {
          switch (n) { case 0: continue; case 1: break; }
          g = n;
        }
      }
    `);
  });

  it("Duff's device", async () => {
    await snap(c`
      void copy(char *to, char *from, int count) {
        int n = (count + 3) / 4;
        switch (count % 4) {
        case 0: do { *to++ = *from++;
        case 3:      *to++ = *from++;
        case 2:      *to++ = *from++;
        case 1:      *to++ = *from++;
                } while (--n > 0);
        }
      }
    `);
  });

  it('GNU case ranges, enum and char labels', async () => {
    await snap(c`
      enum color { RED, GREEN = 5 };
      int g;
      void f(int c) {
        switch (c) {
        case 'a' ... 'z': g = 1; break;
        case GREEN: g = 2; break;
        case RED + 1: g = 3; break;
        }
      }
    `);
  });

  it('switch on an expression with a side effect', async () => {
    await snap(c`
      int g;
      int next(void);
      void f(int x) {
        switch (next() + x) { case 0: g = 0; }
      }
    `);
  });
});

describe('operators', () => {
  it('arithmetic binary operators', async () => {
    await snap(c`
      int a, b, r;
      void f(void) {
        r = a + b; r = a - b; r = a * b; r = a / b; r = a % b;
      }
    `);
  });

  it('shifts, bitwise operators and comparisons as values', async () => {
    await snap(c`
      int a, b, r;
      void f(void) {
        r = a << b; r = a >> 2; r = a & b; r = a | b; r = a ^ b;
        r = a == b; r = a != b; r = a < b; r = a <= b; r = a > b; r = a >= b;
      }
    `);
  });

  it('precedence is kept in the expression tree', async () => {
    await snap(c`
      int a, b, r;
      void f(void) {
        r = a + b * 2 - (a - b);
        r = a << 1 | b & 3 ^ a;
      }
    `);
  });

  it('constant folding of + - * only', async () => {
    await snap(c`
      int r;
      void f(void) {
        r = 2 + 3 * 4;
        r = 7 / 2;
        r = 1 << 4;
      }
    `);
  });

  it('unary operators', async () => {
    await snap(c`
      int a, r, *p;
      void f(void) {
        r = -a; r = !a; r = ~a; r = +a;
        p = &a; r = *p; r = !!a; r = - -a;
      }
    `);
  });

  it('all ten compound assignments', async () => {
    await snap(c`
      int g, v;
      void f(void) {
        g += v; g -= v; g *= v; g /= v; g %= v;
        g <<= v; g >>= v; g &= v; g |= v; g ^= v;
      }
    `);
  });

  it('pre and post increment and decrement, as effects and as values', async () => {
    await snap(c`
      int g, r;
      void f(void) {
        g++; ++g; g--; --g;
        r = g++; r = ++g; r = g--; r = --g;
      }
    `);
  });

  it('chained and nested assignments', async () => {
    await snap(c`
      int a, b, c;
      void f(int x) {
        a = b = c;
        a = b = 5;
        a += b -= 1;
        if ((x = a) != 0) b = x;
      }
    `);
  });

  it('comma operator in effect, value and condition contexts', async () => {
    await snap(c`
      int a, b;
      void f(void) {
        a++, b++;
        a = (b, 3);
        if (a = 1, b) a = 2;
      }
    `);
  });

  it('conditional expression in value and effect contexts', async () => {
    await snap(c`
      int a, b, r;
      void f(int c) {
        r = c ? a : b;
        c ? a++ : b++;
        r = c ? (a ? 1 : 2) : 3;
      }
    `);
  });

  it('GNU conditional with omitted middle operand', async () => {
    await snap(c`
      int a, b, r;
      void f(void) {
        r = a ?: b;
        a ?: b++;
      }
    `);
  });

  it('&& and || as values', async () => {
    await snap(c`
      int a, b, r;
      void f(void) {
        r = a && b;
        r = a || b;
      }
    `);
  });

  it('&&, || and ! in conditions short-circuit into branches', async () => {
    await snap(c`
      int a, b, c, g;
      void f(void) {
        if (a && (b || !c)) g = 1;
        while (!(a || b)) g = 2;
      }
    `);
  });

  it('&& and || as statements evaluate the right side conditionally', async () => {
    await snap(c`
      int a, b;
      void f(void) {
        a && b++;
        a || b--;
      }
    `);
  });

  it('casts', async () => {
    await snap(c`
      int i; long l; double d; void *vp; char *cp;
      void f(void) {
        l = (long)i;
        d = (double)l;
        cp = (char *)vp;
        (void)i;
        i = (int)5;
      }
    `);
  });

  it('sizeof of types, expressions and arrays; _Alignof', async () => {
    await snap(c`
      struct pt { char c; int x; long y; };
      int g, a[10], *p;
      long r;
      void f(void) {
        r = sizeof(int); r = sizeof g; r = sizeof(a); r = sizeof a[0];
        r = sizeof *p; r = sizeof(struct pt); r = sizeof(char *[4]);
        r = _Alignof(long); r = _Alignof(struct pt);
      }
    `);
  });

  it('address-of and dereference', async () => {
    await snap(c`
      int g, *p, **pp;
      void f(void) {
        p = &g;
        pp = &p;
        **pp = 1;
        *p = *&g;
        p = &*p;
      }
    `);
  });

  it('pointer arithmetic', async () => {
    await snap(c`
      int *p, *q;
      long d;
      void f(int i) {
        *(p + 1) = 2;
        *(p + i) = *(q - 1);
        d = p - q;
        p += 2;
        p++;
        q = p + i;
      }
    `);
  });
});

describe('places', () => {
  it('indexing arrays, pointers and i[a]', async () => {
    await snap(c`
      int a[8], *p, r;
      void f(int i) {
        a[i] = 1;
        p[i] = 2;
        r = i[a];
        r = a[i + 1] + p[0];
      }
    `);
  });

  it('two-dimensional arrays and pointers to arrays', async () => {
    await snap(c`
      int m[3][4];
      int (*pr)[4];
      void f(int i, int j) {
        m[i][j] = 1;
        pr[i][j] = m[j][i];
        pr = m;
      }
    `);
  });

  it('local arrays are address-taken when they decay', async () => {
    await snap(c`
      void use(int *);
      void f(int i) {
        int a[4];
        int b[4];
        a[i] = 1;
        b[i] = 2;
        use(b);
      }
    `);
  });

  it('struct fields with . and ->, nested records, arrays of records', async () => {
    await snap(c`
      struct in { int v; };
      struct s { int x; struct in in; struct in arr[2]; struct s *next; };
      struct s S, *P;
      void f(int i) {
        S.x = 1;
        P->in.v = 2;
        S.arr[i].v = P->next->x;
        (&S)->x = (*P).x;
      }
    `);
  });

  it('anonymous struct and union members', async () => {
    await snap(c`
      struct s {
        int tag;
        union { int i; float fl; };
        struct { int lo, hi; };
      } S;
      void f(void) { S.i = 1; S.hi = S.lo; }
    `);
  });

  it('unions', async () => {
    await snap(c`
      union u { int i; char bytes[4]; } U, *PU;
      void f(void) { U.i = 1; PU->bytes[2] = U.bytes[0]; }
    `);
  });
});

describe('calls', () => {
  it('direct calls, nested calls in evaluation order, discarded results', async () => {
    await snap(c`
      int a(void); int b(int, int); void v(int);
      int g;
      void f(void) {
        g = b(a(), g) + a();
        a();
        v(b(1, 2));
      }
    `);
  });

  it('implicit declarations and noreturn functions', async () => {
    await snap(c`
      _Noreturn void die(int);
      __attribute__((noreturn)) void fatal(void);
      int g;
      void f(void) {
        undeclared(g);
        if (g) die(1);
        if (g > 1) fatal();
        g = 0;
      }
    `);
  });

  it('function pointers: variables, fields, arrays, (*fp)()', async () => {
    await snap(c`
      void work(int);
      struct ops { void (*run)(int); };
      void (*table[2])(int) = { work, work };
      struct ops O, *PO;
      void f(int i) {
        void (*fp)(int) = work;
        fp(1);
        (*fp)(2);
        O.run(3);
        PO->run(4);
        table[i](5);
        (*work)(6);
        fp = &work;
      }
    `);
  });

  it('function pointer typedefs and functions as arguments', async () => {
    await snap(c`
      typedef int (*cmp_t)(int, int);
      int less(int a, int b) { return a < b; }
      int apply(cmp_t c, int x) { return c(x, 1); }
      int f(void) { return apply(less, 2) + apply(&less, 3); }
    `);
  });

  it('variadic definitions and calls', async () => {
    await snap(c`
      #include <stdarg.h>
      #include <stdio.h>
      int sum(int n, ...) {
        va_list ap;
        va_start(ap, n);
        int s = va_arg(ap, int);
        va_end(ap);
        return s;
      }
      int g;
      void f(void) { g = sum(2, g, 3); printf("%d %d\\n", g, sum(0)); }
    `);
  });

  it('string and character literals', async () => {
    await snap(c`
      const char *s;
      char ch;
      void put(const char *);
      void f(void) {
        s = "hello";
        put("a" "b");
        ch = 'x';
        ch = '\\n';
        ch = '\\x41';
        ch = s[1];
      }
    `);
  });

  it('compound literals', async () => {
    await snap(c`
      struct pt { int x, y; };
      struct pt *p;
      int *ip;
      void f(int v) {
        p = &(struct pt){ .y = v };
        ip = (int[]){ 1, 2, 3 };
      }
    `);
  });

  it('statement expressions as values and as statements', async () => {
    await snap(c`
      int g;
      void f(void) {
        g = ({ int t = g; t * 2; });
        ({ g++; });
        g = ({ int u = 1; if (u) u = 2; u; });
      }
    `);
  });
});

describe('declarations and initializers', () => {
  it('scalar locals, several declarators, uninitialised ones', async () => {
    await snap(c`
      int g;
      void f(void) {
        int a = 1, b, c = g;
        b = a + c;
        g = b;
      }
    `);
  });

  it('local array initializers with designators', async () => {
    await snap(c`
      void use(int *);
      void f(int v) {
        int a[4] = { 1, v };
        int b[4] = { [2] = 5, 6, [0] = 7 };
        use(a); use(b);
      }
    `);
  });

  it('nested struct initializers with designators', async () => {
    await snap(c`
      struct in { int v, w; };
      struct s { int x; struct in in; int arr[2]; };
      void use(struct s *);
      void f(void) {
        struct s a = { 1, { 2, 3 }, { 4 } };
        struct s b = { .in.w = 5, .arr = { [1] = 6 }, .x = 7 };
        struct s c = { .in = { 8 }, { 9 } };
        use(&a); use(&b); use(&c);
      }
    `);
  });

  it('static locals are program globals', async () => {
    await snap(
      c`
        int f(void) {
          static int calls = 0;
          static int *last;
          calls++;
          last = &calls;
          return calls;
        }
      `,
      { globals: true },
    );
  });

  it('globals with initializers', async () => {
    await snap(
      c`
        struct pt { int x, y; };
        int n = 3;
        int neg = -(4);
        long sz = sizeof(struct pt) * 2;
        int *ptr = &n;
        int arr[] = { 1, 2, 3 };
        struct pt origin = { .y = 1 };
        const char *greeting = "hi";
        void f(void);
        void (*fp)(void) = f;
        extern int ext;
        static int file_static = 7;
        void f(void) { n = file_static + ext; }
      `,
      { globals: true },
    );
  });

  it('enums used as values', async () => {
    await snap(c`
      enum state { IDLE, BUSY = 4, DONE };
      enum state s;
      int g;
      void f(void) {
        s = BUSY;
        g = DONE + IDLE;
        if (s == DONE) g = 1;
      }
    `);
  });

  it('typedefs of scalars, records and pointers', async () => {
    await snap(c`
      typedef unsigned long size;
      typedef struct { int x; } S;
      typedef S *SP;
      S s; SP sp;
      size n;
      void f(void) {
        typedef int local_t;
        local_t t = 1;
        sp = &s;
        sp->x = t;
        n = sizeof s;
      }
    `);
  });

  it('K&R-style definitions', async () => {
    await snap(c`
      int g;
      int add(a, b)
        int a;
        char *b;
      {
        g = a + *b;
        return g;
      }
    `);
  });

  it('block-scope extern and function declarations', async () => {
    await snap(c`
      void f(void) {
        extern int counter;
        int helper(int);
        counter = helper(counter);
      }
    `);
  });

  it('thread-local and static globals keep their kinds', async () => {
    await snap(
      c`
        _Thread_local int tl;
        __thread int tl2;
        static int st;
        static void helper(void) { st++; }
        void f(void) { tl = 1; tl2 = tl; helper(); }
      `,
      { globals: true },
    );
  });
});

describe('_Atomic objects', () => {
  it('++, += and plain reads and writes', async () => {
    await snap(
      c`
      _Atomic int n;
      _Atomic(long) m;
      int r;
      void f(void) {
        n++;
        --n;
        n += 2;
        m -= 3;
        r = n++;
        r = (n += 5);
        n = 7;
        r = n;
      }
    `,
      { atomics: true },
    );
  });

  it('atomic struct members through pointers', async () => {
    await snap(
      c`
      struct ctr { _Atomic int hits; int misses; };
      void f(struct ctr *c) {
        c->hits++;
        c->misses++;
      }
    `,
      { atomics: true },
    );
  });
});

describe('C11 and GCC atomics', () => {
  it('C11 loads and stores with explicit orders', async () => {
    await snap(
      c`
      #include <stdatomic.h>
      atomic_int flag;
      int r;
      void f(void) {
        atomic_store_explicit(&flag, 1, memory_order_release);
        r = atomic_load_explicit(&flag, memory_order_acquire);
        atomic_store(&flag, 2);
        r = atomic_load(&flag);
        atomic_init(&flag, 0);
        atomic_store_explicit(&flag, 3, memory_order_relaxed);
      }
    `,
      { atomics: true },
    );
  });

  it('C11 read-modify-writes and compare-exchange', async () => {
    await snap(
      c`
      #include <stdatomic.h>
      atomic_int x;
      int r, expected;
      void f(void) {
        r = atomic_fetch_add(&x, 1);
        atomic_fetch_sub_explicit(&x, 2, memory_order_acq_rel);
        atomic_fetch_or(&x, 4);
        r = atomic_exchange_explicit(&x, 5, memory_order_seq_cst);
        if (atomic_compare_exchange_strong(&x, &expected, 6)) r = 1;
        atomic_compare_exchange_weak_explicit(&x, &expected, 7, memory_order_release, memory_order_relaxed);
      }
    `,
      { atomics: true },
    );
  });

  it('C11 atomic_flag and fences', async () => {
    await snap(
      c`
      #include <stdatomic.h>
      atomic_flag lock = ATOMIC_FLAG_INIT;
      void f(void) {
        while (atomic_flag_test_and_set_explicit(&lock, memory_order_acquire)) ;
        atomic_thread_fence(memory_order_seq_cst);
        atomic_signal_fence(memory_order_acquire);
        atomic_flag_clear_explicit(&lock, memory_order_release);
      }
    `,
      { atomics: true },
    );
  });

  it('__sync builtins', async () => {
    await snap(
      c`
      int x, r;
      void f(void) {
        r = __sync_fetch_and_add(&x, 1);
        r = __sync_add_and_fetch(&x, 2);
        __sync_fetch_and_nand(&x, 3);
        if (__sync_bool_compare_and_swap(&x, 0, 1)) r = 1;
        r = __sync_val_compare_and_swap(&x, 1, 2);
        while (__sync_lock_test_and_set(&x, 1)) ;
        __sync_lock_release(&x);
        __sync_synchronize();
      }
    `,
      { atomics: true },
    );
  });

  it('__atomic builtins on values', async () => {
    await snap(
      c`
      int x, r, e;
      void f(void) {
        r = __atomic_load_n(&x, __ATOMIC_ACQUIRE);
        __atomic_store_n(&x, 1, __ATOMIC_RELEASE);
        r = __atomic_fetch_add(&x, 2, __ATOMIC_RELAXED);
        r = __atomic_sub_fetch(&x, 3, __ATOMIC_ACQ_REL);
        r = __atomic_exchange_n(&x, 4, __ATOMIC_SEQ_CST);
        if (__atomic_compare_exchange_n(&x, &e, 5, 0, __ATOMIC_SEQ_CST, __ATOMIC_RELAXED)) r = 1;
        __atomic_thread_fence(__ATOMIC_SEQ_CST);
      }
    `,
      { atomics: true },
    );
  });

  it('__atomic generic builtins pass values through pointers', async () => {
    await snap(
      c`
      long x, v, out, e;
      char flag;
      void f(void) {
        __atomic_load(&x, &out, __ATOMIC_ACQUIRE);
        __atomic_store(&x, &v, __ATOMIC_RELEASE);
        __atomic_exchange(&x, &v, &out, __ATOMIC_SEQ_CST);
        __atomic_compare_exchange(&x, &e, &v, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
        if (!__atomic_test_and_set(&flag, __ATOMIC_ACQUIRE)) __atomic_clear(&flag, __ATOMIC_RELEASE);
      }
    `,
      { atomics: true },
    );
  });

  it('an order the lowering cannot evaluate is relaxed', async () => {
    await snap(
      c`
      int x, r;
      void f(int order) { r = __atomic_load_n(&x, order); }
    `,
      { atomics: true },
    );
  });
});

describe('thread and synchronisation models', () => {
  it('pthread_create, join, detach, self, exit', async () => {
    await snap(c`
      #include <pthread.h>
      int shared;
      void *worker(void *arg) { shared = *(int *)arg; pthread_exit(0); }
      int main(void) {
        pthread_t t, u;
        int v = 1;
        pthread_create(&t, NULL, worker, &v);
        pthread_create(&u, 0, &worker, NULL);
        pthread_detach(u);
        if (pthread_self() == t) return 1;
        pthread_join(t, NULL);
        return shared;
      }
    `);
  });

  it('mutex lock, unlock, init and destroy', async () => {
    await snap(c`
      #include <pthread.h>
      pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
      pthread_mutex_t dyn;
      int g;
      void f(void) {
        pthread_mutex_init(&dyn, NULL);
        pthread_mutex_lock(&m);
        g++;
        pthread_mutex_unlock(&m);
        pthread_mutex_destroy(&dyn);
      }
    `);
  });

  it('trylock tested with == 0 and with !', async () => {
    await snap(c`
      #include <pthread.h>
      pthread_mutex_t m;
      int g;
      void f(void) {
        if (pthread_mutex_trylock(&m) == 0) { g = 1; pthread_mutex_unlock(&m); }
        if (!pthread_mutex_trylock(&m)) { g = 2; pthread_mutex_unlock(&m); }
      }
    `);
  });

  it('locks reached through struct pointers', async () => {
    await snap(c`
      #include <pthread.h>
      struct acct { pthread_mutex_t lock; int balance; };
      void deposit(struct acct *a, int n) {
        pthread_mutex_lock(&a->lock);
        a->balance += n;
        pthread_mutex_unlock(&a->lock);
      }
    `);
  });

  it('read-write locks and spin locks', async () => {
    await snap(c`
      #include <pthread.h>
      pthread_rwlock_t rw;
      pthread_spinlock_t sp;
      int g, r;
      void f(void) {
        pthread_rwlock_rdlock(&rw); r = g; pthread_rwlock_unlock(&rw);
        pthread_rwlock_wrlock(&rw); g = 1; pthread_rwlock_unlock(&rw);
        if (pthread_rwlock_tryrdlock(&rw) == 0) pthread_rwlock_unlock(&rw);
        pthread_spin_lock(&sp); g = 2; pthread_spin_unlock(&sp);
      }
    `);
  });

  it('condition variables', async () => {
    await snap(c`
      #include <pthread.h>
      pthread_mutex_t m; pthread_cond_t cv; int ready;
      void waiter(void) {
        pthread_mutex_lock(&m);
        while (!ready) pthread_cond_wait(&cv, &m);
        pthread_mutex_unlock(&m);
      }
      void notify(void) { ready = 1; pthread_cond_signal(&cv); pthread_cond_broadcast(&cv); }
    `);
  });

  it('barriers and once', async () => {
    await snap(c`
      #include <pthread.h>
      pthread_barrier_t b;
      pthread_once_t once = PTHREAD_ONCE_INIT;
      void init(void) {}
      int f(void) {
        pthread_once(&once, init);
        pthread_barrier_init(&b, NULL, 2);
        return pthread_barrier_wait(&b);
      }
    `);
  });

  it('semaphores', async () => {
    await snap(c`
      #include <semaphore.h>
      sem_t s;
      int g;
      void f(void) {
        sem_init(&s, 0, 1);
        sem_wait(&s);
        g = 1;
        sem_post(&s);
        if (sem_trywait(&s) == 0) sem_post(&s);
      }
    `);
  });

  it('C11 threads', async () => {
    await snap(c`
      #include <threads.h>
      mtx_t m; cnd_t cv; once_flag once = ONCE_FLAG_INIT; int g;
      void init(void) {}
      int run(void *arg) { mtx_lock(&m); g++; cnd_signal(&cv); mtx_unlock(&m); return 0; }
      int main(void) {
        thrd_t t;
        call_once(&once, init);
        mtx_init(&m, mtx_plain);
        thrd_create(&t, run, NULL);
        mtx_lock(&m); cnd_wait(&cv, &m); mtx_unlock(&m);
        thrd_join(t, NULL);
        return 0;
      }
    `);
  });

  it('OpenMP locks: omp_test_lock succeeds with 1', async () => {
    await snap(c`
      typedef struct { void *p; } omp_lock_t;
      void omp_set_lock(omp_lock_t *); void omp_unset_lock(omp_lock_t *); int omp_test_lock(omp_lock_t *);
      omp_lock_t l; int g;
      void f(void) {
        omp_set_lock(&l); g = 1; omp_unset_lock(&l);
        if (omp_test_lock(&l)) { g = 2; omp_unset_lock(&l); }
      }
    `);
  });

  it('stdio stream locks', async () => {
    await snap(c`
      #include <stdio.h>
      void f(FILE *fp) {
        flockfile(fp);
        fputs("x", fp);
        funlockfile(fp);
      }
    `);
  });
});

describe('memory, libc and SV-COMP models', () => {
  it('malloc, calloc, realloc and free', async () => {
    await snap(c`
      #include <stdlib.h>
      int *p; void *q;
      void f(void) {
        p = malloc(4 * sizeof(int));
        q = calloc(2, 8);
        p = realloc(p, 64);
        free(p);
        malloc(1);
      }
    `);
  });

  it('libc calls keep the accesses their model lists', async () => {
    await snap(c`
      #include <string.h>
      #include <stdio.h>
      char buf[16], *src;
      int n;
      void f(void) {
        memcpy(buf, src, 4);
        memset(buf, 0, sizeof buf);
        n = strlen(src);
        printf("%s %d\\n", buf, n);
        snprintf(buf, sizeof buf, "%d", n);
      }
    `);
  });

  it('errno is per thread', async () => {
    await snap(c`
      #include <errno.h>
      int g;
      void f(void) { errno = 0; g = errno; }
    `);
  });

  it('SV-COMP nondet, assume, atomic sections and reach_error', async () => {
    await snap(c`
      extern int __VERIFIER_nondet_int(void);
      extern void __VERIFIER_assume(int);
      extern void __VERIFIER_atomic_begin(void);
      extern void __VERIFIER_atomic_end(void);
      extern void reach_error(void);
      int g;
      void __VERIFIER_atomic_inc(void) { g++; }
      void f(void) {
        int x = __VERIFIER_nondet_int();
        __VERIFIER_assume(x > 0);
        __VERIFIER_atomic_begin(); g += x; __VERIFIER_atomic_end();
        __VERIFIER_atomic_inc();
        if (g < 0) reach_error();
      }
    `);
  });

  it('exit, abort and failed asserts end the path', async () => {
    await snap(c`
      #include <stdlib.h>
      #include <assert.h>
      int g;
      void f(int c) {
        if (c == 1) exit(1);
        if (c == 2) abort();
        assert(g != 0);
        g = 0;
      }
    `);
  });
});
