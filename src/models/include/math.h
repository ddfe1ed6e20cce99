/* Lockstep model header: <math.h> (glibc, Linux x86_64). Declarations only. */
#ifndef _LOCKSTEP_MATH_H
#define _LOCKSTEP_MATH_H
#define _MATH_H 1

#include <features.h>

__BEGIN_DECLS

typedef float float_t;
typedef double double_t;

#define HUGE_VAL (__builtin_huge_val())
#define HUGE_VALF (__builtin_huge_valf())
#define HUGE_VALL (__builtin_huge_vall())
#define INFINITY (__builtin_inff())
#define NAN (__builtin_nanf(""))

#define FP_NAN 0
#define FP_INFINITE 1
#define FP_ZERO 2
#define FP_SUBNORMAL 3
#define FP_NORMAL 4
#define FP_ILOGB0 (-2147483647 - 1)
#define FP_ILOGBNAN (-2147483647 - 1)
#define MATH_ERRNO 1
#define MATH_ERREXCEPT 2
#define math_errhandling (MATH_ERRNO | MATH_ERREXCEPT)

#define fpclassify(x) __builtin_fpclassify(FP_NAN, FP_INFINITE, FP_NORMAL, FP_SUBNORMAL, FP_ZERO, x)
#define signbit(x) __builtin_signbit(x)
#define isfinite(x) __builtin_isfinite(x)
#define isnormal(x) __builtin_isnormal(x)
#define isnan(x) __builtin_isnan(x)
#define isinf(x) __builtin_isinf_sign(x)
#define isgreater(x, y) __builtin_isgreater(x, y)
#define isgreaterequal(x, y) __builtin_isgreaterequal(x, y)
#define isless(x, y) __builtin_isless(x, y)
#define islessequal(x, y) __builtin_islessequal(x, y)
#define islessgreater(x, y) __builtin_islessgreater(x, y)
#define isunordered(x, y) __builtin_isunordered(x, y)

#define M_E 2.7182818284590452354
#define M_LOG2E 1.4426950408889634074
#define M_LOG10E 0.43429448190325182765
#define M_LN2 0.69314718055994530942
#define M_LN10 2.30258509299404568402
#define M_PI 3.14159265358979323846
#define M_PI_2 1.57079632679489661923
#define M_PI_4 0.78539816339744830962
#define M_1_PI 0.31830988618379067154
#define M_2_PI 0.63661977236758134308
#define M_2_SQRTPI 1.12837916709551257390
#define M_SQRT2 1.41421356237309504880
#define M_SQRT1_2 0.70710678118654752440

extern double acos(double);
extern double asin(double);
extern double atan(double);
extern double cos(double);
extern double sin(double);
extern double tan(double);
extern double acosh(double);
extern double asinh(double);
extern double atanh(double);
extern double cosh(double);
extern double sinh(double);
extern double tanh(double);
extern double exp(double);
extern double exp2(double);
extern double expm1(double);
extern double log(double);
extern double log10(double);
extern double log2(double);
extern double log1p(double);
extern double logb(double);
extern double sqrt(double);
extern double cbrt(double);
extern double ceil(double);
extern double floor(double);
extern double round(double);
extern double trunc(double);
extern double fabs(double);
extern double rint(double);
extern double nearbyint(double);
extern double erf(double);
extern double erfc(double);
extern double tgamma(double);
extern double lgamma(double);
extern double atan2(double, double);
extern double pow(double, double);
extern double hypot(double, double);
extern double fmod(double, double);
extern double remainder(double, double);
extern double fmin(double, double);
extern double fmax(double, double);
extern double fdim(double, double);
extern double copysign(double, double);
extern double nextafter(double, double);
extern double fma(double, double, double);
extern double frexp(double, int *);
extern double ldexp(double, int);
extern double modf(double, double *);
extern double scalbn(double, int);
extern double scalbln(double, long int);
extern double remquo(double, double, int *);
extern int ilogb(double);
extern long int lround(double);
extern long long int llround(double);
extern long int lrint(double);
extern long long int llrint(double);
extern double nan(const char *);
extern double nexttoward(double, long double);

extern float acosf(float);
extern float asinf(float);
extern float atanf(float);
extern float cosf(float);
extern float sinf(float);
extern float tanf(float);
extern float acoshf(float);
extern float asinhf(float);
extern float atanhf(float);
extern float coshf(float);
extern float sinhf(float);
extern float tanhf(float);
extern float expf(float);
extern float exp2f(float);
extern float expm1f(float);
extern float logf(float);
extern float log10f(float);
extern float log2f(float);
extern float log1pf(float);
extern float logbf(float);
extern float sqrtf(float);
extern float cbrtf(float);
extern float ceilf(float);
extern float floorf(float);
extern float roundf(float);
extern float truncf(float);
extern float fabsf(float);
extern float rintf(float);
extern float nearbyintf(float);
extern float erff(float);
extern float erfcf(float);
extern float tgammaf(float);
extern float lgammaf(float);
extern float atan2f(float, float);
extern float powf(float, float);
extern float hypotf(float, float);
extern float fmodf(float, float);
extern float remainderf(float, float);
extern float fminf(float, float);
extern float fmaxf(float, float);
extern float fdimf(float, float);
extern float copysignf(float, float);
extern float nextafterf(float, float);
extern float fmaf(float, float, float);
extern float frexpf(float, int *);
extern float ldexpf(float, int);
extern float modff(float, float *);
extern float scalbnf(float, int);
extern float scalblnf(float, long int);
extern float remquof(float, float, int *);
extern int ilogbf(float);
extern long int lroundf(float);
extern long long int llroundf(float);
extern long int lrintf(float);
extern long long int llrintf(float);
extern float nanf(const char *);
extern float nexttowardf(float, long double);

extern long double acosl(long double);
extern long double asinl(long double);
extern long double atanl(long double);
extern long double cosl(long double);
extern long double sinl(long double);
extern long double tanl(long double);
extern long double acoshl(long double);
extern long double asinhl(long double);
extern long double atanhl(long double);
extern long double coshl(long double);
extern long double sinhl(long double);
extern long double tanhl(long double);
extern long double expl(long double);
extern long double exp2l(long double);
extern long double expm1l(long double);
extern long double logl(long double);
extern long double log10l(long double);
extern long double log2l(long double);
extern long double log1pl(long double);
extern long double logbl(long double);
extern long double sqrtl(long double);
extern long double cbrtl(long double);
extern long double ceill(long double);
extern long double floorl(long double);
extern long double roundl(long double);
extern long double truncl(long double);
extern long double fabsl(long double);
extern long double rintl(long double);
extern long double nearbyintl(long double);
extern long double erfl(long double);
extern long double erfcl(long double);
extern long double tgammal(long double);
extern long double lgammal(long double);
extern long double atan2l(long double, long double);
extern long double powl(long double, long double);
extern long double hypotl(long double, long double);
extern long double fmodl(long double, long double);
extern long double remainderl(long double, long double);
extern long double fminl(long double, long double);
extern long double fmaxl(long double, long double);
extern long double fdiml(long double, long double);
extern long double copysignl(long double, long double);
extern long double nextafterl(long double, long double);
extern long double fmal(long double, long double, long double);
extern long double frexpl(long double, int *);
extern long double ldexpl(long double, int);
extern long double modfl(long double, long double *);
extern long double scalbnl(long double, int);
extern long double scalblnl(long double, long int);
extern long double remquol(long double, long double, int *);
extern int ilogbl(long double);
extern long int lroundl(long double);
extern long long int llroundl(long double);
extern long int lrintl(long double);
extern long long int llrintl(long double);
extern long double nanl(const char *);
extern long double nexttowardl(long double, long double);

extern int signgam;

__END_DECLS

#endif
