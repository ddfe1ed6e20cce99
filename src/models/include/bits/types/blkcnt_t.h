/* Lockstep model header: <bits/types/blkcnt_t.h>. */
#ifndef __blkcnt_t_defined
#define __blkcnt_t_defined 1

#include <bits/types.h>

typedef __blkcnt_t blkcnt_t;

#endif
