/* Lockstep model header: <bits/types/uid_t.h>. */
#ifndef __uid_t_defined
#define __uid_t_defined 1

#include <bits/types.h>

typedef __uid_t uid_t;

#endif
