/* Lockstep model header: <endian.h> (glibc, x86_64: little-endian). */
#ifndef _LOCKSTEP_ENDIAN_H
#define _LOCKSTEP_ENDIAN_H
#define _ENDIAN_H 1

#include <bits/types.h>

#define __LITTLE_ENDIAN 1234
#define __BIG_ENDIAN 4321
#define __PDP_ENDIAN 3412
#define __BYTE_ORDER __LITTLE_ENDIAN
#define __FLOAT_WORD_ORDER __BYTE_ORDER
#define LITTLE_ENDIAN __LITTLE_ENDIAN
#define BIG_ENDIAN __BIG_ENDIAN
#define PDP_ENDIAN __PDP_ENDIAN
#define BYTE_ORDER __BYTE_ORDER

#define __bswap_16(x) __builtin_bswap16(x)
#define __bswap_32(x) __builtin_bswap32(x)
#define __bswap_64(x) __builtin_bswap64(x)
#define htobe16(x) __builtin_bswap16(x)
#define htole16(x) ((unsigned short int)(x))
#define be16toh(x) __builtin_bswap16(x)
#define le16toh(x) ((unsigned short int)(x))
#define htobe32(x) __builtin_bswap32(x)
#define htole32(x) ((unsigned int)(x))
#define be32toh(x) __builtin_bswap32(x)
#define le32toh(x) ((unsigned int)(x))
#define htobe64(x) __builtin_bswap64(x)
#define htole64(x) ((unsigned long int)(x))
#define be64toh(x) __builtin_bswap64(x)
#define le64toh(x) ((unsigned long int)(x))

#endif
