// reference: race (g1, line 30, the two t0 instances; TSan reports it too)
// fuzz seed 5173 (features without earlyReturn/detach/exit), shrunk: instances created in a loop, never joined; Lockstep: race-free
// generated: seed 5173; features: atomics condvar helpers nondet rwlock spawnLoop spin verifierAtomic
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
void *t0(void *arg) {
  int sink = 0;
  int *q = arg;
  g1 = 9;
  (void)q; (void)sink;
  return 0;
}
int main(void) {
  int sink = 0;
  pthread_t th0[3];
  gp = malloc(sizeof(struct S));
  int *q = &g0;
  for (int i = 0; i < 2; i++) {
    pthread_create(&th0[i], 0, t0, &g0);
  }
  (void)q; (void)sink;
  return 0;
}
