/* Lockstep model header: <sys/ipc.h> (glibc, Linux x86_64). Declarations only. */
#ifndef _LOCKSTEP_SYS_IPC_H
#define _LOCKSTEP_SYS_IPC_H
#define _SYS_IPC_H 1

#include <bits/types.h>
#include <bits/types/uid_t.h>
#include <bits/types/gid_t.h>
#include <bits/types/mode_t.h>
#include <bits/types/key_t.h>

__BEGIN_DECLS

#define IPC_CREAT 01000
#define IPC_EXCL 02000
#define IPC_NOWAIT 04000
#define IPC_RMID 0
#define IPC_SET 1
#define IPC_STAT 2
#define IPC_INFO 3
#define IPC_PRIVATE ((key_t)0)

struct ipc_perm {
  key_t __key;
  uid_t uid;
  gid_t gid;
  uid_t cuid;
  gid_t cgid;
  unsigned short int mode;
  unsigned short int __pad1;
  unsigned short int __seq;
  unsigned short int __pad2;
  unsigned long int __glibc_reserved1;
  unsigned long int __glibc_reserved2;
};

extern key_t ftok(const char *, int);

__END_DECLS

#endif
