/* Lockstep model header: <pwd.h> (glibc). Declarations only. */
#ifndef _LOCKSTEP_PWD_H
#define _LOCKSTEP_PWD_H
#define _PWD_H 1

#include <bits/types.h>
#include <bits/types/size_t.h>
#include <bits/types/uid_t.h>
#include <bits/types/gid_t.h>

__BEGIN_DECLS

struct passwd {
  char *pw_name;
  char *pw_passwd;
  __uid_t pw_uid;
  __gid_t pw_gid;
  char *pw_gecos;
  char *pw_dir;
  char *pw_shell;
};

extern struct passwd *getpwnam(const char *);
extern struct passwd *getpwuid(__uid_t);
extern int getpwnam_r(const char *, struct passwd *, char *, size_t, struct passwd **);
extern int getpwuid_r(__uid_t, struct passwd *, char *, size_t, struct passwd **);

__END_DECLS

#endif
