/**
 * Happens-before among candidate accesses already performed (`Pending`): each one is released to
 * the synchronisation objects its thread (or a thread ordered after it) released, and records
 * which threads acquired one of those since. A later access races with a pending one unless its
 * thread is among `syncedBy`. Release/acquire pairs only, so a relaxed atomic orders nothing.
 */

import type { StepEvent } from './events.js';
import type { MState, MThread, Pending } from './state.js';

/** `t` releases on `obj`: its own accesses, and those it is ordered after, go with it. */
export function publish(s: MState, t: MThread, obj: string): void {
  for (const u of s.threads)
    updatePending(u, (p) =>
      (u === t || p.syncedBy.includes(t.tid)) && !p.releasedTo.includes(obj)
        ? { ...p, releasedTo: [...p.releasedTo, obj] }
        : p,
    );
}

/**
 * A fence (C11 7.17.4): a release fence orders what the thread did (or is ordered after) before
 * its later atomic stores, as if they were release stores; an acquire fence orders the thread
 * after the releases its earlier atomic reads read from, as if they were acquire loads.
 */
export function fence(s: MState, t: MThread, releases: boolean, acquires: boolean): StepEvent {
  if (acquires) acquire(s, t, `acquire-fence:${t.tid}`);
  if (releases) publish(s, t, `release-fence:${t.tid}`);
  return { k: 'fence' };
}

/** Every pending access released to `from` is released to `to` too. */
export function relabel(s: MState, from: string, to: string): void {
  for (const u of s.threads)
    updatePending(u, (p) =>
      releasedOn(p, from) && !p.releasedTo.includes(to) ? { ...p, releasedTo: [...p.releasedTo, to] } : p,
    );
}

/** `t` acquires `obj`: it is now ordered after every access released to it. */
export function acquire(s: MState, t: MThread, obj: string): void {
  for (const u of s.threads) {
    if (u === t) continue;
    updatePending(u, (p) =>
      releasedOn(p, obj) && !p.syncedBy.includes(t.tid) ? { ...p, syncedBy: [...p.syncedBy, t.tid] } : p,
    );
  }
}

export function releaseStore(s: MState, t: MThread, obj: string): void {
  endReleaseSequences(s, obj, t.tid);
  publish(s, t, releaseLabel(obj, t.tid));
  relabel(s, `release-fence:${t.tid}`, releaseLabel(obj, t.tid));
}

/** A store by thread `tid` to the atomic `obj`: releases to it by other threads no longer reach an acquire. */
export function endReleaseSequences(s: MState, obj: string, tid: number): void {
  const own = releaseLabel(obj, tid);
  const ofObj = `${obj}#`;
  const ended = (l: string) => l !== own && l.startsWith(ofObj);
  for (const u of s.threads)
    updatePending(u, (p) =>
      p.releasedTo.some(ended) ? { ...p, releasedTo: p.releasedTo.filter((l) => !ended(l)) } : p,
    );
}

/** Creation and join order `to` after everything `from` did or is ordered after. */
export function inherit(s: MState, to: MThread, from: MThread): void {
  for (const u of s.threads) {
    if (u === to) continue;
    updatePending(u, (p) =>
      (u === from || p.syncedBy.includes(from.tid)) && !p.syncedBy.includes(to.tid)
        ? { ...p, syncedBy: [...p.syncedBy, to.tid] }
        : p,
    );
  }
}

/** Forget accesses every other live thread is ordered after. */
export function prune(s: MState): void {
  // A thread finished and joined orders nothing after it any more: forgetting which accesses
  // it was ordered after keeps equal states equal.
  let gone: Set<number> | undefined;
  for (const o of s.threads) if (o.done && o.joined) (gone ??= new Set()).add(o.tid);
  for (const u of s.threads) {
    if (u.pending.length === 0) continue;
    const unordered = (p: Pending) =>
      s.threads.some((o) => o !== u && !o.done && !p.syncedBy.includes(o.tid));
    if (!u.pending.every(unordered)) u.pending = u.pending.filter(unordered);
    if (gone) {
      const g = gone;
      updatePending(u, (p) =>
        p.syncedBy.some((x) => g.has(x)) ? { ...p, syncedBy: p.syncedBy.filter((x) => !g.has(x)) } : p,
      );
    }
  }
}

/**
 * Pending entries are shared between states (a copied state shares its threads' lists): an
 * entry that changes is replaced, and the list copied, never written in place.
 */
function updatePending(u: MThread, change: (p: Pending) => Pending): void {
  let out: Pending[] | undefined;
  for (let i = 0; i < u.pending.length; i++) {
    const p = u.pending[i]!;
    const q = change(p);
    if (q !== p) {
      out ??= u.pending.slice();
      out[i] = q;
    }
  }
  if (out) u.pending = out;
}

/**
 * A release on an atomic object is labelled with the releasing thread (`atomic:KEY#3`): a later
 * store by another thread ends it (release sequences), and an acquire of `atomic:KEY` matches all.
 */
export function releaseLabel(obj: string, tid: number): string {
  return `${obj}#${tid}`;
}

function releasedOn(p: Pending, obj: string): boolean {
  return p.releasedTo.some((l) => l === obj || l.startsWith(`${obj}#`));
}
