/* Lockstep model header: <bits/types/struct_iovec.h>. */
#ifndef __iovec_defined
#define __iovec_defined 1

#include <bits/types.h>

struct iovec {
  void *iov_base;
  __SIZE_TYPE__ iov_len;
};

#endif
