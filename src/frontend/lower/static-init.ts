/**
 * Initial values of objects with static storage. They are constant expressions (numbers,
 * addresses of objects and functions, aggregates of those); anything that would need code to
 * run is recorded as unknown.
 */
import type { Initializer } from '../../ir/types.js';
import type { SyntaxNode } from '../parse/index.js';
import { T } from './ctypes.js';
import { evalConst } from './decl.js';
import { rvalue } from './expr.js';
import { FnLowering } from './function.js';
import type { Scope } from './scope.js';
import type { UnitContext } from './unit-context.js';

export function staticInitializer(cx: UnitContext, scope: Scope, node: SyntaxNode): Initializer {
  if (node.type === 'initializer_list') {
    const items: { designator?: string | number; init: Initializer }[] = [];
    for (const item of node.namedChildren) {
      if (!item || item.type === 'comment') continue;
      if (item.type === 'initializer_pair') {
        const d = item.childrenForFieldName('designator')[0];
        const value = item.childForFieldName('value')!;
        let designator: string | number | undefined;
        if (d?.type === 'field_designator') designator = d.text.replace(/^\./, '');
        else if (d?.namedChildren[0]) designator = evalConst(cx, scope, d.namedChildren[0]);
        items.push(
          designator === undefined
            ? { init: staticInitializer(cx, scope, value) }
            : { designator, init: staticInitializer(cx, scope, value) },
        );
      } else {
        items.push({ init: staticInitializer(cx, scope, item) });
      }
    }
    return { k: 'list', items };
  }
  const c = evalConst(cx, scope, node);
  if (c !== undefined) return { k: 'expr', expr: { k: 'int', value: c } };
  // Lower into a scratch function: a constant expression emits no instruction.
  const scratch = new FnLowering(cx, '<static-init>', '<static-init>', T.void);
  scratch.scope = scope;
  const v = rvalue(scratch, node);
  const emitted = scratch.cfg.blocks.some((b) => b.instrs.length > 0) || scratch.cfg.blocks.length > 1;
  return { k: 'expr', expr: emitted ? { k: 'nondet', why: 'initializer is not a constant' } : v.e };
}
