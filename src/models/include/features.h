/* Lockstep model header: <features.h> (glibc 2.36, Linux x86_64). Declarations only. */
#ifndef _LOCKSTEP_FEATURES_H
#define _LOCKSTEP_FEATURES_H
#define _FEATURES_H 1

#ifdef _GNU_SOURCE
#ifndef _DEFAULT_SOURCE
#define _DEFAULT_SOURCE 1
#endif
#ifndef _XOPEN_SOURCE
#define _XOPEN_SOURCE 700
#endif
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#define __USE_GNU 1
#endif

#if !defined(__STRICT_ANSI__) && !defined(_ISOC99_SOURCE) && !defined(_POSIX_SOURCE) && \
    !defined(_POSIX_C_SOURCE) && !defined(_XOPEN_SOURCE) && !defined(_DEFAULT_SOURCE)
#define _DEFAULT_SOURCE 1
#endif

#if defined(_DEFAULT_SOURCE) && !defined(_POSIX_SOURCE) && !defined(_POSIX_C_SOURCE)
#define _POSIX_SOURCE 1
#define _POSIX_C_SOURCE 200809L
#endif

#define __USE_ISOC11 1
#define __USE_ISOC99 1
#define __USE_ISOC95 1
#define __USE_POSIX 1
#define __USE_POSIX2 1
#define __USE_POSIX199309 1
#define __USE_POSIX199506 1
#define __USE_XOPEN2K 1
#define __USE_XOPEN2K8 1
#define __USE_ATFILE 1
#ifdef _DEFAULT_SOURCE
#define __USE_MISC 1
#endif

#define __GNU_LIBRARY__ 6
#define __GLIBC__ 2
#define __GLIBC_MINOR__ 36
#define __GLIBC_PREREQ(maj, min) ((__GLIBC__ << 16) + __GLIBC_MINOR__ >= ((maj) << 16) + (min))

#if defined(__GNUC__) && defined(__GNUC_MINOR__)
#define __GNUC_PREREQ(maj, min) ((__GNUC__ << 16) + __GNUC_MINOR__ >= ((maj) << 16) + (min))
#else
#define __GNUC_PREREQ(maj, min) 0
#endif
#define __glibc_clang_prereq(maj, min) 0

#define __STDC_IEC_559__ 1
#define __STDC_IEC_559_COMPLEX__ 1
#define __STDC_ISO_10646__ 201706L

#include <sys/cdefs.h>

#endif
