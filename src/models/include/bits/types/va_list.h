/* Lockstep model header: <bits/types/va_list.h>. */
#ifndef __gnuc_va_list_defined
#define __gnuc_va_list_defined 1

#include <bits/types.h>

typedef __builtin_va_list __gnuc_va_list;

#endif
