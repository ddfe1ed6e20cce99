// reference: race (arr[0], line 34 vs line 54: t0's arr[0] = 5 when both inputs are non-zero, before main's arr[0]++)
// from fuzz seed 96171 (reduced by hand from the generated program): the persistent-set step of t0 at 'sink += arr[1]' forks to a new state (t0 about to write arr[0]) and to one of the same level; the cycle proviso then asked for the full expansion, but the new state was already registered as visited and was dropped, so the race was never reached: a wrong race-free (fixed: the states of a reduced step are always explored)
// generated: seed 96171; features: arrays condvar detach mutex nondet rwlock trylock
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
  if (__VERIFIER_nondet_int()) {
    sink += arr[1];
    if (__VERIFIER_nondet_int()) {
      {
        arr[0] = 5;
      }
    }
  }
  pthread_mutex_lock(&cm);
  while (!ready) {
    pthread_cond_wait(&cv, &cm);
  }
  pthread_mutex_unlock(&cm);
  arr[0] = 8;
  (void)q; (void)sink;
  return 0;
}
int main(void) {
  int sink = 0;
  pthread_t th0[3];
  gp = malloc(sizeof(struct S));
  gp->a = 0;
  int *q = &g0;
  pthread_create(&th0[0], 0, t0, &arr[0]);
  arr[0]++;
  pthread_mutex_lock(&cm);
  ready = 1;
  pthread_cond_signal(&cv);
  pthread_mutex_unlock(&cm);
  (void)q; (void)sink;
  return 0;
}

