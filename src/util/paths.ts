import { existsSync, realpathSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { OPEN_BOUNDARY, type ReadBoundary, readFileChecked } from './files.js';

/** The repository root: the nearest enclosing git work tree, else the working directory. */
/**
 * The file an absolute path names, links followed, so two paths of one file compare equal; the
 * path itself when it names nothing (a dangling link: whoever reads it says what is wrong).
 */
export function realPathOrGiven(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return path;
  }
}

export function repositoryRoot(cwd: string): string {
  for (let dir = cwd; ; dir = dirname(dir)) {
    if (existsSync(join(dir, '.git'))) return dir;
    if (dirname(dir) === dir) return cwd;
  }
}

/** A path as reports show it: relative to the root with `/` separators (absolute when outside it). */
export function displayPath(root: string, file: string): string {
  // Reports ask for the same few files hundreds of thousands of times (a path per access and per
  // trace step): `relative` resolves both paths every time, so each answer is kept (for absolute
  // paths only: a relative one depends on the working directory).
  if (!isAbsolute(root) || !isAbsolute(file)) return shownPath(root, file);
  let byFile = displayed.get(root);
  if (!byFile) {
    byFile = new Map();
    displayed.set(root, byFile);
  }
  let shown = byFile.get(file);
  if (shown === undefined) {
    shown = shownPath(root, file);
    byFile.set(file, shown);
  }
  return shown;
}

function shownPath(root: string, file: string): string {
  const rel = relative(root, file);
  return (rel.startsWith('..') || rel === '' ? file : rel).split(sep).join('/');
}

/** `displayPath`'s answers by root and file (`relative` is pure for two absolute paths). */
const displayed = new Map<string, Map<string, string>>();

/**
 * The lines of repository-relative files (inline suppressions, code excerpts in reports), each
 * file read once through the read boundary (src/util/files.ts); undefined when it cannot be read
 * or is refused. `only`, when given, is the set of files that may be read at all: the files the
 * preprocessor read, so that a `#line` name (which only renames locations) never makes Lockstep
 * open the file it names.
 */
export function sourceLines(
  root: string,
  boundary: ReadBoundary = OPEN_BOUNDARY,
  only?: ReadonlySet<string>,
): (file: string) => readonly string[] | undefined {
  const cache = new Map<string, string[] | undefined>();
  return (file) => {
    if (only && !only.has(file)) return undefined;
    if (!cache.has(file)) {
      const r = readFileChecked(resolve(root, file), boundary, 'repository');
      cache.set(file, r.ok ? r.text.split(/\r?\n/) : undefined);
    }
    return cache.get(file);
  };
}
