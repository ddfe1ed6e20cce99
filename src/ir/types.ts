/**
 * The analysis IR: per function a control-flow graph of small instructions. Expressions are
 * side-effect free trees (calls and assignments inside expressions are hoisted into instructions
 * with temporaries), so every memory access is visible in `Instr.accesses`. One instruction kind
 * per thing the analyses care about; which library call becomes which instruction is data
 * (src/models/), not code.
 */
import type { SourceRange } from './source.js';

// ---------------------------------------------------------------- types

interface Qualifiers {
  atomic?: boolean;
  volatile?: boolean;
  const?: boolean;
}

export type Type = (
  | { k: 'void' }
  /** `bits`: a bit-field's width, narrower than its declared type (`unsigned f : 3`). */
  | { k: 'int'; name: string; bytes: number; signed: boolean; bits?: number }
  | { k: 'float'; name: string; bytes: number }
  | { k: 'ptr'; to: Type }
  | { k: 'array'; of: Type; length?: number }
  /** A struct or union, by its key in `Program.records`. */
  | { k: 'record'; key: string; union: boolean }
  | { k: 'func'; ret: Type; params: Type[]; variadic: boolean }
  /** A typedef name whose definition was never seen (unknown header). */
  | { k: 'named'; name: string }
  | { k: 'unknown' }
) &
  Qualifiers;

export interface RecordField {
  name: string;
  type: Type;
  /**
   * Set on the members of a C11 anonymous struct or union, which are reachable by name from the
   * enclosing record: the key of the anonymous record they belong to (members of one anonymous
   * union overlap in memory; the layout counts the anonymous record once).
   */
  via?: string;
  /**
   * A bit-field in a run of adjacent ones: the run's name (`{ready,dirty}`), the one memory
   * location they all are (C11 3.14). Accesses to the field name it instead of the field, so two
   * threads writing neighbouring bit-fields conflict; values still follow the field itself.
   */
  location?: string;
}

export interface RecordDef {
  key: string;
  /** Source tag, absent for anonymous records. */
  tag?: string;
  union: boolean;
  fields: RecordField[];
  range?: SourceRange;
}

// ---------------------------------------------------------------- variables

/**
 * - global: file-scope object with external linkage (id = name)
 * - static: file-scope `static` object (id = name@file)
 * - static-local: `static` object inside a function (id = function id + '::' + name)
 * - local, param: automatic objects (ids `%name`, `%name.2` for a shadowing one; unique in the function)
 * - temp: compiler temporaries (`#t1`...); never address-taken, never shared
 */
type VarKind = 'global' | 'static' | 'static-local' | 'local' | 'param' | 'temp';

export interface Variable {
  id: string;
  name: string;
  kind: VarKind;
  type: Type;
  /** `_Thread_local` / `__thread` / `thread_local`: one copy per thread. */
  threadLocal?: boolean;
  /** Its address is taken somewhere (`&x`, array decay): only such locals can be shared. */
  addressTaken?: boolean;
  /** Statically known initial value of a global or static (scalars; aggregates as a list). */
  init?: Initializer;
  /** Declared `extern` without a definition in the analysed units. */
  externOnly?: boolean;
  range?: SourceRange;
}

export type Initializer =
  | { k: 'expr'; expr: Expr }
  | { k: 'list'; items: { designator?: string | number; init: Initializer }[] };

// ---------------------------------------------------------------- places and expressions

/** An lvalue: a variable, or a path from one through dereferences, fields and indices. */
export type Place =
  | { k: 'var'; id: string }
  /**
   * `implicit`: a C++ reference (or a class object passed by value through its address), which
   * the language dereferences for the programmer: the source names the object without a `*`.
   * `subscript`: the dereference of a pointer the source indexes (`p[i]`). Only reports read them.
   */
  | { k: 'deref'; ptr: Expr; implicit?: true; subscript?: true }
  /**
   * `implicitThis`: a C++ member the source names alone in a member function (`mu_`), whose
   * `this->` is the language's. `shownAs`: a library object's bookkeeping the source reads by a
   * call (a container's size by `size()`; compared with 0, by `empty()` when that is the call it
   * made). Only reports read them.
   */
  | {
      k: 'field';
      base: Place;
      field: string;
      record?: string;
      implicitThis?: true;
      shownAs?: { call: string; zero?: string };
    }
  | { k: 'index'; base: Place; index: Expr };

export type BinaryOp =
  | '+'
  | '-'
  | '*'
  | '/'
  | '%'
  | '<<'
  | '>>'
  | '&'
  | '|'
  | '^'
  | '=='
  | '!='
  | '<'
  | '<='
  | '>'
  | '>=';

/** An integer type as arithmetic sees it: its width in bits and its signedness (LP64). */
export interface IntKind {
  bits: number;
  signed: boolean;
}

export type Expr =
  /**
   * `macro`: the source's own word for it, which reports quote: the object-like macro it wrote
   * (`NULL`, `EOF`) or a character literal (`'\0'`).
   */
  | { k: 'int'; value: number; macro?: string }
  | { k: 'float'; value: number }
  | { k: 'str'; value: string }
  /** The value of a place (a read). */
  | { k: 'load'; place: Place }
  /** The address of a place (`&x`, array decay). */
  | { k: 'addr'; place: Place }
  /** A function designator: the function's link id (`name`, or `name@file` for statics). */
  | { k: 'fn'; id: string }
  /** `int`: the integer type `-` and `~` compute in (the promoted operand type), when known. */
  | { k: 'unary'; op: '-' | '!' | '~'; arg: Expr; int?: IntKind }
  /**
   * `int`: the integer type the operation computes in, when both operands are integers of known
   * type: the usual arithmetic conversions' common type (for a comparison, the type compared in),
   * for a shift the promoted left operand's type. Layer 2 wraps and compares in it (src/ir/ints.ts).
   */
  | { k: 'binary'; op: BinaryOp; left: Expr; right: Expr; int?: IntKind }
  | { k: 'cast'; to: Type; arg: Expr }
  /**
   * A value the lowering cannot know (an unsupported construct, `__VERIFIER_nondet_int()`...).
   * `input`: the program's own input (its model says so), any value of which really occurs.
   */
  | { k: 'nondet'; why: string; input?: true };

// ---------------------------------------------------------------- accesses

export interface Access {
  place: Place;
  kind: 'read' | 'write';
  atomic: boolean;
  range: SourceRange;
  /**
   * An access to a `volatile sig_atomic_t` object: a signal handler and the code it interrupts may
   * both touch it (C17 7.14.1.1; src/analysis/race.ts).
   */
  signalSafe?: boolean;
  /** The write is a `free` or `delete` of the whole object (what reports call it). */
  frees?: true;
}

// ---------------------------------------------------------------- instructions

interface InstrBase {
  range: SourceRange;
  /**
   * The memory accesses evaluating this instruction performs, in evaluation order. Accesses to
   * temps and to locals/params whose address is never taken are left out: they cannot be shared.
   */
  accesses: Access[];
}

/** C11's memory orders, as an atomic instruction carries them (5.1.2.4, 7.17.3). */
export type MemoryOrder = 'relaxed' | 'consume' | 'acquire' | 'release' | 'acq_rel' | 'seq_cst';

export type LockMode = 'exclusive' | 'shared';

export type Instr = InstrBase &
  (
    | { op: 'assign'; dst: Place; src: Expr }
    /** A call to a function with a body (or none known: an unknown call) or through a pointer. */
    | {
        op: 'call';
        callee: Expr;
        args: Expr[];
        dst?: Place;
        /** `ignore`: a modelled library call whose only memory effects are its listed accesses. */
        model?: 'ignore';
        /** The call's result is the program's input (`rand`, `time`, `getchar`): its model says so. */
        input?: true;
        /** With `input`: the result when the call succeeds (its model's `usual`). */
        usual?: 'zero' | 'nonnegative' | 'minus-one';
        /** `ignore`: the call's own result, others coming back through a jump (its model's `direct`). */
        direct?: number;
        /** No model: a function the models describe as one the lowering does not follow, and why. */
        opaque?: string;
        /**
         * `ignore`: the result points into this argument, to the library's static storage, or to
         * the function the string literal in argument `symbol` names (dlsym).
         */
        returns?: number | 'static' | { symbol: number };
        /** `ignore`: the result depends only on the arguments and what they point to (its model's `pure`). */
        pure?: true;
        /** `ignore`: a pure integer function's result from its integer arguments (src/models/compute.ts). */
        computes?: (args: readonly number[]) => number | undefined;
      }
    /** Fresh heap memory; `site` names the allocation site. */
    | { op: 'alloc'; dst?: Place; site: string; fn: string; size?: Expr }
    | { op: 'free'; ptr: Expr }
    | { op: 'lock'; lock: Expr; mode: LockMode }
    | { op: 'trylock'; lock: Expr; mode: LockMode; dst?: Place; success: number }
    | { op: 'unlock'; lock: Expr }
    | { op: 'lock-init'; lock: Expr }
    | { op: 'lock-destroy'; lock: Expr }
    /** Starts `entry(arg)`; the new handle is stored through `handle` when given. */
    /** `signal`: a signal handler installed here, which may interrupt the program at any later point. */
    | { op: 'spawn'; handle?: Expr; entry: Expr; arg: Expr; dst?: Place; fn: string; signal?: boolean }
    | { op: 'join'; handle: Expr; dst?: Place }
    | { op: 'detach'; handle: Expr }
    | { op: 'self'; dst?: Place }
    | { op: 'cond-wait'; cond: Expr; lock: Expr; dst?: Place }
    | { op: 'cond-signal'; cond: Expr; broadcast: boolean }
    | { op: 'barrier-init'; barrier: Expr; count: Expr }
    | { op: 'barrier-wait'; barrier: Expr; dst?: Place }
    | { op: 'once'; flag: Expr; entry: Expr }
    | { op: 'sem-init'; sem: Expr; count: Expr }
    | { op: 'sem-wait'; sem: Expr; try: boolean; dst?: Place }
    | { op: 'sem-post'; sem: Expr }
    /**
     * An atomic operation on the object `object` points to. `rmw` = read-modify-write with `rmwOp`
     * (`+`, `-`, `&`, `|`, `^`, `xchg`, ...); `cas` compares with `*expected`.
     */
    | {
        op: 'atomic';
        kind: 'load' | 'store' | 'rmw' | 'cas' | 'fence';
        object?: Expr;
        value?: Expr;
        expected?: Expr;
        /** cas by value (`__sync_*_compare_and_swap`): the value compared with; nothing is written back. */
        compare?: Expr;
        /** cas: `dst` receives the old value instead of success. */
        returnsOld?: boolean;
        dst?: Place;
        order: MemoryOrder;
        rmwOp?: string;
        /** The value `dst` receives for rmw: the old value (fetch_add) or the new one (add_fetch). */
        returnsNew?: boolean;
        fn: string;
      }
    | { op: 'atomic-begin' }
    | { op: 'atomic-end' }
    /** Blocks (the path is infeasible) unless `cond` holds. */
    | { op: 'assume'; cond: Expr }
  );

// ---------------------------------------------------------------- control flow

export type Terminator = { range: SourceRange; accesses: Access[] } & (
  | { k: 'goto'; target: number }
  /**
   * Two-way branch; the analyses read it as `assume(cond)` on the then-edge, `assume(!cond)` on the other.
   * `written`: how the source wrote the test, for reports (`BranchWriting`); the analyses ignore it.
   */
  | { k: 'branch'; cond: Expr; then: number; else: number; written?: BranchWriting }
  /** `values` are case labels (GNU case ranges as [lo, hi]). */
  | { k: 'switch'; value: Expr; cases: { lo: number; hi: number; target: number }[]; default: number }
  | { k: 'return'; value?: Expr }
  /** The path ends: `exit`/`abort` (whole program), thread exit, `reach_error`, or after a noreturn. */
  /** `skipsHandlers`: an end of the process that runs no exit handlers (`_exit`, `abort`). */
  | { k: 'stop'; why: 'exit' | 'thread-exit' | 'error' | 'noreturn'; skipsHandlers?: true }
);

/**
 * How the source wrote a branch's test where the IR's `cond` differs: `nots`, the `!`s written
 * around it (`if (!in)` branches on `in != 0` with its targets swapped: one); `bare`, the `!= 0` of
 * `cond` is the lowering's (`if (in)` tests `in` itself).
 */
export interface BranchWriting {
  nots?: number;
  bare?: true;
  /** The test as the source writes it where it writes no expression (a range-for's header). */
  text?: string;
  /**
   * The branch is a timed wait's outcome, on the condition variable this expression points to:
   * the then-side is woken in time (or goes on waiting), the else-side timed out. The source
   * writes no test for it.
   */
  timedWait?: Expr;
}

export interface Block {
  id: number;
  instrs: Instr[];
  term: Terminator;
}

export interface IrFunction {
  /** Link id: the name for external functions, `name@file` for `static` ones. */
  id: string;
  name: string;
  file: string;
  range: SourceRange;
  isStatic: boolean;
  variadic: boolean;
  returnType: Type;
  /** Param var ids in order. */
  params: string[];
  /**
   * Every param, local (ids start with `%`) and temp (`#`) of the function. Static locals are
   * program globals (ids `function::name`).
   */
  vars: Variable[];
  /** blocks[0] is the entry. */
  blocks: Block[];
}

export interface SkippedFunction {
  name: string;
  file: string;
  range: SourceRange;
  reason: string;
  /**
   * Why, in the verdict's terms: a syntax error, a lowering limit (nesting too deep), an internal
   * error, or a budget of the whole run that ran out before it was lowered (the budget is the
   * verdict's reason then), or a second definition of a function the link dropped.
   */
  cause: 'syntax' | 'limit' | 'internal' | 'budget' | 'duplicate';
}

export interface TranslationUnitInfo {
  file: string;
  lang: 'c' | 'c++';
  /** Every file the preprocessor read for this unit. */
  files: string[];
  functions: number;
  skipped: number;
  /** Whole unit unusable (unreadable file). */
  failed?: boolean;
  /** Not analysed because a run-wide budget ran out first (then `failed` too). */
  skippedByBudget?: boolean;
}

/** The analysed units linked into one program: calls and globals resolved by link id. */
/** Source a syntax error damaged: lost, or `repaired` (read as if the missing `;` or `}` were there). */
export type Damage = SourceRange & { repaired?: true };

export interface Program {
  units: TranslationUnitInfo[];
  functions: Map<string, IrFunction>;
  globals: Map<string, Variable>;
  records: Map<string, RecordDef>;
  skipped: SkippedFunction[];
  /** Source lost to syntax errors (a statement, a declaration) or read with the parser's repair. */
  damaged: Damage[];
  /** Functions declared (called) but defined nowhere in the program: their names. */
  undefinedFunctions: Set<string>;
}
