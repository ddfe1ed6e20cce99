/* Lockstep model header: <bits/types/clockid_t.h>. */
#ifndef __clockid_t_defined
#define __clockid_t_defined 1

#include <bits/types.h>

typedef __clockid_t clockid_t;

#endif
