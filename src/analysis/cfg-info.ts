/**
 * Per-function facts about the control-flow graph that the lockset and thread analyses need:
 * predecessors, which blocks lie on a cycle (a spawn there runs many times), the loops (strongly
 * connected components) and the shape of counted loops (`for (i = 0; i < N; i++)`), so a join
 * loop can be matched with the create loop over the same handle array.
 */

import { successors } from '../ir/cfg.js';
import { exprKey, stripCasts } from '../ir/exprs.js';
import type { Expr, IrFunction } from '../ir/types.js';
import { privateVarsOf } from './exprs.js';

interface LoopShape {
  /** Induction variable id. */
  v: string;
  init: number | undefined;
  op: '<' | '<=' | '!=';
  bound: string;
  boundExpr: Expr;
  /** `bound` as a number when it is a constant. */
  boundValue: number | undefined;
  /** The variable goes up by exactly one per iteration. */
  stepOne: boolean;
}

export interface CfgInfo {
  preds: number[][];
  /** SCC id per block; -1 when the block is on no cycle. */
  loopOf: Int32Array;
  loops: { blocks: Set<number>; header: number; shape: LoopShape | undefined }[];
  privateVars: Set<string>;
}

const cache = new WeakMap<IrFunction, CfgInfo>();

export function cfgInfo(fn: IrFunction): CfgInfo {
  let info = cache.get(fn);
  if (info) return info;
  const n = fn.blocks.length;
  const preds: number[][] = Array.from({ length: n }, () => []);
  const succs = fn.blocks.map(successors);
  succs.forEach((ss, b) => {
    for (const s of ss) preds[s]!.push(b);
  });
  const loopOf = new Int32Array(n).fill(-1);
  const sccs = tarjan(n, succs);
  const loops: CfgInfo['loops'] = [];
  for (const comp of sccs) {
    const single = comp.length === 1 && !succs[comp[0]!]!.includes(comp[0]!);
    if (single) continue;
    const id = loops.length;
    for (const b of comp) loopOf[b] = id;
    const blocks = new Set(comp);
    const header = Math.min(...comp);
    loops.push({ blocks, header, shape: undefined });
  }
  const privateVars = privateVarsOf(fn);
  info = { preds, loopOf, loops, privateVars };
  for (const loop of loops) loop.shape = loopShape(fn, info, loop.blocks, loop.header);
  cache.set(fn, info);
  return info;
}

function tarjan(n: number, succs: number[][]): number[][] {
  const index = new Int32Array(n).fill(-1);
  const low = new Int32Array(n);
  const onStack = new Uint8Array(n);
  const stack: number[] = [];
  const out: number[][] = [];
  let counter = 0;
  for (let root = 0; root < n; root++) {
    if (index[root] !== -1) continue;
    const work: [number, number][] = [[root, 0]];
    index[root] = low[root] = counter++;
    stack.push(root);
    onStack[root] = 1;
    while (work.length > 0) {
      const top = work[work.length - 1]!;
      const [v, i] = top;
      const ss = succs[v]!;
      if (i < ss.length) {
        top[1]++;
        const w = ss[i]!;
        if (index[w] === -1) {
          index[w] = low[w] = counter++;
          stack.push(w);
          onStack[w] = 1;
          work.push([w, 0]);
        } else if (onStack[w]) low[v] = Math.min(low[v]!, index[w]!);
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const u = work[work.length - 1]![0];
        low[u] = Math.min(low[u]!, low[v]!);
      }
      if (low[v] === index[v]) {
        const comp: number[] = [];
        let w: number;
        do {
          w = stack.pop()!;
          onStack[w] = 0;
          comp.push(w);
        } while (w !== v);
        out.push(comp);
      }
    }
  }
  return out;
}

/** `for (v = init; v < bound; v++)`, read off the header's branch and the loop's assignments. */
function loopShape(
  fn: IrFunction,
  info: CfgInfo,
  blocks: Set<number>,
  header: number,
): LoopShape | undefined {
  const term = fn.blocks[header]!.term;
  if (term.k !== 'branch') return undefined;
  const cond = stripCasts(term.cond);
  if (cond.k !== 'binary') return undefined;
  let op = cond.op;
  let left = stripCasts(cond.left);
  let right = stripCasts(cond.right);
  if (op === '>' || op === '>=') {
    [left, right] = [right, left];
    op = op === '>' ? '<' : '<=';
  }
  if (op !== '<' && op !== '<=' && op !== '!=') return undefined;
  if (left.k !== 'load' || left.place.k !== 'var' || !info.privateVars.has(left.place.id)) return undefined;
  // The loop must continue on the then-edge (the body is inside the loop).
  if (!blocks.has(term.then) || blocks.has(term.else)) return undefined;
  const v = left.place.id;
  let stepOne = false;
  let assignments = 0;
  for (const b of blocks)
    for (const i of fn.blocks[b]!.instrs) {
      if (i.op !== 'assign' || i.dst.k !== 'var' || i.dst.id !== v) {
        if ('dst' in i && i.dst?.k === 'var' && i.dst.id === v) assignments += 2;
        continue;
      }
      assignments++;
      const s = stripCasts(i.src);
      stepOne =
        s.k === 'binary' &&
        s.op === '+' &&
        stripCasts(s.left).k === 'load' &&
        exprKey(stripCasts(s.left)) === exprKey(left) &&
        s.right.k === 'int' &&
        s.right.value === 1;
    }
  if (assignments !== 1) stepOne = false;
  let init: number | undefined;
  const outside = info.preds[header]!.filter((p) => !blocks.has(p));
  if (outside.length === 1) {
    // The last assignment to v on the straight path into the loop.
    let b: number | undefined = outside[0]!;
    for (let hops = 0; b !== undefined && hops < 4 && init === undefined; hops++) {
      const instrs = fn.blocks[b]!.instrs;
      let found = false;
      for (let k = instrs.length - 1; k >= 0; k--) {
        const i = instrs[k]!;
        if (i.op === 'assign' && i.dst.k === 'var' && i.dst.id === v) {
          const s = stripCasts(i.src);
          if (s.k === 'int') init = s.value;
          found = true;
          break;
        }
      }
      if (found) break;
      const ps: number[] = info.preds[b]!;
      b = ps.length === 1 ? ps[0] : undefined;
    }
  }
  return {
    v,
    init,
    op,
    bound: exprKey(right),
    boundExpr: right,
    boundValue: right.k === 'int' ? right.value : undefined,
    stepOne,
  };
}

/** Does every iteration of `loop` pass through block `b`? */
export function onEveryIteration(fn: IrFunction, info: CfgInfo, loopId: number, b: number): boolean {
  const loop = info.loops[loopId]!;
  if (b === loop.header) return true;
  const seen = new Set<number>([loop.header]);
  const work = [loop.header];
  while (work.length > 0) {
    const x = work.pop()!;
    for (const s of successors(fn.blocks[x]!)) {
      if (s === loop.header) return false; // back edge reached without passing b
      if (s === b || !loop.blocks.has(s) || seen.has(s)) continue;
      seen.add(s);
      work.push(s);
    }
  }
  return true;
}
