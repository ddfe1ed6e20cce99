/* Lockstep model header: <bits/types/timer_t.h>. */
#ifndef __timer_t_defined
#define __timer_t_defined 1

#include <bits/types.h>

typedef __timer_t timer_t;

#endif
