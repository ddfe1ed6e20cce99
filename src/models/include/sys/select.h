/* Lockstep model header: <sys/select.h> (glibc, Linux x86_64). Declarations only. */
#ifndef _LOCKSTEP_SYS_SELECT_H
#define _LOCKSTEP_SYS_SELECT_H
#define _SYS_SELECT_H 1

#include <bits/types.h>
#include <bits/types/time_t.h>
#include <bits/types/suseconds_t.h>
#include <bits/types/sigset_t.h>
#include <bits/types/struct_timeval.h>
#include <bits/types/struct_timespec.h>

__BEGIN_DECLS

typedef long int __fd_mask;
#define __NFDBITS (8 * (int)sizeof(__fd_mask))
#define __FD_ELT(d) ((d) / __NFDBITS)
#define __FD_MASK(d) (1L << ((d) % __NFDBITS))

typedef struct {
  __fd_mask fds_bits[1024 / (8 * (int)sizeof(__fd_mask))];
} fd_set;

#define FD_SETSIZE 1024
#define NFDBITS __NFDBITS
typedef __fd_mask fd_mask;

#define FD_SET(fd, fdsetp) ((void)((fdsetp)->fds_bits[__FD_ELT(fd)] |= __FD_MASK(fd)))
#define FD_CLR(fd, fdsetp) ((void)((fdsetp)->fds_bits[__FD_ELT(fd)] &= ~__FD_MASK(fd)))
#define FD_ISSET(fd, fdsetp) (((fdsetp)->fds_bits[__FD_ELT(fd)] & __FD_MASK(fd)) != 0)
#define FD_ZERO(fdsetp) ((void)__builtin_memset((fdsetp), 0, sizeof(fd_set)))

extern int select(int, fd_set *, fd_set *, fd_set *, struct timeval *);
extern int pselect(int, fd_set *, fd_set *, fd_set *, const struct timespec *, const __sigset_t *);

__END_DECLS

#endif
