/* Lockstep model header: <sys/un.h> (glibc). */
#ifndef _LOCKSTEP_SYS_UN_H
#define _LOCKSTEP_SYS_UN_H
#define _SYS_UN_H 1

#include <bits/types.h>

#include <bits/types/sa_family_t.h>

struct sockaddr_un {
  sa_family_t sun_family;
  char sun_path[108];
};

#define SUN_LEN(ptr) (sizeof(sa_family_t) + __builtin_strlen((ptr)->sun_path))

#endif
