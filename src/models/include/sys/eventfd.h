/* Lockstep model header: <sys/eventfd.h> (glibc, Linux x86_64). Declarations only. */
#ifndef _LOCKSTEP_SYS_EVENTFD_H
#define _LOCKSTEP_SYS_EVENTFD_H
#define _SYS_EVENTFD_H 1

#include <bits/types.h>
#include <bits/types/uintN_t.h>

__BEGIN_DECLS

typedef uint64_t eventfd_t;

#define EFD_SEMAPHORE 00000001
#define EFD_CLOEXEC 02000000
#define EFD_NONBLOCK 00004000

extern int eventfd(unsigned int, int);
extern int eventfd_read(int, eventfd_t *);
extern int eventfd_write(int, eventfd_t);

__END_DECLS

#endif
