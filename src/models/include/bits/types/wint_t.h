/* Lockstep model header: <bits/types/wint_t.h>. */
#ifndef __wint_t_defined
#define __wint_t_defined 1

#include <bits/types.h>

typedef __WINT_TYPE__ wint_t;

#endif
