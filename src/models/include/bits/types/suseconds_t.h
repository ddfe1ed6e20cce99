/* Lockstep model header: <bits/types/suseconds_t.h>. */
#ifndef __suseconds_t_defined
#define __suseconds_t_defined 1

#include <bits/types.h>

typedef __suseconds_t suseconds_t;

#endif
