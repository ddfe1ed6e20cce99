/**
 * Queries on a function's control-flow graph that every stage asks: where a terminator may go,
 * the distinct successors of a block, and which block holds an instruction.
 */
import type { Block, Instr, IrFunction, Terminator } from './types.js';

/** Every target of a terminator, in order (a switch may name one block twice). */
export function terminatorTargets(t: Terminator): number[] {
  switch (t.k) {
    case 'goto':
      return [t.target];
    case 'branch':
      return [t.then, t.else];
    case 'switch':
      return [...t.cases.map((c) => c.target), t.default];
    case 'return':
    case 'stop':
      return [];
  }
}

/** Distinct successor blocks of a block. */
export function successors(b: Block): number[] {
  return [...new Set(terminatorTargets(b.term))];
}

const blockOfInstr = new WeakMap<Instr, number>();

/** The index of the block of `fn` that holds `i` (-1 when none does). */
export function blockIndexOf(fn: IrFunction, i: Instr): number {
  let b = blockOfInstr.get(i);
  if (b === undefined) {
    fn.blocks.forEach((blk, k) => {
      for (const x of blk.instrs) blockOfInstr.set(x, k);
    });
    b = blockOfInstr.get(i) ?? -1;
  }
  return b;
}
