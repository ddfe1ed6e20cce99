/**
 * `1 unit`, `3 units`, `200,001 states` (grouped as the reasons write their figures); `ws` for
 * irregular plurals (`2 accesses`).
 */
export function plural(n: number, w: string, ws = `${w}s`): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? w : ws}`;
}
