// reference: race (s.a, line 31: two t0 instances' bump(&s.a) once t1's bump(&g0) made g0 > 0; the heap object's b, line 31; g0, line 31 vs line 44)
// from fuzz seed 83796 (shrunk): the heap object's b, g0 and s.a share bump's points-to cell; the directed search confirmed the candidate, so the exploration was capped at 20,000 states (enough to see more racing accesses, not to reach the third object), and the race on s.a was never reported (fixed: a candidate whose cell holds several objects is explored with its whole share)
// generated: seed 83796; features: heap helpers mutex mutexPtr nondet relaxed spawnLoop spin structs verifierAtomic
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_atomic_begin(void);
void __VERIFIER_atomic_end(void);
int g0, g1, g2;
int arr[4];
struct S { int a; int b; };
struct S s;
struct S *gp;
pthread_mutex_t m0 = PTHREAD_MUTEX_INITIALIZER;
pthread_mutex_t m1 = PTHREAD_MUTEX_INITIALIZER;
pthread_mutex_t *mp = &m0;
pthread_rwlock_t rw = PTHREAD_RWLOCK_INITIALIZER;
pthread_mutex_t cm = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t cv = PTHREAD_COND_INITIALIZER;
pthread_barrier_t bar;
int ready;
atomic_int ai;
atomic_int aflag;
int bi, flag;
void bump(int *p, int by);
void __VERIFIER_atomic_op1(struct S *p);
void *t0(void *arg);
void *t1(void *arg);
void bump(int *p, int by) {
  *p = *p + by;
}
void __VERIFIER_atomic_op1(struct S *p) {
  int sink = 0;
  (void)p;
}
void *t0(void *arg) {
  int sink = 0;
  struct S *p = arg;
  bump(&gp->b, 1);
  pthread_mutex_lock(&m1);
  gp->a = gp->a + sink;
  pthread_mutex_unlock(&m1);
  if (g0 > 0) {
    bump(&s.a, 3);
  }
  (void)p; (void)sink;
  return 0;
}
void *t1(void *arg) {
  int sink = 0;
  struct S *p = arg;
  s.b = 7;
  ready = 1;
  {
    int ki = __VERIFIER_nondet_int();
    if (ki <= 1) {
      bump(&g0, 1);
    }
  }
  while (!ready) {
  }
  s.b = s.b + sink;
  (void)p; (void)sink;
  return 0;
}
int main(void) {
  int sink = 0;
  pthread_t th0[3];
  pthread_t th1[3];
  gp = malloc(sizeof(struct S));
  struct S *p = gp;
  if (__VERIFIER_nondet_int()) {
    mp = &m1;
  }
  for (int i = 0; i < 2; i++) {
    pthread_create(&th0[i], 0, t0, gp);
  }
  pthread_create(&th1[0], 0, t1, gp);
  __VERIFIER_atomic_op1(p);
  for (int i = 0; i < 2; i++) {
    pthread_join(th0[i], 0);
  }
  pthread_join(th1[0], 0);
  (void)p; (void)sink;
  return 0;
}

