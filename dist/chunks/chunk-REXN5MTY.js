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
  modelHeaders: bundled ? join(base, "include") : join(repoRoot, "src/models/include"),
  /** Worker thread entry; a .ts file needs the tsx loader (running from source). */
  frontendWorker: bundled ? join(base, "frontend-worker.js") : join(repoRoot, "src/frontend/worker.ts")
};

// src/models/compute.ts
var big = (x, bits) => BigInt.asUintN(bits, BigInt(x));
var signed = (x, bits) => Number(BigInt.asIntN(bits, x));
var unsigned = (x, bits) => Number(BigInt.asUintN(bits, x));
var ofOne = (f) => ([x]) => x !== void 0 && Number.isSafeInteger(x) ? f(x) : void 0;
function trailingZeros(v) {
  let n = 0;
  for (let m = v; (m & 1n) === 0n; m >>= 1n) n++;
  return n;
}
var absOf = (bits) => ofOne((x) => {
  const v = signed(BigInt(x), bits);
  return v === -(2 ** (bits - 1)) ? void 0 : Math.abs(v);
});
var ffsOf = (bits) => ofOne((x) => {
  const v = big(x, bits);
  return v === 0n ? 0 : trailingZeros(v) + 1;
});
var zerosOf = (bits, leading) => ofOne((x) => {
  const v = big(x, bits);
  if (v === 0n) return void 0;
  if (!leading) return trailingZeros(v);
  let n = 0;
  for (let m = 1n << BigInt(bits - 1); (v & m) === 0n; m >>= 1n) n++;
  return n;
});
var popcountOf = (bits, parity) => ofOne((x) => {
  let n = 0;
  for (let m = big(x, bits); m > 0n; m >>= 1n) n += Number(m & 1n);
  return parity ? n % 2 : n;
});
var bswapOf = (bits) => ofOne((x) => {
  let v = big(x, bits);
  let r = 0n;
  for (let i2 = 0; i2 < bits / 8; i2++) {
    r = r << 8n | v & 0xffn;
    v >>= 8n;
  }
  return unsigned(r, bits);
});
var FAMILIES = [
  [["abs", "__builtin_abs"], absOf(32)],
  [["labs", "llabs", "imaxabs", "__builtin_labs", "__builtin_llabs", "__builtin_imaxabs"], absOf(64)],
  [["ffs", "__builtin_ffs"], ffsOf(32)],
  [["ffsl", "ffsll", "__builtin_ffsl", "__builtin_ffsll"], ffsOf(64)],
  [["__builtin_ctz"], zerosOf(32, false)],
  [["__builtin_ctzl", "__builtin_ctzll"], zerosOf(64, false)],
  [["__builtin_clz"], zerosOf(32, true)],
  [["__builtin_clzl", "__builtin_clzll"], zerosOf(64, true)],
  [["__builtin_popcount"], popcountOf(32, false)],
  [["__builtin_popcountl", "__builtin_popcountll"], popcountOf(64, false)],
  [["__builtin_parity"], popcountOf(32, true)],
  [["__builtin_parityl", "__builtin_parityll"], popcountOf(64, true)],
  [["htons", "ntohs", "__builtin_bswap16"], bswapOf(16)],
  [["htonl", "ntohl", "__builtin_bswap32"], bswapOf(32)],
  [["__builtin_bswap64"], bswapOf(64)]
];
var INT_COMPUTES = new Map(
  FAMILIES.flatMap(([names, f]) => names.map((n) => [n, f]))
);

// src/models/entries.ts
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
function pure(names, fields = {}) {
  return each("ignore", names, { pure: true, ...fields }).map((e) => {
    const compute = INT_COMPUTES.get(e.function);
    return compute ? { ...e, compute } : e;
  });
}
function withFloatForms(names) {
  return names.flatMap((f) => [f, `${f}f`, `${f}l`]);
}

// src/models/atomics.ts
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
  // Initialisation stores as a relaxed store would, but it is no atomic access: a plain write.
  {
    function: "atomic_init",
    kind: "atomic-store",
    object: 0,
    value: 1,
    defaultOrder: "relaxed",
    initialises: true
  },
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
    stores: 1,
    defaultOrder: "seq_cst"
  },
  {
    function: "atomic_flag_test_and_set_explicit",
    kind: "atomic-rmw",
    rmwOp: "xchg",
    object: 0,
    stores: 1,
    order: 1
  },
  { function: "atomic_flag_clear", kind: "atomic-store", object: 0, stores: 0, defaultOrder: "seq_cst" },
  { function: "atomic_flag_clear_explicit", kind: "atomic-store", object: 0, stores: 0, order: 1 },
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
  { function: "__atomic_test_and_set", kind: "atomic-rmw", rmwOp: "xchg", object: 0, stores: 1, order: 1 },
  { function: "__atomic_clear", kind: "atomic-store", object: 0, stores: 0, order: 1 },
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
  { function: "__sync_lock_release", kind: "atomic-store", object: 0, stores: 0, defaultOrder: "release" },
  { function: "__sync_synchronize", kind: "fence", defaultOrder: "seq_cst" },
  // x86 fences (<x86intrin.h>)
  { function: "_mm_mfence", kind: "fence", defaultOrder: "seq_cst" },
  { function: "_mm_sfence", kind: "fence", defaultOrder: "release" },
  { function: "_mm_lfence", kind: "fence", defaultOrder: "acquire" },
  ...ignore(["_mm_pause", "__builtin_ia32_pause", "__rdtsc", "_mm_clflush"]),
  ...ignore(["__rdtscp"], { writes: [0] })
];
function isGccAtomicBuiltin(name2) {
  return name2.startsWith("__atomic_") || name2.startsWith("__sync_");
}

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
      return BUILTINS.has(name2) || isGccAtomicBuiltin(name2) ? 1 : 0;
    default:
      return 0;
  }
}

// src/frontend/preprocess/preprocess.ts
import path2 from "node:path";

// src/util/files.ts
import {
  closeSync,
  constants,
  fstatSync,
  lstatSync,
  openSync,
  readlinkSync,
  readSync,
  realpathSync,
  writeSync
} from "node:fs";
import { dirname as dirname2, isAbsolute, relative, resolve as resolve2, sep } from "node:path";
var MAX_FILE_BYTES = 64 * 1024 * 1024;
var SPECIAL_TREES = ["/proc", "/sys", "/dev"];
function createBoundary(confine, roots, maxBytes = MAX_FILE_BYTES) {
  const real = [];
  for (const r of roots) {
    try {
      real.push(realpathSync(r));
    } catch {
    }
  }
  return { confine, roots: [...new Set(real)], maxBytes };
}
var OPEN_BOUNDARY = { confine: false, roots: [], maxBytes: MAX_FILE_BYTES };
function isWithin(path3, root) {
  const rel = relative(root, path3);
  return rel === "" || !rel.startsWith(`..${sep}`) && rel !== ".." && !isAbsolute(rel);
}
function insideGitDir(real) {
  return real.split(sep).includes(".git");
}
function realPathOf(fd, path3) {
  try {
    return readlinkSync(`/proc/self/fd/${fd}`);
  } catch {
    return realpathSync(path3);
  }
}
function refusal(real, boundary, origin) {
  if (SPECIAL_TREES.some((t) => isWithin(real, t))) return "a special file";
  if (insideGitDir(real)) return "inside a .git directory";
  if (origin === "repository" && boundary.confine && !boundary.roots.some((r) => isWithin(real, r)))
    return "outside the workspace";
  return void 0;
}
function readFileChecked(path3, boundary, origin) {
  let fd;
  try {
    fd = openSync(path3, constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOCTTY);
  } catch (e) {
    const code = e.code;
    if (code === "EISDIR") return { ok: false, missing: true, directory: true };
    if (code === "ENOENT" || code === "ENOTDIR") return { ok: false, missing: true };
    if (code === "ELOOP") return { ok: false, missing: false, reason: "a symlink loop" };
    if (code === "EACCES" || code === "EPERM")
      return { ok: false, missing: false, reason: "permission denied" };
    return { ok: false, missing: false, reason: `cannot be opened (${code ?? "error"})` };
  }
  try {
    const st = fstatSync(fd);
    if (st.isDirectory()) return { ok: false, missing: true, directory: true };
    if (!st.isFile()) return { ok: false, missing: false, reason: "a special file" };
    const real = realPathOf(fd, path3);
    const why = refusal(real, boundary, origin);
    if (why) return { ok: false, missing: false, reason: why };
    if (st.size > boundary.maxBytes)
      return { ok: false, missing: false, reason: `larger than ${sizeText(boundary.maxBytes)}` };
    return { ok: true, text: readAll(fd, boundary.maxBytes), realPath: real };
  } catch (e) {
    const code = e.code;
    return { ok: false, missing: false, reason: `cannot be read (${code ?? "error"})` };
  } finally {
    closeSync(fd);
  }
}
function sizeText(bytes) {
  return bytes >= 1 << 20 ? `${Math.floor(bytes / (1 << 20))} MB` : `${Math.floor(bytes / 1024)} KB`;
}
function readAll(fd, max) {
  const chunks = [];
  let total = 0;
  const buf = Buffer.allocUnsafe(1 << 16);
  for (; ; ) {
    const n = readSync(fd, buf, 0, buf.length, null);
    if (n <= 0) break;
    total += n;
    if (total > max) throw Object.assign(new Error("file too large"), { code: "EFBIG" });
    chunks.push(Buffer.from(buf.subarray(0, n)));
  }
  return Buffer.concat(chunks, total).toString("utf8");
}
function readFailure(r) {
  if (r.missing) return r.directory ? "a directory, not a file" : "no such file";
  return `not read: ${r.reason}`;
}
var WRITE_FAILURES = {
  ELOOP: "it is a symlink",
  EISDIR: "a directory, not a file",
  ENOENT: "its directory does not exist",
  ENOTDIR: "a part of its path is not a directory",
  EACCES: "permission denied",
  EPERM: "permission denied",
  EROFS: "a read-only file system",
  ENOSPC: "no space left on the device"
};
function writeFileNoFollow(path3, text, workspace) {
  const target = resolve2(path3);
  const parent = dirname2(target);
  if (isWithin(parent, workspace)) {
    let expected;
    let actual;
    try {
      expected = resolve2(realpathSync(workspace), relative(workspace, parent));
      actual = realpathSync(parent);
    } catch {
      throw new Error(`cannot write ${path3}: its directory does not exist`);
    }
    if (actual !== expected) throw new Error(`cannot write ${path3}: a directory on its way is a symlink`);
  }
  try {
    if (lstatSync(target).isSymbolicLink()) throw new Error(`cannot write ${path3}: it is a symlink`);
  } catch (e) {
    if (e.code !== "ENOENT") throw e;
  }
  let fd;
  try {
    fd = openSync(
      target,
      constants.O_WRONLY | constants.O_CREAT | constants.O_TRUNC | constants.O_NOFOLLOW,
      420
    );
  } catch (e) {
    const code = e.code;
    throw new Error(`cannot write ${path3}: ${WRITE_FAILURES[code ?? ""] ?? code ?? "error"}`);
  }
  try {
    if (!fstatSync(fd).isFile()) throw new Error(`cannot write ${path3}: not a regular file`);
    for (const piece of typeof text === "string" ? [text] : text) writeSync(fd, piece);
  } finally {
    closeSync(fd);
  }
}

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
var hideSetWork = { elements: 0 };
var SMALL_HIDESET = 16;
function hsUnion(a, b) {
  if (a === null || a === b) return b;
  if (b === null) return a;
  hideSetWork.elements += a.length + b.length;
  const r = a.slice();
  if (a.length <= SMALL_HIDESET) {
    for (const x of b) if (!r.includes(x)) r.push(x);
    return r;
  }
  const seen = new Set(a);
  for (const x of b) if (!seen.has(x)) r.push(x);
  return r;
}
function hsIntersect(a, b) {
  if (a === null || b === null) return null;
  if (a === b) return a;
  hideSetWork.elements += a.length + b.length;
  const inB = b.length <= SMALL_HIDESET ? (x) => b.includes(x) : /* @__PURE__ */ ((set) => (x) => set.has(x))(new Set(b));
  const r = a.filter(inB);
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

// src/frontend/preprocess/expander.ts
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
var MAX_EXPANDED_TOKENS = 5e6;
var MAX_HIDESET_WORK = 1e8;
var ExpansionLimit = class extends Error {
  constructor(site, tooDeep = false) {
    super(
      tooDeep ? `macro expansion nests too deeply (macros expanding inside one another thousands deep): this unit is not analysed` : `macro expansion produced more than ${MAX_EXPANDED_TOKENS.toLocaleString("en-US")} tokens (a macro bomb?): this unit is not analysed`
    );
    this.site = site;
  }
  site;
};
var MacroExpander = class {
  constructor(macros, nt, lexOpts) {
    this.macros = macros;
    this.nt = nt;
    this.lexOpts = lexOpts;
    hideSetWork.elements = 0;
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
  /** Tokens produced by macro expansion in this unit so far (see MAX_EXPANDED_TOKENS). */
  expanded = 0;
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
    this.expanded += exp.length;
    if (this.expanded > MAX_EXPANDED_TOKENS) throw new ExpansionLimit(this.siteOf(t));
    if (hideSetWork.elements > MAX_HIDESET_WORK) throw new ExpansionLimit(this.siteOf(t), true);
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
function boundedFs(boundary) {
  const refusals = /* @__PURE__ */ new Map();
  return {
    readFile(p) {
      const r = readFileChecked(p, boundary, "repository");
      if (r.ok) return r.text;
      if (!r.missing) refusals.set(p, r.reason);
      return void 0;
    },
    refused: (p) => refusals.get(p)
  };
}
var nodeFs = boundedFs(OPEN_BOUNDARY);
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
    if (e instanceof ExpansionLimit) unit.report("error", "pp-limit", e.message, e.site);
    else
      unit.report("error", "pp-internal", `internal preprocessor error: ${e?.message ?? e}`, null);
  }
  return unit.result();
}
var Unit = class extends MacroExpander {
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
    if (files.has(p)) {
      const hit = files.get(p);
      if (hit === void 0) this.noteRefusal(p);
      return hit;
    }
    let v;
    try {
      v = this.fs.readFile(p);
    } catch {
      v = void 0;
    }
    if (typeof v !== "string") {
      v = void 0;
      this.noteRefusal(p);
    }
    files.set(p, v);
    return v;
  }
  noteRefusal(p) {
    const why = this.fs.refused?.(p);
    if (why !== void 0) this.refusedNow.push({ path: p, why });
  }
  /** Files a header search was refused (src/util/files.ts): reported at the directive. */
  refusedNow = [];
  /** One diagnostic per refused file of the last search, naming the header as written. */
  reportRefusals(shown, site) {
    const refused = this.refusedNow;
    this.refusedNow = [];
    for (const r of refused)
      this.report("error", "read-refused", `${shown}: ${r.path} not read (${r.why})`, site);
    return refused.length > 0;
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
      this.refusedNow = [];
      const found = this.exists(cwd) ? { path: cwd, dirIdx: -1 } : this.search.resolve(f, false, null, null, this.exists);
      const refused = this.reportRefusals(f, mainSite);
      if (found) forced.push(found);
      else if (!refused)
        this.report("error", "pp-unknown-header", `${f}: forced include not found`, mainSite);
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
    const why = this.fs.refused?.(this.mainPath);
    this.report("error", "pp-unknown-header", `cannot read ${this.mainPath}${why ? ` (${why})` : ""}`, null);
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
    this.refusedNow = [];
    const found = this.search.resolve(spec.name, spec.angle, path2.dirname(ctx.path), next, this.exists);
    const shown = spec.angle ? `<${spec.name}>` : `"${spec.name}"`;
    const refused = this.reportRefusals(shown, this.dirSite);
    if (found === null) {
      if (!refused) this.error("pp-unknown-header", `${shown}: file not found`);
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
    if (this.opts.lineDirectives === false) return;
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
  const { units, includeDirs, defines, macroFlags, lang, systemIncludes, models, root, boundary } = req;
  return { units, includeDirs, defines, macroFlags, lang, systemIncludes, models, root, boundary };
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

// src/frontend/parse-unit.ts
import { existsSync as existsSync2, readdirSync } from "node:fs";
import { extname, join as join2 } from "node:path";

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
    let binary2;
    if (input instanceof Uint8Array) {
      binary2 = input;
    } else if (globalThis.process?.versions.node) {
      const fs2 = await import("fs/promises");
      binary2 = await fs2.readFile(input);
    } else {
      const response = await fetch(input);
      if (!response.ok) {
        const body2 = await response.text();
        throw new Error(`Language.load failed with status ${response.status}.

${body2}`);
      }
      const retryResp = response.clone();
      try {
        binary2 = await WebAssembly.compileStreaming(response);
      } catch (reason) {
        console.error("wasm streaming compile failed:", reason);
        console.error("falling back to ArrayBuffer instantiation");
        binary2 = new Uint8Array(await retryResp.arrayBuffer());
      }
    }
    const mod = await C.loadWebAssemblyModule(binary2, { loadAsync: true });
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
    readAsync = /* @__PURE__ */ __name(async (filename, binary2 = true) => {
      filename = isFileURI(filename) ? new URL(filename) : filename;
      var ret = fs.readFileSync(filename, binary2 ? void 0 : "utf8");
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
      var binary2 = await getWasmBinary(binaryFile);
      var instance2 = await WebAssembly.instantiate(binary2, imports);
      return instance2;
    } catch (reason) {
      err(`failed to asynchronously prepare wasm: ${reason}`);
      abort(reason);
    }
  }
  __name(instantiateArrayBuffer, "instantiateArrayBuffer");
  async function instantiateAsync(binary2, binaryFile, imports) {
    if (!binary2 && !isFileURI(binaryFile) && !ENVIRONMENT_IS_NODE) {
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
  var getDylinkMetadata = /* @__PURE__ */ __name((binary2) => {
    var offset = 0;
    var end = 0;
    function getU8() {
      return binary2[offset++];
    }
    __name(getU8, "getU8");
    function getLEB() {
      var ret = 0;
      var mul = 1;
      while (1) {
        var byte = binary2[offset++];
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
      return UTF8ArrayToString(binary2, offset - len, len);
    }
    __name(getString, "getString");
    function getStringList() {
      var count2 = getLEB();
      var rtn = [];
      while (count2--) rtn.push(getString());
      return rtn;
    }
    __name(getStringList, "getStringList");
    function failIf(condition, message) {
      if (condition) throw new Error(message);
    }
    __name(failIf, "failIf");
    if (binary2 instanceof WebAssembly.Module) {
      var dylinkSection = WebAssembly.Module.customSections(binary2, "dylink.0");
      failIf(dylinkSection.length === 0, "need dylink section");
      binary2 = new Uint8Array(dylinkSection[0]);
      end = binary2.length;
    } else {
      var int32View = new Uint32Array(new Uint8Array(binary2.subarray(0, 24)).buffer);
      var magicNumberFound = int32View[0] == 1836278016 || int32View[0] == 6386541;
      failIf(!magicNumberFound, "need to see wasm magic number");
      failIf(binary2[8] !== 0, "need the dylink section to be first");
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
  /** The first character at or after `from` (`step` 1) or at or before it (`step` -1) that is not white space, if any. */
  nonBlankFrom(from2, step) {
    for (let o = from2; o >= 0 && o < this.source.length; o += step) if (!/\s/.test(this.source[o])) return o;
    return void 0;
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
    if (isMissing && isUnnamedBitFieldName(source, type, parent.type, c.start())) {
    } else if (isNamed || field !== null || isMissing || type === "ERROR") {
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
function isUnnamedBitFieldName(source, type, parentType, start2) {
  if (type !== "field_identifier" || parentType !== "field_declaration") return false;
  let i2 = start2;
  while (i2 < source.length && /\s/.test(source[i2])) i2++;
  return source[i2] === ":" && source[i2 + 1] !== ":";
}
function detach(node) {
  const parent = node.parent;
  parent.children = parent.children.filter((c) => c !== node);
  parent.children.forEach((c, k) => {
    c.index = k;
  });
  node.hasError = false;
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
  const unnamed = [];
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
    if (node.isMissing && isUnnamedBitFieldName(source, node.type, parent.type, node.startIndex))
      unnamed.push(node);
  }
  for (const node of unnamed) detach(node);
  for (let i2 = count - 1, o = i2 * FLAT_STRIDE; i2 > 0; i2--, o -= FLAT_STRIDE)
    if (nodes[i2].hasError) nodes[rec[o + 4]].hasError = true;
  return root;
}

// src/frontend/parse/parser.ts
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

// src/frontend/parse/recover.ts
var MAX_PIECES = 32;
var STRIDE = 5;
var START = 2;
var PARENT = 4;
function definitionStarts(text, from2, to) {
  const out2 = [];
  let line = text.indexOf("\n", from2);
  while (line >= 0 && line + 1 < to) {
    const start2 = line + 1;
    if (/[A-Za-z_]/.test(text[start2] ?? "") && endsDefinition(text, start2)) out2.push(start2);
    line = text.indexOf("\n", start2);
  }
  return out2;
}
function endsDefinition(text, lineStart) {
  let i2 = lineStart - 1;
  while (i2 >= 0 && /\s/.test(text[i2])) i2--;
  return i2 < 0 || text[i2] === "}" || text[i2] === ";";
}
function blank(text, from2, to) {
  return text.slice(0, from2) + text.slice(from2, to).replace(/[^\n]/g, " ") + text.slice(to);
}
function only(text, from2, to) {
  return blank(blank(text, to, text.length), 0, from2);
}
function swallowing(tree, text) {
  if (!tree.rootNode.hasError) return void 0;
  for (const n of tree.rootNode.children) {
    if (!n?.hasError) continue;
    const cut = cutIn(n, text, []);
    if (cut) return cut;
  }
  return void 0;
}
function cutIn(n, text, within) {
  const ns = namespaceOf(n);
  if (ns) {
    const inner = [...within, n.startIndex];
    const column = ns.members.find((c) => c.isNamed)?.startPosition.column ?? 0;
    for (const c of ns.members) {
      if (!c.hasError && ns.closed) continue;
      if (namespaceOf(c)) {
        const cut = cutIn(c, text, inner);
        if (cut) return cut;
        continue;
      }
      const to2 = statementStarts(text, c.startIndex, c.endIndex, column)[0];
      if (to2 === void 0) continue;
      const from2 = statementStarts(text, ns.bodyStart, c.startIndex + 1, column).at(-1) ?? c.startIndex;
      return { from: from2, to: to2, within: inner };
    }
    if (ns.closed) return void 0;
  }
  const to = definitionStarts(text, n.startIndex, n.endIndex)[0];
  return to === void 0 ? void 0 : { from: n.startIndex, to, within };
}
function namespaceOf(n) {
  let kids;
  if (n.type === "namespace_definition" || n.type === "linkage_specification") {
    const body2 = n.childForFieldName("body");
    if (body2?.type !== "declaration_list") return void 0;
    kids = body2.children.filter((c) => !!c);
  } else if (n.type === "ERROR" && (n.children[0]?.type === "namespace" || n.children[0]?.type === "extern")) {
    kids = n.children.filter((c) => !!c);
    const brace = kids.findIndex((c) => c.type === "{");
    if (brace < 0 || brace > 2 || kids.slice(1, brace).some((c) => c.type.endsWith("_statement")))
      return void 0;
    kids = kids.slice(brace);
  } else return void 0;
  const open = kids[0];
  if (open?.type !== "{") return void 0;
  const last = kids.at(-1);
  const closed = kids.length > 1 && last?.type === "}" && !last.isMissing;
  return { bodyStart: open.endIndex, members: kids.slice(1, closed ? -1 : void 0), closed };
}
function swallowingStatement(tree, text) {
  if (!tree.rootNode.hasError) return void 0;
  const stack = [tree.rootNode];
  while (stack.length > 0) {
    const n = stack.pop();
    if (!n.hasError) continue;
    if (n.type === "ERROR" && n.parent?.type === "compound_statement") {
      const cut = statementStarts(text, n.startIndex, n.endIndex, n.startPosition.column)[0];
      if (cut !== void 0) return { from: n.startIndex, to: cut };
      continue;
    }
    const init2 = n.parent?.type === "compound_statement" ? swallowingInitializer(n, text) : void 0;
    if (init2) return init2;
    for (let i2 = n.childCount - 1; i2 >= 0; i2--) {
      const c = n.child(i2);
      if (c) stack.push(c);
    }
  }
  return void 0;
}
function swallowingInitializer(n, text) {
  if (n.type !== "declaration") return void 0;
  const cut = statementStarts(text, n.startIndex, n.endIndex, n.startPosition.column)[0];
  if (cut === void 0) return void 0;
  const decl = n.namedChildren.filter((c) => c?.type === "init_declarator").at(-1);
  const eq = decl?.children.find((c) => c?.type === "=");
  if (!decl || !eq || eq.startIndex >= cut || decl.startIndex >= cut) return void 0;
  return { from: eq.startIndex + 1, to: cut, endsAt: eq.startIndex };
}
function statementStarts(text, from2, to, column) {
  const out2 = [];
  let line = text.indexOf("\n", from2);
  while (line >= 0 && line + 1 < to) {
    const start2 = line + 1;
    const first = start2 + column;
    if (first < to && /^[ \t]*$/.test(text.slice(start2, first)) && /[A-Za-z_{]/.test(text[first] ?? "") && endsDefinition(text, start2))
      out2.push(start2);
    line = text.indexOf("\n", start2);
  }
  return out2;
}
function markDamaged(text, from2, to) {
  return text.slice(0, from2) + text.slice(from2, to).replace(/\S/g, "@") + text.slice(to);
}
function parseRecovering(parser, source) {
  let text = source;
  let tree = parser.parse(text);
  const pieces = [];
  for (let cut = swallowing(tree, text); cut && pieces.length < MAX_PIECES; cut = swallowing(tree, text)) {
    pieces.push(cut);
    text = blank(text, cut.from, cut.to);
    tree.delete();
    tree = parser.parse(text);
  }
  for (let n = 0, cut = swallowingStatement(tree, text); cut && n < MAX_PIECES; n++) {
    text = markDamaged(text, cut.from, cut.to);
    if (cut.endsAt !== void 0) text = `${text.slice(0, cut.endsAt)};${text.slice(cut.endsAt + 1)}`;
    tree.delete();
    tree = parser.parse(text);
    cut = swallowingStatement(tree, text);
  }
  const rest = flattenTree(tree);
  tree.delete();
  if (pieces.length === 0) return { tree: rest, pieces: 0 };
  const parts2 = pieces.map((p) => {
    const t = parser.parse(only(source, p.from, p.to));
    const flat = flattenTree(t);
    t.delete();
    return { tree: flat, within: p.within };
  });
  return { tree: merge(rest, parts2), pieces: pieces.length };
}
function nodesOf(t) {
  const nodes = new Array(t.count);
  for (let i2 = 0; i2 < t.count; i2++) {
    const node = { tree: t, i: i2, kids: [] };
    nodes[i2] = node;
    if (i2 > 0) nodes[t.records[i2 * STRIDE + PARENT]].kids.push(node);
  }
  return nodes[0];
}
var typeOf = (n) => n.tree.tables.types[n.tree.records[n.i * STRIDE]];
var startOf = (n) => n.tree.records[n.i * STRIDE + START];
function bodyWithin(root, within) {
  let at = root;
  for (const start2 of within) {
    const ns = at?.kids.find(
      (k) => startOf(k) === start2 && (typeOf(k) === "namespace_definition" || typeOf(k) === "linkage_specification")
    );
    at = ns?.kids.find((k) => typeOf(k) === "declaration_list");
    if (!at) return void 0;
  }
  return at;
}
function merge(main, parts2) {
  if (parts2.length === 0) return main;
  const root = nodesOf(main);
  for (const part of parts2) {
    const proot = nodesOf(part.tree);
    const dst = bodyWithin(root, part.within) ?? root;
    dst.kids = [...dst.kids, ...proot.kids].sort((a, b) => startOf(a) - startOf(b));
  }
  let count = 0;
  const stack = [root];
  while (stack.length > 0) {
    const n = stack.pop();
    count++;
    for (let k = n.kids.length - 1; k >= 0; k--) stack.push(n.kids[k]);
  }
  const out2 = new Int32Array(count * STRIDE);
  const order = [[root, -1]];
  let at = 0;
  while (order.length > 0) {
    const [n, parent] = order.pop();
    out2.set(n.tree.records.subarray(n.i * STRIDE, (n.i + 1) * STRIDE), at * STRIDE);
    out2[at * STRIDE + PARENT] = parent;
    const self = at++;
    for (let k = n.kids.length - 1; k >= 0; k--) order.push([n.kids[k], self]);
  }
  out2[START] = 0;
  return { records: out2, count, tables: main.tables };
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
      const resume = rewriteWord(text, out2, word, i2, j, previous);
      if (resume) {
        if (resume.prev !== void 0) prev = resume.prev;
        i2 = resume.at;
        continue;
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
function rewriteWord(text, out2, word, i2, j, previous) {
  const n = text.length;
  if (word === "_Thread_local") {
    replace(out2, i2, "__thread     ");
  } else if (word === "_Atomic") {
    let k = j;
    while (k < n && (text[k] === " " || text[k] === "	")) k++;
    if (text[k] === "(") {
      const close = matchParen(text, k);
      const inner = close > 0 ? text.slice(k + 1, close) : "";
      if (inner.includes("*") && !/[\n(]/.test(inner)) {
        replace(out2, i2, `${inner} _Atomic`.padEnd(close + 1 - i2, " "));
        return { at: close + 1, prev: "c" };
      }
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
      return { at: close + 1, prev: ")" };
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
    const blank2 = ATTRIBUTE.has(word) ? !operand2.includes("noreturn") || isDeclaratorName(previous()) : /^\(\s*("([^"\\\n]|\\.)*"\s*)+\)$/.test(operand2);
    if (close > 0 && blank2) {
      out2.blank(i2, close + 1);
      return { at: close + 1 };
    }
  } else if (word === "goto") {
    let k = j;
    while (k < n && /\s/.test(text[k])) k++;
    if (text[k] === "*") {
      replace(out2, i2, COMPUTED_GOTO.padEnd(k + 1 - i2, " "));
      for (let q = i2 + COMPUTED_GOTO.length; q <= k; q++) if (text.charCodeAt(q) !== 10) out2.set(q, " ");
      return { at: k + 1, prev: ":" };
    }
  }
  return void 0;
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
function pruneModelPrototypes(text, fromModelHeader) {
  const candidates = [];
  for (const [start2, end] of topLevelChunks(text)) {
    const chunk = text.slice(start2, end);
    if (chunk.includes("{") || /^\s*typedef\b/.test(chunk)) continue;
    const m = PROTOTYPE.exec(chunk);
    if (!m || !fromModelHeader(start2 + chunk.search(/\S/))) continue;
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

// src/frontend/parse-unit.ts
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
  const versions = existsSync2(gccRoot) ? readdirSync(gccRoot).sort((a, b) => Number.parseInt(b, 10) - Number.parseInt(a, 10)) : [];
  const v = versions[0];
  if (lang === "c++" && v)
    dirs.push(
      `/usr/include/c++/${v}`,
      `/usr/include/x86_64-linux-gnu/c++/${v}`,
      `/usr/include/c++/${v}/backward`
    );
  if (v) dirs.push(join2(gccRoot, v, "include"));
  dirs.push("/usr/local/include", "/usr/include/x86_64-linux-gnu", "/usr/include");
  return dirs.filter((d) => existsSync2(d));
}
var BINARY_PROBE = 64 * 1024;
function createFrontState(req) {
  return {
    req,
    fs: req.fs ?? boundedFs(req.boundary ?? OPEN_BOUNDARY),
    cache: createPreprocessorCache(),
    parsers: /* @__PURE__ */ new Map(),
    globalMacros: [
      ...(req.defines ?? []).map(parseDefine2),
      ...(req.macroFlags ?? []).map(
        (f) => "define" in f ? parseDefine2(f.define) : { kind: "undef", name: f.undefine }
      )
    ]
  };
}
async function parseUnit(st, unit) {
  const { req } = st;
  const lang = req.lang ?? unit.lang ?? languageOf(unit.file);
  const fs2 = st.fs;
  const info2 = { file: unit.file, lang, files: [unit.file], functions: 0, skipped: 0 };
  const ms = { preprocess: 0, parse: 0 };
  const text = fs2.readFile(unit.file);
  if (text === void 0) {
    const diags = new DiagnosticBag();
    const why = fs2.refused?.(unit.file);
    diags.error("unreadable-file", why ? `not read (${why})` : "cannot read this file", { file: unit.file });
    return { unit: { info: { ...info2, failed: true }, diagnostics: diags.items, ms } };
  }
  const nul = text.indexOf("\0");
  if (nul >= 0 && nul < BINARY_PROBE) {
    const diags = new DiagnosticBag();
    diags.error("not-text", "not a C or C++ source: binary data (a NUL byte here)", {
      file: unit.file,
      line: text.slice(0, nul).split("\n").length,
      column: nul - text.lastIndexOf("\n", nul)
    });
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
    // The command line comes last, so its -D and -U win over a compile_commands.json entry's.
    macros: [...unit.macros ?? [], ...st.globalMacros],
    forcedIncludes: unit.forcedIncludes ?? [],
    lineDirectives: !req.boundary?.confine,
    fs: fs2,
    cache: st.cache
  });
  info2.files = pp.files;
  ms.preprocess = performance.now() - t;
  if (pp.diagnostics.some((d) => d.code === "pp-limit"))
    return { unit: { info: { ...info2, failed: true }, diagnostics: pp.diagnostics, ms } };
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
  const { tree: flat } = parseRecovering(parser, source);
  ms.parse = performance.now() - t;
  return {
    unit: { info: info2, diagnostics: pp.diagnostics, parsed: { source, locate: pp.locate, tree: flat }, ms },
    pp
  };
}

export {
  __require,
  __commonJS,
  __export,
  __toESM,
  createBoundary,
  OPEN_BOUNDARY,
  isWithin,
  readFileChecked,
  readFailure,
  writeFileNoFollow,
  w,
  each,
  ignore,
  from,
  pure,
  withFloatForms,
  C11_FETCH_OPS,
  C11_ATOMICS,
  GCC_ATOMICS,
  DiagnosticBag,
  UsageError,
  COMPUTED_GOTO,
  resources,
  SyntaxNode,
  buildTree,
  CTL_NEXT,
  CTL_AT,
  CTL_STOP,
  CTL_POSTED,
  startParseWorkers,
  parseDefine2 as parseDefine,
  systemHeaderDirs,
  createFrontState,
  parseUnit
};
