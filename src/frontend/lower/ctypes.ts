/**
 * C types from tree-sitter syntax: specifiers, declarators, typedefs, struct/union/enum
 * definitions, and sizes under the x86_64 System V ABI (for `sizeof`, which loop bounds use).
 */
import type { RecordDef, Type } from '../../ir/types.js';
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

export function sizeOf(t: Type, records: Map<string, RecordDef>, depth = 0): number | undefined {
  if (depth > 50) return undefined;
  switch (t.k) {
    case 'void':
      return 1;
    case 'int':
    case 'float':
      return t.bytes;
    case 'ptr':
    case 'func':
      return 8;
    case 'array': {
      const e = sizeOf(t.of, records, depth + 1);
      return e === undefined || t.length === undefined ? undefined : e * t.length;
    }
    case 'record': {
      const def = records.get(t.key);
      if (!def) return undefined;
      let size = 0;
      let align = 1;
      let lastVia: string | undefined;
      for (const f of def.fields) {
        // The members of an anonymous struct or union are laid out as that one member.
        if (f.via !== undefined && f.via === lastVia) continue;
        lastVia = f.via;
        const memberType: Type =
          f.via !== undefined ? { k: 'record', key: f.via, union: !!records.get(f.via)?.union } : f.type;
        const fs = sizeOf(memberType, records, depth + 1);
        const fa = alignOf(memberType, records, depth + 1);
        if (fs === undefined || fa === undefined) return undefined;
        align = Math.max(align, fa);
        if (def.union) size = Math.max(size, fs);
        else size = Math.ceil(size / fa) * fa + fs;
      }
      return Math.ceil(size / align) * align;
    }
    default:
      return undefined;
  }
}

/**
 * The byte offset of a field in a record, laid out as `sizeOf` does (a member of an anonymous
 * struct or union at that member's offset plus its own).
 */
export function fieldOffset(
  recordKey: string,
  name: string,
  records: Map<string, RecordDef>,
): number | undefined {
  const def = records.get(recordKey);
  if (!def) return undefined;
  if (def.union) return def.fields.some((f) => f.name === name) ? 0 : undefined;
  let size = 0;
  let lastVia: string | undefined;
  for (const f of def.fields) {
    if (f.via !== undefined && f.via === lastVia) continue;
    lastVia = f.via;
    const memberType: Type =
      f.via !== undefined ? { k: 'record', key: f.via, union: !!records.get(f.via)?.union } : f.type;
    const fs = sizeOf(memberType, records);
    const fa = alignOf(memberType, records);
    if (fs === undefined || fa === undefined) return undefined;
    const at = Math.ceil(size / fa) * fa;
    if (f.via === undefined && f.name === name) return at;
    if (f.via !== undefined) {
      const inner = fieldOffset(f.via, name, records);
      if (inner !== undefined) return at + inner;
    }
    size = at + fs;
  }
  return undefined;
}

export function alignOf(t: Type, records: Map<string, RecordDef>, depth = 0): number | undefined {
  if (depth > 50) return undefined;
  switch (t.k) {
    case 'array':
      return alignOf(t.of, records, depth + 1);
    case 'record': {
      const def = records.get(t.key);
      if (!def) return undefined;
      let a = 1;
      for (const f of def.fields) a = Math.max(a, alignOf(f.type, records, depth + 1) ?? 1);
      return a;
    }
    default:
      return sizeOf(t, records, depth + 1);
  }
}

export function typeToString(t: Type): string {
  const q = `${t.atomic ? '_Atomic ' : ''}${t.const ? 'const ' : ''}${t.volatile ? 'volatile ' : ''}`;
  switch (t.k) {
    case 'void':
      return `${q}void`;
    case 'int':
    case 'float':
      return `${q}${t.name}`;
    case 'ptr':
      return `${typeToString(t.to)}*${q ? ` ${q.trim()}` : ''}`;
    case 'array': {
      // C order: `int[3][4]` is an array of 3 arrays of 4 ints.
      let dims = '';
      let e: Type = t;
      while (e.k === 'array') {
        dims += `[${e.length ?? ''}]`;
        e = e.of;
      }
      return `${typeToString(e)}${dims}`;
    }
    case 'record':
      return `${q}${t.union ? 'union' : 'struct'} ${t.key}`;
    case 'func':
      return `${typeToString(t.ret)}(${t.params.map(typeToString).join(', ')}${t.variadic ? ', ...' : ''})`;
    case 'named':
      return `${q}${t.name}`;
    case 'unknown':
      return `${q}?`;
  }
}
