/* Lockstep model header: <sys/stat.h> (glibc, Linux x86_64). Declarations only. */
#ifndef _LOCKSTEP_SYS_STAT_H
#define _LOCKSTEP_SYS_STAT_H
#define _SYS_STAT_H 1

#include <bits/types.h>
#include <bits/types/dev_t.h>
#include <bits/types/ino_t.h>
#include <bits/types/mode_t.h>
#include <bits/types/nlink_t.h>
#include <bits/types/uid_t.h>
#include <bits/types/gid_t.h>
#include <bits/types/off_t.h>
#include <bits/types/blksize_t.h>
#include <bits/types/blkcnt_t.h>
#include <bits/types/time_t.h>
#include <bits/types/struct_timespec.h>
#include <bits/stat_mode.h>

__BEGIN_DECLS

struct stat {
  __dev_t st_dev;
  __ino_t st_ino;
  __nlink_t st_nlink;
  __mode_t st_mode;
  __uid_t st_uid;
  __gid_t st_gid;
  int __pad0;
  __dev_t st_rdev;
  __off_t st_size;
  __blksize_t st_blksize;
  __blkcnt_t st_blocks;
  struct timespec st_atim;
  struct timespec st_mtim;
  struct timespec st_ctim;
  __syscall_slong_t __glibc_reserved[3];
};
#define st_atime st_atim.tv_sec
#define st_mtime st_mtim.tv_sec
#define st_ctime st_ctim.tv_sec

#define S_ISDIR(mode) (((mode) & __S_IFMT) == __S_IFDIR)
#define S_ISCHR(mode) (((mode) & __S_IFMT) == __S_IFCHR)
#define S_ISBLK(mode) (((mode) & __S_IFMT) == __S_IFBLK)
#define S_ISREG(mode) (((mode) & __S_IFMT) == __S_IFREG)
#define S_ISFIFO(mode) (((mode) & __S_IFMT) == __S_IFIFO)
#define S_ISLNK(mode) (((mode) & __S_IFMT) == __S_IFLNK)
#define S_ISSOCK(mode) (((mode) & __S_IFMT) == __S_IFSOCK)
#define ACCESSPERMS (S_IRWXU | S_IRWXG | S_IRWXO)
#define ALLPERMS (S_ISUID | S_ISGID | S_ISVTX | S_IRWXU | S_IRWXG | S_IRWXO)
#define DEFFILEMODE (S_IRUSR | S_IWUSR | S_IRGRP | S_IWGRP | S_IROTH | S_IWOTH)
#define UTIME_NOW ((1l << 30) - 1l)
#define UTIME_OMIT ((1l << 30) - 2l)

extern int stat(const char *, struct stat *);
extern int fstat(int, struct stat *);
extern int fstatat(int, const char *, struct stat *, int);
extern int lstat(const char *, struct stat *);
extern int chmod(const char *, __mode_t);
extern int lchmod(const char *, __mode_t);
extern int fchmod(int, __mode_t);
extern int fchmodat(int, const char *, __mode_t, int);
extern __mode_t umask(__mode_t);
extern int mkdir(const char *, __mode_t);
extern int mkdirat(int, const char *, __mode_t);
extern int mknod(const char *, __mode_t, __dev_t);
extern int mkfifo(const char *, __mode_t);
extern int mkfifoat(int, const char *, __mode_t);
extern int utimensat(int, const char *, const struct timespec *, int);
extern int futimens(int, const struct timespec *);

__END_DECLS

#endif
