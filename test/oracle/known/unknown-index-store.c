// reference: race (g1, line 44 vs line 53: t0 stores 7 at an input index, with index 2 t2's branch reads g1 while t1 writes it)
// from fuzz seed 30016 (shrunk, bounds check put back): Lockstep dropped the store at the unknown index, kept arr[2] at 0 and eliminated the race on g1 (fixed: the store makes arr any value)
// generated: seed 30016; features: arrays atomics earlyReturn exit fnPtr mutexPtr nondet rwlock spawnLoop verifierAtomic
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
void *t0(void *arg);
void *t1(void *arg);
void *t2(void *arg);
void *t0(void *arg) {
  int sink = 0;
  int *q = arg;
  {
    int k = __VERIFIER_nondet_int();
    if (k >= 0 && k < 3)
      arr[k] = 7;
  }
  (void)q; (void)sink;
  return 0;
}
void *t1(void *arg) {
  int sink = 0;
  int *q = arg;
  for (int i = 0; i < 1; i++) {
    g1++;
  }
  (void)q; (void)sink;
  return 0;
}
void *t2(void *arg) {
  int sink = 0;
  int *q = arg;
  if (arr[2] > 2) {
    sink += g1;
  }
  (void)q; (void)sink;
  return 0;
}
int main(void) {
  int sink = 0;
  pthread_t th0[3];
  pthread_t th1[3];
  pthread_t th2[3];
  gp = malloc(sizeof(struct S));
  int *q = &g0;
  pthread_create(&th0[0], 0, t0, &arr[0]);
  pthread_create(&th1[0], 0, t1, &arr[0]);
  pthread_create(&th2[0], 0, t2, &g2);
  pthread_join(th0[0], 0);
  pthread_join(th1[0], 0);
  pthread_join(th2[0], 0);
  (void)q; (void)sink;
  return 0;
}

