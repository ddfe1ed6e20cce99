/**
 * Where a directed run should go when the program's input lets it choose (which option getopt
 * returns, whether a read succeeds): towards code that starts a thread or makes one of the
 * candidates' accesses, by the shortest way, not towards the `return 1` of a failed setup nor
 * round an option loop once more. A block's *distance* is the fewest blocks, within its function,
 * from it to one holding such an instruction or a call of a function that (through its own calls)
 * contains one; Infinity when no path leads there. Static and over-approximate (any CFG path),
 * used only to order a run's choices: it never decides an outcome.
 */

import { successors } from '../ir/cfg.js';
import type { Block, Instr, IrFunction, Program } from '../ir/types.js';

export class Towards {
  private readonly usefulFns = new Set<IrFunction>();
  private readonly distances = new Map<IrFunction, Map<number, number>>();

  /**
   * `spawnsOnly`: the goals are thread starts alone (a thread alone in the program cannot race
   * yet: its accesses before it starts another thread happen before every other thread's).
   */
  constructor(
    private readonly program: Program,
    /** The accesses of the candidates a run is looking for. */
    private readonly targets: ReadonlySet<object>,
    private readonly spawnsOnly = false,
  ) {
    this.findUsefulFunctions();
  }

  /** The same goals without the accesses: only thread starts. */
  spawns(): Towards {
    return new Towards(this.program, this.targets, true);
  }

  /** Blocks from `block` to the nearest goal of `fn` (Infinity: none is reachable). */
  distance(fn: IrFunction, block: number): number {
    let d = this.distances.get(fn);
    if (!d) {
      d = this.distancesIn(fn);
      this.distances.set(fn, d);
    }
    return d.get(block) ?? Number.POSITIVE_INFINITY;
  }

  private isGoal(i: Instr): boolean {
    if (i.op === 'spawn') return true;
    if (!this.spawnsOnly && i.accesses.some((a) => this.targets.has(a))) return true;
    return i.op === 'call' && i.callee.k === 'fn' && this.usefulFn(i.callee.id);
  }

  private holdsGoal(b: Block): boolean {
    return (
      b.instrs.some((i) => this.isGoal(i)) ||
      (!this.spawnsOnly && b.term.accesses.some((a) => this.targets.has(a)))
    );
  }

  private usefulFn(id: string): boolean {
    const fn = this.program.functions.get(id);
    return fn !== undefined && this.usefulFns.has(fn);
  }

  /** Functions containing a goal, directly or through calls: a fixpoint over the call graph. */
  private findUsefulFunctions(): void {
    const fns = [...this.program.functions.values()];
    for (let changed = true; changed; ) {
      changed = false;
      for (const fn of fns) {
        if (this.usefulFns.has(fn)) continue;
        const hasGoal = fn.blocks.some((b) => this.holdsGoal(b));
        if (hasGoal) {
          this.usefulFns.add(fn);
          changed = true;
        }
      }
    }
  }

  /** Breadth-first from the blocks holding a goal, backwards along the CFG's edges. */
  private distancesIn(fn: IrFunction): Map<number, number> {
    const preds = new Map<number, number[]>();
    for (const b of fn.blocks) for (const t of successors(b)) preds.set(t, [...(preds.get(t) ?? []), b.id]);
    const out = new Map<number, number>();
    let frontier = fn.blocks.filter((b) => this.holdsGoal(b)).map((b) => b.id);
    for (const id of frontier) out.set(id, 0);
    for (let d = 1; frontier.length > 0; d++) {
      const next: number[] = [];
      for (const id of frontier)
        for (const p of preds.get(id) ?? [])
          if (!out.has(p)) {
            out.set(p, d);
            next.push(p);
          }
      frontier = next;
    }
    return out;
  }
}
