/* Lockstep model header: <bits/types/mbstate_t.h>. */
#ifndef __mbstate_t_defined
#define __mbstate_t_defined 1

#include <bits/types.h>

typedef struct {
  int __count;
  union {
    unsigned int __wch;
    char __wchb[4];
  } __value;
} __mbstate_t;
typedef __mbstate_t mbstate_t;

#endif
