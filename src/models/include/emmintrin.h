/* Lockstep model header: <emmintrin.h>. */
#include <x86intrin.h>
