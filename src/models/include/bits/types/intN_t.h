/* Lockstep model header: <bits/types/intN_t.h>. */
#ifndef __intN_t_defined
#define __intN_t_defined 1

#include <bits/types.h>

typedef __int8_t int8_t;
typedef __int16_t int16_t;
typedef __int32_t int32_t;
typedef __int64_t int64_t;

#endif
