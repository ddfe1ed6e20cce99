/* Lockstep model header: <iso646.h>. The names are keywords in C++. */
#ifndef _LOCKSTEP_ISO646_H
#define _LOCKSTEP_ISO646_H
#define _ISO646_H 1

#ifndef __cplusplus
#define and &&
#define and_eq &=
#define bitand &
#define bitor |
#define compl ~
#define not !
#define not_eq !=
#define or ||
#define or_eq |=
#define xor ^
#define xor_eq ^=
#endif

#endif
