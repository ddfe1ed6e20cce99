/**
 * The frontend: translation units -> preprocess -> GNU shim -> tree-sitter -> lower -> link.
 * Needs no compiler: the standard headers are Lockstep's own model headers unless the user asks
 * for the machine's (`systemIncludes`).
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
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
import { lowerInWorkers } from './parallel.js';
import { copyTree, createParser, type SourceParser } from './parse/index.js';
import { applyGnuShim } from './parse/shim.js';
import { createPreprocessorCache, nodeFs, preprocess } from './preprocess/index.js';
import type { Language, MacroAction, PreprocessorFs } from './preprocess/types.js';
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

/** Preprocesses, parses and lowers each unit (no linking): the part worker threads share out. */
export async function lowerUnits(req: FrontendRequest): Promise<LoweredUnits> {
  const ms = { preprocess: 0, parse: 0, lower: 0 };
  const models = createModelTable(req.models ?? []);
  const records = new Map<string, RecordDef>();
  const cache = createPreprocessorCache();
  const parsers = new Map<Language, SourceParser>();
  const root = req.root ?? process.cwd();
  const globalMacros: MacroAction[] = [
    ...(req.defines ?? []).map(parseDefine),
    ...(req.undefines ?? []).map((name): MacroAction => ({ kind: 'undef', name })),
  ];
  const units: LoweredUnitResult[] = [];

  for (const [index, unit] of req.units.entries()) {
    req.onUnit?.(unit.file, index, req.units.length);
    const diags = new DiagnosticBag();
    const lang = req.lang ?? unit.lang ?? languageOf(unit.file);
    const fs = req.fs ?? nodeFs;
    const info: TranslationUnitInfo = { file: unit.file, lang, files: [unit.file], functions: 0, skipped: 0 };
    const text = fs.readFile(unit.file);
    if (text === undefined) {
      diags.error('unreadable-file', 'cannot read this file', { file: unit.file });
      units.push({
        info: { ...info, failed: true },
        lowered: { functions: [], skipped: [], globals: [] },
        diagnostics: diags.items,
      });
      continue;
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
      macros: [...globalMacros, ...(unit.macros ?? [])],
      forcedIncludes: unit.forcedIncludes ?? [],
      fs,
      cache,
    });
    for (const d of pp.diagnostics) diags.add(d);
    info.files = pp.files;
    ms.preprocess += performance.now() - t;

    t = performance.now();
    let parser = parsers.get(lang);
    if (!parser) {
      parser = await createParser(lang);
      parsers.set(lang, parser);
    }
    const modelDir = `${resources.modelHeaders}/`;
    const source = applyGnuShim(
      req.systemIncludes
        ? pp.text
        : pruneModelPrototypes(pp.text, (offset) => pp.locate(offset).file.startsWith(modelDir)),
    );
    const tree = parser.parse(source);
    const syntax = copyTree(tree, source);
    tree.delete();
    ms.parse += performance.now() - t;

    t = performance.now();
    const cx = createUnitContext({
      file: unit.file,
      label: displayPath(root, unit.file),
      lang,
      locate: pp.locate,
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
  return { units, records, ms };
}

/**
 * The whole frontend. With `jobs` > 1 and enough source to repay starting them, the units are
 * shared out over worker threads; the result is the same as with one job (units keep their order).
 */
export async function buildProgram(req: FrontendRequest & ParallelOptions): Promise<FrontendResult> {
  const t0 = performance.now();
  const jobs = req.jobs ?? 1;
  const parallel = jobs > 1 && !req.fs && worthParallel(req, req.minParallelBytes ?? 256 * 1024);
  const lowered = parallel ? await lowerInWorkers(req, jobs) : await lowerUnits(req);
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
  /** Worker threads for the frontend (default 1: the main thread only). */
  jobs?: number;
  /** Below this much source, workers are not started even when `jobs` > 1. */
  minParallelBytes?: number;
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
