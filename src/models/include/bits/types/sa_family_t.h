/* Lockstep model header: <bits/types/sa_family_t.h>. */
#ifndef __sa_family_t_defined
#define __sa_family_t_defined 1

typedef unsigned short int sa_family_t;

#endif
