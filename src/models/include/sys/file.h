/* Lockstep model header: <sys/file.h> (glibc). Declarations only. */
#ifndef _LOCKSTEP_SYS_FILE_H
#define _LOCKSTEP_SYS_FILE_H
#define _SYS_FILE_H 1

#include <fcntl.h>

#endif
