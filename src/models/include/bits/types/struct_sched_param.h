/* Lockstep model header: <bits/types/struct_sched_param.h>. */
#ifndef __sched_param_defined
#define __sched_param_defined 1

#include <bits/types.h>

struct sched_param {
  int sched_priority;
};

#endif
