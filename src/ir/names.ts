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
import { exprWith, placeWith } from './print.js';
import type { Expr, Place } from './types.js';

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
 * A variable as the source names it: without the IR's `%`/`#` marks, the `.2` of a shadowing
 * local, or the `@file` of a `static`'s link id.
 */
export function sourceName(id: string): string {
  return id
    .replace(/^[%#]/, '')
    .replace(/@.*$/, '')
    .replace(/\.\d+$/, '');
}

/** A readable lock or location name as written in source: `&%s->lock` → `s->lock`. */
export function displayExpr(e: Expr): string {
  if (e.k === 'addr') return placeWith(e.place, sourceName);
  if (e.k === 'load') return `*${placeWith(e.place, sourceName)}`;
  return exprWith(e, sourceName);
}

export function displayPlace(p: Place): string {
  return placeWith(p, sourceName);
}
