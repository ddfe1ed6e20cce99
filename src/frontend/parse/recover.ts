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
import type { Node, Tree } from 'web-tree-sitter';
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

/**
 * A damaged piece to cut out, [from, to), and where the heads (`namespace x {`, `extern "C" {`)
 * of the namespaces it lies in start: the piece goes back into them after it is parsed.
 */
interface Cut {
  from: number;
  to: number;
  within: number[];
}

/** The first damaged top-level node that swallowed the start of a later definition, cut there. */
function swallowing(tree: Tree, text: string): Cut | undefined {
  if (!tree.rootNode.hasError) return undefined;
  for (const n of tree.rootNode.children) {
    if (!n?.hasError) continue;
    const cut = cutIn(n, text, []);
    if (cut) return cut;
  }
  return undefined;
}

/**
 * The cut in damaged node `n` (inside the namespaces of `headers`). A namespace is not cut whole:
 * the definitions in it start in the column of its first member, and only the member that
 * swallowed the next one is cut (with the start of its own definition: an ERROR node may hold a
 * class's head as loose tokens before the member that broke it). A namespace whose closing brace
 * is real holds its damage in its members; one without (tree-sitter's recovery read past its end)
 * is cut at its first definition when no member swallowed one.
 */
function cutIn(n: Node, text: string, within: number[]): Cut | undefined {
  const ns = namespaceOf(n);
  if (ns) {
    const inner = [...within, n.startIndex];
    const column = ns.members.find((c) => c.isNamed)?.startPosition.column ?? 0;
    for (const c of ns.members) {
      if (!c.hasError && ns.closed) continue;
      if (namespaceOf(c)) {
        const cut = cutIn(c, text, inner);
        if (cut) return cut;
        continue;
      }
      const to = statementStarts(text, c.startIndex, c.endIndex, column)[0];
      if (to === undefined) continue;
      const from = statementStarts(text, ns.bodyStart, c.startIndex + 1, column).at(-1) ?? c.startIndex;
      return { from, to, within: inner };
    }
    if (ns.closed) return undefined;
  }
  const to = definitionStarts(text, n.startIndex, n.endIndex)[0];
  return to === undefined ? undefined : { from: n.startIndex, to, within };
}

/**
 * `n` as a namespace (or `extern "C" { ... }`): where its body starts (after the `{`), its
 * members, and whether its closing brace is real. An ERROR node that begins with `namespace x {`
 * is one too: tree-sitter's recovery swallowed the namespace's head with the damage in it.
 */
function namespaceOf(n: Node): { bodyStart: number; members: Node[]; closed: boolean } | undefined {
  let kids: Node[];
  if (n.type === 'namespace_definition' || n.type === 'linkage_specification') {
    const body = n.childForFieldName('body');
    if (body?.type !== 'declaration_list') return undefined;
    kids = body.children.filter((c): c is Node => !!c);
  } else if (
    n.type === 'ERROR' &&
    (n.children[0]?.type === 'namespace' || n.children[0]?.type === 'extern')
  ) {
    kids = n.children.filter((c): c is Node => !!c);
    const brace = kids.findIndex((c) => c.type === '{');
    // Only `namespace [name] {` or `extern "C" {` before the brace.
    if (brace < 0 || brace > 2 || kids.slice(1, brace).some((c) => c.type.endsWith('_statement')))
      return undefined;
    kids = kids.slice(brace);
  } else return undefined;
  const open = kids[0];
  if (open?.type !== '{') return undefined;
  const last = kids.at(-1);
  const closed = kids.length > 1 && last?.type === '}' && !last.isMissing;
  return { bodyStart: open.endIndex, members: kids.slice(1, closed ? -1 : undefined), closed };
}

/**
 * The first damaged statement (an ERROR node in a block) that swallowed the statements after it:
 * tree-sitter's recovery can read a `for` missing its `)` as one error running to the end of the
 * function, losing every statement after it (and `main` with them). Cut at the first line inside
 * it that starts a statement at the damaged statement's own indentation after a line ending in
 * `;` or `}`.
 */
function swallowingStatement(
  tree: Tree,
  text: string,
): { from: number; to: number; endsAt?: number } | undefined {
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
    const init = n.parent?.type === 'compound_statement' ? swallowingInitializer(n, text) : undefined;
    if (init) return init;
    for (let i = n.childCount - 1; i >= 0; i--) {
      const c = n.child(i);
      if (c) stack.push(c);
    }
  }
  return undefined;
}

/**
 * A local declaration whose damaged initializer swallowed the statements after it (`int step = 2 * ;`
 * read on into `events += 1`): the declaration is ended at its `=` (`endsAt`, where a `;` goes) and
 * the initializer, up to the next line that starts a statement at the declaration's indentation,
 * marked as one small error. The variable stays declared; the statements after it are read.
 */
function swallowingInitializer(
  n: Node,
  text: string,
): { from: number; to: number; endsAt: number } | undefined {
  if (n.type !== 'declaration') return undefined;
  const cut = statementStarts(text, n.startIndex, n.endIndex, n.startPosition.column)[0];
  if (cut === undefined) return undefined;
  const decl = n.namedChildren.filter((c) => c?.type === 'init_declarator').at(-1);
  const eq = decl?.children.find((c) => c?.type === '=');
  if (!decl || !eq || eq.startIndex >= cut || decl.startIndex >= cut) return undefined;
  return { from: eq.startIndex + 1, to: cut, endsAt: eq.startIndex };
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
  const pieces: Cut[] = [];
  for (let cut = swallowing(tree, text); cut && pieces.length < MAX_PIECES; cut = swallowing(tree, text)) {
    pieces.push(cut);
    text = blank(text, cut.from, cut.to);
    tree.delete();
    tree = parser.parse(text);
  }
  // Then statements that swallowed the rest of their function, each marked as one small error.
  for (let n = 0, cut = swallowingStatement(tree, text); cut && n < MAX_PIECES; n++) {
    text = markDamaged(text, cut.from, cut.to);
    // A declaration cut at its `=` ends there: `int step;` and its lost initializer after it.
    if (cut.endsAt !== undefined) text = `${text.slice(0, cut.endsAt)};${text.slice(cut.endsAt + 1)}`;
    tree.delete();
    tree = parser.parse(text);
    cut = swallowingStatement(tree, text);
  }
  const rest = flattenTree(tree);
  tree.delete();
  if (pieces.length === 0) return { tree: rest, pieces: 0 };
  const parts = pieces.map((p) => {
    // Parsed on its own, as at the top level (a namespace's members are read the same way), and
    // put back into its namespaces by the merge.
    const t = parser.parse(only(source, p.from, p.to));
    const flat = flattenTree(t);
    t.delete();
    return { tree: flat, within: p.within };
  });
  return { tree: merge(rest, parts), pieces: pieces.length };
}

/** One tree whose root holds the top-level nodes of every part, in source order. */
export function mergeTopLevel(main: FlatTree, parts: readonly FlatTree[]): FlatTree {
  return merge(
    main,
    parts.map((tree) => ({ tree, within: [] })),
  );
}

/** A node of a flat tree (its record `i`) with its children, while trees are merged. */
interface FlatNode {
  tree: FlatTree;
  i: number;
  kids: FlatNode[];
}

function nodesOf(t: FlatTree): FlatNode {
  const nodes: FlatNode[] = new Array(t.count);
  for (let i = 0; i < t.count; i++) {
    const node: FlatNode = { tree: t, i, kids: [] };
    nodes[i] = node;
    // Records are in preorder: a parent comes before its children, which come in source order.
    if (i > 0) nodes[t.records[i * STRIDE + PARENT]!]!.kids.push(node);
  }
  return nodes[0]!;
}

const typeOf = (n: FlatNode) => n.tree.tables.types[n.tree.records[n.i * STRIDE]!];
const startOf = (n: FlatNode) => n.tree.records[n.i * STRIDE + START]!;

/** The body of the namespaces that start at `within` (outermost first), below `root`. */
function bodyWithin(root: FlatNode, within: readonly number[]): FlatNode | undefined {
  let at: FlatNode | undefined = root;
  for (const start of within) {
    const ns: FlatNode | undefined = at?.kids.find(
      (k) =>
        startOf(k) === start &&
        (typeOf(k) === 'namespace_definition' || typeOf(k) === 'linkage_specification'),
    );
    at = ns?.kids.find((k) => typeOf(k) === 'declaration_list');
    if (!at) return undefined;
  }
  return at;
}

/**
 * One tree over the main tree and the pieces parsed on their own: a piece's top-level nodes go
 * where it was cut, in source order, into the body of the namespaces it was cut from (`within`:
 * where their heads start), or at the top level. The records are written again in preorder.
 */
function merge(main: FlatTree, parts: readonly { tree: FlatTree; within: readonly number[] }[]): FlatTree {
  if (parts.length === 0) return main;
  const root = nodesOf(main);
  for (const part of parts) {
    const proot = nodesOf(part.tree);
    const dst = bodyWithin(root, part.within) ?? root;
    dst.kids = [...dst.kids, ...proot.kids].sort((a, b) => startOf(a) - startOf(b));
  }
  let count = 0;
  const stack: FlatNode[] = [root];
  while (stack.length > 0) {
    const n = stack.pop()!;
    count++;
    for (let k = n.kids.length - 1; k >= 0; k--) stack.push(n.kids[k]!);
  }
  const out = new Int32Array(count * STRIDE);
  const order: [FlatNode, number][] = [[root, -1]];
  let at = 0;
  while (order.length > 0) {
    const [n, parent] = order.pop()!;
    out.set(n.tree.records.subarray(n.i * STRIDE, (n.i + 1) * STRIDE), at * STRIDE);
    out[at * STRIDE + PARENT] = parent;
    const self = at++;
    for (let k = n.kids.length - 1; k >= 0; k--) order.push([n.kids[k]!, self]);
  }
  out[START] = 0;
  return { records: out, count, tables: main.tables };
}
