/* Lockstep model header: <sys/param.h> (glibc, Linux x86_64). */
#ifndef _LOCKSTEP_SYS_PARAM_H
#define _LOCKSTEP_SYS_PARAM_H
#define _SYS_PARAM_H 1

#include <stddef.h>
#include <sys/types.h>
#include <limits.h>
#include <endian.h>

#define HZ 100
#define EXEC_PAGESIZE 4096
#define NOGROUP (-1)
#define MAXHOSTNAMELEN 64
#define NBBY CHAR_BIT
#define NGROUPS NGROUPS_MAX
#define MAXSYMLINKS 20
#define CANBSIZ 255
#define MAXPATHLEN PATH_MAX
#define NOFILE 256
#define DEV_BSIZE 512

#define setbit(a, i) ((a)[(i) / NBBY] |= 1 << ((i) % NBBY))
#define clrbit(a, i) ((a)[(i) / NBBY] &= ~(1 << ((i) % NBBY)))
#define isset(a, i) ((a)[(i) / NBBY] & (1 << ((i) % NBBY)))
#define isclr(a, i) (((a)[(i) / NBBY] & (1 << ((i) % NBBY))) == 0)
#define howmany(x, y) (((x) + ((y) - 1)) / (y))
#define roundup(x, y) ((((x) + ((y) - 1)) / (y)) * (y))
#define powerof2(x) ((((x) - 1) & (x)) == 0)
#define MIN(a, b) (((a) < (b)) ? (a) : (b))
#define MAX(a, b) (((a) > (b)) ? (a) : (b))

#endif
