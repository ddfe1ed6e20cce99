/**
 * The IR's id scheme, in one place:
 * - `%name` a local or parameter (`%name.2` for a shadowing one), `#t1` a temporary: both unique
 *   within their function, so only meaningful together with it;
 * - `name` a global or external function, `name@file` a file-scope `static`;
 * - `function::name` a function's `static` local; C++ qualified names also use `::`;
 * - `the hidden state of strtok()` the state a thread-unsafe library function keeps (it reads as
 *   its own name, and no C identifier has spaces).
 * And how an id reads in a message: as the source spells it.
 */
import { stripCasts } from './exprs.js';
import { exprWith, placeWith, printPlace, type VarName, wrap } from './print.js';
import type { BranchWriting, Expr, Instr, IrFunction, Place } from './types.js';

/** A local, parameter or temporary of some function (its id means nothing outside that function). */
export function isLocalId(id: string): boolean {
  return id.startsWith('%') || id.startsWith('#');
}

const HIDDEN_STATE = 'the hidden state of ';

/** The synthetic global holding the state a thread-unsafe library function keeps. */
export function hiddenStateId(state: string): string {
  return `${HIDDEN_STATE}${state}()`;
}

/** A variable that is a thread-unsafe library function's hidden state. */
export function isHiddenStateId(id: string): boolean {
  return id.startsWith(HIDDEN_STATE);
}

/**
 * The synthetic functions that run registered handlers (atexit, pthread_atfork), defined at link
 * time, and the globals each registration stores its handler in (`... registered at f.c:12:3`).
 */
export const HANDLER_RUNNERS = {
  'at-exit': 'the exit handlers',
  prepare: 'the fork handlers (prepare)',
  parent: 'the fork handlers (parent)',
} as const;
export type HandlerRunner = keyof typeof HANDLER_RUNNERS;

const REGISTERED = ' registered at ';

/** The global a registration stores its handler in (`argument`: the value handed to it, on_exit's). */
export function handlerSlotId(runner: HandlerRunner, site: string, argument = false): string {
  return `${HANDLER_RUNNERS[runner]}${REGISTERED}${site}${argument ? ' (argument)' : ''}`;
}

/** The runner and site of a handler slot's id (undefined for any other variable). */
export function handlerSlotOf(
  id: string,
): { runner: HandlerRunner; site: string; argument: boolean } | undefined {
  for (const [runner, name] of Object.entries(HANDLER_RUNNERS) as [HandlerRunner, string][]) {
    if (!id.startsWith(`${name}${REGISTERED}`)) continue;
    const rest = id.slice(name.length + REGISTERED.length);
    const argument = rest.endsWith(' (argument)');
    return { runner, site: argument ? rest.slice(0, -' (argument)'.length) : rest, argument };
  }
  return undefined;
}

/**
 * A variable as the source names it: without the IR's `%`/`#` marks, the `.2` of a shadowing
 * local, or the `@file` of a `static`'s link id.
 */
export function sourceName(id: string): string {
  return (
    id
      .replace(/^[%#]/, '')
      // `f@file::count`, a static local of a static function: `f::count`, not `f`.
      .replace(/@.*?(?=::|$)/, '')
      .replace(/\.\d+$/, '')
  );
}

/**
 * A readable lock or location name as written in source: `&%s->lock` → `s->lock`. `fn`: the
 * function the expression is in, whose temporaries holding a call's result read as the call.
 */
export function displayExpr(e: Expr, fn?: IrFunction): string {
  const name = fn ? sourceNamesIn(fn) : sourceName;
  if (e.k === 'addr') return placeWith(e.place, name, true);
  if (e.k === 'load') return `*${placeWith(e.place, name, true)}`;
  return exprWith(e, name, true);
}

/** `fn`: the function the place is in, whose temporaries holding a call's result read as the call. */
export function displayPlace(p: Place, fn?: IrFunction): string {
  return placeWith(p, fn ? sourceNamesIn(fn) : sourceName, true);
}

/**
 * A place as `displayPlace` names it, but with every C++ member's `this->` written out, as
 * finding locations were named before members were shown as the source names them: a location
 * name is hashed into the finding's fingerprint, which must not change.
 */
export function placeWithThis(p: Place): string {
  return placeWith(explicitThis(p), sourceName, true);
}

function explicitThis(p: Place): Place {
  switch (p.k) {
    case 'var':
      return p;
    case 'deref':
      return { ...p, ptr: explicitThisIn(p.ptr) };
    case 'field': {
      const { implicitThis: _bare, ...rest } = p;
      return { ...rest, base: explicitThis(p.base) };
    }
    case 'index':
      return { ...p, base: explicitThis(p.base), index: explicitThisIn(p.index) };
  }
}

function explicitThisIn(e: Expr): Expr {
  switch (e.k) {
    case 'load':
    case 'addr':
      return { ...e, place: explicitThis(e.place) };
    case 'unary':
    case 'cast':
      return { ...e, arg: explicitThisIn(e.arg) };
    case 'binary':
      return { ...e, left: explicitThisIn(e.left), right: explicitThisIn(e.right) };
    default:
      return e;
  }
}

/** The link id prefix the C++ lowering gives a member call on an object of unknown class (`?::start`). */
export const UNKNOWN_CLASS_MEMBER = '?::';

/** A callee's link id as messages show it: `<unknown class>::join` for a member of no known class. */
export function calleeName(id: string): string {
  return id.startsWith(UNKNOWN_CLASS_MEMBER)
    ? `<unknown class>::${id.slice(UNKNOWN_CLASS_MEMBER.length)}`
    : sourceName(id);
}

const namesIn = new WeakMap<IrFunction, VarName>();

function isTemp(p: Place | undefined): p is Place & { k: 'var' } {
  return p?.k === 'var' && p.id.startsWith('#');
}

/**
 * `sourceName` for conditions of `fn`, where a temporary holding a call's result is shown as
 * that call (`sched_yield() != 0`, not "a computed value != 0").
 */
function sourceNamesIn(fn: IrFunction): VarName {
  let names = namesIn.get(fn);
  if (names) return names;
  const calls = new Map<string, string>();
  // A temporary set in more than one place (`c ? f() : g()`) holds no one call's result.
  const defs = new Map<string, number>();
  for (const b of fn.blocks)
    for (const i of b.instrs)
      if ('dst' in i && isTemp(i.dst)) defs.set(i.dst.id, (defs.get(i.dst.id) ?? 0) + 1);
  // `buf.data[buf.len++]`: the temporary holding the old value of a place the next instruction
  // steps by one is that postfix expression, as the source writes it.
  const postfix = new Map<string, () => string>();
  for (const b of fn.blocks)
    b.instrs.forEach((i, k) => {
      const step = postfixStep(i, b.instrs[k + 1]);
      if (step && defs.get(step.temp) === 1)
        postfix.set(step.temp, () => `${placeWith(step.place, namesIn.get(fn)!, true)}${step.op}`);
    });
  for (const b of fn.blocks)
    for (const i of b.instrs) {
      if ('dst' in i && isTemp(i.dst) && defs.get(i.dst.id)! > 1) continue;
      if (i.op === 'call' && isTemp(i.dst) && i.callee.k === 'fn')
        calls.set(i.dst.id, `${sourceName(i.callee.id)}()`);
      // `(fd = open(...)) < 0`: the temporary the assignment's value is copied into, converted
      // to the variable's type when it differs (`(n = fread(...)) > 0` with a `size_t n`).
      const src = i.op === 'assign' ? stripCasts(i.src) : undefined;
      if (i.op === 'assign' && isTemp(i.dst) && src?.k === 'load' && src.place.k === 'var') {
        const from = calls.get(src.place.id);
        if (from) calls.set(i.dst.id, from);
      }
    }
  names = Object.assign((id: string) => sourceName(id), {
    temp: (id: string) => calls.get(id) ?? postfix.get(id)?.(),
  });
  namesIn.set(fn, names);
  return names;
}

/** `#t = p; p = #t + 1` (or `- 1`): how the lowering writes `p++` (`p--`) whose value is used. */
function postfixStep(
  i: Instr,
  next: Instr | undefined,
): { temp: string; place: Place; op: '++' | '--' } | undefined {
  if (i.op !== 'assign' || !isTemp(i.dst) || i.src.k !== 'load' || isTemp(i.src.place)) return undefined;
  if (next?.op !== 'assign' || printPlace(next.dst) !== printPlace(i.src.place)) return undefined;
  const v = stripCasts(next.src);
  if (v.k !== 'binary' || (v.op !== '+' && v.op !== '-')) return undefined;
  const left = stripCasts(v.left);
  const one = stripCasts(v.right);
  if (left.k !== 'load' || left.place.k !== 'var' || left.place.id !== i.dst.id) return undefined;
  if (one.k !== 'int' || one.value !== 1) return undefined;
  return { temp: i.dst.id, place: i.src.place, op: v.op === '+' ? '++' : '--' };
}

/**
 * A branch's test as the source writes it, in `fn` (`!in`, `fgets() != NULL`, `n > 0`), and
 * whether that test holds on the branch's then-edge (not after an odd number of `!`).
 */
export function branchTest(
  cond: Expr,
  written: BranchWriting | undefined,
  fn: IrFunction,
): { text: string; thenHolds: boolean } {
  if (written?.text) return { text: written.text, thenHolds: true };
  const inner = written?.bare && cond.k === 'binary' ? cond.left : cond;
  const names = sourceNamesIn(fn);
  const nots = written?.nots ?? 0;
  if (nots === 0) return { text: exprWith(inner, names, true), thenHolds: true };
  return {
    text: `${'!'.repeat(nots)}${wrap(inner, names, true)}`,
    thenHolds: nots % 2 === 0,
  };
}
