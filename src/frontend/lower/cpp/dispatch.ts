/**
 * Virtual dispatch. Every object of a polymorphic class records its dynamic type in a hidden
 * field `_M_vptr` (a number per class, the same in every unit), written by its constructors after
 * the bases' (so the most derived class's is last, as in C++); a virtual call reads it and calls
 * the override of that class. The field is bookkeeping the model checker follows, not an access.
 * An object whose construction the lowering did not see holds no known type: the call may then go
 * to every override the program's classes define (class hierarchy analysis).
 */
import type { Place } from '../../../ir/types.js';
import { CXX_LAYOUT } from '../../../models/cxx.js';
import type { SyntaxNode } from '../../parse/index.js';
import type { FnLowering } from '../function.js';
import { intConst } from '../function.js';
import type { UnitContext } from '../unit-context.js';
import { type ClassInfo, classChain, derivedClasses, findMethod, type MethodInfo } from './context.js';

export const VPTR = CXX_LAYOUT.vptr;

/** A class's dynamic type tag: a hash of its qualified name, so units agree without linking. */
function classTag(key: string): number {
  let h = 5381;
  for (let i = 0; i < key.length; i++) h = ((h * 33) ^ key.charCodeAt(i)) >>> 0;
  return (h % 0x3fffffff) + 1;
}

/** Whether a class (or a base) declares a virtual member. */
export function isPolymorphic(cx: UnitContext, cls: ClassInfo): boolean {
  return classChain(cx, cls).some((c) =>
    [...c.methods.values()].some((list) => list.some((m) => m.isVirtual)),
  );
}

/** The object at `obj` is (now) of class `cls`. */
export function writeDynamicType(fl: FnLowering, obj: Place, cls: ClassInfo, node: SyntaxNode): void {
  if (cls.fromModel || !isPolymorphic(fl.cx, cls)) return;
  fl.cfg.emit(
    {
      op: 'assign',
      dst: { k: 'field', base: obj, field: VPTR, record: cls.key },
      src: intConst(classTag(cls.key)),
    },
    fl.range(node),
  );
}

/**
 * The function a virtual `name` runs for each class the static type `cls` may denote: the class
 * itself and every class derived from it, each with the override it inherits or defines.
 */
export function dispatchTable(
  cx: UnitContext,
  cls: ClassInfo,
  name: string,
  arity: number,
): { tag: number; method: MethodInfo }[] {
  const out: { tag: number; method: MethodInfo }[] = [];
  for (const c of [cls, ...derivedClasses(cx, cls.key)]) {
    const hit = findMethod(cx, c, name, arity);
    if (hit?.method.hasBody) out.push({ tag: classTag(c.key), method: hit.method });
  }
  return out;
}
