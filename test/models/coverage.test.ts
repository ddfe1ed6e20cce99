/**
 * The models table covers the C library the model headers declare: every function a bundled C
 * header declares has an entry in src/models (functions the headers define, `static inline`
 * helpers, need none: their bodies are analysed like the program's own).
 */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { Language, type Node, Parser } from 'web-tree-sitter';
import { createPreprocessorCache, nodeFs, preprocess } from '../../src/frontend/preprocess/index.js';
import { BUILTIN_MODELS, isGlobPattern, nameGlob } from '../../src/models/table.js';
import { resources } from '../../src/util/resources.js';

const INCLUDE = resources.modelHeaders;

function listHeaders(dir: string): string[] {
  const out: string[] = [];
  for (const d of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, d.name);
    if (d.isDirectory()) out.push(...listHeaders(p));
    else if (d.name.endsWith('.h')) out.push(relative(INCLUDE, p));
  }
  return out.sort();
}

/** The name a function declarator declares, or undefined (a function pointer, a variable). */
function declaredFunction(node: Node | null): string | undefined {
  let d = node;
  while (d) {
    if (d.type === 'function_declarator') {
      const inner = d.childForFieldName('declarator');
      if (inner?.type === 'identifier') return inner.text;
      d = inner;
    } else if (d.type === 'pointer_declarator' || d.type === 'attributed_declarator') {
      d =
        d.childForFieldName('declarator') ??
        d.namedChildren.find((c) => c?.type.endsWith('declarator')) ??
        null;
    } else return undefined;
  }
  return undefined;
}

const declared = new Set<string>();
const defined = new Set<string>();

beforeAll(async () => {
  // Every public C header at once, as a program that includes them all sees them.
  const headers = listHeaders(INCLUDE).filter((h) => !h.startsWith('bits/'));
  const unit = preprocess({
    file: '/virtual/all-headers.c',
    text: `${headers.map((h) => `#include <${h}>`).join('\n')}\n`,
    lang: 'c',
    builtinIncludeDirs: [INCLUDE],
    fs: nodeFs,
    cache: createPreprocessorCache(),
  });
  expect(unit.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  await Parser.init({ locateFile: () => resources.runtimeWasm });
  const parser = new Parser();
  parser.setLanguage(await Language.load(resources.grammarC));
  const tree = parser.parse(unit.text);
  for (const n of tree?.rootNode.namedChildren ?? []) {
    if (n?.type === 'declaration')
      for (const d of n.childrenForFieldName('declarator')) {
        const f = declaredFunction(d);
        if (f) declared.add(f);
      }
    if (n?.type === 'function_definition') {
      const f = declaredFunction(n.childForFieldName('declarator'));
      if (f) defined.add(f);
    }
  }
});

const exact = new Set(BUILTIN_MODELS.filter((e) => !isGlobPattern(e.function)).map((e) => e.function));
const globs = BUILTIN_MODELS.filter((e) => isGlobPattern(e.function)).map((e) => nameGlob(e.function));
const modelled = (name: string) => exact.has(name) || globs.some((g) => g.test(name));

describe('the models table covers the model headers', () => {
  it('finds the declarations (the parse works)', () => {
    expect(declared.size).toBeGreaterThan(1000);
    for (const f of ['malloc', 'pthread_create', 'printf', 'qsort', 'socket', 'dlopen'])
      expect(declared).toContain(f);
  });

  it('has an entry for every function a header declares and does not define', () => {
    const missing = [...declared].filter((f) => !defined.has(f) && !modelled(f)).sort();
    expect(missing).toEqual([]);
  });

  it('has an entry for the glibc names preprocessed sources carry', () => {
    const GLIBC_NAMES = `__xstat __lxstat __fxstat __xstat64 __strdup __strndup __strtol_internal
      __strtoul_internal __errno_location __ctype_b_loc __ctype_tolower_loc __ctype_toupper_loc
      __assert_fail __stack_chk_fail __printf_chk __fprintf_chk __sprintf_chk __snprintf_chk
      __memcpy_chk __strcpy_chk __isoc99_sscanf __builtin_memcpy __builtin_strlen __builtin_popcount`
      .trim()
      .split(/\s+/);
    expect(GLIBC_NAMES.filter((f) => !modelled(f))).toEqual([]);
  });

  it('has an entry for the C++ clocks (what time it is is an input)', () => {
    const CLOCKS = ['steady_clock', 'system_clock', 'high_resolution_clock'].map(
      (c) => `std::chrono::${c}::now`,
    );
    expect(CLOCKS.filter((f) => !modelled(f))).toEqual([]);
    for (const f of CLOCKS) expect(BUILTIN_MODELS.find((e) => e.function === f)?.input).toBe(true);
  });

  it('names each function once', () => {
    const names = BUILTIN_MODELS.map((e) => e.function);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
  });
});
