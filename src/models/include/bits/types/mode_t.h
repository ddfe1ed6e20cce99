/* Lockstep model header: <bits/types/mode_t.h>. */
#ifndef __mode_t_defined
#define __mode_t_defined 1

#include <bits/types.h>

typedef __mode_t mode_t;

#endif
