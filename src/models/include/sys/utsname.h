/* Lockstep model header: <sys/utsname.h> (glibc, Linux). Declarations only. */
#ifndef _LOCKSTEP_SYS_UTSNAME_H
#define _LOCKSTEP_SYS_UTSNAME_H
#define _SYS_UTSNAME_H 1

#include <features.h>

__BEGIN_DECLS

#define _UTSNAME_LENGTH 65

struct utsname {
  char sysname[65];
  char nodename[65];
  char release[65];
  char version[65];
  char machine[65];
  char domainname[65];
};

extern int uname(struct utsname *);

__END_DECLS

#endif
