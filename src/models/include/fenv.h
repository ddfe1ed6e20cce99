/* Lockstep model header: <fenv.h> (glibc, x86_64). Declarations only. */
#ifndef _LOCKSTEP_FENV_H
#define _LOCKSTEP_FENV_H
#define _FENV_H 1

#include <features.h>

__BEGIN_DECLS

#define FE_INVALID 0x01
#define FE_DIVBYZERO 0x04
#define FE_OVERFLOW 0x08
#define FE_UNDERFLOW 0x10
#define FE_INEXACT 0x20
#define FE_ALL_EXCEPT (FE_INEXACT | FE_DIVBYZERO | FE_UNDERFLOW | FE_OVERFLOW | FE_INVALID)
#define FE_TONEAREST 0
#define FE_DOWNWARD 0x400
#define FE_UPWARD 0x800
#define FE_TOWARDZERO 0xc00

typedef unsigned short int fexcept_t;
typedef struct {
  unsigned short int __control_word;
  unsigned short int __status_word;
  unsigned int __mxcsr;
  unsigned int __rest[6];
} fenv_t;
#define FE_DFL_ENV ((const fenv_t *)-1)

extern int feclearexcept(int);
extern int fegetexceptflag(fexcept_t *, int);
extern int feraiseexcept(int);
extern int fesetexceptflag(const fexcept_t *, int);
extern int fetestexcept(int);
extern int fegetround(void);
extern int fesetround(int);
extern int fegetenv(fenv_t *);
extern int feholdexcept(fenv_t *);
extern int fesetenv(const fenv_t *);
extern int feupdateenv(const fenv_t *);

__END_DECLS

#endif
