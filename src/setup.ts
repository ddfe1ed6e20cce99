/**
 * What both shells (the CLI and the Action) do before and after `analyze()`: read the
 * configuration, merge it with the settings given on the command line or as Action inputs
 * (those > config file > defaults), choose the translation units, read the baseline, and count
 * the findings that fail the run.
 */
import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DEFAULT_CHECK_OPTIONS } from './check/index.js';
import { CONFIG_FILE, type LockstepConfig, loadConfig } from './config/loader.js';
import type { AnalysisRequest } from './engine.js';
import { systemHeaderDirs } from './frontend/parse-unit.js';
import type { FrontendRequest, MacroFlag, UnitRequest } from './frontend/types.js';
import {
  collectSources,
  discoverCompileCommands,
  parseLanguage,
  readCompileCommands,
} from './frontend/units.js';
import { readBaseline } from './report/baseline.js';
import { pathGlob } from './report/suppressions.js';
import type { AnalysisResult } from './result.js';
import { UsageError } from './util/diagnostics.js';
import { createBoundary, type ReadBoundary } from './util/files.js';
import { displayPath } from './util/paths.js';
import { resources } from './util/resources.js';

export const FAIL_LEVELS = ['error', 'warning', 'none'] as const;
export type FailOn = (typeof FAIL_LEVELS)[number];

/** `i/n`, 1-based: the i-th of n shards. `what` names the flag or input in the message. */
export function parseShard(raw: string, what: string): { index: number; count: number } {
  const m = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(raw);
  const index = m ? Number(m[1]) : Number.NaN;
  const count = m ? Number(m[2]) : Number.NaN;
  if (!m || count < 1 || count > 256 || index < 1 || index > count)
    throw new UsageError(`${what} must be i/n with 1 <= i <= n <= 256 (1-based), not '${raw}'`);
  return { index, count };
}

/** The settings a check takes, from flags or Action inputs (before the config file is merged). */
export interface CheckSettings {
  paths: string[];
  includeDirs: string[];
  /** The configuration's or the Action's (`NAME[=VALUE]`), applied first. */
  defines: string[];
  /** The command line's `-D` and `-U`, in their order. */
  macroFlags: MacroFlag[];
  compileCommands?: string;
  lang?: string;
  /** Undefined when not given: the config's `analysis.fail-on`, else the shell's default. */
  failOn?: FailOn;
  /** Layer 2 settings; `false` skips layer 2. */
  check: false | { bound?: number; maxStates?: number; maxMs?: number };
  /** This file instead of `.lockstep.yml` at the root (it must exist). */
  config?: string;
  /** A previous JSON or SARIF output. */
  baseline?: string;
  entryPoints: { function: string; many: boolean; withMain: boolean }[];
  library: boolean;
  showEliminated: boolean;
  /** Frontend threads; unset: the frontend's default (the cores, at most 3). */
  jobs?: number;
  systemIncludes: boolean;
  /** Analyse the whole program but model-check and report only this shard's candidates. */
  shard?: { index: number; count: number };
  /**
   * The repository is untrusted (the Action always, the CLI with `--confine`): what it contains
   * never makes Lockstep read outside the workspace, and its configuration cannot raise budgets.
   */
  confine?: boolean;
}

/** Everything `analyze()` needs, prepared from the settings and the configuration. */
export interface PreparedCheck<T extends CheckSettings> {
  root: string;
  config: LockstepConfig;
  /** The settings with the configuration merged in. */
  settings: T;
  units: UnitRequest[];
  request: AnalysisRequest;
}

/** `config`: the configuration when the caller has read it already (`readConfig`). */
export function prepareCheck<T extends CheckSettings>(
  given: T,
  cwd: string,
  root: string,
  config: LockstepConfig = readConfig(given, cwd, root),
): PreparedCheck<T> {
  const boundary = readBoundary(given, cwd, root);
  const settings = effectiveSettings(given, config);
  const units = resolveUnits(settings, cwd, root, config, boundary);
  const baselineFile = settings.baseline ? resolve(cwd, settings.baseline) : config.baseline;
  const baseline = baselineFile
    ? readBaseline(
        baselineFile,
        settings.baseline ?? displayPath(root, baselineFile),
        boundary,
        settings.baseline ? 'user' : 'repository',
      )
    : undefined;
  const request: AnalysisRequest = {
    ...frontendRequest(settings, units, root, cwd, config.models),
    boundary,
    root,
    check: settings.check,
    showEliminated: settings.showEliminated,
    threads: { entryPoints: settings.entryPoints, library: settings.library },
    suppressions: config.suppressions,
    ...(config.file ? { configFile: displayPath(root, config.file) } : {}),
    severity: config.severity,
    ...(baseline ? { baseline } : {}),
    ...(settings.shard && settings.shard.count > 1 ? { shard: settings.shard } : {}),
  };
  return { root, config, settings, units, request };
}

/** The units to analyse and their flags, from the paths and/or a compile_commands.json. */
function resolveUnits(
  args: CheckSettings,
  cwd: string,
  root: string,
  config: LockstepConfig,
  boundary: ReadBoundary = readBoundary(args, cwd, root),
): UnitRequest[] {
  const ccPath = args.compileCommands
    ? resolve(cwd, args.compileCommands)
    : (config.compileCommands ?? discoverCompileCommands(root));
  const fromCc = ccPath
    ? readCompileCommands(ccPath, boundary, args.compileCommands ? 'user' : 'repository')
    : [];
  // `paths.exclude` applies to every unit; `paths.include` chooses them when no path is given.
  const excluded = config.exclude.map(pathMatcher);
  const keep = (file: string) => !excluded.some((m) => m(displayPath(root, file)));
  const configShown = config.file ? displayPath(root, config.file) : CONFIG_FILE;
  if (args.paths.length === 0 && config.include.length > 0) {
    const included = config.include.map(pathMatcher);
    const byFile = new Map(fromCc.map((u) => [u.file, u]));
    const files = collectSources([root], root).filter(
      (f) => included.some((m) => m(displayPath(root, f))) && keep(f),
    );
    if (files.length === 0) throw new UsageError(`no C or C++ sources match paths.include in ${configShown}`);
    return files.map((file) => byFile.get(file) ?? { file });
  }
  if (args.paths.length === 0) {
    if (!ccPath)
      throw new UsageError(
        'nothing to analyse: give files or directories, or a compile_commands.json (--compile-commands)',
      );
    const units = fromCc.filter((u) => keep(u.file));
    if (units.length === 0) throw new UsageError(`${ccPath}: no compile commands`);
    return units;
  }
  const byFile = new Map(fromCc.map((u) => [u.file, u]));
  const found = collectSources(args.paths, cwd);
  const files = found.filter(keep);
  if (files.length === 0) throw new UsageError(noSourcesLeft(args.paths, cwd, found.length, configShown));
  return files.map((file) => byFile.get(file) ?? { file });
}

/** Why the paths given left nothing to analyse: no source under them, or `paths.exclude` dropped them all. */
function noSourcesLeft(paths: readonly string[], cwd: string, found: number, configShown: string): string {
  const where = paths.join(', ');
  if (found === 0) return `no C or C++ sources under ${where}`;
  const oneFile = paths.length === 1 && found === 1 && !statSync(resolve(cwd, paths[0]!)).isDirectory();
  return oneFile
    ? `${where} is excluded by paths.exclude in ${configShown}`
    : `every C or C++ source under ${where} is excluded by paths.exclude in ${configShown}`;
}

/** A `paths` entry: a glob, or a plain directory or file (and everything under it). */
function pathMatcher(pattern: string): (rel: string) => boolean {
  const p = pattern.replace(/^\.\//, '').replace(/\/+$/, '');
  const re = pathGlob(p);
  return (rel) => re.test(rel) || (!/[*?[]/.test(p) && rel.startsWith(`${p}/`));
}

/** The configuration and the flags merged: flags > config file > defaults. */
export function effectiveSettings<T extends CheckSettings>(args: T, config: LockstepConfig): T {
  // An untrusted repository's configuration may lower the budgets, never raise them.
  const cap = (value: number | undefined, ceiling: number): number | undefined =>
    value === undefined ? undefined : args.confine ? Math.min(value, ceiling) : value;
  const given = args.check === false ? {} : args.check;
  const bound = cap(config.bound, given.bound ?? DEFAULT_CHECK_OPTIONS.bound);
  const maxStates = cap(config.maxStates, given.maxStates ?? DEFAULT_CHECK_OPTIONS.maxStates);
  const maxMs = cap(
    config.timeBudget === undefined ? undefined : config.timeBudget * 1000,
    given.maxMs ?? DEFAULT_CHECK_OPTIONS.maxMs,
  );
  const check: CheckSettings['check'] =
    args.check === false
      ? false
      : config.modelCheck === false && Object.keys(args.check).length === 0
        ? false
        : {
            ...(bound !== undefined ? { bound } : {}),
            ...(maxStates !== undefined ? { maxStates } : {}),
            ...(maxMs !== undefined ? { maxMs } : {}),
            ...args.check,
          };
  const failOn = args.failOn ?? config.failOn;
  const compileCommands = args.compileCommands;
  const lang = args.lang ?? config.lang;
  return {
    ...args,
    includeDirs: [...config.includeDirs, ...args.includeDirs],
    defines: [...config.defines, ...args.defines],
    ...(compileCommands ? { compileCommands } : {}),
    ...(lang ? { lang } : {}),
    ...(failOn ? { failOn } : {}),
    check,
    entryPoints: [...config.entryPoints, ...args.entryPoints],
    library: args.library || config.library,
  };
}

/**
 * What the repository's content may make Lockstep read: the workspace, Lockstep's model headers
 * and the paths the user named (command line or Action inputs), confined when `confine` is set.
 */
export function readBoundary(
  given: Pick<
    CheckSettings,
    'paths' | 'includeDirs' | 'compileCommands' | 'config' | 'baseline' | 'confine'
  > &
    Partial<Pick<CheckSettings, 'systemIncludes'>>,
  cwd: string,
  root: string,
): ReadBoundary {
  const named = [...given.paths, ...given.includeDirs, given.compileCommands, given.config, given.baseline]
    .filter((p): p is string => p !== undefined)
    .map((p) => resolve(cwd, p));
  const system = given.systemIncludes ? [...systemHeaderDirs('c'), ...systemHeaderDirs('c++')] : [];
  return createBoundary(given.confine ?? false, [root, resources.modelHeaders, ...named, ...system]);
}

export function readConfig(
  args: Pick<CheckSettings, 'config'> & Partial<CheckSettings>,
  cwd: string,
  root: string,
): LockstepConfig {
  const boundary = readBoundary(
    { paths: [], includeDirs: [], ...args, confine: args.confine ?? false },
    cwd,
    root,
  );
  const config = loadConfig(root, cwd, args.config, boundary);
  if (args.config !== undefined) config.file = resolve(cwd, args.config);
  else if (existsSync(join(root, CONFIG_FILE))) config.file = join(root, CONFIG_FILE);
  return config;
}

export function frontendRequest(
  args: CheckSettings,
  units: UnitRequest[],
  root: string,
  cwd: string,
  models: LockstepConfig['models'] = [],
): FrontendRequest & { jobs?: number } {
  return {
    units,
    ...(args.jobs !== undefined ? { jobs: args.jobs } : {}),
    includeDirs: args.includeDirs.map((d) => resolve(cwd, d)),
    ...(models.length > 0 ? { models } : {}),
    defines: args.defines,
    macroFlags: args.macroFlags,
    ...(args.lang ? { lang: parseLanguage(args.lang) } : {}),
    systemIncludes: args.systemIncludes,
    root,
  };
}

/**
 * New findings at or above the fail level, compared on the severity after config overrides
 * (SARIF levels: confirmed = error, the rest warning; a `note` fails nothing).
 */
export function failingFindings(result: AnalysisResult, failOn: FailOn): number {
  if (failOn === 'none') return 0;
  return result.findings.filter(
    (f) =>
      f.baselineState !== 'unchanged' &&
      (f.severity === 'error' || (failOn === 'warning' && f.severity === 'warning')),
  ).length;
}
