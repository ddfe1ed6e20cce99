/**
 * C++ lowering state: classes (records with member functions), namespaces and `using`, the names
 * C++ lookup finds, and the per-function state (the object `this`, scopes with destructors to run
 * on every way out, RAII guards, lambdas). The C++ lowering adds to the C one: everything it makes
 * is the same IR, so the analyses do not know which language a function came from.
 */
import type { Expr, IrFunction, Place, Type } from '../../../ir/types.js';
import type { SyntaxNode } from '../../parse/index.js';
import type { FnLowering } from '../function.js';
import { type Binding, Scope } from '../scope.js';
import type { LoweredUnit } from '../unit.js';
import type { UnitContext } from '../unit-context.js';

// The C++ state of a unit, a function and a scope, as typed fields of the C lowering's contexts
// (made on first use; the C lowering never reads them).
declare module '../unit-context.js' {
  interface UnitContext {
    cppUnit?: CppUnit;
  }
}
declare module '../function.js' {
  interface FnLowering {
    cppState?: CppFn;
  }
}
declare module '../scope.js' {
  interface Scope {
    /** The namespace/class path names declared in this scope are qualified with. */
    cppPrefix?: string[];
    /** A function's own block scope: names declared in it are local, not qualified. */
    cppLocal?: boolean;
  }
}

/** A reference is a pointer the language dereferences for you (`int& r` holds `&x`). */
type RefType = Type & { ref?: true };
/** A class template's instance keeps its arguments (`std::vector<std::thread>`). */
type RecordWithArgs = Type & { targs?: Type[] };

export interface MethodInfo {
  /** Link id (`ns::C::m`, `C::C`, `C::~C`; overloads after the first get `(n)` with their arity). */
  id: string;
  name: string;
  params: Type[];
  ret: Type;
  isConst: boolean;
  isStatic: boolean;
  /** Declared in Lockstep's model headers (a library member: no body, meaning from the models table). */
  fromModel: boolean;
  hasBody: boolean;
  /** `virtual`, `override` or `final` (or overriding a virtual member of a base). */
  isVirtual?: boolean;
}

export interface ClassInfo {
  /** Qualified name without template arguments: the record key. */
  key: string;
  bases: string[];
  methods: Map<string, MethodInfo[]>;
  /** Static data members: name -> global id (`C::s`). */
  statics: Map<string, { id: string; type: Type }>;
  fromModel: boolean;
  templateParams: string[];
  /**
   * Fields declared with a template parameter as their type (`T2 second;`, `T *p;`): the
   * parameter's index and how many pointers the declarator adds.
   */
  fieldParams?: Map<string, { param: number; pointers: number }>;
  /** Default member initializers (`int n = 0;`), applied by every constructor that does not name the field. */
  memberInits: { field: string; value: SyntaxNode }[];
  /** The enclosing namespace path (for lookups inside its methods). */
  prefix: string[];
  /** For a lambda's closure: the captured variables, in order. */
  captures?: CaptureInfo[];
}

export interface CaptureInfo {
  name: string;
  byRef: boolean;
  type: Type;
  /** The captured expression: an enclosing variable's place, `this`, or an init-capture. */
  init: { k: 'place'; place: Place; type: Type } | { k: 'this' } | { k: 'expr'; node: SyntaxNode };
}

export interface CppUnit {
  classes: Map<string, ClassInfo>;
  /** Overload sets of free functions and methods by qualified name. */
  overloads: Map<string, { id: string; arity: number; variadic: boolean }[]>;
  /** Function templates: qualified name -> parameter names and the declared parameter type names. */
  templates: Map<string, { params: string[]; paramTypes: (string | undefined)[]; uses: Type[][] }>;
  /** Class template instances seen: key -> argument lists. */
  classUses: Map<string, Type[][]>;
  /** Functions lowered after the rest of the unit (templates: their uses are known by then). */
  deferred: (() => void)[];
  /** Functions the lowering synthesises (lambdas, thread trampolines). */
  extra: IrFunction[];
  /**
   * The unit's static initialisers in declaration order: globals and static members of class type
   * whose constructor runs before `main` (`args`), and those whose initial value needs code to run
   * (`value`: `int x = f();`), each with the scope its names are looked up in.
   */
  globalCtors: StaticInit[];
  /** Link ids defined in this unit (overloads get distinct ids). */
  defined: Set<string>;
  counter: number;
  /** Namespaces of file-scope `using namespace` directives. */
  usings: string[];
  /** Where functions lowered out of order (methods defined in a class body) go. */
  sink?: Pick<LoweredUnit, 'functions' | 'skipped'>;
}

interface StaticInit {
  id: string;
  type: Type;
  args: SyntaxNode[];
  value?: SyntaxNode;
  node: SyntaxNode;
  /** The scope the declaration's names are looked up in, for the function that runs it. */
  scopeFor?: (fl: FnLowering) => Scope;
}

function createCppUnit(): CppUnit {
  return {
    classes: new Map(),
    overloads: new Map(),
    templates: new Map(),
    classUses: new Map(),
    deferred: [],
    extra: [],
    globalCtors: [],
    defined: new Set(),
    counter: 0,
    usings: [],
  };
}

export function cppUnit(cx: UnitContext): CppUnit {
  cx.cppUnit ??= createCppUnit();
  return cx.cppUnit;
}

// ---------------------------------------------------------------- per-function state

/** What leaving a scope does: unlock a guard's mutexes, join a thread, run a destructor. */
export interface ExitAction {
  k: 'guard' | 'dtor';
  guard?: GuardInfo;
  fn?: string;
  obj?: Expr;
  node: SyntaxNode;
}

export interface GuardInfo {
  /** The guard variable's id. */
  varId: string;
  /** `lock`: unlocks `locks` (a lock guard); `join`: joins `handle` (std::jthread, std::async's future). */
  does: 'unlock' | 'join';
  locks: Expr[];
  handle?: Expr;
  /** Set while the guard holds its mutex (or its thread is joinable): a private local. */
  flag: Place;
  /** What the flag is known to hold on the straight-line path here (undefined: only the flag knows). */
  known: boolean | undefined;
  depth: number;
  mode: 'exclusive' | 'shared';
  /** A try-lock guard: the condition under which the try succeeded (while nothing changed it since). */
  tried?: Expr;
}

interface ExitScope {
  node: SyntaxNode;
  actions: ExitAction[];
}

export interface CppFn {
  cls?: ClassInfo;
  /** The function is a lambda body: its closure object's class. */
  closure?: ClassInfo;
  /** The enclosing function of a lambda. */
  parent?: FnLowering;
  /** Capture by default: `&` or `=` (lambdas). */
  defaultCapture?: '&' | '=';
  /** Names captured explicitly. */
  explicitCaptures?: Map<string, boolean>;
  scopes: ExitScope[];
  depth: number;
  breakScopes: number[];
  continueScopes: number[];
  guards: Map<string, GuardInfo>;
  /** Handlers of the enclosing try blocks, innermost last: the block a throw jumps to and the scope depth. */
  tries: { handler: number; scopes: number }[];
  labels: Map<string, SyntaxNode>;
  lambdas: number;
  /** The namespace/class path the function's names are looked up in. */
  prefix: string[];
  /** A std::async call just made its thread: the declaration that takes the future joins it at scope exit. */
  pendingAutoJoin?: Expr;
  /** The variable a std::async call being declared stores its future (its thread handle) in. */
  spawnInto?: Place;
}

export function cppFn(fl: FnLowering): CppFn {
  if (!fl.cppState) {
    fl.cppState = {
      scopes: [],
      depth: 0,
      breakScopes: [],
      continueScopes: [],
      guards: new Map(),
      tries: [],
      labels: new Map(),
      lambdas: 0,
      prefix: [],
    };
  }
  return fl.cppState;
}

export function hasCppFn(fl: FnLowering): CppFn | undefined {
  return fl.cppState;
}

export { GENUINE_EXCEPTION } from '../function.js';

// ---------------------------------------------------------------- types

export function refTo(t: Type): Type {
  return { k: 'ptr', to: t, ref: true } as RefType;
}

export function isRef(t: Type): t is Extract<Type, { k: 'ptr' }> {
  return t.k === 'ptr' && (t as RefType).ref === true;
}

/**
 * Does the model class `key` keep the layout member `member` (models/cxx.ts CXX_LAYOUT: a
 * container's `_M_size` or `_M_first`, a smart pointer's `_M_ptr`, a guard's `_M_device`)?
 */
export function keepsMember(cx: UnitContext, key: string, member: string): boolean {
  return !!cx.records.get(key)?.fields.some((f) => f.name === member);
}

export function stripRef(t: Type): Type {
  return isRef(t) ? t.to : t;
}

export function targsOf(t: Type): Type[] | undefined {
  return (t as RecordWithArgs).targs;
}

export function withTargs(t: Type, targs: Type[]): Type {
  return Object.assign({ ...t }, { targs }) as Type;
}

/** The class key of a (possibly referenced) record type. */
function classKeyOf(t: Type): string | undefined {
  const s = stripRef(t);
  return s.k === 'record' ? s.key : undefined;
}

// ---------------------------------------------------------------- names

/** `a :: b< c >` -> `a::b<c>`; a leading `::` is dropped. */
export function normalizeName(text: string): string {
  return text.replace(/\s+/g, '').replace(/^::/, '');
}

/** The name without template arguments (`std::vector<int>` -> `std::vector`). */
export function stripTemplateArgs(name: string): string {
  let out = '';
  let depth = 0;
  for (const c of name) {
    if (c === '<') depth++;
    else if (c === '>') depth--;
    else if (depth === 0) out += c;
  }
  return out;
}

/** The prefixes a name is looked up under, innermost first: `['a::b', 'a', '']` for path [a, a::b]. */
function lookupPrefixes(prefix: string[]): string[] {
  return [...prefix].reverse();
}

/**
 * A scope that resolves names the way C++ does around a function or a namespace: the enclosing
 * namespaces (and classes) from the innermost out, then the namespaces of `using` directives. Plain
 * names of the file scope are found by the scope chain after it.
 */
export function namespaceScope(cx: UnitContext, prefix: string[], usings: string[]): Scope {
  const s = new Scope(cx.fileScope);
  const prefixes = lookupPrefixes(prefix);
  s.hook = (name: string) => {
    const n = name.startsWith('::') ? name.slice(2) : name;
    for (const p of prefixes) {
      const b = cx.fileScope.names.get(`${p}::${n}`);
      if (b) return b;
    }
    for (const u of [...usings, ...globalUsings(cx)]) {
      const b = cx.fileScope.names.get(`${u}::${n}`);
      if (b) return b;
    }
    if (n.includes('::')) {
      const b = cx.fileScope.names.get(n);
      if (b) return b;
      // `std::printf`: the C library's names are in std too.
      if (n.startsWith('std::')) return lookupQualifiedRest(cx, n.slice(5));
    }
    return undefined;
  };
  return s;
}

function lookupQualifiedRest(cx: UnitContext, rest: string): Binding | undefined {
  if (rest.includes('::')) return undefined;
  return cx.fileScope.names.get(rest);
}

export function globalUsings(cx: UnitContext): string[] {
  return cppUnit(cx).usings;
}

export function classOfType(cx: UnitContext, t: Type): ClassInfo | undefined {
  const key = classKeyOf(t);
  return key ? cppUnit(cx).classes.get(key) : undefined;
}

/** A member function by name through the class and its bases (first hit). */
export function findMethod(
  cx: UnitContext,
  cls: ClassInfo,
  name: string,
  arity?: number,
  seen = new Set<string>(),
): { cls: ClassInfo; method: MethodInfo } | undefined {
  if (seen.has(cls.key)) return undefined;
  seen.add(cls.key);
  const list = cls.methods.get(name);
  if (list && list.length > 0) {
    const exact = arity === undefined ? undefined : list.find((m) => m.params.length === arity);
    return { cls, method: exact ?? list[0]! };
  }
  for (const b of cls.bases) {
    const bc = cppUnit(cx).classes.get(b);
    if (bc) {
      const hit = findMethod(cx, bc, name, arity, seen);
      if (hit) return hit;
    }
  }
  return undefined;
}

/** Classes deriving from `key`, directly or not. */
export function derivedClasses(cx: UnitContext, key: string): ClassInfo[] {
  const out: ClassInfo[] = [];
  const seen = new Set<string>([key]);
  let frontier = [key];
  while (frontier.length) {
    const next: string[] = [];
    for (const c of cppUnit(cx).classes.values()) {
      if (seen.has(c.key) || !c.bases.some((b) => frontier.includes(b))) continue;
      seen.add(c.key);
      out.push(c);
      next.push(c.key);
    }
    frontier = next;
  }
  return out;
}

/** The classes a name's models may be registered under: the class and its bases. */
export function classChain(cx: UnitContext, cls: ClassInfo): ClassInfo[] {
  const out: ClassInfo[] = [];
  const seen = new Set<string>();
  const walk = (c: ClassInfo) => {
    if (seen.has(c.key)) return;
    seen.add(c.key);
    out.push(c);
    for (const b of c.bases) {
      const bc = cppUnit(cx).classes.get(b);
      if (bc) walk(bc);
    }
  };
  walk(cls);
  return out;
}

export function fieldType(cx: UnitContext, key: string, field: string): Type | undefined {
  return cx.records.get(key)?.fields.find((f) => f.name === field)?.type;
}
