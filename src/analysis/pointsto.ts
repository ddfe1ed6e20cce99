/**
 * Points-to analysis: unification-based (Steensgaard), field-sensitive, one pass over the whole
 * program, near-linear (union-find with path compression).
 *
 * A `Cell` is a class of memory objects the analysis cannot tell apart: a variable, a field of a
 * cell, a heap allocation site, all elements of an array (arrays are collapsed). Each cell has at
 * most one `pointee` (the cell its stored pointers point to), lazily created `fields`, the
 * functions its stored function pointers may name (`fns`), and a `lam` (parameter and return
 * cells) when it is called, so calls through pointers and thread entries started through
 * pointers unify exactly as direct calls do, in the same single pass.
 *
 * Union members share their union's cell (they overlap in memory); struct fields are separate
 * cells. Type punning between different struct types is not modelled (documented in docs/analysis.md).
 */
import { isWholeBuffer } from '../ir/buffer.js';
import { walkInitializer } from '../ir/initializers.js';
import { isLocalId, sourceName } from '../ir/names.js';
import type { Expr, Initializer, Instr, IrFunction, Place, Program, Type, Variable } from '../ir/types.js';
import type { Budget } from '../util/budget.js';
import { closureCaptureName, type HeapSite, heapObjectName } from './heap-names.js';

/** The cell key prefix of an anonymous union's slot (a space: no field name has one). */
const ANONYMOUS_UNION = 'union ';

export type Origin =
  | { k: 'var'; variable: Variable; fn?: IrFunction }
  | { k: 'field'; parent: Cell; field: string }
  /** `fn` the allocator (malloc, new), `within` the source name of the function that calls it. */
  | ({ k: 'heap' } & HeapSite);

export class Cell {
  parent: Cell = this;
  rank = 0;
  pointee: Cell | undefined;
  fields: Map<string, Cell> | undefined;
  fns: Set<string> | undefined;
  lam: { params: Cell[]; ret: Cell } | undefined;
  /** Stands for many concrete objects at once (array elements, heap site). */
  summary = false;
  /** Used as a lock, condition or barrier object by some instruction. */
  isLock = false;
  origins: Origin[] = [];
  constructor(readonly id: number) {}
}

/** How many enclosing objects `fromUnknownCode` and `isShared` look through. */
const MAX_ENCLOSING = 16;

/** How good a name an origin gives a location: globals first, then statics, locals, heap. */
function originRank(o: Origin): number {
  if (o.k === 'var') {
    const kind = o.variable.kind;
    return kind === 'global' ? 0 : kind === 'static' || kind === 'static-local' ? 1 : 3;
  }
  // Memory an unknown function may return names an object only when the program allocated none
  // there itself: a pointer handed to `poke(c)` still points to the object `c` was allocated as.
  return o.k === 'field' ? 2 : o.site === 'external' ? 5 : 4;
}

export class PointsTo {
  private readonly cells: Cell[] = [];
  private readonly varCells = new Map<string, Cell>();
  private readonly heapCells = new Map<string, Cell>();
  /** Heap object names with their ordinal among namesakes, by site and name (`ordinalIfShared`). */
  private readonly sharedNames = new Map<string, string>();
  private allocationsByFunction:
    | Map<string, { origin: Extract<Origin, { k: 'heap' }>; cell: Cell }[]>
    | undefined;
  private readonly fnCells = new Map<string, Cell>();
  private readonly retCells = new Map<string, Cell>();
  /** Field keys by record, then field name (no key string built per lookup: layer 2 asks at every access). */
  private readonly fieldKeys = new Map<string, Map<string, string | null>>();
  /** `(char *)p - off` results: the enclosing object of p's target once solved (container_of). */
  private readonly containerCells = new WeakMap<Expr, Cell>();
  private readonly containerOfs: { result: Cell; from: Cell }[] = [];
  /** The struct copies of the pass (destination, source), made again by `settleCopies`. */
  private readonly copies: [Cell, Cell][] = [];
  /** After solve(): no more unification, so cell ids used as identities stay put. */
  private frozen = false;
  /** The run's ceilings, polled per instruction while solving. */
  budget: Budget | undefined;
  /** Cells reachable from another thread: see `computeEscape`. */
  private escaped: Set<Cell> | undefined;
  /** Merges so far: with the number of cells, says when memoised answers may be stale. */
  private unions = 0;
  /** `sharedLeavesOf`'s answers, valid while `leavesVersion` is the current version. */
  private readonly sharedLeaves = new Map<Cell, Cell[]>();
  private leavesVersion = -1;

  constructor(readonly program: Program) {}

  // ------------------------------------------------------------ union-find

  private fresh(): Cell {
    const c = new Cell(this.cells.length);
    this.cells.push(c);
    return c;
  }

  find(c: Cell): Cell {
    let root = c;
    while (root.parent !== root) root = root.parent;
    while (c.parent !== root) {
      const next = c.parent;
      c.parent = root;
      c = next;
    }
    return root;
  }

  unify(a: Cell, b: Cell): Cell {
    const work: [Cell, Cell][] = [[a, b]];
    while (work.length > 0) {
      const [p, q] = work.pop()!;
      let x = this.find(p);
      let y = this.find(q);
      if (x === y) continue;
      if (x.rank < y.rank) [x, y] = [y, x];
      y.parent = x;
      this.unions++;
      if (x.rank === y.rank) x.rank++;
      if (y.pointee) {
        if (x.pointee) work.push([x.pointee, y.pointee]);
        else x.pointee = y.pointee;
      }
      if (y.fields) {
        if (!x.fields) x.fields = y.fields;
        else
          for (const [k, f] of y.fields) {
            const g = x.fields.get(k);
            if (g) work.push([g, f]);
            else x.fields.set(k, f);
          }
      }
      if (y.fns) {
        if (!x.fns) x.fns = y.fns;
        else for (const f of y.fns) x.fns.add(f);
      }
      if (y.lam) {
        if (!x.lam) x.lam = y.lam;
        else {
          const xl = x.lam;
          const yl = y.lam;
          for (let i = 0; i < yl.params.length; i++) {
            if (i < xl.params.length) work.push([xl.params[i]!, yl.params[i]!]);
            else xl.params.push(yl.params[i]!);
          }
          work.push([xl.ret, yl.ret]);
        }
      }
      x.summary ||= y.summary;
      x.isLock ||= y.isLock;
      if (y.origins.length > 0) x.origins = x.origins.concat(y.origins);
      y.fields = undefined;
      y.fns = undefined;
      y.lam = undefined;
      y.origins = [];
    }
    return this.find(a);
  }

  pointee(c: Cell): Cell {
    const r = this.find(c);
    if (!r.pointee) r.pointee = this.fresh();
    return this.find(r.pointee);
  }

  field(c: Cell, key: string): Cell {
    const r = this.find(c);
    r.fields ??= new Map();
    let f = r.fields.get(key);
    if (!f) {
      f = this.fresh();
      f.summary = r.summary;
      f.origins.push({ k: 'field', parent: r, field: key });
      r.fields.set(key, f);
    }
    return this.find(f);
  }

  lam(c: Cell, arity: number): { params: Cell[]; ret: Cell } {
    const r = this.find(c);
    r.lam ??= { params: [], ret: this.fresh() };
    while (r.lam.params.length < arity) r.lam.params.push(this.fresh());
    return r.lam;
  }

  // ------------------------------------------------------------ named cells

  varCell(id: string, fn?: IrFunction): Cell {
    const local = isLocalId(id);
    const key = local && fn ? `${fn.id}\u0000${id}` : id;
    let c = this.varCells.get(key);
    if (!c) {
      c = this.fresh();
      const variable = local ? fn?.vars.find((v) => v.id === id) : this.program.globals.get(id);
      if (variable) {
        if (variable.type.k === 'ptr' || variable.type.k === 'array')
          this.typedPointers.push([c, variable.type]);
        c.origins.push(fn && local ? { k: 'var', variable, fn } : { k: 'var', variable });
        if (variable.type.k === 'array') c.summary = true;
      }
      this.varCells.set(key, c);
    }
    return this.find(c);
  }

  heapCell(site: string, fn: string, within?: string, size?: Expr): Cell {
    let c = this.heapCells.get(site);
    if (!c) {
      c = this.fresh();
      c.summary = true;
      const sized =
        size !== undefined ? { sized: true, ...(size.k === 'int' ? { bytes: size.value } : {}) } : {};
      c.origins.push({ k: 'heap', site, fn, ...(within ? { within } : {}), ...sized });
      this.heapCells.set(site, c);
    }
    return this.find(c);
  }

  private external: Cell | undefined;
  /** One cell for everything unknown functions return (they may return the same memory). */
  /** Memory reached through a pointer that unknown code returned (its fields included). */
  fromUnknownCode(c: Cell): boolean {
    if (!this.external) return false;
    const external = this.find(this.external);
    return this.someEnclosing(c, MAX_ENCLOSING, (layer) => layer.has(external)) === true;
  }

  /**
   * Walks up the chains of enclosing objects (a field cell's `field` origins name its parents),
   * one layer per step: layer d is the set of cells d `field` steps above `c`, each once. Returns
   * true as soon as `found` holds for a layer (up to `maxDepth`), false when the chains end, and
   * `'deeper'` when some chain is longer than `maxDepth`. A set per layer, not one call per path:
   * after unification a cell can be a field of itself (lists) or of many parents, and following
   * every path was exponential in the depth (lz4's candidates: minutes in this walk alone).
   */
  private someEnclosing(c: Cell, maxDepth: number, found: (layer: Set<Cell>) => boolean): boolean | 'deeper' {
    let layer = new Set([this.find(c)]);
    for (let depth = 0; ; depth++) {
      if (found(layer)) return true;
      const next = new Set<Cell>();
      for (const r of layer) for (const o of r.origins) if (o.k === 'field') next.add(this.find(o.parent));
      if (next.size === 0) return false;
      if (depth === maxDepth) return 'deeper';
      layer = next;
    }
  }

  externalCell(name: string): Cell {
    if (!this.external) {
      this.external = this.fresh();
      this.external.summary = true;
      this.external.origins.push({ k: 'heap', site: 'external', fn: name.replace(/@.*$/, '') });
    }
    return this.find(this.external);
  }

  /** The cell a function designator evaluates to: names the function, carries its lam. */
  fnCell(id: string): Cell {
    let c = this.fnCells.get(id);
    if (!c) {
      c = this.fresh();
      c.fns = new Set([id]);
      const fn = this.program.functions.get(id);
      c.lam = {
        params: fn ? fn.params.map((p) => this.pointee(this.varCell(p, fn))) : [],
        ret: this.retCell(id),
      };
      this.fnCells.set(id, c);
    }
    return this.find(c);
  }

  retCell(fnId: string): Cell {
    let c = this.retCells.get(fnId);
    if (!c) {
      c = this.fresh();
      this.retCells.set(fnId, c);
    }
    return this.find(c);
  }

  /**
   * The cell key of a field: union members collapse onto the union itself (null), members of an
   * anonymous union onto that union's slot, everything else by name.
   */
  /** The declared type of a record's member when it is a pointer or an array, else undefined. */
  private pointerFieldType(record: string | undefined, name: string): Type | undefined {
    if (!record) return undefined;
    let ofRecord = this.pointerFields.get(record);
    if (!ofRecord) {
      ofRecord = new Map();
      this.pointerFields.set(record, ofRecord);
    }
    if (ofRecord.has(name)) return ofRecord.get(name);
    const t = this.program.records.get(record)?.fields.find((f) => f.name === name)?.type;
    const found = t && (t.k === 'ptr' || t.k === 'array') ? t : undefined;
    ofRecord.set(name, found);
    return found;
  }

  fieldKey(record: string | undefined, name: string): string | null {
    if (!record) return name;
    let ofRecord = this.fieldKeys.get(record);
    if (!ofRecord) {
      ofRecord = new Map();
      this.fieldKeys.set(record, ofRecord);
    }
    const hit = ofRecord.get(name);
    if (hit !== undefined) return hit;
    const def = this.program.records.get(record);
    let key: string | null = name;
    if (def?.union) key = null;
    else {
      const via = def?.fields.find((f) => f.name === name)?.via;
      if (via && this.program.records.get(via)?.union) key = `${ANONYMOUS_UNION}${via}`;
    }
    ofRecord.set(name, key);
    return key;
  }

  // ------------------------------------------------------------ expressions and places

  cellOf(p: Place, fn?: IrFunction): Cell {
    switch (p.k) {
      case 'var':
        return this.varCell(p.id, fn);
      case 'deref':
        return this.valueOf(p.ptr, fn) ?? this.fresh();
      case 'field': {
        const base = this.cellOf(p.base, fn);
        const key = this.fieldKey(p.record, p.field);
        const cell = key === null ? base : this.field(base, key);
        // A pointer member (`pool->queue`, a `task_t *`) tells the type of what it points to, as
        // a pointer variable does (`malloc`'s own result is only `void *`).
        const type = this.pointerFieldType(p.record, p.field);
        if (type && !this.typedFields.has(cell)) {
          this.typedFields.add(cell);
          this.typedPointers.push([cell, type]);
        }
        return cell;
      }
      case 'index': {
        const base = this.cellOf(p.base, fn);
        base.summary = true;
        // `p[i]` with i not 0: the object is a block of several (for its name: `int[]`). A library
        // or unknown call's whole buffer (`poke(c)` reads `c[...]`) says nothing of how many.
        if (!(p.index.k === 'int' && p.index.value === 0) && !isWholeBuffer(p.index)) this.indexed.add(base);
        return base;
      }
    }
  }

  /** The cell an expression's value points to, if it can be a pointer. */
  valueOf(e: Expr, fn?: IrFunction): Cell | undefined {
    switch (e.k) {
      case 'load':
        return this.pointee(this.cellOf(e.place, fn));
      case 'addr':
        return this.cellOf(e.place, fn);
      case 'fn':
        return this.fnCell(e.id);
      case 'cast':
        return this.valueOf(e.arg, fn);
      case 'binary': {
        if (e.op !== '+' && e.op !== '-' && e.op !== '&' && e.op !== '|' && e.op !== '^') return undefined;
        const l = this.valueOf(e.left, fn);
        const r = this.valueOf(e.right, fn);
        if (l && r && !this.frozen) return this.unify(l, r);
        // `(char *)p - off` walks back from a field to the object enclosing it (container_of);
        // which object p points to is known only once everything is unified (end of solve()).
        if (l && !r && e.op === '-' && isBytePointer(e.left)) {
          let c = this.containerCells.get(e);
          if (!c) {
            if (this.frozen) return l;
            c = this.fresh();
            this.containerCells.set(e, c);
            this.containerOfs.push({ result: c, from: l });
          }
          return this.find(c);
        }
        return l ?? r;
      }
      default:
        return undefined;
    }
  }

  private flowInto(dst: Place, src: Expr | undefined, fn: IrFunction): void {
    if (!src) return;
    const v = this.valueOf(src, fn);
    const d = this.cellOf(dst, fn);
    if (v) this.unify(this.pointee(d), v);
    if (src.k === 'load') this.copyContents(d, this.cellOf(src.place, fn));
  }

  /** A struct copy, kept to be made again once every instruction was seen (`settleCopies`). */
  private copyContents(a: Cell, b: Cell): void {
    this.copies.push([a, b]);
    this.unifyContents(a, b);
  }

  /**
   * The struct copies made again until none finds a field the other side lacks: a copy meets the
   * fields written before it in the pass only, and a field first written later (a lambda pushed
   * into a queue of std::function in main, after a worker's body copied one out) must reach it too.
   */
  private settleCopies(): void {
    for (let changed = true; changed; ) {
      changed = false;
      for (const [a, b] of this.copies) {
        this.budget?.poll('points-to');
        if (this.unifyContents(a, b, false)) changed = true;
      }
    }
  }

  private flowCell(dst: Place | undefined, v: Cell, fn: IrFunction): void {
    if (dst) this.unify(this.pointee(this.cellOf(dst, fn)), v);
  }

  /**
   * A struct copy: what the fields of `b` point to, the fields of `a` may now point to; whether
   * that changed anything. `mirror`: a field only one side has is made on the other (during the
   * pass, so what is written into it later flows through); when the copies are made again at the
   * end, only the fields both sides have are joined (mirroring every field of every copy of the
   * large structs of a real server again made millions of cells).
   */
  private unifyContents(a: Cell, b: Cell, mirror = true): boolean {
    const seen = new Set<Cell>();
    const work: [Cell, Cell][] = [[a, b]];
    let changed = false;
    while (work.length > 0) {
      const [p, q] = work.pop()!;
      const x = this.find(p);
      const y = this.find(q);
      if (x === y || seen.has(x) || seen.has(y)) continue;
      seen.add(x);
      seen.add(y);
      if (!x.fields && !y.fields) continue;
      for (const [k] of new Map([...(x.fields ?? []), ...(y.fields ?? [])])) {
        if (!mirror && !(x.fields?.has(k) && y.fields?.has(k))) continue;
        const fx = this.field(x, k);
        const fy = this.field(y, k);
        const px = this.pointee(fx);
        const py = this.pointee(fy);
        if (px !== py) {
          changed = true;
          this.unify(px, py);
        }
        work.push([fx, fy]);
      }
    }
    return changed;
  }

  // ------------------------------------------------------------ the pass

  solve(): void {
    for (const v of this.program.globals.values())
      if (v.init) this.initializer(this.varCell(v.id), v.type, v.init);
    for (const fn of this.program.functions.values()) {
      for (const b of fn.blocks) {
        for (const i of b.instrs) {
          this.budget?.poll('points-to');
          this.instr(i, fn);
          // Every accessed place gets its cell now, so the escape pass sees all of them.
          for (const a of i.accesses) this.cellOf(a.place, fn);
        }
        for (const a of b.term.accesses) this.cellOf(a.place, fn);
        if (b.term.k === 'return' && b.term.value) {
          const v = this.valueOf(b.term.value, fn);
          if (v) this.unify(this.retCell(fn.id), v);
          // A struct returned by value copies its contents; a returned pointer or number copies
          // no contents (doing so gave a pointer variable the fields of what it points to).
          if (b.term.value.k === 'load' && !returnsScalar(fn))
            this.copyContents(this.retCell(fn.id), this.cellOf(b.term.value.place, fn));
        }
      }
    }
    this.settleCopies();
    this.resolveContainerOfs();
  }

  /**
   * A pointer walked back from a field points to the field's enclosing object (until nothing
   * changes, since each unification can give other cells a field origin); one walked back from
   * anything else stays on its object.
   */
  private resolveContainerOfs(): void {
    for (let changed = true; changed; ) {
      changed = false;
      for (const k of this.containerOfs) {
        const field = this.find(k.from).origins.find((o) => o.k === 'field');
        if (!field || this.find(k.result) === this.find(field.parent)) continue;
        this.unify(k.result, field.parent);
        changed = true;
      }
    }
    for (const k of this.containerOfs) {
      const from = this.find(k.from);
      if (!from.origins.some((o) => o.k === 'field')) this.unify(k.result, from);
    }
  }

  freeze(): void {
    this.frozen = true;
  }

  /** A global's initializer: the cells its pointers and function designators flow into. */
  private initializer(cell: Cell, type: Type, init: Initializer): void {
    walkInitializer(this.program, type, init, (path, expr) => {
      let target = cell;
      for (const step of path) {
        if (step.k === 'index') continue; // arrays are one cell
        const key = this.fieldKey(step.record, step.name);
        if (key !== null) target = this.field(target, key);
      }
      const v = this.valueOf(expr);
      if (v) this.unify(this.pointee(target), v);
    });
  }

  private instr(i: Instr, fn: IrFunction): void {
    switch (i.op) {
      case 'assign':
        this.flowInto(i.dst, i.src, fn);
        return;
      case 'call': {
        if (i.model === 'ignore') {
          // The model says where the result points: into an argument (strchr), or to storage the
          // library keeps (localtime), which every caller shares like an unknown function's result.
          if (typeof i.returns === 'number' && i.dst) this.flowInto(i.dst, i.args[i.returns], fn);
          else if (i.returns === 'static' && i.callee.k === 'fn')
            this.flowCell(i.dst, this.externalCell(i.callee.id), fn);
          else if (typeof i.returns === 'object') {
            // dlsym(lib, "name"): the function the library exports under that name.
            const name = symbolName(i.args[i.returns.symbol]);
            if (name) this.flowCell(i.dst, this.fnCell(name), fn);
          }
          return;
        }
        if (i.callee.k === 'fn' && !this.program.functions.has(i.callee.id)) {
          // No body, no model: what it returns may be memory anyone else also gets from outside,
          // including any object handed to unknown code (it may keep it and give it back).
          if (i.dst) this.flowCell(i.dst, this.externalCell(i.callee.id), fn);
          for (const a of i.args) {
            const v = this.valueOf(a, fn);
            if (v && !this.frozen && !this.find(v).isLock && !this.find(v).fns)
              this.unify(this.externalCell(i.callee.id), v);
          }
          return;
        }
        const callee = this.valueOf(i.callee, fn);
        if (!callee) return;
        const lam = this.lam(callee, i.args.length);
        i.args.forEach((a, k) => {
          const v = this.valueOf(a, fn);
          if (v) this.unify(lam.params[k]!, v);
        });
        this.flowCell(i.dst, lam.ret, fn);
        return;
      }
      case 'alloc':
        this.flowCell(i.dst, this.heapCell(i.site, i.fn, fn.name, i.size), fn);
        return;
      case 'spawn': {
        const entry = this.valueOf(i.entry, fn);
        if (!entry) return;
        const lam = this.lam(entry, 1);
        const arg = this.valueOf(i.arg, fn);
        if (arg) this.unify(lam.params[0]!, arg);
        return;
      }
      case 'once': {
        const entry = this.valueOf(i.entry, fn);
        if (entry) this.lam(entry, 0);
        this.markLock(i.flag, fn);
        return;
      }
      case 'lock':
      case 'trylock':
      case 'unlock':
      case 'lock-init':
      case 'lock-destroy':
        this.markLock(i.lock, fn);
        return;
      case 'cond-wait':
        this.markLock(i.lock, fn);
        this.markLock(i.cond, fn);
        return;
      case 'cond-signal':
        this.markLock(i.cond, fn);
        return;
      case 'barrier-init':
      case 'barrier-wait':
        this.markLock(i.barrier, fn);
        return;
      case 'sem-init':
      case 'sem-wait':
      case 'sem-post':
        this.markLock(i.sem, fn);
        return;
      case 'atomic': {
        if (!i.object) return;
        const obj = this.valueOf(i.object, fn);
        if (!obj) return;
        const contents = this.pointee(obj);
        if (i.value) {
          const v = this.valueOf(i.value, fn);
          if (v) this.unify(contents, v);
        }
        if (i.expected) {
          const e = this.valueOf(i.expected, fn);
          if (e) this.unify(this.pointee(e), contents);
        }
        if (i.dst) this.flowCell(i.dst, contents, fn);
        return;
      }
      default:
        return;
    }
  }

  private markLock(e: Expr, fn: IrFunction): void {
    const c = this.valueOf(e, fn);
    if (c) this.find(c).isLock = true;
  }

  // ------------------------------------------------------------ queries after solve()

  /**
   * Exactly one concrete object: one origin, not a summary, and (for fields) a field of such an
   * object. Locals count only in `main` (one activation); locals of other functions exist once
   * per activation, possibly in several threads.
   */
  isSingleton(c: Cell): boolean {
    const r = this.find(c);
    if (r.summary) return false;
    const origins = this.distinctOrigins(r);
    if (origins.length !== 1) return false;
    const o = origins[0]!;
    if (o.k === 'heap') return false;
    if (o.k === 'field') return this.isSingleton(o.parent);
    const kind = o.variable.kind;
    if (kind === 'local' || kind === 'param' || kind === 'temp') return o.fn?.name === 'main';
    return !o.variable.threadLocal;
  }

  /**
   * The cell stands for several objects the model checker tells apart: several variables or heap
   * sites (a helper called with `&a` and `&b` unifies them), or a field of such a cell.
   */
  holdsSeveralObjects(c: Cell, depth = 0): boolean {
    const origins = this.distinctOrigins(this.find(c));
    if (origins.length > 1) return true;
    const o = origins[0];
    return o?.k === 'field' && depth < 8 && this.holdsSeveralObjects(o.parent, depth + 1);
  }

  private distinctOrigins(r: Cell): Origin[] {
    if (r.origins.length <= 1) return r.origins;
    const seen = new Set<string>();
    const out: Origin[] = [];
    for (const o of r.origins) {
      const k =
        o.k === 'var'
          ? `v${o.fn?.id ?? ''}\u0000${o.variable.id}`
          : o.k === 'heap'
            ? `h${o.site}`
            : `f${this.find(o.parent).id}.${o.field}`;
      if (!seen.has(k)) {
        seen.add(k);
        out.push(o);
      }
    }
    r.origins = out;
    return out;
  }

  /** A human-readable name for the location: the best origin, as a C-like path. */
  nameOf(c: Cell, depth = 0): string {
    const r = this.find(c);
    const origins = this.distinctOrigins(r);
    if (origins.length === 0 || depth > 8) return '(memory)';
    let best = origins[0]!;
    for (const o of origins) if (originRank(o) < originRank(best)) best = o;
    switch (best.k) {
      case 'var': {
        const v = best.variable;
        // A static local is named with its function (`hits::count`), as two of them may share a name.
        const base = v.kind === 'static-local' ? sourceName(v.id) : v.name;
        return v.type.k === 'array' ? `${base}[]` : base;
      }
      case 'heap':
        return this.heapObjectName(r, best);
      case 'field': {
        const holder = this.distinctOrigins(this.find(best.parent));
        const closure =
          holder.length === 1 && holder[0]!.k === 'heap' && closureCaptureName(holder[0]!, best.field);
        if (closure) return closure;
        const parent = this.nameOf(best.parent, depth + 1);
        const f = best.field.startsWith(ANONYMOUS_UNION) ? '(anonymous union)' : best.field;
        return `${parent}.${f}`;
      }
    }
  }

  /**
   * Where the heap objects behind `c` were allocated (the object itself, or the ones a field path
   * of at most 8 steps leads into), each with its name, each once: what a finding on heap memory
   * lists with its sites. Each enclosing cell is visited once (again only when reached by a
   * shorter path): a cell that is a field of many cells unified into one was reached along every
   * path, exponentially many (masscan: past the size of an array).
   */
  allocationsOf(c: Cell): { name: string; file: string; line: number; column: number }[] {
    const out = new Map<string, { name: string; file: string; line: number; column: number }>();
    const reached = new Map<Cell, number>();
    const visit = (r: Cell, depth: number): void => {
      if (depth > 8) return;
      const before = reached.get(r);
      if (before !== undefined && before <= depth) return;
      reached.set(r, depth);
      for (const o of this.distinctOrigins(r)) {
        if (o.k === 'field') visit(this.find(o.parent), depth + 1);
        if (o.k !== 'heap') continue;
        const at = siteLocation(o.site);
        if (!at) continue;
        const name = this.heapObjectName(r, o);
        const key = `${name}\u0000${at.file}:${at.line}:${at.column}`;
        if (!out.has(key)) out.set(key, { name, ...at });
      }
    };
    visit(this.find(c), 0);
    return [...out.values()];
  }

  /** The name of the heap object allocated at `site` (an alloc instruction's), if one was. */
  heapName(site: string): string | undefined {
    const cell = this.heapCells.get(site);
    const o = cell && this.find(cell).origins.find((x) => x.k === 'heap' && x.site === site);
    return o?.k === 'heap' ? this.heapObjectName(this.find(cell!), o) : undefined;
  }

  /** Cells some access indexes with an index other than 0 (see the roots when naming). */
  private readonly indexed = new Set<Cell>();
  /** Variables and temporaries of pointer (or array of pointer) type, with that type. */
  private readonly typedPointers: [Cell, Type][] = [];
  /** The member cells already in typedPointers. */
  private readonly typedFields = new Set<Cell>();
  /** Per record and member (as fieldKeys): its pointer or array type, undefined for any other. */
  private readonly pointerFields = new Map<string, Map<string, Type | undefined>>();
  /** For each cell, the types its typed pointers say it has; built once, when names are asked for. */
  private pointedByTypes: Map<Cell, Type[]> | undefined;
  private indexedRoots: Set<Cell> | undefined;

  private heapObjectName(r: Cell, o: Extract<Origin, { k: 'heap' }>): string {
    return this.ordinalIfShared(this.typedHeapName(r, o), o);
  }

  /** `typedHeapName`'s answers once frozen: a cell of many sites is named for each finding on it. */
  private readonly typedHeapNames = new WeakMap<Origin, string>();

  /** A heap object's name by its type and allocating function (heap-names.ts). */
  private typedHeapName(r: Cell, o: Extract<Origin, { k: 'heap' }>): string {
    const known = this.frozen ? this.typedHeapNames.get(o) : undefined;
    if (known !== undefined) return known;
    const name = this.computeTypedHeapName(r, o);
    if (this.frozen) this.typedHeapNames.set(o, name);
    return name;
  }

  private computeTypedHeapName(r: Cell, o: Extract<Origin, { k: 'heap' }>): string {
    if (!this.pointedByTypes) {
      this.pointedByTypes = new Map();
      for (const [c, t] of this.typedPointers) {
        let e = t;
        while (e.k === 'array') e = e.of;
        const target = this.find(c).pointee;
        if (e.k !== 'ptr' || !target) continue;
        const key = this.find(target);
        const list = this.pointedByTypes.get(key) ?? [];
        list.push(e.to);
        this.pointedByTypes.set(key, list);
      }
    }
    this.indexedRoots ??= new Set([...this.indexed].map((c) => this.find(c)));
    const indexed = this.indexedRoots.has(r);
    return heapObjectName(o, this.pointedByTypes.get(r) ?? [], this.program.records, indexed);
  }

  /**
   * Two allocations of one type in one function would read the same: each is then named by its
   * place among them in source order (`(the 2nd struct box allocated in main())`), which code
   * moving around the function does not change, as a line number would.
   */
  private ordinalIfShared(name: string, o: Extract<Origin, { k: 'heap' }>): string {
    if (o.site === 'external' || o.within === undefined) return name;
    const key = `${o.site}\u0000${name}`;
    const known = this.sharedNames.get(key);
    if (known !== undefined) return known;
    const shown = this.ordinalAmong(name, o);
    this.sharedNames.set(key, shown);
    return shown;
  }

  private ordinalAmong(name: string, o: Extract<Origin, { k: 'heap' }>): string {
    const namesakes = (this.allocationsIn().get(o.within!) ?? []).filter(
      (x) => x.origin.site === o.site || this.typedHeapName(this.find(x.cell), x.origin) === name,
    );
    if (namesakes.length < 2) return name;
    const at = namesakes.map((x) => ({ site: x.origin.site, at: sitePosition(x.origin.site) }));
    at.sort((a, b) => a.at[0] - b.at[0] || a.at[1] - b.at[1] || a.site.localeCompare(b.site));
    const k = at.findIndex((x) => x.site === o.site) + 1;
    return `(the ${ordinal(k)} ${name.slice(1)}`;
  }

  /** The heap allocations of each function, with their cells (built once, when names are asked). */
  private allocationsIn(): Map<string, { origin: Extract<Origin, { k: 'heap' }>; cell: Cell }[]> {
    if (this.allocationsByFunction) return this.allocationsByFunction;
    const byFunction = new Map<string, { origin: Extract<Origin, { k: 'heap' }>; cell: Cell }[]>();
    for (const [site, cell] of this.heapCells) {
      const origin = this.find(cell).origins.find(
        (x): x is Extract<Origin, { k: 'heap' }> => x.k === 'heap' && x.site === site,
      );
      if (origin?.within === undefined) continue;
      const list = byFunction.get(origin.within) ?? [];
      list.push({ origin, cell });
      byFunction.set(origin.within, list);
    }
    this.allocationsByFunction = byFunction;
    return byFunction;
  }

  /** The cell's field cells, transitively (an aggregate access touches all of them). */
  leavesOf(c: Cell): Cell[] {
    const r = this.find(c);
    if (!r.fields) return [r];
    const out: Cell[] = [];
    const seen = new Set<Cell>();
    const work = [r];
    while (work.length > 0) {
      const x = this.find(work.pop()!);
      if (seen.has(x)) continue;
      seen.add(x);
      out.push(x);
      if (x.fields) for (const f of x.fields.values()) work.push(f);
    }
    return out;
  }

  /**
   * The leaves of `c` that another thread can reach (`leavesOf`, then `isShared`), one array per
   * cell: the lockset analysis asks for every access in every context, and an access through a
   * pointer to a large struct touches thousands of leaves. Remembered once frozen and while no
   * cell is created or merged (a field first met after solving adds a leaf); callers share the
   * array and must not change it.
   */
  sharedLeavesOf(c: Cell): Cell[] {
    const r = this.find(c);
    if (!this.frozen || !this.escaped) return this.leavesOf(r).filter((x) => this.isShared(x));
    const version = this.cells.length + this.unions;
    if (version !== this.leavesVersion) {
      this.sharedLeaves.clear();
      this.leavesVersion = version;
    }
    let out = this.sharedLeaves.get(r);
    if (!out) {
      out = this.leavesOf(r).filter((x) => this.isShared(x));
      this.sharedLeaves.set(r, out);
    }
    return out;
  }

  /**
   * Cells another thread can reach: everything reachable through pointers and fields from
   * non-thread-local globals and statics, thread arguments and thread results.
   */
  computeEscape(roots: Cell[]): void {
    const seen = new Set<Cell>();
    const work: Cell[] = [];
    const push = (c: Cell | undefined) => {
      if (!c) return;
      const r = this.find(c);
      if (!seen.has(r)) {
        seen.add(r);
        work.push(r);
      }
    };
    for (const [id, v] of this.program.globals) if (!v.threadLocal) push(this.varCell(id));
    for (const r of roots) push(r);
    push(this.external);
    while (work.length > 0) {
      const c = work.pop()!;
      if (c.pointee) push(c.pointee);
      if (c.fields) for (const f of c.fields.values()) push(f);
    }
    this.escaped = seen;
  }

  isShared(c: Cell): boolean {
    const escaped = this.escaped;
    if (!escaped) return true;
    // A cell created after the escape pass: shared when it is a field of a shared cell (and,
    // past MAX_ENCLOSING enclosing objects, assumed shared).
    const shared = this.someEnclosing(c, MAX_ENCLOSING, (layer) => [...layer].some((r) => escaped.has(r)));
    return shared !== false;
  }
}

/** A cast to a pointer to bytes (`char *`, `unsigned char *`, `void *`): arithmetic in bytes. */
export function isBytePointer(e: Expr): boolean {
  if (e.k !== 'cast' || e.to.k !== 'ptr') return false;
  const to = e.to.to;
  return to.k === 'void' || (to.k === 'int' && to.bytes === 1);
}

function returnsScalar(fn: IrFunction): boolean {
  const k = fn.returnType.k;
  return k === 'ptr' || k === 'int' || k === 'float';
}

/** Where an allocation site's id says it is (`malloc@f.c:12:5`), when it says. */
function siteLocation(site: string): { file: string; line: number; column: number } | undefined {
  const m = /@(.+):(\d+):(\d+)$/.exec(site);
  return m ? { file: m[1]!, line: Number(m[2]), column: Number(m[3]) } : undefined;
}

/** The line and column an allocation site's id ends with, or 0s. */
function sitePosition(site: string): [number, number] {
  const at = siteLocation(site);
  return at ? [at.line, at.column] : [0, 0];
}

/** 1st, 2nd, 3rd, 4th, 11th, 21st. */
function ordinal(k: number): string {
  const tens = k % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][k % 10] ?? 'th');
  return `${k}${suffix}`;
}

/** The identifier a string literal argument spells (`"lua_close"`), if it is one. */
function symbolName(e: Expr | undefined): string | undefined {
  const lit = e?.k === 'cast' ? e.arg : e;
  return lit?.k === 'str' ? /^"([A-Za-z_]\w*)"$/.exec(lit.value)?.[1] : undefined;
}
