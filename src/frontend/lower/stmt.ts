/** Statement lowering into the CFG: every C statement, with loops, switch fallthrough and goto. */
import { promotedKind, wrapInt } from '../../ir/ints.js';
import type { Type } from '../../ir/types.js';
import type { SyntaxNode } from '../parse/index.js';
import { COMPUTED_GOTO } from '../parse/shim.js';
import { T } from './ctypes.js';
import { damagedItself, reportLost, reportLostInitializer } from './damage.js';
import { declarator, declSpecifiers, evalConst, specifierType, typedefSpecifier } from './decl.js';
import { condition, convertedTo, effect, rvalue, type Val } from './expr.js';
import { type FnLowering, intConst } from './function.js';
import { completeArrayType, lowerInitializer } from './init.js';
import { staticInitializer } from './static-init.js';

export function lowerStatement(fl: FnLowering, n: SyntaxNode): void {
  const language = fl.cx.language;
  if (n.hasError && damagedItself(n)) {
    // What the recovery parse cut off a declaration at its `=` (parse/recover.ts): the initializer.
    const cutFrom = lostInitializerOf(n);
    const kept = n.type === 'declaration' ? declareLost(fl, n) : [];
    if (cutFrom) reportLostInitializer(fl.cx, n, cutFrom);
    else reportLost(fl.cx, n, n.type === 'declaration' ? 'declaration' : 'statement', kept);
    return;
  }
  if (language.statement?.(fl, n)) return;
  switch (n.type) {
    case 'compound_statement':
      fl.pushScope();
      language.enterScope?.(fl, n);
      for (const c of n.namedChildren) if (c) lowerStatement(fl, c);
      language.leaveScope?.(fl, n);
      fl.popScope();
      return;
    case 'expression_statement': {
      const e = n.namedChildren[0];
      if (e) effect(fl, e);
      return;
    }
    case 'declaration':
      lowerLocalDeclaration(fl, n);
      return;
    case 'type_definition':
      localTypedef(fl, n);
      return;
    case 'struct_specifier':
    case 'union_specifier':
    case 'enum_specifier':
      specifierType(fl.cx, fl.scope, n);
      return;
    case 'if_statement':
      ifStatement(fl, n);
      return;
    case 'while_statement':
      whileStatement(fl, n);
      return;
    case 'do_statement':
      doStatement(fl, n);
      return;
    case 'for_statement':
      forStatement(fl, n);
      return;
    case 'switch_statement':
      switchStatement(fl, n);
      return;
    case 'case_statement':
      caseStatement(fl, n);
      return;
    case 'break_statement':
    case 'continue_statement':
      breakOrContinue(fl, n);
      return;
    case 'return_statement':
      returnStatement(fl, n);
      return;
    case 'goto_statement':
      gotoStatement(fl, n);
      return;
    case 'labeled_statement':
      labeledStatement(fl, n);
      return;
    case 'attributed_statement':
      for (const c of n.namedChildren) if (c && c.type !== 'attribute_declaration') lowerStatement(fl, c);
      return;
    case 'comment':
    case 'preproc_call':
    case ';':
    case 'empty_statement':
    case 'static_assert_declaration':
      return;
    case 'seh_try_statement':
    case 'seh_leave_statement':
      fl.reportOnce(n.type, n, 'structured exception handling is not modelled');
      return;
    default:
      if (n.type.endsWith('_statement') || n.type === 'function_definition') {
        fl.reportOnce(`stmt:${n.type}`, n, `'${n.type}' is not lowered yet; it is skipped`);
        return;
      }
      effect(fl, n);
  }
}

function ifStatement(fl: FnLowering, n: SyntaxNode): void {
  const cfg = fl.cfg;
  const language = fl.cx.language;
  const then = cfg.newBlock();
  const join = cfg.newBlock();
  const alt = n.childForFieldName('alternative');
  const other = alt ? cfg.newBlock() : join;
  condition(fl, n.childForFieldName('condition')!, then.id, other.id);
  cfg.switchTo(then);
  language.enterBranch?.(fl);
  lowerStatement(fl, n.childForFieldName('consequence')!);
  cfg.enter(join, fl.range(n));
  if (alt) {
    cfg.switchTo(other);
    const body = alt.type === 'else_clause' ? alt.namedChildren[0] : alt;
    if (body) lowerStatement(fl, body);
    cfg.enter(join, fl.range(n));
  }
  language.leaveBranch?.(fl);
  cfg.switchTo(join);
}

function whileStatement(fl: FnLowering, n: SyntaxNode): void {
  const cfg = fl.cfg;
  const head = cfg.newBlock();
  const body = cfg.newBlock();
  const exit = cfg.newBlock();
  cfg.enter(head, fl.range(n));
  condition(fl, n.childForFieldName('condition')!, body.id, exit.id);
  cfg.switchTo(body);
  loopBody(fl, n.childForFieldName('body')!, exit.id, head.id);
  cfg.enter(head, fl.range(n));
  cfg.switchTo(exit);
}

function doStatement(fl: FnLowering, n: SyntaxNode): void {
  const cfg = fl.cfg;
  const body = cfg.newBlock();
  const test = cfg.newBlock();
  const exit = cfg.newBlock();
  cfg.enter(body, fl.range(n));
  loopBody(fl, n.childForFieldName('body')!, exit.id, test.id);
  cfg.enter(test, fl.range(n));
  condition(fl, n.childForFieldName('condition')!, body.id, exit.id);
  cfg.switchTo(exit);
}

function forStatement(fl: FnLowering, n: SyntaxNode): void {
  const cfg = fl.cfg;
  fl.pushScope();
  const init = n.childForFieldName('initializer');
  if (init) {
    // A declaration is a statement of its own (the language's, when it lowers declarations).
    if (init.type === 'declaration') lowerStatement(fl, init);
    else effect(fl, init);
  }
  const head = cfg.newBlock();
  const body = cfg.newBlock();
  const step = cfg.newBlock();
  const exit = cfg.newBlock();
  cfg.enter(head, fl.range(n));
  const cond = n.childForFieldName('condition');
  if (cond) condition(fl, cond, body.id, exit.id);
  else cfg.enter(body, fl.range(n));
  cfg.switchTo(body);
  loopBody(fl, n.childForFieldName('body')!, exit.id, step.id);
  cfg.enter(step, fl.range(n));
  for (const u of n.childrenForFieldName('update')) if (u) effect(fl, u);
  cfg.enter(head, fl.range(n));
  cfg.switchTo(exit);
  fl.popScope();
}

function switchStatement(fl: FnLowering, n: SyntaxNode): void {
  const cfg = fl.cfg;
  const language = fl.cx.language;
  const v = rvalue(fl, n.childForFieldName('condition')!);
  // The value's reads belong to the switch terminator, emitted after the body is lowered.
  const reads = cfg.detachPending();
  const head = cfg.cur;
  const exit = cfg.newBlock();
  const ctx = {
    cases: [] as { lo: number; hi: number; target: number }[],
    defaultTarget: undefined as number | undefined,
  };
  fl.switches.push(ctx);
  fl.breakTargets.push(exit.id);
  language.enterSwitch?.(fl);
  language.enterBranch?.(fl);
  // The body starts unreachable: only case labels enter it.
  cfg.switchTo(cfg.newBlock());
  lowerStatement(fl, n.childForFieldName('body')!);
  cfg.enter(exit, fl.range(n));
  language.leaveBranch?.(fl);
  language.leaveSwitch?.(fl);
  fl.breakTargets.pop();
  fl.switches.pop();
  cfg.switchTo(head);
  cfg.terminate(
    { k: 'switch', value: v.e, cases: casesIn(v.t, ctx.cases), default: ctx.defaultTarget ?? exit.id },
    fl.range(n),
    reads,
  );
  cfg.switchTo(exit);
}

function caseStatement(fl: FnLowering, n: SyntaxNode): void {
  const cfg = fl.cfg;
  const target = cfg.newBlock();
  cfg.enter(target, fl.range(n));
  const ctx = fl.switches[fl.switches.length - 1];
  const value = n.childForFieldName('value');
  if (ctx) {
    if (!value) ctx.defaultTarget = target.id;
    else {
      const [lo, hi] = caseRange(fl, value);
      if (lo !== undefined && hi !== undefined) ctx.cases.push({ lo, hi, target: target.id });
      else
        fl.reportOnce(
          `case:${value.startIndex}`,
          value,
          'case label is not a constant the lowering can evaluate; the case is unreachable in the model',
        );
    }
  }
  for (const c of n.namedChildren) if (c && c !== value) lowerStatement(fl, c);
}

function breakOrContinue(fl: FnLowering, n: SyntaxNode): void {
  const isBreak = n.type === 'break_statement';
  const targets = isBreak ? fl.breakTargets : fl.continueTargets;
  const t = targets[targets.length - 1];
  fl.cx.language.beforeJump?.(fl, { k: isBreak ? 'break' : 'continue' }, n);
  if (t !== undefined) fl.cfg.terminate({ k: 'goto', target: t }, fl.range(n));
}

function returnStatement(fl: FnLowering, n: SyntaxNode): void {
  const cfg = fl.cfg;
  const language = fl.cx.language;
  const e = n.namedChildren[0];
  let v = e && e.type !== 'initializer_list' ? (language.returnValue?.(fl, e) ?? rvalue(fl, e)) : undefined;
  if (language.returnRunsCode?.(fl)) {
    // The value is computed before the destructors run (a guard unlocks after the read).
    if (v && v.e.k !== 'int' && fl.returnType.k !== 'void') {
      const tmp = fl.newTemp(v.t);
      cfg.emit({ op: 'assign', dst: tmp, src: v.e }, fl.range(n));
      v = { e: { k: 'load', place: tmp }, t: v.t };
    } else if (cfg.pending.length && v) {
      cfg.emit({ op: 'assign', dst: fl.newTemp(v.t), src: v.e }, fl.range(n));
    }
    language.beforeJump?.(fl, { k: 'return' }, n);
  }
  const value = v && fl.returnType.k !== 'void' ? convertedTo(v, fl.returnType) : undefined;
  cfg.terminate(value ? { k: 'return', value } : { k: 'return' }, fl.range(n));
}

function gotoStatement(fl: FnLowering, n: SyntaxNode): void {
  const cfg = fl.cfg;
  const label = n.childForFieldName('label')!.text;
  fl.cx.language.beforeJump?.(fl, { k: 'goto', label }, n);
  if (fl.labelNames.has(label)) {
    cfg.terminate({ k: 'goto', target: fl.labelBlock(label) }, fl.range(n));
  } else {
    // Not a label of this function: `goto *p` (rewritten by the shim), which may reach any
    // label; resolved when the function ends.
    fl.computedGotos.push({ block: cfg.cur.id, range: fl.range(n) });
    cfg.switchTo(cfg.newBlock());
  }
}

function labeledStatement(fl: FnLowering, n: SyntaxNode): void {
  const cfg = fl.cfg;
  const label = n.childForFieldName('label')!.text;
  if (`${label}:` === COMPUTED_GOTO) {
    // `goto *e;` from the shim: evaluate e, then any label of the function.
    for (const c of n.namedChildren) if (c.type !== 'statement_identifier') lowerStatement(fl, c);
    fl.computedGotos.push({ block: cfg.cur.id, range: fl.range(n) });
    cfg.switchTo(cfg.newBlock());
    return;
  }
  const b = cfg.blocks[fl.labelBlock(label)]!;
  cfg.enter(b, fl.range(n));
  for (const c of n.namedChildren) if (c && c.type !== 'statement_identifier') lowerStatement(fl, c);
}

/**
 * Case labels converted to the promoted type of the controlling value (C11 6.8.4.2), so `case -1`
 * of an unsigned switch is UINT_MAX. A GNU range whose ends the conversion reorders stays as written.
 */
function casesIn<C extends { lo: number; hi: number }>(t: Type, cases: C[]): C[] {
  const k = promotedKind(t);
  if (!k) return cases;
  return cases.map((c) => {
    const lo = wrapInt(c.lo, k);
    const hi = wrapInt(c.hi, k);
    return lo === undefined || hi === undefined || lo > hi ? c : { ...c, lo, hi };
  });
}

function loopBody(fl: FnLowering, body: SyntaxNode, brk: number, cont: number): void {
  fl.breakTargets.push(brk);
  fl.continueTargets.push(cont);
  fl.cx.language.enterLoop?.(fl);
  lowerStatement(fl, body);
  fl.cx.language.leaveLoop?.(fl);
  fl.breakTargets.pop();
  fl.continueTargets.pop();
}

/** A case label's value; `case A ... B:` arrives from the shim as `A ?: B`. */
function caseRange(fl: FnLowering, value: SyntaxNode): [number | undefined, number | undefined] {
  if (value.type === 'conditional_expression' && !value.childForFieldName('consequence')) {
    const lo = evalConst(fl.cx, fl.scope, value.childForFieldName('condition')!);
    const hi = evalConst(fl.cx, fl.scope, value.childForFieldName('alternative')!);
    return [lo, hi];
  }
  const v = evalConst(fl.cx, fl.scope, value);
  return [v, v];
}

/**
 * The sizes of variable-length arrays in a declarator are evaluated where the declaration runs:
 * they read memory like any expression (`int buf[n]` reads `n`).
 */
export function evaluateArraySizes(fl: FnLowering, d: SyntaxNode | null): void {
  for (let cur = d; cur; ) {
    if (cur.type === 'init_declarator') {
      cur = cur.childForFieldName('declarator');
      continue;
    }
    if (cur.type === 'array_declarator' || cur.type === 'abstract_array_declarator') {
      const size = cur.childForFieldName('size');
      if (size && size.type !== '*' && evalConst(fl.cx, fl.scope, size) === undefined) effect(fl, size);
    }
    cur =
      cur.childForFieldName('declarator') ??
      (cur.type === 'parenthesized_declarator' || cur.type === 'abstract_parenthesized_declarator'
        ? (cur.namedChildren.find((c) => c && !c.type.startsWith('attribute')) ?? null)
        : null);
  }
}

function localTypedef(fl: FnLowering, n: SyntaxNode): void {
  const base = typedefSpecifier(fl.cx, fl.scope, n);
  for (const d of n.childrenForFieldName('declarator')) {
    if (!d) continue;
    evaluateArraySizes(fl, d);
    const info = declarator(fl.cx, fl.scope, d, base);
    if (info.name) fl.scope.names.set(info.name, { k: 'typedef', type: info.type });
  }
}

export function lowerLocalDeclaration(fl: FnLowering, n: SyntaxNode): void {
  const spec = declSpecifiers(fl.cx, fl.scope, n);
  for (const d of n.childrenForFieldName('declarator')) {
    if (!d) continue;
    const info = declarator(fl.cx, fl.scope, d, spec.type);
    if (!info.name) continue;
    if (info.type.k === 'func') {
      // A block-scope function declaration.
      fl.scope.names.set(info.name, {
        k: 'fn',
        id: info.name,
        name: info.name,
        type: info.type,
        noreturn: spec.noreturn,
      });
      continue;
    }
    const value = d.type === 'init_declarator' ? d.childForFieldName('value') : null;
    const type = completeArrayType(fl, info.type, value);
    if (spec.storage.has('extern')) {
      const existing = fl.cx.globals.get(info.name);
      if (!existing)
        fl.cx.globals.set(info.name, {
          id: info.name,
          name: info.name,
          kind: 'global',
          type,
          externOnly: true,
        });
      fl.scope.names.set(info.name, { k: 'var', id: info.name, type });
      continue;
    }
    if (spec.storage.has('static') || spec.storage.has('__thread') || spec.storage.has('thread_local')) {
      // A static local is one object shared by every call and every thread: a global.
      const id = `${fl.id}::${info.name}`;
      const v = { id, name: info.name, kind: 'static-local' as const, type, range: fl.range(d) };
      const threadLocal = spec.storage.has('__thread') || spec.storage.has('thread_local');
      fl.cx.globals.set(id, {
        ...v,
        ...(threadLocal ? { threadLocal } : {}),
        ...(value ? { init: staticInitializer(fl.cx, fl.scope, value, fl.labelNames) } : {}),
      });
      fl.scope.names.set(info.name, { k: 'var', id, type });
      continue;
    }
    evaluateArraySizes(fl, d);
    const v = fl.declareLocal(info.name, type, 'local', d);
    if (value) lowerInitializer(fl, fl.varPlace(v.id), type, value);
  }
}

/** GNU statement expression `({ ...; e; })`: the value is the last expression statement's. */
export function lowerStatementExpression(fl: FnLowering, body: SyntaxNode): Val {
  fl.pushScope();
  const stmts = body.namedChildren.filter((c): c is SyntaxNode => c !== null && c.type !== 'comment');
  const last = stmts[stmts.length - 1];
  for (const s of stmts.slice(0, -1)) lowerStatement(fl, s);
  let v: Val = { e: intConst(0), t: T.void };
  if (last?.type === 'expression_statement' && last.namedChildren[0]) v = rvalue(fl, last.namedChildren[0]);
  else if (last) lowerStatement(fl, last);
  fl.popScope();
  return v;
}

/**
 * The names a damaged declaration declares, as locals of unknown type and value: the code after
 * it uses them, and saying they are not declared would be a second, false diagnostic.
 */
/**
 * The variable whose initializer `n` is, when the recovery parse ended its declaration at the `=`
 * (parse/recover.ts `swallowingInitializer`): the declaration right before `n` (only blanks between)
 * reads `... =` in the source.
 */
function lostInitializerOf(n: SyntaxNode): string | undefined {
  if (n.type !== 'ERROR') return undefined;
  const prev = n.previousNamedSibling;
  if (
    prev?.type !== 'declaration' ||
    n.nonBlankFrom(prev.endIndex, 1) !== n.startIndex ||
    !prev.text.trimEnd().endsWith('=')
  )
    return undefined;
  const last = prev.childrenForFieldName('declarator').at(-1);
  return last ? declaredIdentifier(last)?.text : undefined;
}

/** The identifier a declarator declares, through pointers, arrays and initializers (`*p[4] = …`: p). */
function declaredIdentifier(d: SyntaxNode): SyntaxNode | null {
  let name: SyntaxNode | null = d;
  while (name && name.type !== 'identifier') name = name.childForFieldName('declarator');
  return name;
}

function declareLost(fl: FnLowering, n: SyntaxNode): string[] {
  const kept: string[] = [];
  for (const d of n.childrenForFieldName('declarator')) {
    const name = declaredIdentifier(d);
    if (name && !fl.scope.names.has(name.text)) {
      fl.declareLocal(name.text, T.unknown, 'local', name);
      kept.push(name.text);
    }
  }
  return kept;
}
