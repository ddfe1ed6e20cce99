/**
 * A plain-JavaScript copy of a tree-sitter syntax tree. The lowering asks a node for its fields
 * and children many times; through web-tree-sitter each such question crosses into WASM and
 * allocates, so one cursor walk copies the tree into these objects first (about 3x faster in
 * total) and the WASM tree is freed at once. Punctuation without a field name is left out.
 */
import { type Language, Parser, type Tree, type TreeCursor } from 'web-tree-sitter';

const EMPTY: readonly SyntaxNode[] = Object.freeze([]);
const F_NAMED = 1;
const F_MISSING = 2;
const F_ERROR = 4;

export class SyntaxNode {
  parent: SyntaxNode | null = null;
  /** Position among the parent's kept children. */
  index = 0;
  children: SyntaxNode[] = EMPTY as SyntaxNode[];
  /** The lowering's source range of this node, computed once (see rangeOf). */
  range?: unknown;
  private named?: SyntaxNode[];
  /** NAMED | MISSING | ERROR bits (one field instead of three: there are millions of nodes). */
  private flags: number;

  constructor(
    private readonly source: string,
    readonly type: string,
    isNamed: boolean,
    isMissing: boolean,
    readonly fieldName: string | null,
    readonly startIndex: number,
    readonly endIndex: number,
  ) {
    this.flags =
      (isNamed ? F_NAMED : 0) | (isMissing ? F_MISSING | F_ERROR : 0) | (type === 'ERROR' ? F_ERROR : 0);
  }

  get isNamed(): boolean {
    return (this.flags & F_NAMED) !== 0;
  }

  get isMissing(): boolean {
    return (this.flags & F_MISSING) !== 0;
  }

  /** This node or one below it is an ERROR or MISSING node. */
  get hasError(): boolean {
    return (this.flags & F_ERROR) !== 0;
  }

  set hasError(v: boolean) {
    this.flags = v ? this.flags | F_ERROR : this.flags & ~F_ERROR;
  }

  get text(): string {
    const t = this.source.slice(this.startIndex, this.endIndex);
    // V8 makes a slice of 13 or more characters a view that keeps the whole unit's text alive;
    // names kept in the IR would then pin every unit's source. The concatenation forces a copy.
    return t.length >= 13 ? ` ${t}`.slice(1) : t;
  }

  /** The first character at or after `from` (`step` 1) or at or before it (`step` -1) that is not white space, if any. */
  nonBlankFrom(from: number, step: 1 | -1): number | undefined {
    for (let o = from; o >= 0 && o < this.source.length; o += step) if (!/\s/.test(this.source[o]!)) return o;
    return undefined;
  }

  get namedChildren(): SyntaxNode[] {
    if (!this.named)
      this.named =
        this.children.length === 0 ? (EMPTY as SyntaxNode[]) : this.children.filter((c) => c.isNamed);
    return this.named;
  }

  get namedChildCount(): number {
    return this.namedChildren.length;
  }

  childForFieldName(name: string): SyntaxNode | null {
    for (const c of this.children) if (c.fieldName === name) return c;
    return null;
  }

  childrenForFieldName(name: string): SyntaxNode[] {
    const out: SyntaxNode[] = [];
    for (const c of this.children) if (c.fieldName === name) out.push(c);
    return out;
  }

  get previousNamedSibling(): SyntaxNode | null {
    const siblings = this.parent?.children;
    if (!siblings) return null;
    for (let i = this.index - 1; i >= 0; i--) if (siblings[i]!.isNamed) return siblings[i]!;
    return null;
  }

  descendantsOfType(type: string): SyntaxNode[] {
    const out: SyntaxNode[] = [];
    const stack: SyntaxNode[] = [...this.children].reverse();
    while (stack.length) {
      const n = stack.pop()!;
      if (n.type === type) out.push(n);
      for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i]!);
    }
    return out;
  }

  toString(): string {
    if (this.children.length === 0) return this.isNamed ? `(${this.type})` : `"${this.type}"`;
    return `(${this.type} ${this.children.map((c) => `${c.fieldName ? `${c.fieldName}: ` : ''}${c.toString()}`).join(' ')})`;
  }
}

export interface LanguageTables {
  types: string[];
  named: boolean[];
  fields: (string | null)[];
  /** By type id: 1 for a node kept without a field name (named, or ERROR). */
  keep: Uint8Array;
  /** By type id: 1 for an OPAQUE node (its insides are not copied unless the tree has errors). */
  opaque: Uint8Array;
}

const tables = new WeakMap<Language, LanguageTables>();

function tablesFor(lang: Language): LanguageTables {
  let t = tables.get(lang);
  if (!t) {
    const types: string[] = [];
    const named: boolean[] = [];
    for (let id = 0; id < lang.nodeTypeCount; id++) {
      types.push(lang.nodeTypeForId(id) ?? '');
      named.push(lang.nodeTypeIsNamed(id));
    }
    // ERROR nodes have the reserved symbol 65535 (tree-sitter's ts_builtin_sym_error).
    types[65535] = 'ERROR';
    named[65535] = true;
    const fields: (string | null)[] = [null];
    for (let id = 1; id <= lang.fieldCount; id++) fields.push(lang.fieldNameForId(id));
    const keep = new Uint8Array(65536);
    const opaque = new Uint8Array(65536);
    types.forEach((type, id) => {
      if (named[id] || type === 'ERROR') keep[id] = 1;
      if (OPAQUE.has(type)) opaque[id] = 1;
    });
    t = { types, named, fields, keep, opaque };
    tables.set(lang, t);
  }
  return t;
}

/** Nodes whose insides the lowering never reads (it uses their text, or nothing). */
const OPAQUE = new Set([
  'string_literal',
  'char_literal',
  'concatenated_string',
  'raw_string_literal',
  'gnu_asm_expression',
  'attribute_specifier',
  'attribute_declaration',
  'ms_declspec_modifier',
  'preproc_call',
]);

/**
 * The raw cursor functions of web-tree-sitter's WASM module. Its TreeCursor methods copy the
 * cursor's state into a transfer buffer and back around every call through a generic
 * `setValue`/`getValue`; the raw functions read and update that buffer in place, so a walk that
 * makes no other call into the module can leave the state there and skip the copying (about 3x
 * faster). The fast walk is checked against the method-based one on the first tree and dropped
 * if they ever differ.
 */
interface RawCursor {
  first(tree: number): number;
  next(tree: number): number;
  parent(tree: number): number;
  typeId(tree: number): number;
  fieldId(tree: number): number;
  start(tree: number): number;
  end(tree: number): number;
  missing(tree: number): number;
  heap32(): Int32Array;
  transfer: number;
}

let raw: RawCursor | undefined;
let rawChecked = false;

/** Called once the WASM runtime is up, with the module object emscripten filled in. */
export function useRawCursor(module: Record<string, unknown>): void {
  const f = (name: string) => module[name] as ((tree: number) => number) | undefined;
  const names = [
    '_ts_tree_cursor_goto_first_child_wasm',
    '_ts_tree_cursor_goto_next_sibling_wasm',
    '_ts_tree_cursor_goto_parent_wasm',
    '_ts_tree_cursor_current_node_type_id_wasm',
    '_ts_tree_cursor_current_field_id_wasm',
    '_ts_tree_cursor_start_index_wasm',
    '_ts_tree_cursor_end_index_wasm',
    '_ts_tree_cursor_current_node_is_missing_wasm',
  ];
  const fns = names.map(f);
  const init = module._ts_init as (() => number) | undefined;
  const littleEndian = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;
  if (fns.some((x) => typeof x !== 'function') || typeof init !== 'function' || !littleEndian) return;
  // ts_init returns the transfer buffer (and writes version words into it: harmless here,
  // nothing is in flight).
  const transfer = init();
  const [first, next, parent, typeId, fieldId, start, end, missing] = fns as ((tree: number) => number)[];
  raw = {
    first: first!,
    next: next!,
    parent: parent!,
    typeId: typeId!,
    fieldId: fieldId!,
    start: start!,
    end: end!,
    missing: missing!,
    heap32: () => module.HEAP32 as Int32Array,
    transfer,
  };
}

/** Whether copies take the raw fast path (for tests and diagnostics). */
export function rawCursorActive(): boolean {
  return raw !== undefined;
}

/** Copies a parsed tree; `source` must be the exact text that was parsed. */
export function copyTree(tree: Tree, source: string): SyntaxNode {
  return buildTree(flattenTree(tree), source);
}

/**
 * A syntax tree as flat records, one per kept node in preorder (see FLAT_STRIDE): what a worker
 * thread hands to the thread that lowers, with the grammar's tables for the type and field names.
 */
export interface FlatTree {
  records: Int32Array;
  count: number;
  tables: LanguageTables;
}

/** Ints per node: type id, field id (bit 30: MISSING), start, end, parent record (-1 for the root). */
const FLAT_STRIDE = 5;
const MISSING_BIT = 1 << 30;

/** The flat form of a parsed tree: the WASM half of a copy (the tree can be deleted after). */
export function flattenTree(tree: Tree): FlatTree {
  const treePtr = (tree as unknown as { 0: unknown })[0];
  if (!raw || typeof treePtr !== 'number') return cursorFlatten(tree);
  if (!rawChecked) {
    rawChecked = true;
    if (!rawAgrees(tree.language)) {
      raw = undefined;
      return cursorFlatten(tree);
    }
  }
  return rawFlatten(tree, treePtr, raw);
}
/** A small program, with a syntax error, on which both walks must agree before the fast one is used. */
const CHECK_SOURCE =
  'struct s { int x; } g;\nint f(int a) { if (a) return g.x + a++; return -1; }\nint h( { return 1 +; }\n';

function rawAgrees(language: Language): boolean {
  const parser = new Parser();
  try {
    parser.setLanguage(language);
    const tree = parser.parse(CHECK_SOURCE);
    if (!tree) return false;
    const ptr = (tree as unknown as { 0: unknown })[0];
    const same =
      typeof ptr === 'number' &&
      raw !== undefined &&
      shape(buildTree(rawFlatten(tree, ptr, raw), CHECK_SOURCE)) === shape(cursorCopy(tree, CHECK_SOURCE));
    tree.delete();
    return same;
  } finally {
    parser.delete();
  }
}

export function shape(n: SyntaxNode): string {
  const out: string[] = [];
  const visit = (x: SyntaxNode) => {
    out.push(`${x.type}/${x.fieldName}/${x.startIndex}/${x.endIndex}/${+x.hasError}/${+x.isMissing}(`);
    for (const c of x.children) visit(c);
    out.push(')');
  };
  visit(n);
  return out.join('');
}

function rawFlatten(tree: Tree, ptr: number, r: RawCursor): FlatTree {
  const facts = treeFacts(tree);
  // walk() leaves the new cursor's state in the transfer buffer; from here on only raw calls.
  const c = tree.walk();
  try {
    return walkFlat(facts, {
      first: () => r.first(ptr) === 1,
      next: () => r.next(ptr) === 1,
      parent: () => r.parent(ptr) === 1,
      typeId: () => r.typeId(ptr),
      fieldId: () => r.fieldId(ptr),
      start: () => r.start(ptr),
      end: () => r.end(ptr),
      missing: () => r.missing(ptr) === 1,
    });
  } finally {
    // Hand the cursor's current state back to the JS object so that delete() frees the right memory.
    const heap = r.heap32();
    const cursor = c as unknown as Record<number, number>;
    for (let k = 0; k < 4; k++) cursor[k] = heap[(r.transfer >> 2) + k]!;
    c.delete();
  }
}

function cursorOps(c: TreeCursor): CursorOps {
  return {
    first: () => c.gotoFirstChild(),
    next: () => c.gotoNextSibling(),
    parent: () => c.gotoParent(),
    typeId: () => c.nodeTypeId,
    fieldId: () => c.currentFieldId,
    start: () => c.startIndex,
    end: () => c.endIndex,
    missing: () => c.nodeIsMissing,
  };
}

/** The flat walk through the cursor methods (when the raw functions are not there). */
function cursorFlatten(tree: Tree): FlatTree {
  const facts = treeFacts(tree);
  const c = tree.walk();
  try {
    return walkFlat(facts, cursorOps(c));
  } finally {
    c.delete();
  }
}

/**
 * Copies a parsed tree; `source` must be the exact text that was parsed. Every cursor getter is a
 * call into WASM, so the walk reads only the type id, field id and offsets of each node (names
 * come from per-language tables) and asks about MISSING nodes only when the tree has errors.
 */
export function cursorCopy(tree: Tree, source: string): SyntaxNode {
  const facts = treeFacts(tree);
  const c = tree.walk();
  try {
    return walkCopy(facts, source, cursorOps(c));
  } finally {
    c.delete();
  }
}

/** The cursor operations a copy needs, over either cursor implementation. */
interface CursorOps {
  first(): boolean;
  next(): boolean;
  parent(): boolean;
  typeId(): number;
  fieldId(): number;
  start(): number;
  end(): number;
  missing(): boolean;
}

interface TreeFacts extends LanguageTables {
  withErrors: boolean;
}

/**
 * What the walk needs from the tree itself, read before the cursor exists: any other call into
 * the module (rootNode) would overwrite the raw walk's cursor state in the transfer buffer.
 */
function treeFacts(tree: Tree): TreeFacts {
  return { ...tablesFor(tree.language), withErrors: tree.rootNode.hasError };
}

/** The one walk both copies share: the cursor starts at the root. */
function walkCopy(facts: TreeFacts, source: string, c: CursorOps): SyntaxNode {
  const { types, named, fields, withErrors } = facts;
  const root = new SyntaxNode(source, types[c.typeId()]!, true, false, null, c.start(), c.end());
  const path: SyntaxNode[] = [root];
  if (!c.first()) return root;
  for (;;) {
    const parent = path[path.length - 1]!;
    const typeId = c.typeId();
    const type = types[typeId]!;
    const isNamed = named[typeId]!;
    const field = fields[c.fieldId()] ?? null;
    const isMissing = withErrors && c.missing();
    let descended = false;
    if (isMissing && isUnnamedBitFieldName(source, type, parent.type, c.start())) {
      // Nothing to copy: the field has no name (see isUnnamedBitFieldName).
    } else if (isNamed || field !== null || isMissing || type === 'ERROR') {
      const node = new SyntaxNode(source, type, isNamed, isMissing, field, c.start(), c.end());
      node.parent = parent;
      if (parent.children === EMPTY) parent.children = [];
      node.index = parent.children.length;
      parent.children.push(node);
      if (node.hasError) parent.hasError = true;
      if ((withErrors || !OPAQUE.has(type)) && c.first()) {
        path.push(node);
        descended = true;
      }
    }
    if (descended) continue;
    while (!c.next()) {
      if (path.length === 1 || !c.parent()) return root;
      // Leaving a node: its errors are its parent's too.
      const done = path.pop()!;
      if (done.hasError) path[path.length - 1]!.hasError = true;
    }
  }
}

/** The walk of walkCopy, writing flat records instead of nodes. */
function walkFlat(facts: TreeFacts, c: CursorOps): FlatTree {
  const { fields, keep, opaque, withErrors } = facts;
  let rec = new Int32Array(FLAT_STRIDE * 4096);
  let n = 0;
  const add = (typeId: number, field: number, start: number, end: number, parent: number): number => {
    let o = n * FLAT_STRIDE;
    if (o + FLAT_STRIDE > rec.length) {
      const bigger = new Int32Array(rec.length * 2);
      bigger.set(rec);
      rec = bigger;
    }
    rec[o++] = typeId;
    rec[o++] = field;
    rec[o++] = start;
    rec[o++] = end;
    rec[o] = parent;
    return n++;
  };
  add(c.typeId(), 0, c.start(), c.end(), -1);
  const path: number[] = [0];
  if (c.first()) {
    for (;;) {
      const typeId = c.typeId();
      const fieldId = c.fieldId();
      const hasField = fields[fieldId] != null;
      const isMissing = withErrors && c.missing();
      if (keep[typeId] === 1 || hasField || isMissing) {
        const k = add(
          typeId,
          (hasField ? fieldId : 0) | (isMissing ? MISSING_BIT : 0),
          c.start(),
          c.end(),
          path[path.length - 1]!,
        );
        if ((withErrors || opaque[typeId] === 0) && c.first()) {
          path.push(k);
          continue;
        }
      }
      let more = true;
      while (!c.next()) {
        if (path.length === 1 || !c.parent()) {
          more = false;
          break;
        }
        path.pop();
      }
      if (!more) break;
    }
  }
  const { types, named, keep: k, opaque: o } = facts;
  return {
    records: n * FLAT_STRIDE === rec.length ? rec : rec.slice(0, n * FLAT_STRIDE),
    count: n,
    tables: { types, named, fields, keep: k, opaque: o },
  };
}

/**
 * The C++ grammar requires a name in a field declaration, so an unnamed bit-field (`unsigned : 0;`,
 * valid C and C++ padding) parses with a MISSING field name. That node is no error: the copies
 * leave it out, and the field declaration reads as C's grammar gives it, without a declarator.
 */
function isUnnamedBitFieldName(source: string, type: string, parentType: string, start: number): boolean {
  if (type !== 'field_identifier' || parentType !== 'field_declaration') return false;
  let i = start;
  while (i < source.length && /\s/.test(source[i]!)) i++;
  return source[i] === ':' && source[i + 1] !== ':';
}

/** Removes `node` from its parent's children; it no longer counts as an error. */
function detach(node: SyntaxNode): void {
  const parent = node.parent!;
  parent.children = parent.children.filter((c) => c !== node);
  parent.children.forEach((c, k) => {
    c.index = k;
  });
  node.hasError = false;
}

/** Builds the SyntaxNode tree of flat records; `source` must be the exact text that was parsed. */
export function buildTree(flat: FlatTree, source: string): SyntaxNode {
  const { records: rec, count } = flat;
  const { types, named, fields } = flat.tables;
  const nodes: SyntaxNode[] = new Array(count);
  // Children arrays of the exact size (a pushed-to array reserves room for 16).
  const kids = new Int32Array(count);
  for (let o = FLAT_STRIDE + 4; o < count * FLAT_STRIDE; o += FLAT_STRIDE) kids[rec[o]!]!++;
  const root = new SyntaxNode(source, types[rec[0]!]!, true, false, null, rec[2]!, rec[3]!);
  if (kids[0]! > 0) root.children = new Array(kids[0]);
  nodes[0] = root;
  const filled = new Int32Array(count);
  const unnamed: SyntaxNode[] = [];
  for (let i = 1, o = FLAT_STRIDE; i < count; i++, o += FLAT_STRIDE) {
    const typeId = rec[o]!;
    const f = rec[o + 1]!;
    const node = new SyntaxNode(
      source,
      types[typeId]!,
      named[typeId]!,
      (f & MISSING_BIT) !== 0,
      fields[f & 0xffff] ?? null,
      rec[o + 2]!,
      rec[o + 3]!,
    );
    const p = rec[o + 4]!;
    const parent = nodes[p]!;
    node.parent = parent;
    const k = filled[p]!;
    filled[p] = k + 1;
    node.index = k;
    parent.children[k] = node;
    if (kids[i]! > 0) node.children = new Array(kids[i]);
    nodes[i] = node;
    if (node.isMissing && isUnnamedBitFieldName(source, node.type, parent.type, node.startIndex))
      unnamed.push(node);
  }
  for (const node of unnamed) detach(node);
  // A node's errors are its ancestors' too (children come after their parent).
  for (let i = count - 1, o = i * FLAT_STRIDE; i > 0; i--, o -= FLAT_STRIDE)
    if (nodes[i]!.hasError) nodes[rec[o + 4]!]!.hasError = true;
  return root;
}
