// reference: no-race (ki == 3 and then ki < 1 never both hold: t0's (*q)++ on g0 never runs, so main's read of g0 races with nothing)
// from fuzz seed 40002 (forced nondet, shrunk): Lockstep took both tests of the input ki freely and confirmed a race on g0 through an execution no input produces (fixed: tests of a stored input narrow it, src/check/inputs.ts)
// generated: seed 40002; features: atomics condvar fnPtr heap mutexPtr nondet spawnLoop structs verifierAtomic
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
  {
    int ki = __VERIFIER_nondet_int();
    if (ki == 3) {
      if (ki < 1) {
        (*q)++;
      }
    }
  }
  (void)q; (void)sink;
  return 0;
}
int main(void) {
  int sink = 0;
  pthread_t th0[3];
  gp = malloc(sizeof(struct S));
  int *q = &g0;
  pthread_create(&th0[0], 0, t0, &g0);
  sink += g0;
  pthread_join(th0[0], 0);
  (void)q; (void)sink;
  return 0;
}

