/**
 * The built-in function models: what pthread, C11 threads, POSIX semaphores, C11 and GCC atomics,
 * the SV-COMP conventions and the common libc functions mean to the analysis. The lowering turns
 * a call to a modelled name into the model's IR instruction; any other call stays a call.
 *
 * Lookup order (`createModelTable`): the user's models from `.lockstep.yml` (exact names, then glob
 * patterns, in file order), then the built-ins by exact name, then the built-in glob patterns.
 * Argument positions are 0-based. The types are in `types.ts`; the entries, one file per family, in this folder.
 */
import { compileGlob, type GlobMatcher } from '../util/glob.js';
import { C11_ATOMICS, GCC_ATOMICS } from './atomics.js';
import { BUILTINS } from './builtins.js';
import { C11_LOCK_TYPES, C11_THREADS } from './c11-threads.js';
import { CXX, CXX_LOCK_TYPES } from './cxx.js';
import { GLIBC } from './glibc.js';
import { CHARACTERS, LOCALE_AND_ENVIRONMENT, MEMORY, NUMBERS, STRINGS, VARARGS } from './libc.js';
import { STDIO, TIME } from './libc-io.js';
import { MATH } from './libc-math.js';
import { LIBRARY_CALLBACK_MODELS } from './library-callbacks.js';
import { POSIX } from './posix.js';
import { OPENMP, PTHREAD, PTHREAD_LOCK_TYPES, SEMAPHORES } from './pthread.js';
import { SVCOMP } from './svcomp.js';
import type { FunctionModel, ModelEntry } from './types.js';

const FAMILIES: readonly ModelEntry[] = [
  ...PTHREAD,
  ...C11_THREADS,
  ...SEMAPHORES,
  ...OPENMP,
  ...C11_ATOMICS,
  ...GCC_ATOMICS,
  ...SVCOMP,
  ...MEMORY,
  ...STRINGS,
  ...NUMBERS,
  ...CHARACTERS,
  ...LOCALE_AND_ENVIRONMENT,
  ...VARARGS,
  ...MATH,
  ...BUILTINS,
  ...STDIO,
  ...TIME,
  ...POSIX,
  ...GLIBC,
  ...CXX,
];

/**
 * The functions that call back into the program or keep hidden state (library-callbacks.ts):
 * their entry there says what the lowering runs (callbacks, hidden state) and wins; what a family
 * file also knows of the same name (a static result, a format, a genuine input) is kept, except its
 * description of callbacks the lowering did not run (`callsBack`).
 */
function withCallbacks(): ModelEntry[] {
  const family = new Map(FAMILIES.map((e) => [e.function, e]));
  const merged = LIBRARY_CALLBACK_MODELS.map((cb): ModelEntry => {
    const { callsBack: _described, ...known } = family.get(cb.function) ?? cb;
    return { ...known, ...cb };
  });
  const taken = new Set(merged.map((e) => e.function));
  return [...merged, ...FAMILIES.filter((e) => !taken.has(e.function))];
}

/** Every built-in model. Names are unique; patterns (with `*`, `?`, `[`) are tried after the exact names, in order. */
export const BUILTIN_MODELS: readonly ModelEntry[] = Object.freeze(
  withCallbacks().map((e) => Object.freeze(e)),
);

// --- lookup --------------------------------------------------------------------------------------

export interface ModelTable {
  /** The model for a function name, or undefined when the function is not modelled. */
  lookup(name: string): FunctionModel | undefined;
  /** Why calls of a function described as `opaque` stay unknown calls (a phrase after "which"). */
  opaque?(name: string): string | undefined;
}

/** True when a model's `function` is a glob pattern rather than an exact name. */
export function isGlobPattern(pattern: string): boolean {
  return /[*?[]/.test(pattern);
}

/**
 * A name glob (`*` any run, `?` one character, `[abc]`, `[a-z]`, `[!x]`/`[^x]` a class; a `[`
 * without a closing `]` is literal), matched in linear time (src/util/glob.ts).
 */
export function nameGlob(glob: string): GlobMatcher {
  return compileGlob(glob, 'name');
}

interface Compiled {
  exact: Map<string, ModelEntry>;
  globs: { re: GlobMatcher; model: ModelEntry }[];
  opaque: Map<string, string>;
}

function compile(entries: readonly ModelEntry[]): Compiled {
  const exact = new Map<string, ModelEntry>();
  const globs: Compiled['globs'] = [];
  const opaque = new Map<string, string>();
  for (const e of entries) {
    if (e.opaque && !isGlobPattern(e.function)) opaque.set(e.function, e.opaque);
    // Described, not lowered: see `callsBack` and `opaque` in types.ts.
    if (e.callsBack || e.opaque) continue;
    if (isGlobPattern(e.function)) globs.push({ re: nameGlob(e.function), model: e });
    else if (!exact.has(e.function)) exact.set(e.function, e);
  }
  return { exact, globs, opaque };
}

let builtins: Compiled | undefined;

/**
 * The model table for a run: `userModels` (from `.lockstep.yml`) take precedence over the
 * built-ins. Among user models the first entry for a name wins, exact names before patterns.
 */
export function createModelTable(userModels: readonly ModelEntry[] = []): ModelTable {
  builtins ??= compile(BUILTIN_MODELS);
  const b = builtins;
  const user = compile(userModels);
  // Pattern results are remembered: the same names are looked up again and again.
  const cache = new Map<string, FunctionModel | null>();
  return {
    lookup(name: string): FunctionModel | undefined {
      const u = user.exact.get(name);
      if (u) return u;
      const hit = cache.get(name);
      if (hit !== undefined) return hit ?? undefined;
      let found: FunctionModel | undefined = user.globs.find((g) => g.re.test(name))?.model;
      found ??= b.exact.get(name);
      found ??= b.globs.find((g) => g.re.test(name))?.model;
      cache.set(name, found ?? null);
      return found;
    },
    opaque: (name) => user.opaque.get(name) ?? b.opaque.get(name),
  };
}

// --- lock types ----------------------------------------------------------------------------------

const C_LOCK_TYPES: ReadonlySet<string> = new Set([...PTHREAD_LOCK_TYPES, ...C11_LOCK_TYPES]);
const CXX_LOCK_CLASSES: ReadonlySet<string> = new Set(CXX_LOCK_TYPES);

/**
 * True when a type or record name names a synchronisation object (`pthread_mutex_t`, `mtx_t`,
 * `std::mutex`). A C name counts by its last identifier (`struct pthread_mutex_t`, a typedef
 * spelt with a qualifier); a C++ class by its exact name.
 */
export function isLockTypeName(name: string): boolean {
  if (CXX_LOCK_CLASSES.has(name)) return true;
  const last = /[A-Za-z0-9_]+$/.exec(name)?.[0];
  return last !== undefined && C_LOCK_TYPES.has(last);
}
