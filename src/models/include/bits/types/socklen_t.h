/* Lockstep model header: <bits/types/socklen_t.h>. */
#ifndef __socklen_t_defined
#define __socklen_t_defined 1

#include <bits/types.h>

typedef __socklen_t socklen_t;

#endif
