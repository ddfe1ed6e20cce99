/** GCC's __builtin_* functions that are neither atomics nor library calls in disguise. */

import { ignore, w } from './entries.js';
import type { ModelEntry } from './types.js';

export const BUILTINS: ModelEntry[] = [
  ...ignore(w`__builtin_bswap16 __builtin_bswap32 __builtin_bswap64 __builtin_popcount __builtin_popcountl
    __builtin_popcountll __builtin_clz __builtin_clzl __builtin_clzll __builtin_ctz
    __builtin_ctzl __builtin_ctzll __builtin_ffs __builtin_ffsl __builtin_ffsll __builtin_parity
    __builtin_abs __builtin_labs __builtin_fabs __builtin_huge_val __builtin_huge_valf
    __builtin_huge_vall __builtin_inf __builtin_inff __builtin_infl __builtin_isnan
    __builtin_isinf __builtin_isinf_sign __builtin_isfinite __builtin_isnormal __builtin_signbit
    __builtin_fpclassify __builtin_isgreater __builtin_isgreaterequal __builtin_isless
    __builtin_islessequal __builtin_islessgreater __builtin_isunordered __builtin_prefetch
    __builtin_object_size __builtin_frame_address __builtin_return_address
    __builtin_classify_type`),
  ...ignore(['__builtin_nan', '__builtin_nanf', '__builtin_nanl'], { reads: [0] }),
  ...ignore(['__builtin_add_overflow', '__builtin_sub_overflow', '__builtin_mul_overflow'], { writes: [2] }),
];
