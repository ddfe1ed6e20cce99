/** gcc 12's predefined macros on x86_64 Linux (`gcc -dM -E`), per language and `-std=`. */
import { isGccAtomicBuiltin } from '../../models/atomics.js';
import type { Language } from './types.js';

const COMMON = `
__STDC__ 1
__STDC_HOSTED__ 1
__STDC_UTF_16__ 1
__STDC_UTF_32__ 1
__STDC_IEC_559__ 1
__STDC_IEC_559_COMPLEX__ 1
__STDC_ISO_10646__ 201706L
__GNUC__ 12
__GNUC_MINOR__ 2
__GNUC_PATCHLEVEL__ 0
__VERSION__ "12.2.0"
__x86_64__ 1
__x86_64 1
__amd64__ 1
__amd64 1
__k8 1
__k8__ 1
__code_model_small__ 1
__MMX__ 1
__SSE__ 1
__SSE2__ 1
__FXSR__ 1
__SSE_MATH__ 1
__SSE2_MATH__ 1
__MMX_WITH_SSE__ 1
__SEG_FS 1
__SEG_GS 1
__linux__ 1
__linux 1
__unix__ 1
__unix 1
__gnu_linux__ 1
__ELF__ 1
__LP64__ 1
_LP64 1
__pic__ 2
__PIC__ 2
__pie__ 2
__PIE__ 2
__NO_INLINE__ 1
__FINITE_MATH_ONLY__ 0
__REGISTER_PREFIX__
__USER_LABEL_PREFIX__
__PRAGMA_REDEFINE_EXTNAME 1
__GCC_HAVE_DWARF2_CFI_ASM 1
__GCC_ASM_FLAG_OUTPUTS__ 1
__HAVE_SPECULATION_SAFE_VALUE 1
__BIGGEST_ALIGNMENT__ 16
__CHAR_BIT__ 8
__SIZEOF_INT__ 4
__SIZEOF_LONG__ 8
__SIZEOF_LONG_LONG__ 8
__SIZEOF_SHORT__ 2
__SIZEOF_POINTER__ 8
__SIZEOF_FLOAT__ 4
__SIZEOF_DOUBLE__ 8
__SIZEOF_LONG_DOUBLE__ 16
__SIZEOF_SIZE_T__ 8
__SIZEOF_WCHAR_T__ 4
__SIZEOF_WINT_T__ 4
__SIZEOF_PTRDIFF_T__ 8
__SIZEOF_INT128__ 16
__SIZEOF_FLOAT80__ 16
__SIZEOF_FLOAT128__ 16
__SCHAR_MAX__ 0x7f
__SHRT_MAX__ 0x7fff
__INT_MAX__ 0x7fffffff
__LONG_MAX__ 0x7fffffffffffffffL
__LONG_LONG_MAX__ 0x7fffffffffffffffLL
__WCHAR_MAX__ 0x7fffffff
__WCHAR_MIN__ (-__WCHAR_MAX__ - 1)
__WINT_MAX__ 0xffffffffU
__WINT_MIN__ 0U
__PTRDIFF_MAX__ 0x7fffffffffffffffL
__SIZE_MAX__ 0xffffffffffffffffUL
__INTMAX_MAX__ 0x7fffffffffffffffL
__UINTMAX_MAX__ 0xffffffffffffffffUL
__SIG_ATOMIC_MAX__ 0x7fffffff
__SIG_ATOMIC_MIN__ (-__SIG_ATOMIC_MAX__ - 1)
__INTPTR_MAX__ 0x7fffffffffffffffL
__UINTPTR_MAX__ 0xffffffffffffffffUL
__INT8_MAX__ 0x7f
__INT16_MAX__ 0x7fff
__INT32_MAX__ 0x7fffffff
__INT64_MAX__ 0x7fffffffffffffffL
__UINT8_MAX__ 0xff
__UINT16_MAX__ 0xffff
__UINT32_MAX__ 0xffffffffU
__UINT64_MAX__ 0xffffffffffffffffUL
__INT_LEAST8_MAX__ 0x7f
__INT_LEAST16_MAX__ 0x7fff
__INT_LEAST32_MAX__ 0x7fffffff
__INT_LEAST64_MAX__ 0x7fffffffffffffffL
__UINT_LEAST8_MAX__ 0xff
__UINT_LEAST16_MAX__ 0xffff
__UINT_LEAST32_MAX__ 0xffffffffU
__UINT_LEAST64_MAX__ 0xffffffffffffffffUL
__INT_FAST8_MAX__ 0x7f
__INT_FAST16_MAX__ 0x7fffffffffffffffL
__INT_FAST32_MAX__ 0x7fffffffffffffffL
__INT_FAST64_MAX__ 0x7fffffffffffffffL
__UINT_FAST8_MAX__ 0xff
__UINT_FAST16_MAX__ 0xffffffffffffffffUL
__UINT_FAST32_MAX__ 0xffffffffffffffffUL
__UINT_FAST64_MAX__ 0xffffffffffffffffUL
__SCHAR_WIDTH__ 8
__SHRT_WIDTH__ 16
__INT_WIDTH__ 32
__LONG_WIDTH__ 64
__LONG_LONG_WIDTH__ 64
__PTRDIFF_WIDTH__ 64
__SIG_ATOMIC_WIDTH__ 32
__SIZE_WIDTH__ 64
__WCHAR_WIDTH__ 32
__WINT_WIDTH__ 32
__INTMAX_WIDTH__ 64
__INTPTR_WIDTH__ 64
__INT8_C(c) c
__INT16_C(c) c
__INT32_C(c) c
__INT64_C(c) c ## L
__UINT8_C(c) c
__UINT16_C(c) c
__UINT32_C(c) c ## U
__UINT64_C(c) c ## UL
__INTMAX_C(c) c ## L
__UINTMAX_C(c) c ## UL
__SIZE_TYPE__ long unsigned int
__PTRDIFF_TYPE__ long int
__WCHAR_TYPE__ int
__WINT_TYPE__ unsigned int
__INTMAX_TYPE__ long int
__UINTMAX_TYPE__ long unsigned int
__CHAR16_TYPE__ short unsigned int
__CHAR32_TYPE__ unsigned int
__SIG_ATOMIC_TYPE__ int
__INT8_TYPE__ signed char
__INT16_TYPE__ short int
__INT32_TYPE__ int
__INT64_TYPE__ long int
__UINT8_TYPE__ unsigned char
__UINT16_TYPE__ short unsigned int
__UINT32_TYPE__ unsigned int
__UINT64_TYPE__ long unsigned int
__INT_LEAST8_TYPE__ signed char
__INT_LEAST16_TYPE__ short int
__INT_LEAST32_TYPE__ int
__INT_LEAST64_TYPE__ long int
__UINT_LEAST8_TYPE__ unsigned char
__UINT_LEAST16_TYPE__ short unsigned int
__UINT_LEAST32_TYPE__ unsigned int
__UINT_LEAST64_TYPE__ long unsigned int
__INT_FAST8_TYPE__ signed char
__INT_FAST16_TYPE__ long int
__INT_FAST32_TYPE__ long int
__INT_FAST64_TYPE__ long int
__UINT_FAST8_TYPE__ unsigned char
__UINT_FAST16_TYPE__ long unsigned int
__UINT_FAST32_TYPE__ long unsigned int
__UINT_FAST64_TYPE__ long unsigned int
__INTPTR_TYPE__ long int
__UINTPTR_TYPE__ long unsigned int
__BYTE_ORDER__ __ORDER_LITTLE_ENDIAN__
__ORDER_LITTLE_ENDIAN__ 1234
__ORDER_BIG_ENDIAN__ 4321
__ORDER_PDP_ENDIAN__ 3412
__FLOAT_WORD_ORDER__ __ORDER_LITTLE_ENDIAN__
__ATOMIC_RELAXED 0
__ATOMIC_CONSUME 1
__ATOMIC_ACQUIRE 2
__ATOMIC_RELEASE 3
__ATOMIC_ACQ_REL 4
__ATOMIC_SEQ_CST 5
__ATOMIC_HLE_ACQUIRE 65536
__ATOMIC_HLE_RELEASE 131072
__GCC_ATOMIC_BOOL_LOCK_FREE 2
__GCC_ATOMIC_CHAR_LOCK_FREE 2
__GCC_ATOMIC_CHAR16_T_LOCK_FREE 2
__GCC_ATOMIC_CHAR32_T_LOCK_FREE 2
__GCC_ATOMIC_WCHAR_T_LOCK_FREE 2
__GCC_ATOMIC_SHORT_LOCK_FREE 2
__GCC_ATOMIC_INT_LOCK_FREE 2
__GCC_ATOMIC_LONG_LOCK_FREE 2
__GCC_ATOMIC_LLONG_LOCK_FREE 2
__GCC_ATOMIC_POINTER_LOCK_FREE 2
__GCC_ATOMIC_TEST_AND_SET_TRUEVAL 1
__GCC_HAVE_SYNC_COMPARE_AND_SWAP_1 1
__GCC_HAVE_SYNC_COMPARE_AND_SWAP_2 1
__GCC_HAVE_SYNC_COMPARE_AND_SWAP_4 1
__GCC_HAVE_SYNC_COMPARE_AND_SWAP_8 1
__GCC_IEC_559 2
__GCC_IEC_559_COMPLEX 2
__FLT_EVAL_METHOD__ 0
__FLT_EVAL_METHOD_TS_18661_3__ 0
__FLT_RADIX__ 2
__DECIMAL_DIG__ 21
__FLT_MANT_DIG__ 24
__FLT_DIG__ 6
__FLT_MIN_EXP__ (-125)
__FLT_MIN_10_EXP__ (-37)
__FLT_MAX_EXP__ 128
__FLT_MAX_10_EXP__ 38
__FLT_DECIMAL_DIG__ 9
__FLT_MAX__ 3.40282346638528859811704183484516925e+38F
__FLT_MIN__ 1.17549435082228750796873653722224568e-38F
__FLT_EPSILON__ 1.19209289550781250000000000000000000e-7F
__FLT_DENORM_MIN__ 1.40129846432481707092372958328991613e-45F
__FLT_HAS_DENORM__ 1
__FLT_HAS_INFINITY__ 1
__FLT_HAS_QUIET_NAN__ 1
__DBL_MANT_DIG__ 53
__DBL_DIG__ 15
__DBL_MIN_EXP__ (-1021)
__DBL_MIN_10_EXP__ (-307)
__DBL_MAX_EXP__ 1024
__DBL_MAX_10_EXP__ 308
__DBL_DECIMAL_DIG__ 17
__DBL_MAX__ ((double)1.79769313486231570814527423731704357e+308L)
__DBL_MIN__ ((double)2.22507385850720138309023271733240406e-308L)
__DBL_EPSILON__ ((double)2.22044604925031308084726333618164062e-16L)
__DBL_DENORM_MIN__ ((double)4.94065645841246544176568792868221372e-324L)
__DBL_HAS_DENORM__ 1
__DBL_HAS_INFINITY__ 1
__DBL_HAS_QUIET_NAN__ 1
__LDBL_MANT_DIG__ 64
__LDBL_DIG__ 18
__LDBL_MIN_EXP__ (-16381)
__LDBL_MIN_10_EXP__ (-4931)
__LDBL_MAX_EXP__ 16384
__LDBL_MAX_10_EXP__ 4932
__LDBL_DECIMAL_DIG__ 21
__LDBL_MAX__ 1.18973149535723176502126385303097021e+4932L
__LDBL_MIN__ 3.36210314311209350626267781732175260e-4932L
__LDBL_EPSILON__ 1.08420217248550443400745280086994171e-19L
__LDBL_DENORM_MIN__ 3.64519953188247460252840593361941982e-4951L
__LDBL_HAS_DENORM__ 1
__LDBL_HAS_INFINITY__ 1
__LDBL_HAS_QUIET_NAN__ 1
`;

const C_ONLY = `
__GNUC_STDC_INLINE__ 1
`;

const CPP_ONLY = `
__GNUG__ 12
__GXX_ABI_VERSION 1017
__GXX_WEAK__ 1
__GXX_RTTI 1
__EXCEPTIONS 1
__DEPRECATED 1
__GXX_EXPERIMENTAL_CXX0X__ 1
_GNU_SOURCE 1
__GCC_CONSTRUCTIVE_SIZE 64
__GCC_DESTRUCTIVE_SIZE 64
__STDCPP_DEFAULT_NEW_ALIGNMENT__ 16UL
`;

/** `__STDC_VERSION__` for C, `__cplusplus` for C++; undefined for C90. */
function languageVersion(lang: Language, std: string | undefined): string | undefined {
  const s = (std ?? '').toLowerCase();
  if (lang === 'c++') {
    if (/(98|03)$/.test(s)) return '199711L';
    if (/(11|0x)$/.test(s)) return '201103L';
    if (/(14|1y)$/.test(s)) return '201402L';
    if (/(20|2a)$/.test(s)) return '202002L';
    if (/(23|2b)$/.test(s)) return '202302L';
    return '201703L';
  }
  if (/^(c|gnu)(89|90)$|^ansi$|^iso9899:1990$/.test(s)) return undefined;
  if (s === 'iso9899:199409') return '199409L';
  if (/(99|9x)$/.test(s)) return '199901L';
  if (/(11|1x)$/.test(s)) return '201112L';
  if (/(2x|23)$/.test(s)) return '202311L';
  return '201710L';
}

function isStrict(std: string | undefined): boolean {
  return std !== undefined && !/^gnu/i.test(std) && std !== '';
}

/**
 * The predefined object- and function-like macros as `name → definition text after the name`
 * (e.g. `__INT64_C` → `(c) c ## L`). The dynamic ones (`__FILE__`, `__LINE__`, ...) are not listed.
 */
export function predefinedMacros(lang: Language, std?: string): Map<string, string> {
  const m = new Map<string, string>();
  const text = COMMON + (lang === 'c++' ? CPP_ONLY : C_ONLY);
  for (const line of text.split('\n')) {
    if (!line) continue;
    const match = /^([A-Za-z_0-9]+)(.*)$/.exec(line)!;
    m.set(match[1], match[2].startsWith('(') ? match[2] : match[2].trimStart());
  }
  const v = languageVersion(lang, std);
  if (v !== undefined) m.set(lang === 'c++' ? '__cplusplus' : '__STDC_VERSION__', v);
  if (isStrict(std)) m.set('__STRICT_ANSI__', '1');
  else {
    m.set('linux', '1');
    m.set('unix', '1');
  }
  return m;
}

/** Whether raw string literals are lexed: C++, and gcc's GNU C dialects (the default). */
export function rawStringsEnabled(lang: Language, std?: string): boolean {
  return lang === 'c++' || !isStrict(std);
}

const GNU_ATTRIBUTES = new Set(
  (
    'access alias aligned alloc_align alloc_size always_inline artificial assume_aligned cleanup cold const ' +
    'constructor copy deprecated destructor error externally_visible fallthrough flatten format format_arg ' +
    'gnu_inline hot ifunc leaf malloc may_alias mode no_instrument_function no_reorder no_sanitize ' +
    'no_sanitize_address no_stack_protector noclone noinline noipa nonnull nonstring noplt noreturn nothrow ' +
    'optimize packed pure returns_nonnull returns_twice section sentinel target tls_model transparent_union ' +
    'unavailable unused used vector_size visibility warn_unused_result warning weak weakref'
  ).split(' '),
);

const CPP_ATTRIBUTES = new Map<string, number>([
  ['noreturn', 200809],
  ['carries_dependency', 200809],
  ['deprecated', 201309],
  ['fallthrough', 201603],
  ['maybe_unused', 201603],
  ['nodiscard', 201907],
  ['likely', 201803],
  ['unlikely', 201803],
  ['no_unique_address', 201803],
]);

const C_ATTRIBUTES = new Map<string, number>([
  ['deprecated', 201904],
  ['fallthrough', 201904],
  ['maybe_unused', 201904],
  ['nodiscard', 202003],
  ['noreturn', 202202],
]);

const BUILTINS = new Set(
  (
    '__builtin_expect __builtin_unreachable __builtin_trap __builtin_abort __builtin_offsetof ' +
    '__builtin_types_compatible_p __builtin_constant_p __builtin_choose_expr __builtin_va_start ' +
    '__builtin_va_end __builtin_va_arg __builtin_va_copy __builtin_memcpy __builtin_memset __builtin_memcmp ' +
    '__builtin_strlen __builtin_alloca __builtin_assume_aligned __builtin_prefetch __builtin_frame_address ' +
    '__builtin_return_address __builtin_clz __builtin_clzl __builtin_clzll __builtin_ctz __builtin_ctzl ' +
    '__builtin_ctzll __builtin_popcount __builtin_popcountl __builtin_popcountll __builtin_bswap16 ' +
    '__builtin_bswap32 __builtin_bswap64 __builtin_add_overflow __builtin_sub_overflow __builtin_mul_overflow ' +
    '__builtin_object_size __builtin_huge_val __builtin_inf __builtin_nan __builtin_isnan __builtin_isinf'
  ).split(' '),
);

/** Value of `__has_attribute(x)` & co. in #if; `name` is the operand's spelling (e.g. `gnu::unused`). */
export function hasValue(op: string, name: string, cpp: boolean): number {
  const bare = name.replace(/^__(.*)__$/, '$1');
  switch (op) {
    case '__has_attribute':
      return GNU_ATTRIBUTES.has(bare) ? 1 : 0;
    case '__has_cpp_attribute':
    case '__has_c_attribute': {
      const scoped = /^(gnu|__gnu__)::(.*)$/.exec(name);
      if (scoped) return GNU_ATTRIBUTES.has(scoped[2].replace(/^__(.*)__$/, '$1')) ? 1 : 0;
      return ((op === '__has_cpp_attribute' && cpp ? CPP_ATTRIBUTES : C_ATTRIBUTES).get(bare) ?? 0) as number;
    }
    case '__has_builtin':
      return BUILTINS.has(name) || isGccAtomicBuiltin(name) ? 1 : 0;
    default:
      return 0;
  }
}
