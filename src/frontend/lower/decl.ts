/**
 * Declarations: type specifiers, declarators, struct/union/enum definitions, typedefs and
 * integer constant expressions (array sizes, enum values, case labels, `sizeof`).
 */
import { convertToInt } from '../../ir/ints.js';
import { alignOf, sizeOf } from '../../ir/layout.js';
import type { RecordDef, RecordField, Type } from '../../ir/types.js';
import type { SyntaxNode } from '../parse/index.js';
import { primitiveType, ptrTo, qualifiersOf, sizedType, T, withQualifiers } from './ctypes.js';
import { fieldDamage, fieldNames, reportLostMember } from './damage.js';
import type { Scope } from './scope.js';
import { rangeOf, type UnitContext } from './unit-context.js';

export interface DeclSpecifiers {
  type: Type;
  storage: Set<string>;
  noreturn: boolean;
}

/** The specifiers of a declaration-like node (declaration, field_declaration, parameter_declaration, function_definition, type_descriptor). */
export function declSpecifiers(cx: UnitContext, scope: Scope, node: SyntaxNode): DeclSpecifiers {
  const storage = new Set<string>();
  let noreturn = false;
  for (const c of node.children) {
    if (!c) continue;
    if (c.type === 'storage_class_specifier') storage.add(c.text);
    else if (c.type === 'type_qualifier' && (c.text === '_Noreturn' || c.text === 'noreturn'))
      noreturn = true;
    else if (
      (c.type === 'attribute_specifier' || c.type === 'attribute_declaration') &&
      /noreturn/.test(c.text)
    )
      noreturn = true;
  }
  const typeNode = node.childForFieldName('type');
  const base = typeNode ? specifierType(cx, scope, typeNode) : T.int;
  return { type: withQualifiers(base, qualifiersOf(node)), storage, noreturn };
}

export function specifierType(cx: UnitContext, scope: Scope, node: SyntaxNode): Type {
  const t = cx.language.specifierType?.(cx, scope, node);
  if (t) return t;
  switch (node.type) {
    case 'primitive_type':
      return primitiveType(node.text);
    case 'sized_type_specifier': {
      const words = node.text.split(/\s+/);
      const inner = node.childForFieldName('type');
      if (inner && inner.type === 'type_identifier') return primitiveType(inner.text);
      return sizedType(words);
    }
    case 'type_identifier': {
      const b = scope.lookup(node.text);
      if (b?.k === 'typedef') return b.type;
      return primitiveType(node.text);
    }
    case 'struct_specifier':
    case 'union_specifier':
      return recordType(cx, scope, node, node.type === 'union_specifier');
    case 'enum_specifier':
      defineEnum(cx, scope, node);
      return T.int;
    case 'macro_type_specifier': {
      // `typeof(x)`: the grammar reads the operand as a type name; when it names a variable
      // or function, its type is the answer (complex operands arrive from the shim as `_`).
      const operand = node.childForFieldName('type');
      const name = operand?.namedChildCount === 1 ? operand.namedChildren[0] : undefined;
      if (name?.type === 'type_identifier') {
        const b = scope.lookup(name.text);
        if (b && b.k !== 'const') return b.type;
      } else if (operand) return typeDescriptor(cx, scope, operand);
      return T.unknown;
    }
    default:
      if (node.text === 'auto' || node.type === 'placeholder_type_specifier') return T.unknown;
      return { k: 'named', name: node.text };
  }
}

function recordType(
  cx: UnitContext,
  scope: Scope,
  node: SyntaxNode,
  union: boolean,
  typedefName?: string,
): Type {
  const nameNode = node.childForFieldName('name');
  const body = node.childForFieldName('body');
  const tag = nameNode?.text;
  if (!body) {
    if (tag) {
      const b = scope.lookupTag(tag);
      if (b?.k === 'record') return { k: 'record', key: b.key, union: b.union };
      // Forward reference to a record defined later (or never): key by tag.
      return { k: 'record', key: tag, union };
    }
    return T.unknown;
  }
  const r = rangeOf(cx, node);
  const key = tag ?? typedefName ?? `anon@${baseName(r.file)}:${r.line}:${r.column}`;
  if (tag) scope.tags.set(tag, { k: 'record', key, union });
  const fields: RecordField[] = [];
  const bitRun = bitFieldRun(union);
  let reportedMembers = false;
  for (const fd of body.namedChildren) {
    if (fd.type === 'function_definition' && !reportedMembers) {
      reportedMembers = true;
      const at = rangeOf(cx, fd);
      cx.diags.note(
        'unsupported-construct',
        `member functions of '${key}' are not lowered yet (C++ support is a later issue)`,
        {
          file: at.file,
          line: at.line,
          column: at.column,
        },
      );
    }
    if (fd.type !== 'field_declaration') continue;
    // A damaged member is lost alone (or only its initializer), not with its record.
    const part = fd.hasError ? fieldDamage(fd) : undefined;
    if (part) {
      const kind = union ? 'union' : 'struct';
      const record = tag ? `${kind} '${tag}'` : typedefName ? `'${typedefName}'` : `an unnamed ${kind}`;
      reportLostMember(cx, fd, { qualify: (x) => x, of: ` of ${record}`, record }, part);
    }
    if (part === 'member') {
      // Its names stay members (of unknown type): uses of them are no other objects.
      for (const name of fieldNames(fd)) fields.push({ name, type: T.unknown });
      continue;
    }
    const width = bitFieldWidth(cx, scope, fd);
    // A field that is no bit-field, or a zero-width one, ends a run of adjacent bit-fields.
    if (width === undefined || width === 0) bitRun.end();
    const spec = declSpecifiers(cx, scope, fd);
    const decls = fd.childrenForFieldName('declarator').filter((d): d is SyntaxNode => d !== null);
    if (decls.length === 0) {
      // C11 anonymous struct/union member: its fields belong to the enclosing record.
      if (spec.type.k === 'record') {
        const inner = cx.records.get(spec.type.key);
        const via = spec.type.key;
        if (inner) fields.push(...inner.fields.map((f) => ({ ...f, via })));
      }
      continue;
    }
    for (const d of decls) {
      const info = declarator(cx, scope, d, spec.type);
      if (!info.name) continue;
      const field: RecordField = {
        name: info.name,
        type: bitFieldType(cx, scope, fd, decls.length, info.type),
      };
      fields.push(field);
      if (width) bitRun.add(field);
    }
  }
  bitRun.end();
  const def: RecordDef = { key, union, fields, range: r };
  if (tag) def.tag = tag;
  // The first complete definition wins across units (headers define the same tags many times).
  if (!cx.records.has(key) || cx.records.get(key)!.fields.length === 0) cx.records.set(key, def);
  return { k: 'record', key, union };
}

/** A typedef of an anonymous record names the record after the typedef (`T.x` reads better than `anon@f.c:3.x`). */
export function typedefRecordName(node: SyntaxNode): string | undefined {
  const t = node.childForFieldName('type');
  if (!t || (t.type !== 'struct_specifier' && t.type !== 'union_specifier')) return undefined;
  if (t.childForFieldName('name') || !t.childForFieldName('body')) return undefined;
  const d = node.childForFieldName('declarator');
  return d && d.type === 'type_identifier' ? d.text : undefined;
}

export function typedefSpecifier(cx: UnitContext, scope: Scope, node: SyntaxNode): Type {
  const name = typedefRecordName(node);
  const t = node.childForFieldName('type')!;
  const base = name
    ? recordType(cx, scope, t, t.type === 'union_specifier', name)
    : specifierType(cx, scope, t);
  return withQualifiers(base, qualifiersOf(node));
}

function defineEnum(cx: UnitContext, scope: Scope, node: SyntaxNode): void {
  const name = node.childForFieldName('name');
  const body = node.childForFieldName('body');
  if (name) scope.tags.set(name.text, { k: 'enum' });
  if (!body) return;
  let next = 0;
  for (const e of body.namedChildren) {
    if (e?.type !== 'enumerator') continue;
    const n = e.childForFieldName('name');
    const v = e.childForFieldName('value');
    if (v) next = evalConst(cx, scope, v) ?? next;
    if (n) {
      if (cx.language.enumConstant) cx.language.enumConstant(cx, scope, node, n.text, next);
      else scope.names.set(n.text, { k: 'const', value: next, type: T.int });
    }
    next++;
  }
}

interface ParamInfo {
  name?: string;
  type: Type;
  node: SyntaxNode;
}

export interface DeclaratorInfo {
  name?: string;
  nameNode?: SyntaxNode;
  type: Type;
  /** Parameters of the outermost function declarator that names the entity (for definitions). */
  params?: ParamInfo[];
  variadic?: boolean;
}

/** Applies a declarator (possibly abstract) to a base type. */
export function declarator(
  cx: UnitContext,
  scope: Scope,
  node: SyntaxNode | null,
  base: Type,
): DeclaratorInfo {
  let type = base;
  let cur: SyntaxNode | null = node;
  let params: ParamInfo[] | undefined;
  let variadic: boolean | undefined;
  for (let guard = 0; cur && guard < 200; guard++) {
    switch (cur.type) {
      case 'identifier':
      case 'field_identifier':
      case 'type_identifier':
      case 'primitive_type':
        return { name: cur.text, nameNode: cur, type, params, variadic };
      case 'qualified_identifier':
      case 'destructor_name':
      case 'operator_name':
      case 'template_function':
      case 'operator_cast':
        return { name: qualifiedDeclName(cur), nameNode: cur, type, params, variadic };
      case 'reference_declarator':
      case 'abstract_reference_declarator':
        type = cx.language.referenceType?.(type) ?? type;
        cur = cur.childForFieldName('declarator') ?? cur.namedChildren.find((c) => c.isNamed) ?? null;
        continue;
      case 'variadic_declarator':
        variadic = true;
        cur = cur.namedChildren[0] ?? null;
        continue;
      case 'structured_binding_declarator':
        return { type, params, variadic };
      case 'init_declarator':
      case 'attributed_declarator':
      case 'parenthesized_declarator':
      case 'abstract_parenthesized_declarator':
        cur =
          cur.childForFieldName('declarator') ??
          cur.namedChildren.find((c) => c && !c.type.startsWith('attribute')) ??
          null;
        continue;
      case 'pointer_declarator':
      case 'abstract_pointer_declarator':
        type = withQualifiers(ptrTo(type), qualifiersOf(cur));
        cur = cur.childForFieldName('declarator');
        continue;
      case 'array_declarator':
      case 'abstract_array_declarator': {
        const size = cur.childForFieldName('size');
        const length = size ? evalConst(cx, scope, size) : undefined;
        type = length === undefined ? { k: 'array', of: type } : { k: 'array', of: type, length };
        cur = cur.childForFieldName('declarator');
        continue;
      }
      case 'function_declarator':
      case 'abstract_function_declarator': {
        const ps = parameters(cx, scope, cur.childForFieldName('parameters'));
        type = { k: 'func', ret: type, params: ps.params.map((p) => p.type), variadic: ps.variadic };
        // The innermost function declarator around the name gives the definition's parameters.
        params = ps.params;
        variadic = ps.variadic;
        cur = cur.childForFieldName('declarator');
        continue;
      }
      default:
        // Unknown declarator shapes (C++ reference/qualified declarators are handled by the C++ lowering).
        cur = cur.childForFieldName('declarator');
    }
  }
  return { type, params, variadic };
}

function parameters(
  cx: UnitContext,
  scope: Scope,
  list: SyntaxNode | null,
): { params: ParamInfo[]; variadic: boolean } {
  const params: ParamInfo[] = [];
  let variadic = false;
  if (!list) return { params, variadic };
  for (const p of list.namedChildren) {
    if (!p) continue;
    if (p.type === 'variadic_parameter' || p.text === '...') {
      variadic = true;
      continue;
    }
    if (p.type === 'variadic_parameter_declaration') {
      variadic = true;
      continue;
    }
    if (p.type !== 'parameter_declaration' && p.type !== 'optional_parameter_declaration') continue;
    const spec = declSpecifiers(cx, scope, p);
    const info = declarator(cx, scope, p.childForFieldName('declarator'), spec.type);
    // Parameters of array and function type adjust to pointers.
    let type = info.type;
    if (type.k === 'array') type = ptrTo(type.of);
    else if (type.k === 'func') type = ptrTo(type);
    if (type.k === 'void' && !info.name) continue; // f(void)
    params.push({ name: info.name, type, node: p });
  }
  if (list.text.includes('...')) variadic = true;
  return { params, variadic };
}

/** The type named by a `type_descriptor` (casts, sizeof, compound literals). */
export function typeDescriptor(cx: UnitContext, scope: Scope, node: SyntaxNode): Type {
  const spec = declSpecifiers(cx, scope, node);
  return declarator(cx, scope, node.childForFieldName('declarator'), spec.type).type;
}

/** Integer constant expressions; undefined when not a constant. */
export function evalConst(cx: UnitContext, scope: Scope, node: SyntaxNode): number | undefined {
  switch (node.type) {
    case 'number_literal':
      return parseIntLiteral(node.text);
    case 'char_literal':
      return charValue(node.text);
    case 'true':
      return 1;
    case 'false':
    case 'null':
      return 0;
    case 'parenthesized_expression': {
      const inner = node.namedChildren[0];
      return inner ? evalConst(cx, scope, inner) : undefined;
    }
    case 'identifier': {
      const b = scope.lookup(node.text);
      return b?.k === 'const' ? b.value : undefined;
    }
    case 'qualified_identifier': {
      const b = scope.lookup(node.text.replace(/\s+/g, '').replace(/^::/, ''));
      return b?.k === 'const' ? b.value : undefined;
    }
    case 'cast_expression': {
      const v = node.childForFieldName('value');
      const c = v ? evalConst(cx, scope, v) : undefined;
      const tn = node.childForFieldName('type');
      return c === undefined || !tn ? c : convertToInt(c, typeDescriptor(cx, scope, tn));
    }
    case 'sizeof_expression':
    case 'alignof_expression': {
      const t = node.childForFieldName('type');
      const type = t
        ? typeDescriptor(cx, scope, t)
        : namedOperandType(scope, node.childForFieldName('value'));
      if (!type) return undefined;
      return node.type === 'sizeof_expression' ? sizeOf(type, cx.records) : alignOf(type, cx.records);
    }
    case 'unary_expression': {
      const a = node.childForFieldName('argument');
      const v = a ? evalConst(cx, scope, a) : undefined;
      if (v === undefined) return undefined;
      const op = node.childForFieldName('operator')?.text;
      if (op === '~') return Number.isSafeInteger(v) ? Number(~BigInt(v)) : undefined;
      return op === '-' ? -v : op === '!' ? (v ? 0 : 1) : v;
    }
    case 'binary_expression': {
      const l = node.childForFieldName('left');
      const r = node.childForFieldName('right');
      const a = l ? evalConst(cx, scope, l) : undefined;
      const b = r ? evalConst(cx, scope, r) : undefined;
      if (a === undefined || b === undefined) return undefined;
      return binaryConst(node.childForFieldName('operator')?.text ?? '', a, b);
    }
    case 'conditional_expression': {
      const c = node.childForFieldName('condition');
      const cv = c ? evalConst(cx, scope, c) : undefined;
      if (cv === undefined) return undefined;
      const branch = cv
        ? (node.childForFieldName('consequence') ?? c)
        : node.childForFieldName('alternative');
      return branch ? evalConst(cx, scope, branch) : undefined;
    }
    default:
      return undefined;
  }
}

/** The width a field declaration gives its bit-fields (undefined: no bit-field, or not constant). */
export function bitFieldWidth(cx: UnitContext, scope: Scope, fd: SyntaxNode): number | undefined {
  const clause = fd.namedChildren.find((c) => c?.type === 'bitfield_clause');
  const widthNode = clause?.namedChildren[0];
  return widthNode ? evalConst(cx, scope, widthNode) : undefined;
}

/**
 * Adjacent bit-fields of nonzero width are one memory location (C11 3.14): writing one may
 * rewrite its neighbours, so two threads writing `ready` and `dirty` race. Each field of a run of
 * two or more gets the run as its `location` (`{ready,dirty}`), which its accesses name. A
 * union's members each start their own unit.
 */
export function bitFieldRun(union: boolean): { add(f: RecordField): void; end(): void } {
  let run: RecordField[] = [];
  return {
    add(f) {
      if (union) return;
      run.push(f);
    },
    end() {
      if (run.length > 1) {
        const location = `{${run.map((f) => f.name).join(',')}}`;
        for (const f of run) f.location = location;
      }
      run = [];
    },
  };
}

/**
 * A bit-field's type: its declared integer type narrowed to the width (`unsigned f : 3` holds 0 to
 * 7), so stores into it wrap at that width. Only for a declaration of one field (the grammar does
 * not tie widths to declarators in `unsigned a : 3, b : 4`); the layout still counts whole units.
 */
export function bitFieldType(
  cx: UnitContext,
  scope: Scope,
  fd: SyntaxNode,
  declarators: number,
  t: Type,
): Type {
  const clause = fd.namedChildren.find((c) => c?.type === 'bitfield_clause');
  const widthNode = clause?.namedChildren[0];
  if (!widthNode || declarators !== 1 || t.k !== 'int') return t;
  const bits = evalConst(cx, scope, widthNode);
  return bits !== undefined && bits > 0 && bits < t.bytes * 8 ? { ...t, bits } : t;
}

/**
 * `evalConst` where its untyped arithmetic is C's: the expression involves only signed values of
 * int range (no unsigned or long literal, no cast, no sizeof, no constant of another type), so
 * `-1 < 0u` or `0u - 1` are left to the typed lowering. Undefined otherwise.
 */
export function evalSignedConst(cx: UnitContext, scope: Scope, node: SyntaxNode): number | undefined {
  return involvesOnlyInts(scope, node) ? evalConst(cx, scope, node) : undefined;
}

function involvesOnlyInts(scope: Scope, node: SyntaxNode): boolean {
  switch (node.type) {
    case 'number_literal': {
      const v = parseIntLiteral(node.text);
      return v !== undefined && Math.abs(v) <= 0x7fffffff && !/[uUlLzZ]$/.test(node.text);
    }
    case 'identifier': {
      const b = scope.lookup(node.text);
      return b?.k !== 'const' || (b.type.k === 'int' && b.type.signed && b.type.bytes <= 4);
    }
    case 'cast_expression':
    case 'sizeof_expression':
    case 'alignof_expression':
    case 'offsetof_expression':
    case 'qualified_identifier':
      return false;
    default:
      return node.namedChildren.every((c) => !c || involvesOnlyInts(scope, c));
  }
}

export function binaryConst(op: string, a: number, b: number): number | undefined {
  const r = binaryConstRaw(op, a, b);
  // Overflowing or undefined arithmetic (huge shifts) is not a constant the analysis can use.
  return r === undefined || !Number.isSafeInteger(r) ? undefined : r;
}

function binaryConstRaw(op: string, a: number, b: number): number | undefined {
  const ints = Number.isSafeInteger(a) && Number.isSafeInteger(b);
  switch (op) {
    case '+':
      return a + b;
    case '-':
      return a - b;
    case '*':
      return a * b;
    case '/':
      return b === 0 ? undefined : Math.trunc(a / b);
    case '%':
      return b === 0 ? undefined : a % b;
    case '<<':
      return b < 0 || b >= 64 ? undefined : a * 2 ** b;
    case '>>':
      return b < 0 || b >= 64 ? undefined : Math.floor(a / 2 ** b);
    case '&':
      return ints ? Number(BigInt(a) & BigInt(b)) : undefined;
    case '|':
      return ints ? Number(BigInt(a) | BigInt(b)) : undefined;
    case '^':
      return ints ? Number(BigInt(a) ^ BigInt(b)) : undefined;
    case '==':
      return +(a === b);
    case '!=':
      return +(a !== b);
    case '<':
      return +(a < b);
    case '<=':
      return +(a <= b);
    case '>':
      return +(a > b);
    case '>=':
      return +(a >= b);
    case '&&':
      return +(a !== 0 && b !== 0);
    case '||':
      return +(a !== 0 || b !== 0);
    default:
      return undefined;
  }
}

export function parseIntLiteral(text: string): number | undefined {
  // The grammar reads `-1` as one literal.
  const sign = text.startsWith('-') ? -1 : 1;
  const t = text
    .replace(/^[-+]\s*/, '')
    .replace(/'/g, '')
    .replace(/[uUlLzZ]+$/, '');
  const v = unsignedLiteral(t);
  return v === undefined ? undefined : sign * v;
}

function unsignedLiteral(t: string): number | undefined {
  if (/^0[xX][0-9a-fA-F]+$/.test(t)) return Number.parseInt(t.slice(2), 16);
  if (/^0[bB][01]+$/.test(t)) return Number.parseInt(t.slice(2), 2);
  if (/^0[0-7]+$/.test(t)) return Number.parseInt(t.slice(1), 8);
  if (/^[0-9]+$/.test(t)) return Number(t);
  return undefined;
}

const ESCAPES: Record<string, number> = {
  n: 10,
  t: 9,
  r: 13,
  '0': 0,
  a: 7,
  b: 8,
  f: 12,
  v: 11,
  '\\': 92,
  "'": 39,
  '"': 34,
  '?': 63,
};

export function charValue(text: string): number | undefined {
  const m = /'(.*)'$/s.exec(text);
  if (!m) return undefined;
  const body = m[1]!;
  if (body.startsWith('\\')) {
    const rest = body.slice(1);
    if (/^x[0-9a-fA-F]+$/.test(rest)) return Number.parseInt(rest.slice(1), 16);
    if (/^[0-7]{1,3}$/.test(rest)) return Number.parseInt(rest, 8);
    return ESCAPES[rest] ?? rest.charCodeAt(0);
  }
  return body.codePointAt(0);
}

function baseName(path: string): string {
  const i = path.lastIndexOf('/');
  return i < 0 ? path : path.slice(i + 1);
}

/**
 * `sizeof(x)` where the grammar could not tell that `x` is a type: a parenthesised name bound to a
 * typedef or a variable.
 */
export function namedOperandType(scope: Scope, value: SyntaxNode | null): Type | undefined {
  let v = value;
  while (v?.type === 'parenthesized_expression' && v.namedChildCount === 1) v = v.namedChildren[0]!;
  if (v?.type !== 'identifier') return undefined;
  const b = scope.lookup(v.text);
  return b?.k === 'typedef' || b?.k === 'var' ? b.type : undefined;
}

/** A declarator's name as written, spaces normalised (`ns::C::m`, `~C`, `operator()`, `operator bool`). */
export function qualifiedDeclName(node: SyntaxNode): string {
  return node.text
    .replace(/\s+/g, ' ')
    .replace(/\s*(::|<|>|,|\(|\)|\[|\]|~)\s*/g, '$1')
    .replace(/^::/, '')
    .replace(/operator ([^A-Za-z_])/g, 'operator$1');
}
