/* Lockstep model header: <ftw.h> (glibc, Linux x86_64). Declarations only. */
#ifndef _LOCKSTEP_FTW_H
#define _LOCKSTEP_FTW_H
#define _FTW_H 1

#include <features.h>
#include <sys/stat.h>

__BEGIN_DECLS

enum { FTW_F, FTW_D, FTW_DNR, FTW_NS, FTW_SL, FTW_DP, FTW_SLN };
#define FTW_F FTW_F
#define FTW_D FTW_D
#define FTW_DNR FTW_DNR
#define FTW_NS FTW_NS
#define FTW_SL FTW_SL
#define FTW_DP FTW_DP
#define FTW_SLN FTW_SLN

enum { FTW_PHYS = 1, FTW_MOUNT = 2, FTW_CHDIR = 4, FTW_DEPTH = 8, FTW_ACTIONRETVAL = 16 };
#define FTW_PHYS FTW_PHYS
#define FTW_MOUNT FTW_MOUNT
#define FTW_CHDIR FTW_CHDIR
#define FTW_DEPTH FTW_DEPTH
#define FTW_ACTIONRETVAL FTW_ACTIONRETVAL

enum { FTW_CONTINUE = 0, FTW_STOP = 1, FTW_SKIP_SUBTREE = 2, FTW_SKIP_SIBLINGS = 3 };
#define FTW_CONTINUE FTW_CONTINUE
#define FTW_STOP FTW_STOP
#define FTW_SKIP_SUBTREE FTW_SKIP_SUBTREE
#define FTW_SKIP_SIBLINGS FTW_SKIP_SIBLINGS

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
