/** `1 unit`, `3 units`; `ws` for irregular plurals (`2 accesses`). */
export function plural(n: number, w: string, ws = `${w}s`): string {
  return `${n} ${n === 1 ? w : ws}`;
}
