/* Lockstep model header: <alloca.h>. Declarations only. */
#ifndef _LOCKSTEP_ALLOCA_H
#define _LOCKSTEP_ALLOCA_H
#define _ALLOCA_H 1

#include <bits/types.h>
#include <bits/types/size_t.h>

__BEGIN_DECLS
extern void *alloca(size_t);
__END_DECLS

#endif
