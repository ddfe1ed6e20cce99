/**
 * Points-to queries that walk up enclosing objects (`fromUnknownCode`, `isShared`): the answer
 * depends on the chains of `field` origins up to 16 steps, and the walk visits each cell once per
 * step however many chains lead through it (a cell that is a field of itself, as list nodes are
 * after unification, made the walk exponential).
 */
import { describe, expect, it } from 'vitest';
import { type Cell, PointsTo } from '../../src/analysis/pointsto.js';
import type { Program } from '../../src/ir/types.js';

const emptyProgram = () => ({ globals: new Map(), functions: new Map() }) as unknown as Program;

/** Counts the union-find lookups a query makes: the work it does, deterministically. */
function countingFinds(pt: PointsTo): () => number {
  let n = 0;
  const find = pt.find.bind(pt);
  pt.find = (c: Cell) => {
    n++;
    return find(c);
  };
  return () => n;
}

/** A chain `top.f.f...` of `depth` fields below `top`: the innermost field cell. */
function chainBelow(pt: PointsTo, top: Cell, depth: number): Cell {
  let c = top;
  for (let i = 0; i < depth; i++) c = pt.field(c, 'f');
  return c;
}

describe('walking up enclosing objects', () => {
  it('memory inside what unknown code returned is found up to 16 fields deep, not deeper', () => {
    const pt = new PointsTo(emptyProgram());
    const external = pt.externalCell('getbuf');
    expect(pt.fromUnknownCode(chainBelow(pt, external, 16))).toBe(true);
    expect(pt.fromUnknownCode(chainBelow(pt, external, 17))).toBe(false);
    expect(pt.fromUnknownCode(chainBelow(pt, pt.heapCell('s1', 'malloc'), 3))).toBe(false);
  });

  it('a field of a shared object created after the escape pass is shared; a private one is not', () => {
    const pt = new PointsTo(emptyProgram());
    const shared = pt.heapCell('s1', 'malloc');
    const private_ = pt.heapCell('s2', 'malloc');
    pt.computeEscape([shared]);
    expect(pt.isShared(chainBelow(pt, shared, 5))).toBe(true);
    expect(pt.isShared(chainBelow(pt, private_, 5))).toBe(false);
    // Past 16 enclosing objects the answer is the safe one: shared.
    expect(pt.isShared(chainBelow(pt, private_, 17))).toBe(true);
  });

  it('a cell that is a field of itself through many fields costs one visit per step', () => {
    const pt = new PointsTo(emptyProgram());
    const node = pt.heapCell('list', 'malloc');
    // node.next, node.prev, ... all unified with node: four self-loops, 4^17 paths of 17 steps.
    for (const f of ['next', 'prev', 'parent', 'child']) pt.unify(pt.field(node, f), node);
    pt.computeEscape([]);
    const finds = countingFinds(pt);
    expect(pt.fromUnknownCode(node)).toBe(false);
    // The self-loops make chains of every length: past 16 steps the cell counts as shared.
    expect(pt.isShared(node)).toBe(true);
    expect(finds()).toBeLessThan(500);
  });
});
