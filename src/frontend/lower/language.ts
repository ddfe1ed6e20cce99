/**
 * Where C++ lowering takes over from C's. The C lowering (this folder) lowers every construct
 * the two languages share; at the few points where C++ means more (classes, references,
 * destructors that run when a scope is left, overloaded calls) it asks the unit's
 * `LanguageLowering`, which C++ builds in lower/cpp/language.ts. C's own is the default: it has
 * no hook, so C's lowering never depends on the other language and C files import nothing under
 * lower/cpp. Each hook either handles the node (returns true or a value) or leaves it to C.
 */
import type { Type } from '../../ir/types.js';
import type { SyntaxNode } from '../parse/index.js';
import type { LVal, Val } from './expr.js';
import type { FnLowering } from './function.js';
import type { Scope } from './scope.js';
import type { LoweredUnit } from './unit.js';
import type { UnitContext } from './unit-context.js';

/** How C's top level reports what it cannot lower, for a language that walks the top level itself. */
interface TopLevelRecovery {
  /** A function definition with parse damage: reported as skipped (as `name`, when given). */
  skip(n: SyntaxNode, name?: string): void;
  /** Any other damaged declaration: reported, and the rest of the unit goes on. */
  damage(n: SyntaxNode): void;
  /** A top-level ERROR node: the function bodies in it are reported as skipped functions. */
  lost(n: SyntaxNode): void;
}

/** A jump out of the current scopes (the destructors and guards of the scopes it leaves run first). */
type Jump = { k: 'break' } | { k: 'continue' } | { k: 'return' } | { k: 'goto'; label: string };

export interface LanguageLowering {
  /** Lowers the whole top level of the unit into `out` (functions, skipped); C's walks it itself. */
  topLevel?(cx: UnitContext, root: SyntaxNode, out: LoweredUnit, recovery: TopLevelRecovery): void;
  /** Lowers a statement the language treats differently; true when it did. */
  statement?(fl: FnLowering, n: SyntaxNode): boolean;
  /** An expression evaluated for its effects only; true when the language lowered it. */
  effect?(fl: FnLowering, n: SyntaxNode): boolean;
  rvalue?(fl: FnLowering, n: SyntaxNode): Val | undefined;
  lvalue?(fl: FnLowering, n: SyntaxNode): LVal | undefined;
  /** Lowers every call (it may hand a plain C call back to `lowerCCall`). */
  call?(fl: FnLowering, n: SyntaxNode, wantValue: boolean): Val | undefined;
  /**
   * A call whose callee is an object of a class (`tasks[0]()`, `q.front()()`: a std::function or
   * a function object in a container): its call operator, with `obj` the object called.
   */
  callObject?(
    fl: FnLowering,
    n: SyntaxNode,
    obj: LVal,
    args: SyntaxNode[],
    wantValue: boolean,
  ): Val | undefined;
  /**
   * The scalar an object of a class stands for when tested or compared (`if (cb)`, `cb != nullptr`
   * with `cb` a std::function: the function it holds), or undefined when it stands for none.
   */
  truthValue?(fl: FnLowering, v: Val): Val | undefined;
  /** `if (T x = e)`: lowers the declaration and gives the condition's value, or the node to test. */
  conditionClause?(fl: FnLowering, n: SyntaxNode): SyntaxNode | { val: Val };
  /** A type specifier the language defines (classes, templates, `auto`). */
  specifierType?(cx: UnitContext, scope: Scope, node: SyntaxNode): Type | undefined;
  /** Declares an enumerator (C++: also as `Enum::name`, and only that for `enum class`). */
  enumConstant?(cx: UnitContext, scope: Scope, enumNode: SyntaxNode, name: string, value: number): void;
  /** The value a `return e;` hands back when the language gives it a meaning (a reference: `&e`). */
  returnValue?(fl: FnLowering, e: SyntaxNode): Val | undefined;
  /** The type of a reference to `t` (a `reference_declarator`). */
  referenceType?(t: Type): Type;
  /** A block scope opens and closes (objects declared in it are destroyed at its end). */
  enterScope?(fl: FnLowering, n: SyntaxNode): void;
  leaveScope?(fl: FnLowering, n: SyntaxNode): void;
  /** A conditionally executed statement (an `if` arm, a switch body) starts and ends. */
  enterBranch?(fl: FnLowering): void;
  leaveBranch?(fl: FnLowering): void;
  /** A loop body or a switch body starts and ends (the scopes `break` and `continue` leave). */
  enterLoop?(fl: FnLowering): void;
  leaveLoop?(fl: FnLowering): void;
  enterSwitch?(fl: FnLowering): void;
  leaveSwitch?(fl: FnLowering): void;
  /** Code that must run before a jump leaves scopes; `returnRunsCode` says whether a return has any. */
  beforeJump?(fl: FnLowering, jump: Jump, n: SyntaxNode): void;
  returnRunsCode?(fl: FnLowering): boolean;
}

/** C: no hook; the lowering in this folder is C's. */
export const C_LOWERING: LanguageLowering = {};
