/**
 * What a printf or scanf format says about the arguments after it (C17 7.21.6.1, 7.21.6.2; POSIX
 * adds `%n$` positions and `%m`). The printf family reads the string of a `%s` and writes the int
 * of a `%n`; the scanf family writes through every argument it assigns (`%d` the int, `%s` and
 * `%[` the buffer) unless `*` suppresses the assignment.
 */

/** What a call does through one argument after the format (0 = the first argument after it). */
export interface FormatEffect {
  arg: number;
  kind: 'read' | 'write';
}

/** Which family's rules a format follows. */
export type FormatFamily = 'printf' | 'scanf';

/** Everything the format's argument list holds, or undefined when the format cannot be read. */
export function formatEffects(literal: string, family: FormatFamily): FormatEffect[] | undefined {
  const format = literalText(literal);
  if (format === undefined) return undefined;
  return family === 'printf' ? printfEffects(format) : scanfEffects(format);
}

/**
 * The characters of a C string literal as written in source (`"a%s" "b"`, `L"..."`): the pieces
 * joined, escapes kept (they never spell a `%` in practice). Undefined when it is not a literal.
 */
function literalText(source: string): string | undefined {
  const pieces = [...source.matchAll(/(?:u8|[uUL])?"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1] ?? '');
  return pieces.length ? pieces.join('') : undefined;
}

// A conversion: flags, width (`*` or digits), precision, length modifier, conversion character.
// Positional forms (`%1$s`, `*2$`) give up: the caller falls back to every argument.
const PRINTF_SPEC = /%([-+ #0']*)(\*|\d+)?(?:\.(\*|\d*))?(hh|h|ll|l|j|z|t|L|q)?([a-zA-Z%])/g;

function printfEffects(format: string): FormatEffect[] | undefined {
  if (/%\d+\$/.test(format)) return undefined;
  const out: FormatEffect[] = [];
  let arg = 0;
  for (const m of format.matchAll(PRINTF_SPEC)) {
    const conv = m[5];
    if (conv === '%' || conv === 'm') continue;
    if (m[2] === '*') arg++;
    if (m[3] === '*') arg++;
    if (conv === 's' || conv === 'S') out.push({ arg, kind: 'read' });
    else if (conv === 'n') out.push({ arg, kind: 'write' });
    arg++;
  }
  return out;
}

// `%*d` (no assignment), width, `m` (allocate: the argument is a `char **`), length, then a
// conversion or a scanset `[...]` (`]` first in the set is a member).
const SCANF_SPEC = /%(\*)?(\d+)?(m)?(hh|h|ll|l|j|z|t|L|q)?(\[\^?\]?[^\]]*\]|[a-zA-Z%])/g;

function scanfEffects(format: string): FormatEffect[] | undefined {
  if (/%\d+\$/.test(format)) return undefined;
  const out: FormatEffect[] = [];
  let arg = 0;
  for (const m of format.matchAll(SCANF_SPEC)) {
    if (m[5] === '%' || m[1] === '*') continue;
    out.push({ arg, kind: 'write' });
    arg++;
  }
  return out;
}
