/**
 * The `lockstep` command: a thin shell over the frontend (and, as they land, the analysis layers
 * and renderers). Usage errors are one line and exit 2; nothing reaches the user as a stack trace.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import pkg from '../../package.json' with { type: 'json' };
import { readBaseline } from '../config/baseline.js';
import { CONFIG_FILE, ConfigError, type LockstepConfig, loadConfig } from '../config/loader.js';
import { pathGlobToRegExp } from '../config/suppressions.js';
import { STARTER_CONFIG } from '../config/template.js';
import { analyze } from '../engine.js';
import { buildProgram, type FrontendRequest, type UnitRequest } from '../frontend/index.js';
import {
  collectSources,
  discoverCompileCommands,
  parseLanguage,
  readCompileCommands,
} from '../frontend/units.js';
import { printProgram } from '../ir/print.js';
import { renderMarkdown } from '../report/markdown.js';
import { renderSarif } from '../report/sarif.js';
import { renderFindingText, renderText } from '../report/text.js';
import { type AnalysisResult, AnalysisResultSchema, type Finding } from '../result.js';
import { type Diagnostic, UsageError } from '../util/diagnostics.js';
import { displayPath, repositoryRoot } from '../util/paths.js';
import { VERSION } from '../version.js';
import { type CliArgs, HELP, parseCli } from './args.js';

/** The project's home page (package.json `homepage`), SARIF's `informationUri` once there is one. */
const HOMEPAGE: string | undefined = (pkg as { homepage?: string }).homepage;

export interface CliIo {
  cwd: string;
  stdout: (s: string) => void;
  stderr: (s: string) => void;
  /** Standard error is a terminal (progress lines). */
  isTTY: boolean;
  /** Standard output is a terminal (colour in text reports). */
  stdoutIsTTY?: boolean;
  /** The environment, for NO_COLOR. */
  env?: Record<string, string | undefined>;
}

export async function runCli(argv: string[], io: CliIo): Promise<number> {
  let args: CliArgs | undefined;
  try {
    args = parseCli(argv);
    switch (args.command) {
      case 'help':
        io.stdout(HELP);
        return 0;
      case 'version':
        io.stdout(`lockstep ${VERSION}\n`);
        return 0;
      case 'ir':
        return await irCommand(args, io);
      case 'check':
        return await checkCommand(args, io);
      case 'init':
        return initCommand(args, io);
      case 'explain':
        return explainCommand(args, io);
    }
  } catch (e) {
    if (e instanceof ConfigError) {
      io.stderr(`lockstep: error: ${e.message}\n`);
      return 2;
    }
    if (e instanceof UsageError) {
      io.stderr(`lockstep: error: ${e.message}\n`);
      return 2;
    }
    const msg = e instanceof Error ? e.message : String(e);
    io.stderr(`lockstep: internal error: ${msg}${args?.debug ? '' : ' (run with --debug for details)'}\n`);
    if (args?.debug && e instanceof Error && e.stack) io.stderr(`${e.stack}\n`);
    return 2;
  }
}

/** The units to analyse and their flags, from the paths and/or a compile_commands.json. */
function resolveUnits(args: CliArgs, cwd: string, root: string, config: LockstepConfig): UnitRequest[] {
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
function effectiveArgs(args: CliArgs, config: LockstepConfig): CliArgs {
  const check: CliArgs['check'] =
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

function readConfig(args: CliArgs, io: CliIo, root: string): LockstepConfig {
  const config = loadConfig(root, io.cwd, args.config);
  if (args.config !== undefined) config.file = resolve(io.cwd, args.config);
  else if (existsSync(join(root, CONFIG_FILE))) config.file = join(root, CONFIG_FILE);
  return config;
}

function frontendRequest(
  args: CliArgs,
  units: UnitRequest[],
  root: string,
  cwd: string,
  models: LockstepConfig['models'] = [],
): FrontendRequest & { jobs: number } {
  return {
    units,
    jobs: args.jobs,
    includeDirs: args.includeDirs.map((d) => resolve(cwd, d)),
    ...(models.length > 0 ? { models } : {}),
    defines: args.defines,
    undefines: args.undefines,
    ...(args.lang ? { lang: parseLanguage(args.lang) } : {}),
    systemIncludes: args.systemIncludes,
    root,
  };
}

function formatDiagnostic(d: Diagnostic, root: string): string {
  const where = d.file
    ? `${displayPath(root, d.file)}${d.line ? `:${d.line}${d.column ? `:${d.column}` : ''}` : ''}: `
    : '';
  return `${where}${d.severity}: ${d.message} [${d.code}]`;
}

function requireFormat(args: CliArgs, available: readonly string[]): void {
  if (!available.includes(args.format)) {
    throw new UsageError(`--format ${args.format} is not available yet (available: ${available.join(', ')})`);
  }
}

async function checkCommand(args0: CliArgs, io: CliIo): Promise<number> {
  requireFormat(args0, ['text', 'json', 'sarif', 'markdown']);
  const root = repositoryRoot(io.cwd);
  const config = readConfig(args0, io, root);
  const args = effectiveArgs(args0, config);
  const units = resolveUnits(args, io.cwd, root, config);
  const baselineFile = args.baseline ? resolve(io.cwd, args.baseline) : config.baseline;
  const baseline = baselineFile
    ? readBaseline(baselineFile, args.baseline ?? displayPath(root, baselineFile))
    : undefined;
  const progress = io.isTTY && units.length > 1;
  const { result } = await analyze({
    ...frontendRequest(args, units, root, io.cwd, config.models),
    root,
    check: args.check,
    showEliminated: args.showEliminated,
    threads: { entryPoints: args.entryPoints, library: args.library },
    suppressions: config.suppressions,
    ...(config.file ? { configFile: displayPath(root, config.file) } : {}),
    severity: config.severity,
    ...(baseline ? { baseline } : {}),
    ...(progress
      ? { onUnit: (file, i, n) => io.stderr(`\r[${i + 1}/${n}] ${displayPath(root, file)}\x1b[K`) }
      : {}),
  });
  if (progress) io.stderr('\r\x1b[K');
  emit(args, io, renderReport(result, args, io, root));
  return failingFindings(result, args.failOn ?? 'warning') > 0 ? 1 : 0;
}

function initCommand(args: CliArgs, io: CliIo): number {
  if (args.paths.length > 0)
    throw new UsageError('init takes no paths (it writes .lockstep.yml at the repository root)');
  const root = repositoryRoot(io.cwd);
  const file = args.config ? resolve(io.cwd, args.config) : join(root, CONFIG_FILE);
  const shown = relative(io.cwd, file) || file;
  if (existsSync(file)) throw new UsageError(`${shown} already exists; not overwriting it`);
  try {
    writeFileSync(file, STARTER_CONFIG, { flag: 'wx' });
  } catch (e) {
    throw new UsageError(`cannot write ${shown}: ${e instanceof Error ? e.message : e}`);
  }
  io.stdout(`wrote ${shown}: edit it, then run lockstep check\n`);
  return 0;
}

function explainCommand(args: CliArgs, io: CliIo): number {
  if (args.paths.length !== 1)
    throw new UsageError('explain takes one fingerprint (a finding id from the JSON output)');
  const wanted = args.paths[0]!;
  const from = args.from ?? 'lockstep.json';
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(resolve(io.cwd, from), 'utf8'));
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new UsageError(
      code === 'ENOENT'
        ? `${from}: no such file (save one with lockstep check --format json -o ${from}, or give --from FILE)`
        : `${from}: not a Lockstep JSON output (${e instanceof Error ? e.message : e})`,
    );
  }
  const parsed = AnalysisResultSchema.safeParse(data);
  if (!parsed.success) throw new UsageError(`${from}: not a Lockstep JSON output (schemaVersion 1)`);
  const all: Finding[] = [...parsed.data.findings, ...(parsed.data.suppressed ?? [])];
  let hits = all.filter((f) => f.id === wanted);
  if (hits.length === 0) hits = all.filter((f) => f.id.startsWith(wanted));
  if (hits.length === 0) throw new UsageError(`no finding ${wanted} in ${from}`);
  if (hits.length > 1)
    throw new UsageError(`${wanted} is the start of ${hits.length} fingerprints in ${from}; give more of it`);
  io.stdout(renderFindingText(hits[0]!));
  return 0;
}

function renderReport(result: AnalysisResult, args: CliArgs, io: CliIo, root: string): string {
  switch (args.format) {
    case 'json':
      return `${JSON.stringify(result, null, 2)}\n`;
    case 'sarif':
      return renderSarif(result, {
        ...(args.category !== undefined ? { category: args.category } : {}),
        ...(HOMEPAGE ? { informationUri: HOMEPAGE } : {}),
      });
    case 'markdown':
      return renderMarkdown(result, { source: sourceLines(root) });
    case 'text': {
      // Colour only for a person at a terminal (https://no-color.org: any non-empty NO_COLOR).
      const noColor = (io.env?.NO_COLOR ?? '') !== '';
      return renderText(result, { color: !args.output && !!io.stdoutIsTTY && !noColor });
    }
  }
}

/** Reads the lines of a repository-relative file for code excerpts; undefined when unreadable. */
function sourceLines(root: string): (file: string) => string[] | undefined {
  const cache = new Map<string, string[] | undefined>();
  return (file) => {
    if (!cache.has(file)) {
      let lines: string[] | undefined;
      try {
        lines = readFileSync(resolve(root, file), 'utf8').split(/\r?\n/);
      } catch {
        lines = undefined;
      }
      cache.set(file, lines);
    }
    return cache.get(file);
  };
}

/**
 * New findings at or above the fail level, compared on the severity after config overrides
 * (SARIF levels: confirmed = error, the rest warning; a `note` fails nothing).
 */
function failingFindings(result: AnalysisResult, failOn: NonNullable<CliArgs['failOn']>): number {
  if (failOn === 'none') return 0;
  return result.findings.filter(
    (f) =>
      f.baselineState !== 'unchanged' &&
      (f.severity === 'error' || (failOn === 'warning' && f.severity === 'warning')),
  ).length;
}

async function irCommand(args: CliArgs, io: CliIo): Promise<number> {
  if (args.paths.length !== 1) throw new UsageError('ir takes exactly one source file');
  const root = repositoryRoot(io.cwd);
  const files = collectSources(args.paths, io.cwd);
  if (files.length !== 1) throw new UsageError(`ir takes one source file, not a directory: ${args.paths[0]}`);
  const ccPath = args.compileCommands ? resolve(io.cwd, args.compileCommands) : discoverCompileCommands(root);
  const fromCc = ccPath ? readCompileCommands(ccPath).find((u) => u.file === files[0]) : undefined;
  const config = readConfig(args, io, root);
  const { program, diagnostics } = await buildProgram(
    frontendRequest(
      effectiveArgs(args, config),
      [fromCc ?? { file: files[0]! }],
      root,
      io.cwd,
      config.models,
    ),
  );
  const main = files[0]!;
  const wanted = args.function;
  if (wanted && ![...program.functions.values()].some((f) => f.name === wanted || f.id === wanted)) {
    throw new UsageError(`no function '${wanted}' in ${args.paths[0]}`);
  }
  const text = printProgram(program, {
    onlyFile: (f) => f === main,
    ...(wanted ? { onlyFunction: (name: string, id: string) => name === wanted || id === wanted } : {}),
  });
  for (const d of diagnostics) io.stderr(`${formatDiagnostic(d, root)}\n`);
  emit(args, io, `${text.replaceAll(`${root}/`, '')}\n`);
  io.stderr(`${summaryLine(1, program.functions.size, program.skipped.length)}\n`);
  return 0;
}

function summaryLine(units: number, functions: number, skipped: number): string {
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  return `${plural(units, 'unit')}, ${plural(functions, 'function')} lowered, ${skipped} skipped`;
}

function emit(args: CliArgs, io: CliIo, text: string): void {
  if (args.output) {
    try {
      writeFileSync(resolve(io.cwd, args.output), text);
    } catch (e) {
      throw new UsageError(`cannot write ${args.output}: ${e instanceof Error ? e.message : e}`);
    }
  } else io.stdout(text);
}
