/**
 * Same-length rewrites of GNU C constructs that the tree-sitter C grammar does not accept, applied
 * to preprocessed text before parsing. Every rewrite keeps the text's length and the offset of
 * every other character, so the preprocessor's source map stays exact.
 *
 * - `_Thread_local`      -> `__thread` + padding (the grammar knows only `__thread`/`thread_local`)
 * - `case A ... B:`      -> `case A ?: B:` (the lowering reads `A ?: B` in a case label as a GNU range)
 * - `&&label` (unary)    -> ` &label`     (labels as values: the lowering sees `&` of a label name)
 * - `goto *expr;`        -> `_Cg_: expr;` (computed goto: the lowering reads this reserved label
 *                          as "evaluate expr, then go to any label of the function")
 * - `_Atomic(T)`         -> `_Atomic T ` (the specifier form becomes the qualifier form; `T _Atomic`
 *                          when T is a pointer type, so that the pointer is what is atomic)
 * - `typeof(expr)`       -> `typeof(_   )` when `expr` is not a plain name or type: the grammar
 *                          reads typeof's operand as a type; `_` is a type the lowering knows nothing of
 * - `x __asm__("sym")` right after a declarator's identifier -> blanks (asm labels: the grammar
 *   accepts them only after `)`)
 * - `__attribute__((...))` -> blanks, unless it says `noreturn` (the one attribute the lowering
 *   reads): the grammar accepts attributes in only some of the places GCC does
 * - GNU spellings of keywords -> the standard keyword (`__volatile__` -> `volatile`, `__signed__`,
 *   `__const`, `__builtin_offsetof` -> `offsetof`, `__float128` -> `double`, ...); named address
 *   spaces (`__seg_fs`) and `_Complex` -> blanks
 */

const IDENT = /[A-Za-z_$0-9]/;

/** Tokens after which `&&` must be binary (an operand ended). */
function endsOperand(prev: string): boolean {
  return (
    prev === ')' || prev === ']' || /^[A-Za-z_$0-9'"]/.test(prev[0] ?? '') || prev === '++' || prev === '--'
  );
}

const KEYWORDS_BEFORE_OPERAND = new Set(['return', 'case', 'sizeof', 'goto']);

/** The label the shim gives a computed goto (reserved: underscore and capital). */
export const COMPUTED_GOTO = '_Cg_:';

/** Words that look like identifiers but cannot end a declarator. */
const NOT_DECLARATOR = new Set([
  'else',
  'do',
  'return',
  'goto',
  'case',
  'default',
  'sizeof',
  'struct',
  'union',
  'enum',
]);
const ASM = new Set(['asm', '__asm', '__asm__']);
const ATTRIBUTE = new Set(['__attribute__', '__attribute']);
/** Same-or-shorter rewrites of GNU keyword spellings (padded with spaces). */
const KEYWORDS: Record<string, string> = {
  __signed__: 'signed',
  __signed: 'signed',
  __volatile__: 'volatile',
  __volatile: 'volatile',
  __const__: 'const',
  __const: 'const',
  __builtin_offsetof: 'offsetof',
  __float128: 'double',
  _Float128: 'double',
  _Float64x: 'double',
  _Float64: 'double',
  _Float32x: 'double',
  _Float32: 'float',
  _Float16: 'float',
  __bf16: 'float',
  __seg_fs: '',
  __seg_gs: '',
  _Complex: '',
  __complex__: '',
};
const TYPEOF = new Set(['typeof', '__typeof__', '__typeof', 'typeof_unqual', '__typeof_unqual__']);
/** A typeof operand the grammar reads correctly: a name or a type spelled with words and `*`. */
const PLAIN_TYPE = /^\(\s*[A-Za-z_][\w\s*]*\)$/;

export function applyGnuShim(text: string): string {
  // Fast exit: most units contain none of the constructs.
  if (!/_Thread_local|\.\.\.|&&|goto|_Atomic\s*\(|typeof|asm|attribute|__|_Float|_Complex/.test(text))
    return text;
  const out = new Edits(text);
  // The previous significant token. An identifier that needs no rewrite is not sliced out until a
  // rule asks for it (prev is null then, and prevFrom/prevTo say where it is): most are never asked.
  let prev: string | null = '';
  let prevFrom = 0;
  let prevTo = 0;
  const previous = (): string => {
    if (prev === null) prev = text.slice(prevFrom, prevTo);
    return prev;
  };
  let lineStart = true;
  let i = 0;
  const n = text.length;
  while (i < n) {
    const code = text.charCodeAt(i);
    // Fast path: the bulk of any text is identifiers, spaces and punctuation with no rewrite.
    if (code === 32 || code === 9 || code === 13) {
      i++;
      continue;
    }
    const c = text[i]!;
    if (c === '"' || c === "'") {
      const start = i;
      i++;
      while (i < n && text[i] !== c && text[i] !== '\n') i += text[i] === '\\' ? 2 : 1;
      i++;
      prev = text.slice(start, Math.min(i, start + 2));
      continue;
    }
    if (c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\f' || c === '\v') {
      if (c === '\n') lineStart = true;
      i++;
      continue;
    }
    const wasLineStart = lineStart;
    lineStart = false;
    if (c === '#' && wasLineStart) {
      // A directive line kept in the output (#pragma omp): skip it whole.
      const eol = text.indexOf('\n', i);
      i = eol < 0 ? n : eol;
      lineStart = true;
      prev = '';
      continue;
    }
    if (isIdentChar(code)) {
      let j = i + 1;
      while (j < n && isIdentChar(text.charCodeAt(j))) j++;
      if (!mayRewrite(code)) {
        prev = null;
        prevFrom = i;
        prevTo = j;
        i = j;
        continue;
      }
      const word = text.slice(i, j);
      const resume = rewriteWord(text, out, word, i, j, previous);
      if (resume) {
        if (resume.prev !== undefined) prev = resume.prev;
        i = resume.at;
        continue;
      }
      prev = word;
      i = j;
      continue;
    }
    if (c === '.' && text.startsWith('...', i)) {
      // In a case label (after `case` and before `:`), `...` is a GNU range.
      if (inCaseLabel(text, i)) replace(out, i, '?: ');
      prev = '...';
      i += 3;
      continue;
    }
    if (c === '&' && text[i + 1] === '&') {
      const after = text.slice(i + 2, i + 3);
      if (!endsOperand(previous()) || KEYWORDS_BEFORE_OPERAND.has(previous())) {
        if (IDENT.test(after) && !/[0-9]/.test(after)) out.set(i, ' ');
      }
      prev = '&&';
      i += 2;
      continue;
    }
    prev = c;
    i++;
  }
  return out.apply();
}

/** Where scanning resumes after a rewrite that consumed more than the word, and the token before it. */
interface Resume {
  at: number;
  /** Absent: the token before stays what it was (several attributes may follow one token). */
  prev?: string;
}

/**
 * The rewrites that start at an identifier `word` (text[i..j)): keywords, `_Atomic(T)`,
 * `typeof(expr)`, attributes and asm labels, `offsetof`, computed goto. Undefined when scanning
 * goes on right after the word.
 */
function rewriteWord(
  text: string,
  out: Edits,
  word: string,
  i: number,
  j: number,
  previous: () => string,
): Resume | undefined {
  const n = text.length;
  if (word === '_Thread_local') {
    replace(out, i, '__thread     ');
  } else if (word === '_Atomic') {
    let k = j;
    while (k < n && (text[k] === ' ' || text[k] === '\t')) k++;
    if (text[k] === '(') {
      const close = matchParen(text, k);
      const inner = close > 0 ? text.slice(k + 1, close) : '';
      // `_Atomic(int *)` is an atomic pointer: the qualifier goes after the `*` (`int * _Atomic`).
      if (inner.includes('*') && !/[\n(]/.test(inner)) {
        replace(out, i, `${inner} _Atomic`.padEnd(close + 1 - i, ' '));
        return { at: close + 1, prev: 'c' };
      }
      if (close > 0) {
        out.set(k, ' ');
        out.set(close, ' ');
      }
    }
  } else if (TYPEOF.has(word)) {
    let k = j;
    while (k < n && /\s/.test(text[k]!)) k++;
    const close = text[k] === '(' ? matchParen(text, k) : -1;
    if (close > 0 && !PLAIN_TYPE.test(text.slice(k, close + 1))) {
      out.set(k + 1, '_');
      out.blank(k + 2, close);
      return { at: close + 1, prev: ')' };
    }
  } else if (Object.hasOwn(KEYWORDS, word)) {
    replace(out, i, KEYWORDS[word]!.padEnd(word.length, ' '));
    if (KEYWORDS[word] === 'offsetof') simplifyOffsetof(text, out, j);
  } else if (word === 'offsetof') {
    simplifyOffsetof(text, out, j);
  } else if (ATTRIBUTE.has(word) || (ASM.has(word) && isDeclaratorName(previous()))) {
    let k = j;
    while (k < n && /\s/.test(text[k]!)) k++;
    const close = text[k] === '(' ? matchParen(text, k) : -1;
    const operand = close > 0 ? text.slice(k, close + 1) : '';
    // An attribute right after a declarator's name is blanked even if it says noreturn: the
    // grammar rejects it there.
    const blank = ATTRIBUTE.has(word)
      ? !operand.includes('noreturn') || isDeclaratorName(previous())
      : /^\(\s*("([^"\\\n]|\\.)*"\s*)+\)$/.test(operand);
    if (close > 0 && blank) {
      out.blank(i, close + 1);
      return { at: close + 1 };
    }
  } else if (word === 'goto') {
    let k = j;
    while (k < n && /\s/.test(text[k]!)) k++;
    if (text[k] === '*') {
      // `goto *e;` becomes the labelled expression statement `_Cg_: e;`.
      replace(out, i, COMPUTED_GOTO.padEnd(k + 1 - i, ' '));
      for (let q = i + COMPUTED_GOTO.length; q <= k; q++) if (text.charCodeAt(q) !== 10) out.set(q, ' ');
      return { at: k + 1, prev: ':' };
    }
  }
  return undefined;
}

function replace(out: Edits, at: number, text: string): void {
  for (let k = 0; k < text.length; k++) out.set(at + k, text[k]!);
}

/**
 * Whether a word starting with this character can be one the shim rewrites: all of them start
 * with `_`, `t` (typeof), `o` (offsetof), `a` (asm) or `g` (goto).
 */
function mayRewrite(first: number): boolean {
  return first === 95 || first === 116 || first === 111 || first === 97 || first === 103;
}

function isIdentChar(code: number): boolean {
  return (
    (code >= 97 && code <= 122) ||
    (code >= 65 && code <= 90) ||
    (code >= 48 && code <= 57) ||
    code === 95 ||
    code === 36
  );
}

/** Single-character replacements, applied at the end in one pass (rewrites are rare). */
class Edits {
  private readonly at: number[] = [];
  private readonly ch: string[] = [];
  constructor(private readonly text: string) {}

  set(pos: number, c: string): void {
    this.at.push(pos);
    this.ch.push(c);
  }

  /** Spaces over [from, to), newlines kept. */
  blank(from: number, to: number): void {
    for (let q = from; q < to; q++) if (this.text.charCodeAt(q) !== 10) this.set(q, ' ');
  }

  apply(): string {
    if (this.at.length === 0) return this.text;
    const order = [...this.at.keys()].sort((a, b) => this.at[a]! - this.at[b]! || a - b);
    const parts: string[] = [];
    let last = 0;
    for (const k of order) {
      const pos = this.at[k]!;
      if (pos < last) {
        // A later edit of the same position wins.
        parts[parts.length - 1] = this.ch[k]!;
        continue;
      }
      parts.push(this.text.slice(last, pos), this.ch[k]!);
      last = pos + 1;
    }
    parts.push(this.text.slice(last));
    return parts.join('');
  }
}

function matchParen(text: string, open: number): number {
  let depth = 0;
  for (let k = open; k < text.length && k < open + 4096; k++) {
    const c = text[k];
    if (c === '"' || c === "'") {
      // Skip a literal: parentheses inside strings do not count.
      for (k++; k < text.length && text[k] !== c && text[k] !== '\n'; k++) if (text[k] === '\\') k++;
      continue;
    }
    if (text[k] === '(') depth++;
    else if (text[k] === ')' && --depth === 0) return k;
    else if (text[k] === ';' || text[k] === '{') return -1;
  }
  return -1;
}

function inCaseLabel(text: string, at: number): boolean {
  // Look back on the same statement for `case` with no `:` or `;` in between.
  const from = Math.max(0, at - 200);
  const before = text.slice(from, at);
  const m = /\bcase\b[^:;{}]*$/.exec(before);
  return m !== null;
}

function isDeclaratorName(prev: string): boolean {
  if (prev === ']') return true;
  return (
    /^[A-Za-z_$][A-Za-z_$0-9]*$/.test(prev) &&
    !NOT_DECLARATOR.has(prev) &&
    !ASM.has(prev) &&
    !ATTRIBUTE.has(prev)
  );
}

/**
 * `offsetof(T, a.b[2])`: the grammar takes one member name, so the designator is cut after its
 * first name (the value of offsetof never matters to the analysis).
 */
function simplifyOffsetof(text: string, out: Edits, from: number): void {
  let k = from;
  while (k < text.length && /\s/.test(text[k]!)) k++;
  if (text[k] !== '(') return;
  const close = matchParen(text, k);
  if (close < 0) return;
  let depth = 0;
  let comma = -1;
  for (let q = k + 1; q < close; q++) {
    const c = text[q];
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === ',' && depth === 0) comma = q;
  }
  if (comma < 0) return;
  const m = /^\s*[A-Za-z_$][\w$]*/.exec(text.slice(comma + 1, close));
  if (!m) return;
  out.blank(comma + 1 + m[0].length, close);
}
