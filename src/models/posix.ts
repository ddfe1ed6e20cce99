/**
 * POSIX.1-2017 beyond threads and C17: processes, files and directories, sockets and names,
 * signals, terminals, users, scheduling, shared memory, dynamic loading, logging; and the Linux
 * calls programs make next to them (epoll, eventfd, timerfd, prctl).
 */

import { ignore, pure, w } from './entries.js';
import type { ModelEntry } from './types.js';

const PROCESSES: ModelEntry[] = [
  ...ignore(w`getpid getppid gettid getuid geteuid getgid getegid getpgrp getsid getpgid __getpgid
    setuid setgid seteuid setegid setreuid setregid setresuid setresgid setpgid setpgrp setsid
    sysconf getpagesize get_nprocs get_nprocs_conf get_phys_pages get_avphys_pages getdtablesize
    sched_getcpu umask nice getpriority setpriority gethostid vhangup acct sync syncfs daemon`),
  // fork duplicates the process (the child's memory is its own); exec replaces it
  ...ignore(w`fork vfork _Fork`),
  ...ignore(w`execl execlp execle execv execvp execvpe execve fexecve`, { reads: [0, 1] }),
  // Which child ends, and whether the wait is interrupted (EINTR) or finds none, is the other
  // processes' doing: the result is an input.
  ...ignore(['wait'], { writes: [0], input: true }),
  ...ignore(['waitpid'], { writes: [1], input: true }),
  ...ignore(['waitid'], { writes: [2], input: true }),
  ...ignore(['wait3'], { writes: [0, 2], input: true }),
  ...ignore(['wait4'], { writes: [1, 3], input: true }),
  ...ignore(['getgroups'], { writes: [1] }),
  ...ignore(['setgroups'], { reads: [1] }),
  ...ignore(['getresuid', 'getresgid'], { writes: [0, 1, 2] }),
  ...ignore(['getrlimit', 'getrusage', 'getrlimit64'], { writes: [1] }),
  ...ignore(['setrlimit', 'setrlimit64'], { reads: [1] }),
  ...ignore(['prlimit'], { reads: [2], writes: [3] }),
  ...ignore(['sysinfo', 'uname'], { writes: [0] }),
  ...ignore(['getloadavg'], { writes: [0] }),
  ...ignore(['confstr'], { writes: [1] }),
  ...ignore(['prctl', 'ioctl', 'fcntl', 'syscall', 'ptrace']),
  ...ignore(['chroot', 'chdir'], { reads: [0] }),
  ...ignore(['fchdir']),
  ...ignore(['getcwd'], { writes: [0], returnsArg: 0 }),
  ...ignore(['getwd'], { writes: [0], returnsArg: 0 }),
  ...ignore(['get_current_dir_name']),
  ...ignore(['gethostname', 'getdomainname', 'getlogin_r'], { writes: [0] }),
  ...ignore(['sethostname', 'setdomainname'], { reads: [0] }),
  ...ignore(['getlogin'], { returnsStatic: true, threadUnsafe: true }),
  // The option found depends on argv, the program's input: every result really occurs.
  ...ignore(['getopt', 'getopt_long', 'getopt_long_only'], {
    reads: [1, 2, 3],
    writes: [4],
    threadUnsafe: true,
    input: true,
    usual: 'minus-one',
  }),
  ...ignore(['getsubopt'], { reads: [0, 1], writes: [0, 2] }),
  ...ignore(['getpass'], { reads: [0], returnsStatic: true, threadUnsafe: true }),
  ...ignore(['crypt'], { reads: [0, 1], returnsStatic: true, threadUnsafe: true }),
  ...ignore(['unshare', 'clone3', 'setns', 'personality']),
  { function: 'clone', kind: 'ignore', callsBack: [{ arg: 0, when: 'async' }] },
];

const FILES: ModelEntry[] = [
  ...ignore(w`close close_range closefrom lseek lseek64 dup dup2 dup3 fsync fdatasync ftruncate ftruncate64
    isatty fchmod fchown flock lockf lockf64 posix_fadvise posix_fallocate fpathconf
    tcgetpgrp tcsetpgrp grantpt unlockpt posix_openpt sockatmark`),
  // What a read returns (a count, 0 at the end, -1) is the outside world's doing: an input.
  ...ignore(['read', 'pread', 'pread64', 'recv', '__read_nocancel'], { writes: [1], input: true }),
  ...ignore(['write', 'pwrite', 'pwrite64', 'send', '__write_nocancel'], { reads: [1] }),
  ...ignore(['readv', 'preadv', 'preadv2'], { reads: [1], input: true }),
  ...ignore(['writev', 'pwritev', 'pwritev2'], { reads: [1] }),
  // Whether a path exists, may be opened or changed is the file system's doing: an input.
  // (A descriptor when it succeeds, 0 for the others: what a directed run tries first.)
  ...ignore(w`open open64 creat creat64 shm_open memfd_create`, {
    reads: [0],
    input: true,
    usual: 'nonnegative',
  }),
  ...ignore(
    w`access unlink rmdir mkdir truncate truncate64 chmod chown lchown lchmod euidaccess eaccess mkfifo
    mknod shm_unlink`,
    { reads: [0], input: true, usual: 'zero' },
  ),
  ...ignore(w`opendir pathconf`, { reads: [0], input: true }),
  ...ignore(w`openat openat64`, { reads: [1], input: true, usual: 'nonnegative' }),
  ...ignore(w`faccessat unlinkat mkdirat fchmodat fchownat mkfifoat mknodat`, {
    reads: [1],
    input: true,
    usual: 'zero',
  }),
  ...ignore(['stat', 'lstat', 'stat64', 'lstat64', 'statfs', 'statvfs', 'statfs64', 'statvfs64'], {
    reads: [0],
    writes: [1],
    input: true,
    usual: 'zero',
  }),
  ...ignore(['fstat', 'fstat64', 'fstatfs', 'fstatvfs', 'fstatfs64', 'fstatvfs64'], { writes: [1] }),
  ...ignore(['fstatat', 'fstatat64', 'newfstatat'], { reads: [1], writes: [2] }),
  ...ignore(['statx'], { reads: [1], writes: [4] }),
  ...ignore(['link', 'symlink'], { reads: [0, 1] }),
  ...ignore(['linkat'], { reads: [1, 3] }),
  ...ignore(['symlinkat'], { reads: [0, 2] }),
  ...ignore(['readlink'], { reads: [0], writes: [1] }),
  ...ignore(['readlinkat'], { reads: [1], writes: [2] }),
  ...ignore(['realpath'], { reads: [0], writes: [1] }),
  ...ignore(['utime', 'utimes', 'lutimes'], { reads: [0, 1] }),
  ...ignore(['futimes', 'futimens'], { reads: [1] }),
  ...ignore(['utimensat'], { reads: [1, 2] }),
  ...ignore(['pipe', 'pipe2'], { writes: [0] }),
  ...ignore(['mkstemp', 'mkstemps', 'mkostemp', 'mkostemps', 'mkdtemp', 'mktemp', 'mkstemp64'], {
    reads: [0],
    writes: [0],
  }),
  ...ignore(['ttyname', 'ptsname'], { returnsStatic: true, threadUnsafe: true }),
  ...ignore(['ttyname_r', 'ptsname_r'], { writes: [1] }),
  ...ignore(['tcgetattr'], { writes: [1] }),
  ...ignore(['tcsetattr'], { reads: [2] }),
  ...ignore(w`tcflush tcdrain tcflow tcsendbreak cfgetispeed cfgetospeed`),
  ...ignore(['cfsetispeed', 'cfsetospeed', 'cfmakeraw'], { writes: [0] }),
  ...ignore(['sendfile', 'sendfile64'], { reads: [2], writes: [2] }),
  ...ignore(['copy_file_range', 'splice'], { reads: [1, 3], writes: [1, 3] }),
  ...ignore(['tee', 'vmsplice']),
  ...ignore(['inotify_init', 'inotify_init1', 'inotify_rm_watch']),
  ...ignore(['inotify_add_watch'], { reads: [1] }),
  ...ignore(['ftok'], { reads: [0] }),
  ...ignore(['shmget', 'shmdt', 'semget', 'msgget']),
  ...ignore(['shmat']),
  ...ignore(['shmctl', 'msgctl'], { reads: [2], writes: [2] }),
  ...ignore(['semop'], { reads: [1] }),
  ...ignore(['msgsnd'], { reads: [1] }),
  ...ignore(['msgrcv'], { writes: [1], input: true }),
];

const DIRECTORIES: ModelEntry[] = [
  ...ignore(['fdopendir']),
  ...ignore(['closedir', 'dirfd', 'rewinddir', 'telldir', 'seekdir']),
  // readdir's entry is storage of the stream, overwritten by the next call on it; whether there is
  // one (or NULL at the end) is the file system's doing: an input, as what the others return
  ...ignore(['readdir', 'readdir64'], { returnsStatic: true, threadUnsafe: true, input: true }),
  ...ignore(['readdir_r', 'readdir64_r'], { writes: [1, 2] }),
  ...ignore(['getdirentries', 'getdents64'], { writes: [1], input: true }),
  ...ignore(['scandir', 'scandir64'], {
    reads: [0],
    writes: [1],
    callsBack: [
      { arg: 2, when: 'now' },
      { arg: 3, when: 'now' },
    ],
  }),
  ...pure(['alphasort', 'versionsort', 'alphasort64'], { reads: [0, 1] }),
  ...ignore(['ftw', 'nftw', 'ftw64', 'nftw64'], { reads: [0], callsBack: [{ arg: 1, when: 'now' }] }),
  ...ignore(['glob'], { reads: [0], writes: [3], callsBack: [{ arg: 2, when: 'now' }] }),
  ...ignore(['globfree', 'wordfree'], { writes: [0] }),
  ...ignore(['wordexp'], { reads: [0], writes: [1] }),
  ...pure(['fnmatch'], { reads: [0, 1] }),
];

// Whether a socket call succeeds, what a receive or accept returns and how many descriptors a
// poll finds ready are the network's doing: inputs, every documented result of which occurs.
const SOCKETS: ModelEntry[] = [
  ...ignore(['socket'], { input: true, usual: 'nonnegative' }),
  ...ignore(['listen'], { input: true, usual: 'zero' }),
  ...ignore(w`shutdown`),
  ...ignore(['recvfrom'], { writes: [1, 4, 5], input: true }),
  ...ignore(['sendto'], { reads: [1, 4] }),
  ...ignore(['recvmsg'], { reads: [1], writes: [1], input: true }),
  ...ignore(['sendmsg'], { reads: [1] }),
  ...ignore(['recvmmsg'], { reads: [1], writes: [1], input: true }),
  ...ignore(['sendmmsg'], { reads: [1] }),
  ...ignore(['socketpair'], { writes: [3] }),
  ...ignore(['bind', 'connect'], { reads: [1], input: true, usual: 'zero' }),
  ...ignore(['accept', 'accept4'], { writes: [1, 2], input: true, usual: 'nonnegative' }),
  ...ignore(['getsockname', 'getpeername'], { writes: [1, 2] }),
  ...ignore(['setsockopt'], { reads: [3] }),
  ...ignore(['getsockopt'], { writes: [3, 4] }),
  ...pure(['__cmsg_nxthdr'], { reads: [0, 1] }),
  // polling
  ...ignore(['poll', 'ppoll'], { reads: [0], writes: [0], input: true }),
  ...ignore(['select'], { reads: [1, 2, 3, 4], writes: [1, 2, 3, 4], input: true }),
  ...ignore(['pselect'], { reads: [1, 2, 3, 4, 5], writes: [1, 2, 3], input: true }),
  ...ignore(w`epoll_create epoll_create1 eventfd eventfd_write timerfd_create signalfd`),
  ...ignore(['epoll_ctl'], { reads: [3] }),
  ...ignore(['epoll_wait', 'epoll_pwait'], { writes: [1], input: true }),
  ...ignore(['eventfd_read'], { writes: [1] }),
  ...ignore(['timerfd_settime'], { reads: [2], writes: [3] }),
  ...ignore(['timerfd_gettime'], { writes: [1] }),
  // addresses and names
  ...ignore(['inet_pton'], { reads: [1], writes: [2] }),
  ...ignore(['inet_ntop'], { reads: [1], writes: [2], returnsArg: 2 }),
  ...pure(['inet_addr', 'inet_network'], { reads: [0] }),
  ...ignore(['inet_aton'], { reads: [0], writes: [1] }),
  ...ignore(['inet_ntoa'], { returnsStatic: true, threadUnsafe: true }),
  ...pure(['inet_lnaof', 'inet_netof', 'inet_makeaddr']),
  ...ignore(['getaddrinfo'], { reads: [0, 1, 2], writes: [3], input: true, usual: 'zero' }),
  ...ignore(['freeaddrinfo'], { writes: [0] }),
  ...ignore(['getnameinfo'], { reads: [0], writes: [2, 4] }),
  ...ignore(['gai_strerror', 'hstrerror'], { returnsStatic: true }),
  ...ignore(['herror'], { reads: [0] }),
  // the netdb and passwd lookups without _r return static storage every thread shares
  ...ignore(w`gethostbyname gethostbyname2 getprotobyname getservbyname getpwnam getgrnam`, {
    reads: [0],
    returnsStatic: true,
    threadUnsafe: true,
  }),
  ...ignore(['getservbyport'], { reads: [1], returnsStatic: true, threadUnsafe: true }),
  ...ignore(['gethostbyaddr'], { reads: [0], returnsStatic: true, threadUnsafe: true }),
  ...ignore(w`getprotobynumber getpwuid getgrgid gethostent getpwent getgrent getservent getprotoent`, {
    returnsStatic: true,
    threadUnsafe: true,
  }),
  ...ignore(w`setpwent endpwent setgrent endgrent sethostent endhostent setservent endservent`, {
    threadUnsafe: true,
  }),
  ...ignore(['gethostbyname_r'], { reads: [0], writes: [1, 2, 4, 5] }),
  ...ignore(['gethostbyname2_r'], { reads: [0], writes: [2, 3, 5, 6] }),
  ...ignore(['getpwnam_r', 'getgrnam_r'], { reads: [0], writes: [1, 2, 4] }),
  ...ignore(['getpwuid_r', 'getgrgid_r'], { writes: [1, 2, 4] }),
  ...ignore(['getgrouplist'], { reads: [0], writes: [2, 3] }),
  ...ignore(['initgroups'], { reads: [0] }),
  ...ignore(['if_nametoindex'], { reads: [0] }),
  ...ignore(['if_indextoname'], { writes: [1] }),
];

const SIGNALS: ModelEntry[] = [
  ...ignore(['raise', 'kill', 'killpg', 'tgkill', 'sigpause', 'siginterrupt', 'sighold', 'sigrelse']),
  ...ignore(['sigqueue'], { reads: [2] }),
  // a handler runs at any point of the thread that receives the signal
  ...ignore(w`signal bsd_signal sysv_signal __sysv_signal sigset`, {
    callsBack: [{ arg: 1, when: 'async' }],
  }),
  ...ignore(['sigaction'], { reads: [1], writes: [2], callsBack: [{ arg: 1, when: 'async' }] }),
  ...ignore(['sigaltstack'], { reads: [0], writes: [1] }),
  ...ignore(['sigemptyset', 'sigfillset'], { writes: [0] }),
  ...ignore(['sigaddset', 'sigdelset'], { reads: [0], writes: [0] }),
  ...pure(['sigismember', 'sigisemptyset'], { reads: [0] }),
  ...ignore(['sigandset', 'sigorset'], { reads: [1, 2], writes: [0] }),
  ...ignore(['sigwait'], { reads: [0], writes: [1] }),
  ...ignore(['sigwaitinfo'], { reads: [0], writes: [1] }),
  ...ignore(['sigtimedwait'], { reads: [0, 2], writes: [1] }),
  ...ignore(['sigsuspend'], { reads: [0] }),
  ...ignore(['sigpending'], { writes: [0] }),
  ...ignore(['psignal', 'psiginfo'], { reads: [0, 1] }),
  ...pure(['__libc_current_sigrtmin', '__libc_current_sigrtmax']),
];

const SCHEDULING: ModelEntry[] = [
  ...ignore(['sched_setaffinity'], { reads: [2] }),
  ...ignore(['sched_getaffinity'], { writes: [2] }),
  ...ignore(['sched_get_priority_max', 'sched_get_priority_min', 'sched_getscheduler']),
  ...ignore(['sched_setparam'], { reads: [1] }),
  ...ignore(['sched_getparam'], { writes: [1] }),
  ...ignore(['sched_setscheduler'], { reads: [2] }),
  ...ignore(['sched_rr_get_interval'], { writes: [1] }),
  // CPU_* macros of <sched.h>
  ...ignore(['__sched_cpuzero'], { writes: [1] }),
  ...ignore(['__sched_cpuset', '__sched_cpuclr'], { reads: [2], writes: [2] }),
  ...pure(['__sched_cpuisset'], { reads: [2] }),
  ...pure(['__sched_cpucount'], { reads: [1] }),
  ...pure(['__sched_cpuequal'], { reads: [1, 2] }),
  ...ignore(['process_vm_readv', 'process_vm_writev'], { reads: [1, 3] }),
  ...ignore(['getrandom', 'getentropy'], { writes: [0] }),
];

const DYNAMIC_LOADING: ModelEntry[] = [
  ...ignore(['dlopen', 'dlmopen'], { reads: [0] }),
  ...ignore(['dlclose']),
  ...ignore(['dlsym', 'dlvsym'], { reads: [1], returnsSymbol: 1 }),
  ...ignore(['dlerror'], { returnsStatic: true }),
  ...ignore(['dladdr'], { writes: [1] }),
  ...ignore(['dladdr1'], { writes: [1, 2] }),
  ...ignore(['dlinfo'], { writes: [2] }),
];

const LOGGING_AND_ERRORS: ModelEntry[] = [
  ...ignore(['openlog'], { reads: [0] }),
  ...ignore(['syslog'], { reads: [1], format: 1, formatFamily: 'printf' }),
  ...ignore(['vsyslog'], { reads: [1], format: 1 }),
  ...ignore(['closelog', 'setlogmask']),
  // BSD err.h, GNU error.h: formatted messages to stderr
  ...ignore(['warn', 'warnx'], { reads: [0], format: 0, formatFamily: 'printf' }),
  ...ignore(['vwarn', 'vwarnx'], { reads: [0], format: 0 }),
  ...ignore(['error'], { reads: [2], format: 2, formatFamily: 'printf' }),
  ...ignore(['error_at_line'], { reads: [2, 4], format: 4, formatFamily: 'printf' }),
  ...ignore(['backtrace'], { writes: [0] }),
  ...ignore(['backtrace_symbols'], { reads: [0] }),
  ...ignore(['backtrace_symbols_fd'], { reads: [0] }),
];

// POSIX's remaining families: message catalogs, ndbm, utmpx, conversions with static buffers,
// regular expressions, character-set conversion, and Linux's mount and interface lists.
const MISCELLANEOUS: ModelEntry[] = [
  ...ignore(['catopen'], { reads: [0] }),
  ...ignore(['catclose']),
  ...ignore(['catgets'], { reads: [3], threadUnsafe: true }),
  ...ignore(w`dbm_clearerr dbm_close dbm_error dbm_firstkey dbm_nextkey dbm_delete dbm_fetch dbm_store`, {
    threadUnsafe: true,
  }),
  ...ignore(['dbm_open'], { reads: [0], threadUnsafe: true }),
  ...ignore(['ecvt', 'fcvt'], { writes: [2, 3], returnsStatic: true, threadUnsafe: true }),
  ...ignore(['gcvt'], { writes: [2], returnsArg: 2 }),
  ...ignore(['encrypt'], { reads: [0], writes: [0], threadUnsafe: true }),
  ...ignore(['setkey'], { reads: [0], threadUnsafe: true }),
  ...ignore(w`getutxent getutxid getutxline`, { returnsStatic: true, threadUnsafe: true }),
  ...ignore(['pututxline'], { reads: [0], threadUnsafe: true }),
  ...ignore(['setutxent', 'endutxent'], { threadUnsafe: true }),
  ...ignore(['getnetbyname'], { reads: [0], returnsStatic: true, threadUnsafe: true }),
  ...ignore(['getnetbyaddr', 'getnetent'], { returnsStatic: true, threadUnsafe: true }),
  ...ignore(['gethostbyaddr_r'], { reads: [0], writes: [3, 4, 6, 7] }),
  ...ignore(['getservbyname_r'], { reads: [0, 1], writes: [2, 3, 5] }),
  ...ignore(['getifaddrs'], { writes: [0] }),
  ...ignore(['freeifaddrs'], { writes: [0] }),
  ...ignore(['innetgr'], { reads: [0, 1, 2, 3] }),
  ...ignore(['regcomp'], { reads: [1], writes: [0] }),
  ...ignore(['regexec'], { reads: [0, 1], writes: [3] }),
  ...ignore(['regerror'], { reads: [1], writes: [2] }),
  ...ignore(['regfree'], { writes: [0] }),
  ...ignore(['iconv_open'], { reads: [0, 1] }),
  ...ignore(['iconv'], { reads: [1, 2, 3, 4], writes: [1, 2, 3, 4] }),
  ...ignore(['iconv_close']),
  ...ignore(['gettext'], { reads: [0], returnsArg: 0 }),
  ...ignore(['textdomain'], { reads: [0], returnsStatic: true }),
  ...ignore(['dgettext'], { reads: [0, 1], returnsArg: 1 }),
  ...ignore(['dcgettext'], { reads: [0, 1], returnsArg: 1 }),
  ...ignore(['ngettext'], { reads: [0, 1] }),
  ...ignore(['bindtextdomain', 'bind_textdomain_codeset'], { reads: [0, 1] }),
  ...pure(['rpmatch'], { reads: [0] }),
  ...ignore(['mount'], { reads: [0, 1, 2, 4] }),
  ...ignore(['umount', 'umount2'], { reads: [0] }),
  ...ignore(['fallocate', 'fallocate64']),
  ...ignore(['futimesat'], { reads: [1, 2] }),
  ...ignore(['ftime'], { writes: [0] }),
  ...ignore(['semctl']),
  ...ignore(['mallinfo', 'mallinfo2']),
  ...ignore(['fopencookie'], { callsBack: [{ arg: 2, when: 'now' }] }),
  ...ignore(['fts_open'], { reads: [0], callsBack: [{ arg: 2, when: 'now' }] }),
  ...ignore(['fts_read', 'fts_children'], { reads: [0], writes: [0] }),
  ...ignore(['fts_close', 'fts_set'], { writes: [0] }),
  ...ignore(['getaddrinfo_a'], { reads: [1], writes: [1] }),
];

export const POSIX: ModelEntry[] = [
  ...MISCELLANEOUS,
  ...PROCESSES,
  ...FILES,
  ...DIRECTORIES,
  ...SOCKETS,
  ...SIGNALS,
  ...SCHEDULING,
  ...DYNAMIC_LOADING,
  ...LOGGING_AND_ERRORS,
  // errno and h_errno are per thread
  { function: '__errno_location', kind: 'ignore', threadLocal: true },
  { function: '__h_errno_location', kind: 'ignore', threadLocal: true },
  // va_arg of the model <stdarg.h>: an unknown value
  { function: '__lockstep_va_arg', kind: 'nondet' },
];
