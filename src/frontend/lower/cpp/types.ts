/** C++ type names: qualified names, template instances, classes, enums and their constants. */
import type { Type } from '../../../ir/types.js';
import type { SyntaxNode } from '../../parse/index.js';
import { T } from '../ctypes.js';
import { typeDescriptor } from '../decl.js';
import type { Scope } from '../scope.js';
import type { UnitContext } from '../unit-context.js';
import { defineClass } from './classes.js';
import { cppUnit, normalizeName, stripTemplateArgs, withTargs } from './context.js';

/** The namespace/class path a scope declares into (set on namespace and class scopes). */
export function prefixOf(scope: Scope): string[] | undefined {
  for (let s: Scope | undefined = scope; s; s = s.parent) {
    const p = s.cppPrefix;
    if (p) return p;
    // A function's own block scopes declare locally.
    if (s.cppLocal) return undefined;
  }
  return [];
}

export function setPrefix(scope: Scope, prefix: string[]): Scope {
  scope.cppPrefix = prefix;
  return scope;
}

export function markLocal(scope: Scope): Scope {
  scope.cppLocal = true;
  return scope;
}

/** The qualified spelling of a name in the current namespace path (`ns::C`). */
export function qualify(prefix: string[] | undefined, name: string): string {
  const p = prefix && prefix.length > 0 ? prefix[prefix.length - 1] : undefined;
  return p ? `${p}::${name}` : name;
}

/** Binds a name declared in `scope`: into the file scope under its qualified name at namespace level. */
export function declareName(
  cx: UnitContext,
  scope: Scope,
  name: string,
  binding: Parameters<Scope['names']['set']>[1],
): string {
  const prefix = prefixOf(scope);
  if (prefix === undefined) {
    scope.names.set(name, binding);
    return name;
  }
  const q = qualify(prefix, name);
  cx.fileScope.names.set(q, binding);
  return q;
}

export function registerEnumConstant(
  cx: UnitContext,
  scope: Scope,
  enumNode: SyntaxNode,
  name: string,
  value: number,
): void {
  const scoped = /^enum\s+(class|struct)\b/.test(enumNode.text);
  const enumName = enumNode.childForFieldName('name')?.text;
  const binding = { k: 'const' as const, value, type: T.int };
  if (!scoped) declareName(cx, scope, name, binding);
  if (enumName) declareName(cx, scope, `${enumName}::${name}`, binding);
}

/** Template arguments of a `template_type` as types (non-type arguments are left out). */
function templateArgs(cx: UnitContext, scope: Scope, list: SyntaxNode | null): Type[] {
  const out: Type[] = [];
  for (const a of list?.namedChildren ?? []) {
    if (a.type === 'type_descriptor') {
      const t = a.childForFieldName('type');
      // Lazy import cycle: decl.ts calls into this module.
      out.push(t ? typeOfDescriptor(cx, scope, a) : T.unknown);
    }
  }
  return out;
}

function typeOfDescriptor(cx: UnitContext, scope: Scope, n: SyntaxNode): Type {
  return typeDescriptor(cx, scope, n);
}

/** The type a (possibly qualified) class or typedef name denotes; undefined when unknown. */
export function lookupTypeName(scope: Scope, name: string): Type | undefined {
  const b = scope.lookup(name);
  return b?.k === 'typedef' ? b.type : undefined;
}

/** C++ type specifiers the C lowering does not know; undefined leaves the node to it. */
export function cppSpecifierType(cx: UnitContext, scope: Scope, node: SyntaxNode): Type | undefined {
  switch (node.type) {
    case 'class_specifier':
    case 'struct_specifier':
    case 'union_specifier': {
      if (node.childForFieldName('body')) return defineClass(cx, scope, node);
      const nameNode = node.childForFieldName('name');
      if (!nameNode) return T.unknown;
      const name = stripTemplateArgs(normalizeName(nameNode.text));
      const t = lookupTypeName(scope, name);
      if (t) return t;
      // `struct sigaction` where a function of that name hides the class name: the tag still names it.
      const tag = scope.lookupTag(name);
      if (tag?.k === 'record') return { k: 'record', key: tag.key, union: tag.union };
      // A forward declaration: the class is its qualified name.
      const key = qualify(prefixOf(scope), name);
      declareName(cx, scope, name, { k: 'typedef', type: { k: 'record', key, union: false } });
      return { k: 'record', key, union: node.type === 'union_specifier' };
    }
    case 'enum_specifier': {
      const nameNode = node.childForFieldName('name');
      if (nameNode) {
        const name = normalizeName(nameNode.text);
        if (!lookupTypeName(scope, name)) declareName(cx, scope, name, { k: 'typedef', type: T.int });
      }
      return undefined;
    }
    case 'qualified_identifier':
    case 'template_type':
    case 'type_identifier': {
      const { path, args } = typeNamePath(cx, scope, node);
      const t = lookupTypeName(scope, path);
      if (t) {
        if (args && t.k === 'record') {
          const uses = cppUnit(cx).classUses;
          const list = uses.get(t.key) ?? [];
          if (list.length < 16) list.push(args);
          uses.set(t.key, list);
          return withTargs(t, args);
        }
        return t;
      }
      if (node.type === 'type_identifier') return undefined;
      // A class from a header the unit cannot see: a record of that name (no fields known).
      const rec: Type = { k: 'record', key: path, union: false };
      return args ? withTargs(rec, args) : rec;
    }
    case 'placeholder_type_specifier':
    case 'decltype':
    case 'dependent_type':
    case 'auto':
      return T.unknown;
    default:
      return undefined;
  }
}

/** `std::vector<int>` -> path `std::vector`, args [int]. */
function typeNamePath(cx: UnitContext, scope: Scope, node: SyntaxNode): { path: string; args?: Type[] } {
  if (node.type === 'template_type') {
    const name = node.childForFieldName('name');
    return {
      path: normalizeName(name?.text ?? node.text),
      args: templateArgs(cx, scope, node.childForFieldName('arguments')),
    };
  }
  if (node.type === 'qualified_identifier') {
    const scopeNode = node.childForFieldName('scope');
    const nameNode = node.childForFieldName('name');
    const head = scopeNode ? stripTemplateArgs(normalizeName(scopeNode.text)) : '';
    if (nameNode && (nameNode.type === 'template_type' || nameNode.type === 'qualified_identifier')) {
      const inner = typeNamePath(cx, scope, nameNode);
      return {
        path: head ? `${head}::${inner.path}` : inner.path,
        ...(inner.args ? { args: inner.args } : {}),
      };
    }
    return { path: stripTemplateArgs(normalizeName(node.text)) };
  }
  return { path: normalizeName(node.text) };
}
