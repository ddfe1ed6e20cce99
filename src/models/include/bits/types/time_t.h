/* Lockstep model header: <bits/types/time_t.h>. */
#ifndef __time_t_defined
#define __time_t_defined 1

#include <bits/types.h>

typedef __time_t time_t;

#endif
