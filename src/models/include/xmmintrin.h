/* Lockstep model header: <xmmintrin.h>. */
#include <x86intrin.h>
