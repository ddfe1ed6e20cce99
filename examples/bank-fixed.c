/* The bank of bank.c with its race fixed: the running total has a lock of its own, which the
 * tellers take to update it and the auditor takes to read it. Lockstep says race-free. */
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
static pthread_mutex_t total_lock = PTHREAD_MUTEX_INITIALIZER;

static void deposit(struct account *a, long amount) {
  pthread_mutex_lock(&a->lock);
  a->balance += amount;
  pthread_mutex_lock(&total_lock);
  total += amount;
  pthread_mutex_unlock(&total_lock);
  pthread_mutex_unlock(&a->lock);
}

static void *teller(void *arg) {
  struct account *a = arg;
  for (int i = 0; i < 1000; i++) deposit(a, 1);
  return NULL;
}

static void *auditor(void *arg) {
  (void)arg;
  pthread_mutex_lock(&total_lock);
  printf("total %ld\n", total);
  pthread_mutex_unlock(&total_lock);
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
