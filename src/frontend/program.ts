/**
 * The frontend: translation units -> preprocess -> GNU shim -> tree-sitter -> lower -> link.
 * Needs no compiler: the standard headers are Lockstep's own model headers unless the user asks
 * for the machine's (`systemIncludes`).
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { extname, join } from 'node:path';
import type { ModelEntry } from '../config/model-types.js';
import { createModelTable } from '../config/models.js';
import type { Program, RecordDef, TranslationUnitInfo } from '../ir/types.js';
import { type Diagnostic, DiagnosticBag } from '../util/diagnostics.js';
import { displayPath } from '../util/paths.js';
import { resources } from '../util/resources.js';
import { link } from './link.js';
import { type LoweredUnit, lowerUnit } from './lower/unit.js';
import { createUnitContext } from './lower/unit-context.js';
import { startParseWorkers } from './parallel.js';
import { buildTree, createParser, type FlatTree, flattenTree, type SourceParser } from './parse/index.js';
import { applyGnuShim } from './parse/shim.js';
import { createPreprocessorCache, nodeFs, preprocess } from './preprocess/index.js';
import type {
  Language,
  MacroAction,
  OriginPos,
  PreprocessedUnit,
  PreprocessorCache,
  PreprocessorFs,
} from './preprocess/types.js';
import { pruneModelPrototypes } from './prune.js';

export interface UnitRequest {
  /** Absolute path. */
  file: string;
  lang?: Language;
  std?: string;
  includeDirs?: string[];
  quoteDirs?: string[];
  systemIncludeDirs?: string[];
  macros?: MacroAction[];
  forcedIncludes?: string[];
}

export interface FrontendRequest {
  units: UnitRequest[];
  /** Applied to every unit before its own flags. */
  includeDirs?: string[];
  /** `NAME` or `NAME=VALUE`, applied to every unit. */
  defines?: string[];
  undefines?: string[];
  /** Force a language for every unit. */
  lang?: Language;
  /** Use the machine's headers instead of the bundled model headers. */
  systemIncludes?: boolean;
  /** User models from .lockstep.yml. */
  models?: ModelEntry[];
  /** Repository root: unit labels (in link ids of statics) are relative to it. */
  root?: string;
  fs?: PreprocessorFs;
  /** Called before each unit (progress). */
  onUnit?: (file: string, index: number, total: number) => void;
}

export interface FrontendResult {
  program: Program;
  diagnostics: Diagnostic[];
  ms: { preprocess: number; parse: number; lower: number; link: number; total: number };
}

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

export function languageOf(file: string): Language {
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

/** One unit's lowering result with the diagnostics it produced. */
export interface LoweredUnitResult {
  info: TranslationUnitInfo;
  lowered: LoweredUnit;
  diagnostics: Diagnostic[];
}

export interface LoweredUnits {
  units: LoweredUnitResult[];
  records: Map<string, RecordDef>;
  ms: { preprocess: number; parse: number; lower: number };
}

/** One unit preprocessed and parsed to a flat tree, on whichever thread did it. */
export interface ParsedUnit {
  info: TranslationUnitInfo;
  /** The preprocessor's diagnostics (or the unreadable-file error). */
  diagnostics: Diagnostic[];
  /** Absent when the file could not be read. */
  parsed?: { source: string; locate: (offset: number) => OriginPos; tree: FlatTree };
  ms: { preprocess: number; parse: number };
}

/** What one thread keeps across the units it preprocesses and parses. */
export interface FrontState {
  req: FrontendRequest;
  cache: PreprocessorCache;
  parsers: Map<Language, SourceParser>;
  globalMacros: MacroAction[];
}

export function createFrontState(req: FrontendRequest): FrontState {
  return {
    req,
    cache: createPreprocessorCache(),
    parsers: new Map(),
    globalMacros: [
      ...(req.defines ?? []).map(parseDefine),
      ...(req.undefines ?? []).map((name): MacroAction => ({ kind: 'undef', name })),
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
  const fs = req.fs ?? nodeFs;
  const info: TranslationUnitInfo = { file: unit.file, lang, files: [unit.file], functions: 0, skipped: 0 };
  const ms = { preprocess: 0, parse: 0 };
  const text = fs.readFile(unit.file);
  if (text === undefined) {
    const diags = new DiagnosticBag();
    diags.error('unreadable-file', 'cannot read this file', { file: unit.file });
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
    macros: [...st.globalMacros, ...(unit.macros ?? [])],
    forcedIncludes: unit.forcedIncludes ?? [],
    fs,
    cache: st.cache,
  });
  info.files = pp.files;
  ms.preprocess = performance.now() - t;

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
  const tree = parser.parse(source);
  const flat = flattenTree(tree);
  tree.delete();
  ms.parse = performance.now() - t;
  return {
    unit: { info, diagnostics: pp.diagnostics, parsed: { source, locate: pp.locate, tree: flat }, ms },
    pp,
  };
}

/**
 * Preprocesses, parses and lowers each unit (no linking). With `parseWorkers` > 0, worker threads
 * preprocess and parse units ahead of this thread, which builds the syntax trees and lowers every
 * unit itself, in unit order: the result is the same whoever parsed a unit.
 */
export async function lowerUnits(req: FrontendRequest, parseWorkers = 0): Promise<LoweredUnits> {
  const ms = { preprocess: 0, parse: 0, lower: 0 };
  const models = createModelTable(req.models ?? []);
  const records = new Map<string, RecordDef>();
  const root = req.root ?? process.cwd();
  const units: LoweredUnitResult[] = [];
  let front: FrontState | undefined;
  const parseHere = async (index: number): Promise<ParsedUnit> =>
    (await parseUnit((front ??= createFrontState(req)), req.units[index]!)).unit;
  const pipeline = parseWorkers > 0 ? startParseWorkers(req, parseWorkers) : undefined;
  try {
    for (const [index, unit] of req.units.entries()) {
      req.onUnit?.(unit.file, index, req.units.length);
      const parsed = pipeline ? await pipeline.take(index, parseHere) : await parseHere(index);
      ms.preprocess += parsed.ms.preprocess;
      ms.parse += parsed.ms.parse;
      const diags = new DiagnosticBag();
      for (const d of parsed.diagnostics) diags.add(d);
      if (!parsed.parsed) {
        units.push({
          info: parsed.info,
          lowered: { functions: [], skipped: [], globals: [] },
          diagnostics: diags.items,
        });
        continue;
      }
      const { info } = parsed;
      let t = performance.now();
      const syntax = buildTree(parsed.parsed.tree, parsed.parsed.source);
      ms.parse += performance.now() - t;

      t = performance.now();
      const cx = createUnitContext({
        file: unit.file,
        label: displayPath(root, unit.file),
        lang: info.lang,
        locate: parsed.parsed.locate,
        records,
        models,
        diags,
      });
      const result = lowerUnit(cx, syntax);
      info.functions = result.functions.length;
      info.skipped = result.skipped.length;
      units.push({ info, lowered: result, diagnostics: diags.items });
      ms.lower += performance.now() - t;
    }
  } finally {
    await pipeline?.close();
  }
  return { units, records, ms };
}

/**
 * The whole frontend. With `jobs` > 1 and enough source to repay starting them, the units are
 * shared out over worker threads; the result is the same as with one job (units keep their order).
 */
export async function buildProgram(req: FrontendRequest & ParallelOptions): Promise<FrontendResult> {
  const t0 = performance.now();
  const jobs = req.jobs ?? defaultJobs();
  const parallel = jobs > 1 && !req.fs && worthParallel(req, req.minParallelBytes ?? 256 * 1024);
  const lowered = await lowerUnits(req, parallel ? Math.min(jobs, req.units.length) - 1 : 0);
  const t = performance.now();
  const diags = new DiagnosticBag();
  // A header's problem is reported once, not once per unit that includes it.
  const seen = new Set<string>();
  for (const u of lowered.units) {
    for (const d of u.diagnostics) {
      const key = `${d.severity}|${d.code}|${d.file}|${d.line}|${d.column}|${d.message}`;
      if (!seen.has(key)) {
        seen.add(key);
        diags.add(d);
      }
    }
  }
  const root = req.root ?? process.cwd();
  const program = link(lowered.units, lowered.records, diags, (file) => displayPath(root, file));
  const ms = { ...lowered.ms, link: performance.now() - t, total: 0 };
  ms.total = performance.now() - t0;
  return { program, diagnostics: diags.items, ms };
}

export interface ParallelOptions {
  /**
   * Threads for the frontend, this one included: `jobs - 1` worker threads preprocess and parse
   * ahead while this thread lowers. Default: up to 3 with the machine's cores (a third worker
   * would wait on the lowering), 1 on a single core.
   */
  jobs?: number;
  /** Below this much source, workers are not started even when `jobs` > 1. */
  minParallelBytes?: number;
}

/** Beyond three threads the parse workers outrun the one thread that lowers. */
export function defaultJobs(): number {
  return Math.max(1, Math.min(3, availableParallelism()));
}

/** Worker threads cost a grammar load each: worth it only for a few hundred KB of source. */
function worthParallel(req: FrontendRequest, minBytes: number): boolean {
  if (req.units.length < 2) return false;
  let bytes = 0;
  for (const u of req.units) {
    try {
      bytes += statSync(u.file).size;
    } catch {
      // unreadable: reported by the lowering
    }
  }
  return bytes >= minBytes;
}
