/* Lockstep model header: <signal.h> (glibc, Linux x86_64). Declarations only. */
#ifndef _LOCKSTEP_SIGNAL_H
#define _LOCKSTEP_SIGNAL_H
#define _SIGNAL_H 1

#include <bits/types.h>
#include <bits/types/size_t.h>
#include <bits/types/pid_t.h>
#include <bits/types/uid_t.h>
#include <bits/types/sigset_t.h>
#include <bits/types/sig_atomic_t.h>
#include <bits/types/sigval.h>
#include <bits/types/struct_timespec.h>
#include <bits/pthreadtypes.h>

__BEGIN_DECLS

#define SIGHUP 1
#define SIGINT 2
#define SIGQUIT 3
#define SIGILL 4
#define SIGTRAP 5
#define SIGABRT 6
#define SIGIOT 6
#define SIGBUS 7
#define SIGFPE 8
#define SIGKILL 9
#define SIGUSR1 10
#define SIGSEGV 11
#define SIGUSR2 12
#define SIGPIPE 13
#define SIGALRM 14
#define SIGTERM 15
#define SIGSTKFLT 16
#define SIGCHLD 17
#define SIGCONT 18
#define SIGSTOP 19
#define SIGTSTP 20
#define SIGTTIN 21
#define SIGTTOU 22
#define SIGURG 23
#define SIGXCPU 24
#define SIGXFSZ 25
#define SIGVTALRM 26
#define SIGPROF 27
#define SIGWINCH 28
#define SIGIO 29
#define SIGPOLL SIGIO
#define SIGPWR 30
#define SIGSYS 31
#define SIGCLD SIGCHLD
#define _NSIG 65
#define NSIG _NSIG
#define SIGRTMIN (__libc_current_sigrtmin())
#define SIGRTMAX (__libc_current_sigrtmax())

typedef void (*__sighandler_t)(int);
#ifdef _GNU_SOURCE
typedef __sighandler_t sighandler_t;
#endif
typedef __sighandler_t sig_t;

#define SIG_ERR ((void (*)(int))-1)
#define SIG_DFL ((void (*)(int))0)
#define SIG_IGN ((void (*)(int))1)
#define SIG_HOLD ((void (*)(int))2)

#define SIG_BLOCK 0
#define SIG_UNBLOCK 1
#define SIG_SETMASK 2

#define SA_NOCLDSTOP 1
#define SA_NOCLDWAIT 2
#define SA_SIGINFO 4
#define SA_ONSTACK 0x08000000
#define SA_RESTART 0x10000000
#define SA_NODEFER 0x40000000
#define SA_RESETHAND 0x80000000
#define SA_INTERRUPT 0x20000000
#define SA_NOMASK SA_NODEFER
#define SA_ONESHOT SA_RESETHAND
#define SA_STACK SA_ONSTACK

#define SI_ASYNCNL (-60)
#define SI_TKILL (-6)
#define SI_SIGIO (-5)
#define SI_ASYNCIO (-4)
#define SI_MESGQ (-3)
#define SI_TIMER (-2)
#define SI_QUEUE (-1)
#define SI_USER 0
#define SI_KERNEL 0x80

#define ILL_ILLOPC 1
#define ILL_ILLOPN 2
#define ILL_ILLADR 3
#define ILL_ILLTRP 4
#define ILL_PRVOPC 5
#define ILL_PRVREG 6
#define ILL_COPROC 7
#define ILL_BADSTK 8
#define FPE_INTDIV 1
#define FPE_INTOVF 2
#define FPE_FLTDIV 3
#define FPE_FLTOVF 4
#define FPE_FLTUND 5
#define FPE_FLTRES 6
#define FPE_FLTINV 7
#define FPE_FLTSUB 8
#define SEGV_MAPERR 1
#define SEGV_ACCERR 2
#define BUS_ADRALN 1
#define BUS_ADRERR 2
#define BUS_OBJERR 3
#define TRAP_BRKPT 1
#define TRAP_TRACE 2
#define CLD_EXITED 1
#define CLD_KILLED 2
#define CLD_DUMPED 3
#define CLD_TRAPPED 4
#define CLD_STOPPED 5
#define CLD_CONTINUED 6
#define POLL_IN 1
#define POLL_OUT 2
#define POLL_MSG 3
#define POLL_ERR 4
#define POLL_PRI 5
#define POLL_HUP 6

#define SIGEV_SIGNAL 0
#define SIGEV_NONE 1
#define SIGEV_THREAD 2
#define SIGEV_THREAD_ID 4

#define SS_ONSTACK 1
#define SS_DISABLE 2
#define MINSIGSTKSZ 2048
#define SIGSTKSZ 8192

/* Flattened: glibc keeps these in unions behind accessor macros; field names are the same. */
typedef struct {
  int si_signo;
  int si_errno;
  int si_code;
  int __pad0;
  __pid_t si_pid;
  __uid_t si_uid;
  int si_status;
  int si_fd;
  void *si_addr;
  long int si_band;
  int si_timerid;
  int si_overrun;
  __sigval_t si_value;
  int si_int;
  void *si_ptr;
} siginfo_t;

/* As in glibc, the two handler fields share storage: SA_SIGINFO says which one is meant. */
struct sigaction {
  union {
    __sighandler_t sa_handler;
    void (*sa_sigaction)(int, siginfo_t *, void *);
  };
  __sigset_t sa_mask;
  int sa_flags;
  void (*sa_restorer)(void);
};

typedef struct sigevent {
  __sigval_t sigev_value;
  int sigev_signo;
  int sigev_notify;
  void (*sigev_notify_function)(__sigval_t);
  pthread_attr_t *sigev_notify_attributes;
  __pid_t sigev_notify_thread_id;
} sigevent_t;

typedef struct {
  void *ss_sp;
  int ss_flags;
  size_t ss_size;
} stack_t;

extern __sighandler_t signal(int, __sighandler_t);
extern __sighandler_t sysv_signal(int, __sighandler_t);
extern __sighandler_t bsd_signal(int, __sighandler_t);
extern int kill(__pid_t, int);
extern int killpg(__pid_t, int);
extern int raise(int);
extern void psignal(int, const char *);
extern void psiginfo(const siginfo_t *, const char *);
extern int sigpause(int);
extern int siginterrupt(int, int);
extern int sigemptyset(sigset_t *);
extern int sigfillset(sigset_t *);
extern int sigaddset(sigset_t *, int);
extern int sigdelset(sigset_t *, int);
extern int sigismember(const sigset_t *, int);
extern int sigprocmask(int, const sigset_t *, sigset_t *);
extern int sigsuspend(const sigset_t *);
extern int sigaction(int, const struct sigaction *, struct sigaction *);
extern int sigpending(sigset_t *);
extern int sigwait(const sigset_t *, int *);
extern int sigwaitinfo(const sigset_t *, siginfo_t *);
extern int sigtimedwait(const sigset_t *, siginfo_t *, const struct timespec *);
extern int sigqueue(__pid_t, int, const union sigval);
extern int sigaltstack(const stack_t *, stack_t *);
extern int pthread_sigmask(int, const __sigset_t *, __sigset_t *);
extern int pthread_kill(pthread_t, int);
extern int tgkill(__pid_t, __pid_t, int);
extern int __libc_current_sigrtmin(void);
extern int __libc_current_sigrtmax(void);

__END_DECLS

#endif
