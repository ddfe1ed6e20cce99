/* Lockstep model header: <bits/types/off_t.h>. */
#ifndef __off_t_defined
#define __off_t_defined 1

#include <bits/types.h>

typedef __off_t off_t;

#endif
