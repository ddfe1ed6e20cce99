/* Lockstep model header: <stdnoreturn.h>. */
#ifndef _LOCKSTEP_STDNORETURN_H
#define _LOCKSTEP_STDNORETURN_H
#define _STDNORETURN_H 1

#ifndef __cplusplus
#define noreturn _Noreturn
#endif

#endif
