/**
 * Macro expansion with rescanning (Prosser's hide-set algorithm, which the C11 6.10.3.5 examples
 * follow), argument collection, builtins, and the `defined`/`__has_*` operators of #if. Token
 * sources are stacks of pending tokens that may fall back to the current file (see Unit).
 */
import type { Diagnostic, Severity } from '../../util/diagnostics.js';
import { F_WS, type LexOptions, lex, T_IDENT, T_NUMBER, T_PUNCT, T_STRING, tokText } from './lexer.js';
import {
  B_BASE_FILE,
  B_COUNTER,
  B_DATE,
  B_FILE,
  B_FILE_NAME,
  B_INCLUDE_LEVEL,
  B_LINE,
  B_NONE,
  B_TIME,
  B_TIMESTAMP,
  hideSetWork,
  hsAdd,
  hsHas,
  hsIntersect,
  type Macro,
  mkTok,
  type SubstEnv,
  substitute,
  type Tok,
  withHs,
} from './macros.js';
import { hasValue } from './predefined.js';

export interface Site {
  /** Name-table id of the (presumed) file. */
  f: number;
  l: number;
  c: number;
}

export interface UseSite extends Site {
  /** Name-table id of the macro. */
  m: number;
}

/** Pending tokens (top = next) and whether to continue from the current file when they run out. */
export interface Src {
  stack: Tok[];
  file: boolean;
}

export interface HeaderSpec {
  name: string;
  angle: boolean;
}

/** Interned file and macro names, shared by the units of a run. */
export interface NameTable {
  names: string[];
  nameIds: Map<string, number>;
}

export function headerFromToks(toks: Tok[]): HeaderSpec | null {
  const t = toks[0];
  if (!t) return null;
  if (t.k === T_STRING && t.t.startsWith('"')) return { name: t.t.slice(1, -1), angle: false };
  if (t.t !== '<') return null;
  let s = '';
  for (let j = 1; j < toks.length; j++) {
    if (toks[j].t === '>') return { name: s, angle: true };
    s += (toks[j].ws && j > 1 ? ' ' : '') + toks[j].t;
  }
  return null;
}

function quote(s: string): string {
  return `"${s.replace(/[\\"]/g, '\\$&')}"`;
}

const NO_ARGS: Tok[][] = [];
const IF_OPERATORS = new Set([
  'defined',
  '__has_include',
  '__has_include_next',
  '__has_attribute',
  '__has_cpp_attribute',
  '__has_c_attribute',
  '__has_builtin',
  '__has_feature',
  '__has_extension',
]);

/**
 * Macro expansion per unit stops here: a macro bomb (each macro using the previous ten times)
 * would otherwise expand into gigabytes. Real units stay far below (glibc's nptl/ units: under a
 * million).
 */
const MAX_EXPANDED_TOKENS = 5_000_000;

/**
 * Hide-set work per unit (macros.ts `hideSetWork`): real units need a few million elements at
 * most; a 5,000-deep chain of macros needs billions.
 */
const MAX_HIDESET_WORK = 100_000_000;

/** Thrown when a unit's expansion passes a limit above: the unit is not analysed (parse-unit.ts). */
export class ExpansionLimit extends Error {
  constructor(
    readonly site: Site,
    tooDeep = false,
  ) {
    super(
      tooDeep
        ? `macro expansion nests too deeply (macros expanding inside one another thousands deep): this unit is not analysed`
        : `macro expansion produced more than ${MAX_EXPANDED_TOKENS.toLocaleString('en-US')} tokens (a macro bomb?): this unit is not analysed`,
    );
  }
}

export abstract class MacroExpander {
  readonly diags: Diagnostic[] = [];
  /** Tokens waiting to be rescanned and output (top = next); the main stream reads these before the file. */
  protected readonly pb: Tok[] = [];
  protected readonly main: Src = { stack: this.pb, file: true };
  /** The outermost macro invocation the pending tokens came from. */
  protected useSite: UseSite | null = null;
  /** The directive being processed. */
  protected dirSite: Site | null = null;
  /** Expanding a #if line: `defined` and `__has_*` are operators. */
  protected inIf = false;
  /** An operator error already reported for this #if. */
  protected ifBad = false;
  /** Nesting of argument collection (directives like #include are refused inside). */
  protected collecting = 0;
  private counter = 0;
  /** Tokens produced by macro expansion in this unit so far (see MAX_EXPANDED_TOKENS). */
  private expanded = 0;
  protected readonly env: SubstEnv;

  constructor(
    readonly macros: Map<string, Macro>,
    protected readonly nt: NameTable,
    protected readonly lexOpts: LexOptions,
  ) {
    // One expander per unit, and a worker preprocesses one unit at a time.
    hideSetWork.elements = 0;
    this.env = {
      expandArg: (toks) => this.expandList(toks),
      error: (msg, at) => this.report('error', 'pp-bad-paste', msg, this.siteOf(at)),
      lexOpts,
    };
  }

  /** Next token of the current file (directives processed), not crossing its end; null there. */
  protected abstract readFileTok(): Tok | null;
  /** Whether the current file's next token is `(` (without consuming or crossing a directive). */
  protected abstract peekFileParen(): boolean;
  /** Presumed name id of the current file, and its include depth (main = 0). */
  protected abstract currentFile(): { nameId: number; level: number } | null;
  protected abstract hasInclude(spec: HeaderSpec, next: boolean): boolean;
  protected abstract readonly mainPath: string;

  nameId(s: string): number {
    let id = this.nt.nameIds.get(s);
    if (id === undefined) {
      id = this.nt.names.length;
      this.nt.names.push(s);
      this.nt.nameIds.set(s, id);
    }
    return id;
  }

  report(severity: Severity, code: string, message: string, site: Site | null): void {
    const d: Diagnostic = { severity, code, message };
    if (site) {
      d.file = this.nt.names[site.f];
      d.line = site.l;
      d.column = site.c;
    }
    this.diags.push(d);
  }

  /** Where to report something about `t`: its own place if the user wrote it, else the directive or use site. */
  protected siteOf(t: Tok | null): Site {
    if (t !== null && !t.body && t.f >= 0) return { f: t.f, l: t.l, c: t.c };
    if (this.dirSite) return this.dirSite;
    if (this.useSite) return this.useSite;
    return this.fallbackSite();
  }

  protected abstract fallbackSite(): Site;

  /** Tokens of a snippet (predefined and -D macros, _Pragma strings), with no spelling position. */
  protected textToks(text: string): Tok[] {
    const ft = lex(text, this.lexOpts);
    const r: Tok[] = [];
    for (let i = 0; i < ft.n; i++) {
      const t = mkTok(ft.kind[i], tokText(ft, i), i > 0 && (ft.flags[i] & F_WS) !== 0, null);
      r.push(t);
    }
    return r;
  }

  protected next(src: Src): Tok | null {
    const t = src.stack.pop();
    if (t !== undefined) return t;
    return src.file ? this.readFileTok() : null;
  }

  protected peekParen(src: Src): boolean {
    const s = src.stack;
    if (s.length > 0) {
      const t = s[s.length - 1];
      return t.k === T_PUNCT && t.t === '(';
    }
    return src.file && this.peekFileParen();
  }

  /** Fully macro-expands an isolated token list (arguments, #if/#include/#line operands). */
  expandList(toks: Tok[]): Tok[] {
    const src: Src = { stack: [], file: false };
    for (let j = toks.length - 1; j >= 0; j--) src.stack.push(toks[j]);
    const out: Tok[] = [];
    for (;;) {
      const t = src.stack.pop();
      if (t === undefined) return out;
      if (t.k === T_IDENT && !t.noexp) {
        if (this.inIf && IF_OPERATORS.has(t.t) && this.ifOperator(t, src, out)) continue;
        const m = this.macros.get(t.t);
        if (m !== undefined && !hsHas(t.hs, t.t) && this.expandTok(t, m, src)) continue;
      }
      out.push(t);
    }
  }

  /**
   * Expands the macro named by `t` (already taken from `src`), pushing the result onto `src` for
   * rescanning. False when it is not an invocation (function-like without `(`) or not expandable here.
   */
  protected expandTok(t: Tok, m: Macro, src: Src): boolean {
    if (m.builtin !== B_NONE) {
      const r = this.builtinTok(m.builtin, t);
      if (r === null) return false;
      src.stack.push(r);
      return true;
    }
    if (!m.fn) {
      this.pushExpansion(src, substitute(m, NO_ARGS, hsAdd(t.hs, m.name), this.env), t);
      return true;
    }
    if (!this.peekParen(src)) return false;
    const consumed: Tok[] = [this.next(src)!];
    this.collecting++;
    const r = this.collectArgs(src, m, t, consumed);
    this.collecting--;
    if (r === null) {
      // Leave the name (painted, so the error is not repeated) and what followed it.
      for (let j = consumed.length - 1; j >= 0; j--) src.stack.push(consumed[j]);
      const blue = withHs(t, t.hs);
      blue.noexp = true;
      src.stack.push(blue);
      return true;
    }
    this.pushExpansion(src, substitute(m, r.args, hsAdd(hsIntersect(t.hs, r.rp.hs), m.name), this.env), t);
    return true;
  }

  private pushExpansion(src: Src, exp: Tok[], t: Tok): void {
    this.expanded += exp.length;
    if (this.expanded > MAX_EXPANDED_TOKENS) throw new ExpansionLimit(this.siteOf(t));
    if (hideSetWork.elements > MAX_HIDESET_WORK) throw new ExpansionLimit(this.siteOf(t), true);
    if (exp.length === 0) return;
    exp[0].ws = t.ws;
    for (let j = exp.length - 1; j >= 0; j--) src.stack.push(exp[j]);
  }

  private collectArgs(src: Src, m: Macro, name: Tok, consumed: Tok[]): { args: Tok[][]; rp: Tok } | null {
    const args: Tok[][] = [];
    let cur: Tok[] = [];
    let depth = 0;
    const n = m.params.length;
    let rp: Tok;
    for (;;) {
      const t = this.next(src);
      if (t === null) {
        this.report(
          'error',
          'pp-unterminated',
          `unterminated argument list invoking macro "${m.name}"`,
          this.siteOf(name),
        );
        return null;
      }
      consumed.push(t);
      if (t.k === T_PUNCT) {
        if (t.t === '(') depth++;
        else if (t.t === ')') {
          if (depth === 0) {
            args.push(cur);
            rp = t;
            break;
          }
          depth--;
        } else if (t.t === ',' && depth === 0 && !(m.variadic && args.length >= n - 1)) {
          args.push(cur);
          cur = [];
          continue;
        }
      }
      cur.push(t);
    }
    if (n === 0 && args.length === 1 && args[0].length === 0) return { args: [], rp };
    if (args.length === n) return { args, rp };
    if (m.variadic && args.length === n - 1) {
      args.push([]);
      return { args, rp };
    }
    const msg =
      args.length < n
        ? `macro "${m.name}" requires ${n} arguments, but only ${args.length} given`
        : `macro "${m.name}" passed ${args.length} arguments, but takes just ${n}`;
    this.report('error', 'pp-macro-args', msg, this.siteOf(name));
    return null;
  }

  /** Result of a dynamic macro, or null when it does not expand here (`_Pragma`, `__has_*` outside #if). */
  protected builtinTok(b: number, t: Tok): Tok | null {
    let k = T_STRING;
    let text: string;
    const cur = this.currentFile();
    switch (b) {
      case B_LINE:
        k = T_NUMBER;
        text = String(this.siteOf(t).l);
        break;
      case B_FILE:
        text = quote(this.nt.names[cur ? cur.nameId : this.nameId(this.mainPath)]);
        break;
      case B_FILE_NAME:
        text = quote(this.nt.names[cur ? cur.nameId : this.nameId(this.mainPath)].replace(/^.*\//, ''));
        break;
      case B_BASE_FILE:
        text = quote(this.mainPath);
        break;
      case B_COUNTER:
        k = T_NUMBER;
        text = String(this.counter++);
        break;
      case B_INCLUDE_LEVEL:
        k = T_NUMBER;
        text = String(cur ? cur.level : 0);
        break;
      case B_DATE:
        text = '"Jan  1 2000"';
        break;
      case B_TIME:
        text = '"00:00:00"';
        break;
      case B_TIMESTAMP:
        text = '"Sat Jan  1 00:00:00 2000"';
        break;
      default:
        return null;
    }
    return mkTok(k, text, t.ws, t);
  }

  private ifError(msg: string, at: Tok): void {
    this.report('error', 'pp-bad-expression', msg, this.siteOf(at));
    this.ifBad = true;
  }

  /** The parenthesised operand of a `__has_*` operator, unexpanded. */
  private parenArg(src: Src, op: Tok): Tok[] | null {
    const lp = this.next(src);
    if (lp === null || lp.t !== '(') {
      if (lp) src.stack.push(lp);
      this.ifError(`missing '(' after "${op.t}"`, op);
      return null;
    }
    const r: Tok[] = [];
    let depth = 0;
    for (;;) {
      const t = this.next(src);
      if (t === null) {
        this.ifError(`missing ')' after "${op.t}" operand`, op);
        return null;
      }
      if (t.t === '(') depth++;
      else if (t.t === ')' && depth-- === 0) return r;
      r.push(t);
    }
  }

  /** `defined X`, `defined(X)`, `__has_include(...)`, `__has_attribute(...)` & co. in a #if line. */
  private ifOperator(t: Tok, src: Src, out: Tok[]): boolean {
    let v: number;
    if (t.t === 'defined') {
      let n = this.next(src);
      const paren = n !== null && n.t === '(';
      if (paren) n = this.next(src);
      if (n === null || n.k !== T_IDENT) {
        this.ifError('operator "defined" requires an identifier', n ?? t);
        return true;
      }
      if (paren) {
        const r = this.next(src);
        if (r === null || r.t !== ')') {
          this.ifError('missing \')\' after "defined"', r ?? n);
          return true;
        }
      }
      v = this.macros.has(n.t) ? 1 : 0;
    } else {
      const arg = this.parenArg(src, t);
      if (arg === null) return true;
      if (t.t === '__has_include' || t.t === '__has_include_next') {
        const spec = headerFromToks(arg) ?? headerFromToks(this.expandList(arg));
        if (spec === null) {
          this.ifError(`operator "${t.t}" requires a header-name`, t);
          return true;
        }
        v = this.hasInclude(spec, t.t === '__has_include_next') ? 1 : 0;
      } else v = hasValue(t.t, arg.map((x) => x.t).join(''), this.lexOpts.cpp);
    }
    out.push(mkTok(T_NUMBER, String(v), t.ws, t));
    return true;
  }
}
