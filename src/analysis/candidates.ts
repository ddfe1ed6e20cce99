/**
 * Race candidates: two accesses to the same abstract location, at least one a write, not both
 * atomic, by threads that may run in parallel (different threads, or two instances of one), not
 * ordered by create/join, with no common lock.
 *
 * Lock identity (CONTRACTS: symbolic paths, points-to only for may-alias):
 * - absolute: the lock is one concrete object (`m`, `g.locks[2]`, a pointer that can only point
 *   to one mutex);
 * - relative to the accessed object: `s->data` under `s->lock`, with `s` unchanged in between, is
 *   protected against every other access to `.data` of the same struct under its `.lock`, since the
 *   same memory means the same struct;
 * - per element: `data[i]` under `locks[i]` (both global arrays, `i` unchanged in between) is
 *   protected against `data[j]` under `locks[j]`, since the same element means the same index.
 * A read lock protects only against accesses that hold the same lock for writing.
 */

import { isLocalId } from '../ir/names.js';
import type { Place } from '../ir/types.js';
import { type Spine, spineOf, stepText } from './exprs.js';
import type { AccessRecord, LocksetEngine } from './lockset.js';
import { disjointObjects, type ObjectName, ObjectNames } from './objects.js';
import type { Cell } from './pointsto.js';
import { kindsConflict, locksCanOrder } from './race.js';
import type { State } from './state.js';
import { mayHappenInParallel, type Thread } from './threads.js';

export interface ThreadAccess {
  thread: Thread;
  record: AccessRecord;
}

interface RacePair {
  a: ThreadAccess;
  b: ThreadAccess;
}

export interface RaceCandidate {
  cell: Cell;
  /** Every access that takes part in at least one racing pair. */
  accesses: ThreadAccess[];
  /** One representative pair per pair of access groups (the first is the one to show). */
  pairs: RacePair[];
  /**
   * The object every pair races on, when the cell holds several and they were told apart
   * (objects.ts names: `v:<global id>`, `v:main:<local id>`, ...).
   */
  object?: string;
}

/** What decides, for one thread's access, which group it joins and how its group races. */
interface AccessFacts {
  /** The group's key, interned: accesses with equal facts form one group. */
  key: number;
  thread: Thread;
  state: State;
  write: boolean;
  atomic: boolean;
  signalSafe: boolean;
  inHandler: boolean;
  locks: string[];
  object: ObjectName | undefined;
  /**
   * Small numbers standing for (thread, the spawn sites its state has started and may still be
   * running: all that may-happen-in-parallel reads of a state) and for the lock list, keys of the
   * pair memos. States that differ only in locks share an id (a server's thousands of states per
   * thread collapse to a few).
   */
  mhpId: number;
  locksId: number;
  /**
   * Stands for what decides, for two groups, whether their kinds can race and whether a common
   * lock orders them: the lock list and the access kind (see `orderedKinds`).
   */
  kindId: number;
}

interface Group extends AccessFacts {
  members: ThreadAccess[];
  racing: boolean;
}

/** Interns strings as small numbers: pair memos keyed by numbers, not by built strings. */
class Interner {
  private readonly ids = new Map<string, number>();
  of(s: string): number {
    let n = this.ids.get(s);
    if (n === undefined) {
      n = this.ids.size;
      this.ids.set(s, n);
    }
    return n;
  }
}

/**
 * A memo of a relation over pairs of small numbers, one map per first number: small-integer keys
 * (one key `a * 2^26 + b` was a heap number, hashed and allocated at every lookup, and the
 * lookups of a large program's pair loop ran to tens of seconds).
 */
class PairMemo {
  private readonly rows = new Map<number, Map<number, boolean>>();
  get(a: number, b: number, compute: (a: number, b: number) => boolean): boolean {
    let row = this.rows.get(a);
    if (!row) {
      row = new Map();
      this.rows.set(a, row);
    }
    let r = row.get(b);
    if (r === undefined) {
      r = compute(a, b);
      row.set(b, r);
    }
    return r;
  }
}

type KindFacts = Pick<AccessFacts, 'write' | 'atomic' | 'signalSafe' | 'inHandler' | 'locks' | 'locksId'>;

/** The kinds of access groups (see `Group.kindId`) as small numbers, each with its first group. */
class Kinds {
  readonly list: KindFacts[] = [];
  private readonly ids = new Map<string, number>();
  of(g: KindFacts): number {
    const key = `${g.locksId}|${g.write ? 'w' : 'r'}|${g.atomic ? 'a' : ''}|${g.signalSafe ? 's' : ''}|${g.inHandler ? 'h' : ''}`;
    let id = this.ids.get(key);
    if (id === undefined) {
      id = this.list.length;
      this.list.push(g);
      this.ids.set(key, id);
    }
    return id;
  }
}

const MAX_PAIRS_PER_LOCATION = 64;

export function findCandidates(engine: LocksetEngine, threads: Thread[]): RaceCandidate[] {
  const cells = new CellClasses(engine, threads);
  // May-happen-in-parallel depends only on the two threads and their spawn states: memoised.
  const mhp = new PairMemo();
  // The first group of each mhpId: the state may-happen-in-parallel is asked about.
  const mhpGroups: Group[] = [];
  // Kinds and lock lists repeat across thousands of groups: each pair of kinds is decided once.
  const kinds = new Kinds();
  const orderedMemo = new PairMemo();
  const facts = new FactsOfAccesses(
    new LockIdentities(engine),
    new ObjectNames(engine),
    new Interner(),
    kinds,
  );
  // Cells of one class have the same accesses, so the same groups and pairs: decided once.
  const decided = cells.lists.map((list): Omit<RaceCandidate, 'cell'>[] => {
    if (!list.some((x) => x.record.access.kind === 'write')) return [];
    const groups = groupAccesses(list, facts);
    for (const g of groups) mhpGroups[g.mhpId] ??= g;
    const races = (g: Group, h: Group) =>
      !orderedMemo.get(g.kindId, h.kindId, (a, b) => orderedKinds(kinds.list[a]!, kinds.list[b]!)) &&
      mhp.get(g.mhpId, h.mhpId, (a, b) => {
        const [x, y] = [mhpGroups[a]!, mhpGroups[b]!];
        return mayHappenInParallel(x.thread, x.state, y.thread, y.state);
      }) &&
      !disjointObjects(g.object, h.object, g.thread === h.thread);
    const indices = racingPairs(groups, races, () => engine.budget?.poll('layer 1 (candidates)'));
    if (indices.length === 0) return [];
    const byObject = pairsByObject(groups, indices);
    if (byObject)
      return [...byObject].map(([object, part]) => ({
        object,
        accesses: [...new Set(part.flat())].sort((x, y) => x - y).flatMap((i) => groups[i]!.members),
        pairs: part.map(([i, j]) => representative(groups[i]!, groups[j]!)),
      }));
    const pairs = indices.map(([i, j]) => representative(groups[i]!, groups[j]!));
    return [{ accesses: groups.filter((g) => g.racing).flatMap((g) => g.members), pairs }];
  });
  const out: RaceCandidate[] = [];
  cells.cells.forEach((cell, k) => {
    for (const d of decided[cells.classOf[k]!]!) out.push({ cell, ...d });
  });
  return out;
}

/**
 * One candidate per object when the cell holds several (the unification points-to merges what
 * one unknown function or one pointer is handed, `audit(&counter, &value)`) and every pair names
 * the object it races on: the races on `value` and on `counter` are two, each with its own
 * accesses. Undefined when one candidate stays right: one object, a pair on an object not known
 * (it may be any of them), pairs cut at MAX_PAIRS_PER_LOCATION (some groups would be lost), or
 * objects sharing a program access.
 */
function pairsByObject(
  groups: readonly Group[],
  pairs: readonly [number, number][],
): Map<string, [number, number][]> | undefined {
  if (pairs.length >= MAX_PAIRS_PER_LOCATION) return undefined;
  const parts = new Map<string, [number, number][]>();
  for (const [i, j] of pairs) {
    const object = groups[i]!.object ?? groups[j]!.object;
    if (!object) return undefined;
    const part = parts.get(object[0]!);
    if (part) part.push([i, j]);
    else parts.set(object[0]!, [[i, j]]);
  }
  if (parts.size < 2) return undefined;
  // Layer 2 checks a candidate's program accesses, whichever thread makes them: parts sharing one
  // (`qsort(arg, ...)` of three threads on two arrays) would each find the other's race. Such a
  // cell stays one candidate, whose races layer 2 names by the object it reaches.
  const owner = new Map<object, string>();
  for (const [object, part] of parts)
    for (const [i, j] of part)
      for (const m of [...groups[i]!.members, ...groups[j]!.members]) {
        const seen = owner.get(m.record.access);
        if (seen !== undefined && seen !== object) return undefined;
        owner.set(m.record.access, object);
      }
  return parts;
}

/**
 * The accessed cells (representatives, in the order the threads' accesses first meet them), each
 * with its class: cells met by the same accesses (and alike for `meetTypedFields`) share one class
 * and one list of accesses, in the threads' order. An access through a pointer to a large struct,
 * or to bytes that may be any of its fields, touches thousands of cells, and a list per cell was
 * accesses × cells (masscan: 14 million entries, most of layer 1's time); accesses to one target
 * share its list of cells (`sharedLeavesOf`), so classes cost the distinct lists' lengths, and each
 * access joins each class it meets once.
 */
class CellClasses {
  readonly cells: Cell[] = [];
  /** The class of each of `cells`. */
  readonly classOf: number[] = [];
  /** The accesses of each class, `meetTypedFields` included, in the threads' order. */
  readonly lists: ThreadAccess[][] = [];

  constructor(engine: LocksetEngine, threads: Thread[]) {
    const pt = engine.pt;
    const listIds = new Map<readonly Cell[], number>();
    const distinct: (readonly Cell[])[] = [];
    const made: { ta: ThreadAccess; list: number }[] = [];
    for (const thread of threads)
      for (const ctx of thread.contexts)
        for (const record of ctx.accesses) {
          let id = listIds.get(record.cells);
          if (id === undefined) {
            id = distinct.length;
            listIds.set(record.cells, id);
            distinct.push(record.cells);
          }
          made.push({ ta: { thread, record }, list: id });
        }
    // Each cell's signature: the distinct lists that hold it.
    const index = new Map<Cell, number>();
    const signatures: number[][] = [];
    distinct.forEach((list, id) => {
      for (const c of list) {
        const r = pt.find(c);
        let k = index.get(r);
        if (k === undefined) {
          k = this.cells.length;
          index.set(r, k);
          this.cells.push(r);
          signatures.push([]);
        }
        const sig = signatures[k]!;
        if (sig[sig.length - 1] !== id) sig.push(id);
      }
    });
    const classIds = new Map<string, number>();
    const unknown: boolean[] = [];
    const open: boolean[] = [];
    this.cells.forEach((cell, k) => {
      const fromUnknown = pt.fromUnknownCode(cell);
      const meets = !fromUnknown && pt.isShared(cell);
      const key = `${fromUnknown ? 'u' : meets ? 'm' : '-'}${signatures[k]!.join(',')}`;
      let c = classIds.get(key);
      if (c === undefined) {
        c = classIds.size;
        classIds.set(key, c);
        unknown.push(fromUnknown);
        open.push(meets);
        this.lists.push([]);
      }
      this.classOf.push(c);
    });
    const classesOfList = distinct.map((list) => [
      ...new Set(list.map((c) => this.classOf[index.get(pt.find(c))!]!)),
    ]);
    for (const { ta, list } of made) for (const c of classesOfList[list]!) this.lists[c]!.push(ta);
    meetTypedFields(this.lists, unknown, open);
  }
}

/**
 * Two kinds of access (lock list, read or write, atomic, signal-safe, in a handler) that cannot
 * race: not conflicting kinds, or a lock both hold orders them.
 */
function orderedKinds(g: KindFacts, h: KindFacts): boolean {
  if (!kindsConflict(g, h)) return true;
  return locksCanOrder(g, h) && protectedBy(g.locks, h.locks);
}

/**
 * The groups of one location that race with some group (their `racing` flag set), and the first
 * MAX_PAIRS_PER_LOCATION racing pairs (i ≤ j, in that order). Whether two groups race depends only
 * on their kinds, their may-happen-in-parallel ids and their objects: groups that agree on all
 * three form a class, and `races` is asked once per ordered pair of classes (a handful per location
 * where groups run to thousands: a server's tables, whose every pair of groups the loop before
 * compared, hundreds of millions of pairs). A location costs groups × classes, plus at most
 * MAX_PAIRS_PER_LOCATION rows of groups for the pairs kept: each row scanned keeps a pair.
 */
function racingPairs(
  groups: readonly Group[],
  races: (g: Group, h: Group) => boolean,
  poll: () => void,
): [number, number][] {
  const n = groups.length;
  const classIds = new Map<string, number>();
  const classOf = new Int32Array(n);
  const reps: Group[] = [];
  const first: number[] = [];
  const last: number[] = [];
  for (let i = 0; i < n; i++) {
    const g = groups[i]!;
    const key = `${g.kindId}|${g.mhpId}|${g.object ? JSON.stringify(g.object) : ''}`;
    let c = classIds.get(key);
    if (c === undefined) {
      c = reps.length;
      classIds.set(key, c);
      reps.push(g);
      first.push(i);
    }
    classOf[i] = c;
    last[c] = i;
  }
  const k = reps.length;
  // rel[c * k + d]: a group of class c races with a later (or the same) group of class d.
  const rel = new Uint8Array(k * k);
  for (let c = 0; c < k; c++)
    for (let d = 0; d < k; d++) {
      poll();
      rel[c * k + d] = races(reps[c]!, reps[d]!) ? 1 : 0;
    }
  /** Group i has a racing partner at or after it. */
  const racesLater = (i: number, c: number) => {
    for (let d = 0; d < k; d++) if (rel[c * k + d] && last[d]! >= i) return true;
    return false;
  };
  const racesEarlier = (i: number, c: number) => {
    for (let d = 0; d < k; d++) if (rel[d * k + c] && first[d]! <= i) return true;
    return false;
  };
  const pairs: [number, number][] = [];
  for (let i = 0; i < n; i++) {
    const c = classOf[i]!;
    const later = racesLater(i, c);
    if (later || racesEarlier(i, c)) groups[i]!.racing = true;
    if (!later || pairs.length >= MAX_PAIRS_PER_LOCATION) continue;
    for (let j = i; j < n && pairs.length < MAX_PAIRS_PER_LOCATION; j++) {
      poll();
      if (rel[c * k + classOf[j]!]) pairs.push([i, j]);
    }
  }
  return pairs;
}

/**
 * A pointer that unknown code returned may point to any shared object whose type fits
 * (CONTRACTS): its accesses to a field of a record also meet the accesses to that field of every
 * other shared object of that record. `unknown[c]`: class c's cells come from unknown code;
 * `open[c]`: they are shared objects of the program's own, which those accesses meet.
 */
function meetTypedFields(
  lists: ThreadAccess[][],
  unknown: readonly boolean[],
  open: readonly boolean[],
): void {
  const fieldKey = (a: ThreadAccess) => {
    const p = a.record.access.place;
    return p.k === 'field' && p.record ? `${p.record}\u0000${p.field}` : undefined;
  };
  const fromOutside = new Map<string, ThreadAccess[]>();
  lists.forEach((list, c) => {
    if (!unknown[c]) return;
    for (const a of list) {
      const key = fieldKey(a);
      if (!key) continue;
      const same = fromOutside.get(key);
      if (same) same.push(a);
      else fromOutside.set(key, [a]);
    }
  });
  if (fromOutside.size === 0) return;
  lists.forEach((list, c) => {
    if (!open[c]) return;
    const keys = new Set(list.map(fieldKey).filter((k): k is string => k !== undefined));
    // A set beside the list: `includes` on lists of thousands of accesses was quadratic.
    const present = new Set(list);
    for (const key of keys)
      for (const a of fromOutside.get(key) ?? [])
        if (!present.has(a)) {
          present.add(a);
          list.push(a);
        }
  });
}

function representative(g: Group, h: Group): RacePair {
  // Prefer a write as the first access of the pair.
  const a = g.write ? g.members.find((m) => m.record.access.kind === 'write')! : g.members[0]!;
  let b = h.write && !g.write ? h.members.find((m) => m.record.access.kind === 'write')! : h.members[0]!;
  if (g === h && g.members.length > 1) b = g.members.find((m) => m !== a) ?? b;
  return { a, b };
}

function groupAccesses(list: ThreadAccess[], facts: FactsOfAccesses): Group[] {
  const groups = new Map<number, Group>();
  for (const ta of list) {
    const f = facts.of(ta);
    let g = groups.get(f.key);
    if (!g) {
      g = { ...f, members: [], racing: false };
      groups.set(f.key, g);
    }
    g.members.push(ta);
  }
  return [...groups.values()];
}

/**
 * The facts of each (access, thread), computed once: one access meets many locations (every
 * shared cell of its record type, `meetTypedFields`), and building its key anew for each (a string
 * of its locks and object) was most of a large program's layer 1 (masscan: 18 of 39 s).
 */
class FactsOfAccesses {
  private readonly cache = new Map<ThreadAccess, AccessFacts>();
  private readonly stateIds = new Map<State, number>();
  private readonly keys = new Interner();
  constructor(
    private readonly identities: LockIdentities,
    private readonly objects: ObjectNames,
    private readonly interner: Interner,
    private readonly kinds: Kinds,
  ) {}

  of(ta: ThreadAccess): AccessFacts {
    let f = this.cache.get(ta);
    if (!f) {
      f = this.compute(ta);
      this.cache.set(ta, f);
    }
    return f;
  }

  private sid(st: State): number {
    let n = this.stateIds.get(st);
    if (n === undefined) {
      n = this.stateIds.size;
      this.stateIds.set(st, n);
    }
    return n;
  }

  private compute(ta: ThreadAccess): AccessFacts {
    const r = ta.record;
    const atomic = r.access.atomic || r.state.atomic > 0;
    const write = r.access.kind === 'write';
    const signalSafe = !!r.access.signalSafe;
    const inHandler = !!ta.thread.site?.instr.signal;
    const locks = this.identities.of(r);
    const object = this.objects.of(r, ta.thread);
    const key = `${ta.thread.id}|${this.sid(r.state)}|${write ? 'w' : 'r'}|${atomic ? 'a' : ''}|${signalSafe ? 's' : ''}|${locks.join(',')}|${object?.join('') ?? '?'}`;
    const facts = {
      key: this.keys.of(key),
      thread: ta.thread,
      state: r.state,
      write,
      atomic,
      signalSafe,
      inHandler,
      locks,
      object,
      mhpId: this.interner.of(`m${ta.thread.id}:${r.state.started.join(',')}|${r.state.running.join(',')}`),
      locksId: this.interner.of(`l${locks.join('\u0000')}`),
    };
    return { ...facts, kindId: this.kinds.of(facts) };
  }
}

/** Lock identities are `kind:id@mode`; once-identities are `once-init:F` and `once-after:F`. */
export function protectedBy(a: readonly string[], b: readonly string[]): boolean {
  for (const x of a) {
    const [xid, xmode] = splitMode(x);
    for (const y of b) {
      const [yid, ymode] = splitMode(y);
      if (xid.startsWith('once-') || yid.startsWith('once-')) {
        const fx = xid.slice(xid.indexOf(':') + 1);
        const fy = yid.slice(yid.indexOf(':') + 1);
        if (fx !== fy) continue;
        // The init routine runs once, before every call of once(F) returns.
        if (xid.startsWith('once-init:') || yid.startsWith('once-init:')) return true;
        continue;
      }
      if (xid === yid && !(xmode === 'shared' && ymode === 'shared')) return true;
    }
  }
  return false;
}

function splitMode(s: string): [string, string] {
  const at = s.lastIndexOf('@');
  return [s.slice(0, at), s.slice(at + 1)];
}

class LockIdentities {
  private readonly cache = new Map<AccessRecord, string[]>();
  constructor(private readonly engine: LocksetEngine) {}

  of(r: AccessRecord): string[] {
    let ids = this.cache.get(r);
    if (ids) return ids;
    const out = new Set<string>();
    for (const l of r.state.locks) {
      if (l.once) {
        if (l.abs) out.add(`once-${l.once}:${l.abs}@exclusive`);
        continue;
      }
      if (l.abs) out.add(`a:${l.abs}@${l.mode}`);
      if (l.expr && l.expr.k === 'addr') {
        const rel = relativeIdentity(l.expr.place, r.access.place, (p) =>
          this.engine.absolutePathOf(p, r.fn),
        );
        if (rel) out.add(`r:${rel}@${l.mode}`);
      }
    }
    ids = [...out].sort();
    this.cache.set(r, ids);
    return ids;
  }
}

function sameRoot(a: Spine, b: Spine): boolean {
  if (a.root.k === 'var' && b.root.k === 'var') return a.root.id === b.root.id;
  if (a.root.k === 'deref' && b.root.k === 'deref') return a.root.key === b.root.key;
  return false;
}

function sameStep(x: Spine['steps'][number], y: Spine['steps'][number]): boolean {
  if (x.k === 'field' && y.k === 'field') return x.field === y.field;
  if (x.k === 'index' && y.k === 'index') return x.key === y.key;
  return false;
}

const fixedOffset = (steps: Spine['steps']) =>
  steps.every((s) => s.k === 'field' || s.constant !== undefined);
const shapeText = (steps: Spine['steps']) =>
  steps.map((s) => (s.k === 'index' && s.constant === undefined ? '[]' : stepText(s))).join('');

/**
 * The lock at `lockPlace` as seen from the access at `place` (both in one function, the lock's
 * expression stable since it was taken), or undefined when it names no fixed relation.
 */
export function relativeIdentity(
  lockPlace: Place,
  place: Place,
  absolutePath: (p: Place) => string | undefined,
): string | undefined {
  const l = spineOf(lockPlace);
  const a = spineOf(place);
  if (sameRoot(l, a)) {
    let k = 0;
    while (k < l.steps.length && k < a.steps.length && sameStep(l.steps[k]!, a.steps[k]!)) k++;
    const lockSuffix = l.steps.slice(k);
    if (lockSuffix.length === 0 || !fixedOffset(lockSuffix)) return undefined;
    const first = lockSuffix[0]!;
    const record = first.k === 'field' ? (first.record ?? '') : '';
    return `obj:${record}|${shapeText(a.steps.slice(k))}|${shapeText(lockSuffix)}`;
  }
  // Per-element locks: locks[i] for data[i], both rooted at global arrays.
  const li = l.steps.findIndex((s) => s.k === 'index' && s.constant === undefined);
  const ai = a.steps.findIndex((s) => s.k === 'index' && s.constant === undefined);
  if (li < 0 || ai < 0 || l.root.k !== 'var' || a.root.k !== 'var') return undefined;
  if (isLocalId(l.root.id) || isLocalId(a.root.id)) return undefined;
  const ls = l.steps[li]!;
  const as = a.steps[ai]!;
  if (ls.k !== 'index' || as.k !== 'index' || ls.key !== as.key) return undefined;
  if (!fixedOffset(l.steps.slice(0, li)) || !fixedOffset(a.steps.slice(0, ai))) return undefined;
  const lockSuffix = l.steps.slice(li + 1);
  if (!fixedOffset(lockSuffix)) return undefined;
  const lockBase = absolutePath({ k: 'var', id: l.root.id });
  const dataBase = absolutePath({ k: 'var', id: a.root.id });
  if (!lockBase || !dataBase) return undefined;
  return `elem:${lockBase}${shapeText(l.steps.slice(0, li))}|${dataBase}${shapeText(a.steps.slice(0, ai))}|${shapeText(a.steps.slice(ai + 1))}|${shapeText(lockSuffix)}`;
}
