// reference: race (g1, line 39 vs line 51: t1's g1++ and t2's read after the barrier; g2, line 47 vs line 68)
// from fuzz seed 60690 (shrunk): g0, g1, g2 share a points-to cell (one entry table's arguments); the race on g1 is reached only after t2 branches on uninitialised heap memory (gp->b), so it is not exact, and its accesses were listed under the confirmed finding on g2 (fixed: it is a possible finding named g1)
// generated: seed 60690; features: barrier condvar fnPtr heap mutex mutexPtr nondet rwlock spin structs trylock
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
  pthread_barrier_wait(&bar);
  (void)q; (void)sink;
  return 0;
}
void *t1(void *arg) {
  int sink = 0;
  int *q = arg;
  pthread_barrier_wait(&bar);
  {
    g1++;
  }
  (void)q; (void)sink;
  return 0;
}
void *t2(void *arg) {
  int sink = 0;
  int *q = arg;
  g2 = 3;
  if (gp->b > 2) {
  }
  pthread_barrier_wait(&bar);
  if (g1 > 2) {
  }
  (void)q; (void)sink;
  return 0;
}
int main(void) {
  int sink = 0;
  pthread_t th0[3];
  pthread_t th1[3];
  pthread_t th2[3];
  void *(*entries[3])(void *) = { t0, t1, t2 };
  gp = malloc(sizeof(struct S));
  int *q = &g0;
  pthread_barrier_init(&bar, 0, 3);
  pthread_create(&th0[0], 0, entries[0], &g0);
  pthread_create(&th1[0], 0, entries[1], &g1);
  pthread_create(&th2[0], 0, entries[2], &g2);
  if (g2 > 2) {
  }
  pthread_join(th0[0], 0);
  pthread_join(th1[0], 0);
  pthread_join(th2[0], 0);
  (void)q; (void)sink;
  return 0;
}

