/* Lockstep model header: <x86intrin.h>. The intrinsics touch no shared memory the analysis
   models; only the few used for spinning and fencing are declared. */
#ifndef _LOCKSTEP_X86INTRIN_H
#define _LOCKSTEP_X86INTRIN_H
#define _X86INTRIN_H_INCLUDED 1

#include <features.h>

__BEGIN_DECLS

extern void _mm_pause(void);
extern void _mm_mfence(void);
extern void _mm_lfence(void);
extern void _mm_sfence(void);
extern void _mm_clflush(const void *);
extern unsigned long long __rdtsc(void);
extern unsigned long long __rdtscp(unsigned int *);

__END_DECLS

#endif
