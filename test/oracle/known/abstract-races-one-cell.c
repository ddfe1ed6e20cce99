// reference: race (g1, line 48 vs line 56: t0's g1 = 8 and t1's g1++ under gp->b > 1; g0, line 33 vs line 58; the heap object's b, line 37 vs line 55)
// from fuzz seed 80591 (shrunk): g0 and g1 share a points-to cell (one entry table's arguments); every race on them is reached only through a branch on uninitialised heap memory (gp->b), so the candidate is possible, and the race on g1 was listed under the possible finding named g0 (fixed: a possible finding of its own, named g1)
// generated: seed 80591; features: atomics condvar fnPtr heap helpers mutexPtr nondet structs verifierAtomic
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
void __VERIFIER_atomic_op0(int *q);
void bump(int *p, int by);
void peek(int *p, int by);
void *t0(void *arg);
void *t1(void *arg);
void __VERIFIER_atomic_op0(int *q) {
  int sink = 0;
  g0++;
  (void)q;
}
void bump(int *p, int by) {
  *p = *p + by;
}
void peek(int *p, int by) {
  int v = *p + by;
  (void)v;
}
void *t0(void *arg) {
  int sink = 0;
  int *q = arg;
  __VERIFIER_atomic_op0(q);
  bump(&gp->b, 2);
  g1 = 8;
  (void)q; (void)sink;
  return 0;
}
void *t1(void *arg) {
  int sink = 0;
  int *q = arg;
  if (gp->b > 1) {
    g1++;
  }
  g0++;
  (void)q; (void)sink;
  return 0;
}
int main(void) {
  int sink = 0;
  pthread_t th0[3];
  pthread_t th1[3];
  void *(*entries[2])(void *) = { t0, t1 };
  gp = malloc(sizeof(struct S));
  int *q = &g0;
  pthread_create(&th0[0], 0, entries[0], &g0);
  pthread_create(&th1[0], 0, entries[1], &g1);
  pthread_join(th0[0], 0);
  pthread_join(th1[0], 0);
  (void)q; (void)sink;
  return 0;
}

