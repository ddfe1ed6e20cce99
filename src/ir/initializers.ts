/**
 * Walks a static initializer down to its scalar leaves, resolving designators and positions
 * against the declared type, so every consumer (points-to, the model checker's initial memory)
 * reads `{ .a = 1, [2] = &x, 3 }` the same way.
 */
import type { Expr, Initializer, Program, Type } from './types.js';

export type InitStep = { k: 'field'; name: string; record: string } | { k: 'index'; index: number };

export function walkInitializer(
  program: Program,
  type: Type,
  init: Initializer,
  /** `type`: the scalar's own type, which the value converts to. */
  visit: (path: readonly InitStep[], expr: Expr, type: Type) => void,
  path: InitStep[] = [],
): void {
  if (init.k === 'expr') {
    visit(path, init.expr, type);
    return;
  }
  const record = type.k === 'record' ? program.records.get(type.key) : undefined;
  let position = 0;
  for (const item of init.items) {
    if (typeof item.designator === 'number') position = item.designator;
    else if (typeof item.designator === 'string' && record)
      position = Math.max(
        0,
        record.fields.findIndex((f) => f.name === item.designator),
      );
    if (type.k === 'array')
      walkInitializer(program, type.of, item.init, visit, [...path, { k: 'index', index: position }]);
    else if (record) {
      const f = record.fields[position];
      if (f)
        walkInitializer(program, f.type, item.init, visit, [
          ...path,
          { k: 'field', name: f.name, record: record.key },
        ]);
    } else walkInitializer(program, type, item.init, visit, path);
    position++;
  }
}
