/**
 * The `lockstep` command: a thin shell over the frontend (and, as they land, the analysis layers
 * and renderers). Usage errors are one line and exit 2; nothing reaches the user as a stack trace.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import pkg from '../../package.json' with { type: 'json' };
import { CONFIG_FILE, ConfigError } from '../config/loader.js';
import { STARTER_CONFIG } from '../config/template.js';
import { analyze } from '../engine.js';
import { buildProgram } from '../frontend/program.js';
import { collectSources, discoverCompileCommands, readCompileCommands } from '../frontend/units.js';
import { printProgram } from '../ir/print.js';
import { renderJsonPieces } from '../report/json.js';
import { renderMarkdown } from '../report/markdown.js';
import { renderSarif } from '../report/sarif.js';
import { renderFindingText, renderText } from '../report/text.js';
import { type AnalysisResult, AnalysisResultSchema, type Finding } from '../result.js';
import {
  effectiveSettings,
  failingFindings,
  frontendRequest,
  prepareCheck,
  readBoundary,
  readConfig,
} from '../setup.js';
import { type Diagnostic, UsageError } from '../util/diagnostics.js';
import { OPEN_BOUNDARY, readFailure, readFileChecked, writeFileNoFollow } from '../util/files.js';
import { inertOutput, secretValues } from '../util/inert.js';
import { displayPath, realPathOrGiven, repositoryRoot } from '../util/paths.js';
import { plural } from '../util/text.js';
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

export async function runCli(argv: string[], given: CliIo): Promise<number> {
  // Names and excerpts come from the repository: nothing printed may carry a secret or start a
  // line a CI runner would read as a workflow command (src/util/inert.ts).
  const secrets = secretValues(given.env ?? {});
  const io: CliIo = {
    ...given,
    stdout: (s) => given.stdout(inertOutput(s, secrets)),
    stderr: (s) => given.stderr(inertOutput(s, secrets)),
  };
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
  const { settings: args, units, request } = prepareCheck(args0, io.cwd, root);
  refuseOutputOverSource(args.output, io.cwd, units);
  const progress = io.isTTY && units.length > 1;
  const { result, readSource } = await analyze({
    ...request,
    ...(progress
      ? { onUnit: (file, i, n) => io.stderr(`\r[${i + 1}/${n}] ${displayPath(root, file)}\x1b[K`) }
      : {}),
  });
  if (progress) io.stderr('\r\x1b[K');
  refuseBinary(result.diagnostics, result.stats.units, (f) => f);
  emit(args, io, renderReport(result, args, io, readSource));
  return failingFindings(result, args.failOn ?? 'warning') > 0 ? 1 : 0;
}

/**
 * `-o` naming a source the check reads would replace the user's code with the report (a compiler
 * refuses the same mistake): a usage error before anything runs.
 */
function refuseOutputOverSource(output: string | undefined, cwd: string, units: readonly { file: string }[]) {
  if (output === undefined) return;
  const target = realPathOrGiven(resolve(cwd, output));
  if (units.some((u) => realPathOrGiven(resolve(u.file)) === target))
    throw new UsageError(`--output ${output} is a source this check analyses: refusing to overwrite it`);
}

/**
 * Every source given is binary data: a usage error (one line, exit 2), not a report. `shown`
 * turns a diagnostic's file into the name the user gave.
 */
function refuseBinary(
  diagnostics: readonly Diagnostic[],
  units: number,
  shown: (file: string) => string,
): void {
  const binary = diagnostics.filter((d) => d.code === 'not-text');
  if (binary.length === 0 || binary.length !== units) return;
  throw new UsageError(
    binary.length === 1
      ? `${shown(binary[0]!.file ?? '')}: not a C or C++ source (binary data)`
      : `none of the ${binary.length} files is a C or C++ source (binary data)`,
  );
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
  if (args.paths[0]!.trim() === '')
    throw new UsageError('explain needs a fingerprint, and the one given is empty');
  const wanted = args.paths[0]!;
  const from = args.from ?? 'lockstep.json';
  const read = readFileChecked(resolve(io.cwd, from), OPEN_BOUNDARY, 'user');
  if (!read.ok)
    throw new UsageError(
      read.missing
        ? `${from}: no such file (save one with lockstep check --format json -o ${from}, or give --from FILE)`
        : `${from}: ${readFailure(read)}`,
    );
  let data: unknown;
  try {
    data = JSON.parse(read.text);
  } catch (e) {
    throw new UsageError(`${from}: not a Lockstep JSON output (${e instanceof Error ? e.message : e})`);
  }
  const parsed = AnalysisResultSchema.safeParse(data);
  if (!parsed.success) throw new UsageError(`${from}: not a Lockstep JSON output (schemaVersion 1)`);
  const all: Finding[] = [...parsed.data.findings, ...(parsed.data.suppressed ?? [])];
  let hits = all.filter((f) => f.id === wanted);
  if (hits.length === 0) hits = all.filter((f) => f.id.startsWith(wanted));
  if (hits.length === 0) throw new UsageError(`no finding '${wanted}' in ${from}`);
  if (hits.length > 1)
    throw new UsageError(
      `'${wanted}' is the start of ${hits.length} fingerprints in ${from}; give more of it`,
    );
  io.stdout(renderFindingText(hits[0]!));
  return 0;
}

function renderReport(
  result: AnalysisResult,
  args: CliArgs,
  io: CliIo,
  source: (file: string) => readonly string[] | undefined,
): string | Iterable<string> {
  switch (args.format) {
    case 'json':
      return renderJsonPieces(result);
    case 'sarif':
      return renderSarif(result, {
        ...(args.category !== undefined ? { category: args.category } : {}),
        ...(HOMEPAGE ? { informationUri: HOMEPAGE } : {}),
      });
    case 'markdown':
      return renderMarkdown(result, { source });
    case 'text': {
      // Colour only for a person at a terminal (https://no-color.org: any non-empty NO_COLOR).
      const noColor = (io.env?.NO_COLOR ?? '') !== '';
      return renderText(result, { color: !args.output && !!io.stdoutIsTTY && !noColor });
    }
  }
}

async function irCommand(args: CliArgs, io: CliIo): Promise<number> {
  if (args.paths.length !== 1) throw new UsageError('ir takes exactly one source file');
  const root = repositoryRoot(io.cwd);
  const files = collectSources(args.paths, io.cwd);
  if (files.length !== 1) throw new UsageError(`ir takes one source file, not a directory: ${args.paths[0]}`);
  const boundary = readBoundary(args, io.cwd, root);
  const ccPath = args.compileCommands ? resolve(io.cwd, args.compileCommands) : discoverCompileCommands(root);
  const fromCc = ccPath
    ? readCompileCommands(ccPath, boundary, args.compileCommands ? 'user' : 'repository').find(
        (u) => u.file === files[0],
      )
    : undefined;
  const config = readConfig(args, io.cwd, root);
  const { program, diagnostics } = await buildProgram({
    ...frontendRequest(
      effectiveSettings(args, config),
      [fromCc ?? { file: files[0]! }],
      root,
      io.cwd,
      config.models,
    ),
    boundary,
  });
  refuseBinary(diagnostics, 1, (f) => displayPath(root, f));
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
  return `${plural(units, 'unit')}, ${plural(functions, 'function')} lowered, ${skipped} skipped`;
}

/** Writes the report; a report in pieces (whole lines each) is made inert and written piece by piece. */
function emit(args: CliArgs, io: CliIo, text: string | Iterable<string>): void {
  const pieces = typeof text === 'string' ? [text] : text;
  if (args.output) {
    const secrets = secretValues(io.env ?? {});
    const inert = function* () {
      for (const p of pieces) yield inertOutput(p, secrets);
    };
    // Never through a symlink: a committed `report.sarif -> ~/.bashrc` must not be overwritten.
    try {
      writeFileNoFollow(resolve(io.cwd, args.output), inert(), repositoryRoot(io.cwd));
    } catch (e) {
      throw new UsageError(e instanceof Error ? e.message : String(e));
    }
  } else for (const p of pieces) io.stdout(p);
}
