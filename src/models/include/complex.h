/* Lockstep model header: <complex.h> (minimal). The parser has no complex types, so only the
   macros are here; complex arithmetic is outside what the analysis models. */
#ifndef _LOCKSTEP_COMPLEX_H
#define _LOCKSTEP_COMPLEX_H
#define _COMPLEX_H 1

#ifndef __cplusplus
#define complex _Complex
#define _Complex_I (__extension__ 1.0iF)
#define I _Complex_I
#endif

#endif
