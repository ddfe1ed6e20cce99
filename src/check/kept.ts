/**
 * Values computed from an object that never changes once they are asked for (a state, a frames
 * array, a pending list), kept on the object itself under a symbol. A WeakMap of them held an entry
 * per explored state (millions), which slowed every lookup and every garbage collection. The
 * property is not enumerable, so a spread copy of the object (`{ ...s }`) does not carry it over.
 */
export function keptOn<T extends object, V>(o: T, key: symbol, make: (o: T) => V): V {
  const holder = o as T & { [k: symbol]: V | undefined };
  let v = holder[key];
  if (v === undefined) {
    v = make(o);
    Object.defineProperty(o, key, { value: v, writable: true });
  }
  return v;
}
