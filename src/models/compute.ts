/**
 * What the pure integer functions of the C library compute (`pure` in types.ts), as functions of
 * their integer arguments: the model checker evaluates a call whose arguments it knows instead of
 * taking "any value" (a race behind `if (ffs(mask) == 4)` is then confirmed or ruled out). The
 * result is undefined where C leaves it undefined (`abs(INT_MIN)`, `__builtin_ctz(0)`). LP64 on a
 * little-endian machine: `htons` and `ntohs` swap bytes.
 */

export type IntCompute = (args: readonly number[]) => number | undefined;

const big = (x: number, bits: number) => BigInt.asUintN(bits, BigInt(x));
const signed = (x: bigint, bits: number) => Number(BigInt.asIntN(bits, x));
const unsigned = (x: bigint, bits: number) => Number(BigInt.asUintN(bits, x));

/** A function of one integer argument: undefined when the argument is not a safe integer. */
const ofOne =
  (f: (x: number) => number | undefined): IntCompute =>
  ([x]) =>
    x !== undefined && Number.isSafeInteger(x) ? f(x) : undefined;

/** The zero bits below the lowest set one of a non-zero value. */
function trailingZeros(v: bigint): number {
  let n = 0;
  for (let m = v; (m & 1n) === 0n; m >>= 1n) n++;
  return n;
}

/** `|x|` in a signed type of `bits`: undefined for its most negative value. */
const absOf = (bits: number) =>
  ofOne((x) => {
    const v = signed(BigInt(x), bits);
    return v === -(2 ** (bits - 1)) ? undefined : Math.abs(v);
  });

/** 1 + the index of the lowest set bit, 0 for 0 (ffs). */
const ffsOf = (bits: number) =>
  ofOne((x) => {
    const v = big(x, bits);
    return v === 0n ? 0 : trailingZeros(v) + 1;
  });

/** Trailing (`ctz`) or leading (`clz`) zero bits: undefined for 0. */
const zerosOf = (bits: number, leading: boolean) =>
  ofOne((x) => {
    const v = big(x, bits);
    if (v === 0n) return undefined;
    if (!leading) return trailingZeros(v);
    let n = 0;
    for (let m = 1n << BigInt(bits - 1); (v & m) === 0n; m >>= 1n) n++;
    return n;
  });

const popcountOf = (bits: number, parity: boolean) =>
  ofOne((x) => {
    let n = 0;
    for (let m = big(x, bits); m > 0n; m >>= 1n) n += Number(m & 1n);
    return parity ? n % 2 : n;
  });

const bswapOf = (bits: number) =>
  ofOne((x) => {
    let v = big(x, bits);
    let r = 0n;
    for (let i = 0; i < bits / 8; i++) {
      r = (r << 8n) | (v & 0xffn);
      v >>= 8n;
    }
    return unsigned(r, bits);
  });

const FAMILIES: [readonly string[], IntCompute][] = [
  [['abs', '__builtin_abs'], absOf(32)],
  [['labs', 'llabs', 'imaxabs', '__builtin_labs', '__builtin_llabs', '__builtin_imaxabs'], absOf(64)],
  [['ffs', '__builtin_ffs'], ffsOf(32)],
  [['ffsl', 'ffsll', '__builtin_ffsl', '__builtin_ffsll'], ffsOf(64)],
  [['__builtin_ctz'], zerosOf(32, false)],
  [['__builtin_ctzl', '__builtin_ctzll'], zerosOf(64, false)],
  [['__builtin_clz'], zerosOf(32, true)],
  [['__builtin_clzl', '__builtin_clzll'], zerosOf(64, true)],
  [['__builtin_popcount'], popcountOf(32, false)],
  [['__builtin_popcountl', '__builtin_popcountll'], popcountOf(64, false)],
  [['__builtin_parity'], popcountOf(32, true)],
  [['__builtin_parityl', '__builtin_parityll'], popcountOf(64, true)],
  [['htons', 'ntohs', '__builtin_bswap16'], bswapOf(16)],
  [['htonl', 'ntohl', '__builtin_bswap32'], bswapOf(32)],
  [['__builtin_bswap64'], bswapOf(64)],
];

/** The computation of each pure integer function the table knows how to evaluate, by name. */
export const INT_COMPUTES: ReadonlyMap<string, IntCompute> = new Map(
  FAMILIES.flatMap(([names, f]) => names.map((n) => [n, f] as const)),
);
