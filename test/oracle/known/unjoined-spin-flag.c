// reference: race (ready, lines 41 and 48: a plain flag set by one thread, spun on by another; TSan reports it)
// fuzz seed 85, shrunk: threads never joined, one spins on a plain flag; Lockstep: race-free
// generated: seed 85; features: arrays condvar earlyReturn exit heap helpers mutex rwlock trylock
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
void *t0(void *arg);
void *t1(void *arg);
void *t2(void *arg);
void bump(int *p, int by) {
}
void *t0(void *arg) {
  int sink = 0;
  int *q = arg;
  (void)q; (void)sink;
  return 0;
}
void *t1(void *arg) {
  int sink = 0;
  int *q = arg;
  ready = 1;
  (void)q; (void)sink;
  return 0;
}
void *t2(void *arg) {
  int sink = 0;
  int *q = arg;
  while (!ready) {
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
  pthread_create(&th2[0], 0, t2, &arr[0]);
  (void)q; (void)sink;
  return 0;
}
