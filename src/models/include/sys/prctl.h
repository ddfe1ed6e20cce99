/* Lockstep model header: <sys/prctl.h> (glibc, Linux, minimal). Declarations only. */
#ifndef _LOCKSTEP_SYS_PRCTL_H
#define _LOCKSTEP_SYS_PRCTL_H
#define _SYS_PRCTL_H 1

#include <features.h>

__BEGIN_DECLS

#define PR_SET_PDEATHSIG 1
#define PR_GET_PDEATHSIG 2
#define PR_GET_DUMPABLE 3
#define PR_SET_DUMPABLE 4
#define PR_SET_NAME 15
#define PR_GET_NAME 16
#define PR_SET_TIMERSLACK 29
#define PR_GET_TIMERSLACK 30
#define PR_SET_NO_NEW_PRIVS 38
#define PR_GET_NO_NEW_PRIVS 39

extern int prctl(int, ...);

__END_DECLS

#endif
