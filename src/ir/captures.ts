/**
 * A C++ lambda's closure is a record whose fields are its captures (frontend/lower/cpp/lambda.ts).
 * A capture by reference holds the captured object's address and is named `&x` (no C++ identifier
 * starts with `&`), so a report can tell `x` itself, reached through the reference, from a
 * by-value copy of a pointer `p` dereferenced as `*p`: both are `*closure->…` in the IR.
 */

/** The closure field of a capture by reference of `name`. */
export function refCaptureField(name: string): string {
  return `&${name}`;
}

/** The captured name when `field` is a capture by reference, else undefined. */
export function refCaptured(field: string): string | undefined {
  return field.startsWith('&') ? field.slice(1) : undefined;
}

/** A lambda's closure record is keyed `<enclosing function>::lambda<n>`. */
export function isClosureRecord(key: string | undefined): boolean {
  return key !== undefined && /::lambda\d+$/.test(key);
}
