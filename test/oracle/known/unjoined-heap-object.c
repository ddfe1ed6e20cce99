// reference: race (gp->a, line 31, the two t0 instances)
// fuzz seed 24, shrunk: a heap object reached through a global pointer, instances created in a loop, main returns without joining; Lockstep: race-free
// generated: seed 24; features: detach earlyReturn heap mutex nondet rwlock spawnLoop spin structs trylock
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
void *t0(void *arg) {
  int sink = 0;
  int *q = arg;
  gp->a = gp->a + sink;
  (void)q; (void)sink;
  return 0;
}
void *t1(void *arg) {
  int sink = 0;
  int *q = arg;
  (void)q; (void)sink;
  return 0;
}
int main(void) {
  int sink = 0;
  pthread_t th0[3];
  pthread_t th1[3];
  gp = malloc(sizeof(struct S));
  int *q = &g0;
  for (int i = 0; i < 2; i++) {
    pthread_create(&th0[i], 0, t0, &g0);
  }
  pthread_create(&th1[0], 0, t1, &g1);
  (void)q; (void)sink;
  return 0;
}
