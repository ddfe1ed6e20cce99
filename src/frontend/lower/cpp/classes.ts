/**
 * C++ at file scope: namespaces, `using`, classes (records whose member functions become functions
 * with an explicit `this` parameter), templates (each body lowered once, generically, with its
 * parameters bound to the argument types the unit uses when they all agree), and functions.
 */
import type {
  IrFunction,
  RecordDef,
  RecordField,
  SkippedFunction,
  Type,
  Variable,
} from '../../../ir/types.js';
import { CXX_LAYOUT } from '../../../models/cxx.js';
import { resources } from '../../../util/resources.js';
import type { SyntaxNode } from '../../parse/index.js';
import { ptrTo, T } from '../ctypes.js';
import {
  damagedOnlyInMembers,
  fieldDamage,
  fieldNames,
  headDamaged,
  keepingDamage,
  reportLostAs,
  reportLostMember,
  reportSkipped,
  reportUnended,
} from '../damage.js';
import {
  bitFieldRun,
  bitFieldType,
  bitFieldWidth,
  declarator,
  declSpecifiers,
  qualifiedDeclName,
  specifierType,
  typeDescriptor,
  typedefRecordName,
} from '../decl.js';
import { FnLowering } from '../function.js';
import { completeArrayType } from '../init.js';
import { type Binding, Scope } from '../scope.js';
import { staticInitializer } from '../static-init.js';
import { lowerStatement } from '../stmt.js';
import { lowerSafely } from '../unit.js';
import { rangeOf, type UnitContext } from '../unit-context.js';
import { isStdFunctionType } from './callables.js';
import {
  type ClassInfo,
  cppFn,
  cppUnit,
  findMethod,
  globalUsings,
  keepsMember,
  type MethodInfo,
  namespaceScope,
  normalizeName,
  refTo,
  stripRef,
  stripTemplateArgs,
} from './context.js';
import { isPolymorphic } from './dispatch.js';
import { memberInitializers } from './objects.js';
import { declareName, lookupTypeName, markLocal, prefixOf, qualify, setPrefix } from './types.js';

export interface CppOut {
  functions: IrFunction[];
  skipped: SkippedFunction[];
}

/** Whether a node comes from Lockstep's own model headers. */
function fromModelHeader(cx: UnitContext, node: SyntaxNode): boolean {
  return rangeOf(cx, node).file.startsWith(`${resources.modelHeaders}/`);
}

// ---------------------------------------------------------------- classes

/**
 * A class read out of an ERROR node (damagedClass): its name, whether it is a union, and the
 * members that could be read (they stand in for the body).
 */
interface SalvagedClass {
  name: SyntaxNode;
  union: boolean;
  members: SyntaxNode[];
}

/** Defines a class/struct/union with a body; returns its record type. */
export function defineClass(
  cx: UnitContext,
  scope: Scope,
  node: SyntaxNode,
  templateParams: string[] = [],
  typedefName?: string,
  salvaged?: SalvagedClass,
): Type {
  const u = cppUnit(cx);
  const nameNode = salvaged ? salvaged.name : node.childForFieldName('name');
  const union = salvaged ? salvaged.union : node.type === 'union_specifier';
  const r = rangeOf(cx, node);
  const prefix = prefixOf(scope);
  const simple = nameNode ? stripTemplateArgs(normalizeName(nameNode.text)) : typedefName;
  const key = simple
    ? simple.includes('::')
      ? simple
      : qualify(prefix, simple)
    : `anon@${r.file.slice(r.file.lastIndexOf('/') + 1)}:${r.line}:${r.column}`;
  const type: Type = { k: 'record', key, union };
  // A function or object of the same name hides the class name (C++ [basic.scope.hiding]):
  // `struct sigaction act;` must not turn the function `sigaction` back into a type.
  if (simple && !simple.includes('::') && !hiddenByNonType(cx, scope, simple))
    declareName(cx, scope, simple, { k: 'typedef', type });
  if (simple) scope.tags.set(simple, { k: 'record', key, union });
  const existing = u.classes.get(key);
  if (existing && existing.methods.size + (cx.records.get(key)?.fields.length ?? 0) > 0) {
    // Defined by an earlier header of this unit: the first definition wins.
    return type;
  }
  const cls: ClassInfo = {
    key,
    bases: [],
    methods: new Map(),
    statics: new Map(),
    fromModel: fromModelHeader(cx, node),
    templateParams,
    memberInits: [],
    prefix: [...(prefix ?? []), key],
  };
  u.classes.set(key, cls);
  // The class's own scope: its members' names, then the enclosing namespaces.
  const inner = setPrefix(namespaceScope(cx, cls.prefix, []), cls.prefix);
  const classScope = new Scope(inner);
  classScope.cppPrefix = cls.prefix;
  for (const p of templateParams)
    classScope.names.set(p, { k: 'typedef', type: templateBinding(cx, key, p, templateParams) });
  const fields: RecordField[] = [];
  for (const c of node.namedChildren) {
    if (c.type !== 'base_class_clause') continue;
    for (const b of c.namedChildren) {
      if (b.type === 'access_specifier') continue;
      const bt = typeDescriptorOfName(cx, scope, b);
      if (bt?.k === 'record') {
        cls.bases.push(bt.key);
        fields.push(...(cx.records.get(bt.key)?.fields ?? []));
      }
    }
  }
  const members = salvaged?.members ?? node.childForFieldName('body')?.namedChildren ?? [];
  const methodDefs = classMembers(cx, classScope, cls, members, fields, union);
  const def: RecordDef = { key, union, fields, range: r };
  if (simple) def.tag = simple;
  if (!cx.records.has(key) || cx.records.get(key)!.fields.length === 0) cx.records.set(key, def);
  if (!cls.fromModel) {
    for (const m of methodDefs) u.deferred.push(() => lowerMethodDefinition(cx, classScope, cls, m));
  }
  return type;
}

/**
 * The members of a class body: fields (into `fields`), prototypes, nested types and aliases; the
 * member functions defined in the body are registered and returned (lowered after the unit).
 */
function classMembers(
  cx: UnitContext,
  classScope: Scope,
  cls: ClassInfo,
  members: readonly SyntaxNode[],
  fields: RecordField[],
  union: boolean,
): SyntaxNode[] {
  const methodDefs: SyntaxNode[] = [];
  const bitRun = bitFieldRun(union);
  for (const m of members) {
    switch (m.type) {
      case 'field_declaration': {
        // A damaged data member is lost alone, or only its initializer (the member is kept).
        const part = m.hasError ? fieldDamage(m) : undefined;
        if (part) {
          const record = `'${cls.key}'`;
          reportLostMember(cx, m, { qualify: (x) => `${cls.key}::${x}`, of: '', record }, part);
          if (part === 'member') {
            // Its names stay members (of unknown type): uses of them are no other objects.
            for (const name of fieldNames(m)) fields.push({ name, type: T.unknown });
            break;
          }
        }
        // Adjacent bit-fields are one memory location (decl.ts bitFieldRun).
        const width = bitFieldWidth(cx, classScope, m);
        if (!width) bitRun.end();
        const before = fields.length;
        fieldDeclaration(cx, classScope, cls, m, fields, part !== 'initializer');
        if (width) for (const f of fields.slice(before)) bitRun.add(f);
        break;
      }
      case 'declaration':
        memberPrototype(cx, classScope, cls, m);
        break;
      case 'function_definition':
        // A member whose head the parser could not read is lost alone, not with its class.
        if (headDamaged(m)) skipMember(cx, cls, m);
        else {
          registerMethod(cx, classScope, cls, m, true);
          methodDefs.push(m);
        }
        break;
      case 'template_declaration': {
        const inner = m.namedChildren.find(
          (x) => x.type === 'function_definition' || x.type === 'declaration',
        );
        // A member template whose head is damaged is lost alone, as a member function is.
        if (inner?.type === 'function_definition' && headDamaged(inner)) skipMember(cx, cls, inner);
        else if (inner?.type === 'function_definition') {
          registerMethod(cx, classScope, cls, inner, true);
          methodDefs.push(inner);
        } else if (inner) memberPrototype(cx, classScope, cls, inner);
        break;
      }
      case 'type_definition':
      case 'alias_declaration':
      case 'using_declaration':
        aliasOrTypedef(cx, classScope, m);
        break;
      case 'class_specifier':
      case 'struct_specifier':
      case 'union_specifier':
      case 'enum_specifier':
        declSpecifiersOfType(cx, classScope, m);
        break;
      default:
        break;
    }
  }
  bitRun.end();
  return methodDefs;
}

function declSpecifiersOfType(cx: UnitContext, scope: Scope, n: SyntaxNode): void {
  typeDescriptorOfName(cx, scope, n);
}

function typeDescriptorOfName(cx: UnitContext, scope: Scope, n: SyntaxNode): Type | undefined {
  // A base class or nested type name: resolved the way a type specifier is.
  return specifierType(cx, scope, n);
}

/** A template parameter's type: the argument every use in the unit agrees on, else unknown. */
function templateBinding(cx: UnitContext, key: string, param: string, params: string[]): Type {
  const uses = cppUnit(cx).classUses.get(key) ?? [];
  const i = params.indexOf(param);
  let agreed: Type | undefined;
  for (const args of uses) {
    const a = args[i];
    if (!a) return T.unknown;
    if (agreed && JSON.stringify(agreed) !== JSON.stringify(a)) return T.unknown;
    agreed = a;
  }
  return agreed ?? T.unknown;
}

function isStaticDecl(n: SyntaxNode): boolean {
  return n.children.some((c) => c.type === 'storage_class_specifier' && c.text === 'static');
}

function fieldDeclaration(
  cx: UnitContext,
  scope: Scope,
  cls: ClassInfo,
  fd: SyntaxNode,
  fields: RecordField[],
  withInitializer = true,
): void {
  const decls = fd.childrenForFieldName('declarator');
  // A member function declaration (its declarator is a function's, maybe under the `&` or `*` of
  // its return type); a pointer to a function is a data member.
  const isFunction = (d: SyntaxNode) => declarator(cx, scope, d, T.int).type.k === 'func';
  if (decls.some(isFunction)) {
    for (const d of decls) registerMethod(cx, scope, cls, fd, false, d);
    return;
  }
  const spec = declSpecifiers(cx, scope, fd);
  if (decls.length === 0) {
    if (spec.type.k === 'record' && cx.records.get(spec.type.key)?.tag === undefined) {
      fields.push(
        ...(cx.records.get(spec.type.key)?.fields ?? []).map((f) => ({
          ...f,
          via: spec.type.k === 'record' ? spec.type.key : undefined,
        })),
      );
    }
    return;
  }
  const isStatic = isStaticDecl(fd);
  const threadLocal = fd.children.some(
    (c) => c.type === 'storage_class_specifier' && c.text === 'thread_local',
  );
  const value = withInitializer ? fd.childForFieldName('default_value') : null;
  for (const d of decls) {
    const info = declarator(cx, scope, d, spec.type);
    if (!info.name) continue;
    if (isStatic) {
      const id = `${cls.key}::${info.name}`;
      cls.statics.set(info.name, { id, type: info.type });
      const v: Variable = { id, name: id, kind: 'global', type: info.type, range: rangeOf(cx, d) };
      if (threadLocal) v.threadLocal = true;
      if (value) v.init = staticInitializer(cx, scope, value);
      else v.externOnly = !cx.globals.get(id) || !!cx.globals.get(id)?.externOnly;
      if (!cx.globals.has(id) || value) cx.globals.set(id, v);
      continue;
    }
    const type = bitFieldType(
      cx,
      scope,
      fd,
      decls.length,
      completeArrayType({ cx, scope }, info.type, value),
    );
    fields.push({ name: info.name, type });
    if (value) cls.memberInits.push({ field: info.name, value });
    // `T2 second;`, `T *p;`: an instance's field has the instance's argument as its type.
    const param = cls.templateParams.indexOf(fd.childForFieldName('type')?.text ?? '');
    const pointers = pointerDepth(d);
    if (param >= 0 && pointers !== undefined)
      (cls.fieldParams ??= new Map()).set(info.name, { param, pointers });
  }
}

/** The pointers a field declarator adds to its type (`*p`: 1), if it adds nothing else. */
function pointerDepth(d: SyntaxNode): number | undefined {
  let n: SyntaxNode | null = d;
  let depth = 0;
  while (n?.type === 'pointer_declarator') {
    depth++;
    n = n.childForFieldName('declarator');
  }
  return n?.type === 'field_identifier' ? depth : undefined;
}

/** A member function declared without a body in the class. */
function memberPrototype(cx: UnitContext, scope: Scope, cls: ClassInfo, n: SyntaxNode): void {
  registerMethod(cx, scope, cls, n, false);
}

function methodName(_cls: ClassInfo, raw: string): string {
  const last = raw.includes('::') ? raw.slice(raw.lastIndexOf('::') + 2) : raw;
  if (last.startsWith('~')) return `~${stripTemplateArgs(last.slice(1))}`;
  if (last.startsWith('operator')) return last;
  return stripTemplateArgs(last) || last;
}

function simpleClassName(key: string): string {
  const i = key.lastIndexOf('::');
  return i < 0 ? key : key.slice(i + 2);
}

function registerMethod(
  cx: UnitContext,
  scope: Scope,
  cls: ClassInfo,
  n: SyntaxNode,
  hasBody: boolean,
  only?: SyntaxNode,
): MethodInfo | undefined {
  const declNode =
    only ??
    (n.type === 'function_definition'
      ? n.childForFieldName('declarator')
      : (n
          .childrenForFieldName('declarator')
          .find((d) => d.type === 'function_declarator' || d.type !== 'field_identifier') ?? null));
  if (!declNode) return undefined;
  const spec = declSpecifiers(cx, scope, n);
  const info = declarator(cx, scope, declNode, spec.type);
  if (!info.name || info.type.k !== 'func') return undefined;
  let name = methodName(cls, info.name);
  // `operator++(int)` is the postfix form.
  if ((name === 'operator++' || name === 'operator--') && info.type.params.length === 1)
    name = `${name}(int)`;
  const isCtor = name === simpleClassName(cls.key);
  const fn =
    declNode.type === 'function_declarator' ? declNode : declNode.descendantsOfType('function_declarator')[0];
  const isConst = !!fn?.children.some((c) => c.type === 'type_qualifier' && c.text === 'const');
  const m = addMethod(cx, cls, {
    name,
    params: info.type.params,
    ret: isCtor || name.startsWith('~') ? T.void : info.type.ret,
    isConst,
    isStatic: isStaticDecl(n),
    hasBody,
    variadic: info.type.variadic,
  });
  const inherited = cls.bases.some((b) => {
    const bc = cppUnit(cx).classes.get(b);
    return !!bc && !!findMethod(cx, bc, name)?.method.isVirtual;
  });
  if (/^\s*virtual\b/.test(n.text) || fn?.children.some((c) => c.type === 'virtual_specifier') || inherited)
    m.isVirtual = true;
  return m;
}

function addMethod(
  cx: UnitContext,
  cls: ClassInfo,
  m: {
    name: string;
    params: Type[];
    ret: Type;
    isConst: boolean;
    isStatic: boolean;
    hasBody: boolean;
    variadic: boolean;
  },
): MethodInfo {
  const list = cls.methods.get(m.name) ?? [];
  const same = list.find((x) => x.params.length === m.params.length);
  if (same) {
    same.hasBody ||= m.hasBody;
    same.isStatic ||= m.isStatic;
    return same;
  }
  const base = `${cls.key}::${m.name}`;
  const id = list.length === 0 ? base : `${base}(${m.params.length})`;
  const info: MethodInfo = {
    id,
    name: m.name,
    params: m.params,
    ret: m.ret,
    isConst: m.isConst,
    isStatic: m.isStatic,
    fromModel: cls.fromModel,
    hasBody: m.hasBody,
  };
  list.push(info);
  cls.methods.set(m.name, list);
  // Member functions are names of the class scope (`C::f`, `&C::f`); constructors are not: inside
  // the class, `C` is the class itself (the injected class name), never its constructor.
  if (!cls.fromModel && m.name !== simpleClassName(cls.key)) {
    cx.fileScope.names.set(id, {
      k: 'fn',
      id,
      name: base,
      type: { k: 'func', ret: m.ret, params: m.params, variadic: m.variadic },
    });
  }
  return info;
}

function aliasOrTypedef(cx: UnitContext, scope: Scope, n: SyntaxNode): void {
  if (n.type === 'alias_declaration') {
    const name = n.childForFieldName('name')?.text;
    const t = n.childForFieldName('type');
    if (name && t) declareName(cx, scope, name, { k: 'typedef', type: typeDescriptor(cx, scope, t) });
    return;
  }
  if (n.type === 'using_declaration') {
    usingDeclaration(cx, scope, n);
    return;
  }
  const spec = n.childForFieldName('type');
  if (!spec) return;
  // `typedef struct { ... } T;`: the anonymous class is named after the typedef (as in C).
  const named = typedefRecordName(n);
  if (
    named &&
    (spec.type === 'struct_specifier' || spec.type === 'union_specifier' || spec.type === 'class_specifier')
  ) {
    const t = defineClass(cx, scope, spec, [], named);
    declareName(cx, scope, named, { k: 'typedef', type: t });
    return;
  }
  const base = declSpecifiers(cx, scope, n).type;
  for (const d of n.childrenForFieldName('declarator')) {
    const info = declarator(cx, scope, d, base);
    if (info.name) declareName(cx, scope, info.name, { k: 'typedef', type: info.type });
  }
}

/** `using namespace std;` or `using std::mutex;`. */
function usingDeclaration(cx: UnitContext, scope: Scope, n: SyntaxNode): void {
  const target = n.namedChildren[0];
  if (!target) return;
  const name = normalizeName(target.text);
  if (/^using\s+namespace\b/.test(n.text)) {
    const prefix = prefixOf(scope) ?? [];
    const usings = globalUsings(cx);
    for (const q of [name, qualify(prefix, name)]) if (!usings.includes(q)) usings.push(q);
    return;
  }
  const last = name.slice(name.lastIndexOf('::') + 2);
  const b = scope.lookup(name) ?? cx.fileScope.names.get(name);
  if (b && last) declareName(cx, scope, last, b);
}

// ---------------------------------------------------------------- file scope

export function cppTopLevel(
  cx: UnitContext,
  container: SyntaxNode,
  scope: Scope,
  out: CppOut,
  hooks: {
    skip(n: SyntaxNode, name?: string): void;
    damage(n: SyntaxNode): void;
    lost(n: SyntaxNode): void;
  },
): void {
  for (const n of container.namedChildren) {
    switch (n.type) {
      case 'function_definition':
        if (headDamaged(n)) hooks.skip(n, skippedName(n, scope));
        else lowerSafely(cx, n, out, () => keepingDamage(cx, n, () => lowerCppFunction(cx, n, scope)));
        break;
      // Damage inside a class's members costs that member (a data member, or a member function
      // whose head is damaged), its initializer or a statement of a member function, not the class.
      case 'declaration':
        if (n.hasError && !damagedOnlyInMembers(n)) hooks.damage(n);
        else safely(cx, n, () => fileScopeDeclaration(cx, scope, n));
        break;
      case 'type_definition':
      case 'alias_declaration':
      case 'using_declaration':
        if (n.hasError && !damagedOnlyInMembers(n)) hooks.damage(n);
        else safely(cx, n, () => aliasOrTypedef(cx, scope, n));
        break;
      case 'class_specifier':
      case 'struct_specifier':
      case 'union_specifier':
      case 'enum_specifier':
        if (n.hasError && !damagedOnlyInMembers(n)) hooks.damage(n);
        else safely(cx, n, () => declSpecifiersOfType(cx, scope, n));
        break;
      case 'namespace_definition': {
        const nameNode = n.childForFieldName('name');
        const body = n.childForFieldName('body');
        if (!body) break;
        const prefix = prefixOf(scope) ?? [];
        let inner = [...prefix];
        if (nameNode)
          for (const part of normalizeName(nameNode.text).split('::'))
            inner = [...inner, qualify(inner, part)];
        else {
          // An unnamed namespace: its names are the unit's own, used unqualified.
          inner = [...inner];
        }
        const s = setPrefix(namespaceScope(cx, inner, []), inner);
        cppTopLevel(cx, body, s, out, hooks);
        break;
      }
      case 'linkage_specification':
      case 'declaration_list': {
        const body = n.childForFieldName('body') ?? (n.type === 'declaration_list' ? n : null);
        if (body) cppTopLevel(cx, body, scope, out, hooks);
        break;
      }
      case 'template_declaration':
        if (n.hasError && !templateDamagedInside(n)) hooks.damage(n);
        else safely(cx, n, () => templateDeclaration(cx, scope, n, out, hooks));
        break;
      case 'ERROR':
        // A class whose end the parser could not find: its readable members are kept.
        if (safelyDamagedClass(cx, scope, n)) break;
        hooks.lost(n);
        if (
          n.namedChildren.some(
            (c) => !c.hasError && (c.type === 'function_definition' || c.type === 'declaration'),
          )
        )
          cppTopLevel(cx, n, scope, out, hooks);
        break;
      default:
        if (n.hasError) hooks.damage(n);
    }
  }
}

/** The name of function `n` (its head damaged) in its namespace, as far as it can be read. */
function skippedName(n: SyntaxNode, scope: Scope): string | undefined {
  const d = n.childForFieldName('declarator');
  const fd = d?.type === 'function_declarator' ? d : d?.descendantsOfType('function_declarator')[0];
  const id = fd?.childForFieldName('declarator');
  if (!id || id.hasError) return undefined;
  const name = normalizeName(id.text);
  return name.includes('::') ? name : qualify(prefixOf(scope), name);
}

/** Member function `m` of `cls`, whose head cannot be read: reported skipped (calls to it are unknown). */
function skipMember(cx: UnitContext, cls: ClassInfo, m: SyntaxNode): void {
  const sink = cppUnit(cx).sink;
  if (!sink) return;
  const name = m.childForFieldName('declarator')?.childForFieldName('declarator')?.text ?? '<unknown>';
  reportSkipped(cx, m, `${cls.key}::${name}`, m, sink);
}

/** What may stand in a class body; anything else in a damaged class is a piece of a lost member. */
const MEMBER_KINDS = new Set([
  'field_declaration',
  'declaration',
  'function_definition',
  'template_declaration',
  'type_definition',
  'alias_declaration',
  'using_declaration',
  'access_specifier',
  'friend_declaration',
  'static_assert_declaration',
  'class_specifier',
  'struct_specifier',
  'union_specifier',
  'enum_specifier',
  'comment',
]);

/** `struct Name {`, `class Name final : public Base {`, `union Name {` at the start of a text. */
const CLASS_HEAD = /^(struct|class|union)\s+([A-Za-z_]\w*)\s*(?:final\s*)?(?::[^{};]*)?\{/;

function safelyDamagedClass(cx: UnitContext, scope: Scope, n: SyntaxNode): boolean {
  let done = false;
  safely(cx, n, () => {
    done = damagedClass(cx, scope, n);
  });
  return done;
}

/**
 * An ERROR node that begins with a class's head (`struct Counter {`): tree-sitter's recovery did
 * not find the class's end (a member missing its `;` and `}` took the class's `}`), and kept the
 * members as the ERROR's children. The class is defined with the members that can be read (a
 * member function's damaged body costs its statements, as in an intact class); the pieces between
 * them are the members that were lost, each named and reported. False when `n` is no such node.
 */
function damagedClass(cx: UnitContext, scope: Scope, n: SyntaxNode): boolean {
  const head = CLASS_HEAD.exec(n.text);
  const name = n.namedChildren[0];
  if (!head || name?.type !== 'type_identifier' || name.text !== head[2]) return false;
  const bodyStart = n.startIndex + head[0].length;
  const members: SyntaxNode[] = [];
  const lost: SyntaxNode[][] = [];
  let run: SyntaxNode[] | undefined;
  for (const c of n.namedChildren) {
    if (c.startIndex < bodyStart) continue;
    if (MEMBER_KINDS.has(c.type) && (c.type === 'function_definition' || !c.hasError)) {
      members.push(c);
      run = undefined;
    } else if (run) run.push(c);
    else lost.push((run = [c]));
  }
  const type = defineClass(cx, scope, n, [], undefined, { name, union: head[1] === 'union', members });
  const key = type.k === 'record' ? type.key : head[2]!;
  for (const pieces of lost) lostMember(cx, key, pieces);
  // No member is damaged: what is wrong is the class's end (a member's body took its `}`).
  if (lost.length === 0 && !members.some((m) => m.hasError)) reportUnended(cx, n, `${head[1]} '${key}'`);
  return true;
}

/** The pieces of one member of class `key` that the parser could not read: reported by name. */
function lostMember(cx: UnitContext, key: string, pieces: SyntaxNode[]): void {
  const damaged = pieces.find((p) => p.hasError) ?? pieces[0]!;
  const fd = pieces.find((p) => p.type === 'function_declarator');
  const sink = cppUnit(cx).sink;
  if (fd && sink) {
    const name = fd.childForFieldName('declarator')?.text ?? fd.namedChildren[0]?.text ?? '<unknown>';
    // Calls to it are calls of an unknown function (a skipped function says so in the verdict).
    reportSkipped(cx, damaged, `${key}::${name}`, pieces[0]!, sink);
    return;
  }
  const id = pieces
    .flatMap((p) => [p, ...p.descendantsOfType('field_identifier'), ...p.descendantsOfType('identifier')])
    .find((p) => p.type === 'field_identifier' || p.type === 'identifier');
  reportLostAs(cx, damaged, id ? `member '${key}::${id.text}'` : `a member of '${key}'`);
}

/**
 * A template whose syntax errors all stay local to what it declares: a function's statements (or
 * the function alone, skipped, when its head is damaged), a class's or a declaration's members.
 */
function templateDamagedInside(n: SyntaxNode): boolean {
  for (const c of n.children) {
    if (!c.hasError && !c.isMissing) continue;
    if (c.isMissing || c.type === 'ERROR') return false;
    if (c.type === 'function_definition') continue;
    if (c.type === 'template_declaration' ? !templateDamagedInside(c) : !damagedOnlyInMembers(c))
      return false;
  }
  return true;
}

function safely(cx: UnitContext, n: SyntaxNode, f: () => void): void {
  try {
    f();
  } catch (err) {
    const r = rangeOf(cx, n);
    const msg = err instanceof Error ? err.message : String(err);
    cx.diags.error('internal-error', `could not lower this declaration (${msg}); it is skipped`, {
      file: r.file,
      line: r.line,
      column: r.column,
    });
  }
}

function templateParamNames(n: SyntaxNode): string[] {
  const list = n.childForFieldName('parameters');
  const out: string[] = [];
  for (const p of list?.namedChildren ?? []) {
    const id = p.namedChildren.find((c) => c.type === 'type_identifier' || c.type === 'identifier');
    if (p.type.includes('type_parameter') && id) out.push(id.text);
    else if (p.type === 'parameter_declaration' || p.type === 'optional_parameter_declaration') {
      const d = p.childForFieldName('declarator');
      if (d?.type === 'identifier') out.push(d.text);
    }
  }
  return out;
}

function templateDeclaration(
  cx: UnitContext,
  scope: Scope,
  n: SyntaxNode,
  out: CppOut,
  hooks: { skip(n: SyntaxNode, name?: string): void; damage(n: SyntaxNode): void },
): void {
  const params = templateParamNames(n);
  const inner = n.namedChildren.find(
    (c) => c.type !== 'template_parameter_list' && c.fieldName !== 'parameters',
  );
  if (!inner) return;
  const u = cppUnit(cx);
  switch (inner.type) {
    case 'class_specifier':
    case 'struct_specifier':
    case 'union_specifier':
      defineClass(cx, scope, inner, params);
      return;
    case 'function_definition': {
      // A function template whose head is damaged is lost alone (reported skipped).
      if (headDamaged(inner)) {
        hooks.skip(inner, skippedName(inner, scope));
        return;
      }
      // Lowered once, after the rest of the unit: its parameters' types come from the calls.
      const declNode = inner.childForFieldName('declarator');
      const fd =
        declNode?.type === 'function_declarator'
          ? declNode
          : declNode?.descendantsOfType('function_declarator')[0];
      const nameNode = fd?.childForFieldName('declarator');
      if (nameNode) {
        const q = qualify(prefixOf(scope), qualifiedDeclName(nameNode));
        const paramTypes = (fd?.childForFieldName('parameters')?.namedChildren ?? []).map((p) => {
          const t = p.childForFieldName('type');
          return t?.type === 'type_identifier' ? t.text : undefined;
        });
        if (!u.templates.has(q)) u.templates.set(q, { params, paramTypes, uses: [] });
      }
      const tscope = new Scope(scope);
      tscope.cppPrefix = prefixOf(scope);
      const q = nameNode ? qualify(prefixOf(scope), qualifiedDeclName(nameNode)) : '';
      // Declare it now so calls lowered before the body find it.
      const spec = declSpecifiers(cx, tscope, inner);
      const info = declarator(cx, tscope, declNode, spec.type);
      if (info.name && info.type.k === 'func' && !qualifiedDeclName(nameNode!).includes('::')) {
        const b = cx.fileScope.names.get(q);
        if (!b) cx.fileScope.names.set(q, { k: 'fn', id: q, name: q, type: info.type });
      }
      u.deferred.push(() => {
        const t = u.templates.get(q);
        for (const p of params) tscope.names.set(p, { k: 'typedef', type: agreedType(t, p) });
        // Damage in its body costs those statements, as in a plain function.
        lowerSafely(cx, inner, out, () =>
          keepingDamage(cx, inner, () => lowerCppFunction(cx, inner, tscope)),
        );
      });
      return;
    }
    case 'declaration':
    case 'alias_declaration': {
      const tscope = new Scope(scope);
      tscope.cppPrefix = prefixOf(scope);
      for (const p of params) tscope.names.set(p, { k: 'typedef', type: T.unknown });
      if (inner.type === 'declaration') fileScopeDeclaration(cx, tscope, inner);
      else aliasOrTypedef(cx, tscope, inner);
      return;
    }
    case 'template_declaration':
      templateDeclaration(cx, scope, inner, out, hooks);
      return;
    default:
      return;
  }
}

function agreedType(
  t: { params: string[]; paramTypes: (string | undefined)[]; uses: Type[][] } | undefined,
  p: string,
): Type {
  if (!t) return T.unknown;
  let agreed: Type | undefined;
  for (const args of t.uses) {
    t.paramTypes.forEach((name, i) => {
      if (name !== p || !args[i]) return;
      const a = stripRef(args[i]!);
      if (agreed === undefined) agreed = a;
      else if (JSON.stringify(agreed) !== JSON.stringify(a)) agreed = T.unknown;
    });
  }
  return agreed ?? T.unknown;
}

/** Objects, functions and static members declared at file (namespace) scope. */
function fileScopeDeclaration(cx: UnitContext, scope: Scope, n: SyntaxNode): void {
  const spec = declSpecifiers(cx, scope, n);
  const isStatic = spec.storage.has('static');
  const threadLocal = spec.storage.has('thread_local') || spec.storage.has('__thread');
  const prefix = prefixOf(scope) ?? [];
  for (const d of n.childrenForFieldName('declarator')) {
    const info = declarator(cx, scope, d, spec.type);
    if (!info.name) continue;
    const qualified = info.name.includes('::');
    const q = qualified ? info.name : qualify(prefix, info.name);
    const objectArgs = spec.type.k === 'record' ? constructorArguments(scope, d) : undefined;
    if (info.type.k === 'func' && objectArgs) {
      // `std::thread watcher(watch);`: an object constructed before main, not a prototype.
      const id = isStatic ? `${q}@${cx.label}` : q;
      const v: Variable = {
        id,
        name: q,
        kind: isStatic ? 'static' : 'global',
        type: spec.type,
        range: rangeOf(cx, d),
      };
      cx.globals.set(id, v);
      const scopeFor = (fl: FnLowering): Scope =>
        markLocal(new Scope(functionScope(cx, undefined, prefix, scope, fl)));
      cppUnit(cx).globalCtors.push({ id, type: spec.type, args: objectArgs, node: d, scopeFor });
      cx.fileScope.names.set(q, { k: 'var', id, type: spec.type });
      if (isStatic && !qualified && prefix.length === 0)
        cx.fileScope.names.set(info.name, { k: 'var', id, type: spec.type });
      continue;
    }
    if (info.type.k === 'func') {
      // A prototype: the first declaration names the function (a definition may follow).
      if (cx.fileScope.names.get(q)?.k !== 'fn') {
        const id = isStatic ? `${q}@${cx.label}` : q;
        const binding: Binding = { k: 'fn', id, name: q, type: info.type, noreturn: spec.noreturn };
        cx.fileScope.names.set(q, binding);
        if (!qualified && prefix.length === 0) cx.fileScope.names.set(info.name, { ...binding });
      }
      continue;
    }
    let value = d.type === 'init_declarator' ? d.childForFieldName('value') : null;
    // `T x(a, b)` read as a function declarator is handled above; `T x{...}` / `T x(args)` here.
    const type =
      info.type.k === 'unknown' || (info.type.k === 'named' && info.type.name === 'auto')
        ? T.unknown
        : completeArrayType({ cx, scope }, info.type, value);
    const staticMember = qualified ? staticMemberOf(cx, scope, info.name) : undefined;
    const id = staticMember?.id ?? (isStatic ? `${q}@${cx.label}` : q);
    const existing = cx.globals.get(id);
    const v: Variable = {
      id,
      name: q,
      kind: isStatic ? 'static' : 'global',
      type:
        existing?.type.k === 'array' && type.k === 'array' && type.length === undefined
          ? existing.type
          : type,
      range: rangeOf(cx, d),
    };
    if (threadLocal || existing?.threadLocal) v.threadLocal = true;
    const isExtern = spec.storage.has('extern') && !value;
    if (isExtern) v.externOnly = existing ? existing.externOnly : true;
    const cls = type.k === 'record' ? cppUnit(cx).classes.get(type.key) : undefined;
    const scopeFor = (fl: FnLowering): Scope =>
      markLocal(new Scope(functionScope(cx, undefined, prefix, scope, fl)));
    if (value && isStdFunctionType(type) && value.type !== 'initializer_list') {
      // `std::function<void()> hook = f;`: what it holds is stored before `main`.
      const args =
        value.type === 'argument_list' ? value.namedChildren.filter((c) => c.type !== 'comment') : [value];
      cppUnit(cx).globalCtors.push({ id, type, args, node: d, scopeFor });
      value = null;
    } else if (value && needsCode(value)) {
      // `int x = f();`, `Widget* w = new Widget;`: computed by the static initialisation before
      // `main`, in declaration order. Its value is unknown until then: a program analysed without
      // `main` (entry points, a library) never runs the initialisation.
      cppUnit(cx).globalCtors.push({ id, type, args: [], value, node: d, scopeFor });
      v.init = { k: 'expr', expr: { k: 'nondet', why: 'initializer is not a constant' } };
      value = null;
    }
    // A library object whose constructor means something (a barrier's count, a semaphore's value,
    // a thread's start): constructed before main runs, at its entry.
    // A library container made with arguments (`std::vector<int> v(4)`) has their size.
    if (
      cls?.fromModel &&
      value &&
      (value.type === 'argument_list' || value.type === 'initializer_list') &&
      !isAtomicClass(cx, cls.key) &&
      (cx.models.lookup(`${cls.key}::${simpleClassName(cls.key)}`) ||
        keepsMember(cx, cls.key, CXX_LAYOUT.size))
    ) {
      cppUnit(cx).globalCtors.push({
        id,
        type,
        args: value.namedChildren.filter((c) => c.type !== 'comment'),
        node: d,
        scopeFor,
      });
      value = null;
    }
    if (
      value &&
      cls &&
      !cls.fromModel &&
      (value.type === 'argument_list' ||
        (value.type === 'initializer_list' && cls.methods.has(simpleClassName(cls.key))))
    ) {
      cppUnit(cx).globalCtors.push({
        id,
        type,
        args: value.namedChildren.filter((c) => c.type !== 'comment'),
        node: d,
        scopeFor,
      });
      value = null;
    } else if (!value && cls && !cls.fromModel && !isExtern) {
      // A constructor to run, or a dynamic type to record.
      if (cls.methods.has(simpleClassName(cls.key)) || isPolymorphic(cx, cls))
        cppUnit(cx).globalCtors.push({ id, type, args: [], node: d, scopeFor });
      else if (cls.memberInits.length) v.init = memberInitList(cx, scope, cls);
    }
    if (value && value.type === 'argument_list') {
      // `T x(v)`: the value of a scalar; a library object's constructor arguments are not its value.
      const first = value.namedChildren[0];
      if (first && !cls?.fromModel) v.init = staticInitializer(cx, scope, first);
    } else if (value && !(cls?.fromModel && value.type === 'initializer_list' && !isAtomicClass(cx, cls.key)))
      v.init = staticInitializer(cx, scope, value);
    else if (existing?.init && !v.init) v.init = existing.init;
    // An atomic object holds one value: `std::atomic<int> n{0}` and ATOMIC_FLAG_INIT are scalars.
    if (type.k === 'record' && isAtomicClass(cx, type.key) && v.init?.k === 'list')
      v.init = v.init.items[0]?.init ?? { k: 'expr', expr: { k: 'int', value: 0 } };
    cx.globals.set(id, v);
    const binding: Binding = { k: 'var', id, type: v.type };
    if (!staticMember) {
      cx.fileScope.names.set(q, binding);
      if (isStatic && !qualified && prefix.length === 0) cx.fileScope.names.set(info.name, binding);
    }
  }
}

/**
 * `T x(a, b)` that the grammar read as a function declarator: its "parameters" are single names of
 * objects or functions (not types), so it declares an object constructed from them.
 */
function constructorArguments(scope: Scope, d: SyntaxNode): SyntaxNode[] | undefined {
  if (d.type !== 'function_declarator') return undefined;
  const params = d.childForFieldName('parameters')?.namedChildren.filter((c) => c.type !== 'comment') ?? [];
  if (params.length === 0) return undefined;
  const out: SyntaxNode[] = [];
  for (const p of params) {
    const t = p.childForFieldName('type');
    if (p.type !== 'parameter_declaration' || p.childForFieldName('declarator') || !t) return undefined;
    if (t.type !== 'type_identifier' && t.type !== 'qualified_identifier') return undefined;
    const b = scope.lookup(normalizeName(t.text));
    if (!b || (b.k !== 'var' && b.k !== 'fn')) return undefined;
    out.push(t);
  }
  return out;
}

/**
 * An initial value that only code can compute: a call (not a constructor's argument list, which
 * the construction handles) or `new`. A lambda alone is a closure object, built where it is named.
 */
function needsCode(value: SyntaxNode): boolean {
  if (
    value.type === 'argument_list' ||
    value.type === 'initializer_list' ||
    value.type === 'lambda_expression'
  )
    return false;
  if (value.type === 'call_expression' || value.type === 'new_expression') return true;
  return (
    value.descendantsOfType('call_expression').length > 0 ||
    value.descendantsOfType('new_expression').length > 0
  );
}

/** A class every member of which is an atomic operation on one value (std::atomic, atomic_flag). */
function isAtomicClass(cx: UnitContext, key: string): boolean {
  return !!(cx.models.lookup(`${key}::operator T`) || cx.models.lookup(`${key}::test_and_set`));
}

/** The initial value of a class object from its default member initializers (constants only). */
function memberInitList(cx: UnitContext, scope: Scope, cls: ClassInfo): Variable['init'] {
  return {
    k: 'list',
    items: cls.memberInits.map((m) => ({ designator: m.field, init: staticInitializer(cx, scope, m.value) })),
  };
}

function staticMemberOf(cx: UnitContext, scope: Scope, name: string): { id: string; type: Type } | undefined {
  const i = name.lastIndexOf('::');
  const owner = lookupTypeName(scope, stripTemplateArgs(name.slice(0, i)));
  if (owner?.k !== 'record') return undefined;
  return cppUnit(cx)
    .classes.get(owner.key)
    ?.statics.get(name.slice(i + 2));
}

// ---------------------------------------------------------------- functions

/**
 * The scope a function body looks names up in: members of its class, then names the enclosing
 * declaration scopes bind themselves (template parameters, member types), then the namespaces.
 */
function functionScope(
  cx: UnitContext,
  cls: ClassInfo | undefined,
  prefix: string[],
  decl: Scope,
  fl: FnLowering,
): Scope {
  const ns = setPrefix(namespaceScope(cx, prefix, []), prefix);
  const s = new Scope(ns);
  s.hook = (name: string) => {
    const m = cls ? memberBinding(cx, cls, name, fl) : undefined;
    if (m) return m;
    for (let d: Scope | undefined = decl; d && d !== cx.fileScope; d = d.parent) {
      const b = d.names.get(name);
      if (b) return b;
    }
    // A static data member named with its class (`NS::Box::count`) from outside the class.
    const st = name.includes('::') ? staticMemberOf(cx, decl, name) : undefined;
    return st && { k: 'var', id: st.id, type: st.type };
  };
  return s;
}

function memberBinding(cx: UnitContext, cls: ClassInfo, name: string, fl?: FnLowering): Binding | undefined {
  const seen = new Set<string>();
  const walk = (c: ClassInfo): Binding | undefined => {
    if (seen.has(c.key)) return undefined;
    seen.add(c.key);
    const st = c.statics.get(name);
    if (st) return { k: 'var', id: st.id, type: st.type };
    const f = cx.records.get(c.key)?.fields.find((x) => x.name === name);
    if (f && fl && !cppFn(fl).closure) return { k: 'member', field: name, type: f.type, cls: c.key };
    for (const b of c.bases) {
      const bc = cppUnit(cx).classes.get(b);
      const hit = bc ? walk(bc) : undefined;
      if (hit) return hit;
    }
    return undefined;
  };
  return walk(cls);
}

function lowerMethodDefinition(
  cx: UnitContext,
  classScope: Scope,
  cls: ClassInfo,
  n: SyntaxNode,
): IrFunction | undefined {
  const out: CppOut = { functions: [], skipped: [] };
  lowerSafely(cx, n, out, () => keepingDamage(cx, n, () => lowerCppFunction(cx, n, classScope, cls)));
  const sink = cppUnit(cx).sink;
  if (sink) {
    sink.functions.push(...out.functions);
    sink.skipped.push(...out.skipped);
  }
  return undefined;
}

function lowerCppFunction(
  cx: UnitContext,
  n: SyntaxNode,
  scope: Scope,
  inClass?: ClassInfo,
): IrFunction | undefined {
  const u = cppUnit(cx);
  const spec = declSpecifiers(cx, scope, n);
  const declNode = n.childForFieldName('declarator');
  const info = declarator(cx, scope, declNode, spec.type);
  if (!info.name) return undefined;
  const fnType: Type =
    info.type.k === 'func' ? info.type : { k: 'func', ret: T.int, params: [], variadic: false };
  const arity = fnType.k === 'func' ? fnType.params.length : 0;
  let cls = inClass;
  let prefix = prefixOf(scope) ?? [];
  let simple = info.name;
  if (!cls && info.name.includes('::')) {
    const i = info.name.lastIndexOf('::');
    const qual = stripTemplateArgs(info.name.slice(0, i));
    simple = info.name.slice(i + 2);
    const owner = lookupTypeName(scope, qual);
    if (owner?.k === 'record' && u.classes.has(owner.key)) {
      cls = u.classes.get(owner.key)!;
      prefix = cls.prefix;
    } else prefix = [...prefix, qual.includes('::') ? qual : qualify(prefix, qual)];
  } else if (cls) prefix = cls.prefix;
  let id: string;
  let display: string;
  let method: MethodInfo | undefined;
  if (cls) {
    let name = methodName(cls, simple);
    if ((name === 'operator++' || name === 'operator--') && arity === 1) name = `${name}(int)`;
    const isCtor = name === simpleClassName(cls.key);
    method =
      cls.methods.get(name)?.find((m) => m.params.length === arity) ??
      addMethod(cx, cls, {
        name,
        params: fnType.k === 'func' ? fnType.params : [],
        ret: isCtor || name.startsWith('~') ? T.void : fnType.k === 'func' ? fnType.ret : T.int,
        isConst: false,
        isStatic: spec.storage.has('static'),
        hasBody: true,
        variadic: false,
      });
    method.hasBody = true;
    id = method.id;
    display = `${cls.key}::${name}`;
  } else {
    const q = info.name.includes('::') ? stripTemplateArgs(info.name) : qualify(prefix, info.name);
    display = q;
    const isStatic = spec.storage.has('static');
    const list = u.overloads.get(q) ?? [];
    const same = list.find((o) => o.arity === arity);
    if (same) id = same.id;
    else {
      id = list.length === 0 ? q : `${q}(${arity})`;
      if (isStatic) id = `${id}@${cx.label}`;
      list.push({ id, arity, variadic: !!info.variadic });
      u.overloads.set(q, list);
    }
    const prior = cx.fileScope.names.get(q);
    if (prior?.k !== 'fn' || list.length === 1)
      cx.fileScope.names.set(q, { k: 'fn', id: list[0]!.id, name: q, type: fnType, noreturn: spec.noreturn });
  }
  if (u.defined.has(id)) return undefined;
  u.defined.add(id);
  const isCtor = !!cls && !!method && method.name === simpleClassName(cls.key);
  const ret = isCtor || method?.name.startsWith('~') ? T.void : fnType.k === 'func' ? fnType.ret : T.int;
  const fl = new FnLowering(cx, id, display, ret);
  const st = cppFn(fl);
  st.prefix = prefix;
  if (cls) st.cls = cls;
  fl.scope = markLocal(new Scope(functionScope(cx, cls, prefix, scope, fl)));
  const body = n.childForFieldName('body');
  collectLabels(fl, body);
  const params: string[] = [];
  if (cls && !method?.isStatic) {
    const thisVar = fl.declareLocal('this', ptrTo({ k: 'record', key: cls.key, union: false }), 'param', n);
    params.push(thisVar.id);
  }
  (info.params ?? []).forEach((p, i) => {
    params.push(fl.declareLocal(p.name ?? `arg${i}`, byValueClassParam(p.type), 'param', p.node).id);
  });
  if (!body) {
    // `= default` / `= delete`: a constructor that runs the member initializers only.
    if (isCtor && cls) memberInitializers(fl, cls, n);
    return fl.finish(n, params, !!info.variadic, false);
  }
  if (isCtor && cls) memberInitializers(fl, cls, n);
  lowerStatement(fl, body);
  return fl.finish(n, params, !!info.variadic, spec.storage.has('static'));
}

/**
 * A parameter of class type taken by value is lowered as a reference to the caller's object (the
 * caller passes its address): the model checker follows the object's fields that way, and a copy
 * differs only when the callee changes its own copy.
 */
function byValueClassParam(t: Type): Type {
  return t.k === 'record' ? refTo(t) : t;
}

function collectLabels(fl: FnLowering, body: SyntaxNode | null): void {
  if (!body) return;
  const st = cppFn(fl);
  for (const l of body.descendantsOfType('labeled_statement')) {
    const name = l.childForFieldName('label')?.text;
    if (name) st.labels.set(name, l);
  }
  fl.labelNames = new Set(st.labels.keys());
}

/** Whether `name`, seen from `scope`, already names a function or an object, which hide a class name. */
function hiddenByNonType(cx: UnitContext, scope: Scope, name: string): boolean {
  const prefix = prefixOf(scope);
  const b = prefix === undefined ? scope.lookup(name) : cx.fileScope.names.get(qualify(prefix, name));
  return b?.k === 'fn' || b?.k === 'var';
}
