/* Lockstep model header: <stdckdint.h> (C23 checked integer arithmetic). */
#ifndef _LOCKSTEP_STDCKDINT_H
#define _LOCKSTEP_STDCKDINT_H
#define __STDC_VERSION_STDCKDINT_H__ 202311L

#define ckd_add(r, a, b) __builtin_add_overflow(a, b, r)
#define ckd_sub(r, a, b) __builtin_sub_overflow(a, b, r)
#define ckd_mul(r, a, b) __builtin_mul_overflow(a, b, r)

#endif
