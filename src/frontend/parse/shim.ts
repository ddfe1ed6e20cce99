/**
 * Same-length rewrites of GNU C constructs that the tree-sitter C grammar does not accept, applied
 * to preprocessed text before parsing. Every rewrite keeps the text's length and the offset of
 * every other character, so the preprocessor's source map stays exact.
 *
 * - `_Thread_local`      -> `__thread` + padding (the grammar knows only `__thread`/`thread_local`)
 * - `case A ... B:`      -> `case A ?: B:` (the lowering reads `A ?: B` in a case label as a GNU range)
 * - `&&label` (unary)    -> ` &label`     (labels as values: the lowering sees `&` of a label name)
 * - `goto *expr;`        -> `goto  expr;` (computed goto: the lowering sees a goto to a non-label)
 * - `_Atomic(T)`         -> `_Atomic T ` (the specifier form becomes the qualifier form)
 */

const IDENT = /[A-Za-z_$0-9]/;

/** Tokens after which `&&` must be binary (an operand ended). */
function endsOperand(prev: string): boolean {
  return (
    prev === ')' || prev === ']' || /^[A-Za-z_$0-9'"]/.test(prev[0] ?? '') || prev === '++' || prev === '--'
  );
}

const KEYWORDS_BEFORE_OPERAND = new Set(['return', 'case', 'sizeof', 'goto']);

export function applyGnuShim(text: string): string {
  // Fast exit: most units contain none of the constructs.
  if (!/_Thread_local|\.\.\.|&&|goto|_Atomic\s*\(/.test(text)) return text;
  const out = text.split('');
  let prev = ''; // previous significant token
  let lineStart = true;
  let i = 0;
  const n = text.length;
  while (i < n) {
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
    if (IDENT.test(c)) {
      let j = i + 1;
      while (j < n && IDENT.test(text[j]!)) j++;
      const word = text.slice(i, j);
      if (word === '_Thread_local') {
        replace(out, i, '__thread     ');
      } else if (word === '_Atomic') {
        let k = j;
        while (k < n && (text[k] === ' ' || text[k] === '\t')) k++;
        if (text[k] === '(') {
          const close = matchParen(text, k);
          if (close > 0) {
            out[k] = ' ';
            out[close] = ' ';
          }
        }
      } else if (word === 'goto') {
        let k = j;
        while (k < n && /\s/.test(text[k]!)) k++;
        if (text[k] === '*') out[k] = ' ';
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
      if (!endsOperand(prev) || KEYWORDS_BEFORE_OPERAND.has(prev)) {
        if (IDENT.test(after) && !/[0-9]/.test(after)) out[i] = ' ';
      }
      prev = '&&';
      i += 2;
      continue;
    }
    prev = c;
    i++;
  }
  return out.join('');
}

function replace(out: string[], at: number, text: string): void {
  for (let k = 0; k < text.length; k++) out[at + k] = text[k]!;
}

function matchParen(text: string, open: number): number {
  let depth = 0;
  for (let k = open; k < text.length && k < open + 4096; k++) {
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
