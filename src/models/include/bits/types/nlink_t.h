/* Lockstep model header: <bits/types/nlink_t.h>. */
#ifndef __nlink_t_defined
#define __nlink_t_defined 1

#include <bits/types.h>

typedef __nlink_t nlink_t;

#endif
