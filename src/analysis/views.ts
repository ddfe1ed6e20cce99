/**
 * Objects accessed through views of different widths: an `int *` and a `char *` on one object,
 * or `(char *)p + 2`. An element index means something only in the units of its view (`p[2]`
 * through a `char *` is a byte of the `int` at `p[0]`), so accesses to such an object are never
 * told apart by their element: layer 1 gives them no object name and layer 2 no exact address
 * (an exploration cannot then eliminate a race between them, nor confirm one).
 */
import { sizeOf } from '../ir/layout.js';
import { placeType } from '../ir/place-type.js';
import type { Access, IrFunction, Program, Type } from '../ir/types.js';
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
    const w = scalarWidth(placeType(program, fn, a.place), program);
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
