/**
 * C types from tree-sitter syntax: specifiers, declarators, typedefs, struct/union/enum
 * definitions, and sizes under the x86_64 System V ABI (for `sizeof`, which loop bounds use).
 */
import type { Type } from '../../ir/types.js';
import type { SyntaxNode } from '../parse/index.js';

export const T = {
  void: { k: 'void' } as Type,
  int: { k: 'int', name: 'int', bytes: 4, signed: true } as Type,
  uint: { k: 'int', name: 'unsigned int', bytes: 4, signed: false } as Type,
  long: { k: 'int', name: 'long', bytes: 8, signed: true } as Type,
  ulong: { k: 'int', name: 'unsigned long', bytes: 8, signed: false } as Type,
  char: { k: 'int', name: 'char', bytes: 1, signed: true } as Type,
  bool: { k: 'int', name: '_Bool', bytes: 1, signed: false } as Type,
  double: { k: 'float', name: 'double', bytes: 8 } as Type,
  unknown: { k: 'unknown' } as Type,
};

export const ptrTo = (to: Type): Type => ({ k: 'ptr', to });

const PRIMITIVES: Record<string, Type> = {
  void: T.void,
  char: T.char,
  bool: T.bool,
  _Bool: T.bool,
  short: { k: 'int', name: 'short', bytes: 2, signed: true },
  int: T.int,
  long: T.long,
  float: { k: 'float', name: 'float', bytes: 4 },
  double: T.double,
  size_t: T.ulong,
  ssize_t: T.long,
  ptrdiff_t: T.long,
  intptr_t: T.long,
  uintptr_t: T.ulong,
  int8_t: { k: 'int', name: 'int8_t', bytes: 1, signed: true },
  int16_t: { k: 'int', name: 'int16_t', bytes: 2, signed: true },
  int32_t: { k: 'int', name: 'int32_t', bytes: 4, signed: true },
  int64_t: { k: 'int', name: 'int64_t', bytes: 8, signed: true },
  uint8_t: { k: 'int', name: 'uint8_t', bytes: 1, signed: false },
  uint16_t: { k: 'int', name: 'uint16_t', bytes: 2, signed: false },
  uint32_t: { k: 'int', name: 'uint32_t', bytes: 4, signed: false },
  uint64_t: { k: 'int', name: 'uint64_t', bytes: 8, signed: false },
  char8_t: { k: 'int', name: 'char8_t', bytes: 1, signed: false },
  char16_t: { k: 'int', name: 'char16_t', bytes: 2, signed: false },
  char32_t: { k: 'int', name: 'char32_t', bytes: 4, signed: false },
  nullptr_t: ptrTo(T.void),
  max_align_t: { k: 'float', name: 'long double', bytes: 16 },
  __int128: { k: 'int', name: '__int128', bytes: 16, signed: true },
};

/** `unsigned long long`, `short int`, `long double`, `signed char` ... */
export function sizedType(words: string[]): Type {
  const unsigned = words.includes('unsigned');
  const longs = words.filter((w) => w === 'long').length;
  if (words.includes('double'))
    return { k: 'float', name: longs ? 'long double' : 'double', bytes: longs ? 16 : 8 };
  if (words.includes('char'))
    return { k: 'int', name: unsigned ? 'unsigned char' : 'char', bytes: 1, signed: !unsigned };
  if (words.includes('short'))
    return { k: 'int', name: unsigned ? 'unsigned short' : 'short', bytes: 2, signed: !unsigned };
  if (words.includes('__int128')) return { k: 'int', name: '__int128', bytes: 16, signed: !unsigned };
  if (longs > 0) {
    const name = `${unsigned ? 'unsigned ' : ''}${longs > 1 ? 'long long' : 'long'}`;
    return { k: 'int', name, bytes: 8, signed: !unsigned };
  }
  return unsigned ? T.uint : T.int;
}

export function primitiveType(name: string): Type {
  return PRIMITIVES[name] ?? { k: 'named', name };
}

export function withQualifiers(t: Type, quals: Iterable<string>): Type {
  let out = t;
  for (const q of quals) {
    if (q === '_Atomic') out = { ...out, atomic: true };
    else if (q === 'volatile') out = { ...out, volatile: true };
    else if (q === 'const' || q === 'constexpr') out = { ...out, const: true };
  }
  return out;
}

/** Qualifier keywords among a node's direct children (`type_qualifier` nodes). */
export function qualifiersOf(node: SyntaxNode): string[] {
  const out: string[] = [];
  for (const c of node.namedChildren) if (c && c.type === 'type_qualifier') out.push(c.text.trim());
  return out;
}

export function isIntegral(t: Type): boolean {
  return t.k === 'int';
}

/** The type a pointer-like value points at. */
export function pointee(t: Type): Type {
  if (t.k === 'ptr') return t.to;
  if (t.k === 'array') return t.of;
  if (t.k === 'func') return t;
  return T.unknown;
}
