/* Lockstep model header: <bits/types/intptr_t.h>. */
#ifndef __intptr_t_defined
#define __intptr_t_defined 1

#include <bits/types.h>

typedef __intptr_t intptr_t;

#endif
