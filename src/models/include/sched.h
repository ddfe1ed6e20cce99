/* Lockstep model header: <sched.h> (glibc, Linux x86_64). Declarations only. */
#ifndef _LOCKSTEP_SCHED_H
#define _LOCKSTEP_SCHED_H
#define _SCHED_H 1

#include <bits/types.h>
#include <bits/types/size_t.h>
#include <bits/types/pid_t.h>
#include <bits/types/time_t.h>
#include <bits/types/struct_timespec.h>
#include <bits/types/struct_sched_param.h>

__BEGIN_DECLS

#define SCHED_OTHER 0
#define SCHED_FIFO 1
#define SCHED_RR 2
#define SCHED_BATCH 3
#define SCHED_ISO 4
#define SCHED_IDLE 5
#define SCHED_DEADLINE 6
#define SCHED_RESET_ON_FORK 0x40000000

#define CSIGNAL 0x000000ff
#define CLONE_VM 0x00000100
#define CLONE_FS 0x00000200
#define CLONE_FILES 0x00000400
#define CLONE_SIGHAND 0x00000800
#define CLONE_PIDFD 0x00001000
#define CLONE_PTRACE 0x00002000
#define CLONE_VFORK 0x00004000
#define CLONE_PARENT 0x00008000
#define CLONE_THREAD 0x00010000
#define CLONE_NEWNS 0x00020000
#define CLONE_SYSVSEM 0x00040000
#define CLONE_SETTLS 0x00080000
#define CLONE_PARENT_SETTID 0x00100000
#define CLONE_CHILD_CLEARTID 0x00200000
#define CLONE_DETACHED 0x00400000
#define CLONE_UNTRACED 0x00800000
#define CLONE_CHILD_SETTID 0x01000000
#define CLONE_NEWCGROUP 0x02000000
#define CLONE_NEWUTS 0x04000000
#define CLONE_NEWIPC 0x08000000
#define CLONE_NEWUSER 0x10000000
#define CLONE_NEWPID 0x20000000
#define CLONE_NEWNET 0x40000000
#define CLONE_IO 0x80000000

#define __CPU_SETSIZE 1024
#define __NCPUBITS (8 * sizeof(unsigned long int))
#define CPU_SETSIZE __CPU_SETSIZE
typedef unsigned long int __cpu_mask;
typedef struct {
  __cpu_mask __bits[1024 / (8 * sizeof(unsigned long int))];
} cpu_set_t;

#define CPU_ZERO(cpusetp) __sched_cpuzero(sizeof(cpu_set_t), cpusetp)
#define CPU_SET(cpu, cpusetp) __sched_cpuset(cpu, sizeof(cpu_set_t), cpusetp)
#define CPU_CLR(cpu, cpusetp) __sched_cpuclr(cpu, sizeof(cpu_set_t), cpusetp)
#define CPU_ISSET(cpu, cpusetp) __sched_cpuisset(cpu, sizeof(cpu_set_t), cpusetp)
#define CPU_COUNT(cpusetp) __sched_cpucount(sizeof(cpu_set_t), cpusetp)
#define CPU_ZERO_S(setsize, cpusetp) __sched_cpuzero(setsize, cpusetp)
#define CPU_SET_S(cpu, setsize, cpusetp) __sched_cpuset(cpu, setsize, cpusetp)
#define CPU_CLR_S(cpu, setsize, cpusetp) __sched_cpuclr(cpu, setsize, cpusetp)
#define CPU_ISSET_S(cpu, setsize, cpusetp) __sched_cpuisset(cpu, setsize, cpusetp)
#define CPU_COUNT_S(setsize, cpusetp) __sched_cpucount(setsize, cpusetp)
#define CPU_EQUAL(cpusetp1, cpusetp2) __sched_cpuequal(sizeof(cpu_set_t), cpusetp1, cpusetp2)
#define CPU_EQUAL_S(setsize, cpusetp1, cpusetp2) __sched_cpuequal(setsize, cpusetp1, cpusetp2)
#define CPU_ALLOC_SIZE(count) \
  ((((count) + 8 * sizeof(__cpu_mask) - 1) / (8 * sizeof(__cpu_mask))) * sizeof(__cpu_mask))
#define CPU_ALLOC(count) __sched_cpualloc(count)
#define CPU_FREE(cpuset) __sched_cpufree(cpuset)
extern int __sched_cpuequal(size_t, const cpu_set_t *, const cpu_set_t *);
extern cpu_set_t *__sched_cpualloc(size_t);
extern void __sched_cpufree(cpu_set_t *);
extern void __sched_cpuzero(size_t, cpu_set_t *);
extern void __sched_cpuset(int, size_t, cpu_set_t *);
extern void __sched_cpuclr(int, size_t, cpu_set_t *);
extern int __sched_cpuisset(int, size_t, const cpu_set_t *);
extern int __sched_cpucount(size_t, const cpu_set_t *);

extern int sched_setparam(__pid_t, const struct sched_param *);
extern int sched_getparam(__pid_t, struct sched_param *);
extern int sched_setscheduler(__pid_t, int, const struct sched_param *);
extern int sched_getscheduler(__pid_t);
extern int sched_yield(void);
extern int sched_get_priority_max(int);
extern int sched_get_priority_min(int);
extern int sched_rr_get_interval(__pid_t, struct timespec *);
extern int sched_setaffinity(__pid_t, size_t, const cpu_set_t *);
extern int sched_getaffinity(__pid_t, size_t, cpu_set_t *);
extern int sched_getcpu(void);
extern int unshare(int);
extern int clone(int (*)(void *), void *, int, void *, ...);

__END_DECLS

#endif
