/**
 * Lambdas: a closure class whose fields are the captures (by reference: the captured object's
 * address, so the body's accesses reach the enclosing object; by value: a copy made when the lambda
 * is built) and whose operator() is a synthesised function taking the closure's address.
 */

import { refCaptureField } from '../../../ir/captures.js';
import { isLocalId } from '../../../ir/names.js';
import type { Place, RecordDef, Type } from '../../../ir/types.js';
import type { SyntaxNode } from '../../parse/index.js';
import { ptrTo, T } from '../ctypes.js';
import { declarator, typeDescriptor } from '../decl.js';
import { type LVal, rvalue, type Val } from '../expr.js';
import { FnLowering, loadOf } from '../function.js';
import { type Binding, Scope } from '../scope.js';
import { lowerStatement } from '../stmt.js';
import { type CaptureInfo, type ClassInfo, cppFn, cppUnit, stripRef } from './context.js';
import { bindingPlace, cppPlaceValue, thisExpr } from './expr.js';
import { isStaticInit } from './initializers.js';
import { addrOf } from './objects.js';
import { markLocal } from './types.js';

/** Whether `&` precedes a capture in the capture list (`[&x]`: the grammar leaves the `&` out). */
function byReference(spec: SyntaxNode, c: SyntaxNode): boolean {
  const text = spec.text;
  let i = c.startIndex - spec.startIndex - 1;
  while (i >= 0 && /\s/.test(text[i]!)) i--;
  return text[i] === '&';
}

/** The place a name denotes in `fl` (a local, a capture of an enclosing lambda, a reference's referent). */
function placeOfName(fl: FnLowering, name: string): LVal | undefined {
  const lv = bindingPlace(fl, name);
  if (lv) return lv;
  const b = fl.scope.lookup(name);
  if (b?.k === 'var') return { p: fl.varPlace(b.id), t: b.type };
  return undefined;
}

export function lowerLambda(fl: FnLowering, n: SyntaxNode, into?: Place): Val {
  const cx = fl.cx;
  const st = cppFn(fl);
  const k = ++st.lambdas;
  const id = `${fl.id}::lambda${k}`;
  // Named as compilers name it, by where it is written: the IR id `lambda<k>` is no word of the source.
  const at = fl.range(n);
  // One written at file scope (a global's initializer) belongs to no function: named by its file.
  const display = isStaticInit(fl)
    ? `(lambda at ${at.file.split('/').pop()}:${at.line}:${at.column})`
    : `${fl.name}::(lambda at ${at.line}:${at.column})`;
  const u = cppUnit(cx);
  const captures: CaptureInfo[] = [];
  const cls: ClassInfo = {
    key: id,
    bases: [],
    methods: new Map(),
    statics: new Map(),
    fromModel: false,
    templateParams: [],
    memberInits: [],
    prefix: st.prefix,
    captures,
  };
  u.classes.set(id, cls);
  const spec = n.childForFieldName('captures');
  const { defaultCapture, explicit, inits } = captureList(spec);
  // The operator()'s parameters and return type.
  const declNode = n.childForFieldName('declarator');
  const info = declNode ? declarator(cx, fl.scope, declNode, T.unknown) : undefined;
  const trailing = declNode?.namedChildren.find((c) => c.type === 'trailing_return_type')?.namedChildren[0];
  const ret: Type = trailing ? typeDescriptor(cx, fl.scope, trailing) : T.unknown;
  const lf = new FnLowering(cx, id, display, ret);
  const lst = cppFn(lf);
  lst.closure = cls;
  lst.parent = fl;
  lst.prefix = st.prefix;
  if (st.cls) lst.cls = undefined;
  const closureType: Type = { k: 'record', key: id, union: false };
  for (const i of inits)
    captures.push({ name: i.name, byRef: i.byRef, type: T.unknown, init: { k: 'expr', node: i.node } });
  const capture = (name: string): Binding | undefined => {
    const have = captures.find((c) => c.name === name);
    if (have) return { k: 'capture', field: captureField(have), type: have.type, byRef: have.byRef };
    const b = fl.scope.lookup(name);
    if (!b) return undefined;
    const isLocal = (b.k === 'var' && isLocalId(b.id)) || b.k === 'capture';
    if (b.k === 'member') {
      // `x` in a lambda inside a member function: `this->x` through the captured `this`.
      return b;
    }
    if (!isLocal) return b;
    const lv = placeOfName(fl, name);
    if (!lv) return b;
    const byRef = explicit.has(name) ? explicit.get(name)! : defaultCapture ? defaultCapture === '&' : true;
    const t = stripRef(lv.t);
    const info: CaptureInfo = { name, byRef, type: t, init: { k: 'place', place: lv.p, type: t } };
    captures.push(info);
    return { k: 'capture', field: captureField(info), type: t, byRef };
  };
  const outer = new Scope(cx.fileScope);
  outer.hook = capture;
  lf.scope = markLocal(new Scope(outer));
  // Explicit captures exist even when the body never names them (their copies are made).
  for (const name of explicit.keys()) capture(name);
  if (spec?.namedChildren.some((c) => c.type === 'this' || c.type === 'pointer_expression')) thisExpr(lf);
  const closureParam = lf.declareLocal('closure', ptrTo(closureType), 'param', n);
  const params = [closureParam.id];
  for (const [i, p] of (info?.params ?? []).entries())
    params.push(lf.declareLocal(p.name ?? `arg${i}`, p.type, 'param', p.node).id);
  const body = n.childForFieldName('body');
  if (body) lowerStatement(lf, body);
  cls.methods.set('operator()', [
    {
      id,
      name: 'operator()',
      params: (info?.params ?? []).map((p) => p.type),
      ret,
      isConst: true,
      isStatic: false,
      fromModel: false,
      hasBody: true,
    },
  ]);
  u.extra.push(lf.finish(n, params, false, true));
  const def: RecordDef = {
    key: id,
    union: false,
    fields: captures.map((c) => ({ name: captureField(c), type: c.byRef ? ptrTo(c.type) : c.type })),
    range: fl.range(n),
  };
  cx.records.set(id, def);
  // Build the closure where the lambda is: copies and addresses of what it captured.
  const place = into ?? fl.varPlace(fl.declareLocal(`lambda${k}`, closureType, 'local', n).id);
  buildClosure(fl, n, place, id, captures);
  return { e: loadOf(place), t: closureType };
}

/** The closure's fields set where the lambda is written: copies, or addresses for by-reference captures. */
function buildClosure(
  fl: FnLowering,
  n: SyntaxNode,
  place: Place,
  id: string,
  captures: CaptureInfo[],
): void {
  const range = fl.range(n);
  for (const c of captures) {
    const dst: Place = { k: 'field', base: place, field: captureField(c), record: id };
    const w = fl.writeAccess(dst, c.byRef ? ptrTo(c.type) : c.type, n);
    if (c.init.k === 'this') fl.cfg.emit({ op: 'assign', dst, src: thisExpr(fl) }, range, w);
    else if (c.init.k === 'expr') {
      const v = rvalue(fl, c.init.node);
      fl.cfg.emit({ op: 'assign', dst, src: v.e }, range, w);
    } else if (c.byRef) fl.cfg.emit({ op: 'assign', dst, src: addrOf(fl, c.init.place) }, range, w);
    else {
      const v = cppPlaceValue(fl, { p: c.init.place, t: c.init.type }, n);
      fl.cfg.emit({ op: 'assign', dst, src: v.e }, range, w);
    }
  }
}

/** The closure field of a capture: a reference's is marked, so reports name what it refers to. */
function captureField(c: CaptureInfo): string {
  return c.byRef ? refCaptureField(c.name) : c.name;
}

/** A lambda's capture list: the default (`&`, `=`), the names captured explicitly, the init-captures. */
function captureList(spec: SyntaxNode | null): {
  defaultCapture: '&' | '=' | undefined;
  explicit: Map<string, boolean>;
  inits: { name: string; byRef: boolean; node: SyntaxNode }[];
} {
  let defaultCapture: '&' | '=' | undefined;
  const explicit = new Map<string, boolean>();
  const inits: { name: string; byRef: boolean; node: SyntaxNode }[] = [];
  for (const c of spec?.namedChildren ?? []) {
    if (c.type === 'lambda_default_capture') defaultCapture = c.text.trim() === '&' ? '&' : '=';
    else if (c.type === 'identifier') explicit.set(c.text, byReference(spec!, c));
    else if (c.type === 'lambda_capture_initializer') {
      const left = c.childForFieldName('left');
      const right = c.childForFieldName('right');
      if (left && right)
        inits.push({ name: left.text, byRef: byReference(c, left) || byReference(spec!, c), node: right });
    }
  }
  return { defaultCapture, explicit, inits };
}
