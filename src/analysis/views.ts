/**
 * Objects accessed through views of different widths: an `int *` and a `char *` on one object,
 * or `(char *)p + 2`. An element index means something only in the units of its view (`p[2]`
 * through a `char *` is a byte of the `int` at `p[0]`), so accesses to such an object are never
 * told apart by their element: layer 1 gives them no object name and layer 2 no exact address
 * (an exploration cannot then eliminate a race between them, nor confirm one).
 */
import { sizeOf } from '../ir/layout.js';
import { isLocalId } from '../ir/names.js';
import type { Access, Expr, IrFunction, Place, Program, Type } from '../ir/types.js';
import type { Cell, PointsTo } from './pointsto.js';

const cache = new WeakMap<PointsTo, Set<Cell>>();
// Layer 2 asks at every step: the answer per access, once.
const answers = new WeakMap<PointsTo, WeakMap<Access, boolean>>();

/** Does the access touch an object that is also accessed with another width? */
export function throughMixedViews(pt: PointsTo, program: Program, a: Access, fn: IrFunction): boolean {
  let known = answers.get(pt);
  if (!known) answers.set(pt, (known = new WeakMap()));
  let answer = known.get(a);
  if (answer === undefined) {
    const mixed = mixedCells(pt, program);
    answer = mixed.size > 0 && pt.leavesOf(pt.cellOf(a.place, fn)).some((c) => mixed.has(pt.find(c)));
    known.set(a, answer);
  }
  return answer;
}

function mixedCells(pt: PointsTo, program: Program): Set<Cell> {
  let mixed = cache.get(pt);
  if (mixed) return mixed;
  const widths = new Map<Cell, Set<number>>();
  const note = (a: Access, fn: IrFunction) => {
    const w = scalarWidth(placeType(a.place, fn, program), program);
    if (w === undefined) return;
    for (const leaf of pt.leavesOf(pt.cellOf(a.place, fn))) {
      const c = pt.find(leaf);
      let set = widths.get(c);
      if (!set) widths.set(c, (set = new Set()));
      set.add(w);
    }
  };
  for (const fn of program.functions.values())
    for (const b of fn.blocks) {
      for (const i of b.instrs) for (const a of i.accesses) note(a, fn);
      for (const a of b.term.accesses) note(a, fn);
    }
  mixed = new Set([...widths].filter(([, set]) => set.size > 1).map(([c]) => c));
  cache.set(pt, mixed);
  return mixed;
}

function scalarWidth(t: Type | undefined, program: Program): number | undefined {
  if (!t || (t.k !== 'int' && t.k !== 'float' && t.k !== 'ptr')) return undefined;
  return sizeOf(t, program.records);
}

/** The static type of a place, where the IR's variable and record types give it. */
function placeType(p: Place, fn: IrFunction, program: Program): Type | undefined {
  switch (p.k) {
    case 'var':
      return (isLocalId(p.id) ? fn.vars.find((v) => v.id === p.id) : program.globals.get(p.id))?.type;
    case 'field':
      return p.record
        ? program.records.get(p.record)?.fields.find((f) => f.name === p.field)?.type
        : undefined;
    case 'index': {
      // `p[i]` is index(deref(p), i): the element type is the pointee itself.
      const t = placeType(p.base, fn, program);
      return t?.k === 'array' ? t.of : t;
    }
    case 'deref': {
      const t = exprType(p.ptr, fn, program);
      return t?.k === 'ptr' ? t.to : t?.k === 'array' ? t.of : undefined;
    }
  }
}

function exprType(e: Expr, fn: IrFunction, program: Program): Type | undefined {
  switch (e.k) {
    case 'cast':
      return e.to;
    case 'load':
      return placeType(e.place, fn, program);
    case 'addr': {
      const t = placeType(e.place, fn, program);
      return t && { k: 'ptr', to: t };
    }
    case 'binary': {
      const l = exprType(e.left, fn, program);
      if (l?.k === 'ptr' || l?.k === 'array') return l;
      const r = exprType(e.right, fn, program);
      return r?.k === 'ptr' || r?.k === 'array' ? r : undefined;
    }
    default:
      return undefined;
  }
}
