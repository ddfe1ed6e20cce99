/**
 * One translation unit preprocessed and parsed, on whichever thread does it (the lowering thread
 * or a parse worker): the unit's language, the header directories, the macros from the command
 * line, and the GNU shim and model-prototype pruning before tree-sitter.
 */
import { existsSync, readdirSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { TranslationUnitInfo } from '../ir/types.js';
import { DiagnosticBag } from '../util/diagnostics.js';
import { OPEN_BOUNDARY } from '../util/files.js';
import { resources } from '../util/resources.js';
import { createParser, type SourceParser } from './parse/index.js';
import { parseRecovering } from './parse/recover.js';
import { applyGnuShim } from './parse/shim.js';
import { boundedFs, createPreprocessorCache, preprocess } from './preprocess/index.js';
import type {
  Language,
  MacroAction,
  PreprocessedUnit,
  PreprocessorCache,
  PreprocessorFs,
} from './preprocess/types.js';
import { pruneModelPrototypes } from './prune.js';
import type { FrontendRequest, ParsedUnit, UnitRequest } from './types.js';

const CPP_EXTENSIONS = new Set([
  '.cc',
  '.cpp',
  '.cxx',
  '.c++',
  '.C',
  '.hpp',
  '.hh',
  '.hxx',
  '.h++',
  '.ipp',
  '.tpp',
]);

function languageOf(file: string): Language {
  return CPP_EXTENSIONS.has(extname(file)) ? 'c++' : 'c';
}

export function parseDefine(d: string): MacroAction {
  const eq = d.indexOf('=');
  return eq < 0
    ? { kind: 'define', name: d }
    : { kind: 'define', name: d.slice(0, eq), value: d.slice(eq + 1) };
}

/** The machine's header directories, as gcc searches them (for --system-includes). */
export function systemHeaderDirs(lang: Language): string[] {
  const dirs: string[] = [];
  const gccRoot = '/usr/lib/gcc/x86_64-linux-gnu';
  const versions = existsSync(gccRoot)
    ? readdirSync(gccRoot).sort((a, b) => Number.parseInt(b, 10) - Number.parseInt(a, 10))
    : [];
  const v = versions[0];
  if (lang === 'c++' && v)
    dirs.push(
      `/usr/include/c++/${v}`,
      `/usr/include/x86_64-linux-gnu/c++/${v}`,
      `/usr/include/c++/${v}/backward`,
    );
  if (v) dirs.push(join(gccRoot, v, 'include'));
  dirs.push('/usr/local/include', '/usr/include/x86_64-linux-gnu', '/usr/include');
  return dirs.filter((d) => existsSync(d));
}

/** A NUL byte this early means binary data (C sources and headers never hold one). */
const BINARY_PROBE = 64 * 1024;

/** What one thread keeps across the units it preprocesses and parses. */
export interface FrontState {
  req: FrontendRequest;
  /** Every file this thread reads goes through it (and its refusals are remembered there). */
  fs: PreprocessorFs;
  cache: PreprocessorCache;
  parsers: Map<Language, SourceParser>;
  globalMacros: MacroAction[];
}

export function createFrontState(req: FrontendRequest): FrontState {
  return {
    req,
    fs: req.fs ?? boundedFs(req.boundary ?? OPEN_BOUNDARY),
    cache: createPreprocessorCache(),
    parsers: new Map(),
    globalMacros: [
      ...(req.defines ?? []).map(parseDefine),
      ...(req.macroFlags ?? []).map(
        (f): MacroAction => ('define' in f ? parseDefine(f.define) : { kind: 'undef', name: f.undefine }),
      ),
    ],
  };
}

/** Preprocesses and parses one unit; `pp` is the preprocessor's result (absent for an unreadable file). */
export async function parseUnit(
  st: FrontState,
  unit: UnitRequest,
): Promise<{ unit: ParsedUnit; pp?: PreprocessedUnit }> {
  const { req } = st;
  const lang = req.lang ?? unit.lang ?? languageOf(unit.file);
  const fs = st.fs;
  const info: TranslationUnitInfo = { file: unit.file, lang, files: [unit.file], functions: 0, skipped: 0 };
  const ms = { preprocess: 0, parse: 0 };
  const text = fs.readFile(unit.file);
  if (text === undefined) {
    const diags = new DiagnosticBag();
    const why = fs.refused?.(unit.file);
    diags.error('unreadable-file', why ? `not read (${why})` : 'cannot read this file', { file: unit.file });
    return { unit: { info: { ...info, failed: true }, diagnostics: diags.items, ms } };
  }
  // Binary data is no source: one diagnostic instead of thousands of parse errors.
  const nul = text.indexOf('\u0000');
  if (nul >= 0 && nul < BINARY_PROBE) {
    const diags = new DiagnosticBag();
    diags.error('not-text', 'not a C or C++ source: binary data (a NUL byte here)', {
      file: unit.file,
      line: text.slice(0, nul).split('\n').length,
      column: nul - text.lastIndexOf('\n', nul),
    });
    return { unit: { info: { ...info, failed: true }, diagnostics: diags.items, ms } };
  }
  let t = performance.now();
  const pp = preprocess({
    file: unit.file,
    text,
    lang,
    ...(unit.std ? { std: unit.std } : {}),
    quoteDirs: unit.quoteDirs ?? [],
    includeDirs: [...(req.includeDirs ?? []), ...(unit.includeDirs ?? [])],
    systemIncludeDirs: unit.systemIncludeDirs ?? [],
    builtinIncludeDirs: req.systemIncludes ? systemHeaderDirs(lang) : [resources.modelHeaders],
    // The command line comes last, so its -D and -U win over a compile_commands.json entry's.
    macros: [...(unit.macros ?? []), ...st.globalMacros],
    forcedIncludes: unit.forcedIncludes ?? [],
    lineDirectives: !req.boundary?.confine,
    fs,
    cache: st.cache,
  });
  info.files = pp.files;
  ms.preprocess = performance.now() - t;
  // A unit whose macro expansion hit the limit (a macro bomb) is lost whole, with its diagnostic.
  if (pp.diagnostics.some((d) => d.code === 'pp-limit'))
    return { unit: { info: { ...info, failed: true }, diagnostics: pp.diagnostics, ms } };

  t = performance.now();
  let parser = st.parsers.get(lang);
  if (!parser) {
    parser = await createParser(lang);
    st.parsers.set(lang, parser);
  }
  const modelDir = `${resources.modelHeaders}/`;
  const source = applyGnuShim(
    req.systemIncludes
      ? pp.text
      : pruneModelPrototypes(pp.text, (offset) => pp.locate(offset).file.startsWith(modelDir)),
  );
  const { tree: flat } = parseRecovering(parser, source);
  ms.parse = performance.now() - t;
  return {
    unit: { info, diagnostics: pp.diagnostics, parsed: { source, locate: pp.locate, tree: flat }, ms },
    pp,
  };
}
