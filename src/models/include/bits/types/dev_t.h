/* Lockstep model header: <bits/types/dev_t.h>. */
#ifndef __dev_t_defined
#define __dev_t_defined 1

#include <bits/types.h>

typedef __dev_t dev_t;

#endif
