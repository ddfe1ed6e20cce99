/**
 * Memory and evaluation: the address of a place (an object and a path of fields and element
 * indices, or a private local of a frame), the value of an expression in a state, reads and
 * writes. Writes outside the value slice store "any value"; the counters of long counted loops
 * are widened. The memory every state starts with (static initializers) is built here once.
 */

import { cfgInfo } from '../analysis/cfg-info.js';
import { isBytePointer, type PointsTo } from '../analysis/pointsto.js';
import { throughMixedViews } from '../analysis/views.js';
import { isWholeBuffer } from '../ir/buffer.js';
import { walkInitializer } from '../ir/initializers.js';
import { convertToInt, intKind, intUnary, kindRange } from '../ir/ints.js';
import { fieldOffset } from '../ir/layout.js';
import { displayPlace, isLocalId } from '../ir/names.js';
import { placeType } from '../ir/place-type.js';
import type { Access, Expr, Initializer, IntKind, IrFunction, Place, Program, Type } from '../ir/types.js';
import { varsOf } from '../ir/vars.js';
import { freshInput, type InputRange, indexValues, isFresh, opaque, singleValue, within } from './inputs.js';
import type { Relevance } from './relevance.js';
import { type Abstraction, abstractionKey, type Frame, type MState, type MThread } from './state.js';
import type { Store } from './store.js';
import {
  addressKey,
  binary,
  derived,
  int,
  orUnknown,
  TOP_ABSTRACT,
  TOP_GENUINE,
  truthy,
  type Value,
  ZERO,
} from './values.js';

/** A branch on a value the model did not track: its condition, in its function. */
export interface AbstractDecision {
  cond: Expr;
  fn: IrFunction;
}

/** A value outside the slice: never read by anything that decides control or addresses. */
const IRRELEVANT: Value = { k: 'top', genuine: true };
/**
 * A value stored outside the abstract slice (relevance.ts `abstractsBranches`): branches may read
 * it, and a decision on it goes either way and is not exact. An input stored there stays an
 * input (untracked: each test of it may go either way, which over-approximates too).
 */
const ABSTRACTED: Value = TOP_ABSTRACT;

/** Set in a state's memory once a write through an unknown pointer made all of it "any value". */
const ALL_FORGOTTEN = '*';
/** main's argv, and the argument strings it points to (`A:arg0`...). */
const ARGV_PREFIX = 'A:';
export const ARGV = `${ARGV_PREFIX}argv`;

/** One of the program's argument strings (not argv itself): its characters are the input. */
export function isArgumentString(obj: string): boolean {
  return obj.startsWith(ARGV_PREFIX) && obj !== ARGV;
}
/** The lock key of a lock through a null pointer: the process has ended (crashed) at it. */
const CRASHED_LOCK = 'null';
/** An input indexing an array of at most this many elements is split value by value. */
const MAX_INDEX_SPLIT = 8;
/** Loop counters of loops longer than this are widened ... */
const WIDEN_LOOPS_OVER = 16;
/** ... once they pass this value. */
const WIDEN_AFTER = 2;

export class MemoryModel {
  /** Static initializers: the memory every exploration starts from. */
  protected readonly initialMem = new Map<string, Value>();
  private readonly loopCounters = new WeakMap<IrFunction, Set<string>>();
  /**
   * Forget long loops' counters after their first iterations (see `widen`): what keeps an
   * exhaustive search finite; a directed run follows one path and keeps them exact.
   */
  widenLoops = true;
  /**
   * A directed run's model. A transition ends right after a branch on an unknown value, one
   * outcome per side, instead of following every path of it to the next visible step: the run
   * then chooses at each such branch (an option loop's exit when it leads on), where a transition
   * that enumerated every path through a loop of 30 options ran past its fork limit and ended the
   * run inexact. And a call whose model gives its own result (`direct`: setjmp's 0) returns it:
   * the one path the run follows is then a real execution up to a jump back (longjmp), where it
   * stops being exact; the exhaustive search, which must cover the jumps back, takes it as unknown.
   */
  directed = false;
  /** Where the operation being executed is (machine.ts sets it): for `abstract`. */
  at: { file: string; line: number; column: number } | undefined;
  /** Inputs stored by the current operation that are to be split value by value (machine.ts). */
  splits: { id: number; ranges: InputRange[] }[] = [];
  /** The branch conditions of the first inexact decisions, by where and what (`decisionBehind`). */
  private readonly decisions = new Map<string, AbstractDecision>();

  constructor(
    readonly program: Program,
    readonly pt: PointsTo,
    /** The value slice; without it every value is tracked. */
    readonly relevance: Relevance | undefined,
  ) {
    for (const [id, v] of program.globals) if (v.init) this.initGlobal(`G:${id}`, v.type, v.init);
  }

  // ------------------------------------------------------------ initial state

  private initGlobal(obj: string, type: Type, init: Initializer): void {
    walkInitializer(this.program, type, init, (steps, expr, leafType) => {
      const path: (string | number)[] = [];
      for (const step of steps) {
        if (step.k === 'index') path.push(step.index);
        else {
          const key = this.pt.fieldKey(step.record, step.name);
          if (key !== null) path.push(key);
        }
      }
      const v = this.constValue(expr);
      // A static initializer converts to its object's type as an assignment does (`unsigned char g = 300`);
      // one the model cannot compute is unknown, not the zero statics start with.
      this.initialMem.set(addressKey(obj, path), v ? convertValue(v, leafType) : TOP_ABSTRACT);
    });
  }

  private constValue(e: Expr): Value | undefined {
    switch (e.k) {
      case 'int':
      case 'float':
        return int(e.value);
      case 'fn':
        return { k: 'fn', id: e.id };
      case 'str':
        return { k: 'ptr', obj: `S:${e.value}`, path: [0] };
      case 'cast': {
        const v = this.constValue(e.arg);
        return v && convertValue(v, e.to);
      }
      case 'addr': {
        const a = this.placeAddress(e.place, undefined, undefined);
        if (!a || a.local) return undefined;
        return {
          k: 'ptr',
          obj: a.obj,
          path: this.isArrayPlace(e.place, undefined) ? [...a.path, 0] : a.path,
        };
      }
      case 'unary':
      case 'binary':
        // Unknown when C leaves it undefined or it is no safe integer (`~0UL`): never a wrong 0.
        return this.evalPure(e);
      default:
        return undefined;
    }
  }

  private evalPure(e: Expr): Value {
    if (e.k === 'int' || e.k === 'float') return int(e.value);
    if (e.k === 'unary') {
      const a = this.evalPure(e.arg);
      return unary(e.op, a, e.int);
    }
    if (e.k === 'binary') return binary(e.op, this.evalPure(e.left), this.evalPure(e.right), e.int);
    if (e.k === 'cast') return convertValue(this.evalPure(e.arg), e.to);
    return TOP_ABSTRACT;
  }

  // ------------------------------------------------------------ evaluation

  eval(s: MState, t: MThread, f: Frame, e: Expr): Value {
    switch (e.k) {
      case 'int':
      case 'float':
        return int(e.value);
      case 'str':
        return { k: 'ptr', obj: `S:${e.value}`, path: [0] };
      case 'fn':
        return { k: 'fn', id: e.id };
      case 'nondet':
        return e.input ? TOP_GENUINE : TOP_ABSTRACT;
      case 'load':
        return this.read(s, t, f, e.place);
      case 'addr': {
        const a = this.placeAddress(e.place, f, s, t);
        if (!a) return TOP_ABSTRACT;
        if (a.local) return TOP_ABSTRACT; // never happens: address-taken locals live in memory
        // An array used as a value decays to a pointer to its first element.
        return { k: 'ptr', obj: a.obj, path: this.isArrayPlace(e.place, f) ? [...a.path, 0] : a.path };
      }
      case 'unary':
        return unary(e.op, this.eval(s, t, f, e.arg), e.int);
      case 'binary':
        return binary(e.op, this.eval(s, t, f, e.left), this.eval(s, t, f, e.right), e.int);
      case 'cast': {
        if (e.to.k === 'ptr' && e.to.to.k === 'record') {
          const back = this.containerOf(s, t, f, e.arg, e.to.to.key);
          if (back) return back;
        }
        const v = this.eval(s, t, f, e.arg);
        return v.k === 'top' ? this.converted(s, v, e.to) : convertValue(v, e.to);
      }
    }
  }

  /**
   * `(T *)((char *)p - off)` where p points to the field of a T at byte offset off: the T
   * (container_of). Undefined when it is not that.
   */
  private containerOf(s: MState, t: MThread, f: Frame, e: Expr, record: string): Value | undefined {
    let inner = e;
    while (inner.k === 'cast' && !isBytePointer(inner)) inner = inner.arg;
    if (inner.k === 'cast') inner = inner.arg;
    if (inner.k !== 'binary' || inner.op !== '-' || !isBytePointer(inner.left)) return undefined;
    const p = this.eval(s, t, f, inner.left);
    const off = this.eval(s, t, f, inner.right);
    if (p.k !== 'ptr' || off.k !== 'int') return undefined;
    const last = p.path[p.path.length - 1];
    if (typeof last !== 'string') return undefined;
    const field = this.program.records
      .get(record)
      ?.fields.find((x) => this.pt.fieldKey(record, x.name) === last);
    if (!field || fieldOffset(record, field.name, this.program.records) !== off.v) return undefined;
    return { k: 'ptr', obj: p.obj, path: p.path.slice(0, -1) };
  }

  /**
   * The address of a place: in memory (`obj` + path) or, for private locals, in the frame.
   * Undefined when it depends on a value the model does not know.
   */
  placeAddress(
    p: Place,
    f: Frame | undefined,
    s: MState | undefined,
    t?: MThread,
  ): { obj: string; path: (string | number)[]; local: boolean } | undefined {
    switch (p.k) {
      case 'var': {
        if (isLocalId(p.id)) {
          if (!f) return undefined;
          if (addressTakenIn(f.fn).has(p.id)) return { obj: `L${f.uid}:${p.id}`, path: [], local: false };
          return { obj: p.id, path: [], local: true };
        }
        const g = this.program.globals.get(p.id);
        if (g?.threadLocal && t) return { obj: `T${t.tid}:${p.id}`, path: [], local: false };
        return { obj: `G:${p.id}`, path: [], local: false };
      }
      case 'deref': {
        if (!f || !s || !t) return undefined;
        const v = this.eval(s, t, f, p.ptr);
        return v.k === 'ptr' ? { obj: v.obj, path: [...v.path], local: false } : undefined;
      }
      case 'field': {
        const base = this.placeAddress(p.base, f, s, t);
        if (!base) return undefined;
        const key = this.pt.fieldKey(p.record, p.field);
        return key === null ? base : { ...base, path: [...base.path, key] };
      }
      case 'index': {
        const base = this.placeAddress(p.base, f, s, t);
        if (!base) return undefined;
        // A library call's whole buffer: the array object the pointer points into.
        if (isWholeBuffer(p.index)) return arrayAround(base, p.base);
        const i =
          f && s && t ? this.eval(s, t, f, p.index) : p.index.k === 'int' ? int(p.index.value) : TOP_ABSTRACT;
        if (i.k !== 'int') return undefined;
        // Indexing an array object starts at its element 0; indexing through a pointer moves it.
        const last = base.path[base.path.length - 1];
        const path =
          typeof last === 'number' && p.base.k === 'deref'
            ? [...base.path.slice(0, -1), last + i.v]
            : [...base.path, i.v];
        return { ...base, path };
      }
    }
  }

  /** Is the place an array object (so its address is a pointer to element 0)? */
  private isArrayPlace(p: Place, f: Frame | undefined): boolean {
    if (p.k === 'var') {
      const v = isLocalId(p.id) ? f?.fn.vars.find((x) => x.id === p.id) : this.program.globals.get(p.id);
      return v?.type.k === 'array';
    }
    if (p.k === 'field' && p.record)
      return this.program.records.get(p.record)?.fields.find((x) => x.name === p.field)?.type.k === 'array';
    return false;
  }

  /** The address key an access touches, '*' when unknown. */
  accessAddress(s: MState, t: MThread, f: Frame, a: Access): string {
    // Elements of an object seen through views of different widths are not told apart.
    if (throughMixedViews(this.pt, this.program, a, f.fn)) return '*';
    const addr = this.placeAddress(a.place, f, s, t);
    if (!addr) return '*';
    return addr.local ? `${f.uid}:${addressKey(addr.obj, addr.path)}` : addressKey(addr.obj, addr.path);
  }

  protected read(s: MState, t: MThread, f: Frame, p: Place): Value {
    const a = this.placeAddress(p, f, s, t);
    if (!a) {
      // Any value of any object the place may denote: an over-approximation, so nothing is lost
      // for eliminating. A decision that uses the value is inexact where it is made (a branch, an
      // address), and a race this access takes part in is at no known address (explore.ts).
      this.crashesOnNull(s, t, f, p);
      return TOP_ABSTRACT;
    }
    const key = addressKey(a.obj, a.path);
    const store = a.local ? f.locals : s.mem;
    const v = store.get(key);
    if (v) return this.known(s, v);
    if (a.obj.startsWith(ARGV_PREFIX)) {
      const arg = this.argument(s, a.obj, a.path);
      if (arg) return arg;
    }
    // Inside an object whose whole value was forgotten (havoc): unknown too.
    for (let k = key, cut = k.lastIndexOf('/'); cut > 0; k = k.slice(0, cut), cut = k.lastIndexOf('/')) {
      const outer = store.get(k.slice(0, cut));
      if (outer?.k === 'top') return outer;
    }
    if (a.local || store.get(ALL_FORGOTTEN)) return TOP_ABSTRACT;
    // Statics and calloc'd memory start as zero; the rest is uninitialised.
    return a.obj.startsWith('G:') || a.obj.startsWith('T') || a.obj.startsWith('Z') ? ZERO : TOP_ABSTRACT;
  }

  protected write(s: MState, t: MThread, f: Frame, p: Place, v: Value): void {
    const a = this.placeAddress(p, f, s, t);
    if (!a) {
      if (this.crashesOnNull(s, t, f, p)) return;
      this.abstract(s, `a write of ${displayPlace(p, f.fn)}, whose address the model does not know`);
      // Nothing in the value slice reads it: no value can change what the checker decides. In
      // the abstract slice branches read such values, so what it may have changed is forgotten.
      if (this.relevance && !this.relevance.abstractsBranches && !this.relevance.isRelevant(p, f.fn)) return;
      this.forgetAround(s, t, f, p);
      return;
    }
    const key = addressKey(a.obj, a.path);
    // Outside the value slice the value cannot matter: store "any value".
    const stored = this.toStore(s, f, p, key, a.local, v);
    if (a.local) f.locals.set(key, this.widen(f.fn, key, stored));
    else s.mem.set(key, stored);
  }

  /**
   * What main's argv holds, where the program did not write it. The characters of the argument
   * strings are the program's input. In a directed run, argv[0] is the program's name and
   * argv[k] a string while argc (an input) is known to exceed k, NULL where it is k: the one
   * path the run follows is then that of a program started with such arguments. The exhaustive
   * search keeps the pointers unknown (argc may be 0, and it must cover every argc).
   */
  private argument(s: MState, obj: string, path: readonly (string | number)[]): Value | undefined {
    if (obj !== ARGV) return TOP_GENUINE;
    const k = path[0];
    if (!this.directed || path.length !== 1 || typeof k !== 'number') return undefined;
    if (k === 0) return { k: 'ptr', obj: `${ARGV_PREFIX}arg0`, path: [0] };
    const main = s.threads.find((t) => t.tid === 0)?.frames[0];
    const argc = main?.fn.params[0];
    const v = argc ? main!.locals.get(argc) : undefined;
    const range = v?.k === 'top' && v.sym !== undefined ? s.inputs?.get(v.sym) : undefined;
    const known = v?.k === 'int' ? { lo: v.v, hi: v.v } : range && !range.opaque ? range : undefined;
    if (!known) return undefined;
    if (known.lo > k) return { k: 'ptr', obj: `${ARGV_PREFIX}arg${k}`, path: [0] };
    return known.lo === k && known.hi === k ? ZERO : undefined;
  }

  /**
   * Does `p` go through a null pointer? Then the process crashes there (SIGSEGV: the execution
   * ends, as at `abort`) and nothing after it is an execution: `s` has ended. The chan or queue
   * a failed initialisation returned as NULL is a path of the program, and one that stops at its
   * first use, not a read of memory the model does not know (which made every later decision
   * inexact, and the run that took it confirmed nothing).
   */
  protected crashesOnNull(s: MState, t: MThread, f: Frame, p: Place): boolean {
    const through = (q: Place): boolean => {
      if (q.k === 'var') return false;
      if (q.k !== 'deref') return through(q.base);
      const v = this.eval(s, t, f, q.ptr);
      return v.k === 'int' && v.v === 0;
    };
    if (!through(p)) return false;
    s.ended = true;
    return true;
  }

  /**
   * A decision in `s` that used a value the model does not know: what follows is not exact (no
   * witness through it is confirmed). The first such decision on a path is kept for the reason.
   */
  abstract(s: MState, what: string, decision?: AbstractDecision): void {
    s.unguessable = true;
    this.inexact(s, what, decision);
  }

  /**
   * A branch on a value the model does not know, explored both ways: inexact too, but a race
   * reached whichever way it goes is no artefact of it (directed.ts tries every outcome).
   */
  guess(s: MState, what: string, condition: string, decision?: AbstractDecision): void {
    s.guesses = (s.guesses ?? 0) + 1;
    if (this.at) s.guessedAt = { what: condition, ...this.at };
    this.inexact(s, what, decision);
  }

  private inexact(s: MState, what: string, decision?: AbstractDecision): void {
    s.abstracted = true;
    if (!s.abstractedBy && this.at) {
      s.abstractedBy = { what, file: this.at.file, line: this.at.line, column: this.at.column };
      if (decision) this.decisions.set(abstractionKey(s.abstractedBy), decision);
    }
  }

  /**
   * The branch condition behind a path's first inexact decision, when it was a branch on a value
   * the model did not track: what refinement (index.ts) adds to the value slice.
   */
  decisionBehind(a: Abstraction): AbstractDecision | undefined {
    return this.decisions.get(abstractionKey(a));
  }

  // ------------------------------------------------------------ inputs (inputs.ts)

  /** A stored input's value once the tests on the way leave it one value. */
  private known(s: MState, v: Value): Value {
    if (v.k !== 'top' || v.sym === undefined) return v;
    const one = singleValue(s.inputs?.get(v.sym));
    return one === undefined ? v : int(one);
  }

  /**
   * What a store of `v` in `p` (at `key`) keeps: "any value" outside the value slice, where it
   * cannot matter; a genuine value as an input (`asInput`).
   */
  protected toStore(s: MState, f: Frame, p: Place, key: string, local: boolean, v: Value): Value {
    if (this.relevance && !this.relevance.isRelevant(p, f.fn))
      return this.relevance.abstractsBranches && !(v.k === 'top' && v.genuine) ? ABSTRACTED : IRRELEVANT;
    return this.asInput(s, f, p, key, local, v);
  }

  /**
   * A genuine value stored in `p` (at `key`): an input symbol of the state. A value computed from
   * inputs becomes an input of its own, and those it came from can no longer be tested exactly
   * (the intervals do not relate the two); computed from inputs already tested, it is not known.
   * An input that indexes a small array is split value by value (`splits`).
   */
  protected asInput(s: MState, f: Frame, p: Place, key: string, local: boolean, v: Value): Value {
    if (v.k !== 'top' || !v.genuine || v.sym !== undefined) return v;
    const inputs = new Map(s.inputs ?? []);
    const sources = v.from ?? [];
    if (sources.some((id) => !isFresh(inputs.get(id) ?? freshInput(false)))) return TOP_ABSTRACT;
    for (const id of sources) inputs.set(id, opaque(inputs.get(id) ?? freshInput(false)));
    const used = this.usedInputs(s, local ? f.locals : s.mem, key);
    for (const id of [...inputs.keys()]) if (!used.has(id)) inputs.delete(id);
    let id = 0;
    while (used.has(id)) id++;
    const typed = typedInput(placeType(this.program, f.fn, p));
    const range = v.usual && typed.integer ? { ...typed, usual: v.usual } : typed;
    inputs.set(id, range);
    s.inputs = inputs;
    const length = p.k === 'var' ? indexedLengths(this.program, f.fn).get(p.id) : undefined;
    const values = length !== undefined ? indexValues(range, length, MAX_INDEX_SPLIT) : undefined;
    if (values && values.length > 1) this.splits.push({ id, ranges: splitAt(range, values, length!) });
    return { k: 'top', genuine: true, sym: id };
  }

  /**
   * The inputs the indices of `p` read that the tests on the way fixed to one value (`k = 2`):
   * what a witness must say for its element to be the one it names.
   */
  fixedInputs(s: MState, t: MThread, f: Frame, p: Place): string[] {
    const out: string[] = [];
    for (let q: Place = p; q.k === 'index' || q.k === 'field'; q = q.base) {
      if (q.k !== 'index') continue;
      for (const id of varsOf(q.index)) {
        const a = this.placeAddress({ k: 'var', id }, f, s, t);
        const v = a && (a.local ? f.locals : s.mem).get(addressKey(a.obj, a.path));
        const one = v?.k === 'top' ? this.known(s, v) : undefined;
        if (one?.k === 'int') out.push(`${displayPlace({ k: 'var', id })} = ${one.v}`);
      }
    }
    return out;
  }

  /** `v` as an object at `p` holds it: an integer converted to the place's integer type. */
  protected asObjectValue(f: Frame, p: Place, v: Value): Value {
    const type = placeType(this.program, f.fn, p);
    return type ? convertValue(v, type) : v;
  }

  /** The input symbols the state's values hold, but for the one at `key` of `store` (overwritten). */
  private usedInputs(s: MState, store: Store, key: string): Set<number> {
    const used = new Set<number>();
    const note = (st: Store, skip: string | undefined) => {
      for (const [k, v] of st.entries())
        if (v.k === 'top' && v.sym !== undefined && k !== skip) used.add(v.sym);
    };
    note(s.mem, s.mem === store ? key : undefined);
    for (const t of s.threads) for (const f of t.frames) note(f.locals, f.locals === store ? key : undefined);
    return used;
  }

  /**
   * An input converted to an integer type: the same input when the type holds every value it may
   * still have, otherwise a value computed from it.
   */
  private converted(s: MState, v: Value & { k: 'top' }, to: Type): Value {
    if (v.sym === undefined) return v;
    const r = s.inputs?.get(v.sym);
    const target = typedInput(to);
    return r && target.integer && r.lo >= target.lo && r.hi <= target.hi ? v : derived(v);
  }

  /**
   * A write whose address the model does not know (an index or a pointer it has no value for) may
   * have changed any memory the place can denote: that memory becomes "any value", so every
   * branch on it is explored both ways and no execution is lost (dropping the write would
   * eliminate races that the write makes reachable). An unknown index forgets its array; an
   * unknown pointer forgets all shared memory.
   */
  private forgetAround(s: MState, t: MThread, f: Frame, p: Place): void {
    const known = this.knownEnclosing(p, f, s, t);
    if (known?.local) {
      forgetUnder(f.locals, addressKey(known.obj, known.path));
      return;
    }
    if (known) {
      forgetUnder(s.mem, addressKey(known.obj, known.path));
      return;
    }
    for (const key of [...s.mem.keys()]) s.mem.set(key, TOP_ABSTRACT);
    // Memory never written reads as zero (statics, calloc); forgotten, it is unknown too.
    s.mem.set(ALL_FORGOTTEN, TOP_ABSTRACT);
  }

  /** The address of the innermost object around `p` that the model knows (the array of `a[i]`). */
  private knownEnclosing(
    p: Place,
    f: Frame,
    s: MState,
    t: MThread,
  ): { obj: string; path: (string | number)[]; local: boolean } | undefined {
    if (p.k !== 'index' && p.k !== 'field') return undefined;
    const base = this.placeAddress(p.base, f, s, t);
    if (!base) return this.knownEnclosing(p.base, f, s, t);
    return p.k === 'index' ? arrayAround(base, p.base) : base;
  }

  /**
   * The counter of a long counted loop (`for (i = 0; i < 100000; i++)`) is tracked exactly for its
   * first iterations and then forgotten (any value): the loop's states then repeat instead of
   * growing with the count. An over-approximation, so a race found beyond it is only possible.
   */
  private widen(fn: IrFunction, key: string, v: Value): Value {
    if (!this.widenLoops || v.k !== 'int' || Math.abs(v.v) <= WIDEN_AFTER) return v;
    let counters = this.loopCounters.get(fn);
    if (!counters) {
      counters = new Set(
        cfgInfo(fn)
          .loops.map((l) => l.shape)
          .filter((sh) => sh?.stepOne && sh.boundValue !== undefined && sh.boundValue > WIDEN_LOOPS_OVER)
          .map((sh) => sh!.v)
          .filter((v) => !this.indexVars(fn).has(v)),
      );
      this.loopCounters.set(fn, counters);
    }
    return counters.has(key) ? TOP_ABSTRACT : v;
  }

  /** The widened loop counter `cond` reads (by its source name), if it reads one. */
  widenedCounterIn(fn: IrFunction, cond: Expr): string | undefined {
    if (!this.widenLoops) return undefined;
    const counters = this.loopCounters.get(fn);
    if (!counters) return undefined;
    for (const v of varsOf(cond)) if (counters.has(v)) return v;
    return undefined;
  }

  /** Variables used in an index or a pointer offset of the function: never widened. */
  private indexVars(fn: IrFunction): Set<string> {
    const out = new Set<string>();
    const visitPlace = (p: Place): void => {
      if (p.k === 'index') {
        for (const v of varsOf(p.index)) out.add(v);
        visitPlace(p.base);
      } else if (p.k === 'field') visitPlace(p.base);
      else if (p.k === 'deref') for (const v of varsOf(p.ptr)) out.add(v);
    };
    for (const b of fn.blocks) {
      for (const i of b.instrs) {
        for (const a of i.accesses) visitPlace(a.place);
        if ('dst' in i && i.dst) visitPlace(i.dst as Place);
      }
    }
    return out;
  }

  /** Forget the value of a place and of everything inside it. */
  protected havoc(s: MState, t: MThread, f: Frame, p: Place): void {
    const a = this.placeAddress(p, f, s, t);
    if (!a) return;
    const key = addressKey(a.obj, a.path);
    const store = a.local ? f.locals : s.mem;
    for (const k of [...store.keys()]) if (k.startsWith(`${key}/`)) store.delete(k);
    store.set(key, TOP_ABSTRACT);
  }

  /** `dst = src` for aggregates: copy every scalar under src's address. */
  protected copyAggregate(s: MState, t: MThread, f: Frame, dst: Place, src: Place): boolean {
    const a = this.placeAddress(src, f, s, t);
    const b = this.placeAddress(dst, f, s, t);
    if (!a || !b) return false;
    const from = a.local ? f.locals : s.mem;
    const to = b.local ? f.locals : s.mem;
    const fromKey = addressKey(a.obj, a.path);
    const toKey = addressKey(b.obj, b.path);
    let copied = false;
    for (const [k, v] of [...from.entries()]) {
      if (k.startsWith(`${fromKey}/`)) {
        to.set(toKey + k.slice(fromKey.length), v);
        copied = true;
      }
    }
    return copied;
  }

  objectKey(s: MState, t: MThread, f: Frame, e: Expr): string | undefined {
    const v = this.eval(s, t, f, e);
    return v.k === 'ptr' ? addressKey(v.obj, v.path) : undefined;
  }

  protected lockKey(s: MState, t: MThread, f: Frame, e: Expr): string | undefined {
    const key = this.objectKey(s, t, f, e);
    if (key !== undefined) return key;
    // A lock through a null pointer (or at a field of one) crashes: the process ends there, and
    // the lock the step goes on with is never seen.
    const v = e.k === 'addr' ? undefined : this.eval(s, t, f, e);
    if (v?.k === 'int' && v.v === 0) s.ended = true;
    else if (e.k !== 'addr' || !this.crashesOnNull(s, t, f, e.place)) return undefined;
    return CRASHED_LOCK;
  }
}

/**
 * An integer converted to an integer type as C converts it (wrapped; `_Bool` 0 or 1; a floating
 * value truncated, unknown when out of range); pointers and unknown values stay as they are.
 */
function convertValue(v: Value, to: Type): Value {
  if (v.k !== 'int' || to.k !== 'int') return v;
  return orUnknown(convertToInt(v.v, to));
}

/** `!a`, `-a`, `~a`; with `k` (the promoted operand type) `-` and `~` wrap as C's do. */
function unary(op: '-' | '!' | '~', a: Value, k: IntKind | undefined): Value {
  if (a.k === 'top') return derived(a);
  if (op === '!') {
    const b = truthy(a);
    return b === undefined ? TOP_ABSTRACT : int(b ? 0 : 1);
  }
  if (a.k !== 'int') return TOP_ABSTRACT;
  if (k) return orUnknown(intUnary(op, a.v, k));
  if (op === '-') return int(-a.v);
  // `~x` is -x-1 on the whole two's-complement value (JavaScript's `~` cuts it to 32 bits).
  return Number.isSafeInteger(a.v) ? int(-a.v - 1) : TOP_ABSTRACT;
}

/** `key` and everything inside it become "any value". */
function forgetUnder(store: Store, key: string): void {
  for (const k of [...store.keys()]) if (k.startsWith(`${key}/`)) store.delete(k);
  store.set(key, TOP_ABSTRACT);
}

/**
 * The array an index into `base` addresses as a whole: through a pointer (`p[i]`), the array the
 * pointer points into (its element index dropped); an array object (`a[i]`), itself.
 */
function arrayAround<A extends { path: (string | number)[] }>(base: A, basePlace: Place): A {
  const last = base.path[base.path.length - 1];
  return typeof last === 'number' && basePlace.k === 'deref'
    ? { ...base, path: base.path.slice(0, -1) }
    : base;
}

/** What an input stored in a place of this type may be: any value of the type. */
function typedInput(t: Type | undefined): InputRange {
  const k = t && intKind(t);
  if (!t || !k) return freshInput(false);
  if (t.k === 'int' && (t.name === '_Bool' || t.name === 'bool'))
    return { ...freshInput(true), lo: 0, hi: 1 };
  return { ...freshInput(true), ...kindRange(k) };
}

/** The input split at the indices of an array: one range per index value, and the rest. */
function splitAt(r: InputRange, values: readonly number[], length: number): InputRange[] {
  const out: InputRange[] = [];
  for (const v of values) {
    const one = within(r, v, v);
    if (one) out.push(one);
  }
  for (const rest of [within(r, -Infinity, -1), within(r, length, Infinity)]) if (rest) out.push(rest);
  return out;
}

const indexedCache = new WeakMap<IrFunction, Map<string, number>>();

/** Variables used directly as the index of an array of known length in `fn`, with the largest length. */
function indexedLengths(program: Program, fn: IrFunction): Map<string, number> {
  let out = indexedCache.get(fn);
  if (out) return out;
  out = new Map();
  const visit = (p: Place): void => {
    if (p.k === 'field') visit(p.base);
    if (p.k !== 'index') return;
    visit(p.base);
    let e = p.index;
    while (e.k === 'cast') e = e.arg;
    const type = placeType(program, fn, p.base);
    if (e.k === 'load' && e.place.k === 'var' && type?.k === 'array' && type.length !== undefined)
      out!.set(e.place.id, Math.max(out!.get(e.place.id) ?? 0, type.length));
  };
  for (const b of fn.blocks) {
    for (const i of b.instrs) for (const a of i.accesses) visit(a.place);
    for (const a of b.term.accesses) visit(a.place);
  }
  indexedCache.set(fn, out);
  return out;
}

const addressTakenMemo = new WeakMap<IrFunction, ReadonlySet<string>>();

/** A function's address-taken locals (they live in memory): asked at every access of a local. */
export function addressTakenIn(fn: IrFunction): ReadonlySet<string> {
  let set = addressTakenMemo.get(fn);
  if (!set) {
    set = new Set(fn.vars.filter((v) => v.addressTaken).map((v) => v.id));
    addressTakenMemo.set(fn, set);
  }
  return set;
}
