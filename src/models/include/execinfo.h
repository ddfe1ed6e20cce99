/* Lockstep model header: <execinfo.h> (glibc, minimal). Declarations only. */
#ifndef _LOCKSTEP_EXECINFO_H
#define _LOCKSTEP_EXECINFO_H
#define _EXECINFO_H 1

#include <features.h>

__BEGIN_DECLS

extern int backtrace(void **, int);
extern char **backtrace_symbols(void *const *, int);
extern void backtrace_symbols_fd(void *const *, int, int);

__END_DECLS

#endif
