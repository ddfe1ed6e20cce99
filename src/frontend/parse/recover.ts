/**
 * Keeping parse damage local. tree-sitter's error recovery sometimes lets one unbalanced brace
 * swallow everything after it: a `for` missing its `)` turns the rest of the file, `main`
 * included, into the damaged function's body. Here such a damaged top-level node is cut at the
 * next line that starts a new definition, the damaged piece is blanked out and the unit parsed
 * again, so the definitions after it come out intact; the damaged piece is then parsed on its own,
 * so that its own damage stays inside it (the lowering then loses the smallest statement it can).
 *
 * Blanking replaces characters by spaces and keeps newlines, so every offset stays valid and the
 * trees of the pieces and of the rest can be merged into one tree over the original text.
 */
import type { Tree } from 'web-tree-sitter';
import type { SourceParser } from './parser.js';
import { type FlatTree, flattenTree } from './syntax.js';

/** Damaged pieces cut out of one unit, at most (each costs a parse of the unit). */
const MAX_PIECES = 32;

/** Ints per flat record, and where the start offset and parent index sit in one. */
const STRIDE = 5;
const START = 2;
const PARENT = 4;

/**
 * Offsets inside [from, to) of lines that look like the start of a new top-level definition: the
 * line starts in column 0 with an identifier character (a type, `static`, `template`, a name) and
 * the last non-blank line before it ends a definition (`}` or `;`). Formatted C and C++ code keeps
 * top-level definitions in column 0 and their bodies indented; this is what a reader uses too.
 */
export function definitionStarts(text: string, from: number, to: number): number[] {
  const out: number[] = [];
  let line = text.indexOf('\n', from);
  while (line >= 0 && line + 1 < to) {
    const start = line + 1;
    if (/[A-Za-z_]/.test(text[start] ?? '') && endsDefinition(text, start)) out.push(start);
    line = text.indexOf('\n', start);
  }
  return out;
}

function endsDefinition(text: string, lineStart: number): boolean {
  let i = lineStart - 1;
  while (i >= 0 && /\s/.test(text[i]!)) i--;
  return i < 0 || text[i] === '}' || text[i] === ';';
}

function blank(text: string, from: number, to: number): string {
  return text.slice(0, from) + text.slice(from, to).replace(/[^\n]/g, ' ') + text.slice(to);
}

/** Only [from, to) of `text` kept, the rest blanked. */
function only(text: string, from: number, to: number): string {
  return blank(blank(text, to, text.length), 0, from);
}

/** The first damaged top-level node that swallowed the start of a later definition, cut there. */
function swallowing(tree: Tree, text: string): { from: number; to: number } | undefined {
  if (!tree.rootNode.hasError) return undefined;
  for (const n of tree.rootNode.children) {
    if (!n?.hasError) continue;
    const cut = definitionStarts(text, n.startIndex, n.endIndex)[0];
    if (cut !== undefined) return { from: n.startIndex, to: cut };
  }
  return undefined;
}

/**
 * The first damaged statement (an ERROR node in a block) that swallowed the statements after it:
 * tree-sitter's recovery can read a `for` missing its `)` as one error running to the end of the
 * function, losing every statement after it (and `main` with them). Cut at the first line inside
 * it that starts a statement at the damaged statement's own indentation after a line ending in
 * `;` or `}`.
 */
function swallowingStatement(tree: Tree, text: string): { from: number; to: number } | undefined {
  if (!tree.rootNode.hasError) return undefined;
  const stack = [tree.rootNode];
  while (stack.length > 0) {
    const n = stack.pop()!;
    if (!n.hasError) continue;
    if (n.type === 'ERROR' && n.parent?.type === 'compound_statement') {
      const cut = statementStarts(text, n.startIndex, n.endIndex, n.startPosition.column)[0];
      if (cut !== undefined) return { from: n.startIndex, to: cut };
      continue;
    }
    for (let i = n.childCount - 1; i >= 0; i--) {
      const c = n.child(i);
      if (c) stack.push(c);
    }
  }
  return undefined;
}

/** Offsets inside (from, to) of lines starting a statement at `column` after a `;` or `}`. */
function statementStarts(text: string, from: number, to: number, column: number): number[] {
  const out: number[] = [];
  let line = text.indexOf('\n', from);
  while (line >= 0 && line + 1 < to) {
    const start = line + 1;
    const first = start + column;
    if (
      first < to &&
      /^[ \t]*$/.test(text.slice(start, first)) &&
      /[A-Za-z_{]/.test(text[first] ?? '') &&
      endsDefinition(text, start)
    )
      out.push(start);
    line = text.indexOf('\n', start);
  }
  return out;
}

/**
 * The damaged statement made one small error the lowering reports and skips: every character
 * turned into one tree-sitter cannot read, newlines and spaces kept (so offsets, and the text the
 * report quotes from the original source, hold).
 */
function markDamaged(text: string, from: number, to: number): string {
  return text.slice(0, from) + text.slice(from, to).replace(/\S/g, '@') + text.slice(to);
}

export interface RecoveredParse {
  tree: FlatTree;
  /** How many damaged pieces were cut out and parsed on their own. */
  pieces: number;
}

/** Parses `source`, cutting out damaged pieces that swallow later definitions (see above). */
export function parseRecovering(parser: SourceParser, source: string): RecoveredParse {
  let text = source;
  let tree = parser.parse(text);
  const pieces: { from: number; to: number }[] = [];
  for (let cut = swallowing(tree, text); cut && pieces.length < MAX_PIECES; cut = swallowing(tree, text)) {
    pieces.push(cut);
    text = blank(text, cut.from, cut.to);
    tree.delete();
    tree = parser.parse(text);
  }
  // Then statements that swallowed the rest of their function, each marked as one small error.
  for (let n = 0, cut = swallowingStatement(tree, text); cut && n < MAX_PIECES; n++) {
    text = markDamaged(text, cut.from, cut.to);
    tree.delete();
    tree = parser.parse(text);
    cut = swallowingStatement(tree, text);
  }
  const rest = flattenTree(tree);
  tree.delete();
  if (pieces.length === 0) return { tree: rest, pieces: 0 };
  const parts = pieces.map((p) => {
    const t = parser.parse(only(source, p.from, p.to));
    const flat = flattenTree(t);
    t.delete();
    return flat;
  });
  return { tree: mergeTopLevel(rest, parts), pieces: pieces.length };
}

/**
 * One tree whose root holds the top-level nodes of every part, in source order. Records are in
 * preorder, so each top-level node's subtree is one contiguous run of records: the runs are
 * sorted by start offset and their parent indices shifted to their new places.
 */
export function mergeTopLevel(main: FlatTree, parts: readonly FlatTree[]): FlatTree {
  const runs: { tree: FlatTree; first: number; end: number; start: number }[] = [];
  for (const t of [main, ...parts]) {
    const r = t.records;
    let first = -1;
    for (let i = 1; i <= t.count; i++) {
      if (i < t.count && r[i * STRIDE + PARENT] !== 0) continue;
      if (first >= 0) runs.push({ tree: t, first, end: i, start: r[first * STRIDE + START]! });
      first = i;
    }
  }
  runs.sort((a, b) => a.start - b.start);
  const count = 1 + runs.reduce((n, run) => n + run.end - run.first, 0);
  const out = new Int32Array(count * STRIDE);
  out.set(main.records.subarray(0, STRIDE));
  out[START] = 0;
  let at = 1;
  for (const run of runs) {
    const shift = at - run.first;
    out.set(run.tree.records.subarray(run.first * STRIDE, run.end * STRIDE), at * STRIDE);
    for (let i = at; i < at + run.end - run.first; i++) {
      const p = out[i * STRIDE + PARENT]!;
      out[i * STRIDE + PARENT] = p === 0 ? 0 : p + shift;
    }
    at += run.end - run.first;
  }
  return { records: out, count, tables: main.tables };
}
