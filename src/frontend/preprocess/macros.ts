/**
 * Macro definitions and the substitution step of expansion (C11 6.10.3.1-6.10.3.3): parameters,
 * `#`, `##` with placemarkers, `__VA_ARGS__`, `__VA_OPT__` and GNU `, ## __VA_ARGS__`. Rescanning
 * lives in the engine; hide sets (Prosser's algorithm) implement the no-recursion rule.
 */
import { type LexOptions, lexSingle, T_CHAR, T_IDENT, T_PLACEMARKER, T_PUNCT, T_STRING } from './lexer.js';

/** Names of macros a token must not be expanded by again; null is the empty set. */
export type HideSet = readonly string[] | null;

/** A pp-token that left its file: macro bodies, arguments, directive operands, expansion results. */
export interface Tok {
  k: number;
  t: string;
  /** Preceded by whitespace. */
  ws: boolean;
  hs: HideSet;
  /** Where it was spelled: name-table id of the (presumed) file, or -1 for none (predefined, -D). */
  f: number;
  l: number;
  c: number;
  /** Spelled inside a macro definition or synthesised, i.e. not a token of the user's text. */
  body: boolean;
  /** "Painted blue": never a candidate for expansion again. */
  noexp: boolean;
}

export function mkTok(k: number, t: string, ws: boolean, at: Tok | null, body = true): Tok {
  return {
    k,
    t,
    ws,
    hs: at ? at.hs : null,
    f: at ? at.f : -1,
    l: at ? at.l : 0,
    c: at ? at.c : 0,
    body: at ? at.body || body : true,
    noexp: false,
  };
}

export function withHs(t: Tok, hs: HideSet): Tok {
  return { k: t.k, t: t.t, ws: t.ws, hs, f: t.f, l: t.l, c: t.c, body: t.body, noexp: t.noexp };
}

export function hsHas(hs: HideSet, name: string): boolean {
  return hs?.includes(name) === true;
}

export function hsAdd(hs: HideSet, name: string): HideSet {
  if (hs === null) return [name];
  return hs.includes(name) ? hs : [...hs, name];
}

/**
 * Hide-set elements the unions and intersections of this unit have handled. A chain of macros
 * each calling the one before (`#define N5(x) (N4(x) + 1)`, thousands deep) gives every token a
 * hide set as long as the chain, and the work grows with its square: the expander stops the unit
 * past MAX_HIDESET_WORK (a `pp-limit` diagnostic) instead of running for hours.
 */
export const hideSetWork = { elements: 0 };

/** Above this many elements a hide set is searched through a `Set`, not element by element. */
const SMALL_HIDESET = 16;

function hsUnion(a: HideSet, b: HideSet): HideSet {
  if (a === null || a === b) return b;
  if (b === null) return a;
  hideSetWork.elements += a.length + b.length;
  const r = a.slice();
  if (a.length <= SMALL_HIDESET) {
    for (const x of b) if (!r.includes(x)) r.push(x);
    return r;
  }
  const seen = new Set(a);
  for (const x of b) if (!seen.has(x)) r.push(x);
  return r;
}

export function hsIntersect(a: HideSet, b: HideSet): HideSet {
  if (a === null || b === null) return null;
  if (a === b) return a;
  hideSetWork.elements += a.length + b.length;
  const inB =
    b.length <= SMALL_HIDESET
      ? (x: string) => b.includes(x)
      : (
          (set) => (x: string) =>
            set.has(x)
        )(new Set(b));
  const r = a.filter(inB);
  return r.length ? r : null;
}

/** Dynamic macros computed at the point of use. */
export const B_NONE = 0;
export const B_FILE = 1;
export const B_LINE = 2;
export const B_COUNTER = 3;
export const B_INCLUDE_LEVEL = 4;
export const B_BASE_FILE = 5;
export const B_DATE = 6;
export const B_TIME = 7;
export const B_TIMESTAMP = 8;
export const B_FILE_NAME = 9;
/** `_Pragma` operator. */
export const B_PRAGMA = 10;
/** `__has_include` & co: defined (for #ifdef), only meaningful inside #if. */
export const B_HAS = 11;

/** Per body token: the parameter index it names, or one of these. */
const P_NONE = -1;
const P_VAOPT = -2;

export interface Macro {
  name: string;
  fn: boolean;
  /** Parameter names; a trailing `...` appears as `__VA_ARGS__` (or the GNU named variadic). */
  params: string[];
  variadic: boolean;
  body: Tok[];
  pidx: number[];
  builtin: number;
}

export function builtinMacro(name: string, builtin: number): Macro {
  return { name, fn: false, params: [], variadic: false, body: [], pidx: [], builtin };
}

/** Parses the operands of `#define` (tokens after the directive name). */
export function parseDefine(toks: Tok[], error: (msg: string, at: Tok | null) => void): Macro | null {
  const nameTok = toks[0];
  if (!nameTok || nameTok.k !== T_IDENT) {
    error(
      nameTok ? 'macro names must be identifiers' : 'no macro name given in #define directive',
      nameTok ?? null,
    );
    return null;
  }
  const name = nameTok.t;
  if (name === 'defined' || name === '__VA_ARGS__' || name === '__VA_OPT__') {
    error(`"${name}" cannot be used as a macro name`, nameTok);
    return null;
  }
  let i = 1;
  let fn = false;
  let variadic = false;
  const params: string[] = [];
  if (toks[1] && toks[1].t === '(' && !toks[1].ws) {
    fn = true;
    i = 2;
    let expectParam = true;
    for (;;) {
      const t = toks[i++];
      if (!t) {
        error("missing ')' in macro parameter list", nameTok);
        return null;
      }
      if (t.t === ')' && (!expectParam || params.length === 0)) break;
      if (expectParam && t.t === '...') {
        variadic = true;
        params.push('__VA_ARGS__');
        if (toks[i]?.t !== ')') {
          error('missing \')\' after "..."', t);
          return null;
        }
        i++;
        break;
      }
      if (expectParam && t.k === T_IDENT) {
        if (params.includes(t.t) || t.t === '__VA_ARGS__') {
          error(`duplicate or reserved macro parameter "${t.t}"`, t);
          return null;
        }
        params.push(t.t);
        if (toks[i]?.t === '...') {
          variadic = true;
          i++;
          if (toks[i]?.t !== ')') {
            error('missing \')\' after "..."', t);
            return null;
          }
          i++;
          break;
        }
        expectParam = false;
        continue;
      }
      if (!expectParam && t.t === ',') {
        expectParam = true;
        continue;
      }
      error(`"${t.t}" may not appear in macro parameter list`, t);
      return null;
    }
  }
  const body: Tok[] = [];
  const pidx: number[] = [];
  for (let j = i; j < toks.length; j++) {
    const t = toks[j];
    const b = withHs(t, null);
    b.body = true;
    if (j === i) b.ws = false;
    body.push(b);
    let p = P_NONE;
    if (fn && t.k === T_IDENT) {
      p = params.indexOf(t.t);
      if (p < 0 && variadic && t.t === '__VA_OPT__') p = P_VAOPT;
    }
    pidx.push(p);
  }
  const m: Macro = { name, fn, params, variadic, body, pidx, builtin: B_NONE };
  if (body.length && (body[0].t === '##' || body[body.length - 1].t === '##')) {
    error(
      "'##' cannot appear at either end of a macro expansion",
      body[0].t === '##' ? body[0] : body[body.length - 1],
    );
    return null;
  }
  if (fn) {
    for (let j = 0; j < body.length; j++) {
      if (body[j].k === T_PUNCT && body[j].t === '#' && (j + 1 >= body.length || pidx[j + 1] === P_NONE)) {
        error("'#' is not followed by a macro parameter", body[j]);
        return null;
      }
    }
  }
  return m;
}

/** Same definition in the sense of C11 6.10.3p2 (so redefinition is allowed silently). */
export function sameMacro(a: Macro, b: Macro): boolean {
  if (a.fn !== b.fn || a.variadic !== b.variadic || a.builtin !== b.builtin) return false;
  if (a.params.length !== b.params.length || a.body.length !== b.body.length) return false;
  for (let i = 0; i < a.params.length; i++) if (a.params[i] !== b.params[i]) return false;
  for (let i = 0; i < a.body.length; i++) {
    const x = a.body[i];
    const y = b.body[i];
    if (x.t !== y.t || (i > 0 && x.ws !== y.ws)) return false;
  }
  return true;
}

function stringize(toks: Tok[], at: Tok): Tok {
  let s = '"';
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i];
    if (t.k === T_PLACEMARKER) continue;
    if (i > 0 && t.ws) s += ' ';
    s += t.k === T_STRING || t.k === T_CHAR ? t.t.replace(/[\\"]/g, '\\$&') : t.t;
  }
  return mkTok(T_STRING, `${s}"`, at.ws, at);
}

export interface SubstEnv {
  /** Fully macro-expands an argument (C11 6.10.3.1). */
  expandArg(toks: Tok[]): Tok[];
  error(msg: string, at: Tok): void;
  lexOpts: LexOptions;
}

interface SubstCtx {
  m: Macro;
  args: Tok[][];
  expanded: (Tok[] | undefined)[];
  env: SubstEnv;
  varIdx: number;
}

const PLACEMARKER: Tok = mkTok(T_PLACEMARKER, '', false, null);

/** Replacement list of `m` with `args` substituted, every token's hide set extended by `hs`. */
export function substitute(m: Macro, args: Tok[][], hs: HideSet, env: SubstEnv): Tok[] {
  const out: Tok[] = [];
  const cx: SubstCtx = { m, args, expanded: [], env, varIdx: m.variadic ? m.params.length - 1 : -1 };
  substRange(cx, 0, m.body.length, out);
  const res: Tok[] = [];
  let memoIn: HideSet = null;
  let memoOut: HideSet = hs;
  for (const t of out) {
    if (t.k === T_PLACEMARKER) continue;
    let h: HideSet;
    if (t.hs === null) h = hs;
    else if (t.hs === memoIn) h = memoOut;
    else {
      memoIn = t.hs;
      memoOut = h = hsUnion(t.hs, hs);
    }
    res.push(withHs(t, h));
  }
  return res;
}

function expandedArg(cx: SubstCtx, p: number): Tok[] {
  let e = cx.expanded[p];
  if (e === undefined) e = cx.expanded[p] = cx.env.expandArg(cx.args[p]);
  return e;
}

/** Index just past the `)` closing the `__VA_OPT__(` group whose name is at `i`, or -1. */
function vaOptEnd(cx: SubstCtx, i: number, end: number): number {
  const body = cx.m.body;
  if (i + 1 >= end || body[i + 1].t !== '(') return -1;
  let depth = 0;
  for (let j = i + 1; j < end; j++) {
    if (body[j].t === '(') depth++;
    else if (body[j].t === ')' && --depth === 0) return j + 1;
  }
  return -1;
}

function vaOptPresent(cx: SubstCtx): boolean {
  return cx.varIdx >= 0 && expandedArg(cx, cx.varIdx).length > 0;
}

interface Operand {
  toks: Tok[];
  next: number;
  isVar: boolean;
}

/** The right operand of `##` starting at body index `i`: unexpanded argument, __VA_OPT__ group, or a token. */
function operand(cx: SubstCtx, i: number, end: number): Operand {
  const body = cx.m.body;
  const p = cx.m.pidx[i];
  if (p >= 0) return { toks: cx.args[p], next: i + 1, isVar: p === cx.varIdx };
  if (p === P_VAOPT) {
    const e = vaOptEnd(cx, i, end);
    if (e > 0) {
      const toks: Tok[] = [];
      if (vaOptPresent(cx)) substRange(cx, i + 2, e - 1, toks);
      return { toks: toks.filter((t) => t.k !== T_PLACEMARKER), next: e, isVar: false };
    }
  }
  if (cx.m.fn && body[i].t === '#' && i + 1 < end && cx.m.pidx[i + 1] >= 0) {
    return { toks: [stringize(cx.args[cx.m.pidx[i + 1]], body[i])], next: i + 2, isVar: false };
  }
  return { toks: [body[i]], next: i + 1, isVar: false };
}

function paste(a: Tok, b: Tok, env: SubstEnv): Tok[] {
  const text = a.t + b.t;
  const k = lexSingle(text, env.lexOpts);
  if (k < 0) {
    env.error(`pasting "${a.t}" and "${b.t}" does not give a valid preprocessing token`, a);
    return [a, b];
  }
  const r = mkTok(k, text, a.ws, a);
  r.hs = hsIntersect(a.hs, b.hs);
  return [r];
}

function substRange(cx: SubstCtx, from: number, end: number, out: Tok[]): void {
  const { m, args, env } = cx;
  const body = m.body;
  const pidx = m.pidx;
  let i = from;
  while (i < end) {
    const t = body[i];
    const p = pidx[i];
    const nextIsPaste = i + 1 < end && body[i + 1].t === '##' && body[i + 1].k === T_PUNCT;
    if (m.fn && t.k === T_PUNCT && t.t === '#' && i + 1 < end) {
      const q = pidx[i + 1];
      if (q >= 0) {
        out.push(stringize(args[q], t));
        i += 2;
        continue;
      }
      if (q === P_VAOPT) {
        const e = vaOptEnd(cx, i + 1, end);
        if (e > 0) {
          const inner: Tok[] = [];
          if (vaOptPresent(cx)) substRange(cx, i + 3, e - 1, inner);
          out.push(stringize(inner, t));
          i = e;
          continue;
        }
      }
    }
    if (t.k === T_PUNCT && t.t === '##' && i > from && i + 1 < end) {
      const rhs = operand(cx, i + 1, end);
      i = rhs.next;
      const lhs = out.pop() ?? PLACEMARKER;
      if (rhs.isVar && lhs.t === ',' && lhs.k === T_PUNCT) {
        // GNU: `, ## __VA_ARGS__` drops the comma when the variable arguments are empty, else pastes nothing.
        if (rhs.toks.length > 0) out.push(lhs, ...rhs.toks);
        continue;
      }
      if (lhs.k === T_PLACEMARKER) {
        if (rhs.toks.length) out.push(...rhs.toks);
        else out.push(PLACEMARKER);
      } else if (rhs.toks.length === 0) out.push(lhs);
      else {
        out.push(...paste(lhs, rhs.toks[0], env));
        for (let j = 1; j < rhs.toks.length; j++) out.push(rhs.toks[j]);
      }
      continue;
    }
    if (p >= 0) {
      if (nextIsPaste) {
        if (args[p].length) out.push(...args[p]);
        else out.push(PLACEMARKER);
      } else {
        const e = expandedArg(cx, p);
        // The first token takes the spacing of the parameter's place in the body.
        if (e.length && e[0].ws !== t.ws) {
          const first = withHs(e[0], e[0].hs);
          first.ws = t.ws;
          out.push(first);
        } else if (e.length) out.push(e[0]);
        for (let j = 1; j < e.length; j++) out.push(e[j]);
      }
      i++;
      continue;
    }
    if (p === P_VAOPT) {
      const e = vaOptEnd(cx, i, end);
      if (e > 0) {
        const before = out.length;
        if (vaOptPresent(cx)) substRange(cx, i + 2, e - 1, out);
        if (out.length === before && e < end && body[e].t === '##') out.push(PLACEMARKER);
        i = e;
        continue;
      }
    }
    out.push(t);
    i++;
  }
}
