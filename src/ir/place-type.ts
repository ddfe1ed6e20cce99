/** The declared type of a place, where the IR says it (a variable, a field, an element, a typed pointer's target). */

import { isLocalId } from './names.js';
import type { Expr, IrFunction, Place, Program, Type } from './types.js';

export function placeType(program: Program, fn: IrFunction, p: Place): Type | undefined {
  switch (p.k) {
    case 'var':
      return (isLocalId(p.id) ? fn.vars.find((x) => x.id === p.id) : program.globals.get(p.id))?.type;
    case 'field':
      return p.record
        ? program.records.get(p.record)?.fields.find((f) => f.name === p.field)?.type
        : undefined;
    case 'index': {
      const t = placeType(program, fn, p.base);
      // `p[i]` indexes from the element `*p`: the same type.
      if (p.base.k === 'deref') return t;
      return t?.k === 'array' ? t.of : t?.k === 'ptr' ? t.to : undefined;
    }
    case 'deref': {
      const t = exprType(program, fn, p.ptr);
      return t?.k === 'ptr' ? t.to : t?.k === 'array' ? t.of : undefined;
    }
  }
}

function exprType(program: Program, fn: IrFunction, e: Expr): Type | undefined {
  if (e.k === 'cast') return e.to;
  if (e.k === 'load') return placeType(program, fn, e.place);
  if (e.k === 'addr') {
    const t = placeType(program, fn, e.place);
    return t && { k: 'ptr', to: t };
  }
  return undefined;
}
