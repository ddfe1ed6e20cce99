/* Lockstep model header: <bits/types/struct_timeval.h>. */
#ifndef __timeval_defined
#define __timeval_defined 1

#include <bits/types.h>

struct timeval {
  __time_t tv_sec;
  __suseconds_t tv_usec;
};

#endif
