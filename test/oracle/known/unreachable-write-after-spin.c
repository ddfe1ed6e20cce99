// reference: no-race (t1 can reach gp->a = 8 only with ready set, which main does only while holding cm, which t1 never releases: the write is unreachable; TSan: deadlock, no report)
// fixed: a thread released from a barrier took a lock another thread held (the step that passes the barrier runs the next operation, which enabled() did not check)
// fuzz seed 1172, shrunk; Lockstep: race confirmed on gp->a (a witness that cannot replay)
// generated: seed 1172; features: arrays barrier condvar detach heap mutex rwlock spin trylock verifierAtomic
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
  pthread_barrier_wait(&bar);
  (void)q; (void)sink;
  return 0;
}
void *t1(void *arg) {
  int sink = 0;
  int *q = arg;
  pthread_barrier_wait(&bar);
  pthread_mutex_lock(&cm);
  while (!ready) {
  }
  gp->a = 8;
  (void)q; (void)sink;
  return 0;
}
int main(void) {
  int sink = 0;
  pthread_t th0[3];
  pthread_t th1[3];
  gp = malloc(sizeof(struct S));
  int *q = &g0;
  pthread_barrier_init(&bar, 0, 2);
  pthread_create(&th0[0], 0, t0, &arr[0]);
  pthread_create(&th1[0], 0, t1, &arr[0]);
  sink += gp->a;
  pthread_mutex_lock(&cm);
  ready = 1;
  pthread_join(th0[0], 0);
  pthread_join(th1[0], 0);
  (void)q; (void)sink;
  return 0;
}
