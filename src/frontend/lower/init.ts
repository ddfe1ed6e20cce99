/**
 * Initializers of locals and compound literals: one assignment per initialised scalar, with C's
 * rules for designators and brace elision (C11 6.7.9: a scalar where an aggregate is expected
 * starts initialising that aggregate's first member and goes on from there).
 */
import type { Expr, Place, Type } from '../../ir/types.js';
import type { SyntaxNode } from '../parse/index.js';
import { evalConst } from './decl.js';
import { convertedTo, rvalue } from './expr.js';
import { type FnLowering, intConst } from './function.js';

export function lowerInitializer(fl: FnLowering, place: Place, type: Type, node: SyntaxNode): void {
  if (node.type !== 'initializer_list') {
    const v = rvalue(fl, node);
    const src = convertedTo(v, type);
    fl.cfg.emit({ op: 'assign', dst: place, src }, fl.range(node), fl.writeAccess(place, type, node));
    return;
  }
  const items = node.namedChildren.filter((c) => c.type !== 'comment');
  const cursor = { i: 0 };
  fillAggregate(fl, place, type, items, cursor, true);
  // Braces around a scalar (`int x = {1};`) or extra initializers: each still evaluated.
  while (cursor.i < items.length) lowerInitializer(fl, place, type, items[cursor.i++]!);
}

interface Member {
  place: Place;
  type: Type;
}

function isAggregate(t: Type): boolean {
  return t.k === 'record' || t.k === 'array';
}

/** The sub-object at `position` of an aggregate, or undefined past its end. */
function memberAt(fl: FnLowering, place: Place, type: Type, position: number): Member | undefined {
  if (type.k === 'record') {
    const def = fl.cx.records.get(type.key);
    // A union's braces initialise its first member only.
    if (!def || (def.union && position > 0)) return undefined;
    const f = def.fields[position];
    return f
      ? { place: { k: 'field', base: place, field: f.name, record: type.key }, type: f.type }
      : undefined;
  }
  if (type.k === 'array') {
    if (type.length !== undefined && position >= type.length) return undefined;
    return { place: { k: 'index', base: place, index: intConst(position) }, type: type.of };
  }
  return position === 0 ? { place, type } : undefined;
}

/**
 * Fills the aggregate at `place` from `items[cursor.i...]`. Inside its own braces (`braced`) it
 * takes designators and stops at the end of the list; when its braces were elided it stops after
 * its last member and leaves the rest (and any designator) to the enclosing list.
 */
function fillAggregate(
  fl: FnLowering,
  place: Place,
  type: Type,
  items: SyntaxNode[],
  cursor: { i: number },
  braced: boolean,
): void {
  let position = 0;
  while (cursor.i < items.length) {
    const item = items[cursor.i]!;
    if (item.type === 'initializer_pair') {
      if (!braced) return;
      const designators = item.childrenForFieldName('designator');
      let target: Member = { place, type };
      designators.forEach((d, k) => {
        const pos = designatorPosition(fl, target.type, d);
        if (k === 0 && pos !== undefined) position = pos;
        target = designate(fl, target, d, pos);
      });
      lowerInitializer(fl, target.place, target.type, item.childForFieldName('value')!);
      cursor.i++;
      position++;
      continue;
    }
    const member = memberAt(fl, place, type, position);
    if (!member) return;
    if (item.type === 'initializer_list') {
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

/** A string literal for a char array, or a value of the member's own struct type, fills it whole. */
function initializesWhole(fl: FnLowering, type: Type, item: SyntaxNode): boolean {
  if (type.k === 'array') return item.type === 'string_literal' || item.type === 'concatenated_string';
  if (item.type === 'identifier') {
    const b = fl.scope.lookup(item.text);
    return b?.k === 'var' && b.type.k === 'record';
  }
  return item.type === 'call_expression' || item.type === 'compound_literal_expression';
}

function designatorPosition(fl: FnLowering, type: Type, d: SyntaxNode): number | undefined {
  if (d.type === 'field_designator' || d.type === 'field_identifier') {
    if (type.k !== 'record') return undefined;
    const name = d.text.replace(/^\./, '').trim();
    const idx = fl.cx.records.get(type.key)?.fields.findIndex((f) => f.name === name) ?? -1;
    return idx >= 0 ? idx : undefined;
  }
  const idxNode = d.namedChildren[0];
  return idxNode ? evalConst(fl.cx, fl.scope, idxNode) : undefined;
}

function designate(fl: FnLowering, base: Member, d: SyntaxNode, pos: number | undefined): Member {
  if (d.type === 'field_designator' || d.type === 'field_identifier') {
    const name = d.text.replace(/^\./, '').trim();
    if (base.type.k === 'record') {
      const f = pos !== undefined ? fl.cx.records.get(base.type.key)?.fields[pos] : undefined;
      return {
        place: { k: 'field', base: base.place, field: name, record: base.type.key },
        type: f?.type ?? { k: 'unknown' },
      };
    }
    return { place: { k: 'field', base: base.place, field: name }, type: { k: 'unknown' } };
  }
  const index: Expr = pos !== undefined ? intConst(pos) : { k: 'nondet', why: 'designator' };
  return {
    place: { k: 'index', base: base.place, index },
    type: base.type.k === 'array' ? base.type.of : { k: 'unknown' },
  };
}

/**
 * The length an unsized array gets from its initializer list: one past the highest element
 * position, counting designators (`{[2] = 5, 6}` has 4 elements). Scalars per element when the
 * element type is a scalar; nested lists count one each.
 */
function initializerLength(
  fl: { cx: FnLowering['cx']; scope: FnLowering['scope'] },
  list: SyntaxNode,
  elementScalars = 1,
): number {
  let position = 0;
  let max = 0;
  let pendingScalars = 0;
  for (const item of list.namedChildren) {
    if (item.type === 'comment') continue;
    if (item.type === 'initializer_pair') {
      const d = item.childrenForFieldName('designator')[0];
      const idx =
        d && d.type === 'subscript_designator' && d.namedChildren[0]
          ? evalConst(fl.cx, fl.scope, d.namedChildren[0])
          : undefined;
      if (idx !== undefined) position = idx;
      pendingScalars = 0;
      position++;
    } else if (item.type === 'initializer_list' || elementScalars <= 1) {
      pendingScalars = 0;
      position++;
    } else {
      // Brace elision: `elementScalars` bare scalars make one element.
      pendingScalars++;
      if (pendingScalars === 1) position++;
      if (pendingScalars === elementScalars) pendingScalars = 0;
    }
    max = Math.max(max, position);
  }
  return max;
}

/** How many scalars brace elision needs to fill one object of this type. */
function scalarCount(
  type: Type,
  records: Map<string, import('../../ir/types.js').RecordDef>,
  depth = 0,
): number {
  if (depth > 20) return 1;
  if (type.k === 'array') return (type.length ?? 1) * scalarCount(type.of, records, depth + 1);
  if (type.k === 'record') {
    const def = records.get(type.key);
    if (!def || def.fields.length === 0) return 1;
    if (def.union) return scalarCount(def.fields[0]!.type, records, depth + 1);
    return def.fields.reduce((n, f) => n + scalarCount(f.type, records, depth + 1), 0);
  }
  return 1;
}

/** An unsized array type completed by its initializer list. */
export function completeArrayType(
  fl: { cx: FnLowering['cx']; scope: FnLowering['scope'] },
  type: Type,
  value: SyntaxNode | null,
): Type {
  if (type.k !== 'array' || type.length !== undefined || value?.type !== 'initializer_list') return type;
  return { ...type, length: initializerLength(fl, value, scalarCount(type.of, fl.cx.records)) };
}
