// Builds the self-contained bundles in dist/ (committed: the Action and `npx lockstep` run from
// them with no node_modules). Deterministic: the same sources give byte-identical output.
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// LOCKSTEP_DIST builds elsewhere (a side build to compare with the committed one, or to measure).
const dist = process.env.LOCKSTEP_DIST ?? join(root, 'dist');
rmSync(dist, { recursive: true, force: true });
mkdirSync(dist, { recursive: true });

const entries = [
  { in: 'src/cli/bin.ts', out: 'cli' },
  { in: 'src/frontend/worker.ts', out: 'frontend-worker' },
  { in: 'src/action/main.ts', out: 'action' },
];

await build({
  absWorkingDir: root,
  entryPoints: entries,
  outdir: dist,
  bundle: true,
  platform: 'node',
  format: 'esm',
  // The CLI, the Action and the worker share chunks instead of each carrying the whole frontend.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  target: 'node20',
  // Some dependencies are CommonJS and call require(): give the ESM bundle one.
  banner: { js: "import { createRequire as __lockstepCreateRequire } from 'node:module'; const require = __lockstepCreateRequire(import.meta.url);" },
  legalComments: 'none',
  sourcemap: false,
  minify: false,
  logLevel: 'warning',
});

for (const [from, to] of [
  ['node_modules/web-tree-sitter/web-tree-sitter.wasm', 'web-tree-sitter.wasm'],
  ['node_modules/tree-sitter-c/tree-sitter-c.wasm', 'tree-sitter-c.wasm'],
  ['node_modules/tree-sitter-cpp/tree-sitter-cpp.wasm', 'tree-sitter-cpp.wasm'],
]) {
  cpSync(join(root, from), join(dist, to));
}
cpSync(join(root, 'src/models/include'), join(dist, 'include'), { recursive: true });
