/* Lockstep model header: <bits/types/gid_t.h>. */
#ifndef __gid_t_defined
#define __gid_t_defined 1

#include <bits/types.h>

typedef __gid_t gid_t;

#endif
