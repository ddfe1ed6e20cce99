/* Lockstep model header: <sys/socket.h> (glibc, Linux x86_64). Declarations only. */
#ifndef _LOCKSTEP_SYS_SOCKET_H
#define _LOCKSTEP_SYS_SOCKET_H
#define _SYS_SOCKET_H 1

#include <bits/types.h>
#include <sys/types.h>
#include <bits/types/size_t.h>
#include <bits/types/ssize_t.h>
#include <bits/types/pid_t.h>
#include <bits/types/uid_t.h>
#include <bits/types/gid_t.h>
#include <bits/types/socklen_t.h>
#include <bits/types/sa_family_t.h>
#include <bits/types/struct_iovec.h>
#include <bits/types/struct_timespec.h>

__BEGIN_DECLS

#define SOCK_STREAM 1
#define SOCK_DGRAM 2
#define SOCK_RAW 3
#define SOCK_RDM 4
#define SOCK_SEQPACKET 5
#define SOCK_DCCP 6
#define SOCK_PACKET 10
#define SOCK_CLOEXEC 02000000
#define SOCK_NONBLOCK 00004000

#define PF_UNSPEC 0
#define PF_LOCAL 1
#define PF_UNIX PF_LOCAL
#define PF_FILE PF_LOCAL
#define PF_INET 2
#define PF_INET6 10
#define PF_NETLINK 16
#define PF_PACKET 17
#define AF_UNSPEC PF_UNSPEC
#define AF_LOCAL PF_LOCAL
#define AF_UNIX PF_UNIX
#define AF_FILE PF_FILE
#define AF_INET PF_INET
#define AF_INET6 PF_INET6
#define AF_NETLINK PF_NETLINK
#define AF_PACKET PF_PACKET
#define PF_ROUTE PF_NETLINK
#define PF_CAN 29
#define PF_BLUETOOTH 31
#define PF_VSOCK 40
#define PF_XDP 44
#define PF_MAX 46
#define AF_ROUTE PF_ROUTE
#define AF_CAN PF_CAN
#define AF_BLUETOOTH PF_BLUETOOTH
#define AF_VSOCK PF_VSOCK
#define AF_XDP PF_XDP
#define AF_MAX PF_MAX

#define SOL_SOCKET 1
#define SOL_TCP 6
#define SOL_UDP 17
#define SOMAXCONN 4096

#define SO_DEBUG 1
#define SO_REUSEADDR 2
#define SO_TYPE 3
#define SO_ERROR 4
#define SO_DONTROUTE 5
#define SO_BROADCAST 6
#define SO_SNDBUF 7
#define SO_RCVBUF 8
#define SO_KEEPALIVE 9
#define SO_OOBINLINE 10
#define SO_NO_CHECK 11
#define SO_PRIORITY 12
#define SO_LINGER 13
#define SO_BSDCOMPAT 14
#define SO_REUSEPORT 15
#define SO_PASSCRED 16
#define SO_PEERCRED 17
#define SO_RCVLOWAT 18
#define SO_SNDLOWAT 19
#define SO_RCVTIMEO 20
#define SO_SNDTIMEO 21
#define SO_BINDTODEVICE 25
#define SO_TIMESTAMP 29
#define SO_ACCEPTCONN 30
#define SO_PEERSEC 31
#define SO_SNDBUFFORCE 32
#define SO_RCVBUFFORCE 33
#define SO_PROTOCOL 38
#define SO_DOMAIN 39
#define SO_BUSY_POLL 46
#define SO_INCOMING_CPU 49

#define MSG_OOB 0x01
#define MSG_PEEK 0x02
#define MSG_DONTROUTE 0x04
#define MSG_CTRUNC 0x08
#define MSG_TRUNC 0x20
#define MSG_DONTWAIT 0x40
#define MSG_EOR 0x80
#define MSG_WAITALL 0x100
#define MSG_NOSIGNAL 0x4000
#define MSG_CONFIRM 0x800
#define MSG_ERRQUEUE 0x2000
#define MSG_MORE 0x8000
#define MSG_WAITFORONE 0x10000
#define MSG_ZEROCOPY 0x4000000
#define MSG_FASTOPEN 0x20000000
#define MSG_CMSG_CLOEXEC 0x40000000

#define SHUT_RD 0
#define SHUT_WR 1
#define SHUT_RDWR 2

#define SCM_RIGHTS 0x01
#define SCM_CREDENTIALS 0x02

struct sockaddr {
  sa_family_t sa_family;
  char sa_data[14];
};

struct sockaddr_storage {
  sa_family_t ss_family;
  char __ss_padding[118];
  unsigned long int __ss_align;
};

struct msghdr {
  void *msg_name;
  socklen_t msg_namelen;
  struct iovec *msg_iov;
  size_t msg_iovlen;
  void *msg_control;
  size_t msg_controllen;
  int msg_flags;
};

struct cmsghdr {
  size_t cmsg_len;
  int cmsg_level;
  int cmsg_type;
};

struct linger {
  int l_onoff;
  int l_linger;
};

struct ucred {
  pid_t pid;
  uid_t uid;
  gid_t gid;
};

#define CMSG_ALIGN(len) (((len) + sizeof(size_t) - 1) & (size_t) ~(sizeof(size_t) - 1))
#define CMSG_DATA(cmsg) ((unsigned char *)((struct cmsghdr *)(cmsg) + 1))
#define CMSG_SPACE(len) (CMSG_ALIGN(len) + CMSG_ALIGN(sizeof(struct cmsghdr)))
#define CMSG_LEN(len) (CMSG_ALIGN(sizeof(struct cmsghdr)) + (len))
#define CMSG_FIRSTHDR(mhdr) \
  ((size_t)(mhdr)->msg_controllen >= sizeof(struct cmsghdr) ? (struct cmsghdr *)(mhdr)->msg_control \
                                                            : (struct cmsghdr *)0)
#define CMSG_NXTHDR(mhdr, cmsg) __cmsg_nxthdr(mhdr, cmsg)
extern struct cmsghdr *__cmsg_nxthdr(struct msghdr *, struct cmsghdr *);

extern int socket(int, int, int);
extern int socketpair(int, int, int, int *);
extern int bind(int, const struct sockaddr *, socklen_t);
extern int getsockname(int, struct sockaddr *, socklen_t *);
extern int connect(int, const struct sockaddr *, socklen_t);
extern int getpeername(int, struct sockaddr *, socklen_t *);
extern ssize_t send(int, const void *, size_t, int);
extern ssize_t recv(int, void *, size_t, int);
extern ssize_t sendto(int, const void *, size_t, int, const struct sockaddr *, socklen_t);
extern ssize_t recvfrom(int, void *, size_t, int, struct sockaddr *, socklen_t *);
extern ssize_t sendmsg(int, const struct msghdr *, int);
extern ssize_t recvmsg(int, struct msghdr *, int);
extern int getsockopt(int, int, int, void *, socklen_t *);
extern int setsockopt(int, int, int, const void *, socklen_t);
extern int listen(int, int);
extern int accept(int, struct sockaddr *, socklen_t *);
extern int accept4(int, struct sockaddr *, socklen_t *, int);
extern int shutdown(int, int);
extern int sockatmark(int);

__END_DECLS

#endif
