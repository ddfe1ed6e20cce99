/**
 * `npm run eval` (without --corpus): every annotated fixture through layer 1 alone and through both layers, with
 * per-fixture and total figures: expected vs got verdict, race lines found and missed, silent lines
 * flagged, per-layer counts (candidates, eliminated, confirmed, possible, states explored, ms per
 * candidate) and the confusion matrices. Exits 1 when a final verdict is wrong, a race line is
 * missed, or a silent line is flagged (by layer 1: outside the "needs layer 2" set).
 */
import { type FixtureOutcome, layer1Accepts, listFixtures, runFixture } from '../test/fixture-runner.js';

const fixtures = listFixtures();
const verdicts = ['race', 'race-free', 'unknown'] as const;

interface Lines {
  tp: number;
  fn: number;
  fp: number;
  tn: number;
}
const lines = (): Lines => ({ tp: 0, fn: 0, fp: 0, tn: 0 });
const l1 = lines();
const l2 = lines();
const matrix1 = new Map<string, number>();
const matrix2 = new Map<string, number>();
let failures = 0;
let candidates = 0;
let eliminated = 0;
let confirmed = 0;
let possible = 0;
let states = 0;
const msPerCandidate: number[] = [];
const rows: string[] = [];
/** Per source language (C fixtures `.c`, C++ fixtures `.cc`/`.cpp`/`.cxx`): the same figures. */
interface LangFigures {
  fixtures: number;
  failing: number;
  expect: Record<string, number>;
  raceFound: number;
  raceLines: number;
  silentFlagged: number;
  silentLines: number;
  l1Right: number;
  l2Right: number;
  l1RaceFound: number;
  l1SilentFlagged: number;
}
const byLang = new Map<string, LangFigures>();
const langOf = (file: string) => (/\.(cc|cpp|cxx)$/.test(file) ? 'C++' : 'C');

function count(l: Lines, o: FixtureOutcome): void {
  l.tp += o.fixture.raceLines.length - o.missed.length;
  l.fn += o.missed.length;
  l.fp += o.falseAlarms.length;
  l.tn += o.fixture.silentLines.length - o.falseAlarms.length;
}

for (const f of fixtures) {
  const a = await runFixture(f, 1);
  const b = await runFixture(f, 2);
  count(l1, a);
  count(l2, b);
  matrix1.set(`${a.expected}|${a.got}`, (matrix1.get(`${a.expected}|${a.got}`) ?? 0) + 1);
  matrix2.set(`${b.expected}|${b.got}`, (matrix2.get(`${b.expected}|${b.got}`) ?? 0) + 1);
  const st = b.result.stats;
  candidates += st.candidates;
  eliminated += st.eliminated;
  confirmed += st.confirmed;
  possible += st.possible;
  states += st.statesExplored;
  if (st.candidates > 0) msPerCandidate.push(st.ms.layer2 / st.candidates);
  const l1ok =
    a.missed.length === 0 && (f.needsLayer2 || a.falseAlarms.length === 0) && layer1Accepts(f, a.got);
  const l2ok = b.missed.length === 0 && b.falseAlarms.length === 0 && b.got === b.expected;
  if (!l1ok || !l2ok) failures++;
  const lang = langOf(f.file);
  const lf = byLang.get(lang) ?? {
    fixtures: 0,
    failing: 0,
    expect: {},
    raceFound: 0,
    raceLines: 0,
    silentFlagged: 0,
    silentLines: 0,
    l1Right: 0,
    l2Right: 0,
    l1RaceFound: 0,
    l1SilentFlagged: 0,
  };
  lf.fixtures++;
  if (!l1ok || !l2ok) lf.failing++;
  lf.expect[f.expect] = (lf.expect[f.expect] ?? 0) + 1;
  lf.raceLines += f.raceLines.length;
  lf.raceFound += f.raceLines.length - b.missed.length;
  lf.silentLines += f.silentLines.length;
  lf.silentFlagged += b.falseAlarms.length;
  if (layer1Accepts(f, a.got)) lf.l1Right++;
  if (b.got === b.expected) lf.l2Right++;
  lf.l1RaceFound += f.raceLines.length - a.missed.length;
  lf.l1SilentFlagged += a.falseAlarms.length;
  byLang.set(lang, lf);
  rows.push(
    [
      l1ok && l2ok ? 'ok  ' : 'FAIL',
      f.name.replace('test/fixtures/analysis/', '').padEnd(58),
      `${(f.expect + (f.needsLayer2 ? '*' : '')).padEnd(10)}`,
      `L1 ${a.got.padEnd(9)}`,
      `L1+L2 ${b.got.padEnd(9)}`,
      `race ${f.raceLines.length - b.missed.length}/${f.raceLines.length}`,
      `cand ${st.candidates} elim ${st.eliminated} conf ${st.confirmed} poss ${st.possible} states ${st.statesExplored}`,
      a.missed.length ? `L1-missed ${a.missed.join(',')}` : '',
      b.missed.length ? `missed ${b.missed.join(',')}` : '',
      b.falseAlarms.length ? `flagged-silent ${b.falseAlarms.join(',')}` : '',
    ]
      .filter(Boolean)
      .join('  '),
  );
}

const median = (xs: number[]) => {
  const s = [...xs].sort((x, y) => x - y);
  return s.length === 0
    ? 0
    : s.length % 2
      ? s[(s.length - 1) / 2]!
      : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const table = (m: Map<string, number>, title: string) => {
  console.log(`\n${title} (rows: expected, columns: got)`);
  console.log(`${''.padEnd(12)}${verdicts.map((v) => v.padStart(11)).join('')}`);
  for (const e of verdicts)
    console.log(
      `${e.padEnd(12)}${verdicts.map((g) => String(m.get(`${e}|${g}`) ?? 0).padStart(11)).join('')}`,
    );
};

console.log(rows.join('\n'));
console.log(`\n${fixtures.length} fixtures (* = needs layer 2), ${failures} failing`);
table(matrix1, 'verdicts, layer 1 alone (a race is a candidate: unknown)');
table(matrix2, 'verdicts, layer 1 + layer 2');
console.log('\nannotated lines          layer 1     layer 1 + 2');
console.log(`  RACE! lines found      ${String(l1.tp).padEnd(12)}${l2.tp}`);
console.log(`  RACE! lines missed     ${String(l1.fn).padEnd(12)}${l2.fn}`);
console.log(`  NORACE lines silent    ${String(l1.tn).padEnd(12)}${l2.tn}`);
console.log(`  NORACE lines flagged   ${String(l1.fp).padEnd(12)}${l2.fp}`);
console.log(
  `\nlayer 2: ${candidates} candidates, ${eliminated} eliminated, ${confirmed} confirmed, ${possible} possible; ` +
    `${states} states explored; median ${median(msPerCandidate).toFixed(1)} ms per candidate`,
);
for (const [lang, x] of byLang)
  console.log(
    `${lang.padEnd(4)} ${x.fixtures} fixtures (${x.expect.race ?? 0} race, ${x.expect['race-free'] ?? 0} race-free, ` +
      `${x.expect.unknown ?? 0} unknown), ${x.failing} failing; RACE! lines found ${x.raceFound}/${x.raceLines}, ` +
      `NORACE lines flagged ${x.silentFlagged}/${x.silentLines} (layers 1 + 2); layer 1 alone: verdicts right ` +
      `${x.l1Right}/${x.fixtures}, RACE! lines found ${x.l1RaceFound}, NORACE lines flagged ${x.l1SilentFlagged}; ` +
      `layers 1 + 2 verdicts right ${x.l2Right}/${x.fixtures}`,
  );
process.exitCode = failures > 0 ? 1 : 0;
