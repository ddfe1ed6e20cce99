// The committed example reports (examples/bank.{txt,json,sarif,md}): what `lockstep check
// examples/bank.c --format X` prints, from the built CLI (dist/cli.js; run `npm run build` first).
//
//   node scripts/examples.mjs           write them
//   node scripts/examples.mjs --check   fail if they differ from what the CLI prints now
//
// Paths in reports are repository-relative, so the files are the same on every machine; only the
// timings (text, JSON, markdown) change from run to run, and --check compares with them masked.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const EXAMPLE = 'examples/bank.c';
const FORMATS = { txt: 'text', json: 'json', sarif: 'sarif', md: 'markdown' };

function render(format) {
  const r = spawnSync(process.execPath, ['dist/cli.js', 'check', EXAMPLE, '--format', format, '--fail-on', 'none'], {
    cwd: root,
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`lockstep check --format ${format} exited ${r.status}:\n${r.stderr}`);
  return r.stdout;
}

/** Timings masked: the text's `(12 ms)`, the JSON's stats.ms, the markdown's time column. */
function withoutTimes(ext, s) {
  if (ext === 'json') {
    const j = JSON.parse(s);
    for (const k of Object.keys(j.stats.ms)) j.stats.ms[k] = 0;
    return JSON.stringify(j, null, 2);
  }
  return s.replace(/\b\d+(\.\d+)? (ms|s) \|$/gm, 'T |').replace(/\(\d+ ms\)$/gm, '(T)');
}

const check = process.argv.includes('--check');
let stale = 0;
for (const [ext, format] of Object.entries(FORMATS)) {
  const file = join(root, 'examples', `bank.${ext}`);
  const now = render(format);
  if (!check) {
    writeFileSync(file, now);
    console.log(`wrote examples/bank.${ext}`);
    continue;
  }
  let committed = '';
  try {
    committed = readFileSync(file, 'utf8');
  } catch {}
  if (withoutTimes(ext, committed) !== withoutTimes(ext, now)) {
    console.error(`examples/bank.${ext} is not what 'lockstep check ${EXAMPLE} --format ${format}' prints now`);
    stale++;
  }
}
if (stale > 0) {
  console.error("run 'npm run build && npm run examples' and commit examples/");
  process.exit(1);
}
if (check) console.log('examples: up to date');
