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

const NO_TARGETS: ReadonlySet<object> = new Set();
const spawnsOnly = new WeakMap<Program, Towards>();

export class Towards {
  private readonly usefulFns = new Set<IrFunction>();
  private readonly distances = new Map<IrFunction, Map<number, number>>();
  private readonly returns = new Map<IrFunction, Map<number, number>>();

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

  /** The same goals without the accesses: only thread starts (one per program: no targets). */
  spawns(): Towards {
    let only = spawnsOnly.get(this.program);
    if (!only) {
      only = new Towards(this.program, NO_TARGETS, true);
      spawnsOnly.set(this.program, only);
    }
    return only;
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

  /**
   * Blocks from a thread's position to the nearest goal: in its innermost function, or past that
   * function's return in its caller (from the block of the call), and so on outwards. A setup
   * helper holds no goal of its own, but the way out of it that returns (not the one that calls
   * `exit`) leads on to the caller's thread starts.
   */
  distanceFrom(frames: readonly { fn: IrFunction; block: number }[]): number {
    let best = Number.POSITIVE_INFINITY;
    let through = 0;
    for (let k = frames.length - 1; k >= 0 && through < best; k--) {
      const { fn, block } = frames[k]!;
      best = Math.min(best, through + this.distance(fn, block));
      const out = this.toReturn(fn).get(block);
      if (out === undefined) break;
      through += out;
    }
    return best;
  }

  /** Blocks from each block of `fn` to one that returns (absent: none is reachable). */
  private toReturn(fn: IrFunction): Map<number, number> {
    let d = this.returns.get(fn);
    if (!d) {
      d = backwardsFrom(fn, (b) => b.term.k === 'return');
      this.returns.set(fn, d);
    }
    return d;
  }

  /** A thread start, or (unless only starts count) an access looked for. */
  private isOwnGoal(i: Instr): boolean {
    return i.op === 'spawn' || (!this.spawnsOnly && i.accesses.some((a) => this.targets.has(a)));
  }

  private isGoal(i: Instr): boolean {
    return this.isOwnGoal(i) || (i.op === 'call' && i.callee.k === 'fn' && this.usefulFn(i.callee.id));
  }

  /** A branch or return of `b` that makes an access looked for. */
  private termIsGoal(b: Block): boolean {
    return !this.spawnsOnly && b.term.accesses.some((a) => this.targets.has(a));
  }

  private holdsGoal(b: Block): boolean {
    return b.instrs.some((i) => this.isGoal(i)) || this.termIsGoal(b);
  }

  private usefulFn(id: string): boolean {
    const fn = this.program.functions.get(id);
    return fn !== undefined && this.usefulFns.has(fn);
  }

  /**
   * Functions containing a goal, directly or through calls: those with a goal of their own, then
   * their callers, backwards along the direct calls (one pass over the code).
   */
  private findUsefulFunctions(): void {
    const callers = new Map<IrFunction, IrFunction[]>();
    const work: IrFunction[] = [];
    for (const fn of this.program.functions.values())
      for (const b of fn.blocks) {
        if (!this.usefulFns.has(fn) && (b.instrs.some((i) => this.isOwnGoal(i)) || this.termIsGoal(b))) {
          this.usefulFns.add(fn);
          work.push(fn);
        }
        for (const i of b.instrs) {
          const callee =
            i.op === 'call' && i.callee.k === 'fn' ? this.program.functions.get(i.callee.id) : undefined;
          if (!callee) continue;
          const list = callers.get(callee);
          if (list) list.push(fn);
          else callers.set(callee, [fn]);
        }
      }
    for (let fn = work.pop(); fn; fn = work.pop())
      for (const caller of callers.get(fn) ?? [])
        if (!this.usefulFns.has(caller)) {
          this.usefulFns.add(caller);
          work.push(caller);
        }
  }

  private distancesIn(fn: IrFunction): Map<number, number> {
    return backwardsFrom(fn, (b) => this.holdsGoal(b));
  }
}

/** Blocks from each block of `fn` to the nearest `target` one: breadth-first backwards along the CFG's edges. */
function backwardsFrom(fn: IrFunction, target: (b: Block) => boolean): Map<number, number> {
  const preds = new Map<number, number[]>();
  for (const b of fn.blocks)
    for (const t of successors(b)) {
      const list = preds.get(t);
      if (list) list.push(b.id);
      else preds.set(t, [b.id]);
    }
  const out = new Map<number, number>();
  let frontier = fn.blocks.filter(target).map((b) => b.id);
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
