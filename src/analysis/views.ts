/**
 * Objects accessed through views of different widths: an `int *` and a `char *` on one object,
 * or `(char *)p + 2`. An element index means something only in the units of its view (`p[2]`
 * through a `char *` is a byte of the `int` at `p[0]`), so accesses to such an object are never
 * told apart by their element: layer 1 gives them no object name and layer 2 no exact address
 * (an exploration cannot then eliminate a race between them, nor confirm one).
 */

import { stripCasts } from '../ir/exprs.js';
import { sizeOf } from '../ir/layout.js';
import { placeType } from '../ir/place-type.js';
import type { Access, IrFunction, Place, Program, Type } from '../ir/types.js';
import type { Cell, PointsTo } from './pointsto.js';

/** Per cell, the widths of the accesses rooted at each variable (by id) and of the others ('*'). */
type Widths = Map<Cell, Map<string, Set<number>>>;

const cache = new WeakMap<PointsTo, Widths>();
// Layer 2 asks at every step: the answer per access, once.
const answers = new WeakMap<PointsTo, WeakMap<Access, boolean>>();

/**
 * Does the access touch an object that is also accessed with another width? An access the source
 * roots at a variable (`stats.sent`, `*&generation`) touches that variable only: it meets the
 * widths of that variable's accesses and of those through pointers, never another variable's
 * that the points-to merged into the same cell (two objects handed to one unknown function).
 */
export function throughMixedViews(pt: PointsTo, program: Program, a: Access, fn: IrFunction): boolean {
  let known = answers.get(pt);
  if (!known) answers.set(pt, (known = new WeakMap()));
  let answer = known.get(a);
  if (answer === undefined) {
    const widths = widthsOf(pt, program);
    const root = rootVariable(a.place);
    answer =
      widths.size > 0 &&
      pt.leavesOf(pt.cellOf(a.place, fn)).some((c) => {
        const byRoot = widths.get(pt.find(c));
        if (!byRoot) return false;
        const seen = new Set<number>();
        for (const [key, set] of byRoot)
          if (root === undefined || key === root || key === ANY) for (const w of set) seen.add(w);
        return seen.size > 1;
      });
    known.set(a, answer);
  }
  return answer;
}

const ANY = '*';

/** The variable a place is rooted at through fields, elements and `*&`, else undefined. */
export function rootVariable(p: Place): string | undefined {
  switch (p.k) {
    case 'var':
      return p.id;
    case 'field':
    case 'index':
      return rootVariable(p.base);
    case 'deref': {
      const ptr = stripCasts(p.ptr);
      return ptr.k === 'addr' ? rootVariable(ptr.place) : undefined;
    }
  }
}

function widthsOf(pt: PointsTo, program: Program): Widths {
  let widths = cache.get(pt);
  if (widths) return widths;
  const out: Widths = new Map();
  const note = (a: Access, fn: IrFunction) => {
    const w = scalarWidth(placeType(program, fn, a.place), program);
    if (w === undefined) return;
    const root = rootVariable(a.place) ?? ANY;
    for (const leaf of pt.leavesOf(pt.cellOf(a.place, fn))) {
      const c = pt.find(leaf);
      let byRoot = out.get(c);
      if (!byRoot) out.set(c, (byRoot = new Map()));
      let set = byRoot.get(root);
      if (!set) byRoot.set(root, (set = new Set()));
      set.add(w);
    }
  };
  for (const fn of program.functions.values())
    for (const b of fn.blocks) {
      for (const i of b.instrs) for (const a of i.accesses) note(a, fn);
      for (const a of b.term.accesses) note(a, fn);
    }
  // Only cells accessed with two widths can answer yes.
  widths = new Map(
    [...out].filter(([, byRoot]) => new Set([...byRoot.values()].flatMap((set) => [...set])).size > 1),
  );
  cache.set(pt, widths);
  return widths;
}

function scalarWidth(t: Type | undefined, program: Program): number | undefined {
  if (!t || (t.k !== 'int' && t.k !== 'float' && t.k !== 'ptr')) return undefined;
  return sizeOf(t, program.records);
}
