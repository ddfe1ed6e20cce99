/* Lockstep model header: <bits/pthreadtypes.h>. Simplified layouts (plain structs the parser and
   the analysis read easily); the initializer macros in <pthread.h> match these fields. */
#ifndef _LOCKSTEP_BITS_PTHREADTYPES_H
#define _LOCKSTEP_BITS_PTHREADTYPES_H
#define _BITS_PTHREADTYPES_COMMON_H 1

#include <bits/types.h>

typedef unsigned long int pthread_t;

typedef struct {
  int __detachstate;
  int __schedpolicy;
  int __schedpriority;
  int __inheritsched;
  int __scope;
  unsigned long int __guardsize;
  void *__stackaddr;
  unsigned long int __stacksize;
} pthread_attr_t;

typedef struct {
  int __lock;
  unsigned int __count;
  int __owner;
  int __kind;
} pthread_mutex_t;

typedef struct {
  int __kind;
  int __pshared;
  int __protocol;
  int __robust;
} pthread_mutexattr_t;

typedef struct {
  unsigned int __wseq;
  unsigned int __signals;
  void *__mutex;
  int __flags;
} pthread_cond_t;

typedef struct {
  int __pshared;
  int __clock;
} pthread_condattr_t;

typedef struct {
  unsigned int __readers;
  unsigned int __writers;
  int __cur_writer;
  int __flags;
} pthread_rwlock_t;

typedef struct {
  int __kind;
  int __pshared;
} pthread_rwlockattr_t;

typedef volatile int pthread_spinlock_t;

typedef struct {
  unsigned int __count;
  unsigned int __left;
  int __shared;
} pthread_barrier_t;

typedef struct {
  int __pshared;
} pthread_barrierattr_t;

typedef unsigned int pthread_key_t;
typedef int pthread_once_t;

#endif
