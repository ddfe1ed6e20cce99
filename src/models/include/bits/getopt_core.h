/* Lockstep model header: <bits/getopt_core.h>, the getopt part shared by <unistd.h> and <getopt.h>. */
#ifndef _LOCKSTEP_BITS_GETOPT_CORE_H
#define _LOCKSTEP_BITS_GETOPT_CORE_H
#define _GETOPT_CORE_H 1

#include <features.h>

__BEGIN_DECLS

extern char *optarg;
extern int optind;
extern int opterr;
extern int optopt;
extern int getopt(int, char *const *, const char *);

__END_DECLS

#endif
