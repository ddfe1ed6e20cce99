/**
 * Lowers one parsed translation unit: file-scope declarations become globals, typedefs and
 * records; each function definition becomes an IrFunction. Parse damage (ERROR/MISSING nodes)
 * costs the smallest construct that holds it (damage.ts): a statement, a declaration, or a
 * function whose head is damaged, which is reported as skipped; everything else is lowered.
 */
import type { Damage, IrFunction, SkippedFunction, Type, Variable } from '../../ir/types.js';
import type { SyntaxNode } from '../parse/index.js';
import { COMPUTED_GOTO } from '../parse/shim.js';
import { T } from './ctypes.js';
import {
  damagedInitializer,
  damagedOnlyInMembers,
  headDamaged,
  keepingDamage,
  reportLost,
  reportLostInitializer,
  reportSkipped,
} from './damage.js';
import { declarator, declSpecifiers, specifierType, typedefSpecifier } from './decl.js';
import { FnLowering } from './function.js';
import { completeArrayType } from './init.js';
import { staticInitializer } from './static-init.js';
import { lowerStatement } from './stmt.js';
import { rangeOf, type UnitContext } from './unit-context.js';

export interface LoweredUnit {
  functions: IrFunction[];
  skipped: SkippedFunction[];
  globals: Variable[];
  /** Source lost to syntax errors or read with the parser's repair (damage.ts). */
  damaged?: Damage[];
  /** The function running the unit's static initialisers (C++), which `main` calls first. */
  staticInit?: string;
}

export function lowerUnit(cx: UnitContext, root: SyntaxNode): LoweredUnit {
  const out: LoweredUnit = { functions: [], skipped: [], globals: [] };
  if (cx.language.topLevel) {
    // C++: namespaces, classes, templates and lambdas (src/frontend/lower/cpp/).
    cx.language.topLevel(cx, root, out, {
      skip: (n, name) => reportSkipped(cx, n, name ?? functionName(cx, n), n, out),
      damage: (n) => reportDamage(cx, n),
      lost: (n) => reportLostBodies(cx, n, out),
    });
  } else topLevel(cx, root, out);
  out.globals = [...cx.globals.values()];
  out.damaged = cx.damaged;
  return out;
}

/** An unexpected input that breaks the lowering costs that function only. */
export function lowerSafely(
  cx: UnitContext,
  n: SyntaxNode,
  out: Pick<LoweredUnit, 'functions' | 'skipped'>,
  f: () => IrFunction | undefined,
): void {
  const stop = cx.stopBefore?.();
  if (stop) {
    const r = rangeOf(cx, n);
    out.skipped.push({ name: functionName(cx, n), file: r.file, range: r, reason: stop, cause: 'budget' });
    return;
  }
  try {
    const fn = f();
    if (fn) out.functions.push(fn);
  } catch (err) {
    const r = rangeOf(cx, n);
    const at = { file: r.file, line: r.line, column: r.column };
    // Deep nesting (a generated expression thousands of operators long) exhausts the stack: a
    // limit of the lowering, not a bug and not a syntax error.
    if (err instanceof RangeError && /call stack/i.test(err.message)) {
      cx.diags.error(
        'lower-limit',
        'this function nests too deeply for Lockstep to lower; it is skipped',
        at,
      );
      out.skipped.push({
        name: functionName(cx, n),
        file: r.file,
        range: r,
        reason: 'nests too deeply',
        cause: 'limit',
      });
      return;
    }
    const msg = err instanceof Error ? err.message : String(err);
    cx.diags.error('internal-error', `could not lower this function (${msg}); it is skipped`, at);
    out.skipped.push({
      name: functionName(cx, n),
      file: r.file,
      range: r,
      reason: `internal error: ${msg}`,
      cause: 'internal',
    });
  }
}

function topLevel(cx: UnitContext, container: SyntaxNode, out: LoweredUnit): void {
  for (const n of container.namedChildren) {
    if (!n) continue;
    switch (n.type) {
      case 'function_definition':
        if (headDamaged(n)) skip(cx, n, out);
        // An unexpected input that breaks the lowering costs that function only.
        else lowerSafely(cx, n, out, () => keepingDamage(cx, n, () => lowerFunction(cx, n)));
        break;
      // A record whose damage lies in its members is kept: each damaged member is lost alone
      // (decl.ts recordType says which).
      case 'declaration': {
        // Damage after a declarator's `=` costs its initializer only.
        const lostInit = n.hasError && !damagedOnlyInMembers(n) ? damagedInitializer(n) : undefined;
        if (n.hasError && !damagedOnlyInMembers(n) && !lostInit) reportDamage(cx, n);
        else fileScopeDeclaration(cx, n, lostInit);
        break;
      }
      case 'type_definition':
        if (n.hasError && !damagedOnlyInMembers(n)) reportDamage(cx, n);
        else typedef(cx, n);
        break;
      case 'struct_specifier':
      case 'union_specifier':
      case 'enum_specifier':
        // A damaged type definition is lost, and says so (uses of the type see an incomplete one).
        if (n.hasError && !damagedOnlyInMembers(n)) reportDamage(cx, n);
        else specifierType(cx, cx.fileScope, n);
        break;
      case 'linkage_specification':
      case 'declaration_list':
      case 'namespace_definition': {
        const body = n.childForFieldName('body') ?? n;
        if (body !== n) topLevel(cx, body, out);
        else if (n.type === 'declaration_list') topLevel(cx, n, out);
        break;
      }
      case 'ERROR':
        recover(cx, n, out);
        break;
      case 'comment':
      case 'preproc_call':
      case 'static_assert_declaration':
      case 'expression_statement':
        if (n.type === 'expression_statement' && n.hasError) reportDamage(cx, n);
        break;
      default:
        if (n.hasError) reportDamage(cx, n);
    }
  }
}

/** Inside a top-level ERROR node: keep every intact definition, report the damaged rest. */
function recover(cx: UnitContext, err: SyntaxNode, out: LoweredUnit): void {
  const intact = err.namedChildren.some(
    (c) => c && !c.hasError && (c.type === 'function_definition' || c.type === 'declaration'),
  );
  if (intact) topLevel(cx, err, out);
  reportLostBodies(cx, err, out);
}

/**
 * A body with no intact definition around it in a top-level ERROR node was a function the grammar
 * could not read: each is reported as a skipped function (calls to it might lock or spawn).
 */
function reportLostBodies(cx: UnitContext, err: SyntaxNode, out: LoweredUnit): void {
  const bodies = err.namedChildren.filter((c) => c?.type === 'compound_statement');
  if (bodies.length === 0) reportDamage(cx, err);
  for (const body of bodies) if (body) reportSkipped(cx, err, guessName(body), body, out);
}

function guessName(body: SyntaxNode): string {
  for (let p = body.previousNamedSibling; p; p = p.previousNamedSibling) {
    if (p.type === 'identifier') return p.text;
    const fd = p.type === 'function_declarator' ? p : p.descendantsOfType('function_declarator')[0];
    const id = fd?.childForFieldName('declarator');
    if (id?.type === 'identifier') return id.text;
    if (p.type === 'compound_statement' || p.type === ';') break;
  }
  return '<unknown>';
}

function reportDamage(cx: UnitContext, n: SyntaxNode): void {
  reportLost(cx, n, 'declaration');
}

function skip(cx: UnitContext, n: SyntaxNode, out: LoweredUnit): void {
  reportSkipped(cx, n, functionName(cx, n), n, out);
}

/** The name a function definition declares, as far as its declarator can be read. */
function functionName(cx: UnitContext, n: SyntaxNode): string {
  try {
    return declarator(cx, cx.fileScope, n.childForFieldName('declarator'), T.int).name ?? '<unknown>';
  } catch {
    return '<unknown>';
  }
}

function linkId(cx: UnitContext, name: string, isStatic: boolean): string {
  const prior = cx.fileScope.names.get(name);
  if (prior && (prior.k === 'fn' || prior.k === 'var') && prior.id.includes('@')) return prior.id;
  return isStatic ? `${name}@${cx.label}` : name;
}

function lowerFunction(cx: UnitContext, n: SyntaxNode): IrFunction | undefined {
  const spec = declSpecifiers(cx, cx.fileScope, n);
  const info = declarator(cx, cx.fileScope, n.childForFieldName('declarator'), spec.type);
  if (!info.name) return undefined;
  const isStatic = spec.storage.has('static');
  const id = linkId(cx, info.name, isStatic);
  const fnType: Type =
    info.type.k === 'func' ? info.type : { k: 'func', ret: T.int, params: [], variadic: false };
  const prior = cx.fileScope.names.get(info.name);
  cx.fileScope.names.set(info.name, {
    k: 'fn',
    id,
    name: info.name,
    type: fnType,
    noreturn: spec.noreturn || (prior?.k === 'fn' && !!prior.noreturn),
  });
  const ret = fnType.k === 'func' ? fnType.ret : T.int;
  const fl = new FnLowering(cx, id, info.name, ret);
  const body = n.childForFieldName('body')!;
  fl.labelNames = new Set(
    body
      .descendantsOfType('labeled_statement')
      .map((l) => l.childForFieldName('label')!.text)
      .filter((name) => `${name}:` !== COMPUTED_GOTO),
  );
  // K&R parameter declarations between the declarator and the body.
  const krTypes = new Map<string, Type>();
  for (const c of n.namedChildren) {
    if (c?.type !== 'declaration') continue;
    const s = declSpecifiers(cx, fl.scope, c);
    for (const d of c.childrenForFieldName('declarator')) {
      const di = d ? declarator(cx, fl.scope, d, s.type) : undefined;
      if (di?.name) krTypes.set(di.name, di.type);
    }
  }
  const params: string[] = [];
  (info.params ?? []).forEach((p, i) => {
    const name = p.name ?? `arg${i}`;
    params.push(fl.declareLocal(name, krTypes.get(name) ?? p.type, 'param', p.node).id);
  });
  if (info.params?.length === 0 && krTypes.size > 0) {
    // An identifier-list declarator `f(a, b)`: the grammar gives the names as identifiers.
    const plist = n.childForFieldName('declarator')?.descendantsOfType('parameter_list')[0];
    for (const id of plist?.namedChildren ?? []) {
      if (id?.type === 'identifier')
        params.push(fl.declareLocal(id.text, krTypes.get(id.text) ?? T.int, 'param', id).id);
    }
  }
  lowerStatement(fl, body);
  return fl.finish(n, params, !!info.variadic, isStatic);
}

function typedef(cx: UnitContext, n: SyntaxNode): void {
  const base = typedefSpecifier(cx, cx.fileScope, n);
  for (const d of n.childrenForFieldName('declarator')) {
    if (!d) continue;
    const info = declarator(cx, cx.fileScope, d, base);
    if (info.name) cx.fileScope.names.set(info.name, { k: 'typedef', type: info.type });
  }
}

function fileScopeDeclaration(cx: UnitContext, n: SyntaxNode, lostInit?: SyntaxNode): void {
  const spec = declSpecifiers(cx, cx.fileScope, n);
  const isStatic = spec.storage.has('static');
  const threadLocal = spec.storage.has('__thread') || spec.storage.has('thread_local');
  for (const d of n.childrenForFieldName('declarator')) {
    if (!d) continue;
    const info = declarator(cx, cx.fileScope, d, spec.type);
    if (!info.name) continue;
    if (info.type.k === 'func') {
      const prior = cx.fileScope.names.get(info.name);
      const id = linkId(cx, info.name, isStatic);
      cx.fileScope.names.set(info.name, {
        k: 'fn',
        id,
        name: info.name,
        type: info.type,
        noreturn: spec.noreturn || (prior?.k === 'fn' && !!prior.noreturn),
      });
      continue;
    }
    const value = d.type === 'init_declarator' ? d.childForFieldName('value') : null;
    const type = completeArrayType({ cx, scope: cx.fileScope }, info.type, value);
    const id = linkId(cx, info.name, isStatic);
    const existing = cx.globals.get(id);
    const isExtern = spec.storage.has('extern') && !value;
    const v: Variable = {
      id,
      name: info.name,
      kind: isStatic ? 'static' : 'global',
      type: existing && type.k === 'array' && type.length === undefined ? existing.type : type,
      range: rangeOf(cx, d),
    };
    if (threadLocal || existing?.threadLocal) v.threadLocal = true;
    if (isExtern) v.externOnly = existing ? existing.externOnly : true;
    if (d === lostInit) {
      reportLostInitializer(cx, n, info.name);
      v.init = { k: 'expr', expr: { k: 'nondet', why: 'an initializer lost to a syntax error' } };
    } else if (value) v.init = staticInitializer(cx, cx.fileScope, value);
    else if (existing?.init) v.init = existing.init;
    cx.globals.set(id, v);
    cx.fileScope.names.set(info.name, { k: 'var', id, type: v.type });
  }
}
