/**
 * Sharding (`--shard i/n`, the Action's `shard` input): a CI matrix splits the work so each job
 * model-checks and reports a share of the races, and every race is reported by exactly one shard.
 * Every shard still builds and runs layer 1 over the whole program (a race spans files; layer 1
 * is cheap); only the candidates the shard owns go through layer 2 and into the report.
 *
 * Ownership is deterministic and the same in every shard: the units, in order of their paths
 * relative to the root, are dealt round-robin (unit k to shard k mod n + 1); a file belongs to
 * the first unit in that order that is it or includes it; a candidate belongs to the shard of its
 * first access in (file, line, column) order.
 */
import type { RaceCandidate } from './analysis/candidates.js';
import type { Program } from './ir/types.js';
import { displayPath } from './util/paths.js';

export interface Shard {
  /** 1-based. */
  index: number;
  count: number;
}

/** The shard (1-based) that owns each file of the program. */
function fileShards(program: Program, root: string, count: number): Map<string, number> {
  const units = [...program.units].sort((a, b) => cmp(displayPath(root, a.file), displayPath(root, b.file)));
  const owner = new Map<string, number>();
  units.forEach((u, k) => {
    const shard = (k % count) + 1;
    if (!owner.has(u.file)) owner.set(u.file, shard);
  });
  units.forEach((u, k) => {
    for (const f of u.files) if (!owner.has(f)) owner.set(f, (k % count) + 1);
  });
  return owner;
}

/** Does the shard own this candidate? */
export function shardOwns(shard: Shard, program: Program, root: string): (c: RaceCandidate) => boolean {
  const owners = fileShards(program, root, shard.count);
  return (c) => {
    let first: { rel: string; file: string; line: number; column: number } | undefined;
    for (const ta of c.accesses) {
      const r = ta.record.access.range;
      const rel = displayPath(root, r.file);
      if (
        !first ||
        cmp(rel, first.rel) < 0 ||
        (rel === first.rel && (r.line < first.line || (r.line === first.line && r.column < first.column)))
      )
        first = { rel, file: r.file, line: r.line, column: r.column };
    }
    // A file no unit read (cannot happen for an access) goes to the first shard.
    return (first ? (owners.get(first.file) ?? 1) : 1) === shard.index;
  };
}

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
