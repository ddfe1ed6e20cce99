/* Lockstep model header: <sys/uio.h> (glibc, Linux x86_64). Declarations only. */
#ifndef _LOCKSTEP_SYS_UIO_H
#define _LOCKSTEP_SYS_UIO_H
#define _SYS_UIO_H 1

#include <bits/types.h>
#include <bits/types/size_t.h>
#include <bits/types/ssize_t.h>
#include <bits/types/off_t.h>
#include <bits/types/pid_t.h>
#include <bits/types/struct_iovec.h>

__BEGIN_DECLS

#define UIO_MAXIOV 1024

extern ssize_t readv(int, const struct iovec *, int);
extern ssize_t writev(int, const struct iovec *, int);
extern ssize_t preadv(int, const struct iovec *, int, __off_t);
extern ssize_t pwritev(int, const struct iovec *, int, __off_t);
extern ssize_t process_vm_readv(pid_t, const struct iovec *, unsigned long int, const struct iovec *,
                                unsigned long int, unsigned long int);
extern ssize_t process_vm_writev(pid_t, const struct iovec *, unsigned long int, const struct iovec *,
                                 unsigned long int, unsigned long int);

__END_DECLS

#endif
