/* Lockstep model header: <grp.h> (glibc, Linux x86_64). Declarations only. */
#ifndef _LOCKSTEP_GRP_H
#define _LOCKSTEP_GRP_H
#define _GRP_H 1

#include <features.h>
#include <bits/types.h>
#include <bits/types/gid_t.h>
#include <bits/types/size_t.h>

__BEGIN_DECLS

struct group {
  char *gr_name;
  char *gr_passwd;
  __gid_t gr_gid;
  char **gr_mem;
};

extern struct group *getgrgid(__gid_t);
extern struct group *getgrnam(const char *);
extern int getgrgid_r(__gid_t, struct group *, char *, size_t, struct group **);
extern int getgrnam_r(const char *, struct group *, char *, size_t, struct group **);
extern struct group *getgrent(void);
extern void setgrent(void);
extern void endgrent(void);
extern int getgrouplist(const char *, __gid_t, __gid_t *, int *);
extern int setgroups(size_t, const __gid_t *);
extern int initgroups(const char *, __gid_t);

__END_DECLS

#endif
