// reference: race (g0, line 6: main's and t0's bump(&g0, 1); g2 does not race)
// written from fuzz seeds 5181 and 5196: a helper called through its pointer parameter with several objects; Lockstep used to name its confirmed finding g2 and no finding g0 (class 2, fixed)
#include <pthread.h>
#include <stdlib.h>
int g0, g2;
void bump(int *p, int by) { *p = *p + by; }
void *t0(void *arg) {
  bump(&g2, 2);
  bump(&g0, 1);
  return 0;
}
int main(void) {
  pthread_t th;
  pthread_create(&th, 0, t0, 0);
  bump(&g0, 1);
  pthread_join(th, 0);
  return 0;
}
