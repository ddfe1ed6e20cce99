/**
 * Where Lockstep's runtime files live. In the bundle (`dist/cli.js`) the grammars and model
 * headers are copied next to it; when running from source (tests, tsx) they come from
 * node_modules and src/.
 */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

function findUp(start: string, marker: string): string | undefined {
  let dir = start;
  for (;;) {
    if (existsSync(join(dir, marker))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

/**
 * The bundle's directory when running from the esbuild bundle: the resources sit beside the
 * entry scripts, and this module may be in a shared chunk one level below them.
 */
const bundleDir = [here, dirname(here)].find((d) => existsSync(join(d, 'tree-sitter-c.wasm')));
const bundled = bundleDir !== undefined;
const base = bundleDir ?? here;
const repoRoot = bundled ? base : (findUp(here, 'package.json') ?? resolve(here, '../..'));

export const resources = {
  runtimeWasm: bundled
    ? join(base, 'web-tree-sitter.wasm')
    : join(repoRoot, 'node_modules/web-tree-sitter/web-tree-sitter.wasm'),
  grammarC: bundled
    ? join(base, 'tree-sitter-c.wasm')
    : join(repoRoot, 'node_modules/tree-sitter-c/tree-sitter-c.wasm'),
  grammarCpp: bundled
    ? join(base, 'tree-sitter-cpp.wasm')
    : join(repoRoot, 'node_modules/tree-sitter-cpp/tree-sitter-cpp.wasm'),
  modelHeaders: bundled ? join(base, 'include') : join(repoRoot, 'src/models/include'),
  /** Worker thread entry; a .ts file needs the tsx loader (running from source). */
  frontendWorker: bundled ? join(base, 'frontend-worker.js') : join(repoRoot, 'src/frontend/worker.ts'),
};
