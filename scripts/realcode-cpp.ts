/**
 * Runs `lockstep check` on real C++ nobody here wrote (not part of CI): the sources Debian's
 * `googletest` package ships in /usr/src/googletest (gtest's own mutexes and threads, gmock's stress
 * test) and the .cc files npm packages ship in node_modules. Each file is one run of the CLI with
 * Lockstep's model headers and a time limit; prints per-file outcomes and totals (files, crashes,
 * time-outs, skipped functions, slowest). With --library every external function is an entry point
 * too (layer 1 then runs one root thread per function: minutes on gmock's larger tests).
 *
 *   apt-get install googletest   # as root, once
 *   node --import tsx scripts/realcode-cpp.ts [--limit N] [--library]
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const limitArg = process.argv.indexOf('--limit');
const limit = limitArg > 0 ? Number(process.argv[limitArg + 1]) : Number.POSITIVE_INFINITY;
const TIMEOUT_MS = 300_000;
const library = process.argv.includes('--library');

function walk(dir: string, out: string[], depth = 0): void {
  if (depth > 12 || !existsSync(dir)) return;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) walk(p, out, depth + 1);
    else if (/\.(cc|cpp|cxx)$/.test(e.name)) out.push(p);
  }
}

const files: string[] = [];
walk('/usr/src/googletest', files);
walk(join(root, 'node_modules'), files);
const gtest = '/usr/src/googletest';
const includes = [
  `${gtest}/googletest`,
  `${gtest}/googletest/include`,
  `${gtest}/googlemock`,
  `${gtest}/googlemock/include`,
];

interface Row {
  file: string;
  ms: number;
  exit: number | null;
  verdict?: string;
  functions?: number;
  skipped?: number;
  internalErrors: number;
  crashed: boolean;
  timedOut: boolean;
}

const out = mkdtempSync(join(tmpdir(), 'lockstep-realcode-cpp-'));
const rows: Row[] = [];
for (const [i, file] of files.slice(0, limit).entries()) {
  const report = join(out, `${i}.json`);
  const t = performance.now();
  const r = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      join(root, 'src/cli/bin.ts'),
      'check',
      file,
      ...(library ? ['--library'] : []),
      '--format',
      'json',
      '-o',
      report,
      ...includes.flatMap((d) => ['-I', d]),
    ],
    { cwd: root, timeout: TIMEOUT_MS, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  const ms = performance.now() - t;
  const row: Row = {
    file,
    ms,
    exit: r.status,
    internalErrors: 0,
    crashed: false,
    timedOut: r.error !== undefined && /ETIMEDOUT/.test(String(r.error)),
  };
  if (existsSync(report) && statSync(report).size > 0) {
    const j = JSON.parse(readFileSync(report, 'utf8')) as {
      verdict: string;
      diagnostics: { code: string }[];
      stats: { functions: number; functionsSkipped: number };
    };
    row.verdict = j.verdict;
    row.functions = j.stats.functions;
    row.skipped = j.stats.functionsSkipped;
    row.internalErrors = j.diagnostics.filter((d) => d.code === 'internal-error').length;
  }
  // Exit 0/1 are outcomes; 2 is a usage or internal error; a signal or no report is a crash.
  row.crashed = !row.timedOut && (r.status === null || r.status === 2 || row.verdict === undefined);
  rows.push(row);
  console.log(
    `${row.crashed ? 'CRASH' : row.timedOut ? 'TIME ' : 'ok   '} ${(ms / 1000).toFixed(1).padStart(6)}s ${String(row.verdict ?? '-').padEnd(9)} fns ${row.functions ?? '-'} skipped ${row.skipped ?? '-'} internal ${row.internalErrors}  ${file}${row.crashed ? `\n${r.stderr.slice(0, 400)}` : ''}`,
  );
}
const total = (f: (r: Row) => number) => rows.reduce((s, r) => s + f(r), 0);
const slowest = [...rows].sort((a, b) => b.ms - a.ms)[0];
console.log(
  `\n${rows.length} C++ files: ${rows.filter((r) => r.crashed).length} crashes, ${rows.filter((r) => r.timedOut).length} time-outs, ` +
    `${total((r) => r.functions ?? 0)} functions lowered, ${total((r) => r.skipped ?? 0)} skipped, ` +
    `${total((r) => r.internalErrors)} internal-error diagnostics; verdicts ${JSON.stringify(
      rows.reduce<Record<string, number>>((m, r) => {
        m[r.verdict ?? 'none'] = (m[r.verdict ?? 'none'] ?? 0) + 1;
        return m;
      }, {}),
    )}; slowest ${slowest ? `${(slowest.ms / 1000).toFixed(1)} s (${slowest.file})` : '-'}`,
);
process.exit(rows.some((r) => r.crashed) ? 1 : 0);
