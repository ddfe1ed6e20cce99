/* Lockstep model header: <bits/types/sigval.h>. */
#ifndef __sigval_t_defined
#define __sigval_t_defined 1

#include <bits/types.h>

union sigval {
  int sival_int;
  void *sival_ptr;
};
typedef union sigval __sigval_t;
typedef union sigval sigval_t;

#endif
