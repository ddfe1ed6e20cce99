/* Lockstep model header: <unistd.h> (glibc, Linux x86_64). Declarations only. */
#ifndef _LOCKSTEP_UNISTD_H
#define _LOCKSTEP_UNISTD_H
#define _UNISTD_H 1

#include <bits/types.h>
#include <bits/types/size_t.h>
#include <bits/types/ssize_t.h>
#include <bits/types/off_t.h>
#include <bits/types/pid_t.h>
#include <bits/types/uid_t.h>
#include <bits/types/gid_t.h>
#include <bits/types/useconds_t.h>
#include <bits/types/socklen_t.h>
#include <bits/types/intN_t.h>
#include <bits/types/intptr_t.h>
#include <bits/types/null.h>
#include <bits/getopt_core.h>

__BEGIN_DECLS

#define _POSIX_VERSION 200809L
#define _POSIX2_VERSION 200809L
#define _XOPEN_VERSION 700
#define _POSIX_THREADS 200809L
#define _POSIX_THREAD_SAFE_FUNCTIONS 200809L
#define _POSIX_SEMAPHORES 200809L
#define _POSIX_BARRIERS 200809L
#define _POSIX_SPIN_LOCKS 200809L
#define _POSIX_READER_WRITER_LOCKS 200809L
#define _POSIX_TIMEOUTS 200809L
#define _POSIX_TIMERS 200809L
#define _POSIX_CLOCK_SELECTION 200809L
#define _POSIX_MONOTONIC_CLOCK 0
#define _POSIX_THREAD_ATTR_STACKSIZE 200809L
#define _POSIX_MAPPED_FILES 200809L
#define _POSIX_FSYNC 200809L

#define STDIN_FILENO 0
#define STDOUT_FILENO 1
#define STDERR_FILENO 2

#define R_OK 4
#define W_OK 2
#define X_OK 1
#define F_OK 0

#ifndef SEEK_SET
#define SEEK_SET 0
#define SEEK_CUR 1
#define SEEK_END 2
#endif

#ifndef SEEK_DATA
#define SEEK_DATA 3
#define SEEK_HOLE 4
#endif
#define L_SET SEEK_SET
#define L_INCR SEEK_CUR
#define L_XTND SEEK_END

#define CLOSE_RANGE_UNSHARE (1U << 1)
#define CLOSE_RANGE_CLOEXEC (1U << 2)

/* Retries while the call fails with EINTR (GNU); needs <errno.h> where it is used, as in glibc. */
#define TEMP_FAILURE_RETRY(expression) \
  (__extension__({ \
    long int __result; \
    do \
      __result = (long int)(expression); \
    while (__result == -1L && errno == EINTR); \
    __result; \
  }))

#define F_ULOCK 0
#define F_LOCK 1
#define F_TLOCK 2
#define F_TEST 3

#define _SC_ARG_MAX 0
#define _SC_CHILD_MAX 1
#define _SC_CLK_TCK 2
#define _SC_NGROUPS_MAX 3
#define _SC_OPEN_MAX 4
#define _SC_PAGESIZE 30
#define _SC_PAGE_SIZE _SC_PAGESIZE
#define _SC_SEM_NSEMS_MAX 32
#define _SC_SEM_VALUE_MAX 33
#define _SC_GETPW_R_SIZE_MAX 70
#define _SC_LOGIN_NAME_MAX 71
#define _SC_THREAD_KEYS_MAX 74
#define _SC_THREAD_STACK_MIN 75
#define _SC_THREAD_THREADS_MAX 76
#define _SC_NPROCESSORS_CONF 83
#define _SC_NPROCESSORS_ONLN 84
#define _SC_PHYS_PAGES 85
#define _SC_AVPHYS_PAGES 86
#define _SC_HOST_NAME_MAX 180
#define _SC_LEVEL1_DCACHE_LINESIZE 190

#define _PC_LINK_MAX 0
#define _PC_MAX_CANON 1
#define _PC_MAX_INPUT 2
#define _PC_NAME_MAX 3
#define _PC_PATH_MAX 4
#define _PC_PIPE_BUF 5

extern int access(const char *, int);
extern int faccessat(int, const char *, int, int);
extern int euidaccess(const char *, int);
extern __off_t lseek(int, __off_t, int);
extern __off64_t lseek64(int, __off64_t, int);
extern int close(int);
extern void closefrom(int);
extern int close_range(unsigned int, unsigned int, int);
extern ssize_t read(int, void *, size_t);
extern ssize_t write(int, const void *, size_t);
extern ssize_t pread(int, void *, size_t, __off_t);
extern ssize_t pwrite(int, const void *, size_t, __off_t);
extern int pipe(int *);
extern int pipe2(int *, int);
extern unsigned int alarm(unsigned int);
extern unsigned int sleep(unsigned int);
extern __useconds_t ualarm(__useconds_t, __useconds_t);
extern int usleep(__useconds_t);
extern int pause(void);
extern int chown(const char *, __uid_t, __gid_t);
extern int fchown(int, __uid_t, __gid_t);
extern int lchown(const char *, __uid_t, __gid_t);
extern int fchownat(int, const char *, __uid_t, __gid_t, int);
extern int chdir(const char *);
extern int fchdir(int);
extern char *getcwd(char *, size_t);
extern char *get_current_dir_name(void);
extern char *getwd(char *);
extern int dup(int);
extern int dup2(int, int);
extern int dup3(int, int, int);
extern char **__environ;
extern char **environ;
extern int execve(const char *, char *const *, char *const *);
extern int fexecve(int, char *const *, char *const *);
extern int execv(const char *, char *const *);
extern int execle(const char *, const char *, ...);
extern int execl(const char *, const char *, ...);
extern int execvp(const char *, char *const *);
extern int execlp(const char *, const char *, ...);
extern int execvpe(const char *, char *const *, char *const *);
extern int nice(int);
extern void _exit(int) __attribute__((__noreturn__));
extern long int pathconf(const char *, int);
extern long int fpathconf(int, int);
extern long int sysconf(int);
extern size_t confstr(int, char *, size_t);
extern __pid_t getpid(void);
extern __pid_t getppid(void);
extern __pid_t getpgrp(void);
extern __pid_t __getpgid(__pid_t);
extern __pid_t getpgid(__pid_t);
extern int setpgid(__pid_t, __pid_t);
extern int setpgrp(void);
extern __pid_t setsid(void);
extern __pid_t getsid(__pid_t);
extern __uid_t getuid(void);
extern __uid_t geteuid(void);
extern __gid_t getgid(void);
extern __gid_t getegid(void);
extern int getgroups(int, __gid_t *);
extern int setuid(__uid_t);
extern int setreuid(__uid_t, __uid_t);
extern int seteuid(__uid_t);
extern int setgid(__gid_t);
extern int setregid(__gid_t, __gid_t);
extern int setegid(__gid_t);
extern __pid_t fork(void);
extern __pid_t vfork(void);
extern char *ttyname(int);
extern int ttyname_r(int, char *, size_t);
extern int isatty(int);
extern int link(const char *, const char *);
extern int linkat(int, const char *, int, const char *, int);
extern int symlink(const char *, const char *);
extern ssize_t readlink(const char *, char *, size_t);
extern int symlinkat(const char *, int, const char *);
extern ssize_t readlinkat(int, const char *, char *, size_t);
extern int unlink(const char *);
extern int unlinkat(int, const char *, int);
extern int rmdir(const char *);
extern __pid_t tcgetpgrp(int);
extern int tcsetpgrp(int, __pid_t);
extern char *getlogin(void);
extern int getlogin_r(char *, size_t);
extern int gethostname(char *, size_t);
extern int sethostname(const char *, size_t);
extern int getdomainname(char *, size_t);
extern int daemon(int, int);
extern int chroot(const char *);
extern char *getpass(const char *);
extern int fsync(int);
extern int fdatasync(int);
extern int syncfs(int);
extern void sync(void);
extern long int gethostid(void);
extern int getpagesize(void) __attribute__((__const__));
extern int getdtablesize(void);
extern int truncate(const char *, __off_t);
extern int ftruncate(int, __off_t);
extern int brk(void *);
extern void *sbrk(intptr_t);
extern long int syscall(long int, ...);
extern int lockf(int, int, __off_t);
extern int getentropy(void *, size_t);
extern __pid_t gettid(void);
extern char *crypt(const char *, const char *);
extern void swab(const void *, void *, ssize_t);
extern int acct(const char *);
extern int vhangup(void);

__END_DECLS

#endif
