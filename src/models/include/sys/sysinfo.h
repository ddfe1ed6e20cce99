/* Lockstep model header: <sys/sysinfo.h> (glibc, Linux x86_64). Declarations only. */
#ifndef _LOCKSTEP_SYS_SYSINFO_H
#define _LOCKSTEP_SYS_SYSINFO_H
#define _SYS_SYSINFO_H 1

#include <features.h>

__BEGIN_DECLS

struct sysinfo {
  long int uptime;
  unsigned long int loads[3];
  unsigned long int totalram;
  unsigned long int freeram;
  unsigned long int sharedram;
  unsigned long int bufferram;
  unsigned long int totalswap;
  unsigned long int freeswap;
  unsigned short int procs;
  unsigned short int pad;
  unsigned long int totalhigh;
  unsigned long int freehigh;
  unsigned int mem_unit;
};

extern int sysinfo(struct sysinfo *);
extern int get_nprocs_conf(void);
extern int get_nprocs(void);
extern long int get_phys_pages(void);
extern long int get_avphys_pages(void);

__END_DECLS

#endif
