/**
 * How findings name a heap object (CONTRACTS: "a heap location is named by its allocating function
 * and type, not by a line number"): `(struct job allocated in make_job())`, with the field path
 * after it as for any object (`(struct job allocated in make_job()).next`), `(int[] allocated in
 * main())` for a block of several ints, `(memory of unknown type allocated in xmalloc())` when only
 * `void *` pointers ever point to it. The parentheses keep the path readable as C: the object,
 * then its field. No line number, so fingerprints stay the same when code above moves; two
 * allocations that would read the same are told apart by their order in their function
 * (`(the 2nd struct box allocated in main())`, pointsto.ts `ordinalIfShared`).
 *
 * The type is what the program's own typed pointers say the object is (every variable and
 * temporary whose type is `T *` and that may point to it), or the type `new T` and
 * `make_shared<T>` name; the allocating function is the one that contains the allocation call —
 * an allocator wrapper (`xmalloc`) when the program allocates through one.
 */
import { refCaptured } from '../ir/captures.js';
import { sizeOf } from '../ir/layout.js';
import type { RecordDef, Type } from '../ir/types.js';

export interface HeapSite {
  /** The allocation site, as the lowering names it (`malloc@file:line:col`, `new T@…`). */
  site: string;
  /** The allocator (`malloc`, `new`, `std::make_shared`) or, for `site: 'external'`, the unknown function. */
  fn: string;
  /** The source name of the function that contains the allocation. */
  within?: string;
  /** The allocation states a size: bytes for `malloc`, a count for `new T[n]`. */
  sized?: boolean;
  /** That size when it is a constant number of bytes. */
  bytes?: number;
}

/** An allocation that names its type as a template argument (`std::make_shared<Stats>@…`). */
const TEMPLATE_SITE = /^[\w:]+<(.+)>@/;

/** The C++ lowering's own heap cells: a callable's copy, a thread's copy of its arguments. */
const CLOSURE_SITE = /^(lambda|functor)@/;

export function heapObjectName(
  o: HeapSite,
  pointedBy: readonly Type[],
  records: ReadonlyMap<string, RecordDef>,
  indexed = false,
): string {
  if (o.site === 'external') return `(memory returned by ${o.fn}())`;
  const where = o.within ? ` in ${o.within}()` : '';
  if (CLOSURE_SITE.test(o.site)) return `(the closure of a lambda or function object${where})`;
  if (o.fn === 'std::thread' || o.fn === 'std::bind' || o.fn === 'std::async')
    return `(the copy ${o.fn} makes of its arguments${where})`;
  const type = writtenType(o) ?? objectType(o, pointedBy, records, indexed);
  // `make_shared<Stats>()` and `new Stats` in one function are two objects: the allocator tells them apart.
  const by = TEMPLATE_SITE.test(o.site) ? ` by ${o.fn}` : '';
  return type ? `(${type} allocated${by}${where})` : `(memory of unknown type allocated${where})`;
}

/** The type as the source writes it in `new T`, `new T[n]` or `std::make_shared<T>()`. */
function writtenType(o: HeapSite): string | undefined {
  const written = /^new (.+)@/.exec(o.site)?.[1] ?? TEMPLATE_SITE.exec(o.site)?.[1];
  if (!written || written === '?') return undefined;
  return o.sized ? `${written}[]` : written;
}

/**
 * A capture in the closure `std::thread` builds for a lambda, as the witness names it: `the
 * lambda's copy of t`, `the lambda's reference to n` (the closure itself has no source name).
 */
export function closureCaptureName(o: HeapSite, field: string): string | undefined {
  if (!/^lambda@/.test(o.site)) return undefined;
  const referent = refCaptured(field);
  const where = o.within ? ` in ${o.within}()` : '';
  return referent !== undefined
    ? `(the lambda's reference to ${referent}${where})`
    : `(the lambda's copy of ${field}${where})`;
}

/** `struct job`, `int[]`, `Stats` — or undefined when the pointers disagree or say nothing. */
function objectType(
  o: HeapSite,
  pointedBy: readonly Type[],
  records: ReadonlyMap<string, RecordDef>,
  indexed: boolean,
): string | undefined {
  const cxx = !/\.c:\d+:\d+$/.test(o.site);
  const named = [...new Set(pointedBy.filter(isInformative).map((t) => typeText(t, records, cxx)))];
  // A struct beats the scalars a byte-wise copy or a cast reads it through (`char *`, `int *`).
  const structs = named.filter((n) => !SCALAR.test(n));
  const candidates = structs.length > 0 ? structs : named;
  if (candidates.length !== 1) return undefined;
  const only = candidates[0]!;
  const t = pointedBy.find((x) => isInformative(x) && typeText(x, records, cxx) === only)!;
  return isSingle(o, t, records, indexed) ? only : `${only}[]`;
}

const SCALAR =
  /^(?:(?:un)?signed |const |volatile |_Atomic )*(?:char|short|int|long|long long|float|double|long double|_Bool|bool|size_t|[a-z_]+_t)\*?$/;

function isInformative(t: Type): boolean {
  return t.k === 'int' || t.k === 'float' || t.k === 'record' || t.k === 'named' || t.k === 'ptr';
}

/**
 * One object when the allocation says so: `new T` and `make_shared<T>` without a count, a constant
 * size of at most one `T`; when the size is not known (`malloc(n)`; calloc's count is not
 * modelled), one object unless the program indexes it (`p[i]`, i not 0).
 */
function isSingle(o: HeapSite, t: Type, records: ReadonlyMap<string, RecordDef>, indexed: boolean): boolean {
  if (o.fn === 'new' || TEMPLATE_SITE.test(o.site)) return !o.sized;
  const size = sizeOf(t, records as Map<string, RecordDef>);
  if (o.bytes !== undefined && size !== undefined) return o.bytes <= size;
  return !indexed;
}

/** A type as the program's source spells it (C: `struct job`; C++: the class's own name). */
function typeText(t: Type, records: ReadonlyMap<string, RecordDef>, cxx: boolean): string {
  switch (t.k) {
    case 'int':
    case 'float':
      return t.name;
    case 'named':
      return t.name;
    case 'ptr':
      return `${isInformative(t.to) ? typeText(t.to, records, cxx) : 'void'}*`;
    case 'record': {
      const def = records.get(t.key);
      const tag = def?.tag;
      const kind = t.union ? 'union' : 'struct';
      if (!def || /[{}@#]/.test(t.key)) return `anonymous ${kind}`;
      // `typedef struct { ... } job_t;`: the lowering keys the record by its typedef's name.
      if (!tag) return t.key;
      return cxx ? t.key : `${kind} ${tag}`;
    }
    default:
      return '?';
  }
}
