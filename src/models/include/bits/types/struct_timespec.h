/* Lockstep model header: <bits/types/struct_timespec.h>. */
#ifndef __timespec_defined
#define __timespec_defined 1

#include <bits/types.h>

struct timespec {
  __time_t tv_sec;
  __syscall_slong_t tv_nsec;
};

#endif
