/* Lockstep model header: <bits/types/sig_atomic_t.h>. */
#ifndef __sig_atomic_t_defined
#define __sig_atomic_t_defined 1

#include <bits/types.h>

typedef __sig_atomic_t sig_atomic_t;

#endif
