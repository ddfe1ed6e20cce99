/* Lockstep model header: <bits/types/pid_t.h>. */
#ifndef __pid_t_defined
#define __pid_t_defined 1

#include <bits/types.h>

typedef __pid_t pid_t;

#endif
