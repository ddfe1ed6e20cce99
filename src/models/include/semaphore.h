/* Lockstep model header: <semaphore.h> (POSIX, glibc, Linux x86_64). Declarations only. */
#ifndef _LOCKSTEP_SEMAPHORE_H
#define _LOCKSTEP_SEMAPHORE_H
#define _SEMAPHORE_H 1

#include <bits/types.h>
#include <sys/types.h>
#include <bits/types/clockid_t.h>
#include <bits/types/struct_timespec.h>

__BEGIN_DECLS

typedef struct {
  unsigned int __value;
  int __pshared;
  unsigned long int __nwaiters;
} sem_t;

#define SEM_FAILED ((sem_t *)0)
#define SEM_VALUE_MAX (2147483647)

extern int sem_init(sem_t *, int, unsigned int);
extern int sem_destroy(sem_t *);
extern sem_t *sem_open(const char *, int, ...);
extern int sem_close(sem_t *);
extern int sem_unlink(const char *);
extern int sem_wait(sem_t *);
extern int sem_timedwait(sem_t *, const struct timespec *);
extern int sem_clockwait(sem_t *, clockid_t, const struct timespec *);
extern int sem_trywait(sem_t *);
extern int sem_post(sem_t *);
extern int sem_getvalue(sem_t *, int *);

__END_DECLS

#endif
