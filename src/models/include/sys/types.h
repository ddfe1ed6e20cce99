/* Lockstep model header: <sys/types.h> (glibc, Linux x86_64). Declarations only. */
#ifndef _LOCKSTEP_SYS_TYPES_H
#define _LOCKSTEP_SYS_TYPES_H
#define _SYS_TYPES_H 1

#include <bits/types.h>
#include <bits/types/size_t.h>
#include <bits/types/ssize_t.h>
#include <bits/types/off_t.h>
#include <bits/types/pid_t.h>
#include <bits/types/uid_t.h>
#include <bits/types/gid_t.h>
#include <bits/types/id_t.h>
#include <bits/types/mode_t.h>
#include <bits/types/dev_t.h>
#include <bits/types/ino_t.h>
#include <bits/types/nlink_t.h>
#include <bits/types/blksize_t.h>
#include <bits/types/blkcnt_t.h>
#include <bits/types/time_t.h>
#include <bits/types/clock_t.h>
#include <bits/types/clockid_t.h>
#include <bits/types/timer_t.h>
#include <bits/types/useconds_t.h>
#include <bits/types/suseconds_t.h>
#include <bits/types/key_t.h>
#include <bits/types/intN_t.h>
#include <bits/pthreadtypes.h>

typedef __u_char u_char;
typedef __u_short u_short;
typedef __u_int u_int;
typedef __u_long u_long;
typedef __quad_t quad_t;
typedef __u_quad_t u_quad_t;
typedef __fsid_t fsid_t;
typedef __loff_t loff_t;
typedef __off64_t off64_t;
typedef __ino64_t ino64_t;
typedef __daddr_t daddr_t;
typedef __caddr_t caddr_t;
typedef unsigned long int ulong;
typedef unsigned short int ushort;
typedef unsigned int uint;
typedef __uint8_t u_int8_t;
typedef __uint16_t u_int16_t;
typedef __uint32_t u_int32_t;
typedef __uint64_t u_int64_t;
typedef long int register_t;
typedef __fsblkcnt_t fsblkcnt_t;
typedef __fsfilcnt_t fsfilcnt_t;

#include <endian.h>
#include <sys/select.h>

#endif
