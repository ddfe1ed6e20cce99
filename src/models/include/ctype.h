/* Lockstep model header: <ctype.h> (glibc). Declarations only: functions, not table macros. */
#ifndef _LOCKSTEP_CTYPE_H
#define _LOCKSTEP_CTYPE_H
#define _CTYPE_H 1

#include <bits/types.h>
#include <bits/types/locale_t.h>

__BEGIN_DECLS

extern int isalnum(int);
extern int isalpha(int);
extern int iscntrl(int);
extern int isdigit(int);
extern int islower(int);
extern int isgraph(int);
extern int isprint(int);
extern int ispunct(int);
extern int isspace(int);
extern int isupper(int);
extern int isxdigit(int);
extern int isblank(int);
extern int isascii(int);
extern int toascii(int);
extern int tolower(int);
extern int toupper(int);
extern int _tolower(int);
extern int _toupper(int);
extern int isalnum_l(int, locale_t);
extern int isalpha_l(int, locale_t);
extern int isdigit_l(int, locale_t);
extern int isspace_l(int, locale_t);
extern int isupper_l(int, locale_t);
extern int islower_l(int, locale_t);
extern int tolower_l(int, locale_t);
extern int toupper_l(int, locale_t);

__END_DECLS

#endif
