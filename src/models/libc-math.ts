/** C17 math (math.h, complex.h, fenv.h): pure functions but for those that store through a pointer. */

import { ignore, pure, w, withFloatForms } from './entries.js';
import type { ModelEntry } from './types.js';

const MATH_PURE = w`acos asin atan cos sin tan acosh asinh atanh cosh sinh tanh exp exp2 exp10 expm1 log
  log10 log2 log1p logb sqrt cbrt ceil floor round roundeven trunc fabs rint nearbyint erf erfc
  tgamma atan2 pow hypot fmod remainder fmin fmax fdim copysign nextafter nexttoward nextup
  nextdown fma ldexp scalbn scalbln ilogb lround llround lrint llrint significand drem gamma j0 j1
  jn y0 y1 yn finite isinf isnan`;

const COMPLEX_PURE = w`cabs carg cimag creal conj cproj cexp clog csqrt cpow csin ccos ctan casin cacos
  catan csinh ccosh ctanh casinh cacosh catanh`;

export const MATH: ModelEntry[] = [
  ...pure(withFloatForms(MATH_PURE)),
  ...pure(withFloatForms(COMPLEX_PURE)),
  ...pure(withFloatForms(MATH_PURE.map((f) => `__builtin_${f}`))),
  ...ignore(withFloatForms(['frexp', 'modf']), { writes: [1] }),
  ...ignore(withFloatForms(['remquo']), { writes: [2] }),
  ...ignore(withFloatForms(['sincos']), { writes: [1, 2] }),
  ...pure(withFloatForms(['nan', '__builtin_nan']), { reads: [0] }),
  // lgamma stores the sign in the global `signgam`
  ...ignore(withFloatForms(['lgamma']), { threadUnsafe: true }),
  ...ignore(withFloatForms(['lgamma_r']), { writes: [1] }),
  ...pure(w`__fpclassify __fpclassifyf __fpclassifyl __signbit __signbitf __signbitl __isinf __isinff
    __isinfl __isnan __isnanf __isnanl __finite __finitef __finitel __iseqsig __issignaling`),
  // the floating-point environment belongs to the calling thread
  ...ignore(w`fegetround fesetround feclearexcept fetestexcept feraiseexcept feenableexcept
    fedisableexcept fegetexcept`),
  ...ignore(['fegetenv', 'feholdexcept'], { writes: [0] }),
  ...ignore(['fesetenv', 'feupdateenv'], { reads: [0] }),
  ...ignore(['fegetexceptflag'], { writes: [0] }),
  ...ignore(['fesetexceptflag'], { reads: [0] }),
];
