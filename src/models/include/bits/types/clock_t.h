/* Lockstep model header: <bits/types/clock_t.h>. */
#ifndef __clock_t_defined
#define __clock_t_defined 1

#include <bits/types.h>

typedef __clock_t clock_t;

#endif
