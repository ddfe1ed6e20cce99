/**
 * The layout of types as gcc lays them out on x86_64 Linux: sizes, alignments and field offsets.
 * The lowering folds `sizeof` and `offsetof` with it, and the model checker follows pointer
 * arithmetic back to an enclosing object (`container_of`) with it.
 */
import type { RecordDef, Type } from './types.js';

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
      for (const { type: memberType } of laidOut(def, records)) {
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
 * A record's members in layout order: the fields, with the members of an anonymous struct or
 * union laid out as that one member (its first field stands for it, typed as the whole).
 */
function* laidOut(
  def: RecordDef,
  records: Map<string, RecordDef>,
): Generator<{ field: RecordDef['fields'][number]; type: Type }> {
  let lastVia: string | undefined;
  for (const f of def.fields) {
    if (f.via !== undefined && f.via === lastVia) continue;
    lastVia = f.via;
    yield {
      field: f,
      type: f.via !== undefined ? { k: 'record', key: f.via, union: !!records.get(f.via)?.union } : f.type,
    };
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
  for (const { field: f, type: memberType } of laidOut(def, records)) {
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
