/* Lockstep model header: <bits/types/sigset_t.h>. */
#ifndef __sigset_t_defined
#define __sigset_t_defined 1

#include <bits/types.h>

typedef struct { unsigned long int __val[16]; } __sigset_t;
typedef __sigset_t sigset_t;

#endif
