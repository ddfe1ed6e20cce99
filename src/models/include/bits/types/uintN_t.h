/* Lockstep model header: <bits/types/uintN_t.h>. */
#ifndef __uintN_t_defined
#define __uintN_t_defined 1

#include <bits/types.h>

typedef __uint8_t uint8_t;
typedef __uint16_t uint16_t;
typedef __uint32_t uint32_t;
typedef __uint64_t uint64_t;

#endif
