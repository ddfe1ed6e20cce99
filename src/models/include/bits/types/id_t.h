/* Lockstep model header: <bits/types/id_t.h>. */
#ifndef __id_t_defined
#define __id_t_defined 1

#include <bits/types.h>

typedef __id_t id_t;

#endif
