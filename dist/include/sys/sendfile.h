/* Lockstep model header: <sys/sendfile.h> (Linux). Declarations only. */
#ifndef _LOCKSTEP_SYS_SENDFILE_H
#define _LOCKSTEP_SYS_SENDFILE_H
#define _SYS_SENDFILE_H 1

#include <features.h>
#include <bits/types/off_t.h>
#include <bits/types/size_t.h>
#include <bits/types/ssize_t.h>

__BEGIN_DECLS

extern ssize_t sendfile(int, int, off_t *, size_t);

__END_DECLS

#endif
