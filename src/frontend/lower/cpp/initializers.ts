/**
 * Static initialisation. Before `main` runs, C++ constructs every namespace-scope object and static
 * data member and computes every initial value that needs code (`int x = f();`,
 * `static Registrar r(&body);`), in declaration order within a unit. Each unit with such
 * initialisers gets one synthesised function running them in that order; the linker calls every
 * unit's at `main`'s entry, in unit order (the order between units is unspecified in C++: one of
 * the orders a real program may run). Until then the objects hold their zero or constant value.
 */
import type { IrFunction } from '../../../ir/types.js';
import type { SyntaxNode } from '../../parse/index.js';
import { T } from '../ctypes.js';
import { rvalue } from '../expr.js';
import { FnLowering } from '../function.js';
import type { UnitContext } from '../unit-context.js';
import { cppUnit } from './context.js';
import { constructInto } from './objects.js';

/** The link id prefix of a unit's static initialisation function (`<prefix>@<unit>`). */
const STATIC_INIT = '__static_init';

/** Is `fl` a unit's static initialisation (code no function of the source holds)? */
export function isStaticInit(fl: FnLowering): boolean {
  return fl.id.startsWith(`${STATIC_INIT}@`);
}

/** The unit's static initialisation function, when it has anything to run. */
export function staticInitFunction(cx: UnitContext, root: SyntaxNode): IrFunction | undefined {
  const inits = cppUnit(cx).globalCtors;
  if (inits.length === 0) return undefined;
  const unit = cx.label.split('/').pop() ?? cx.label;
  const fl = new FnLowering(cx, `${STATIC_INIT}@${cx.label}`, `static initialisation of ${unit}`, T.void);
  const outer = fl.scope;
  for (const g of inits) {
    fl.scope = g.scopeFor ? g.scopeFor(fl) : outer;
    const place = fl.varPlace(g.id);
    if (g.value) {
      const v = rvalue(fl, g.value);
      fl.cfg.emit(
        { op: 'assign', dst: place, src: v.e },
        fl.range(g.node),
        fl.writeAccess(place, g.type, g.node),
      );
    } else constructInto(fl, place, g.type, g.args, g.node, false);
  }
  fl.scope = outer;
  return fl.finish(root, [], false, true);
}
