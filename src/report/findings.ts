/**
 * Race candidates → findings: one finding per shared location, every access site that takes part
 * in a racing pair, a message naming the representative pair, and a stable fingerprint.
 */

import type { ThreadAccess } from '../analysis/candidates.js';
import type { Layer1Result, RaceCandidate } from '../analysis/layer1.js';
import type { Context } from '../analysis/lockset.js';
import type { State } from '../analysis/state.js';
import { accessTrace, callPath, type Thread, type TraceStep, threadName } from '../analysis/threads.js';
import type { StepAccess, WitnessStep } from '../check/explore.js';
import { stripCasts } from '../ir/exprs.js';
import { isHiddenStateId, isLocalId, placeWithThis, sourceName } from '../ir/names.js';
import { sameSpan } from '../ir/source.js';
import type { Access, Place } from '../ir/types.js';
import { CXX_LAYOUT_ACCESS } from '../models/cxx.js';
import type { Finding, FindingAccess, FindingCause, FindingTraceStep, WitnessBranch } from '../result.js';
import { displayPath } from '../util/paths.js';
import { assignFingerprints } from './fingerprint.js';
import { foldAction, foldWitness } from './fold.js';
import { decisionAction, stepAction } from './steps.js';
import { accessKindWords, primaryOf as primaryAccess } from './trace.js';

export const RULE_DATA_RACE = 'data-race';
/** A race on the hidden state of a library function POSIX does not require to be thread-safe (CERT CON33-C). */
export const RULE_THREAD_UNSAFE_CALL = 'thread-unsafe-call';

/** The locks held in a state, as written in source (a read lock says so). */
function lockNames(state: State): string[] {
  return state.locks.filter((l) => !l.once).map((l) => (l.mode === 'shared' ? `${l.name} (read)` : l.name));
}

/**
 * The access's trace for the report: the creators' steps under their own names, the access's
 * thread under the name the finding gives it (an instance of a pair may be `worker#2`).
 */
function traceOf(ta: ThreadAccess, root: string, thread: string): FindingTraceStep[] {
  const name = (t: Thread) => (t === ta.thread ? thread : threadName(t));
  const step = (s: TraceStep): FindingTraceStep => ({
    kind: s.kind,
    file: displayPath(root, s.range.file),
    line: Math.max(1, s.range.line),
    column: Math.max(1, s.range.column),
    function: s.fn.name,
    thread: name(s.thread),
    ...(s.target ? { callee: s.target.name } : {}),
    locks: lockNames(s.state),
  });
  const r = ta.record;
  const prefix = perThreadAndContext(tracePrefixes, ta.thread, r.ctx, `${root}\u0000${thread}`, () =>
    accessTrace(ta.thread, r).slice(0, -1).map(step),
  );
  return [
    ...prefix,
    step({ kind: 'access', thread: ta.thread, fn: r.fn, range: r.access.range, state: r.state }),
  ];
}

/**
 * What every access of one thread in one context shares, built once: the steps of its trace
 * before the access (its thread's creation and the calls to the context) and its call path. A
 * server's report has hundreds of thousands of accesses over a few thousand (thread, context)
 * pairs; shared steps are never changed after they are built (the renderers only read them).
 */
type PerContext<T> = WeakMap<Thread, Map<Context, Map<string, T>>>;
const tracePrefixes: PerContext<FindingTraceStep[]> = new WeakMap();
const callPaths: PerContext<string[]> = new WeakMap();

function perThreadAndContext<T>(
  memo: PerContext<T>,
  thread: Thread,
  ctx: Context,
  key: string,
  build: () => T,
): T {
  let byCtx = memo.get(thread);
  if (!byCtx) {
    byCtx = new Map();
    memo.set(thread, byCtx);
  }
  let byKey = byCtx.get(ctx);
  if (!byKey) {
    byKey = new Map();
    byCtx.set(ctx, byKey);
  }
  let value = byKey.get(key);
  if (value === undefined) {
    value = build();
    byKey.set(key, value);
  }
  return value;
}

/**
 * An access without its trace, built once per layer-1 access and thread name: a site a server's
 * candidates share is listed by thousands of findings (masscan: 6.9 M listed accesses over 2,617
 * findings), one object for all of them (never changed once built, as the traces).
 */
const untraced = new WeakMap<ThreadAccess, Map<string, FindingAccess>>();

function untracedAccessOf(ta: ThreadAccess, root: string, thread: string): FindingAccess {
  let byThread = untraced.get(ta);
  if (!byThread) {
    byThread = new Map();
    untraced.set(ta, byThread);
  }
  // One analysis, one root: a layer-1 access belongs to one run.
  let a = byThread.get(thread);
  if (!a) {
    a = accessOf(ta, root, thread, false);
    byThread.set(thread, a);
  }
  return a;
}

/** An IR access's site key (file as shown, line, column, kind), built once per access. */
const siteKeys = new WeakMap<Access, string>();

function accessSiteKey(access: Access, root: string): string {
  let key = siteKeys.get(access);
  if (key === undefined) {
    const range = access.range;
    key = siteKeyOf(displayPath(root, range.file), range.line, range.column, access.kind);
    siteKeys.set(access, key);
  }
  return key;
}

function accessOf(ta: ThreadAccess, root: string, thread: string, traced = true): FindingAccess {
  const r = ta.record;
  const range = r.access.range;
  return {
    file: displayPath(root, range.file),
    line: range.line,
    column: range.column,
    endLine: Math.max(range.endLine, range.line),
    endColumn: range.endLine > range.line ? range.endColumn : Math.max(range.endColumn, range.column),
    access: r.access.kind,
    ...(r.access.frees ? { frees: true as const } : {}),
    atomic: r.access.atomic || r.state.atomic > 0,
    thread,
    locks: lockNames(r.state),
    function: r.fn.name,
    callPath: perThreadAndContext(callPaths, ta.thread, r.ctx, '', () => callPath(ta.thread, r.ctx)),
    ...(traced ? { trace: traceOf(ta, root, thread) } : {}),
  };
}

/**
 * The accesses of one finding that carry their whole trace: the pair the message shows, then the
 * others in source order. Every access site is listed (CONTRACTS), each with its call path; a
 * location a server's hundreds of sites reach would otherwise repeat hundreds of traces in every
 * finding on it (memcached: 1,196 findings, 254,000 traces, a 488 MB report).
 */
export const MAX_TRACED_ACCESSES = 10;

const order = (a: FindingAccess, b: FindingAccess) =>
  a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line || a.column - b.column;

function describe(a: FindingAccess): string {
  return `${accessKindWords(a)} in ${a.function} (${a.thread}${a.locks.length > 0 ? `, holding ${a.locks.join(', ')}` : ''})`;
}

/** Where the racing accesses' locks were taken and their threads created, in source order. */
const relatedSitesOf = new WeakMap<readonly ThreadAccess[], NonNullable<Finding['sites']>>();

function relatedSites(list: readonly ThreadAccess[], root: string): NonNullable<Finding['sites']> {
  // The candidates of cells of one class share their list (candidates.ts): worked out once.
  let sites = relatedSitesOf.get(list);
  if (!sites) {
    sites = relatedSitesOfList(list, root);
    relatedSitesOf.set(list, sites);
  }
  return sites;
}

function relatedSitesOfList(list: readonly ThreadAccess[], root: string): NonNullable<Finding['sites']> {
  const out = new Map<string, NonNullable<Finding['sites']>[number]>();
  const add = (kind: 'lock' | 'spawn', name: string, r: { file: string; line: number; column: number }) => {
    const site = {
      kind,
      name,
      file: displayPath(root, r.file),
      line: Math.max(1, r.line),
      column: Math.max(1, r.column),
    };
    out.set(`${kind}:${site.file}:${site.line}:${site.column}`, site);
  };
  // Locks come from an access's lockset, spawns from its thread: each looked at once (a server's
  // candidate lists thousands of accesses that share a few of each).
  const seenStates = new Set<ThreadAccess['record']['state']>();
  const seenThreads = new Set<ThreadAccess['thread']>();
  for (const ta of list) {
    const state = ta.record.state;
    if (!seenStates.has(state)) {
      seenStates.add(state);
      for (const l of state.locks) if (l.at && !l.once) add('lock', l.name, l.at);
    }
    if (seenThreads.has(ta.thread)) continue;
    seenThreads.add(ta.thread);
    const site = ta.thread.site;
    // A site that starts several instances is named by its entry: any of them may be the one racing.
    if (site) add('spawn', ta.thread.many ? ta.thread.entry.name : threadName(ta.thread), site.instr.range);
  }
  return [...out.values()].sort((a, b) =>
    a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line || a.column - b.column,
  );
}

/**
 * Where the heap object a finding is on was allocated: its name says the function and type (not
 * the line, so fingerprints survive edits above it), the site gives the line.
 */
function allocationSites(
  layer1: Layer1Result,
  c: RaceCandidate,
  root: string,
): NonNullable<Finding['sites']> {
  return layer1.pt.allocationsOf(c.cell).map((a) => ({
    kind: 'allocation' as const,
    name: withoutLibraryParts(a.name),
    file: displayPath(root, a.file),
    line: Math.max(1, a.line),
    column: Math.max(1, a.column),
  }));
}

/** A pair made of the accesses layer 2 kept: a write first, then one from another thread if any. */
function pairWithin(list: readonly ThreadAccess[]): RaceCandidate['pairs'][number] | undefined {
  const a = list.find((x) => x.record.access.kind === 'write') ?? list[0];
  if (!a) return undefined;
  const b = list.find((x) => x !== a && x.thread !== a.thread) ?? list.find((x) => x !== a) ?? a;
  return { a, b };
}

function locationName(layer1: Layer1Result, c: RaceCandidate, v?: CandidateVerdict): string {
  const name = withoutLibraryParts(rawLocationName(layer1, c));
  // Layer 1 names the points-to cell, which may hold several objects (a helper called with &a
  // and &b unifies them); a race layer 2 reached at a known address (confirmed, or on another
  // object of the cell through an inexact decision) names the variable it really touched.
  const seen = v?.racedAt ? variableAt(v.racedAt, (site) => layer1.pt.heapName(site)) : undefined;
  if (seen) return onOnePath(seen, name) ? name : seen;
  // A candidate of one of the cell's objects (candidates.ts) names that object.
  const own = objectVariable(c.object);
  if (own) return withRoot(name, own);
  // Several objects in one cell and no witness to say which raced: the accesses may all name one.
  return (layer1.pt.holdsSeveralObjects(c.cell) && writtenName(c.accesses)) || name;
}

/** The variable an object name of objects.ts stands for (`v:<global id>`, `v:main:<local id>`). */
function objectVariable(object: string | undefined): string | undefined {
  // `v:main:%x` is main's local x; `v:main::left@file` main's static local `main::left`.
  const m = object && /^v:(?:main:(?=%))?(.+)$/.exec(object);
  return m ? sourceName(m[1]!) : undefined;
}

/** `name` with its root variable replaced (`g0.count` of g1 is `g1.count`). */
function withRoot(name: string, root: string): string {
  const m = /^[A-Za-z_][\w:]*/.exec(name);
  return m ? `${root}${name.slice(m[0].length)}` : root;
}

/** The global every access names directly (`arr[k]`, `s.a`), as layer 1 writes names; else undefined. */
function writtenName(list: readonly ThreadAccess[]): string | undefined {
  let only: string | undefined;
  for (const ta of firstPerAccess(list)) {
    const name = globalPath(ta.record.access.place);
    if (name === undefined || (only !== undefined && name !== only)) return undefined;
    only = name;
  }
  return only;
}

function globalPath(p: Place): string | undefined {
  switch (p.k) {
    case 'var':
      return isLocalId(p.id) ? undefined : sourceName(p.id);
    case 'field': {
      const base = globalPath(p.base);
      return base && /^[A-Za-z_]\w*$/.test(p.field) ? `${base}.${p.field}` : undefined;
    }
    case 'index': {
      const base = globalPath(p.base);
      return base && (base.endsWith('[]') ? base : `${base}[]`);
    }
    case 'deref': {
      // What an unknown function is assumed to access through `&counter`: counter itself.
      const ptr = stripCasts(p.ptr);
      return ptr.k === 'addr' ? globalPath(ptr.place) : undefined;
    }
    default:
      return undefined;
  }
}

/** One name is the other or a part of it (`s` and `s.b`): layer 1's, the more precise, stays. */
function onOnePath(a: string, b: string): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return long === short || long.startsWith(`${short}.`) || long.startsWith(`${short}[`);
}

/**
 * A model-checker address key (check/machine.ts: `G:id` a global or static, `H<n>:site` or
 * `Z<n>:site` a heap object, then its path) as the source names the memory, with layer 1's
 * conventions: fields as `.f`, elements as `[]` (one location per array), a heap object by its
 * allocating function (the allocation's element 0 is the object); undefined for locals and the rest.
 */
function variableAt(key: string, heapName: (site: string) => string | undefined): string | undefined {
  // A heap object's key holds its allocation site's path, slashes and all: `H3:malloc@/a/b.c:7:9`.
  const heap = /^[HZ]\d+:([^@]+@.*?:\d+:\d+)((?:\/[^/]+)*)$/.exec(key);
  // A `static`'s id holds its file's path (`G:count@/a/b.c/0`, a static local's `f@/a/b.c::n`):
  // the last dot of the key is the file's extension's, as no field name or index has one.
  const global = /^G:([^/@]+(?:@.*\.[A-Za-z+]+(?:::[\w:]+)?)?)((?:\/[^/]+)*)$/.exec(key);
  let name: string;
  let path: string;
  if (heap) {
    const named = heapName(heap[1]!);
    if (!named) return undefined;
    [name, path] = [named, heap[2]!.replace(/^\/0(?=\/|$)/, '')];
  } else if (global) [name, path] = [sourceName(global[1]!), global[2]!];
  else return undefined;
  const base = name;
  for (const part of path.split('/').slice(1)) {
    if (/^-?\d+$/.test(part)) {
      // A heap object's name already says whether it is a block of several (`(int[] allocated in f())`).
      if (!name.endsWith('[]') && !(heap && name === base)) name += '[]';
    } else if (/^[A-Za-z_]\w*$/.test(part)) name += `.${part}`;
    else return undefined;
  }
  return name;
}

/** How layer 1 named the memory of one of the candidate's accesses (one cell), if it names it. */
function accessMemoryName(layer1: Layer1Result, c: RaceCandidate, a: Access): string | undefined {
  const cells = c.accesses.find((ta) => ta.record.access === a)?.record.cells;
  if (cells?.length !== 1) return undefined;
  const name = withoutLibraryParts(layer1.pt.nameOf(cells[0]!));
  return name === '(memory)' ? undefined : name;
}

function rawLocationName(layer1: Layer1Result, c: RaceCandidate): string {
  const name = layer1.pt.nameOf(c.cell);
  // The name is hashed into the fingerprint: members keep their `this->` here.
  return name !== '(memory)' ? name : placeWithThis(c.pairs[0]!.a.record.access.place);
}

/**
 * The C++ model headers keep a container's bookkeeping and elements in reserved fields
 * (`_M_size`, `_M_elems`, a smart pointer's `_M_ptr`): users see the container (`cache` for
 * `cache._M_size` and `cache._M_elems[k].second`), never the model's insides. The C headers'
 * library types have reserved members too (`pthread_mutex_t`'s `__lock`, `__owner`): a race on
 * `mu.__count` (an unknown function handed `&mu`) is a race on `mu`.
 */
function withoutLibraryParts(name: string): string {
  const at = libraryPartAt(name);
  return at > 0 ? name.slice(0, at) : name;
}

const C_RESERVED_MEMBER = '.__';

function libraryPartAt(name: string): number {
  const found = [name.indexOf(CXX_LAYOUT_ACCESS), name.indexOf(C_RESERVED_MEMBER)].filter((i) => i > 0);
  return found.length > 0 ? Math.min(...found) : -1;
}

/** What layer 2 said about one candidate (absent: layer 2 did not run). */
export interface CandidateVerdict {
  status: 'eliminated' | 'confirmed' | 'possible';
  racing: Set<Access>;
  /** The instances the model checker saw make each racing access (`worker#3`). */
  makers?: ReadonlyMap<Access, ReadonlySet<string>>;
  /** A confirmed candidate's accesses its exploration did not get to decide (listed with it). */
  undecided?: Set<Access>;
  witness: WitnessStep[] | undefined;
  /** The two racing accesses of the witness, with the instances that made them. */
  pair?: [{ access: Access; thread: string }, { access: Access; thread: string }];
  /** The memory the witness's two accesses touched (the model checker's address key). */
  racedAt?: string;
  /** Branches on values the model does not know that the race is reached whichever way they go. */
  eitherWay?: WitnessBranch[];
  /**
   * Races on other objects of the candidate's cell, each its own finding: confirmed, or possible
   * (with its reason) when a decision on the way was not exact.
   */
  elsewhere?: readonly (Pick<
    CandidateVerdict,
    'racing' | 'makers' | 'witness' | 'pair' | 'racedAt' | 'eitherWay'
  > &
    Partial<Pick<CandidateVerdict, 'status' | 'why' | 'cause'>>)[];
  /** Why layer 2 decided as it did: a sentence, or a structured reason (see describeReason). */
  why: OutcomeReason;
  /** The same reason as facts (JSON `cause`). */
  cause?: FindingCause;
}

/** What layer 2 says about why it decided as it did: today a sentence, soon a structured object. */
type OutcomeReason = string | object;

/**
 * The reason as words for every format: the one place that knows the reason's shape. A structured
 * reason shows its own sentence (`text`, `message` or `summary`) when it has one, else its fields.
 */
export function describeReason(why: OutcomeReason): string {
  if (typeof why === 'string') return why;
  const r = why as Record<string, unknown>;
  for (const key of ['text', 'message', 'summary', 'detail'])
    if (typeof r[key] === 'string' && r[key] !== '') return r[key] as string;
  const parts = Object.entries(r)
    .filter(
      ([, v]) => v !== undefined && v !== '' && (typeof v !== 'object' || v === null || Array.isArray(v)),
    )
    .map(([k, v]) => `${k}: ${Array.isArray(v) ? v.join(', ') : String(v)}`);
  return parts.length > 0 ? parts.join('; ') : 'no reason given';
}

export function buildFindings(
  layer1: Layer1Result,
  root: string,
  verdicts?: readonly CandidateVerdict[],
): Finding[] {
  const kept = keptCandidates(layer1, verdicts);
  const drafts = kept.map(({ c, v }) => draftFinding(layer1, root, c, v));
  const merged = mergeFreedObjects(
    mergeLibraryParts(
      drafts,
      kept.map(({ c }) => rawLocationName(layer1, c)),
    ),
  );
  merged.sort((a, b) => order(a.primary, b.primary) || (a.location < b.location ? -1 : 1));
  const ids = assignFingerprints(
    merged.map((d) => ({
      rule: d.kind,
      location: d.location,
      file: d.primary.file,
      function: d.primary.function,
    })),
  );
  return merged.map(
    (d, i): Finding => ({
      id: ids[i]!,
      kind: d.kind,
      status: d.status,
      severity: d.status === 'confirmed' ? 'error' : 'warning',
      location: d.location,
      message: d.message,
      accesses: d.accesses,
      ...(d.witness
        ? { witness: { steps: d.witness, ...(d.eitherWay ? { eitherWay: d.eitherWay } : {}) } }
        : {}),
      ...(d.reason ? { reason: d.reason } : {}),
      ...(d.cause ? { cause: d.cause } : {}),
      ...(d.related.length > 0 ? { sites: d.related } : {}),
      ...untracedCount(d.accesses),
    }),
  );
}

/**
 * Access sites a finding lists at most: the pair its message shows, then the first others in
 * source order. A location every thread of a server reaches has thousands (masscan: 2,600 per
 * finding on average, a 3.5 GB JSON report); `accessesOmitted` counts the rest.
 */
export const MAX_LISTED_ACCESSES = 50;

/** The finding as reported: its listed accesses (MAX_LISTED_ACCESSES) and how many are left out. */
export function capListedAccesses(f: Finding): Finding {
  if (f.accesses.length <= MAX_LISTED_ACCESSES) return f;
  let room = MAX_LISTED_ACCESSES - f.accesses.filter((a) => a.named).length;
  const accesses = f.accesses.filter((a) => a.named || room-- > 0);
  const { tracesOmitted: _all, ...rest } = f;
  return {
    ...rest,
    accesses,
    accessesOmitted: f.accesses.length - accesses.length,
    ...untracedCount(accesses),
  };
}

/** How many of a finding's accesses are listed without their trace (see MAX_TRACED_ACCESSES). */
function untracedCount(accesses: readonly FindingAccess[]): Pick<Finding, 'tracesOmitted'> {
  const n = accesses.reduce((k, a) => (a.trace ? k : k + 1), 0);
  return n > 0 ? { tracesOmitted: n } : {};
}

/**
 * The candidates that become findings, each with what layer 2 said: eliminated ones go, and a
 * candidate confirmed on some accesses but undecided on others is two findings.
 */
function keptCandidates(
  layer1: Layer1Result,
  verdicts: readonly CandidateVerdict[] | undefined,
): { c: RaceCandidate; v: CandidateVerdict | undefined }[] {
  return layer1.candidates
    .flatMap((c, i): { c: RaceCandidate; v: CandidateVerdict | undefined }[] => {
      const v = verdicts?.[i];
      if (!v) return [{ c, v }];
      const [own, ...others] = byObject(layer1, c, v);
      return [{ c, v: withUndecided(own!) }, ...others.map((o) => ({ c, v: o }))];
    })
    .filter(({ v }) => v?.status !== 'eliminated');
}

/**
 * A confirmed candidate whose cell holds several objects that race: one verdict per object the
 * witnesses name (the candidate's own first), races that name the same one together; an object
 * whose race was reached only through a decision the model could not make exactly is possible.
 */
function byObject(layer1: Layer1Result, c: RaceCandidate, v: CandidateVerdict): CandidateVerdict[] {
  if (!v.elsewhere?.length) return [v];
  const { elsewhere: _, ...own } = v;
  const named = new Map<string, CandidateVerdict>([[locationName(layer1, c, own), own]]);
  for (const e of v.elsewhere) {
    const other: CandidateVerdict = {
      ...e,
      status: e.status ?? 'confirmed',
      why: e.why ?? v.why,
      ...((e.cause ?? v.cause) ? { cause: e.cause ?? v.cause } : {}),
    };
    const name = locationName(layer1, c, other);
    const same = named.get(name);
    // One finding per name: a confirmed race wins over a possible one, the accesses go together.
    const kept = same && (same.status === 'confirmed' || other.status !== 'confirmed') ? same : other;
    named.set(name, same ? { ...kept, racing: new Set([...same.racing, ...e.racing]) } : other);
  }
  return [...named.values()];
}

/**
 * A confirmed candidate with its accesses the exploration stopped before deciding: one finding, on
 * the one location, listing them too. (A second, possible finding on a location already confirmed
 * racing said nothing the user can act on, and made two findings of one location.)
 */
function withUndecided(v: CandidateVerdict): CandidateVerdict {
  return v.undecided ? { ...v, racing: new Set([...v.racing, ...v.undecided]) } : v;
}

/**
 * The layer-1 access the witness performed: the same access site, by a thread with the witness
 * thread's entry (one site reached from two threads is two accesses, with different traces).
 */
function witnessAccess(
  list: readonly ThreadAccess[],
  shown: { access: Access; thread: string },
): ThreadAccess | undefined {
  const entry = shown.thread.slice(0, shown.thread.lastIndexOf('#'));
  const instance = Number(shown.thread.slice(shown.thread.lastIndexOf('#') + 1));
  const same = list.filter((ta) => ta.record.access === shown.access);
  const ofEntry = same.filter((ta) => ta.thread.entry.name === entry);
  // `worker#2` of the witness is the second thread started with `worker`: layer 1's thread of
  // that ordinal when it has one (its trace then starts at the right spawn), else any of the entry.
  return ofEntry.find((ta) => ta.thread.ordinal === instance) ?? ofEntry[0] ?? same[0];
}

/** A pair's threads by name: two instances of one layer-1 thread are `worker#1` and `worker#2`. */
function pairThreadNames(pair: { a: ThreadAccess; b: ThreadAccess }): { a: string; b: string } {
  const b = pair.b.thread;
  return {
    a: threadName(pair.a.thread),
    b: pair.a.thread === b ? `${b.entry.name}#${b.ordinal + 1}` : threadName(b),
  };
}

/**
 * Per racing access the model checker saw made, one of layer 1's threads that makes it and is an
 * instance it saw making it: `worker#3`, not the `worker#1` that layer 1 lists first but whose
 * argument never takes it there. Its trace then starts at that thread's own spawn.
 */
function madeAsSeen(
  accesses: readonly ThreadAccess[],
  makers: CandidateVerdict['makers'],
): Map<Access, ThreadAccess> {
  const out = new Map<Access, ThreadAccess>();
  if (!makers || makers.size === 0) return out;
  for (const ta of accesses) {
    const names = makers.get(ta.record.access);
    if (!names || out.has(ta.record.access)) continue;
    if (names.has(threadName(ta.thread))) out.set(ta.record.access, ta);
  }
  return out;
}

/**
 * The thread an access of the list is named by: the witness's thread that performed it, when the
 * witness did (`work#2`, the instance whose branch reaches it), else layer 1's, which says only
 * that a thread of that entry may.
 */
function listedThread(ta: ThreadAccess, witness: readonly WitnessStep[] | undefined): string {
  const entry = ta.thread.entry.name;
  // The same expression: `counter++`'s read is made by the thread whose step shows its write.
  const same = (a: StepAccess) =>
    a.access === ta.record.access || sameSpan(a.access.range, ta.record.access.range);
  // Only a thread the witness created where layer 1's thread is created: its trace starts there.
  const site = ta.thread.site?.instr.range;
  const createdHere = (name: string) =>
    site === undefined
      ? name === threadName(ta.thread)
      : (witness ?? []).some(
          (step) =>
            step.event?.k === 'spawn' &&
            step.event.thread === name &&
            step.file === site.file &&
            step.line === site.line &&
            step.column === site.column,
        );
  const by = witness?.filter((step) => step.accesses?.some(same)).map((step) => step.thread);
  return (
    by?.findLast((name) => name.slice(0, name.lastIndexOf('#')) === entry && createdHere(name)) ??
    threadName(ta.thread)
  );
}

/**
 * The two steps of a witness that make the racing accesses: the last one (it races with an
 * earlier access) and the last step before it in which the other thread makes the pair's first
 * access (a loop may have made it before, in steps that do not race).
 */
function racingStepsOf(
  witness: readonly WitnessStep[] | undefined,
  pair: CandidateVerdict['pair'],
): Set<number> {
  const out = new Set<number>();
  if (!witness || witness.length === 0) return out;
  const last = witness.length - 1;
  if (witness[last]!.racesWith) out.add(last);
  const first = pair?.[0];
  if (!first) return out;
  for (let k = last - 1; k >= 0; k--) {
    const step = witness[k]!;
    if (step.thread === first.thread && step.accesses?.some((a) => a.access === first.access)) {
      out.add(k);
      break;
    }
  }
  return out;
}

interface ListedSite {
  key: string;
  ta: ThreadAccess;
  access: FindingAccess;
}

/**
 * A candidate's access sites in source order, each once, before the pair its message shows is put
 * in. Without a witness or makers to name their threads the list depends only on the accesses,
 * which the candidates of one class share (candidates.ts): sorted once per list, not once per
 * finding (masscan: 2,652 findings, a sort of thousands of sites each).
 */
const sortedSitesOf = new WeakMap<readonly ThreadAccess[], ListedSite[]>();

function sortedSites(
  accesses: readonly ThreadAccess[],
  v: CandidateVerdict | undefined,
  root: string,
): readonly ListedSite[] {
  const shared = !v?.witness && !(v?.makers && v.makers.size > 0);
  const hit = shared ? sortedSitesOf.get(accesses) : undefined;
  if (hit) return hit;
  const sites = new Map<string, ListedSite>();
  const made = madeAsSeen(accesses, v?.makers);
  for (const ta0 of firstPerAccess(accesses)) {
    const ta = made.get(ta0.record.access) ?? ta0;
    // The site's key first: an access is built once per site, not once per thread and context
    // that reaches it (hundreds of times on a server's shared tables).
    const key = accessSiteKey(ta.record.access, root);
    if (!sites.has(key))
      sites.set(key, { key, ta, access: untracedAccessOf(ta, root, listedThread(ta, v?.witness)) });
  }
  const out = [...sites.values()].sort((a, b) => order(a.access, b.access));
  if (shared) sortedSitesOf.set(accesses, out);
  return out;
}

/**
 * `list` (sorted) with `site` in the place of the site of its key, or else where a stable sort
 * would put it appended: after every site that does not sort after it.
 */
function withSite(list: readonly ListedSite[], site: ListedSite): ListedSite[] {
  const out = list.slice();
  const at = out.findIndex((s) => s.key === site.key);
  if (at >= 0) {
    out[at] = site;
    return out;
  }
  let i = out.length;
  while (i > 0 && order(out[i - 1]!.access, site.access) > 0) i--;
  out.splice(i, 0, site);
  return out;
}

/**
 * The first of `list`'s entries for each IR access. One access is reached by many threads and
 * contexts (masscan: 13.5 M entries of accesses over 2,638 candidates), and the candidates of
 * cells of one class share one list (candidates.ts): worked out once per list.
 */
const firstPerAccessOf = new WeakMap<readonly ThreadAccess[], ThreadAccess[]>();

function firstPerAccess(list: readonly ThreadAccess[]): ThreadAccess[] {
  let out = firstPerAccessOf.get(list);
  if (!out) {
    const seen = new Set<Access>();
    out = [];
    for (const ta of list) {
      if (seen.has(ta.record.access)) continue;
      seen.add(ta.record.access);
      out.push(ta);
    }
    firstPerAccessOf.set(list, out);
  }
  return out;
}

/** One candidate as a finding: its access sites, the pair the message shows, status, witness. */
function draftFinding(
  layer1: Layer1Result,
  root: string,
  c0: RaceCandidate,
  v: CandidateVerdict | undefined,
): Draft {
  // Only the accesses layer 2 saw racing (all of them when it could not decide).
  const c = v ? { ...c0, accesses: c0.accesses.filter((ta) => v.racing.has(ta.record.access)) } : c0;
  if (c.accesses.length === 0) c.accesses = c0.accesses;
  // The pair to show: the witness's own when layer 2 found one.
  const shown = v?.pair;
  const fromWitness = shown ? shown.map((x) => witnessAccess(c.accesses, x)) : [];
  const pair =
    fromWitness[0] && fromWitness[1]
      ? { a: fromWitness[0], b: fromWitness[1] }
      : (c.pairs.find((p) => c.accesses.includes(p.a) && c.accesses.includes(p.b)) ??
        // Accesses left undecided may all be reads: they race with a write of the candidate.
        c0.pairs.find((p) => c.accesses.includes(p.a) || c.accesses.includes(p.b)) ??
        pairWithin(c.accesses) ??
        c.pairs[0]!);
  const names = pairThreadNames(pair);
  const aName = shown && fromWitness[0] ? shown[0].thread : names.a;
  const bName = shown && fromWitness[1] ? shown[1].thread : names.b;
  const first: FindingAccess = { ...accessOf(pair.a, root, aName), named: true };
  const second: FindingAccess = { ...accessOf(pair.b, root, bName), named: true };
  // The pair shown in the message keeps its instance names (and its traces).
  const firstKey = siteKey(first);
  const secondKey = siteKey(second);
  let listed = withSite(sortedSites(c.accesses, v, root), { key: firstKey, ta: pair.a, access: first });
  // Two instances of one site (`v.push_back` in producer#1 and producer#2) are both listed: the
  // race is between two threads, and each access names its own.
  const bothListed = secondKey !== firstKey || first.thread !== second.thread;
  if (bothListed)
    listed = withSite(listed, {
      key: secondKey === firstKey ? `${secondKey}|${second.thread}` : secondKey,
      ta: pair.b,
      access: second,
    });
  let traced = bothListed ? 2 : 1;
  const accesses = listed.map(({ ta, access }) => {
    if (access.trace || traced >= MAX_TRACED_ACCESSES) return access;
    traced++;
    return accessOf(ta, root, access.thread);
  });
  const primary = primaryAccess(accesses);
  const location = locationName(layer1, c, v);
  const [x, y] = order(first, second) <= 0 ? [first, second] : [second, first];
  const status: Finding['status'] =
    v?.status === 'confirmed' || v?.status === 'possible' ? v.status : 'candidate';
  const kind = isHiddenState(c0) ? RULE_THREAD_UNSAFE_CALL : RULE_DATA_RACE;
  const what = kind === RULE_THREAD_UNSAFE_CALL ? 'thread-unsafe library calls racing' : 'data race';
  // The words of each status as the other formats' headlines say them (a candidate is not 'possible').
  const lead =
    status === 'confirmed' ? what : status === 'possible' ? `possible ${what}` : `${what} candidate`;
  const tail =
    status === 'confirmed'
      ? ', in the interleaving shown'
      : status === 'possible'
        ? ` (not confirmed: ${describeReason(v!.why)})`
        : ', with no common lock and no ordering between them';
  const related = [...relatedSites(c.accesses, root), ...allocationSites(layer1, c, root)];
  // A heap object's name holds no line (the fingerprint hashes it); its first mention says where it is allocated.
  const allocated = related.find(
    (site) => site.kind === 'allocation' && (location === site.name || location.startsWith(`${site.name}.`)),
  );
  const where0 = allocated ? ` (the object allocated at ${allocated.file}:${allocated.line})` : '';
  const message = `${lead} on '${location}'${where0}: ${describe(x)} at ${x.file}:${x.line} and ${describe(y)} at ${y.file}:${y.line}${tail}`;
  const nameAt = (at: string) => {
    const atAddress = variableAt(at, (site) => layer1.pt.heapName(site));
    return atAddress ? withoutLibraryParts(atAddress) : undefined;
  };
  const memoryName = (a: StepAccess) =>
    (a.at !== undefined && nameAt(a.at)) || accessMemoryName(layer1, c, a.access);
  const racingSteps = racingStepsOf(v?.witness, v?.pair);
  const where = (file: string, line: number) => `${displayPath(root, file)}:${line}`;
  // Each step, then the branches on input its thread took before its next step, one step each.
  const steps = v?.witness?.flatMap((step, k): Omit<WitnessStepOut, 'step'>[] => [
    {
      thread: step.thread,
      action: stepAction(step, memoryName, nameAt),
      file: displayPath(root, step.file),
      line: Math.max(1, step.line),
      column: Math.max(1, step.column),
      ...(racingSteps.has(k) ? { racing: true as const } : {}),
    },
    ...(step.decided ?? []).map((d) => ({
      thread: step.thread,
      action: decisionAction(d, where),
      file: displayPath(root, d.file),
      line: Math.max(1, d.line),
      column: Math.max(1, d.column),
      // A timed wait's outcome is no branch of the source: its step says which way it went.
      ...(d.timedWait === undefined
        ? {
            input: {
              test: d.test,
              holds: d.holds,
              from: d.from.map((x) => ({ ...x, file: displayPath(root, x.file) })),
            },
          }
        : {}),
    })),
  ]);
  const witness = steps
    ? foldWitness(steps, (first, period, more) => {
        // The fold's own step tells no branch: the block it repeats does.
        const { input: _told, ...rest } = first;
        return { ...rest, action: foldAction(period, more) };
      }).map((step, k) => ({ step: k + 1, ...step }))
    : undefined;
  const reason = status === 'possible' && v ? describeReason(v.why) : undefined;
  const cause = status === 'possible' ? v?.cause : undefined;
  const eitherWay = status === 'confirmed' ? v?.eitherWay : undefined;
  return { kind, location, primary, accesses, message, status, witness, eitherWay, related, reason, cause };
}

/** A race on the state a thread-unsafe library function keeps (`the hidden state of strtok()`). */
function isHiddenState(c: RaceCandidate): boolean {
  return c.accesses.every((ta) => {
    const p = ta.record.access.place;
    return p.k === 'var' && isHiddenStateId(p.id);
  });
}

type WitnessStepOut = NonNullable<Finding['witness']>['steps'][number];

type Draft = {
  kind: Finding['kind'];
  location: string;
  primary: FindingAccess;
  accesses: FindingAccess[];
  message: string;
  status: Finding['status'];
  witness: NonNullable<Finding['witness']>['steps'] | undefined;
  eitherWay: WitnessBranch[] | undefined;
  related: NonNullable<Finding['sites']>;
  reason: string | undefined;
  cause: FindingCause | undefined;
};

const STATUS_RANK: Record<Finding['status'], number> = { confirmed: 0, possible: 1, candidate: 2 };

/**
 * One finding per container: the races on a container's bookkeeping, its elements and the whole
 * object (`cache._M_size`, `cache._M_elems[k].second`, `cache`) are one race on `cache` for its users. The most certain of them
 * leads (its message and witness); the access sites are all kept. Other drafts of one name are
 * merged by status (sameStatusMerged).
 */
function mergeLibraryParts(drafts: Draft[], rawNames: readonly string[]): Draft[] {
  const groups = new Map<string, { drafts: Draft[]; library: boolean }>();
  const out: Draft[] = [];
  drafts.forEach((d, i) => {
    const g = groups.get(d.location) ?? { drafts: [], library: false };
    g.drafts.push(d);
    if (libraryPartAt(rawNames[i] ?? '') > 0) g.library = true;
    groups.set(d.location, g);
  });
  for (const { drafts: ds, library } of groups.values()) {
    if (ds.length === 1) out.push(...ds);
    else if (library) out.push(combined(ds));
    else out.push(...sameStatusMerged(ds));
  }
  return out;
}

/**
 * Drafts of one location, kind and status are one finding: the cells of `stats`, `stats.sent`
 * and `stats.dropped` (handed with `&generation` to one unknown function) each give the race on
 * `generation`. A confirmed race and the possible rest of its accesses stay two (withUndecided).
 */
function sameStatusMerged(ds: readonly Draft[]): Draft[] {
  const byStatus = new Map<string, Draft[]>();
  for (const d of ds) {
    const key = `${d.kind}\u0000${d.status}`;
    const list = byStatus.get(key);
    if (list) list.push(d);
    else byStatus.set(key, [d]);
  }
  return [...byStatus.values()].map((list) => (list.length === 1 ? list[0]! : combined(list)));
}

/**
 * One finding named as the first of `ds` names it (the freed object, the container): the most
 * certain of them leads, one with an interleaving before one without (its message and witness),
 * and the access sites of all are kept, each once.
 */
function combined(ds: readonly Draft[]): Draft {
  const rank = (d: Draft) => STATUS_RANK[d.status] * 2 + (d.witness ? 0 : 1);
  const lead = [...ds].sort((a, b) => rank(a) - rank(b))[0]!;
  const sites = new Map<string, FindingAccess>();
  const related = new Map<string, NonNullable<Finding['sites']>[number]>();
  for (const d of [lead, ...ds.filter((x) => x !== lead)]) {
    // The lead's accesses as they are (its pair may be one site in two threads, see
    // draftFinding); the other drafts add the sites it does not have.
    const have = new Set([...sites.values()].map(siteKey));
    for (const a of d.accesses) {
      if (d !== lead && have.has(siteKey(a))) continue;
      // Only the lead's message is kept: its pair alone is the one named.
      const { named, ...rest } = a;
      sites.set(`${siteKey(a)}|${a.thread}`, d === lead && named ? a : rest);
    }
    for (const r of d.related) related.set(`${r.kind}:${r.name}:${r.file}:${r.line}:${r.column}`, r);
  }
  const accesses = [...sites.values()].sort(order);
  const location = ds[0]!.location;
  // The lead's pair races on a part of the object (`c->closed` against the free of `c`): the
  // message names the whole, as the finding does.
  const message = lead.message.replace(`'${lead.location}'`, `'${location}'`);
  return {
    ...lead,
    location,
    message,
    accesses,
    primary: primaryAccess(accesses),
    related: [...related.values()],
  };
}

/**
 * One finding per freed object: a `free` (or `delete`) writes the whole object, so the races it
 * takes part in on the object (against a call handed the whole of it) and on its fields (against
 * `c->closed`) are one race on that object for its users. A field's finding joins the object's
 * when both race with the same free.
 */
function mergeFreedObjects(drafts: Draft[]): Draft[] {
  const freeSites = (d: Draft) => new Set(d.accesses.filter((a) => a.frees).map(siteKey));
  const objects = new Map<string, { draft: Draft; frees: Set<string>; parts: Draft[] }>();
  for (const d of drafts) {
    const frees = freeSites(d);
    if (frees.size > 0 && d.location.startsWith('(') && d.location.endsWith(')'))
      objects.set(d.location, { draft: d, frees, parts: [] });
  }
  if (objects.size === 0) return drafts;
  const joined = new Set<Draft>();
  for (const d of drafts) {
    if (objects.has(d.location)) continue;
    const dot = d.location.search(/\)[.[]/);
    const owner = dot < 0 ? undefined : objects.get(d.location.slice(0, dot + 1));
    if (!owner || ![...freeSites(d)].some((k) => owner.frees.has(k))) continue;
    owner.parts.push(d);
    joined.add(d);
  }
  return drafts.flatMap((d) => {
    if (joined.has(d)) return [];
    const o = objects.get(d.location);
    return o && o.draft === d && o.parts.length > 0 ? [combined([d, ...o.parts])] : [d];
  });
}

const siteKeyOf = (file: string, line: number, column: number, access: string) =>
  `${file}:${line}:${column}:${access}`;
const siteKey = (a: FindingAccess) => siteKeyOf(a.file, a.line, a.column, a.access);

/** The candidates layer 2 eliminated, for `--show-eliminated`: location, why, every access site. */
export function eliminatedEntries(
  layer1: Layer1Result,
  root: string,
  verdicts: readonly CandidateVerdict[],
): { location: string; why: string; accesses: FindingAccess[] }[] {
  const out: { location: string; why: string; accesses: FindingAccess[] }[] = [];
  layer1.candidates.forEach((c, i) => {
    const v = verdicts[i];
    if (v?.status !== 'eliminated') return;
    const sites = new Map<string, FindingAccess>();
    // The candidate's pair first, each access by its own thread (two instances of one thread
    // are `teller#1` and `teller#2`, as the finding would name them), then every other site once.
    const pair = c.pairs[0];
    if (pair) {
      const names = pairThreadNames(pair);
      const a = accessOf(pair.a, root, names.a);
      const b = accessOf(pair.b, root, names.b);
      sites.set(siteKey(a), a);
      sites.set(siteKey(b) === siteKey(a) ? `${siteKey(b)}|${names.b}` : siteKey(b), b);
    }
    for (const ta of c.accesses) {
      const key = accessSiteKey(ta.record.access, root);
      if (!sites.has(key)) sites.set(key, accessOf(ta, root, threadName(ta.thread)));
    }
    out.push({
      location: locationName(layer1, c),
      why: describeReason(v.why),
      accesses: [...sites.values()].sort(order),
    });
  });
  return out;
}
