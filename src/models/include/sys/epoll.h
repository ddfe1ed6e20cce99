/* Lockstep model header: <sys/epoll.h> (glibc, Linux x86_64, minimal). Declarations only. */
#ifndef _LOCKSTEP_SYS_EPOLL_H
#define _LOCKSTEP_SYS_EPOLL_H
#define _SYS_EPOLL_H 1

#include <bits/types.h>
#include <bits/types/sigset_t.h>
#include <bits/types/uintN_t.h>

__BEGIN_DECLS

#define EPOLL_CLOEXEC 02000000
#define EPOLLIN 0x001
#define EPOLLPRI 0x002
#define EPOLLOUT 0x004
#define EPOLLRDNORM 0x040
#define EPOLLRDBAND 0x080
#define EPOLLWRNORM 0x100
#define EPOLLWRBAND 0x200
#define EPOLLMSG 0x400
#define EPOLLERR 0x008
#define EPOLLHUP 0x010
#define EPOLLRDHUP 0x2000
#define EPOLLEXCLUSIVE (1u << 28)
#define EPOLLWAKEUP (1u << 29)
#define EPOLLONESHOT (1u << 30)
#define EPOLLET (1u << 31)
#define EPOLL_CTL_ADD 1
#define EPOLL_CTL_DEL 2
#define EPOLL_CTL_MOD 3

typedef union epoll_data {
  void *ptr;
  int fd;
  uint32_t u32;
  uint64_t u64;
} epoll_data_t;

struct epoll_event {
  uint32_t events;
  epoll_data_t data;
} __attribute__((__packed__));

extern int epoll_create(int);
extern int epoll_create1(int);
extern int epoll_ctl(int, int, int, struct epoll_event *);
extern int epoll_wait(int, struct epoll_event *, int, int);
extern int epoll_pwait(int, struct epoll_event *, int, int, const __sigset_t *);

__END_DECLS

#endif
