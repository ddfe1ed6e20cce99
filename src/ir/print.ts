/**
 * A readable dump of the IR (`lockstep ir FILE`): the team's main debugging tool. Every
 * instruction shows its source line and the accesses it performs.
 */
import { isWholeBuffer } from './buffer.js';
import { isClosureRecord, refCaptured } from './captures.js';
import type {
  Access,
  Block,
  Expr,
  Initializer,
  Instr,
  IrFunction,
  Place,
  Program,
  Terminator,
  Type,
  Variable,
} from './types.js';
import { varsOf } from './vars.js';

/** How a variable id is written: as is in IR dumps, as the source name in reports. */
/**
 * How ids are shown. `temp`, when given, names a lowering temporary by what computed it (the
 * call whose result it holds: `sched_yield()`); otherwise the source has no name for it.
 */
export type VarName = ((id: string) => string) & { temp?: (id: string) => string | undefined };
const asIs: VarName = (id) => id;

/** What a temporary the source has no words for reads as in reports. */
export const COMPUTED_VALUE = 'a computed value';

export function printExpr(e: Expr): string {
  return exprWith(e, asIs);
}

export function printPlace(p: Place): string {
  return placeWith(p, asIs);
}

/**
 * `source`: as a user reads it in a report: functions by name, an unknown value as `?`, and the
 * model headers' reserved members (`_M_elems`, `_M_size`, `_M_ptr`) as the container or smart
 * pointer that holds them.
 */
export function exprWith(e: Expr, name: VarName, source = false): string {
  switch (e.k) {
    case 'int':
      return source && e.macro !== undefined ? e.macro : String(e.value);
    case 'float':
      return Number.isInteger(e.value) ? e.value.toFixed(1) : String(e.value);
    case 'str':
      return e.value.length > 40 ? `${e.value.slice(0, 37)}..."` : e.value;
    case 'load': {
      // A container's size is, as a value, the call that reads it.
      const call = source && e.place.k === 'field' ? e.place.shownAs?.call : undefined;
      return call && e.place.k === 'field'
        ? `${holderOf(e.place.base, name)}.${call}`
        : placeWith(e.place, name, source);
    }
    case 'addr':
      return `&${placeWith(e.place, name, source)}`;
    case 'fn':
      return source ? name(e.id) : `@${e.id}`;
    case 'unary': {
      const arg = wrap(e.arg, name, source);
      // `- -a`, not `--a`
      return `${e.op}${e.op === '-' && arg.startsWith('-') ? ' ' : ''}${arg}`;
    }
    case 'binary': {
      // `v.empty()` is lowered as its meaning, `size == 0`: the source calls it by its name.
      const tested = source ? zeroTest(e) : undefined;
      if (tested) return `${holderOf(tested.holder, name)}.${tested.call}`;
      const operand = (x: Expr) => {
        // Pointer arithmetic on an array: the source writes `arr + 2`, the lowering `&arr[0] + 2`.
        const array = source && (e.op === '+' || e.op === '-') ? decayedArray(x) : undefined;
        return array ? placeWith(array, name, source) : wrap(x, name, source);
      };
      return `${operand(e.left)} ${e.op} ${operand(e.right)}`;
    }
    case 'cast':
      // As C is written: `(int *)arg`.
      return `(${source ? typeToString(e.to).replace(/(\w)\*/, '$1 *') : typeToString(e.to)})${wrap(e.arg, name, source)}`;
    case 'nondet':
      return source ? '?' : `nondet(${e.why})`;
  }
}

/** `e` as the operand of a unary operator: parenthesised unless it prints as one term. */
export function wrap(e: Expr, name: VarName, source = false): string {
  const call = source && zeroTest(e) !== undefined;
  return e.k === 'binary' && !call ? `(${exprWith(e, name, source)})` : exprWith(e, name, source);
}

/**
 * The array whose decay `e` is: the lowering makes an array used as a value the address of its
 * first element (`&arr[0]`, src/frontend/lower/expr.ts `placeValue`), which C writes `arr`. An
 * `&arr[0]` the source wrote is the same IR and the same pointer, so it reads `arr` too. A
 * dereferenced base is left alone: `&p[0]` through a pointer has no array to name.
 */
function decayedArray(e: Expr): Place | undefined {
  if (e.k !== 'addr' || e.place.k !== 'index' || e.place.base.k === 'deref') return undefined;
  const { index } = e.place;
  return index.k === 'int' && index.value === 0 && index.macro === undefined ? e.place.base : undefined;
}

/**
 * `shown`, the printed `e`, as the operand of a postfix operator (`->`, `.`, `[]`): C binds those
 * tighter than anything else, so anything but a primary or postfix expression is parenthesised
 * (`s - 1->result` would mean `s - (1->result)`).
 */
function asPostfixOperand(e: Expr, shown: string): string {
  return bindsAsPostfix(e, shown) ? shown : `(${shown})`;
}

function bindsAsPostfix(e: Expr, shown: string): boolean {
  switch (e.k) {
    case 'addr':
    case 'unary':
    case 'binary':
    case 'cast':
      return false;
    case 'load':
      return placeBindsAsPostfix(shown);
    default:
      // A negative literal is a unary minus.
      return !shown.startsWith('-');
  }
}

/**
 * Whether a printed place is a primary or postfix expression: every place prints as one (a name,
 * `a.f`, `p->f`, `a[i]`, or a phrase for what the source has no name for) except a dereference.
 */
function placeBindsAsPostfix(shown: string): boolean {
  return !shown.startsWith('*');
}

export function placeWith(p: Place, name: VarName, source = false): string {
  const expr = (e: Expr) => exprWith(e, name, source);
  // A pointer the lambda body copied (`[p]`, `[this]`) is dereferenced as the body writes it.
  const pointer = (e: Expr) => (source && capturedCopy(e)) || expr(e);
  // The operand of `->` or of a subscript through a pointer: `(s - 1)->result`, `((long *)p)[2]`.
  const postfixPointer = (e: Expr) => asPostfixOperand(e, pointer(e));
  // The object before `.` or `[]`: `(*pa)[1]`.
  const postfixBase = (b: Place) => {
    const shown = placeWith(b, name, source);
    return placeBindsAsPostfix(shown) ? shown : `(${shown})`;
  };
  const captured = source ? capturedThrough(p) : undefined;
  if (captured !== undefined) return captured;
  switch (p.k) {
    case 'var':
      // A temporary (`#t1`) holds a value the lowering computed: the source has no name for it.
      if (source && p.id.startsWith('#')) return name.temp?.(p.id) ?? COMPUTED_VALUE;
      return source ? loweringLocal(name(p.id)) : name(p.id);
    case 'deref':
      if (source && isTempLoad(p.ptr)) {
        // A call's result is the call as written (`*lock_of(b)`); anything else has no name.
        const via = tempCall(p.ptr, name);
        return via ? `*${via}` : 'the object a computed pointer points to';
      }
      // A reference names its object: `*%r` is `r` as the source writes it.
      if (source && p.implicit && p.ptr.k === 'load') return pointer(p.ptr);
      // A cast binds as tightly as `*`: `*(int *)arg` needs no parentheses.
      return p.ptr.k === 'load' || p.ptr.k === 'addr' || p.ptr.k === 'fn' || (source && p.ptr.k === 'cast')
        ? `*${pointer(p.ptr)}`
        : `*(${expr(p.ptr)})`;
    case 'field':
      if (source && isReservedMember(p.field)) return holderOf(p.base, name);
      if (source && isClosureRecord(p.record)) return closureField(p.field);
      // A member the source names alone (`mu_`), for as long as it is still this object's.
      if (source && p.implicitThis && p.base.k === 'deref' && pointer(p.base.ptr) === 'this') return p.field;
      if (source && p.base.k === 'deref' && isTempLoad(p.base.ptr)) {
        const via = tempCall(p.base.ptr, name);
        return via ? `${via}->${p.field}` : `field ${p.field} of the object a computed pointer points to`;
      }
      if (source && p.base.k === 'deref' && p.base.implicit && p.base.ptr.k === 'load')
        return `${postfixPointer(p.base.ptr)}.${p.field}`;
      // `(&x)->f` (a parameter's address substituted into a summary) is `x.f` as the source writes it.
      if (source && p.base.k === 'deref' && p.base.ptr.k === 'addr')
        return `${postfixBase(p.base.ptr.place)}.${p.field}`;
      return p.base.k === 'deref' && capturedThrough(p.base) === undefined
        ? `${postfixPointer(p.base.ptr)}->${p.field}`
        : `${postfixBase(p.base)}.${p.field}`;
    case 'index': {
      if (isWholeBuffer(p.index))
        return `${p.base.k === 'deref' && capturedThrough(p.base) === undefined ? postfixPointer(p.base.ptr) : postfixBase(p.base)}[...]`;
      // `p[i]` through a pointer is written without the `*` the lowering puts on `p`. A computed
      // pointer keeps its phrase unless it is a call's result (`buffer_of(q)[i]`).
      const throughPointer =
        source &&
        p.base.k === 'deref' &&
        p.base.subscript &&
        capturedThrough(p.base) === undefined &&
        (!isTempLoad(p.base.ptr) || tempCall(p.base.ptr, name) !== undefined)
          ? p.base.ptr
          : undefined;
      const base = throughPointer ? postfixPointer(throughPointer) : postfixBase(p.base);
      // A range-for's hidden position (the local `range.i`) is no name the source has; a field
      // (`reg.entries[reg.used]`) is.
      if (source && varsOf(p.index).some(isHiddenLocal)) return `${base}[...]`;
      // A container's element at a position the model keeps (`push_back` at its size, `front()`
      // at any): the source names the element by the call, not by an index.
      const container =
        source && p.base.k === 'field' && isReservedMember(p.base.field) ? p.base.base : undefined;
      // The source's own position in a container (`v[2]`), from the model's start of it.
      const position = container ? positionFromStart(p.index) : p.index;
      if (container && isModelIndex(position)) return `an element of ${holderOf(container, name)}`;
      // Inside a subscript a capture is the name the body writes (`partial[w / 2]`), not the
      // phrase a capture gets as a place of its own.
      const index = source ? expr(position).replace(CAPTURE_PHRASE, '') : expr(position);
      return `${base}[${index}]`;
    }
  }
}

/**
 * A local the C++ lowering made (a dot is in no identifier): a temporary object `thread.tmp`
 * reads as what it is.
 */
function loweringLocal(shown: string): string {
  const temporary = /^(\w+)\.tmp$/.exec(shown);
  return temporary ? `a temporary ${temporary[1]}` : shown;
}

/**
 * A place reached through a pointer the lowering computed (`get_conf()->level`, a `new`
 * expression's object): the source has no name for it, only the memory it is.
 */
export function throughComputedPointer(p: Place): boolean {
  let q = p;
  while (q.k === 'field' || q.k === 'index') q = q.base;
  return q.k === 'deref' && isTempLoad(q.ptr);
}

/** The call whose result the temporary `e` loads holds, as `name.temp` says it (`get_conf()`). */
function tempCall(e: Expr, name: VarName): string | undefined {
  return e.k === 'load' && e.place.k === 'var' ? name.temp?.(e.place.id) : undefined;
}

/** The value of a lowering temporary (`#t1`). */
function isTempLoad(e: Expr): boolean {
  return e.k === 'load' && e.place.k === 'var' && e.place.id.startsWith('#');
}

/**
 * A lambda's body reaches what it captured by reference through the closure (`*closure->&x`):
 * the source calls that object `x`.
 */
function capturedThrough(p: Place): string | undefined {
  if (p.k !== 'deref' || p.ptr.k !== 'load' || p.ptr.place.k !== 'field') return undefined;
  return isClosureRecord(p.ptr.place.record) ? refCaptured(p.ptr.place.field) : undefined;
}

/** A by-value capture's value (a copied pointer, `this`) as the lambda's body names it. */
function capturedCopy(e: Expr): string | undefined {
  if (e.k !== 'load' || e.place.k !== 'field' || !isClosureRecord(e.place.record)) return undefined;
  return refCaptured(e.place.field) === undefined ? e.place.field : undefined;
}

/** A closure's own field, which the source never names: the lambda's copy or reference. */
const CAPTURE_PHRASE = /the lambda's (?:copy of|reference to) /g;

function closureField(field: string): string {
  const referent = refCaptured(field);
  return referent !== undefined ? `the lambda's reference to ${referent}` : `the lambda's copy of ${field}`;
}

/** The call `e` is as the source wrote it, when it compares bookkeeping read by one with 0 (`v.empty()`). */
function zeroTest(e: Expr): { holder: Place; call: string } | undefined {
  if (e.k !== 'binary' || e.op !== '==' || e.left.k !== 'load' || e.left.place.k !== 'field')
    return undefined;
  const call = e.left.place.shownAs?.zero;
  const zero = e.right.k === 'int' && e.right.value === 0 && e.right.macro === undefined;
  return call && zero ? { holder: e.left.place.base, call } : undefined;
}

/**
 * The C++ model headers keep a container's elements and size and a smart pointer's pointer in
 * members with reserved names (`_M_elems`, `_M_size`, `_M_ptr`); the source names the holder.
 */
function isReservedMember(field: string): boolean {
  return field.startsWith('_M_');
}

/**
 * A container index the lowering counts from the container's start (`_M_first + 2` for `v[2]`):
 * the position the source wrote, or the index itself.
 */
function positionFromStart(e: Expr): Expr {
  return e.k === 'binary' && e.op === '+' && e.left.k === 'load' && placeReadsReservedMember(e.left.place)
    ? e.right
    : e;
}

/** An index the container models compute: any position (`nondet`), or one from a reserved member (the size). */
function isModelIndex(e: Expr): boolean {
  switch (e.k) {
    case 'nondet':
      return true;
    case 'load':
      return placeReadsReservedMember(e.place);
    case 'binary':
      return isModelIndex(e.left) || isModelIndex(e.right);
    case 'unary':
    case 'cast':
      return isModelIndex(e.arg);
    default:
      return false;
  }
}

function placeReadsReservedMember(p: Place): boolean {
  return p.k === 'field' && (isReservedMember(p.field) || placeReadsReservedMember(p.base));
}

/** The object holding a reserved member, as the source writes it (`v`, `(*pv)`). */
function holderOf(base: Place, name: VarName): string {
  // A lambda's copy of a smart pointer or container is, inside its body, the name it captured.
  if (base.k === 'field' && isClosureRecord(base.record) && refCaptured(base.field) === undefined)
    return base.field;
  if (base.k !== 'deref' || base.implicit) return placeWith(base, name, true);
  // What a lambda captured by reference is, in its body, the object the capture names.
  const captured = capturedThrough(base);
  if (captured !== undefined) return captured;
  const ptr = exprWith(base.ptr, name, true);
  return base.ptr.k === 'load' || base.ptr.k === 'addr' ? `(*${ptr})` : `(*(${ptr}))`;
}

function printAccesses(as: Access[]): string {
  if (as.length === 0) return '';
  return `  {${as.map((a) => `${a.kind === 'read' ? 'R' : 'W'}${a.atomic ? 'a' : ''} ${printPlace(a.place)} @${a.range.line}:${a.range.column}`).join(', ')}}`;
}

const dst = (d: Place | undefined): string => (d ? `${printPlace(d)} = ` : '');
const args = (as: Expr[]): string => as.map(printExpr).join(', ');

function printInstr(i: Instr): string {
  switch (i.op) {
    case 'assign':
      return `${printPlace(i.dst)} = ${printExpr(i.src)}`;
    case 'call':
      return `${dst(i.dst)}call ${printExpr(i.callee)}(${args(i.args)})${i.model ? ` [${i.model}]` : ''}`;
    case 'alloc':
      return `${dst(i.dst)}alloc ${i.fn}${i.size ? `(${printExpr(i.size)})` : ''}`;
    case 'free':
      return `free ${printExpr(i.ptr)}`;
    case 'lock':
      return `lock${i.mode === 'shared' ? '.shared' : ''} ${printExpr(i.lock)}`;
    case 'trylock':
      return `${dst(i.dst)}trylock${i.mode === 'shared' ? '.shared' : ''} ${printExpr(i.lock)} (success=${i.success})`;
    case 'unlock':
      return `unlock ${printExpr(i.lock)}`;
    case 'lock-init':
      return `lock-init ${printExpr(i.lock)}`;
    case 'lock-destroy':
      return `lock-destroy ${printExpr(i.lock)}`;
    case 'spawn':
      return `${dst(i.dst)}${i.signal ? 'signal-handler ' : ''}spawn ${printExpr(i.entry)}(${printExpr(i.arg)})${i.handle ? ` -> *${printExpr(i.handle)}` : ''}`;
    case 'join':
      return `${dst(i.dst)}join ${printExpr(i.handle)}`;
    case 'detach':
      return `detach ${printExpr(i.handle)}`;
    case 'self':
      return `${dst(i.dst)}self`;
    case 'cond-wait':
      return `${dst(i.dst)}wait ${printExpr(i.cond)}, ${printExpr(i.lock)}`;
    case 'cond-signal':
      return `${i.broadcast ? 'broadcast' : 'signal'} ${printExpr(i.cond)}`;
    case 'barrier-init':
      return `barrier-init ${printExpr(i.barrier)}, ${printExpr(i.count)}`;
    case 'barrier-wait':
      return `${dst(i.dst)}barrier-wait ${printExpr(i.barrier)}`;
    case 'once':
      return `once ${printExpr(i.flag)}, ${printExpr(i.entry)}`;
    case 'sem-init':
      return `sem-init ${printExpr(i.sem)}, ${printExpr(i.count)}`;
    case 'sem-wait':
      return `${dst(i.dst)}sem-${i.try ? 'trywait' : 'wait'} ${printExpr(i.sem)}`;
    case 'sem-post':
      return `sem-post ${printExpr(i.sem)}`;
    case 'atomic': {
      const parts = [
        i.object && printExpr(i.object),
        i.expected && `expected ${printExpr(i.expected)}`,
        i.compare && `compare ${printExpr(i.compare)}`,
        i.value && printExpr(i.value),
        i.returnsNew && 'returns new',
        i.returnsOld && 'returns old',
      ].filter(Boolean);
      return `${dst(i.dst)}atomic.${i.kind}${i.rmwOp ? `[${i.rmwOp}]` : ''}.${i.order} ${parts.join(', ')}`;
    }
    case 'atomic-begin':
      return 'atomic-begin';
    case 'atomic-end':
      return 'atomic-end';
    case 'assume':
      return `assume ${printExpr(i.cond)}`;
  }
}

function printTerminator(t: Terminator): string {
  switch (t.k) {
    case 'goto':
      return `goto bb${t.target}`;
    case 'branch':
      return `if ${printExpr(t.cond)} then bb${t.then} else bb${t.else}`;
    case 'switch':
      return `switch ${printExpr(t.value)} [${t.cases.map((c) => `${c.lo === c.hi ? c.lo : `${c.lo}...${c.hi}`}: bb${c.target}`).join(', ')}] default bb${t.default}`;
    case 'return':
      return t.value ? `return ${printExpr(t.value)}` : 'return';
    case 'stop':
      return `stop (${t.why})`;
  }
}

function printInit(init: Initializer): string {
  if (init.k === 'expr') return printExpr(init.expr);
  return `{${init.items.map((i) => `${i.designator !== undefined ? `${typeof i.designator === 'number' ? `[${i.designator}]` : `.${i.designator}`} = ` : ''}${printInit(i.init)}`).join(', ')}}`;
}

function printVariable(v: Variable): string {
  const flags = [
    v.kind,
    v.threadLocal && 'thread-local',
    v.addressTaken && 'address-taken',
    v.externOnly && 'extern',
  ].filter(Boolean);
  return `${v.id}: ${typeToString(v.type)} [${flags.join(', ')}]${v.init ? ` = ${printInit(v.init)}` : ''}`;
}

function printBlock(b: Block, lines: string[]): void {
  lines.push(`  bb${b.id}:`);
  for (const i of b.instrs)
    lines.push(
      `    ${printInstr(i).padEnd(40)} ; ${i.range.line}:${i.range.column}${printAccesses(i.accesses)}`,
    );
  lines.push(
    `    ${printTerminator(b.term).padEnd(40)} ; ${b.term.range.line}:${b.term.range.column}${printAccesses(b.term.accesses)}`,
  );
}

export function printFunction(f: IrFunction): string {
  const params = f.params.map((p) => {
    const v = f.vars.find((x) => x.id === p);
    return `${p}: ${v ? typeToString(v.type) : '?'}`;
  });
  const lines = [
    `fn ${f.id}(${params.join(', ')}${f.variadic ? ', ...' : ''}) -> ${typeToString(f.returnType)}  ; ${f.file}:${f.range.line}`,
  ];
  const locals = f.vars.filter((v) => v.kind === 'local');
  if (locals.length)
    lines.push(
      `  locals: ${locals.map((v) => `${v.id}: ${typeToString(v.type)}${v.addressTaken ? ' [address-taken]' : ''}`).join(', ')}`,
    );
  for (const b of f.blocks) printBlock(b, lines);
  return lines.join('\n');
}

export function printProgram(
  p: Program,
  opts: { onlyFile?: (file: string) => boolean; onlyFunction?: (name: string, id: string) => boolean } = {},
): string {
  const keep = opts.onlyFile ?? (() => true);
  const keepFn = opts.onlyFunction ?? (() => true);
  const out: string[] = [];
  const globals = [...p.globals.values()].filter((g) => !g.range || keep(g.range.file));
  if (globals.length && !opts.onlyFunction) {
    out.push('globals:');
    for (const g of globals) out.push(`  ${printVariable(g)}`);
    out.push('');
  }
  for (const f of p.functions.values()) {
    if (!keep(f.file) || !keepFn(f.name, f.id)) continue;
    out.push(printFunction(f), '');
  }
  for (const s of p.skipped) out.push(`skipped ${s.name} at ${s.file}:${s.range.line}: ${s.reason}`);
  return out.join('\n');
}

/** A type as C spells it (`struct account*`, `int[3][4]`, `const char*`). */
function typeToString(t: Type): string {
  const q = `${t.atomic ? '_Atomic ' : ''}${t.const ? 'const ' : ''}${t.volatile ? 'volatile ' : ''}`;
  switch (t.k) {
    case 'void':
      return `${q}void`;
    case 'int':
    case 'float':
      return `${q}${t.name}`;
    case 'ptr':
      return `${typeToString(t.to)}*${q ? ` ${q.trim()}` : ''}`;
    case 'array': {
      // C order: `int[3][4]` is an array of 3 arrays of 4 ints.
      let dims = '';
      let e: Type = t;
      while (e.k === 'array') {
        dims += `[${e.length ?? ''}]`;
        e = e.of;
      }
      return `${typeToString(e)}${dims}`;
    }
    case 'record':
      return `${q}${t.union ? 'union' : 'struct'} ${t.key}`;
    case 'func':
      return `${typeToString(t.ret)}(${t.params.map(typeToString).join(', ')}${t.variadic ? ', ...' : ''})`;
    case 'named':
      return `${q}${t.name}`;
    case 'unknown':
      return `${q}?`;
  }
}

/** A local the lowering declared under a name no identifier has (a range-for's `range.i`). */
function isHiddenLocal(id: string): boolean {
  return id.startsWith('%') && !/^[A-Za-z_]\w*$/.test(id.slice(1).replace(/\.\d+$/, ''));
}
