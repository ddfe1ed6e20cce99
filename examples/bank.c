/* A bank with a racy audit: tellers update balances under the account lock, but the auditor
 * reads the total without it, and tellers of different accounts write it under different locks.
 * The race on `total` is what Lockstep's analysis layers are built to report. */
#include <pthread.h>
#include <stdio.h>

#define TELLERS 4

struct account {
  pthread_mutex_t lock;
  long balance;
};

static struct account accounts[2] = {
  {PTHREAD_MUTEX_INITIALIZER, 100},
  {PTHREAD_MUTEX_INITIALIZER, 100},
};
static long total = 200;

static void deposit(struct account *a, long amount) {
  pthread_mutex_lock(&a->lock);
  a->balance += amount;
  total += amount; /* written under a's lock only: two tellers on different accounts race */
  pthread_mutex_unlock(&a->lock);
}

static void *teller(void *arg) {
  struct account *a = arg;
  for (int i = 0; i < 1000; i++) deposit(a, 1);
  return NULL;
}

static void *auditor(void *arg) {
  (void)arg;
  printf("total %ld\n", total); /* read with no lock at all */
  return NULL;
}

int main(void) {
  pthread_t tellers[TELLERS], audit;
  for (int i = 0; i < TELLERS; i++) pthread_create(&tellers[i], NULL, teller, &accounts[i % 2]);
  pthread_create(&audit, NULL, auditor, NULL);
  for (int i = 0; i < TELLERS; i++) pthread_join(tellers[i], NULL);
  pthread_join(audit, NULL);
  printf("final %ld\n", total);
  return 0;
}
