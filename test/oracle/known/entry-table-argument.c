// reference: race (g2, line 6 vs line 7: t1 writes g2, t2 writes it through its argument; g0 is never written)
// written from fuzz seed 5033 (thread entries from a table of function pointers); Lockstep used to confirm it on 'g0' and name no finding g2 (class 2, fixed)
#include <pthread.h>
int g0, g1, g2;
void *t0(void *arg) { return 0; }
void *t1(void *arg) { g2 = 2; return 0; }
void *t2(void *arg) { int *q = arg; *q = *q + 1; return 0; }
int main(void) {
  pthread_t th0, th1, th2;
  void *(*entries[3])(void *) = { t0, t1, t2 };
  pthread_create(&th0, 0, entries[0], &g0);
  pthread_create(&th1, 0, entries[1], &g1);
  pthread_create(&th2, 0, entries[2], &g2);
  pthread_join(th0, 0);
  pthread_join(th1, 0);
  pthread_join(th2, 0);
  return 0;
}
