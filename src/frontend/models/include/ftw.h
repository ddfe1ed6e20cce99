/* Lockstep model header: <ftw.h> (POSIX, glibc). Declarations only. */
#ifndef _LOCKSTEP_FTW_H
#define _LOCKSTEP_FTW_H
#define _FTW_H 1

#include <features.h>
#include <sys/stat.h>

__BEGIN_DECLS

enum { FTW_F, FTW_D, FTW_DNR, FTW_NS, FTW_SL, FTW_DP, FTW_SLN };
enum { FTW_PHYS = 1, FTW_MOUNT = 2, FTW_CHDIR = 4, FTW_DEPTH = 8, FTW_ACTIONRETVAL = 16 };
enum { FTW_CONTINUE = 0, FTW_STOP = 1, FTW_SKIP_SUBTREE = 2, FTW_SKIP_SIBLINGS = 3 };

struct FTW {
  int base;
  int level;
};

typedef int (*__ftw_func_t)(const char *, const struct stat *, int);
typedef int (*__nftw_func_t)(const char *, const struct stat *, int, struct FTW *);

extern int ftw(const char *, __ftw_func_t, int);
extern int nftw(const char *, __nftw_func_t, int, int);

__END_DECLS

#endif
