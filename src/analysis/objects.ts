/**
 * Concrete object names for accesses, where they can be known without values: the unification
 * points-to merges everything one parameter ever points to, so two threads started with `&a` and
 * `&b` would look like they share one object. This names the object an access touches as a path
 * of components — root object, element, fields — when the access is rooted at a global or a local
 * of `main`, at a pointer assigned once from an allocation, or at the thread's argument (then the
 * object is whatever the spawn passed). Two accesses whose names are known and neither is a
 * prefix of the other touch different memory.
 *
 * An element chosen per instance (`&ids[i]` with `i` the spawn loop's counter, or memory
 * allocated in the spawn loop's body) is `@inst`: different instances of one thread get
 * different objects.
 */

import { blockIndexOf } from '../ir/cfg.js';
import { stripCasts } from '../ir/exprs.js';
import { isLocalId } from '../ir/names.js';
import { placeType } from '../ir/place-type.js';
import type { Expr, Instr, IrFunction, Place, Program, RecordDef, Type } from '../ir/types.js';
import { type CfgInfo, cfgInfo } from './cfg-info.js';
import type { AccessRecord, LocksetEngine, SpawnSite } from './lockset.js';
import type { Thread } from './threads.js';
import { rootVariable, throughMixedViews } from './views.js';

export type ObjectName = readonly string[];

/** A type no pointer can be stored in (scalars, and arrays and records of them). */
function pointerFree(t: Type, records: ReadonlyMap<string, RecordDef>, depth: number): boolean {
  if (depth > 8) return false;
  switch (t.k) {
    case 'int':
    case 'float':
      return true;
    case 'array':
      return pointerFree(t.of, records, depth + 1);
    case 'record': {
      const def = records.get(t.key);
      return !!def && def.fields.every((f) => pointerFree(f.type, records, depth + 1));
    }
    default:
      return false;
  }
}

interface PtrKey {
  base: string;
  elem: number | 'inst' | undefined;
}

/** The root of a local of another function than main: in the frame of the accessing thread. */
const FRAME_LOCAL = 'frame:';

/** A direct call of a function, and the function that makes it. */
interface CallSite {
  call: Extract<Instr, { op: 'call' }>;
  caller: IrFunction;
}

const callSitesCache = new WeakMap<Program, Map<string, CallSite[] | null>>();

/**
 * Per function, its direct calls when that is the only way it runs: null for one that is ever a
 * value (a pointer, a thread entry, a callback, an initializer) or is main.
 */
function directCallSites(program: Program): Map<string, CallSite[] | null> {
  let out = callSitesCache.get(program);
  if (out) return out;
  const sites = new Map<string, CallSite[] | null>();
  const asValue = (id: string) => sites.set(id, null);
  // Every function designator anywhere but as the callee of a direct call: a value.
  const walk = (x: unknown): void => {
    if (!x || typeof x !== 'object') return;
    if (Array.isArray(x)) {
      for (const y of x) walk(y);
      return;
    }
    const o = x as Record<string, unknown>;
    if (o.k === 'fn' && typeof o.id === 'string') asValue(o.id);
    for (const [key, y] of Object.entries(o)) if (key !== 'range' && key !== 'accesses') walk(y);
  };
  for (const caller of program.functions.values())
    for (const b of caller.blocks) {
      for (const i of b.instrs) {
        if (i.op === 'call' && i.callee.k === 'fn') {
          const list = sites.get(i.callee.id);
          if (list) list.push({ call: i, caller });
          else if (list === undefined) sites.set(i.callee.id, [{ call: i, caller }]);
          walk(i.args);
          walk(i.dst);
        } else walk(i);
      }
      walk(b.term);
    }
  for (const g of program.globals.values()) walk(g.init);
  for (const fn of program.functions.values()) if (fn.name === 'main') asValue(fn.id);
  out = sites;
  callSitesCache.set(program, out);
  return out;
}

const defsCache = new WeakMap<IrFunction, Map<string, Instr[]>>();

function definitions(fn: IrFunction): Map<string, Instr[]> {
  let m = defsCache.get(fn);
  if (m) return m;
  m = new Map();
  for (const b of fn.blocks)
    for (const i of b.instrs) {
      const dst = 'dst' in i ? (i.dst as Place | undefined) : undefined;
      if (dst?.k !== 'var') continue;
      let list = m.get(dst.id);
      if (!list) {
        list = [];
        m.set(dst.id, list);
      }
      list.push(i);
    }
  defsCache.set(fn, m);
  return m;
}

export class ObjectNames {
  private readonly cache = new Map<AccessRecord, Map<Thread, ObjectName | undefined>>();
  constructor(private readonly engine: LocksetEngine) {}

  of(r: AccessRecord, t: Thread): ObjectName | undefined {
    let byThread = this.cache.get(r);
    if (!byThread) {
      byThread = new Map();
      this.cache.set(r, byThread);
    }
    if (byThread.has(t)) return byThread.get(t);
    const name = r.unknownCallee
      ? this.unknownCalleeName(r, t)
      : throughMixedViews(this.engine.pt, this.engine.program, r.access, r.fn)
        ? this.frameOnly(r.access.place, r.fn)
        : (this.currentElement(r) ?? this.placeName(r.access.place, r.fn, r.ctx === t.root ? t : undefined));
    byThread.set(t, name);
    return name;
  }

  /**
   * What an unknown function is assumed to access through an argument: named, as the whole
   * variable, only when the argument is an address inside a variable holding no pointer
   * (`audit(&counter, &value)`, `send(msg, &len)`), through which it can reach nothing else;
   * `&stats` with pointers inside may lead anywhere.
   */
  private unknownCalleeName(r: AccessRecord, t: Thread): ObjectName | undefined {
    const p = r.access.place;
    if (p.k !== 'deref') return undefined;
    const arg = stripCasts(p.ptr);
    if (arg.k !== 'addr') return undefined;
    // The whole variable the address is in: from `&arr[0]` (an array handed as `arr`) it may
    // walk the array, from `&s.a` the struct around it (container_of), never further.
    const id = rootVariable(arg.place);
    if (id === undefined) return this.inOwnFrame(arg.place, r.fn);
    const root: Place = { k: 'var', id };
    const type = placeType(this.engine.program, r.fn, root);
    if (!type || !pointerFree(type, this.engine.program.records, 0)) return undefined;
    const whole = this.placeName(root, r.fn, r.ctx === t.root ? t : undefined);
    return whole && [whole[0]!];
  }

  /**
   * Of a place seen through views of different widths (no element or field can be named), only
   * its frame, when it is in the accessing thread's own: `r.buf[r.len]` of a worker's local `r`
   * whose `&r.len` and `r.buf` went to unknown functions.
   */
  private frameOnly(p: Place, fn: IrFunction): ObjectName | undefined {
    const id = rootVariable(p);
    const key = id === undefined ? undefined : this.varKey(id, fn);
    if (key?.base.startsWith(FRAME_LOCAL)) return [key.base];
    return this.inOwnFrame(p, fn);
  }

  /** A place through a pointer into the accessing thread's own frames (`*b` of `helper(&buf)`): that frame's object. */
  private inOwnFrame(p: Place, fn: IrFunction): ObjectName | undefined {
    let root = p;
    while (root.k === 'field' || root.k === 'index') root = root.base;
    if (root.k !== 'deref') return undefined;
    const key = this.ptrKey(root.ptr, fn, undefined, 0);
    return key?.base.startsWith(FRAME_LOCAL) ? [key.base] : undefined;
  }

  private placeName(p: Place, fn: IrFunction, thread: Thread | undefined): ObjectName | undefined {
    const steps: Place[] = [];
    let root = p;
    while (root.k === 'field' || root.k === 'index') {
      steps.push(root);
      root = root.base;
    }
    steps.reverse();
    let head: PtrKey | undefined;
    if (root.k === 'var') head = this.varKey(root.id, fn);
    else head = this.ptrKey(root.ptr, fn, thread, 0);
    if (!head) return undefined;
    const out = [head.base];
    let rest = steps;
    const first = steps[0];
    const isArrayVar =
      root.k === 'var' &&
      (isLocalId(root.id) ? fn.vars.find((v) => v.id === root.id) : this.engine.program.globals.get(root.id))
        ?.type.k === 'array';
    // A whole array (what a model reads through a buffer argument: `puts(s)`) holds every element.
    if (isArrayVar && first === undefined) return out;
    if (first?.k === 'index' && (root.k === 'deref' || isArrayVar)) {
      rest = steps.slice(1);
      const idx = stripCasts((first as Extract<Place, { k: 'index' }>).index);
      if (idx.k !== 'int' || head.elem === undefined || head.elem === 'inst') return out;
      out.push(`@${head.elem + idx.value}`);
    } else {
      if (head.elem === undefined) return out;
      out.push(`@${head.elem}`);
    }
    for (const s of rest) {
      if (s.k === 'field') {
        // Union members overlap: they name the union itself.
        const key = this.engine.pt.fieldKey(s.record, s.field);
        if (key !== null) out.push(`.${key}`);
      } else if (s.k === 'index') {
        const idx = stripCasts(s.index);
        if (idx.k !== 'int') break;
        out.push(`[${idx.value}]`);
      }
    }
    return out;
  }

  /**
   * `ids[i] = ...; spawn(..., &ids[i])` in one loop iteration: the creator's access to the element
   * the next instance gets, before that spawn. Earlier instances hold other elements; the next one
   * is started after the access.
   */
  private currentElement(r: AccessRecord): ObjectName | undefined {
    let p = r.access.place;
    const fields: string[] = [];
    while (p.k === 'field') {
      const key = this.engine.pt.fieldKey(p.record, p.field);
      if (key !== null) fields.unshift(`.${key}`);
      p = p.base;
    }
    if (p.k !== 'index' || p.base.k !== 'var') return undefined;
    const idx = stripCasts(p.index);
    if (idx.k !== 'load' || idx.place.k !== 'var') return undefined;
    const fn = r.fn;
    const info = cfgInfo(fn);
    for (const site of this.engine.spawnSites) {
      if (site.fn !== fn) continue;
      const b = blockIndexOf(fn, site.instr);
      const loopId = info.loopOf[b]!;
      const shape = loopId >= 0 ? info.loops[loopId]!.shape : undefined;
      if (!shape?.stepOne || shape.v !== idx.place.id) continue;
      const instrs = fn.blocks[b]!.instrs;
      const at = instrs.indexOf(site.instr);
      if (!instrs.slice(0, at).some((i) => i.accesses.includes(r.access))) continue;
      const arg = stripCasts(site.instr.arg);
      if (arg.k !== 'addr' || arg.place.k !== 'index' || arg.place.base.k !== 'var') continue;
      if (arg.place.base.id !== p.base.id) continue;
      const base = this.varKey(p.base.id, fn);
      if (base && !base.base.startsWith(FRAME_LOCAL)) return [base.base, '@cur', ...fields];
    }
    return undefined;
  }

  private varKey(id: string, fn: IrFunction): PtrKey | undefined {
    const base = this.engine.absolutePathOf({ k: 'var', id }, fn);
    if (base) return { base, elem: 0 };
    // A local of another function than main: each call has its own, and two threads never run
    // in one frame, so two threads' accesses to it touch different memory, whatever a function
    // handed its address does (`ext_fill(&x)` in two workers; a worker's own jmp_buf).
    return isLocalId(id) ? { base: `${FRAME_LOCAL}${fn.id}:${id}`, elem: 0 } : undefined;
  }

  /** The object a pointer value points into, and at which element. */
  private ptrKey(e0: Expr, fn: IrFunction, thread: Thread | undefined, depth: number): PtrKey | undefined {
    if (depth > 6) return undefined;
    const e = stripCasts(e0);
    if (e.k === 'addr') return this.addrKey(e.place, fn, thread, depth);
    if (e.k !== 'load' || e.place.k !== 'var') return undefined;
    const v = e.place.id;
    const info = cfgInfo(fn);
    if (!info.privateVars.has(v)) return undefined;
    const defs = definitions(fn).get(v) ?? [];
    // The thread's argument: whatever its spawn passed.
    if (thread?.site && fn === thread.entry && fn.params[0] === v && defs.length === 0) {
      return this.siteArg(thread.site, thread.parent, depth);
    }
    if (defs.length === 0) return this.frameParameter(fn, v, depth);
    if (defs.length !== 1) return undefined;
    const d = defs[0]!;
    if (d.op === 'alloc') return { base: `heap:${fn.id}:${v}`, elem: 0 };
    if (d.op === 'assign') return this.ptrKey(d.src, fn, thread, depth + 1);
    return undefined;
  }

  private addrKey(p: Place, fn: IrFunction, thread: Thread | undefined, depth: number): PtrKey | undefined {
    if (p.k === 'var') return this.varKey(p.id, fn);
    if (p.k === 'deref') return this.ptrKey(p.ptr, fn, thread, depth + 1);
    if (p.k === 'index') {
      const base =
        p.base.k === 'var'
          ? this.varKey(p.base.id, fn)
          : p.base.k === 'deref'
            ? this.ptrKey(p.base.ptr, fn, thread, depth + 1)
            : undefined;
      if (!base || base.elem === undefined || base.elem === 'inst')
        return base && { base: base.base, elem: undefined };
      const idx = stripCasts(p.index);
      if (idx.k === 'int') return { base: base.base, elem: base.elem + idx.value };
      return { base: base.base, elem: undefined };
    }
    return undefined;
  }

  /**
   * A pointer parameter of a function that runs only by direct calls, each handing it a local of
   * the caller's frame (`helper(&buf)`, `fail(&env)`): it points into a frame of the thread that
   * runs it, as that local does.
   */
  private frameParameter(fn: IrFunction, v: string, depth: number): PtrKey | undefined {
    const k = fn.params.indexOf(v);
    const sites = k < 0 ? undefined : directCallSites(this.engine.program).get(fn.id);
    if (!sites || sites.length === 0) return undefined;
    const inFrame = sites.every(({ call, caller }) => {
      const arg = call.args[k];
      return (
        arg !== undefined && this.ptrKey(arg, caller, undefined, depth + 1)?.base.startsWith(FRAME_LOCAL)
      );
    });
    return inFrame ? { base: `${FRAME_LOCAL}${fn.id}:${v}`, elem: undefined } : undefined;
  }

  /** The spawn's argument, with per-instance elements and per-iteration allocations marked. */
  private siteArg(site: SpawnSite, parent: Thread | undefined, depth: number): PtrKey | undefined {
    const key = this.passedArg(site, parent, depth);
    // A local of the creator's frame, handed to the thread: the creator's own accesses to it are
    // named as in its own frame, so the thread's are left unnamed (the two may meet).
    return key?.base.startsWith(FRAME_LOCAL) ? undefined : key;
  }

  private passedArg(site: SpawnSite, parent: Thread | undefined, depth: number): PtrKey | undefined {
    const fn = site.fn;
    const arg = stripCasts(site.instr.arg);
    const info = cfgInfo(fn);
    const loopId = info.loopOf[blockIndexOf(fn, site.instr)]!;
    if (loopId >= 0) {
      const shape = info.loops[loopId]!.shape;
      // &arr[i] with i the spawn loop's counter: one element per instance.
      if (
        shape?.stepOne &&
        arg.k === 'addr' &&
        arg.place.k === 'index' &&
        stripCasts(arg.place.index).k === 'load'
      ) {
        const idx = stripCasts(arg.place.index) as Extract<Expr, { k: 'load' }>;
        // (Not when the creator itself has many instances: each would reuse the same elements.)
        if (idx.place.k === 'var' && idx.place.id === shape.v && !parent?.many) {
          const base = this.addrKey(arg.place, fn, undefined, depth + 1);
          return base && { base: base.base, elem: 'inst' };
        }
      }
      // A pointer allocated afresh in the same loop, before the spawn: one object per instance.
      if (arg.k === 'load' && arg.place.k === 'var' && info.privateVars.has(arg.place.id)) {
        const defs = definitions(fn).get(arg.place.id) ?? [];
        if (defs.length === 1 && this.freshPerIteration(fn, info, loopId, defs[0]!)) {
          return { base: `heap:${fn.id}:${arg.place.id}`, elem: 'inst' };
        }
      }
    }
    const parentThread = parent && parent.entry === fn ? parent : undefined;
    return this.ptrKey(arg, fn, parentThread, depth + 1);
  }

  private freshPerIteration(fn: IrFunction, info: CfgInfo, loopId: number, def: Instr): boolean {
    let d = def;
    for (let hops = 0; hops < 4; hops++) {
      if (info.loopOf[blockIndexOf(fn, d)] !== loopId) return false;
      if (d.op === 'alloc') return true;
      if (d.op !== 'assign') return false;
      const src = stripCasts(d.src);
      if (src.k !== 'load' || src.place.k !== 'var') return false;
      const defs = definitions(fn).get(src.place.id) ?? [];
      if (defs.length !== 1) return false;
      d = defs[0]!;
    }
    return false;
  }
}

/**
 * Do two named accesses touch different memory? Different instances (`sameThread` with many
 * instances) make `@inst` elements differ; otherwise `@inst` is an unknown element.
 */
export function disjointObjects(
  a: ObjectName | undefined,
  b: ObjectName | undefined,
  twoInstances: boolean,
): boolean {
  if (!a || !b) return false;
  // Each thread's own frame: two threads never share one (twoInstances or two threads alike).
  if (a[0] === b[0] && a[0]?.startsWith(FRAME_LOCAL)) return true;
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a[i]!;
    const y = b[i]!;
    if (x === y) {
      if (x === '@inst' && twoInstances) return true;
      if (x === '@inst') return false;
      continue;
    }
    // The creator's current element against an instance's own: disjoint or ordered.
    if ((x === '@cur' && y === '@inst') || (x === '@inst' && y === '@cur')) return true;
    if (x === '@inst' || y === '@inst' || x === '@cur' || y === '@cur') return false;
    return true;
  }
  return false;
}
