/* Lockstep model header: <bits/types/ino_t.h>. */
#ifndef __ino_t_defined
#define __ino_t_defined 1

#include <bits/types.h>

typedef __ino_t ino_t;

#endif
