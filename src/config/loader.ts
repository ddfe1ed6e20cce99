/**
 * Finding, reading and validating `.lockstep.yml`. Every problem is reported at once, each naming
 * the file position, the key path, the value found and what was expected; the CLI turns a
 * `ConfigError` into exit 2.
 */
import { existsSync, lstatSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { isMap, isScalar, isSeq, LineCounter, parseDocument } from 'yaml';
import type { ModelEntry } from '../models/types.js';
import { OPEN_BOUNDARY, type ReadBoundary, readFailure, readFileChecked } from '../util/files.js';
import { ConfigSchema, type RawConfig, type SuppressionConfig } from './schema.js';

export const CONFIG_FILE = '.lockstep.yml';

/** An invalid or unreadable configuration: one line per problem. */
export class ConfigError extends Error {
  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    super(
      problems.length === 1
        ? `${file}: ${problems[0]}`
        : `${file}: ${problems.length} problems:\n${problems.map((p) => `  ${p}`).join('\n')}`,
    );
  }
}

interface EntryPointConfig {
  function: string;
  many: boolean;
  withMain: boolean;
}

/** The configuration with defaults applied and paths resolved against the file's directory. */
export interface LockstepConfig {
  /** The file read, or undefined when there is none. */
  file?: string;
  models: ModelEntry[];
  entryPoints: EntryPointConfig[];
  library: boolean;
  include: string[];
  exclude: string[];
  includeDirs: string[];
  defines: string[];
  compileCommands?: string;
  lang?: 'c' | 'c++';
  bound?: number;
  maxStates?: number;
  timeBudget?: number;
  modelCheck?: boolean;
  failOn?: 'error' | 'warning' | 'none';
  severity: { 'data-race'?: 'error' | 'warning' | 'note' };
  suppressions: SuppressionConfig[];
  baseline?: string;
}

export const EMPTY_CONFIG: LockstepConfig = {
  models: [],
  entryPoints: [],
  library: false,
  include: [],
  exclude: [],
  includeDirs: [],
  defines: [],
  severity: {},
  suppressions: [],
};

/** A configuration larger than this is refused: a real one is a few KB (and YAML is slow). */
const MAX_CONFIG_BYTES = 256 * 1024;

/**
 * The configuration for a run: `explicit` (`--config FILE`, relative to cwd) must exist; otherwise
 * `.lockstep.yml` at the repository root is read when present, through the read boundary as the
 * repository's content (a symlink to a special file or out of a confined workspace is refused).
 */
export function loadConfig(
  root: string,
  cwd: string,
  explicit?: string,
  boundary: ReadBoundary = OPEN_BOUNDARY,
): LockstepConfig {
  const limited = { ...boundary, maxBytes: MAX_CONFIG_BYTES };
  if (explicit !== undefined) {
    const file = resolve(cwd, explicit);
    const read = readFileChecked(file, limited, 'user');
    if (!read.ok)
      throw new ConfigError(explicit, [
        read.missing && !read.directory ? 'no such configuration file' : readFailure(read),
      ]);
    return parseConfig(read.text, file, explicit);
  }
  const file = join(root, CONFIG_FILE);
  if (!existsSync(file) && !isSymlink(file)) return { ...EMPTY_CONFIG };
  const read = readFileChecked(file, limited, 'repository');
  if (!read.ok) throw new ConfigError(CONFIG_FILE, [readFailure(read)]);
  return parseConfig(read.text, file, CONFIG_FILE);
}

function isSymlink(file: string): boolean {
  try {
    return lstatSync(file).isSymbolicLink();
  } catch {
    return false;
  }
}

/** Parses and validates the text of a configuration file; `shown` names it in messages. */
export function parseConfig(text: string, file: string, shown = file): LockstepConfig {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: true, uniqueKeys: true });
  if (doc.errors.length > 0) {
    throw new ConfigError(
      shown,
      doc.errors.map((e) => {
        const pos = e.linePos?.[0];
        const msg = e.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
        return `${pos ? `${pos.line}:${pos.col}: ` : ''}invalid YAML: ${msg}`;
      }),
    );
  }
  let data: unknown;
  try {
    data = doc.toJS({ maxAliasCount: 100 }) ?? {};
  } catch (e) {
    // Unresolved aliases, alias bombs: the document parsed but has no value.
    throw new ConfigError(shown, [`invalid YAML: ${e instanceof Error ? e.message : String(e)}`]);
  }
  const parsed = ConfigSchema.safeParse(data);
  if (!parsed.success) {
    const problems = parsed.error.issues.flatMap((issue) => {
      const path = issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p));
      const where = position(doc, lines, path);
      const keyPath = formatPath(path);
      const prefix = `${where ? `${where}: ` : ''}${keyPath || '(top level)'}`;
      if (issue.code === 'unrecognized_keys') {
        // Each unknown key where it is written, not where its enclosing mapping starts.
        const shape = shapeAt(path);
        const expected = shape ? ` (expected one of ${shape.join(', ')})` : '';
        return issue.keys.map((k) => {
          const at = keyPosition(doc, lines, path, k) ?? where;
          return `${at ? `${at}: ` : ''}${keyPath || '(top level)'}: unknown key '${k}'${expected}`;
        });
      }
      const found = valueAt(data, path);
      const missing = found === undefined;
      return missing
        ? `${prefix}: missing: ${issue.message}`
        : `${prefix}: ${issue.message}, found ${show(found)}`;
    });
    throw new ConfigError(shown, problems);
  }
  return normalise(parsed.data, dirname(file));
}

function normalise(raw: RawConfig, dir: string): LockstepConfig {
  const a = raw.analysis ?? {};
  return {
    models: (raw.models ?? []).map((m): ModelEntry => {
      const base = { function: m.function };
      switch (m.kind) {
        case 'lock':
          return { ...base, kind: 'lock', lock: m.lock!, ...(m.recursive ? { recursive: true } : {}) };
        case 'read-lock':
          return { ...base, kind: 'read-lock', lock: m.lock! };
        case 'unlock':
          return { ...base, kind: 'unlock', lock: m.lock! };
        case 'trylock':
          return {
            ...base,
            kind: 'trylock',
            lock: m.lock!,
            success: m.success!,
            ...(m.recursive ? { recursive: true } : {}),
          };
        case 'spawn':
          return {
            ...base,
            kind: 'spawn',
            entry: m.entry!,
            ...(m.arg !== undefined ? { arg: m.arg } : {}),
            ...(m.handle !== undefined ? { handle: m.handle } : {}),
          };
        case 'join':
          return { ...base, kind: 'join', handle: m.handle! };
        case 'atomic':
          return { ...base, kind: 'atomic' };
        default:
          return { ...base, kind: 'ignore' };
      }
    }),
    entryPoints: (raw['entry-points'] ?? []).map((e) => ({
      function: e.function,
      many: e.instances === 'many',
      withMain: e['with-main'] ?? true,
    })),
    library: raw.library ?? false,
    include: raw.paths?.include ?? [],
    exclude: raw.paths?.exclude ?? [],
    includeDirs: (raw['include-dirs'] ?? []).map((d) => resolve(dir, d)),
    defines: raw.defines ?? [],
    ...(raw['compile-commands'] ? { compileCommands: resolve(dir, raw['compile-commands']) } : {}),
    ...(raw.lang ? { lang: raw.lang } : {}),
    ...(a.bound !== undefined ? { bound: a.bound } : {}),
    ...(a['max-states'] !== undefined ? { maxStates: a['max-states'] } : {}),
    ...(a['time-budget'] !== undefined ? { timeBudget: a['time-budget'] } : {}),
    ...(a['model-check'] !== undefined ? { modelCheck: a['model-check'] } : {}),
    ...(a['fail-on'] ? { failOn: a['fail-on'] } : {}),
    severity: { ...(a.severity ?? {}) },
    suppressions: raw.suppressions ?? [],
    ...(raw.baseline ? { baseline: resolve(dir, raw.baseline) } : {}),
  };
}

/** `models[0].kind`. */
function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const p of path) out += typeof p === 'number' ? `[${p}]` : out === '' ? String(p) : `.${String(p)}`;
  return out;
}

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let v: unknown = data;
  for (const p of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<PropertyKey, unknown>)[p];
  }
  return v;
}

function show(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'a list';
  if (typeof v === 'object') return 'a mapping';
  const s = JSON.stringify(v);
  return s.length > 60 ? `${s.slice(0, 57)}...` : s;
}

/** `line:column` of key `key` in the mapping at `path`, when it is there. */
function keyPosition(
  doc: ReturnType<typeof parseDocument>,
  lines: LineCounter,
  path: readonly PropertyKey[],
  key: string,
): string | undefined {
  const node = path.length === 0 ? doc.contents : doc.getIn(path as (string | number)[], true);
  if (!isMap(node)) return undefined;
  for (const item of node.items)
    if (isScalar(item.key) && item.key.value === key && item.key.range) {
      const p = lines.linePos(item.key.range[0]);
      return `${p.line}:${p.col}`;
    }
  return undefined;
}

/** `line:column` of the value at `path` (or the nearest enclosing node that exists). */
function position(doc: ReturnType<typeof parseDocument>, lines: LineCounter, path: readonly PropertyKey[]) {
  for (let n = path.length; n >= 0; n--) {
    const node = n === 0 ? doc.contents : doc.getIn(path.slice(0, n) as (string | number)[], true);
    if (node && (isScalar(node) || isMap(node) || isSeq(node)) && node.range) {
      const p = lines.linePos(node.range[0]);
      return `${p.line}:${p.col}`;
    }
  }
  return undefined;
}

/** The keys allowed in the object at `path`, for "unknown key" messages. */
function shapeAt(path: readonly PropertyKey[]): string[] | undefined {
  // biome-ignore lint/suspicious/noExplicitAny: walking zod's runtime shape
  let s: any = ConfigSchema;
  for (const p of path) {
    while (s?.def?.type === 'optional' || s?.def?.type === 'pipe') s = s.def.innerType ?? s.def.in;
    if (typeof p === 'number') s = s?.def?.element;
    else s = s?.shape?.[p];
  }
  while (s?.def?.type === 'optional' || s?.def?.type === 'pipe') s = s.def.innerType ?? s.def.in;
  const shape = s?.shape;
  return shape ? Object.keys(shape) : undefined;
}
