/**
 * Per-function lowering state: the CFG under construction, block scopes, local variables and
 * temporaries, loop/switch targets and labels.
 */

import type { SourceRange } from '../../ir/source.js';
import type { Access, Expr, Instr, IrFunction, Place, Type, Variable } from '../../ir/types.js';
import type { SyntaxNode } from '../parse/index.js';
import { CfgBuilder, NO_ACCESSES } from './cfg.js';
import { Scope } from './scope.js';
import { rangeOf, type UnitContext } from './unit-context.js';

export interface SwitchContext {
  cases: { lo: number; hi: number; target: number }[];
  defaultTarget?: number;
}

export class FnLowering {
  readonly cfg = new CfgBuilder();
  readonly vars: Variable[] = [];
  private readonly varById = new Map<string, Variable>();
  private readonly places = new Map<string, Place>();
  scope: Scope;
  readonly breakTargets: number[] = [];
  readonly continueTargets: number[] = [];
  readonly switches: SwitchContext[] = [];
  readonly labels = new Map<string, number>();
  /** Every label the body defines, known before lowering (forward gotos, `&&label` tables). */
  labelNames: ReadonlySet<string> = new Set();
  /** Gotos whose target is not a label of the function (computed goto through the shim). */
  readonly computedGotos: { block: number; range: SourceRange }[] = [];
  private temps = 0;
  /** Temps that hold a discarded value: kept only while their instruction performs accesses. */
  readonly discarded = new Set<string>();
  /** Constructs reported once per function (asm, unsupported syntax). */
  readonly reported = new Set<string>();

  constructor(
    readonly cx: UnitContext,
    readonly id: string,
    readonly name: string,
    readonly returnType: Type,
  ) {
    this.scope = new Scope(cx.fileScope);
  }

  range(node: SyntaxNode): SourceRange {
    return rangeOf(this.cx, node);
  }

  pushScope(): void {
    this.scope = new Scope(this.scope);
  }

  popScope(): void {
    this.scope = this.scope.parent ?? this.scope;
  }

  /** Declares a local or parameter in the current block scope. */
  declareLocal(name: string, type: Type, kind: 'local' | 'param', node?: SyntaxNode): Variable {
    let id = `%${name}`;
    for (let n = 2; this.varById.has(id); n++) id = `%${name}.${n}`;
    const v: Variable = { id, name, kind, type };
    if (node) v.range = this.range(node);
    this.vars.push(v);
    this.varById.set(id, v);
    this.scope.names.set(name, { k: 'var', id, type });
    return v;
  }

  newTemp(type: Type): Place {
    // `#` cannot appear in a C identifier, so a temp never meets a local's `%name`.
    const id = `#t${++this.temps}`;
    const v: Variable = { id, name: id.slice(1), kind: 'temp', type };
    this.vars.push(v);
    this.varById.set(id, v);
    return this.varPlace(id);
  }

  /** The one place object per variable of this function (or global it names). */
  varPlace(id: string): Place {
    let p = this.places.get(id);
    if (!p) {
      p = { k: 'var', id };
      this.places.set(id, p);
    }
    return p;
  }

  localVar(id: string): Variable | undefined {
    return this.varById.get(id);
  }

  varOf(id: string): Variable | undefined {
    return this.varById.get(id) ?? this.cx.globals.get(id);
  }

  isTemp(place: Place): boolean {
    return place.k === 'var' && this.varById.get(place.id)?.kind === 'temp';
  }

  read(place: Place, type: Type, node: SyntaxNode): void {
    if (this.isTemp(place)) return;
    this.cfg.pending.push({
      place: this.memoryLocation(place),
      kind: 'read',
      atomic: !!type.atomic,
      range: this.range(node),
      ...sigSafe(type),
    });
  }

  writeAccess(place: Place, type: Type, node: SyntaxNode): Access[] {
    if (this.isTemp(place)) return [];
    return [
      {
        place: this.memoryLocation(place),
        kind: 'write',
        atomic: !!type.atomic,
        range: this.range(node),
        ...sigSafe(type),
      },
    ];
  }

  /** The memory location an access to `place` touches: a bit-field's whole run (RecordField). */
  private memoryLocation(place: Place): Place {
    if (place.k !== 'field' || !place.record) return place;
    const location = this.cx.records.get(place.record)?.fields.find((f) => f.name === place.field)?.location;
    return location ? { ...place, field: location } : place;
  }

  /** Marks the variable at the root of a place (through fields and indices) as address-taken. */
  markAddressTaken(place: Place): void {
    let p = place;
    while (p.k === 'field' || p.k === 'index') p = p.base;
    if (p.k === 'var') {
      const v = this.varOf(p.id);
      if (v) v.addressTaken = true;
    }
  }

  labelBlock(name: string): number {
    let b = this.labels.get(name);
    if (b === undefined) {
      b = this.cfg.newBlock().id;
      this.labels.set(name, b);
    }
    return b;
  }

  reportOnce(key: string, node: SyntaxNode, message: string): void {
    if (this.reported.has(key)) return;
    this.reported.add(key);
    const r = this.range(node);
    this.cx.diags.note('unsupported-construct', message, { file: r.file, line: r.line, column: r.column });
  }

  /** Assembles the function; drops accesses to locals whose address is never taken. */
  finish(node: SyntaxNode, params: string[], variadic: boolean, isStatic: boolean): IrFunction {
    const range = this.range(node);
    // A computed goto may reach any label of the function.
    const targets = [...this.labels.values()];
    for (const g of this.computedGotos) {
      const b = this.cfg.blocks[g.block]!;
      if (targets.length === 0) this.cfg.close(b, { k: 'stop', why: 'noreturn' }, g.range);
      else
        this.cfg.close(
          b,
          {
            k: 'switch',
            value: { k: 'nondet', why: 'computed goto' },
            cases: targets.map((target, i) => ({ lo: i, hi: i, target })),
            default: targets[0]!,
          },
          g.range,
        );
    }
    const blocks = this.cfg.finish(() => ({ k: 'return' }), {
      ...range,
      line: range.endLine,
      column: range.endColumn,
    });
    const shared = (a: Access): boolean => {
      let p = a.place;
      while (p.k === 'field' || p.k === 'index') p = p.base;
      if (p.k !== 'var') return true;
      const v = this.varById.get(p.id);
      return !v || !!v.addressTaken;
    };
    for (const b of blocks) {
      for (const i of b.instrs) if (i.accesses.length) i.accesses = i.accesses.filter(shared);
      b.instrs = b.instrs.filter(
        (i) =>
          !(
            i.op === 'assign' &&
            i.dst.k === 'var' &&
            this.discarded.has(i.dst.id) &&
            i.accesses.length === 0
          ),
      );
      if (b.term.accesses.length) b.term.accesses = b.term.accesses.filter(shared);
      // Arrays built by push keep spare capacity; the IR lives for the whole run, so it is
      // trimmed (and empty lists shared).
      b.instrs = b.instrs.length === 0 ? (NO_INSTRS as Instr[]) : b.instrs.slice();
      for (const i of b.instrs) if (i.accesses.length === 0) i.accesses = NO_ACCESSES;
      if (b.term.accesses.length === 0) b.term.accesses = NO_ACCESSES;
    }
    return {
      id: this.id,
      name: this.name,
      file: range.file,
      range,
      isStatic,
      variadic,
      returnType: this.returnType,
      params,
      vars: this.vars.slice(),
      blocks,
    };
  }
}

const NO_INSTRS: readonly Instr[] = Object.freeze([]);

/** Small integer constants are shared objects (the IR is never mutated after lowering). */
const SMALL_INTS: Expr[] = [];
const SMALL_MIN = -256;
const SMALL_MAX = 4096;

export function intConst(value: number): Expr {
  if (Number.isInteger(value) && value >= SMALL_MIN && value <= SMALL_MAX) {
    const i = value - SMALL_MIN;
    let e = SMALL_INTS[i];
    if (!e) {
      e = { k: 'int', value };
      SMALL_INTS[i] = e;
    }
    return e;
  }
  return { k: 'int', value };
}

/** `*(&p)` is `p`: keeps places canonical so `(&s)->f` and `s.f` are the same path. */
/** `volatile sig_atomic_t` (an `int` on every glibc target): marked on its accesses. */
function sigSafe(type: Type): { signalSafe?: true } {
  return type.volatile && type.k === 'int' && type.bytes === 4 && type.signed ? { signalSafe: true } : {};
}

export function derefOf(ptr: Expr): Place {
  if (ptr.k === 'addr') return ptr.place;
  return { k: 'deref', ptr };
}

/** The object a reference variable refers to: reports name it as the variable, without a `*`. */
export function referentOf(ptr: Expr): Place {
  if (ptr.k === 'addr') return ptr.place;
  return { k: 'deref', ptr, implicit: true };
}

/** Loads of a variable are shared objects: the IR is never mutated after lowering. */
const varLoads = new WeakMap<Place, Expr>();

export function loadOf(place: Place): Expr {
  if (place.k !== 'var') return { k: 'load', place };
  let e = varLoads.get(place);
  if (!e) {
    e = { k: 'load', place };
    varLoads.set(place, e);
  }
  return e;
}

/**
 * Choices the program really makes at run time (a timed wait timing out, a call throwing): spelled
 * the way the model checker knows a genuine nondeterministic value (the SV-COMP convention), so a
 * race found down such a branch is confirmed, not "depends on a value the model does not know".
 */
const GENUINE_TIMEOUT = '__VERIFIER_nondet_timeout';

/**
 * A timed wait on `cond` has returned, the lock taken again: woken in time (to `woken`) or timed
 * out (to `timedOut`), the environment's choice, so both are real executions. The branch comes
 * after the wait, as its outcome, and the witness tells it as one.
 */
export function branchOnTimeout(
  fl: FnLowering,
  cond: Expr,
  woken: number,
  timedOut: number,
  range: SourceRange,
): void {
  fl.cfg.terminate(
    {
      k: 'branch',
      cond: { k: 'nondet', why: GENUINE_TIMEOUT, input: true },
      then: woken,
      else: timedOut,
      written: { timedWait: cond },
    },
    range,
  );
}

/** The result of a timed wait on `cond` that has returned: `woken` or `timedOut` as it did, in `dst`. */
export function timedWaitResult(
  fl: FnLowering,
  cond: Expr,
  dst: Place,
  results: { woken: number; timedOut: number },
  range: SourceRange,
): void {
  const woken = fl.cfg.newBlock();
  const timedOut = fl.cfg.newBlock();
  const join = fl.cfg.newBlock();
  branchOnTimeout(fl, cond, woken.id, timedOut.id, range);
  fl.cfg.switchTo(woken);
  fl.cfg.emit({ op: 'assign', dst, src: intConst(results.woken) }, range);
  fl.cfg.enter(join, range);
  fl.cfg.switchTo(timedOut);
  fl.cfg.emit({ op: 'assign', dst, src: intConst(results.timedOut) }, range);
  fl.cfg.enter(join, range);
}
export const GENUINE_EXCEPTION = '__VERIFIER_nondet_exception';
