import { createRequire as __lockstepCreateRequire } from 'node:module'; const require = __lockstepCreateRequire(import.meta.url);
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __require = /* @__PURE__ */ ((x) => typeof require !== "undefined" ? require : typeof Proxy !== "undefined" ? new Proxy(x, {
  get: (a, b) => (typeof require !== "undefined" ? require : a)[b]
}) : x)(function(x) {
  if (typeof require !== "undefined") return require.apply(this, arguments);
  throw Error('Dynamic require of "' + x + '" is not supported');
});
var __commonJS = (cb, mod) => function __require2() {
  try {
    return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
  } catch (e) {
    throw mod = 0, e;
  }
};
var __export = (target, all) => {
  for (var name2 in all)
    __defProp(target, name2, { get: all[name2], enumerable: true });
};
var __copyProps = (to, from2, except, desc) => {
  if (from2 && typeof from2 === "object" || typeof from2 === "function") {
    for (let key of __getOwnPropNames(from2))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from2[key], enumerable: !(desc = __getOwnPropDesc(from2, key)) || desc.enumerable });
  }
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));

// src/frontend/parallel.ts
import { pathToFileURL } from "node:url";
import { MessageChannel, receiveMessageOnPort, Worker } from "node:worker_threads";

// src/util/resources.ts
import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
var here = dirname(fileURLToPath(import.meta.url));
function findUp(start2, marker) {
  let dir = start2;
  for (; ; ) {
    if (existsSync(join(dir, marker))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return void 0;
    dir = parent;
  }
}
var bundleDir = [here, dirname(here)].find((d) => existsSync(join(d, "tree-sitter-c.wasm")));
var bundled = bundleDir !== void 0;
var base = bundleDir ?? here;
var repoRoot = bundled ? base : findUp(here, "package.json") ?? resolve(here, "../..");
var resources = {
  runtimeWasm: bundled ? join(base, "web-tree-sitter.wasm") : join(repoRoot, "node_modules/web-tree-sitter/web-tree-sitter.wasm"),
  grammarC: bundled ? join(base, "tree-sitter-c.wasm") : join(repoRoot, "node_modules/tree-sitter-c/tree-sitter-c.wasm"),
  grammarCpp: bundled ? join(base, "tree-sitter-cpp.wasm") : join(repoRoot, "node_modules/tree-sitter-cpp/tree-sitter-cpp.wasm"),
  modelHeaders: bundled ? join(base, "include") : join(repoRoot, "src/frontend/models/include"),
  /** Worker thread entry; a .ts file needs the tsx loader (running from source). */
  frontendWorker: bundled ? join(base, "frontend-worker.js") : join(repoRoot, "src/frontend/worker.ts")
};

// src/frontend/preprocess/predefined.ts
var COMMON = `
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
var C_ONLY = `
__GNUC_STDC_INLINE__ 1
`;
var CPP_ONLY = `
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
function languageVersion(lang, std) {
  const s = (std ?? "").toLowerCase();
  if (lang === "c++") {
    if (/(98|03)$/.test(s)) return "199711L";
    if (/(11|0x)$/.test(s)) return "201103L";
    if (/(14|1y)$/.test(s)) return "201402L";
    if (/(20|2a)$/.test(s)) return "202002L";
    if (/(23|2b)$/.test(s)) return "202302L";
    return "201703L";
  }
  if (/^(c|gnu)(89|90)$|^ansi$|^iso9899:1990$/.test(s)) return void 0;
  if (s === "iso9899:199409") return "199409L";
  if (/(99|9x)$/.test(s)) return "199901L";
  if (/(11|1x)$/.test(s)) return "201112L";
  if (/(2x|23)$/.test(s)) return "202311L";
  return "201710L";
}
function isStrict(std) {
  return std !== void 0 && !/^gnu/i.test(std) && std !== "";
}
function predefinedMacros(lang, std) {
  const m = /* @__PURE__ */ new Map();
  const text = COMMON + (lang === "c++" ? CPP_ONLY : C_ONLY);
  for (const line of text.split("\n")) {
    if (!line) continue;
    const match = /^([A-Za-z_0-9]+)(.*)$/.exec(line);
    m.set(match[1], match[2].startsWith("(") ? match[2] : match[2].trimStart());
  }
  const v = languageVersion(lang, std);
  if (v !== void 0) m.set(lang === "c++" ? "__cplusplus" : "__STDC_VERSION__", v);
  if (isStrict(std)) m.set("__STRICT_ANSI__", "1");
  else {
    m.set("linux", "1");
    m.set("unix", "1");
  }
  return m;
}
function rawStringsEnabled(lang, std) {
  return lang === "c++" || !isStrict(std);
}
var GNU_ATTRIBUTES = new Set(
  "access alias aligned alloc_align alloc_size always_inline artificial assume_aligned cleanup cold const constructor copy deprecated destructor error externally_visible fallthrough flatten format format_arg gnu_inline hot ifunc leaf malloc may_alias mode no_instrument_function no_reorder no_sanitize no_sanitize_address no_stack_protector noclone noinline noipa nonnull nonstring noplt noreturn nothrow optimize packed pure returns_nonnull returns_twice section sentinel target tls_model transparent_union unavailable unused used vector_size visibility warn_unused_result warning weak weakref".split(" ")
);
var CPP_ATTRIBUTES = /* @__PURE__ */ new Map([
  ["noreturn", 200809],
  ["carries_dependency", 200809],
  ["deprecated", 201309],
  ["fallthrough", 201603],
  ["maybe_unused", 201603],
  ["nodiscard", 201907],
  ["likely", 201803],
  ["unlikely", 201803],
  ["no_unique_address", 201803]
]);
var C_ATTRIBUTES = /* @__PURE__ */ new Map([
  ["deprecated", 201904],
  ["fallthrough", 201904],
  ["maybe_unused", 201904],
  ["nodiscard", 202003],
  ["noreturn", 202202]
]);
var BUILTINS = new Set(
  "__builtin_expect __builtin_unreachable __builtin_trap __builtin_abort __builtin_offsetof __builtin_types_compatible_p __builtin_constant_p __builtin_choose_expr __builtin_va_start __builtin_va_end __builtin_va_arg __builtin_va_copy __builtin_memcpy __builtin_memset __builtin_memcmp __builtin_strlen __builtin_alloca __builtin_assume_aligned __builtin_prefetch __builtin_frame_address __builtin_return_address __builtin_clz __builtin_clzl __builtin_clzll __builtin_ctz __builtin_ctzl __builtin_ctzll __builtin_popcount __builtin_popcountl __builtin_popcountll __builtin_bswap16 __builtin_bswap32 __builtin_bswap64 __builtin_add_overflow __builtin_sub_overflow __builtin_mul_overflow __builtin_object_size __builtin_huge_val __builtin_inf __builtin_nan __builtin_isnan __builtin_isinf".split(" ")
);
function hasValue(op, name2, cpp) {
  const bare = name2.replace(/^__(.*)__$/, "$1");
  switch (op) {
    case "__has_attribute":
      return GNU_ATTRIBUTES.has(bare) ? 1 : 0;
    case "__has_cpp_attribute":
    case "__has_c_attribute": {
      const scoped = /^(gnu|__gnu__)::(.*)$/.exec(name2);
      if (scoped) return GNU_ATTRIBUTES.has(scoped[2].replace(/^__(.*)__$/, "$1")) ? 1 : 0;
      return (op === "__has_cpp_attribute" && cpp ? CPP_ATTRIBUTES : C_ATTRIBUTES).get(bare) ?? 0;
    }
    case "__has_builtin":
      return BUILTINS.has(name2) || /^__(atomic|sync)_/.test(name2) ? 1 : 0;
    default:
      return 0;
  }
}

// src/frontend/preprocess/preprocess.ts
import { readFileSync } from "node:fs";
import path2 from "node:path";

// src/frontend/preprocess/lexer.ts
var T_IDENT = 0;
var T_NUMBER = 1;
var T_CHAR = 2;
var T_STRING = 3;
var T_PUNCT = 4;
var T_OTHER = 5;
var T_PLACEMARKER = 6;
var F_WS = 1;
var F_BOL = 2;
var F_CLEAN = 4;
var F_UNTERM = 8;
var ID = new Uint8Array(128);
for (let c = 0; c < 128; c++) {
  const ch = String.fromCharCode(c);
  if (/[A-Za-z_$]/.test(ch)) ID[c] = 1;
  else if (/[0-9]/.test(ch)) ID[c] = 2;
}
function isIdStart(c) {
  return c < 128 ? ID[c] === 1 : c !== 65279;
}
function isIdCont(c) {
  return c < 128 ? ID[c] !== 0 : c !== 65279;
}
var scanKind = 0;
var scanUnterm = false;
function scanQuoted(t, j, q, kind) {
  const len = t.length;
  let k = j + 1;
  for (; ; ) {
    if (k >= len) break;
    const c = t.charCodeAt(k);
    if (c === 10) break;
    if (c === q) {
      scanKind = kind;
      return k + 1;
    }
    k += c === 92 && k + 1 < len && t.charCodeAt(k + 1) !== 10 ? 2 : 1;
  }
  scanKind = T_OTHER;
  scanUnterm = true;
  return k;
}
function scanRaw(t, j) {
  const len = t.length;
  let d = j + 1;
  while (d < len && d - j - 1 <= 16) {
    const c = t.charCodeAt(d);
    if (c === 40 || c === 41 || c === 92 || c === 32 || c <= 13) break;
    d++;
  }
  if (d >= len || t.charCodeAt(d) !== 40 || d - j - 1 > 16) return -1;
  const close = `)${t.slice(j + 1, d)}"`;
  const idx = t.indexOf(close, d + 1);
  if (idx < 0) {
    scanKind = T_OTHER;
    scanUnterm = true;
    return len;
  }
  scanKind = T_STRING;
  return idx + close.length;
}
function punctLen(t, i2, cpp) {
  const c = t.charCodeAt(i2);
  const d = t.charCodeAt(i2 + 1);
  switch (c) {
    case 46:
      if (d === 46 && t.charCodeAt(i2 + 2) === 46) return 3;
      return cpp && d === 42 ? 2 : 1;
    case 45:
      if (d === 62) return cpp && t.charCodeAt(i2 + 2) === 42 ? 3 : 2;
      return d === 45 || d === 61 ? 2 : 1;
    case 43:
      return d === 43 || d === 61 ? 2 : 1;
    case 60:
    // <
    case 62:
      if (d === c) return t.charCodeAt(i2 + 2) === 61 ? 3 : 2;
      return d === 61 ? 2 : 1;
    case 38:
    // &
    case 124:
      return d === c || d === 61 ? 2 : 1;
    case 61:
    // =
    case 33:
    // !
    case 42:
    // *
    case 47:
    // /
    case 37:
    // %
    case 94:
      return d === 61 ? 2 : 1;
    case 35:
      return d === 35 ? 2 : 1;
    case 58:
      return cpp && d === 58 ? 2 : 1;
    case 126:
    case 63:
    case 59:
    case 44:
    case 40:
    case 41:
    case 91:
    case 93:
    case 123:
    case 125:
      return 1;
    default:
      return 0;
  }
}
var LIT_PREFIX = /* @__PURE__ */ new Set(["L", "u", "U", "u8"]);
var RAW_PREFIX = /* @__PURE__ */ new Set(["R", "LR", "uR", "UR", "u8R"]);
function scanToken(t, i2, o) {
  const len = t.length;
  const c = t.charCodeAt(i2);
  scanUnterm = false;
  if (isIdStart(c)) {
    let j = i2 + 1;
    while (j < len && isIdCont(t.charCodeAt(j))) j++;
    if (j < len && j - i2 <= 3) {
      const q = t.charCodeAt(j);
      if (q === 34 || q === 39) {
        const word = t.slice(i2, j);
        if (LIT_PREFIX.has(word)) return scanQuoted(t, j, q, q === 34 ? T_STRING : T_CHAR);
        if (q === 34 && o.raw && RAW_PREFIX.has(word)) {
          const e = scanRaw(t, j);
          if (e >= 0) return e;
        }
      }
    }
    scanKind = T_IDENT;
    return j;
  }
  const d = t.charCodeAt(i2 + 1);
  if (c >= 48 && c <= 57 || c === 46 && d >= 48 && d <= 57) {
    let k = i2 + 1;
    while (k < len) {
      const e = t.charCodeAt(k);
      if ((e === 101 || e === 69 || e === 112 || e === 80) && k + 1 < len) {
        const s = t.charCodeAt(k + 1);
        if (s === 43 || s === 45) {
          k += 2;
          continue;
        }
      }
      if (isIdCont(e) || e === 46) k++;
      else if (e === 39 && o.cpp && k + 1 < len && isIdCont(t.charCodeAt(k + 1))) k += 2;
      else break;
    }
    scanKind = T_NUMBER;
    return k;
  }
  if (c === 34) return scanQuoted(t, i2, 34, T_STRING);
  if (c === 39) return scanQuoted(t, i2, 39, T_CHAR);
  const p = punctLen(t, i2, o.cpp);
  if (p > 0) {
    scanKind = T_PUNCT;
    return i2 + p;
  }
  scanKind = T_OTHER;
  return i2 + 1;
}
function lexSingle(text, o) {
  if (text.length === 0) return -1;
  const c = text.charCodeAt(0);
  if (c <= 32 || c === 47 && (text.charCodeAt(1) === 47 || text.charCodeAt(1) === 42)) return -1;
  const e = scanToken(text, 0, o);
  return e === text.length && !scanUnterm ? scanKind : -1;
}
function splice(src) {
  let i2 = src.indexOf("\\");
  if (i2 < 0) return { text: src, at: [], cum: [] };
  const pieces = [];
  const at = [];
  const cum = [];
  let last = 0;
  let removed = 0;
  const len = src.length;
  while (i2 >= 0) {
    let j = i2 + 1;
    while (j < len && (src.charCodeAt(j) === 32 || src.charCodeAt(j) === 9)) j++;
    if (src.charCodeAt(j) === 13 && src.charCodeAt(j + 1) === 10) j += 2;
    else if (src.charCodeAt(j) === 10) j++;
    else {
      i2 = src.indexOf("\\", i2 + 1);
      continue;
    }
    pieces.push(src.slice(last, i2));
    at.push(i2 - removed);
    removed += j - i2;
    cum.push(removed);
    last = j;
    i2 = src.indexOf("\\", j);
  }
  if (at.length === 0) return { text: src, at, cum };
  pieces.push(src.slice(last));
  return { text: pieces.join(""), at, cum };
}
function lineStarts(src) {
  let count = 1;
  for (let p = src.indexOf("\n"); p >= 0; p = src.indexOf("\n", p + 1)) count++;
  const ls = new Int32Array(count);
  let k = 1;
  for (let p = src.indexOf("\n"); p >= 0; p = src.indexOf("\n", p + 1)) ls[k++] = p + 1;
  return ls;
}
function lex(src, o) {
  const { text: t, at: spAt, cum: spCum } = splice(src);
  const ls = lineStarts(src);
  const len = t.length;
  let cap = (len >> 2) + 16;
  let kind = new Uint8Array(cap);
  let flags2 = new Uint8Array(cap);
  let start2 = new Int32Array(cap);
  let end = new Int32Array(cap);
  let line = new Int32Array(cap);
  let col = new Int32Array(cap);
  let n = 0;
  const problems = [];
  const nsp = spAt.length;
  let spk = 0;
  let spq = 0;
  let removed = 0;
  let ln = 0;
  const nls = ls.length;
  const posOf = (s) => {
    while (spk < nsp && spAt[spk] <= s) removed = spCum[spk++];
    const orig = s + removed;
    while (ln + 1 < nls && ls[ln + 1] <= orig) ln++;
  };
  let lineFirst = -1;
  let dirty = false;
  const endLine = (p) => {
    while (spq < nsp && spAt[spq] <= p) {
      dirty = true;
      spq++;
    }
    if (lineFirst >= 0 && !dirty) flags2[lineFirst] |= F_CLEAN;
    lineFirst = -1;
    dirty = false;
  };
  let i2 = len > 0 && t.charCodeAt(0) === 65279 ? 1 : 0;
  let bol = true;
  let ws = true;
  while (i2 < len) {
    const c = t.charCodeAt(i2);
    if (c === 10) {
      endLine(i2);
      i2++;
      bol = ws = true;
      continue;
    }
    if (c === 32 || c === 9 || c === 13 || c === 11 || c === 12) {
      i2++;
      ws = true;
      continue;
    }
    if (c === 47) {
      const c2 = t.charCodeAt(i2 + 1);
      if (c2 === 47) {
        const nl = t.indexOf("\n", i2 + 2);
        i2 = nl < 0 ? len : nl;
        ws = true;
        continue;
      }
      if (c2 === 42) {
        const close = t.indexOf("*/", i2 + 2);
        dirty = true;
        ws = true;
        if (close < 0) {
          posOf(i2);
          problems.push({ line: ln + 1, col: i2 + removed - ls[ln] + 1, message: "unterminated comment" });
          i2 = len;
        } else i2 = close + 2;
        continue;
      }
    }
    const e = scanToken(t, i2, o);
    if (n === cap) {
      cap *= 2;
      kind = grow8(kind, cap);
      flags2 = grow8(flags2, cap);
      start2 = grow32(start2, cap);
      end = grow32(end, cap);
      line = grow32(line, cap);
      col = grow32(col, cap);
    }
    posOf(i2);
    kind[n] = scanKind;
    flags2[n] = (ws ? F_WS : 0) | (bol ? F_BOL | F_WS : 0) | (scanUnterm ? F_UNTERM : 0);
    start2[n] = i2;
    end[n] = e;
    line[n] = ln + 1;
    col[n] = i2 + removed - ls[ln] + 1;
    if (bol) lineFirst = n;
    if (scanUnterm || e - i2 > 2 && scanKind === T_STRING && t.indexOf("\n", i2) < e) dirty = true;
    n++;
    bol = ws = false;
    i2 = e;
  }
  endLine(len);
  const fit = n < cap * 0.9;
  return {
    text: t,
    n,
    kind: fit ? kind.slice(0, n) : kind,
    flags: fit ? flags2.slice(0, n) : flags2,
    start: fit ? start2.slice(0, n) : start2,
    end: fit ? end.slice(0, n) : end,
    line: fit ? line.slice(0, n) : line,
    col: fit ? col.slice(0, n) : col,
    problems
  };
}
function grow8(a, cap) {
  const b = new Uint8Array(cap);
  b.set(a);
  return b;
}
function grow32(a, cap) {
  const b = new Int32Array(cap);
  b.set(a);
  return b;
}
function tokText(ft, i2) {
  return ft.text.slice(ft.start[i2], ft.end[i2]);
}
function lineEnd(ft, i2) {
  const n = ft.n;
  const flags2 = ft.flags;
  let j = i2 + 1;
  while (j < n && (flags2[j] & F_BOL) === 0) j++;
  return j;
}
function isHashAt(ft, i2) {
  const s = ft.start[i2];
  return ft.kind[i2] === T_PUNCT && ft.end[i2] - s === 1 && ft.text.charCodeAt(s) === 35;
}

// src/frontend/preprocess/macros.ts
function mkTok(k, t, ws, at, body2 = true) {
  return {
    k,
    t,
    ws,
    hs: at ? at.hs : null,
    f: at ? at.f : -1,
    l: at ? at.l : 0,
    c: at ? at.c : 0,
    body: at ? at.body || body2 : true,
    noexp: false
  };
}
function withHs(t, hs) {
  return { k: t.k, t: t.t, ws: t.ws, hs, f: t.f, l: t.l, c: t.c, body: t.body, noexp: t.noexp };
}
function hsHas(hs, name2) {
  return hs?.includes(name2) === true;
}
function hsAdd(hs, name2) {
  if (hs === null) return [name2];
  return hs.includes(name2) ? hs : [...hs, name2];
}
function hsUnion(a, b) {
  if (a === null || a === b) return b;
  if (b === null) return a;
  const r = a.slice();
  for (const x of b) if (!r.includes(x)) r.push(x);
  return r;
}
function hsIntersect(a, b) {
  if (a === null || b === null) return null;
  if (a === b) return a;
  const r = a.filter((x) => b.includes(x));
  return r.length ? r : null;
}
var B_NONE = 0;
var B_FILE = 1;
var B_LINE = 2;
var B_COUNTER = 3;
var B_INCLUDE_LEVEL = 4;
var B_BASE_FILE = 5;
var B_DATE = 6;
var B_TIME = 7;
var B_TIMESTAMP = 8;
var B_FILE_NAME = 9;
var B_PRAGMA = 10;
var B_HAS = 11;
var P_NONE = -1;
var P_VAOPT = -2;
function builtinMacro(name2, builtin) {
  return { name: name2, fn: false, params: [], variadic: false, body: [], pidx: [], builtin };
}
function parseDefine(toks, error) {
  const nameTok = toks[0];
  if (!nameTok || nameTok.k !== T_IDENT) {
    error(
      nameTok ? "macro names must be identifiers" : "no macro name given in #define directive",
      nameTok ?? null
    );
    return null;
  }
  const name2 = nameTok.t;
  if (name2 === "defined" || name2 === "__VA_ARGS__" || name2 === "__VA_OPT__") {
    error(`"${name2}" cannot be used as a macro name`, nameTok);
    return null;
  }
  let i2 = 1;
  let fn = false;
  let variadic = false;
  const params = [];
  if (toks[1] && toks[1].t === "(" && !toks[1].ws) {
    fn = true;
    i2 = 2;
    let expectParam = true;
    for (; ; ) {
      const t = toks[i2++];
      if (!t) {
        error("missing ')' in macro parameter list", nameTok);
        return null;
      }
      if (t.t === ")" && (!expectParam || params.length === 0)) break;
      if (expectParam && t.t === "...") {
        variadic = true;
        params.push("__VA_ARGS__");
        if (toks[i2]?.t !== ")") {
          error(`missing ')' after "..."`, t);
          return null;
        }
        i2++;
        break;
      }
      if (expectParam && t.k === T_IDENT) {
        if (params.includes(t.t) || t.t === "__VA_ARGS__") {
          error(`duplicate or reserved macro parameter "${t.t}"`, t);
          return null;
        }
        params.push(t.t);
        if (toks[i2]?.t === "...") {
          variadic = true;
          i2++;
          if (toks[i2]?.t !== ")") {
            error(`missing ')' after "..."`, t);
            return null;
          }
          i2++;
          break;
        }
        expectParam = false;
        continue;
      }
      if (!expectParam && t.t === ",") {
        expectParam = true;
        continue;
      }
      error(`"${t.t}" may not appear in macro parameter list`, t);
      return null;
    }
  }
  const body2 = [];
  const pidx = [];
  for (let j = i2; j < toks.length; j++) {
    const t = toks[j];
    const b = withHs(t, null);
    b.body = true;
    if (j === i2) b.ws = false;
    body2.push(b);
    let p = P_NONE;
    if (fn && t.k === T_IDENT) {
      p = params.indexOf(t.t);
      if (p < 0 && variadic && t.t === "__VA_OPT__") p = P_VAOPT;
    }
    pidx.push(p);
  }
  const m = { name: name2, fn, params, variadic, body: body2, pidx, builtin: B_NONE };
  if (body2.length && (body2[0].t === "##" || body2[body2.length - 1].t === "##")) {
    error(
      "'##' cannot appear at either end of a macro expansion",
      body2[0].t === "##" ? body2[0] : body2[body2.length - 1]
    );
    return null;
  }
  if (fn) {
    for (let j = 0; j < body2.length; j++) {
      if (body2[j].k === T_PUNCT && body2[j].t === "#" && (j + 1 >= body2.length || pidx[j + 1] === P_NONE)) {
        error("'#' is not followed by a macro parameter", body2[j]);
        return null;
      }
    }
  }
  return m;
}
function sameMacro(a, b) {
  if (a.fn !== b.fn || a.variadic !== b.variadic || a.builtin !== b.builtin) return false;
  if (a.params.length !== b.params.length || a.body.length !== b.body.length) return false;
  for (let i2 = 0; i2 < a.params.length; i2++) if (a.params[i2] !== b.params[i2]) return false;
  for (let i2 = 0; i2 < a.body.length; i2++) {
    const x = a.body[i2];
    const y = b.body[i2];
    if (x.t !== y.t || i2 > 0 && x.ws !== y.ws) return false;
  }
  return true;
}
function stringize(toks, at) {
  let s = '"';
  for (let i2 = 0; i2 < toks.length; i2++) {
    const t = toks[i2];
    if (t.k === T_PLACEMARKER) continue;
    if (i2 > 0 && t.ws) s += " ";
    s += t.k === T_STRING || t.k === T_CHAR ? t.t.replace(/[\\"]/g, "\\$&") : t.t;
  }
  return mkTok(T_STRING, `${s}"`, at.ws, at);
}
var PLACEMARKER = mkTok(T_PLACEMARKER, "", false, null);
function substitute(m, args2, hs, env) {
  const out2 = [];
  const cx = { m, args: args2, expanded: [], env, varIdx: m.variadic ? m.params.length - 1 : -1 };
  substRange(cx, 0, m.body.length, out2);
  const res = [];
  let memoIn = null;
  let memoOut = hs;
  for (const t of out2) {
    if (t.k === T_PLACEMARKER) continue;
    let h;
    if (t.hs === null) h = hs;
    else if (t.hs === memoIn) h = memoOut;
    else {
      memoIn = t.hs;
      memoOut = h = hsUnion(t.hs, hs);
    }
    res.push(withHs(t, h));
  }
  return res;
}
function expandedArg(cx, p) {
  let e = cx.expanded[p];
  if (e === void 0) e = cx.expanded[p] = cx.env.expandArg(cx.args[p]);
  return e;
}
function vaOptEnd(cx, i2, end) {
  const body2 = cx.m.body;
  if (i2 + 1 >= end || body2[i2 + 1].t !== "(") return -1;
  let depth = 0;
  for (let j = i2 + 1; j < end; j++) {
    if (body2[j].t === "(") depth++;
    else if (body2[j].t === ")" && --depth === 0) return j + 1;
  }
  return -1;
}
function vaOptPresent(cx) {
  return cx.varIdx >= 0 && expandedArg(cx, cx.varIdx).length > 0;
}
function operand(cx, i2, end) {
  const body2 = cx.m.body;
  const p = cx.m.pidx[i2];
  if (p >= 0) return { toks: cx.args[p], next: i2 + 1, isVar: p === cx.varIdx };
  if (p === P_VAOPT) {
    const e = vaOptEnd(cx, i2, end);
    if (e > 0) {
      const toks = [];
      if (vaOptPresent(cx)) substRange(cx, i2 + 2, e - 1, toks);
      return { toks: toks.filter((t) => t.k !== T_PLACEMARKER), next: e, isVar: false };
    }
  }
  if (cx.m.fn && body2[i2].t === "#" && i2 + 1 < end && cx.m.pidx[i2 + 1] >= 0) {
    return { toks: [stringize(cx.args[cx.m.pidx[i2 + 1]], body2[i2])], next: i2 + 2, isVar: false };
  }
  return { toks: [body2[i2]], next: i2 + 1, isVar: false };
}
function paste(a, b, env) {
  const text = a.t + b.t;
  const k = lexSingle(text, env.lexOpts);
  if (k < 0) {
    env.error(`pasting "${a.t}" and "${b.t}" does not give a valid preprocessing token`, a);
    return [a, b];
  }
  const r = mkTok(k, text, a.ws, a);
  r.hs = hsIntersect(a.hs, b.hs);
  return [r];
}
function substRange(cx, from2, end, out2) {
  const { m, args: args2, env } = cx;
  const body2 = m.body;
  const pidx = m.pidx;
  let i2 = from2;
  while (i2 < end) {
    const t = body2[i2];
    const p = pidx[i2];
    const nextIsPaste = i2 + 1 < end && body2[i2 + 1].t === "##" && body2[i2 + 1].k === T_PUNCT;
    if (m.fn && t.k === T_PUNCT && t.t === "#" && i2 + 1 < end) {
      const q = pidx[i2 + 1];
      if (q >= 0) {
        out2.push(stringize(args2[q], t));
        i2 += 2;
        continue;
      }
      if (q === P_VAOPT) {
        const e = vaOptEnd(cx, i2 + 1, end);
        if (e > 0) {
          const inner = [];
          if (vaOptPresent(cx)) substRange(cx, i2 + 3, e - 1, inner);
          out2.push(stringize(inner, t));
          i2 = e;
          continue;
        }
      }
    }
    if (t.k === T_PUNCT && t.t === "##" && i2 > from2 && i2 + 1 < end) {
      const rhs = operand(cx, i2 + 1, end);
      i2 = rhs.next;
      const lhs = out2.pop() ?? PLACEMARKER;
      if (rhs.isVar && lhs.t === "," && lhs.k === T_PUNCT) {
        if (rhs.toks.length > 0) out2.push(lhs, ...rhs.toks);
        continue;
      }
      if (lhs.k === T_PLACEMARKER) {
        if (rhs.toks.length) out2.push(...rhs.toks);
        else out2.push(PLACEMARKER);
      } else if (rhs.toks.length === 0) out2.push(lhs);
      else {
        out2.push(...paste(lhs, rhs.toks[0], env));
        for (let j = 1; j < rhs.toks.length; j++) out2.push(rhs.toks[j]);
      }
      continue;
    }
    if (p >= 0) {
      if (nextIsPaste) {
        if (args2[p].length) out2.push(...args2[p]);
        else out2.push(PLACEMARKER);
      } else {
        const e = expandedArg(cx, p);
        if (e.length && e[0].ws !== t.ws) {
          const first = withHs(e[0], e[0].hs);
          first.ws = t.ws;
          out2.push(first);
        } else if (e.length) out2.push(e[0]);
        for (let j = 1; j < e.length; j++) out2.push(e[j]);
      }
      i2++;
      continue;
    }
    if (p === P_VAOPT) {
      const e = vaOptEnd(cx, i2, end);
      if (e > 0) {
        const before = out2.length;
        if (vaOptPresent(cx)) substRange(cx, i2 + 2, e - 1, out2);
        if (out2.length === before && e < end && body2[e].t === "##") out2.push(PLACEMARKER);
        i2 = e;
        continue;
      }
    }
    out2.push(t);
    i2++;
  }
}

// src/frontend/preprocess/engine.ts
function headerFromToks(toks) {
  const t = toks[0];
  if (!t) return null;
  if (t.k === T_STRING && t.t.startsWith('"')) return { name: t.t.slice(1, -1), angle: false };
  if (t.t !== "<") return null;
  let s = "";
  for (let j = 1; j < toks.length; j++) {
    if (toks[j].t === ">") return { name: s, angle: true };
    s += (toks[j].ws && j > 1 ? " " : "") + toks[j].t;
  }
  return null;
}
function quote(s) {
  return `"${s.replace(/[\\"]/g, "\\$&")}"`;
}
var NO_ARGS = [];
var IF_OPERATORS = /* @__PURE__ */ new Set([
  "defined",
  "__has_include",
  "__has_include_next",
  "__has_attribute",
  "__has_cpp_attribute",
  "__has_c_attribute",
  "__has_builtin",
  "__has_feature",
  "__has_extension"
]);
var Engine = class {
  constructor(macros, nt, lexOpts) {
    this.macros = macros;
    this.nt = nt;
    this.lexOpts = lexOpts;
    this.env = {
      expandArg: (toks) => this.expandList(toks),
      error: (msg, at) => this.report("error", "pp-bad-paste", msg, this.siteOf(at)),
      lexOpts
    };
  }
  macros;
  nt;
  lexOpts;
  diags = [];
  /** Tokens waiting to be rescanned and output (top = next); the main stream reads these before the file. */
  pb = [];
  main = { stack: this.pb, file: true };
  /** The outermost macro invocation the pending tokens came from. */
  useSite = null;
  /** The directive being processed. */
  dirSite = null;
  /** Expanding a #if line: `defined` and `__has_*` are operators. */
  inIf = false;
  /** An operator error already reported for this #if. */
  ifBad = false;
  /** Nesting of argument collection (directives like #include are refused inside). */
  collecting = 0;
  counter = 0;
  env;
  nameId(s) {
    let id = this.nt.nameIds.get(s);
    if (id === void 0) {
      id = this.nt.names.length;
      this.nt.names.push(s);
      this.nt.nameIds.set(s, id);
    }
    return id;
  }
  report(severity, code, message, site) {
    const d = { severity, code, message };
    if (site) {
      d.file = this.nt.names[site.f];
      d.line = site.l;
      d.column = site.c;
    }
    this.diags.push(d);
  }
  /** Where to report something about `t`: its own place if the user wrote it, else the directive or use site. */
  siteOf(t) {
    if (t !== null && !t.body && t.f >= 0) return { f: t.f, l: t.l, c: t.c };
    if (this.dirSite) return this.dirSite;
    if (this.useSite) return this.useSite;
    return this.fallbackSite();
  }
  /** Tokens of a snippet (predefined and -D macros, _Pragma strings), with no spelling position. */
  textToks(text) {
    const ft = lex(text, this.lexOpts);
    const r = [];
    for (let i2 = 0; i2 < ft.n; i2++) {
      const t = mkTok(ft.kind[i2], tokText(ft, i2), i2 > 0 && (ft.flags[i2] & F_WS) !== 0, null);
      r.push(t);
    }
    return r;
  }
  next(src) {
    const t = src.stack.pop();
    if (t !== void 0) return t;
    return src.file ? this.readFileTok() : null;
  }
  peekParen(src) {
    const s = src.stack;
    if (s.length > 0) {
      const t = s[s.length - 1];
      return t.k === T_PUNCT && t.t === "(";
    }
    return src.file && this.peekFileParen();
  }
  /** Fully macro-expands an isolated token list (arguments, #if/#include/#line operands). */
  expandList(toks) {
    const src = { stack: [], file: false };
    for (let j = toks.length - 1; j >= 0; j--) src.stack.push(toks[j]);
    const out2 = [];
    for (; ; ) {
      const t = src.stack.pop();
      if (t === void 0) return out2;
      if (t.k === T_IDENT && !t.noexp) {
        if (this.inIf && IF_OPERATORS.has(t.t) && this.ifOperator(t, src, out2)) continue;
        const m = this.macros.get(t.t);
        if (m !== void 0 && !hsHas(t.hs, t.t) && this.expandTok(t, m, src)) continue;
      }
      out2.push(t);
    }
  }
  /**
   * Expands the macro named by `t` (already taken from `src`), pushing the result onto `src` for
   * rescanning. False when it is not an invocation (function-like without `(`) or not expandable here.
   */
  expandTok(t, m, src) {
    if (m.builtin !== B_NONE) {
      const r2 = this.builtinTok(m.builtin, t);
      if (r2 === null) return false;
      src.stack.push(r2);
      return true;
    }
    if (!m.fn) {
      this.pushExpansion(src, substitute(m, NO_ARGS, hsAdd(t.hs, m.name), this.env), t);
      return true;
    }
    if (!this.peekParen(src)) return false;
    const consumed = [this.next(src)];
    this.collecting++;
    const r = this.collectArgs(src, m, t, consumed);
    this.collecting--;
    if (r === null) {
      for (let j = consumed.length - 1; j >= 0; j--) src.stack.push(consumed[j]);
      const blue = withHs(t, t.hs);
      blue.noexp = true;
      src.stack.push(blue);
      return true;
    }
    this.pushExpansion(src, substitute(m, r.args, hsAdd(hsIntersect(t.hs, r.rp.hs), m.name), this.env), t);
    return true;
  }
  pushExpansion(src, exp, t) {
    if (exp.length === 0) return;
    exp[0].ws = t.ws;
    for (let j = exp.length - 1; j >= 0; j--) src.stack.push(exp[j]);
  }
  collectArgs(src, m, name2, consumed) {
    const args2 = [];
    let cur = [];
    let depth = 0;
    const n = m.params.length;
    let rp;
    for (; ; ) {
      const t = this.next(src);
      if (t === null) {
        this.report(
          "error",
          "pp-unterminated",
          `unterminated argument list invoking macro "${m.name}"`,
          this.siteOf(name2)
        );
        return null;
      }
      consumed.push(t);
      if (t.k === T_PUNCT) {
        if (t.t === "(") depth++;
        else if (t.t === ")") {
          if (depth === 0) {
            args2.push(cur);
            rp = t;
            break;
          }
          depth--;
        } else if (t.t === "," && depth === 0 && !(m.variadic && args2.length >= n - 1)) {
          args2.push(cur);
          cur = [];
          continue;
        }
      }
      cur.push(t);
    }
    if (n === 0 && args2.length === 1 && args2[0].length === 0) return { args: [], rp };
    if (args2.length === n) return { args: args2, rp };
    if (m.variadic && args2.length === n - 1) {
      args2.push([]);
      return { args: args2, rp };
    }
    const msg = args2.length < n ? `macro "${m.name}" requires ${n} arguments, but only ${args2.length} given` : `macro "${m.name}" passed ${args2.length} arguments, but takes just ${n}`;
    this.report("error", "pp-macro-args", msg, this.siteOf(name2));
    return null;
  }
  /** Result of a dynamic macro, or null when it does not expand here (`_Pragma`, `__has_*` outside #if). */
  builtinTok(b, t) {
    let k = T_STRING;
    let text;
    const cur = this.currentFile();
    switch (b) {
      case B_LINE:
        k = T_NUMBER;
        text = String(this.siteOf(t).l);
        break;
      case B_FILE:
        text = quote(this.nt.names[cur ? cur.nameId : this.nameId(this.mainPath)]);
        break;
      case B_FILE_NAME:
        text = quote(this.nt.names[cur ? cur.nameId : this.nameId(this.mainPath)].replace(/^.*\//, ""));
        break;
      case B_BASE_FILE:
        text = quote(this.mainPath);
        break;
      case B_COUNTER:
        k = T_NUMBER;
        text = String(this.counter++);
        break;
      case B_INCLUDE_LEVEL:
        k = T_NUMBER;
        text = String(cur ? cur.level : 0);
        break;
      case B_DATE:
        text = '"Jan  1 2000"';
        break;
      case B_TIME:
        text = '"00:00:00"';
        break;
      case B_TIMESTAMP:
        text = '"Sat Jan  1 00:00:00 2000"';
        break;
      default:
        return null;
    }
    return mkTok(k, text, t.ws, t);
  }
  ifError(msg, at) {
    this.report("error", "pp-bad-expression", msg, this.siteOf(at));
    this.ifBad = true;
  }
  /** The parenthesised operand of a `__has_*` operator, unexpanded. */
  parenArg(src, op) {
    const lp = this.next(src);
    if (lp === null || lp.t !== "(") {
      if (lp) src.stack.push(lp);
      this.ifError(`missing '(' after "${op.t}"`, op);
      return null;
    }
    const r = [];
    let depth = 0;
    for (; ; ) {
      const t = this.next(src);
      if (t === null) {
        this.ifError(`missing ')' after "${op.t}" operand`, op);
        return null;
      }
      if (t.t === "(") depth++;
      else if (t.t === ")" && depth-- === 0) return r;
      r.push(t);
    }
  }
  /** `defined X`, `defined(X)`, `__has_include(...)`, `__has_attribute(...)` & co. in a #if line. */
  ifOperator(t, src, out2) {
    let v;
    if (t.t === "defined") {
      let n = this.next(src);
      const paren = n !== null && n.t === "(";
      if (paren) n = this.next(src);
      if (n === null || n.k !== T_IDENT) {
        this.ifError('operator "defined" requires an identifier', n ?? t);
        return true;
      }
      if (paren) {
        const r = this.next(src);
        if (r === null || r.t !== ")") {
          this.ifError(`missing ')' after "defined"`, r ?? n);
          return true;
        }
      }
      v = this.macros.has(n.t) ? 1 : 0;
    } else {
      const arg = this.parenArg(src, t);
      if (arg === null) return true;
      if (t.t === "__has_include" || t.t === "__has_include_next") {
        const spec = headerFromToks(arg) ?? headerFromToks(this.expandList(arg));
        if (spec === null) {
          this.ifError(`operator "${t.t}" requires a header-name`, t);
          return true;
        }
        v = this.hasInclude(spec, t.t === "__has_include_next") ? 1 : 0;
      } else v = hasValue(t.t, arg.map((x) => x.t).join(""), this.lexOpts.cpp);
    }
    out2.push(mkTok(T_NUMBER, String(v), t.ws, t));
    return true;
  }
};

// src/frontend/preprocess/expr.ts
var Abort = class {
};
var PREC = new Map(
  Object.entries({
    "||": 1,
    "&&": 2,
    "|": 3,
    "^": 4,
    "&": 5,
    "==": 6,
    "!=": 6,
    "<": 7,
    ">": 7,
    "<=": 7,
    ">=": 7,
    "<<": 8,
    ">>": 8,
    "+": 9,
    "-": 9,
    "*": 10,
    "/": 10,
    "%": 10
  })
);
var ALT = new Map(
  Object.entries({
    and: "&&",
    or: "||",
    not: "!",
    bitand: "&",
    bitor: "|",
    xor: "^",
    compl: "~",
    not_eq: "!="
  })
);
var MAX_DEPTH = 2e3;
function norm(v, u) {
  return { v: u ? BigInt.asUintN(64, v) : BigInt.asIntN(64, v), u };
}
function conv(a, u) {
  return u ? BigInt.asUintN(64, a.v) : a.v;
}
function bool(b) {
  return { v: b ? 1n : 0n, u: false };
}
function evalExpr(toks, env) {
  const p = new Parser(toks, env);
  try {
    if (toks.length === 0) p.fail("#if with no expression", null);
    const r = p.comma(true);
    if (p.i < toks.length) p.fail(`missing binary operator before token "${toks[p.i].t}"`, toks[p.i]);
    return r.v !== 0n;
  } catch (e) {
    if (e instanceof Abort) return false;
    if (e instanceof RangeError) {
      env.error("#if expression too deeply nested", null);
      return false;
    }
    throw e;
  }
}
var Parser = class {
  constructor(toks, env) {
    this.toks = toks;
    this.env = env;
  }
  toks;
  env;
  i = 0;
  depth = 0;
  fail(msg, at) {
    this.env.error(msg, at);
    throw new Abort();
  }
  op() {
    const t = this.toks[this.i];
    if (!t) return null;
    if (t.k === T_PUNCT) return t.t;
    if (t.k === T_IDENT && this.env.cpp) return ALT.get(t.t) ?? null;
    return null;
  }
  comma(ev) {
    let v = this.cond(ev);
    while (this.op() === ",") {
      this.i++;
      v = this.cond(ev);
    }
    return v;
  }
  cond(ev) {
    const c = this.binary(1, ev);
    if (this.op() !== "?") return c;
    this.i++;
    const taken = c.v !== 0n;
    const a = this.comma(ev && taken);
    if (this.op() !== ":") this.fail("expected ':' in conditional expression", this.toks[this.i] ?? null);
    this.i++;
    const b = this.cond(ev && !taken);
    const u = a.u || b.u;
    return norm(taken ? a.v : b.v, u);
  }
  binary(minPrec, ev) {
    let lhs = this.unary(ev);
    for (; ; ) {
      const op = this.op();
      const prec = op === null ? void 0 : PREC.get(op);
      if (prec === void 0 || prec < minPrec) return lhs;
      const at = this.toks[this.i];
      this.i++;
      if (op === "&&") {
        const rhs = this.binary(prec + 1, ev && lhs.v !== 0n);
        lhs = bool(lhs.v !== 0n && rhs.v !== 0n);
      } else if (op === "||") {
        const rhs = this.binary(prec + 1, ev && lhs.v === 0n);
        lhs = bool(lhs.v !== 0n || rhs.v !== 0n);
      } else lhs = this.apply(op, lhs, this.binary(prec + 1, ev), ev, at);
    }
  }
  apply(op, a, b, ev, at) {
    if (op === "<<" || op === ">>") return shift(a, b, op === "<<");
    const u = a.u || b.u;
    const x = conv(a, u);
    const y = conv(b, u);
    switch (op) {
      case "*":
        return norm(x * y, u);
      case "/":
      case "%":
        if (y === 0n) {
          if (ev) this.fail("division by zero in #if", at);
          return { v: 0n, u };
        }
        return norm(op === "/" ? x / y : x % y, u);
      case "+":
        return norm(x + y, u);
      case "-":
        return norm(x - y, u);
      case "<":
        return bool(x < y);
      case ">":
        return bool(x > y);
      case "<=":
        return bool(x <= y);
      case ">=":
        return bool(x >= y);
      case "==":
        return bool(x === y);
      case "!=":
        return bool(x !== y);
      case "&":
        return norm(x & y, u);
      case "^":
        return norm(x ^ y, u);
      default:
        return norm(x | y, u);
    }
  }
  unary(ev) {
    if (++this.depth > MAX_DEPTH) this.fail("#if expression too deeply nested", null);
    try {
      const t = this.toks[this.i];
      if (!t) this.fail("missing expression in #if", this.toks[this.i - 1] ?? null);
      const op = this.op();
      if (op === "+" || op === "-" || op === "~" || op === "!") {
        this.i++;
        const v = this.unary(ev);
        if (op === "+") return v;
        if (op === "-") return norm(-v.v, v.u);
        if (op === "~") return norm(~v.v, v.u);
        return bool(v.v === 0n);
      }
      if (op === "(") {
        this.i++;
        const v = this.comma(ev);
        if (this.op() !== ")") this.fail("missing ')' in expression", this.toks[this.i] ?? t);
        this.i++;
        return v;
      }
      this.i++;
      if (t.k === T_NUMBER) return this.number(t);
      if (t.k === T_CHAR) return charValue(t, this);
      if (t.k === T_IDENT && op === null) {
        return bool(this.env.cpp && t.t === "true");
      }
      return this.fail(`token "${t.t}" is not valid in preprocessor expressions`, t);
    } finally {
      this.depth--;
    }
  }
  number(t) {
    const s = t.t.replace(/'/g, "");
    const m = /^(0[xX][0-9a-fA-F]+|0[bB][01]+|[0-9]+)([uUlLzZ]*)$/.exec(s);
    if (!m) {
      if (/^0[xX]/.test(s) ? /[pP]/.test(s) : /[.eE]/.test(s))
        this.fail("floating constant in preprocessor expression", t);
      this.fail(`invalid integer constant "${t.t}" in #if`, t);
    }
    const suffix = m[2].toLowerCase();
    if (!/^(u?(l|ll)?|(l|ll)u|u?z|zu)$/.test(suffix) || /lL|Ll/.test(m[2])) {
      this.fail(`invalid suffix "${m[2]}" on integer constant`, t);
    }
    const digits = m[1];
    let v;
    if (digits.length > 1 && digits[0] === "0" && /[0-9]/.test(digits[1])) {
      if (!/^[0-7]+$/.test(digits)) this.fail(`invalid digit in octal constant "${t.t}"`, t);
      v = BigInt(`0o${digits.slice(1)}`);
    } else v = BigInt(digits);
    let u = suffix.includes("u");
    if (v > 0xffffffffffffffffn) {
      this.env.error("integer constant is too large for its type", t);
      v = BigInt.asUintN(64, v);
      u = true;
    }
    if (v > 0x7fffffffffffffffn) u = true;
    return { v, u };
  }
};
function shift(a, b, left) {
  let n = b.u ? BigInt.asUintN(64, b.v) : b.v;
  if (n < 0n) {
    n = -n;
    left = !left;
  }
  if (left) return n >= 64n ? { v: 0n, u: a.u } : norm(a.v << n, a.u);
  if (n >= 64n) return { v: !a.u && a.v < 0n ? -1n : 0n, u: a.u };
  return norm(a.v >> n, a.u);
}
var ESC = { n: 10, t: 9, r: 13, a: 7, b: 8, f: 12, v: 11, e: 27, E: 27 };
function charValue(t, p) {
  const q = t.t.indexOf("'");
  const prefix = t.t.slice(0, q);
  const body2 = t.t.slice(q + 1, -1);
  const narrow = prefix === "" || prefix === "u8";
  const units = [];
  const pushCode = (cp, raw2) => {
    if (!narrow || raw2 || cp < 128) units.push(cp);
    else for (const b of new TextEncoder().encode(String.fromCodePoint(cp))) units.push(b);
  };
  for (let i2 = 0; i2 < body2.length; ) {
    const c = body2[i2];
    if (c !== "\\") {
      const cp = body2.codePointAt(i2);
      pushCode(cp, false);
      i2 += cp > 65535 ? 2 : 1;
      continue;
    }
    const e = body2[i2 + 1] ?? "";
    if (/[0-7]/.test(e)) {
      const m = /^[0-7]{1,3}/.exec(body2.slice(i2 + 1))[0];
      pushCode(Number.parseInt(m, 8), true);
      i2 += 1 + m.length;
    } else if (e === "x") {
      const m = /^[0-9a-fA-F]*/.exec(body2.slice(i2 + 2))[0];
      pushCode(m ? Number(BigInt.asUintN(32, BigInt(`0x${m}`))) : 0, true);
      i2 += 2 + m.length;
    } else if (e === "u" || e === "U") {
      const len = e === "u" ? 4 : 8;
      const m = /^[0-9a-fA-F]*/.exec(body2.slice(i2 + 2, i2 + 2 + len))[0];
      const cp = m ? Number.parseInt(m, 16) : 0;
      pushCode(cp <= 1114111 ? cp : 65533, false);
      i2 += 2 + m.length;
    } else {
      pushCode(ESC[e] ?? (e ? e.charCodeAt(0) : 92), true);
      i2 += 2;
    }
  }
  if (units.length === 0) p.fail("empty character constant", t);
  if (narrow) {
    if (units.length === 1) {
      const b = BigInt(units[0] & 255);
      return { v: prefix === "" ? BigInt.asIntN(8, b) : b, u: false };
    }
    let v = 0n;
    for (const b of units) v = v << 8n | BigInt(b & 255);
    return { v: BigInt.asIntN(32, v), u: false };
  }
  const last = BigInt(units[units.length - 1]);
  if (prefix === "u") return { v: BigInt.asUintN(16, last), u: false };
  if (prefix === "U") return { v: BigInt.asUintN(32, last), u: false };
  return { v: BigInt.asIntN(32, last), u: false };
}

// src/frontend/preprocess/include.ts
import path from "node:path";
var SearchPath = class {
  chain;
  quoteCount;
  constructor(quote2, include, system, builtin) {
    this.chain = [...quote2, ...include, ...system, ...builtin].map((d) => path.resolve(d));
    this.quoteCount = quote2.length;
  }
  /**
   * `fromDir` is the includer's directory (for "...", null for none), `nextAfter` the includer's chain index for
   * `#include_next` (-1 when it was not found through the chain: then it acts like #include).
   */
  resolve(name2, angle, fromDir, nextAfter, exists) {
    if (name2 === "") return null;
    if (path.isAbsolute(name2)) {
      const p = path.normalize(name2);
      return exists(p) ? { path: p, dirIdx: -1 } : null;
    }
    let first;
    if (nextAfter !== null && nextAfter >= 0) first = nextAfter + 1;
    else {
      if (!angle && fromDir !== null) {
        const p = path.join(fromDir, name2);
        if (exists(p)) return { path: p, dirIdx: -1 };
      }
      first = angle ? this.quoteCount : 0;
    }
    for (let d = first; d < this.chain.length; d++) {
      const p = path.join(this.chain[d], name2);
      if (exists(p)) return { path: p, dirIdx: d };
    }
    return null;
  }
};
function detectGuard(ft) {
  const n = ft.n;
  if (n < 4 || !isHashAt(ft, 0) || ft.kind[1] !== T_IDENT) return null;
  const e = lineEnd(ft, 0);
  const words = [];
  for (let j = 1; j < e; j++) words.push(tokText(ft, j));
  let name2 = null;
  if (words[0] === "ifndef" && words.length === 2) name2 = words[1];
  else if (words[0] === "if" && words[1] === "!" && words[2] === "defined") {
    if (words.length === 4) name2 = words[3];
    else if (words.length === 6 && words[3] === "(" && words[5] === ")") name2 = words[4];
  }
  if (name2 === null || !/^[A-Za-z_$][\w$]*$/.test(name2)) return null;
  let depth = 1;
  for (let i2 = e; i2 < n; ) {
    const le = lineEnd(ft, i2);
    if (isHashAt(ft, i2) && i2 + 1 < le && ft.kind[i2 + 1] === T_IDENT) {
      const w2 = tokText(ft, i2 + 1);
      if (w2 === "if" || w2 === "ifdef" || w2 === "ifndef") depth++;
      else if (w2 === "endif") {
        if (--depth === 0) return le === n ? name2 : null;
      } else if (depth === 1 && (w2 === "else" || w2.startsWith("elif"))) return null;
    }
    i2 = le;
  }
  return null;
}

// src/frontend/preprocess/sourcemap.ts
var SourceMapBuilder = class {
  cap = 1024;
  start = new Int32Array(this.cap);
  file = new Int32Array(this.cap);
  line = new Int32Array(this.cap);
  col = new Int32Array(this.cap);
  /** -1 for verbatim segments, else the index of a 4-int record in `aux`: spelling file/line/col, macro. */
  auxIdx = new Int32Array(this.cap);
  aux = new Int32Array(1024);
  auxLen = 0;
  n = 0;
  /** A verbatim token at `off`; extends the previous segment when it continues it. */
  verbatim(off, f, l, c) {
    const k = this.n - 1;
    if (k >= 0 && this.auxIdx[k] === -1 && this.file[k] === f && this.line[k] === l && this.col[k] + (off - this.start[k]) === c) {
      return;
    }
    this.push(off, f, l, c, -1);
  }
  /** One token not copied from its place: spF < 0 for no spelling, macro < 0 for none. */
  fixed(off, f, l, c, spF, spL, spC, macro) {
    const a = this.auxLen;
    if (a + 4 > this.aux.length) {
      const b = new Int32Array(this.aux.length * 2);
      b.set(this.aux);
      this.aux = b;
    }
    this.aux[a] = spF;
    this.aux[a + 1] = spL;
    this.aux[a + 2] = spC;
    this.aux[a + 3] = macro;
    this.auxLen = a + 4;
    this.push(off, f, l, c, a);
  }
  push(off, f, l, c, aux) {
    let k = this.n;
    if (k > 0 && this.start[k - 1] === off)
      k--;
    else if (k === this.cap) this.grow();
    this.start[k] = off;
    this.file[k] = f;
    this.line[k] = l;
    this.col[k] = c;
    this.auxIdx[k] = aux;
    this.n = k + 1;
  }
  grow() {
    this.cap *= 2;
    const g = (a) => {
      const b = new Int32Array(this.cap);
      b.set(a);
      return b;
    };
    this.start = g(this.start);
    this.file = g(this.file);
    this.line = g(this.line);
    this.col = g(this.col);
    this.auxIdx = g(this.auxIdx);
  }
  /** Freezes the map; `names` is the file/macro name table (it may grow later, ids stay valid). */
  build(names, textLength, fallback) {
    return locator(this.segments(false), names, textLength, fallback);
  }
  /** The segments; `copy` trims them into arrays of their own (to send to another thread). */
  segments(copy) {
    const n = this.n;
    const { start: start2, file, line, col, auxIdx, aux } = this;
    if (!copy) return { n, start: start2, file, line, col, auxIdx, aux };
    return {
      n,
      start: start2.slice(0, n),
      file: file.slice(0, n),
      line: line.slice(0, n),
      col: col.slice(0, n),
      auxIdx: auxIdx.slice(0, n),
      aux: aux.slice(0, this.auxLen)
    };
  }
};
function locator(segments, names, textLength, fallback) {
  const { n, start: start2, file, line, col, auxIdx, aux } = segments;
  return (offset) => {
    let off = Math.floor(offset);
    if (!(off >= 0)) off = 0;
    if (off >= textLength) off = textLength - 1;
    let lo = 0;
    let hi = n - 1;
    let k = -1;
    while (lo <= hi) {
      const mid = lo + hi >> 1;
      if (start2[mid] <= off) {
        k = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    if (k < 0) return { ...fallback };
    const a = auxIdx[k];
    if (a < 0) return { file: names[file[k]], line: line[k], column: col[k] + (off - start2[k]) };
    const r = { file: names[file[k]], line: line[k], column: col[k] };
    if (aux[a] >= 0) r.spelling = { file: names[aux[a]], line: aux[a + 1], column: aux[a + 2] };
    if (aux[a + 3] >= 0) r.macro = names[aux[a + 3]];
    return r;
  };
}

// src/frontend/preprocess/output.ts
var GLUE = new Uint8Array(128);
for (const ch of "+-*/%<>=!&|^:#.") GLUE[ch.charCodeAt(0)] = 1;
function isIdc(c) {
  return c >= 48 && c <= 57 || c >= 65 && c <= 90 || c >= 97 && c <= 122 || c === 95 || c === 36 || c >= 128;
}
function wouldGlue(a, b) {
  const x = a.charCodeAt(a.length - 1);
  const y = b.charCodeAt(0);
  if (isIdc(x)) {
    if (isIdc(y) || y === 39 || y === 34) return true;
    const c0 = a.charCodeAt(0);
    const num = c0 >= 48 && c0 <= 57 || c0 === 46;
    if (!num) return false;
    return y === 46 || (y === 43 || y === 45) && (x === 101 || x === 69 || x === 112 || x === 80);
  }
  if (x === 39 || x === 34) return isIdc(y);
  if (x === 46 && y >= 48 && y <= 57) return true;
  return x < 128 && GLUE[x] === 1 && y < 128 && GLUE[y] === 1;
}
var SPACES = " ".repeat(256);
var Emitter = class {
  /** Recent small pieces; joined into `done` in batches so that memory stays near the output size. */
  chunks = [];
  done = [];
  len = 0;
  /** Column (0-based) in the current output line. */
  col = 0;
  /** Text of the last token written on this line, '' after a line start or padding. */
  last = "";
  /** Last verbatim token written (file and index), to know when two source tokens were adjacent. */
  lastFt = null;
  lastIdx = -1;
  /** No token text on the current output line yet (only padding). */
  blank = true;
  map = new SourceMapBuilder();
  newlines(k) {
    this.put(k === 1 ? "\n" : "\n".repeat(k));
    this.col = 0;
    this.last = "";
    this.lastFt = null;
    this.blank = true;
  }
  space() {
    this.put(" ");
    this.col++;
  }
  pad(k) {
    this.put(k <= SPACES.length ? SPACES.slice(0, k) : " ".repeat(k));
    this.col += k;
    this.last = "";
  }
  /** Before writing token `s`: a space when `ws` asks for one or when `s` would otherwise glue on. */
  separate(s, ws) {
    if (this.last !== "" && (ws || wouldGlue(this.last, s))) this.space();
  }
  /** Raw text with no newline. */
  text(s) {
    this.put(s);
    this.blank = false;
    this.col += s.length;
    this.last = s;
    this.lastFt = null;
  }
  /** Text that may contain newlines (raw string literals); returns how many it had. */
  multiline(s) {
    this.put(s);
    this.blank = false;
    const nl = s.lastIndexOf("\n");
    if (nl < 0) {
      this.col += s.length;
      this.last = s;
      this.lastFt = null;
      return 0;
    }
    let count = 0;
    for (let p = s.indexOf("\n"); p >= 0; p = s.indexOf("\n", p + 1)) count++;
    this.col = s.length - nl - 1;
    this.last = s;
    this.lastFt = null;
    return count;
  }
  put(s) {
    this.len += s.length;
    if (this.chunks.push(s) >= 4096) {
      this.done.push(this.chunks.join(""));
      this.chunks.length = 0;
    }
  }
  finish() {
    this.done.push(this.chunks.join(""));
    this.chunks.length = 0;
    const s = this.done.join("");
    this.done.length = 0;
    return s;
  }
};

// src/frontend/preprocess/preprocess.ts
var MAX_INCLUDE_DEPTH = 200;
var MAX_FILE_ENTRIES = 5e3;
var nodeFs = {
  readFile(p) {
    try {
      return readFileSync(p, "utf8");
    } catch {
      return void 0;
    }
  }
};
function createPreprocessorCache() {
  const c = { files: /* @__PURE__ */ new Map(), tokens: /* @__PURE__ */ new Map(), names: [], nameIds: /* @__PURE__ */ new Map() };
  return c;
}
function cacheImpl(c) {
  const x = c ?? createPreprocessorCache();
  x.tokens ??= /* @__PURE__ */ new Map();
  x.names ??= [];
  x.nameIds ??= /* @__PURE__ */ new Map();
  return x;
}
var BUILTINS2 = [
  ["__FILE__", B_FILE],
  ["__LINE__", B_LINE],
  ["__COUNTER__", B_COUNTER],
  ["__INCLUDE_LEVEL__", B_INCLUDE_LEVEL],
  ["__BASE_FILE__", B_BASE_FILE],
  ["__FILE_NAME__", B_FILE_NAME],
  ["__DATE__", B_DATE],
  ["__TIME__", B_TIME],
  ["__TIMESTAMP__", B_TIMESTAMP],
  ["_Pragma", B_PRAGMA],
  ["__has_include", B_HAS],
  ["__has_include_next", B_HAS],
  ["__has_attribute", B_HAS],
  ["__has_cpp_attribute", B_HAS],
  ["__has_c_attribute", B_HAS],
  ["__has_builtin", B_HAS]
];
var BUILTIN_MACROS = BUILTINS2.map(([n, b]) => builtinMacro(n, b));
var predefinedCache = /* @__PURE__ */ new Map();
function lexKey(o) {
  return `${o.cpp ? "c++" : "c"}${o.raw ? "r" : ""}\0`;
}
function preprocess(opts) {
  const unit = new Unit(opts);
  try {
    unit.run();
  } catch (e) {
    unit.report("error", "pp-internal", `internal preprocessor error: ${e?.message ?? e}`, null);
  }
  return unit.result();
}
var Unit = class extends Engine {
  constructor(opts) {
    const cache = cacheImpl(opts.cache);
    const lexOpts = { cpp: opts.lang === "c++", raw: rawStringsEnabled(opts.lang, opts.std) };
    super(/* @__PURE__ */ new Map(), cache, lexOpts);
    this.opts = opts;
    this.cache = cache;
    this.fs = opts.fs ?? nodeFs;
    this.key = lexKey(lexOpts);
    this.mainPath = opts.file;
    this.search = new SearchPath(
      opts.quoteDirs ?? [],
      opts.includeDirs ?? [],
      opts.systemIncludeDirs ?? [],
      opts.builtinIncludeDirs ?? []
    );
    for (const m of this.predefined(opts.lang, opts.std)) this.macros.set(m.name, m);
    for (const m of BUILTIN_MACROS) this.macros.set(m.name, m);
    for (const a of opts.macros ?? []) {
      if (a.kind === "undef") {
        this.macros.delete(a.name);
        continue;
      }
      const m = parseDefine(
        this.textToks(`${a.name} ${a.value ?? "1"}`),
        (msg) => this.report("error", "pp-bad-directive", `-D${a.name}: ${msg}`, null)
      );
      if (m) this.macros.set(m.name, m);
    }
  }
  opts;
  cache;
  fs;
  key;
  mainPath;
  search;
  out = new Emitter();
  stack = [];
  files = [];
  graph = /* @__PURE__ */ new Map();
  once = /* @__PURE__ */ new Set();
  reported = /* @__PURE__ */ new Set();
  pushed = /* @__PURE__ */ new Map();
  entries = 0;
  depthReported = /* @__PURE__ */ new Set();
  predefined(lang, std) {
    const k = `${this.key}${std ?? ""}`;
    let list = predefinedCache.get(k);
    if (list === void 0) {
      list = [];
      for (const [name2, def] of predefinedMacros(lang, std)) {
        const m = parseDefine(this.textToks(def.startsWith("(") ? name2 + def : `${name2} ${def}`), () => {
        });
        if (m) list.push(m);
      }
      predefinedCache.set(k, list);
    }
    return list;
  }
  // ---- files -------------------------------------------------------------------------------
  readCached(p) {
    const files = this.cache.files;
    if (files.has(p)) return files.get(p);
    let v;
    try {
      v = this.fs.readFile(p);
    } catch {
      v = void 0;
    }
    if (typeof v !== "string") v = void 0;
    files.set(p, v);
    return v;
  }
  exists = (p) => this.readCached(p) !== void 0;
  tokensFor(p) {
    const k = this.key + p;
    let ft = this.cache.tokens.get(k);
    if (ft === void 0) {
      const text = this.readCached(p);
      if (text === void 0) return null;
      ft = lex(text, this.lexOpts);
      this.cache.tokens.set(k, ft);
    }
    return ft;
  }
  recordFile(p) {
    if (!this.graph.has(p)) {
      this.graph.set(p, []);
      this.files.push(p);
    }
  }
  addEdge(from2, to) {
    this.recordFile(to);
    const list = this.graph.get(from2);
    if (list && !list.includes(to)) list.push(to);
  }
  top() {
    return this.stack[this.stack.length - 1];
  }
  pushCtx(ft, p, dirIdx, resumeLine) {
    if (this.out.col > 0) this.out.newlines(1);
    const nameId = this.nameId(p);
    this.stack.push({
      ft,
      path: p,
      nameId,
      delta: 0,
      pos: 0,
      conds: [],
      skipping: false,
      dirIdx,
      outLine: 1,
      resumeLine
    });
    if (!this.reported.has(ft)) {
      this.reported.add(ft);
      for (const pr of ft.problems)
        this.report("error", "pp-unterminated", pr.message, { f: nameId, l: pr.line, c: pr.col });
    }
  }
  enterFile(found, resumeLine, includer, site) {
    this.addEdge(includer, found.path);
    if (this.once.has(found.path)) return;
    if (this.stack.length >= MAX_INCLUDE_DEPTH) {
      const key = `${site.f}:${site.l}:${site.c}`;
      if (!this.depthReported.has(key)) {
        this.depthReported.add(key);
        this.report(
          "error",
          "pp-include-depth",
          `#include nested depth exceeds maximum of ${MAX_INCLUDE_DEPTH}`,
          site
        );
      }
      return;
    }
    const ft = this.tokensFor(found.path);
    if (ft === null) return;
    if (ft.guard === void 0) ft.guard = detectGuard(ft);
    if (ft.guard !== null && this.macros.has(ft.guard)) return;
    if (++this.entries > MAX_FILE_ENTRIES) {
      if (this.entries === MAX_FILE_ENTRIES + 1) {
        this.report(
          "error",
          "pp-include-depth",
          `more than ${MAX_FILE_ENTRIES} #include entries; ignoring the rest`,
          site
        );
      }
      return;
    }
    this.pushCtx(ft, found.path, found.dirIdx, resumeLine);
  }
  leaveFile() {
    const ctx = this.stack.pop();
    for (const c of ctx.conds)
      this.report("error", "pp-unterminated", "unterminated conditional directive", c.site);
    if (this.out.col > 0) this.out.newlines(1);
    const parent = this.top();
    if (parent) parent.outLine = ctx.resumeLine;
  }
  currentFile() {
    const ctx = this.top();
    return ctx ? { nameId: ctx.nameId, level: this.stack.length - 1 } : null;
  }
  hasInclude(spec, next) {
    const ctx = this.top();
    if (!ctx) return false;
    return this.search.resolve(
      spec.name,
      spec.angle,
      path2.dirname(ctx.path),
      next ? ctx.dirIdx : null,
      this.exists
    ) !== null;
  }
  fallbackSite() {
    const ctx = this.top();
    if (ctx) return { f: ctx.nameId, l: ctx.outLine + ctx.delta, c: 1 };
    return { f: this.nameId(this.mainPath), l: 1, c: 1 };
  }
  // ---- token reading -----------------------------------------------------------------------
  makeTok(ctx, i2) {
    const ft = ctx.ft;
    return {
      k: ft.kind[i2],
      t: tokText(ft, i2),
      ws: (ft.flags[i2] & F_WS) !== 0,
      hs: null,
      f: ctx.nameId,
      l: ft.line[i2] + ctx.delta,
      c: ft.col[i2],
      body: false,
      noexp: false
    };
  }
  lineToks(ctx, from2, to) {
    const r = [];
    for (let j = from2; j < to; j++) r.push(this.makeTok(ctx, j));
    return r;
  }
  siteAt(ctx, i2) {
    return { f: ctx.nameId, l: ctx.ft.line[i2] + ctx.delta, c: ctx.ft.col[i2] };
  }
  /**
   * Index of the next token of the current file to output, after processing directives and
   * skipping excluded groups; -1 at the end (of the current file unless `crossEof`).
   */
  advance(crossEof) {
    for (; ; ) {
      const ctx = this.top();
      if (ctx === void 0) return -1;
      const ft = ctx.ft;
      const i2 = ctx.pos;
      if (i2 >= ft.n) {
        if (!crossEof) return -1;
        this.leaveFile();
        continue;
      }
      if ((ft.flags[i2] & F_BOL) !== 0 && isHashAt(ft, i2)) {
        ctx.pos = this.directive(ctx, i2);
        continue;
      }
      if (ctx.skipping) {
        const n = ft.n;
        const flags2 = ft.flags;
        let j = i2 + 1;
        while (j < n && ((flags2[j] & F_BOL) === 0 || !isHashAt(ft, j))) j++;
        ctx.pos = j;
        continue;
      }
      ctx.pos = i2 + 1;
      return i2;
    }
  }
  readFileTok() {
    const i2 = this.advance(false);
    return i2 < 0 ? null : this.makeTok(this.top(), i2);
  }
  peekFileParen() {
    const ctx = this.top();
    if (!ctx) return false;
    const ft = ctx.ft;
    const i2 = ctx.pos;
    if (i2 >= ft.n || (ft.flags[i2] & F_BOL) !== 0 && isHashAt(ft, i2)) return false;
    return ft.kind[i2] === T_PUNCT && ft.text.charCodeAt(ft.start[i2]) === 40;
  }
  // ---- main loop and output ----------------------------------------------------------------
  run() {
    let text = this.opts.text;
    if (text === void 0) {
      text = this.readMain();
    }
    const mainFt = lex(text, this.lexOpts);
    this.recordFile(this.mainPath);
    this.pushCtx(mainFt, this.mainPath, -1, 1);
    const mainSite = { f: this.nameId(this.mainPath), l: 1, c: 1 };
    const forced = [];
    for (const f of this.opts.forcedIncludes ?? []) {
      const cwd = path2.resolve(f);
      const found = this.exists(cwd) ? { path: cwd, dirIdx: -1 } : this.search.resolve(f, false, null, null, this.exists);
      if (found) forced.push(found);
      else this.report("error", "pp-unknown-header", `${f}: forced include not found`, mainSite);
    }
    for (const f of forced) this.addEdge(this.mainPath, f.path);
    for (let j = forced.length - 1; j >= 0; j--) {
      const ft = this.tokensFor(forced[j].path);
      if (ft) this.pushCtx(ft, forced[j].path, forced[j].dirIdx, 1);
    }
    const pb = this.pb;
    for (; ; ) {
      if (pb.length > 0) {
        this.mainTok(pb.pop());
        continue;
      }
      this.useSite = null;
      const i2 = this.advance(true);
      if (i2 < 0) break;
      const ctx = this.stack[this.stack.length - 1];
      const ft = ctx.ft;
      if ((ft.flags[i2] & F_CLEAN) !== 0 && this.cleanLine(ctx, i2)) continue;
      if (ft.kind[i2] === T_IDENT) {
        const m = this.macros.get(tokText(ft, i2));
        if (m !== void 0 && this.startExpansion(ctx, i2, m)) continue;
      }
      this.verbatim(ctx, i2);
    }
  }
  readMain() {
    let text;
    try {
      text = this.fs.readFile(this.mainPath);
    } catch {
      text = void 0;
    }
    if (typeof text === "string") return text;
    this.report("error", "pp-unknown-header", `cannot read ${this.mainPath}`, null);
    return "";
  }
  result() {
    const text = this.out.finish();
    const fallback = { file: this.mainPath, line: 1, column: 1 };
    const map = this.out.map;
    const names = this.cache.names;
    return {
      text,
      locate: map.build(names, text.length, fallback),
      exportMap: () => ({ segments: map.segments(true), names, textLength: text.length, fallback }),
      diagnostics: this.diags,
      files: this.files,
      includeGraph: this.graph
    };
  }
  /**
   * Copies the tokens of a logical line at `i` up to its first macro name as one piece of the
   * source. False when there is nothing to copy that way.
   */
  cleanLine(ctx, i2) {
    const ft = ctx.ft;
    const { kind, start: start2, end, flags: flags2, text } = ft;
    const macros = this.macros;
    const n = ft.n;
    let j = i2;
    do {
      if (kind[j] === T_IDENT && macros.has(text.slice(start2[j], end[j]))) break;
      j++;
    } while (j < n && (flags2[j] & F_BOL) === 0);
    if (j === i2) return false;
    const out2 = this.out;
    const L = ft.line[i2];
    if (L > ctx.outLine) {
      out2.newlines(L - ctx.outLine);
      ctx.outLine = L;
    }
    if (out2.col !== 0) return false;
    const ls = start2[i2] - (ft.col[i2] - 1);
    out2.map.verbatim(out2.len, ctx.nameId, L + ctx.delta, 1);
    out2.text(text.slice(ls, end[j - 1]));
    out2.last = text.slice(start2[j - 1], end[j - 1]);
    out2.lastFt = ft;
    out2.lastIdx = j - 1;
    ctx.pos = j;
    return true;
  }
  /** Moves the output to token `i`'s line and column (as far as possible). */
  placeAt(ctx, i2) {
    const ft = ctx.ft;
    const out2 = this.out;
    const L = ft.line[i2];
    if (L > ctx.outLine) {
      out2.newlines(L - ctx.outLine);
      ctx.outLine = L;
    }
    const c = ft.col[i2] - 1;
    if (out2.col < c) out2.pad(c - out2.col);
  }
  verbatim(ctx, i2) {
    const ft = ctx.ft;
    const out2 = this.out;
    const fl = ft.flags[i2];
    if ((fl & F_UNTERM) !== 0) {
      this.report("warning", "pp-unterminated", "missing terminating quote character", this.siteAt(ctx, i2));
    }
    this.placeAt(ctx, i2);
    const s = tokText(ft, i2);
    if (out2.last !== "") {
      const adjacent = out2.lastFt === ft && out2.lastIdx === i2 - 1;
      if ((fl & F_WS) !== 0 || !adjacent && wouldGlue(out2.last, s)) out2.space();
    }
    const col = ft.col[i2];
    const line = ft.line[i2] + ctx.delta;
    if (out2.blank && out2.col === col - 1) out2.map.verbatim(out2.len - out2.col, ctx.nameId, line, 1);
    else out2.map.verbatim(out2.len, ctx.nameId, line, col);
    if (ft.kind[i2] === T_STRING || ft.kind[i2] === T_OTHER) ctx.outLine += out2.multiline(s);
    else out2.text(s);
    out2.lastFt = ft;
    out2.lastIdx = i2;
  }
  /** Outputs a token of an expansion (or one re-read from the pending stack). */
  emitTok(t) {
    const out2 = this.out;
    out2.separate(t.t, t.ws);
    const u = this.useSite;
    if (!t.body && t.f >= 0) out2.map.fixed(out2.len, t.f, t.l, t.c, t.f, t.l, t.c, u ? u.m : -1);
    else if (u) out2.map.fixed(out2.len, u.f, u.l, u.c, t.f, t.l, t.c, u.m);
    else {
      const s = this.siteOf(null);
      out2.map.fixed(out2.len, s.f, s.l, s.c, t.f, t.l, t.c, -1);
    }
    if (t.k === T_STRING || t.k === T_OTHER) out2.multiline(t.t);
    else out2.text(t.t);
  }
  /** A macro name read from the file: starts an outermost expansion. False when it does not expand. */
  startExpansion(ctx, i2, m) {
    if (m.builtin === B_HAS) return false;
    if (m.fn && !this.peekParen(this.main)) return false;
    const t = this.makeTok(ctx, i2);
    this.placeAt(ctx, i2);
    if (m.builtin === B_PRAGMA) return this.pragmaOperator(t);
    this.useSite = { f: ctx.nameId, l: t.l, c: t.c, m: this.nameId(m.name) };
    return this.expandTok(t, m, this.main);
  }
  /** A token from the pending stack: rescanned for macros, else output. */
  mainTok(t) {
    if (t.k === T_IDENT && !t.noexp) {
      const m = this.macros.get(t.t);
      if (m !== void 0 && !hsHas(t.hs, t.t)) {
        if (m.builtin === B_PRAGMA ? this.pragmaOperator(t) : this.expandTok(t, m, this.main)) return;
      }
    }
    this.emitTok(t);
  }
  // ---- directives --------------------------------------------------------------------------
  /** Processes the directive whose `#` is token `i`; returns the index of the next line. */
  directive(ctx, i2) {
    const ft = ctx.ft;
    const e = lineEnd(ft, i2);
    if (i2 + 1 >= e) return e;
    const name2 = ft.kind[i2 + 1] === T_IDENT ? tokText(ft, i2 + 1) : "";
    if (ctx.skipping && !CONDITIONALS.has(name2)) return e;
    const saved = this.dirSite;
    this.dirSite = this.siteAt(ctx, i2);
    if (!this.conditional(ctx, name2, i2, e)) this.activeDirective(ctx, name2, i2, e);
    this.dirSite = saved;
    return e;
  }
  error(code, msg, site = this.dirSite) {
    this.report("error", code, msg, site);
  }
  conditional(ctx, name2, i2, e) {
    const conds = ctx.conds;
    const top = conds[conds.length - 1];
    switch (name2) {
      case "if":
      case "ifdef":
      case "ifndef": {
        const site = this.dirSite;
        if (ctx.skipping) conds.push({ taken: true, skip: true, outer: true, sawElse: false, site });
        else {
          const v = name2 === "if" ? this.evalIf(ctx, i2 + 2, e) : this.ifdef(ctx, i2, e, name2 === "ifndef");
          conds.push({ taken: v, skip: !v, outer: false, sawElse: false, site });
        }
        break;
      }
      case "elif":
      case "elifdef":
      case "elifndef":
        if (!top) {
          this.error("pp-bad-directive", `#${name2} without #if`);
          break;
        }
        if (top.outer) break;
        if (top.sawElse) this.error("pp-bad-directive", `#${name2} after #else`);
        if (top.taken || top.sawElse) {
          top.skip = true;
          break;
        }
        top.taken = name2 === "elif" ? this.evalIf(ctx, i2 + 2, e) : this.ifdef(ctx, i2, e, name2 === "elifndef");
        top.skip = !top.taken;
        break;
      case "else":
        if (!top) {
          this.error("pp-bad-directive", "#else without #if");
          break;
        }
        if (top.outer) break;
        if (top.sawElse) this.error("pp-bad-directive", "#else after #else");
        top.sawElse = true;
        top.skip = top.taken;
        top.taken = true;
        break;
      case "endif":
        if (!top) this.error("pp-bad-directive", "#endif without #if");
        else conds.pop();
        break;
      default:
        return false;
    }
    const t = conds[conds.length - 1];
    ctx.skipping = t ? t.skip : false;
    return true;
  }
  ifdef(ctx, i2, e, negate) {
    const ft = ctx.ft;
    if (i2 + 2 >= e || ft.kind[i2 + 2] !== T_IDENT) {
      this.error("pp-bad-directive", `no macro name given in #${tokText(ft, i2 + 1)} directive`);
      return false;
    }
    return this.macros.has(tokText(ft, i2 + 2)) !== negate;
  }
  evalIf(ctx, from2, e) {
    this.inIf = true;
    this.ifBad = false;
    const toks = this.expandList(this.lineToks(ctx, from2, e));
    this.inIf = false;
    if (this.ifBad) return false;
    return evalExpr(toks, {
      cpp: this.lexOpts.cpp,
      error: (msg, at) => this.error("pp-bad-expression", msg, this.siteOf(at))
    });
  }
  activeDirective(ctx, name2, i2, e) {
    const ft = ctx.ft;
    const a = i2 + 2;
    switch (name2) {
      case "define": {
        const toks = this.lineToks(ctx, a, e);
        const m = parseDefine(toks, (msg, at) => this.error("pp-bad-directive", msg, this.siteOf(at)));
        if (m) this.define(m, toks[0]);
        return;
      }
      case "undef":
        if (a >= e || ft.kind[a] !== T_IDENT)
          this.error("pp-bad-directive", "no macro name given in #undef directive");
        else this.macros.delete(tokText(ft, a));
        return;
      case "include":
      case "include_next":
      case "import":
        this.include(ctx, a, e, name2);
        return;
      case "line":
        this.line(ctx, a, e);
        return;
      case "error":
      case "warning": {
        let msg = "";
        for (let j = a; j < e; j++) msg += (j > a && (ft.flags[j] & F_WS) !== 0 ? " " : "") + tokText(ft, j);
        const warn = name2 === "warning";
        this.report(
          warn ? "warning" : "error",
          warn ? "pp-warning-directive" : "pp-error-directive",
          `#${name2} ${msg}`,
          this.dirSite
        );
        return;
      }
      case "pragma":
        this.pragma(this.lineToks(ctx, a, e), this.dirSite, ctx, ft.line[i2], ft.line[e - 1]);
        return;
      case "ident":
      case "sccs":
      case "assert":
      case "unassert":
        return;
      default:
        if (name2 === "" && ft.kind[i2 + 1] === T_NUMBER)
          this.line(ctx, i2 + 1, e);
        else this.error("pp-bad-directive", `invalid preprocessing directive #${tokText(ft, i2 + 1)}`);
    }
  }
  define(m, at) {
    const old = this.macros.get(m.name);
    if (old !== void 0 && !sameMacro(old, m)) {
      this.report("warning", "pp-macro-redefined", `"${m.name}" redefined`, this.siteOf(at));
    }
    this.macros.set(m.name, m);
  }
  include(ctx, a, e, kind) {
    if (this.collecting > 0) {
      this.error("pp-bad-directive", `#${kind} inside macro arguments is not supported`);
      return;
    }
    const spec = this.headerName(ctx, a, e);
    if (spec === null) {
      this.error("pp-bad-directive", `#${kind} expects "FILENAME" or <FILENAME>`);
      return;
    }
    const next = kind === "include_next" ? ctx.dirIdx : null;
    const found = this.search.resolve(spec.name, spec.angle, path2.dirname(ctx.path), next, this.exists);
    if (found === null) {
      const shown = spec.angle ? `<${spec.name}>` : `"${spec.name}"`;
      this.error("pp-unknown-header", `${shown}: file not found`);
      return;
    }
    const wasOnce = this.once.has(found.path);
    this.enterFile(found, ctx.ft.line[e - 1] + 1, ctx.path, this.dirSite);
    if (kind === "import" && !wasOnce) this.once.add(found.path);
  }
  headerName(ctx, a, e) {
    if (a >= e) return null;
    const ft = ctx.ft;
    const s = ft.start[a];
    const c = ft.text.charCodeAt(s);
    if (ft.kind[a] === T_STRING && c === 34)
      return { name: ft.text.slice(s + 1, ft.end[a] - 1), angle: false };
    if (ft.kind[a] === T_PUNCT && c === 60) {
      const close = ft.text.indexOf(">", s + 1);
      if (close < 0 || close >= ft.end[e - 1]) return null;
      return { name: ft.text.slice(s + 1, close), angle: true };
    }
    return headerFromToks(this.expandList(this.lineToks(ctx, a, e)));
  }
  line(ctx, a, e) {
    let toks = this.lineToks(ctx, a, e);
    if (toks.length && toks[0].k !== T_NUMBER) toks = this.expandList(toks);
    const n = toks[0];
    if (!n || n.k !== T_NUMBER || !/^[0-9]+$/.test(n.t) || Number(n.t) > 2147483647) {
      this.error("pp-bad-directive", `"${n ? n.t : ""}" is not a valid line number`);
      return;
    }
    let nameId = ctx.nameId;
    const f = toks[1];
    if (f) {
      if (f.k !== T_STRING || !f.t.startsWith('"')) {
        this.error("pp-bad-directive", `invalid filename ${f.t}`);
        return;
      }
      nameId = this.nameId(f.t.slice(1, -1).replace(/\\(.)/g, "$1"));
    }
    ctx.delta = Number(n.t) - (ctx.ft.line[e - 1] + 1);
    ctx.nameId = nameId;
  }
  // ---- pragmas -----------------------------------------------------------------------------
  /**
   * `#pragma` or `_Pragma` operands. `ctx`/lines are given for the directive form so its output
   * keeps the directive's line.
   */
  pragma(toks, at, ctx, firstLine, lastLine) {
    const w2 = toks[0]?.t;
    if (w2 === "omp") {
      this.emitPragma(toks, at, ctx, firstLine, lastLine);
    } else if (w2 === "once") {
      const cur = ctx ?? this.top();
      if (cur) this.once.add(cur.path);
    } else if (w2 === "GCC" && (toks[1]?.t === "warning" || toks[1]?.t === "error")) {
      const warn = toks[1].t === "warning";
      const msg = toks[2]?.k === T_STRING ? toks[2].t : "";
      this.report(
        warn ? "warning" : "error",
        warn ? "pp-warning-directive" : "pp-error-directive",
        `#pragma GCC ${toks[1].t} ${msg}`,
        at
      );
    } else if ((w2 === "push_macro" || w2 === "pop_macro") && toks[1]?.t === "(" && toks[2]?.k === T_STRING) {
      const name2 = toks[2].t.slice(toks[2].t.indexOf('"') + 1, -1);
      let saved = this.pushed.get(name2);
      if (w2 === "push_macro") {
        if (!saved) this.pushed.set(name2, saved = []);
        saved.push(this.macros.get(name2));
      } else if (saved?.length) {
        const m = saved.pop();
        if (m) this.macros.set(name2, m);
        else this.macros.delete(name2);
      }
    }
  }
  /** `#pragma omp ...` goes to the output on its own line, macro-expanded as gcc -fopenmp does. */
  emitPragma(toks, at, ctx, firstLine, lastLine) {
    const out2 = this.out;
    if (ctx && firstLine > ctx.outLine) {
      out2.newlines(firstLine - ctx.outLine);
      ctx.outLine = firstLine;
    }
    if (out2.col > 0) out2.newlines(1);
    out2.map.fixed(out2.len, at.f, at.l, at.c, -1, -1, -1, -1);
    out2.text("#pragma");
    const exp = [toks[0], ...this.expandList(toks.slice(1))];
    for (let j = 0; j < exp.length; j++) {
      const t = exp[j];
      out2.separate(t.t, j === 0 || t.ws);
      const own = !t.body && t.f >= 0;
      out2.map.fixed(out2.len, own ? t.f : at.f, own ? t.l : at.l, own ? t.c : at.c, t.f, t.l, t.c, -1);
      out2.text(t.t);
    }
    out2.newlines(1);
    if (ctx) ctx.outLine = lastLine + 1;
  }
  /** `_Pragma ( string-literal )`; false (and nothing consumed) when no `(` follows. */
  pragmaOperator(t) {
    const src = this.main;
    const site = this.siteOf(t);
    if (!this.peekParen(src)) {
      this.error("pp-bad-directive", "_Pragma takes a parenthesized string literal", site);
      return false;
    }
    this.next(src);
    const raw2 = [];
    for (let depth = 0; ; ) {
      const r = this.next(src);
      if (r === null) {
        this.error("pp-bad-directive", "_Pragma takes a parenthesized string literal", site);
        return true;
      }
      if (r.t === "(") depth++;
      else if (r.t === ")" && depth-- === 0) break;
      raw2.push(r);
    }
    const operand2 = raw2.length === 1 ? raw2 : this.expandList(raw2);
    const s = operand2.length === 1 ? operand2[0] : null;
    if (s === null || s.k !== T_STRING) {
      this.error("pp-bad-directive", "_Pragma takes a parenthesized string literal", site);
      return true;
    }
    const body2 = s.t.slice(s.t.indexOf('"') + 1, -1).replace(/\\(["\\])/g, "$1");
    this.pragma(this.textToks(body2), site, null, 0, 0);
    return true;
  }
};
var CONDITIONALS = /* @__PURE__ */ new Set(["if", "ifdef", "ifndef", "elif", "elifdef", "elifndef", "else", "endif"]);

// src/frontend/parallel.ts
var CTL_NEXT = 0;
var CTL_AT = 1;
var CTL_STOP = 2;
var CTL_POSTED = 3;
function startParseWorkers(req, count) {
  const control = new SharedArrayBuffer(4 * 4);
  const ctl = new Int32Array(control);
  const plain = workerRequest(req);
  const ahead = 2 + 2 * count;
  const total = req.units.length;
  const ready = /* @__PURE__ */ new Map();
  let failure;
  const fail = (e) => {
    failure ??= e;
    Atomics.store(ctl, CTL_STOP, 1);
    Atomics.notify(ctl, CTL_AT);
  };
  const workers = Array.from({ length: count }, () => {
    const names = [];
    const tables2 = /* @__PURE__ */ new Map();
    const { port1, port2 } = new MessageChannel();
    const data = { req: plain, control, ahead, port: port2 };
    const worker = startWorker(data, [port2]);
    worker.on("error", (e) => fail(e instanceof Error ? e : new Error(String(e))));
    worker.on("exit", (code) => {
      if (code !== 0 && Atomics.load(ctl, CTL_STOP) === 0)
        fail(new Error(`frontend worker exited with code ${code}`));
    });
    return { worker, port: port1, names, tables: tables2 };
  });
  const drain = () => {
    for (const w2 of workers) {
      for (let got = receiveMessageOnPort(w2.port); got; got = receiveMessageOnPort(w2.port)) {
        const m = got.message;
        if (m.kind === "error") fail(new Error(`frontend worker: ${m.message}`));
        else ready.set(m.index, fromMessage(m, w2.names, w2.tables));
      }
    }
  };
  const claim = (i2) => Atomics.compareExchange(ctl, CTL_NEXT, i2, i2 + 1) === i2;
  return {
    async take(index, parseHere) {
      Atomics.store(ctl, CTL_AT, index);
      Atomics.notify(ctl, CTL_AT);
      if (claim(index)) return parseHere(index);
      for (; ; ) {
        const posted = Atomics.load(ctl, CTL_POSTED);
        drain();
        if (failure) throw failure;
        const got = ready.get(index);
        if (got) {
          ready.delete(index);
          return got;
        }
        const next = Atomics.load(ctl, CTL_NEXT);
        if (next < total && next < index + ahead && claim(next)) {
          ready.set(next, await parseHere(next));
          continue;
        }
        Atomics.wait(ctl, CTL_POSTED, posted, 50);
        await new Promise((resolve3) => setImmediate(resolve3));
      }
    },
    async close() {
      Atomics.store(ctl, CTL_STOP, 1);
      Atomics.notify(ctl, CTL_AT);
      await Promise.all(workers.map((w2) => w2.worker.terminate()));
      for (const w2 of workers) w2.port.close();
    }
  };
}
function workerRequest(req) {
  const { units, includeDirs, defines, undefines, lang, systemIncludes, models, root } = req;
  return { units, includeDirs, defines, undefines, lang, systemIncludes, models, root };
}
function fromMessage(m, names, tables2) {
  const unit = { info: m.info, diagnostics: m.diagnostics, ms: m.ms };
  const p = m.parsed;
  if (p) {
    for (const n of p.names) names.push(n);
    if (p.tables) tables2.set(p.lang, p.tables);
    unit.parsed = {
      source: p.source,
      locate: locator(p.segments, names, p.textLength, p.fallback),
      tree: { records: p.records, count: p.count, tables: tables2.get(p.lang) }
    };
  }
  return unit;
}
function startWorker(workerData, transferList) {
  const entry = resources.frontendWorker;
  if (!entry.endsWith(".ts")) return new Worker(entry, { workerData, transferList });
  const tsx = import.meta.resolve("tsx/esm/api");
  const code = `import(${JSON.stringify(tsx)}).then((m) => { m.register(); return import(${JSON.stringify(pathToFileURL(entry).href)}); });`;
  return new Worker(code, { eval: true, workerData, transferList });
}

// src/frontend/index.ts
import { existsSync as existsSync3, readdirSync, statSync } from "node:fs";
import { availableParallelism } from "node:os";
import { extname, join as join3 } from "node:path";

// src/config/models.ts
function w(parts2) {
  return parts2.join("").trim().split(/\s+/);
}
function each(kind, names, fields = {}) {
  return names.map((name2) => ({ function: name2, kind, ...fields }));
}
function ignore(names, fields = {}) {
  return each("ignore", names, fields);
}
function from(i2) {
  return Array.from({ length: 24 }, (_, k) => i2 + k);
}
var PTHREAD = [
  // threads
  { function: "pthread_create", kind: "spawn", handle: 0, entry: 2, arg: 3 },
  { function: "pthread_join", kind: "join", handle: 0, writes: [1] },
  // these may return before the thread ends: not a join (the thread is taken to keep running)
  ...ignore(["pthread_tryjoin_np", "pthread_timedjoin_np", "pthread_clockjoin_np"], { writes: [1] }),
  { function: "pthread_detach", kind: "detach", handle: 0 },
  { function: "pthread_self", kind: "self" },
  { function: "pthread_exit", kind: "thread-exit" },
  // mutexes
  { function: "pthread_mutex_lock", kind: "lock", lock: 0 },
  { function: "pthread_mutex_unlock", kind: "unlock", lock: 0 },
  { function: "pthread_mutex_trylock", kind: "trylock", lock: 0, success: 0 },
  { function: "pthread_mutex_timedlock", kind: "trylock", lock: 0, success: 0 },
  { function: "pthread_mutex_clocklock", kind: "trylock", lock: 0, success: 0 },
  { function: "pthread_mutex_init", kind: "lock-init", lock: 0 },
  { function: "pthread_mutex_destroy", kind: "lock-destroy", lock: 0 },
  // spin locks
  { function: "pthread_spin_lock", kind: "lock", lock: 0 },
  { function: "pthread_spin_unlock", kind: "unlock", lock: 0 },
  { function: "pthread_spin_trylock", kind: "trylock", lock: 0, success: 0 },
  { function: "pthread_spin_init", kind: "lock-init", lock: 0 },
  { function: "pthread_spin_destroy", kind: "lock-destroy", lock: 0 },
  // read-write locks: rdlock is shared, wrlock exclusive; the timed forms may fail like the try forms
  { function: "pthread_rwlock_rdlock", kind: "read-lock", lock: 0 },
  { function: "pthread_rwlock_wrlock", kind: "lock", lock: 0 },
  { function: "pthread_rwlock_tryrdlock", kind: "read-trylock", lock: 0, success: 0 },
  { function: "pthread_rwlock_trywrlock", kind: "trylock", lock: 0, success: 0 },
  { function: "pthread_rwlock_timedrdlock", kind: "read-trylock", lock: 0, success: 0 },
  { function: "pthread_rwlock_timedwrlock", kind: "trylock", lock: 0, success: 0 },
  { function: "pthread_rwlock_clockrdlock", kind: "read-trylock", lock: 0, success: 0 },
  { function: "pthread_rwlock_clockwrlock", kind: "trylock", lock: 0, success: 0 },
  { function: "pthread_rwlock_unlock", kind: "unlock", lock: 0 },
  { function: "pthread_rwlock_init", kind: "lock-init", lock: 0 },
  { function: "pthread_rwlock_destroy", kind: "lock-destroy", lock: 0 },
  // condition variables
  { function: "pthread_cond_wait", kind: "cond-wait", cond: 0, lock: 1 },
  { function: "pthread_cond_timedwait", kind: "cond-wait", cond: 0, lock: 1 },
  { function: "pthread_cond_clockwait", kind: "cond-wait", cond: 0, lock: 1 },
  { function: "pthread_cond_signal", kind: "cond-signal", cond: 0 },
  { function: "pthread_cond_broadcast", kind: "cond-broadcast", cond: 0 },
  ...ignore(["pthread_cond_init", "pthread_cond_destroy"]),
  // barriers, once
  { function: "pthread_barrier_init", kind: "barrier-init", object: 0, count: 2 },
  { function: "pthread_barrier_wait", kind: "barrier-wait", object: 0 },
  ...ignore(["pthread_barrier_destroy"]),
  { function: "pthread_once", kind: "once", object: 0, entry: 1 },
  // thread-specific data: private to each thread by construction
  ...ignore(["pthread_key_create"], { writes: [0] }),
  ...ignore(["pthread_key_delete", "pthread_getspecific", "pthread_setspecific"]),
  // attribute objects: the caller's own memory
  ...ignore(
    w`pthread_attr_init pthread_attr_destroy pthread_attr_setdetachstate
      pthread_attr_setguardsize pthread_attr_setschedpolicy pthread_attr_setinheritsched
      pthread_attr_setscope pthread_attr_setstackaddr pthread_attr_setstacksize
      pthread_attr_setstack pthread_mutexattr_init pthread_mutexattr_destroy
      pthread_mutexattr_setpshared pthread_mutexattr_settype pthread_mutexattr_setprotocol
      pthread_mutexattr_setprioceiling pthread_mutexattr_setrobust
      pthread_mutexattr_setrobust_np pthread_condattr_init pthread_condattr_destroy
      pthread_condattr_setpshared pthread_condattr_setclock pthread_rwlockattr_init
      pthread_rwlockattr_destroy pthread_rwlockattr_setpshared pthread_rwlockattr_setkind_np
      pthread_barrierattr_init pthread_barrierattr_destroy pthread_barrierattr_setpshared`,
    { writes: [0] }
  ),
  ...ignore(["pthread_attr_setschedparam", "pthread_attr_setaffinity_np"], { writes: [0], reads: [1] }),
  ...ignore(
    w`pthread_attr_getdetachstate pthread_attr_getguardsize pthread_attr_getschedparam
      pthread_attr_getschedpolicy pthread_attr_getinheritsched pthread_attr_getscope
      pthread_attr_getstackaddr pthread_attr_getstacksize pthread_mutexattr_getpshared
      pthread_mutexattr_gettype pthread_mutexattr_getprotocol pthread_mutexattr_getprioceiling
      pthread_mutexattr_getrobust pthread_condattr_getpshared pthread_condattr_getclock
      pthread_rwlockattr_getpshared pthread_rwlockattr_getkind_np pthread_barrierattr_getpshared`,
    { reads: [0], writes: [1] }
  ),
  ...ignore(["pthread_attr_getstack"], { reads: [0], writes: [1, 2] }),
  ...ignore(["pthread_getattr_np"], { writes: [1] }),
  // the rest of the API: identity, names, scheduling, cancellation state, signals
  ...ignore(["pthread_equal", "pthread_yield", "pthread_testcancel", "pthread_kill", "pthread_setschedprio"]),
  ...ignore(["pthread_getconcurrency", "pthread_setconcurrency", "pthread_atfork"]),
  ...ignore(["pthread_setname_np"], { reads: [1] }),
  ...ignore(["pthread_getname_np", "pthread_getcpuclockid"], { writes: [1] }),
  ...ignore(["pthread_setcancelstate", "pthread_setcanceltype"], { writes: [1] }),
  ...ignore(["pthread_setschedparam"], { reads: [2] }),
  ...ignore(["pthread_getschedparam"], { writes: [1, 2] }),
  ...ignore(["pthread_setaffinity_np"], { reads: [2] }),
  ...ignore(["pthread_getaffinity_np"], { writes: [2] }),
  ...ignore(["pthread_sigmask", "sigprocmask"], { reads: [1], writes: [2] }),
  ...ignore(["__pthread_cleanup_push_fn", "__pthread_cleanup_pop_fn"])
];
var C11_THREADS = [
  { function: "thrd_create", kind: "spawn", handle: 0, entry: 1, arg: 2 },
  { function: "thrd_join", kind: "join", handle: 0, writes: [1] },
  { function: "thrd_detach", kind: "detach", handle: 0 },
  { function: "thrd_exit", kind: "thread-exit" },
  { function: "thrd_current", kind: "self" },
  ...ignore(["thrd_equal", "thrd_yield"]),
  ...ignore(["thrd_sleep"], { reads: [0], writes: [1] }),
  // thrd_success is 0
  { function: "mtx_lock", kind: "lock", lock: 0 },
  { function: "mtx_unlock", kind: "unlock", lock: 0 },
  { function: "mtx_trylock", kind: "trylock", lock: 0, success: 0 },
  { function: "mtx_timedlock", kind: "trylock", lock: 0, success: 0 },
  { function: "mtx_init", kind: "lock-init", lock: 0 },
  { function: "mtx_destroy", kind: "lock-destroy", lock: 0 },
  { function: "cnd_wait", kind: "cond-wait", cond: 0, lock: 1 },
  { function: "cnd_timedwait", kind: "cond-wait", cond: 0, lock: 1 },
  { function: "cnd_signal", kind: "cond-signal", cond: 0 },
  { function: "cnd_broadcast", kind: "cond-broadcast", cond: 0 },
  ...ignore(["cnd_init", "cnd_destroy"]),
  { function: "call_once", kind: "once", object: 0, entry: 1 },
  ...ignore(["tss_create"], { writes: [0] }),
  ...ignore(["tss_delete", "tss_get", "tss_set"])
];
var SEMAPHORES = [
  { function: "sem_init", kind: "sem-init", object: 0, count: 2 },
  { function: "sem_wait", kind: "sem-wait", object: 0 },
  { function: "sem_trywait", kind: "sem-trywait", object: 0, success: 0 },
  { function: "sem_timedwait", kind: "sem-trywait", object: 0, success: 0 },
  { function: "sem_clockwait", kind: "sem-trywait", object: 0, success: 0 },
  { function: "sem_post", kind: "sem-post", object: 0 },
  ...ignore(["sem_destroy", "sem_close", "sem_unlink"]),
  ...ignore(["sem_getvalue"], { writes: [1] })
];
var OPENMP = [
  { function: "omp_set_lock", kind: "lock", lock: 0 },
  { function: "omp_unset_lock", kind: "unlock", lock: 0 },
  { function: "omp_test_lock", kind: "trylock", lock: 0, success: 1 },
  { function: "omp_init_lock", kind: "lock-init", lock: 0 },
  { function: "omp_destroy_lock", kind: "lock-destroy", lock: 0 },
  { function: "omp_set_nest_lock", kind: "lock", lock: 0, recursive: true },
  { function: "omp_unset_nest_lock", kind: "unlock", lock: 0, recursive: true },
  { function: "omp_init_nest_lock", kind: "lock-init", lock: 0, recursive: true },
  { function: "omp_destroy_nest_lock", kind: "lock-destroy", lock: 0, recursive: true },
  ...ignore(["omp_get_thread_num", "omp_get_num_threads", "omp_get_max_threads", "omp_set_num_threads"]),
  ...ignore(["omp_get_wtime", "omp_in_parallel"])
];
var C11_FETCH_OPS = [
  ["add", "+"],
  ["sub", "-"],
  ["or", "|"],
  ["xor", "^"],
  ["and", "&"]
];
var C11_ATOMICS = [
  { function: "atomic_load", kind: "atomic-load", object: 0, defaultOrder: "seq_cst" },
  { function: "atomic_load_explicit", kind: "atomic-load", object: 0, order: 1 },
  { function: "atomic_store", kind: "atomic-store", object: 0, value: 1, defaultOrder: "seq_cst" },
  { function: "atomic_store_explicit", kind: "atomic-store", object: 0, value: 1, order: 2 },
  // initialisation is not an atomic access, but it is modelled as a relaxed store
  { function: "atomic_init", kind: "atomic-store", object: 0, value: 1, defaultOrder: "relaxed" },
  {
    function: "atomic_exchange",
    kind: "atomic-rmw",
    rmwOp: "xchg",
    object: 0,
    value: 1,
    defaultOrder: "seq_cst"
  },
  { function: "atomic_exchange_explicit", kind: "atomic-rmw", rmwOp: "xchg", object: 0, value: 1, order: 2 },
  ...C11_FETCH_OPS.flatMap(([name2, op]) => [
    {
      function: `atomic_fetch_${name2}`,
      kind: "atomic-rmw",
      rmwOp: op,
      object: 0,
      value: 1,
      defaultOrder: "seq_cst"
    },
    {
      function: `atomic_fetch_${name2}_explicit`,
      kind: "atomic-rmw",
      rmwOp: op,
      object: 0,
      value: 1,
      order: 2
    }
  ]),
  ...["strong", "weak"].flatMap((s) => [
    {
      function: `atomic_compare_exchange_${s}`,
      kind: "atomic-cas",
      object: 0,
      expected: 1,
      value: 2,
      defaultOrder: "seq_cst"
    },
    {
      function: `atomic_compare_exchange_${s}_explicit`,
      kind: "atomic-cas",
      object: 0,
      expected: 1,
      value: 2,
      order: 3
    }
  ]),
  {
    function: "atomic_flag_test_and_set",
    kind: "atomic-rmw",
    rmwOp: "xchg",
    object: 0,
    defaultOrder: "seq_cst"
  },
  { function: "atomic_flag_test_and_set_explicit", kind: "atomic-rmw", rmwOp: "xchg", object: 0, order: 1 },
  { function: "atomic_flag_clear", kind: "atomic-store", object: 0, defaultOrder: "seq_cst" },
  { function: "atomic_flag_clear_explicit", kind: "atomic-store", object: 0, order: 1 },
  { function: "atomic_thread_fence", kind: "fence", order: 0 },
  { function: "atomic_signal_fence", kind: "fence", order: 0 },
  ...ignore(["atomic_is_lock_free"])
];
var GCC_FETCH_OPS = [
  ["add", "+"],
  ["sub", "-"],
  ["and", "&"],
  ["or", "|"],
  ["xor", "^"],
  ["nand", "nand"]
];
var GCC_ATOMICS = [
  { function: "__atomic_load_n", kind: "atomic-load", object: 0, order: 1 },
  // generic forms: values travel through pointers
  { function: "__atomic_load", kind: "atomic-load", object: 0, out: 1, order: 2, writes: [1] },
  { function: "__atomic_store_n", kind: "atomic-store", object: 0, value: 1, order: 2 },
  {
    function: "__atomic_store",
    kind: "atomic-store",
    object: 0,
    value: 1,
    valueByRef: true,
    order: 2,
    reads: [1]
  },
  { function: "__atomic_exchange_n", kind: "atomic-rmw", rmwOp: "xchg", object: 0, value: 1, order: 2 },
  {
    function: "__atomic_exchange",
    kind: "atomic-rmw",
    rmwOp: "xchg",
    object: 0,
    value: 1,
    valueByRef: true,
    out: 2,
    order: 3,
    reads: [1],
    writes: [2]
  },
  { function: "__atomic_compare_exchange_n", kind: "atomic-cas", object: 0, expected: 1, value: 2, order: 4 },
  {
    function: "__atomic_compare_exchange",
    kind: "atomic-cas",
    object: 0,
    expected: 1,
    value: 2,
    valueByRef: true,
    order: 4,
    reads: [2]
  },
  ...GCC_FETCH_OPS.flatMap(([name2, op]) => [
    { function: `__atomic_fetch_${name2}`, kind: "atomic-rmw", rmwOp: op, object: 0, value: 1, order: 2 },
    {
      function: `__atomic_${name2}_fetch`,
      kind: "atomic-rmw",
      rmwOp: op,
      object: 0,
      value: 1,
      order: 2,
      returnsNew: true
    },
    {
      function: `__sync_fetch_and_${name2}`,
      kind: "atomic-rmw",
      rmwOp: op,
      object: 0,
      value: 1,
      defaultOrder: "seq_cst"
    },
    {
      function: `__sync_${name2}_and_fetch`,
      kind: "atomic-rmw",
      rmwOp: op,
      object: 0,
      value: 1,
      defaultOrder: "seq_cst",
      returnsNew: true
    }
  ]),
  { function: "__atomic_test_and_set", kind: "atomic-rmw", rmwOp: "xchg", object: 0, order: 1 },
  { function: "__atomic_clear", kind: "atomic-store", object: 0, order: 1 },
  { function: "__atomic_thread_fence", kind: "fence", order: 0 },
  { function: "__atomic_signal_fence", kind: "fence", order: 0 },
  ...ignore(["__atomic_always_lock_free", "__atomic_is_lock_free"]),
  // __sync: full barriers, except lock_test_and_set (acquire) and lock_release (release)
  {
    function: "__sync_bool_compare_and_swap",
    kind: "atomic-cas",
    object: 0,
    compare: 1,
    value: 2,
    defaultOrder: "seq_cst"
  },
  {
    function: "__sync_val_compare_and_swap",
    kind: "atomic-cas",
    object: 0,
    compare: 1,
    value: 2,
    defaultOrder: "seq_cst",
    returnsOld: true
  },
  {
    function: "__sync_lock_test_and_set",
    kind: "atomic-rmw",
    rmwOp: "xchg",
    object: 0,
    value: 1,
    defaultOrder: "acquire"
  },
  { function: "__sync_lock_release", kind: "atomic-store", object: 0, defaultOrder: "release" },
  { function: "__sync_synchronize", kind: "fence", defaultOrder: "seq_cst" },
  // x86 fences (<x86intrin.h>)
  { function: "_mm_mfence", kind: "fence", defaultOrder: "seq_cst" },
  { function: "_mm_sfence", kind: "fence", defaultOrder: "release" },
  { function: "_mm_lfence", kind: "fence", defaultOrder: "acquire" },
  ...ignore(["_mm_pause", "__builtin_ia32_pause", "__rdtsc", "_mm_clflush"]),
  ...ignore(["__rdtscp"], { writes: [0] })
];
var NONDET_TYPES = w`int uint unsigned long ulong longlong ulonglong char uchar short ushort bool pointer charp
  pchar size_t loff_t float double u8 u16 u32 u64 int128 uint128 pthread_t sector_t`;
var SVCOMP = [
  ...each(
    "nondet",
    NONDET_TYPES.map((t) => `__VERIFIER_nondet_${t}`)
  ),
  { function: "__VERIFIER_nondet_*", kind: "nondet" },
  { function: "__VERIFIER_assume", kind: "assume" },
  { function: "assume_abort_if_not", kind: "assume" },
  { function: "reach_error", kind: "error" },
  { function: "__VERIFIER_error", kind: "error" },
  { function: "__VERIFIER_atomic_begin", kind: "atomic-begin" },
  { function: "__VERIFIER_atomic_end", kind: "atomic-end" },
  // a function whose name starts with __VERIFIER_atomic_ runs as one atomic step
  { function: "__VERIFIER_atomic_*", kind: "atomic" }
];
var MEMORY = [
  { function: "malloc", kind: "alloc", size: 0 },
  { function: "calloc", kind: "alloc" },
  { function: "realloc", kind: "alloc", size: 1, reads: [0] },
  { function: "reallocarray", kind: "alloc", reads: [0] },
  { function: "aligned_alloc", kind: "alloc", size: 1 },
  { function: "memalign", kind: "alloc", size: 1 },
  { function: "valloc", kind: "alloc", size: 0 },
  { function: "pvalloc", kind: "alloc", size: 0 },
  // the new block's address is written through arg 0
  { function: "posix_memalign", kind: "alloc", out: 0, size: 2, writes: [0] },
  { function: "alloca", kind: "alloc", size: 0 },
  { function: "__builtin_alloca", kind: "alloc", size: 0 },
  { function: "__builtin_malloc", kind: "alloc", size: 0 },
  { function: "strdup", kind: "alloc", reads: [0] },
  { function: "strndup", kind: "alloc", reads: [0] },
  { function: "wcsdup", kind: "alloc", reads: [0] },
  { function: "mmap", kind: "alloc", size: 1 },
  { function: "__sched_cpualloc", kind: "alloc" },
  ...each("free", ["free", "__builtin_free", "__sched_cpufree"]),
  ...ignore(w`munmap mprotect madvise posix_madvise mlock munlock msync malloc_usable_size`),
  ...ignore(["malloc_trim", "mallopt", "malloc_stats"]),
  ...each("exit", ["exit", "_exit", "_Exit", "quick_exit", "abort", "__builtin_abort"]),
  ...each("exit", ["__assert_fail", "__assert_perror_fail", "__assert", "err", "errx", "verr", "verrx"])
];
var MEMCPY_LIKE = w`memcpy memmove mempcpy wmemcpy wmemmove __builtin_memcpy __builtin_memmove`;
var STRCPY_LIKE = w`strcpy strncpy stpcpy stpncpy strlcpy wcscpy wcsncpy __builtin_strcpy __builtin_strncpy`;
var STRINGS = [
  ...ignore([...MEMCPY_LIKE, ...STRCPY_LIKE], { writes: [0], reads: [1] }),
  ...ignore(["memccpy"], { writes: [0], reads: [1] }),
  ...ignore(["bcopy"], { reads: [0], writes: [1] }),
  ...ignore(["memset", "wmemset", "bzero", "explicit_bzero", "__builtin_memset", "__builtin_bzero"], {
    writes: [0]
  }),
  ...ignore(["strcat", "strncat", "strlcat", "wcscat", "wcsncat", "__builtin_strcat"], {
    reads: [0, 1],
    writes: [0]
  }),
  ...ignore(
    w`memcmp bcmp strcmp strncmp strcasecmp strncasecmp strcoll strverscmp strstr strcasestr
      strspn strcspn strpbrk wcscmp wcsncmp wmemcmp wcsstr __builtin_memcmp __builtin_strcmp
      __builtin_strncmp __builtin_strstr`,
    { reads: [0, 1] }
  ),
  ...ignore(["memmem"], { reads: [0, 2] }),
  ...ignore(
    w`strlen strnlen wcslen wcsnlen memchr memrchr rawmemchr strchr strrchr strchrnul index
      rindex wcschr wcsrchr wmemchr __builtin_strlen __builtin_memchr __builtin_strchr
      __builtin_strrchr`,
    { reads: [0] }
  ),
  ...ignore(["strtok_r"], { reads: [0, 1, 2], writes: [0, 2] }),
  ...ignore(["strsep"], { reads: [0, 1], writes: [0] }),
  ...ignore(["strxfrm"], { writes: [0], reads: [1] }),
  ...ignore(["strerror", "strerrorname_np", "strerrordesc_np", "strsignal"]),
  ...ignore(["strerror_r"], { writes: [1] }),
  // numbers from strings
  ...ignore(["atoi", "atol", "atoll", "atof"], { reads: [0] }),
  ...ignore(
    ["strtol", "strtoul", "strtoll", "strtoull", "strtod", "strtof", "strtold", "strtoimax", "strtoumax"],
    { reads: [0], writes: [1] }
  ),
  ...ignore(["wcstol", "wcstoul", "wcstoll", "wcstoull", "wcstod", "wcstof", "wcstold"], {
    reads: [0],
    writes: [1]
  }),
  // character classes and plain arithmetic
  ...ignore(w`isalnum isalpha iscntrl isdigit islower isgraph isprint ispunct isspace isupper isxdigit
    isblank isascii toascii tolower toupper iswalnum iswalpha iswdigit iswspace iswupper
    iswlower towlower towupper abs labs llabs imaxabs div ldiv lldiv imaxdiv ffs ffsl ffsll
    htons htonl ntohs ntohl`)
];
var MATH_PURE = w`acos asin atan cos sin tan acosh asinh atanh cosh sinh tanh exp exp2 expm1 log log10 log2
  log1p logb sqrt cbrt ceil floor round trunc fabs rint nearbyint erf erfc tgamma atan2 pow
  hypot fmod remainder fmin fmax fdim copysign nextafter nexttoward fma ldexp scalbn scalbln
  ilogb lround llround lrint llrint`;
var MATH = [
  ...ignore(MATH_PURE.flatMap((f) => [f, `${f}f`, `${f}l`])),
  ...ignore(["frexp", "frexpf", "frexpl", "modf", "modff", "modfl"], { writes: [1] }),
  ...ignore(["remquo", "remquof", "remquol"], { writes: [2] }),
  ...ignore(["nan", "nanf", "nanl"], { reads: [0] })
];
var GCC_BUILTINS = [
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
  ...ignore(["__builtin_nan", "__builtin_nanf", "__builtin_nanl"], { reads: [0] }),
  ...ignore(["__builtin_add_overflow", "__builtin_sub_overflow", "__builtin_mul_overflow"], { writes: [2] })
];
var STDIO = [
  ...ignore(["printf", "vprintf", "puts", "perror", "wprintf", "vwprintf"], { reads: [0] }),
  ...ignore(["fprintf", "vfprintf", "dprintf", "vdprintf", "fwprintf", "vfwprintf"], { reads: [1] }),
  ...ignore(["fputs", "fputws", "fwrite", "fwrite_unlocked"], { reads: [0] }),
  ...ignore(["sprintf", "vsprintf"], { writes: [0], reads: [1] }),
  ...ignore(["snprintf", "vsnprintf", "swprintf", "vswprintf"], { writes: [0], reads: [2] }),
  ...ignore(["asprintf", "vasprintf"], { writes: [0], reads: [1] }),
  // scanf writes through every argument after the format
  ...ignore(["scanf", "wscanf"], { reads: [0], writes: from(1) }),
  ...ignore(["sscanf", "swscanf"], { reads: [0, 1], writes: from(2) }),
  ...ignore(["fscanf", "fwscanf"], { reads: [1], writes: from(2) }),
  ...ignore(["fgets", "fgetws", "fread", "fread_unlocked"], { writes: [0] }),
  ...ignore(["getline", "getdelim"], { reads: [0, 1], writes: [0, 1] }),
  ...ignore(w`putchar putc fputc putchar_unlocked putc_unlocked fputc_unlocked getchar getc fgetc
    getchar_unlocked getc_unlocked fgetc_unlocked ungetc fflush fflush_unlocked fclose feof
    ferror clearerr feof_unlocked ferror_unlocked fileno fileno_unlocked fseek ftell fseeko
    ftello rewind setbuf setvbuf setlinebuf tmpfile pclose fputwc putwc putwchar fgetwc getwc
    getwchar`),
  ...ignore(["fopen", "freopen", "popen", "rename", "fdopen"], { reads: [0, 1] }),
  ...ignore(["remove"], { reads: [0] }),
  ...ignore(["fgetpos"], { writes: [1] }),
  ...ignore(["fsetpos"], { reads: [1] }),
  // the stream's own recursive lock
  { function: "flockfile", kind: "lock", lock: 0, recursive: true },
  { function: "funlockfile", kind: "unlock", lock: 0, recursive: true },
  { function: "ftrylockfile", kind: "trylock", lock: 0, success: 0, recursive: true }
];
var TIME = [
  ...ignore(["sleep", "usleep", "sched_yield", "pause", "alarm", "clock", "difftime", "tzset"]),
  ...ignore(["nanosleep"], { reads: [0], writes: [1] }),
  ...ignore(["clock_nanosleep"], { reads: [2], writes: [3] }),
  ...ignore(["time"], { writes: [0] }),
  ...ignore(["clock_gettime", "clock_getres"], { writes: [1] }),
  ...ignore(["clock_settime"], { reads: [1] }),
  ...ignore(["gettimeofday"], { writes: [0, 1] }),
  ...ignore(["timespec_get"], { writes: [0] }),
  ...ignore(["mktime", "timegm"], { reads: [0], writes: [0] }),
  ...ignore(["localtime_r", "gmtime_r", "ctime_r", "asctime_r"], { reads: [0], writes: [1] }),
  ...ignore(["strftime"], { writes: [0], reads: [2, 3] })
];
var POSIX = [
  ...ignore(w`getpid getppid gettid getuid geteuid getgid getegid getpgrp sysconf getpagesize get_nprocs
    get_nprocs_conf sched_getcpu isatty close lseek dup dup2 dup3 fsync fdatasync ftruncate
    socket listen shutdown eventfd eventfd_write epoll_create epoll_create1 umask raise kill
    fcntl`),
  ...ignore(["getenv", "secure_getenv"], { reads: [0] }),
  ...ignore(["read", "pread", "recv"], { writes: [1] }),
  ...ignore(["write", "pwrite", "send"], { reads: [1] }),
  ...ignore(["recvfrom"], { writes: [1, 4, 5] }),
  ...ignore(["sendto"], { reads: [1, 4] }),
  ...ignore(["readv"], { reads: [1] }),
  ...ignore(["writev"], { reads: [1] }),
  ...ignore(["open", "creat", "access", "unlink", "rmdir", "mkdir", "chdir", "truncate", "opendir"], {
    reads: [0]
  }),
  ...ignore(["openat"], { reads: [1] }),
  ...ignore(["stat", "lstat"], { reads: [0], writes: [1] }),
  ...ignore(["fstat"], { writes: [1] }),
  ...ignore(["pipe", "pipe2"], { writes: [0] }),
  ...ignore(["socketpair"], { writes: [3] }),
  ...ignore(["bind", "connect"], { reads: [1] }),
  ...ignore(["accept", "accept4", "getsockname", "getpeername"], { writes: [1, 2] }),
  ...ignore(["setsockopt"], { reads: [3] }),
  ...ignore(["getsockopt"], { writes: [3, 4] }),
  ...ignore(["poll"], { reads: [0], writes: [0] }),
  ...ignore(["select"], { reads: [1, 2, 3, 4], writes: [1, 2, 3, 4] }),
  ...ignore(["epoll_ctl"], { reads: [3] }),
  ...ignore(["epoll_wait"], { writes: [1] }),
  ...ignore(["eventfd_read"], { writes: [1] }),
  ...ignore(["inet_pton"], { reads: [1], writes: [2] }),
  ...ignore(["inet_ntop"], { reads: [1], writes: [2] }),
  ...ignore(["inet_addr", "inet_network"], { reads: [0] }),
  ...ignore(["gethostname"], { writes: [0] }),
  ...ignore(["getcwd"], { writes: [0] }),
  ...ignore(["closedir", "dirfd"]),
  ...ignore(["getrlimit", "getrusage"], { writes: [1] }),
  ...ignore(["setrlimit"], { reads: [1] }),
  ...ignore(["sysinfo"], { writes: [0] }),
  ...ignore(["sigemptyset", "sigfillset"], { writes: [0] }),
  ...ignore(["sigaddset", "sigdelset"], { reads: [0], writes: [0] }),
  ...ignore(["sigismember"], { reads: [0] }),
  ...ignore(["sigwait"], { reads: [0], writes: [1] }),
  ...ignore(["sched_setaffinity"], { reads: [2] }),
  ...ignore(["sched_getaffinity"], { writes: [2] }),
  ...ignore(["sched_get_priority_max", "sched_get_priority_min"]),
  ...ignore(["getrandom", "getentropy", "uname"], { writes: [0] }),
  ...ignore(["openlog"], { reads: [0] }),
  ...ignore(["syslog"], { reads: [1] }),
  ...ignore(["closelog", "setlogmask", "fegetround", "fesetround", "feclearexcept", "fetestexcept"]),
  ...ignore(["timerfd_create"]),
  ...ignore(["timerfd_settime"], { reads: [2], writes: [3] }),
  ...ignore(["timerfd_gettime"], { writes: [1] }),
  // CPU_* macros of <sched.h>
  ...ignore(["__sched_cpuzero"], { writes: [1] }),
  ...ignore(["__sched_cpuset", "__sched_cpuclr"], { reads: [2], writes: [2] }),
  ...ignore(["__sched_cpuisset"], { reads: [2] }),
  ...ignore(["__sched_cpucount"], { reads: [1] }),
  ...ignore(["__sched_cpuequal"], { reads: [1, 2] }),
  // errno and h_errno are per thread
  { function: "__errno_location", kind: "ignore", threadLocal: true },
  { function: "__h_errno_location", kind: "ignore", threadLocal: true },
  // va_arg of the model <stdarg.h>: an unknown value
  { function: "__lockstep_va_arg", kind: "nondet" }
];
function cxxMutex(cls, opts = {}) {
  const r = opts.recursive ? { recursive: true } : {};
  const out2 = [
    { function: `${cls}::lock`, kind: "lock", lock: 0, ...r },
    { function: `${cls}::unlock`, kind: "unlock", lock: 0, ...r },
    { function: `${cls}::try_lock`, kind: "trylock", lock: 0, success: 1, ...r }
  ];
  if (opts.timed)
    out2.push(
      { function: `${cls}::try_lock_for`, kind: "trylock", lock: 0, success: 1, ...r },
      { function: `${cls}::try_lock_until`, kind: "trylock", lock: 0, success: 1, ...r }
    );
  if (opts.shared)
    out2.push(
      { function: `${cls}::lock_shared`, kind: "read-lock", lock: 0 },
      { function: `${cls}::unlock_shared`, kind: "unlock", lock: 0 },
      { function: `${cls}::try_lock_shared`, kind: "read-trylock", lock: 0, success: 1 },
      { function: `${cls}::try_lock_shared_for`, kind: "read-trylock", lock: 0, success: 1 },
      { function: `${cls}::try_lock_shared_until`, kind: "read-trylock", lock: 0, success: 1 }
    );
  return out2;
}
function cxxGuard(cls, lockKind, tryKind) {
  const name2 = cls.slice(cls.lastIndexOf(":") + 1);
  return [
    { function: `${cls}::${name2}`, kind: lockKind, lock: 1, guard: true },
    { function: `${cls}::lock`, kind: lockKind, onGuard: true },
    { function: `${cls}::unlock`, kind: "unlock", onGuard: true },
    { function: `${cls}::try_lock`, kind: tryKind, onGuard: true, success: 1 },
    { function: `${cls}::try_lock_for`, kind: tryKind, onGuard: true, success: 1 },
    { function: `${cls}::try_lock_until`, kind: tryKind, onGuard: true, success: 1 },
    { function: `${cls}::release`, kind: "guard-release", onGuard: true },
    { function: `${cls}::owns_lock`, kind: "guard-owns", onGuard: true },
    { function: `${cls}::operator bool`, kind: "guard-owns", onGuard: true }
  ];
}
function cxxAtomic(cls) {
  const out2 = [
    { function: `${cls}::load`, kind: "atomic-load", defaultOrder: "seq_cst", object: 0, order: 1 },
    { function: `${cls}::operator T`, kind: "atomic-load", defaultOrder: "seq_cst", object: 0 },
    {
      function: `${cls}::store`,
      kind: "atomic-store",
      defaultOrder: "seq_cst",
      object: 0,
      value: 1,
      order: 2
    },
    { function: `${cls}::operator=`, kind: "atomic-store", defaultOrder: "seq_cst", object: 0, value: 1 },
    {
      function: `${cls}::exchange`,
      kind: "atomic-rmw",
      defaultOrder: "seq_cst",
      object: 0,
      value: 1,
      order: 2,
      rmwOp: "xchg"
    },
    {
      function: `${cls}::compare_exchange_weak`,
      kind: "atomic-cas",
      defaultOrder: "seq_cst",
      object: 0,
      expected: 1,
      value: 2,
      order: 3
    },
    {
      function: `${cls}::compare_exchange_strong`,
      kind: "atomic-cas",
      defaultOrder: "seq_cst",
      object: 0,
      expected: 1,
      value: 2,
      order: 3
    },
    // ++x returns the new value, x++ the old one; the lowering passes 1 as the operand
    {
      function: `${cls}::operator++`,
      kind: "atomic-rmw",
      defaultOrder: "seq_cst",
      object: 0,
      value: 1,
      rmwOp: "+",
      returnsNew: true
    },
    {
      function: `${cls}::operator--`,
      kind: "atomic-rmw",
      defaultOrder: "seq_cst",
      object: 0,
      value: 1,
      rmwOp: "-",
      returnsNew: true
    },
    {
      function: `${cls}::operator++(int)`,
      kind: "atomic-rmw",
      defaultOrder: "seq_cst",
      object: 0,
      value: 1,
      rmwOp: "+"
    },
    {
      function: `${cls}::operator--(int)`,
      kind: "atomic-rmw",
      defaultOrder: "seq_cst",
      object: 0,
      value: 1,
      rmwOp: "-"
    },
    ...ignore([`${cls}::is_lock_free`, `${cls}::wait`, `${cls}::notify_one`, `${cls}::notify_all`])
  ];
  for (const [name2, op] of C11_FETCH_OPS) {
    out2.push({
      function: `${cls}::fetch_${name2}`,
      kind: "atomic-rmw",
      defaultOrder: "seq_cst",
      object: 0,
      value: 1,
      order: 2,
      rmwOp: op
    });
    const sym = op === "+" ? "+=" : op === "-" ? "-=" : `${op}=`;
    out2.push({
      function: `${cls}::operator${sym}`,
      kind: "atomic-rmw",
      defaultOrder: "seq_cst",
      object: 0,
      value: 1,
      rmwOp: op,
      returnsNew: true
    });
  }
  return out2;
}
function cxxCondVar(cls) {
  return [
    { function: `${cls}::wait`, kind: "cond-wait", cond: 0, lock: 1, predicate: 2 },
    { function: `${cls}::wait_for`, kind: "cond-wait", cond: 0, lock: 1, predicate: 3, timed: true },
    { function: `${cls}::wait_until`, kind: "cond-wait", cond: 0, lock: 1, predicate: 3, timed: true },
    { function: `${cls}::notify_one`, kind: "cond-signal", cond: 0 },
    { function: `${cls}::notify_all`, kind: "cond-broadcast", cond: 0 }
  ];
}
var CXX = [
  // threads: the constructor starts the callable with its arguments; the handle is the object
  { function: "std::thread::thread", kind: "spawn", handle: 0, entry: 1, callable: true },
  { function: "std::thread::join", kind: "join", handle: 0, handleRef: true },
  { function: "std::thread::detach", kind: "detach", handle: 0, handleRef: true },
  { function: "std::thread::joinable", kind: "guard-owns", onGuard: true },
  { function: "std::jthread::jthread", kind: "spawn", handle: 0, entry: 1, callable: true, autoJoin: true },
  { function: "std::jthread::join", kind: "join", handle: 0, handleRef: true },
  { function: "std::jthread::detach", kind: "detach", handle: 0, handleRef: true },
  { function: "std::jthread::joinable", kind: "guard-owns", onGuard: true },
  ...ignore(["std::jthread::request_stop", "std::jthread::get_stop_token", "std::jthread::get_id"]),
  ...ignore(["std::thread::get_id", "std::thread::hardware_concurrency"]),
  ...ignore(["std::this_thread::yield", "std::this_thread::get_id", "std::this_thread::sleep_for"]),
  ...ignore(["std::this_thread::sleep_until", "std::stop_token::stop_requested"]),
  // std::async: a thread whose future's get() or wait() joins it (and its destructor too)
  { function: "std::async", kind: "spawn", entry: 0, callable: true, returnsHandle: true, autoJoin: true },
  { function: "std::future::get", kind: "join", handle: 0, handleRef: true },
  { function: "std::future::wait", kind: "join", handle: 0, handleRef: true },
  { function: "std::shared_future::get", kind: "join", handle: 0, handleRef: true },
  { function: "std::shared_future::wait", kind: "join", handle: 0, handleRef: true },
  ...ignore(["std::future::valid"]),
  // mutexes
  ...cxxMutex("std::mutex"),
  ...cxxMutex("std::recursive_mutex", { recursive: true }),
  ...cxxMutex("std::timed_mutex", { timed: true }),
  ...cxxMutex("std::recursive_timed_mutex", { timed: true, recursive: true }),
  ...cxxMutex("std::shared_mutex", { shared: true }),
  ...cxxMutex("std::shared_timed_mutex", { timed: true, shared: true }),
  // RAII guards: the destructor unlocks on every way out of the guard's scope
  { function: "std::lock_guard::lock_guard", kind: "lock", lock: 1, guard: true },
  { function: "std::scoped_lock::scoped_lock", kind: "lock", locks: from(1), guard: true },
  ...cxxGuard("std::unique_lock", "lock", "trylock"),
  ...cxxGuard("std::shared_lock", "read-lock", "read-trylock"),
  { function: "std::lock", kind: "lock", locks: from(0) },
  // condition variables
  ...cxxCondVar("std::condition_variable"),
  ...cxxCondVar("std::condition_variable_any"),
  // atomics
  ...cxxAtomic("std::atomic"),
  ...cxxAtomic("std::atomic_ref"),
  { function: "std::atomic::atomic", kind: "atomic-store", object: 0, value: 1, defaultOrder: "relaxed" },
  { function: "std::atomic_ref::atomic_ref", kind: "bind", object: 1 },
  {
    function: "std::atomic_flag::test_and_set",
    kind: "atomic-rmw",
    defaultOrder: "seq_cst",
    object: 0,
    order: 1,
    rmwOp: "xchg"
  },
  { function: "std::atomic_flag::clear", kind: "atomic-store", defaultOrder: "seq_cst", object: 0, order: 1 },
  { function: "std::atomic_flag::test", kind: "atomic-load", defaultOrder: "seq_cst", object: 0, order: 1 },
  ...ignore(["std::atomic_flag::wait", "std::atomic_flag::notify_one", "std::atomic_flag::notify_all"]),
  { function: "std::atomic_thread_fence", kind: "fence", order: 0 },
  { function: "std::atomic_signal_fence", kind: "fence", order: 0 },
  // once, barriers, latches, semaphores
  { function: "std::call_once", kind: "once", object: 0, entry: 1, callable: true },
  { function: "std::barrier::barrier", kind: "barrier-init", object: 0, count: 1 },
  { function: "std::barrier::arrive_and_wait", kind: "barrier-wait", object: 0 },
  { function: "std::latch::latch", kind: "latch-init", object: 0, count: 1 },
  { function: "std::latch::count_down", kind: "latch-count-down", object: 0 },
  { function: "std::latch::wait", kind: "latch-wait", object: 0 },
  { function: "std::latch::arrive_and_wait", kind: "latch-wait", object: 0, arrive: true },
  { function: "std::counting_semaphore::counting_semaphore", kind: "sem-init", object: 0, count: 1 },
  { function: "std::counting_semaphore::acquire", kind: "sem-wait", object: 0 },
  { function: "std::counting_semaphore::release", kind: "sem-post", object: 0 },
  { function: "std::counting_semaphore::try_acquire", kind: "sem-trywait", object: 0, success: 1 },
  { function: "std::counting_semaphore::try_acquire_for", kind: "sem-trywait", object: 0, success: 1 },
  // smart pointers: a fresh object (heap by allocation site) owned by the returned pointer
  { function: "std::make_unique", kind: "alloc" },
  { function: "std::make_shared", kind: "alloc" },
  // utilities the lowering must see through
  { function: "std::move", kind: "pass", object: 0 },
  { function: "std::forward", kind: "pass", object: 0 },
  { function: "std::ref", kind: "pass", object: 0, byRef: true },
  { function: "std::cref", kind: "pass", object: 0, byRef: true },
  // the standard streams are synchronised: output through them is no data race
  ...ignore(["std::ostream::*", "std::istream::*", "std::endl", "std::flush", "std::ios_base::*"]),
  // element access that reads the container's bookkeeping only (the element is its own place)
  ...ignore(
    w`std::vector::operator[] std::vector::at std::vector::front std::vector::back std::vector::data
      std::vector::begin std::vector::end std::deque::operator[] std::deque::at std::deque::front
      std::deque::back std::array::operator[] std::array::at std::array::front std::array::back
      std::array::data std::array::begin std::array::end std::string::operator[] std::string::at
      std::list::front std::list::back std::list::begin std::list::end std::deque::begin std::deque::end
      std::map::at std::unordered_map::at std::queue::front std::queue::back std::stack::top
      std::priority_queue::top std::deque::data std::forward_list::front std::forward_list::begin
      std::forward_list::end`,
    { reads: [0] }
  ),
  // lookups: a non-const overload on a non-const container, but nothing in the container changes
  ...ignore(
    w`std::map::find std::map::begin std::map::end std::unordered_map::find std::unordered_map::begin
      std::unordered_map::end std::multimap::find std::multimap::begin std::multimap::end
      std::set::find std::set::begin std::set::end std::unordered_set::find std::unordered_set::begin
      std::unordered_set::end`,
    { reads: [0] }
  )
];
var BUILTIN_MODELS = Object.freeze(
  [
    ...PTHREAD,
    ...C11_THREADS,
    ...SEMAPHORES,
    ...OPENMP,
    ...C11_ATOMICS,
    ...GCC_ATOMICS,
    ...SVCOMP,
    ...MEMORY,
    ...STRINGS,
    ...MATH,
    ...GCC_BUILTINS,
    ...STDIO,
    ...TIME,
    ...POSIX,
    ...CXX
  ].map((e) => Object.freeze(e))
);
function isGlobPattern(pattern) {
  return /[*?[]/.test(pattern);
}
function globToRegExp(glob) {
  let re = "";
  for (let i2 = 0; i2 < glob.length; i2++) {
    const c = glob[i2];
    if (c === "*") {
      re += ".*";
    } else if (c === "?") {
      re += ".";
    } else if (c === "[") {
      let j = i2 + 1;
      let negate = false;
      if (glob[j] === "!" || glob[j] === "^") {
        negate = true;
        j++;
      }
      let body2 = "";
      if (glob[j] === "]") {
        body2 += "\\]";
        j++;
      }
      while (j < glob.length && glob[j] !== "]") {
        const ch = glob[j];
        body2 += ch === "\\" || ch === "^" || ch === "[" ? `\\${ch}` : ch;
        j++;
      }
      if (j >= glob.length || body2 === "") {
        re += "\\[";
        continue;
      }
      re += `[${negate ? "^" : ""}${body2}]`;
      i2 = j;
    } else {
      re += c.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
    }
  }
  return new RegExp(`^${re}$`);
}
function compile(entries) {
  const exact = /* @__PURE__ */ new Map();
  const globs = [];
  for (const e of entries) {
    if (isGlobPattern(e.function)) globs.push({ re: globToRegExp(e.function), model: e });
    else if (!exact.has(e.function)) exact.set(e.function, e);
  }
  return { exact, globs };
}
var builtins;
function createModelTable(userModels = []) {
  builtins ??= compile(BUILTIN_MODELS);
  const b = builtins;
  const user = compile(userModels);
  const cache = /* @__PURE__ */ new Map();
  return {
    lookup(name2) {
      const u = user.exact.get(name2);
      if (u) return u;
      const hit = cache.get(name2);
      if (hit !== void 0) return hit ?? void 0;
      let found = user.globs.find((g) => g.re.test(name2))?.model;
      found ??= b.exact.get(name2);
      found ??= b.globs.find((g) => g.re.test(name2))?.model;
      cache.set(name2, found ?? null);
      return found;
    }
  };
}

// src/util/diagnostics.ts
var DiagnosticBag = class {
  items = [];
  add(d) {
    this.items.push(d);
  }
  error(code, message, where) {
    this.add({ severity: "error", code, message, ...where });
  }
  warning(code, message, where) {
    this.add({ severity: "warning", code, message, ...where });
  }
  note(code, message, where) {
    this.add({ severity: "note", code, message, ...where });
  }
};
var UsageError = class extends Error {
  name = "UsageError";
};

// src/util/paths.ts
import { existsSync as existsSync2, readFileSync as readFileSync2 } from "node:fs";
import { dirname as dirname2, join as join2, relative, resolve as resolve2, sep } from "node:path";
function repositoryRoot(cwd) {
  for (let dir = cwd; ; dir = dirname2(dir)) {
    if (existsSync2(join2(dir, ".git"))) return dir;
    if (dirname2(dir) === dir) return cwd;
  }
}
function displayPath(root, file) {
  const rel = relative(root, file);
  if (rel.startsWith("..") || rel === "") return file.split(sep).join("/");
  return rel.split(sep).join("/");
}
function sourceLines(root) {
  const cache = /* @__PURE__ */ new Map();
  return (file) => {
    if (!cache.has(file)) {
      let lines;
      try {
        lines = readFileSync2(resolve2(root, file), "utf8").split(/\r?\n/);
      } catch {
        lines = void 0;
      }
      cache.set(file, lines);
    }
    return cache.get(file);
  };
}

// src/frontend/link.ts
function link(units, records, diags, display = (f) => f) {
  const functions = /* @__PURE__ */ new Map();
  const globals = /* @__PURE__ */ new Map();
  const skipped = [];
  for (const { lowered } of units) {
    for (const f of lowered.functions) {
      const prior = functions.get(f.id);
      if (prior) {
        if (prior.file !== f.file || prior.range.line !== f.range.line) {
          diags.warning(
            "duplicate-definition",
            `'${f.name}' is defined more than once; the definition at ${display(prior.file)}:${prior.range.line} is used`,
            {
              file: f.file,
              line: f.range.line,
              column: f.range.column
            }
          );
        }
        continue;
      }
      functions.set(f.id, f);
    }
    for (const g of lowered.globals) {
      const prior = globals.get(g.id);
      if (!prior || prior.externOnly && !g.externOnly || !prior.init && g.init && !g.externOnly)
        globals.set(g.id, prior ? { ...prior, ...g } : g);
    }
    skipped.push(...lowered.skipped);
  }
  const undefinedFunctions = /* @__PURE__ */ new Set();
  const visit = (e) => {
    if (e?.k === "fn" && !functions.has(e.id)) undefinedFunctions.add(e.id);
  };
  for (const f of functions.values()) {
    for (const b of f.blocks) for (const i2 of b.instrs) if (i2.op === "call" && !i2.model) visit(i2.callee);
  }
  return { units: units.map((u) => u.info), functions, globals, records, skipped, undefinedFunctions };
}

// src/frontend/parse/shim.ts
var IDENT = /[A-Za-z_$0-9]/;
function endsOperand(prev) {
  return prev === ")" || prev === "]" || /^[A-Za-z_$0-9'"]/.test(prev[0] ?? "") || prev === "++" || prev === "--";
}
var KEYWORDS_BEFORE_OPERAND = /* @__PURE__ */ new Set(["return", "case", "sizeof", "goto"]);
var COMPUTED_GOTO = "_Cg_:";
var NOT_DECLARATOR = /* @__PURE__ */ new Set([
  "else",
  "do",
  "return",
  "goto",
  "case",
  "default",
  "sizeof",
  "struct",
  "union",
  "enum"
]);
var ASM = /* @__PURE__ */ new Set(["asm", "__asm", "__asm__"]);
var ATTRIBUTE = /* @__PURE__ */ new Set(["__attribute__", "__attribute"]);
var KEYWORDS = {
  __signed__: "signed",
  __signed: "signed",
  __volatile__: "volatile",
  __volatile: "volatile",
  __const__: "const",
  __const: "const",
  __builtin_offsetof: "offsetof",
  __float128: "double",
  _Float128: "double",
  _Float64x: "double",
  _Float64: "double",
  _Float32x: "double",
  _Float32: "float",
  _Float16: "float",
  __bf16: "float",
  __seg_fs: "",
  __seg_gs: "",
  _Complex: "",
  __complex__: ""
};
var TYPEOF = /* @__PURE__ */ new Set(["typeof", "__typeof__", "__typeof", "typeof_unqual", "__typeof_unqual__"]);
var PLAIN_TYPE = /^\(\s*[A-Za-z_][\w\s*]*\)$/;
function applyGnuShim(text) {
  if (!/_Thread_local|\.\.\.|&&|goto|_Atomic\s*\(|typeof|asm|attribute|__|_Float|_Complex/.test(text))
    return text;
  const out2 = new Edits(text);
  let prev = "";
  let prevFrom = 0;
  let prevTo = 0;
  const previous = () => {
    if (prev === null) prev = text.slice(prevFrom, prevTo);
    return prev;
  };
  let lineStart = true;
  let i2 = 0;
  const n = text.length;
  while (i2 < n) {
    const code = text.charCodeAt(i2);
    if (code === 32 || code === 9 || code === 13) {
      i2++;
      continue;
    }
    const c = text[i2];
    if (c === '"' || c === "'") {
      const start2 = i2;
      i2++;
      while (i2 < n && text[i2] !== c && text[i2] !== "\n") i2 += text[i2] === "\\" ? 2 : 1;
      i2++;
      prev = text.slice(start2, Math.min(i2, start2 + 2));
      continue;
    }
    if (c === " " || c === "	" || c === "\n" || c === "\r" || c === "\f" || c === "\v") {
      if (c === "\n") lineStart = true;
      i2++;
      continue;
    }
    const wasLineStart = lineStart;
    lineStart = false;
    if (c === "#" && wasLineStart) {
      const eol = text.indexOf("\n", i2);
      i2 = eol < 0 ? n : eol;
      lineStart = true;
      prev = "";
      continue;
    }
    if (isIdentChar(code)) {
      let j = i2 + 1;
      while (j < n && isIdentChar(text.charCodeAt(j))) j++;
      if (!mayRewrite(code)) {
        prev = null;
        prevFrom = i2;
        prevTo = j;
        i2 = j;
        continue;
      }
      const word = text.slice(i2, j);
      if (word === "_Thread_local") {
        replace(out2, i2, "__thread     ");
      } else if (word === "_Atomic") {
        let k = j;
        while (k < n && (text[k] === " " || text[k] === "	")) k++;
        if (text[k] === "(") {
          const close = matchParen(text, k);
          if (close > 0) {
            out2.set(k, " ");
            out2.set(close, " ");
          }
        }
      } else if (TYPEOF.has(word)) {
        let k = j;
        while (k < n && /\s/.test(text[k])) k++;
        const close = text[k] === "(" ? matchParen(text, k) : -1;
        if (close > 0 && !PLAIN_TYPE.test(text.slice(k, close + 1))) {
          out2.set(k + 1, "_");
          out2.blank(k + 2, close);
          prev = ")";
          i2 = close + 1;
          continue;
        }
      } else if (Object.hasOwn(KEYWORDS, word)) {
        replace(out2, i2, KEYWORDS[word].padEnd(word.length, " "));
        if (KEYWORDS[word] === "offsetof") simplifyOffsetof(text, out2, j);
      } else if (word === "offsetof") {
        simplifyOffsetof(text, out2, j);
      } else if (ATTRIBUTE.has(word) || ASM.has(word) && isDeclaratorName(previous())) {
        let k = j;
        while (k < n && /\s/.test(text[k])) k++;
        const close = text[k] === "(" ? matchParen(text, k) : -1;
        const operand2 = close > 0 ? text.slice(k, close + 1) : "";
        const blank = ATTRIBUTE.has(word) ? !operand2.includes("noreturn") || isDeclaratorName(previous()) : /^\(\s*("([^"\\\n]|\\.)*"\s*)+\)$/.test(operand2);
        if (close > 0 && blank) {
          out2.blank(i2, close + 1);
          i2 = close + 1;
          continue;
        }
      } else if (word === "goto") {
        let k = j;
        while (k < n && /\s/.test(text[k])) k++;
        if (text[k] === "*") {
          replace(out2, i2, COMPUTED_GOTO.padEnd(k + 1 - i2, " "));
          for (let q = i2 + COMPUTED_GOTO.length; q <= k; q++) if (text.charCodeAt(q) !== 10) out2.set(q, " ");
          prev = ":";
          i2 = k + 1;
          continue;
        }
      }
      prev = word;
      i2 = j;
      continue;
    }
    if (c === "." && text.startsWith("...", i2)) {
      if (inCaseLabel(text, i2)) replace(out2, i2, "?: ");
      prev = "...";
      i2 += 3;
      continue;
    }
    if (c === "&" && text[i2 + 1] === "&") {
      const after = text.slice(i2 + 2, i2 + 3);
      if (!endsOperand(previous()) || KEYWORDS_BEFORE_OPERAND.has(previous())) {
        if (IDENT.test(after) && !/[0-9]/.test(after)) out2.set(i2, " ");
      }
      prev = "&&";
      i2 += 2;
      continue;
    }
    prev = c;
    i2++;
  }
  return out2.apply();
}
function replace(out2, at, text) {
  for (let k = 0; k < text.length; k++) out2.set(at + k, text[k]);
}
function mayRewrite(first) {
  return first === 95 || first === 116 || first === 111 || first === 97 || first === 103;
}
function isIdentChar(code) {
  return code >= 97 && code <= 122 || code >= 65 && code <= 90 || code >= 48 && code <= 57 || code === 95 || code === 36;
}
var Edits = class {
  constructor(text) {
    this.text = text;
  }
  text;
  at = [];
  ch = [];
  set(pos, c) {
    this.at.push(pos);
    this.ch.push(c);
  }
  /** Spaces over [from, to), newlines kept. */
  blank(from2, to) {
    for (let q = from2; q < to; q++) if (this.text.charCodeAt(q) !== 10) this.set(q, " ");
  }
  apply() {
    if (this.at.length === 0) return this.text;
    const order = [...this.at.keys()].sort((a, b) => this.at[a] - this.at[b] || a - b);
    const parts2 = [];
    let last = 0;
    for (const k of order) {
      const pos = this.at[k];
      if (pos < last) {
        parts2[parts2.length - 1] = this.ch[k];
        continue;
      }
      parts2.push(this.text.slice(last, pos), this.ch[k]);
      last = pos + 1;
    }
    parts2.push(this.text.slice(last));
    return parts2.join("");
  }
};
function matchParen(text, open) {
  let depth = 0;
  for (let k = open; k < text.length && k < open + 4096; k++) {
    const c = text[k];
    if (c === '"' || c === "'") {
      for (k++; k < text.length && text[k] !== c && text[k] !== "\n"; k++) if (text[k] === "\\") k++;
      continue;
    }
    if (text[k] === "(") depth++;
    else if (text[k] === ")" && --depth === 0) return k;
    else if (text[k] === ";" || text[k] === "{") return -1;
  }
  return -1;
}
function inCaseLabel(text, at) {
  const from2 = Math.max(0, at - 200);
  const before = text.slice(from2, at);
  const m = /\bcase\b[^:;{}]*$/.exec(before);
  return m !== null;
}
function isDeclaratorName(prev) {
  if (prev === "]") return true;
  return /^[A-Za-z_$][A-Za-z_$0-9]*$/.test(prev) && !NOT_DECLARATOR.has(prev) && !ASM.has(prev) && !ATTRIBUTE.has(prev);
}
function simplifyOffsetof(text, out2, from2) {
  let k = from2;
  while (k < text.length && /\s/.test(text[k])) k++;
  if (text[k] !== "(") return;
  const close = matchParen(text, k);
  if (close < 0) return;
  let depth = 0;
  let comma = -1;
  for (let q = k + 1; q < close; q++) {
    const c = text[q];
    if (c === "(" || c === "[") depth++;
    else if (c === ")" || c === "]") depth--;
    else if (c === "," && depth === 0) comma = q;
  }
  if (comma < 0) return;
  const m = /^\s*[A-Za-z_$][\w$]*/.exec(text.slice(comma + 1, close));
  if (!m) return;
  out2.blank(comma + 1 + m[0].length, close);
}

// src/frontend/lower/ctypes.ts
var T = {
  void: { k: "void" },
  int: { k: "int", name: "int", bytes: 4, signed: true },
  uint: { k: "int", name: "unsigned int", bytes: 4, signed: false },
  long: { k: "int", name: "long", bytes: 8, signed: true },
  ulong: { k: "int", name: "unsigned long", bytes: 8, signed: false },
  char: { k: "int", name: "char", bytes: 1, signed: true },
  bool: { k: "int", name: "_Bool", bytes: 1, signed: false },
  double: { k: "float", name: "double", bytes: 8 },
  unknown: { k: "unknown" }
};
var ptrTo = (to) => ({ k: "ptr", to });
var PRIMITIVES = {
  void: T.void,
  char: T.char,
  bool: T.bool,
  _Bool: T.bool,
  short: { k: "int", name: "short", bytes: 2, signed: true },
  int: T.int,
  long: T.long,
  float: { k: "float", name: "float", bytes: 4 },
  double: T.double,
  size_t: T.ulong,
  ssize_t: T.long,
  ptrdiff_t: T.long,
  intptr_t: T.long,
  uintptr_t: T.ulong,
  int8_t: { k: "int", name: "int8_t", bytes: 1, signed: true },
  int16_t: { k: "int", name: "int16_t", bytes: 2, signed: true },
  int32_t: { k: "int", name: "int32_t", bytes: 4, signed: true },
  int64_t: { k: "int", name: "int64_t", bytes: 8, signed: true },
  uint8_t: { k: "int", name: "uint8_t", bytes: 1, signed: false },
  uint16_t: { k: "int", name: "uint16_t", bytes: 2, signed: false },
  uint32_t: { k: "int", name: "uint32_t", bytes: 4, signed: false },
  uint64_t: { k: "int", name: "uint64_t", bytes: 8, signed: false },
  char8_t: { k: "int", name: "char8_t", bytes: 1, signed: false },
  char16_t: { k: "int", name: "char16_t", bytes: 2, signed: false },
  char32_t: { k: "int", name: "char32_t", bytes: 4, signed: false },
  nullptr_t: ptrTo(T.void),
  max_align_t: { k: "float", name: "long double", bytes: 16 },
  __int128: { k: "int", name: "__int128", bytes: 16, signed: true }
};
function sizedType(words) {
  const unsigned = words.includes("unsigned");
  const longs = words.filter((w2) => w2 === "long").length;
  if (words.includes("double"))
    return { k: "float", name: longs ? "long double" : "double", bytes: longs ? 16 : 8 };
  if (words.includes("char"))
    return { k: "int", name: unsigned ? "unsigned char" : "char", bytes: 1, signed: !unsigned };
  if (words.includes("short"))
    return { k: "int", name: unsigned ? "unsigned short" : "short", bytes: 2, signed: !unsigned };
  if (words.includes("__int128")) return { k: "int", name: "__int128", bytes: 16, signed: !unsigned };
  if (longs > 0) {
    const name2 = `${unsigned ? "unsigned " : ""}${longs > 1 ? "long long" : "long"}`;
    return { k: "int", name: name2, bytes: 8, signed: !unsigned };
  }
  return unsigned ? T.uint : T.int;
}
function primitiveType(name2) {
  return PRIMITIVES[name2] ?? { k: "named", name: name2 };
}
function withQualifiers(t, quals) {
  let out2 = t;
  for (const q of quals) {
    if (q === "_Atomic") out2 = { ...out2, atomic: true };
    else if (q === "volatile") out2 = { ...out2, volatile: true };
    else if (q === "const" || q === "constexpr") out2 = { ...out2, const: true };
  }
  return out2;
}
function qualifiersOf(node) {
  const out2 = [];
  for (const c of node.namedChildren) if (c && c.type === "type_qualifier") out2.push(c.text.trim());
  return out2;
}
function isIntegral(t) {
  return t.k === "int";
}
function pointee(t) {
  if (t.k === "ptr") return t.to;
  if (t.k === "array") return t.of;
  if (t.k === "func") return t;
  return T.unknown;
}
function sizeOf(t, records, depth = 0) {
  if (depth > 50) return void 0;
  switch (t.k) {
    case "void":
      return 1;
    case "int":
    case "float":
      return t.bytes;
    case "ptr":
    case "func":
      return 8;
    case "array": {
      const e = sizeOf(t.of, records, depth + 1);
      return e === void 0 || t.length === void 0 ? void 0 : e * t.length;
    }
    case "record": {
      const def = records.get(t.key);
      if (!def) return void 0;
      let size = 0;
      let align = 1;
      let lastVia;
      for (const f of def.fields) {
        if (f.via !== void 0 && f.via === lastVia) continue;
        lastVia = f.via;
        const memberType = f.via !== void 0 ? { k: "record", key: f.via, union: !!records.get(f.via)?.union } : f.type;
        const fs2 = sizeOf(memberType, records, depth + 1);
        const fa = alignOf(memberType, records, depth + 1);
        if (fs2 === void 0 || fa === void 0) return void 0;
        align = Math.max(align, fa);
        if (def.union) size = Math.max(size, fs2);
        else size = Math.ceil(size / fa) * fa + fs2;
      }
      return Math.ceil(size / align) * align;
    }
    default:
      return void 0;
  }
}
function alignOf(t, records, depth = 0) {
  if (depth > 50) return void 0;
  switch (t.k) {
    case "array":
      return alignOf(t.of, records, depth + 1);
    case "record": {
      const def = records.get(t.key);
      if (!def) return void 0;
      let a = 1;
      for (const f of def.fields) a = Math.max(a, alignOf(f.type, records, depth + 1) ?? 1);
      return a;
    }
    default:
      return sizeOf(t, records, depth + 1);
  }
}
function typeToString(t) {
  const q = `${t.atomic ? "_Atomic " : ""}${t.const ? "const " : ""}${t.volatile ? "volatile " : ""}`;
  switch (t.k) {
    case "void":
      return `${q}void`;
    case "int":
    case "float":
      return `${q}${t.name}`;
    case "ptr":
      return `${typeToString(t.to)}*${q ? ` ${q.trim()}` : ""}`;
    case "array": {
      let dims = "";
      let e = t;
      while (e.k === "array") {
        dims += `[${e.length ?? ""}]`;
        e = e.of;
      }
      return `${typeToString(e)}${dims}`;
    }
    case "record":
      return `${q}${t.union ? "union" : "struct"} ${t.key}`;
    case "func":
      return `${typeToString(t.ret)}(${t.params.map(typeToString).join(", ")}${t.variadic ? ", ..." : ""})`;
    case "named":
      return `${q}${t.name}`;
    case "unknown":
      return `${q}?`;
  }
}

// src/frontend/lower/scope.ts
var Scope = class {
  constructor(parent) {
    this.parent = parent;
  }
  parent;
  names = /* @__PURE__ */ new Map();
  tags = /* @__PURE__ */ new Map();
  /**
   * C++: asked when this scope itself has no such name (class members, captures, names of the
   * enclosing namespaces and of `using` directives), before the scopes further out.
   */
  hook;
  lookup(name2) {
    for (let s = this; s; s = s.parent) {
      const b = s.names.get(name2);
      if (b) return b;
      if (s.hook) {
        const h = s.hook(name2);
        if (h) return h;
      }
    }
    return void 0;
  }
  lookupTag(name2) {
    for (let s = this; s; s = s.parent) {
      const b = s.tags.get(name2);
      if (b) return b;
    }
    return void 0;
  }
};

// src/frontend/lower/cpp/context.ts
function createCppUnit() {
  return {
    classes: /* @__PURE__ */ new Map(),
    overloads: /* @__PURE__ */ new Map(),
    templates: /* @__PURE__ */ new Map(),
    classUses: /* @__PURE__ */ new Map(),
    deferred: [],
    extra: [],
    globalCtors: [],
    defined: /* @__PURE__ */ new Set(),
    counter: 0
  };
}
function cppUnit(cx) {
  let u = cx.cppUnit;
  if (!u) {
    u = createCppUnit();
    cx.cppUnit = u;
  }
  return u;
}
function cppFn(fl) {
  const f = fl;
  if (!f.cppState) {
    f.cppState = {
      scopes: [],
      depth: 0,
      breakScopes: [],
      continueScopes: [],
      guards: /* @__PURE__ */ new Map(),
      tries: [],
      labels: /* @__PURE__ */ new Map(),
      lambdas: 0,
      prefix: []
    };
  }
  return f.cppState;
}
function hasCppFn(fl) {
  return fl.cppState;
}
var GENUINE_TIMEOUT = "__VERIFIER_nondet_timeout";
var GENUINE_EXCEPTION = "__VERIFIER_nondet_exception";
function refTo(t) {
  return { k: "ptr", to: t, ref: true };
}
function isRef(t) {
  return t.k === "ptr" && t.ref === true;
}
function stripRef(t) {
  return isRef(t) ? t.to : t;
}
function targsOf(t) {
  return t.targs;
}
function withTargs(t, targs) {
  return Object.assign({ ...t }, { targs });
}
function classKeyOf(t) {
  const s = stripRef(t);
  return s.k === "record" ? s.key : void 0;
}
function normalizeName(text) {
  return text.replace(/\s+/g, "").replace(/^::/, "");
}
function stripTemplateArgs(name2) {
  let out2 = "";
  let depth = 0;
  for (const c of name2) {
    if (c === "<") depth++;
    else if (c === ">") depth--;
    else if (depth === 0) out2 += c;
  }
  return out2;
}
function lookupPrefixes(prefix) {
  return [...prefix].reverse();
}
function namespaceScope(cx, prefix, usings) {
  const s = new Scope(cx.fileScope);
  const prefixes = lookupPrefixes(prefix);
  s.hook = (name2) => {
    const n = name2.startsWith("::") ? name2.slice(2) : name2;
    for (const p of prefixes) {
      const b = cx.fileScope.names.get(`${p}::${n}`);
      if (b) return b;
    }
    for (const u of [...usings, ...globalUsings(cx)]) {
      const b = cx.fileScope.names.get(`${u}::${n}`);
      if (b) return b;
    }
    if (n.includes("::")) {
      const b = cx.fileScope.names.get(n);
      if (b) return b;
      if (n.startsWith("std::")) return lookupQualifiedRest(cx, n.slice(5));
    }
    return void 0;
  };
  return s;
}
function lookupQualifiedRest(cx, rest) {
  if (rest.includes("::")) return void 0;
  return cx.fileScope.names.get(rest);
}
function globalUsings(cx) {
  const c = cx;
  if (!c.cppUsings) c.cppUsings = [];
  return c.cppUsings;
}
function classOfType(cx, t) {
  const key = classKeyOf(t);
  return key ? cppUnit(cx).classes.get(key) : void 0;
}
function findMethod(cx, cls, name2, arity2, seen = /* @__PURE__ */ new Set()) {
  if (seen.has(cls.key)) return void 0;
  seen.add(cls.key);
  const list = cls.methods.get(name2);
  if (list && list.length > 0) {
    const exact = arity2 === void 0 ? void 0 : list.find((m) => m.params.length === arity2);
    return { cls, method: exact ?? list[0] };
  }
  for (const b of cls.bases) {
    const bc = cppUnit(cx).classes.get(b);
    if (bc) {
      const hit = findMethod(cx, bc, name2, arity2, seen);
      if (hit) return hit;
    }
  }
  return void 0;
}
function derivedClasses(cx, key) {
  const out2 = [];
  const seen = /* @__PURE__ */ new Set([key]);
  let frontier = [key];
  while (frontier.length) {
    const next = [];
    for (const c of cppUnit(cx).classes.values()) {
      if (seen.has(c.key) || !c.bases.some((b) => frontier.includes(b))) continue;
      seen.add(c.key);
      out2.push(c);
      next.push(c.key);
    }
    frontier = next;
  }
  return out2;
}
function classChain(cx, cls) {
  const out2 = [];
  const seen = /* @__PURE__ */ new Set();
  const walk = (c) => {
    if (seen.has(c.key)) return;
    seen.add(c.key);
    out2.push(c);
    for (const b of c.bases) {
      const bc = cppUnit(cx).classes.get(b);
      if (bc) walk(bc);
    }
  };
  walk(cls);
  return out2;
}
function fieldType(cx, key, field) {
  return cx.records.get(key)?.fields.find((f) => f.name === field)?.type;
}

// src/frontend/lower/cpp/types.ts
function prefixOf(scope) {
  for (let s = scope; s; s = s.parent) {
    const p = s.cppPrefix;
    if (p) return p;
    if (s.cppLocal) return void 0;
  }
  return [];
}
function setPrefix(scope, prefix) {
  scope.cppPrefix = prefix;
  return scope;
}
function markLocal(scope) {
  scope.cppLocal = true;
  return scope;
}
function qualify(prefix, name2) {
  const p = prefix && prefix.length > 0 ? prefix[prefix.length - 1] : void 0;
  return p ? `${p}::${name2}` : name2;
}
function qualifiedDeclName(node) {
  return node.text.replace(/\s+/g, " ").replace(/\s*(::|<|>|,|\(|\)|\[|\]|~)\s*/g, "$1").replace(/^::/, "").replace(/operator ([^A-Za-z_])/g, "operator$1");
}
function declareName(cx, scope, name2, binding) {
  const prefix = prefixOf(scope);
  if (prefix === void 0) {
    scope.names.set(name2, binding);
    return name2;
  }
  const q = qualify(prefix, name2);
  cx.fileScope.names.set(q, binding);
  return q;
}
function registerEnumConstant(cx, scope, enumNode, name2, value) {
  const scoped = /^enum\s+(class|struct)\b/.test(enumNode.text);
  const enumName = enumNode.childForFieldName("name")?.text;
  const binding = { k: "const", value, type: T.int };
  if (!scoped) declareName(cx, scope, name2, binding);
  if (enumName) declareName(cx, scope, `${enumName}::${name2}`, binding);
}
function templateArgs(cx, scope, list) {
  const out2 = [];
  for (const a of list?.namedChildren ?? []) {
    if (a.type === "type_descriptor") {
      const t = a.childForFieldName("type");
      out2.push(t ? typeOfDescriptor(cx, scope, a) : T.unknown);
    }
  }
  return out2;
}
function typeOfDescriptor(cx, scope, n) {
  return typeDescriptor(cx, scope, n);
}
function lookupTypeName(scope, name2) {
  const b = scope.lookup(name2);
  return b?.k === "typedef" ? b.type : void 0;
}
function cppSpecifierType(cx, scope, node) {
  switch (node.type) {
    case "class_specifier":
    case "struct_specifier":
    case "union_specifier": {
      if (node.childForFieldName("body")) return defineClass(cx, scope, node);
      const nameNode = node.childForFieldName("name");
      if (!nameNode) return T.unknown;
      const name2 = stripTemplateArgs(normalizeName(nameNode.text));
      const t = lookupTypeName(scope, name2);
      if (t) return t;
      const key = qualify(prefixOf(scope), name2);
      declareName(cx, scope, name2, { k: "typedef", type: { k: "record", key, union: false } });
      return { k: "record", key, union: node.type === "union_specifier" };
    }
    case "enum_specifier": {
      const nameNode = node.childForFieldName("name");
      if (nameNode) {
        const name2 = normalizeName(nameNode.text);
        if (!lookupTypeName(scope, name2)) declareName(cx, scope, name2, { k: "typedef", type: T.int });
      }
      return void 0;
    }
    case "qualified_identifier":
    case "template_type":
    case "type_identifier": {
      const { path: path3, args: args2 } = typeNamePath(cx, scope, node);
      const t = lookupTypeName(scope, path3);
      if (t) {
        if (args2 && t.k === "record") {
          const uses = cppUnit(cx).classUses;
          const list = uses.get(t.key) ?? [];
          if (list.length < 16) list.push(args2);
          uses.set(t.key, list);
          return withTargs(t, args2);
        }
        return t;
      }
      if (node.type === "type_identifier") return void 0;
      const rec = { k: "record", key: path3, union: false };
      return args2 ? withTargs(rec, args2) : rec;
    }
    case "placeholder_type_specifier":
    case "decltype":
    case "dependent_type":
    case "auto":
      return T.unknown;
    default:
      return void 0;
  }
}
function typeNamePath(cx, scope, node) {
  if (node.type === "template_type") {
    const name2 = node.childForFieldName("name");
    return {
      path: normalizeName(name2?.text ?? node.text),
      args: templateArgs(cx, scope, node.childForFieldName("arguments"))
    };
  }
  if (node.type === "qualified_identifier") {
    const scopeNode = node.childForFieldName("scope");
    const nameNode = node.childForFieldName("name");
    const head = scopeNode ? stripTemplateArgs(normalizeName(scopeNode.text)) : "";
    if (nameNode && (nameNode.type === "template_type" || nameNode.type === "qualified_identifier")) {
      const inner = typeNamePath(cx, scope, nameNode);
      return {
        path: head ? `${head}::${inner.path}` : inner.path,
        ...inner.args ? { args: inner.args } : {}
      };
    }
    return { path: stripTemplateArgs(normalizeName(node.text)) };
  }
  return { path: normalizeName(node.text) };
}

// src/frontend/lower/unit-context.ts
function rangeOf(cx, node) {
  let r = node.range;
  if (!r) {
    r = computeRange(cx, node);
    node.range = r;
  }
  return r;
}
function computeRange(cx, node) {
  const start2 = cx.locate(node.startIndex);
  const end = cx.locate(Math.max(node.startIndex, node.endIndex - 1));
  const sameFile = end.file === start2.file && end.line >= start2.line;
  const r = {
    file: start2.file,
    line: start2.line,
    column: start2.column,
    endLine: sameFile ? end.line : start2.line,
    endColumn: sameFile ? end.column + 1 : start2.column + 1
  };
  if (start2.spelling) r.spelling = start2.spelling;
  return r;
}
function createUnitContext(init2) {
  return { ...init2, fileScope: new Scope(), globals: /* @__PURE__ */ new Map(), anon: 0 };
}

// src/frontend/lower/decl.ts
function declSpecifiers(cx, scope, node) {
  const storage = /* @__PURE__ */ new Set();
  let noreturn = false;
  for (const c of node.children) {
    if (!c) continue;
    if (c.type === "storage_class_specifier") storage.add(c.text);
    else if (c.type === "type_qualifier" && (c.text === "_Noreturn" || c.text === "noreturn"))
      noreturn = true;
    else if ((c.type === "attribute_specifier" || c.type === "attribute_declaration") && /noreturn/.test(c.text))
      noreturn = true;
  }
  const typeNode = node.childForFieldName("type");
  const base2 = typeNode ? specifierType(cx, scope, typeNode) : T.int;
  return { type: withQualifiers(base2, qualifiersOf(node)), storage, noreturn };
}
function specifierType(cx, scope, node) {
  if (cx.lang === "c++") {
    const t = cppSpecifierType(cx, scope, node);
    if (t) return t;
  }
  switch (node.type) {
    case "primitive_type":
      return primitiveType(node.text);
    case "sized_type_specifier": {
      const words = node.text.split(/\s+/);
      const inner = node.childForFieldName("type");
      if (inner && inner.type === "type_identifier") return primitiveType(inner.text);
      return sizedType(words);
    }
    case "type_identifier": {
      const b = scope.lookup(node.text);
      if (b?.k === "typedef") return b.type;
      return primitiveType(node.text);
    }
    case "struct_specifier":
    case "union_specifier":
      return recordType(cx, scope, node, node.type === "union_specifier");
    case "enum_specifier":
      defineEnum(cx, scope, node);
      return T.int;
    case "macro_type_specifier": {
      const operand2 = node.childForFieldName("type");
      const name2 = operand2?.namedChildCount === 1 ? operand2.namedChildren[0] : void 0;
      if (name2?.type === "type_identifier") {
        const b = scope.lookup(name2.text);
        if (b && b.k !== "const") return b.type;
      } else if (operand2) return typeDescriptor(cx, scope, operand2);
      return T.unknown;
    }
    default:
      if (node.text === "auto" || node.type === "placeholder_type_specifier") return T.unknown;
      return { k: "named", name: node.text };
  }
}
function recordType(cx, scope, node, union, typedefName) {
  const nameNode = node.childForFieldName("name");
  const body2 = node.childForFieldName("body");
  const tag = nameNode?.text;
  if (!body2) {
    if (tag) {
      const b = scope.lookupTag(tag);
      if (b?.k === "record") return { k: "record", key: b.key, union: b.union };
      return { k: "record", key: tag, union };
    }
    return T.unknown;
  }
  const r = rangeOf(cx, node);
  const key = tag ?? typedefName ?? `anon@${baseName(r.file)}:${r.line}:${r.column}`;
  if (tag) scope.tags.set(tag, { k: "record", key, union });
  const fields = [];
  let reportedMembers = false;
  for (const fd of body2.namedChildren) {
    if (fd.type === "function_definition" && !reportedMembers) {
      reportedMembers = true;
      const at = rangeOf(cx, fd);
      cx.diags.note(
        "unsupported-construct",
        `member functions of '${key}' are not lowered yet (C++ support is a later issue)`,
        {
          file: at.file,
          line: at.line,
          column: at.column
        }
      );
    }
    if (fd.type !== "field_declaration") continue;
    const spec = declSpecifiers(cx, scope, fd);
    const decls = fd.childrenForFieldName("declarator").filter((d) => d !== null);
    if (decls.length === 0) {
      if (spec.type.k === "record") {
        const inner = cx.records.get(spec.type.key);
        const via = spec.type.key;
        if (inner) fields.push(...inner.fields.map((f) => ({ ...f, via })));
      }
      continue;
    }
    for (const d of decls) {
      const info2 = declarator(cx, scope, d, spec.type);
      if (info2.name) fields.push({ name: info2.name, type: info2.type });
    }
  }
  const def = { key, union, fields, range: r };
  if (tag) def.tag = tag;
  if (!cx.records.has(key) || cx.records.get(key).fields.length === 0) cx.records.set(key, def);
  return { k: "record", key, union };
}
function typedefRecordName(node) {
  const t = node.childForFieldName("type");
  if (!t || t.type !== "struct_specifier" && t.type !== "union_specifier") return void 0;
  if (t.childForFieldName("name") || !t.childForFieldName("body")) return void 0;
  const d = node.childForFieldName("declarator");
  return d && d.type === "type_identifier" ? d.text : void 0;
}
function typedefSpecifier(cx, scope, node) {
  const name2 = typedefRecordName(node);
  const t = node.childForFieldName("type");
  const base2 = name2 ? recordType(cx, scope, t, t.type === "union_specifier", name2) : specifierType(cx, scope, t);
  return withQualifiers(base2, qualifiersOf(node));
}
function defineEnum(cx, scope, node) {
  const name2 = node.childForFieldName("name");
  const body2 = node.childForFieldName("body");
  if (name2) scope.tags.set(name2.text, { k: "enum" });
  if (!body2) return;
  let next = 0;
  for (const e of body2.namedChildren) {
    if (e?.type !== "enumerator") continue;
    const n = e.childForFieldName("name");
    const v = e.childForFieldName("value");
    if (v) next = evalConst(cx, scope, v) ?? next;
    if (n) {
      if (cx.lang === "c++") registerEnumConstant(cx, scope, node, n.text, next);
      else scope.names.set(n.text, { k: "const", value: next, type: T.int });
    }
    next++;
  }
}
function declarator(cx, scope, node, base2) {
  let type = base2;
  let cur = node;
  let params;
  let variadic;
  for (let guard = 0; cur && guard < 200; guard++) {
    switch (cur.type) {
      case "identifier":
      case "field_identifier":
      case "type_identifier":
      case "primitive_type":
        return { name: cur.text, nameNode: cur, type, params, variadic };
      case "qualified_identifier":
      case "destructor_name":
      case "operator_name":
      case "template_function":
      case "operator_cast":
        return { name: qualifiedDeclName(cur), nameNode: cur, type, params, variadic };
      case "reference_declarator":
      case "abstract_reference_declarator":
        type = refTo(type);
        cur = cur.childForFieldName("declarator") ?? cur.namedChildren.find((c) => c.isNamed) ?? null;
        continue;
      case "variadic_declarator":
        variadic = true;
        cur = cur.namedChildren[0] ?? null;
        continue;
      case "structured_binding_declarator":
        return { type, params, variadic };
      case "init_declarator":
      case "attributed_declarator":
      case "parenthesized_declarator":
      case "abstract_parenthesized_declarator":
        cur = cur.childForFieldName("declarator") ?? cur.namedChildren.find((c) => c && !c.type.startsWith("attribute")) ?? null;
        continue;
      case "pointer_declarator":
      case "abstract_pointer_declarator":
        type = withQualifiers(ptrTo(type), qualifiersOf(cur));
        cur = cur.childForFieldName("declarator");
        continue;
      case "array_declarator":
      case "abstract_array_declarator": {
        const size = cur.childForFieldName("size");
        const length = size ? evalConst(cx, scope, size) : void 0;
        type = length === void 0 ? { k: "array", of: type } : { k: "array", of: type, length };
        cur = cur.childForFieldName("declarator");
        continue;
      }
      case "function_declarator":
      case "abstract_function_declarator": {
        const ps = parameters(cx, scope, cur.childForFieldName("parameters"));
        type = { k: "func", ret: type, params: ps.params.map((p) => p.type), variadic: ps.variadic };
        params = ps.params;
        variadic = ps.variadic;
        cur = cur.childForFieldName("declarator");
        continue;
      }
      default:
        cur = cur.childForFieldName("declarator");
    }
  }
  return { type, params, variadic };
}
function parameters(cx, scope, list) {
  const params = [];
  let variadic = false;
  if (!list) return { params, variadic };
  for (const p of list.namedChildren) {
    if (!p) continue;
    if (p.type === "variadic_parameter" || p.text === "...") {
      variadic = true;
      continue;
    }
    if (p.type === "variadic_parameter_declaration") {
      variadic = true;
      continue;
    }
    if (p.type !== "parameter_declaration" && p.type !== "optional_parameter_declaration") continue;
    const spec = declSpecifiers(cx, scope, p);
    const info2 = declarator(cx, scope, p.childForFieldName("declarator"), spec.type);
    let type = info2.type;
    if (type.k === "array") type = ptrTo(type.of);
    else if (type.k === "func") type = ptrTo(type);
    if (type.k === "void" && !info2.name) continue;
    params.push({ name: info2.name, type, node: p });
  }
  if (list.text.includes("...")) variadic = true;
  return { params, variadic };
}
function typeDescriptor(cx, scope, node) {
  const spec = declSpecifiers(cx, scope, node);
  return declarator(cx, scope, node.childForFieldName("declarator"), spec.type).type;
}
function evalConst(cx, scope, node) {
  switch (node.type) {
    case "number_literal":
      return parseIntLiteral(node.text);
    case "char_literal":
      return charValue2(node.text);
    case "true":
      return 1;
    case "false":
    case "null":
      return 0;
    case "parenthesized_expression": {
      const inner = node.namedChildren[0];
      return inner ? evalConst(cx, scope, inner) : void 0;
    }
    case "identifier": {
      const b = scope.lookup(node.text);
      return b?.k === "const" ? b.value : void 0;
    }
    case "qualified_identifier": {
      const b = scope.lookup(node.text.replace(/\s+/g, "").replace(/^::/, ""));
      return b?.k === "const" ? b.value : void 0;
    }
    case "cast_expression": {
      const v = node.childForFieldName("value");
      return v ? evalConst(cx, scope, v) : void 0;
    }
    case "sizeof_expression":
    case "alignof_expression": {
      const t = node.childForFieldName("type");
      const type = t ? typeDescriptor(cx, scope, t) : namedOperandType(scope, node.childForFieldName("value"));
      if (!type) return void 0;
      return node.type === "sizeof_expression" ? sizeOf(type, cx.records) : alignOf(type, cx.records);
    }
    case "unary_expression": {
      const a = node.childForFieldName("argument");
      const v = a ? evalConst(cx, scope, a) : void 0;
      if (v === void 0) return void 0;
      const op = node.childForFieldName("operator")?.text;
      if (op === "~") return Number.isSafeInteger(v) ? Number(~BigInt(v)) : void 0;
      return op === "-" ? -v : op === "!" ? v ? 0 : 1 : v;
    }
    case "binary_expression": {
      const l = node.childForFieldName("left");
      const r = node.childForFieldName("right");
      const a = l ? evalConst(cx, scope, l) : void 0;
      const b = r ? evalConst(cx, scope, r) : void 0;
      if (a === void 0 || b === void 0) return void 0;
      return binaryConst(node.childForFieldName("operator")?.text ?? "", a, b);
    }
    case "conditional_expression": {
      const c = node.childForFieldName("condition");
      const cv = c ? evalConst(cx, scope, c) : void 0;
      if (cv === void 0) return void 0;
      const branch = cv ? node.childForFieldName("consequence") ?? c : node.childForFieldName("alternative");
      return branch ? evalConst(cx, scope, branch) : void 0;
    }
    default:
      return void 0;
  }
}
function binaryConst(op, a, b) {
  const r = binaryConstRaw(op, a, b);
  return r === void 0 || !Number.isSafeInteger(r) ? void 0 : r;
}
function binaryConstRaw(op, a, b) {
  const ints = Number.isSafeInteger(a) && Number.isSafeInteger(b);
  switch (op) {
    case "+":
      return a + b;
    case "-":
      return a - b;
    case "*":
      return a * b;
    case "/":
      return b === 0 ? void 0 : Math.trunc(a / b);
    case "%":
      return b === 0 ? void 0 : a % b;
    case "<<":
      return b < 0 || b >= 64 ? void 0 : a * 2 ** b;
    case ">>":
      return b < 0 || b >= 64 ? void 0 : Math.floor(a / 2 ** b);
    case "&":
      return ints ? Number(BigInt(a) & BigInt(b)) : void 0;
    case "|":
      return ints ? Number(BigInt(a) | BigInt(b)) : void 0;
    case "^":
      return ints ? Number(BigInt(a) ^ BigInt(b)) : void 0;
    case "==":
      return +(a === b);
    case "!=":
      return +(a !== b);
    case "<":
      return +(a < b);
    case "<=":
      return +(a <= b);
    case ">":
      return +(a > b);
    case ">=":
      return +(a >= b);
    case "&&":
      return +(a !== 0 && b !== 0);
    case "||":
      return +(a !== 0 || b !== 0);
    default:
      return void 0;
  }
}
function parseIntLiteral(text) {
  const sign = text.startsWith("-") ? -1 : 1;
  const t = text.replace(/^[-+]\s*/, "").replace(/'/g, "").replace(/[uUlLzZ]+$/, "");
  const v = unsignedLiteral(t);
  return v === void 0 ? void 0 : sign * v;
}
function unsignedLiteral(t) {
  if (/^0[xX][0-9a-fA-F]+$/.test(t)) return Number.parseInt(t.slice(2), 16);
  if (/^0[bB][01]+$/.test(t)) return Number.parseInt(t.slice(2), 2);
  if (/^0[0-7]+$/.test(t)) return Number.parseInt(t.slice(1), 8);
  if (/^[0-9]+$/.test(t)) return Number(t);
  return void 0;
}
var ESCAPES = {
  n: 10,
  t: 9,
  r: 13,
  "0": 0,
  a: 7,
  b: 8,
  f: 12,
  v: 11,
  "\\": 92,
  "'": 39,
  '"': 34,
  "?": 63
};
function charValue2(text) {
  const m = /'(.*)'$/s.exec(text);
  if (!m) return void 0;
  const body2 = m[1];
  if (body2.startsWith("\\")) {
    const rest = body2.slice(1);
    if (/^x[0-9a-fA-F]+$/.test(rest)) return Number.parseInt(rest.slice(1), 16);
    if (/^[0-7]{1,3}$/.test(rest)) return Number.parseInt(rest, 8);
    return ESCAPES[rest] ?? rest.charCodeAt(0);
  }
  return body2.codePointAt(0);
}
function baseName(path3) {
  const i2 = path3.lastIndexOf("/");
  return i2 < 0 ? path3 : path3.slice(i2 + 1);
}
function namedOperandType(scope, value) {
  let v = value;
  while (v?.type === "parenthesized_expression" && v.namedChildCount === 1) v = v.namedChildren[0];
  if (v?.type !== "identifier") return void 0;
  const b = scope.lookup(v.text);
  return b?.k === "typedef" || b?.k === "var" ? b.type : void 0;
}

// src/frontend/lower/cfg.ts
var NO_ACCESSES = Object.freeze([]);
var PLACEHOLDER = {
  k: "stop",
  why: "noreturn",
  range: { file: "", line: 0, column: 0, endLine: 0, endColumn: 0 },
  accesses: NO_ACCESSES
};
var CfgBuilder = class {
  blocks = [];
  terminated = /* @__PURE__ */ new Set();
  cur;
  pending = [];
  constructor() {
    this.cur = this.newBlock();
  }
  newBlock() {
    const b = { id: this.blocks.length, instrs: [], term: PLACEHOLDER };
    this.blocks.push(b);
    return b;
  }
  isTerminated(b) {
    return this.terminated.has(b.id);
  }
  emit(body2, range, after = []) {
    const instr = { ...body2, range, accesses: this.takePending(after) };
    this.cur.instrs.push(instr);
    return instr;
  }
  /** Takes the pending accesses away, to give them to a terminator emitted later (`switch`). */
  detachPending() {
    const out2 = this.pending;
    this.pending = [];
    return out2;
  }
  /** Ends the current block; code that follows goes to a fresh block (unreachable unless a label targets it). */
  terminate(body2, range, before = []) {
    if (before.length) this.pending = [...before, ...this.pending];
    this.cur.term = { ...body2, range, accesses: this.takePending([]) };
    this.terminated.add(this.cur.id);
    this.cur = this.newBlock();
  }
  /** Sets the terminator of a block left open earlier (computed gotos). */
  close(b, body2, range) {
    b.term = { ...body2, range, accesses: NO_ACCESSES };
    this.terminated.add(b.id);
  }
  /** Falls through from the current block into `b` and continues there. */
  enter(b, range) {
    if (this.cur !== b) {
      this.terminate({ k: "goto", target: b.id }, range);
      this.cur = b;
    }
  }
  /** Continue emitting into `b` (which nothing falls into). */
  switchTo(b) {
    this.cur = b;
  }
  takePending(after) {
    const out2 = this.pending.length || after.length ? [...this.pending, ...after] : NO_ACCESSES;
    this.pending = [];
    return out2;
  }
  /**
   * Closes the graph: unterminated blocks return; empty `goto` blocks are bypassed; a block that
   * is the only predecessor of its `goto` target absorbs it; blocks unreachable from the entry are
   * dropped; ids are renumbered in reverse postorder (entry = 0), so dumps read top to bottom.
   */
  finish(fallOff, range) {
    for (const b of this.blocks) {
      if (!this.terminated.has(b.id)) b.term = { ...fallOff(), range, accesses: NO_ACCESSES };
    }
    const byId = this.blocks;
    const forward = (id) => {
      let cur = id;
      for (let steps = 0; steps <= byId.length; steps++) {
        const b = byId[cur];
        if (b.instrs.length || b.term.k !== "goto" || b.term.accesses.length || b.term.target === cur)
          return cur;
        cur = b.term.target;
      }
      return cur;
    };
    for (const b of byId) b.term = mapTargets(b.term, forward);
    const entry = forward(0);
    const preds = /* @__PURE__ */ new Map();
    for (const b of byId) for (const s of successors(b.term)) preds.set(s, (preds.get(s) ?? 0) + 1);
    const order = reversePostorder(byId, entry);
    const absorbed = /* @__PURE__ */ new Set();
    for (const id of order) {
      const b = byId[id];
      if (absorbed.has(id)) continue;
      for (; ; ) {
        if (b.term.k !== "goto") break;
        const t = b.term.target;
        if (t === id || t === entry || preds.get(t) !== 1 || absorbed.has(t)) break;
        const next = byId[t];
        if (b.term.accesses.length) break;
        b.instrs.push(...next.instrs);
        b.term = next.term;
        absorbed.add(t);
      }
    }
    const kept = reversePostorder(byId, entry).map((id) => byId[id]);
    const renum = new Map(kept.map((b, i2) => [b.id, i2]));
    for (const b of kept) {
      b.id = renum.get(b.id);
      b.term = mapTargets(b.term, (t) => renum.get(t));
    }
    return kept;
  }
};
function reversePostorder(blocks, entry) {
  const seen = /* @__PURE__ */ new Set();
  const post = [];
  const stack = [
    { id: entry, next: 0, succ: successors(blocks[entry].term).reverse() }
  ];
  seen.add(entry);
  while (stack.length) {
    const top = stack[stack.length - 1];
    const succ = top.succ;
    if (top.next < succ.length) {
      const s = succ[top.next++];
      if (!seen.has(s)) {
        seen.add(s);
        stack.push({ id: s, next: 0, succ: successors(blocks[s].term).reverse() });
      }
    } else {
      post.push(top.id);
      stack.pop();
    }
  }
  return post.reverse();
}
function successors(t) {
  switch (t.k) {
    case "goto":
      return [t.target];
    case "branch":
      return [t.then, t.else];
    case "switch":
      return [...t.cases.map((c) => c.target), t.default];
    case "return":
    case "stop":
      return [];
  }
}
function mapTargets(t, f) {
  switch (t.k) {
    case "goto":
      t.target = f(t.target);
      break;
    case "branch":
      t.then = f(t.then);
      t.else = f(t.else);
      break;
    case "switch":
      for (const c of t.cases) c.target = f(c.target);
      t.default = f(t.default);
      break;
  }
  return t;
}

// src/frontend/lower/function.ts
var FnLowering = class {
  constructor(cx, id, name2, returnType) {
    this.cx = cx;
    this.id = id;
    this.name = name2;
    this.returnType = returnType;
    this.scope = new Scope(cx.fileScope);
  }
  cx;
  id;
  name;
  returnType;
  cfg = new CfgBuilder();
  vars = [];
  varById = /* @__PURE__ */ new Map();
  places = /* @__PURE__ */ new Map();
  scope;
  breakTargets = [];
  continueTargets = [];
  switches = [];
  labels = /* @__PURE__ */ new Map();
  /** Every label the body defines, known before lowering (forward gotos, `&&label` tables). */
  labelNames = /* @__PURE__ */ new Set();
  /** Gotos whose target is not a label of the function (computed goto through the shim). */
  computedGotos = [];
  temps = 0;
  /** Temps that hold a discarded value: kept only while their instruction performs accesses. */
  discarded = /* @__PURE__ */ new Set();
  /** Constructs reported once per function (asm, unsupported syntax). */
  reported = /* @__PURE__ */ new Set();
  range(node) {
    return rangeOf(this.cx, node);
  }
  pushScope() {
    this.scope = new Scope(this.scope);
  }
  popScope() {
    this.scope = this.scope.parent ?? this.scope;
  }
  /** Declares a local or parameter in the current block scope. */
  declareLocal(name2, type, kind, node) {
    let id = `%${name2}`;
    for (let n = 2; this.varById.has(id); n++) id = `%${name2}.${n}`;
    const v = { id, name: name2, kind, type };
    if (node) v.range = this.range(node);
    this.vars.push(v);
    this.varById.set(id, v);
    this.scope.names.set(name2, { k: "var", id, type });
    return v;
  }
  newTemp(type) {
    const id = `#t${++this.temps}`;
    const v = { id, name: id.slice(1), kind: "temp", type };
    this.vars.push(v);
    this.varById.set(id, v);
    return this.varPlace(id);
  }
  /** The one place object per variable of this function (or global it names). */
  varPlace(id) {
    let p = this.places.get(id);
    if (!p) {
      p = { k: "var", id };
      this.places.set(id, p);
    }
    return p;
  }
  localVar(id) {
    return this.varById.get(id);
  }
  varOf(id) {
    return this.varById.get(id) ?? this.cx.globals.get(id);
  }
  isTemp(place) {
    return place.k === "var" && this.varById.get(place.id)?.kind === "temp";
  }
  read(place, type, node) {
    if (this.isTemp(place)) return;
    this.cfg.pending.push({ place, kind: "read", atomic: !!type.atomic, range: this.range(node) });
  }
  writeAccess(place, type, node) {
    if (this.isTemp(place)) return [];
    return [{ place, kind: "write", atomic: !!type.atomic, range: this.range(node) }];
  }
  /** Marks the variable at the root of a place (through fields and indices) as address-taken. */
  markAddressTaken(place) {
    let p = place;
    while (p.k === "field" || p.k === "index") p = p.base;
    if (p.k === "var") {
      const v = this.varOf(p.id);
      if (v) v.addressTaken = true;
    }
  }
  labelBlock(name2) {
    let b = this.labels.get(name2);
    if (b === void 0) {
      b = this.cfg.newBlock().id;
      this.labels.set(name2, b);
    }
    return b;
  }
  reportOnce(key, node, message) {
    if (this.reported.has(key)) return;
    this.reported.add(key);
    const r = this.range(node);
    this.cx.diags.note("unsupported-construct", message, { file: r.file, line: r.line, column: r.column });
  }
  /** Assembles the function; drops accesses to locals whose address is never taken. */
  finish(node, params, variadic, isStatic) {
    const range = this.range(node);
    const targets = [...this.labels.values()];
    for (const g of this.computedGotos) {
      const b = this.cfg.blocks[g.block];
      if (targets.length === 0) this.cfg.close(b, { k: "stop", why: "noreturn" }, g.range);
      else
        this.cfg.close(
          b,
          {
            k: "switch",
            value: { k: "nondet", why: "computed goto" },
            cases: targets.map((target, i2) => ({ lo: i2, hi: i2, target })),
            default: targets[0]
          },
          g.range
        );
    }
    const blocks = this.cfg.finish(() => ({ k: "return" }), {
      ...range,
      line: range.endLine,
      column: range.endColumn
    });
    const shared = (a) => {
      let p = a.place;
      while (p.k === "field" || p.k === "index") p = p.base;
      if (p.k !== "var") return true;
      const v = this.varById.get(p.id);
      return !v || !!v.addressTaken;
    };
    for (const b of blocks) {
      for (const i2 of b.instrs) if (i2.accesses.length) i2.accesses = i2.accesses.filter(shared);
      b.instrs = b.instrs.filter(
        (i2) => !(i2.op === "assign" && i2.dst.k === "var" && this.discarded.has(i2.dst.id) && i2.accesses.length === 0)
      );
      if (b.term.accesses.length) b.term.accesses = b.term.accesses.filter(shared);
      b.instrs = b.instrs.length === 0 ? NO_INSTRS : b.instrs.slice();
      for (const i2 of b.instrs) if (i2.accesses.length === 0) i2.accesses = NO_ACCESSES;
      if (b.term.accesses.length === 0) b.term.accesses = NO_ACCESSES;
    }
    return {
      id: this.id,
      name: this.name,
      file: range.file,
      range,
      isStatic,
      variadic,
      returnType: this.returnType,
      params,
      vars: this.vars.slice(),
      blocks
    };
  }
};
var NO_INSTRS = Object.freeze([]);
var SMALL_INTS = [];
var SMALL_MIN = -256;
var SMALL_MAX = 4096;
function intConst(value) {
  if (Number.isInteger(value) && value >= SMALL_MIN && value <= SMALL_MAX) {
    const i2 = value - SMALL_MIN;
    let e = SMALL_INTS[i2];
    if (!e) {
      e = { k: "int", value };
      SMALL_INTS[i2] = e;
    }
    return e;
  }
  return { k: "int", value };
}
function derefOf(ptr) {
  if (ptr.k === "addr") return ptr.place;
  return { k: "deref", ptr };
}
var varLoads = /* @__PURE__ */ new WeakMap();
function loadOf(place) {
  if (place.k !== "var") return { k: "load", place };
  let e = varLoads.get(place);
  if (!e) {
    e = { k: "load", place };
    varLoads.set(place, e);
  }
  return e;
}

// src/frontend/lower/cpp/objects.ts
function simpleName(key) {
  const i2 = key.lastIndexOf("::");
  return i2 < 0 ? key : key.slice(i2 + 2);
}
function addrOf(fl, place) {
  if (place.k === "deref") return place.ptr;
  fl.markAddressTaken(place);
  return { k: "addr", place };
}
function lowerArgs(fl, params, args2) {
  return lowerArgVals(fl, params, args2).map((v) => v.e);
}
function lowerArgVals(fl, params, args2) {
  return args2.map((a, i2) => {
    const p = params?.[i2];
    if (p && (isRef(p) || p.k === "record")) {
      const lv = lvalue(fl, a);
      return { e: addrOf(fl, lv.p), t: stripRef(lv.t) };
    }
    return cppValue(fl, a);
  });
}
function cppValue(fl, n) {
  return rvalue(fl, n);
}
function constructInto(fl, place, type, args2, node, scoped) {
  const range = fl.range(node);
  const cls = type.k === "record" ? cppUnit(fl.cx).classes.get(type.key) : void 0;
  if (!cls) {
    if (args2.length >= 1) {
      const v = rvalue(fl, args2[0]);
      fl.cfg.emit({ op: "assign", dst: place, src: v.e }, range, fl.writeAccess(place, type, node));
      for (const a of args2.slice(1)) rvalue(fl, a);
    }
    return;
  }
  const ctorName = simpleName(cls.key);
  const guardCtor = !!fl.cx.models.lookup(`${cls.key}::${ctorName}`)?.guard;
  if (args2.length === 1 && !guardCtor && copiesSameClass(fl, args2[0], cls)) {
    const v = rvalue(fl, args2[0]);
    fl.cfg.emit({ op: "assign", dst: place, src: v.e }, range, fl.writeAccess(place, type, node));
    return;
  }
  for (const c of classChain(fl.cx, cls)) {
    const name2 = `${c.key}::${ctorName === simpleName(c.key) ? ctorName : simpleName(c.key)}`;
    const m = fl.cx.models.lookup(name2);
    if (m) {
      modelConstructor(fl, node, name2, m, place, type, args2, scoped);
      return;
    }
    if (c !== cls) break;
  }
  const ctor = findMethod(fl.cx, cls, ctorName, args2.length);
  if (ctor && ctor.cls === cls && !cls.fromModel) {
    const argv = lowerArgs(fl, ctor.method.params, args2);
    fl.cfg.emit(
      { op: "call", callee: { k: "fn", id: ctor.method.id }, args: [addrOf(fl, place), ...argv] },
      range
    );
  } else if (!cls.fromModel) {
    const fields = fl.cx.records.get(cls.key)?.fields ?? [];
    const named = /* @__PURE__ */ new Set();
    args2.forEach((a, i2) => {
      const f = fields[i2];
      if (!f) {
        rvalue(fl, a);
        return;
      }
      named.add(f.name);
      const fp = { k: "field", base: place, field: f.name, record: cls.key };
      constructInto(fl, fp, f.type, a.type === "initializer_list" ? a.namedChildren : [a], a, false);
    });
    for (const mi of cls.memberInits) {
      if (named.has(mi.field)) continue;
      const fp = { k: "field", base: place, field: mi.field, record: cls.key };
      const ft = fieldType(fl.cx, cls.key, mi.field) ?? T.unknown;
      constructInto(
        fl,
        fp,
        ft,
        mi.value.type === "initializer_list" ? mi.value.namedChildren : [mi.value],
        mi.value,
        false
      );
    }
  } else if (args2.length === 1 && fl.cx.records.get(cls.key)?.fields.some((f) => f.name === "_M_ptr")) {
    const v = rvalue(fl, args2[0]);
    const ptr = { k: "field", base: place, field: "_M_ptr", record: cls.key };
    fl.cfg.emit({ op: "assign", dst: ptr, src: v.e }, range, fl.writeAccess(ptr, v.t, node));
  } else {
    for (const a of args2) rvalue(fl, a);
    if (fl.cx.records.get(cls.key)?.fields.some((f) => f.name === "_M_size"))
      fl.cfg.emit(
        {
          op: "assign",
          dst: { k: "field", base: place, field: "_M_size", record: cls.key },
          src: intConst(0)
        },
        range
      );
  }
  if (scoped && !cls.fromModel) {
    const dtor = findMethod(fl.cx, cls, `~${ctorName}`, 0);
    if (dtor?.method.hasBody) addExit(fl, { k: "dtor", fn: dtor.method.id, obj: addrOf(fl, place), node });
  }
}
function copiesSameClass(fl, a, cls) {
  if (a.type === "initializer_list" || a.type === "lambda_expression") return false;
  let n = a;
  if (n.type === "call_expression" && /^(std::)?(move|forward)\b/.test(n.childForFieldName("function")?.text ?? ""))
    n = n.childForFieldName("arguments")?.namedChildren[0] ?? n;
  if (n.type === "call_expression") {
    const f = n.childForFieldName("function");
    const b2 = f ? fl.scope.lookup(f.text.replace(/\s+/g, "").replace(/<.*>$/, "")) : void 0;
    return b2?.k === "typedef" && stripRef(b2.type).k === "record" && stripRef(b2.type).key === cls.key;
  }
  if (n.type !== "identifier" && n.type !== "type_identifier" && n.type !== "field_expression") return false;
  const b = n.type !== "field_expression" ? fl.scope.lookup(n.text) : void 0;
  if (b && (b.k === "var" || b.k === "member" || b.k === "capture")) {
    const t = stripRef(b.type);
    return t.k === "record" && t.key === cls.key;
  }
  return false;
}
var modelCtorImpl;
function setModelConstructor(f) {
  modelCtorImpl = f;
}
function modelConstructor(fl, node, name2, m, place, type, args2, scoped) {
  modelCtorImpl?.(fl, node, name2, m, place, type, args2, scoped);
}
function memberInitializers(fl, cls, fn) {
  const thisPlace = derefOf(loadOf(fl.varPlace("%this")));
  const given = /* @__PURE__ */ new Map();
  for (const list of fn.namedChildren.filter((c) => c.type === "field_initializer_list")) {
    for (const fi of list.namedChildren) {
      if (fi.type !== "field_initializer") continue;
      const nameNode = fi.namedChildren[0];
      const argsNode = fi.namedChildren.find(
        (c) => c.type === "argument_list" || c.type === "initializer_list"
      );
      if (!nameNode) continue;
      const args2 = argsNode?.namedChildren.filter((c) => c.type !== "comment") ?? [];
      given.set(nameNode.text.replace(/\s+/g, ""), { args: args2, node: fi });
    }
  }
  const inherited = /* @__PURE__ */ new Set();
  for (const b of cls.bases) {
    const bc = cppUnit(fl.cx).classes.get(b);
    for (const f of fl.cx.records.get(b)?.fields ?? []) inherited.add(f.name);
    const entry = given.get(simpleName(b)) ?? given.get(b) ?? [...given].find(([k]) => k.replace(/<.*$/, "") === simpleName(b))?.[1];
    if (bc && entry)
      constructInto(fl, thisPlace, { k: "record", key: bc.key, union: false }, entry.args, entry.node, false);
  }
  for (const f of fl.cx.records.get(cls.key)?.fields ?? []) {
    if (inherited.has(f.name)) continue;
    const place = { k: "field", base: thisPlace, field: f.name, record: cls.key };
    const entry = given.get(f.name);
    if (entry) {
      constructInto(fl, place, f.type, entry.args, entry.node, false);
      continue;
    }
    const mi = cls.memberInits.find((m) => m.field === f.name);
    if (mi) {
      const args2 = mi.value.type === "initializer_list" ? mi.value.namedChildren : [mi.value];
      constructInto(fl, place, f.type, args2, mi.value, false);
      continue;
    }
    if (f.type.k === "record" && cppUnit(fl.cx).classes.has(f.type.key))
      constructInto(fl, place, f.type, [], fn, false);
  }
}
function pushExitScope(fl, node) {
  cppFn(fl).scopes.push({ node, actions: [] });
}
function popExitScope(fl, node) {
  const st = cppFn(fl);
  const s = st.scopes[st.scopes.length - 1];
  if (!s) return;
  if (s.actions.length) emitScope(fl, s.actions, node, true);
  st.scopes.pop();
  for (const a of s.actions) if (a.guard) st.guards.delete(a.guard.varId);
}
function addExit(fl, a) {
  const st = cppFn(fl);
  const s = st.scopes[st.scopes.length - 1];
  if (s) s.actions.push(a);
}
function emitExits(fl, keep, node, filter) {
  const st = cppFn(fl);
  for (let i2 = st.scopes.length - 1; i2 >= keep; i2--) {
    const acts = st.scopes[i2].actions.filter((a) => !filter || filter(a));
    if (acts.length) emitScope(fl, acts, node);
  }
}
function emitScope(fl, actions, node, atEnd = false) {
  for (let i2 = actions.length - 1; i2 >= 0; i2--) emitAction(fl, actions[i2], node, atEnd);
}
function emitAction(fl, a, node, atEnd) {
  const r = fl.range(node);
  const range = atEnd ? { ...r, line: r.endLine, column: Math.max(1, r.endColumn - 1) } : r;
  if (a.k === "dtor") {
    fl.cfg.emit({ op: "call", callee: { k: "fn", id: a.fn }, args: [a.obj] }, range);
    return;
  }
  const g = a.guard;
  const act = () => {
    if (g.does === "unlock")
      for (const l of [...g.locks].reverse()) fl.cfg.emit({ op: "unlock", lock: l }, range);
    else if (g.handle) fl.cfg.emit({ op: "join", handle: g.handle }, range);
  };
  if (g.known === true) act();
  else if (g.known === void 0) {
    const yes = fl.cfg.newBlock();
    const join4 = fl.cfg.newBlock();
    fl.cfg.terminate(
      {
        k: "branch",
        cond: { k: "binary", op: "!=", left: loadOf(g.flag), right: intConst(0) },
        then: yes.id,
        else: join4.id
      },
      range
    );
    fl.cfg.switchTo(yes);
    act();
    fl.cfg.enter(join4, range);
  }
}
function registerGuard(fl, varPlace, node, g, initial) {
  const st = cppFn(fl);
  const varId = varPlace.k === "var" ? varPlace.id : `guard${fl.range(node).line}`;
  const flag = fl.varPlace(fl.declareLocal(`${varId.replace(/^%/, "")}.owns`, T.int, "local").id);
  const info2 = { ...g, varId, flag, depth: st.depth };
  fl.cfg.emit({ op: "assign", dst: flag, src: initial }, fl.range(node));
  st.guards.set(varId, info2);
  addExit(fl, { k: "guard", guard: info2, node });
  return info2;
}
function setGuardOwned(fl, g, value, node) {
  const st = cppFn(fl);
  const src = typeof value === "boolean" ? intConst(value ? 1 : 0) : value;
  fl.cfg.emit({ op: "assign", dst: g.flag, src }, fl.range(node));
  g.known = typeof value === "boolean" && st.depth === g.depth ? value : void 0;
}
function guardOf(fl, place) {
  if (place.k !== "var") return void 0;
  return cppFn(fl).guards.get(place.id);
}

// node_modules/web-tree-sitter/web-tree-sitter.js
var __defProp2 = Object.defineProperty;
var __name = (target, value) => __defProp2(target, "name", { value, configurable: true });
var Edit = class {
  static {
    __name(this, "Edit");
  }
  /** The start position of the change. */
  startPosition;
  /** The end position of the change before the edit. */
  oldEndPosition;
  /** The end position of the change after the edit. */
  newEndPosition;
  /** The start index of the change. */
  startIndex;
  /** The end index of the change before the edit. */
  oldEndIndex;
  /** The end index of the change after the edit. */
  newEndIndex;
  constructor({
    startIndex,
    oldEndIndex,
    newEndIndex,
    startPosition,
    oldEndPosition,
    newEndPosition
  }) {
    this.startIndex = startIndex >>> 0;
    this.oldEndIndex = oldEndIndex >>> 0;
    this.newEndIndex = newEndIndex >>> 0;
    this.startPosition = startPosition;
    this.oldEndPosition = oldEndPosition;
    this.newEndPosition = newEndPosition;
  }
  /**
   * Edit a point and index to keep it in-sync with source code that has been edited.
   *
   * This function updates a single point's byte offset and row/column position
   * based on an edit operation. This is useful for editing points without
   * requiring a tree or node instance.
   */
  editPoint(point, index) {
    let newIndex = index;
    const newPoint = { ...point };
    if (index >= this.oldEndIndex) {
      newIndex = this.newEndIndex + (index - this.oldEndIndex);
      const originalRow = point.row;
      newPoint.row = this.newEndPosition.row + (point.row - this.oldEndPosition.row);
      newPoint.column = originalRow === this.oldEndPosition.row ? this.newEndPosition.column + (point.column - this.oldEndPosition.column) : point.column;
    } else if (index > this.startIndex) {
      newIndex = this.newEndIndex;
      newPoint.row = this.newEndPosition.row;
      newPoint.column = this.newEndPosition.column;
    }
    return { point: newPoint, index: newIndex };
  }
  /**
   * Edit a range to keep it in-sync with source code that has been edited.
   *
   * This function updates a range's start and end positions based on an edit
   * operation. This is useful for editing ranges without requiring a tree
   * or node instance.
   */
  editRange(range) {
    const newRange = {
      startIndex: range.startIndex,
      startPosition: { ...range.startPosition },
      endIndex: range.endIndex,
      endPosition: { ...range.endPosition }
    };
    if (range.endIndex >= this.oldEndIndex) {
      if (range.endIndex !== Number.MAX_SAFE_INTEGER) {
        newRange.endIndex = this.newEndIndex + (range.endIndex - this.oldEndIndex);
        newRange.endPosition = {
          row: this.newEndPosition.row + (range.endPosition.row - this.oldEndPosition.row),
          column: range.endPosition.row === this.oldEndPosition.row ? this.newEndPosition.column + (range.endPosition.column - this.oldEndPosition.column) : range.endPosition.column
        };
        if (newRange.endIndex < this.newEndIndex) {
          newRange.endIndex = Number.MAX_SAFE_INTEGER;
          newRange.endPosition = { row: Number.MAX_SAFE_INTEGER, column: Number.MAX_SAFE_INTEGER };
        }
      }
    } else if (range.endIndex > this.startIndex) {
      newRange.endIndex = this.startIndex;
      newRange.endPosition = { ...this.startPosition };
    }
    if (range.startIndex >= this.oldEndIndex) {
      newRange.startIndex = this.newEndIndex + (range.startIndex - this.oldEndIndex);
      newRange.startPosition = {
        row: this.newEndPosition.row + (range.startPosition.row - this.oldEndPosition.row),
        column: range.startPosition.row === this.oldEndPosition.row ? this.newEndPosition.column + (range.startPosition.column - this.oldEndPosition.column) : range.startPosition.column
      };
      if (newRange.startIndex < this.newEndIndex) {
        newRange.startIndex = Number.MAX_SAFE_INTEGER;
        newRange.startPosition = { row: Number.MAX_SAFE_INTEGER, column: Number.MAX_SAFE_INTEGER };
      }
    } else if (range.startIndex > this.startIndex) {
      newRange.startIndex = this.startIndex;
      newRange.startPosition = { ...this.startPosition };
    }
    return newRange;
  }
};
var SIZE_OF_SHORT = 2;
var SIZE_OF_INT = 4;
var SIZE_OF_CURSOR = 4 * SIZE_OF_INT;
var SIZE_OF_NODE = 5 * SIZE_OF_INT;
var SIZE_OF_POINT = 2 * SIZE_OF_INT;
var SIZE_OF_RANGE = 2 * SIZE_OF_INT + 2 * SIZE_OF_POINT;
var ZERO_POINT = { row: 0, column: 0 };
var INTERNAL = /* @__PURE__ */ Symbol("INTERNAL");
function assertInternal(x) {
  if (x !== INTERNAL) throw new Error("Illegal constructor");
}
__name(assertInternal, "assertInternal");
function isPoint(point) {
  return !!point && typeof point.row === "number" && typeof point.column === "number";
}
__name(isPoint, "isPoint");
function setModule(module2) {
  C = module2;
}
__name(setModule, "setModule");
var C;
function newFinalizer(handler) {
  try {
    return new FinalizationRegistry(handler);
  } catch (e) {
    console.error("Unsupported FinalizationRegistry:", e);
    return;
  }
}
__name(newFinalizer, "newFinalizer");
var finalizer = newFinalizer((address) => {
  C._ts_lookahead_iterator_delete(address);
});
var LookaheadIterator = class {
  static {
    __name(this, "LookaheadIterator");
  }
  /** @internal */
  [0] = 0;
  // Internal handle for Wasm
  /** @internal */
  language;
  /** @internal */
  positioned = false;
  /** @internal */
  constructor(internal, address, language) {
    assertInternal(internal);
    this[0] = address;
    this.language = language;
    finalizer?.register(this, address, this);
  }
  /**
   * Get the current symbol of the lookahead iterator.
   *
   * Returns `null` if the iterator is not positioned on a symbol:
   *
   * - Before the first iteration step
   * - After the iterator is exhausted
   * - After a {@link reset} or {@link resetState} call
   */
  get currentTypeId() {
    return this.positioned ? C._ts_lookahead_iterator_current_symbol(this[0]) : null;
  }
  /**
   * Get the current symbol name of the lookahead iterator.
   *
   * Returns `null` if the iterator is not positioned on a symbol.
   */
  get currentType() {
    const id = this.currentTypeId;
    if (id === null) return null;
    return this.language.types[id] ?? C.UTF8ToString(C._ts_language_symbol_name(this.language[0], id));
  }
  /** Delete the lookahead iterator, freeing its resources. */
  delete() {
    finalizer?.unregister(this);
    C._ts_lookahead_iterator_delete(this[0]);
    this[0] = 0;
  }
  /**
   * Reset the lookahead iterator.
   *
   * This returns `true` if the language was set successfully and `false`
   * otherwise.
   */
  reset(language, stateId) {
    if (C._ts_lookahead_iterator_reset(this[0], language[0], stateId)) {
      this.language = language;
      this.positioned = false;
      return true;
    }
    return false;
  }
  /**
   * Reset the lookahead iterator to another state.
   *
   * This returns `true` if the iterator was reset to the given state and
   * `false` otherwise.
   */
  resetState(stateId) {
    if (!C._ts_lookahead_iterator_reset_state(this[0], stateId)) return false;
    this.positioned = false;
    return true;
  }
  /**
   * Returns an iterator that iterates over the symbols of the lookahead iterator.
   *
   * The iterator will yield the current symbol name as a string for each step
   * until there are no more symbols to iterate over.
   */
  [Symbol.iterator]() {
    return {
      next: /* @__PURE__ */ __name(() => {
        this.positioned = Boolean(C._ts_lookahead_iterator_next(this[0]));
        const value = this.currentType;
        return value === null ? { done: true, value: "" } : { done: false, value };
      }, "next")
    };
  }
};
function getText(tree, startIndex, endIndex, startPosition) {
  const length = endIndex - startIndex;
  let result = tree.textCallback(startIndex, startPosition);
  if (result) {
    startIndex += result.length;
    while (startIndex < endIndex) {
      const string = tree.textCallback(startIndex, startPosition);
      if (string && string.length > 0) {
        startIndex += string.length;
        result += string;
      } else {
        break;
      }
    }
    if (startIndex > endIndex) {
      result = result.slice(0, length);
    }
  }
  return result ?? "";
}
__name(getText, "getText");
var finalizer2 = newFinalizer((address) => {
  C._ts_tree_delete(address);
});
var Tree = class _Tree {
  static {
    __name(this, "Tree");
  }
  /** @internal */
  [0] = 0;
  // Internal handle for Wasm
  /** @internal */
  textCallback;
  /** The language that was used to parse the syntax tree. */
  language;
  /** @internal */
  constructor(internal, address, language, textCallback) {
    assertInternal(internal);
    this[0] = address;
    this.language = language;
    this.textCallback = textCallback;
    finalizer2?.register(this, address, this);
  }
  /** Create a shallow copy of the syntax tree. This is very fast. */
  copy() {
    const address = C._ts_tree_copy(this[0]);
    return new _Tree(INTERNAL, address, this.language, this.textCallback);
  }
  /** Delete the syntax tree, freeing its resources. */
  delete() {
    finalizer2?.unregister(this);
    C._ts_tree_delete(this[0]);
    this[0] = 0;
  }
  /** Get the root node of the syntax tree. */
  get rootNode() {
    C._ts_tree_root_node_wasm(this[0]);
    return unmarshalNode(this);
  }
  /**
   * Get the root node of the syntax tree, but with its position shifted
   * forward by the given offset.
   */
  rootNodeWithOffset(offsetBytes, offsetExtent) {
    const address = TRANSFER_BUFFER + SIZE_OF_NODE;
    C.setValue(address, offsetBytes, "i32");
    marshalPoint(address + SIZE_OF_INT, offsetExtent);
    C._ts_tree_root_node_with_offset_wasm(this[0]);
    return unmarshalNode(this);
  }
  /**
   * Edit the syntax tree to keep it in sync with source code that has been
   * edited.
   *
   * You must describe the edit both in terms of byte offsets and in terms of
   * row/column coordinates.
   */
  edit(edit) {
    marshalEdit(edit);
    C._ts_tree_edit_wasm(this[0]);
  }
  /** Create a new {@link TreeCursor} starting from the root of the tree. */
  walk() {
    return this.rootNode.walk();
  }
  /**
   * Compare this old edited syntax tree to a new syntax tree representing
   * the same document, returning a sequence of ranges whose syntactic
   * structure has changed.
   *
   * For this to work correctly, this syntax tree must have been edited such
   * that its ranges match up to the new tree. Generally, you'll want to
   * call this method right after calling one of the [`Parser::parse`]
   * functions. Call it on the old tree that was passed to parse, and
   * pass the new tree that was returned from `parse`.
   */
  getChangedRanges(other) {
    if (!(other instanceof _Tree)) {
      throw new TypeError("Argument must be a Tree");
    }
    C._ts_tree_get_changed_ranges_wasm(this[0], other[0]);
    const count = C.getValue(TRANSFER_BUFFER, "i32");
    const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const result = new Array(count);
    if (count > 0) {
      let address = buffer;
      for (let i2 = 0; i2 < count; i2++) {
        result[i2] = unmarshalRange(address);
        address += SIZE_OF_RANGE;
      }
      C._free(buffer);
    }
    return result;
  }
  /** Get the included ranges that were used to parse the syntax tree. */
  getIncludedRanges() {
    C._ts_tree_included_ranges_wasm(this[0]);
    const count = C.getValue(TRANSFER_BUFFER, "i32");
    const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const result = new Array(count);
    if (count > 0) {
      let address = buffer;
      for (let i2 = 0; i2 < count; i2++) {
        result[i2] = unmarshalRange(address);
        address += SIZE_OF_RANGE;
      }
      C._free(buffer);
    }
    return result;
  }
};
var finalizer3 = newFinalizer((address) => {
  C._ts_tree_cursor_delete_wasm(address);
});
var TreeCursor = class _TreeCursor {
  static {
    __name(this, "TreeCursor");
  }
  /** @internal */
  // @ts-expect-error: never read
  [0] = 0;
  // Internal handle for Wasm
  /** @internal */
  // @ts-expect-error: never read
  [1] = 0;
  // Internal handle for Wasm
  /** @internal */
  // @ts-expect-error: never read
  [2] = 0;
  // Internal handle for Wasm
  /** @internal */
  // @ts-expect-error: never read
  [3] = 0;
  // Internal handle for Wasm
  /** @internal */
  tree;
  /** @internal */
  constructor(internal, tree) {
    assertInternal(internal);
    this.tree = tree;
    unmarshalTreeCursor(this);
    finalizer3?.register(this, this.tree[0], this);
  }
  /** Creates a deep copy of the tree cursor. This allocates new memory. */
  copy() {
    const copy = new _TreeCursor(INTERNAL, this.tree);
    C._ts_tree_cursor_copy_wasm(this.tree[0]);
    unmarshalTreeCursor(copy);
    return copy;
  }
  /** Delete the tree cursor, freeing its resources. */
  delete() {
    finalizer3?.unregister(this);
    marshalTreeCursor(this);
    C._ts_tree_cursor_delete_wasm(this.tree[0]);
    this[0] = this[1] = this[2] = 0;
  }
  /** Get the tree cursor's current {@link Node}. */
  get currentNode() {
    marshalTreeCursor(this);
    C._ts_tree_cursor_current_node_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /**
   * Get the numerical field id of this tree cursor's current node.
   *
   * See also {@link TreeCursor#currentFieldName}.
   */
  get currentFieldId() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_field_id_wasm(this.tree[0]);
  }
  /** Get the field name of this tree cursor's current node. */
  get currentFieldName() {
    return this.tree.language.fields[this.currentFieldId];
  }
  /**
   * Get the depth of the cursor's current node relative to the original
   * node that the cursor was constructed with.
   */
  get currentDepth() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_depth_wasm(this.tree[0]);
  }
  /**
   * Get the index of the cursor's current node out of all of the
   * descendants of the original node that the cursor was constructed with.
   */
  get currentDescendantIndex() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_descendant_index_wasm(this.tree[0]);
  }
  /** Get the type of the cursor's current node. */
  get nodeType() {
    return this.tree.language.types[this.nodeTypeId] || "ERROR";
  }
  /** Get the type id of the cursor's current node. */
  get nodeTypeId() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_node_type_id_wasm(this.tree[0]);
  }
  /** Get the state id of the cursor's current node. */
  get nodeStateId() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_node_state_id_wasm(this.tree[0]);
  }
  /** Get the id of the cursor's current node. */
  get nodeId() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_node_id_wasm(this.tree[0]);
  }
  /**
   * Check if the cursor's current node is *named*.
   *
   * Named nodes correspond to named rules in the grammar, whereas
   * *anonymous* nodes correspond to string literals in the grammar.
   */
  get nodeIsNamed() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_node_is_named_wasm(this.tree[0]) === 1;
  }
  /**
   * Check if the cursor's current node is *missing*.
   *
   * Missing nodes are inserted by the parser in order to recover from
   * certain kinds of syntax errors.
   */
  get nodeIsMissing() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_current_node_is_missing_wasm(this.tree[0]) === 1;
  }
  /** Get the string content of the cursor's current node. */
  get nodeText() {
    marshalTreeCursor(this);
    const startIndex = C._ts_tree_cursor_start_index_wasm(this.tree[0]);
    const endIndex = C._ts_tree_cursor_end_index_wasm(this.tree[0]);
    C._ts_tree_cursor_start_position_wasm(this.tree[0]);
    const startPosition = unmarshalPoint(TRANSFER_BUFFER);
    return getText(this.tree, startIndex, endIndex, startPosition);
  }
  /** Get the start position of the cursor's current node. */
  get startPosition() {
    marshalTreeCursor(this);
    C._ts_tree_cursor_start_position_wasm(this.tree[0]);
    return unmarshalPoint(TRANSFER_BUFFER);
  }
  /** Get the end position of the cursor's current node. */
  get endPosition() {
    marshalTreeCursor(this);
    C._ts_tree_cursor_end_position_wasm(this.tree[0]);
    return unmarshalPoint(TRANSFER_BUFFER);
  }
  /** Get the start index of the cursor's current node. */
  get startIndex() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_start_index_wasm(this.tree[0]);
  }
  /** Get the end index of the cursor's current node. */
  get endIndex() {
    marshalTreeCursor(this);
    return C._ts_tree_cursor_end_index_wasm(this.tree[0]);
  }
  /**
   * Move this cursor to the first child of its current node.
   *
   * This returns `true` if the cursor successfully moved, and returns
   * `false` if there were no children.
   */
  gotoFirstChild() {
    marshalTreeCursor(this);
    const result = C._ts_tree_cursor_goto_first_child_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
    return result === 1;
  }
  /**
   * Move this cursor to the last child of its current node.
   *
   * This returns `true` if the cursor successfully moved, and returns
   * `false` if there were no children.
   *
   * Note that this function may be slower than
   * {@link TreeCursor#gotoFirstChild} because it needs to
   * iterate through all the children to compute the child's position.
   */
  gotoLastChild() {
    marshalTreeCursor(this);
    const result = C._ts_tree_cursor_goto_last_child_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
    return result === 1;
  }
  /**
   * Move this cursor to the parent of its current node.
   *
   * This returns `true` if the cursor successfully moved, and returns
   * `false` if there was no parent node (the cursor was already on the
   * root node).
   *
   * Note that the node the cursor was constructed with is considered the root
   * of the cursor, and the cursor cannot walk outside this node.
   */
  gotoParent() {
    marshalTreeCursor(this);
    const result = C._ts_tree_cursor_goto_parent_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
    return result === 1;
  }
  /**
   * Move this cursor to the next sibling of its current node.
   *
   * This returns `true` if the cursor successfully moved, and returns
   * `false` if there was no next sibling node.
   *
   * Note that the node the cursor was constructed with is considered the root
   * of the cursor, and the cursor cannot walk outside this node.
   */
  gotoNextSibling() {
    marshalTreeCursor(this);
    const result = C._ts_tree_cursor_goto_next_sibling_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
    return result === 1;
  }
  /**
   * Move this cursor to the previous sibling of its current node.
   *
   * This returns `true` if the cursor successfully moved, and returns
   * `false` if there was no previous sibling node.
   *
   * Note that this function may be slower than
   * {@link TreeCursor#gotoNextSibling} due to how node
   * positions are stored. In the worst case, this will need to iterate
   * through all the children up to the previous sibling node to recalculate
   * its position. Also note that the node the cursor was constructed with is
   * considered the root of the cursor, and the cursor cannot walk outside this node.
   */
  gotoPreviousSibling() {
    marshalTreeCursor(this);
    const result = C._ts_tree_cursor_goto_previous_sibling_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
    return result === 1;
  }
  /**
   * Move the cursor to the node that is the nth descendant of
   * the original node that the cursor was constructed with, where
   * zero represents the original node itself.
   */
  gotoDescendant(goalDescendantIndex) {
    marshalTreeCursor(this);
    C._ts_tree_cursor_goto_descendant_wasm(this.tree[0], goalDescendantIndex);
    unmarshalTreeCursor(this);
  }
  /**
   * Move this cursor to the first child of its current node that contains or
   * starts after the given byte offset.
   *
   * This returns `true` if the cursor successfully moved to a child node, and returns
   * `false` if no such child was found.
   */
  gotoFirstChildForIndex(goalIndex) {
    marshalTreeCursor(this);
    C.setValue(TRANSFER_BUFFER + SIZE_OF_CURSOR, goalIndex, "i32");
    const result = C._ts_tree_cursor_goto_first_child_for_index_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
    return result === 1;
  }
  /**
   * Move this cursor to the first child of its current node that contains or
   * starts after the given byte offset.
   *
   * This returns the index of the child node if one was found, and returns
   * `null` if no such child was found.
   */
  gotoFirstChildForPosition(goalPosition) {
    marshalTreeCursor(this);
    marshalPoint(TRANSFER_BUFFER + SIZE_OF_CURSOR, goalPosition);
    const result = C._ts_tree_cursor_goto_first_child_for_position_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
    return result === 1;
  }
  /**
   * Re-initialize this tree cursor to start at the original node that the
   * cursor was constructed with.
   */
  reset(node) {
    marshalNode(node);
    marshalTreeCursor(this, TRANSFER_BUFFER + SIZE_OF_NODE);
    C._ts_tree_cursor_reset_wasm(this.tree[0]);
    unmarshalTreeCursor(this);
  }
  /**
   * Re-initialize a tree cursor to the same position as another cursor.
   *
   * Unlike {@link TreeCursor#reset}, this will not lose parent
   * information and allows reusing already created cursors.
   */
  resetTo(cursor) {
    marshalTreeCursor(this, TRANSFER_BUFFER);
    marshalTreeCursor(cursor, TRANSFER_BUFFER + SIZE_OF_CURSOR);
    C._ts_tree_cursor_reset_to_wasm(this.tree[0], cursor.tree[0]);
    unmarshalTreeCursor(this);
  }
};
var Node = class {
  static {
    __name(this, "Node");
  }
  /** @internal */
  // @ts-expect-error: never read
  [0] = 0;
  // Internal handle for Wasm
  /** @internal */
  _children;
  /** @internal */
  _namedChildren;
  /** @internal */
  constructor(internal, {
    id,
    tree,
    startIndex,
    startPosition,
    other
  }) {
    assertInternal(internal);
    this[0] = other;
    this.id = id;
    this.tree = tree;
    this.startIndex = startIndex;
    this.startPosition = startPosition;
  }
  /**
   * The numeric id for this node that is unique.
   *
   * Within a given syntax tree, no two nodes have the same id. However:
   *
   * * If a new tree is created based on an older tree, and a node from the old tree is reused in
   *   the process, then that node will have the same id in both trees.
   *
   * * A node not marked as having changes does not guarantee it was reused.
   *
   * * If a node is marked as having changed in the old tree, it will not be reused.
   */
  id;
  /** The byte index where this node starts. */
  startIndex;
  /** The position where this node starts. */
  startPosition;
  /** The tree that this node belongs to. */
  tree;
  /** Get this node's type as a numerical id. */
  get typeId() {
    marshalNode(this);
    return C._ts_node_symbol_wasm(this.tree[0]);
  }
  /**
   * Get the node's type as a numerical id as it appears in the grammar,
   * ignoring aliases.
   */
  get grammarId() {
    marshalNode(this);
    return C._ts_node_grammar_symbol_wasm(this.tree[0]);
  }
  /** Get this node's type as a string. */
  get type() {
    return this.tree.language.types[this.typeId] || "ERROR";
  }
  /**
   * Get this node's symbol name as it appears in the grammar, ignoring
   * aliases as a string.
   */
  get grammarType() {
    return this.tree.language.types[this.grammarId] || "ERROR";
  }
  /**
   * Check if this node is *named*.
   *
   * Named nodes correspond to named rules in the grammar, whereas
   * *anonymous* nodes correspond to string literals in the grammar.
   */
  get isNamed() {
    marshalNode(this);
    return C._ts_node_is_named_wasm(this.tree[0]) === 1;
  }
  /**
   * Check if this node is *extra*.
   *
   * Extra nodes represent things like comments, which are not required
   * by the grammar, but can appear anywhere.
   */
  get isExtra() {
    marshalNode(this);
    return C._ts_node_is_extra_wasm(this.tree[0]) === 1;
  }
  /**
   * Check if this node represents a syntax error.
   *
   * Syntax errors represent parts of the code that could not be incorporated
   * into a valid syntax tree.
   */
  get isError() {
    marshalNode(this);
    return C._ts_node_is_error_wasm(this.tree[0]) === 1;
  }
  /**
   * Check if this node is *missing*.
   *
   * Missing nodes are inserted by the parser in order to recover from
   * certain kinds of syntax errors.
   */
  get isMissing() {
    marshalNode(this);
    return C._ts_node_is_missing_wasm(this.tree[0]) === 1;
  }
  /** Check if this node has been edited. */
  get hasChanges() {
    marshalNode(this);
    return C._ts_node_has_changes_wasm(this.tree[0]) === 1;
  }
  /**
   * Check if this node represents a syntax error or contains any syntax
   * errors anywhere within it.
   */
  get hasError() {
    marshalNode(this);
    return C._ts_node_has_error_wasm(this.tree[0]) === 1;
  }
  /** Get the byte index where this node ends. */
  get endIndex() {
    marshalNode(this);
    return C._ts_node_end_index_wasm(this.tree[0]);
  }
  /** Get the position where this node ends. */
  get endPosition() {
    marshalNode(this);
    C._ts_node_end_point_wasm(this.tree[0]);
    return unmarshalPoint(TRANSFER_BUFFER);
  }
  /** Get the string content of this node. */
  get text() {
    return getText(this.tree, this.startIndex, this.endIndex, this.startPosition);
  }
  /** Get this node's parse state. */
  get parseState() {
    marshalNode(this);
    return C._ts_node_parse_state_wasm(this.tree[0]);
  }
  /** Get the parse state after this node. */
  get nextParseState() {
    marshalNode(this);
    return C._ts_node_next_parse_state_wasm(this.tree[0]);
  }
  /** Check if this node is equal to another node. */
  equals(other) {
    return this.tree === other.tree && this.id === other.id;
  }
  /**
   * Get the node's child at the given index, where zero represents the first child.
   *
   * This method is fairly fast, but its cost is technically log(n), so if
   * you might be iterating over a long list of children, you should use
   * {@link Node#children} instead.
   */
  child(index) {
    marshalNode(this);
    C._ts_node_child_wasm(this.tree[0], index);
    return unmarshalNode(this.tree);
  }
  /**
   * Get this node's *named* child at the given index.
   *
   * See also {@link Node#isNamed}.
   * This method is fairly fast, but its cost is technically log(n), so if
   * you might be iterating over a long list of children, you should use
   * {@link Node#namedChildren} instead.
   */
  namedChild(index) {
    marshalNode(this);
    C._ts_node_named_child_wasm(this.tree[0], index);
    return unmarshalNode(this.tree);
  }
  /**
   * Get this node's child with the given numerical field id.
   *
   * See also {@link Node#childForFieldName}. You can
   * convert a field name to an id using {@link Language#fieldIdForName}.
   */
  childForFieldId(fieldId) {
    marshalNode(this);
    C._ts_node_child_by_field_id_wasm(this.tree[0], fieldId);
    return unmarshalNode(this.tree);
  }
  /**
   * Get the first child with the given field name.
   *
   * If multiple children may have the same field name, access them using
   * {@link Node#childrenForFieldName}.
   */
  childForFieldName(fieldName) {
    const fieldId = this.tree.language.fields.indexOf(fieldName);
    if (fieldId !== -1) return this.childForFieldId(fieldId);
    return null;
  }
  /** Get the field name of this node's child at the given index. */
  fieldNameForChild(index) {
    marshalNode(this);
    const address = C._ts_node_field_name_for_child_wasm(this.tree[0], index);
    if (!address) return null;
    return C.AsciiToString(address);
  }
  /** Get the field name of this node's named child at the given index. */
  fieldNameForNamedChild(index) {
    marshalNode(this);
    const address = C._ts_node_field_name_for_named_child_wasm(this.tree[0], index);
    if (!address) return null;
    return C.AsciiToString(address);
  }
  /**
   * Get an array of this node's children with a given field name.
   *
   * See also {@link Node#children}.
   */
  childrenForFieldName(fieldName) {
    const fieldId = this.tree.language.fields.indexOf(fieldName);
    if (fieldId !== -1 && fieldId !== 0) return this.childrenForFieldId(fieldId);
    return [];
  }
  /**
    * Get an array of this node's children with a given field id.
    *
    * See also {@link Node#childrenForFieldName}.
    */
  childrenForFieldId(fieldId) {
    marshalNode(this);
    C._ts_node_children_by_field_id_wasm(this.tree[0], fieldId);
    const count = C.getValue(TRANSFER_BUFFER, "i32");
    const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const result = new Array(count);
    if (count > 0) {
      let address = buffer;
      for (let i2 = 0; i2 < count; i2++) {
        result[i2] = unmarshalNode(this.tree, address);
        address += SIZE_OF_NODE;
      }
      C._free(buffer);
    }
    return result;
  }
  /** Get the node's first child that contains or starts after the given byte offset. */
  firstChildForIndex(index) {
    marshalNode(this);
    const address = TRANSFER_BUFFER + SIZE_OF_NODE;
    C.setValue(address, index, "i32");
    C._ts_node_first_child_for_byte_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get the node's first named child that contains or starts after the given byte offset. */
  firstNamedChildForIndex(index) {
    marshalNode(this);
    const address = TRANSFER_BUFFER + SIZE_OF_NODE;
    C.setValue(address, index, "i32");
    C._ts_node_first_named_child_for_byte_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get this node's number of children. */
  get childCount() {
    marshalNode(this);
    return C._ts_node_child_count_wasm(this.tree[0]);
  }
  /**
   * Get this node's number of *named* children.
   *
   * See also {@link Node#isNamed}.
   */
  get namedChildCount() {
    marshalNode(this);
    return C._ts_node_named_child_count_wasm(this.tree[0]);
  }
  /** Get this node's first child. */
  get firstChild() {
    return this.child(0);
  }
  /**
   * Get this node's first named child.
   *
   * See also {@link Node#isNamed}.
   */
  get firstNamedChild() {
    return this.namedChild(0);
  }
  /** Get this node's last child. */
  get lastChild() {
    return this.child(this.childCount - 1);
  }
  /**
   * Get this node's last named child.
   *
   * See also {@link Node#isNamed}.
   */
  get lastNamedChild() {
    return this.namedChild(this.namedChildCount - 1);
  }
  /**
   * Iterate over this node's children.
   *
   * If you're walking the tree recursively, you may want to use the
   * {@link TreeCursor} APIs directly instead.
   */
  get children() {
    if (!this._children) {
      marshalNode(this);
      C._ts_node_children_wasm(this.tree[0]);
      const count = C.getValue(TRANSFER_BUFFER, "i32");
      const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
      this._children = new Array(count);
      if (count > 0) {
        let address = buffer;
        for (let i2 = 0; i2 < count; i2++) {
          this._children[i2] = unmarshalNode(this.tree, address);
          address += SIZE_OF_NODE;
        }
        C._free(buffer);
      }
    }
    return this._children;
  }
  /**
   * Iterate over this node's named children.
   *
   * See also {@link Node#children}.
   */
  get namedChildren() {
    if (!this._namedChildren) {
      marshalNode(this);
      C._ts_node_named_children_wasm(this.tree[0]);
      const count = C.getValue(TRANSFER_BUFFER, "i32");
      const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
      this._namedChildren = new Array(count);
      if (count > 0) {
        let address = buffer;
        for (let i2 = 0; i2 < count; i2++) {
          this._namedChildren[i2] = unmarshalNode(this.tree, address);
          address += SIZE_OF_NODE;
        }
        C._free(buffer);
      }
    }
    return this._namedChildren;
  }
  /**
   * Get the descendants of this node that are the given type, or in the given types array.
   *
   * The types array should contain node type strings, which can be retrieved from {@link Language#types}.
   *
   * Additionally, a `startPosition` and `endPosition` can be passed in to restrict the search to a byte range.
   */
  descendantsOfType(types, startPosition = ZERO_POINT, endPosition = ZERO_POINT) {
    if (!Array.isArray(types)) types = [types];
    const symbols = [];
    const typesBySymbol = this.tree.language.types;
    for (const node_type of types) {
      if (node_type == "ERROR") {
        symbols.push(65535);
      }
    }
    for (let i2 = 0, n = typesBySymbol.length; i2 < n; i2++) {
      if (types.includes(typesBySymbol[i2])) {
        symbols.push(i2);
      }
    }
    const symbolsAddress = C._malloc(SIZE_OF_INT * symbols.length);
    for (let i2 = 0, n = symbols.length; i2 < n; i2++) {
      C.setValue(symbolsAddress + i2 * SIZE_OF_INT, symbols[i2], "i32");
    }
    marshalNode(this);
    C._ts_node_descendants_of_type_wasm(
      this.tree[0],
      symbolsAddress,
      symbols.length,
      startPosition.row,
      startPosition.column,
      endPosition.row,
      endPosition.column
    );
    const descendantCount = C.getValue(TRANSFER_BUFFER, "i32");
    const descendantAddress = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const result = new Array(descendantCount);
    if (descendantCount > 0) {
      let address = descendantAddress;
      for (let i2 = 0; i2 < descendantCount; i2++) {
        result[i2] = unmarshalNode(this.tree, address);
        address += SIZE_OF_NODE;
      }
    }
    C._free(descendantAddress);
    C._free(symbolsAddress);
    return result;
  }
  /** Get this node's next sibling. */
  get nextSibling() {
    marshalNode(this);
    C._ts_node_next_sibling_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get this node's previous sibling. */
  get previousSibling() {
    marshalNode(this);
    C._ts_node_prev_sibling_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /**
   * Get this node's next *named* sibling.
   *
   * See also {@link Node#isNamed}.
   */
  get nextNamedSibling() {
    marshalNode(this);
    C._ts_node_next_named_sibling_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /**
   * Get this node's previous *named* sibling.
   *
   * See also {@link Node#isNamed}.
   */
  get previousNamedSibling() {
    marshalNode(this);
    C._ts_node_prev_named_sibling_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get the node's number of descendants, including one for the node itself. */
  get descendantCount() {
    marshalNode(this);
    return C._ts_node_descendant_count_wasm(this.tree[0]);
  }
  /**
   * Get this node's immediate parent.
   * Prefer {@link Node#childWithDescendant} for iterating over this node's ancestors.
   */
  get parent() {
    marshalNode(this);
    C._ts_node_parent_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /**
   * Get the node that contains `descendant`.
   *
   * Note that this can return `descendant` itself.
   */
  childWithDescendant(descendant) {
    marshalNode(this);
    marshalNode(descendant, 1);
    C._ts_node_child_with_descendant_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get the smallest node within this node that spans the given byte range. */
  descendantForIndex(start2, end = start2) {
    if (typeof start2 !== "number" || typeof end !== "number") {
      throw new Error("Arguments must be numbers");
    }
    marshalNode(this);
    const address = TRANSFER_BUFFER + SIZE_OF_NODE;
    C.setValue(address, start2, "i32");
    C.setValue(address + SIZE_OF_INT, end, "i32");
    C._ts_node_descendant_for_index_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get the smallest named node within this node that spans the given byte range. */
  namedDescendantForIndex(start2, end = start2) {
    if (typeof start2 !== "number" || typeof end !== "number") {
      throw new Error("Arguments must be numbers");
    }
    marshalNode(this);
    const address = TRANSFER_BUFFER + SIZE_OF_NODE;
    C.setValue(address, start2, "i32");
    C.setValue(address + SIZE_OF_INT, end, "i32");
    C._ts_node_named_descendant_for_index_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get the smallest node within this node that spans the given point range. */
  descendantForPosition(start2, end = start2) {
    if (!isPoint(start2) || !isPoint(end)) {
      throw new Error("Arguments must be {row, column} objects");
    }
    marshalNode(this);
    const address = TRANSFER_BUFFER + SIZE_OF_NODE;
    marshalPoint(address, start2);
    marshalPoint(address + SIZE_OF_POINT, end);
    C._ts_node_descendant_for_position_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /** Get the smallest named node within this node that spans the given point range. */
  namedDescendantForPosition(start2, end = start2) {
    if (!isPoint(start2) || !isPoint(end)) {
      throw new Error("Arguments must be {row, column} objects");
    }
    marshalNode(this);
    const address = TRANSFER_BUFFER + SIZE_OF_NODE;
    marshalPoint(address, start2);
    marshalPoint(address + SIZE_OF_POINT, end);
    C._ts_node_named_descendant_for_position_wasm(this.tree[0]);
    return unmarshalNode(this.tree);
  }
  /**
   * Create a new {@link TreeCursor} starting from this node.
   *
   * Note that the given node is considered the root of the cursor,
   * and the cursor cannot walk outside this node.
   */
  walk() {
    marshalNode(this);
    C._ts_tree_cursor_new_wasm(this.tree[0]);
    return new TreeCursor(INTERNAL, this.tree);
  }
  /**
   * Edit this node to keep it in-sync with source code that has been edited.
   *
   * This function is only rarely needed. When you edit a syntax tree with
   * the {@link Tree#edit} method, all of the nodes that you retrieve from
   * the tree afterward will already reflect the edit. You only need to
   * use {@link Node#edit} when you have a specific {@link Node} instance that
   * you want to keep and continue to use after an edit.
   */
  edit(edit) {
    if (this.startIndex >= edit.oldEndIndex) {
      this.startIndex = edit.newEndIndex + (this.startIndex - edit.oldEndIndex);
      let subbedPointRow;
      let subbedPointColumn;
      if (this.startPosition.row > edit.oldEndPosition.row) {
        subbedPointRow = this.startPosition.row - edit.oldEndPosition.row;
        subbedPointColumn = this.startPosition.column;
      } else {
        subbedPointRow = 0;
        subbedPointColumn = this.startPosition.column;
        if (this.startPosition.column >= edit.oldEndPosition.column) {
          subbedPointColumn = this.startPosition.column - edit.oldEndPosition.column;
        }
      }
      if (subbedPointRow > 0) {
        this.startPosition.row += subbedPointRow;
        this.startPosition.column = subbedPointColumn;
      } else {
        this.startPosition.column += subbedPointColumn;
      }
    } else if (this.startIndex > edit.startIndex) {
      this.startIndex = edit.newEndIndex;
      this.startPosition.row = edit.newEndPosition.row;
      this.startPosition.column = edit.newEndPosition.column;
    }
  }
  /** Get the S-expression representation of this node. */
  toString() {
    marshalNode(this);
    const address = C._ts_node_to_string_wasm(this.tree[0]);
    const result = C.AsciiToString(address);
    C._free(address);
    return result;
  }
};
function unmarshalCaptures(query, tree, address, patternIndex, result) {
  for (let i2 = 0, n = result.length; i2 < n; i2++) {
    const captureIndex = C.getValue(address, "i32");
    address += SIZE_OF_INT;
    const node = unmarshalNode(tree, address);
    address += SIZE_OF_NODE;
    result[i2] = { patternIndex, name: query.captureNames[captureIndex], node };
  }
  return address;
}
__name(unmarshalCaptures, "unmarshalCaptures");
function marshalNode(node, index = 0) {
  let address = TRANSFER_BUFFER + index * SIZE_OF_NODE;
  C.setValue(address, node.id, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, node.startIndex, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, node.startPosition.row, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, node.startPosition.column, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, node[0], "i32");
}
__name(marshalNode, "marshalNode");
function unmarshalNode(tree, address = TRANSFER_BUFFER) {
  const id = C.getValue(address, "i32");
  address += SIZE_OF_INT;
  if (id === 0) return null;
  const index = C.getValue(address, "i32");
  address += SIZE_OF_INT;
  const row = C.getValue(address, "i32");
  address += SIZE_OF_INT;
  const column = C.getValue(address, "i32");
  address += SIZE_OF_INT;
  const other = C.getValue(address, "i32");
  const result = new Node(INTERNAL, {
    id,
    tree,
    startIndex: index,
    startPosition: { row, column },
    other
  });
  return result;
}
__name(unmarshalNode, "unmarshalNode");
function marshalTreeCursor(cursor, address = TRANSFER_BUFFER) {
  C.setValue(address + 0 * SIZE_OF_INT, cursor[0], "i32");
  C.setValue(address + 1 * SIZE_OF_INT, cursor[1], "i32");
  C.setValue(address + 2 * SIZE_OF_INT, cursor[2], "i32");
  C.setValue(address + 3 * SIZE_OF_INT, cursor[3], "i32");
}
__name(marshalTreeCursor, "marshalTreeCursor");
function unmarshalTreeCursor(cursor) {
  cursor[0] = C.getValue(TRANSFER_BUFFER + 0 * SIZE_OF_INT, "i32");
  cursor[1] = C.getValue(TRANSFER_BUFFER + 1 * SIZE_OF_INT, "i32");
  cursor[2] = C.getValue(TRANSFER_BUFFER + 2 * SIZE_OF_INT, "i32");
  cursor[3] = C.getValue(TRANSFER_BUFFER + 3 * SIZE_OF_INT, "i32");
}
__name(unmarshalTreeCursor, "unmarshalTreeCursor");
function marshalPoint(address, point) {
  C.setValue(address, point.row, "i32");
  C.setValue(address + SIZE_OF_INT, point.column, "i32");
}
__name(marshalPoint, "marshalPoint");
function unmarshalPoint(address) {
  const result = {
    row: C.getValue(address, "i32") >>> 0,
    column: C.getValue(address + SIZE_OF_INT, "i32") >>> 0
  };
  return result;
}
__name(unmarshalPoint, "unmarshalPoint");
function marshalRange(address, range) {
  marshalPoint(address, range.startPosition);
  address += SIZE_OF_POINT;
  marshalPoint(address, range.endPosition);
  address += SIZE_OF_POINT;
  C.setValue(address, range.startIndex, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, range.endIndex, "i32");
  address += SIZE_OF_INT;
}
__name(marshalRange, "marshalRange");
function unmarshalRange(address) {
  const result = {};
  result.startPosition = unmarshalPoint(address);
  address += SIZE_OF_POINT;
  result.endPosition = unmarshalPoint(address);
  address += SIZE_OF_POINT;
  result.startIndex = C.getValue(address, "i32") >>> 0;
  address += SIZE_OF_INT;
  result.endIndex = C.getValue(address, "i32") >>> 0;
  return result;
}
__name(unmarshalRange, "unmarshalRange");
function marshalEdit(edit, address = TRANSFER_BUFFER) {
  marshalPoint(address, edit.startPosition);
  address += SIZE_OF_POINT;
  marshalPoint(address, edit.oldEndPosition);
  address += SIZE_OF_POINT;
  marshalPoint(address, edit.newEndPosition);
  address += SIZE_OF_POINT;
  C.setValue(address, edit.startIndex, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, edit.oldEndIndex, "i32");
  address += SIZE_OF_INT;
  C.setValue(address, edit.newEndIndex, "i32");
  address += SIZE_OF_INT;
}
__name(marshalEdit, "marshalEdit");
function unmarshalLanguageMetadata(address) {
  const major_version = C.getValue(address, "i32");
  const minor_version = C.getValue(address += SIZE_OF_INT, "i32");
  const patch_version = C.getValue(address += SIZE_OF_INT, "i32");
  return { major_version, minor_version, patch_version };
}
__name(unmarshalLanguageMetadata, "unmarshalLanguageMetadata");
var LANGUAGE_FUNCTION_REGEX = /^tree_sitter_\w+$/;
var Language = class _Language {
  static {
    __name(this, "Language");
  }
  /** @internal */
  [0] = 0;
  // Internal handle for Wasm
  /**
   * A list of all node types in the language. The index of each type in this
   * array is its node type id.
   */
  types;
  /**
   * A list of all field names in the language. The index of each field name in
   * this array is its field id.
   */
  fields;
  /** @internal */
  constructor(internal, address) {
    assertInternal(internal);
    this[0] = address;
    this.types = new Array(C._ts_language_symbol_count(this[0]));
    for (let i2 = 0, n = this.types.length; i2 < n; i2++) {
      if (C._ts_language_symbol_type(this[0], i2) < 2) {
        this.types[i2] = C.UTF8ToString(C._ts_language_symbol_name(this[0], i2));
      }
    }
    this.fields = new Array(C._ts_language_field_count(this[0]) + 1);
    for (let i2 = 0, n = this.fields.length; i2 < n; i2++) {
      const fieldName = C._ts_language_field_name_for_id(this[0], i2);
      if (fieldName !== 0) {
        this.fields[i2] = C.UTF8ToString(fieldName);
      } else {
        this.fields[i2] = null;
      }
    }
  }
  /**
   * Gets the name of the language.
   */
  get name() {
    const ptr = C._ts_language_name(this[0]);
    if (ptr === 0) return null;
    return C.UTF8ToString(ptr);
  }
  /**
   * Gets the ABI version of the language.
   */
  get abiVersion() {
    return C._ts_language_abi_version(this[0]);
  }
  /**
  * Get the metadata for this language. This information is generated by the
  * CLI, and relies on the language author providing the correct metadata in
  * the language's `tree-sitter.json` file.
  */
  get metadata() {
    C._ts_language_metadata_wasm(this[0]);
    const length = C.getValue(TRANSFER_BUFFER, "i32");
    if (length === 0) return null;
    return unmarshalLanguageMetadata(TRANSFER_BUFFER + SIZE_OF_INT);
  }
  /**
   * Gets the number of fields in the language.
   */
  get fieldCount() {
    return this.fields.length - 1;
  }
  /**
   * Gets the number of states in the language.
   */
  get stateCount() {
    return C._ts_language_state_count(this[0]);
  }
  /**
   * Get the field id for a field name.
   */
  fieldIdForName(fieldName) {
    const result = this.fields.indexOf(fieldName);
    return result !== -1 ? result : null;
  }
  /**
   * Get the field name for a field id.
   */
  fieldNameForId(fieldId) {
    return this.fields[fieldId] ?? null;
  }
  /**
   * Get the node type id for a node type name.
   */
  idForNodeType(type, named) {
    const typeLength = C.lengthBytesUTF8(type);
    const typeAddress = C._malloc(typeLength + 1);
    C.stringToUTF8(type, typeAddress, typeLength + 1);
    const result = C._ts_language_symbol_for_name(this[0], typeAddress, typeLength, named ? 1 : 0);
    C._free(typeAddress);
    return result || null;
  }
  /**
   * Gets the number of node types in the language.
   */
  get nodeTypeCount() {
    return C._ts_language_symbol_count(this[0]);
  }
  /**
   * Get the node type name for a node type id.
   */
  nodeTypeForId(typeId) {
    const name2 = C._ts_language_symbol_name(this[0], typeId);
    return name2 ? C.UTF8ToString(name2) : null;
  }
  /**
   * Check if a node type is named.
   *
   * @see {@link https://tree-sitter.github.io/tree-sitter/using-parsers/2-basic-parsing.html#named-vs-anonymous-nodes}
   */
  nodeTypeIsNamed(typeId) {
    return C._ts_language_type_is_named_wasm(this[0], typeId) ? true : false;
  }
  /**
   * Check if a node type is visible.
   */
  nodeTypeIsVisible(typeId) {
    return C._ts_language_type_is_visible_wasm(this[0], typeId) ? true : false;
  }
  /**
   * Get the supertypes ids of this language.
   *
   * @see {@link https://tree-sitter.github.io/tree-sitter/using-parsers/6-static-node-types.html?highlight=supertype#supertype-nodes}
   */
  get supertypes() {
    C._ts_language_supertypes_wasm(this[0]);
    const count = C.getValue(TRANSFER_BUFFER, "i32");
    const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const result = new Array(count);
    if (count > 0) {
      let address = buffer;
      for (let i2 = 0; i2 < count; i2++) {
        result[i2] = C.getValue(address, "i16");
        address += SIZE_OF_SHORT;
      }
    }
    return result;
  }
  /**
   * Get the subtype ids for a given supertype node id.
   */
  subtypes(supertype) {
    C._ts_language_subtypes_wasm(this[0], supertype);
    const count = C.getValue(TRANSFER_BUFFER, "i32");
    const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const result = new Array(count);
    if (count > 0) {
      let address = buffer;
      for (let i2 = 0; i2 < count; i2++) {
        result[i2] = C.getValue(address, "i16");
        address += SIZE_OF_SHORT;
      }
    }
    return result;
  }
  /**
   * Get the next state id for a given state id and node type id.
   */
  nextState(stateId, typeId) {
    return C._ts_language_next_state(this[0], stateId, typeId);
  }
  /**
   * Create a new lookahead iterator for this language and parse state.
   *
   * This returns `null` if state is invalid for this language.
   *
   * Iterating {@link LookaheadIterator} will yield valid symbols in the given
   * parse state. A newly created iterator is not positioned on a symbol, so
   * {@link LookaheadIterator#currentType} returns `null` until the first
   * iteration step.
   *
   * Lookahead iterators can be useful for generating suggestions and improving
   * syntax error diagnostics. To get symbols valid in an `ERROR` node, use the
   * lookahead iterator on its first leaf node state. For `MISSING` nodes, a
   * lookahead iterator created on the previous non-extra leaf node may be
   * appropriate.
   */
  lookaheadIterator(stateId) {
    const address = C._ts_lookahead_iterator_new(this[0], stateId);
    if (address) return new LookaheadIterator(INTERNAL, address, this);
    return null;
  }
  /**
   * Load a language from a WebAssembly module.
   * The module can be provided as a path to a file, a `URL` to a file, or as a
   * buffer.
   */
  static async load(input) {
    let binary22;
    if (input instanceof Uint8Array) {
      binary22 = input;
    } else if (globalThis.process?.versions.node) {
      const fs2 = await import("fs/promises");
      binary22 = await fs2.readFile(input);
    } else {
      const response = await fetch(input);
      if (!response.ok) {
        const body2 = await response.text();
        throw new Error(`Language.load failed with status ${response.status}.

${body2}`);
      }
      const retryResp = response.clone();
      try {
        binary22 = await WebAssembly.compileStreaming(response);
      } catch (reason) {
        console.error("wasm streaming compile failed:", reason);
        console.error("falling back to ArrayBuffer instantiation");
        binary22 = new Uint8Array(await retryResp.arrayBuffer());
      }
    }
    const mod = await C.loadWebAssemblyModule(binary22, { loadAsync: true });
    return _Language.loadFromWasmExports(mod, { sync: false });
  }
  static loadFromWasmExports(mod, { sync }) {
    const symbolNames = Object.keys(mod);
    const functionName = symbolNames.find((key) => LANGUAGE_FUNCTION_REGEX.test(key) && !key.includes("external_scanner_"));
    if (!functionName) {
      console.log(`Couldn't find language function in Wasm file. Symbols:
${JSON.stringify(symbolNames, null, 2)}`);
      throw new Error(`Language.${sync ? "loadSync" : "load"} failed: no language function found in Wasm file`);
    }
    const languageAddress = mod[functionName]();
    return new _Language(INTERNAL, languageAddress);
  }
  /**
   * Load a language synchronously from a pre-compiled WebAssembly module.
   * Use this when the host environment provides a `WebAssembly.Module` directly.
   */
  static loadSync(wasmModule) {
    const mod = C.loadWebAssemblyModule(wasmModule, { loadAsync: false });
    return _Language.loadFromWasmExports(mod, { sync: true });
  }
};
async function Module2(moduleArg = {}) {
  var moduleRtn;
  var Module = moduleArg;
  var ENVIRONMENT_IS_WEB = typeof window == "object";
  var ENVIRONMENT_IS_WORKER = typeof WorkerGlobalScope != "undefined";
  var ENVIRONMENT_IS_NODE = typeof process == "object" && process.versions?.node && process.type != "renderer";
  if (ENVIRONMENT_IS_NODE) {
    const { createRequire } = await import("module");
    var require = createRequire(import.meta.url);
  }
  Module.currentQueryProgressCallback = null;
  Module.currentProgressCallback = null;
  Module.currentLogCallback = null;
  Module.currentParseCallback = null;
  var arguments_ = [];
  var thisProgram = "./this.program";
  var quit_ = /* @__PURE__ */ __name((status, toThrow) => {
    throw toThrow;
  }, "quit_");
  var _scriptName = import.meta.url;
  var scriptDirectory = "";
  function locateFile(path3) {
    if (Module["locateFile"]) {
      return Module["locateFile"](path3, scriptDirectory);
    }
    return scriptDirectory + path3;
  }
  __name(locateFile, "locateFile");
  var readAsync, readBinary;
  if (ENVIRONMENT_IS_NODE) {
    var fs = require("fs");
    if (_scriptName.startsWith("file:")) {
      scriptDirectory = require("path").dirname(require("url").fileURLToPath(_scriptName)) + "/";
    }
    readBinary = /* @__PURE__ */ __name((filename) => {
      filename = isFileURI(filename) ? new URL(filename) : filename;
      var ret = fs.readFileSync(filename);
      return ret;
    }, "readBinary");
    readAsync = /* @__PURE__ */ __name(async (filename, binary22 = true) => {
      filename = isFileURI(filename) ? new URL(filename) : filename;
      var ret = fs.readFileSync(filename, binary22 ? void 0 : "utf8");
      return ret;
    }, "readAsync");
    if (process.argv.length > 1) {
      thisProgram = process.argv[1].replace(/\\/g, "/");
    }
    arguments_ = process.argv.slice(2);
    quit_ = /* @__PURE__ */ __name((status, toThrow) => {
      process.exitCode = status;
      throw toThrow;
    }, "quit_");
  } else if (ENVIRONMENT_IS_WEB || ENVIRONMENT_IS_WORKER) {
    try {
      scriptDirectory = new URL(".", _scriptName).href;
    } catch {
    }
    {
      if (ENVIRONMENT_IS_WORKER) {
        readBinary = /* @__PURE__ */ __name((url) => {
          var xhr = new XMLHttpRequest();
          xhr.open("GET", url, false);
          xhr.responseType = "arraybuffer";
          xhr.send(null);
          return new Uint8Array(
            /** @type{!ArrayBuffer} */
            xhr.response
          );
        }, "readBinary");
      }
      readAsync = /* @__PURE__ */ __name(async (url) => {
        if (isFileURI(url)) {
          return new Promise((resolve3, reject) => {
            var xhr = new XMLHttpRequest();
            xhr.open("GET", url, true);
            xhr.responseType = "arraybuffer";
            xhr.onload = () => {
              if (xhr.status == 200 || xhr.status == 0 && xhr.response) {
                resolve3(xhr.response);
                return;
              }
              reject(xhr.status);
            };
            xhr.onerror = reject;
            xhr.send(null);
          });
        }
        var response = await fetch(url, {
          credentials: "same-origin"
        });
        if (response.ok) {
          return response.arrayBuffer();
        }
        throw new Error(response.status + " : " + response.url);
      }, "readAsync");
    }
  } else {
  }
  var out = console.log.bind(console);
  var err = console.error.bind(console);
  var dynamicLibraries = [];
  var wasmBinary;
  var ABORT = false;
  var EXITSTATUS;
  var isFileURI = /* @__PURE__ */ __name((filename) => filename.startsWith("file://"), "isFileURI");
  var readyPromiseResolve, readyPromiseReject;
  var wasmMemory;
  var HEAP8, HEAPU8, HEAP16, HEAPU16, HEAP32, HEAPU32, HEAPF32, HEAPF64;
  var HEAP64, HEAPU64;
  var HEAP_DATA_VIEW;
  var runtimeInitialized = false;
  function updateMemoryViews() {
    var b = wasmMemory.buffer;
    Module["HEAP8"] = HEAP8 = new Int8Array(b);
    Module["HEAP16"] = HEAP16 = new Int16Array(b);
    Module["HEAPU8"] = HEAPU8 = new Uint8Array(b);
    Module["HEAPU16"] = HEAPU16 = new Uint16Array(b);
    Module["HEAP32"] = HEAP32 = new Int32Array(b);
    Module["HEAPU32"] = HEAPU32 = new Uint32Array(b);
    Module["HEAPF32"] = HEAPF32 = new Float32Array(b);
    Module["HEAPF64"] = HEAPF64 = new Float64Array(b);
    Module["HEAP64"] = HEAP64 = new BigInt64Array(b);
    Module["HEAPU64"] = HEAPU64 = new BigUint64Array(b);
    Module["HEAP_DATA_VIEW"] = HEAP_DATA_VIEW = new DataView(b);
    LE_HEAP_UPDATE();
  }
  __name(updateMemoryViews, "updateMemoryViews");
  function initMemory() {
    if (Module["wasmMemory"]) {
      wasmMemory = Module["wasmMemory"];
    } else {
      var INITIAL_MEMORY = Module["INITIAL_MEMORY"] || 33554432;
      wasmMemory = new WebAssembly.Memory({
        "initial": INITIAL_MEMORY / 65536,
        // In theory we should not need to emit the maximum if we want "unlimited"
        // or 4GB of memory, but VMs error on that atm, see
        // https://github.com/emscripten-core/emscripten/issues/14130
        // And in the pthreads case we definitely need to emit a maximum. So
        // always emit one.
        "maximum": 32768
      });
    }
    updateMemoryViews();
  }
  __name(initMemory, "initMemory");
  var __RELOC_FUNCS__ = [];
  function preRun() {
    if (Module["preRun"]) {
      if (typeof Module["preRun"] == "function") Module["preRun"] = [Module["preRun"]];
      while (Module["preRun"].length) {
        addOnPreRun(Module["preRun"].shift());
      }
    }
    callRuntimeCallbacks(onPreRuns);
  }
  __name(preRun, "preRun");
  function initRuntime() {
    runtimeInitialized = true;
    callRuntimeCallbacks(__RELOC_FUNCS__);
    wasmExports["__wasm_call_ctors"]();
    callRuntimeCallbacks(onPostCtors);
  }
  __name(initRuntime, "initRuntime");
  function preMain() {
  }
  __name(preMain, "preMain");
  function postRun() {
    if (Module["postRun"]) {
      if (typeof Module["postRun"] == "function") Module["postRun"] = [Module["postRun"]];
      while (Module["postRun"].length) {
        addOnPostRun(Module["postRun"].shift());
      }
    }
    callRuntimeCallbacks(onPostRuns);
  }
  __name(postRun, "postRun");
  function abort(what) {
    Module["onAbort"]?.(what);
    what = "Aborted(" + what + ")";
    err(what);
    ABORT = true;
    what += ". Build with -sASSERTIONS for more info.";
    var e = new WebAssembly.RuntimeError(what);
    readyPromiseReject?.(e);
    throw e;
  }
  __name(abort, "abort");
  var wasmBinaryFile;
  function findWasmBinary() {
    if (Module["locateFile"]) {
      return locateFile("web-tree-sitter.wasm");
    }
    return new URL("web-tree-sitter.wasm", import.meta.url).href;
  }
  __name(findWasmBinary, "findWasmBinary");
  function getBinarySync(file) {
    if (file == wasmBinaryFile && wasmBinary) {
      return new Uint8Array(wasmBinary);
    }
    if (readBinary) {
      return readBinary(file);
    }
    throw "both async and sync fetching of the wasm failed";
  }
  __name(getBinarySync, "getBinarySync");
  async function getWasmBinary(binaryFile) {
    if (!wasmBinary) {
      try {
        var response = await readAsync(binaryFile);
        return new Uint8Array(response);
      } catch {
      }
    }
    return getBinarySync(binaryFile);
  }
  __name(getWasmBinary, "getWasmBinary");
  async function instantiateArrayBuffer(binaryFile, imports) {
    try {
      var binary22 = await getWasmBinary(binaryFile);
      var instance2 = await WebAssembly.instantiate(binary22, imports);
      return instance2;
    } catch (reason) {
      err(`failed to asynchronously prepare wasm: ${reason}`);
      abort(reason);
    }
  }
  __name(instantiateArrayBuffer, "instantiateArrayBuffer");
  async function instantiateAsync(binary22, binaryFile, imports) {
    if (!binary22 && !isFileURI(binaryFile) && !ENVIRONMENT_IS_NODE) {
      try {
        var response = fetch(binaryFile, {
          credentials: "same-origin"
        });
        var instantiationResult = await WebAssembly.instantiateStreaming(response, imports);
        return instantiationResult;
      } catch (reason) {
        err(`wasm streaming compile failed: ${reason}`);
        err("falling back to ArrayBuffer instantiation");
      }
    }
    return instantiateArrayBuffer(binaryFile, imports);
  }
  __name(instantiateAsync, "instantiateAsync");
  function getWasmImports() {
    return {
      "env": wasmImports,
      "wasi_snapshot_preview1": wasmImports,
      "GOT.mem": new Proxy(wasmImports, GOTHandler),
      "GOT.func": new Proxy(wasmImports, GOTHandler)
    };
  }
  __name(getWasmImports, "getWasmImports");
  async function createWasm() {
    function receiveInstance(instance2, module2) {
      wasmExports = instance2.exports;
      wasmExports = relocateExports(wasmExports, 1024);
      var metadata2 = getDylinkMetadata(module2);
      if (metadata2.neededDynlibs) {
        dynamicLibraries = metadata2.neededDynlibs.concat(dynamicLibraries);
      }
      mergeLibSymbols(wasmExports, "main");
      LDSO.init();
      loadDylibs();
      __RELOC_FUNCS__.push(wasmExports["__wasm_apply_data_relocs"]);
      assignWasmExports(wasmExports);
      return wasmExports;
    }
    __name(receiveInstance, "receiveInstance");
    function receiveInstantiationResult(result2) {
      return receiveInstance(result2["instance"], result2["module"]);
    }
    __name(receiveInstantiationResult, "receiveInstantiationResult");
    var info2 = getWasmImports();
    if (Module["instantiateWasm"]) {
      return new Promise((resolve3, reject) => {
        Module["instantiateWasm"](info2, (mod, inst) => {
          resolve3(receiveInstance(mod, inst));
        });
      });
    }
    wasmBinaryFile ??= findWasmBinary();
    var result = await instantiateAsync(wasmBinary, wasmBinaryFile, info2);
    var exports = receiveInstantiationResult(result);
    return exports;
  }
  __name(createWasm, "createWasm");
  class ExitStatus {
    static {
      __name(this, "ExitStatus");
    }
    name = "ExitStatus";
    constructor(status) {
      this.message = `Program terminated with exit(${status})`;
      this.status = status;
    }
  }
  var GOT = {};
  var currentModuleWeakSymbols = /* @__PURE__ */ new Set([]);
  var GOTHandler = {
    get(obj, symName) {
      var rtn = GOT[symName];
      if (!rtn) {
        rtn = GOT[symName] = new WebAssembly.Global({
          "value": "i32",
          "mutable": true
        });
      }
      if (!currentModuleWeakSymbols.has(symName)) {
        rtn.required = true;
      }
      return rtn;
    }
  };
  var LE_ATOMICS_NATIVE_BYTE_ORDER = [];
  var LE_HEAP_LOAD_F32 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getFloat32(byteOffset, true), "LE_HEAP_LOAD_F32");
  var LE_HEAP_LOAD_F64 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getFloat64(byteOffset, true), "LE_HEAP_LOAD_F64");
  var LE_HEAP_LOAD_I16 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getInt16(byteOffset, true), "LE_HEAP_LOAD_I16");
  var LE_HEAP_LOAD_I32 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getInt32(byteOffset, true), "LE_HEAP_LOAD_I32");
  var LE_HEAP_LOAD_I64 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getBigInt64(byteOffset, true), "LE_HEAP_LOAD_I64");
  var LE_HEAP_LOAD_U32 = /* @__PURE__ */ __name((byteOffset) => HEAP_DATA_VIEW.getUint32(byteOffset, true), "LE_HEAP_LOAD_U32");
  var LE_HEAP_STORE_F32 = /* @__PURE__ */ __name((byteOffset, value) => HEAP_DATA_VIEW.setFloat32(byteOffset, value, true), "LE_HEAP_STORE_F32");
  var LE_HEAP_STORE_F64 = /* @__PURE__ */ __name((byteOffset, value) => HEAP_DATA_VIEW.setFloat64(byteOffset, value, true), "LE_HEAP_STORE_F64");
  var LE_HEAP_STORE_I16 = /* @__PURE__ */ __name((byteOffset, value) => HEAP_DATA_VIEW.setInt16(byteOffset, value, true), "LE_HEAP_STORE_I16");
  var LE_HEAP_STORE_I32 = /* @__PURE__ */ __name((byteOffset, value) => HEAP_DATA_VIEW.setInt32(byteOffset, value, true), "LE_HEAP_STORE_I32");
  var LE_HEAP_STORE_I64 = /* @__PURE__ */ __name((byteOffset, value) => HEAP_DATA_VIEW.setBigInt64(byteOffset, value, true), "LE_HEAP_STORE_I64");
  var LE_HEAP_STORE_U32 = /* @__PURE__ */ __name((byteOffset, value) => HEAP_DATA_VIEW.setUint32(byteOffset, value, true), "LE_HEAP_STORE_U32");
  var callRuntimeCallbacks = /* @__PURE__ */ __name((callbacks) => {
    while (callbacks.length > 0) {
      callbacks.shift()(Module);
    }
  }, "callRuntimeCallbacks");
  var onPostRuns = [];
  var addOnPostRun = /* @__PURE__ */ __name((cb) => onPostRuns.push(cb), "addOnPostRun");
  var onPreRuns = [];
  var addOnPreRun = /* @__PURE__ */ __name((cb) => onPreRuns.push(cb), "addOnPreRun");
  var UTF8Decoder = typeof TextDecoder != "undefined" ? new TextDecoder() : void 0;
  var findStringEnd = /* @__PURE__ */ __name((heapOrArray, idx, maxBytesToRead, ignoreNul) => {
    var maxIdx = idx + maxBytesToRead;
    if (ignoreNul) return maxIdx;
    while (heapOrArray[idx] && !(idx >= maxIdx)) ++idx;
    return idx;
  }, "findStringEnd");
  var UTF8ArrayToString = /* @__PURE__ */ __name((heapOrArray, idx = 0, maxBytesToRead, ignoreNul) => {
    var endPtr = findStringEnd(heapOrArray, idx, maxBytesToRead, ignoreNul);
    if (endPtr - idx > 16 && heapOrArray.buffer && UTF8Decoder) {
      return UTF8Decoder.decode(heapOrArray.subarray(idx, endPtr));
    }
    var str = "";
    while (idx < endPtr) {
      var u0 = heapOrArray[idx++];
      if (!(u0 & 128)) {
        str += String.fromCharCode(u0);
        continue;
      }
      var u1 = heapOrArray[idx++] & 63;
      if ((u0 & 224) == 192) {
        str += String.fromCharCode((u0 & 31) << 6 | u1);
        continue;
      }
      var u2 = heapOrArray[idx++] & 63;
      if ((u0 & 240) == 224) {
        u0 = (u0 & 15) << 12 | u1 << 6 | u2;
      } else {
        u0 = (u0 & 7) << 18 | u1 << 12 | u2 << 6 | heapOrArray[idx++] & 63;
      }
      if (u0 < 65536) {
        str += String.fromCharCode(u0);
      } else {
        var ch = u0 - 65536;
        str += String.fromCharCode(55296 | ch >> 10, 56320 | ch & 1023);
      }
    }
    return str;
  }, "UTF8ArrayToString");
  var getDylinkMetadata = /* @__PURE__ */ __name((binary22) => {
    var offset = 0;
    var end = 0;
    function getU8() {
      return binary22[offset++];
    }
    __name(getU8, "getU8");
    function getLEB() {
      var ret = 0;
      var mul = 1;
      while (1) {
        var byte = binary22[offset++];
        ret += (byte & 127) * mul;
        mul *= 128;
        if (!(byte & 128)) break;
      }
      return ret;
    }
    __name(getLEB, "getLEB");
    function getString() {
      var len = getLEB();
      offset += len;
      return UTF8ArrayToString(binary22, offset - len, len);
    }
    __name(getString, "getString");
    function getStringList() {
      var count2 = getLEB();
      var rtn = [];
      while (count2--) rtn.push(getString());
      return rtn;
    }
    __name(getStringList, "getStringList");
    function failIf(condition2, message) {
      if (condition2) throw new Error(message);
    }
    __name(failIf, "failIf");
    if (binary22 instanceof WebAssembly.Module) {
      var dylinkSection = WebAssembly.Module.customSections(binary22, "dylink.0");
      failIf(dylinkSection.length === 0, "need dylink section");
      binary22 = new Uint8Array(dylinkSection[0]);
      end = binary22.length;
    } else {
      var int32View = new Uint32Array(new Uint8Array(binary22.subarray(0, 24)).buffer);
      var magicNumberFound = int32View[0] == 1836278016 || int32View[0] == 6386541;
      failIf(!magicNumberFound, "need to see wasm magic number");
      failIf(binary22[8] !== 0, "need the dylink section to be first");
      offset = 9;
      var section_size = getLEB();
      end = offset + section_size;
      var name2 = getString();
      failIf(name2 !== "dylink.0");
    }
    var customSection = {
      neededDynlibs: [],
      tlsExports: /* @__PURE__ */ new Set(),
      weakImports: /* @__PURE__ */ new Set(),
      runtimePaths: []
    };
    var WASM_DYLINK_MEM_INFO = 1;
    var WASM_DYLINK_NEEDED = 2;
    var WASM_DYLINK_EXPORT_INFO = 3;
    var WASM_DYLINK_IMPORT_INFO = 4;
    var WASM_DYLINK_RUNTIME_PATH = 5;
    var WASM_SYMBOL_TLS = 256;
    var WASM_SYMBOL_BINDING_MASK = 3;
    var WASM_SYMBOL_BINDING_WEAK = 1;
    while (offset < end) {
      var subsectionType = getU8();
      var subsectionSize = getLEB();
      if (subsectionType === WASM_DYLINK_MEM_INFO) {
        customSection.memorySize = getLEB();
        customSection.memoryAlign = getLEB();
        customSection.tableSize = getLEB();
        customSection.tableAlign = getLEB();
      } else if (subsectionType === WASM_DYLINK_NEEDED) {
        customSection.neededDynlibs = getStringList();
      } else if (subsectionType === WASM_DYLINK_EXPORT_INFO) {
        var count = getLEB();
        while (count--) {
          var symname = getString();
          var flags2 = getLEB();
          if (flags2 & WASM_SYMBOL_TLS) {
            customSection.tlsExports.add(symname);
          }
        }
      } else if (subsectionType === WASM_DYLINK_IMPORT_INFO) {
        var count = getLEB();
        while (count--) {
          var modname = getString();
          var symname = getString();
          var flags2 = getLEB();
          if ((flags2 & WASM_SYMBOL_BINDING_MASK) == WASM_SYMBOL_BINDING_WEAK) {
            customSection.weakImports.add(symname);
          }
        }
      } else if (subsectionType === WASM_DYLINK_RUNTIME_PATH) {
        customSection.runtimePaths = getStringList();
      } else {
        offset += subsectionSize;
      }
    }
    return customSection;
  }, "getDylinkMetadata");
  function getValue(ptr, type = "i8") {
    if (type.endsWith("*")) type = "*";
    switch (type) {
      case "i1":
        return HEAP8[ptr];
      case "i8":
        return HEAP8[ptr];
      case "i16":
        return LE_HEAP_LOAD_I16((ptr >> 1) * 2);
      case "i32":
        return LE_HEAP_LOAD_I32((ptr >> 2) * 4);
      case "i64":
        return LE_HEAP_LOAD_I64((ptr >> 3) * 8);
      case "float":
        return LE_HEAP_LOAD_F32((ptr >> 2) * 4);
      case "double":
        return LE_HEAP_LOAD_F64((ptr >> 3) * 8);
      case "*":
        return LE_HEAP_LOAD_U32((ptr >> 2) * 4);
      default:
        abort(`invalid type for getValue: ${type}`);
    }
  }
  __name(getValue, "getValue");
  var newDSO = /* @__PURE__ */ __name((name2, handle2, syms) => {
    var dso = {
      refcount: Infinity,
      name: name2,
      exports: syms,
      global: true
    };
    LDSO.loadedLibsByName[name2] = dso;
    if (handle2 != void 0) {
      LDSO.loadedLibsByHandle[handle2] = dso;
    }
    return dso;
  }, "newDSO");
  var LDSO = {
    loadedLibsByName: {},
    loadedLibsByHandle: {},
    init() {
      newDSO("__main__", 0, wasmImports);
    }
  };
  var ___heap_base = 82240;
  var alignMemory = /* @__PURE__ */ __name((size, alignment) => Math.ceil(size / alignment) * alignment, "alignMemory");
  var getMemory = /* @__PURE__ */ __name((size) => {
    if (runtimeInitialized) {
      return _calloc(size, 1);
    }
    var ret = ___heap_base;
    var end = ret + alignMemory(size, 16);
    ___heap_base = end;
    GOT["__heap_base"].value = end;
    return ret;
  }, "getMemory");
  var isInternalSym = /* @__PURE__ */ __name((symName) => ["__cpp_exception", "__c_longjmp", "__wasm_apply_data_relocs", "__dso_handle", "__tls_size", "__tls_align", "__set_stack_limits", "_emscripten_tls_init", "__wasm_init_tls", "__wasm_call_ctors", "__start_em_asm", "__stop_em_asm", "__start_em_js", "__stop_em_js"].includes(symName) || symName.startsWith("__em_js__"), "isInternalSym");
  var uleb128EncodeWithLen = /* @__PURE__ */ __name((arr) => {
    const n = arr.length;
    return [n % 128 | 128, n >> 7, ...arr];
  }, "uleb128EncodeWithLen");
  var wasmTypeCodes = {
    "i": 127,
    // i32
    "p": 127,
    // i32
    "j": 126,
    // i64
    "f": 125,
    // f32
    "d": 124,
    // f64
    "e": 111
  };
  var generateTypePack = /* @__PURE__ */ __name((types) => uleb128EncodeWithLen(Array.from(types, (type) => {
    var code = wasmTypeCodes[type];
    return code;
  })), "generateTypePack");
  var convertJsFunctionToWasm = /* @__PURE__ */ __name((func2, sig) => {
    var bytes = Uint8Array.of(
      0,
      97,
      115,
      109,
      // magic ("\0asm")
      1,
      0,
      0,
      0,
      // version: 1
      1,
      ...uleb128EncodeWithLen([
        1,
        // count: 1
        96,
        // param types
        ...generateTypePack(sig.slice(1)),
        // return types (for now only supporting [] if `void` and single [T] otherwise)
        ...generateTypePack(sig[0] === "v" ? "" : sig[0])
      ]),
      // The rest of the module is static
      2,
      7,
      // import section
      // (import "e" "f" (func 0 (type 0)))
      1,
      1,
      101,
      1,
      102,
      0,
      0,
      7,
      5,
      // export section
      // (export "f" (func 0 (type 0)))
      1,
      1,
      102,
      0,
      0
    );
    var module2 = new WebAssembly.Module(bytes);
    var instance2 = new WebAssembly.Instance(module2, {
      "e": {
        "f": func2
      }
    });
    var wrappedFunc = instance2.exports["f"];
    return wrappedFunc;
  }, "convertJsFunctionToWasm");
  var wasmTableMirror = [];
  var wasmTable = new WebAssembly.Table({
    "initial": 31,
    "element": "anyfunc"
  });
  var getWasmTableEntry = /* @__PURE__ */ __name((funcPtr) => {
    var func2 = wasmTableMirror[funcPtr];
    if (!func2) {
      wasmTableMirror[funcPtr] = func2 = wasmTable.get(funcPtr);
    }
    return func2;
  }, "getWasmTableEntry");
  var updateTableMap = /* @__PURE__ */ __name((offset, count) => {
    if (functionsInTableMap) {
      for (var i2 = offset; i2 < offset + count; i2++) {
        var item = getWasmTableEntry(i2);
        if (item) {
          functionsInTableMap.set(item, i2);
        }
      }
    }
  }, "updateTableMap");
  var functionsInTableMap;
  var getFunctionAddress = /* @__PURE__ */ __name((func2) => {
    if (!functionsInTableMap) {
      functionsInTableMap = /* @__PURE__ */ new WeakMap();
      updateTableMap(0, wasmTable.length);
    }
    return functionsInTableMap.get(func2) || 0;
  }, "getFunctionAddress");
  var freeTableIndexes = [];
  var getEmptyTableSlot = /* @__PURE__ */ __name(() => {
    if (freeTableIndexes.length) {
      return freeTableIndexes.pop();
    }
    return wasmTable["grow"](1);
  }, "getEmptyTableSlot");
  var setWasmTableEntry = /* @__PURE__ */ __name((idx, func2) => {
    wasmTable.set(idx, func2);
    wasmTableMirror[idx] = wasmTable.get(idx);
  }, "setWasmTableEntry");
  var addFunction = /* @__PURE__ */ __name((func2, sig) => {
    var rtn = getFunctionAddress(func2);
    if (rtn) {
      return rtn;
    }
    var ret = getEmptyTableSlot();
    try {
      setWasmTableEntry(ret, func2);
    } catch (err2) {
      if (!(err2 instanceof TypeError)) {
        throw err2;
      }
      var wrapped = convertJsFunctionToWasm(func2, sig);
      setWasmTableEntry(ret, wrapped);
    }
    functionsInTableMap.set(func2, ret);
    return ret;
  }, "addFunction");
  var updateGOT = /* @__PURE__ */ __name((exports, replace2) => {
    for (var symName in exports) {
      if (isInternalSym(symName)) {
        continue;
      }
      var value = exports[symName];
      GOT[symName] ||= new WebAssembly.Global({
        "value": "i32",
        "mutable": true
      });
      if (replace2 || GOT[symName].value == 0) {
        if (typeof value == "function") {
          GOT[symName].value = addFunction(value);
        } else if (typeof value == "number") {
          GOT[symName].value = value;
        } else {
          err(`unhandled export type for '${symName}': ${typeof value}`);
        }
      }
    }
  }, "updateGOT");
  var relocateExports = /* @__PURE__ */ __name((exports, memoryBase2, replace2) => {
    var relocated = {};
    for (var e in exports) {
      var value = exports[e];
      if (typeof value == "object") {
        value = value.value;
      }
      if (typeof value == "number") {
        value += memoryBase2;
      }
      relocated[e] = value;
    }
    updateGOT(relocated, replace2);
    return relocated;
  }, "relocateExports");
  var isSymbolDefined = /* @__PURE__ */ __name((symName) => {
    var existing = wasmImports[symName];
    if (!existing || existing.stub) {
      return false;
    }
    return true;
  }, "isSymbolDefined");
  var dynCall = /* @__PURE__ */ __name((sig, ptr, args2 = [], promising = false) => {
    var func2 = getWasmTableEntry(ptr);
    var rtn = func2(...args2);
    function convert(rtn2) {
      return rtn2;
    }
    __name(convert, "convert");
    return convert(rtn);
  }, "dynCall");
  var stackSave = /* @__PURE__ */ __name(() => _emscripten_stack_get_current(), "stackSave");
  var stackRestore = /* @__PURE__ */ __name((val) => __emscripten_stack_restore(val), "stackRestore");
  var createInvokeFunction = /* @__PURE__ */ __name((sig) => (ptr, ...args2) => {
    var sp = stackSave();
    try {
      return dynCall(sig, ptr, args2);
    } catch (e) {
      stackRestore(sp);
      if (e !== e + 0) throw e;
      _setThrew(1, 0);
      if (sig[0] == "j") return 0n;
    }
  }, "createInvokeFunction");
  var resolveGlobalSymbol = /* @__PURE__ */ __name((symName, direct = false) => {
    var sym;
    if (isSymbolDefined(symName)) {
      sym = wasmImports[symName];
    } else if (symName.startsWith("invoke_")) {
      sym = wasmImports[symName] = createInvokeFunction(symName.split("_")[1]);
    }
    return {
      sym,
      name: symName
    };
  }, "resolveGlobalSymbol");
  var onPostCtors = [];
  var addOnPostCtor = /* @__PURE__ */ __name((cb) => onPostCtors.push(cb), "addOnPostCtor");
  var UTF8ToString = /* @__PURE__ */ __name((ptr, maxBytesToRead, ignoreNul) => ptr ? UTF8ArrayToString(HEAPU8, ptr, maxBytesToRead, ignoreNul) : "", "UTF8ToString");
  var loadWebAssemblyModule = /* @__PURE__ */ __name((binary, flags, libName, localScope, handle) => {
    var metadata = getDylinkMetadata(binary);
    function loadModule() {
      var memAlign = Math.pow(2, metadata.memoryAlign);
      var memoryBase = metadata.memorySize ? alignMemory(getMemory(metadata.memorySize + memAlign), memAlign) : 0;
      var tableBase = metadata.tableSize ? wasmTable.length : 0;
      if (handle) {
        HEAP8[handle + 8] = 1;
        LE_HEAP_STORE_U32((handle + 12 >> 2) * 4, memoryBase);
        LE_HEAP_STORE_I32((handle + 16 >> 2) * 4, metadata.memorySize);
        LE_HEAP_STORE_U32((handle + 20 >> 2) * 4, tableBase);
        LE_HEAP_STORE_I32((handle + 24 >> 2) * 4, metadata.tableSize);
      }
      if (metadata.tableSize) {
        wasmTable.grow(metadata.tableSize);
      }
      var moduleExports;
      function resolveSymbol(sym) {
        var resolved = resolveGlobalSymbol(sym).sym;
        if (!resolved && localScope) {
          resolved = localScope[sym];
        }
        if (!resolved) {
          resolved = moduleExports[sym];
        }
        return resolved;
      }
      __name(resolveSymbol, "resolveSymbol");
      var proxyHandler = {
        get(stubs, prop) {
          switch (prop) {
            case "__memory_base":
              return memoryBase;
            case "__table_base":
              return tableBase;
          }
          if (prop in wasmImports && !wasmImports[prop].stub) {
            var res = wasmImports[prop];
            return res;
          }
          if (!(prop in stubs)) {
            var resolved;
            stubs[prop] = (...args2) => {
              resolved ||= resolveSymbol(prop);
              return resolved(...args2);
            };
          }
          return stubs[prop];
        }
      };
      var proxy = new Proxy({}, proxyHandler);
      currentModuleWeakSymbols = metadata.weakImports;
      var info = {
        "GOT.mem": new Proxy({}, GOTHandler),
        "GOT.func": new Proxy({}, GOTHandler),
        "env": proxy,
        "wasi_snapshot_preview1": proxy
      };
      function postInstantiation(module, instance) {
        updateTableMap(tableBase, metadata.tableSize);
        moduleExports = relocateExports(instance.exports, memoryBase);
        if (!flags.allowUndefined) {
          reportUndefinedSymbols();
        }
        function addEmAsm(addr, body) {
          var args = [];
          var arity = 0;
          for (; arity < 16; arity++) {
            if (body.indexOf("$" + arity) != -1) {
              args.push("$" + arity);
            } else {
              break;
            }
          }
          args = args.join(",");
          var func = `(${args}) => { ${body} };`;
          ASM_CONSTS[start] = eval(func);
        }
        __name(addEmAsm, "addEmAsm");
        if ("__start_em_asm" in moduleExports) {
          var start = moduleExports["__start_em_asm"];
          var stop = moduleExports["__stop_em_asm"];
          while (start < stop) {
            var jsString = UTF8ToString(start);
            addEmAsm(start, jsString);
            start = HEAPU8.indexOf(0, start) + 1;
          }
        }
        function addEmJs(name, cSig, body) {
          var jsArgs = [];
          cSig = cSig.slice(1, -1);
          if (cSig != "void") {
            cSig = cSig.split(",");
            for (var i in cSig) {
              var jsArg = cSig[i].split(" ").pop();
              jsArgs.push(jsArg.replace("*", ""));
            }
          }
          var func = `(${jsArgs}) => ${body};`;
          moduleExports[name] = eval(func);
        }
        __name(addEmJs, "addEmJs");
        for (var name in moduleExports) {
          if (name.startsWith("__em_js__")) {
            var start = moduleExports[name];
            var jsString = UTF8ToString(start);
            var parts = jsString.split("<::>");
            addEmJs(name.replace("__em_js__", ""), parts[0], parts[1]);
            delete moduleExports[name];
          }
        }
        var applyRelocs = moduleExports["__wasm_apply_data_relocs"];
        if (applyRelocs) {
          if (runtimeInitialized) {
            applyRelocs();
          } else {
            __RELOC_FUNCS__.push(applyRelocs);
          }
        }
        var init = moduleExports["__wasm_call_ctors"];
        if (init) {
          if (runtimeInitialized) {
            init();
          } else {
            addOnPostCtor(init);
          }
        }
        return moduleExports;
      }
      __name(postInstantiation, "postInstantiation");
      if (flags.loadAsync) {
        return (async () => {
          var instance2;
          if (binary instanceof WebAssembly.Module) {
            instance2 = new WebAssembly.Instance(binary, info);
          } else {
            ({ module: binary, instance: instance2 } = await WebAssembly.instantiate(binary, info));
          }
          return postInstantiation(binary, instance2);
        })();
      }
      var module = binary instanceof WebAssembly.Module ? binary : new WebAssembly.Module(binary);
      var instance = new WebAssembly.Instance(module, info);
      return postInstantiation(module, instance);
    }
    __name(loadModule, "loadModule");
    flags = {
      ...flags,
      rpath: {
        parentLibPath: libName,
        paths: metadata.runtimePaths
      }
    };
    if (flags.loadAsync) {
      return metadata.neededDynlibs.reduce((chain, dynNeeded) => chain.then(() => loadDynamicLibrary(dynNeeded, flags, localScope)), Promise.resolve()).then(loadModule);
    }
    metadata.neededDynlibs.forEach((needed) => loadDynamicLibrary(needed, flags, localScope));
    return loadModule();
  }, "loadWebAssemblyModule");
  var mergeLibSymbols = /* @__PURE__ */ __name((exports, libName2) => {
    for (var [sym, exp] of Object.entries(exports)) {
      const setImport = /* @__PURE__ */ __name((target) => {
        if (!isSymbolDefined(target)) {
          wasmImports[target] = exp;
        }
      }, "setImport");
      setImport(sym);
      const main_alias = "__main_argc_argv";
      if (sym == "main") {
        setImport(main_alias);
      }
      if (sym == main_alias) {
        setImport("main");
      }
    }
  }, "mergeLibSymbols");
  var asyncLoad = /* @__PURE__ */ __name(async (url) => {
    var arrayBuffer = await readAsync(url);
    return new Uint8Array(arrayBuffer);
  }, "asyncLoad");
  function loadDynamicLibrary(libName2, flags2 = {
    global: true,
    nodelete: true
  }, localScope2, handle2) {
    var dso = LDSO.loadedLibsByName[libName2];
    if (dso) {
      if (!flags2.global) {
        if (localScope2) {
          Object.assign(localScope2, dso.exports);
        }
      } else if (!dso.global) {
        dso.global = true;
        mergeLibSymbols(dso.exports, libName2);
      }
      if (flags2.nodelete && dso.refcount !== Infinity) {
        dso.refcount = Infinity;
      }
      dso.refcount++;
      if (handle2) {
        LDSO.loadedLibsByHandle[handle2] = dso;
      }
      return flags2.loadAsync ? Promise.resolve(true) : true;
    }
    dso = newDSO(libName2, handle2, "loading");
    dso.refcount = flags2.nodelete ? Infinity : 1;
    dso.global = flags2.global;
    function loadLibData() {
      if (handle2) {
        var data = LE_HEAP_LOAD_U32((handle2 + 28 >> 2) * 4);
        var dataSize = LE_HEAP_LOAD_U32((handle2 + 32 >> 2) * 4);
        if (data && dataSize) {
          var libData = HEAP8.slice(data, data + dataSize);
          return flags2.loadAsync ? Promise.resolve(libData) : libData;
        }
      }
      var libFile = locateFile(libName2);
      if (flags2.loadAsync) {
        return asyncLoad(libFile);
      }
      if (!readBinary) {
        throw new Error(`${libFile}: file not found, and synchronous loading of external files is not available`);
      }
      return readBinary(libFile);
    }
    __name(loadLibData, "loadLibData");
    function getExports() {
      if (flags2.loadAsync) {
        return loadLibData().then((libData) => loadWebAssemblyModule(libData, flags2, libName2, localScope2, handle2));
      }
      return loadWebAssemblyModule(loadLibData(), flags2, libName2, localScope2, handle2);
    }
    __name(getExports, "getExports");
    function moduleLoaded(exports) {
      if (dso.global) {
        mergeLibSymbols(exports, libName2);
      } else if (localScope2) {
        Object.assign(localScope2, exports);
      }
      dso.exports = exports;
    }
    __name(moduleLoaded, "moduleLoaded");
    if (flags2.loadAsync) {
      return getExports().then((exports) => {
        moduleLoaded(exports);
        return true;
      });
    }
    moduleLoaded(getExports());
    return true;
  }
  __name(loadDynamicLibrary, "loadDynamicLibrary");
  var reportUndefinedSymbols = /* @__PURE__ */ __name(() => {
    for (var [symName, entry] of Object.entries(GOT)) {
      if (entry.value == 0) {
        var value = resolveGlobalSymbol(symName, true).sym;
        if (!value && !entry.required) {
          continue;
        }
        if (typeof value == "function") {
          entry.value = addFunction(value, value.sig);
        } else if (typeof value == "number") {
          entry.value = value;
        } else {
          throw new Error(`bad export type for '${symName}': ${typeof value}`);
        }
      }
    }
  }, "reportUndefinedSymbols");
  var runDependencies = 0;
  var dependenciesFulfilled = null;
  var removeRunDependency = /* @__PURE__ */ __name((id) => {
    runDependencies--;
    Module["monitorRunDependencies"]?.(runDependencies);
    if (runDependencies == 0) {
      if (dependenciesFulfilled) {
        var callback = dependenciesFulfilled;
        dependenciesFulfilled = null;
        callback();
      }
    }
  }, "removeRunDependency");
  var addRunDependency = /* @__PURE__ */ __name((id) => {
    runDependencies++;
    Module["monitorRunDependencies"]?.(runDependencies);
  }, "addRunDependency");
  var loadDylibs = /* @__PURE__ */ __name(async () => {
    if (!dynamicLibraries.length) {
      reportUndefinedSymbols();
      return;
    }
    addRunDependency("loadDylibs");
    for (var lib of dynamicLibraries) {
      await loadDynamicLibrary(lib, {
        loadAsync: true,
        global: true,
        nodelete: true,
        allowUndefined: true
      });
    }
    reportUndefinedSymbols();
    removeRunDependency("loadDylibs");
  }, "loadDylibs");
  var noExitRuntime = true;
  function setValue(ptr, value, type = "i8") {
    if (type.endsWith("*")) type = "*";
    switch (type) {
      case "i1":
        HEAP8[ptr] = value;
        break;
      case "i8":
        HEAP8[ptr] = value;
        break;
      case "i16":
        LE_HEAP_STORE_I16((ptr >> 1) * 2, value);
        break;
      case "i32":
        LE_HEAP_STORE_I32((ptr >> 2) * 4, value);
        break;
      case "i64":
        LE_HEAP_STORE_I64((ptr >> 3) * 8, BigInt(value));
        break;
      case "float":
        LE_HEAP_STORE_F32((ptr >> 2) * 4, value);
        break;
      case "double":
        LE_HEAP_STORE_F64((ptr >> 3) * 8, value);
        break;
      case "*":
        LE_HEAP_STORE_U32((ptr >> 2) * 4, value);
        break;
      default:
        abort(`invalid type for setValue: ${type}`);
    }
  }
  __name(setValue, "setValue");
  var ___memory_base = new WebAssembly.Global({
    "value": "i32",
    "mutable": false
  }, 1024);
  var ___stack_high = 82240;
  var ___stack_low = 16704;
  var ___stack_pointer = new WebAssembly.Global({
    "value": "i32",
    "mutable": true
  }, 82240);
  var ___table_base = new WebAssembly.Global({
    "value": "i32",
    "mutable": false
  }, 1);
  var __abort_js = /* @__PURE__ */ __name(() => abort(""), "__abort_js");
  __abort_js.sig = "v";
  var getHeapMax = /* @__PURE__ */ __name(() => (
    // Stay one Wasm page short of 4GB: while e.g. Chrome is able to allocate
    // full 4GB Wasm memories, the size will wrap back to 0 bytes in Wasm side
    // for any code that deals with heap sizes, which would require special
    // casing all heap size related code to treat 0 specially.
    2147483648
  ), "getHeapMax");
  var growMemory = /* @__PURE__ */ __name((size) => {
    var oldHeapSize = wasmMemory.buffer.byteLength;
    var pages = (size - oldHeapSize + 65535) / 65536 | 0;
    try {
      wasmMemory.grow(pages);
      updateMemoryViews();
      return 1;
    } catch (e) {
    }
  }, "growMemory");
  var _emscripten_resize_heap = /* @__PURE__ */ __name((requestedSize) => {
    var oldSize = HEAPU8.length;
    requestedSize >>>= 0;
    var maxHeapSize = getHeapMax();
    if (requestedSize > maxHeapSize) {
      return false;
    }
    for (var cutDown = 1; cutDown <= 4; cutDown *= 2) {
      var overGrownHeapSize = oldSize * (1 + 0.2 / cutDown);
      overGrownHeapSize = Math.min(overGrownHeapSize, requestedSize + 100663296);
      var newSize = Math.min(maxHeapSize, alignMemory(Math.max(requestedSize, overGrownHeapSize), 65536));
      var replacement = growMemory(newSize);
      if (replacement) {
        return true;
      }
    }
    return false;
  }, "_emscripten_resize_heap");
  _emscripten_resize_heap.sig = "ip";
  var _fd_close = /* @__PURE__ */ __name((fd) => 52, "_fd_close");
  _fd_close.sig = "ii";
  var INT53_MAX = 9007199254740992;
  var INT53_MIN = -9007199254740992;
  var bigintToI53Checked = /* @__PURE__ */ __name((num) => num < INT53_MIN || num > INT53_MAX ? NaN : Number(num), "bigintToI53Checked");
  function _fd_seek(fd, offset, whence, newOffset) {
    offset = bigintToI53Checked(offset);
    return 70;
  }
  __name(_fd_seek, "_fd_seek");
  _fd_seek.sig = "iijip";
  var printCharBuffers = [null, [], []];
  var printChar = /* @__PURE__ */ __name((stream, curr) => {
    var buffer = printCharBuffers[stream];
    if (curr === 0 || curr === 10) {
      (stream === 1 ? out : err)(UTF8ArrayToString(buffer));
      buffer.length = 0;
    } else {
      buffer.push(curr);
    }
  }, "printChar");
  var _fd_write = /* @__PURE__ */ __name((fd, iov, iovcnt, pnum) => {
    var num = 0;
    for (var i2 = 0; i2 < iovcnt; i2++) {
      var ptr = LE_HEAP_LOAD_U32((iov >> 2) * 4);
      var len = LE_HEAP_LOAD_U32((iov + 4 >> 2) * 4);
      iov += 8;
      for (var j = 0; j < len; j++) {
        printChar(fd, HEAPU8[ptr + j]);
      }
      num += len;
    }
    LE_HEAP_STORE_U32((pnum >> 2) * 4, num);
    return 0;
  }, "_fd_write");
  _fd_write.sig = "iippp";
  function _tree_sitter_log_callback(isLexMessage, messageAddress) {
    if (Module.currentLogCallback) {
      const message = UTF8ToString(messageAddress);
      Module.currentLogCallback(message, isLexMessage !== 0);
    }
  }
  __name(_tree_sitter_log_callback, "_tree_sitter_log_callback");
  function _tree_sitter_parse_callback(inputBufferAddress, index, row, column, lengthAddress) {
    const INPUT_BUFFER_SIZE = 10 * 1024;
    const string = Module.currentParseCallback(index, {
      row,
      column
    });
    if (typeof string === "string") {
      setValue(lengthAddress, string.length, "i32");
      stringToUTF16(string, inputBufferAddress, INPUT_BUFFER_SIZE);
    } else {
      setValue(lengthAddress, 0, "i32");
    }
  }
  __name(_tree_sitter_parse_callback, "_tree_sitter_parse_callback");
  function _tree_sitter_progress_callback(currentOffset, hasError) {
    if (Module.currentProgressCallback) {
      return Module.currentProgressCallback({
        currentOffset,
        hasError
      });
    }
    return false;
  }
  __name(_tree_sitter_progress_callback, "_tree_sitter_progress_callback");
  function _tree_sitter_query_progress_callback(currentOffset) {
    if (Module.currentQueryProgressCallback) {
      return Module.currentQueryProgressCallback({
        currentOffset
      });
    }
    return false;
  }
  __name(_tree_sitter_query_progress_callback, "_tree_sitter_query_progress_callback");
  var runtimeKeepaliveCounter = 0;
  var keepRuntimeAlive = /* @__PURE__ */ __name(() => noExitRuntime || runtimeKeepaliveCounter > 0, "keepRuntimeAlive");
  var _proc_exit = /* @__PURE__ */ __name((code) => {
    EXITSTATUS = code;
    if (!keepRuntimeAlive()) {
      Module["onExit"]?.(code);
      ABORT = true;
    }
    quit_(code, new ExitStatus(code));
  }, "_proc_exit");
  _proc_exit.sig = "vi";
  var exitJS = /* @__PURE__ */ __name((status, implicit) => {
    EXITSTATUS = status;
    _proc_exit(status);
  }, "exitJS");
  var handleException = /* @__PURE__ */ __name((e) => {
    if (e instanceof ExitStatus || e == "unwind") {
      return EXITSTATUS;
    }
    quit_(1, e);
  }, "handleException");
  var lengthBytesUTF8 = /* @__PURE__ */ __name((str) => {
    var len = 0;
    for (var i2 = 0; i2 < str.length; ++i2) {
      var c = str.charCodeAt(i2);
      if (c <= 127) {
        len++;
      } else if (c <= 2047) {
        len += 2;
      } else if (c >= 55296 && c <= 57343) {
        len += 4;
        ++i2;
      } else {
        len += 3;
      }
    }
    return len;
  }, "lengthBytesUTF8");
  var stringToUTF8Array = /* @__PURE__ */ __name((str, heap, outIdx, maxBytesToWrite) => {
    if (!(maxBytesToWrite > 0)) return 0;
    var startIdx = outIdx;
    var endIdx = outIdx + maxBytesToWrite - 1;
    for (var i2 = 0; i2 < str.length; ++i2) {
      var u = str.codePointAt(i2);
      if (u <= 127) {
        if (outIdx >= endIdx) break;
        heap[outIdx++] = u;
      } else if (u <= 2047) {
        if (outIdx + 1 >= endIdx) break;
        heap[outIdx++] = 192 | u >> 6;
        heap[outIdx++] = 128 | u & 63;
      } else if (u <= 65535) {
        if (outIdx + 2 >= endIdx) break;
        heap[outIdx++] = 224 | u >> 12;
        heap[outIdx++] = 128 | u >> 6 & 63;
        heap[outIdx++] = 128 | u & 63;
      } else {
        if (outIdx + 3 >= endIdx) break;
        heap[outIdx++] = 240 | u >> 18;
        heap[outIdx++] = 128 | u >> 12 & 63;
        heap[outIdx++] = 128 | u >> 6 & 63;
        heap[outIdx++] = 128 | u & 63;
        i2++;
      }
    }
    heap[outIdx] = 0;
    return outIdx - startIdx;
  }, "stringToUTF8Array");
  var stringToUTF8 = /* @__PURE__ */ __name((str, outPtr, maxBytesToWrite) => stringToUTF8Array(str, HEAPU8, outPtr, maxBytesToWrite), "stringToUTF8");
  var stackAlloc = /* @__PURE__ */ __name((sz) => __emscripten_stack_alloc(sz), "stackAlloc");
  var stringToUTF8OnStack = /* @__PURE__ */ __name((str) => {
    var size = lengthBytesUTF8(str) + 1;
    var ret = stackAlloc(size);
    stringToUTF8(str, ret, size);
    return ret;
  }, "stringToUTF8OnStack");
  var AsciiToString = /* @__PURE__ */ __name((ptr) => {
    var str = "";
    while (1) {
      var ch = HEAPU8[ptr++];
      if (!ch) return str;
      str += String.fromCharCode(ch);
    }
  }, "AsciiToString");
  var stringToUTF16 = /* @__PURE__ */ __name((str, outPtr, maxBytesToWrite) => {
    maxBytesToWrite ??= 2147483647;
    if (maxBytesToWrite < 2) return 0;
    maxBytesToWrite -= 2;
    var startPtr = outPtr;
    var numCharsToWrite = maxBytesToWrite < str.length * 2 ? maxBytesToWrite / 2 : str.length;
    for (var i2 = 0; i2 < numCharsToWrite; ++i2) {
      var codeUnit = str.charCodeAt(i2);
      LE_HEAP_STORE_I16((outPtr >> 1) * 2, codeUnit);
      outPtr += 2;
    }
    LE_HEAP_STORE_I16((outPtr >> 1) * 2, 0);
    return outPtr - startPtr;
  }, "stringToUTF16");
  LE_ATOMICS_NATIVE_BYTE_ORDER = new Int8Array(new Int16Array([1]).buffer)[0] === 1 ? [
    /* little endian */
    ((x) => x),
    ((x) => x),
    void 0,
    ((x) => x)
  ] : [
    /* big endian */
    ((x) => x),
    ((x) => ((x & 65280) << 8 | (x & 255) << 24) >> 16),
    void 0,
    ((x) => x >> 24 & 255 | x >> 8 & 65280 | (x & 65280) << 8 | (x & 255) << 24)
  ];
  function LE_HEAP_UPDATE() {
    HEAPU16.unsigned = ((x) => x & 65535);
    HEAPU32.unsigned = ((x) => x >>> 0);
  }
  __name(LE_HEAP_UPDATE, "LE_HEAP_UPDATE");
  {
    initMemory();
    if (Module["noExitRuntime"]) noExitRuntime = Module["noExitRuntime"];
    if (Module["print"]) out = Module["print"];
    if (Module["printErr"]) err = Module["printErr"];
    if (Module["dynamicLibraries"]) dynamicLibraries = Module["dynamicLibraries"];
    if (Module["wasmBinary"]) wasmBinary = Module["wasmBinary"];
    if (Module["arguments"]) arguments_ = Module["arguments"];
    if (Module["thisProgram"]) thisProgram = Module["thisProgram"];
    if (Module["preInit"]) {
      if (typeof Module["preInit"] == "function") Module["preInit"] = [Module["preInit"]];
      while (Module["preInit"].length > 0) {
        Module["preInit"].shift()();
      }
    }
  }
  Module["setValue"] = setValue;
  Module["getValue"] = getValue;
  Module["UTF8ToString"] = UTF8ToString;
  Module["stringToUTF8"] = stringToUTF8;
  Module["lengthBytesUTF8"] = lengthBytesUTF8;
  Module["AsciiToString"] = AsciiToString;
  Module["stringToUTF16"] = stringToUTF16;
  Module["loadWebAssemblyModule"] = loadWebAssemblyModule;
  Module["LE_HEAP_STORE_I64"] = LE_HEAP_STORE_I64;
  var ASM_CONSTS = {};
  var _malloc, _calloc, _realloc, _free, _ts_range_edit, _memcmp, _ts_language_symbol_count, _ts_language_state_count, _ts_language_abi_version, _ts_language_name, _ts_language_field_count, _ts_language_next_state, _ts_language_symbol_name, _ts_language_symbol_for_name, _strncmp, _ts_language_symbol_type, _ts_language_field_name_for_id, _ts_lookahead_iterator_new, _ts_lookahead_iterator_delete, _ts_lookahead_iterator_reset_state, _ts_lookahead_iterator_reset, _ts_lookahead_iterator_next, _ts_lookahead_iterator_current_symbol, _ts_point_edit, _ts_parser_delete, _ts_parser_reset, _ts_parser_set_language, _ts_parser_set_included_ranges, _ts_query_new, _ts_query_delete, _iswspace, _iswalnum, _ts_query_copy, _ts_query_pattern_count, _ts_query_capture_count, _ts_query_string_count, _ts_query_capture_name_for_id, _ts_query_capture_quantifier_for_id, _ts_query_string_value_for_id, _ts_query_predicates_for_pattern, _ts_query_start_byte_for_pattern, _ts_query_end_byte_for_pattern, _ts_query_is_pattern_rooted, _ts_query_is_pattern_non_local, _ts_query_is_pattern_guaranteed_at_step, _ts_query_disable_capture, _ts_query_disable_pattern, _ts_tree_copy, _ts_tree_delete, _ts_init, _ts_parser_new_wasm, _ts_parser_enable_logger_wasm, _ts_parser_parse_wasm, _ts_parser_included_ranges_wasm, _ts_language_type_is_named_wasm, _ts_language_type_is_visible_wasm, _ts_language_metadata_wasm, _ts_language_supertypes_wasm, _ts_language_subtypes_wasm, _ts_tree_root_node_wasm, _ts_tree_root_node_with_offset_wasm, _ts_tree_edit_wasm, _ts_tree_included_ranges_wasm, _ts_tree_get_changed_ranges_wasm, _ts_tree_cursor_new_wasm, _ts_tree_cursor_copy_wasm, _ts_tree_cursor_delete_wasm, _ts_tree_cursor_reset_wasm, _ts_tree_cursor_reset_to_wasm, _ts_tree_cursor_goto_first_child_wasm, _ts_tree_cursor_goto_last_child_wasm, _ts_tree_cursor_goto_first_child_for_index_wasm, _ts_tree_cursor_goto_first_child_for_position_wasm, _ts_tree_cursor_goto_next_sibling_wasm, _ts_tree_cursor_goto_previous_sibling_wasm, _ts_tree_cursor_goto_descendant_wasm, _ts_tree_cursor_goto_parent_wasm, _ts_tree_cursor_current_node_type_id_wasm, _ts_tree_cursor_current_node_state_id_wasm, _ts_tree_cursor_current_node_is_named_wasm, _ts_tree_cursor_current_node_is_missing_wasm, _ts_tree_cursor_current_node_id_wasm, _ts_tree_cursor_start_position_wasm, _ts_tree_cursor_end_position_wasm, _ts_tree_cursor_start_index_wasm, _ts_tree_cursor_end_index_wasm, _ts_tree_cursor_current_field_id_wasm, _ts_tree_cursor_current_depth_wasm, _ts_tree_cursor_current_descendant_index_wasm, _ts_tree_cursor_current_node_wasm, _ts_node_symbol_wasm, _ts_node_field_name_for_child_wasm, _ts_node_field_name_for_named_child_wasm, _ts_node_children_by_field_id_wasm, _ts_node_first_child_for_byte_wasm, _ts_node_first_named_child_for_byte_wasm, _ts_node_grammar_symbol_wasm, _ts_node_child_count_wasm, _ts_node_named_child_count_wasm, _ts_node_child_wasm, _ts_node_named_child_wasm, _ts_node_child_by_field_id_wasm, _ts_node_next_sibling_wasm, _ts_node_prev_sibling_wasm, _ts_node_next_named_sibling_wasm, _ts_node_prev_named_sibling_wasm, _ts_node_descendant_count_wasm, _ts_node_parent_wasm, _ts_node_child_with_descendant_wasm, _ts_node_descendant_for_index_wasm, _ts_node_named_descendant_for_index_wasm, _ts_node_descendant_for_position_wasm, _ts_node_named_descendant_for_position_wasm, _ts_node_start_point_wasm, _ts_node_end_point_wasm, _ts_node_start_index_wasm, _ts_node_end_index_wasm, _ts_node_to_string_wasm, _ts_node_children_wasm, _ts_node_named_children_wasm, _ts_node_descendants_of_type_wasm, _ts_node_is_named_wasm, _ts_node_has_changes_wasm, _ts_node_has_error_wasm, _ts_node_is_error_wasm, _ts_node_is_missing_wasm, _ts_node_is_extra_wasm, _ts_node_parse_state_wasm, _ts_node_next_parse_state_wasm, _ts_query_matches_wasm, _ts_query_captures_wasm, _memset, _memcpy, _memmove, _iswalpha, _iswblank, _iswdigit, _iswlower, _iswpunct, _iswupper, _iswxdigit, _memchr, _strlen, _strcmp, _strncat, _strncpy, _towlower, _towupper, _setThrew, __emscripten_stack_restore, __emscripten_stack_alloc, _emscripten_stack_get_current, ___wasm_apply_data_relocs;
  function assignWasmExports(wasmExports2) {
    Module["_malloc"] = _malloc = wasmExports2["malloc"];
    Module["_calloc"] = _calloc = wasmExports2["calloc"];
    Module["_realloc"] = _realloc = wasmExports2["realloc"];
    Module["_free"] = _free = wasmExports2["free"];
    Module["_ts_range_edit"] = _ts_range_edit = wasmExports2["ts_range_edit"];
    Module["_memcmp"] = _memcmp = wasmExports2["memcmp"];
    Module["_ts_language_symbol_count"] = _ts_language_symbol_count = wasmExports2["ts_language_symbol_count"];
    Module["_ts_language_state_count"] = _ts_language_state_count = wasmExports2["ts_language_state_count"];
    Module["_ts_language_abi_version"] = _ts_language_abi_version = wasmExports2["ts_language_abi_version"];
    Module["_ts_language_name"] = _ts_language_name = wasmExports2["ts_language_name"];
    Module["_ts_language_field_count"] = _ts_language_field_count = wasmExports2["ts_language_field_count"];
    Module["_ts_language_next_state"] = _ts_language_next_state = wasmExports2["ts_language_next_state"];
    Module["_ts_language_symbol_name"] = _ts_language_symbol_name = wasmExports2["ts_language_symbol_name"];
    Module["_ts_language_symbol_for_name"] = _ts_language_symbol_for_name = wasmExports2["ts_language_symbol_for_name"];
    Module["_strncmp"] = _strncmp = wasmExports2["strncmp"];
    Module["_ts_language_symbol_type"] = _ts_language_symbol_type = wasmExports2["ts_language_symbol_type"];
    Module["_ts_language_field_name_for_id"] = _ts_language_field_name_for_id = wasmExports2["ts_language_field_name_for_id"];
    Module["_ts_lookahead_iterator_new"] = _ts_lookahead_iterator_new = wasmExports2["ts_lookahead_iterator_new"];
    Module["_ts_lookahead_iterator_delete"] = _ts_lookahead_iterator_delete = wasmExports2["ts_lookahead_iterator_delete"];
    Module["_ts_lookahead_iterator_reset_state"] = _ts_lookahead_iterator_reset_state = wasmExports2["ts_lookahead_iterator_reset_state"];
    Module["_ts_lookahead_iterator_reset"] = _ts_lookahead_iterator_reset = wasmExports2["ts_lookahead_iterator_reset"];
    Module["_ts_lookahead_iterator_next"] = _ts_lookahead_iterator_next = wasmExports2["ts_lookahead_iterator_next"];
    Module["_ts_lookahead_iterator_current_symbol"] = _ts_lookahead_iterator_current_symbol = wasmExports2["ts_lookahead_iterator_current_symbol"];
    Module["_ts_point_edit"] = _ts_point_edit = wasmExports2["ts_point_edit"];
    Module["_ts_parser_delete"] = _ts_parser_delete = wasmExports2["ts_parser_delete"];
    Module["_ts_parser_reset"] = _ts_parser_reset = wasmExports2["ts_parser_reset"];
    Module["_ts_parser_set_language"] = _ts_parser_set_language = wasmExports2["ts_parser_set_language"];
    Module["_ts_parser_set_included_ranges"] = _ts_parser_set_included_ranges = wasmExports2["ts_parser_set_included_ranges"];
    Module["_ts_query_new"] = _ts_query_new = wasmExports2["ts_query_new"];
    Module["_ts_query_delete"] = _ts_query_delete = wasmExports2["ts_query_delete"];
    Module["_iswspace"] = _iswspace = wasmExports2["iswspace"];
    Module["_iswalnum"] = _iswalnum = wasmExports2["iswalnum"];
    Module["_ts_query_copy"] = _ts_query_copy = wasmExports2["ts_query_copy"];
    Module["_ts_query_pattern_count"] = _ts_query_pattern_count = wasmExports2["ts_query_pattern_count"];
    Module["_ts_query_capture_count"] = _ts_query_capture_count = wasmExports2["ts_query_capture_count"];
    Module["_ts_query_string_count"] = _ts_query_string_count = wasmExports2["ts_query_string_count"];
    Module["_ts_query_capture_name_for_id"] = _ts_query_capture_name_for_id = wasmExports2["ts_query_capture_name_for_id"];
    Module["_ts_query_capture_quantifier_for_id"] = _ts_query_capture_quantifier_for_id = wasmExports2["ts_query_capture_quantifier_for_id"];
    Module["_ts_query_string_value_for_id"] = _ts_query_string_value_for_id = wasmExports2["ts_query_string_value_for_id"];
    Module["_ts_query_predicates_for_pattern"] = _ts_query_predicates_for_pattern = wasmExports2["ts_query_predicates_for_pattern"];
    Module["_ts_query_start_byte_for_pattern"] = _ts_query_start_byte_for_pattern = wasmExports2["ts_query_start_byte_for_pattern"];
    Module["_ts_query_end_byte_for_pattern"] = _ts_query_end_byte_for_pattern = wasmExports2["ts_query_end_byte_for_pattern"];
    Module["_ts_query_is_pattern_rooted"] = _ts_query_is_pattern_rooted = wasmExports2["ts_query_is_pattern_rooted"];
    Module["_ts_query_is_pattern_non_local"] = _ts_query_is_pattern_non_local = wasmExports2["ts_query_is_pattern_non_local"];
    Module["_ts_query_is_pattern_guaranteed_at_step"] = _ts_query_is_pattern_guaranteed_at_step = wasmExports2["ts_query_is_pattern_guaranteed_at_step"];
    Module["_ts_query_disable_capture"] = _ts_query_disable_capture = wasmExports2["ts_query_disable_capture"];
    Module["_ts_query_disable_pattern"] = _ts_query_disable_pattern = wasmExports2["ts_query_disable_pattern"];
    Module["_ts_tree_copy"] = _ts_tree_copy = wasmExports2["ts_tree_copy"];
    Module["_ts_tree_delete"] = _ts_tree_delete = wasmExports2["ts_tree_delete"];
    Module["_ts_init"] = _ts_init = wasmExports2["ts_init"];
    Module["_ts_parser_new_wasm"] = _ts_parser_new_wasm = wasmExports2["ts_parser_new_wasm"];
    Module["_ts_parser_enable_logger_wasm"] = _ts_parser_enable_logger_wasm = wasmExports2["ts_parser_enable_logger_wasm"];
    Module["_ts_parser_parse_wasm"] = _ts_parser_parse_wasm = wasmExports2["ts_parser_parse_wasm"];
    Module["_ts_parser_included_ranges_wasm"] = _ts_parser_included_ranges_wasm = wasmExports2["ts_parser_included_ranges_wasm"];
    Module["_ts_language_type_is_named_wasm"] = _ts_language_type_is_named_wasm = wasmExports2["ts_language_type_is_named_wasm"];
    Module["_ts_language_type_is_visible_wasm"] = _ts_language_type_is_visible_wasm = wasmExports2["ts_language_type_is_visible_wasm"];
    Module["_ts_language_metadata_wasm"] = _ts_language_metadata_wasm = wasmExports2["ts_language_metadata_wasm"];
    Module["_ts_language_supertypes_wasm"] = _ts_language_supertypes_wasm = wasmExports2["ts_language_supertypes_wasm"];
    Module["_ts_language_subtypes_wasm"] = _ts_language_subtypes_wasm = wasmExports2["ts_language_subtypes_wasm"];
    Module["_ts_tree_root_node_wasm"] = _ts_tree_root_node_wasm = wasmExports2["ts_tree_root_node_wasm"];
    Module["_ts_tree_root_node_with_offset_wasm"] = _ts_tree_root_node_with_offset_wasm = wasmExports2["ts_tree_root_node_with_offset_wasm"];
    Module["_ts_tree_edit_wasm"] = _ts_tree_edit_wasm = wasmExports2["ts_tree_edit_wasm"];
    Module["_ts_tree_included_ranges_wasm"] = _ts_tree_included_ranges_wasm = wasmExports2["ts_tree_included_ranges_wasm"];
    Module["_ts_tree_get_changed_ranges_wasm"] = _ts_tree_get_changed_ranges_wasm = wasmExports2["ts_tree_get_changed_ranges_wasm"];
    Module["_ts_tree_cursor_new_wasm"] = _ts_tree_cursor_new_wasm = wasmExports2["ts_tree_cursor_new_wasm"];
    Module["_ts_tree_cursor_copy_wasm"] = _ts_tree_cursor_copy_wasm = wasmExports2["ts_tree_cursor_copy_wasm"];
    Module["_ts_tree_cursor_delete_wasm"] = _ts_tree_cursor_delete_wasm = wasmExports2["ts_tree_cursor_delete_wasm"];
    Module["_ts_tree_cursor_reset_wasm"] = _ts_tree_cursor_reset_wasm = wasmExports2["ts_tree_cursor_reset_wasm"];
    Module["_ts_tree_cursor_reset_to_wasm"] = _ts_tree_cursor_reset_to_wasm = wasmExports2["ts_tree_cursor_reset_to_wasm"];
    Module["_ts_tree_cursor_goto_first_child_wasm"] = _ts_tree_cursor_goto_first_child_wasm = wasmExports2["ts_tree_cursor_goto_first_child_wasm"];
    Module["_ts_tree_cursor_goto_last_child_wasm"] = _ts_tree_cursor_goto_last_child_wasm = wasmExports2["ts_tree_cursor_goto_last_child_wasm"];
    Module["_ts_tree_cursor_goto_first_child_for_index_wasm"] = _ts_tree_cursor_goto_first_child_for_index_wasm = wasmExports2["ts_tree_cursor_goto_first_child_for_index_wasm"];
    Module["_ts_tree_cursor_goto_first_child_for_position_wasm"] = _ts_tree_cursor_goto_first_child_for_position_wasm = wasmExports2["ts_tree_cursor_goto_first_child_for_position_wasm"];
    Module["_ts_tree_cursor_goto_next_sibling_wasm"] = _ts_tree_cursor_goto_next_sibling_wasm = wasmExports2["ts_tree_cursor_goto_next_sibling_wasm"];
    Module["_ts_tree_cursor_goto_previous_sibling_wasm"] = _ts_tree_cursor_goto_previous_sibling_wasm = wasmExports2["ts_tree_cursor_goto_previous_sibling_wasm"];
    Module["_ts_tree_cursor_goto_descendant_wasm"] = _ts_tree_cursor_goto_descendant_wasm = wasmExports2["ts_tree_cursor_goto_descendant_wasm"];
    Module["_ts_tree_cursor_goto_parent_wasm"] = _ts_tree_cursor_goto_parent_wasm = wasmExports2["ts_tree_cursor_goto_parent_wasm"];
    Module["_ts_tree_cursor_current_node_type_id_wasm"] = _ts_tree_cursor_current_node_type_id_wasm = wasmExports2["ts_tree_cursor_current_node_type_id_wasm"];
    Module["_ts_tree_cursor_current_node_state_id_wasm"] = _ts_tree_cursor_current_node_state_id_wasm = wasmExports2["ts_tree_cursor_current_node_state_id_wasm"];
    Module["_ts_tree_cursor_current_node_is_named_wasm"] = _ts_tree_cursor_current_node_is_named_wasm = wasmExports2["ts_tree_cursor_current_node_is_named_wasm"];
    Module["_ts_tree_cursor_current_node_is_missing_wasm"] = _ts_tree_cursor_current_node_is_missing_wasm = wasmExports2["ts_tree_cursor_current_node_is_missing_wasm"];
    Module["_ts_tree_cursor_current_node_id_wasm"] = _ts_tree_cursor_current_node_id_wasm = wasmExports2["ts_tree_cursor_current_node_id_wasm"];
    Module["_ts_tree_cursor_start_position_wasm"] = _ts_tree_cursor_start_position_wasm = wasmExports2["ts_tree_cursor_start_position_wasm"];
    Module["_ts_tree_cursor_end_position_wasm"] = _ts_tree_cursor_end_position_wasm = wasmExports2["ts_tree_cursor_end_position_wasm"];
    Module["_ts_tree_cursor_start_index_wasm"] = _ts_tree_cursor_start_index_wasm = wasmExports2["ts_tree_cursor_start_index_wasm"];
    Module["_ts_tree_cursor_end_index_wasm"] = _ts_tree_cursor_end_index_wasm = wasmExports2["ts_tree_cursor_end_index_wasm"];
    Module["_ts_tree_cursor_current_field_id_wasm"] = _ts_tree_cursor_current_field_id_wasm = wasmExports2["ts_tree_cursor_current_field_id_wasm"];
    Module["_ts_tree_cursor_current_depth_wasm"] = _ts_tree_cursor_current_depth_wasm = wasmExports2["ts_tree_cursor_current_depth_wasm"];
    Module["_ts_tree_cursor_current_descendant_index_wasm"] = _ts_tree_cursor_current_descendant_index_wasm = wasmExports2["ts_tree_cursor_current_descendant_index_wasm"];
    Module["_ts_tree_cursor_current_node_wasm"] = _ts_tree_cursor_current_node_wasm = wasmExports2["ts_tree_cursor_current_node_wasm"];
    Module["_ts_node_symbol_wasm"] = _ts_node_symbol_wasm = wasmExports2["ts_node_symbol_wasm"];
    Module["_ts_node_field_name_for_child_wasm"] = _ts_node_field_name_for_child_wasm = wasmExports2["ts_node_field_name_for_child_wasm"];
    Module["_ts_node_field_name_for_named_child_wasm"] = _ts_node_field_name_for_named_child_wasm = wasmExports2["ts_node_field_name_for_named_child_wasm"];
    Module["_ts_node_children_by_field_id_wasm"] = _ts_node_children_by_field_id_wasm = wasmExports2["ts_node_children_by_field_id_wasm"];
    Module["_ts_node_first_child_for_byte_wasm"] = _ts_node_first_child_for_byte_wasm = wasmExports2["ts_node_first_child_for_byte_wasm"];
    Module["_ts_node_first_named_child_for_byte_wasm"] = _ts_node_first_named_child_for_byte_wasm = wasmExports2["ts_node_first_named_child_for_byte_wasm"];
    Module["_ts_node_grammar_symbol_wasm"] = _ts_node_grammar_symbol_wasm = wasmExports2["ts_node_grammar_symbol_wasm"];
    Module["_ts_node_child_count_wasm"] = _ts_node_child_count_wasm = wasmExports2["ts_node_child_count_wasm"];
    Module["_ts_node_named_child_count_wasm"] = _ts_node_named_child_count_wasm = wasmExports2["ts_node_named_child_count_wasm"];
    Module["_ts_node_child_wasm"] = _ts_node_child_wasm = wasmExports2["ts_node_child_wasm"];
    Module["_ts_node_named_child_wasm"] = _ts_node_named_child_wasm = wasmExports2["ts_node_named_child_wasm"];
    Module["_ts_node_child_by_field_id_wasm"] = _ts_node_child_by_field_id_wasm = wasmExports2["ts_node_child_by_field_id_wasm"];
    Module["_ts_node_next_sibling_wasm"] = _ts_node_next_sibling_wasm = wasmExports2["ts_node_next_sibling_wasm"];
    Module["_ts_node_prev_sibling_wasm"] = _ts_node_prev_sibling_wasm = wasmExports2["ts_node_prev_sibling_wasm"];
    Module["_ts_node_next_named_sibling_wasm"] = _ts_node_next_named_sibling_wasm = wasmExports2["ts_node_next_named_sibling_wasm"];
    Module["_ts_node_prev_named_sibling_wasm"] = _ts_node_prev_named_sibling_wasm = wasmExports2["ts_node_prev_named_sibling_wasm"];
    Module["_ts_node_descendant_count_wasm"] = _ts_node_descendant_count_wasm = wasmExports2["ts_node_descendant_count_wasm"];
    Module["_ts_node_parent_wasm"] = _ts_node_parent_wasm = wasmExports2["ts_node_parent_wasm"];
    Module["_ts_node_child_with_descendant_wasm"] = _ts_node_child_with_descendant_wasm = wasmExports2["ts_node_child_with_descendant_wasm"];
    Module["_ts_node_descendant_for_index_wasm"] = _ts_node_descendant_for_index_wasm = wasmExports2["ts_node_descendant_for_index_wasm"];
    Module["_ts_node_named_descendant_for_index_wasm"] = _ts_node_named_descendant_for_index_wasm = wasmExports2["ts_node_named_descendant_for_index_wasm"];
    Module["_ts_node_descendant_for_position_wasm"] = _ts_node_descendant_for_position_wasm = wasmExports2["ts_node_descendant_for_position_wasm"];
    Module["_ts_node_named_descendant_for_position_wasm"] = _ts_node_named_descendant_for_position_wasm = wasmExports2["ts_node_named_descendant_for_position_wasm"];
    Module["_ts_node_start_point_wasm"] = _ts_node_start_point_wasm = wasmExports2["ts_node_start_point_wasm"];
    Module["_ts_node_end_point_wasm"] = _ts_node_end_point_wasm = wasmExports2["ts_node_end_point_wasm"];
    Module["_ts_node_start_index_wasm"] = _ts_node_start_index_wasm = wasmExports2["ts_node_start_index_wasm"];
    Module["_ts_node_end_index_wasm"] = _ts_node_end_index_wasm = wasmExports2["ts_node_end_index_wasm"];
    Module["_ts_node_to_string_wasm"] = _ts_node_to_string_wasm = wasmExports2["ts_node_to_string_wasm"];
    Module["_ts_node_children_wasm"] = _ts_node_children_wasm = wasmExports2["ts_node_children_wasm"];
    Module["_ts_node_named_children_wasm"] = _ts_node_named_children_wasm = wasmExports2["ts_node_named_children_wasm"];
    Module["_ts_node_descendants_of_type_wasm"] = _ts_node_descendants_of_type_wasm = wasmExports2["ts_node_descendants_of_type_wasm"];
    Module["_ts_node_is_named_wasm"] = _ts_node_is_named_wasm = wasmExports2["ts_node_is_named_wasm"];
    Module["_ts_node_has_changes_wasm"] = _ts_node_has_changes_wasm = wasmExports2["ts_node_has_changes_wasm"];
    Module["_ts_node_has_error_wasm"] = _ts_node_has_error_wasm = wasmExports2["ts_node_has_error_wasm"];
    Module["_ts_node_is_error_wasm"] = _ts_node_is_error_wasm = wasmExports2["ts_node_is_error_wasm"];
    Module["_ts_node_is_missing_wasm"] = _ts_node_is_missing_wasm = wasmExports2["ts_node_is_missing_wasm"];
    Module["_ts_node_is_extra_wasm"] = _ts_node_is_extra_wasm = wasmExports2["ts_node_is_extra_wasm"];
    Module["_ts_node_parse_state_wasm"] = _ts_node_parse_state_wasm = wasmExports2["ts_node_parse_state_wasm"];
    Module["_ts_node_next_parse_state_wasm"] = _ts_node_next_parse_state_wasm = wasmExports2["ts_node_next_parse_state_wasm"];
    Module["_ts_query_matches_wasm"] = _ts_query_matches_wasm = wasmExports2["ts_query_matches_wasm"];
    Module["_ts_query_captures_wasm"] = _ts_query_captures_wasm = wasmExports2["ts_query_captures_wasm"];
    Module["_memset"] = _memset = wasmExports2["memset"];
    Module["_memcpy"] = _memcpy = wasmExports2["memcpy"];
    Module["_memmove"] = _memmove = wasmExports2["memmove"];
    Module["_iswalpha"] = _iswalpha = wasmExports2["iswalpha"];
    Module["_iswblank"] = _iswblank = wasmExports2["iswblank"];
    Module["_iswdigit"] = _iswdigit = wasmExports2["iswdigit"];
    Module["_iswlower"] = _iswlower = wasmExports2["iswlower"];
    Module["_iswpunct"] = _iswpunct = wasmExports2["iswpunct"];
    Module["_iswupper"] = _iswupper = wasmExports2["iswupper"];
    Module["_iswxdigit"] = _iswxdigit = wasmExports2["iswxdigit"];
    Module["_memchr"] = _memchr = wasmExports2["memchr"];
    Module["_strlen"] = _strlen = wasmExports2["strlen"];
    Module["_strcmp"] = _strcmp = wasmExports2["strcmp"];
    Module["_strncat"] = _strncat = wasmExports2["strncat"];
    Module["_strncpy"] = _strncpy = wasmExports2["strncpy"];
    Module["_towlower"] = _towlower = wasmExports2["towlower"];
    Module["_towupper"] = _towupper = wasmExports2["towupper"];
    _setThrew = wasmExports2["setThrew"];
    __emscripten_stack_restore = wasmExports2["_emscripten_stack_restore"];
    __emscripten_stack_alloc = wasmExports2["_emscripten_stack_alloc"];
    _emscripten_stack_get_current = wasmExports2["emscripten_stack_get_current"];
    ___wasm_apply_data_relocs = wasmExports2["__wasm_apply_data_relocs"];
  }
  __name(assignWasmExports, "assignWasmExports");
  var wasmImports = {
    /** @export */
    __heap_base: ___heap_base,
    /** @export */
    __indirect_function_table: wasmTable,
    /** @export */
    __memory_base: ___memory_base,
    /** @export */
    __stack_high: ___stack_high,
    /** @export */
    __stack_low: ___stack_low,
    /** @export */
    __stack_pointer: ___stack_pointer,
    /** @export */
    __table_base: ___table_base,
    /** @export */
    _abort_js: __abort_js,
    /** @export */
    emscripten_resize_heap: _emscripten_resize_heap,
    /** @export */
    fd_close: _fd_close,
    /** @export */
    fd_seek: _fd_seek,
    /** @export */
    fd_write: _fd_write,
    /** @export */
    memory: wasmMemory,
    /** @export */
    tree_sitter_log_callback: _tree_sitter_log_callback,
    /** @export */
    tree_sitter_parse_callback: _tree_sitter_parse_callback,
    /** @export */
    tree_sitter_progress_callback: _tree_sitter_progress_callback,
    /** @export */
    tree_sitter_query_progress_callback: _tree_sitter_query_progress_callback
  };
  function callMain(args2 = []) {
    var entryFunction = resolveGlobalSymbol("main").sym;
    if (!entryFunction) return;
    args2.unshift(thisProgram);
    var argc = args2.length;
    var argv = stackAlloc((argc + 1) * 4);
    var argv_ptr = argv;
    args2.forEach((arg) => {
      LE_HEAP_STORE_U32((argv_ptr >> 2) * 4, stringToUTF8OnStack(arg));
      argv_ptr += 4;
    });
    LE_HEAP_STORE_U32((argv_ptr >> 2) * 4, 0);
    try {
      var ret = entryFunction(argc, argv);
      exitJS(
        ret,
        /* implicit = */
        true
      );
      return ret;
    } catch (e) {
      return handleException(e);
    }
  }
  __name(callMain, "callMain");
  function run(args2 = arguments_) {
    if (runDependencies > 0) {
      dependenciesFulfilled = run;
      return;
    }
    preRun();
    if (runDependencies > 0) {
      dependenciesFulfilled = run;
      return;
    }
    function doRun() {
      Module["calledRun"] = true;
      if (ABORT) return;
      initRuntime();
      preMain();
      readyPromiseResolve?.(Module);
      Module["onRuntimeInitialized"]?.();
      var noInitialRun = Module["noInitialRun"] || false;
      if (!noInitialRun) callMain(args2);
      postRun();
    }
    __name(doRun, "doRun");
    if (Module["setStatus"]) {
      Module["setStatus"]("Running...");
      setTimeout(() => {
        setTimeout(() => Module["setStatus"](""), 1);
        doRun();
      }, 1);
    } else {
      doRun();
    }
  }
  __name(run, "run");
  var wasmExports;
  wasmExports = await createWasm();
  run();
  if (runtimeInitialized) {
    moduleRtn = Module;
  } else {
    moduleRtn = new Promise((resolve3, reject) => {
      readyPromiseResolve = resolve3;
      readyPromiseReject = reject;
    });
  }
  return moduleRtn;
}
__name(Module2, "Module");
var web_tree_sitter_default = Module2;
var Module3 = null;
async function initializeBinding(moduleOptions) {
  return Module3 ??= await web_tree_sitter_default(moduleOptions);
}
__name(initializeBinding, "initializeBinding");
function checkModule() {
  return !!Module3;
}
__name(checkModule, "checkModule");
var TRANSFER_BUFFER;
var LANGUAGE_VERSION;
var MIN_COMPATIBLE_VERSION;
var finalizer4 = newFinalizer((addresses) => {
  C._ts_parser_delete(addresses[0]);
  C._free(addresses[1]);
});
var Parser2 = class {
  static {
    __name(this, "Parser");
  }
  /** @internal */
  [0] = 0;
  // Internal handle for Wasm
  /** @internal */
  [1] = 0;
  // Internal handle for Wasm
  /** @internal */
  logCallback = null;
  /** The parser's current language. */
  language = null;
  /**
   * This must always be called before creating a Parser.
   *
   * You can optionally pass in options to configure the Wasm module, the most common
   * one being `locateFile` to help the module find the `.wasm` file.
   */
  static async init(moduleOptions) {
    setModule(await initializeBinding(moduleOptions));
    TRANSFER_BUFFER = C._ts_init();
    LANGUAGE_VERSION = C.getValue(TRANSFER_BUFFER, "i32");
    MIN_COMPATIBLE_VERSION = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
  }
  /**
   * Create a new parser.
   */
  constructor() {
    this.initialize();
    finalizer4?.register(this, [this[0], this[1]], this);
  }
  /** @internal */
  initialize() {
    if (!checkModule()) {
      throw new Error("cannot construct a Parser before calling `init()`");
    }
    C._ts_parser_new_wasm();
    this[0] = C.getValue(TRANSFER_BUFFER, "i32");
    this[1] = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
  }
  /** Delete the parser, freeing its resources. */
  delete() {
    finalizer4?.unregister(this);
    C._ts_parser_delete(this[0]);
    C._free(this[1]);
    this[0] = 0;
    this[1] = 0;
  }
  /**
   * Set the language that the parser should use for parsing.
   *
   * If the language was not successfully assigned, an error will be thrown.
   * This happens if the language was generated with an incompatible
   * version of the Tree-sitter CLI. Check the language's version using
   * {@link Language#version} and compare it to this library's
   * {@link LANGUAGE_VERSION} and {@link MIN_COMPATIBLE_VERSION} constants.
   */
  setLanguage(language) {
    let address;
    if (!language) {
      address = 0;
      this.language = null;
    } else if (language.constructor === Language) {
      address = language[0];
      const version = C._ts_language_abi_version(address);
      if (version < MIN_COMPATIBLE_VERSION || LANGUAGE_VERSION < version) {
        throw new Error(
          `Incompatible language version ${version}. Compatibility range ${MIN_COMPATIBLE_VERSION} through ${LANGUAGE_VERSION}.`
        );
      }
      this.language = language;
    } else {
      throw new Error("Argument must be a Language");
    }
    C._ts_parser_set_language(this[0], address);
    return this;
  }
  /**
   * Parse a slice of UTF8 text.
   *
   * @param {string | ParseCallback} callback - The UTF8-encoded text to parse or a callback function.
   *
   * @param {Tree | null} [oldTree] - A previous syntax tree parsed from the same document. If the text of the
   *   document has changed since `oldTree` was created, then you must edit `oldTree` to match
   *   the new text using {@link Tree#edit}.
   *
   * @param {ParseOptions} [options] - Options for parsing the text.
   *  This can be used to set the included ranges, or a progress callback.
   *
   * @returns {Tree | null} A {@link Tree} if parsing succeeded, or `null` if:
   *  - The parser has not yet had a language assigned with {@link Parser#setLanguage}.
   *  - The progress callback returned true.
   */
  parse(callback, oldTree, options) {
    if (typeof callback === "string") {
      C.currentParseCallback = (index) => callback.slice(index);
    } else if (typeof callback === "function") {
      C.currentParseCallback = callback;
    } else {
      throw new Error("Argument must be a string or a function");
    }
    if (options?.progressCallback) {
      C.currentProgressCallback = options.progressCallback;
    } else {
      C.currentProgressCallback = null;
    }
    if (this.logCallback) {
      C.currentLogCallback = this.logCallback;
      C._ts_parser_enable_logger_wasm(this[0], 1);
    } else {
      C.currentLogCallback = null;
      C._ts_parser_enable_logger_wasm(this[0], 0);
    }
    let rangeCount = 0;
    let rangeAddress = 0;
    if (options?.includedRanges) {
      rangeCount = options.includedRanges.length;
      rangeAddress = C._calloc(rangeCount, SIZE_OF_RANGE);
      let address = rangeAddress;
      for (let i2 = 0; i2 < rangeCount; i2++) {
        marshalRange(address, options.includedRanges[i2]);
        address += SIZE_OF_RANGE;
      }
    }
    const treeAddress = C._ts_parser_parse_wasm(
      this[0],
      this[1],
      oldTree ? oldTree[0] : 0,
      rangeAddress,
      rangeCount
    );
    if (!treeAddress) {
      C.currentParseCallback = null;
      C.currentLogCallback = null;
      C.currentProgressCallback = null;
      return null;
    }
    if (!this.language) {
      throw new Error("Parser must have a language to parse");
    }
    const result = new Tree(INTERNAL, treeAddress, this.language, C.currentParseCallback);
    C.currentParseCallback = null;
    C.currentLogCallback = null;
    C.currentProgressCallback = null;
    return result;
  }
  /**
   * Instruct the parser to start the next parse from the beginning.
   *
   * If the parser previously failed because of a callback, 
   * then by default, it will resume where it left off on the
   * next call to {@link Parser#parse} or other parsing functions.
   * If you don't want to resume, and instead intend to use this parser to
   * parse some other document, you must call `reset` first.
   */
  reset() {
    C._ts_parser_reset(this[0]);
  }
  /** Get the ranges of text that the parser will include when parsing. */
  getIncludedRanges() {
    C._ts_parser_included_ranges_wasm(this[0]);
    const count = C.getValue(TRANSFER_BUFFER, "i32");
    const buffer = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const result = new Array(count);
    if (count > 0) {
      let address = buffer;
      for (let i2 = 0; i2 < count; i2++) {
        result[i2] = unmarshalRange(address);
        address += SIZE_OF_RANGE;
      }
      C._free(buffer);
    }
    return result;
  }
  /** Set the logging callback that a parser should use during parsing. */
  setLogger(callback) {
    if (!callback) {
      this.logCallback = null;
    } else if (typeof callback !== "function") {
      throw new Error("Logger callback must be a function");
    } else {
      this.logCallback = callback;
    }
    return this;
  }
  /** Get the parser's current logger. */
  getLogger() {
    return this.logCallback;
  }
};
var PREDICATE_STEP_TYPE_CAPTURE = 1;
var PREDICATE_STEP_TYPE_STRING = 2;
var QUERY_WORD_REGEX = /[\w-]+/g;
var CaptureQuantifier = {
  Zero: 0,
  ZeroOrOne: 1,
  ZeroOrMore: 2,
  One: 3,
  OneOrMore: 4
};
var isCaptureStep = /* @__PURE__ */ __name((step) => step.type === "capture", "isCaptureStep");
var isStringStep = /* @__PURE__ */ __name((step) => step.type === "string", "isStringStep");
var QueryErrorKind = {
  Syntax: 1,
  NodeName: 2,
  FieldName: 3,
  CaptureName: 4,
  PatternStructure: 5
};
var QueryError = class _QueryError extends Error {
  constructor(kind, info2, index, length) {
    super(_QueryError.formatMessage(kind, info2));
    this.kind = kind;
    this.info = info2;
    this.index = index;
    this.length = length;
    this.name = "QueryError";
  }
  kind;
  info;
  index;
  length;
  static {
    __name(this, "QueryError");
  }
  /** Formats an error message based on the error kind and info */
  static formatMessage(kind, info2) {
    switch (kind) {
      case QueryErrorKind.NodeName:
        return `Bad node name '${info2.word}'`;
      case QueryErrorKind.FieldName:
        return `Bad field name '${info2.word}'`;
      case QueryErrorKind.CaptureName:
        return `Bad capture name @${info2.word}`;
      case QueryErrorKind.PatternStructure:
        return `Bad pattern structure at offset ${info2.suffix}`;
      case QueryErrorKind.Syntax:
        return `Bad syntax at offset ${info2.suffix}`;
    }
  }
};
function parseAnyPredicate(steps, index, operator, textPredicates) {
  if (steps.length !== 3) {
    throw new Error(
      `Wrong number of arguments to \`#${operator}\` predicate. Expected 2, got ${steps.length - 1}`
    );
  }
  if (!isCaptureStep(steps[1])) {
    throw new Error(
      `First argument of \`#${operator}\` predicate must be a capture. Got "${steps[1].value}"`
    );
  }
  const isPositive = operator === "eq?" || operator === "any-eq?";
  const matchAll = !operator.startsWith("any-");
  if (isCaptureStep(steps[2])) {
    const captureName1 = steps[1].name;
    const captureName2 = steps[2].name;
    textPredicates[index].push((captures) => {
      const nodes1 = [];
      const nodes2 = [];
      for (const c of captures) {
        if (c.name === captureName1) nodes1.push(c.node);
        if (c.name === captureName2) nodes2.push(c.node);
      }
      const compare = /* @__PURE__ */ __name((n1, n2, positive) => {
        return positive ? n1.text === n2.text : n1.text !== n2.text;
      }, "compare");
      return matchAll ? nodes1.every((n1) => nodes2.some((n2) => compare(n1, n2, isPositive))) : nodes1.some((n1) => nodes2.some((n2) => compare(n1, n2, isPositive)));
    });
  } else {
    const captureName = steps[1].name;
    const stringValue = steps[2].value;
    const matches = /* @__PURE__ */ __name((n) => n.text === stringValue, "matches");
    const doesNotMatch = /* @__PURE__ */ __name((n) => n.text !== stringValue, "doesNotMatch");
    textPredicates[index].push((captures) => {
      const nodes = [];
      for (const c of captures) {
        if (c.name === captureName) nodes.push(c.node);
      }
      const test = isPositive ? matches : doesNotMatch;
      return matchAll ? nodes.every(test) : nodes.some(test);
    });
  }
}
__name(parseAnyPredicate, "parseAnyPredicate");
function parseMatchPredicate(steps, index, operator, textPredicates) {
  if (steps.length !== 3) {
    throw new Error(
      `Wrong number of arguments to \`#${operator}\` predicate. Expected 2, got ${steps.length - 1}.`
    );
  }
  if (steps[1].type !== "capture") {
    throw new Error(
      `First argument of \`#${operator}\` predicate must be a capture. Got "${steps[1].value}".`
    );
  }
  if (steps[2].type !== "string") {
    throw new Error(
      `Second argument of \`#${operator}\` predicate must be a string. Got @${steps[2].name}.`
    );
  }
  const isPositive = operator === "match?" || operator === "any-match?";
  const matchAll = !operator.startsWith("any-");
  const captureName = steps[1].name;
  const regex = new RegExp(steps[2].value);
  textPredicates[index].push((captures) => {
    const nodes = [];
    for (const c of captures) {
      if (c.name === captureName) nodes.push(c.node.text);
    }
    const test = /* @__PURE__ */ __name((text, positive) => {
      return positive ? regex.test(text) : !regex.test(text);
    }, "test");
    if (nodes.length === 0) return !isPositive;
    return matchAll ? nodes.every((text) => test(text, isPositive)) : nodes.some((text) => test(text, isPositive));
  });
}
__name(parseMatchPredicate, "parseMatchPredicate");
function parseAnyOfPredicate(steps, index, operator, textPredicates) {
  if (steps.length < 2) {
    throw new Error(
      `Wrong number of arguments to \`#${operator}\` predicate. Expected at least 1. Got ${steps.length - 1}.`
    );
  }
  if (steps[1].type !== "capture") {
    throw new Error(
      `First argument of \`#${operator}\` predicate must be a capture. Got "${steps[1].value}".`
    );
  }
  const isPositive = operator === "any-of?";
  const captureName = steps[1].name;
  const stringSteps = steps.slice(2);
  if (!stringSteps.every(isStringStep)) {
    throw new Error(
      `Arguments to \`#${operator}\` predicate must be strings.".`
    );
  }
  const values = stringSteps.map((s) => s.value);
  textPredicates[index].push((captures) => {
    const nodes = [];
    for (const c of captures) {
      if (c.name === captureName) nodes.push(c.node.text);
    }
    if (nodes.length === 0) return !isPositive;
    return nodes.every((text) => values.includes(text)) === isPositive;
  });
}
__name(parseAnyOfPredicate, "parseAnyOfPredicate");
function parseIsPredicate(steps, index, operator, assertedProperties, refutedProperties) {
  if (steps.length < 2 || steps.length > 3) {
    throw new Error(
      `Wrong number of arguments to \`#${operator}\` predicate. Expected 1 or 2. Got ${steps.length - 1}.`
    );
  }
  if (!steps.every(isStringStep)) {
    throw new Error(
      `Arguments to \`#${operator}\` predicate must be strings.".`
    );
  }
  const properties = operator === "is?" ? assertedProperties : refutedProperties;
  if (!properties[index]) properties[index] = {};
  properties[index][steps[1].value] = steps[2]?.value ?? null;
}
__name(parseIsPredicate, "parseIsPredicate");
function parseSetDirective(steps, index, setProperties) {
  if (steps.length < 2 || steps.length > 3) {
    throw new Error(`Wrong number of arguments to \`#set!\` predicate. Expected 1 or 2. Got ${steps.length - 1}.`);
  }
  if (!steps.every(isStringStep)) {
    throw new Error(`Arguments to \`#set!\` predicate must be strings.".`);
  }
  if (!setProperties[index]) setProperties[index] = {};
  setProperties[index][steps[1].value] = steps[2]?.value ?? null;
}
__name(parseSetDirective, "parseSetDirective");
function parsePattern(index, stepType, stepValueId, captureNames, stringValues, steps, textPredicates, predicates, setProperties, assertedProperties, refutedProperties) {
  if (stepType === PREDICATE_STEP_TYPE_CAPTURE) {
    const name2 = captureNames[stepValueId];
    steps.push({ type: "capture", name: name2 });
  } else if (stepType === PREDICATE_STEP_TYPE_STRING) {
    steps.push({ type: "string", value: stringValues[stepValueId] });
  } else if (steps.length > 0) {
    if (steps[0].type !== "string") {
      throw new Error("Predicates must begin with a literal value");
    }
    const operator = steps[0].value;
    switch (operator) {
      case "any-not-eq?":
      case "not-eq?":
      case "any-eq?":
      case "eq?":
        parseAnyPredicate(steps, index, operator, textPredicates);
        break;
      case "any-not-match?":
      case "not-match?":
      case "any-match?":
      case "match?":
        parseMatchPredicate(steps, index, operator, textPredicates);
        break;
      case "not-any-of?":
      case "any-of?":
        parseAnyOfPredicate(steps, index, operator, textPredicates);
        break;
      case "is?":
      case "is-not?":
        parseIsPredicate(steps, index, operator, assertedProperties, refutedProperties);
        break;
      case "set!":
        parseSetDirective(steps, index, setProperties);
        break;
      default:
        predicates[index].push({ operator, operands: steps.slice(1) });
    }
    steps.length = 0;
  }
}
__name(parsePattern, "parsePattern");
var finalizer5 = newFinalizer((address) => {
  C._ts_query_delete(address);
});
var Query = class {
  static {
    __name(this, "Query");
  }
  /** @internal */
  [0] = 0;
  // Internal handle for Wasm
  /** @internal */
  exceededMatchLimit;
  /** @internal */
  textPredicates;
  /** The names of the captures used in the query. */
  captureNames;
  /** The quantifiers of the captures used in the query. */
  captureQuantifiers;
  /**
   * The other user-defined predicates associated with the given index.
   *
   * This includes predicates with operators other than:
   * - `match?`
   * - `eq?` and `not-eq?`
   * - `any-of?` and `not-any-of?`
   * - `is?` and `is-not?`
   * - `set!`
   */
  predicates;
  /** The properties for predicates with the operator `set!`. */
  setProperties;
  /** The properties for predicates with the operator `is?`. */
  assertedProperties;
  /** The properties for predicates with the operator `is-not?`. */
  refutedProperties;
  /** The maximum number of in-progress matches for this cursor. */
  matchLimit;
  /**
   * Create a new query from a string containing one or more S-expression
   * patterns.
   *
   * The query is associated with a particular language, and can only be run
   * on syntax nodes parsed with that language. References to Queries can be
   * shared between multiple threads.
   *
   * @link {@see https://tree-sitter.github.io/tree-sitter/using-parsers/queries}
   */
  constructor(language, source) {
    const sourceLength = C.lengthBytesUTF8(source);
    const sourceAddress = C._malloc(sourceLength + 1);
    C.stringToUTF8(source, sourceAddress, sourceLength + 1);
    const address = C._ts_query_new(
      language[0],
      sourceAddress,
      sourceLength,
      TRANSFER_BUFFER,
      TRANSFER_BUFFER + SIZE_OF_INT
    );
    if (!address) {
      const errorId = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
      const errorByte = C.getValue(TRANSFER_BUFFER, "i32");
      const errorIndex = C.UTF8ToString(sourceAddress, errorByte).length;
      const suffix = source.slice(errorIndex, errorIndex + 100).split("\n")[0];
      const word = suffix.match(QUERY_WORD_REGEX)?.[0] ?? "";
      C._free(sourceAddress);
      switch (errorId) {
        case QueryErrorKind.Syntax:
          throw new QueryError(QueryErrorKind.Syntax, { suffix: `${errorIndex}: '${suffix}'...` }, errorIndex, 0);
        case QueryErrorKind.NodeName:
          throw new QueryError(errorId, { word }, errorIndex, word.length);
        case QueryErrorKind.FieldName:
          throw new QueryError(errorId, { word }, errorIndex, word.length);
        case QueryErrorKind.CaptureName:
          throw new QueryError(errorId, { word }, errorIndex, word.length);
        case QueryErrorKind.PatternStructure:
          throw new QueryError(errorId, { suffix: `${errorIndex}: '${suffix}'...` }, errorIndex, 0);
      }
    }
    const stringCount = C._ts_query_string_count(address);
    const captureCount = C._ts_query_capture_count(address);
    const patternCount = C._ts_query_pattern_count(address);
    const captureNames = new Array(captureCount);
    const captureQuantifiers = new Array(patternCount);
    const stringValues = new Array(stringCount);
    for (let i2 = 0; i2 < captureCount; i2++) {
      const nameAddress = C._ts_query_capture_name_for_id(
        address,
        i2,
        TRANSFER_BUFFER
      );
      const nameLength = C.getValue(TRANSFER_BUFFER, "i32");
      captureNames[i2] = C.UTF8ToString(nameAddress, nameLength);
    }
    for (let i2 = 0; i2 < patternCount; i2++) {
      const captureQuantifiersArray = new Array(captureCount);
      for (let j = 0; j < captureCount; j++) {
        const quantifier = C._ts_query_capture_quantifier_for_id(address, i2, j);
        captureQuantifiersArray[j] = quantifier;
      }
      captureQuantifiers[i2] = captureQuantifiersArray;
    }
    for (let i2 = 0; i2 < stringCount; i2++) {
      const valueAddress = C._ts_query_string_value_for_id(
        address,
        i2,
        TRANSFER_BUFFER
      );
      const nameLength = C.getValue(TRANSFER_BUFFER, "i32");
      stringValues[i2] = C.UTF8ToString(valueAddress, nameLength);
    }
    const setProperties = new Array(patternCount);
    const assertedProperties = new Array(patternCount);
    const refutedProperties = new Array(patternCount);
    const predicates = new Array(patternCount);
    const textPredicates = new Array(patternCount);
    for (let i2 = 0; i2 < patternCount; i2++) {
      const predicatesAddress = C._ts_query_predicates_for_pattern(address, i2, TRANSFER_BUFFER);
      const stepCount = C.getValue(TRANSFER_BUFFER, "i32");
      predicates[i2] = [];
      textPredicates[i2] = [];
      const steps = new Array();
      let stepAddress = predicatesAddress;
      for (let j = 0; j < stepCount; j++) {
        const stepType = C.getValue(stepAddress, "i32");
        stepAddress += SIZE_OF_INT;
        const stepValueId = C.getValue(stepAddress, "i32");
        stepAddress += SIZE_OF_INT;
        parsePattern(
          i2,
          stepType,
          stepValueId,
          captureNames,
          stringValues,
          steps,
          textPredicates,
          predicates,
          setProperties,
          assertedProperties,
          refutedProperties
        );
      }
      Object.freeze(textPredicates[i2]);
      Object.freeze(predicates[i2]);
      Object.freeze(setProperties[i2]);
      Object.freeze(assertedProperties[i2]);
      Object.freeze(refutedProperties[i2]);
    }
    C._free(sourceAddress);
    this[0] = address;
    this.captureNames = captureNames;
    this.captureQuantifiers = captureQuantifiers;
    this.textPredicates = textPredicates;
    this.predicates = predicates;
    this.setProperties = setProperties;
    this.assertedProperties = assertedProperties;
    this.refutedProperties = refutedProperties;
    this.exceededMatchLimit = false;
    finalizer5?.register(this, address, this);
  }
  /** Delete the query, freeing its resources. */
  delete() {
    finalizer5?.unregister(this);
    C._ts_query_delete(this[0]);
    this[0] = 0;
  }
  /**
   * Iterate over all of the matches in the order that they were found.
   *
   * Each match contains the index of the pattern that matched, and a list of
   * captures. Because multiple patterns can match the same set of nodes,
   * one match may contain captures that appear *before* some of the
   * captures from a previous match.
   *
   * @param {Node} node - The node to execute the query on.
   *
   * @param {QueryOptions} options - Options for query execution.
   */
  matches(node, options = {}) {
    const startPosition = options.startPosition ?? ZERO_POINT;
    const endPosition = options.endPosition ?? ZERO_POINT;
    const startIndex = options.startIndex ?? 0;
    const endIndex = options.endIndex ?? 0;
    const startContainingPosition = options.startContainingPosition ?? ZERO_POINT;
    const endContainingPosition = options.endContainingPosition ?? ZERO_POINT;
    const startContainingIndex = options.startContainingIndex ?? 0;
    const endContainingIndex = options.endContainingIndex ?? 0;
    const matchLimit = options.matchLimit ?? 4294967295;
    const maxStartDepth = options.maxStartDepth ?? 4294967295;
    const progressCallback = options.progressCallback;
    if (typeof matchLimit !== "number") {
      throw new Error("Arguments must be numbers");
    }
    this.matchLimit = matchLimit;
    if (endIndex !== 0 && startIndex > endIndex) {
      throw new Error("`startIndex` cannot be greater than `endIndex`");
    }
    if (endPosition !== ZERO_POINT && (startPosition.row > endPosition.row || startPosition.row === endPosition.row && startPosition.column > endPosition.column)) {
      throw new Error("`startPosition` cannot be greater than `endPosition`");
    }
    if (endContainingIndex !== 0 && startContainingIndex > endContainingIndex) {
      throw new Error("`startContainingIndex` cannot be greater than `endContainingIndex`");
    }
    if (endContainingPosition !== ZERO_POINT && (startContainingPosition.row > endContainingPosition.row || startContainingPosition.row === endContainingPosition.row && startContainingPosition.column > endContainingPosition.column)) {
      throw new Error("`startContainingPosition` cannot be greater than `endContainingPosition`");
    }
    if (progressCallback) {
      C.currentQueryProgressCallback = progressCallback;
    }
    marshalNode(node);
    C._ts_query_matches_wasm(
      this[0],
      node.tree[0],
      startPosition.row,
      startPosition.column,
      endPosition.row,
      endPosition.column,
      startIndex,
      endIndex,
      startContainingPosition.row,
      startContainingPosition.column,
      endContainingPosition.row,
      endContainingPosition.column,
      startContainingIndex,
      endContainingIndex,
      matchLimit,
      maxStartDepth
    );
    const rawCount = C.getValue(TRANSFER_BUFFER, "i32");
    const startAddress = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const didExceedMatchLimit = C.getValue(TRANSFER_BUFFER + 2 * SIZE_OF_INT, "i32");
    const result = new Array(rawCount);
    this.exceededMatchLimit = Boolean(didExceedMatchLimit);
    let filteredCount = 0;
    let address = startAddress;
    for (let i2 = 0; i2 < rawCount; i2++) {
      const patternIndex = C.getValue(address, "i32");
      address += SIZE_OF_INT;
      const captureCount = C.getValue(address, "i32");
      address += SIZE_OF_INT;
      const captures = new Array(captureCount);
      address = unmarshalCaptures(this, node.tree, address, patternIndex, captures);
      if (this.textPredicates[patternIndex].every((p) => p(captures))) {
        result[filteredCount] = { patternIndex, captures };
        const setProperties = this.setProperties[patternIndex];
        result[filteredCount].setProperties = setProperties;
        const assertedProperties = this.assertedProperties[patternIndex];
        result[filteredCount].assertedProperties = assertedProperties;
        const refutedProperties = this.refutedProperties[patternIndex];
        result[filteredCount].refutedProperties = refutedProperties;
        filteredCount++;
      }
    }
    result.length = filteredCount;
    C._free(startAddress);
    C.currentQueryProgressCallback = null;
    return result;
  }
  /**
   * Iterate over all of the individual captures in the order that they
   * appear.
   *
   * This is useful if you don't care about which pattern matched, and just
   * want a single, ordered sequence of captures.
   *
   * @param {Node} node - The node to execute the query on.
   *
   * @param {QueryOptions} options - Options for query execution.
   */
  captures(node, options = {}) {
    const startPosition = options.startPosition ?? ZERO_POINT;
    const endPosition = options.endPosition ?? ZERO_POINT;
    const startIndex = options.startIndex ?? 0;
    const endIndex = options.endIndex ?? 0;
    const startContainingPosition = options.startContainingPosition ?? ZERO_POINT;
    const endContainingPosition = options.endContainingPosition ?? ZERO_POINT;
    const startContainingIndex = options.startContainingIndex ?? 0;
    const endContainingIndex = options.endContainingIndex ?? 0;
    const matchLimit = options.matchLimit ?? 4294967295;
    const maxStartDepth = options.maxStartDepth ?? 4294967295;
    const progressCallback = options.progressCallback;
    if (typeof matchLimit !== "number") {
      throw new Error("Arguments must be numbers");
    }
    this.matchLimit = matchLimit;
    if (endIndex !== 0 && startIndex > endIndex) {
      throw new Error("`startIndex` cannot be greater than `endIndex`");
    }
    if (endPosition !== ZERO_POINT && (startPosition.row > endPosition.row || startPosition.row === endPosition.row && startPosition.column > endPosition.column)) {
      throw new Error("`startPosition` cannot be greater than `endPosition`");
    }
    if (endContainingIndex !== 0 && startContainingIndex > endContainingIndex) {
      throw new Error("`startContainingIndex` cannot be greater than `endContainingIndex`");
    }
    if (endContainingPosition !== ZERO_POINT && (startContainingPosition.row > endContainingPosition.row || startContainingPosition.row === endContainingPosition.row && startContainingPosition.column > endContainingPosition.column)) {
      throw new Error("`startContainingPosition` cannot be greater than `endContainingPosition`");
    }
    if (progressCallback) {
      C.currentQueryProgressCallback = progressCallback;
    }
    marshalNode(node);
    C._ts_query_captures_wasm(
      this[0],
      node.tree[0],
      startPosition.row,
      startPosition.column,
      endPosition.row,
      endPosition.column,
      startIndex,
      endIndex,
      startContainingPosition.row,
      startContainingPosition.column,
      endContainingPosition.row,
      endContainingPosition.column,
      startContainingIndex,
      endContainingIndex,
      matchLimit,
      maxStartDepth
    );
    const count = C.getValue(TRANSFER_BUFFER, "i32");
    const startAddress = C.getValue(TRANSFER_BUFFER + SIZE_OF_INT, "i32");
    const didExceedMatchLimit = C.getValue(TRANSFER_BUFFER + 2 * SIZE_OF_INT, "i32");
    const result = new Array();
    this.exceededMatchLimit = Boolean(didExceedMatchLimit);
    const captures = new Array();
    let address = startAddress;
    for (let i2 = 0; i2 < count; i2++) {
      const patternIndex = C.getValue(address, "i32");
      address += SIZE_OF_INT;
      const captureCount = C.getValue(address, "i32");
      address += SIZE_OF_INT;
      const captureIndex = C.getValue(address, "i32");
      address += SIZE_OF_INT;
      captures.length = captureCount;
      address = unmarshalCaptures(this, node.tree, address, patternIndex, captures);
      if (this.textPredicates[patternIndex].every((p) => p(captures))) {
        const capture = captures[captureIndex];
        const setProperties = this.setProperties[patternIndex];
        capture.setProperties = setProperties;
        const assertedProperties = this.assertedProperties[patternIndex];
        capture.assertedProperties = assertedProperties;
        const refutedProperties = this.refutedProperties[patternIndex];
        capture.refutedProperties = refutedProperties;
        result.push(capture);
      }
    }
    C._free(startAddress);
    C.currentQueryProgressCallback = null;
    return result;
  }
  /** Get the predicates for a given pattern. */
  predicatesForPattern(patternIndex) {
    return this.predicates[patternIndex];
  }
  /**
   * Disable a certain capture within a query.
   *
   * This prevents the capture from being returned in matches, and also
   * avoids any resource usage associated with recording the capture.
   */
  disableCapture(captureName) {
    const captureNameLength = C.lengthBytesUTF8(captureName);
    const captureNameAddress = C._malloc(captureNameLength + 1);
    C.stringToUTF8(captureName, captureNameAddress, captureNameLength + 1);
    C._ts_query_disable_capture(this[0], captureNameAddress, captureNameLength);
    C._free(captureNameAddress);
  }
  /**
   * Disable a certain pattern within a query.
   *
   * This prevents the pattern from matching, and also avoids any resource
   * usage associated with the pattern. This throws an error if the pattern
   * index is out of bounds.
   */
  disablePattern(patternIndex) {
    if (patternIndex >= this.predicates.length) {
      throw new Error(
        `Pattern index is ${patternIndex} but the pattern count is ${this.predicates.length}`
      );
    }
    C._ts_query_disable_pattern(this[0], patternIndex);
  }
  /**
   * Check if, on its last execution, this cursor exceeded its maximum number
   * of in-progress matches.
   */
  didExceedMatchLimit() {
    return this.exceededMatchLimit;
  }
  /** Get the byte offset where the given pattern starts in the query's source. */
  startIndexForPattern(patternIndex) {
    if (patternIndex >= this.predicates.length) {
      throw new Error(
        `Pattern index is ${patternIndex} but the pattern count is ${this.predicates.length}`
      );
    }
    return C._ts_query_start_byte_for_pattern(this[0], patternIndex);
  }
  /** Get the byte offset where the given pattern ends in the query's source. */
  endIndexForPattern(patternIndex) {
    if (patternIndex >= this.predicates.length) {
      throw new Error(
        `Pattern index is ${patternIndex} but the pattern count is ${this.predicates.length}`
      );
    }
    return C._ts_query_end_byte_for_pattern(this[0], patternIndex);
  }
  /** Get the number of patterns in the query. */
  patternCount() {
    return C._ts_query_pattern_count(this[0]);
  }
  /** Get the index for a given capture name. */
  captureIndexForName(captureName) {
    return this.captureNames.indexOf(captureName);
  }
  /** Check if a given pattern within a query has a single root node. */
  isPatternRooted(patternIndex) {
    return C._ts_query_is_pattern_rooted(this[0], patternIndex) === 1;
  }
  /** Check if a given pattern within a query has a single root node. */
  isPatternNonLocal(patternIndex) {
    return C._ts_query_is_pattern_non_local(this[0], patternIndex) === 1;
  }
  /**
   * Check if a given step in a query is 'definite'.
   *
   * A query step is 'definite' if its parent pattern will be guaranteed to
   * match successfully once it reaches the step.
   */
  isPatternGuaranteedAtStep(byteIndex) {
    return C._ts_query_is_pattern_guaranteed_at_step(this[0], byteIndex) === 1;
  }
};

// src/frontend/parse/syntax.ts
var EMPTY = Object.freeze([]);
var F_NAMED = 1;
var F_MISSING = 2;
var F_ERROR = 4;
var SyntaxNode = class {
  constructor(source, type, isNamed, isMissing, fieldName, startIndex, endIndex) {
    this.source = source;
    this.type = type;
    this.fieldName = fieldName;
    this.startIndex = startIndex;
    this.endIndex = endIndex;
    this.flags = (isNamed ? F_NAMED : 0) | (isMissing ? F_MISSING | F_ERROR : 0) | (type === "ERROR" ? F_ERROR : 0);
  }
  source;
  type;
  fieldName;
  startIndex;
  endIndex;
  parent = null;
  /** Position among the parent's kept children. */
  index = 0;
  children = EMPTY;
  /** The lowering's source range of this node, computed once (see rangeOf). */
  range;
  named;
  /** NAMED | MISSING | ERROR bits (one field instead of three: there are millions of nodes). */
  flags;
  get isNamed() {
    return (this.flags & F_NAMED) !== 0;
  }
  get isMissing() {
    return (this.flags & F_MISSING) !== 0;
  }
  /** This node or one below it is an ERROR or MISSING node. */
  get hasError() {
    return (this.flags & F_ERROR) !== 0;
  }
  set hasError(v) {
    this.flags = v ? this.flags | F_ERROR : this.flags & ~F_ERROR;
  }
  get text() {
    const t = this.source.slice(this.startIndex, this.endIndex);
    return t.length >= 13 ? ` ${t}`.slice(1) : t;
  }
  get namedChildren() {
    if (!this.named)
      this.named = this.children.length === 0 ? EMPTY : this.children.filter((c) => c.isNamed);
    return this.named;
  }
  get namedChildCount() {
    return this.namedChildren.length;
  }
  childForFieldName(name2) {
    for (const c of this.children) if (c.fieldName === name2) return c;
    return null;
  }
  childrenForFieldName(name2) {
    const out2 = [];
    for (const c of this.children) if (c.fieldName === name2) out2.push(c);
    return out2;
  }
  get previousNamedSibling() {
    const siblings = this.parent?.children;
    if (!siblings) return null;
    for (let i2 = this.index - 1; i2 >= 0; i2--) if (siblings[i2].isNamed) return siblings[i2];
    return null;
  }
  descendantsOfType(type) {
    const out2 = [];
    const stack = [...this.children].reverse();
    while (stack.length) {
      const n = stack.pop();
      if (n.type === type) out2.push(n);
      for (let i2 = n.children.length - 1; i2 >= 0; i2--) stack.push(n.children[i2]);
    }
    return out2;
  }
  toString() {
    if (this.children.length === 0) return this.isNamed ? `(${this.type})` : `"${this.type}"`;
    return `(${this.type} ${this.children.map((c) => `${c.fieldName ? `${c.fieldName}: ` : ""}${c.toString()}`).join(" ")})`;
  }
};
var tables = /* @__PURE__ */ new WeakMap();
function tablesFor(lang) {
  let t = tables.get(lang);
  if (!t) {
    const types = [];
    const named = [];
    for (let id = 0; id < lang.nodeTypeCount; id++) {
      types.push(lang.nodeTypeForId(id) ?? "");
      named.push(lang.nodeTypeIsNamed(id));
    }
    types[65535] = "ERROR";
    named[65535] = true;
    const fields = [null];
    for (let id = 1; id <= lang.fieldCount; id++) fields.push(lang.fieldNameForId(id));
    const keep = new Uint8Array(65536);
    const opaque = new Uint8Array(65536);
    types.forEach((type, id) => {
      if (named[id] || type === "ERROR") keep[id] = 1;
      if (OPAQUE.has(type)) opaque[id] = 1;
    });
    t = { types, named, fields, keep, opaque };
    tables.set(lang, t);
  }
  return t;
}
var OPAQUE = /* @__PURE__ */ new Set([
  "string_literal",
  "char_literal",
  "concatenated_string",
  "raw_string_literal",
  "gnu_asm_expression",
  "attribute_specifier",
  "attribute_declaration",
  "ms_declspec_modifier",
  "preproc_call"
]);
var raw;
var rawChecked = false;
function useRawCursor(module2) {
  const f = (name2) => module2[name2];
  const names = [
    "_ts_tree_cursor_goto_first_child_wasm",
    "_ts_tree_cursor_goto_next_sibling_wasm",
    "_ts_tree_cursor_goto_parent_wasm",
    "_ts_tree_cursor_current_node_type_id_wasm",
    "_ts_tree_cursor_current_field_id_wasm",
    "_ts_tree_cursor_start_index_wasm",
    "_ts_tree_cursor_end_index_wasm",
    "_ts_tree_cursor_current_node_is_missing_wasm"
  ];
  const fns = names.map(f);
  const init2 = module2._ts_init;
  const littleEndian = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;
  if (fns.some((x) => typeof x !== "function") || typeof init2 !== "function" || !littleEndian) return;
  const transfer = init2();
  const [first, next, parent, typeId, fieldId, start2, end, missing] = fns;
  raw = {
    first,
    next,
    parent,
    typeId,
    fieldId,
    start: start2,
    end,
    missing,
    heap32: () => module2.HEAP32,
    transfer
  };
}
var FLAT_STRIDE = 5;
var MISSING_BIT = 1 << 30;
function flattenTree(tree) {
  const treePtr = tree[0];
  if (!raw || typeof treePtr !== "number") return cursorFlatten(tree);
  if (!rawChecked) {
    rawChecked = true;
    if (!rawAgrees(tree.language)) {
      raw = void 0;
      return cursorFlatten(tree);
    }
  }
  return rawFlatten(tree, treePtr, raw);
}
var CHECK_SOURCE = "struct s { int x; } g;\nint f(int a) { if (a) return g.x + a++; return -1; }\nint h( { return 1 +; }\n";
function rawAgrees(language) {
  const parser = new Parser2();
  try {
    parser.setLanguage(language);
    const tree = parser.parse(CHECK_SOURCE);
    if (!tree) return false;
    const ptr = tree[0];
    const same = typeof ptr === "number" && raw !== void 0 && shape(buildTree(rawFlatten(tree, ptr, raw), CHECK_SOURCE)) === shape(cursorCopy(tree, CHECK_SOURCE));
    tree.delete();
    return same;
  } finally {
    parser.delete();
  }
}
function shape(n) {
  const out2 = [];
  const visit = (x) => {
    out2.push(`${x.type}/${x.fieldName}/${x.startIndex}/${x.endIndex}/${+x.hasError}/${+x.isMissing}(`);
    for (const c of x.children) visit(c);
    out2.push(")");
  };
  visit(n);
  return out2.join("");
}
function rawFlatten(tree, ptr, r) {
  const facts = treeFacts(tree);
  const c = tree.walk();
  try {
    return walkFlat(facts, {
      first: () => r.first(ptr) === 1,
      next: () => r.next(ptr) === 1,
      parent: () => r.parent(ptr) === 1,
      typeId: () => r.typeId(ptr),
      fieldId: () => r.fieldId(ptr),
      start: () => r.start(ptr),
      end: () => r.end(ptr),
      missing: () => r.missing(ptr) === 1
    });
  } finally {
    const heap = r.heap32();
    const cursor = c;
    for (let k = 0; k < 4; k++) cursor[k] = heap[(r.transfer >> 2) + k];
    c.delete();
  }
}
function cursorOps(c) {
  return {
    first: () => c.gotoFirstChild(),
    next: () => c.gotoNextSibling(),
    parent: () => c.gotoParent(),
    typeId: () => c.nodeTypeId,
    fieldId: () => c.currentFieldId,
    start: () => c.startIndex,
    end: () => c.endIndex,
    missing: () => c.nodeIsMissing
  };
}
function cursorFlatten(tree) {
  const facts = treeFacts(tree);
  const c = tree.walk();
  try {
    return walkFlat(facts, cursorOps(c));
  } finally {
    c.delete();
  }
}
function cursorCopy(tree, source) {
  const facts = treeFacts(tree);
  const c = tree.walk();
  try {
    return walkCopy(facts, source, cursorOps(c));
  } finally {
    c.delete();
  }
}
function treeFacts(tree) {
  return { ...tablesFor(tree.language), withErrors: tree.rootNode.hasError };
}
function walkCopy(facts, source, c) {
  const { types, named, fields, withErrors } = facts;
  const root = new SyntaxNode(source, types[c.typeId()], true, false, null, c.start(), c.end());
  const path3 = [root];
  if (!c.first()) return root;
  for (; ; ) {
    const parent = path3[path3.length - 1];
    const typeId = c.typeId();
    const type = types[typeId];
    const isNamed = named[typeId];
    const field = fields[c.fieldId()] ?? null;
    const isMissing = withErrors && c.missing();
    let descended = false;
    if (isNamed || field !== null || isMissing || type === "ERROR") {
      const node = new SyntaxNode(source, type, isNamed, isMissing, field, c.start(), c.end());
      node.parent = parent;
      if (parent.children === EMPTY) parent.children = [];
      node.index = parent.children.length;
      parent.children.push(node);
      if (node.hasError) parent.hasError = true;
      if ((withErrors || !OPAQUE.has(type)) && c.first()) {
        path3.push(node);
        descended = true;
      }
    }
    if (descended) continue;
    while (!c.next()) {
      if (path3.length === 1 || !c.parent()) return root;
      const done = path3.pop();
      if (done.hasError) path3[path3.length - 1].hasError = true;
    }
  }
}
function walkFlat(facts, c) {
  const { fields, keep, opaque, withErrors } = facts;
  let rec = new Int32Array(FLAT_STRIDE * 4096);
  let n = 0;
  const add = (typeId, field, start2, end, parent) => {
    let o2 = n * FLAT_STRIDE;
    if (o2 + FLAT_STRIDE > rec.length) {
      const bigger = new Int32Array(rec.length * 2);
      bigger.set(rec);
      rec = bigger;
    }
    rec[o2++] = typeId;
    rec[o2++] = field;
    rec[o2++] = start2;
    rec[o2++] = end;
    rec[o2] = parent;
    return n++;
  };
  add(c.typeId(), 0, c.start(), c.end(), -1);
  const path3 = [0];
  if (c.first()) {
    for (; ; ) {
      const typeId = c.typeId();
      const fieldId = c.fieldId();
      const hasField = fields[fieldId] != null;
      const isMissing = withErrors && c.missing();
      if (keep[typeId] === 1 || hasField || isMissing) {
        const k2 = add(
          typeId,
          (hasField ? fieldId : 0) | (isMissing ? MISSING_BIT : 0),
          c.start(),
          c.end(),
          path3[path3.length - 1]
        );
        if ((withErrors || opaque[typeId] === 0) && c.first()) {
          path3.push(k2);
          continue;
        }
      }
      let more = true;
      while (!c.next()) {
        if (path3.length === 1 || !c.parent()) {
          more = false;
          break;
        }
        path3.pop();
      }
      if (!more) break;
    }
  }
  const { types, named, keep: k, opaque: o } = facts;
  return {
    records: n * FLAT_STRIDE === rec.length ? rec : rec.slice(0, n * FLAT_STRIDE),
    count: n,
    tables: { types, named, fields, keep: k, opaque: o }
  };
}
function buildTree(flat, source) {
  const { records: rec, count } = flat;
  const { types, named, fields } = flat.tables;
  const nodes = new Array(count);
  const kids = new Int32Array(count);
  for (let o = FLAT_STRIDE + 4; o < count * FLAT_STRIDE; o += FLAT_STRIDE) kids[rec[o]]++;
  const root = new SyntaxNode(source, types[rec[0]], true, false, null, rec[2], rec[3]);
  if (kids[0] > 0) root.children = new Array(kids[0]);
  nodes[0] = root;
  const filled = new Int32Array(count);
  for (let i2 = 1, o = FLAT_STRIDE; i2 < count; i2++, o += FLAT_STRIDE) {
    const typeId = rec[o];
    const f = rec[o + 1];
    const node = new SyntaxNode(
      source,
      types[typeId],
      named[typeId],
      (f & MISSING_BIT) !== 0,
      fields[f & 65535] ?? null,
      rec[o + 2],
      rec[o + 3]
    );
    const p = rec[o + 4];
    const parent = nodes[p];
    node.parent = parent;
    const k = filled[p];
    filled[p] = k + 1;
    node.index = k;
    parent.children[k] = node;
    if (kids[i2] > 0) node.children = new Array(kids[i2]);
    nodes[i2] = node;
  }
  for (let i2 = count - 1, o = i2 * FLAT_STRIDE; i2 > 0; i2--, o -= FLAT_STRIDE)
    if (nodes[i2].hasError) nodes[rec[o + 4]].hasError = true;
  return root;
}

// src/frontend/parse/index.ts
var runtime;
var grammars = /* @__PURE__ */ new Map();
function grammar(lang) {
  if (!runtime) {
    const module2 = { locateFile: () => resources.runtimeWasm };
    runtime = Parser2.init(module2).then(() => useRawCursor(module2));
  }
  let g = grammars.get(lang);
  if (!g) {
    g = runtime.then(() => Language.load(lang === "c" ? resources.grammarC : resources.grammarCpp));
    grammars.set(lang, g);
  }
  return g;
}
async function createParser(lang) {
  const language = await grammar(lang);
  const parser = new Parser2();
  parser.setLanguage(language);
  return {
    parse(text) {
      const tree = parser.parse(text);
      if (!tree) throw new Error("tree-sitter returned no tree");
      return tree;
    }
  };
}

// src/frontend/lower/cpp/stmt.ts
function cppStatement(fl, n) {
  switch (n.type) {
    case "declaration":
      cppLocalDeclaration(fl, n);
      return true;
    case "for_range_loop":
      rangeFor(fl, n);
      return true;
    case "try_statement":
      tryStatement(fl, n);
      return true;
    case "throw_statement":
      throwStatement(fl, n);
      return true;
    case "alias_declaration":
    case "using_declaration":
    case "namespace_alias_definition":
      return true;
    case "class_specifier":
    case "struct_specifier":
    case "union_specifier":
      specifierType(fl.cx, fl.scope, n);
      return true;
    default:
      return false;
  }
}
function constructorArgs(fl, d) {
  if (d.type !== "function_declarator") return void 0;
  const params = d.childForFieldName("parameters")?.namedChildren ?? [];
  const out2 = [];
  for (const p of params) {
    const pd = p.childForFieldName("declarator");
    if (p.type === "parameter_declaration" && (pd?.type === "parenthesized_declarator" || pd?.type === "abstract_function_declarator")) {
      const t2 = p.childForFieldName("type");
      const b2 = t2 ? fl.scope.lookup(normalizeName(t2.text)) : void 0;
      if (!t2 || b2?.k !== "fn") return void 0;
      out2.push(synthCall(p, t2, pd));
      continue;
    }
    if (p.type !== "parameter_declaration" || pd) return void 0;
    const t = p.childForFieldName("type");
    if (!t || t.type !== "type_identifier" && t.type !== "qualified_identifier") return void 0;
    const b = fl.scope.lookup(normalizeName(t.text));
    const tagLike = /(^|::)(defer_lock|try_to_lock|adopt_lock)$/.test(normalizeName(t.text));
    if (!tagLike && (!b || b.k === "typedef")) return void 0;
    out2.push(t);
  }
  return out2;
}
function synthCall(p, fnNode, decl) {
  const src = p.source;
  const call = new SyntaxNode(src, "call_expression", true, false, null, p.startIndex, p.endIndex);
  const fn = new SyntaxNode(src, fnNode.type, true, false, "function", fnNode.startIndex, fnNode.endIndex);
  fn.children = fnNode.children;
  const args2 = new SyntaxNode(src, "argument_list", true, false, "arguments", decl.startIndex, decl.endIndex);
  const inner = decl.type === "abstract_function_declarator" ? (decl.childForFieldName("parameters")?.namedChildren ?? []).map(
    (q) => q.childForFieldName("type") ?? q
  ) : decl.namedChildren;
  args2.children = inner.map(
    (c) => c.type === "identifier" || c.type === "type_identifier" ? c : new SyntaxNode(src, "identifier", true, false, null, c.startIndex, c.endIndex)
  );
  fn.parent = call;
  args2.parent = call;
  call.children = [fn, args2];
  call.parent = p.parent;
  return call;
}
function isPlaceholder(spec) {
  const t = spec.childForFieldName("type");
  return t?.type === "placeholder_type_specifier" || t?.text === "auto" || t?.type === "decltype";
}
function cppLocalDeclaration(fl, n) {
  const spec = declSpecifiers(fl.cx, fl.scope, n);
  if (spec.storage.has("static") || spec.storage.has("thread_local") || spec.storage.has("extern") || spec.storage.has("__thread")) {
    lowerLocalDeclaration(fl, n);
    return;
  }
  const auto = isPlaceholder(n);
  for (const d of n.childrenForFieldName("declarator")) {
    const ctorArgs = constructorArgs(fl, d);
    let name2;
    let type;
    let value = null;
    let args2;
    if (ctorArgs && stripRef(spec.type).k === "record") {
      name2 = d.childForFieldName("declarator")?.text;
      type = spec.type;
      args2 = ctorArgs;
    } else {
      const info2 = declarator(fl.cx, fl.scope, d, spec.type);
      if (!info2.name) continue;
      if (info2.type.k === "func") {
        fl.scope.names.set(info2.name, { k: "fn", id: info2.name, name: info2.name, type: info2.type });
        continue;
      }
      name2 = info2.name;
      type = info2.type;
      value = d.type === "init_declarator" ? d.childForFieldName("value") : null;
      if (value?.type === "argument_list") {
        args2 = value.namedChildren.filter((c) => c.type !== "comment");
        value = null;
      } else if (value?.type === "initializer_list" && stripRef(type).k === "record") {
        const cls = classOfType(fl.cx, type);
        if (cls && (cls.fromModel || cls.methods.has(simpleName(cls.key)))) {
          args2 = value.namedChildren.filter((c) => c.type !== "comment");
          value = null;
        }
      }
    }
    if (!name2) continue;
    declareObject(fl, d, name2, type, auto, value, args2);
  }
}
function declareObject(fl, d, name2, declared, auto, value, args2) {
  const range = fl.range(d);
  if (isRef(declared)) {
    const src = value ?? args2?.[0];
    let target = src ? lvalue(fl, src) : void 0;
    const t = declared.to.k === "unknown" && target ? stripRef(target.t) : declared.to;
    const v = fl.declareLocal(name2, refTo(t), "local", d);
    if (target) {
      if (isRef(target.t)) target = { p: derefOf(loadOf(target.p)), t: target.t.to };
      fl.cfg.emit({ op: "assign", dst: fl.varPlace(v.id), src: addrOf(fl, target.p) }, range);
    }
    return;
  }
  let type = declared;
  const cls = classOfType(fl.cx, type);
  if (cls && args2?.[0]) {
    const ctor = fl.cx.models.lookup(`${cls.key}::${simpleName(cls.key)}`);
    if (ctor?.kind === "bind") {
      const target = lvalue(fl, args2[0]);
      const v = fl.declareLocal(name2, refTo(type), "local", d);
      fl.cfg.emit({ op: "assign", dst: fl.varPlace(v.id), src: addrOf(fl, target.p) }, range);
      return;
    }
  }
  if (value?.type === "lambda_expression") {
    const k = cppFn(fl).lambdas + 1;
    const placeholder = fl.declareLocal(
      name2,
      { k: "record", key: `${fl.id}::lambda${k}`, union: false },
      "local",
      d
    );
    const v = lowerLambda(fl, value, fl.varPlace(placeholder.id));
    placeholder.type = v.t;
    fl.scope.names.set(name2, { k: "var", id: placeholder.id, type: v.t });
    return;
  }
  if (value?.type === "call_expression" && /(^|::)async$/.test(normalizeName(value.childForFieldName("function")?.text ?? ""))) {
    const ft = type.k === "record" ? type : { k: "record", key: "std::future", union: false };
    const local2 = fl.declareLocal(name2, ft, "local", d);
    const place2 = fl.varPlace(local2.id);
    cppFn(fl).spawnInto = place2;
    rvalue(fl, value);
    cppFn(fl).spawnInto = void 0;
    adoptFuture(fl, place2, d);
    return;
  }
  if (value && (auto || type.k === "unknown")) {
    const v = rvalue(fl, value);
    type = stripRef(v.t);
    const local2 = fl.declareLocal(name2, type, "local", d);
    const place2 = fl.varPlace(local2.id);
    fl.cfg.emit({ op: "assign", dst: place2, src: v.e }, range, fl.writeAccess(place2, type, d));
    adoptFuture(fl, place2, d);
    return;
  }
  const local = fl.declareLocal(name2, type, "local", d);
  const place = fl.varPlace(local.id);
  if (cls) {
    if (value) {
      if (value.type === "initializer_list") constructInto(fl, place, type, value.namedChildren, d, true);
      else {
        const v = rvalue(fl, value);
        fl.cfg.emit({ op: "assign", dst: place, src: v.e }, range, fl.writeAccess(place, type, d));
        adoptFuture(fl, place, d);
      }
    } else constructInto(fl, place, type, args2 ?? [], d, true);
    return;
  }
  if (args2) {
    constructInto(fl, place, type, args2, d, true);
    return;
  }
  if (value) lowerInitializer(fl, place, type, value);
}
function adoptFuture(fl, place, d) {
  const st = cppFn(fl);
  if (!st.pendingAutoJoin) return;
  st.pendingAutoJoin = void 0;
  registerGuard(
    fl,
    place,
    d,
    { does: "join", locks: [], handle: loadOf(place), known: true, mode: "exclusive" },
    intConst(1)
  );
}
function enterBranch(fl) {
  const st = hasCppFn(fl);
  if (st) st.depth++;
}
function leaveBranch(fl) {
  const st = hasCppFn(fl);
  if (st) st.depth--;
}
function loop(fl, brk, cont, body2) {
  const st = cppFn(fl);
  fl.breakTargets.push(brk);
  fl.continueTargets.push(cont);
  st.breakScopes.push(st.scopes.length);
  st.continueScopes.push(st.scopes.length);
  st.depth++;
  body2();
  st.depth--;
  st.breakScopes.pop();
  st.continueScopes.pop();
  fl.breakTargets.pop();
  fl.continueTargets.pop();
}
function rangeFor(fl, n) {
  const cfg = fl.cfg;
  const range = fl.range(n);
  fl.pushScope();
  pushExitScope(fl, n);
  const right = n.childForFieldName("right");
  const declNode = n.childForFieldName("declarator");
  const spec = declSpecifiers(fl.cx, fl.scope, n);
  const info2 = declarator(fl.cx, fl.scope, declNode, spec.type);
  const coll = lvalue(fl, right);
  const ct = stripRef(coll.t);
  let elem;
  let bound;
  if (ct.k === "array" && ct.length !== void 0) {
    elem = (i2) => ({ p: { k: "index", base: coll.p, index: i2 }, t: ct.of });
    bound = intConst(ct.length);
  } else if (ct.k === "record" && fl.cx.records.get(ct.key)?.fields.some((f) => f.name === "_M_elems")) {
    memberCall(fl, n, coll, "begin", [], false);
    const elems = { k: "field", base: coll.p, field: "_M_elems", record: ct.key };
    const args2 = ct;
    const et = args2.targs?.[/(^|::)(map|unordered_map|multimap)$/.test(ct.key) ? 1 : 0] ?? T.unknown;
    elem = (i2) => ({ p: { k: "index", base: elems, index: i2 }, t: et });
    bound = loadOf({ k: "field", base: coll.p, field: "_M_size", record: ct.key });
  }
  const counter = fl.varPlace(fl.declareLocal("range.i", T.long, "local", n).id);
  cfg.emit({ op: "assign", dst: counter, src: intConst(0) }, range);
  const head = cfg.newBlock();
  const body2 = cfg.newBlock();
  const step = cfg.newBlock();
  const exit = cfg.newBlock();
  cfg.enter(head, range);
  const cond = bound ? { k: "binary", op: "<", left: loadOf(counter), right: bound } : { k: "binary", op: "!=", left: { k: "nondet", why: "range" }, right: intConst(0) };
  cfg.terminate({ k: "branch", cond, then: body2.id, else: exit.id }, range);
  cfg.switchTo(body2);
  fl.pushScope();
  if (info2.name) {
    const e = elem?.(loadOf(counter));
    if (isRef(info2.type) || declNode?.type === "reference_declarator") {
      const t = e ? e.t : T.unknown;
      const v = fl.declareLocal(info2.name, refTo(t), "local", declNode ?? n);
      fl.cfg.emit(
        { op: "assign", dst: fl.varPlace(v.id), src: e ? addrOf(fl, e.p) : { k: "nondet", why: "element" } },
        range
      );
    } else {
      const t = info2.type.k === "unknown" && e ? e.t : info2.type;
      const v = fl.declareLocal(info2.name, t, "local", declNode ?? n);
      const src = e ? cppPlaceValue(fl, e, n) : { e: { k: "nondet", why: "element" }, t };
      fl.cfg.emit({ op: "assign", dst: fl.varPlace(v.id), src: src.e }, range);
    }
  }
  loop(fl, exit.id, step.id, () => lowerStatement(fl, n.childForFieldName("body")));
  fl.popScope();
  cfg.enter(step, range);
  cfg.emit(
    { op: "assign", dst: counter, src: { k: "binary", op: "+", left: loadOf(counter), right: intConst(1) } },
    range
  );
  cfg.enter(head, range);
  cfg.switchTo(exit);
  popExitScope(fl, n);
  fl.popScope();
}
function mayThrow(n) {
  return n.descendantsOfType("call_expression").length > 0 || n.descendantsOfType("throw_statement").length > 0;
}
function tryStatement(fl, n) {
  const cfg = fl.cfg;
  const st = cppFn(fl);
  const range = fl.range(n);
  const handler = cfg.newBlock();
  const after = cfg.newBlock();
  const body2 = n.childForFieldName("body");
  st.tries.push({ handler: handler.id, scopes: st.scopes.length });
  st.depth++;
  lowerStatement(fl, body2);
  st.depth--;
  st.tries.pop();
  if (mayThrow(body2))
    cfg.terminate(
      { k: "branch", cond: { k: "nondet", why: GENUINE_EXCEPTION }, then: handler.id, else: after.id },
      range
    );
  else cfg.enter(after, range);
  const clauses = n.namedChildren.filter((c) => c.type === "catch_clause");
  cfg.switchTo(handler);
  if (clauses.length === 0) cfg.enter(after, range);
  else {
    const blocks = clauses.map(() => cfg.newBlock());
    cfg.terminate(
      {
        k: "switch",
        value: { k: "nondet", why: GENUINE_EXCEPTION },
        cases: blocks.slice(1).map((b, i2) => ({ lo: i2 + 1, hi: i2 + 1, target: b.id })),
        default: blocks[0].id
      },
      range
    );
    clauses.forEach((c, i2) => {
      cfg.switchTo(blocks[i2]);
      fl.pushScope();
      const p = c.childForFieldName("parameters")?.namedChildren.find((x) => x.type === "parameter_declaration");
      if (p) {
        const s = declSpecifiers(fl.cx, fl.scope, p);
        const di = declarator(fl.cx, fl.scope, p.childForFieldName("declarator"), s.type);
        if (di.name) fl.declareLocal(di.name, stripRef(di.type), "local", p);
      }
      st.depth++;
      lowerStatement(fl, c.childForFieldName("body"));
      st.depth--;
      fl.popScope();
      cfg.enter(after, range);
    });
  }
  cfg.switchTo(after);
}
function throwStatement(fl, n) {
  const st = cppFn(fl);
  const e = n.namedChildren[0];
  if (e) {
    const v = rvalue(fl, e);
    if (fl.cfg.pending.length) fl.cfg.emit({ op: "assign", dst: fl.newTemp(v.t), src: v.e }, fl.range(n));
  }
  const t = st.tries[st.tries.length - 1];
  if (t) {
    emitExits(fl, t.scopes, n);
    fl.cfg.terminate({ k: "goto", target: t.handler }, fl.range(n));
    return;
  }
  emitExits(fl, 0, n);
  fl.cfg.terminate({ k: "return" }, fl.range(n));
}
function exitScopesFor(fl, kind, n) {
  const st = hasCppFn(fl);
  if (!st) return;
  const keep = kind === "return" ? 0 : kind === "break" ? st.breakScopes[st.breakScopes.length - 1] ?? 0 : st.continueScopes[st.continueScopes.length - 1] ?? 0;
  emitExits(fl, keep, n);
}
function exitScopesForGoto(fl, label, n) {
  const st = hasCppFn(fl);
  if (!st) return;
  const target = st.labels.get(label);
  const inside = (scope) => {
    for (let p = target ?? null; p; p = p.parent) if (p === scope) return true;
    return false;
  };
  let keep = st.scopes.length;
  while (keep > 0 && !inside(st.scopes[keep - 1].node)) keep--;
  emitExits(fl, keep, n);
}
function conditionClause(fl, n) {
  const init2 = n.childForFieldName("initializer");
  if (init2) lowerStatement(fl, init2);
  const value = n.childForFieldName("value") ?? n.namedChildren[n.namedChildren.length - 1];
  if (value.type !== "declaration") return value;
  cppLocalDeclaration(fl, value);
  const d = value.childrenForFieldName("declarator")[0];
  const nameNode = d?.type === "init_declarator" ? d.childForFieldName("declarator") : d?.childForFieldName("declarator");
  const b = nameNode ? fl.scope.lookup(nameNode.text) : void 0;
  if (b?.k !== "var") return { val: { e: { k: "nondet", why: "condition" }, t: T.int } };
  const lv = isRef(b.type) ? { p: derefOf(loadOf(fl.varPlace(b.id))), t: b.type.to } : { p: fl.varPlace(b.id), t: b.type };
  const cls = classOfType(fl.cx, lv.t);
  if (cls) {
    const r = memberCall(fl, value, lv, "operator bool", [], true);
    if (r.v) return { val: r.v };
  }
  return { val: cppPlaceValue(fl, lv, value) };
}

// src/frontend/lower/static-init.ts
function staticInitializer(cx, scope, node, labels = /* @__PURE__ */ new Set()) {
  if (node.type === "initializer_list") {
    const items = [];
    for (const item of node.namedChildren) {
      if (!item || item.type === "comment") continue;
      if (item.type === "initializer_pair") {
        const names = item.childrenForFieldName("designator").map((d) => designatorOf(cx, scope, d));
        let init2 = staticInitializer(cx, scope, item.childForFieldName("value"), labels);
        for (let k = names.length - 1; k >= 1; k--) {
          const designator = names[k];
          init2 = { k: "list", items: [designator === void 0 ? { init: init2 } : { designator, init: init2 }] };
        }
        items.push(names[0] === void 0 ? { init: init2 } : { designator: names[0], init: init2 });
      } else {
        items.push({ init: staticInitializer(cx, scope, item, labels) });
      }
    }
    return { k: "list", items };
  }
  const c = evalConst(cx, scope, node);
  if (c !== void 0) return { k: "expr", expr: intConst(c) };
  const scratch = new FnLowering(cx, "<static-init>", "<static-init>", T.void);
  scratch.scope = scope;
  scratch.labelNames = labels;
  const v = rvalue(scratch, node);
  const emitted = scratch.cfg.blocks.some((b) => b.instrs.length > 0) || scratch.cfg.blocks.length > 1;
  return { k: "expr", expr: emitted ? { k: "nondet", why: "initializer is not a constant" } : v.e };
}
function designatorOf(cx, scope, d) {
  if (d.type === "field_designator") return d.text.replace(/^\./, "").trim();
  return d.namedChildren[0] ? evalConst(cx, scope, d.namedChildren[0]) : void 0;
}

// src/frontend/lower/stmt.ts
function lowerStatement(fl, n) {
  const cfg = fl.cfg;
  const range = () => fl.range(n);
  const cpp = fl.cx.lang === "c++";
  if (cpp && cppStatement(fl, n)) return;
  switch (n.type) {
    case "compound_statement":
      fl.pushScope();
      if (cpp) pushExitScope(fl, n);
      for (const c of n.namedChildren) if (c) lowerStatement(fl, c);
      if (cpp) popExitScope(fl, n);
      fl.popScope();
      return;
    case "expression_statement": {
      const e = n.namedChildren[0];
      if (e) effect(fl, e);
      return;
    }
    case "declaration":
      lowerLocalDeclaration(fl, n);
      return;
    case "type_definition":
      localTypedef(fl, n);
      return;
    case "struct_specifier":
    case "union_specifier":
    case "enum_specifier":
      specifierType(fl.cx, fl.scope, n);
      return;
    case "if_statement": {
      const then = cfg.newBlock();
      const join4 = cfg.newBlock();
      const alt = n.childForFieldName("alternative");
      const other = alt ? cfg.newBlock() : join4;
      condition(fl, n.childForFieldName("condition"), then.id, other.id);
      cfg.switchTo(then);
      enterBranch(fl);
      lowerStatement(fl, n.childForFieldName("consequence"));
      cfg.enter(join4, range());
      if (alt) {
        cfg.switchTo(other);
        const body2 = alt.type === "else_clause" ? alt.namedChildren[0] : alt;
        if (body2) lowerStatement(fl, body2);
        cfg.enter(join4, range());
      }
      leaveBranch(fl);
      cfg.switchTo(join4);
      return;
    }
    case "while_statement": {
      const head = cfg.newBlock();
      const body2 = cfg.newBlock();
      const exit = cfg.newBlock();
      cfg.enter(head, range());
      condition(fl, n.childForFieldName("condition"), body2.id, exit.id);
      cfg.switchTo(body2);
      loopBody(fl, n.childForFieldName("body"), exit.id, head.id);
      cfg.enter(head, range());
      cfg.switchTo(exit);
      return;
    }
    case "do_statement": {
      const body2 = cfg.newBlock();
      const test = cfg.newBlock();
      const exit = cfg.newBlock();
      cfg.enter(body2, range());
      loopBody(fl, n.childForFieldName("body"), exit.id, test.id);
      cfg.enter(test, range());
      condition(fl, n.childForFieldName("condition"), body2.id, exit.id);
      cfg.switchTo(exit);
      return;
    }
    case "for_statement": {
      fl.pushScope();
      const init2 = n.childForFieldName("initializer");
      if (init2) {
        if (init2.type === "declaration") {
          if (cpp) cppLocalDeclaration(fl, init2);
          else lowerLocalDeclaration(fl, init2);
        } else effect(fl, init2);
      }
      const head = cfg.newBlock();
      const body2 = cfg.newBlock();
      const step = cfg.newBlock();
      const exit = cfg.newBlock();
      cfg.enter(head, range());
      const cond = n.childForFieldName("condition");
      if (cond) condition(fl, cond, body2.id, exit.id);
      else cfg.enter(body2, range());
      cfg.switchTo(body2);
      loopBody(fl, n.childForFieldName("body"), exit.id, step.id);
      cfg.enter(step, range());
      for (const u of n.childrenForFieldName("update")) if (u) effect(fl, u);
      cfg.enter(head, range());
      cfg.switchTo(exit);
      fl.popScope();
      return;
    }
    case "switch_statement": {
      const v = rvalue(fl, n.childForFieldName("condition"));
      const reads = cfg.detachPending();
      const head = cfg.cur;
      const exit = cfg.newBlock();
      const ctx = {
        cases: [],
        defaultTarget: void 0
      };
      fl.switches.push(ctx);
      fl.breakTargets.push(exit.id);
      const cst = cpp ? cppFn(fl) : void 0;
      cst?.breakScopes.push(cst.scopes.length);
      enterBranch(fl);
      cfg.switchTo(cfg.newBlock());
      lowerStatement(fl, n.childForFieldName("body"));
      cfg.enter(exit, range());
      leaveBranch(fl);
      cst?.breakScopes.pop();
      fl.breakTargets.pop();
      fl.switches.pop();
      cfg.switchTo(head);
      cfg.terminate(
        { k: "switch", value: v.e, cases: ctx.cases, default: ctx.defaultTarget ?? exit.id },
        range(),
        reads
      );
      cfg.switchTo(exit);
      return;
    }
    case "case_statement": {
      const target = cfg.newBlock();
      cfg.enter(target, range());
      const ctx = fl.switches[fl.switches.length - 1];
      const value = n.childForFieldName("value");
      if (ctx) {
        if (!value) ctx.defaultTarget = target.id;
        else {
          const [lo, hi] = caseRange(fl, value);
          if (lo !== void 0 && hi !== void 0) ctx.cases.push({ lo, hi, target: target.id });
          else
            fl.reportOnce(
              `case:${value.startIndex}`,
              value,
              "case label is not a constant the lowering can evaluate; the case is unreachable in the model"
            );
        }
      }
      for (const c of n.namedChildren) if (c && c !== value) lowerStatement(fl, c);
      return;
    }
    case "break_statement": {
      const t = fl.breakTargets[fl.breakTargets.length - 1];
      if (cpp) exitScopesFor(fl, "break", n);
      if (t !== void 0) cfg.terminate({ k: "goto", target: t }, range());
      return;
    }
    case "continue_statement": {
      const t = fl.continueTargets[fl.continueTargets.length - 1];
      if (cpp) exitScopesFor(fl, "continue", n);
      if (t !== void 0) cfg.terminate({ k: "goto", target: t }, range());
      return;
    }
    case "return_statement": {
      const e = n.namedChildren[0];
      let v = e && e.type !== "initializer_list" ? rvalue(fl, e) : void 0;
      if (cpp && hasCppFn(fl)?.scopes.some((s) => s.actions.length > 0)) {
        if (v && v.e.k !== "int" && fl.returnType.k !== "void") {
          const tmp = fl.newTemp(v.t);
          cfg.emit({ op: "assign", dst: tmp, src: v.e }, range());
          v = { e: { k: "load", place: tmp }, t: v.t };
        } else if (cfg.pending.length && v) {
          cfg.emit({ op: "assign", dst: fl.newTemp(v.t), src: v.e }, range());
        }
        exitScopesFor(fl, "return", n);
      }
      cfg.terminate(v && fl.returnType.k !== "void" ? { k: "return", value: v.e } : { k: "return" }, range());
      return;
    }
    case "goto_statement": {
      const label = n.childForFieldName("label").text;
      if (cpp) exitScopesForGoto(fl, label, n);
      if (fl.labelNames.has(label)) {
        cfg.terminate({ k: "goto", target: fl.labelBlock(label) }, range());
      } else {
        fl.computedGotos.push({ block: cfg.cur.id, range: range() });
        cfg.switchTo(cfg.newBlock());
      }
      return;
    }
    case "labeled_statement": {
      const label = n.childForFieldName("label").text;
      if (`${label}:` === COMPUTED_GOTO) {
        for (const c of n.namedChildren) if (c.type !== "statement_identifier") lowerStatement(fl, c);
        fl.computedGotos.push({ block: cfg.cur.id, range: range() });
        cfg.switchTo(cfg.newBlock());
        return;
      }
      const b = cfg.blocks[fl.labelBlock(label)];
      cfg.enter(b, range());
      for (const c of n.namedChildren) if (c && c.type !== "statement_identifier") lowerStatement(fl, c);
      return;
    }
    case "attributed_statement":
      for (const c of n.namedChildren) if (c && c.type !== "attribute_declaration") lowerStatement(fl, c);
      return;
    case "comment":
    case "preproc_call":
    case ";":
    case "empty_statement":
    case "static_assert_declaration":
      return;
    case "seh_try_statement":
    case "seh_leave_statement":
      fl.reportOnce(n.type, n, "structured exception handling is not modelled");
      return;
    default:
      if (n.type.endsWith("_statement") || n.type === "function_definition") {
        fl.reportOnce(`stmt:${n.type}`, n, `'${n.type}' is not lowered yet; it is skipped`);
        return;
      }
      effect(fl, n);
  }
}
function loopBody(fl, body2, brk, cont) {
  fl.breakTargets.push(brk);
  fl.continueTargets.push(cont);
  const st = fl.cx.lang === "c++" ? cppFn(fl) : void 0;
  if (st) {
    st.breakScopes.push(st.scopes.length);
    st.continueScopes.push(st.scopes.length);
    st.depth++;
  }
  lowerStatement(fl, body2);
  if (st) {
    st.breakScopes.pop();
    st.continueScopes.pop();
    st.depth--;
  }
  fl.breakTargets.pop();
  fl.continueTargets.pop();
}
function caseRange(fl, value) {
  if (value.type === "conditional_expression" && !value.childForFieldName("consequence")) {
    const lo = evalConst(fl.cx, fl.scope, value.childForFieldName("condition"));
    const hi = evalConst(fl.cx, fl.scope, value.childForFieldName("alternative"));
    return [lo, hi];
  }
  const v = evalConst(fl.cx, fl.scope, value);
  return [v, v];
}
function localTypedef(fl, n) {
  const base2 = typedefSpecifier(fl.cx, fl.scope, n);
  for (const d of n.childrenForFieldName("declarator")) {
    if (!d) continue;
    const info2 = declarator(fl.cx, fl.scope, d, base2);
    if (info2.name) fl.scope.names.set(info2.name, { k: "typedef", type: info2.type });
  }
}
function lowerLocalDeclaration(fl, n) {
  const spec = declSpecifiers(fl.cx, fl.scope, n);
  for (const d of n.childrenForFieldName("declarator")) {
    if (!d) continue;
    const info2 = declarator(fl.cx, fl.scope, d, spec.type);
    if (!info2.name) continue;
    if (info2.type.k === "func") {
      fl.scope.names.set(info2.name, {
        k: "fn",
        id: info2.name,
        name: info2.name,
        type: info2.type,
        noreturn: spec.noreturn
      });
      continue;
    }
    const value = d.type === "init_declarator" ? d.childForFieldName("value") : null;
    const type = completeArrayType(fl, info2.type, value);
    if (spec.storage.has("extern")) {
      const existing = fl.cx.globals.get(info2.name);
      if (!existing)
        fl.cx.globals.set(info2.name, {
          id: info2.name,
          name: info2.name,
          kind: "global",
          type,
          externOnly: true
        });
      fl.scope.names.set(info2.name, { k: "var", id: info2.name, type });
      continue;
    }
    if (spec.storage.has("static") || spec.storage.has("__thread") || spec.storage.has("thread_local")) {
      const id = `${fl.id}::${info2.name}`;
      const v2 = { id, name: info2.name, kind: "static-local", type, range: fl.range(d) };
      const threadLocal = spec.storage.has("__thread") || spec.storage.has("thread_local");
      fl.cx.globals.set(id, {
        ...v2,
        ...threadLocal ? { threadLocal } : {},
        ...value ? { init: staticInitializer(fl.cx, fl.scope, value, fl.labelNames) } : {}
      });
      fl.scope.names.set(info2.name, { k: "var", id, type });
      continue;
    }
    const v = fl.declareLocal(info2.name, type, "local", d);
    if (value) lowerInitializer(fl, fl.varPlace(v.id), type, value);
  }
}
function lowerStatementExpression(fl, body2) {
  fl.pushScope();
  const stmts = body2.namedChildren.filter((c) => c !== null && c.type !== "comment");
  const last = stmts[stmts.length - 1];
  for (const s of stmts.slice(0, -1)) lowerStatement(fl, s);
  let v = { e: intConst(0), t: T.void };
  if (last?.type === "expression_statement" && last.namedChildren[0]) v = rvalue(fl, last.namedChildren[0]);
  else if (last) lowerStatement(fl, last);
  fl.popScope();
  return v;
}

// src/frontend/lower/cpp/lambda.ts
function byReference(spec, c) {
  const text = spec.text;
  let i2 = c.startIndex - spec.startIndex - 1;
  while (i2 >= 0 && /\s/.test(text[i2])) i2--;
  return text[i2] === "&";
}
function placeOfName(fl, name2) {
  const lv = bindingPlace(fl, name2);
  if (lv) return lv;
  const b = fl.scope.lookup(name2);
  if (b?.k === "var") return { p: fl.varPlace(b.id), t: b.type };
  return void 0;
}
function lowerLambda(fl, n, into) {
  const cx = fl.cx;
  const st = cppFn(fl);
  const k = ++st.lambdas;
  const id = `${fl.id}::lambda${k}`;
  const display = `${fl.name}::lambda${k}`;
  const u = cppUnit(cx);
  const captures = [];
  const cls = {
    key: id,
    bases: [],
    methods: /* @__PURE__ */ new Map(),
    statics: /* @__PURE__ */ new Map(),
    fromModel: false,
    templateParams: [],
    memberInits: [],
    prefix: st.prefix,
    captures
  };
  u.classes.set(id, cls);
  const spec = n.childForFieldName("captures");
  let defaultCapture;
  const explicit = /* @__PURE__ */ new Map();
  const inits = [];
  for (const c of spec?.namedChildren ?? []) {
    if (c.type === "lambda_default_capture") defaultCapture = c.text.trim() === "&" ? "&" : "=";
    else if (c.type === "identifier") explicit.set(c.text, byReference(spec, c));
    else if (c.type === "lambda_capture_initializer") {
      const left = c.childForFieldName("left");
      const right = c.childForFieldName("right");
      if (left && right)
        inits.push({ name: left.text, byRef: byReference(c, left) || byReference(spec, c), node: right });
    }
  }
  const declNode = n.childForFieldName("declarator");
  const info2 = declNode ? declarator(cx, fl.scope, declNode, T.unknown) : void 0;
  const trailing = declNode?.namedChildren.find((c) => c.type === "trailing_return_type")?.namedChildren[0];
  const ret = trailing ? typeDescriptor(cx, fl.scope, trailing) : T.unknown;
  const lf = new FnLowering(cx, id, display, ret);
  const lst = cppFn(lf);
  lst.closure = cls;
  lst.parent = fl;
  lst.prefix = st.prefix;
  if (st.cls) lst.cls = void 0;
  const closureType = { k: "record", key: id, union: false };
  for (const i2 of inits)
    captures.push({ name: i2.name, byRef: i2.byRef, type: T.unknown, init: { k: "expr", node: i2.node } });
  const capture = (name2) => {
    const have = captures.find((c) => c.name === name2);
    if (have) return { k: "capture", field: name2, type: have.type, byRef: have.byRef };
    const b = fl.scope.lookup(name2);
    if (!b) return void 0;
    const isLocal = b.k === "var" && b.id.startsWith("%") || b.k === "capture";
    if (b.k === "member") {
      return b;
    }
    if (!isLocal) return b;
    const lv = placeOfName(fl, name2);
    if (!lv) return b;
    const byRef = explicit.has(name2) ? explicit.get(name2) : defaultCapture ? defaultCapture === "&" : true;
    const t = stripRef(lv.t);
    captures.push({ name: name2, byRef, type: t, init: { k: "place", place: lv.p, type: t } });
    return { k: "capture", field: name2, type: t, byRef };
  };
  const outer = new Scope(cx.fileScope);
  outer.hook = capture;
  lf.scope = markLocal(new Scope(outer));
  for (const name2 of explicit.keys()) capture(name2);
  if (spec?.namedChildren.some((c) => c.type === "this" || c.type === "pointer_expression")) thisExpr(lf);
  const closureParam = lf.declareLocal("closure", ptrTo(closureType), "param", n);
  const params = [closureParam.id];
  for (const [i2, p] of (info2?.params ?? []).entries())
    params.push(lf.declareLocal(p.name ?? `arg${i2}`, p.type, "param", p.node).id);
  const body2 = n.childForFieldName("body");
  if (body2) lowerStatement(lf, body2);
  cls.methods.set("operator()", [
    {
      id,
      name: "operator()",
      params: (info2?.params ?? []).map((p) => p.type),
      ret,
      isConst: true,
      isStatic: false,
      fromModel: false,
      hasBody: true
    }
  ]);
  u.extra.push(lf.finish(n, params, false, true));
  const def = {
    key: id,
    union: false,
    fields: captures.map((c) => ({ name: c.name, type: c.byRef ? ptrTo(c.type) : c.type })),
    range: fl.range(n)
  };
  cx.records.set(id, def);
  const place = into ?? fl.varPlace(fl.declareLocal(`lambda${k}`, closureType, "local", n).id);
  const range = fl.range(n);
  for (const c of captures) {
    const dst = { k: "field", base: place, field: c.name, record: id };
    const w2 = fl.writeAccess(dst, c.byRef ? ptrTo(c.type) : c.type, n);
    if (c.init.k === "this") fl.cfg.emit({ op: "assign", dst, src: thisExpr(fl) }, range, w2);
    else if (c.init.k === "expr") {
      const v = rvalue(fl, c.init.node);
      fl.cfg.emit({ op: "assign", dst, src: v.e }, range, w2);
    } else if (c.byRef) fl.cfg.emit({ op: "assign", dst, src: addrOf(fl, c.init.place) }, range, w2);
    else {
      const v = cppPlaceValue(fl, { p: c.init.place, t: c.init.type }, n);
      fl.cfg.emit({ op: "assign", dst, src: v.e }, range, w2);
    }
  }
  return { e: loadOf(place), t: closureType };
}

// src/frontend/lower/cpp/models.ts
var NONDET = (why, t = T.int) => ({ e: { k: "nondet", why }, t });
function pointerPositions(m) {
  const s = /* @__PURE__ */ new Set();
  for (const i2 of [m.lock, m.cond, m.object, m.handle, m.expected, m.out]) if (i2 !== void 0) s.add(i2);
  for (const i2 of m.locks ?? []) s.add(i2);
  return s;
}
function lockOfArg(fl, node) {
  const lv = lvalue(fl, node);
  const g = guardOf(fl, lv.p);
  if (g?.locks[0]) return g.locks[0];
  const t = stripRef(lv.t);
  if (t.k === "ptr") return loadOf(lv.p);
  if (t.k === "record" && fl.cx.records.get(t.key)?.fields.some((f) => f.name === "_M_device"))
    return loadOf({ k: "field", base: lv.p, field: "_M_device", record: t.key });
  return addrOf(fl, lv.p);
}
function isTag(node, tag) {
  return !!node && new RegExp(`(^|::)${tag}(_t\\s*\\{\\s*\\}|_t\\(\\))?$`).test(normalizeName(node.text));
}
function cppModelCall(fl, n, name2, m, self, args2, wantValue, extra, declPlace) {
  const range = fl.range(n);
  const base2 = self ? 1 : 0;
  const nodeAt = (i2) => self && i2 === 0 ? void 0 : args2[i2 - base2];
  if (m.onGuard) return guardMember(fl, n, m, self, args2, wantValue);
  if (m.guard) {
    guardConstructor(fl, n, m, self, args2, declPlace ?? self?.place);
    return void 0;
  }
  switch (m.kind) {
    case "spawn":
      if (m.callable) return spawnCallable(fl, n, name2, m, self, args2);
      break;
    case "cond-wait":
      return condWait(fl, n, m, self, args2, wantValue);
    case "once":
      if (m.callable) return callOnce(fl, n, name2, m, self, args2);
      break;
    case "pass": {
      const a = args2[(m.object ?? 0) - base2];
      return a ? rvalue(fl, a) : void 0;
    }
    case "bind":
      return void 0;
    case "alloc":
      if (!self) return makeSmart(fl, n, name2, args2);
      break;
    case "latch-init": {
      const obj = self ? addrOf(fl, self.place) : NONDET("latch").e;
      const c = nodeAt(m.count ?? 1);
      const count = c ? rvalue(fl, c).e : intConst(1);
      fl.cfg.emit(
        { op: "sem-init", sem: obj, count: { k: "binary", op: "-", left: intConst(1), right: count } },
        range
      );
      return void 0;
    }
    case "latch-count-down": {
      const obj = self ? addrOf(fl, self.place) : NONDET("latch").e;
      postTimes(fl, obj, nodeAt(1), range);
      return void 0;
    }
    case "sem-post":
      if (self) {
        postTimes(fl, addrOf(fl, self.place), nodeAt(1), range);
        return void 0;
      }
      break;
    case "latch-wait": {
      const obj = self ? addrOf(fl, self.place) : NONDET("latch").e;
      if (m.arrive) fl.cfg.emit({ op: "sem-post", sem: obj }, range);
      fl.cfg.emit({ op: "sem-wait", sem: obj, try: false }, range);
      fl.cfg.emit({ op: "sem-post", sem: obj }, range);
      return void 0;
    }
    case "join":
    case "detach": {
      const v = genericCall(fl, n, name2, m, self, args2, wantValue, extra);
      const g = self ? guardOf(fl, self.place) : void 0;
      if (g && g.does === "join") setGuardOwned(fl, g, false, n);
      return v;
    }
    case "guard-owns":
    case "guard-release":
      return wantValue ? NONDET(name2, T.bool) : void 0;
    case "lock":
    case "read-lock":
      if (m.locks) {
        for (const i2 of m.locks) {
          const a = nodeAt(i2);
          if (a)
            fl.cfg.emit(
              { op: "lock", lock: lockOfArg(fl, a), mode: m.kind === "lock" ? "exclusive" : "shared" },
              range
            );
        }
        return wantValue ? { e: intConst(0), t: T.void } : void 0;
      }
      break;
    default:
      break;
  }
  return genericCall(fl, n, name2, m, self, args2, wantValue, extra);
}
function postTimes(fl, sem, countNode, range) {
  const count = countNode ? rvalue(fl, countNode).e : intConst(1);
  if (count.k === "int" && count.value >= 0 && count.value <= 16) {
    for (let i2 = 0; i2 < count.value; i2++) fl.cfg.emit({ op: "sem-post", sem }, range);
    return;
  }
  const left = fl.newTemp(T.int);
  fl.cfg.emit({ op: "assign", dst: left, src: count }, range);
  const head = fl.cfg.newBlock();
  const body2 = fl.cfg.newBlock();
  const done = fl.cfg.newBlock();
  fl.cfg.enter(head, range);
  fl.cfg.terminate(
    {
      k: "branch",
      cond: { k: "binary", op: ">", left: loadOf(left), right: intConst(0) },
      then: body2.id,
      else: done.id
    },
    range
  );
  fl.cfg.switchTo(body2);
  fl.cfg.emit({ op: "sem-post", sem }, range);
  fl.cfg.emit(
    { op: "assign", dst: left, src: { k: "binary", op: "-", left: loadOf(left), right: intConst(1) } },
    range
  );
  fl.cfg.terminate({ k: "goto", target: head.id }, range);
  fl.cfg.switchTo(done);
}
function genericCall(fl, n, name2, m, self, args2, wantValue, extra) {
  const base2 = self ? 1 : 0;
  const ptrs = pointerPositions(m);
  const vals = [];
  if (self) vals.push({ e: addrOf(fl, self.place), t: ptrTo(self.type) });
  if (extra) vals.push(...extra);
  const shift2 = extra?.length ?? 0;
  args2.forEach((a, k) => {
    const i2 = k + base2 + shift2;
    if (ptrs.has(i2)) {
      const e = m.lock === i2 ? lockOfArg(fl, a) : (() => {
        const lv = lvalue(fl, a);
        return stripRef(lv.t).k === "ptr" ? loadOf(lv.p) : addrOf(fl, lv.p);
      })();
      vals.push({ e, t: T.unknown });
    } else vals.push(rvalue(fl, a));
  });
  if (self && vals[0]) vals[0] = { e: vals[0].e, t: ptrTo(elementType(self.type)) };
  return modelCall(fl, n, name2, m, args2, wantValue, vals, (i2) => args2[i2 - base2 - shift2]);
}
function makeSmart(fl, n, name2, args2) {
  const range = fl.range(n);
  const targ = n.childForFieldName("function")?.descendantsOfType("type_descriptor")[0];
  const t = targ ? typeDescriptor(fl.cx, fl.scope, targ) : T.unknown;
  const dst = fl.newTemp(ptrTo(t));
  const tname = targ ? normalizeName(targ.text) : "?";
  fl.cfg.emit(
    { op: "alloc", dst, site: `${name2}<${tname}>@${range.file}:${range.line}:${range.column}`, fn: name2 },
    range
  );
  constructInto(fl, derefOf(loadOf(dst)), t, args2, n, false);
  const key = /make_shared/.test(name2) ? "std::shared_ptr" : "std::unique_ptr";
  const holderType = withTargs({ k: "record", key, union: false }, [t]);
  const holder = fl.varPlace(fl.declareLocal(`${key.slice(5)}.tmp`, holderType, "local", n).id);
  fl.cfg.emit(
    { op: "assign", dst: { k: "field", base: holder, field: "_M_ptr", record: key }, src: loadOf(dst) },
    range
  );
  return { e: loadOf(holder), t: holderType };
}
function guardConstructor(fl, n, m, self, args2, place) {
  if (!place || args2.length === 0) return;
  const range = fl.range(n);
  const last = args2[args2.length - 1];
  const tag = isTag(last, "defer_lock") ? "defer" : isTag(last, "try_to_lock") ? "try" : isTag(last, "adopt_lock") ? "adopt" : void 0;
  const lockNodes = (tag ? args2.slice(0, -1) : args2).slice(0, m.locks ? void 0 : 1);
  if (lockNodes.length === 1 && !tag) {
    const src = moveSource(lockNodes[0]);
    if (src) {
      const lv = lvalue(fl, src);
      const from2 = guardOf(fl, lv.p);
      if (from2) {
        registerGuard(
          fl,
          place,
          n,
          { does: "unlock", locks: from2.locks, known: from2.known, mode: from2.mode },
          loadOf(from2.flag)
        );
        setGuardOwned(fl, from2, false, n);
        return;
      }
    }
  }
  const locks = lockNodes.map((a) => lockOfArg(fl, a));
  const mode = m.kind === "read-lock" || m.kind === "read-trylock" ? "shared" : "exclusive";
  const t = self ? stripRef(self.type) : void 0;
  if (t?.k === "record" && locks[0] && fl.cx.records.get(t.key)?.fields.some((f) => f.name === "_M_device"))
    fl.cfg.emit(
      { op: "assign", dst: { k: "field", base: place, field: "_M_device", record: t.key }, src: locks[0] },
      range
    );
  if (tag === "defer") {
    registerGuard(fl, place, n, { does: "unlock", locks, known: false, mode }, intConst(0));
    return;
  }
  if (tag === "adopt") {
    registerGuard(fl, place, n, { does: "unlock", locks, known: true, mode }, intConst(1));
    return;
  }
  if (tag === "try" && locks[0]) {
    const dst = fl.newTemp(T.int);
    fl.cfg.emit({ op: "trylock", lock: locks[0], mode, dst, success: 1 }, range);
    const g = registerGuard(fl, place, n, { does: "unlock", locks, known: void 0, mode }, loadOf(dst));
    g.tried = { k: "binary", op: "==", left: loadOf(dst), right: intConst(1) };
    return;
  }
  for (const l of locks) fl.cfg.emit({ op: "lock", lock: l, mode }, range);
  registerGuard(fl, place, n, { does: "unlock", locks, known: true, mode }, intConst(1));
}
function moveSource(a) {
  if (a.type !== "call_expression") return void 0;
  const f = normalizeName(a.childForFieldName("function")?.text ?? "");
  if (!/^(std::)?move$/.test(f)) return void 0;
  return a.childForFieldName("arguments")?.namedChildren[0];
}
function guardMember(fl, n, m, self, _args, wantValue) {
  const range = fl.range(n);
  const g = self ? guardOf(fl, self.place) : void 0;
  const t = self ? stripRef(self.type) : void 0;
  const fallback = self && t?.k === "record" && fl.cx.records.get(t.key)?.fields.some((f) => f.name === "_M_device") ? loadOf({ k: "field", base: self.place, field: "_M_device", record: t.key }) : void 0;
  const lock = g?.locks[0] ?? fallback;
  const mode = g?.mode ?? (m.kind === "read-lock" || m.kind === "read-trylock" ? "shared" : "exclusive");
  switch (m.kind) {
    case "lock":
    case "read-lock":
      if (lock) fl.cfg.emit({ op: "lock", lock, mode }, range);
      if (g) {
        setGuardOwned(fl, g, true, n);
        g.tried = void 0;
      }
      return wantValue ? { e: intConst(0), t: T.void } : void 0;
    case "unlock":
      for (const l of g ? [...g.locks].reverse() : lock ? [lock] : [])
        fl.cfg.emit({ op: "unlock", lock: l }, range);
      if (g) {
        setGuardOwned(fl, g, false, n);
        g.tried = void 0;
      }
      return wantValue ? { e: intConst(0), t: T.void } : void 0;
    case "trylock":
    case "read-trylock": {
      const dst = fl.newTemp(T.int);
      if (lock) fl.cfg.emit({ op: "trylock", lock, mode, dst, success: 1 }, range);
      if (g) {
        setGuardOwned(fl, g, loadOf(dst), n);
        g.tried = { k: "binary", op: "==", left: loadOf(dst), right: intConst(1) };
      }
      return { e: loadOf(dst), t: T.bool };
    }
    case "guard-release":
      if (g) setGuardOwned(fl, g, false, n);
      return wantValue ? { e: lock ?? intConst(0), t: ptrTo(T.void) } : void 0;
    case "guard-owns":
      if (!g) return NONDET("owns_lock", T.bool);
      if (g.tried) return { e: g.tried, t: T.bool };
      if (g.known !== void 0) return { e: intConst(g.known ? 1 : 0), t: T.bool };
      return { e: loadOf(g.flag), t: T.bool };
    default:
      return void 0;
  }
}
function condWait(fl, n, m, self, args2, wantValue) {
  const range = fl.range(n);
  const base2 = self ? 1 : 0;
  const cond = self ? addrOf(fl, self.place) : args2[0] ? addrOf(fl, lvalue(fl, args2[0]).p) : NONDET("cond").e;
  const lockNode = args2[(m.lock ?? 1) - base2];
  const lock = lockNode ? lockOfArg(fl, lockNode) : NONDET("lock").e;
  for (let i2 = (m.lock ?? 1) - base2 + 1; i2 < args2.length; i2++)
    if (i2 !== (m.predicate ?? -1) - base2) rvalue(fl, args2[i2]);
  const predNode = m.predicate !== void 0 ? args2[m.predicate - base2] : void 0;
  const waitOnce = () => {
    if (m.timed) {
      const wait = fl.cfg.newBlock();
      const timeout = fl.cfg.newBlock();
      const join4 = fl.cfg.newBlock();
      fl.cfg.terminate(
        { k: "branch", cond: { k: "nondet", why: GENUINE_TIMEOUT }, then: wait.id, else: timeout.id },
        range
      );
      fl.cfg.switchTo(wait);
      fl.cfg.emit({ op: "cond-wait", cond, lock }, range);
      fl.cfg.enter(join4, range);
      fl.cfg.switchTo(timeout);
      fl.cfg.emit({ op: "unlock", lock }, range);
      fl.cfg.emit({ op: "lock", lock, mode: "exclusive" }, range);
      fl.cfg.enter(join4, range);
    } else fl.cfg.emit({ op: "cond-wait", cond, lock }, range);
  };
  if (!predNode) {
    waitOnce();
    return wantValue ? NONDET("cv_status") : void 0;
  }
  const pred = predicateCaller(fl, predNode);
  const result = fl.varPlace(fl.declareLocal("wait.result", T.int, "local").id);
  const head = fl.cfg.newBlock();
  const body2 = fl.cfg.newBlock();
  const exit = fl.cfg.newBlock();
  fl.cfg.enter(head, range);
  const v = pred();
  fl.cfg.emit({ op: "assign", dst: result, src: v }, range);
  fl.cfg.terminate(
    {
      k: "branch",
      cond: { k: "binary", op: "!=", left: loadOf(result), right: intConst(0) },
      then: exit.id,
      else: body2.id
    },
    range
  );
  fl.cfg.switchTo(body2);
  if (m.timed) {
    const go = fl.cfg.newBlock();
    fl.cfg.terminate(
      { k: "branch", cond: { k: "nondet", why: GENUINE_TIMEOUT }, then: go.id, else: exit.id },
      range
    );
    fl.cfg.switchTo(go);
  }
  fl.cfg.emit({ op: "cond-wait", cond, lock }, range);
  fl.cfg.enter(head, range);
  fl.cfg.switchTo(exit);
  return wantValue ? { e: loadOf(result), t: T.bool } : void 0;
}
function predicateCaller(fl, node) {
  if (node.type === "lambda_expression") {
    const closure = lowerLambda(fl, node);
    const place = closure.e.k === "load" ? closure.e.place : void 0;
    return () => {
      if (!place) return NONDET("predicate").e;
      return callThrough(fl, node, { p: place, t: closure.t }, [], true)?.e ?? NONDET("predicate").e;
    };
  }
  return () => {
    const b = node.type === "identifier" ? fl.scope.lookup(node.text) : void 0;
    if (b?.k === "fn") {
      const dst = fl.newTemp(T.int);
      fl.cfg.emit({ op: "call", callee: { k: "fn", id: b.id }, args: [], dst }, fl.range(node));
      return loadOf(dst);
    }
    const lv = lvalue(fl, node);
    return callThrough(fl, node, lv, [], true)?.e ?? NONDET("predicate").e;
  };
}
function callOnce(fl, n, _name, m, self, args2) {
  const range = fl.range(n);
  const base2 = self ? 1 : 0;
  const flagNode = args2[(m.object ?? 0) - base2];
  const entryNode = args2[(m.entry ?? 1) - base2];
  if (!flagNode || !entryNode) return void 0;
  const flagLv = lvalue(fl, flagNode);
  const flag = addrOf(fl, flagLv.p);
  const rest = args2.slice((m.entry ?? 1) - base2 + 1);
  const b = entryNode.type === "identifier" || entryNode.type === "qualified_identifier" ? fl.scope.lookup(normalizeName(entryNode.text)) : void 0;
  if (b?.k === "fn" && rest.length === 0) {
    fl.cfg.emit({ op: "once", flag, entry: { k: "fn", id: b.id } }, range);
    return void 0;
  }
  const done = { k: "field", base: derefOf(flag), field: "_M_once", record: "std::once_flag" };
  fl.cfg.emit({ op: "lock", lock: flag, mode: "exclusive" }, range);
  const run2 = fl.cfg.newBlock();
  const after = fl.cfg.newBlock();
  fl.cfg.terminate(
    {
      k: "branch",
      cond: { k: "binary", op: "==", left: loadOf(done), right: intConst(0) },
      then: run2.id,
      else: after.id
    },
    range
  );
  fl.cfg.switchTo(run2);
  if (entryNode.type === "lambda_expression") {
    const c = lowerLambda(fl, entryNode);
    if (c.e.k === "load") callThrough(fl, n, { p: c.e.place, t: c.t }, rest, false);
  } else if (b?.k === "fn") {
    const argv = rest.map((a) => rvalue(fl, a).e);
    fl.cfg.emit({ op: "call", callee: { k: "fn", id: b.id }, args: argv }, range);
  } else callThrough(fl, n, lvalue(fl, entryNode), rest, false);
  fl.cfg.emit({ op: "assign", dst: done, src: intConst(1) }, range);
  fl.cfg.enter(after, range);
  fl.cfg.emit({ op: "unlock", lock: flag }, range);
  return void 0;
}
function isStdRef(a) {
  if (a.type !== "call_expression") return void 0;
  const f = normalizeName(a.childForFieldName("function")?.text ?? "");
  if (!/^(std::)?c?ref$/.test(f)) return void 0;
  return a.childForFieldName("arguments")?.namedChildren[0];
}
function heapCopy(fl, n, what, value, type) {
  const r = fl.range(n);
  const dst = fl.varPlace(fl.declareLocal("copy", ptrTo(type), "local", n).id);
  fl.cfg.emit({ op: "alloc", dst, site: `${what}@${r.file}:${r.line}:${r.column}`, fn: what }, r);
  fl.cfg.emit({ op: "assign", dst: derefOf(loadOf(dst)), src: value }, r);
  return loadOf(dst);
}
function resolveCallable(fl, n, entryNode, rest) {
  const range = fl.range(n);
  if (entryNode.type === "lambda_expression") {
    const dst = fl.varPlace(fl.declareLocal("closure", ptrTo(T.unknown), "local", entryNode).id);
    fl.cfg.emit(
      { op: "alloc", dst, site: `lambda@${range.file}:${range.line}:${range.column}`, fn: "std::thread" },
      range
    );
    const v2 = lowerLambda(fl, entryNode, derefOf(loadOf(dst)));
    const cls2 = classOfType(fl.cx, v2.t);
    const op2 = cls2?.methods.get("operator()")?.[0];
    if (op2)
      return {
        c: { entry: { k: "fn", id: op2.id }, object: loadOf(dst), params: op2.params, display: op2.id },
        rest
      };
  }
  let fnName;
  if (entryNode.type === "pointer_expression" && entryNode.childForFieldName("operator")?.text === "&")
    fnName = normalizeName(entryNode.childForFieldName("argument").text);
  else if (entryNode.type === "qualified_identifier" || entryNode.type === "identifier" || entryNode.type === "type_identifier")
    fnName = normalizeName(entryNode.text);
  if (fnName?.includes("::")) {
    const owner = fl.scope.lookup(fnName.slice(0, fnName.lastIndexOf("::")));
    const cls2 = owner?.k === "typedef" ? classOfType(fl.cx, owner.type) : void 0;
    const method = cls2 ? findMethod(fl.cx, cls2, fnName.slice(fnName.lastIndexOf("::") + 2))?.method : void 0;
    if (method && !method.isStatic && rest[0]) {
      const objNode = rest[0];
      const refd2 = isStdRef(objNode);
      let object;
      if (refd2) object = addrOf(fl, lvalue(fl, refd2).p);
      else {
        const v2 = rvalue(fl, objNode);
        object = stripRef(v2.t).k === "record" ? heapCopy(fl, n, "std::thread", v2.e, stripRef(v2.t)) : v2.e;
      }
      return {
        c: { entry: { k: "fn", id: method.id }, object, params: method.params, display: method.id },
        rest: rest.slice(1)
      };
    }
    if (method?.isStatic) return { c: { entry: { k: "fn", id: method.id }, params: method.params }, rest };
  }
  if (fnName) {
    const b = fl.scope.lookup(fnName);
    if (b?.k === "fn") {
      const u = cppUnit(fl.cx);
      const overloads = u.overloads.get(b.name) ?? [];
      const id = overloads.length > 1 ? (overloads.find((o) => o.arity === rest.length) ?? overloads[0]).id : b.id;
      return { c: { entry: { k: "fn", id }, params: b.type.k === "func" ? b.type.params : void 0 }, rest };
    }
  }
  const refd = isStdRef(entryNode);
  const lv = lvalue(fl, refd ?? entryNode);
  const t = stripRef(lv.t);
  const cls = classOfType(fl.cx, t);
  const op = cls ? findMethod(fl.cx, cls, "operator()", rest.length)?.method : void 0;
  if (op && t.k === "record") {
    const object = refd ? addrOf(fl, lv.p) : heapCopy(fl, n, "std::thread", loadOf(lv.p), t);
    if (!refd) fl.read(lv.p, t, entryNode);
    return { c: { entry: { k: "fn", id: op.id }, object, params: op.params, display: op.id }, rest };
  }
  const v = rvalue(fl, refd ?? entryNode);
  const ft = pointee(v.t);
  return { c: { entry: v.e, params: ft.k === "func" ? ft.params : void 0 }, rest };
}
function spawnCallable(fl, n, name2, m, self, args2) {
  const range = fl.range(n);
  const base2 = self ? 1 : 0;
  let entryIdx = (m.entry ?? 1) - base2;
  if (args2[entryIdx] && /(^|::)launch::/.test(normalizeName(args2[entryIdx].text))) {
    rvalue(fl, args2[entryIdx]);
    entryIdx++;
  }
  const entryNode = args2[entryIdx];
  if (!entryNode) return void 0;
  const st = cppFn(fl);
  const { c, rest } = resolveCallable(fl, n, entryNode, args2.slice(entryIdx + 1));
  const params = c.params?.slice(c.object ? 0 : 0);
  const values = rest.map((a, i2) => {
    const refd = isStdRef(a);
    if (refd) return addrOf(fl, lvalue(fl, refd).p);
    const v = rvalue(fl, a);
    const p = params?.[i2];
    if (p && isRef(p)) return heapCopy(fl, a, "std::thread", v.e, p.to);
    return v.e;
  });
  const callArgs = c.object ? [c.object, ...values] : values;
  let entry = c.entry;
  let arg = intConst(0);
  if (callArgs.length === 1) arg = callArgs[0];
  else if (callArgs.length > 1) {
    const t = trampoline(fl, n, c, callArgs.length);
    const ctx = fl.varPlace(
      fl.declareLocal("args", ptrTo({ k: "record", key: t.record, union: false }), "local", n).id
    );
    fl.cfg.emit({ op: "alloc", dst: ctx, site: `${t.record}`, fn: name2 }, range);
    callArgs.forEach((e, i2) => {
      fl.cfg.emit(
        {
          op: "assign",
          dst: { k: "field", base: derefOf(loadOf(ctx)), field: `a${i2}`, record: t.record },
          src: e
        },
        range
      );
    });
    entry = { k: "fn", id: t.id };
    arg = loadOf(ctx);
  }
  let handle2;
  let future;
  if (m.returnsHandle) {
    future = st.spawnInto ?? fl.varPlace(
      fl.declareLocal("future", { k: "record", key: "std::future", union: false }, "local", n).id
    );
    st.spawnInto = void 0;
    handle2 = addrOf(fl, future);
  } else if (self) handle2 = addrOf(fl, self.place);
  fl.cfg.emit({ op: "spawn", ...handle2 ? { handle: handle2 } : {}, entry, arg, fn: name2 }, range);
  if (m.autoJoin && self && !m.returnsHandle)
    registerGuard(
      fl,
      self.place,
      n,
      { does: "join", locks: [], handle: loadOf(self.place), known: true, mode: "exclusive" },
      intConst(1)
    );
  if (future) {
    st.pendingAutoJoin = loadOf(future);
    return { e: loadOf(future), t: { k: "record", key: "std::future", union: false } };
  }
  return void 0;
}
function trampoline(fl, n, c, count) {
  const r = fl.range(n);
  const u = cppUnit(fl.cx);
  const target = c.entry.k === "fn" ? c.entry.id : "callable";
  const record = `thread args@${r.file.slice(r.file.lastIndexOf("/") + 1)}:${r.line}:${r.column}`;
  const def = {
    key: record,
    union: false,
    fields: Array.from({ length: count }, (_, i2) => ({ name: `a${i2}`, type: T.unknown })),
    range: r
  };
  fl.cx.records.set(record, def);
  const id = `${target}@thread:${r.line}:${r.column}@${fl.cx.label}`;
  const display = c.display ?? target;
  const tf = new FnLowering(fl.cx, id, display, T.void);
  const ctx = tf.declareLocal("ctx", ptrTo({ k: "record", key: record, union: false }), "param", n);
  const base2 = derefOf(loadOf(tf.varPlace(ctx.id)));
  const args2 = Array.from({ length: count }, (_, i2) => loadOf({ k: "field", base: base2, field: `a${i2}`, record }));
  tf.cfg.emit({ op: "call", callee: c.entry, args: args2 }, r);
  u.extra.push(tf.finish(n, [ctx.id], false, true));
  return { id, record };
}
setModelConstructor((fl, node, name2, m, place, type, args2) => {
  cppModelCall(fl, node, name2, m, { place, type }, args2, false, void 0, place);
});

// src/frontend/lower/cpp/expr.ts
var NONDET2 = (why, t = T.int) => ({ e: { k: "nondet", why }, t });
function thisExpr(fl) {
  const st = hasCppFn(fl);
  if (st?.closure) {
    captureThis(fl);
    return loadOf({
      k: "field",
      base: derefOf(loadOf(fl.varPlace("%closure"))),
      field: "this",
      record: st.closure.key
    });
  }
  return loadOf(fl.varPlace("%this"));
}
function captureThis(fl) {
  const st = cppFn(fl);
  const cl = st.closure;
  if (cl.captures.some((c) => c.name === "this")) return;
  const parentThis = st.parent ? thisType(st.parent) : T.unknown;
  cl.captures.push({ name: "this", byRef: false, type: parentThis, init: { k: "this" } });
}
function thisType(fl) {
  const st = hasCppFn(fl);
  if (st?.closure && st.parent) return thisType(st.parent);
  return st?.cls ? ptrTo({ k: "record", key: st.cls.key, union: false }) : T.unknown;
}
function bindingPlace(fl, name2) {
  const b = fl.scope.lookup(name2);
  if (!b) return void 0;
  switch (b.k) {
    case "member": {
      const p = { k: "field", base: derefOf(thisExpr(fl)), field: b.field, record: b.cls };
      return deref({ p, t: b.type });
    }
    case "capture": {
      const st = cppFn(fl);
      const p = {
        k: "field",
        base: derefOf(loadOf(fl.varPlace("%closure"))),
        field: b.field,
        record: st.closure.key
      };
      if (b.byRef) return deref({ p: derefOf(loadOf(p)), t: b.type });
      return deref({ p, t: b.type });
    }
    case "var":
      if (isRef(b.type)) return { p: derefOf(loadOf(fl.varPlace(b.id))), t: b.type.to };
      return void 0;
    default:
      return void 0;
  }
}
function deref(lv) {
  if (isRef(lv.t)) return { p: derefOf(loadOf(lv.p)), t: lv.t.to };
  return lv;
}
function cppPlaceValue(fl, lv, node) {
  const t = stripRef(lv.t);
  if (t.k === "record") {
    const cls = cppUnit(fl.cx).classes.get(t.key);
    if (cls) {
      for (const c of classChain(fl.cx, cls)) {
        const name2 = `${c.key}::operator T`;
        const m = fl.cx.models.lookup(name2);
        if (m) {
          const v = cppModelCall(fl, node, name2, m, { place: lv.p, type: t }, [], true);
          return v ?? NONDET2(name2, elementType(t));
        }
      }
    }
  }
  return placeValue(fl, lv, node);
}
function elementType(t) {
  const args2 = targsOf(stripRef(t));
  const key = stripRef(t).k === "record" ? stripRef(t).key : "";
  if (!args2?.length) return T.unknown;
  if (/(^|::)(map|unordered_map|multimap)$/.test(key)) return args2[1] ?? T.unknown;
  return args2[0];
}
function cppRvalue(fl, n) {
  switch (n.type) {
    case "identifier":
    case "qualified_identifier":
    case "type_identifier":
    case "field_expression":
    case "subscript_expression": {
      if (n.type === "identifier" || n.type === "qualified_identifier" || n.type === "type_identifier") {
        const name2 = normalizeName(n.text);
        const b = fl.scope.lookup(name2);
        if (b?.k === "fn") return { e: { k: "fn", id: b.id }, t: b.type };
        if (b?.k === "const") return { e: intConst(b.value), t: b.type };
        if (!b && n.type === "qualified_identifier") {
          return NONDET2(name2);
        }
        if (b?.k === "typedef") return NONDET2("type name used as a value");
        if (!b) return void 0;
      }
      const lv = lvalue(fl, n);
      return cppPlaceValue(fl, lv, n);
    }
    case "this":
      return { e: thisExpr(fl), t: thisType(fl) };
    case "pointer_expression": {
      const op = n.childForFieldName("operator").text;
      if (op === "*") return cppPlaceValue(fl, lvalue(fl, n), n);
      const arg = n.childForFieldName("argument");
      if (arg.type === "qualified_identifier" || arg.type === "identifier") {
        const b = fl.scope.lookup(normalizeName(arg.text));
        if (b?.k === "fn") return { e: { k: "fn", id: b.id }, t: ptrTo(b.type) };
      }
      return void 0;
    }
    case "condition_clause": {
      const v = n.childForFieldName("value");
      return v ? rvalue(fl, v) : NONDET2("condition");
    }
    case "lambda_expression":
      return lowerLambda(fl, n);
    case "new_expression":
      return newExpression(fl, n);
    case "delete_expression":
      deleteExpression(fl, n);
      return { e: intConst(0), t: T.void };
    case "template_function": {
      const name2 = normalizeName(n.childForFieldName("name")?.text ?? n.text);
      const b = fl.scope.lookup(name2);
      if (b?.k === "fn") return { e: { k: "fn", id: b.id }, t: b.type };
      return NONDET2(name2);
    }
    case "user_defined_literal": {
      const num = n.namedChildren.find((c) => c.type === "number_literal");
      return num ? rvalue(fl, num) : NONDET2("literal");
    }
    case "initializer_list":
      if (n.namedChildCount === 1) return rvalue(fl, n.namedChildren[0]);
      for (const c of n.namedChildren) rvalue(fl, c);
      return NONDET2("braced list");
    case "parameter_pack_expansion": {
      const inner = n.namedChildren[0];
      return inner ? rvalue(fl, inner) : NONDET2("pack");
    }
    case "throw_expression":
    case "sizeof_variadic_expression":
    case "noexcept":
    case "requires_expression":
    case "fold_expression":
    case "co_await_expression":
      return NONDET2(n.type);
    case "assignment_expression":
    case "update_expression":
    case "binary_expression":
    case "unary_expression":
      return operatorCall(fl, n, true);
    default:
      return void 0;
  }
}
function cppLvalue(fl, n) {
  switch (n.type) {
    case "identifier":
    case "type_identifier":
    case "qualified_identifier": {
      const name2 = normalizeName(n.text);
      const lv = bindingPlace(fl, name2);
      if (lv) return lv;
      const b = fl.scope.lookup(name2);
      if (b?.k === "var") return { p: fl.varPlace(b.id), t: b.type };
      return void 0;
    }
    case "this":
      return { p: derefOf(thisExpr(fl)), t: stripRef(pointee(thisType(fl))) };
    case "field_expression": {
      const op = n.childForFieldName("operator").text;
      const fieldNode = n.childForFieldName("field");
      const field = normalizeName(fieldNode.text);
      const argNode = n.childForFieldName("argument");
      let base2;
      if (op === "->") {
        const v = rvalue(fl, argNode);
        base2 = smartPointee(fl, v, argNode);
      } else base2 = lvalue(fl, argNode);
      base2 = deref(base2);
      const bt = stripRef(base2.t);
      if (bt.k === "record") {
        const f = fl.cx.records.get(bt.key)?.fields.find((x) => x.name === field);
        if (!f) {
          const cls = cppUnit(fl.cx).classes.get(bt.key);
          const st = cls?.statics.get(field);
          if (st) return { p: fl.varPlace(st.id), t: st.type };
        }
        return deref({ p: { k: "field", base: base2.p, field, record: bt.key }, t: f?.type ?? T.unknown });
      }
      return { p: { k: "field", base: base2.p, field }, t: T.unknown };
    }
    case "subscript_expression": {
      const arg = n.childForFieldName("argument");
      const idxNode = n.childForFieldName("index") ?? n.childForFieldName("indices")?.namedChildren[0];
      const base2 = deref(lvalue(fl, arg));
      const bt = stripRef(base2.t);
      if (bt.k === "record") {
        const r = memberCall(fl, n, base2, "operator[]", idxNode ? [idxNode] : [], true);
        if (r.lv) return r.lv;
        const tmp = fl.newTemp(T.unknown);
        if (r.v) fl.cfg.emit({ op: "assign", dst: tmp, src: r.v.e }, fl.range(n));
        return { p: tmp, t: T.unknown };
      }
      const idx = idxNode ? rvalue(fl, idxNode).e : { k: "nondet", why: "index" };
      if (bt.k === "array") return { p: { k: "index", base: base2.p, index: idx }, t: bt.of };
      const ptr = cppPlaceValue(fl, base2, arg);
      return { p: { k: "index", base: derefOf(ptr.e), index: idx }, t: pointee(ptr.t) };
    }
    case "pointer_expression": {
      if (n.childForFieldName("operator").text !== "*") return void 0;
      const argNode = n.childForFieldName("argument");
      const v = rvalue(fl, argNode);
      const t = stripRef(v.t);
      if (t.k === "record") return smartPointee(fl, v, argNode);
      return { p: derefOf(v.e), t: t.k === "func" ? t : pointee(t) };
    }
    case "call_expression": {
      const r = cppCallLv(fl, n, true);
      if (r.lv) return r.lv;
      const v = r.v ?? NONDET2("call");
      const tmp = fl.newTemp(v.t);
      fl.cfg.emit({ op: "assign", dst: tmp, src: v.e }, fl.range(n));
      return { p: tmp, t: v.t };
    }
    case "lambda_expression": {
      const v = lowerLambda(fl, n);
      const p = (v.e.k === "load" ? v.e.place : void 0) ?? fl.newTemp(v.t);
      return { p, t: v.t };
    }
    default:
      return void 0;
  }
}
function smartPointee(fl, v, node) {
  const t = stripRef(v.t);
  if (t.k === "record") {
    const holder = fl.cx.records.get(t.key)?.fields.find((f) => f.name === "_M_ptr");
    const src = v.e.k === "load" ? v.e.place : void 0;
    if (holder && src) {
      const ptrPlace = { k: "field", base: src, field: "_M_ptr", record: t.key };
      const to = elementType(t);
      fl.read(ptrPlace, holder.type, node);
      return { p: derefOf(loadOf(ptrPlace)), t: to.k === "unknown" ? pointee(holder.type) : to };
    }
    return { p: derefOf(v.e), t: T.unknown };
  }
  return { p: derefOf(v.e), t: pointee(t) };
}
function cppEffect(fl, n) {
  switch (n.type) {
    case "call_expression": {
      cppCall(fl, n, false);
      const st = cppFn(fl);
      if (st.pendingAutoJoin) {
        fl.cfg.emit({ op: "join", handle: st.pendingAutoJoin }, fl.range(n));
        st.pendingAutoJoin = void 0;
      }
      return true;
    }
    case "assignment_expression":
    case "update_expression":
    case "binary_expression":
    case "unary_expression": {
      const v = operatorCall(fl, n, false);
      return v !== void 0 || isOperatorOnClass(fl, n);
    }
    case "delete_expression":
      deleteExpression(fl, n);
      return true;
    default:
      return false;
  }
}
function operandNodes(n) {
  switch (n.type) {
    case "assignment_expression":
    case "binary_expression":
      return [n.childForFieldName("left"), n.childForFieldName("right")];
    case "update_expression":
    case "unary_expression":
      return [n.childForFieldName("argument")];
    default:
      return [];
  }
}
function peekClass(fl, n) {
  let x = n;
  while (x.type === "parenthesized_expression" && x.namedChildCount === 1) x = x.namedChildren[0];
  switch (x.type) {
    case "identifier":
    case "qualified_identifier": {
      const b = fl.scope.lookup(normalizeName(x.text));
      if (b && (b.k === "var" || b.k === "member" || b.k === "capture")) return recordOf(b.type);
      return void 0;
    }
    case "field_expression": {
      const argT = peekClass(fl, x.childForFieldName("argument")) ?? peekPointee(fl, x.childForFieldName("argument"));
      if (argT?.k !== "record") return void 0;
      const f = fl.cx.records.get(argT.key)?.fields.find((y) => y.name === x.childForFieldName("field").text);
      return f ? recordOf(f.type) : void 0;
    }
    case "subscript_expression": {
      const bt = peekClass(fl, x.childForFieldName("argument"));
      if (bt?.k === "record") return recordOf(elementType(bt));
      const b = x.childForFieldName("argument");
      if (b.type === "identifier") {
        const bb = fl.scope.lookup(b.text);
        if (bb && (bb.k === "var" || bb.k === "member") && stripRef(bb.type).k === "array")
          return recordOf(stripRef(bb.type).of);
      }
      return void 0;
    }
    case "pointer_expression":
      if (x.childForFieldName("operator").text === "*")
        return peekPointee(fl, x.childForFieldName("argument"));
      return void 0;
    default:
      return void 0;
  }
}
function peekPointee(fl, n) {
  if (n.type === "this") {
    const t = pointee(thisType(fl));
    return t.k === "record" ? t : void 0;
  }
  if (n.type === "identifier") {
    const b = fl.scope.lookup(n.text);
    if (b && (b.k === "var" || b.k === "member" || b.k === "capture")) {
      const t = stripRef(b.type);
      if (t.k === "ptr") return recordOf(t.to);
      if (t.k === "record") return recordOf(elementType(t));
    }
  }
  return void 0;
}
function recordOf(t) {
  const s = stripRef(t);
  return s.k === "record" ? s : void 0;
}
function isOperatorOnClass(fl, n) {
  const ops = operandNodes(n);
  return ops.length > 0 && !!peekClass(fl, ops[0]);
}
var ASSIGN_OPS = /* @__PURE__ */ new Set(["=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>="]);
function operatorCall(fl, n, wantValue) {
  const ops = operandNodes(n);
  if (ops.length === 0) return void 0;
  const opText = n.childForFieldName("operator")?.text ?? "";
  const leftT = peekClass(fl, ops[0]);
  const rightT = ops[1] ? peekClass(fl, ops[1]) : void 0;
  if (!leftT && !(rightT && n.type === "binary_expression")) return void 0;
  let name2;
  if (n.type === "update_expression") {
    const prefix = n.childForFieldName("operator").startIndex < ops[0].startIndex;
    name2 = `operator${opText}${prefix ? "" : "(int)"}`;
  } else name2 = `operator${opText}`;
  if (n.type === "unary_expression" && opText === "!" && leftT) {
    const v = rvalue(fl, ops[0]);
    return { e: { k: "unary", op: "!", arg: v.e }, t: T.bool };
  }
  if (leftT) {
    const cls = cppUnit(fl.cx).classes.get(leftT.key);
    const modelled = !!cls && classChain(fl.cx, cls).some((c) => fl.cx.models.lookup(`${c.key}::${name2}`));
    const userOp = cls ? findMethod(fl.cx, cls, name2) : void 0;
    const hasOp = modelled || userOp && !(opText === "=" && userOp.method.fromModel);
    if (hasOp) {
      const recv = lvalue(fl, ops[0]);
      const args2 = n.type === "update_expression" ? [] : ops.slice(1);
      const extra = n.type === "update_expression" ? [{ e: intConst(1), t: T.int }] : void 0;
      const r = memberCall(fl, n, recv, name2, args2, wantValue, extra);
      return r.v ?? (r.lv ? cppPlaceValue(fl, r.lv, n) : wantValue ? NONDET2(name2) : { e: intConst(0), t: T.void });
    }
    if (ASSIGN_OPS.has(opText) && opText === "=" && cls) {
      const src = rvalue(fl, ops[1]);
      const dst = lvalue(fl, ops[0]);
      fl.cfg.emit(
        { op: "assign", dst: dst.p, src: src.e },
        fl.range(n),
        fl.writeAccess(dst.p, dst.t, ops[0])
      );
      return wantValue ? src : { e: intConst(0), t: T.void };
    }
  }
  const b = fl.scope.lookup(name2);
  if (b?.k === "fn" && b.type.k === "func") {
    const args2 = lowerArgs(fl, b.type.params, ops);
    const ret = b.type.ret;
    const dst = wantValue && ret.k !== "void" ? fl.newTemp(stripRef(ret)) : void 0;
    fl.cfg.emit({ op: "call", callee: { k: "fn", id: b.id }, args: args2, ...dst ? { dst } : {} }, fl.range(n));
    return dst ? { e: loadOf(dst), t: stripRef(ret) } : { e: intConst(0), t: T.void };
  }
  return void 0;
}
function newExpression(fl, n) {
  const typeNode = n.childForFieldName("type");
  const declNode = n.childForFieldName("declarator");
  let t = specifierType(fl.cx, fl.scope, typeNode);
  const r = fl.range(n);
  const lengthNode = declNode?.type === "new_declarator" ? declNode.childForFieldName("length") : null;
  const size = lengthNode ? rvalue(fl, lengthNode).e : void 0;
  const dst = fl.newTemp(ptrTo(t));
  const tname = normalizeName(typeNode.text);
  fl.cfg.emit(
    {
      op: "alloc",
      dst,
      site: `new ${tname}@${r.file}:${r.line}:${r.column}`,
      fn: "new",
      ...size ? { size } : {}
    },
    r
  );
  const argsNode = n.childForFieldName("arguments");
  const args2 = argsNode?.namedChildren.filter((c) => c.type !== "comment") ?? [];
  if (!lengthNode && (args2.length > 0 || t.k === "record" && classOfType(fl.cx, t))) {
    if (t.k === "record" || args2.length > 0) constructInto(fl, derefOf(loadOf(dst)), t, args2, n, false);
  }
  if (t.k === "unknown") t = T.unknown;
  return { e: loadOf(dst), t: ptrTo(t) };
}
function deleteExpression(fl, n) {
  const arg = n.namedChildren[0];
  if (!arg) return;
  const v = rvalue(fl, arg);
  const cls = classOfType(fl.cx, pointee(stripRef(v.t)));
  if (cls && !cls.fromModel) {
    const dtor = findMethod(fl.cx, cls, `~${simpleName(cls.key)}`, 0);
    if (dtor?.method.hasBody)
      fl.cfg.emit({ op: "call", callee: { k: "fn", id: dtor.method.id }, args: [v.e] }, fl.range(n));
  }
  fl.cfg.emit({ op: "free", ptr: v.e }, fl.range(n));
}
function cppCall(fl, n, wantValue) {
  const r = cppCallLv(fl, n, wantValue);
  if (r.lv) return wantValue ? cppPlaceValue(fl, r.lv, n) : void 0;
  return r.v;
}
function argumentNodes(n) {
  return (n.childForFieldName("arguments")?.namedChildren ?? []).filter((a) => a.type !== "comment");
}
var CASTS = /* @__PURE__ */ new Set([
  "static_cast",
  "reinterpret_cast",
  "const_cast",
  "dynamic_cast",
  "bit_cast",
  "std::bit_cast"
]);
function modelNames(fl, name2) {
  const out2 = [name2];
  if (!name2.includes("::") || !name2.startsWith("std::")) {
    for (const u of globalUsings(fl.cx)) out2.push(`${u}::${name2}`);
    for (const p of [...cppFn(fl).prefix].reverse()) out2.push(`${p}::${name2}`);
  }
  return out2;
}
function cppCallLv(fl, n, wantValue) {
  const fnNode = n.childForFieldName("function");
  const args2 = argumentNodes(n);
  if (fnNode.type === "primitive_type" || fnNode.type === "sized_type_specifier") {
    if (args2.length === 1) return { v: rvalue(fl, args2[0]) };
    for (const a of args2) rvalue(fl, a);
    return wantValue ? { v: NONDET2(fnNode.text) } : {};
  }
  if (fnNode.type === "field_expression") {
    const op = fnNode.childForFieldName("operator").text;
    const argNode = fnNode.childForFieldName("argument");
    const fieldNode = fnNode.childForFieldName("field");
    const name2 = stripTemplateArgs(normalizeName(fieldNode.text));
    let recv;
    if (op === "->") recv = smartPointee(fl, rvalue(fl, argNode), argNode);
    else recv = lvalue(fl, argNode);
    recv = deref(recv);
    const rt = stripRef(recv.t);
    if (rt.k === "record") {
      const f = fl.cx.records.get(rt.key)?.fields.find((x) => x.name === name2);
      const cls = cppUnit(fl.cx).classes.get(rt.key);
      if (f && !(cls && findMethod(fl.cx, cls, name2))) {
        return {
          v: callThrough(
            fl,
            n,
            { p: { k: "field", base: recv.p, field: name2, record: rt.key }, t: f.type },
            args2,
            wantValue
          )
        };
      }
    }
    return memberCall(fl, n, recv, name2, args2, wantValue);
  }
  if (fnNode.type === "template_function" || fnNode.type === "identifier" || fnNode.type === "qualified_identifier") {
    const raw2 = normalizeName(
      fnNode.type === "template_function" ? fnNode.childForFieldName("name")?.text ?? fnNode.text : fnNode.text
    );
    const name2 = stripTemplateArgs(raw2);
    if (CASTS.has(name2) || /_cast$/.test(name2)) {
      const targs = fnNode.descendantsOfType("type_descriptor")[0];
      const to = targs ? typeDescriptor(fl.cx, fl.scope, targs) : T.unknown;
      const v2 = args2[0] ? rvalue(fl, args2[0]) : NONDET2(name2);
      if (isRef(to)) {
        const lv = args2[0] ? lvalue(fl, args2[0]) : void 0;
        if (lv) return { lv: { p: lv.p, t: to.to } };
      }
      return { v: { e: v2.e.k === "int" || v2.e.k === "nondet" ? v2.e : { k: "cast", to, arg: v2.e }, t: to } };
    }
    const b = fl.scope.lookup(name2);
    if (b?.k === "typedef" && stripRef(b.type).k === "record") {
      const t = stripRef(b.type);
      const tmp = fl.varPlace(
        fl.declareLocal(`${simpleName(t.key)}.tmp`, t, "local", n).id
      );
      constructInto(fl, tmp, t, args2, n, false);
      return { lv: { p: tmp, t } };
    }
    if (fnNode.type !== "qualified_identifier" || name2.includes("::")) {
      const st = hasCppFn(fl);
      const cls = st?.cls ?? (st?.closure && st.parent ? enclosingClass(st.parent) : void 0);
      const simple = name2.includes("::") ? name2.slice(name2.lastIndexOf("::") + 2) : name2;
      const qualOwner = name2.includes("::") ? name2.slice(0, name2.lastIndexOf("::")) : void 0;
      const ownerCls = qualOwner ? classByName(fl, qualOwner) : cls;
      if (ownerCls && (!b || b.k === "fn") && (!qualOwner || ownerCls)) {
        const hit = findMethod(fl.cx, ownerCls, simple, args2.length);
        if (hit) {
          if (hit.method.isStatic) return callMethod(fl, n, hit.cls, hit.method, void 0, args2, wantValue);
          if (cls)
            return callMethod(
              fl,
              n,
              hit.cls,
              hit.method,
              { p: derefOf(thisExpr(fl)), t: { k: "record", key: cls.key, union: false } },
              args2,
              wantValue
            );
        }
      }
    }
    if (!b || b.k === "fn") {
      for (const mn of modelNames(fl, name2)) {
        const m = fl.cx.models.lookup(mn);
        if (!m) continue;
        if (!mn.includes("::")) break;
        return cppModelCallLv(fl, n, mn, m, void 0, args2, wantValue);
      }
      const plain = name2.startsWith("std::") && !name2.slice(5).includes("::") ? name2.slice(5) : name2;
      if (!plain.includes("::") && (fl.cx.models.lookup(plain) || plain.startsWith("__builtin") || plain.startsWith("__VERIFIER"))) {
        const v2 = plain === name2 ? lowerCall(fl, n, wantValue, true) : cCallAs(fl, n, plain, wantValue);
        if (v2 && isRef(v2.t)) return { lv: { p: derefOf(v2.e), t: v2.t.to } };
        return v2 ? { v: v2 } : {};
      }
    }
    if (b && (b.k === "var" || b.k === "member" || b.k === "capture")) {
      const t = stripRef(b.type);
      if (t.k === "record") return { v: callThrough(fl, n, lvalue(fl, fnNode), args2, wantValue) };
    }
    if (b?.k === "fn" && name2.includes("::"))
      return { v: directCall(fl, n, b.id, b.type, name2, args2, wantValue) };
    if (b?.k === "fn") return { v: directCall(fl, n, b.id, b.type, name2, args2, wantValue) };
    if (!b && name2.includes("::")) {
      return { v: directCall(fl, n, name2, void 0, name2, args2, wantValue) };
    }
  }
  if (fnNode.type === "lambda_expression") {
    const closure = lvalue(fl, fnNode);
    return { v: callThrough(fl, n, closure, args2, wantValue) };
  }
  const v = lowerCall(fl, n, wantValue, true);
  if (v && isRef(v.t)) return { lv: { p: derefOf(v.e), t: v.t.to } };
  return v ? { v } : {};
}
function cCallAs(fl, n, plain, wantValue) {
  const m = fl.cx.models.lookup(plain);
  if (!m) return lowerCall(fl, n, wantValue, true);
  return modelCall(fl, n, plain, m, argumentNodes(n), wantValue);
}
function enclosingClass(fl) {
  const st = hasCppFn(fl);
  if (st?.cls) return st.cls;
  if (st?.closure && st.parent) return enclosingClass(st.parent);
  return void 0;
}
function classByName(fl, name2) {
  const b = fl.scope.lookup(name2);
  if (b?.k === "typedef") return classOfType(fl.cx, b.type);
  return void 0;
}
function directCall(fl, n, id, type, name2, args2, wantValue) {
  const u = cppUnit(fl.cx);
  const overloads = u.overloads.get(name2) ?? u.overloads.get(id);
  let calleeId = id;
  if (overloads && overloads.length > 1)
    calleeId = (overloads.find((o) => o.arity === args2.length) ?? overloads[0]).id;
  const tpl = u.templates.get(name2);
  const declared = type?.k === "func" ? type.params : [];
  const vals = args2.map((a, i2) => {
    const p = declared[i2];
    if (p && isRef(p)) {
      const lv = lvalue(fl, a);
      return { e: addrOf(fl, lv.p), t: stripRef(lv.t) };
    }
    const templated = !!tpl?.paramTypes[i2] && tpl.params.includes(tpl.paramTypes[i2]);
    if (p && p.k === "record" || templated) {
      const lv = lvalue(fl, a);
      const t = stripRef(lv.t);
      if (t.k === "record") return { e: addrOf(fl, lv.p), t };
      return cppPlaceValue(fl, lv, a);
    }
    return rvalue(fl, a);
  });
  const argv = vals.map((v) => v.e);
  if (tpl && tpl.uses.length < 32) tpl.uses.push(vals.map((v) => stripRef(v.t)));
  const ret = type?.k === "func" ? type.ret : T.int;
  const dst = wantValue && ret.k !== "void" ? fl.newTemp(ret) : void 0;
  fl.cfg.emit(
    { op: "call", callee: { k: "fn", id: calleeId }, args: argv, ...dst ? { dst } : {} },
    fl.range(n)
  );
  const b = fl.scope.lookup(name2);
  if (b?.k === "fn" && b.noreturn) fl.cfg.terminate({ k: "stop", why: "noreturn" }, fl.range(n));
  if (!dst) return void 0;
  if (isRef(ret)) return { e: loadOf(dst), t: ret };
  return { e: loadOf(dst), t: ret };
}
function callThrough(fl, n, obj, args2, wantValue) {
  const t = stripRef(obj.t);
  const cls = classOfType(fl.cx, t);
  if (cls) {
    const hit = findMethod(fl.cx, cls, "operator()", args2.length);
    if (hit) return callMethod(fl, n, hit.cls, hit.method, obj, args2, wantValue).v;
  }
  if (t.k === "ptr" || t.k === "func") {
    const callee = cppPlaceValue(fl, obj, n).e;
    const argv2 = args2.map((a) => rvalue(fl, a).e);
    const dst2 = wantValue ? fl.newTemp(T.int) : void 0;
    fl.cfg.emit({ op: "call", callee, args: argv2, ...dst2 ? { dst: dst2 } : {} }, fl.range(n));
    return dst2 ? { e: loadOf(dst2), t: T.int } : void 0;
  }
  const argv = args2.map((a) => rvalue(fl, a).e);
  const dst = wantValue ? fl.newTemp(T.int) : void 0;
  fl.cfg.emit(
    {
      op: "call",
      callee: { k: "fn", id: `${cls?.key ?? "callable"}::operator()` },
      args: [addrOf(fl, obj.p), ...argv],
      ...dst ? { dst } : {}
    },
    fl.range(n)
  );
  return dst ? { e: loadOf(dst), t: T.int } : void 0;
}
function memberCall(fl, n, recv, name2, args2, wantValue, extra) {
  const rt = stripRef(recv.t);
  const cls = classOfType(fl.cx, rt);
  if (!cls) {
    const argv = args2.map((a) => rvalue(fl, a).e);
    const dst = wantValue ? fl.newTemp(T.unknown) : void 0;
    fl.cfg.emit(
      {
        op: "call",
        callee: { k: "fn", id: `${rt.k === "record" ? rt.key : "?"}::${name2}` },
        args: [addrOf(fl, recv.p), ...argv],
        ...dst ? { dst } : {}
      },
      fl.range(n)
    );
    return dst ? { v: { e: loadOf(dst), t: T.unknown } } : {};
  }
  for (const c of classChain(fl.cx, cls)) {
    const mn = `${c.key}::${name2}`;
    const m = fl.cx.models.lookup(mn);
    if (m?.kind === "ignore" && c.fromModel && !m.writes?.length) {
      const vals = args2.map((a) => rvalue(fl, a));
      fl.markAddressTaken(recv.p);
      const touches = m.reads?.includes(0) ? [containerAccess(fl, recv, "read", n)] : [];
      fl.cfg.emit(
        {
          op: "call",
          callee: { k: "fn", id: mn },
          args: [addrOf(fl, recv.p), ...vals.map((v) => v.e)],
          model: "ignore"
        },
        fl.range(n),
        touches
      );
      const hit2 = findMethod(fl.cx, cls, name2, args2.length);
      if (hit2 && isRef(hit2.method.ret)) return { lv: elementPlace(fl, recv, args2, rt, vals) };
      if (hit2 && hit2.method.ret.k === "ptr" && wantValue)
        return { v: { e: addrOf(fl, elementPlace(fl, recv, args2, rt, vals).p), t: hit2.method.ret } };
      return wantValue ? { v: NONDET2(mn, hit2 ? stripRef(hit2.method.ret) : T.unknown) } : {};
    }
    if (m) {
      const r = cppModelCallLv(fl, n, mn, m, { place: recv.p, type: rt }, args2, wantValue, extra);
      const hit2 = findMethod(fl.cx, cls, name2, args2.length);
      if (!r.lv && hit2 && isRef(hit2.method.ret) && c.fromModel)
        return { lv: elementPlace(fl, recv, args2, rt) };
      return r;
    }
  }
  const hit = findMethod(fl.cx, cls, name2, args2.length + (extra?.length ?? 0));
  if (!hit) {
    if (cls.fromModel) return containerOp(fl, n, recv, rt, name2, void 0, args2, wantValue);
    const argv = args2.map((a) => rvalue(fl, a).e);
    fl.cfg.emit(
      { op: "call", callee: { k: "fn", id: `${cls.key}::${name2}` }, args: [addrOf(fl, recv.p), ...argv] },
      fl.range(n)
    );
    return wantValue ? { v: NONDET2(`${cls.key}::${name2}`) } : {};
  }
  if (hit.method.fromModel && !hit.method.hasBody)
    return containerOp(fl, n, recv, rt, name2, hit.method, args2, wantValue);
  if (hit.method.isVirtual && recv.p.k === "deref") {
    const targets = [hit.method, ...overrides(fl, cls, name2, args2.length)].filter((m) => m.hasBody);
    if (targets.length > 1) return virtualCall(fl, n, recv, targets, args2, wantValue);
  }
  return callMethod(
    fl,
    n,
    hit.cls,
    hit.method,
    hit.method.isStatic ? void 0 : recv,
    args2,
    wantValue,
    extra
  );
}
function overrides(fl, cls, name2, arity2) {
  const out2 = [];
  for (const d of derivedClasses(fl.cx, cls.key)) {
    const m = d.methods.get(name2)?.find((x) => x.params.length === arity2);
    if (m) out2.push(m);
  }
  return out2;
}
function virtualCall(fl, n, recv, targets, args2, wantValue) {
  const range = fl.range(n);
  const self = addrOf(fl, recv.p);
  const argv = lowerArgs(fl, targets[0].params, args2);
  const ret = stripRef(targets[0].ret);
  const dst = wantValue && ret.k !== "void" ? fl.newTemp(ret) : void 0;
  const blocks = targets.map(() => fl.cfg.newBlock());
  const join4 = fl.cfg.newBlock();
  fl.cfg.terminate(
    {
      k: "switch",
      value: { k: "nondet", why: "dynamic type" },
      cases: blocks.slice(1).map((b, i2) => ({ lo: i2 + 1, hi: i2 + 1, target: b.id })),
      default: blocks[0].id
    },
    range
  );
  targets.forEach((m, i2) => {
    fl.cfg.switchTo(blocks[i2]);
    const t = dst && !isRef(m.ret) ? fl.newTemp(ret) : void 0;
    fl.cfg.emit(
      { op: "call", callee: { k: "fn", id: m.id }, args: [self, ...argv], ...t ? { dst: t } : {} },
      range
    );
    if (dst && t) fl.cfg.emit({ op: "assign", dst, src: loadOf(t) }, range);
    fl.cfg.enter(join4, range);
  });
  fl.cfg.switchTo(join4);
  return dst ? { v: { e: loadOf(dst), t: ret } } : {};
}
function callMethod(fl, n, _cls, method, recv, args2, wantValue, extra) {
  const argv = [
    ...extra?.map((v) => v.e) ?? [],
    ...lowerArgs(fl, method.params.slice(extra?.length ?? 0), args2)
  ];
  const ret = method.ret;
  const dst = wantValue && ret.k !== "void" ? fl.newTemp(ret) : void 0;
  const self = recv ? [addrOf(fl, recv.p)] : [];
  fl.cfg.emit(
    { op: "call", callee: { k: "fn", id: method.id }, args: [...self, ...argv], ...dst ? { dst } : {} },
    fl.range(n)
  );
  if (!dst) return {};
  if (isRef(ret)) return { lv: { p: derefOf(loadOf(dst)), t: ret.to } };
  return { v: { e: loadOf(dst), t: ret } };
}
function elementPlace(fl, recv, args2, rt, lowered) {
  const key = rt.k === "record" ? rt.key : "";
  const elems = { k: "field", base: recv.p, field: "_M_elems", record: key };
  let index = { k: "nondet", why: "element" };
  const isAssoc = /(^|::)(map|unordered_map|multimap)$/.test(key);
  const first = lowered ? lowered[0] : args2[0] ? rvalue(fl, args2[0]) : void 0;
  if (first && !isAssoc && (first.t.k === "int" || first.e.k === "int")) index = first.e;
  return { p: { k: "index", base: elems, index }, t: elementType(rt) };
}
function containerAccess(fl, recv, kind, node) {
  const t = stripRef(recv.t);
  const key = t.k === "record" ? t.key : "";
  if (kind === "read" && fl.cx.records.get(key)?.fields.some((f) => f.name === "_M_size"))
    return {
      place: { k: "field", base: recv.p, field: "_M_size", record: key },
      kind,
      atomic: false,
      range: fl.range(node)
    };
  return { place: recv.p, kind, atomic: false, range: fl.range(node) };
}
function smartPointerOp(fl, n, recv, key, name2, args2) {
  const holder = fl.cx.records.get(key)?.fields.find((f) => f.name === "_M_ptr");
  if (!holder) return void 0;
  const ptr = { k: "field", base: recv.p, field: "_M_ptr", record: key };
  const range = fl.range(n);
  if (name2 === "get" || name2 === "operator->" || name2 === "release") {
    fl.read(ptr, holder.type, n);
    const v = loadOf(ptr);
    if (name2 === "release") {
      const tmp = fl.newTemp(holder.type);
      fl.cfg.emit({ op: "assign", dst: tmp, src: v }, range);
      fl.cfg.emit({ op: "assign", dst: ptr, src: intConst(0) }, range, fl.writeAccess(ptr, holder.type, n));
      return { v: { e: loadOf(tmp), t: ptrTo(elementType(recv.t)) } };
    }
    return { v: { e: v, t: ptrTo(elementType(recv.t)) } };
  }
  if (name2 === "operator*") {
    fl.read(ptr, holder.type, n);
    return { lv: { p: derefOf(loadOf(ptr)), t: elementType(recv.t) } };
  }
  if (name2 === "reset") {
    const v = args2[0] ? rvalue(fl, args2[0]).e : intConst(0);
    fl.cfg.emit({ op: "assign", dst: ptr, src: v }, range, fl.writeAccess(ptr, holder.type, n));
    return {};
  }
  return void 0;
}
var APPEND = /* @__PURE__ */ new Set(["push_back", "emplace_back", "push", "emplace", "push_front", "emplace_front"]);
function containerOp(fl, n, recv, rt, name2, method, args2, wantValue) {
  const range = fl.range(n);
  const key = rt.k === "record" ? rt.key : "";
  const hasElems = !!fl.cx.records.get(key)?.fields.some((f) => f.name === "_M_elems");
  const isConst = method?.isConst ?? false;
  fl.markAddressTaken(recv.p);
  const sizePlace = { k: "field", base: recv.p, field: "_M_size", record: key };
  const sp = smartPointerOp(fl, n, recv, key, name2, args2);
  if (sp) return sp;
  if (hasElems && APPEND.has(name2)) {
    const elem = {
      p: {
        k: "index",
        base: { k: "field", base: recv.p, field: "_M_elems", record: key },
        index: loadOf(sizePlace)
      },
      t: elementType(rt)
    };
    if (name2.startsWith("emplace")) constructInto(fl, elem.p, elem.t, args2, n, false);
    else if (args2[0]) {
      const v = rvalue(fl, args2[0]);
      fl.cfg.emit({ op: "assign", dst: elem.p, src: v.e }, range);
    }
    fl.cfg.emit(
      {
        op: "assign",
        dst: sizePlace,
        src: { k: "binary", op: "+", left: loadOf(sizePlace), right: intConst(1) }
      },
      range,
      [containerAccess(fl, recv, "write", n)]
    );
    return wantValue ? { lv: elem } : {};
  }
  const argv = args2.map((a) => rvalue(fl, a).e);
  const access = containerAccess(fl, recv, isConst ? "read" : "write", n);
  const ret = method?.ret ?? T.unknown;
  if (hasElems && (name2 === "size" || name2 === "empty" || name2 === "length")) {
    fl.cfg.emit(
      { op: "call", callee: { k: "fn", id: `${key}::${name2}` }, args: [addrOf(fl, recv.p)], model: "ignore" },
      range,
      [access]
    );
    const size = loadOf(sizePlace);
    return {
      v: name2 === "empty" ? { e: { k: "binary", op: "==", left: size, right: intConst(0) }, t: T.bool } : { e: size, t: T.ulong }
    };
  }
  const dst = wantValue && ret.k !== "void" && !isRef(ret) ? fl.newTemp(ret) : void 0;
  fl.cfg.emit(
    {
      op: "call",
      callee: { k: "fn", id: `${key}::${name2}` },
      args: [addrOf(fl, recv.p), ...argv],
      model: "ignore",
      ...dst ? { dst } : {}
    },
    range,
    [access]
  );
  if (hasElems && name2 === "clear") fl.cfg.emit({ op: "assign", dst: sizePlace, src: intConst(0) }, range);
  if (isRef(ret) && hasElems) return { lv: elementPlace(fl, recv, args2, rt) };
  if (dst) return { v: { e: { k: "nondet", why: `${key}::${name2}` }, t: ret } };
  return {};
}
function cppModelCallLv(fl, n, name2, m, self, args2, wantValue, extra) {
  if (m.kind === "pass") {
    const a = args2[m.object ?? 0];
    if (!a) return {};
    return { lv: lvalue(fl, a) };
  }
  const v = cppModelCall(fl, n, name2, m, self, args2, wantValue, extra);
  return v ? { v } : {};
}

// src/frontend/lower/call.ts
var ORDERS = ["relaxed", "consume", "acquire", "release", "acq_rel", "seq_cst"];
var VALUE_OF_FIRST_ARG = /* @__PURE__ */ new Set([
  "__builtin_expect",
  "__builtin_expect_with_probability",
  "__builtin_assume_aligned"
]);
function lowerCall(fl, n, wantValue, cOnly = false) {
  if (fl.cx.lang === "c++" && !cOnly) return cppCall(fl, n, wantValue);
  const fnNode = n.childForFieldName("function");
  const argNodes = (n.childForFieldName("arguments")?.namedChildren ?? []).filter(
    (a) => a !== null && a.type !== "comment"
  );
  const range = fl.range(n);
  const calleeName = fnNode.type === "identifier" ? fnNode.text : void 0;
  const binding = calleeName ? fl.scope.lookup(calleeName) : void 0;
  if (calleeName && (!binding || binding.k === "fn")) {
    if (VALUE_OF_FIRST_ARG.has(calleeName) && argNodes[0]) {
      const v = rvalue(fl, argNodes[0]);
      for (const a of argNodes.slice(1)) rvalue(fl, a);
      return v;
    }
    if (calleeName === "__builtin_unreachable" || calleeName === "__builtin_trap") {
      fl.cfg.terminate({ k: "stop", why: "noreturn" }, range);
      return void 0;
    }
    if (calleeName === "__builtin_constant_p") return { e: intConst(0), t: T.int };
    if (calleeName.startsWith("__builtin_va_")) {
      return { e: { k: "nondet", why: calleeName }, t: T.unknown };
    }
    const model = fl.cx.models.lookup(calleeName);
    if (model) return modelCall(fl, n, calleeName, model, argNodes, wantValue);
  }
  let callee;
  let fnType;
  let noreturn = false;
  if (calleeName && binding?.k === "fn") {
    callee = { k: "fn", id: binding.id };
    fnType = binding.type;
    noreturn = !!binding.noreturn;
  } else if (calleeName && !binding) {
    callee = { k: "fn", id: calleeName };
  } else {
    const v = rvalue(fl, fnNode);
    callee = v.e;
    fnType = v.t.k === "ptr" ? v.t.to : v.t;
  }
  const args2 = argNodes.map((a) => rvalue(fl, a).e);
  const ret = fnType?.k === "func" ? fnType.ret : T.int;
  const dst = wantValue && ret.k !== "void" ? fl.newTemp(ret) : void 0;
  fl.cfg.emit({ op: "call", callee, args: args2, ...dst ? { dst } : {} }, range);
  if (noreturn) fl.cfg.terminate({ k: "stop", why: "noreturn" }, range);
  return dst ? { e: loadOf(dst), t: ret } : void 0;
}
function modelCall(fl, n, name2, m, argNodes, wantValue, lowered, orderNode) {
  const range = fl.range(n);
  const vals = lowered ?? argNodes.map((a) => rvalue(fl, a));
  const arg = (i2) => i2 !== void 0 && vals[i2] ? vals[i2].e : { k: "nondet", why: `missing argument ${i2}` };
  const result = (t = T.int) => wantValue ? fl.newTemp(t) : void 0;
  const zeroResult = () => wantValue ? { e: intConst(0), t: T.int } : void 0;
  const withDst = (dst) => dst ? { dst } : {};
  const listed = m.kind === "ignore" || m.kind === "alloc" ? [] : listedAccesses(m, vals, range);
  const emit = (instr, r, after = []) => fl.cfg.emit(instr, r, listed.length ? [...after, ...listed] : after);
  switch (m.kind) {
    case "lock":
    case "read-lock":
      emit({ op: "lock", lock: arg(m.lock ?? 0), mode: m.kind === "lock" ? "exclusive" : "shared" }, range);
      return zeroResult();
    case "trylock":
    case "read-trylock": {
      const dst = fl.newTemp(T.int);
      emit(
        {
          op: "trylock",
          lock: arg(m.lock ?? 0),
          mode: m.kind === "trylock" ? "exclusive" : "shared",
          dst,
          success: m.success ?? 0
        },
        range
      );
      return { e: loadOf(dst), t: T.int };
    }
    case "unlock":
      emit({ op: "unlock", lock: arg(m.lock ?? 0) }, range);
      return zeroResult();
    case "lock-init":
      emit({ op: "lock-init", lock: arg(m.lock ?? 0) }, range);
      return zeroResult();
    case "lock-destroy":
      emit({ op: "lock-destroy", lock: arg(m.lock ?? 0) }, range);
      return zeroResult();
    case "spawn": {
      emit(
        {
          op: "spawn",
          ...m.handle !== void 0 ? { handle: arg(m.handle) } : {},
          entry: arg(m.entry ?? 0),
          arg: m.arg !== void 0 ? arg(m.arg) : intConst(0),
          fn: name2
        },
        range
      );
      return zeroResult();
    }
    case "join":
    case "detach": {
      const h = arg(m.handle ?? 0);
      const handle2 = m.handleRef ? loadOf(derefOf(h)) : h;
      emit(m.kind === "join" ? { op: "join", handle: handle2 } : { op: "detach", handle: handle2 }, range);
      return zeroResult();
    }
    case "self": {
      const dst = result(T.ulong);
      emit({ op: "self", ...withDst(dst) }, range);
      return dst ? { e: loadOf(dst), t: T.ulong } : void 0;
    }
    case "thread-exit":
      fl.cfg.terminate({ k: "stop", why: "thread-exit" }, range);
      return void 0;
    case "exit":
      fl.cfg.terminate({ k: "stop", why: "exit" }, range);
      return void 0;
    case "error":
      fl.cfg.terminate({ k: "stop", why: "error" }, range);
      return void 0;
    case "cond-wait":
      emit({ op: "cond-wait", cond: arg(m.cond ?? 0), lock: arg(m.lock ?? 1) }, range);
      return zeroResult();
    case "cond-signal":
    case "cond-broadcast":
      emit({ op: "cond-signal", cond: arg(m.cond ?? 0), broadcast: m.kind === "cond-broadcast" }, range);
      return zeroResult();
    case "barrier-init":
      emit({ op: "barrier-init", barrier: arg(m.object ?? 0), count: arg(m.count ?? 2) }, range);
      return zeroResult();
    case "barrier-wait": {
      const dst = result();
      emit({ op: "barrier-wait", barrier: arg(m.object ?? 0), ...withDst(dst) }, range);
      return dst ? { e: loadOf(dst), t: T.int } : void 0;
    }
    case "once":
      emit({ op: "once", flag: arg(m.object ?? 0), entry: arg(m.entry ?? 1) }, range);
      return zeroResult();
    case "sem-init":
      emit({ op: "sem-init", sem: arg(m.object ?? 0), count: arg(m.count ?? 2) }, range);
      return zeroResult();
    case "sem-wait":
    case "sem-trywait": {
      const dst = m.kind === "sem-trywait" ? fl.newTemp(T.int) : void 0;
      emit(
        { op: "sem-wait", sem: arg(m.object ?? 0), try: m.kind === "sem-trywait", ...withDst(dst) },
        range
      );
      if (dst && m.success !== void 0 && m.success !== 0)
        return { e: { k: "binary", op: "==", left: loadOf(dst), right: intConst(0) }, t: T.bool };
      return dst ? { e: loadOf(dst), t: T.int } : zeroResult();
    }
    case "sem-post":
      emit({ op: "sem-post", sem: arg(m.object ?? 0) }, range);
      return zeroResult();
    case "atomic-load":
    case "atomic-store":
    case "atomic-rmw":
    case "atomic-cas":
    case "fence":
      return atomicCall(fl, n, name2, m, vals, wantValue, orderNode);
    case "atomic": {
      emit({ op: "atomic-begin" }, range);
      const dst = wantValue ? fl.newTemp(T.int) : void 0;
      const binding = fl.scope.lookup(name2);
      emit(
        {
          op: "call",
          callee: { k: "fn", id: binding?.k === "fn" ? binding.id : name2 },
          args: vals.map((v) => v.e),
          ...withDst(dst)
        },
        range
      );
      emit({ op: "atomic-end" }, range);
      return dst ? { e: loadOf(dst), t: T.int } : void 0;
    }
    case "atomic-begin":
      emit({ op: "atomic-begin" }, range);
      return void 0;
    case "atomic-end":
      emit({ op: "atomic-end" }, range);
      return void 0;
    case "nondet": {
      const ret = fl.scope.lookup(name2);
      const t = ret?.k === "fn" && ret.type.k === "func" ? ret.type.ret : T.int;
      if (!wantValue) return void 0;
      return { e: { k: "nondet", why: name2 }, t };
    }
    case "assume": {
      const c = arg(0);
      emit({ op: "assume", cond: { k: "binary", op: "!=", left: c, right: intConst(0) } }, range);
      return void 0;
    }
    case "alloc": {
      const out2 = m.out !== void 0 && vals[m.out] ? derefOf(vals[m.out].e) : void 0;
      const dst = out2 ?? result({ k: "ptr", to: T.void });
      const r = fl.range(n);
      const accesses = listedAccesses(
        { ...m, writes: (m.writes ?? []).filter((i2) => i2 !== m.out) },
        vals,
        range
      );
      if (out2) accesses.push({ place: out2, kind: "write", atomic: false, range });
      emit(
        {
          op: "alloc",
          ...withDst(dst),
          site: `${name2}@${r.file}:${r.line}:${r.column}`,
          fn: name2,
          ...m.size !== void 0 && vals[m.size] ? { size: vals[m.size].e } : {}
        },
        range,
        accesses
      );
      if (out2) return zeroResult();
      return dst ? { e: loadOf(dst), t: { k: "ptr", to: T.void } } : void 0;
    }
    case "free":
      emit({ op: "free", ptr: arg(0) }, range);
      return void 0;
    case "ignore": {
      if (m.threadLocal) {
        const id = `${name2}()`;
        if (!fl.cx.globals.has(id))
          fl.cx.globals.set(id, { id, name: id, kind: "global", type: T.int, threadLocal: true });
        return { e: { k: "addr", place: { k: "var", id } }, t: { k: "ptr", to: T.int } };
      }
      const accesses = listedAccesses(m, vals, range);
      const dst = wantValue ? fl.newTemp(T.int) : void 0;
      emit(
        {
          op: "call",
          callee: { k: "fn", id: name2 },
          args: vals.map((v) => v.e),
          ...withDst(dst),
          model: "ignore"
        },
        range,
        accesses
      );
      return dst ? { e: loadOf(dst), t: T.int } : void 0;
    }
  }
}
function listedAccesses(m, vals, range) {
  const out2 = [];
  const touches = (e) => !!e && e.k !== "str" && !(e.k === "int" && e.value === 0);
  for (const i2 of m.reads ?? []) if (touches(vals[i2]?.e)) out2.push(bufferAccess(vals[i2].e, "read", range));
  for (const i2 of m.writes ?? []) if (touches(vals[i2]?.e)) out2.push(bufferAccess(vals[i2].e, "write", range));
  return out2;
}
function bufferAccess(ptr, kind, range) {
  if (ptr.k === "addr" && ptr.place.k === "index")
    return { place: ptr.place.base, kind, atomic: false, range };
  return memAccess(ptr, kind, false, range);
}
function memAccess(ptr, kind, atomic, range) {
  return { place: derefOf(ptr), kind, atomic, range };
}
function atomicCall(fl, n, name2, m, vals, wantValue, orderNode) {
  const range = fl.range(n);
  let order = m.defaultOrder ?? "seq_cst";
  if (m.order !== void 0) {
    const on = orderNode ? orderNode(m.order) : n.childForFieldName("arguments")?.namedChildren.filter((a) => a && a.type !== "comment")[m.order];
    const v = on ? evalConst(fl.cx, fl.scope, on) : void 0;
    if (on || m.defaultOrder === void 0) order = v !== void 0 && ORDERS[v] ? ORDERS[v] : "relaxed";
  }
  const object = m.object !== void 0 ? vals[m.object]?.e : void 0;
  const objType = m.object !== void 0 && vals[m.object] ? pointee(vals[m.object].t) : T.int;
  const kind = m.kind === "atomic-load" ? "load" : m.kind === "atomic-store" ? "store" : m.kind === "atomic-rmw" ? "rmw" : m.kind === "atomic-cas" ? "cas" : "fence";
  const accesses = [];
  if (object) {
    if (kind !== "store") accesses.push(memAccess(object, "read", true, range));
    if (kind !== "load") accesses.push(memAccess(object, "write", true, range));
  }
  const expected = m.expected !== void 0 ? vals[m.expected]?.e : void 0;
  if (expected) {
    accesses.push(memAccess(expected, "read", false, range), memAccess(expected, "write", false, range));
  }
  let value = m.value !== void 0 ? vals[m.value]?.e : void 0;
  if (!value && fl.cx.lang === "c++" && kind === "rmw" && m.rmwOp === "xchg") value = intConst(1);
  if (!value && fl.cx.lang === "c++" && kind === "store") value = intConst(0);
  if (value && m.valueByRef) {
    accesses.push(memAccess(value, "read", false, range));
    value = loadOf(derefOf(value));
  }
  const out2 = m.out !== void 0 && vals[m.out] ? derefOf(vals[m.out].e) : void 0;
  if (out2) accesses.push({ place: out2, kind: "write", atomic: false, range });
  const compare = m.compare !== void 0 ? vals[m.compare]?.e : void 0;
  const resultType2 = kind === "cas" && !m.returnsOld ? T.bool : objType;
  const dst = out2 ?? (wantValue && kind !== "fence" && kind !== "store" ? fl.newTemp(resultType2) : void 0);
  fl.cfg.emit(
    {
      op: "atomic",
      kind,
      ...object ? { object } : {},
      ...value ? { value } : {},
      ...expected ? { expected } : {},
      ...compare ? { compare } : {},
      ...m.returnsOld ? { returnsOld: true } : {},
      ...dst ? { dst } : {},
      order,
      ...m.rmwOp ? { rmwOp: m.rmwOp } : {},
      ...m.returnsNew ? { returnsNew: true } : {},
      fn: name2
    },
    range,
    accesses
  );
  if (out2) return wantValue ? { e: intConst(0), t: T.void } : void 0;
  return dst ? { e: loadOf(dst), t: resultType2 } : void 0;
}

// src/frontend/lower/expr.ts
var ZERO = intConst(0);
var NONDET3 = (why, t = T.int) => ({ e: { k: "nondet", why }, t });
var COMPARISONS = /* @__PURE__ */ new Set(["==", "!=", "<", "<=", ">", ">="]);
var BINARY_OPS = /* @__PURE__ */ new Set(["+", "-", "*", "/", "%", "<<", ">>", "&", "|", "^", ...COMPARISONS]);
function unwrap(node) {
  let n = node;
  while (n.type === "parenthesized_expression" && n.namedChildCount === 1 && n.namedChildren[0].type !== "compound_statement") {
    n = n.namedChildren[0];
  }
  return n;
}
function effect(fl, node) {
  const n = unwrap(node);
  if (fl.cx.lang === "c++" && cppEffect(fl, n)) return;
  switch (n.type) {
    case "assignment_expression":
      assignment(fl, n, false);
      return;
    case "update_expression":
      update(fl, n, false);
      return;
    case "call_expression":
      lowerCall(fl, n, false);
      return;
    case "comma_expression":
      effect(fl, n.childForFieldName("left"));
      effect(fl, n.childForFieldName("right"));
      return;
    case "cast_expression":
      effect(fl, n.childForFieldName("value"));
      return;
    case "conditional_expression": {
      const then = fl.cfg.newBlock();
      const other = fl.cfg.newBlock();
      const join4 = fl.cfg.newBlock();
      const cons = n.childForFieldName("consequence");
      if (cons) {
        condition(fl, n.childForFieldName("condition"), then.id, other.id);
        fl.cfg.switchTo(then);
        effect(fl, cons);
      } else {
        condition(fl, n.childForFieldName("condition"), join4.id, other.id);
        fl.cfg.switchTo(then);
      }
      fl.cfg.enter(join4, fl.range(n));
      fl.cfg.switchTo(other);
      effect(fl, n.childForFieldName("alternative"));
      fl.cfg.enter(join4, fl.range(n));
      return;
    }
    case "binary_expression": {
      const op = n.childForFieldName("operator")?.text;
      if (op === "&&" || op === "||") {
        const rhs = fl.cfg.newBlock();
        const join4 = fl.cfg.newBlock();
        const left = n.childForFieldName("left");
        if (op === "&&") condition(fl, left, rhs.id, join4.id);
        else condition(fl, left, join4.id, rhs.id);
        fl.cfg.switchTo(rhs);
        effect(fl, n.childForFieldName("right"));
        fl.cfg.enter(join4, fl.range(n));
        return;
      }
      break;
    }
  }
  const v = rvalue(fl, n);
  if (fl.cfg.pending.length) {
    const dst = fl.newTemp(v.t);
    fl.discarded.add(dst.k === "var" ? dst.id : "");
    fl.cfg.emit({ op: "assign", dst, src: v.e }, fl.range(n));
  }
}
function condition(fl, node, then, other) {
  let n = unwrap(node);
  if (n.type === "condition_clause") {
    const r = conditionClause(fl, n);
    if ("val" in r) {
      fl.cfg.terminate({ k: "branch", cond: truthy(r.val.e), then, else: other }, fl.range(n));
      return;
    }
    n = unwrap(r);
  }
  const range = fl.range(n);
  if (n.type === "binary_expression") {
    const op = n.childForFieldName("operator")?.text;
    if (op === "&&" || op === "||") {
      const mid = fl.cfg.newBlock();
      if (op === "&&") condition(fl, n.childForFieldName("left"), mid.id, other);
      else condition(fl, n.childForFieldName("left"), then, mid.id);
      fl.cfg.switchTo(mid);
      condition(fl, n.childForFieldName("right"), then, other);
      return;
    }
  }
  if (n.type === "unary_expression" && n.childForFieldName("operator")?.text === "!") {
    condition(fl, n.childForFieldName("argument"), other, then);
    return;
  }
  if (n.type === "comma_expression") {
    effect(fl, n.childForFieldName("left"));
    condition(fl, n.childForFieldName("right"), then, other);
    return;
  }
  const c = evalConst(fl.cx, fl.scope, n);
  if (c !== void 0) {
    fl.cfg.terminate({ k: "goto", target: c ? then : other }, range);
    return;
  }
  const v = rvalue(fl, n);
  fl.cfg.terminate({ k: "branch", cond: truthy(v.e), then, else: other }, range);
}
function truthy(e) {
  if (e.k === "binary" && COMPARISONS.has(e.op)) return e;
  if (e.k === "unary" && e.op === "!") return e;
  return { k: "binary", op: "!=", left: e, right: intConst(0) };
}
function rvalue(fl, node) {
  const n = unwrap(node);
  if (fl.cx.lang === "c++") {
    const v = cppRvalue(fl, n);
    if (v) return v;
  }
  switch (n.type) {
    case "number_literal": {
      const v = parseIntLiteral(n.text);
      if (v !== void 0) return { e: intConst(v), t: /[uU]/.test(n.text) ? T.uint : T.int };
      return { e: { k: "float", value: Number.parseFloat(n.text) }, t: T.double };
    }
    case "char_literal":
      return { e: intConst(charValue2(n.text) ?? 0), t: T.char };
    case "string_literal":
    case "concatenated_string":
    case "raw_string_literal":
      return { e: { k: "str", value: n.text }, t: ptrTo(T.char) };
    case "true":
      return { e: intConst(1), t: T.bool };
    case "false":
      return { e: intConst(0), t: T.bool };
    case "null":
    case "nullptr":
      return { e: intConst(0), t: ptrTo(T.void) };
    case "identifier":
      return identifier(fl, n);
    case "parenthesized_expression": {
      const inner = n.namedChildren[0];
      if (inner?.type === "compound_statement") return lowerStatementExpression(fl, inner);
      return inner ? rvalue(fl, inner) : NONDET3("empty parentheses");
    }
    case "extension_expression":
      return rvalue(fl, n.namedChildren[0]);
    case "assignment_expression":
      return assignment(fl, n, true);
    case "update_expression":
      return update(fl, n, true);
    case "call_expression":
      return lowerCall(fl, n, true) ?? { e: intConst(0), t: T.void };
    case "comma_expression":
      effect(fl, n.childForFieldName("left"));
      return rvalue(fl, n.childForFieldName("right"));
    case "cast_expression": {
      const to = typeDescriptor(fl.cx, fl.scope, n.childForFieldName("type"));
      const v = rvalue(fl, n.childForFieldName("value"));
      if (to.k === "void") return { e: v.e, t: to };
      if (v.e.k === "int") return { e: intConst(convertInt(v.e.value, to)), t: to };
      return { e: v.e.k === "nondet" ? v.e : { k: "cast", to, arg: v.e }, t: to };
    }
    case "unary_expression": {
      const op = n.childForFieldName("operator").text;
      const v = rvalue(fl, n.childForFieldName("argument"));
      if (op === "+") return v;
      if (op === "-" && v.e.k === "int") return { e: intConst(-v.e.value), t: v.t };
      if (op === "!" || op === "-" || op === "~")
        return { e: { k: "unary", op, arg: v.e }, t: op === "!" ? T.int : v.t };
      return v;
    }
    case "binary_expression":
      return binary2(fl, n);
    case "conditional_expression":
      return conditional(fl, n);
    case "pointer_expression": {
      const op = n.childForFieldName("operator").text;
      const arg = n.childForFieldName("argument");
      if (op === "&") return addressOf(fl, arg);
      return placeValue(fl, lvalue(fl, n), n);
    }
    case "field_expression":
    case "subscript_expression":
      return placeValue(fl, lvalue(fl, n), n);
    case "compound_literal_expression":
      return placeValue(fl, lvalue(fl, n), n);
    case "sizeof_expression":
    case "alignof_expression": {
      const tn = n.childForFieldName("type");
      let t;
      if (tn) t = typeDescriptor(fl.cx, fl.scope, tn);
      else {
        t = typeOfUnevaluated(fl, n.childForFieldName("value"));
      }
      const size = n.type === "sizeof_expression" ? sizeOf(t, fl.cx.records) : alignOf(t, fl.cx.records);
      return size === void 0 ? NONDET3("sizeof: operand type unknown", T.ulong) : { e: intConst(size), t: T.ulong };
    }
    case "offsetof_expression":
      return NONDET3("offsetof", T.ulong);
    case "generic_expression":
      return genericSelection(fl, n);
    case "gnu_asm_expression":
      fl.reportOnce("asm", n, "inline assembly is not modelled: its effects on memory are ignored");
      return NONDET3("asm");
    case "initializer_list":
      return NONDET3("initializer list outside a declaration");
    default:
      fl.reportOnce(`syntax:${n.type}`, n, `'${n.type}' is not lowered yet; its value is unknown`);
      return NONDET3(n.type);
  }
}
function identifier(fl, n) {
  const name2 = n.text;
  const b = fl.scope.lookup(name2);
  if (!b) {
    if (name2 === "__func__" || name2 === "__FUNCTION__" || name2 === "__PRETTY_FUNCTION__")
      return { e: { k: "str", value: fl.name }, t: ptrTo(T.char) };
    return placeValue(fl, undeclared(fl, n), n);
  }
  switch (b.k) {
    case "const":
      return { e: intConst(b.value), t: b.type };
    case "fn":
      return { e: { k: "fn", id: b.id }, t: b.type };
    case "typedef":
      return NONDET3("type name used as a value");
    case "var":
      return placeValue(fl, { p: fl.varPlace(b.id), t: b.type }, n);
    case "member":
    case "capture":
      return placeValue(fl, lvalue(fl, n), n);
  }
}
function undeclared(fl, n) {
  const name2 = n.text;
  if (!fl.cx.globals.has(name2)) {
    const r = fl.range(n);
    fl.cx.globals.set(name2, { id: name2, name: name2, kind: "global", type: T.unknown, externOnly: true, range: r });
    fl.cx.diags.warning(
      "undeclared-identifier",
      `'${name2}' is not declared in this unit; treated as an external object`,
      {
        file: r.file,
        line: r.line,
        column: r.column
      }
    );
  }
  fl.cx.fileScope.names.set(name2, { k: "var", id: name2, type: T.unknown });
  return { p: fl.varPlace(name2), t: T.unknown };
}
function placeValue(fl, lv, node) {
  if (lv.t.k === "array") {
    fl.markAddressTaken(lv.p);
    return { e: { k: "addr", place: { k: "index", base: lv.p, index: ZERO } }, t: ptrTo(lv.t.of) };
  }
  if (lv.t.k === "func") {
    if (lv.p.k === "deref") return { e: lv.p.ptr, t: ptrTo(lv.t) };
    return { e: { k: "addr", place: lv.p }, t: ptrTo(lv.t) };
  }
  fl.read(lv.p, lv.t, node);
  return { e: loadOf(lv.p), t: lv.t };
}
function addressOf(fl, arg) {
  const a = unwrap(arg);
  if (a.type === "identifier") {
    const b = fl.scope.lookup(a.text);
    if (b?.k === "fn") return { e: { k: "fn", id: b.id }, t: ptrTo(b.type) };
    if (!b && fl.labelNames.has(a.text)) return NONDET3("label address", ptrTo(T.void));
  }
  const lv = lvalue(fl, a);
  if (lv.p.k === "deref") return { e: lv.p.ptr, t: ptrTo(lv.t) };
  fl.markAddressTaken(lv.p);
  return { e: { k: "addr", place: lv.p }, t: ptrTo(lv.t) };
}
function lvalue(fl, node) {
  const n = unwrap(node);
  if (fl.cx.lang === "c++") {
    const lv = cppLvalue(fl, n);
    if (lv) return lv;
  }
  switch (n.type) {
    case "identifier": {
      const b = fl.scope.lookup(n.text);
      if (b?.k === "var") return { p: fl.varPlace(b.id), t: b.type };
      if (!b) return undeclared(fl, n);
      break;
    }
    case "pointer_expression": {
      if (n.childForFieldName("operator").text !== "*") break;
      const v2 = rvalue(fl, n.childForFieldName("argument"));
      return { p: derefOf(v2.e), t: v2.t.k === "func" ? v2.t : pointee(v2.t) };
    }
    case "field_expression": {
      const op = n.childForFieldName("operator").text;
      const field = n.childForFieldName("field").text;
      const arg = n.childForFieldName("argument");
      let base2;
      if (op === "->") {
        const v2 = rvalue(fl, arg);
        base2 = { p: derefOf(v2.e), t: pointee(v2.t) };
      } else {
        base2 = lvalue(fl, arg);
      }
      return fieldOf(fl, base2, field);
    }
    case "subscript_expression": {
      let arrNode = n.childForFieldName("argument");
      let idxNode = n.childForFieldName("index");
      const arrType = peekType(fl, arrNode);
      if (arrType && isIntegral(arrType)) [arrNode, idxNode] = [idxNode, arrNode];
      const base2 = unwrap(arrNode);
      let arr;
      if (isArrayLvalue(fl, base2)) {
        arr = lvalue(fl, base2);
        const idx2 = rvalue(fl, idxNode);
        return {
          p: { k: "index", base: arr.p, index: idx2.e },
          t: arr.t.k === "array" ? arr.t.of : T.unknown
        };
      }
      const ptr = rvalue(fl, base2);
      const idx = rvalue(fl, idxNode);
      return { p: { k: "index", base: derefOf(ptr.e), index: idx.e }, t: pointee(ptr.t) };
    }
    case "compound_literal_expression": {
      const t = completeArrayType(
        fl,
        typeDescriptor(fl.cx, fl.scope, n.childForFieldName("type")),
        n.childForFieldName("value")
      );
      const v2 = fl.declareLocal(`compound.${n.startIndex}`, t, "local", n);
      const place = fl.varPlace(v2.id);
      lowerInitializer(fl, place, t, n.childForFieldName("value"));
      return { p: place, t };
    }
    case "cast_expression":
      return lvalue(fl, n.childForFieldName("value"));
  }
  const v = rvalue(fl, n);
  const tmp = fl.newTemp(v.t);
  fl.cfg.emit({ op: "assign", dst: tmp, src: v.e }, fl.range(n));
  return { p: tmp, t: v.t };
}
function fieldOf(fl, base2, field) {
  if (base2.t.k === "record") {
    const def = fl.cx.records.get(base2.t.key);
    const f = def?.fields.find((x) => x.name === field);
    return { p: { k: "field", base: base2.p, field, record: base2.t.key }, t: f?.type ?? T.unknown };
  }
  return { p: { k: "field", base: base2.p, field }, t: T.unknown };
}
function isArrayLvalue(fl, n) {
  const t = peekType(fl, n);
  return t?.k === "array";
}
function peekType(fl, node) {
  const n = unwrap(node);
  switch (n.type) {
    case "identifier": {
      const b = fl.scope.lookup(n.text);
      return b?.k === "var" || b?.k === "fn" || b?.k === "const" ? b.type : void 0;
    }
    case "number_literal":
    case "char_literal":
      return T.int;
    case "field_expression": {
      const argT = peekType(fl, n.childForFieldName("argument"));
      if (!argT) return void 0;
      const rec = n.childForFieldName("operator").text === "->" ? pointee(argT) : argT;
      if (rec.k !== "record") return void 0;
      const name2 = n.childForFieldName("field").text;
      return fl.cx.records.get(rec.key)?.fields.find((f) => f.name === name2)?.type;
    }
    case "subscript_expression": {
      const t = peekType(fl, n.childForFieldName("argument"));
      return t ? pointee(t) : void 0;
    }
    case "pointer_expression": {
      const t = peekType(fl, n.childForFieldName("argument"));
      if (!t) return void 0;
      return n.childForFieldName("operator").text === "*" ? pointee(t) : ptrTo(t);
    }
    case "cast_expression":
      return typeDescriptor(fl.cx, fl.scope, n.childForFieldName("type"));
    case "compound_literal_expression":
      return typeDescriptor(fl.cx, fl.scope, n.childForFieldName("type"));
    default:
      return void 0;
  }
}
function typeOfUnevaluated(fl, n) {
  return namedOperandType(fl.scope, n) ?? peekType(fl, n) ?? T.unknown;
}
function convertInt(value, to) {
  if (to.k !== "int" || !Number.isSafeInteger(value)) return value;
  if (to.name === "_Bool") return value !== 0 ? 1 : 0;
  const bits = to.bytes * 8;
  const v = to.signed ? BigInt.asIntN(bits, BigInt(value)) : BigInt.asUintN(bits, BigInt(value));
  return Number(v);
}
function binary2(fl, n) {
  const op = n.childForFieldName("operator").text;
  if (op === "&&" || op === "||") return viaBranches(fl, n);
  const l = rvalue(fl, n.childForFieldName("left"));
  const r = rvalue(fl, n.childForFieldName("right"));
  if (!BINARY_OPS.has(op)) return NONDET3(`operator ${op}`);
  if (l.e.k === "int" && r.e.k === "int") {
    const folded = foldInt(op, l.e.value, r.e.value);
    if (folded !== void 0) return { e: intConst(folded), t: l.t };
  }
  return { e: { k: "binary", op, left: l.e, right: r.e }, t: resultType(op, l.t, r.t) };
}
function foldInt(op, a, b) {
  return op === "+" || op === "-" || op === "*" ? binaryConst(op, a, b) : void 0;
}
function resultType(op, l, r) {
  if (COMPARISONS.has(op)) return T.int;
  if (l.k === "ptr" || l.k === "array")
    return op === "-" && (r.k === "ptr" || r.k === "array") ? T.long : l.k === "ptr" ? l : ptrTo(l.of);
  if (r.k === "ptr" || r.k === "array") return r.k === "ptr" ? r : ptrTo(r.of);
  if (l.k === "float") return l;
  if (r.k === "float") return r;
  if (l.k === "int" && r.k === "int") {
    if (l.bytes !== r.bytes) return l.bytes > r.bytes ? l : r;
    return l.signed ? r : l;
  }
  return l.k === "unknown" ? r : l;
}
function viaBranches(fl, n) {
  const tmp = fl.newTemp(T.int);
  const yes = fl.cfg.newBlock();
  const no = fl.cfg.newBlock();
  const join4 = fl.cfg.newBlock();
  const range = fl.range(n);
  condition(fl, n, yes.id, no.id);
  fl.cfg.switchTo(yes);
  fl.cfg.emit({ op: "assign", dst: tmp, src: intConst(1) }, range);
  fl.cfg.enter(join4, range);
  fl.cfg.switchTo(no);
  fl.cfg.emit({ op: "assign", dst: tmp, src: intConst(0) }, range);
  fl.cfg.enter(join4, range);
  return { e: loadOf(tmp), t: T.int };
}
function conditional(fl, n) {
  const range = fl.range(n);
  const cons = n.childForFieldName("consequence");
  const condNode = n.childForFieldName("condition");
  const then = fl.cfg.newBlock();
  const other = fl.cfg.newBlock();
  const join4 = fl.cfg.newBlock();
  let tmp;
  let type;
  if (!cons) {
    const a = rvalue(fl, condNode);
    tmp = fl.newTemp(a.t);
    type = a.t;
    fl.cfg.emit({ op: "assign", dst: tmp, src: a.e }, range);
    fl.cfg.terminate({ k: "branch", cond: truthy(loadOf(tmp)), then: join4.id, else: other.id }, range);
  } else {
    condition(fl, condNode, then.id, other.id);
    fl.cfg.switchTo(then);
    const a = rvalue(fl, cons);
    tmp = fl.newTemp(a.t);
    type = a.t;
    fl.cfg.emit({ op: "assign", dst: tmp, src: a.e }, range);
    fl.cfg.enter(join4, range);
  }
  fl.cfg.switchTo(other);
  const b = rvalue(fl, n.childForFieldName("alternative"));
  fl.cfg.emit({ op: "assign", dst: tmp, src: b.e }, range);
  fl.cfg.enter(join4, range);
  return { e: loadOf(tmp), t: type.k === "void" || type.k === "unknown" ? b.t : type };
}
var COMPOUND_OPS = {
  "+=": "+",
  "-=": "-",
  "*=": "*",
  "/=": "/",
  "%=": "%",
  "<<=": "<<",
  ">>=": ">>",
  "&=": "&",
  "|=": "|",
  "^=": "^"
};
function assignment(fl, n, wantValue) {
  const op = n.childForFieldName("operator").text;
  const range = fl.range(n);
  const leftNode = n.childForFieldName("left");
  if (op === "=") {
    const rhs2 = rvalue(fl, n.childForFieldName("right"));
    const lv2 = lvalue(fl, leftNode);
    let src = rhs2.e;
    if (wantValue && !isStable(src)) {
      const tmp2 = fl.newTemp(rhs2.t);
      fl.cfg.emit({ op: "assign", dst: tmp2, src }, range);
      src = loadOf(tmp2);
    }
    fl.cfg.emit({ op: "assign", dst: lv2.p, src }, range, fl.writeAccess(lv2.p, lv2.t, leftNode));
    return wantValue ? { e: src, t: lv2.t } : void 0;
  }
  const bop = COMPOUND_OPS[op];
  const lv = lvalue(fl, leftNode);
  if (lv.t.atomic) {
    const rhs2 = rvalue(fl, n.childForFieldName("right"));
    return atomicRmw(fl, n, lv, bop ?? "+", rhs2.e, true, wantValue);
  }
  fl.read(lv.p, lv.t, leftNode);
  const rhs = rvalue(fl, n.childForFieldName("right"));
  const value = { k: "binary", op: bop ?? "+", left: loadOf(lv.p), right: rhs.e };
  if (!wantValue) {
    fl.cfg.emit({ op: "assign", dst: lv.p, src: value }, range, fl.writeAccess(lv.p, lv.t, leftNode));
    return void 0;
  }
  const tmp = fl.newTemp(lv.t);
  fl.cfg.emit({ op: "assign", dst: tmp, src: value }, range);
  fl.cfg.emit({ op: "assign", dst: lv.p, src: loadOf(tmp) }, range, fl.writeAccess(lv.p, lv.t, leftNode));
  return { e: loadOf(tmp), t: lv.t };
}
function isStable(e) {
  switch (e.k) {
    case "int":
    case "float":
    case "str":
    case "fn":
    case "nondet":
      return true;
    case "addr":
      return e.place.k === "var";
    case "cast":
    case "unary":
      return isStable(e.arg);
    case "binary":
      return isStable(e.left) && isStable(e.right);
    case "load":
      return false;
  }
}
function update(fl, n, wantValue) {
  const opNode = n.childForFieldName("operator");
  const op = opNode.text === "++" ? "+" : "-";
  const prefix = opNode.startIndex < n.childForFieldName("argument").startIndex;
  const argNode = n.childForFieldName("argument");
  const lv = lvalue(fl, argNode);
  const range = fl.range(n);
  const one = intConst(1);
  if (lv.t.atomic) return atomicRmw(fl, n, lv, op, one, prefix, wantValue);
  fl.read(lv.p, lv.t, argNode);
  if (!wantValue) {
    fl.cfg.emit(
      { op: "assign", dst: lv.p, src: { k: "binary", op, left: loadOf(lv.p), right: one } },
      range,
      fl.writeAccess(lv.p, lv.t, argNode)
    );
    return void 0;
  }
  const old = fl.newTemp(lv.t);
  fl.cfg.emit({ op: "assign", dst: old, src: loadOf(lv.p) }, range);
  const updated = { k: "binary", op, left: loadOf(old), right: one };
  fl.cfg.emit({ op: "assign", dst: lv.p, src: updated }, range, fl.writeAccess(lv.p, lv.t, argNode));
  return { e: prefix ? updated : loadOf(old), t: lv.t };
}
function atomicRmw(fl, n, lv, op, value, returnsNew, wantValue) {
  const range = fl.range(n);
  const dst = wantValue ? fl.newTemp(lv.t) : void 0;
  const accesses = [
    { place: lv.p, kind: "read", atomic: true, range },
    { place: lv.p, kind: "write", atomic: true, range }
  ];
  fl.markAddressTaken(lv.p);
  fl.cfg.emit(
    {
      op: "atomic",
      kind: "rmw",
      object: { k: "addr", place: lv.p },
      value,
      ...dst ? { dst } : {},
      order: "seq_cst",
      rmwOp: op,
      returnsNew,
      fn: `operator ${op}`
    },
    range,
    accesses
  );
  return dst ? { e: loadOf(dst), t: lv.t } : void 0;
}
function genericSelection(fl, n) {
  const kids = n.namedChildren.filter((c) => c !== null);
  const ctrlType = kids[0] ? peekType(fl, kids[0]) : void 0;
  let chosen;
  let fallback;
  for (let i2 = 1; i2 + 1 < kids.length; i2 += 2) {
    const tn = kids[i2];
    const en = kids[i2 + 1];
    if (tn.text === "default") fallback = en;
    else if (ctrlType && tn.type === "type_descriptor") {
      const t = typeDescriptor(fl.cx, fl.scope, tn);
      if (JSON.stringify({ ...t, const: void 0 }) === JSON.stringify({ ...ctrlType, const: void 0 }))
        chosen ??= en;
    }
    fallback ??= en;
  }
  const pick = chosen ?? fallback;
  return pick ? rvalue(fl, pick) : NONDET3("_Generic");
}

// src/frontend/lower/init.ts
function lowerInitializer(fl, place, type, node) {
  if (node.type !== "initializer_list") {
    const v = rvalue(fl, node);
    fl.cfg.emit({ op: "assign", dst: place, src: v.e }, fl.range(node), fl.writeAccess(place, type, node));
    return;
  }
  const items = node.namedChildren.filter((c) => c.type !== "comment");
  const cursor = { i: 0 };
  fillAggregate(fl, place, type, items, cursor, true);
  while (cursor.i < items.length) lowerInitializer(fl, place, type, items[cursor.i++]);
}
function isAggregate(t) {
  return t.k === "record" || t.k === "array";
}
function memberAt(fl, place, type, position) {
  if (type.k === "record") {
    const def = fl.cx.records.get(type.key);
    if (!def || def.union && position > 0) return void 0;
    const f = def.fields[position];
    return f ? { place: { k: "field", base: place, field: f.name, record: type.key }, type: f.type } : void 0;
  }
  if (type.k === "array") {
    if (type.length !== void 0 && position >= type.length) return void 0;
    return { place: { k: "index", base: place, index: intConst(position) }, type: type.of };
  }
  return position === 0 ? { place, type } : void 0;
}
function fillAggregate(fl, place, type, items, cursor, braced) {
  let position = 0;
  while (cursor.i < items.length) {
    const item = items[cursor.i];
    if (item.type === "initializer_pair") {
      if (!braced) return;
      const designators = item.childrenForFieldName("designator");
      let target = { place, type };
      designators.forEach((d, k) => {
        const pos = designatorPosition(fl, target.type, d);
        if (k === 0 && pos !== void 0) position = pos;
        target = designate(fl, target, d, pos);
      });
      lowerInitializer(fl, target.place, target.type, item.childForFieldName("value"));
      cursor.i++;
      position++;
      continue;
    }
    const member = memberAt(fl, place, type, position);
    if (!member) return;
    if (item.type === "initializer_list") {
      lowerInitializer(fl, member.place, member.type, item);
      cursor.i++;
    } else if (isAggregate(member.type) && !initializesWhole(fl, member.type, item)) {
      fillAggregate(fl, member.place, member.type, items, cursor, false);
    } else {
      lowerInitializer(fl, member.place, member.type, item);
      cursor.i++;
    }
    position++;
  }
}
function initializesWhole(fl, type, item) {
  if (type.k === "array") return item.type === "string_literal" || item.type === "concatenated_string";
  if (item.type === "identifier") {
    const b = fl.scope.lookup(item.text);
    return b?.k === "var" && b.type.k === "record";
  }
  return item.type === "call_expression" || item.type === "compound_literal_expression";
}
function designatorPosition(fl, type, d) {
  if (d.type === "field_designator" || d.type === "field_identifier") {
    if (type.k !== "record") return void 0;
    const name2 = d.text.replace(/^\./, "").trim();
    const idx = fl.cx.records.get(type.key)?.fields.findIndex((f) => f.name === name2) ?? -1;
    return idx >= 0 ? idx : void 0;
  }
  const idxNode = d.namedChildren[0];
  return idxNode ? evalConst(fl.cx, fl.scope, idxNode) : void 0;
}
function designate(fl, base2, d, pos) {
  if (d.type === "field_designator" || d.type === "field_identifier") {
    const name2 = d.text.replace(/^\./, "").trim();
    if (base2.type.k === "record") {
      const f = pos !== void 0 ? fl.cx.records.get(base2.type.key)?.fields[pos] : void 0;
      return {
        place: { k: "field", base: base2.place, field: name2, record: base2.type.key },
        type: f?.type ?? { k: "unknown" }
      };
    }
    return { place: { k: "field", base: base2.place, field: name2 }, type: { k: "unknown" } };
  }
  const index = pos !== void 0 ? intConst(pos) : { k: "nondet", why: "designator" };
  return {
    place: { k: "index", base: base2.place, index },
    type: base2.type.k === "array" ? base2.type.of : { k: "unknown" }
  };
}
function initializerLength(fl, list, elementScalars = 1) {
  let position = 0;
  let max = 0;
  let pendingScalars = 0;
  for (const item of list.namedChildren) {
    if (item.type === "comment") continue;
    if (item.type === "initializer_pair") {
      const d = item.childrenForFieldName("designator")[0];
      const idx = d && d.type === "subscript_designator" && d.namedChildren[0] ? evalConst(fl.cx, fl.scope, d.namedChildren[0]) : void 0;
      if (idx !== void 0) position = idx;
      pendingScalars = 0;
      position++;
    } else if (item.type === "initializer_list" || elementScalars <= 1) {
      pendingScalars = 0;
      position++;
    } else {
      pendingScalars++;
      if (pendingScalars === 1) position++;
      if (pendingScalars === elementScalars) pendingScalars = 0;
    }
    max = Math.max(max, position);
  }
  return max;
}
function scalarCount(type, records, depth = 0) {
  if (depth > 20) return 1;
  if (type.k === "array") return (type.length ?? 1) * scalarCount(type.of, records, depth + 1);
  if (type.k === "record") {
    const def = records.get(type.key);
    if (!def || def.fields.length === 0) return 1;
    if (def.union) return scalarCount(def.fields[0].type, records, depth + 1);
    return def.fields.reduce((n, f) => n + scalarCount(f.type, records, depth + 1), 0);
  }
  return 1;
}
function completeArrayType(fl, type, value) {
  if (type.k !== "array" || type.length !== void 0 || value?.type !== "initializer_list") return type;
  return { ...type, length: initializerLength(fl, value, scalarCount(type.of, fl.cx.records)) };
}

// src/frontend/lower/cpp/classes.ts
function fromModelHeader(cx, node) {
  return rangeOf(cx, node).file.startsWith(`${resources.modelHeaders}/`);
}
function defineClass(cx, scope, node, templateParams = [], typedefName) {
  const u = cppUnit(cx);
  const nameNode = node.childForFieldName("name");
  const union = node.type === "union_specifier";
  const r = rangeOf(cx, node);
  const prefix = prefixOf(scope);
  const simple = nameNode ? stripTemplateArgs(normalizeName(nameNode.text)) : typedefName;
  const key = simple ? simple.includes("::") ? simple : qualify(prefix, simple) : `anon@${r.file.slice(r.file.lastIndexOf("/") + 1)}:${r.line}:${r.column}`;
  const type = { k: "record", key, union };
  if (simple && !simple.includes("::")) declareName(cx, scope, simple, { k: "typedef", type });
  if (simple) scope.tags.set(simple, { k: "record", key, union });
  const existing = u.classes.get(key);
  if (existing && existing.methods.size + (cx.records.get(key)?.fields.length ?? 0) > 0) {
    return type;
  }
  const cls = {
    key,
    bases: [],
    methods: /* @__PURE__ */ new Map(),
    statics: /* @__PURE__ */ new Map(),
    fromModel: fromModelHeader(cx, node),
    templateParams,
    memberInits: [],
    prefix: [...prefix ?? [], key]
  };
  u.classes.set(key, cls);
  const inner = setPrefix(namespaceScope(cx, cls.prefix, []), cls.prefix);
  const classScope = new Scope(inner);
  classScope.cppPrefix = cls.prefix;
  for (const p of templateParams)
    classScope.names.set(p, { k: "typedef", type: templateBinding(cx, key, p, templateParams) });
  const fields = [];
  for (const c of node.namedChildren) {
    if (c.type !== "base_class_clause") continue;
    for (const b of c.namedChildren) {
      if (b.type === "access_specifier") continue;
      const bt = typeDescriptorOfName(cx, scope, b);
      if (bt?.k === "record") {
        cls.bases.push(bt.key);
        fields.push(...cx.records.get(bt.key)?.fields ?? []);
      }
    }
  }
  const body2 = node.childForFieldName("body");
  const methodDefs = [];
  for (const m of body2?.namedChildren ?? []) {
    switch (m.type) {
      case "field_declaration":
        fieldDeclaration(cx, classScope, cls, m, fields);
        break;
      case "declaration":
        memberPrototype(cx, classScope, cls, m);
        break;
      case "function_definition":
        registerMethod(cx, classScope, cls, m, true);
        methodDefs.push(m);
        break;
      case "template_declaration": {
        const inner2 = m.namedChildren.find(
          (x) => x.type === "function_definition" || x.type === "declaration"
        );
        if (inner2?.type === "function_definition") {
          registerMethod(cx, classScope, cls, inner2, true);
          methodDefs.push(inner2);
        } else if (inner2) memberPrototype(cx, classScope, cls, inner2);
        break;
      }
      case "type_definition":
      case "alias_declaration":
      case "using_declaration":
        aliasOrTypedef(cx, classScope, m);
        break;
      case "class_specifier":
      case "struct_specifier":
      case "union_specifier":
      case "enum_specifier":
        declSpecifiersOfType(cx, classScope, m);
        break;
      default:
        break;
    }
  }
  const def = { key, union, fields, range: r };
  if (simple) def.tag = simple;
  if (!cx.records.has(key) || cx.records.get(key).fields.length === 0) cx.records.set(key, def);
  if (!cls.fromModel) {
    for (const m of methodDefs) u.deferred.push(() => lowerMethodDefinition(cx, classScope, cls, m));
  }
  return type;
}
function declSpecifiersOfType(cx, scope, n) {
  typeDescriptorOfName(cx, scope, n);
}
function typeDescriptorOfName(cx, scope, n) {
  return specifierType(cx, scope, n);
}
function templateBinding(cx, key, param, params) {
  const uses = cppUnit(cx).classUses.get(key) ?? [];
  const i2 = params.indexOf(param);
  let agreed;
  for (const args2 of uses) {
    const a = args2[i2];
    if (!a) return T.unknown;
    if (agreed && JSON.stringify(agreed) !== JSON.stringify(a)) return T.unknown;
    agreed = a;
  }
  return agreed ?? T.unknown;
}
function isStaticDecl(n) {
  return n.children.some((c) => c.type === "storage_class_specifier" && c.text === "static");
}
function fieldDeclaration(cx, scope, cls, fd, fields) {
  const decls = fd.childrenForFieldName("declarator");
  const isFunction = (d) => declarator(cx, scope, d, T.int).type.k === "func";
  if (decls.some(isFunction)) {
    for (const d of decls) registerMethod(cx, scope, cls, fd, false, d);
    return;
  }
  const spec = declSpecifiers(cx, scope, fd);
  if (decls.length === 0) {
    if (spec.type.k === "record" && cx.records.get(spec.type.key)?.tag === void 0) {
      fields.push(
        ...(cx.records.get(spec.type.key)?.fields ?? []).map((f) => ({
          ...f,
          via: spec.type.k === "record" ? spec.type.key : void 0
        }))
      );
    }
    return;
  }
  const isStatic = isStaticDecl(fd);
  const threadLocal = fd.children.some(
    (c) => c.type === "storage_class_specifier" && c.text === "thread_local"
  );
  const value = fd.childForFieldName("default_value");
  for (const d of decls) {
    const info2 = declarator(cx, scope, d, spec.type);
    if (!info2.name) continue;
    if (isStatic) {
      const id = `${cls.key}::${info2.name}`;
      cls.statics.set(info2.name, { id, type: info2.type });
      const v = { id, name: id, kind: "global", type: info2.type, range: rangeOf(cx, d) };
      if (threadLocal) v.threadLocal = true;
      if (value) v.init = staticInitializer(cx, scope, value);
      else v.externOnly = !cx.globals.get(id) || !!cx.globals.get(id)?.externOnly;
      if (!cx.globals.has(id) || value) cx.globals.set(id, v);
      continue;
    }
    fields.push({ name: info2.name, type: completeArrayType({ cx, scope }, info2.type, value) });
    if (value) cls.memberInits.push({ field: info2.name, value });
  }
}
function memberPrototype(cx, scope, cls, n) {
  registerMethod(cx, scope, cls, n, false);
}
function methodName(_cls, raw2) {
  const last = raw2.includes("::") ? raw2.slice(raw2.lastIndexOf("::") + 2) : raw2;
  if (last.startsWith("~")) return `~${stripTemplateArgs(last.slice(1))}`;
  if (last.startsWith("operator")) return last;
  return stripTemplateArgs(last) || last;
}
function simpleClassName(key) {
  const i2 = key.lastIndexOf("::");
  return i2 < 0 ? key : key.slice(i2 + 2);
}
function registerMethod(cx, scope, cls, n, hasBody, only) {
  const declNode = only ?? (n.type === "function_definition" ? n.childForFieldName("declarator") : n.childrenForFieldName("declarator").find((d) => d.type === "function_declarator" || d.type !== "field_identifier") ?? null);
  if (!declNode) return void 0;
  const spec = declSpecifiers(cx, scope, n);
  const info2 = declarator(cx, scope, declNode, spec.type);
  if (!info2.name || info2.type.k !== "func") return void 0;
  let name2 = methodName(cls, info2.name);
  if ((name2 === "operator++" || name2 === "operator--") && info2.type.params.length === 1)
    name2 = `${name2}(int)`;
  const isCtor = name2 === simpleClassName(cls.key);
  const fn = declNode.type === "function_declarator" ? declNode : declNode.descendantsOfType("function_declarator")[0];
  const isConst = !!fn?.children.some((c) => c.type === "type_qualifier" && c.text === "const");
  const m = addMethod(cx, cls, {
    name: name2,
    params: info2.type.params,
    ret: isCtor || name2.startsWith("~") ? T.void : info2.type.ret,
    isConst,
    isStatic: isStaticDecl(n),
    hasBody,
    variadic: info2.type.variadic
  });
  const inherited = cls.bases.some((b) => {
    const bc = cppUnit(cx).classes.get(b);
    return !!bc && !!findMethod(cx, bc, name2)?.method.isVirtual;
  });
  if (/^\s*virtual\b/.test(n.text) || fn?.children.some((c) => c.type === "virtual_specifier") || inherited)
    m.isVirtual = true;
  return m;
}
function addMethod(cx, cls, m) {
  const list = cls.methods.get(m.name) ?? [];
  const same = list.find((x) => x.params.length === m.params.length);
  if (same) {
    same.hasBody ||= m.hasBody;
    same.isStatic ||= m.isStatic;
    return same;
  }
  const base2 = `${cls.key}::${m.name}`;
  const id = list.length === 0 ? base2 : `${base2}(${m.params.length})`;
  const info2 = {
    id,
    name: m.name,
    params: m.params,
    ret: m.ret,
    isConst: m.isConst,
    isStatic: m.isStatic,
    fromModel: cls.fromModel,
    hasBody: m.hasBody
  };
  list.push(info2);
  cls.methods.set(m.name, list);
  if (!cls.fromModel && m.name !== simpleClassName(cls.key)) {
    cx.fileScope.names.set(id, {
      k: "fn",
      id,
      name: base2,
      type: { k: "func", ret: m.ret, params: m.params, variadic: m.variadic }
    });
  }
  return info2;
}
function aliasOrTypedef(cx, scope, n) {
  if (n.type === "alias_declaration") {
    const name2 = n.childForFieldName("name")?.text;
    const t = n.childForFieldName("type");
    if (name2 && t) declareName(cx, scope, name2, { k: "typedef", type: typeDescriptor(cx, scope, t) });
    return;
  }
  if (n.type === "using_declaration") {
    usingDeclaration(cx, scope, n);
    return;
  }
  const spec = n.childForFieldName("type");
  if (!spec) return;
  const named = typedefRecordName(n);
  if (named && (spec.type === "struct_specifier" || spec.type === "union_specifier" || spec.type === "class_specifier")) {
    const t = defineClass(cx, scope, spec, [], named);
    declareName(cx, scope, named, { k: "typedef", type: t });
    return;
  }
  const base2 = declSpecifiers(cx, scope, n).type;
  for (const d of n.childrenForFieldName("declarator")) {
    const info2 = declarator(cx, scope, d, base2);
    if (info2.name) declareName(cx, scope, info2.name, { k: "typedef", type: info2.type });
  }
}
function usingDeclaration(cx, scope, n) {
  const target = n.namedChildren[0];
  if (!target) return;
  const name2 = normalizeName(target.text);
  if (/^using\s+namespace\b/.test(n.text)) {
    const prefix = prefixOf(scope) ?? [];
    const usings = globalUsings(cx);
    for (const q of [name2, qualify(prefix, name2)]) if (!usings.includes(q)) usings.push(q);
    return;
  }
  const last = name2.slice(name2.lastIndexOf("::") + 2);
  const b = scope.lookup(name2) ?? cx.fileScope.names.get(name2);
  if (b && last) declareName(cx, scope, last, b);
}
function cppTopLevel(cx, container, scope, out2, hooks) {
  for (const n of container.namedChildren) {
    switch (n.type) {
      case "function_definition":
        if (n.hasError) hooks.skip(n);
        else lowerSafely(cx, n, out2, () => lowerCppFunction(cx, n, scope));
        break;
      case "declaration":
        if (n.hasError) hooks.damage(n);
        else safely(cx, n, () => fileScopeDeclaration(cx, scope, n));
        break;
      case "type_definition":
      case "alias_declaration":
      case "using_declaration":
        if (n.hasError) hooks.damage(n);
        else safely(cx, n, () => aliasOrTypedef(cx, scope, n));
        break;
      case "class_specifier":
      case "struct_specifier":
      case "union_specifier":
      case "enum_specifier":
        if (n.hasError) hooks.damage(n);
        else safely(cx, n, () => declSpecifiersOfType(cx, scope, n));
        break;
      case "namespace_definition": {
        const nameNode = n.childForFieldName("name");
        const body2 = n.childForFieldName("body");
        if (!body2) break;
        const prefix = prefixOf(scope) ?? [];
        let inner = [...prefix];
        if (nameNode)
          for (const part of normalizeName(nameNode.text).split("::"))
            inner = [...inner, qualify(inner, part)];
        else {
          inner = [...inner];
        }
        const s = setPrefix(namespaceScope(cx, inner, []), inner);
        cppTopLevel(cx, body2, s, out2, hooks);
        break;
      }
      case "linkage_specification":
      case "declaration_list": {
        const body2 = n.childForFieldName("body") ?? (n.type === "declaration_list" ? n : null);
        if (body2) cppTopLevel(cx, body2, scope, out2, hooks);
        break;
      }
      case "template_declaration":
        if (n.hasError) hooks.damage(n);
        else safely(cx, n, () => templateDeclaration(cx, scope, n, out2, hooks));
        break;
      case "ERROR":
        hooks.damage(n);
        if (n.namedChildren.some(
          (c) => !c.hasError && (c.type === "function_definition" || c.type === "declaration")
        ))
          cppTopLevel(cx, n, scope, out2, hooks);
        break;
      default:
        if (n.hasError) hooks.damage(n);
    }
  }
}
function safely(cx, n, f) {
  try {
    f();
  } catch (err2) {
    const r = rangeOf(cx, n);
    const msg = err2 instanceof Error ? err2.message : String(err2);
    cx.diags.error("internal-error", `could not lower this declaration (${msg}); it is skipped`, {
      file: r.file,
      line: r.line,
      column: r.column
    });
  }
}
function lowerSafely(cx, n, out2, f) {
  try {
    const fn = f();
    if (fn) out2.functions.push(fn);
  } catch (err2) {
    const r = rangeOf(cx, n);
    const msg = err2 instanceof Error ? err2.message : String(err2);
    cx.diags.error("internal-error", `could not lower this function (${msg}); it is skipped`, {
      file: r.file,
      line: r.line,
      column: r.column
    });
    out2.skipped.push({ name: "<function>", file: r.file, range: r, reason: `internal error: ${msg}` });
  }
}
function templateParamNames(n) {
  const list = n.childForFieldName("parameters");
  const out2 = [];
  for (const p of list?.namedChildren ?? []) {
    const id = p.namedChildren.find((c) => c.type === "type_identifier" || c.type === "identifier");
    if (p.type.includes("type_parameter") && id) out2.push(id.text);
    else if (p.type === "parameter_declaration" || p.type === "optional_parameter_declaration") {
      const d = p.childForFieldName("declarator");
      if (d?.type === "identifier") out2.push(d.text);
    }
  }
  return out2;
}
function templateDeclaration(cx, scope, n, out2, hooks) {
  const params = templateParamNames(n);
  const inner = n.namedChildren.find(
    (c) => c.type !== "template_parameter_list" && c.fieldName !== "parameters"
  );
  if (!inner) return;
  const u = cppUnit(cx);
  switch (inner.type) {
    case "class_specifier":
    case "struct_specifier":
    case "union_specifier":
      defineClass(cx, scope, inner, params);
      return;
    case "function_definition": {
      const declNode = inner.childForFieldName("declarator");
      const fd = declNode?.type === "function_declarator" ? declNode : declNode?.descendantsOfType("function_declarator")[0];
      const nameNode = fd?.childForFieldName("declarator");
      if (nameNode) {
        const q2 = qualify(prefixOf(scope), qualifiedDeclName(nameNode));
        const paramTypes = (fd?.childForFieldName("parameters")?.namedChildren ?? []).map((p) => {
          const t = p.childForFieldName("type");
          return t?.type === "type_identifier" ? t.text : void 0;
        });
        if (!u.templates.has(q2)) u.templates.set(q2, { params, paramTypes, uses: [] });
      }
      const tscope = new Scope(scope);
      tscope.cppPrefix = prefixOf(scope);
      const q = nameNode ? qualify(prefixOf(scope), qualifiedDeclName(nameNode)) : "";
      const spec = declSpecifiers(cx, tscope, inner);
      const info2 = declarator(cx, tscope, declNode, spec.type);
      if (info2.name && info2.type.k === "func" && !qualifiedDeclName(nameNode).includes("::")) {
        const b = cx.fileScope.names.get(q);
        if (!b) cx.fileScope.names.set(q, { k: "fn", id: q, name: q, type: info2.type });
      }
      u.deferred.push(() => {
        const t = u.templates.get(q);
        for (const p of params) tscope.names.set(p, { k: "typedef", type: agreedType(t, p) });
        lowerSafely(cx, inner, out2, () => lowerCppFunction(cx, inner, tscope));
      });
      return;
    }
    case "declaration":
    case "alias_declaration": {
      const tscope = new Scope(scope);
      tscope.cppPrefix = prefixOf(scope);
      for (const p of params) tscope.names.set(p, { k: "typedef", type: T.unknown });
      if (inner.type === "declaration") fileScopeDeclaration(cx, tscope, inner);
      else aliasOrTypedef(cx, tscope, inner);
      return;
    }
    case "template_declaration":
      templateDeclaration(cx, scope, inner, out2, hooks);
      return;
    default:
      return;
  }
}
function agreedType(t, p) {
  if (!t) return T.unknown;
  let agreed;
  for (const args2 of t.uses) {
    t.paramTypes.forEach((name2, i2) => {
      if (name2 !== p || !args2[i2]) return;
      const a = stripRef(args2[i2]);
      if (agreed === void 0) agreed = a;
      else if (JSON.stringify(agreed) !== JSON.stringify(a)) agreed = T.unknown;
    });
  }
  return agreed ?? T.unknown;
}
function fileScopeDeclaration(cx, scope, n) {
  const spec = declSpecifiers(cx, scope, n);
  const isStatic = spec.storage.has("static");
  const threadLocal = spec.storage.has("thread_local") || spec.storage.has("__thread");
  const prefix = prefixOf(scope) ?? [];
  for (const d of n.childrenForFieldName("declarator")) {
    const info2 = declarator(cx, scope, d, spec.type);
    if (!info2.name) continue;
    const qualified = info2.name.includes("::");
    const q = qualified ? info2.name : qualify(prefix, info2.name);
    if (info2.type.k === "func") {
      const b = cx.fileScope.names.get(q);
      if (b?.k !== "fn") {
        const id2 = isStatic ? `${q}@${cx.label}` : q;
        cx.fileScope.names.set(q, { k: "fn", id: id2, name: q, type: info2.type, noreturn: spec.noreturn });
        if (!qualified && prefix.length === 0)
          cx.fileScope.names.set(info2.name, {
            k: "fn",
            id: id2,
            name: q,
            type: info2.type,
            noreturn: spec.noreturn
          });
      }
      continue;
    }
    let value = d.type === "init_declarator" ? d.childForFieldName("value") : null;
    const type = info2.type.k === "unknown" || info2.type.k === "named" && info2.type.name === "auto" ? T.unknown : completeArrayType({ cx, scope }, info2.type, value);
    const staticMember = qualified ? staticMemberOf(cx, scope, info2.name) : void 0;
    const id = staticMember?.id ?? (isStatic ? `${q}@${cx.label}` : q);
    const existing = cx.globals.get(id);
    const v = {
      id,
      name: q,
      kind: isStatic ? "static" : "global",
      type: existing?.type.k === "array" && type.k === "array" && type.length === void 0 ? existing.type : type,
      range: rangeOf(cx, d)
    };
    if (threadLocal || existing?.threadLocal) v.threadLocal = true;
    const isExtern = spec.storage.has("extern") && !value;
    if (isExtern) v.externOnly = existing ? existing.externOnly : true;
    const cls = type.k === "record" ? cppUnit(cx).classes.get(type.key) : void 0;
    if (cls?.fromModel && value && (value.type === "argument_list" || value.type === "initializer_list") && !isAtomicClass(cx, cls.key) && cx.models.lookup(`${cls.key}::${simpleClassName(cls.key)}`)) {
      cppUnit(cx).globalCtors.push({
        id,
        type,
        args: value.namedChildren.filter((c) => c.type !== "comment"),
        node: d
      });
      value = null;
    }
    if (value && cls && !cls.fromModel && (value.type === "argument_list" || value.type === "initializer_list" && cls.methods.has(simpleClassName(cls.key)))) {
      cppUnit(cx).globalCtors.push({
        id,
        type,
        args: value.namedChildren.filter((c) => c.type !== "comment"),
        node: d
      });
      value = null;
    } else if (!value && cls && !cls.fromModel && !isExtern) {
      if (cls.methods.has(simpleClassName(cls.key)))
        cppUnit(cx).globalCtors.push({ id, type, args: [], node: d });
      else if (cls.memberInits.length) v.init = memberInitList(cx, scope, cls);
    }
    if (value && value.type === "argument_list") {
      const first = value.namedChildren[0];
      if (first && !cls?.fromModel) v.init = staticInitializer(cx, scope, first);
    } else if (value && !(cls?.fromModel && value.type === "initializer_list" && !isAtomicClass(cx, cls.key)))
      v.init = staticInitializer(cx, scope, value);
    else if (existing?.init && !v.init) v.init = existing.init;
    if (type.k === "record" && isAtomicClass(cx, type.key) && v.init?.k === "list")
      v.init = v.init.items[0]?.init ?? { k: "expr", expr: { k: "int", value: 0 } };
    cx.globals.set(id, v);
    const binding = { k: "var", id, type: v.type };
    if (!staticMember) {
      cx.fileScope.names.set(q, binding);
      if (isStatic && !qualified && prefix.length === 0) cx.fileScope.names.set(info2.name, binding);
    }
  }
}
function isAtomicClass(cx, key) {
  return !!(cx.models.lookup(`${key}::operator T`) || cx.models.lookup(`${key}::test_and_set`));
}
function memberInitList(cx, scope, cls) {
  return {
    k: "list",
    items: cls.memberInits.map((m) => ({ designator: m.field, init: staticInitializer(cx, scope, m.value) }))
  };
}
function staticMemberOf(cx, scope, name2) {
  const i2 = name2.lastIndexOf("::");
  const owner = lookupTypeName(scope, stripTemplateArgs(name2.slice(0, i2)));
  if (owner?.k !== "record") return void 0;
  return cppUnit(cx).classes.get(owner.key)?.statics.get(name2.slice(i2 + 2));
}
function functionScope(cx, cls, prefix, decl, fl) {
  const ns = setPrefix(namespaceScope(cx, prefix, []), prefix);
  const s = new Scope(ns);
  s.hook = (name2) => {
    const m = cls ? memberBinding(cx, cls, name2, fl) : void 0;
    if (m) return m;
    for (let d = decl; d && d !== cx.fileScope; d = d.parent) {
      const b = d.names.get(name2);
      if (b) return b;
    }
    return void 0;
  };
  return s;
}
function memberBinding(cx, cls, name2, fl) {
  const seen = /* @__PURE__ */ new Set();
  const walk = (c) => {
    if (seen.has(c.key)) return void 0;
    seen.add(c.key);
    const st = c.statics.get(name2);
    if (st) return { k: "var", id: st.id, type: st.type };
    const f = cx.records.get(c.key)?.fields.find((x) => x.name === name2);
    if (f && fl && !cppFn(fl).closure) return { k: "member", field: name2, type: f.type, cls: c.key };
    for (const b of c.bases) {
      const bc = cppUnit(cx).classes.get(b);
      const hit = bc ? walk(bc) : void 0;
      if (hit) return hit;
    }
    return void 0;
  };
  return walk(cls);
}
function lowerMethodDefinition(cx, classScope, cls, n) {
  const out2 = { functions: [], skipped: [] };
  lowerSafely(cx, n, out2, () => lowerCppFunction(cx, n, classScope, cls));
  const sink = cx.cppSink;
  if (sink) {
    sink.functions.push(...out2.functions);
    sink.skipped.push(...out2.skipped);
  }
  return void 0;
}
function lowerCppFunction(cx, n, scope, inClass) {
  const u = cppUnit(cx);
  const spec = declSpecifiers(cx, scope, n);
  const declNode = n.childForFieldName("declarator");
  const info2 = declarator(cx, scope, declNode, spec.type);
  if (!info2.name) return void 0;
  const fnType = info2.type.k === "func" ? info2.type : { k: "func", ret: T.int, params: [], variadic: false };
  const arity2 = fnType.k === "func" ? fnType.params.length : 0;
  let cls = inClass;
  let prefix = prefixOf(scope) ?? [];
  let simple = info2.name;
  if (!cls && info2.name.includes("::")) {
    const i2 = info2.name.lastIndexOf("::");
    const qual = stripTemplateArgs(info2.name.slice(0, i2));
    simple = info2.name.slice(i2 + 2);
    const owner = lookupTypeName(scope, qual);
    if (owner?.k === "record" && u.classes.has(owner.key)) {
      cls = u.classes.get(owner.key);
      prefix = cls.prefix;
    } else prefix = [...prefix, qual.includes("::") ? qual : qualify(prefix, qual)];
  } else if (cls) prefix = cls.prefix;
  let id;
  let display;
  let method;
  if (cls) {
    let name2 = methodName(cls, simple);
    if ((name2 === "operator++" || name2 === "operator--") && arity2 === 1) name2 = `${name2}(int)`;
    const isCtor2 = name2 === simpleClassName(cls.key);
    method = cls.methods.get(name2)?.find((m) => m.params.length === arity2) ?? addMethod(cx, cls, {
      name: name2,
      params: fnType.k === "func" ? fnType.params : [],
      ret: isCtor2 || name2.startsWith("~") ? T.void : fnType.k === "func" ? fnType.ret : T.int,
      isConst: false,
      isStatic: spec.storage.has("static"),
      hasBody: true,
      variadic: false
    });
    method.hasBody = true;
    id = method.id;
    display = `${cls.key}::${name2}`;
  } else {
    const q = info2.name.includes("::") ? stripTemplateArgs(info2.name) : qualify(prefix, info2.name);
    display = q;
    const isStatic = spec.storage.has("static");
    const list = u.overloads.get(q) ?? [];
    const same = list.find((o) => o.arity === arity2);
    if (same) id = same.id;
    else {
      id = list.length === 0 ? q : `${q}(${arity2})`;
      if (isStatic) id = `${id}@${cx.label}`;
      list.push({ id, arity: arity2, variadic: !!info2.variadic });
      u.overloads.set(q, list);
    }
    const prior = cx.fileScope.names.get(q);
    if (prior?.k !== "fn" || list.length === 1)
      cx.fileScope.names.set(q, { k: "fn", id: list[0].id, name: q, type: fnType, noreturn: spec.noreturn });
  }
  if (u.defined.has(id)) return void 0;
  u.defined.add(id);
  const isCtor = !!cls && !!method && method.name === simpleClassName(cls.key);
  const ret = isCtor || method?.name.startsWith("~") ? T.void : fnType.k === "func" ? fnType.ret : T.int;
  const fl = new FnLowering(cx, id, display, ret);
  const st = cppFn(fl);
  st.prefix = prefix;
  if (cls) st.cls = cls;
  fl.scope = markLocal(new Scope(functionScope(cx, cls, prefix, scope, fl)));
  const body2 = n.childForFieldName("body");
  collectLabels(fl, body2);
  const params = [];
  if (cls && !method?.isStatic) {
    const thisVar = fl.declareLocal("this", ptrTo({ k: "record", key: cls.key, union: false }), "param", n);
    params.push(thisVar.id);
  }
  (info2.params ?? []).forEach((p, i2) => {
    params.push(fl.declareLocal(p.name ?? `arg${i2}`, byValueClassParam(p.type), "param", p.node).id);
  });
  if (!body2) {
    if (isCtor && cls) memberInitializers(fl, cls, n);
    return fl.finish(n, params, !!info2.variadic, false);
  }
  if (isCtor && cls) memberInitializers(fl, cls, n);
  if (id === "main") globalConstructors(fl, n);
  lowerStatement(fl, body2);
  return fl.finish(n, params, !!info2.variadic, spec.storage.has("static"));
}
function byValueClassParam(t) {
  return t.k === "record" ? refTo(t) : t;
}
function collectLabels(fl, body2) {
  if (!body2) return;
  const st = cppFn(fl);
  for (const l of body2.descendantsOfType("labeled_statement")) {
    const name2 = l.childForFieldName("label")?.text;
    if (name2) st.labels.set(name2, l);
  }
  fl.labelNames = new Set(st.labels.keys());
}
function globalConstructors(fl, n) {
  for (const g of cppUnit(fl.cx).globalCtors) {
    constructInto(fl, fl.varPlace(g.id), g.type, g.args, g.node ?? n, false);
  }
}

// src/frontend/lower/unit.ts
function lowerUnit(cx, root) {
  const out2 = { functions: [], skipped: [], globals: [] };
  if (cx.lang === "c++") {
    cx.cppSink = out2;
    cppTopLevel(cx, root, cx.fileScope, out2, {
      skip: (n) => skip(cx, n, out2),
      damage: (n) => reportDamage(cx, n)
    });
    const u = cppUnit(cx);
    while (u.deferred.length) u.deferred.shift()();
    out2.functions.push(...u.extra);
    out2.globals = [...cx.globals.values()];
    return out2;
  }
  topLevel(cx, root, out2);
  out2.globals = [...cx.globals.values()];
  return out2;
}
function topLevel(cx, container, out2) {
  for (const n of container.namedChildren) {
    if (!n) continue;
    switch (n.type) {
      case "function_definition":
        if (n.hasError) skip(cx, n, out2);
        else lowerSafely(cx, n, out2, () => lowerFunction(cx, n));
        break;
      case "declaration":
        if (n.hasError) reportDamage(cx, n);
        else fileScopeDeclaration2(cx, n);
        break;
      case "type_definition":
        if (n.hasError) reportDamage(cx, n);
        else typedef(cx, n);
        break;
      case "struct_specifier":
      case "union_specifier":
      case "enum_specifier":
        if (!n.hasError) specifierType(cx, cx.fileScope, n);
        break;
      case "linkage_specification":
      case "declaration_list":
      case "namespace_definition": {
        const body2 = n.childForFieldName("body") ?? n;
        if (body2 !== n) topLevel(cx, body2, out2);
        else if (n.type === "declaration_list") topLevel(cx, n, out2);
        break;
      }
      case "ERROR":
        recover(cx, n, out2);
        break;
      case "comment":
      case "preproc_call":
      case "static_assert_declaration":
      case "expression_statement":
        if (n.type === "expression_statement" && n.hasError) reportDamage(cx, n);
        break;
      default:
        if (n.hasError) reportDamage(cx, n);
    }
  }
}
function recover(cx, err2, out2) {
  reportDamage(cx, err2);
  const intact = err2.namedChildren.some(
    (c) => c && !c.hasError && (c.type === "function_definition" || c.type === "declaration")
  );
  if (intact) topLevel(cx, err2, out2);
  for (const c of err2.namedChildren) {
    if (c?.type === "compound_statement") {
      const name2 = guessName(c);
      const r = rangeOf(cx, c);
      out2.skipped.push({ name: name2, file: r.file, range: r, reason: "the code around the body does not parse" });
    }
  }
}
function guessName(body2) {
  for (let p = body2.previousNamedSibling; p; p = p.previousNamedSibling) {
    if (p.type === "identifier") return p.text;
    const fd = p.type === "function_declarator" ? p : p.descendantsOfType("function_declarator")[0];
    const id = fd?.childForFieldName("declarator");
    if (id?.type === "identifier") return id.text;
    if (p.type === "compound_statement" || p.type === ";") break;
  }
  return "<unknown>";
}
function firstError(node) {
  let n = node;
  for (let guard = 0; guard < 1e4; guard++) {
    if (n.type === "ERROR" || n.isMissing) return n;
    const next = n.children.find((c) => c && (c.hasError || c.isMissing || c.type === "ERROR"));
    if (!next) return n;
    n = next;
  }
  return n;
}
function reportDamage(cx, n) {
  const e = firstError(n);
  const r = rangeOf(cx, e);
  const what = e.isMissing ? `missing '${e.type}'` : `unexpected '${e.text.slice(0, 40).replace(/\s+/g, " ")}'`;
  cx.diags.error("parse-error", `syntax error: ${what}; the enclosing declaration is skipped`, {
    file: r.file,
    line: r.line,
    column: r.column
  });
}
function skip(cx, n, out2) {
  const decl = n.childForFieldName("declarator");
  let name2 = "<unknown>";
  try {
    name2 = declarator(cx, cx.fileScope, decl, T.int).name ?? name2;
  } catch {
  }
  const e = firstError(n);
  const er = rangeOf(cx, e);
  const r = rangeOf(cx, n);
  const what = e.isMissing ? `missing '${e.type}'` : `unexpected '${e.text.slice(0, 40).replace(/\s+/g, " ")}'`;
  cx.diags.warning("function-skipped", `function '${name2}' skipped: syntax error (${what})`, {
    file: er.file,
    line: er.line,
    column: er.column
  });
  out2.skipped.push({
    name: name2,
    file: r.file,
    range: r,
    reason: `syntax error at ${er.line}:${er.column}: ${what}`
  });
}
function linkId(cx, name2, isStatic) {
  const prior = cx.fileScope.names.get(name2);
  if (prior && (prior.k === "fn" || prior.k === "var") && prior.id.includes("@")) return prior.id;
  return isStatic ? `${name2}@${cx.label}` : name2;
}
function lowerFunction(cx, n) {
  const spec = declSpecifiers(cx, cx.fileScope, n);
  const info2 = declarator(cx, cx.fileScope, n.childForFieldName("declarator"), spec.type);
  if (!info2.name) return void 0;
  const isStatic = spec.storage.has("static");
  const id = linkId(cx, info2.name, isStatic);
  const fnType = info2.type.k === "func" ? info2.type : { k: "func", ret: T.int, params: [], variadic: false };
  const prior = cx.fileScope.names.get(info2.name);
  cx.fileScope.names.set(info2.name, {
    k: "fn",
    id,
    name: info2.name,
    type: fnType,
    noreturn: spec.noreturn || prior?.k === "fn" && !!prior.noreturn
  });
  const ret = fnType.k === "func" ? fnType.ret : T.int;
  const fl = new FnLowering(cx, id, info2.name, ret);
  const body2 = n.childForFieldName("body");
  fl.labelNames = new Set(
    body2.descendantsOfType("labeled_statement").map((l) => l.childForFieldName("label").text).filter((name2) => `${name2}:` !== COMPUTED_GOTO)
  );
  const krTypes = /* @__PURE__ */ new Map();
  for (const c of n.namedChildren) {
    if (c?.type !== "declaration") continue;
    const s = declSpecifiers(cx, fl.scope, c);
    for (const d of c.childrenForFieldName("declarator")) {
      const di = d ? declarator(cx, fl.scope, d, s.type) : void 0;
      if (di?.name) krTypes.set(di.name, di.type);
    }
  }
  const params = [];
  (info2.params ?? []).forEach((p, i2) => {
    const name2 = p.name ?? `arg${i2}`;
    params.push(fl.declareLocal(name2, krTypes.get(name2) ?? p.type, "param", p.node).id);
  });
  if (info2.params?.length === 0 && krTypes.size > 0) {
    const plist = n.childForFieldName("declarator")?.descendantsOfType("parameter_list")[0];
    for (const id2 of plist?.namedChildren ?? []) {
      if (id2?.type === "identifier")
        params.push(fl.declareLocal(id2.text, krTypes.get(id2.text) ?? T.int, "param", id2).id);
    }
  }
  lowerStatement(fl, body2);
  return fl.finish(n, params, !!info2.variadic, isStatic);
}
function typedef(cx, n) {
  const base2 = typedefSpecifier(cx, cx.fileScope, n);
  for (const d of n.childrenForFieldName("declarator")) {
    if (!d) continue;
    const info2 = declarator(cx, cx.fileScope, d, base2);
    if (info2.name) cx.fileScope.names.set(info2.name, { k: "typedef", type: info2.type });
  }
}
function fileScopeDeclaration2(cx, n) {
  const spec = declSpecifiers(cx, cx.fileScope, n);
  const isStatic = spec.storage.has("static");
  const threadLocal = spec.storage.has("__thread") || spec.storage.has("thread_local");
  for (const d of n.childrenForFieldName("declarator")) {
    if (!d) continue;
    const info2 = declarator(cx, cx.fileScope, d, spec.type);
    if (!info2.name) continue;
    if (info2.type.k === "func") {
      const prior = cx.fileScope.names.get(info2.name);
      const id2 = linkId(cx, info2.name, isStatic);
      cx.fileScope.names.set(info2.name, {
        k: "fn",
        id: id2,
        name: info2.name,
        type: info2.type,
        noreturn: spec.noreturn || prior?.k === "fn" && !!prior.noreturn
      });
      continue;
    }
    const value = d.type === "init_declarator" ? d.childForFieldName("value") : null;
    const type = completeArrayType({ cx, scope: cx.fileScope }, info2.type, value);
    const id = linkId(cx, info2.name, isStatic);
    const existing = cx.globals.get(id);
    const isExtern = spec.storage.has("extern") && !value;
    const v = {
      id,
      name: info2.name,
      kind: isStatic ? "static" : "global",
      type: existing && type.k === "array" && type.length === void 0 ? existing.type : type,
      range: rangeOf(cx, d)
    };
    if (threadLocal || existing?.threadLocal) v.threadLocal = true;
    if (isExtern) v.externOnly = existing ? existing.externOnly : true;
    if (value) v.init = staticInitializer(cx, cx.fileScope, value);
    else if (existing?.init) v.init = existing.init;
    cx.globals.set(id, v);
    cx.fileScope.names.set(info2.name, { k: "var", id, type: v.type });
  }
}

// src/frontend/prune.ts
function topLevelChunks(text) {
  const out2 = [];
  let depth = 0;
  let start2 = 0;
  const n = text.length;
  for (let i2 = 0; i2 < n; i2++) {
    const c = text.charCodeAt(i2);
    if (c === 34 || c === 39) {
      for (i2++; i2 < n && text.charCodeAt(i2) !== c && text.charCodeAt(i2) !== 10; i2++)
        if (text.charCodeAt(i2) === 92) i2++;
    } else if (c === 40 || c === 91 || c === 123) depth++;
    else if (c === 41 || c === 93 || c === 125) {
      depth--;
      if (depth < 0) depth = 0;
    } else if (c === 59 && depth === 0) {
      out2.push([start2, i2 + 1]);
      start2 = i2 + 1;
    } else if (c === 35 && (i2 === 0 || text.charCodeAt(i2 - 1) === 10)) {
      const eol = text.indexOf("\n", i2);
      i2 = eol < 0 ? n : eol;
      start2 = i2;
    }
  }
  return out2;
}
function identStart(c) {
  return c >= 97 && c <= 122 || c >= 65 && c <= 90 || c === 95 || c === 36;
}
function identPart(c) {
  return identStart(c) || c >= 48 && c <= 57;
}
var PROTOTYPE = /^\s*(?:extern\s+)?[\w\s*]*?\b([A-Za-z_$][\w$]*)\s*\(/;
function pruneModelPrototypes(text, fromModelHeader2) {
  const candidates = [];
  for (const [start2, end] of topLevelChunks(text)) {
    const chunk = text.slice(start2, end);
    if (chunk.includes("{") || /^\s*typedef\b/.test(chunk)) continue;
    const m = PROTOTYPE.exec(chunk);
    if (!m || !fromModelHeader2(start2 + chunk.search(/\S/))) continue;
    candidates.push({ start: start2, end, name: m[1] });
  }
  if (candidates.length === 0) return text;
  const names = /* @__PURE__ */ new Set();
  let longest = 0;
  for (const c of candidates) {
    names.add(c.name);
    longest = Math.max(longest, c.name.length);
  }
  const lengths = new Uint8Array(longest + 1);
  for (const name2 of names) lengths[name2.length] = 1;
  const used = /* @__PURE__ */ new Set();
  let last = 0;
  const scan = (from2, to) => {
    let i2 = from2;
    while (i2 < to) {
      if (!identStart(text.charCodeAt(i2))) {
        i2++;
        continue;
      }
      const start2 = i2;
      i2++;
      while (i2 < to && identPart(text.charCodeAt(i2))) i2++;
      const len = i2 - start2;
      if (len <= longest && lengths[len] === 1) {
        const word = text.slice(start2, i2);
        if (names.has(word)) used.add(word);
      }
    }
  };
  for (const c of candidates) {
    scan(last, c.start);
    last = c.end;
  }
  scan(last, text.length);
  const parts2 = [];
  last = 0;
  for (const c of candidates) {
    if (used.has(c.name)) continue;
    parts2.push(text.slice(last, c.start), text.slice(c.start, c.end).replace(/[^\n]/g, " "));
    last = c.end;
  }
  if (last === 0) return text;
  parts2.push(text.slice(last));
  return parts2.join("");
}

// src/frontend/index.ts
var CPP_EXTENSIONS = /* @__PURE__ */ new Set([
  ".cc",
  ".cpp",
  ".cxx",
  ".c++",
  ".C",
  ".hpp",
  ".hh",
  ".hxx",
  ".h++",
  ".ipp",
  ".tpp"
]);
function languageOf(file) {
  return CPP_EXTENSIONS.has(extname(file)) ? "c++" : "c";
}
function parseDefine2(d) {
  const eq = d.indexOf("=");
  return eq < 0 ? { kind: "define", name: d } : { kind: "define", name: d.slice(0, eq), value: d.slice(eq + 1) };
}
function systemHeaderDirs(lang) {
  const dirs = [];
  const gccRoot = "/usr/lib/gcc/x86_64-linux-gnu";
  const versions = existsSync3(gccRoot) ? readdirSync(gccRoot).sort((a, b) => Number.parseInt(b, 10) - Number.parseInt(a, 10)) : [];
  const v = versions[0];
  if (lang === "c++" && v)
    dirs.push(
      `/usr/include/c++/${v}`,
      `/usr/include/x86_64-linux-gnu/c++/${v}`,
      `/usr/include/c++/${v}/backward`
    );
  if (v) dirs.push(join3(gccRoot, v, "include"));
  dirs.push("/usr/local/include", "/usr/include/x86_64-linux-gnu", "/usr/include");
  return dirs.filter((d) => existsSync3(d));
}
function createFrontState(req) {
  return {
    req,
    cache: createPreprocessorCache(),
    parsers: /* @__PURE__ */ new Map(),
    globalMacros: [
      ...(req.defines ?? []).map(parseDefine2),
      ...(req.undefines ?? []).map((name2) => ({ kind: "undef", name: name2 }))
    ]
  };
}
async function parseUnit(st, unit) {
  const { req } = st;
  const lang = req.lang ?? unit.lang ?? languageOf(unit.file);
  const fs2 = req.fs ?? nodeFs;
  const info2 = { file: unit.file, lang, files: [unit.file], functions: 0, skipped: 0 };
  const ms = { preprocess: 0, parse: 0 };
  const text = fs2.readFile(unit.file);
  if (text === void 0) {
    const diags = new DiagnosticBag();
    diags.error("unreadable-file", "cannot read this file", { file: unit.file });
    return { unit: { info: { ...info2, failed: true }, diagnostics: diags.items, ms } };
  }
  let t = performance.now();
  const pp = preprocess({
    file: unit.file,
    text,
    lang,
    ...unit.std ? { std: unit.std } : {},
    quoteDirs: unit.quoteDirs ?? [],
    includeDirs: [...req.includeDirs ?? [], ...unit.includeDirs ?? []],
    systemIncludeDirs: unit.systemIncludeDirs ?? [],
    builtinIncludeDirs: req.systemIncludes ? systemHeaderDirs(lang) : [resources.modelHeaders],
    macros: [...st.globalMacros, ...unit.macros ?? []],
    forcedIncludes: unit.forcedIncludes ?? [],
    fs: fs2,
    cache: st.cache
  });
  info2.files = pp.files;
  ms.preprocess = performance.now() - t;
  t = performance.now();
  let parser = st.parsers.get(lang);
  if (!parser) {
    parser = await createParser(lang);
    st.parsers.set(lang, parser);
  }
  const modelDir = `${resources.modelHeaders}/`;
  const source = applyGnuShim(
    req.systemIncludes ? pp.text : pruneModelPrototypes(pp.text, (offset) => pp.locate(offset).file.startsWith(modelDir))
  );
  const tree = parser.parse(source);
  const flat = flattenTree(tree);
  tree.delete();
  ms.parse = performance.now() - t;
  return {
    unit: { info: info2, diagnostics: pp.diagnostics, parsed: { source, locate: pp.locate, tree: flat }, ms },
    pp
  };
}
async function lowerUnits(req, parseWorkers = 0) {
  const ms = { preprocess: 0, parse: 0, lower: 0 };
  const models = createModelTable(req.models ?? []);
  const records = /* @__PURE__ */ new Map();
  const root = req.root ?? process.cwd();
  const units = [];
  let front;
  const parseHere = async (index) => (await parseUnit(front ??= createFrontState(req), req.units[index])).unit;
  const pipeline = parseWorkers > 0 ? startParseWorkers(req, parseWorkers) : void 0;
  try {
    for (const [index, unit] of req.units.entries()) {
      req.onUnit?.(unit.file, index, req.units.length);
      const parsed = pipeline ? await pipeline.take(index, parseHere) : await parseHere(index);
      ms.preprocess += parsed.ms.preprocess;
      ms.parse += parsed.ms.parse;
      const diags = new DiagnosticBag();
      for (const d of parsed.diagnostics) diags.add(d);
      if (!parsed.parsed) {
        units.push({
          info: parsed.info,
          lowered: { functions: [], skipped: [], globals: [] },
          diagnostics: diags.items
        });
        continue;
      }
      const { info: info2 } = parsed;
      let t = performance.now();
      const syntax = buildTree(parsed.parsed.tree, parsed.parsed.source);
      ms.parse += performance.now() - t;
      t = performance.now();
      const cx = createUnitContext({
        file: unit.file,
        label: displayPath(root, unit.file),
        lang: info2.lang,
        locate: parsed.parsed.locate,
        records,
        models,
        diags
      });
      const result = lowerUnit(cx, syntax);
      info2.functions = result.functions.length;
      info2.skipped = result.skipped.length;
      units.push({ info: info2, lowered: result, diagnostics: diags.items });
      ms.lower += performance.now() - t;
    }
  } finally {
    await pipeline?.close();
  }
  return { units, records, ms };
}
async function buildProgram(req) {
  const t0 = performance.now();
  const jobs = req.jobs ?? defaultJobs();
  const parallel = jobs > 1 && !req.fs && worthParallel(req, req.minParallelBytes ?? 256 * 1024);
  const lowered = await lowerUnits(req, parallel ? Math.min(jobs, req.units.length) - 1 : 0);
  const t = performance.now();
  const diags = new DiagnosticBag();
  const seen = /* @__PURE__ */ new Set();
  for (const u of lowered.units) {
    for (const d of u.diagnostics) {
      const key = `${d.severity}|${d.code}|${d.file}|${d.line}|${d.column}|${d.message}`;
      if (!seen.has(key)) {
        seen.add(key);
        diags.add(d);
      }
    }
  }
  const root = req.root ?? process.cwd();
  const program = link(lowered.units, lowered.records, diags, (file) => displayPath(root, file));
  const ms = { ...lowered.ms, link: performance.now() - t, total: 0 };
  ms.total = performance.now() - t0;
  return { program, diagnostics: diags.items, ms };
}
function defaultJobs() {
  return Math.max(1, Math.min(3, availableParallelism()));
}
function worthParallel(req, minBytes) {
  if (req.units.length < 2) return false;
  let bytes = 0;
  for (const u of req.units) {
    try {
      bytes += statSync(u.file).size;
    } catch {
    }
  }
  return bytes >= minBytes;
}

export {
  __require,
  __commonJS,
  __export,
  __toESM,
  isGlobPattern,
  globToRegExp,
  typeToString,
  successors,
  UsageError,
  repositoryRoot,
  displayPath,
  sourceLines,
  CTL_NEXT,
  CTL_AT,
  CTL_STOP,
  CTL_POSTED,
  parseDefine2 as parseDefine,
  createFrontState,
  parseUnit,
  buildProgram
};
