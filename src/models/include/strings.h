/* Lockstep model header: <strings.h> (glibc). Declarations only. */
#ifndef _LOCKSTEP_STRINGS_H
#define _LOCKSTEP_STRINGS_H
#define _STRINGS_H 1

#include <bits/types.h>
#include <bits/types/size_t.h>
#include <bits/types/locale_t.h>

__BEGIN_DECLS

extern int bcmp(const void *, const void *, size_t);
extern void bcopy(const void *, void *, size_t);
extern void bzero(void *, size_t);
extern char *index(const char *, int);
extern char *rindex(const char *, int);
extern int ffs(int) __attribute__((__const__));
extern int ffsl(long int) __attribute__((__const__));
extern int ffsll(long long int) __attribute__((__const__));
extern int strcasecmp(const char *, const char *);
extern int strncasecmp(const char *, const char *, size_t);
extern int strcasecmp_l(const char *, const char *, locale_t);
extern int strncasecmp_l(const char *, const char *, size_t, locale_t);

__END_DECLS

#endif
