/* Lockstep model header: <bits/types/locale_t.h>. */
#ifndef __locale_t_defined
#define __locale_t_defined 1

#include <bits/types.h>

struct __locale_struct;
typedef struct __locale_struct *__locale_t;
typedef __locale_t locale_t;

#endif
