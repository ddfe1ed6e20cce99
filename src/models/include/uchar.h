/* Lockstep model header: <uchar.h> (glibc). Declarations only. */
#ifndef _LOCKSTEP_UCHAR_H
#define _LOCKSTEP_UCHAR_H
#define _UCHAR_H 1

#include <bits/types.h>
#include <bits/types/size_t.h>
#include <bits/types/mbstate_t.h>

__BEGIN_DECLS

/* char16_t and char32_t are keywords in C++11, char8_t in C23 and C++20. */
#ifndef __cplusplus
typedef __uint_least16_t char16_t;
typedef __uint_least32_t char32_t;
#if !(defined(__STDC_VERSION__) && __STDC_VERSION__ >= 202311L)
typedef unsigned char char8_t;
#endif
#endif

extern size_t mbrtoc16(char16_t *, const char *, size_t, mbstate_t *);
extern size_t c16rtomb(char *, char16_t, mbstate_t *);
extern size_t mbrtoc32(char32_t *, const char *, size_t, mbstate_t *);
extern size_t c32rtomb(char *, char32_t, mbstate_t *);

__END_DECLS

#endif
