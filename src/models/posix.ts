/** POSIX.1-2017 beyond threads: files, sockets, signals, processes, directories, dynamic loading. */

import { ignore, w } from './entries.js';
import type { ModelEntry } from './types.js';

export const POSIX: ModelEntry[] = [
  ...ignore(w`getpid getppid gettid getuid geteuid getgid getegid getpgrp sysconf getpagesize get_nprocs
    get_nprocs_conf sched_getcpu isatty close lseek dup dup2 dup3 fsync fdatasync ftruncate
    socket listen shutdown eventfd eventfd_write epoll_create epoll_create1 umask raise kill
    fcntl`),
  ...ignore(['getenv', 'secure_getenv'], { reads: [0] }),
  ...ignore(['read', 'pread', 'recv'], { writes: [1] }),
  ...ignore(['write', 'pwrite', 'send'], { reads: [1] }),
  ...ignore(['recvfrom'], { writes: [1, 4, 5] }),
  ...ignore(['sendto'], { reads: [1, 4] }),
  ...ignore(['readv'], { reads: [1] }),
  ...ignore(['writev'], { reads: [1] }),
  ...ignore(['open', 'creat', 'access', 'unlink', 'rmdir', 'mkdir', 'chdir', 'truncate', 'opendir'], {
    reads: [0],
  }),
  ...ignore(['openat'], { reads: [1] }),
  ...ignore(['stat', 'lstat'], { reads: [0], writes: [1] }),
  ...ignore(['fstat'], { writes: [1] }),
  ...ignore(['pipe', 'pipe2'], { writes: [0] }),
  ...ignore(['socketpair'], { writes: [3] }),
  ...ignore(['bind', 'connect'], { reads: [1] }),
  ...ignore(['accept', 'accept4', 'getsockname', 'getpeername'], { writes: [1, 2] }),
  ...ignore(['setsockopt'], { reads: [3] }),
  ...ignore(['getsockopt'], { writes: [3, 4] }),
  ...ignore(['poll'], { reads: [0], writes: [0] }),
  ...ignore(['select'], { reads: [1, 2, 3, 4], writes: [1, 2, 3, 4] }),
  ...ignore(['epoll_ctl'], { reads: [3] }),
  ...ignore(['epoll_wait'], { writes: [1] }),
  ...ignore(['eventfd_read'], { writes: [1] }),
  ...ignore(['inet_pton'], { reads: [1], writes: [2] }),
  ...ignore(['inet_ntop'], { reads: [1], writes: [2] }),
  ...ignore(['inet_addr', 'inet_network'], { reads: [0] }),
  ...ignore(['gethostname'], { writes: [0] }),
  ...ignore(['getcwd'], { writes: [0] }),
  ...ignore(['closedir', 'dirfd']),
  ...ignore(['getrlimit', 'getrusage'], { writes: [1] }),
  ...ignore(['setrlimit'], { reads: [1] }),
  ...ignore(['sysinfo'], { writes: [0] }),
  ...ignore(['sigemptyset', 'sigfillset'], { writes: [0] }),
  ...ignore(['sigaddset', 'sigdelset'], { reads: [0], writes: [0] }),
  ...ignore(['sigismember'], { reads: [0] }),
  ...ignore(['sigwait'], { reads: [0], writes: [1] }),
  ...ignore(['sched_setaffinity'], { reads: [2] }),
  ...ignore(['sched_getaffinity'], { writes: [2] }),
  ...ignore(['sched_get_priority_max', 'sched_get_priority_min']),
  ...ignore(['getrandom', 'getentropy', 'uname'], { writes: [0] }),
  ...ignore(['openlog'], { reads: [0] }),
  ...ignore(['syslog'], { reads: [1] }),
  ...ignore(['closelog', 'setlogmask', 'fegetround', 'fesetround', 'feclearexcept', 'fetestexcept']),
  ...ignore(['timerfd_create']),
  ...ignore(['timerfd_settime'], { reads: [2], writes: [3] }),
  ...ignore(['timerfd_gettime'], { writes: [1] }),
  // CPU_* macros of <sched.h>
  ...ignore(['__sched_cpuzero'], { writes: [1] }),
  ...ignore(['__sched_cpuset', '__sched_cpuclr'], { reads: [2], writes: [2] }),
  ...ignore(['__sched_cpuisset'], { reads: [2] }),
  ...ignore(['__sched_cpucount'], { reads: [1] }),
  ...ignore(['__sched_cpuequal'], { reads: [1, 2] }),
  // errno and h_errno are per thread
  { function: '__errno_location', kind: 'ignore', threadLocal: true },
  { function: '__h_errno_location', kind: 'ignore', threadLocal: true },
  // va_arg of the model <stdarg.h>: an unknown value
  { function: '__lockstep_va_arg', kind: 'nondet' },
];
