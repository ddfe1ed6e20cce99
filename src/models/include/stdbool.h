/* Lockstep model header: <stdbool.h>. */
#ifndef _LOCKSTEP_STDBOOL_H
#define _LOCKSTEP_STDBOOL_H
#define _STDBOOL_H 1

#if !defined(__cplusplus) && !(defined(__STDC_VERSION__) && __STDC_VERSION__ >= 202311L)
/* A typedef rather than `#define bool _Bool`: the parser knows `bool` as a primitive type, and
   `(bool)(x)` must stay a cast. `#ifdef bool` still works. */
typedef _Bool bool;
#define bool bool
#define true 1
#define false 0
#endif

#define __bool_true_false_are_defined 1

#endif
