/* Lockstep model header: <wctype.h> (glibc). Declarations only. */
#ifndef _LOCKSTEP_WCTYPE_H
#define _LOCKSTEP_WCTYPE_H
#define _WCTYPE_H 1

#include <bits/types.h>
#include <bits/types/wint_t.h>

__BEGIN_DECLS

#ifndef WEOF
#define WEOF (0xffffffffu)
#endif

typedef unsigned long int wctype_t;
typedef const int *wctrans_t;

extern int iswalnum(wint_t);
extern int iswalpha(wint_t);
extern int iswcntrl(wint_t);
extern int iswdigit(wint_t);
extern int iswgraph(wint_t);
extern int iswlower(wint_t);
extern int iswprint(wint_t);
extern int iswpunct(wint_t);
extern int iswspace(wint_t);
extern int iswupper(wint_t);
extern int iswxdigit(wint_t);
extern int iswblank(wint_t);
extern wctype_t wctype(const char *);
extern int iswctype(wint_t, wctype_t);
extern wint_t towlower(wint_t);
extern wint_t towupper(wint_t);
extern wctrans_t wctrans(const char *);
extern wint_t towctrans(wint_t, wctrans_t);

__END_DECLS

#endif
