/* Lockstep model header: <sys/shm.h> (glibc, Linux x86_64). Declarations only. */
#ifndef _LOCKSTEP_SYS_SHM_H
#define _LOCKSTEP_SYS_SHM_H
#define _SYS_SHM_H 1

#include <sys/ipc.h>
#include <bits/types/size_t.h>
#include <bits/types/pid_t.h>
#include <bits/types/time_t.h>

__BEGIN_DECLS

#define SHM_RDONLY 010000
#define SHM_RND 020000
#define SHM_REMAP 040000
#define SHM_EXEC 0100000
#define SHM_LOCK 11
#define SHM_UNLOCK 12

typedef unsigned long int shmatt_t;

struct shmid_ds {
  struct ipc_perm shm_perm;
  size_t shm_segsz;
  __time_t shm_atime;
  __time_t shm_dtime;
  __time_t shm_ctime;
  __pid_t shm_cpid;
  __pid_t shm_lpid;
  shmatt_t shm_nattch;
  unsigned long int __glibc_reserved5;
  unsigned long int __glibc_reserved6;
};

extern int shmctl(int, int, struct shmid_ds *);
extern int shmget(key_t, size_t, int);
extern void *shmat(int, const void *, int);
extern int shmdt(const void *);

__END_DECLS

#endif
