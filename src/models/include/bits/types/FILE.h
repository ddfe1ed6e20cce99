/* Lockstep model header: <bits/types/FILE.h>. */
#ifndef __FILE_defined
#define __FILE_defined 1

#include <bits/types.h>

struct _IO_FILE;
typedef struct _IO_FILE FILE;
typedef struct _IO_FILE __FILE;

#endif
