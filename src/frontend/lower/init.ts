/** Initializers of locals and compound literals: one assignment per initialised element. */
import type { Expr, Place, Type } from '../../ir/types.js';
import type { SyntaxNode } from '../parse/index.js';
import { evalConst } from './decl.js';
import { rvalue } from './expr.js';
import type { FnLowering } from './function.js';

export function lowerInitializer(fl: FnLowering, place: Place, type: Type, node: SyntaxNode): void {
  if (node.type !== 'initializer_list') {
    const v = rvalue(fl, node);
    fl.cfg.emit({ op: 'assign', dst: place, src: v.e }, fl.range(node), fl.writeAccess(place, type, node));
    return;
  }
  let position = 0;
  for (const item of node.namedChildren) {
    if (!item || item.type === 'comment') continue;
    let target = place;
    let targetType = type;
    let valueNode = item;
    if (item.type === 'initializer_pair') {
      valueNode = item.childForFieldName('value')!;
      for (const d of item.childrenForFieldName('designator')) {
        if (!d) continue;
        const sub = designate(fl, target, targetType, d);
        target = sub.place;
        targetType = sub.type;
        if (d === item.childrenForFieldName('designator')[0] && sub.position !== undefined)
          position = sub.position;
      }
    } else {
      const sub = elementAt(fl, place, type, position);
      target = sub.place;
      targetType = sub.type;
    }
    lowerInitializer(fl, target, targetType, valueNode);
    position++;
  }
}

function designate(
  fl: FnLowering,
  place: Place,
  type: Type,
  d: SyntaxNode,
): { place: Place; type: Type; position?: number } {
  if (d.type === 'field_designator' || d.type === 'field_identifier') {
    const name = d.text.replace(/^\./, '');
    if (type.k === 'record') {
      const def = fl.cx.records.get(type.key);
      const idx = def?.fields.findIndex((f) => f.name === name) ?? -1;
      return {
        place: { k: 'field', base: place, field: name, record: type.key },
        type: def?.fields[idx]?.type ?? { k: 'unknown' },
        position: idx >= 0 ? idx : undefined,
      };
    }
    return { place: { k: 'field', base: place, field: name }, type: { k: 'unknown' } };
  }
  const idxNode = d.namedChildren[0];
  const idx = idxNode ? evalConst(fl.cx, fl.scope, idxNode) : undefined;
  const index: Expr = idx !== undefined ? { k: 'int', value: idx } : { k: 'nondet', why: 'designator' };
  return {
    place: { k: 'index', base: place, index },
    type: type.k === 'array' ? type.of : { k: 'unknown' },
    position: idx,
  };
}

function elementAt(fl: FnLowering, place: Place, type: Type, position: number): { place: Place; type: Type } {
  if (type.k === 'record') {
    const def = fl.cx.records.get(type.key);
    const f = def?.fields[position];
    if (f) return { place: { k: 'field', base: place, field: f.name, record: type.key }, type: f.type };
    return { place, type: { k: 'unknown' } };
  }
  if (type.k === 'array')
    return { place: { k: 'index', base: place, index: { k: 'int', value: position } }, type: type.of };
  // Braces around a scalar: `int x = {1};`
  return { place, type };
}
