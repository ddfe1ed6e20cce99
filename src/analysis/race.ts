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
  /** An access to a `volatile sig_atomic_t` object. */
  signalSafe?: boolean;
  /** Made by a signal handler (a thread started where the handler was installed). */
  inHandler?: boolean;
}

/**
 * Can two accesses of these kinds race (when they touch the same location unordered)?
 *
 * A signal handler is a thread that may interrupt any other at any point after its installation.
 * C17 7.14.1.1 lets a handler and the code it interrupts share only lock-free atomic objects
 * (atomics never race with atomics) and `volatile sig_atomic_t` objects, so two accesses to a
 * `volatile sig_atomic_t` do not race when one of them is a handler's; between two ordinary
 * threads they still do.
 */
export function kindsConflict(a: AccessKind, b: AccessKind): boolean {
  if (!(a.write || b.write) || (a.atomic && b.atomic)) return false;
  return !((a.inHandler || b.inHandler) && a.signalSafe && b.signalSafe);
}

/**
 * Whether a lock held by both accesses can order them. Not when one is a signal handler's: the
 * handler may interrupt the very thread that holds the lock, and then cannot wait for it (it
 * deadlocks, or takes a recursive lock again), so a handler's locks synchronise nothing, in
 * layer 1 and in the model checker alike.
 */
export function locksCanOrder(a: Pick<AccessKind, 'inHandler'>, b: Pick<AccessKind, 'inHandler'>): boolean {
  return !a.inHandler && !b.inHandler;
}

/** How a witness states the race at its last step: both about to access, or one unordered since. */
export const WITNESS_AT_ONCE = 'at the same time as';
export const WITNESS_UNORDERED = 'with no synchronisation since';
