/**
 * The one definition of a data race that layer 1, the model checker, the witness text and the
 * docs share (docs/ARCHITECTURE.md, "What a race is"; C11 5.1.2.4 with POSIX synchronisation and
 * SV-COMP atomic sections): two accesses to the same location, at least one a write, not both
 * atomic, not ordered by happens-before. Where the two accesses are and whether happens-before
 * orders them is each layer's own question (layer 1 over-approximates both, the model checker
 * decides them in each state); whether the two kinds of access can race at all is this.
 */

export const RACE_DEFINITION =
  'two accesses to the same location, at least one a write, not both atomic, not ordered by happens-before';

export interface AccessKind {
  write: boolean;
  /** An atomic operation, or an access inside an atomic section. */
  atomic: boolean;
}

/** Can two accesses of these kinds race (when they touch the same location unordered)? */
export function kindsConflict(a: AccessKind, b: AccessKind): boolean {
  return (a.write || b.write) && !(a.atomic && b.atomic);
}

/** How a witness states the race at its last step: both about to access, or one unordered since. */
export const WITNESS_AT_ONCE = 'at the same time as';
export const WITNESS_UNORDERED = 'with no synchronisation since';
