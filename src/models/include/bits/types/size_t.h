/* Lockstep model header: <bits/types/size_t.h>. */
#ifndef __size_t_defined
#define __size_t_defined 1

#include <bits/types.h>

typedef __SIZE_TYPE__ size_t;

#endif
