/**
 * Initial values of objects with static storage. They are constant expressions (numbers,
 * addresses of objects and functions, aggregates of those); anything that would need code to
 * run is recorded as unknown.
 */
import type { Initializer } from '../../ir/types.js';
import type { SyntaxNode } from '../parse/index.js';
import { T } from './ctypes.js';
import { evalConst, evalSignedConst } from './decl.js';
import { rvalue } from './expr.js';
import { FnLowering, intConst } from './function.js';
import type { Scope } from './scope.js';
import type { UnitContext } from './unit-context.js';

/** `labels`: the enclosing function's labels, for `&&label` in a static local's initializer. */
export function staticInitializer(
  cx: UnitContext,
  scope: Scope,
  node: SyntaxNode,
  labels: ReadonlySet<string> = new Set(),
): Initializer {
  if (node.type === 'initializer_list') {
    const items: { designator?: string | number; init: Initializer }[] = [];
    for (const item of node.namedChildren) {
      if (!item || item.type === 'comment') continue;
      if (item.type === 'initializer_pair') {
        // `.a.b[2] = v` is `.a = { .b = { [2] = v } }`.
        const names = item.childrenForFieldName('designator').map((d) => designatorOf(cx, scope, d));
        let init = staticInitializer(cx, scope, item.childForFieldName('value')!, labels);
        for (let k = names.length - 1; k >= 1; k--) {
          const designator = names[k];
          init = { k: 'list', items: [designator === undefined ? { init } : { designator, init }] };
        }
        items.push(names[0] === undefined ? { init } : { designator: names[0], init });
      } else {
        items.push({ init: staticInitializer(cx, scope, item, labels) });
      }
    }
    return { k: 'list', items };
  }
  const c = evalSignedConst(cx, scope, node);
  if (c !== undefined) return { k: 'expr', expr: intConst(c) };
  // Lower into a scratch function: a constant expression emits no instruction.
  const scratch = new FnLowering(cx, '<static-init>', '<static-init>', T.void);
  scratch.scope = scope;
  scratch.labelNames = labels;
  const v = rvalue(scratch, node);
  const emitted = scratch.cfg.blocks.some((b) => b.instrs.length > 0) || scratch.cfg.blocks.length > 1;
  return { k: 'expr', expr: emitted ? { k: 'nondet', why: 'initializer is not a constant' } : v.e };
}

function designatorOf(cx: UnitContext, scope: Scope, d: SyntaxNode): string | number | undefined {
  if (d.type === 'field_designator') return d.text.replace(/^\./, '').trim();
  return d.namedChildren[0] ? evalConst(cx, scope, d.namedChildren[0]) : undefined;
}
