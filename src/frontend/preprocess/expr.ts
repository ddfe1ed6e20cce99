/**
 * `#if` constant expressions (C11 6.10.1): intmax_t/uintmax_t arithmetic in BigInt with 64-bit
 * wrap-around, the usual arithmetic conversions, short-circuiting (no diagnostics from unevaluated
 * operands). Operands arrive macro-expanded with `defined`/`__has_*` already replaced.
 */
import { T_CHAR, T_IDENT, T_NUMBER, T_PUNCT } from './lexer.js';
import type { Tok } from './macros.js';

export interface ExprEnv {
  cpp: boolean;
  error(msg: string, at: Tok | null): void;
}

interface Val {
  v: bigint;
  u: boolean;
}

class Abort {}

const PREC = new Map<string, number>(
  Object.entries({
    '||': 1,
    '&&': 2,
    '|': 3,
    '^': 4,
    '&': 5,
    '==': 6,
    '!=': 6,
    '<': 7,
    '>': 7,
    '<=': 7,
    '>=': 7,
    '<<': 8,
    '>>': 8,
    '+': 9,
    '-': 9,
    '*': 10,
    '/': 10,
    '%': 10,
  }),
);

/** C++ alternative tokens are operators, not identifiers, in #if. */
const ALT = new Map<string, string>(
  Object.entries({
    and: '&&',
    or: '||',
    not: '!',
    bitand: '&',
    bitor: '|',
    xor: '^',
    compl: '~',
    not_eq: '!=',
  }),
);

const MAX_DEPTH = 2000;

function norm(v: bigint, u: boolean): Val {
  return { v: u ? BigInt.asUintN(64, v) : BigInt.asIntN(64, v), u };
}
function conv(a: Val, u: boolean): bigint {
  return u ? BigInt.asUintN(64, a.v) : a.v;
}
function bool(b: boolean): Val {
  return { v: b ? 1n : 0n, u: false };
}

export function evalExpr(toks: Tok[], env: ExprEnv): boolean {
  const p = new Parser(toks, env);
  try {
    if (toks.length === 0) p.fail('#if with no expression', null);
    const r = p.comma(true);
    if (p.i < toks.length) p.fail(`missing binary operator before token "${toks[p.i].t}"`, toks[p.i]);
    return r.v !== 0n;
  } catch (e) {
    if (e instanceof Abort) return false;
    if (e instanceof RangeError) {
      env.error('#if expression too deeply nested', null);
      return false;
    }
    throw e;
  }
}

class Parser {
  i = 0;
  private depth = 0;
  constructor(
    private readonly toks: Tok[],
    private readonly env: ExprEnv,
  ) {}

  fail(msg: string, at: Tok | null): never {
    this.env.error(msg, at);
    throw new Abort();
  }

  private op(): string | null {
    const t = this.toks[this.i];
    if (!t) return null;
    if (t.k === T_PUNCT) return t.t;
    if (t.k === T_IDENT && this.env.cpp) return ALT.get(t.t) ?? null;
    return null;
  }

  comma(ev: boolean): Val {
    let v = this.cond(ev);
    while (this.op() === ',') {
      this.i++;
      v = this.cond(ev);
    }
    return v;
  }

  private cond(ev: boolean): Val {
    const c = this.binary(1, ev);
    if (this.op() !== '?') return c;
    this.i++;
    const taken = c.v !== 0n;
    const a = this.comma(ev && taken);
    if (this.op() !== ':') this.fail("expected ':' in conditional expression", this.toks[this.i] ?? null);
    this.i++;
    const b = this.cond(ev && !taken);
    const u = a.u || b.u;
    return norm(taken ? a.v : b.v, u);
  }

  private binary(minPrec: number, ev: boolean): Val {
    let lhs = this.unary(ev);
    for (;;) {
      const op = this.op();
      const prec = op === null ? undefined : PREC.get(op);
      if (prec === undefined || prec < minPrec) return lhs;
      const at = this.toks[this.i];
      this.i++;
      if (op === '&&') {
        const rhs = this.binary(prec + 1, ev && lhs.v !== 0n);
        lhs = bool(lhs.v !== 0n && rhs.v !== 0n);
      } else if (op === '||') {
        const rhs = this.binary(prec + 1, ev && lhs.v === 0n);
        lhs = bool(lhs.v !== 0n || rhs.v !== 0n);
      } else lhs = this.apply(op!, lhs, this.binary(prec + 1, ev), ev, at);
    }
  }

  private apply(op: string, a: Val, b: Val, ev: boolean, at: Tok): Val {
    if (op === '<<' || op === '>>') return shift(a, b, op === '<<');
    const u = a.u || b.u;
    const x = conv(a, u);
    const y = conv(b, u);
    switch (op) {
      case '*':
        return norm(x * y, u);
      case '/':
      case '%':
        if (y === 0n) {
          if (ev) this.fail('division by zero in #if', at);
          return { v: 0n, u };
        }
        return norm(op === '/' ? x / y : x % y, u);
      case '+':
        return norm(x + y, u);
      case '-':
        return norm(x - y, u);
      case '<':
        return bool(x < y);
      case '>':
        return bool(x > y);
      case '<=':
        return bool(x <= y);
      case '>=':
        return bool(x >= y);
      case '==':
        return bool(x === y);
      case '!=':
        return bool(x !== y);
      case '&':
        return norm(x & y, u);
      case '^':
        return norm(x ^ y, u);
      default:
        return norm(x | y, u);
    }
  }

  private unary(ev: boolean): Val {
    if (++this.depth > MAX_DEPTH) this.fail('#if expression too deeply nested', null);
    try {
      const t = this.toks[this.i];
      if (!t) this.fail('missing expression in #if', this.toks[this.i - 1] ?? null);
      const op = this.op();
      if (op === '+' || op === '-' || op === '~' || op === '!') {
        this.i++;
        const v = this.unary(ev);
        if (op === '+') return v;
        if (op === '-') return norm(-v.v, v.u);
        if (op === '~') return norm(~v.v, v.u);
        return bool(v.v === 0n);
      }
      if (op === '(') {
        this.i++;
        const v = this.comma(ev);
        if (this.op() !== ')') this.fail("missing ')' in expression", this.toks[this.i] ?? t);
        this.i++;
        return v;
      }
      this.i++;
      if (t.k === T_NUMBER) return this.number(t);
      if (t.k === T_CHAR) return charValue(t, this);
      if (t.k === T_IDENT && op === null) {
        // Identifiers left after expansion are 0; C++'s true/false are keywords.
        return bool(this.env.cpp && t.t === 'true');
      }
      return this.fail(`token "${t.t}" is not valid in preprocessor expressions`, t);
    } finally {
      this.depth--;
    }
  }

  private number(t: Tok): Val {
    const s = t.t.replace(/'/g, '');
    const m = /^(0[xX][0-9a-fA-F]+|0[bB][01]+|[0-9]+)([uUlLzZ]*)$/.exec(s);
    if (!m) {
      if (/^0[xX]/.test(s) ? /[pP]/.test(s) : /[.eE]/.test(s))
        this.fail('floating constant in preprocessor expression', t);
      this.fail(`invalid integer constant "${t.t}" in #if`, t);
    }
    const suffix = m[2].toLowerCase();
    if (!/^(u?(l|ll)?|(l|ll)u|u?z|zu)$/.test(suffix) || /lL|Ll/.test(m[2])) {
      this.fail(`invalid suffix "${m[2]}" on integer constant`, t);
    }
    const digits = m[1];
    let v: bigint;
    if (digits.length > 1 && digits[0] === '0' && /[0-9]/.test(digits[1])) {
      if (!/^[0-7]+$/.test(digits)) this.fail(`invalid digit in octal constant "${t.t}"`, t);
      v = BigInt(`0o${digits.slice(1)}`);
    } else v = BigInt(digits);
    let u = suffix.includes('u');
    if (v > 0xffffffffffffffffn) {
      this.env.error('integer constant is too large for its type', t);
      v = BigInt.asUintN(64, v);
      u = true;
    }
    if (v > 0x7fffffffffffffffn) u = true;
    return { v, u };
  }
}

function shift(a: Val, b: Val, left: boolean): Val {
  let n = b.u ? BigInt.asUintN(64, b.v) : b.v;
  if (n < 0n) {
    n = -n;
    left = !left;
  }
  if (left) return n >= 64n ? { v: 0n, u: a.u } : norm(a.v << n, a.u);
  if (n >= 64n) return { v: !a.u && a.v < 0n ? -1n : 0n, u: a.u };
  return norm(a.v >> n, a.u);
}

const ESC: Record<string, number> = { n: 10, t: 9, r: 13, a: 7, b: 8, f: 12, v: 11, e: 27, E: 27 };

/** Value of a character constant as gcc computes it on x86_64 (plain char is signed). */
function charValue(t: Tok, p: Parser): Val {
  const q = t.t.indexOf("'");
  const prefix = t.t.slice(0, q);
  const body = t.t.slice(q + 1, -1);
  const narrow = prefix === '' || prefix === 'u8';
  const units: number[] = [];
  const pushCode = (cp: number, raw: boolean): void => {
    if (!narrow || raw || cp < 0x80) units.push(cp);
    else for (const b of new TextEncoder().encode(String.fromCodePoint(cp))) units.push(b);
  };
  for (let i = 0; i < body.length; ) {
    const c = body[i];
    if (c !== '\\') {
      const cp = body.codePointAt(i)!;
      pushCode(cp, false);
      i += cp > 0xffff ? 2 : 1;
      continue;
    }
    const e = body[i + 1] ?? '';
    if (/[0-7]/.test(e)) {
      const m = /^[0-7]{1,3}/.exec(body.slice(i + 1))![0];
      pushCode(Number.parseInt(m, 8), true);
      i += 1 + m.length;
    } else if (e === 'x') {
      const m = /^[0-9a-fA-F]*/.exec(body.slice(i + 2))![0];
      pushCode(m ? Number(BigInt.asUintN(32, BigInt(`0x${m}`))) : 0, true);
      i += 2 + m.length;
    } else if (e === 'u' || e === 'U') {
      const len = e === 'u' ? 4 : 8;
      const m = /^[0-9a-fA-F]*/.exec(body.slice(i + 2, i + 2 + len))![0];
      const cp = m ? Number.parseInt(m, 16) : 0;
      pushCode(cp <= 0x10ffff ? cp : 0xfffd, false);
      i += 2 + m.length;
    } else {
      pushCode(ESC[e] ?? (e ? e.charCodeAt(0) : 92), true);
      i += 2;
    }
  }
  if (units.length === 0) p.fail('empty character constant', t);
  if (narrow) {
    if (units.length === 1) {
      const b = BigInt(units[0] & 0xff);
      return { v: prefix === '' ? BigInt.asIntN(8, b) : b, u: false };
    }
    let v = 0n;
    for (const b of units) v = (v << 8n) | BigInt(b & 0xff);
    return { v: BigInt.asIntN(32, v), u: false };
  }
  const last = BigInt(units[units.length - 1]);
  if (prefix === 'u') return { v: BigInt.asUintN(16, last), u: false };
  if (prefix === 'U') return { v: BigInt.asUintN(32, last), u: false };
  return { v: BigInt.asIntN(32, last), u: false };
}
