/**
 * `npm run bench:layer2 [-- --label NAME] [--only a,b] [--timeout S] [-- CHECK-ARGS...]`: the
 * real-program corpus (eval/realcode/programs.tsv, see bench/README.md) through the whole check,
 * one child per program: verdict, candidates confirmed / eliminated / possible, unknown reasons by
 * cause, frontend / layer-1 / layer-2 time, states and states per second, whole time and peak RSS.
 * Writes eval/results/layer2-LABEL.md and .json (LABEL defaults to `latest`).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { groupReasons, markdownTable, runCorpus } from '../scripts/realcode-programs.js';

const { values, positionals } = parseArgs({
  options: {
    label: { type: 'string', default: 'latest' },
    only: { type: 'string' },
    timeout: { type: 'string', default: '120' },
  },
  allowPositionals: true,
});
const runs = runCorpus({
  only: values.only?.split(','),
  extraArgs: positionals,
  timeoutSec: Number(values.timeout),
});
const out = join(resolve(import.meta.dirname, '..'), 'eval', 'results');
mkdirSync(out, { recursive: true });
const title = `Layer 2 on real programs: ${values.label} (${new Date().toISOString().slice(0, 10)}, Node ${process.version}${positionals.length ? `, ${positionals.join(' ')}` : ''})`;
const md = markdownTable(runs, title);
writeFileSync(join(out, `layer2-${values.label}.md`), md);
writeFileSync(
  join(out, `layer2-${values.label}.json`),
  `${JSON.stringify({ label: values.label, args: positionals, runs, reasons: groupReasons(runs) }, null, 2)}\n`,
);
console.log(md);
