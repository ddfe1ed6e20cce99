/**
 * Expression lowering. `rvalue` returns a side-effect-free expression and emits instructions for
 * every side effect (calls, assignments, increments) in evaluation order; `lvalue` returns a place
 * whose index and pointer sub-expressions are already side-effect free; `condition` lowers a
 * controlling expression straight into branches, so `&&`, `||`, `!` and `?:` short-circuit.
 */

import { commonKind, convertToInt, intBinary, intKind, intUnary, promotedKind } from '../../ir/ints.js';
import { alignOf, fieldOffset, sizeOf } from '../../ir/layout.js';
import type { BinaryOp, BranchWriting, Expr, IntKind, Place, Type } from '../../ir/types.js';
import type { SyntaxNode } from '../parse/index.js';
import { lowerCall } from './call.js';
import type { TermBody } from './cfg.js';
import { isIntegral, pointee, ptrTo, T } from './ctypes.js';
import {
  binaryConst,
  charValue,
  evalConst,
  evalSignedConst,
  namedOperandType,
  parseIntLiteral,
  typeDescriptor,
} from './decl.js';
import { derefOf, type FnLowering, intConst, loadOf } from './function.js';
import { completeArrayType, lowerInitializer } from './init.js';
import { evaluateArraySizes, lowerStatementExpression } from './stmt.js';

export interface Val {
  e: Expr;
  t: Type;
}

export interface LVal {
  p: Place;
  t: Type;
}

const ZERO: Expr = intConst(0);

const NONDET = (why: string, t: Type = T.int): Val => ({ e: { k: 'nondet', why }, t });

const COMPARISONS = new Set(['==', '!=', '<', '<=', '>', '>=']);
const BINARY_OPS = new Set(['+', '-', '*', '/', '%', '<<', '>>', '&', '|', '^', ...COMPARISONS]);

function unwrap(node: SyntaxNode): SyntaxNode {
  let n = node;
  while (
    n.type === 'parenthesized_expression' &&
    n.namedChildCount === 1 &&
    n.namedChildren[0]!.type !== 'compound_statement'
  ) {
    n = n.namedChildren[0]!;
  }
  return n;
}

/** Lowers an expression evaluated only for its side effects (expression statements). */
export function effect(fl: FnLowering, node: SyntaxNode): void {
  const n = unwrap(node);
  if (fl.cx.language.effect?.(fl, n)) return;
  switch (n.type) {
    case 'assignment_expression':
      assignment(fl, n, false);
      return;
    case 'update_expression':
      update(fl, n, false);
      return;
    case 'call_expression':
      lowerCall(fl, n, false);
      return;
    case 'comma_expression':
      effect(fl, n.childForFieldName('left')!);
      effect(fl, n.childForFieldName('right')!);
      return;
    case 'cast_expression':
      effect(fl, n.childForFieldName('value')!);
      return;
    case 'conditional_expression': {
      const then = fl.cfg.newBlock();
      const other = fl.cfg.newBlock();
      const join = fl.cfg.newBlock();
      const cons = n.childForFieldName('consequence');
      if (cons) {
        condition(fl, n.childForFieldName('condition')!, then.id, other.id);
        fl.cfg.switchTo(then);
        effect(fl, cons);
      } else {
        // `a ?: b`: `a` is evaluated once, and is the value when non-zero.
        condition(fl, n.childForFieldName('condition')!, join.id, other.id);
        fl.cfg.switchTo(then);
      }
      fl.cfg.enter(join, fl.range(n));
      fl.cfg.switchTo(other);
      effect(fl, n.childForFieldName('alternative')!);
      fl.cfg.enter(join, fl.range(n));
      return;
    }
    case 'binary_expression': {
      const op = n.childForFieldName('operator')?.text;
      if (op === '&&' || op === '||') {
        const rhs = fl.cfg.newBlock();
        const join = fl.cfg.newBlock();
        const left = n.childForFieldName('left')!;
        if (op === '&&') condition(fl, left, rhs.id, join.id);
        else condition(fl, left, join.id, rhs.id);
        fl.cfg.switchTo(rhs);
        effect(fl, n.childForFieldName('right')!);
        fl.cfg.enter(join, fl.range(n));
        return;
      }
      break;
    }
  }
  const v = rvalue(fl, n);
  // Reads performed by a discarded value still happen: give them an instruction to live on
  // (dropped when the function ends if they all turn out to be private).
  if (fl.cfg.pending.length) {
    const dst = fl.newTemp(v.t);
    fl.discarded.add(dst.k === 'var' ? dst.id : '');
    fl.cfg.emit({ op: 'assign', dst, src: v.e }, fl.range(n));
  }
}

/**
 * Branches to `then` when the expression is non-zero, else to `other`. `nots`: how many `!` the
 * source wrote around this test (each swaps the targets), which the branch keeps, with whether
 * the `!= 0` is the lowering's, so that reports quote the test as the source writes it (`!in`).
 */
export function condition(fl: FnLowering, node: SyntaxNode, then: number, other: number, nots = 0): void {
  let n = unwrap(node);
  const conditionClause = fl.cx.language.conditionClause;
  if (n.type === 'condition_clause' && conditionClause) {
    const r = conditionClause(fl, n);
    if ('val' in r) {
      fl.cfg.terminate(branchOn(r.val.e, then, other, nots), fl.range(n));
      return;
    }
    n = unwrap(r);
  }
  const range = fl.range(n);
  if (n.type === 'binary_expression') {
    const op = n.childForFieldName('operator')?.text;
    if (op === '&&' || op === '||') {
      const mid = fl.cfg.newBlock();
      if (op === '&&') condition(fl, n.childForFieldName('left')!, mid.id, other);
      else condition(fl, n.childForFieldName('left')!, then, mid.id);
      fl.cfg.switchTo(mid);
      condition(fl, n.childForFieldName('right')!, then, other);
      return;
    }
  }
  if (n.type === 'unary_expression' && n.childForFieldName('operator')?.text === '!') {
    condition(fl, n.childForFieldName('argument')!, other, then, nots + 1);
    return;
  }
  if (n.type === 'comma_expression') {
    effect(fl, n.childForFieldName('left')!);
    condition(fl, n.childForFieldName('right')!, then, other, nots);
    return;
  }
  const c = evalSignedConst(fl.cx, fl.scope, n);
  if (c !== undefined) {
    fl.cfg.terminate({ k: 'goto', target: c ? then : other }, range);
    return;
  }
  const v = truthOf(fl, rvalue(fl, n));
  const folded = foldedComparison(v.e);
  if (folded !== undefined) {
    fl.cfg.terminate({ k: 'goto', target: folded ? then : other }, range);
    return;
  }
  fl.cfg.terminate(branchOn(v.e, then, other, nots), range);
}

/**
 * An object of a class tested or compared stands for the scalar its language says (a
 * std::function for the function it holds: `if (cb)` tests that, not the object as a number).
 */
function truthOf(fl: FnLowering, v: Val): Val {
  return v.t.k === 'record' ? (fl.cx.language.truthValue?.(fl, v) ?? v) : v;
}

/** A branch on `e` being non-zero, with how the source wrote the test (`condition`). */
function branchOn(e: Expr, then: number, other: number, nots: number): TermBody {
  const cond = truthy(e);
  const written: BranchWriting = {
    ...(nots > 0 ? { nots } : {}),
    ...(cond !== e ? { bare: true as const } : {}),
  };
  return { k: 'branch', cond, then, else: other, ...(written.nots || written.bare ? { written } : {}) };
}

/** A constant condition the typed lowering computed (`sizeof(long) == 8`, `-1 < 0u`). */
function foldedComparison(e: Expr): number | undefined {
  if (e.k === 'int') return e.value;
  if (e.k !== 'binary' || !e.int || e.left.k !== 'int' || e.right.k !== 'int' || !COMPARISONS.has(e.op))
    return undefined;
  return intBinary(e.op, e.left.value, e.right.value, e.int);
}

/** A condition in canonical form: comparisons stay, anything else becomes `e != 0`. */
function truthy(e: Expr): Expr {
  if (e.k === 'binary' && COMPARISONS.has(e.op)) return e;
  if (e.k === 'unary' && e.op === '!') return e;
  return { k: 'binary', op: '!=', left: e, right: intConst(0) };
}

/** `sizeof` / `_Alignof` of a type or an expression: a constant where the layout is known. */
function sizeOrAlignment(fl: FnLowering, n: SyntaxNode): Val {
  const tn = n.childForFieldName('type');
  let t: Type | undefined;
  if (tn) {
    t = typeDescriptor(fl.cx, fl.scope, tn);
    // `sizeof(int[n])` evaluates its variable length: it reads n.
    evaluateArraySizes(fl, tn.childForFieldName('declarator'));
  } else {
    // The operand of sizeof is not evaluated: lower it into a scratch function.
    t = typeOfUnevaluated(fl, n.childForFieldName('value')!);
  }
  const size = n.type === 'sizeof_expression' ? sizeOf(t, fl.cx.records) : alignOf(t, fl.cx.records);
  return size === undefined
    ? NONDET('sizeof: operand type unknown', T.ulong)
    : { e: intConst(size), t: T.ulong };
}

/** `offsetof(T, m)`: a constant where the layout is known, so that container_of can find its way back. */
function offsetOf(fl: FnLowering, n: SyntaxNode): Val {
  const tn = n.childForFieldName('type');
  const member = n.childForFieldName('member');
  const t = tn ? typeDescriptor(fl.cx, fl.scope, tn) : undefined;
  const at = t?.k === 'record' && member ? fieldOffset(t.key, member.text, fl.cx.records) : undefined;
  return at === undefined ? NONDET('offsetof', T.ulong) : { e: intConst(at), t: T.ulong };
}

export function rvalue(fl: FnLowering, node: SyntaxNode): Val {
  const v = lowerRvalue(fl, node);
  if (v.e.k !== 'int') return v;
  const macro = wholeMacro(fl.cx, node);
  return macro === undefined ? v : { e: { k: 'int', value: v.e.value, macro }, t: v.t };
}

/**
 * The macro whose whole expansion `node` is, when every token of it comes from the macro's body
 * (`NULL`, `EOF`, a user's `#define LIMIT 10`): the source's word for a constant, which reports
 * quote (`name == NULL`, not `name == 0`). Undefined for a literal written out, for part of an
 * expansion, and for an expansion with arguments (`NEG(1)`: its `1` is the argument's own token).
 */
function wholeMacro(cx: FnLowering['cx'], node: SyntaxNode): string | undefined {
  const { startIndex: from, endIndex: to } = node;
  if (to - from > 200) return undefined;
  const first = cx.locate(from);
  if (first.macro === undefined) return undefined;
  const same = (o: number | undefined) => {
    if (o === undefined) return false;
    const p = cx.locate(o);
    return (
      p.macro === first.macro && p.file === first.file && p.line === first.line && p.column === first.column
    );
  };
  // Every character maps to the use site (a token from an argument maps to its own place) ...
  for (let o = from + 1; o < to; o++) if (!same(o)) return undefined;
  // ... and the tokens around it do not.
  if (same(node.nonBlankFrom(from - 1, -1)) || same(node.nonBlankFrom(to, 1))) return undefined;
  return first.macro;
}

function lowerRvalue(fl: FnLowering, node: SyntaxNode): Val {
  const n = unwrap(node);
  const v = fl.cx.language.rvalue?.(fl, n);
  if (v) return v;
  switch (n.type) {
    case 'number_literal': {
      const v = parseIntLiteral(n.text);
      // The grammar reads `-1u` as one literal: the negation of 1u, computed in 1u's type.
      if (v !== undefined && v < 0)
        return unaryArithmetic('-', { e: intConst(-v), t: literalType(n.text, -v) });
      if (v !== undefined) return { e: intConst(v), t: literalType(n.text, v) };
      return { e: { k: 'float', value: Number.parseFloat(n.text) }, t: T.double };
    }
    case 'char_literal': {
      // Its value, spelt as the source writes it (`c != '\0'`, not `c != 0`) where reports quote it.
      const value = charValue(n.text);
      return value === undefined
        ? { e: intConst(0), t: T.char }
        : { e: { k: 'int', value, macro: n.text }, t: T.char };
    }
    case 'string_literal':
    case 'concatenated_string':
    case 'raw_string_literal':
      return { e: { k: 'str', value: n.text }, t: ptrTo(T.char) };
    case 'true':
      return { e: intConst(1), t: T.bool };
    case 'false':
      return { e: intConst(0), t: T.bool };
    case 'null':
    case 'nullptr':
      return { e: intConst(0), t: ptrTo(T.void) };
    case 'identifier':
      return identifier(fl, n);
    case 'parenthesized_expression': {
      const inner = n.namedChildren[0];
      if (inner?.type === 'compound_statement') return lowerStatementExpression(fl, inner);
      return inner ? rvalue(fl, inner) : NONDET('empty parentheses');
    }
    case 'extension_expression':
      return rvalue(fl, n.namedChildren[0]!);
    case 'assignment_expression':
      return assignment(fl, n, true)!;
    case 'update_expression':
      return update(fl, n, true)!;
    case 'call_expression':
      return lowerCall(fl, n, true) ?? { e: intConst(0), t: T.void };
    case 'comma_expression':
      effect(fl, n.childForFieldName('left')!);
      return rvalue(fl, n.childForFieldName('right')!);
    case 'cast_expression':
      return castValue(
        fl,
        typeDescriptor(fl.cx, fl.scope, n.childForFieldName('type')!),
        n.childForFieldName('value')!,
      );
    case 'unary_expression': {
      const op = n.childForFieldName('operator')!.text;
      const v = rvalue(fl, n.childForFieldName('argument')!);
      if (op === '+') return v;
      if (op === '!') return { e: { k: 'unary', op, arg: v.e }, t: T.int };
      if (op === '-' || op === '~') return unaryArithmetic(op, v);
      return v;
    }
    case 'binary_expression':
      return binary(fl, n);
    case 'conditional_expression':
      return conditional(fl, n);
    case 'pointer_expression': {
      const op = n.childForFieldName('operator')!.text;
      const arg = n.childForFieldName('argument')!;
      if (op === '&') return addressOf(fl, arg);
      return placeValue(fl, lvalue(fl, n), n);
    }
    case 'field_expression':
    case 'subscript_expression':
      return placeValue(fl, lvalue(fl, n), n);
    case 'compound_literal_expression':
      return placeValue(fl, lvalue(fl, n), n);
    case 'sizeof_expression':
    case 'alignof_expression':
      return sizeOrAlignment(fl, n);
    case 'offsetof_expression':
      return offsetOf(fl, n);
    case 'generic_expression':
      return genericSelection(fl, n);
    case 'gnu_asm_expression':
      fl.reportOnce('asm', n, 'inline assembly is not modelled: its effects on memory are ignored');
      return NONDET('asm');
    case 'initializer_list':
      return NONDET('initializer list outside a declaration');
    default:
      fl.reportOnce(`syntax:${n.type}`, n, `'${n.type}' is not lowered yet; its value is unknown`);
      return NONDET(n.type);
  }
}

function identifier(fl: FnLowering, n: SyntaxNode): Val {
  const name = n.text;
  const b = fl.scope.lookup(name);
  if (!b) {
    if (name === '__func__' || name === '__FUNCTION__' || name === '__PRETTY_FUNCTION__')
      return { e: { k: 'str', value: fl.name }, t: ptrTo(T.char) };
    return placeValue(fl, undeclared(fl, n), n);
  }
  switch (b.k) {
    case 'const':
      return { e: intConst(b.value), t: b.type };
    case 'fn':
      return { e: { k: 'fn', id: b.id }, t: b.type };
    case 'typedef':
      return NONDET('type name used as a value');
    case 'var':
      return placeValue(fl, { p: fl.varPlace(b.id), t: b.type }, n);
    case 'member':
    case 'capture':
      return placeValue(fl, lvalue(fl, n), n);
  }
}

/**
 * An identifier declared nowhere the unit can see (an unknown header, a missing include): treated
 * as an external object of unknown type, so accesses to it are still tracked.
 */
function undeclared(fl: FnLowering, n: SyntaxNode): LVal {
  const name = n.text;
  if (!fl.cx.globals.has(name)) {
    const r = fl.range(n);
    fl.cx.globals.set(name, { id: name, name, kind: 'global', type: T.unknown, externOnly: true, range: r });
    fl.cx.diags.warning(
      'undeclared-identifier',
      `'${name}' is not declared in this unit; treated as an external object`,
      {
        file: r.file,
        line: r.line,
        column: r.column,
      },
    );
  }
  fl.cx.fileScope.names.set(name, { k: 'var', id: name, type: T.unknown });
  return { p: fl.varPlace(name), t: T.unknown };
}

/** Reading a place: arrays decay to a pointer to their first element, functions to their address. */
export function placeValue(fl: FnLowering, lv: LVal, node: SyntaxNode): Val {
  if (lv.t.k === 'array') {
    // An array decays to the address of its first element: `*a` and `a->f` are `a[0]`.
    fl.markAddressTaken(lv.p);
    return { e: { k: 'addr', place: { k: 'index', base: lv.p, index: ZERO } }, t: ptrTo(lv.t.of) };
  }
  if (lv.t.k === 'func') {
    if (lv.p.k === 'deref') return { e: lv.p.ptr, t: ptrTo(lv.t) };
    return { e: { k: 'addr', place: lv.p }, t: ptrTo(lv.t) };
  }
  fl.read(lv.p, lv.t, node);
  return { e: loadOf(lv.p), t: lv.t };
}

function addressOf(fl: FnLowering, arg: SyntaxNode): Val {
  const a = unwrap(arg);
  if (a.type === 'identifier') {
    const b = fl.scope.lookup(a.text);
    if (b?.k === 'fn') return { e: { k: 'fn', id: b.id }, t: ptrTo(b.type) };
    if (!b && fl.labelNames.has(a.text)) return NONDET('label address', ptrTo(T.void));
  }
  const lv = lvalue(fl, a);
  if (lv.p.k === 'deref') return { e: lv.p.ptr, t: ptrTo(lv.t) };
  fl.markAddressTaken(lv.p);
  return { e: { k: 'addr', place: lv.p }, t: ptrTo(lv.t) };
}

/** Lowers an lvalue; non-lvalues are materialised into a temporary. */
export function lvalue(fl: FnLowering, node: SyntaxNode): LVal {
  const n = unwrap(node);
  const lv = fl.cx.language.lvalue?.(fl, n);
  if (lv) return lv;
  switch (n.type) {
    case 'identifier': {
      const b = fl.scope.lookup(n.text);
      if (b?.k === 'var') return { p: fl.varPlace(b.id), t: b.type };
      if (!b) return undeclared(fl, n);
      break;
    }
    case 'pointer_expression': {
      if (n.childForFieldName('operator')!.text !== '*') break;
      const v = rvalue(fl, n.childForFieldName('argument')!);
      return { p: derefOf(v.e), t: v.t.k === 'func' ? v.t : pointee(v.t) };
    }
    case 'field_expression': {
      const op = n.childForFieldName('operator')!.text;
      const field = n.childForFieldName('field')!.text;
      const arg = n.childForFieldName('argument')!;
      let base: LVal;
      if (op === '->') {
        const v = rvalue(fl, arg);
        base = { p: derefOf(v.e), t: pointee(v.t) };
      } else {
        base = lvalue(fl, arg);
      }
      return fieldOf(fl, base, field);
    }
    case 'subscript_expression': {
      let arrNode = n.childForFieldName('argument')!;
      let idxNode = n.childForFieldName('index')!;
      // `i[a]` is `a[i]`.
      const arrType = peekType(fl, arrNode);
      if (arrType && isIntegral(arrType)) [arrNode, idxNode] = [idxNode, arrNode];
      const base = unwrap(arrNode);
      let arr: LVal;
      if (isArrayLvalue(fl, base)) {
        arr = lvalue(fl, base);
        const idx = rvalue(fl, idxNode);
        return {
          p: { k: 'index', base: arr.p, index: idx.e },
          t: arr.t.k === 'array' ? arr.t.of : T.unknown,
        };
      }
      const ptr = rvalue(fl, base);
      const idx = rvalue(fl, idxNode);
      // `p[i]` through a pointer: the source writes no `*` (reports say `p[i]`, not `*p[i]`).
      const through = derefOf(ptr.e);
      const written: Place = through.k === 'deref' ? { ...through, subscript: true } : through;
      return { p: { k: 'index', base: written, index: idx.e }, t: pointee(ptr.t) };
    }
    case 'compound_literal_expression': {
      const t = completeArrayType(
        fl,
        typeDescriptor(fl.cx, fl.scope, n.childForFieldName('type')!),
        n.childForFieldName('value'),
      );
      const v = fl.declareLocal(`compound.${n.startIndex}`, t, 'local', n);
      const place = fl.varPlace(v.id);
      lowerInitializer(fl, place, t, n.childForFieldName('value')!);
      return { p: place, t };
    }
    case 'cast_expression':
      // GNU: a cast of an lvalue is still that lvalue in `(T)x = ...`.
      return lvalue(fl, n.childForFieldName('value')!);
  }
  const v = rvalue(fl, n);
  const tmp = fl.newTemp(v.t);
  fl.cfg.emit({ op: 'assign', dst: tmp, src: v.e }, fl.range(n));
  return { p: tmp, t: v.t };
}

function fieldOf(fl: FnLowering, base: LVal, field: string): LVal {
  if (base.t.k === 'record') {
    const def = fl.cx.records.get(base.t.key);
    const f = def?.fields.find((x) => x.name === field);
    return { p: { k: 'field', base: base.p, field, record: base.t.key }, t: f?.type ?? T.unknown };
  }
  return { p: { k: 'field', base: base.p, field }, t: T.unknown };
}

/** Whether the subscripted operand is an array object (indexed in place) rather than a pointer. */
function isArrayLvalue(fl: FnLowering, n: SyntaxNode): boolean {
  const t = peekType(fl, n);
  return t?.k === 'array';
}

/**
 * The static type of an expression without lowering it (no instructions, no accesses), for the
 * few decisions that need it before evaluation. Undefined when it cannot be told cheaply.
 */
function peekType(fl: FnLowering, node: SyntaxNode): Type | undefined {
  const n = unwrap(node);
  switch (n.type) {
    case 'identifier': {
      const b = fl.scope.lookup(n.text);
      return b?.k === 'var' || b?.k === 'fn' || b?.k === 'const' ? b.type : undefined;
    }
    case 'number_literal':
    case 'char_literal':
      return T.int;
    case 'field_expression': {
      const argT = peekType(fl, n.childForFieldName('argument')!);
      if (!argT) return undefined;
      const rec = n.childForFieldName('operator')!.text === '->' ? pointee(argT) : argT;
      if (rec.k !== 'record') return undefined;
      const name = n.childForFieldName('field')!.text;
      return fl.cx.records.get(rec.key)?.fields.find((f) => f.name === name)?.type;
    }
    case 'subscript_expression': {
      const t = peekType(fl, n.childForFieldName('argument')!);
      return t ? pointee(t) : undefined;
    }
    case 'pointer_expression': {
      const t = peekType(fl, n.childForFieldName('argument')!);
      if (!t) return undefined;
      return n.childForFieldName('operator')!.text === '*' ? pointee(t) : ptrTo(t);
    }
    case 'cast_expression':
      return typeDescriptor(fl.cx, fl.scope, n.childForFieldName('type')!);
    case 'compound_literal_expression':
      return typeDescriptor(fl.cx, fl.scope, n.childForFieldName('type')!);
    default:
      return undefined;
  }
}

function typeOfUnevaluated(fl: FnLowering, n: SyntaxNode): Type {
  return namedOperandType(fl.scope, n) ?? peekType(fl, n) ?? T.unknown;
}

/**
 * The type of an integer literal (C11 6.4.4.1, LP64): the first of int, long (and for octal and
 * hexadecimal ones their unsigned twins) that holds it; a `u` suffix makes it unsigned, an `l` at
 * least long.
 */
function literalType(text: string, value: number): Type {
  const suffix = /[uUlLzZ]*$/.exec(text)![0];
  const unsigned = /u/i.test(suffix);
  const decimal = /^[-+]?\s*[1-9]/.test(text) || /^[-+]?\s*0[uUlLzZ]*$/.test(text);
  if (!/l/i.test(suffix)) {
    if (!unsigned && value <= 0x7fffffff) return T.int;
    if ((unsigned || !decimal) && value <= 0xffffffff) return T.uint;
  }
  if (!unsigned && value <= Number.MAX_SAFE_INTEGER) return T.long;
  return unsigned || !decimal ? T.ulong : T.long;
}

/** The type an integer kind names (the promoted types arithmetic results have). */
function kindType(k: IntKind): Type {
  if (k.bits === 32) return k.signed ? T.int : T.uint;
  if (k.bits === 64) return k.signed ? T.long : T.ulong;
  return {
    k: 'int',
    name: `${k.signed ? '' : 'unsigned '}__int${k.bits}`,
    bytes: k.bits / 8,
    signed: k.signed,
  };
}

/** `-x`, `~x`: computed in the promoted operand type, folded when constant and defined. */
function unaryArithmetic(op: '-' | '~', v: Val): Val {
  const k = promotedKind(v.t);
  if (!k) {
    if (op === '-' && v.e.k === 'int') return { e: intConst(-v.e.value), t: v.t };
    return { e: { k: 'unary', op, arg: v.e }, t: v.t };
  }
  const folded = v.e.k === 'int' ? intUnary(op, v.e.value, k) : undefined;
  if (folded !== undefined) return { e: intConst(folded), t: kindType(k) };
  return { e: { k: 'unary', op, arg: v.e, int: k }, t: kindType(k) };
}

/**
 * A value stored into, passed as or returned as an object of type `to`: converted as C converts
 * it (an explicit cast node the model checker wraps with) when `to` is an integer type that may
 * not hold every value of the value's type. Pointers, records and values that fit stay as they are.
 */
export function convertedTo(v: Val, to: Type): Expr {
  if (to.k !== 'int' || !mayNotFit(v.t, to)) return v.e;
  if (v.e.k === 'nondet') return v.e;
  const folded = v.e.k === 'int' ? convertToInt(v.e.value, to) : undefined;
  if (folded !== undefined) return intConst(folded);
  return { k: 'cast', to, arg: v.e };
}

function mayNotFit(from: Type, to: Type & { k: 'int' }): boolean {
  if (from.k === 'ptr' || from.k === 'array' || from.k === 'func' || from.k === 'record') return false;
  if (from.k !== 'int') return true;
  const isBool = (t: Type) => t.k === 'int' && (t.name === '_Bool' || t.name === 'bool');
  if (isBool(from)) return false;
  if (isBool(to)) return true;
  const a = intKind(from)!;
  const b = intKind(to)!;
  if (a.bits === b.bits) return a.signed !== b.signed;
  return a.bits > b.bits || (a.signed && !b.signed);
}

function binary(fl: FnLowering, n: SyntaxNode): Val {
  const op = n.childForFieldName('operator')!.text;
  if (op === '&&' || op === '||') return viaBranches(fl, n);
  const l = truthOf(fl, rvalue(fl, n.childForFieldName('left')!));
  const r = truthOf(fl, rvalue(fl, n.childForFieldName('right')!));
  if (!BINARY_OPS.has(op)) return NONDET(`operator ${op}`);
  const k = operationKind(op, l.t, r.t);
  const t = k && !COMPARISONS.has(op) ? kindType(k) : resultType(op, l.t, r.t);
  if (l.e.k === 'int' && r.e.k === 'int') {
    const folded = foldInt(op, l.e.value, r.e.value, k);
    if (folded !== undefined) return { e: intConst(folded), t };
  }
  return { e: { k: 'binary', op: op as BinaryOp, left: l.e, right: r.e, ...(k ? { int: k } : {}) }, t };
}

/** The integer type a binary operation computes in (see `Expr`'s `binary`), when both are integers. */
function operationKind(op: string, l: Type, r: Type): IntKind | undefined {
  if (op === '<<' || op === '>>') return intKind(r) ? promotedKind(l) : undefined;
  return commonKind(l, r);
}

/**
 * Folds + - * of constants (the rest stays an expression the later layers can read), in the
 * operation's integer type when it is known; an undefined result (signed overflow) is not folded.
 */
function foldInt(op: string, a: number, b: number, k: IntKind | undefined): number | undefined {
  if (op !== '+' && op !== '-' && op !== '*') return undefined;
  return k ? intBinary(op, a, b, k) : binaryConst(op, a, b);
}

function resultType(op: string, l: Type, r: Type): Type {
  if (COMPARISONS.has(op)) return T.int;
  if (l.k === 'ptr' || l.k === 'array')
    return op === '-' && (r.k === 'ptr' || r.k === 'array') ? T.long : l.k === 'ptr' ? l : ptrTo(l.of);
  if (r.k === 'ptr' || r.k === 'array') return r.k === 'ptr' ? r : ptrTo(r.of);
  if (l.k === 'float') return l;
  if (r.k === 'float') return r;
  if (l.k === 'int' && r.k === 'int') {
    if (l.bytes !== r.bytes) return l.bytes > r.bytes ? l : r;
    return l.signed ? r : l;
  }
  return l.k === 'unknown' ? r : l;
}

/** `a && b`, `a || b` and `c ? x : y` as values: a temporary assigned on each branch. */
function viaBranches(fl: FnLowering, n: SyntaxNode): Val {
  const tmp = fl.newTemp(T.int);
  const yes = fl.cfg.newBlock();
  const no = fl.cfg.newBlock();
  const join = fl.cfg.newBlock();
  const range = fl.range(n);
  condition(fl, n, yes.id, no.id);
  fl.cfg.switchTo(yes);
  fl.cfg.emit({ op: 'assign', dst: tmp, src: intConst(1) }, range);
  fl.cfg.enter(join, range);
  fl.cfg.switchTo(no);
  fl.cfg.emit({ op: 'assign', dst: tmp, src: intConst(0) }, range);
  fl.cfg.enter(join, range);
  return { e: loadOf(tmp), t: T.int };
}

function conditional(fl: FnLowering, n: SyntaxNode): Val {
  const range = fl.range(n);
  const cons = n.childForFieldName('consequence');
  const condNode = n.childForFieldName('condition')!;
  const then = fl.cfg.newBlock();
  const other = fl.cfg.newBlock();
  const join = fl.cfg.newBlock();
  let tmp: Place;
  let type: Type;
  if (!cons) {
    // `a ?: b`
    const a = rvalue(fl, condNode);
    tmp = fl.newTemp(a.t);
    type = a.t;
    fl.cfg.emit({ op: 'assign', dst: tmp, src: a.e }, range);
    fl.cfg.terminate({ k: 'branch', cond: truthy(loadOf(tmp)), then: join.id, else: other.id }, range);
  } else {
    condition(fl, condNode, then.id, other.id);
    fl.cfg.switchTo(then);
    const a = rvalue(fl, cons);
    tmp = fl.newTemp(a.t);
    type = a.t;
    fl.cfg.emit({ op: 'assign', dst: tmp, src: a.e }, range);
    fl.cfg.enter(join, range);
  }
  fl.cfg.switchTo(other);
  const b = rvalue(fl, n.childForFieldName('alternative')!);
  fl.cfg.emit({ op: 'assign', dst: tmp, src: b.e }, range);
  fl.cfg.enter(join, range);
  return { e: loadOf(tmp), t: type.k === 'void' || type.k === 'unknown' ? b.t : type };
}

const COMPOUND_OPS: Record<string, BinaryOp> = {
  '+=': '+',
  '-=': '-',
  '*=': '*',
  '/=': '/',
  '%=': '%',
  '<<=': '<<',
  '>>=': '>>',
  '&=': '&',
  '|=': '|',
  '^=': '^',
};

function assignment(fl: FnLowering, n: SyntaxNode, wantValue: boolean): Val | undefined {
  const op = n.childForFieldName('operator')!.text;
  const range = fl.range(n);
  const leftNode = n.childForFieldName('left')!;
  if (op === '=') {
    const rhs = rvalue(fl, n.childForFieldName('right')!);
    const lv = lvalue(fl, leftNode);
    let src = convertedTo(rhs, lv.t);
    if (wantValue && !isStable(src)) {
      // `a = b = c`: the value is what was stored, not a re-read of the target.
      const tmp = fl.newTemp(rhs.t);
      fl.cfg.emit({ op: 'assign', dst: tmp, src }, range);
      src = loadOf(tmp);
    }
    fl.cfg.emit({ op: 'assign', dst: lv.p, src }, range, fl.writeAccess(lv.p, lv.t, leftNode));
    return wantValue ? { e: src, t: lv.t } : undefined;
  }
  const bop = COMPOUND_OPS[op];
  const lv = lvalue(fl, leftNode);
  if (lv.t.atomic) {
    const rhs = rvalue(fl, n.childForFieldName('right')!);
    return atomicRmw(fl, n, lv, bop ?? '+', rhs.e, true, wantValue);
  }
  fl.read(lv.p, lv.t, leftNode);
  const rhs = rvalue(fl, n.childForFieldName('right')!);
  const value = convertedTo(arithmeticOn(lv.t, bop ?? '+', loadOf(lv.p), rhs), lv.t);
  if (!wantValue) {
    fl.cfg.emit({ op: 'assign', dst: lv.p, src: value }, range, fl.writeAccess(lv.p, lv.t, leftNode));
    return undefined;
  }
  const tmp = fl.newTemp(lv.t);
  fl.cfg.emit({ op: 'assign', dst: tmp, src: value }, range);
  fl.cfg.emit({ op: 'assign', dst: lv.p, src: loadOf(tmp) }, range, fl.writeAccess(lv.p, lv.t, leftNode));
  return { e: loadOf(tmp), t: lv.t };
}

/**
 * `x op v` for a compound assignment or an increment of an object of type `t`: an integer
 * operation in its computed type (pointer arithmetic carries none), with the type it results in.
 */
function arithmeticOn(t: Type, op: BinaryOp, current: Expr, v: Val): Val {
  const k = operationKind(op, t, v.t);
  const e: Expr = { k: 'binary', op, left: current, right: v.e, ...(k ? { int: k } : {}) };
  return { e, t: k ? kindType(k) : resultType(op, t, v.t) };
}

/** An expression whose value cannot change between evaluations (no memory reads). */
function isStable(e: Expr): boolean {
  switch (e.k) {
    case 'int':
    case 'float':
    case 'str':
    case 'fn':
    case 'nondet':
      return true;
    case 'addr':
      return e.place.k === 'var';
    case 'cast':
    case 'unary':
      return isStable(e.arg);
    case 'binary':
      return isStable(e.left) && isStable(e.right);
    case 'load':
      return false;
  }
}

function update(fl: FnLowering, n: SyntaxNode, wantValue: boolean): Val | undefined {
  const opNode = n.childForFieldName('operator')!;
  const op = opNode.text === '++' ? '+' : '-';
  const prefix = opNode.startIndex < n.childForFieldName('argument')!.startIndex;
  const argNode = n.childForFieldName('argument')!;
  const lv = lvalue(fl, argNode);
  const range = fl.range(n);
  const one: Expr = intConst(1);
  if (lv.t.atomic) return atomicRmw(fl, n, lv, op, one, prefix, wantValue);
  fl.read(lv.p, lv.t, argNode);
  const oneVal: Val = { e: one, t: T.int };
  if (!wantValue) {
    fl.cfg.emit(
      { op: 'assign', dst: lv.p, src: convertedTo(arithmeticOn(lv.t, op, loadOf(lv.p), oneVal), lv.t) },
      range,
      fl.writeAccess(lv.p, lv.t, argNode),
    );
    return undefined;
  }
  const old = fl.newTemp(lv.t);
  fl.cfg.emit({ op: 'assign', dst: old, src: loadOf(lv.p) }, range);
  const updated = convertedTo(arithmeticOn(lv.t, op, loadOf(old), oneVal), lv.t);
  fl.cfg.emit({ op: 'assign', dst: lv.p, src: updated }, range, fl.writeAccess(lv.p, lv.t, argNode));
  return { e: prefix ? updated : loadOf(old), t: lv.t };
}

/** `x++`, `x += v` on an `_Atomic` object: one atomic read-modify-write (seq_cst). */
function atomicRmw(
  fl: FnLowering,
  n: SyntaxNode,
  lv: LVal,
  op: string,
  value: Expr,
  returnsNew: boolean,
  wantValue: boolean,
): Val | undefined {
  const range = fl.range(n);
  const dst = wantValue ? fl.newTemp(lv.t) : undefined;
  const accesses = [
    { place: lv.p, kind: 'read' as const, atomic: true, range },
    { place: lv.p, kind: 'write' as const, atomic: true, range },
  ];
  fl.markAddressTaken(lv.p);
  fl.cfg.emit(
    {
      op: 'atomic',
      kind: 'rmw',
      object: { k: 'addr', place: lv.p },
      value,
      ...(dst ? { dst } : {}),
      order: 'seq_cst',
      rmwOp: op,
      returnsNew,
      fn: `operator ${op}`,
    },
    range,
    accesses,
  );
  return dst ? { e: loadOf(dst), t: lv.t } : undefined;
}

function genericSelection(fl: FnLowering, n: SyntaxNode): Val {
  // `_Generic(x, T1: e1, default: e2)`: choose by the controlling expression's type name when it
  // can be told, else the default association (else the first).
  const kids = n.namedChildren.filter((c): c is SyntaxNode => c !== null);
  const ctrlType = kids[0] ? peekType(fl, kids[0]) : undefined;
  let chosen: SyntaxNode | undefined;
  let fallback: SyntaxNode | undefined;
  for (let i = 1; i + 1 < kids.length; i += 2) {
    const tn = kids[i]!;
    const en = kids[i + 1]!;
    if (tn.text === 'default') fallback = en;
    else if (ctrlType && tn.type === 'type_descriptor') {
      const t = typeDescriptor(fl.cx, fl.scope, tn);
      if (JSON.stringify({ ...t, const: undefined }) === JSON.stringify({ ...ctrlType, const: undefined }))
        chosen ??= en;
    }
    fallback ??= en;
  }
  const pick = chosen ?? fallback;
  return pick ? rvalue(fl, pick) : NONDET('_Generic');
}

export { evalConst };

/** The value of `value` converted to `to`, as a cast makes it: constants folded in the new type. */
function castValue(fl: FnLowering, to: Type, value: SyntaxNode): Val {
  return castVal(rvalue(fl, value), to);
}

function castVal(v: Val, to: Type): Val {
  if (to.k === 'void') return { e: v.e, t: to };
  const folded = v.e.k === 'int' ? convertToInt(v.e.value, to) : undefined;
  if (folded !== undefined) return { e: intConst(folded), t: to };
  return { e: v.e.k === 'nondet' ? v.e : { k: 'cast', to, arg: v.e }, t: to };
}

/** A cast the grammar read as a call: its types, outermost first, and the operand's nodes. */
export interface CastAsCall {
  to: Type[];
  args: SyntaxNode[];
}

/**
 * `(val_t)(x)` with `val_t` a typedef: tree-sitter reads it as a call of `(val_t)` (C's grammar
 * needs to know which names are types to tell), and `(u32)(usize)(x)` as a call of the call
 * `(u32)(usize)`; the casts they are. Several arguments are a comma expression (`(val_t)(a, b)`).
 */
export function castWrittenAsCall(fl: FnLowering, n: SyntaxNode): CastAsCall | undefined {
  const fnNode = n.childForFieldName('function');
  const args = (n.childForFieldName('arguments')?.namedChildren ?? []).filter(
    (a) => a && a.type !== 'comment',
  );
  if (!fnNode || args.length === 0) return undefined;
  const to = parenthesisedTypedef(fl, fnNode);
  if (to) return { to: [to], args };
  if (fnNode.type !== 'call_expression') return undefined;
  const inner = castWrittenAsCall(fl, fnNode);
  const operand = inner?.args.length === 1 ? typedefNamed(fl, inner.args[0]!) : undefined;
  return inner && operand ? { to: [...inner.to, operand], args } : undefined;
}

/** The cast's value: the comma expression's left operands for their effects, then the casts, innermost first. */
export function lowerCastWrittenAsCall(fl: FnLowering, cast: CastAsCall): Val {
  for (const a of cast.args.slice(0, -1)) rvalue(fl, a);
  let v = rvalue(fl, cast.args.at(-1)!);
  for (const to of [...cast.to].reverse()) v = castVal(v, to);
  return v;
}

/** The typedef `(val_t)` names. */
function parenthesisedTypedef(fl: FnLowering, n: SyntaxNode): Type | undefined {
  if (n.type !== 'parenthesized_expression') return undefined;
  const inner = n.namedChildren.filter((c) => c?.type !== 'comment');
  return inner.length === 1 ? typedefNamed(fl, inner[0]!) : undefined;
}

/** The type a name bound to a typedef stands for. */
function typedefNamed(fl: FnLowering, n: SyntaxNode): Type | undefined {
  if (n.type !== 'identifier' && n.type !== 'type_identifier') return undefined;
  const b = fl.scope.lookup(n.text);
  return b?.k === 'typedef' ? b.type : undefined;
}
