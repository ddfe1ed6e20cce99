/* Lockstep model header: <getopt.h> (glibc). Declarations only. */
#ifndef _LOCKSTEP_GETOPT_H
#define _LOCKSTEP_GETOPT_H
#define _GETOPT_H 1

#include <bits/getopt_core.h>

__BEGIN_DECLS

struct option {
  const char *name;
  int has_arg;
  int *flag;
  int val;
};

#define no_argument 0
#define required_argument 1
#define optional_argument 2

extern int getopt_long(int, char *const *, const char *, const struct option *, int *);
extern int getopt_long_only(int, char *const *, const char *, const struct option *, int *);

__END_DECLS

#endif
