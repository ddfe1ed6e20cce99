/* Lockstep model header: <stdalign.h>. Keywords in C++ and C23. */
#ifndef _LOCKSTEP_STDALIGN_H
#define _LOCKSTEP_STDALIGN_H
#define _STDALIGN_H 1

#if !defined(__cplusplus) && !(defined(__STDC_VERSION__) && __STDC_VERSION__ >= 202311L)
#define alignas _Alignas
#define alignof _Alignof
#endif
#define __alignas_is_defined 1
#define __alignof_is_defined 1

#endif
