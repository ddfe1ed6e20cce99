/**
 * Happens-before among candidate accesses already performed (`Pending`): each one is released to
 * the synchronisation objects its thread (or a thread ordered after it) released, and records
 * which threads acquired one of those since. A later access races with a pending one unless its
 * thread is among `syncedBy`. Release/acquire pairs only, so a relaxed atomic orders nothing.
 */

import type { MState, MThread, Pending } from './state.js';

/** `t` releases on `obj`: its own accesses, and those it is ordered after, go with it. */
export function publish(s: MState, t: MThread, obj: string): void {
  for (const u of s.threads)
    for (const p of u.pending)
      if ((u === t || p.syncedBy.includes(t.tid)) && !p.releasedTo.includes(obj)) p.releasedTo.push(obj);
}

/**
 * A fence (C11 7.17.4): a release fence orders what the thread did (or is ordered after) before
 * its later atomic stores, as if they were release stores; an acquire fence orders the thread
 * after the releases its earlier atomic reads read from, as if they were acquire loads.
 */
export function fence(s: MState, t: MThread, releases: boolean, acquires: boolean): string {
  if (acquires) acquire(s, t, `acquire-fence:${t.tid}`);
  if (releases) publish(s, t, `release-fence:${t.tid}`);
  return 'runs a fence';
}

/** Every pending access released to `from` is released to `to` too. */
export function relabel(s: MState, from: string, to: string): void {
  for (const u of s.threads)
    for (const p of u.pending) if (releasedOn(p, from) && !p.releasedTo.includes(to)) p.releasedTo.push(to);
}

/** `t` acquires `obj`: it is now ordered after every access released to it. */
export function acquire(s: MState, t: MThread, obj: string): void {
  for (const u of s.threads) {
    if (u === t) continue;
    for (const p of u.pending) if (releasedOn(p, obj) && !p.syncedBy.includes(t.tid)) p.syncedBy.push(t.tid);
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
  for (const u of s.threads)
    for (const p of u.pending)
      p.releasedTo = p.releasedTo.filter((l) => l === own || !l.startsWith(`${obj}#`));
}

/** Creation and join order `to` after everything `from` did or is ordered after. */
export function inherit(s: MState, to: MThread, from: MThread): void {
  for (const u of s.threads) {
    if (u === to) continue;
    for (const p of u.pending)
      if ((u === from || p.syncedBy.includes(from.tid)) && !p.syncedBy.includes(to.tid))
        p.syncedBy.push(to.tid);
  }
}

/** Forget accesses every other live thread is ordered after. */
export function prune(s: MState): void {
  // A thread finished and joined orders nothing after it any more: forgetting which accesses
  // it was ordered after keeps equal states equal.
  const gone = new Set(s.threads.filter((o) => o.done && o.joined).map((o) => o.tid));
  for (const u of s.threads) {
    if (u.pending.length === 0) continue;
    u.pending = u.pending.filter((p) =>
      s.threads.some((o) => o !== u && !o.done && !p.syncedBy.includes(o.tid)),
    );
    if (gone.size > 0)
      for (const p of u.pending)
        if (p.syncedBy.some((x) => gone.has(x))) p.syncedBy = p.syncedBy.filter((x) => !gone.has(x));
  }
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
