/* Lockstep model header: <poll.h> (glibc, Linux x86_64). Declarations only. */
#ifndef _LOCKSTEP_POLL_H
#define _LOCKSTEP_POLL_H
#define _SYS_POLL_H 1

#include <bits/types.h>
#include <bits/types/sigset_t.h>
#include <bits/types/struct_timespec.h>

__BEGIN_DECLS

#define POLLIN 0x001
#define POLLPRI 0x002
#define POLLOUT 0x004
#define POLLRDNORM 0x040
#define POLLRDBAND 0x080
#define POLLWRNORM 0x100
#define POLLWRBAND 0x200
#define POLLMSG 0x400
#define POLLREMOVE 0x1000
#define POLLRDHUP 0x2000
#define POLLERR 0x008
#define POLLHUP 0x010
#define POLLNVAL 0x020

typedef unsigned long int nfds_t;

struct pollfd {
  int fd;
  short int events;
  short int revents;
};

extern int poll(struct pollfd *, nfds_t, int);
extern int ppoll(struct pollfd *, nfds_t, const struct timespec *, const __sigset_t *);

__END_DECLS

#endif
