/* Lockstep model header: <byteswap.h> (glibc). */
#ifndef _LOCKSTEP_BYTESWAP_H
#define _LOCKSTEP_BYTESWAP_H
#define _BYTESWAP_H 1

#define bswap_16(x) __builtin_bswap16(x)
#define bswap_32(x) __builtin_bswap32(x)
#define bswap_64(x) __builtin_bswap64(x)

#endif
