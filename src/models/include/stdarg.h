/* Lockstep model header: <stdarg.h>. Declarations only. */
#ifndef _LOCKSTEP_STDARG_H
#define _LOCKSTEP_STDARG_H
#define _STDARG_H 1

#include <bits/types/va_list.h>

typedef __gnuc_va_list va_list;

__BEGIN_DECLS
/* va_arg's type argument cannot be a call argument for the parser, so va_arg is a cast of this. */
extern void *__lockstep_va_arg(__gnuc_va_list);
__END_DECLS

#define va_start(ap, param) __builtin_va_start(ap, param)
#define va_end(ap) __builtin_va_end(ap)
#define va_copy(dest, src) __builtin_va_copy(dest, src)
#define __va_copy(dest, src) __builtin_va_copy(dest, src)
#define va_arg(ap, type) ((type)__lockstep_va_arg(ap))

#endif
