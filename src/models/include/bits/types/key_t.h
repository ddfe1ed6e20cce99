/* Lockstep model header: <bits/types/key_t.h>. */
#ifndef __key_t_defined
#define __key_t_defined 1

#include <bits/types.h>

typedef __key_t key_t;

#endif
