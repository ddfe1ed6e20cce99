/**
 * `npm run eval`: every annotated fixture through the analysis, with per-fixture and total
 * figures: expected vs got verdict, race lines found and missed, silent lines flagged, and the
 * confusion matrices (verdicts, and annotated lines). Exits 1 when a real race line is missed or a
 * silent line is flagged outside the "needs layer 2" set.
 */
import { listFixtures, runFixture } from '../test/fixture-runner.js';

const fixtures = listFixtures();
const verdicts = ['race', 'race-free', 'unknown'] as const;
const matrix = new Map<string, number>();
let tp = 0;
let fn = 0;
let fp = 0;
let tn = 0;
let fpOutsideLayer2 = 0;
let verdictMismatch = 0;
const rows: string[] = [];
for (const f of fixtures) {
  const o = await runFixture(f);
  tp += f.raceLines.length - o.missed.length;
  fn += o.missed.length;
  fp += o.falseAlarms.length;
  tn += f.silentLines.length - o.falseAlarms.length;
  if (!f.needsLayer2) fpOutsideLayer2 += o.falseAlarms.length;
  const key = `${o.expected}|${o.got}`;
  matrix.set(key, (matrix.get(key) ?? 0) + 1);
  const ok = o.expected === o.got && o.missed.length === 0 && (f.needsLayer2 || o.falseAlarms.length === 0);
  if (o.expected !== o.got) verdictMismatch++;
  rows.push(
    [
      ok ? 'ok  ' : 'FAIL',
      f.name.replace('test/fixtures/analysis/', '').padEnd(58),
      `${(f.expect + (f.needsLayer2 ? '*' : '')).padEnd(10)} → ${o.expected.padEnd(9)} got ${o.got.padEnd(9)}`,
      `race ${f.raceLines.length - o.missed.length}/${f.raceLines.length}`,
      o.missed.length ? `missed ${o.missed.join(',')}` : '',
      o.falseAlarms.length ? `flagged-silent ${o.falseAlarms.join(',')}` : '',
    ]
      .filter(Boolean)
      .join('  '),
  );
}
console.log(rows.join('\n'));
console.log(
  `\n${fixtures.length} fixtures (* = needs layer 2; layer 1 alone must answer the verdict after →)`,
);
console.log('\nverdicts (rows: expected from layer 1, columns: got)');
console.log(`${''.padEnd(12)}${verdicts.map((v) => v.padStart(11)).join('')}`);
for (const e of verdicts)
  console.log(
    `${e.padEnd(12)}${verdicts.map((g) => String(matrix.get(`${e}|${g}`) ?? 0).padStart(11)).join('')}`,
  );
console.log('\nannotated lines');
console.log(`  RACE! lines found   ${tp}    missed ${fn}`);
console.log(`  NORACE lines silent ${tn}    flagged ${fp} (${fpOutsideLayer2} outside the needs-layer2 set)`);
console.log(`  verdicts differing from the layer-1 expectation: ${verdictMismatch}`);
process.exitCode = fn > 0 || fpOutsideLayer2 > 0 ? 1 : 0;
