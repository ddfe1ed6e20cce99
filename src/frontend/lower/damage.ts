/**
 * Parse damage, kept as small as the syntax allows: a damaged top-level declaration is lost alone,
 * a damaged statement inside an intact function is lost alone (the rest of the function is
 * lowered), and only a function whose own head is damaged is skipped whole. Every loss is one
 * diagnostic with its file:line:column and is recorded on the unit, so the verdict says `unknown`.
 */
import type { SkippedFunction } from '../../ir/types.js';
import type { SyntaxNode } from '../parse/index.js';
import { rangeOf, type UnitContext } from './unit-context.js';

/** The innermost ERROR or MISSING node on the first damaged path below `node`. */
function firstError(node: SyntaxNode): SyntaxNode {
  let n = node;
  for (let guard = 0; guard < 10_000; guard++) {
    if (n.type === 'ERROR' || n.isMissing) return n;
    const next = n.children.find((c) => c && (c.hasError || c.isMissing || c.type === 'ERROR'));
    if (!next) return n;
    n = next;
  }
  return n;
}

/** What the parser found at the first error below `node`, in the user's terms. */
function describeError(node: SyntaxNode): { what: string; at: SyntaxNode } {
  const e = firstError(node);
  const what = e.isMissing ? `missing '${e.type}'` : `unexpected '${snippet(e.text)}'`;
  return { what, at: e };
}

/** The start of the unexpected text, on one line, cut at a word's end (`…` says it goes on). */
function snippet(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= 40) return flat;
  const cut = flat.slice(0, 41).lastIndexOf(' ');
  return `${flat.slice(0, cut > 10 ? cut : 40)} …`;
}

/** Punctuation the parser supplied at the end of a construct it otherwise read whole. */
const BENIGN_MISSING = new Set([';', '}']);

/**
 * The statement's own syntax is damaged (not only statements nested in it, which are lowered and
 * checked on their own): it cannot be lowered and is lost whole.
 */
export function damagedItself(n: SyntaxNode): boolean {
  // A block is never lost whole: each of its statements is checked on its own.
  if (n.type === 'compound_statement') return false;
  // A local record definition whose damage lies in its members loses those members alone.
  if ((n.type === 'declaration' || n.type === 'type_definition') && damagedOnlyInMembers(n)) return false;
  if (n.type === 'ERROR' || (n.isMissing && !BENIGN_MISSING.has(n.type))) return true;
  for (const c of n.children) {
    if (!c || !(c.hasError || c.isMissing)) continue;
    if (c.isMissing && BENIGN_MISSING.has(c.type)) continue;
    if (c.type === 'compound_statement' || c.type.endsWith('_statement')) continue;
    if (c.type === 'else_clause' && !damagedItself(c)) continue;
    // A lambda passed to a thread (`std::thread a([&] { ... })`): an error in its body costs
    // that statement of the body, not the declaration that holds the lambda.
    if (onlyInLambdaBodies(c)) continue;
    return true;
  }
  return false;
}

/** Every syntax error below `n` lies in the body of a lambda (its own statements handle it). */
function onlyInLambdaBodies(n: SyntaxNode): boolean {
  if (n.type === 'ERROR' || n.isMissing) return false;
  if (n.type === 'lambda_expression') {
    const body = n.childForFieldName('body');
    return n.children.every((c) => !c.hasError || c === body);
  }
  return n.children.every((c) => !c.hasError || onlyInLambdaBodies(c));
}

/** Record specifiers, whose bodies hold members. */
const RECORDS = new Set(['struct_specifier', 'class_specifier', 'union_specifier']);

/**
 * Every syntax error below `n` (a declaration, a type definition, a record specifier or a
 * template holding one) lies inside members of a record it defines, each of which stays local: a
 * data member (it, or only its initializer, is lost: fieldDamage) or a member function (its
 * damaged statements, or the member alone when its head is damaged). The record is kept.
 */
export function damagedOnlyInMembers(n: SyntaxNode): boolean {
  if (!n.hasError) return false;
  const body = n.type === 'field_declaration_list';
  for (const c of n.children) {
    if (!c.hasError && !c.isMissing) continue;
    if (c.isMissing || c.type === 'ERROR') return false;
    if (RECORDS.has(c.type) || c.type === 'field_declaration_list') {
      if (!damagedOnlyInMembers(c)) return false;
    } else if (body && (c.type === 'field_declaration' || c.type === 'function_definition')) {
    } else if (body && c.type === 'template_declaration') {
      // A member template: local when its damage lies in the function it declares.
      if (c.children.some((x) => x.hasError && x.type !== 'function_definition')) return false;
    } else return false;
  }
  return true;
}

/**
 * A declaration whose damage starts after the `=` of its last declarator (`int hits = 1 + ;`): that
 * declarator, whose initializer is lost while the variable is kept (uses of it are no undeclared
 * objects). Undefined when the damage reaches anything else.
 */
export function damagedInitializer(n: SyntaxNode): SyntaxNode | undefined {
  if (n.type !== 'declaration' || !n.hasError) return undefined;
  const kids = n.children;
  const bad = kids.findIndex(
    (c) => (c.hasError || c.isMissing) && !(c.isMissing && BENIGN_MISSING.has(c.type)),
  );
  if (bad < 0) return undefined;
  // Nothing but the damage and the closing `;` after it.
  if (kids.slice(bad + 1).some((c) => c.type !== ';' && c.type !== 'ERROR')) return undefined;
  const at = kids[bad]!;
  const last = at.type === 'init_declarator' ? at : kids.slice(0, bad).findLast((c) => c.isNamed);
  if (last?.type !== 'init_declarator') return undefined;
  const value = last.childForFieldName('value');
  const name = last.childForFieldName('declarator');
  if (!value || !name || name.hasError) return undefined;
  // Inside the declarator, only its value may be damaged.
  if (last.children.some((c) => c !== value && (c.hasError || c.isMissing))) return undefined;
  return last;
}

/** The initializer of `d` (an init_declarator of `n`) is lost to the syntax error in `n`: reported. */
export function reportLostInitializer(cx: UnitContext, n: SyntaxNode, name: string): void {
  recordDamage(
    cx,
    n,
    `the initializer of '${name}' is skipped (the variable is kept, its value unknown)`,
    false,
  );
}

/** What a syntax error in a data member costs: nothing (the parser's repair), its initializer, or it. */
export type MemberDamage = 'repaired' | 'initializer' | 'member';

/**
 * What a damaged data member `fd` (a field_declaration) loses: only its initializer when the damage
 * starts at or after its `=` (its declarators are intact: `int limit = ;`), else the whole
 * declaration (`int b c;`: what `c` was meant to be cannot be told).
 */
export function fieldDamage(fd: SyntaxNode): MemberDamage {
  const kids = fd.children;
  // Only a `;` the parser supplied: the member is read whole.
  if (!kids.some((c) => c.hasError && !(c.isMissing && BENIGN_MISSING.has(c.type)))) return 'repaired';
  const bad = kids.findIndex((c) => c.hasError || c.isMissing);
  if (bad < 0) return 'member';
  const init = kids.findIndex((c) => c.fieldName === 'default_value');
  if (init >= 0) return init <= bad ? 'initializer' : 'member';
  // No initializer was read: the damage is one when a `=` follows the last declarator before it.
  const last = kids.slice(0, bad).findLast((c) => c.fieldName === 'declarator');
  if (!last) return 'member';
  const between = fd.text.slice(last.endIndex - fd.startIndex, kids[bad]!.startIndex - fd.startIndex);
  return `${between}${kids[bad]!.text}`.trimStart().startsWith('=') ? 'initializer' : 'member';
}

/** The names data member declaration `fd` declares (`int b, c;`: b and c). */
export function fieldNames(fd: SyntaxNode): string[] {
  return fd
    .childrenForFieldName('declarator')
    .map((d) => (d.type === 'field_identifier' ? d : d.descendantsOfType('field_identifier')[0])?.text)
    .filter((x): x is string => !!x);
}

/**
 * Data member declaration `fd` is damaged: reported once, naming what is lost (`part`: its
 * initializer, or the member). `owner` names the record: `qualify` turns a member's name into how
 * the language writes it (C++ `Counter::limit`), `of` follows the names (C: ` of struct 'pair'`).
 */
export function reportLostMember(
  cx: UnitContext,
  fd: SyntaxNode,
  owner: { qualify: (member: string) => string; of: string; record: string },
  part: MemberDamage,
): void {
  const r = rangeOf(cx, fd);
  if (cx.damaged.some((d) => d.file === r.file && d.line === r.line && d.column === r.column)) return;
  const all = fieldNames(fd).map((x) => `'${owner.qualify(x)}'`);
  // An initializer belongs to the last declarator before it.
  const names = part === 'member' ? all : all.slice(-1);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0];
  if (part === 'repaired') {
    recordDamage(cx, fd, 'read as if it were there', true);
    return;
  }
  const what =
    names.length === 0
      ? `a member of ${owner.record} is skipped`
      : part === 'initializer'
        ? `the initializer of member ${list}${owner.of} is skipped (the member is kept)`
        : `the declaration of member${names.length > 1 ? 's' : ''} ${list}${owner.of} is skipped (${names.length > 1 ? 'their' : 'its'} type is unknown)`;
  recordDamage(cx, fd, what, false);
}

/**
 * Reports `n` as lost to a syntax error (`construct` names what is skipped; `kept`, the variables
 * it declares that stay declared, with unknown values) and records the loss.
 */
export function reportLost(
  cx: UnitContext,
  n: SyntaxNode,
  construct: string,
  kept: readonly string[] = [],
): void {
  const names = kept.map((x) => `'${x}'`);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0];
  const keeps = list ? ` (${list} ${names.length > 1 ? 'are' : 'is'} kept, with an unknown value)` : '';
  recordDamage(cx, n, `the enclosing ${construct} is skipped${keeps}`, false);
}

/** Reports `n` as lost to a syntax error, naming what was lost (`what`: "member 'C::x'"). */
export function reportLostAs(cx: UnitContext, n: SyntaxNode, what: string): void {
  recordDamage(cx, n, `${what} is skipped`, false);
}

/**
 * `n` was read as `what` (a class) that the parser found no end for: its members were kept up to
 * where the damage ends. Reported at that end, as a repair (nothing of it is skipped).
 */
export function reportUnended(cx: UnitContext, n: SyntaxNode, what: string): void {
  const end = rangeOf(cx, n);
  cx.diags.error(
    'parse-error',
    `syntax error: ${what} is not closed (a '}' in it is missing); read as if it ended at line ${end.endLine}`,
    { file: end.file, line: end.line, column: end.column },
  );
  cx.damaged.push({ ...end, repaired: true });
}

/** One `parse-error` diagnostic at the first error below `n`, saying what became of it; `n` recorded. */
function recordDamage(cx: UnitContext, n: SyntaxNode, consequence: string, repaired: boolean): void {
  const { what, at } = describeError(n);
  const r = rangeOf(cx, at);
  cx.diags.error('parse-error', `syntax error: ${what}; ${consequence}`, {
    file: r.file,
    line: r.line,
    column: r.column,
  });
  cx.damaged.push(repaired ? { ...rangeOf(cx, n), repaired: true } : rangeOf(cx, n));
}

/** A function's head (its type and declarator) is damaged: it cannot be lowered at all. */
export function headDamaged(n: SyntaxNode): boolean {
  if (!n.hasError) return false;
  const body = n.childForFieldName('body');
  return !body || n.children.some((c) => c && c !== body && (c.hasError || c.isMissing));
}

/**
 * Lowers function `n` whose damage, if any, is in its body: the damaged statements are lost
 * (lowerStatement); damage the parser repaired without losing anything is still reported.
 */
export function keepingDamage<F>(cx: UnitContext, n: SyntaxNode, lower: () => F): F {
  const before = cx.damaged.length;
  const fn = lower();
  // Damage the parser repaired by itself (a missing `;`): reported and recorded, nothing lost.
  if (n.hasError && cx.damaged.length === before) recordDamage(cx, n, 'read as if it were there', true);
  return fn;
}

/**
 * Function `name` (its text `whole`) is lost to the syntax error in `damaged`: a warning, and an
 * entry in `into.skipped` (the verdict says which functions were not analysed).
 */
export function reportSkipped(
  cx: UnitContext,
  damaged: SyntaxNode,
  name: string,
  whole: SyntaxNode,
  into: { skipped: SkippedFunction[] },
): void {
  const { what, at } = describeError(damaged);
  const er = rangeOf(cx, at);
  const r = rangeOf(cx, whole);
  cx.diags.warning('function-skipped', `function '${name}' skipped: syntax error (${what})`, {
    file: er.file,
    line: er.line,
    column: er.column,
  });
  into.skipped.push({
    name,
    file: r.file,
    range: r,
    reason: `syntax error at ${er.line}:${er.column}: ${what}`,
    cause: 'syntax',
  });
}
