/* Lockstep model header: <libgen.h> (POSIX). Declarations only. */
#ifndef _LOCKSTEP_LIBGEN_H
#define _LOCKSTEP_LIBGEN_H
#define _LIBGEN_H 1

#include <features.h>

__BEGIN_DECLS

extern char *dirname(char *);
extern char *__xpg_basename(char *);
#define basename __xpg_basename

__END_DECLS

#endif
