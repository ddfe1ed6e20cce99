/* Lockstep model header: <wordexp.h> (glibc). Declarations only. */
#ifndef _LOCKSTEP_WORDEXP_H
#define _LOCKSTEP_WORDEXP_H
#define _WORDEXP_H 1

#include <features.h>
#include <bits/types/size_t.h>

__BEGIN_DECLS

enum {
  WRDE_DOOFFS = (1 << 0),
  WRDE_APPEND = (1 << 1),
  WRDE_NOCMD = (1 << 2),
  WRDE_REUSE = (1 << 3),
  WRDE_SHOWERR = (1 << 4),
  WRDE_UNDEF = (1 << 5)
};

typedef struct {
  size_t we_wordc;
  char **we_wordv;
  size_t we_offs;
} wordexp_t;

enum { WRDE_NOSYS = -1, WRDE_NOSPACE = 1, WRDE_BADCHAR, WRDE_BADVAL, WRDE_CMDSUB, WRDE_SYNTAX };

extern int wordexp(const char *, wordexp_t *, int);
extern void wordfree(wordexp_t *);

__END_DECLS

#endif
