/* Lockstep model header: <bits/types/useconds_t.h>. */
#ifndef __useconds_t_defined
#define __useconds_t_defined 1

#include <bits/types.h>

typedef __useconds_t useconds_t;

#endif
