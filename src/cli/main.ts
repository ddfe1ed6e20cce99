/**
 * The `lockstep` command: a thin shell over the frontend (and, as they land, the analysis layers
 * and renderers). Usage errors are one line and exit 2; nothing reaches the user as a stack trace.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import pkg from '../../package.json' with { type: 'json' };
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
import { renderText } from '../report/text.js';
import type { AnalysisResult } from '../result.js';
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
    }
  } catch (e) {
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
function resolveUnits(args: CliArgs, cwd: string, root: string): UnitRequest[] {
  const ccPath = args.compileCommands ? resolve(cwd, args.compileCommands) : discoverCompileCommands(root);
  const fromCc = ccPath ? readCompileCommands(ccPath) : [];
  if (args.paths.length === 0) {
    if (!ccPath)
      throw new UsageError(
        'nothing to analyse: give files or directories, or a compile_commands.json (--compile-commands)',
      );
    if (fromCc.length === 0) throw new UsageError(`${ccPath}: no compile commands`);
    return fromCc;
  }
  const byFile = new Map(fromCc.map((u) => [u.file, u]));
  const files = collectSources(args.paths, cwd);
  if (files.length === 0) throw new UsageError(`no C or C++ sources under ${args.paths.join(', ')}`);
  return files.map((file) => byFile.get(file) ?? { file });
}

function frontendRequest(
  args: CliArgs,
  units: UnitRequest[],
  root: string,
  cwd: string,
): FrontendRequest & { jobs: number } {
  return {
    units,
    jobs: args.jobs,
    includeDirs: args.includeDirs.map((d) => resolve(cwd, d)),
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

async function checkCommand(args: CliArgs, io: CliIo): Promise<number> {
  requireFormat(args, ['text', 'json', 'sarif', 'markdown']);
  const root = repositoryRoot(io.cwd);
  const units = resolveUnits(args, io.cwd, root);
  const progress = io.isTTY && units.length > 1;
  const { result } = await analyze({
    ...frontendRequest(args, units, root, io.cwd),
    root,
    check: args.check,
    showEliminated: args.showEliminated,
    ...(progress
      ? { onUnit: (file, i, n) => io.stderr(`\r[${i + 1}/${n}] ${displayPath(root, file)}\x1b[K`) }
      : {}),
  });
  if (progress) io.stderr('\r\x1b[K');
  emit(args, io, renderReport(result, args, io, root));
  return failingFindings(result, args.failOn) > 0 ? 1 : 0;
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

/** Findings at or above the fail level (SARIF levels: confirmed = error, the rest warning). */
function failingFindings(result: AnalysisResult, failOn: CliArgs['failOn']): number {
  if (failOn === 'none') return 0;
  return result.findings.filter(
    (f) => f.baselineState !== 'unchanged' && (failOn === 'warning' || f.severity === 'error'),
  ).length;
}

async function irCommand(args: CliArgs, io: CliIo): Promise<number> {
  if (args.paths.length !== 1) throw new UsageError('ir takes exactly one source file');
  const root = repositoryRoot(io.cwd);
  const files = collectSources(args.paths, io.cwd);
  if (files.length !== 1) throw new UsageError(`ir takes one source file, not a directory: ${args.paths[0]}`);
  const ccPath = args.compileCommands ? resolve(io.cwd, args.compileCommands) : discoverCompileCommands(root);
  const fromCc = ccPath ? readCompileCommands(ccPath).find((u) => u.file === files[0]) : undefined;
  const { program, diagnostics } = await buildProgram(
    frontendRequest(args, [fromCc ?? { file: files[0]! }], root, io.cwd),
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
