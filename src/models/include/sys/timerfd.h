/* Lockstep model header: <sys/timerfd.h> (glibc, Linux). Declarations only. */
#ifndef _LOCKSTEP_SYS_TIMERFD_H
#define _LOCKSTEP_SYS_TIMERFD_H
#define _SYS_TIMERFD_H 1

#include <time.h>

__BEGIN_DECLS

#define TFD_CLOEXEC 02000000
#define TFD_NONBLOCK 00004000
#define TFD_TIMER_ABSTIME (1 << 0)
#define TFD_TIMER_CANCEL_ON_SET (1 << 1)

extern int timerfd_create(__clockid_t, int);
extern int timerfd_settime(int, int, const struct itimerspec *, struct itimerspec *);
extern int timerfd_gettime(int, struct itimerspec *);

__END_DECLS

#endif
