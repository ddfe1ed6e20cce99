/* Lockstep model header: <bits/types/blksize_t.h>. */
#ifndef __blksize_t_defined
#define __blksize_t_defined 1

#include <bits/types.h>

typedef __blksize_t blksize_t;

#endif
