/**
 * Glob matching in time linear in the subject for a given pattern: the pattern compiles to a small
 * automaton whose set of states is advanced one character at a time (Thompson's construction),
 * never backtracking. Globs come from `.lockstep.yml`, which a pull request controls, and a
 * backtracking regular expression turns `*a*a*a*a*a*a*a*a*a*a*a*a*b` into hours of matching.
 *
 * Two dialects:
 * - `name` (function and variable names): `*` any run, `?` any one character;
 * - `path` (repository-relative paths): `*` and `?` stay within one path segment, `**` crosses
 *   them, and `**` followed by `/` matches any number of whole directories, none included.
 * Both have classes `[abc]`, `[a-z]`, `[!x]` / `[^x]` (a `]` first in the class is literal; an
 * unclosed or empty class is a literal `[`).
 */

type Token =
  | { k: 'lit'; c: string }
  /** One character (`?`); `slash`: may it be `/`. */
  | { k: 'one'; slash: boolean }
  /** Any run of characters (`*`, `**`). */
  | { k: 'star'; slash: boolean }
  | { k: 'class'; negate: boolean; ranges: [string, string][] }
  /** `**` + `/`: nothing, or any run that ends with `/`. */
  | { k: 'dirs' };

export type GlobDialect = 'name' | 'path';

/** RegExp's `test`, so callers that held a RegExp keep their shape. */
export interface GlobMatcher {
  test(subject: string): boolean;
}

export function compileGlob(glob: string, dialect: GlobDialect): GlobMatcher {
  const tokens = tokenize(glob, dialect);
  return { test: (subject) => run(tokens, subject, { steps: 0 }) };
}

/** The automaton steps a match takes (tests check that it is linear in the subject). */
export function globWork(glob: string, subject: string, dialect: GlobDialect = 'name'): number {
  const work = { steps: 0 };
  run(tokenize(glob, dialect), subject, work);
  return work.steps;
}

function tokenize(glob: string, dialect: GlobDialect): Token[] {
  const out: Token[] = [];
  const path = dialect === 'path';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i]!;
    if (c === '*') {
      if (path && glob[i + 1] === '*') {
        if (glob[i + 2] === '/') {
          out.push({ k: 'dirs' });
          i += 2;
        } else {
          out.push({ k: 'star', slash: true });
          i += 1;
        }
      } else out.push({ k: 'star', slash: !path });
    } else if (c === '?') out.push({ k: 'one', slash: !path });
    else if (c === '[') {
      const cls = parseClass(glob, i);
      if (cls) {
        out.push(cls.token);
        i = cls.end;
      } else out.push({ k: 'lit', c });
    } else out.push({ k: 'lit', c });
  }
  return out;
}

/** The class starting at `[` (index `at`) and the index of its `]`, or undefined when unclosed or empty. */
function parseClass(glob: string, at: number): { token: Token; end: number } | undefined {
  let j = at + 1;
  const negate = glob[j] === '!' || glob[j] === '^';
  if (negate) j++;
  const ranges: [string, string][] = [];
  let first = true;
  while (j < glob.length && (glob[j] !== ']' || first)) {
    const lo = glob[j]!;
    if (glob[j + 1] === '-' && j + 2 < glob.length && glob[j + 2] !== ']') {
      ranges.push([lo, glob[j + 2]!]);
      j += 3;
    } else {
      ranges.push([lo, lo]);
      j++;
    }
    first = false;
  }
  if (j >= glob.length || ranges.length === 0) return undefined;
  return { token: { k: 'class', negate, ranges }, end: j };
}

function consumes(t: Token, c: string): boolean {
  switch (t.k) {
    case 'lit':
      return t.c === c;
    case 'one':
    case 'star':
      return t.slash || c !== '/';
    case 'class': {
      const inside = t.ranges.some(([lo, hi]) => c >= lo && c <= hi);
      return inside !== t.negate;
    }
    case 'dirs':
      return true;
  }
}

/**
 * States 0..n are "before token i" (n: the end); state n+1+i is "inside the `.*` of the dirs
 * token i". Each step maps the current state set to the next in O(tokens).
 */
function run(tokens: readonly Token[], subject: string, work: { steps: number }): boolean {
  const n = tokens.length;
  let cur = new Uint8Array(2 * n + 1);
  let next = new Uint8Array(2 * n + 1);
  const close = (set: Uint8Array): void => {
    // Epsilon moves only go forward (i -> i+1, i -> its dirs state), so one pass suffices.
    work.steps += n;
    for (let i = 0; i < n; i++) {
      if (!set[i]) continue;
      const t = tokens[i]!;
      if (t.k === 'star' || t.k === 'dirs') set[i + 1] = 1;
      if (t.k === 'dirs') set[n + 1 + i] = 1;
    }
  };
  cur[0] = 1;
  close(cur);
  for (let p = 0; p < subject.length; p++) {
    const c = subject[p]!;
    next.fill(0);
    work.steps += n;
    let any = false;
    for (let i = 0; i < n; i++) {
      const t = tokens[i]!;
      if (cur[i] && t.k !== 'dirs' && consumes(t, c)) {
        // A star stays; everything else moves on.
        next[t.k === 'star' ? i : i + 1] = 1;
        any = true;
      }
      if (t.k === 'dirs' && cur[n + 1 + i]) {
        next[n + 1 + i] = 1;
        if (c === '/') next[i + 1] = 1;
        any = true;
      }
    }
    if (!any) return false;
    close(next);
    [cur, next] = [next, cur];
  }
  return cur[n] === 1;
}
