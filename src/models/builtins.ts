/**
 * GCC's __builtin_* functions that are neither atomics (atomics.ts) nor library calls under another
 * name (libc.ts, libc-math.ts list `__builtin_memcpy`, `__builtin_sqrt` next to their library
 * names). `__builtin_expect`, `__builtin_unreachable`, `__builtin_constant_p` and the
 * `__builtin_va_*` family are no calls at all: the lowering gives them the meaning these lists say.
 */

import { ignore, pure, w } from './entries.js';
import type { ModelEntry } from './types.js';

const BIT_OPS = w`bswap16 bswap32 bswap64 bswap128 popcount popcountl popcountll popcountg clz clzl clzll clzg
  ctz ctzl ctzll ctzg ffs ffsl ffsll ffsg parity parityl parityll clrsb clrsbl clrsbll
  bitreverse8 bitreverse16 bitreverse32 bitreverse64 rotateleft32 rotateleft64
  rotateright32 rotateright64`;

const FLOAT_CLASSES = w`huge_val huge_valf huge_vall inf inff infl isinf_sign isfinite isnormal
  signbit signbitf signbitl fpclassify isgreater isgreaterequal isless islessequal
  islessgreater isunordered issignaling nans nansf nansl`;

/** Builtins whose value is their first argument (the rest are hints): the lowering passes it through. */
export const VALUE_OF_FIRST_ARG: ReadonlySet<string> = new Set([
  '__builtin_expect',
  '__builtin_expect_with_probability',
  '__builtin_assume_aligned',
]);

/** Builtins that never return: the path ends at them. */
export const NORETURN_BUILTINS: ReadonlySet<string> = new Set(['__builtin_unreachable', '__builtin_trap']);

/** `__builtin_constant_p`: whether its argument is a compile-time constant; 0 is always a correct answer. */
export const CONSTANT_P = '__builtin_constant_p';

/** The varargs builtins (`__builtin_va_start`, `__builtin_va_arg`, ...): bookkeeping of the callee's own frame. */
export const VARARGS_BUILTIN_PREFIX = '__builtin_va_';

export const BUILTINS: ModelEntry[] = [
  ...pure([...BIT_OPS, ...FLOAT_CLASSES].map((f) => `__builtin_${f}`)),
  ...pure(['__builtin_classify_type', '__builtin_object_size', '__builtin_dynamic_object_size']),
  ...ignore(w`__builtin_prefetch __builtin_frame_address __builtin_return_address
    __builtin_extract_return_addr __builtin___clear_cache __builtin_ia32_lfence
    __builtin_cpu_init __builtin_cpu_supports __builtin_cpu_is __builtin_speculation_safe_value`),
  // the overflow checks store the result through arg 2
  ...ignore(
    w`__builtin_add_overflow __builtin_sub_overflow __builtin_mul_overflow __builtin_sadd_overflow
    __builtin_saddl_overflow __builtin_saddll_overflow __builtin_uadd_overflow
    __builtin_uaddl_overflow __builtin_uaddll_overflow __builtin_ssub_overflow
    __builtin_ssubl_overflow __builtin_ssubll_overflow __builtin_usub_overflow
    __builtin_usubl_overflow __builtin_usubll_overflow __builtin_smul_overflow
    __builtin_smull_overflow __builtin_smulll_overflow __builtin_umul_overflow
    __builtin_umull_overflow __builtin_umulll_overflow`,
    { writes: [2] },
  ),
  ...pure(w`__builtin_add_overflow_p __builtin_sub_overflow_p __builtin_mul_overflow_p`),
  // formatted output under builtin names
  ...ignore(['__builtin_printf'], { reads: [0], format: 0, formatFamily: 'printf' }),
  ...ignore(['__builtin_fprintf'], { reads: [1], format: 1, formatFamily: 'printf' }),
  ...ignore(['__builtin_sprintf'], { writes: [0], reads: [1], format: 1, formatFamily: 'printf' }),
  ...ignore(['__builtin_snprintf'], { writes: [0], reads: [2], format: 2, formatFamily: 'printf' }),
  ...ignore(['__builtin_puts', '__builtin_fputs'], { reads: [0] }),
  ...ignore(['__builtin_putchar', '__builtin_fputc']),
  ...ignore(['__builtin_fwrite'], { reads: [0] }),
];
