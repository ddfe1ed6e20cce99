/* Lockstep model header: <bits/types/ssize_t.h>. */
#ifndef __ssize_t_defined
#define __ssize_t_defined 1

#include <bits/types.h>

typedef __ssize_t ssize_t;

#endif
