/* Lockstep model header: <sys/random.h> (glibc). Declarations only. */
#ifndef _LOCKSTEP_SYS_RANDOM_H
#define _LOCKSTEP_SYS_RANDOM_H
#define _SYS_RANDOM_H 1

#include <bits/types.h>
#include <bits/types/size_t.h>
#include <bits/types/ssize_t.h>

__BEGIN_DECLS

#define GRND_NONBLOCK 0x01
#define GRND_RANDOM 0x02
#define GRND_INSECURE 0x04

extern ssize_t getrandom(void *, size_t, unsigned int);
extern int getentropy(void *, size_t);

__END_DECLS

#endif
