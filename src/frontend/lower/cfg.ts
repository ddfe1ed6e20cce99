/**
 * Builds one function's control-flow graph. Accesses recorded while an expression is lowered
 * are pending until the next instruction or terminator is emitted, which takes them: so each
 * instruction carries exactly the accesses its evaluation performs, in order.
 */

import { terminatorTargets } from '../../ir/cfg.js';
import type { SourceRange } from '../../ir/source.js';
import type { Access, Block, Instr, Terminator } from '../../ir/types.js';

type InstrBody = Instr extends infer I ? (I extends Instr ? Omit<I, 'accesses' | 'range'> : never) : never;
export type TermBody = Terminator extends infer X
  ? X extends Terminator
    ? Omit<X, 'accesses' | 'range'>
    : never
  : never;

/** The shared empty access list (frozen: nothing may push into it). */
export const NO_ACCESSES: Access[] = Object.freeze([]) as unknown as Access[];

const PLACEHOLDER: Terminator = {
  k: 'stop',
  why: 'noreturn',
  range: { file: '', line: 0, column: 0, endLine: 0, endColumn: 0 },
  accesses: NO_ACCESSES,
};

export class CfgBuilder {
  readonly blocks: Block[] = [];
  private readonly terminated = new Set<number>();
  cur: Block;
  pending: Access[] = [];

  constructor() {
    this.cur = this.newBlock();
  }

  newBlock(): Block {
    const b: Block = { id: this.blocks.length, instrs: [], term: PLACEHOLDER };
    this.blocks.push(b);
    return b;
  }

  isTerminated(b: Block): boolean {
    return this.terminated.has(b.id);
  }

  emit(body: InstrBody, range: SourceRange, after: Access[] = []): Instr {
    const instr = { ...body, range, accesses: this.takePending(after) } as Instr;
    this.cur.instrs.push(instr);
    return instr;
  }

  /** Takes the pending accesses away, to give them to a terminator emitted later (`switch`). */
  detachPending(): Access[] {
    const out = this.pending;
    this.pending = [];
    return out;
  }

  /** Ends the current block; code that follows goes to a fresh block (unreachable unless a label targets it). */
  terminate(body: TermBody, range: SourceRange, before: Access[] = []): void {
    if (before.length) this.pending = [...before, ...this.pending];
    this.cur.term = { ...body, range, accesses: this.takePending([]) } as Terminator;
    this.terminated.add(this.cur.id);
    this.cur = this.newBlock();
  }

  /** Sets the terminator of a block left open earlier (computed gotos). */
  close(b: Block, body: TermBody, range: SourceRange): void {
    b.term = { ...body, range, accesses: NO_ACCESSES } as Terminator;
    this.terminated.add(b.id);
  }

  /** Falls through from the current block into `b` and continues there. */
  enter(b: Block, range: SourceRange): void {
    if (this.cur !== b) {
      this.terminate({ k: 'goto', target: b.id }, range);
      this.cur = b;
    }
  }

  /** Continue emitting into `b` (which nothing falls into). */
  switchTo(b: Block): void {
    this.cur = b;
  }

  private takePending(after: Access[]): Access[] {
    // Most instructions access nothing shared: they all share one frozen empty list.
    const out = this.pending.length || after.length ? [...this.pending, ...after] : NO_ACCESSES;
    this.pending = [];
    return out;
  }

  /**
   * Closes the graph: unterminated blocks return; empty `goto` blocks are bypassed; a block that
   * is the only predecessor of its `goto` target absorbs it; blocks unreachable from the entry are
   * dropped; ids are renumbered in reverse postorder (entry = 0), so dumps read top to bottom.
   */
  finish(fallOff: () => TermBody, range: SourceRange): Block[] {
    for (const b of this.blocks) {
      if (!this.terminated.has(b.id)) b.term = { ...fallOff(), range, accesses: NO_ACCESSES } as Terminator;
    }
    const byId = this.blocks;
    // Bypass empty forwarding blocks (keep self-loops such as `for (;;);`).
    const forward = (id: number): number => {
      let cur = id;
      // A chain longer than the number of blocks is a cycle of empty gotos (`a: goto b; b: goto a;`).
      for (let steps = 0; steps <= byId.length; steps++) {
        const b = byId[cur]!;
        if (b.instrs.length || b.term.k !== 'goto' || b.term.accesses.length || b.term.target === cur)
          return cur;
        cur = b.term.target;
      }
      return cur;
    };
    for (const b of byId) b.term = mapTargets(b.term, forward);
    const entry = forward(0);
    // Merge straight-line chains.
    const preds = new Map<number, number>();
    for (const b of byId) for (const s of terminatorTargets(b.term)) preds.set(s, (preds.get(s) ?? 0) + 1);
    const order = reversePostorder(byId, entry);
    const absorbed = new Set<number>();
    for (const id of order) {
      const b = byId[id]!;
      if (absorbed.has(id)) continue;
      for (;;) {
        if (b.term.k !== 'goto') break;
        const t = b.term.target;
        if (t === id || t === entry || preds.get(t) !== 1 || absorbed.has(t)) break;
        const next = byId[t]!;
        if (b.term.accesses.length) break;
        b.instrs.push(...next.instrs);
        b.term = next.term;
        absorbed.add(t);
      }
    }
    const kept = reversePostorder(byId, entry).map((id) => byId[id]!);
    const renum = new Map(kept.map((b, i) => [b.id, i]));
    for (const b of kept) {
      b.id = renum.get(b.id)!;
      b.term = mapTargets(b.term, (t) => renum.get(t)!);
    }
    return kept;
  }
}

function reversePostorder(blocks: Block[], entry: number): number[] {
  const seen = new Set<number>();
  const post: number[] = [];
  // Iterative DFS: deep CFGs (long switch chains) must not overflow the stack.
  // Successors are visited last-first so that the first successor (a branch's `then`) is
  // numbered first.
  const stack: { id: number; next: number; succ: number[] }[] = [
    { id: entry, next: 0, succ: terminatorTargets(blocks[entry]!.term).reverse() },
  ];
  seen.add(entry);
  while (stack.length) {
    const top = stack[stack.length - 1]!;
    const succ = top.succ;
    if (top.next < succ.length) {
      const s = succ[top.next++]!;
      if (!seen.has(s)) {
        seen.add(s);
        stack.push({ id: s, next: 0, succ: terminatorTargets(blocks[s]!.term).reverse() });
      }
    } else {
      post.push(top.id);
      stack.pop();
    }
  }
  return post.reverse();
}

/** Rewrites a terminator's targets in place (terminators belong to one block). */
function mapTargets(t: Terminator, f: (n: number) => number): Terminator {
  switch (t.k) {
    case 'goto':
      t.target = f(t.target);
      break;
    case 'branch':
      t.then = f(t.then);
      t.else = f(t.else);
      break;
    case 'switch':
      for (const c of t.cases) c.target = f(c.target);
      t.default = f(t.default);
      break;
  }
  return t;
}
