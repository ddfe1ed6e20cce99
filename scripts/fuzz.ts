/**
 * `npm run fuzz -- --seeds N [--from S] [--features a,b] [--force a,b] [--shrink N | --no-shrink] [--max-states K]
 * [--tsan RUNS]`: generated programs through Lockstep and the reference interpreter (test/oracle/),
 * and with `--tsan` through gcc -fsanitize=thread (skipped, with a note, where gcc is missing); prints the
 * counts, the time, every failing seed with its failures and the first N (10) shrunk. Exits 1 when a
 * seed fails.
 */
import { FEATURES, type Feature, render } from '../test/oracle/generator.js';
import { checkSeed, type SeedReport, shrink } from '../test/oracle/properties.js';
import { tsanAvailable } from '../test/oracle/tsan.js';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

function features(name: string): Feature[] | undefined {
  const v = arg(name);
  if (!v) return undefined;
  const list = v.split(',').filter(Boolean);
  for (const f of list)
    if (!(FEATURES as readonly string[]).includes(f))
      throw new Error(`unknown feature ${f}; known: ${FEATURES.join(', ')}`);
  return list as Feature[];
}

const seeds = Number(arg('seeds') ?? 100);
const from = Number(arg('from') ?? 1);
const maxStates = Number(arg('max-states') ?? 60_000);
// shrinking costs up to 200 checks per seed: the first few failing seeds by default
const shrinkCount = process.argv.includes('--no-shrink') ? 0 : Number(arg('shrink') ?? 10);
let tsanRuns = Number(arg('tsan') ?? 0);
if (tsanRuns > 0 && !tsanAvailable()) {
  console.log('gcc with -fsanitize=thread is not available here: the TSan oracle is skipped');
  tsanRuns = 0;
}
const opts = { maxStates, ...(tsanRuns > 0 ? { tsanRuns } : {}) };
let notes = 0;
const gen = {
  ...(features('features') ? { features: features('features') } : {}),
  ...(features('force') ? { force: features('force') } : {}),
};

const t0 = performance.now();
const counts = { ok: 0, failed: 0, undecided: 0, skipped: 0 };
const byKind = new Map<string, number>();
// what the reference answered on the programs the frontend took whole: the racy / race-free mix
const outcomes = { race: 0, 'no-race': 0, undecided: 0 };
const failed: SeedReport[] = [];
for (let seed = from; seed < from + seeds; seed++) {
  let r: SeedReport;
  try {
    r = await checkSeed(seed, gen, opts);
  } catch (err) {
    console.log(`seed ${seed}: internal error: ${(err as Error).stack}`);
    process.exitCode = 1;
    continue;
  }
  counts[r.status]++;
  if (r.reference) outcomes[r.reference.outcome]++;
  if ((seed - from + 1) % 100 === 0)
    console.log(
      `... ${seed - from + 1} seeds, ${counts.failed} failed, ${((performance.now() - t0) / 1000).toFixed(0)} s`,
    );
  for (const n of r.notes) console.log(`seed ${seed}: note: ${n}`);
  notes += r.notes.length;
  if (r.status === 'failed') {
    failed.push(r);
    for (const k of new Set(r.failures.map((f) => f.kind))) byKind.set(k, (byKind.get(k) ?? 0) + 1);
    console.log(
      `seed ${seed}: FAIL ${r.failures.map((f) => `${f.kind}: ${f.detail}`).join('; ')} (lockstep ${r.verdict}, reference ${r.reference?.outcome})`,
    );
  }
}
const ms = performance.now() - t0;
console.log(
  `\n${seeds} seeds from ${from}: ${counts.ok} ok, ${counts.failed} failed, ${counts.undecided} reference undecided, ${counts.skipped} skipped by the frontend; ${(ms / 1000).toFixed(1)} s`,
);
const judged = outcomes.race + outcomes['no-race'] + outcomes.undecided;
const share = (n: number) => `${n} (${judged > 0 ? Math.round((100 * n) / judged) : 0} %)`;
console.log(
  `  reference: ${share(outcomes.race)} racy, ${share(outcomes['no-race'])} race-free, ${share(outcomes.undecided)} undecided`,
);
for (const [k, n] of [...byKind].sort()) console.log(`  ${k}: ${n} seeds`);
if (tsanRuns > 0)
  console.log(
    `  TSan ran ${tsanRuns} times per seed; ${notes} note(s) printed above (oracles disagreeing, confirmed races the reference does not list)`,
  );
if (shrinkCount > 0 && failed.length > shrinkCount)
  console.log(`\nshrinking the first ${shrinkCount} failing seeds (--shrink N for more)`);
for (const r of failed.slice(0, shrinkCount)) {
  const small = await shrink(r, 200, opts);
  console.log(
    `\n--- seed ${r.seed} shrunk (${small.failures.map((f) => `${f.kind}: ${f.detail}`).join('; ')}; lockstep ${small.verdict}, reference ${small.reference?.outcome})`,
  );
  console.log(render(small.program));
}
if (failed.length > 0) process.exitCode = 1;
