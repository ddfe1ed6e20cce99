/* Lockstep model header: <immintrin.h>. */
#include <x86intrin.h>
