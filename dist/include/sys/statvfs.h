/* Lockstep model header: <sys/statvfs.h> (glibc, Linux x86_64). Declarations only. */
#ifndef _LOCKSTEP_SYS_STATVFS_H
#define _LOCKSTEP_SYS_STATVFS_H
#define _SYS_STATVFS_H 1

#include <features.h>
#include <sys/types.h>

__BEGIN_DECLS

struct statvfs {
  unsigned long int f_bsize;
  unsigned long int f_frsize;
  __fsblkcnt_t f_blocks;
  __fsblkcnt_t f_bfree;
  __fsblkcnt_t f_bavail;
  __fsfilcnt_t f_files;
  __fsfilcnt_t f_ffree;
  __fsfilcnt_t f_favail;
  unsigned long int f_fsid;
  unsigned long int f_flag;
  unsigned long int f_namemax;
  unsigned int f_type;
  int __f_spare[5];
};

enum { ST_RDONLY = 1, ST_NOSUID = 2 };
#define ST_RDONLY ST_RDONLY
#define ST_NOSUID ST_NOSUID

extern int statvfs(const char *, struct statvfs *);
extern int fstatvfs(int, struct statvfs *);

__END_DECLS

#endif
