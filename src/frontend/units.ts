/**
 * Which translation units to analyse, with their flags: from paths given on the command line
 * (directories recurse over C and C++ sources) or from a compile_commands.json.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, extname, isAbsolute, join, resolve } from 'node:path';
import { UsageError } from '../util/diagnostics.js';
import { parseDefine } from './parse-unit.js';
import type { Language, MacroAction } from './preprocess/types.js';
import type { UnitRequest } from './types.js';

const SOURCE_EXTENSIONS = new Set(['.c', '.cc', '.cpp', '.cxx', '.c++', '.C']);
const SKIP_DIRS = new Set(['.git', 'node_modules', '.hg', '.svn']);

/** Expands files and directories into source files, sorted for a deterministic order. */
export function collectSources(paths: string[], cwd: string): string[] {
  const out: string[] = [];
  const walk = (dir: string): void => {
    let entries: string[];
    try {
      entries = readdirSync(dir).sort();
    } catch {
      return;
    }
    for (const e of entries) {
      const p = join(dir, e);
      let st: ReturnType<typeof statSync>;
      try {
        st = statSync(p);
      } catch {
        continue;
      }
      if (st.isDirectory()) {
        if (!SKIP_DIRS.has(e)) walk(p);
      } else if (SOURCE_EXTENSIONS.has(extname(e))) out.push(p);
    }
  };
  for (const given of paths) {
    const p = resolve(cwd, given);
    if (!existsSync(p)) throw new UsageError(`no such file or directory: ${given}`);
    if (statSync(p).isDirectory()) walk(p);
    else out.push(p);
  }
  return [...new Set(out)];
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
): UnitRequest {
  const unit: UnitRequest = {
    file: resolve(directory, file),
    includeDirs: [],
    quoteDirs: [],
    systemIncludeDirs: [],
    macros: [],
    forcedIncludes: [],
  };
  const expanded = expandResponseFiles(args.slice(1), directory, where, 0);
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

function expandResponseFiles(args: string[], directory: string, where: string, depth: number): string[] {
  const out: string[] = [];
  for (const a of args) {
    if (a.startsWith('@') && depth < 10) {
      const p = resolve(directory, a.slice(1));
      let text: string;
      try {
        text = readFileSync(p, 'utf8');
      } catch {
        throw new UsageError(`${where}: cannot read response file ${a.slice(1)}`);
      }
      out.push(...expandResponseFiles(splitCommand(text), directory, where, depth + 1));
    } else out.push(a);
  }
  return out;
}

export function readCompileCommands(path: string): UnitRequest[] {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    throw new UsageError(`cannot read compile commands: ${path}`);
  }
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
    units.push(unitFromArguments(args, directory, raw.file, where));
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
