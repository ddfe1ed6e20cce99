/**
 * What both shells (the CLI and the Action) do before and after `analyze()`: read the
 * configuration, merge it with the settings given on the command line or as Action inputs
 * (those > config file > defaults), choose the translation units, read the baseline, and count
 * the findings that fail the run.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { CONFIG_FILE, type LockstepConfig, loadConfig } from './config/loader.js';
import type { AnalysisRequest } from './engine.js';
import type { FrontendRequest, UnitRequest } from './frontend/types.js';
import {
  collectSources,
  discoverCompileCommands,
  parseLanguage,
  readCompileCommands,
} from './frontend/units.js';
import { readBaseline } from './report/baseline.js';
import { pathGlobToRegExp } from './report/suppressions.js';
import type { AnalysisResult } from './result.js';
import { UsageError } from './util/diagnostics.js';
import { displayPath } from './util/paths.js';

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
  defines: string[];
  undefines: string[];
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
  const settings = effectiveSettings(given, config);
  const units = resolveUnits(settings, cwd, root, config);
  const baselineFile = settings.baseline ? resolve(cwd, settings.baseline) : config.baseline;
  const baseline = baselineFile
    ? readBaseline(baselineFile, settings.baseline ?? displayPath(root, baselineFile))
    : undefined;
  const request: AnalysisRequest = {
    ...frontendRequest(settings, units, root, cwd, config.models),
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
function resolveUnits(args: CheckSettings, cwd: string, root: string, config: LockstepConfig): UnitRequest[] {
  const ccPath = args.compileCommands
    ? resolve(cwd, args.compileCommands)
    : (config.compileCommands ?? discoverCompileCommands(root));
  const fromCc = ccPath ? readCompileCommands(ccPath) : [];
  // `paths.exclude` applies to every unit; `paths.include` chooses them when no path is given.
  const excluded = config.exclude.map(pathMatcher);
  const keep = (file: string) => !excluded.some((m) => m(displayPath(root, file)));
  if (args.paths.length === 0 && config.include.length > 0) {
    const included = config.include.map(pathMatcher);
    const byFile = new Map(fromCc.map((u) => [u.file, u]));
    const files = collectSources([root], root).filter(
      (f) => included.some((m) => m(displayPath(root, f))) && keep(f),
    );
    if (files.length === 0)
      throw new UsageError(`no C or C++ sources match paths.include in ${config.file ?? CONFIG_FILE}`);
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
  const files = collectSources(args.paths, cwd).filter(keep);
  if (files.length === 0) throw new UsageError(`no C or C++ sources under ${args.paths.join(', ')}`);
  return files.map((file) => byFile.get(file) ?? { file });
}

/** A `paths` entry: a glob, or a plain directory or file (and everything under it). */
function pathMatcher(pattern: string): (rel: string) => boolean {
  const p = pattern.replace(/^\.\//, '').replace(/\/+$/, '');
  const re = pathGlobToRegExp(p);
  return (rel) => re.test(rel) || (!/[*?[]/.test(p) && rel.startsWith(`${p}/`));
}

/** The configuration and the flags merged: flags > config file > defaults. */
export function effectiveSettings<T extends CheckSettings>(args: T, config: LockstepConfig): T {
  const check: CheckSettings['check'] =
    args.check === false
      ? false
      : config.modelCheck === false && Object.keys(args.check).length === 0
        ? false
        : {
            ...(config.bound !== undefined ? { bound: config.bound } : {}),
            ...(config.maxStates !== undefined ? { maxStates: config.maxStates } : {}),
            ...(config.timeBudget !== undefined ? { maxMs: config.timeBudget * 1000 } : {}),
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

export function readConfig(args: Pick<CheckSettings, 'config'>, cwd: string, root: string): LockstepConfig {
  const config = loadConfig(root, cwd, args.config);
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
    undefines: args.undefines,
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
