/* Lockstep model header: <sys/wait.h> (glibc, Linux x86_64). Declarations only. */
#ifndef _LOCKSTEP_SYS_WAIT_H
#define _LOCKSTEP_SYS_WAIT_H
#define _SYS_WAIT_H 1

#include <bits/types.h>
#include <bits/types/pid_t.h>
#include <bits/types/id_t.h>
#include <signal.h>

__BEGIN_DECLS

#include <bits/waitstatus.h>

typedef enum { P_ALL, P_PID, P_PGID, P_PIDFD } idtype_t;

struct rusage;

extern __pid_t wait(int *);
extern __pid_t waitpid(__pid_t, int *, int);
extern int waitid(idtype_t, __id_t, siginfo_t *, int);
extern __pid_t wait3(int *, int, struct rusage *);
extern __pid_t wait4(__pid_t, int *, int, struct rusage *);

__END_DECLS

#endif
