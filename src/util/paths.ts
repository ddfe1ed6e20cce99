import { existsSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';

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
