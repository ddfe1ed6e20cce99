/**
 * `npm run eval -- --corpus NAME [--timeout S] [--jobs N] [--allow-wrong] [--only SUBSTRING]`:
 * runs the built CLI (`node dist/cli.js check FILE --format json`) on every program of
 * eval/corpora/NAME.tsv, each in its own process with a time limit, and scores the verdicts the
 * SV-COMP way: +2 race-free right, +1 race right, -16 wrong race, -32 wrong race-free, 0 unknown
 * (a timeout or a crash is unknown). Prints a markdown report, writes the per-program results as
 * JSON under eval/results/ (git-ignored), and exits 1 when any `race-free` is wrong (a merge gate
 * would have let a race through) unless --allow-wrong is given.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { materialise } from './fetch.js';
import { type CorpusRow, corporaDir, corpusRoot, localPath, readCorpus } from './list.js';
import { type Outcome, renderReport, type Scored, score } from './score.js';

const root = resolve(import.meta.dirname, '../..');
const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(name);
  const value = i >= 0 ? args[i + 1] : undefined;
  return value?.startsWith('--') ? undefined : value;
};
const name = option('--corpus') ?? 'all';
const timeoutMs = Number(option('--timeout') ?? 20) * 1000;
const jobs = Math.min(Math.max(Number(option('--jobs') ?? 2), 1), 2);
const only = option('--only');
const allowWrong = args.includes('--allow-wrong');

/** dist/cli.js is rebuilt when any source file is newer than it (dist is never committed here). */
function ensureBuilt(): Promise<void> {
  const cli = join(root, 'dist/cli.js');
  const newest = (dir: string): number =>
    readdirSync(dir, { withFileTypes: true }).reduce((m, e) => {
      const p = join(dir, e.name);
      return Math.max(m, e.isDirectory() ? newest(p) : statSync(p).mtimeMs);
    }, 0);
  if (existsSync(cli) && statSync(cli).mtimeMs >= newest(join(root, 'src'))) return Promise.resolve();
  console.error('dist/ is older than src/: npm run build');
  return run('npm', ['run', 'build'], 600_000).then((r) => {
    if (r.code !== 0) throw new Error(`npm run build failed:\n${r.stderr}`);
  });
}

interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
  timedOut: boolean;
  ms: number;
}

function run(cmd: string, argv: string[], limitMs: number): Promise<RunResult> {
  return new Promise((done) => {
    const start = performance.now();
    const child = spawn(cmd, argv, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let timedOut = false;
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, limitMs);
    child.on('close', (code) => {
      clearTimeout(timer);
      done({ code, stdout, stderr, timedOut, ms: performance.now() - start });
    });
  });
}

/**
 * Flags of the source's own test driver: -I directories are repository-relative; a
 * `--config=FILE` names a Lockstep configuration in eval/corpora (how the source's harness behaves).
 */
function cliFlags(row: CorpusRow): string[] {
  return row.flags.flatMap((f) => {
    if (f.startsWith('-I')) return [`-I${relative(root, localPath(row.repository, f.slice(2)))}`];
    if (f.startsWith('--config=')) return ['--config', join(corporaDir, f.slice('--config='.length))];
    return [f];
  });
}

async function check(row: CorpusRow): Promise<Outcome> {
  const file = localPath(row.repository, row.path);
  const argv = [
    join(root, 'dist/cli.js'),
    'check',
    relative(root, file),
    '--format',
    'json',
    ...(row.language === 'C++' ? ['--lang', 'c++'] : ['--lang', 'c']),
    ...cliFlags(row),
  ];
  const r = await run(process.execPath, argv, timeoutMs);
  if (r.timedOut) return { verdict: 'unknown', ms: r.ms, error: 'timeout', reportedLines: [], reasons: [] };
  try {
    const out = JSON.parse(r.stdout) as {
      verdict: Outcome['verdict'];
      verdictReasons: string[];
      findings: { kind?: string; status: string; accesses: { file: string; line: number }[] }[];
      stats: Outcome['stats'];
    };
    // The corpus answers whether the program has a data race. Races between calls of thread-unsafe
    // library functions (CERT CON33-C: rand, strtok, ...) are findings of their own rule; a race
    // verdict that rests on them alone answers the data-race question as if they were not there.
    const dataRaces = out.findings.filter((f) => f.kind !== 'thread-unsafe-call');
    const onlyUnsafe = out.verdict === 'race' && !dataRaces.some((f) => f.status === 'confirmed');
    const verdict: Outcome['verdict'] = onlyUnsafe
      ? out.verdictReasons.length > 1
        ? 'unknown'
        : 'race-free'
      : out.verdict;
    const programDir = dirname(file);
    const reportedLines = dataRaces.flatMap((f) =>
      f.accesses.map((a) => `${relative(programDir, resolve(root, a.file))}:${a.line}`),
    );
    const statuses = out.findings.map((f) => f.status);
    const { candidates, eliminated, confirmed, possible, statesExplored } = out.stats ?? {};
    return {
      verdict,
      ms: r.ms,
      reportedLines,
      reasons: out.verdictReasons,
      statuses,
      stats: { candidates, eliminated, confirmed, possible, statesExplored },
    };
  } catch {
    return {
      verdict: 'unknown',
      ms: r.ms,
      error: `exit ${r.code}: ${r.stderr.trim().split('\n').slice(-3).join(' | ')}`,
      reportedLines: [],
      reasons: [],
    };
  }
}

async function main(): Promise<void> {
  if (!existsSync(join(corporaDir, `${name}.tsv`))) {
    const names = readdirSync(corporaDir)
      .filter((f) => f.endsWith('.tsv') && !f.endsWith('.support.tsv'))
      .map((f) => f.slice(0, -'.tsv'.length));
    console.error(`no corpus list eval/corpora/${name}.tsv; the lists: ${names.join(', ')}`);
    process.exitCode = 2;
    return;
  }
  const { rows: allRows, support } = readCorpus(name);
  const rows = only ? allRows.filter((r) => r.path.includes(only)) : allRows;
  const missing = materialise([...rows, ...support]);
  if (missing.length > 0) {
    console.error(`${missing.length} files could not be materialised into ${corpusRoot}:`);
    for (const m of missing.slice(0, 20)) console.error(`  ${m}`);
    process.exitCode = 2;
    return;
  }
  await ensureBuilt();
  const results: Scored[] = new Array(rows.length);
  let next = 0;
  let finished = 0;
  const worker = async () => {
    while (next < rows.length) {
      const i = next++;
      const row = rows[i]!;
      results[i] = score(row, await check(row));
      finished++;
      if (finished % 25 === 0 || finished === rows.length)
        process.stderr.write(`${finished}/${rows.length}\n`);
    }
  };
  await Promise.all(Array.from({ length: jobs }, worker));
  const report = renderReport(name, results, { timeoutMs, jobs });
  console.log(report.markdown);
  const outDir = join(root, 'eval/results');
  mkdirSync(outDir, { recursive: true });
  const outFile = join(outDir, `${name}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(
    outFile,
    `${JSON.stringify({ corpus: name, timeoutMs, ...report.summary, results }, null, 2)}\n`,
  );
  console.log(`\nper-program results: ${relative(root, outFile)}`);
  if (report.summary.wrongRaceFree > 0 && !allowWrong) {
    console.error(
      `\n!!! ${report.summary.wrongRaceFree} WRONG race-free verdict(s): a merge gate would have let these races through (--allow-wrong to report only)`,
    );
    process.exitCode = 1;
  }
}

await main();
