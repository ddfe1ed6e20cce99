/** Helpers for writing model entries as data: name lists, one kind for many names, varargs tails. */
import { INT_COMPUTES } from './compute.js';
import type { FunctionModel, ModelEntry, ModelKind } from './types.js';

type Fields = Omit<FunctionModel, 'kind'>;

/** A list of names, space-separated (`w\`a b c\``). */
export function w(parts: TemplateStringsArray): string[] {
  return parts.join('').trim().split(/\s+/);
}

/** Entries of one kind for several names. */
export function each(kind: ModelKind, names: readonly string[], fields: Fields = {}): ModelEntry[] {
  return names.map((name) => ({ function: name, kind, ...fields }));
}

/** `ignore` entries: no effect on shared memory beyond the listed pointer-argument accesses. */
export function ignore(names: readonly string[], fields: Fields = {}): ModelEntry[] {
  return each('ignore', names, fields);
}

/** Every argument index from `i` on (a varargs tail); the lowering skips indices past the last argument. */
export function from(i: number): number[] {
  return Array.from({ length: 24 }, (_, k) => i + k);
}

/** `ignore` entries for functions that compute their result from their arguments (`pure` in types.ts). */
export function pure(names: readonly string[], fields: Fields = {}): ModelEntry[] {
  return each('ignore', names, { pure: true, ...fields }).map((e) => {
    const compute = INT_COMPUTES.get(e.function);
    return compute ? { ...e, compute } : e;
  });
}

/** The `f`, `ff` and `fl` forms of each math function (`sin`, `sinf`, `sinl`). */
export function withFloatForms(names: readonly string[]): string[] {
  return names.flatMap((f) => [f, `${f}f`, `${f}l`]);
}
