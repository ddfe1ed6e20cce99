/* Lockstep model header: <assert.h> (glibc). Declarations only. Like the real one, the assert
   macro follows NDEBUG anew at every inclusion. */
#ifndef _LOCKSTEP_ASSERT_H_DECLS
#define _LOCKSTEP_ASSERT_H_DECLS
#define _ASSERT_H 1

#include <features.h>

__BEGIN_DECLS
extern void __assert_fail(const char *, const char *, unsigned int, const char *)
    __attribute__((__noreturn__));
extern void __assert_perror_fail(int, const char *, unsigned int, const char *)
    __attribute__((__noreturn__));
extern void __assert(const char *, const char *, int) __attribute__((__noreturn__));
__END_DECLS

#if !defined(__cplusplus) && !(defined(__STDC_VERSION__) && __STDC_VERSION__ >= 202311L)
#define static_assert _Static_assert
#endif

#endif

#undef assert
#undef assert_perror
#ifdef NDEBUG
#define assert(expr) ((void)0)
#define assert_perror(errnum) ((void)0)
#else
#define assert(expr) ((expr) ? (void)0 : __assert_fail(#expr, __FILE__, __LINE__, __func__))
#define assert_perror(errnum) (!(errnum) ? (void)0 : __assert_perror_fail((errnum), __FILE__, __LINE__, __func__))
#endif
