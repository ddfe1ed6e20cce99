/**
 * C++'s hooks into the C lowering (see ../language.ts): namespaces, classes and templates at the
 * top level; declarations that construct objects; scopes whose objects are destroyed (and whose
 * guards unlock) on every way out; overloaded and member calls; references.
 */

import { lvalue } from '../expr.js';
import { loadOf } from '../function.js';
import type { LanguageLowering } from '../language.js';
import { callableTruth } from './callables.js';
import { cppTopLevel } from './classes.js';
import { cppFn, cppUnit, hasCppFn, isRef, refTo } from './context.js';
import { callThrough, cppCall, cppEffect, cppLvalue, cppRvalue } from './expr.js';
import { staticInitFunction } from './initializers.js';
import { addrOf, popExitScope, pushExitScope } from './objects.js';
import {
  conditionClause,
  cppStatement,
  enterBranch,
  exitScopesFor,
  exitScopesForGoto,
  leaveBranch,
} from './stmt.js';
import { cppSpecifierType, registerEnumConstant } from './types.js';

export const CPP_LOWERING: LanguageLowering = {
  topLevel(cx, root, out, recovery) {
    const u = cppUnit(cx);
    u.sink = out;
    cppTopLevel(cx, root, cx.fileScope, out, recovery);
    // Templates are lowered once the unit has shown how they are used.
    while (u.deferred.length) u.deferred.shift()!();
    // The static initialisation may build lambdas: the synthesised functions go after it.
    const init = staticInitFunction(cx, root);
    out.functions.push(...u.extra);
    if (init) {
      out.functions.push(init);
      out.staticInit = init.id;
    }
  },
  statement: cppStatement,
  effect: cppEffect,
  rvalue: cppRvalue,
  lvalue: cppLvalue,
  call: cppCall,
  callObject: callThrough,
  truthValue: callableTruth,
  conditionClause,
  specifierType: cppSpecifierType,
  enumConstant: registerEnumConstant,
  referenceType: refTo,
  returnValue(fl, e) {
    // A function returning a reference returns its object's address.
    if (!isRef(fl.returnType)) return undefined;
    const lv = lvalue(fl, e);
    if (isRef(lv.t)) return { e: loadOf(lv.p), t: fl.returnType };
    return { e: addrOf(fl, lv.p), t: fl.returnType };
  },
  enterScope: pushExitScope,
  leaveScope: popExitScope,
  enterBranch,
  leaveBranch,
  enterLoop(fl) {
    const st = cppFn(fl);
    st.breakScopes.push(st.scopes.length);
    st.continueScopes.push(st.scopes.length);
    st.depth++;
  },
  leaveLoop(fl) {
    const st = cppFn(fl);
    st.breakScopes.pop();
    st.continueScopes.pop();
    st.depth--;
  },
  enterSwitch(fl) {
    const st = cppFn(fl);
    st.breakScopes.push(st.scopes.length);
  },
  leaveSwitch(fl) {
    cppFn(fl).breakScopes.pop();
  },
  beforeJump(fl, jump, n) {
    if (jump.k === 'goto') exitScopesForGoto(fl, jump.label, n);
    else exitScopesFor(fl, jump.k, n);
  },
  returnRunsCode: (fl) => !!hasCppFn(fl)?.scopes.some((s) => s.actions.length > 0),
};
