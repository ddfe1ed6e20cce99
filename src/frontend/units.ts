/**
 * Which translation units to analyse, with their flags: from paths given on the command line
 * (directories recurse over C and C++ sources) or from a compile_commands.json.
 */
import { type Dirent, existsSync, lstatSync, readdirSync, statSync } from 'node:fs';
import { dirname, extname, isAbsolute, join, resolve } from 'node:path';
import { UsageError } from '../util/diagnostics.js';
import {
  OPEN_BOUNDARY,
  type ReadBoundary,
  type ReadOrigin,
  readFailure,
  readFileChecked,
} from '../util/files.js';
import { realPathOrGiven } from '../util/paths.js';
import { parseDefine } from './parse-unit.js';
import type { Language, MacroAction } from './preprocess/types.js';
import type { UnitRequest } from './types.js';

const SOURCE_EXTENSIONS = new Set(['.c', '.cc', '.cpp', '.cxx', '.c++', '.C']);
const SKIP_DIRS = new Set(['.git', 'node_modules', '.hg', '.svn']);
/**
 * Files given by name that are certainly no C or C++ (documents, data, scripts, objects): a
 * usage error, not pages of parse errors. Any other name is analysed (a header, a `.inc`, a `.i`).
 */
const NOT_SOURCE = new Set(
  [
    '.md',
    '.txt',
    '.rst',
    '.json',
    '.yml',
    '.yaml',
    '.toml',
    '.xml',
    '.html',
    '.csv',
    '.py',
    '.sh',
    '.js',
    '.ts',
  ].concat(['.o', '.a', '.so', '.dylib', '.exe', '.png', '.jpg', '.pdf', '.zip', '.gz', '.tar', '.sarif']),
);

/**
 * Expands files and directories into source files, sorted for a deterministic order. Symlinked
 * directories are not followed (as ripgrep and git do): a link loop or a link out of the tree
 * cannot make the walk endless or wander off; symlinked files are kept (reading them goes
 * through the read boundary, which looks at the file actually opened).
 */
export function collectSources(paths: string[], cwd: string): string[] {
  const out: string[] = [];
  const walk = (dir: string): void => {
    let entries: Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true }).sort(byName);
    } catch {
      return;
    }
    for (const e of entries) {
      const p = join(dir, e.name);
      if (e.isDirectory()) {
        if (!SKIP_DIRS.has(e.name)) walk(p);
      } else if ((e.isFile() || e.isSymbolicLink()) && SOURCE_EXTENSIONS.has(extname(e.name))) out.push(p);
    }
  };
  for (const given of paths) {
    const p = resolve(cwd, given);
    if (!existsSync(p)) throw new UsageError(`${missingWhy(p)}: ${given}`);
    if (statSync(p).isDirectory()) walk(p);
    else if (NOT_SOURCE.has(extname(p).toLowerCase()))
      throw new UsageError(
        `${given} is not a C or C++ source (give .c, .cc, .cpp, .cxx, .c++, .C or header files, or directories)`,
      );
    else out.push(p);
  }
  return onePathPerFile(out);
}

/**
 * Each file once, under the first path it was reached by: a link to a file already given (or
 * met in a directory) is the same unit, not a second one defining everything twice.
 */
function onePathPerFile(paths: readonly string[]): string[] {
  const seen = new Set<string>();
  return paths.filter((p) => {
    const file = realPathOrGiven(p);
    if (seen.has(file)) return false;
    seen.add(file);
    return true;
  });
}

const byName = (a: Dirent, b: Dirent): number => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/** Why a path given does not resolve: missing, a link to nothing, a loop of links. */
function missingWhy(p: string): string {
  try {
    lstatSync(p);
  } catch {
    return 'no such file or directory';
  }
  // The link itself exists: where it leads does not.
  try {
    statSync(p);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ELOOP') return 'a loop of symbolic links';
  }
  return 'a symbolic link to nothing';
}

interface CompileCommand {
  directory?: string;
  file?: string;
  arguments?: string[];
  command?: string;
}

/** Splits a shell command line the way a POSIX shell would for plain words and quotes. */
export function splitCommand(cmd: string): string[] {
  const out: string[] = [];
  let cur = '';
  let has = false;
  let quote: '"' | "'" | undefined;
  for (let i = 0; i < cmd.length; i++) {
    const c = cmd[i]!;
    if (quote) {
      if (c === quote) quote = undefined;
      else if (c === '\\' && quote === '"' && i + 1 < cmd.length && '"\\$`'.includes(cmd[i + 1]!))
        cur += cmd[++i];
      else cur += c;
    } else if (c === '"' || c === "'") {
      quote = c;
      has = true;
    } else if (c === '\\' && i + 1 < cmd.length) {
      cur += cmd[++i];
      has = true;
    } else if (/\s/.test(c)) {
      if (has || cur) out.push(cur);
      cur = '';
      has = false;
    } else {
      cur += c;
      has = true;
    }
  }
  if (has || cur) out.push(cur);
  return out;
}

/** The flags of one compiler invocation that matter to the frontend. */
export function unitFromArguments(
  args: string[],
  directory: string,
  file: string,
  where: string,
  boundary: ReadBoundary = OPEN_BOUNDARY,
): UnitRequest {
  const unit: UnitRequest = {
    file: resolve(directory, file),
    includeDirs: [],
    quoteDirs: [],
    systemIncludeDirs: [],
    macros: [],
    forcedIncludes: [],
  };
  const expanded = expandResponseFiles(args.slice(1), directory, { boundary, where, files: 0, args: 0 }, 0);
  const path = (p: string) => (isAbsolute(p) ? p : resolve(directory, p));
  const macros: MacroAction[] = unit.macros!;
  for (let i = 0; i < expanded.length; i++) {
    const a = expanded[i]!;
    const value = (flag: string): string | undefined =>
      a === flag ? expanded[++i] : a.startsWith(flag) ? a.slice(flag.length) : undefined;
    let v: string | undefined;
    if (a.startsWith('-isystem')) {
      v = value('-isystem');
      if (v) unit.systemIncludeDirs!.push(path(v));
    } else if (a.startsWith('-iquote')) {
      v = value('-iquote');
      if (v) unit.quoteDirs!.push(path(v));
    } else if (a === '-include' || a.startsWith('-include=')) {
      v = a === '-include' ? expanded[++i] : a.slice('-include='.length);
      if (v) unit.forcedIncludes!.push(path(v));
    } else if (a.startsWith('-I')) {
      v = value('-I');
      if (v) unit.includeDirs!.push(path(v));
    } else if (a.startsWith('-D')) {
      v = value('-D');
      if (v) macros.push(parseDefine(v));
    } else if (a.startsWith('-U')) {
      v = value('-U');
      if (v) macros.push({ kind: 'undef', name: v });
    } else if (a.startsWith('-std=')) {
      unit.std = a.slice(5);
      if (/^(c|gnu)\+\+/.test(unit.std)) unit.lang = 'c++';
    } else if (a === '-x') {
      const lang = expanded[++i];
      if (lang === 'c') unit.lang = 'c';
      else if (lang === 'c++') unit.lang = 'c++';
    } else if (/^-O([1-3sgz]|fast)?$/.test(a) && a !== '-O0') {
      // gcc defines these when optimising; some code (glibc) refuses to build without them.
      macros.push({ kind: 'define', name: '__OPTIMIZE__' });
      if (a === '-Os' || a === '-Oz') macros.push({ kind: 'define', name: '__OPTIMIZE_SIZE__' });
    } else if (a === '-o' || a === '-MF' || a === '-MT' || a === '-MQ') {
      i++;
    }
  }
  return unit;
}

/**
 * Limits on response files, which a repository controls: files that name each other could
 * otherwise expand without end (9 files naming each other 20 times: 20^9 arguments).
 */
const RESPONSE_FILE_LIMITS = { depth: 8, files: 256, args: 100_000 };

interface Expansion {
  boundary: ReadBoundary;
  where: string;
  files: number;
  args: number;
}

function expandResponseFiles(args: string[], directory: string, x: Expansion, depth: number): string[] {
  const out: string[] = [];
  for (const a of args) {
    if (!a.startsWith('@')) {
      if (++x.args > RESPONSE_FILE_LIMITS.args)
        throw new UsageError(
          `${x.where}: more than ${RESPONSE_FILE_LIMITS.args} arguments with response files expanded`,
        );
      out.push(a);
      continue;
    }
    const name = a.slice(1);
    if (depth >= RESPONSE_FILE_LIMITS.depth)
      throw new UsageError(
        `${x.where}: response file ${name} nested deeper than ${RESPONSE_FILE_LIMITS.depth}`,
      );
    if (++x.files > RESPONSE_FILE_LIMITS.files)
      throw new UsageError(`${x.where}: more than ${RESPONSE_FILE_LIMITS.files} response files`);
    const read = readFileChecked(resolve(directory, name), x.boundary, 'repository');
    if (!read.ok) throw new UsageError(`${x.where}: response file ${name}: ${readFailure(read)}`);
    out.push(...expandResponseFiles(splitCommand(read.text), directory, x, depth + 1));
  }
  return out;
}

/**
 * The units of a compile_commands.json. Its own path is the user's (`origin`) or the
 * repository's (found at the root, named in `.lockstep.yml`); what it names (sources, response
 * files, include directories) is always the repository's content.
 */
export function readCompileCommands(
  path: string,
  boundary: ReadBoundary = OPEN_BOUNDARY,
  origin: ReadOrigin = 'user',
): UnitRequest[] {
  const read = readFileChecked(path, boundary, origin);
  if (!read.ok) throw new UsageError(`cannot read compile commands: ${path}: ${readFailure(read)}`);
  const text = read.text;
  let entries: unknown;
  try {
    entries = JSON.parse(text);
  } catch (e) {
    throw new UsageError(`${path}: not valid JSON (${e instanceof Error ? e.message : e})`);
  }
  if (!Array.isArray(entries)) throw new UsageError(`${path}: expected an array of compile commands`);
  const units: UnitRequest[] = [];
  entries.forEach((raw: CompileCommand, i) => {
    const where = `${path}: entry ${i}`;
    if (typeof raw !== 'object' || raw === null || typeof raw.file !== 'string')
      throw new UsageError(`${where}: missing "file"`);
    const directory =
      typeof raw.directory === 'string' ? resolve(dirname(path), raw.directory) : dirname(path);
    const args = Array.isArray(raw.arguments)
      ? raw.arguments.map(String)
      : typeof raw.command === 'string'
        ? splitCommand(raw.command)
        : undefined;
    if (!args) throw new UsageError(`${where}: needs "arguments" or "command"`);
    units.push(unitFromArguments(args, directory, raw.file, where, boundary));
  });
  // One unit per file: a file compiled twice (two targets) is analysed once, with its first flags.
  const byFile = new Map<string, UnitRequest>();
  for (const u of units) if (!byFile.has(u.file)) byFile.set(u.file, u);
  return [...byFile.values()];
}

/** compile_commands.json at the root or in build/, as CONTRACTS.md says. */
export function discoverCompileCommands(root: string): string | undefined {
  for (const p of [join(root, 'compile_commands.json'), join(root, 'build', 'compile_commands.json')])
    if (existsSync(p)) return p;
  return undefined;
}

export function parseLanguage(v: string): Language {
  if (v === 'c') return 'c';
  if (v === 'c++' || v === 'cpp' || v === 'cxx') return 'c++';
  throw new UsageError(`--lang must be c or c++, not '${v}'`);
}
