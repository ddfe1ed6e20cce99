/**
 * The value slice: which memory (points-to cells, locals included) can influence control flow,
 * an address, a synchronisation object, a thread's entry or argument, or a compare-and-swap. Only
 * those values are tracked by the model; everything else is stored as "any value", which cannot
 * change which interleavings or races are reachable but keeps counters and sums from multiplying
 * the states. Found backwards from the uses that decide things, through assignments, calls,
 * returns and atomic operations, to a fixpoint.
 */

import { cfgInfo } from '../analysis/cfg-info.js';
import type { Cell, PointsTo } from '../analysis/pointsto.js';
import { successors } from '../ir/cfg.js';
import type { Block, Expr, Instr, IrFunction, Place, Program } from '../ir/types.js';

/** Values flow from `src` (computed when needed) into each of `dsts`: if one matters, they all do. */
interface Flow {
  dsts: readonly Cell[];
  src: () => readonly Cell[];
}

export class Relevance {
  private readonly relevant = new Set<Cell>();

  /**
   * `abstractsBranches`: the abstract slice of the first, over-approximating exploration
   * (index.ts): branches are not seeds, so what only decides control flow is "any value", a
   * branch on it goes both ways, and what remains is what orders threads and places accesses.
   * No interleaving of that model reaching a race proves none of the program does.
   */
  constructor(
    private readonly program: Program,
    private readonly pt: PointsTo,
    readonly abstractsBranches = false,
    /** Cells refinement found a witness of the abstract slice depends on (`refined`). */
    private readonly extra: readonly Cell[] = [],
  ) {
    this.compute();
  }

  /**
   * The abstract slice with the cells these branch conditions read added, and what flows into
   * them: undefined when it tracks them all already (refinement cannot help).
   */
  refined(branches: readonly { cond: Expr; fn: IrFunction }[]): Relevance | undefined {
    const cells = branches.flatMap((b) => this.reads(b.cond, b.fn)).filter((c) => !this.isRelevantCell(c));
    if (cells.length === 0) return undefined;
    return new Relevance(this.program, this.pt, this.abstractsBranches, [...this.extra, ...cells]);
  }

  /** The number of cells whose values are tracked (how far refinement has come). */
  get size(): number {
    return this.relevant.size;
  }

  private readonly memo = new WeakMap<Place, boolean>();

  /** Does the value of anything in this points-to cell matter? */
  isRelevantCell(c: Cell): boolean {
    return this.relevant.has(this.pt.find(c));
  }

  /** Does the value stored at `p` (a place of `fn`) matter? */
  isRelevant(p: Place, fn: IrFunction | undefined): boolean {
    let r = this.memo.get(p);
    if (r === undefined) {
      r = this.relevant.has(this.pt.find(this.pt.cellOf(p, fn)));
      this.memo.set(p, r);
    }
    return r;
  }

  /** The cells whose values `e` reads, including those read to compute addresses. */
  private reads(e: Expr, fn: IrFunction, out: Cell[] = []): Cell[] {
    switch (e.k) {
      case 'load':
        out.push(this.pt.cellOf(e.place, fn));
        this.addressReads(e.place, fn, out);
        break;
      case 'addr':
        this.addressReads(e.place, fn, out);
        break;
      case 'unary':
      case 'cast':
        this.reads(e.arg, fn, out);
        break;
      case 'binary':
        this.reads(e.left, fn, out);
        this.reads(e.right, fn, out);
        break;
      default:
        break;
    }
    return out;
  }

  /** The cells read to compute where a place is (pointers dereferenced, indices). */
  private addressReads(p: Place, fn: IrFunction, out: Cell[] = []): Cell[] {
    switch (p.k) {
      case 'var':
        break;
      case 'deref':
        this.reads(p.ptr, fn, out);
        break;
      case 'field':
        this.addressReads(p.base, fn, out);
        break;
      case 'index':
        this.addressReads(p.base, fn, out);
        this.reads(p.index, fn, out);
        break;
    }
    return out;
  }

  /**
   * Least fixpoint by a worklist: a flow fires once, when the first of its destinations becomes
   * relevant, and marks its sources, which may fire the flows into them. Linear in the flows and
   * their sources (rounds over every flow cost one pass per link of the longest chain, each pass
   * re-reading every source: minutes on a program with large structs copied whole).
   */
  private compute(): void {
    const flows: Flow[] = [];
    const seeds: Cell[] = [];
    for (const fn of this.program.functions.values()) {
      const structural = this.abstractsBranches ? threadStructure(fn) : new Set<Block>();
      for (const b of fn.blocks) {
        for (const i of b.instrs) this.instr(i, fn, seeds, flows);
        const t = b.term;
        for (const a of t.accesses) this.addressReads(a.place, fn, seeds);
        const decides = !this.abstractsBranches || structural.has(b);
        if (t.k === 'branch') {
          if (decides) this.reads(t.cond, fn, seeds);
        } else if (t.k === 'switch') {
          if (decides) this.reads(t.value, fn, seeds);
        } else if (t.k === 'return' && t.value) {
          const v = t.value;
          flows.push({ dsts: [this.pt.retCell(fn.id)], src: () => this.reads(v, fn) });
        }
      }
    }
    // The flows into each cell (by representative), fired at most once each.
    const into = new Map<Cell, Flow[]>();
    for (const f of flows)
      for (const d of f.dsts) {
        const r = this.pt.find(d);
        const list = into.get(r);
        if (list) list.push(f);
        else into.set(r, [f]);
      }
    const fired = new Set<Flow>();
    const work: Cell[] = [];
    const mark = (cells: readonly Cell[]) => {
      for (const c of cells) {
        const r = this.pt.find(c);
        if (!this.relevant.has(r)) {
          this.relevant.add(r);
          work.push(r);
        }
      }
    };
    mark(seeds);
    mark(this.extra);
    while (work.length > 0) {
      for (const f of into.get(work.pop()!) ?? []) {
        if (fired.has(f)) continue;
        fired.add(f);
        mark(f.src());
      }
    }
  }

  private instr(i: Instr, fn: IrFunction, seeds: Cell[], flows: Flow[]): void {
    for (const a of i.accesses) this.addressReads(a.place, fn, seeds);
    const dst = 'dst' in i ? (i.dst as Place | undefined) : undefined;
    if (dst) this.addressReads(dst, fn, seeds);
    const to = dst ? this.pt.cellOf(dst, fn) : undefined;
    switch (i.op) {
      case 'assign': {
        const src = i.src;
        flows.push({ dsts: [to!], src: () => this.reads(src, fn) });
        // A struct copy: field values follow their fields (one flow from all the fields copied
        // into to all the fields copied from: whichever matters, they all may).
        if (src.k === 'load') {
          const from = this.pt.cellOf(src.place, fn);
          flows.push({ dsts: this.pt.leavesOf(to!), src: () => this.pt.leavesOf(from) });
        }
        return;
      }
      case 'call': {
        if (i.model === 'ignore') return;
        this.reads(i.callee, fn, seeds);
        const callee = this.pt.valueOf(i.callee, fn);
        const targets = callee ? [...(this.pt.find(callee).fns ?? [])] : [];
        for (const id of targets) {
          const body = this.program.functions.get(id);
          if (!body) continue;
          body.params.forEach((p, k) => {
            const arg = i.args[k];
            if (arg)
              flows.push({
                dsts: [this.pt.cellOf({ k: 'var', id: p }, body)],
                src: () => this.reads(arg, fn),
              });
          });
          if (to) flows.push({ dsts: [to], src: () => [this.pt.retCell(id)] });
        }
        return;
      }
      case 'spawn':
        this.reads(i.entry, fn, seeds);
        this.reads(i.arg, fn, seeds);
        if (i.handle) this.reads(i.handle, fn, seeds);
        // The handle's stored value decides joins.
        if (i.handle) {
          const h = this.pt.valueOf(i.handle, fn);
          if (h) seeds.push(h);
        }
        return;
      case 'join':
        this.reads(i.handle, fn, seeds);
        return;
      case 'lock':
      case 'trylock':
      case 'unlock':
      case 'lock-init':
      case 'lock-destroy':
        this.reads(i.lock, fn, seeds);
        return;
      case 'cond-wait':
        this.reads(i.lock, fn, seeds);
        this.reads(i.cond, fn, seeds);
        return;
      case 'cond-signal':
        this.reads(i.cond, fn, seeds);
        return;
      case 'barrier-init':
        this.reads(i.barrier, fn, seeds);
        this.reads(i.count, fn, seeds);
        return;
      case 'barrier-wait':
        this.reads(i.barrier, fn, seeds);
        return;
      case 'once':
        this.reads(i.flag, fn, seeds);
        this.reads(i.entry, fn, seeds);
        return;
      case 'sem-init':
        this.reads(i.sem, fn, seeds);
        this.reads(i.count, fn, seeds);
        return;
      case 'sem-wait':
      case 'sem-post':
        this.reads(i.sem, fn, seeds);
        return;
      case 'assume':
        this.reads(i.cond, fn, seeds);
        return;
      case 'atomic': {
        if (!i.object) return;
        const object = i.object;
        this.reads(object, fn, seeds);
        const contents = this.pt.valueOf(object, fn);
        if (i.kind === 'cas') {
          // The comparison decides what happens: the object, the expected value and the result.
          if (contents) seeds.push(contents);
          if (i.expected) {
            const e = this.pt.valueOf(i.expected, fn);
            if (e) seeds.push(e);
            this.reads(i.expected, fn, seeds);
          }
          if (i.compare) this.reads(i.compare, fn, seeds);
        }
        if (contents && i.value) {
          const value = i.value;
          flows.push({ dsts: [contents], src: () => this.reads(value, fn) });
        }
        if (contents && to) flows.push({ dsts: [to], src: () => [contents] });
        return;
      }
      default:
        return;
    }
  }
}

const STRUCTURAL_OPS = new Set<Instr['op']>(['spawn', 'join']);

/**
 * The branches of `fn` that decide how many threads start or are joined: the exits of a loop that
 * spawns or joins, and a branch with a successor that does. The abstract slice keeps them exact
 * (thread counts are what orders threads, as the Goanna model keeps them); without them a create
 * loop on `i < n` would start threads without end.
 */
function threadStructure(fn: IrFunction): Set<Block> {
  const out = new Set<Block>();
  const structural = (k: number) => fn.blocks[k]!.instrs.some((i) => STRUCTURAL_OPS.has(i.op));
  if (!fn.blocks.some((_, k) => structural(k))) return out;
  const info = cfgInfo(fn);
  for (const loop of info.loops) {
    if (![...loop.blocks].some(structural)) continue;
    for (const k of loop.blocks)
      if (successors(fn.blocks[k]!).some((x) => !loop.blocks.has(x))) out.add(fn.blocks[k]!);
  }
  fn.blocks.forEach((b, k) => {
    if (b.term.k === 'branch' && successors(b).some(structural)) out.add(fn.blocks[k]!);
  });
  return out;
}
