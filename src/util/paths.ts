import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/** The repository root: the nearest enclosing git work tree, else the working directory. */
export function repositoryRoot(cwd: string): string {
  for (let dir = cwd; ; dir = dirname(dir)) {
    if (existsSync(join(dir, '.git'))) return dir;
    if (dirname(dir) === dir) return cwd;
  }
}

/** A path as reports show it: relative to the root with `/` separators (absolute when outside it). */
export function displayPath(root: string, file: string): string {
  const rel = relative(root, file);
  if (rel.startsWith('..') || rel === '') return file.split(sep).join('/');
  return rel.split(sep).join('/');
}

/**
 * The lines of repository-relative files (inline suppressions, code excerpts in reports), each
 * file read once; undefined when it cannot be read.
 */
export function sourceLines(root: string): (file: string) => string[] | undefined {
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
