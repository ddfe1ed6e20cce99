/* Lockstep model header: <error.h> (glibc). Declarations only. */
#ifndef _LOCKSTEP_ERROR_H
#define _LOCKSTEP_ERROR_H
#define _ERROR_H 1

#include <features.h>

__BEGIN_DECLS

extern void error(int, int, const char *, ...);
extern void error_at_line(int, int, const char *, unsigned int, const char *, ...);
extern void (*error_print_progname)(void);
extern unsigned int error_message_count;
extern int error_one_per_line;

__END_DECLS

#endif
