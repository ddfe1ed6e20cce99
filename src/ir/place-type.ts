/** The static type of a place or an expression, where the IR's variable and record types give it. */

import { isLocalId } from './names.js';
import type { Expr, IrFunction, Place, Program, Type } from './types.js';

export function placeType(program: Program, fn: IrFunction, p: Place): Type | undefined {
  switch (p.k) {
    case 'var':
      return (isLocalId(p.id) ? fn.vars.find((v) => v.id === p.id) : program.globals.get(p.id))?.type;
    case 'field':
      return p.record
        ? program.records.get(p.record)?.fields.find((f) => f.name === p.field)?.type
        : undefined;
    case 'index': {
      // `p[i]` is index(deref(p), i): the element type is the pointee itself.
      const t = placeType(program, fn, p.base);
      return t?.k === 'array' ? t.of : t;
    }
    case 'deref': {
      const t = exprType(program, fn, p.ptr);
      return t?.k === 'ptr' ? t.to : t?.k === 'array' ? t.of : undefined;
    }
  }
}

function exprType(program: Program, fn: IrFunction, e: Expr): Type | undefined {
  switch (e.k) {
    case 'cast':
      return e.to;
    case 'load':
      return placeType(program, fn, e.place);
    case 'addr': {
      const t = placeType(program, fn, e.place);
      return t && { k: 'ptr', to: t };
    }
    case 'binary': {
      const l = exprType(program, fn, e.left);
      if (l?.k === 'ptr' || l?.k === 'array') return l;
      const r = exprType(program, fn, e.right);
      return r?.k === 'ptr' || r?.k === 'array' ? r : undefined;
    }
    default:
      return undefined;
  }
}
