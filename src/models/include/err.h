/* Lockstep model header: <err.h> (glibc). Declarations only. */
#ifndef _LOCKSTEP_ERR_H
#define _LOCKSTEP_ERR_H
#define _ERR_H 1

#include <bits/types/va_list.h>

__BEGIN_DECLS

extern void warn(const char *, ...);
extern void vwarn(const char *, __gnuc_va_list);
extern void warnx(const char *, ...);
extern void vwarnx(const char *, __gnuc_va_list);
extern void err(int, const char *, ...) __attribute__((__noreturn__));
extern void verr(int, const char *, __gnuc_va_list) __attribute__((__noreturn__));
extern void errx(int, const char *, ...) __attribute__((__noreturn__));
extern void verrx(int, const char *, __gnuc_va_list) __attribute__((__noreturn__));

__END_DECLS

#endif
