/**
 * Benchmark of the whole check: generates programs of 10 KLOC, 100 KLOC and 1 MLOC
 * (bench/generate.ts, into bench/out/, git-ignored) and times the frontend (`buildProgram`:
 * preprocess, parse, lower, link), layer 1 and layer 2 on each. With `--frontend`, the frontend
 * only, against the frontend's own targets.
 *
 *   npm run bench                         # all three sizes, whole check
 *   npm run bench:frontend                # all three sizes, frontend only (= --frontend)
 *   npm run bench -- --sizes 10k,100k     # choose sizes
 *   node --import tsx bench/check.ts [--frontend] [--sizes LIST] [--runs N] [--jobs N] [--seed N] [--regen] [--json FILE]
 *
 * Each size runs in its own child process (`--one SIZE`) so peak RSS (`process.resourceUsage()
 * .maxRSS`) and JIT/heap state of one size do not leak into another. 10k/100k run 3 times, 1M
 * once; the run with the median time is reported.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { limitHeapGrowth } from '../src/util/heap.js';
import { type GenerateStats, parseSize, writeProgram } from './generate.js';

const HERE = dirname(fileURLToPath(import.meta.url));
const OUT = join(HERE, 'out');
const RESULT_TAG = '@@bench-result ';
const TARGET_MBPS = 1;
/** CONTRACTS: the whole check at 1 MLOC within 2 GB. */
const TARGET_RSS_MB = 2048;
/** Issue 3: the frontend alone at 1 MLOC within 1 GB. */
const TARGET_FRONTEND_RSS_MB = 1024;

interface StageMs {
  preprocess: number;
  parse: number;
  lower: number;
  link: number;
  total: number;
  /** Layer 1 (points-to, locksets and threads, candidates). */
  layer1: number;
  /** Layer 2 (model checking the candidates, default budgets). */
  layer2: number;
  /** The whole check: frontend total + layer 1 + layer 2. */
  check: number;
}

interface RunResult {
  ms: StageMs;
  /** CPU time of the whole process (all threads) during the frontend, user + system, ms. */
  frontendCpuMs: number;
  layer1Stages: { pointsTo: number; locksets: number; candidates: number };
  layer2Outcome: string;
  threads: number;
  candidates: number;
  functions: number;
  skipped: number;
  errors: number;
  warnings: number;
  /** Most frequent diagnostic codes, `code: count`. */
  topDiagnostics: string[];
  /** Most frequent skip reasons, `reason: count`. */
  topSkipReasons: string[];
}

interface SizeResult {
  label: string;
  /** Requested line count (10k → 10000). */
  requested: number;
  /** Generated line count. */
  lines: number;
  files: number;
  units: number;
  bytes: number;
  runs: number;
  /** Frontend threads (`jobs` of buildProgram). */
  jobs: number;
  median: RunResult;
  allTotalsMs: number[];
  maxRssMb: number;
  genSeconds?: number;
  error?: string;
}

// ---------------------------------------------------------------- arguments

interface Args {
  sizes: string[];
  runs?: number;
  seed: number;
  regen: boolean;
  json?: string;
  one?: string;
  dir?: string;
  /** The frontend only (no layers 1 and 2). */
  frontend: boolean;
  /** Frontend threads; default: buildProgram's default. */
  jobs?: number;
  /** V8's own heap growth instead of the shells' limit (src/util/heap.ts). */
  defaultHeap?: boolean;
}

function parseArgs(argv: string[]): Args {
  const args: Args = { sizes: ['10k', '100k', '1m'], seed: 1, regen: false, frontend: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const val = (): string => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${a} needs a value`);
      return v;
    };
    if (a === '--sizes')
      args.sizes = val()
        .split(',')
        .map((s) => s.trim().toLowerCase())
        .filter(Boolean);
    else if (a === '--runs') args.runs = Number(val());
    else if (a === '--seed') args.seed = Number(val());
    else if (a === '--regen') args.regen = true;
    else if (a === '--json') args.json = val();
    else if (a === '--one') args.one = val();
    else if (a === '--default-heap') args.defaultHeap = true;
    else if (a === '--dir') args.dir = val();
    else if (a === '--frontend') args.frontend = true;
    else if (a === '--jobs') {
      args.jobs = Number(val());
      if (!Number.isInteger(args.jobs) || args.jobs < 1) throw new Error('--jobs needs a whole number >= 1');
    } else throw new Error(`unknown argument '${a}'`);
  }
  for (const s of args.sizes) parseSize(s);
  return args;
}

function defaultRuns(lines: number): number {
  return lines >= 1_000_000 ? 1 : 3;
}

// ---------------------------------------------------------------- generation (cached in bench/out)

interface Manifest {
  lines: number;
  seed: number;
  generator: string;
  stats: GenerateStats;
}

function generatorHash(): string {
  return createHash('sha1')
    .update(readFileSync(join(HERE, 'generate.ts')))
    .digest('hex');
}

/** Generates `dir` unless it already holds this (size, seed, generator version). */
function ensureProgram(
  dir: string,
  lines: number,
  seed: number,
  regen: boolean,
): { stats: GenerateStats; genSeconds?: number } {
  const manifestPath = join(dir, 'manifest.json');
  const generator = generatorHash();
  if (!regen && existsSync(manifestPath)) {
    try {
      const m = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
      if (m.lines === lines && m.seed === seed && m.generator === generator) return { stats: m.stats };
    } catch {
      // regenerate
    }
  }
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const t0 = performance.now();
  const stats = writeProgram(dir, { lines, seed });
  const genSeconds = (performance.now() - t0) / 1000;
  const manifest: Manifest = { lines, seed, generator, stats };
  writeFileSync(manifestPath, JSON.stringify(manifest, null, 2) + '\n');
  return { stats, genSeconds };
}

// ---------------------------------------------------------------- child: one size

function topCounts(keys: Iterable<string>, n: number): string[] {
  const counts = new Map<string, number>();
  for (const k of keys) counts.set(k, (counts.get(k) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, n)
    .map(([k, c]) => `${k}: ${c}`);
}

async function runOne(label: string, dir: string, runs: number, args: Args): Promise<void> {
  const { buildProgram, defaultJobs } = await import('../src/frontend/program.js');
  const { analyzeLayer1 } = await import('../src/analysis/layer1.js');
  const { checkCandidates, DEFAULT_CHECK_OPTIONS } = await import('../src/check/index.js');
  const srcDir = join(dir, 'src');
  const files = readdirSync(srcDir)
    .filter((f) => f.endsWith('.c'))
    .sort();
  const units = files.map((f) => ({ file: join(srcDir, f), lang: 'c' as const }));
  const includeDirs = [join(dir, 'include')];
  const results: RunResult[] = [];
  const jobs = args.jobs ?? defaultJobs();
  for (let i = 0; i < runs; i++) {
    const cpu0 = process.cpuUsage();
    const res = await buildProgram({ units, includeDirs, jobs });
    const cpu = process.cpuUsage(cpu0);
    const t = performance.now();
    const l1 = args.frontend ? undefined : analyzeLayer1(res.program);
    const layer1 = l1 ? performance.now() - t : 0;
    const t2 = performance.now();
    const l2 =
      l1 && l1.candidates.length > 0 ? checkCandidates(res.program, l1, DEFAULT_CHECK_OPTIONS) : undefined;
    const layer2 = l1 ? performance.now() - t2 : 0;
    const diags = res.diagnostics;
    results.push({
      ms: { ...res.ms, layer1, layer2, check: res.ms.total + layer1 + layer2 },
      frontendCpuMs: (cpu.user + cpu.system) / 1000,
      layer2Outcome: l2
        ? `${l2.states} states, ${l2.complete ? 'complete' : 'budget hit'}; ${['confirmed', 'possible', 'eliminated'].map((k) => `${l2.outcomes.filter((o) => o.status === k).length} ${k}`).join(', ')}`
        : 'no candidates',
      layer1Stages: l1?.ms ?? { pointsTo: 0, locksets: 0, candidates: 0 },
      threads: l1?.threads.length ?? 0,
      candidates: l1?.candidates.length ?? 0,
      functions: res.program.functions.size,
      skipped: res.program.skipped.length,
      errors: diags.filter((d) => d.severity === 'error').length,
      warnings: diags.filter((d) => d.severity === 'warning').length,
      topDiagnostics: topCounts(
        diags.map((d) => `${d.severity} ${d.code}`),
        5,
      ),
      topSkipReasons: topCounts(
        res.program.skipped.map((s) => s.reason),
        5,
      ),
    });
  }
  const sorted = [...results].sort((a, b) => a.ms.check - b.ms.check);
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  const out = {
    label,
    units: units.length,
    runs,
    jobs,
    median,
    allTotalsMs: results.map((r) => r.ms.check),
    // maxRSS is in kilobytes.
    maxRssMb: process.resourceUsage().maxRSS / 1024,
  };
  process.stdout.write(RESULT_TAG + JSON.stringify(out) + '\n');
}

// ---------------------------------------------------------------- parent

type ChildOut = Pick<SizeResult, 'units' | 'runs' | 'jobs' | 'median' | 'allTotalsMs' | 'maxRssMb'>;

function runChild(label: string, dir: string, runs: number, args: Args): Promise<ChildOut> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(
      process.execPath,
      [
        ...process.execArgv,
        fileURLToPath(import.meta.url),
        '--one',
        label,
        '--dir',
        dir,
        '--runs',
        String(runs),
        ...(args.frontend ? ['--frontend'] : []),
        ...(args.jobs !== undefined ? ['--jobs', String(args.jobs)] : []),
        ...(args.defaultHeap ? ['--default-heap'] : []),
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let buf = '';
    let result: ChildOut | undefined;
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      buf += chunk;
      let nl = buf.indexOf('\n');
      while (nl >= 0) {
        const line = buf.slice(0, nl);
        buf = buf.slice(nl + 1);
        if (line.startsWith(RESULT_TAG)) result = JSON.parse(line.slice(RESULT_TAG.length)) as ChildOut;
        else process.stdout.write(line + '\n');
        nl = buf.indexOf('\n');
      }
    });
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (result && code === 0) resolvePromise(result);
      else reject(new Error(`child for ${label} exited with ${signal ?? `code ${code}`}`));
    });
  });
}

function dirBytes(dir: string): { bytes: number; files: number } {
  let bytes = 0;
  let files = 0;
  for (const sub of ['src', 'include']) {
    const d = join(dir, sub);
    if (!existsSync(d)) continue;
    for (const f of readdirSync(d)) {
      bytes += statSync(join(d, f)).size;
      files++;
    }
  }
  return { bytes, files };
}

function pad(s: string, n: number, left = false): string {
  return left ? s.padEnd(n) : s.padStart(n);
}

function printTable(rows: SizeResult[], frontendOnly: boolean): void {
  const s = (ms: number): string => (ms / 1000).toFixed(3);
  // [heading, width, cell]; the layer columns only for the whole check.
  const columns: [string, number, (r: SizeResult) => string][] = [
    ['size', 6, (r) => r.label],
    ['lines', 9, (r) => String(r.lines)],
    ['files', 6, (r) => String(r.files)],
    ['MB', 7, (r) => (r.bytes / 1e6).toFixed(2)],
    ['total s', 8, (r) => s(r.median.ms.total)],
    ['pp s', 7, (r) => s(r.median.ms.preprocess)],
    ['parse s', 8, (r) => s(r.median.ms.parse)],
    ['lower s', 8, (r) => s(r.median.ms.lower)],
    ['link s', 7, (r) => s(r.median.ms.link)],
    ['cpu s', 7, (r) => s(r.median.frontendCpuMs)],
    ...(frontendOnly
      ? []
      : ([
          ['L1 s', 7, (r) => s(r.median.ms.layer1)],
          ['L2 s', 7, (r) => s(r.median.ms.layer2)],
          ['check s', 8, (r) => s(r.median.ms.check)],
          ['cand', 6, (r) => String(r.median.candidates)],
        ] as [string, number, (r: SizeResult) => string][])),
    ['MB/s', 7, (r) => (r.bytes / 1e6 / (r.median.ms.total / 1000)).toFixed(2)],
    ['fns', 8, (r) => String(r.median.functions)],
    ['skipped', 8, (r) => String(r.median.skipped)],
    ['diag err', 9, (r) => String(r.median.errors)],
    ['RSS MB', 8, (r) => r.maxRssMb.toFixed(0)],
  ];
  const lines = [columns.map(([h, w], i) => pad(h, w, i === 0)).join(' ')];
  for (const r of rows) {
    if (r.error) lines.push(`${pad(r.label, 6, true)} FAILED: ${r.error}`);
    else lines.push(columns.map(([, w, cell], i) => pad(cell(r), w, i === 0)).join(' '));
  }
  process.stdout.write('\n' + lines.join('\n') + '\n\n');
}

function printTargets(rows: SizeResult[], frontendOnly: boolean): void {
  const ok = rows.filter((r) => !r.error);
  const verdict = (pass: boolean): string => (pass ? 'ok' : 'MISSED');
  const out: string[] = ['targets:'];
  for (const r of ok) {
    const mbps = r.bytes / 1e6 / (r.median.ms.total / 1000);
    out.push(
      `  ${pad(r.label, 5, true)} frontend throughput ${mbps.toFixed(2)} MB/s (target >= ${TARGET_MBPS}): ${verdict(mbps >= TARGET_MBPS)}`,
    );
  }
  if (!frontendOnly) {
    for (const r of ok) {
      const limit = r.requested >= 1_000_000 ? 60 : r.requested >= 100_000 ? 5 : undefined;
      if (limit === undefined) continue;
      const sec = r.median.ms.check / 1000;
      out.push(
        `  ${pad(r.label, 5, true)} whole check (frontend + layer 1 + layer 2) ${sec.toFixed(2)} s (target <= ${limit} s): ${verdict(sec <= limit)}`,
      );
    }
  }
  const rssTarget = frontendOnly ? TARGET_FRONTEND_RSS_MB : TARGET_RSS_MB;
  const big = ok.find((r) => r.requested >= 1_000_000);
  if (big) {
    out.push(
      `  ${pad(big.label, 5, true)} peak RSS ${big.maxRssMb.toFixed(0)} MB (target <= ${rssTarget} MB${frontendOnly ? ', frontend' : ', whole check'}): ${verdict(big.maxRssMb <= rssTarget)}`,
    );
  } else {
    out.push(`  peak RSS target (<= ${rssTarget} MB at 1 MLOC): not measured (no 1m size)`);
  }
  const m1 = ok.find((r) => r.requested === 1_000_000);
  const k100 = ok.find((r) => r.requested === 100_000);
  if (m1 && k100) {
    const ratio = m1.median.ms.check / k100.median.ms.check;
    const bytesRatio = m1.bytes / k100.bytes;
    out.push(
      `  time(1m)/time(100k) = ${ratio.toFixed(2)} (source ratio ${bytesRatio.toFixed(2)}; ~linear when close to it)`,
    );
  } else {
    out.push('  time(1m)/time(100k): needs both sizes');
  }
  process.stdout.write(out.join('\n') + '\n');
  for (const r of ok) {
    const m = r.median;
    const notes: string[] = [
      `frontend threads (jobs): ${r.jobs}${r.jobs > 1 ? ' (workers start only with 2+ units and 256 KB+ of source)' : ''}`,
    ];
    if (m.topDiagnostics.length > 0) notes.push(`diagnostics: ${m.topDiagnostics.join(', ')}`);
    if (m.topSkipReasons.length > 0) notes.push(`skip reasons: ${m.topSkipReasons.join(', ')}`);
    if (!frontendOnly)
      notes.push(
        `layer 1 stages (ms): points-to ${m.layer1Stages.pointsTo.toFixed(0)}, locksets+threads ${m.layer1Stages.locksets.toFixed(0)}, candidates ${m.layer1Stages.candidates.toFixed(0)}; ${m.threads} threads`,
      );
    if (r.runs > 1)
      notes.push(
        `${frontendOnly ? 'frontend' : 'check'} totals (s): ${r.allTotalsMs.map((t) => (t / 1000).toFixed(2)).join(', ')}`,
      );
    process.stdout.write(`\n${r.label}:\n  ${notes.join('\n  ')}\n`);
  }
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  if (args.one !== undefined) {
    if (args.dir === undefined) throw new Error('--one needs --dir');
    // What the CLI and the Action do first (src/util/heap.ts); --default-heap measures without it.
    if (!args.defaultHeap) limitHeapGrowth();
    await runOne(args.one, args.dir, args.runs ?? defaultRuns(parseSize(args.one)), args);
    return;
  }
  process.stdout.write(
    `${args.frontend ? 'frontend' : 'whole-check'} benchmark: node ${process.version}, ${cpus()[0]?.model ?? 'unknown cpu'} x${cpus().length}, seed ${args.seed}\n`,
  );
  const rows: SizeResult[] = [];
  for (const label of args.sizes) {
    const lines = parseSize(label);
    const dir = resolve(OUT, label);
    const gen = ensureProgram(dir, lines, args.seed, args.regen);
    const { bytes, files } = dirBytes(dir);
    process.stdout.write(
      gen.genSeconds !== undefined
        ? `generated ${label}: ${gen.stats.lines} lines, ${files} files, ${(bytes / 1e6).toFixed(2)} MB in ${gen.genSeconds.toFixed(2)} s\n`
        : `reusing ${label}: ${gen.stats.lines} lines, ${files} files, ${(bytes / 1e6).toFixed(2)} MB (${dir})\n`,
    );
    const runs = args.runs ?? defaultRuns(lines);
    const base = {
      label,
      requested: lines,
      lines: gen.stats.lines,
      files,
      bytes,
      genSeconds: gen.genSeconds,
    };
    try {
      const child = await runChild(label, dir, runs, args);
      rows.push({ ...base, ...child });
      process.stdout.write(
        `  ${label}: median ${args.frontend ? 'frontend' : 'check'} ${(child.median.ms.check / 1000).toFixed(2)} s over ${runs} run(s)\n`,
      );
    } catch (e) {
      rows.push({
        ...base,
        units: 0,
        runs,
        jobs: 0,
        median: {
          ms: { preprocess: 0, parse: 0, lower: 0, link: 0, total: 0, layer1: 0, layer2: 0, check: 0 },
          frontendCpuMs: 0,
          layer1Stages: { pointsTo: 0, locksets: 0, candidates: 0 },
          layer2Outcome: '',
          threads: 0,
          candidates: 0,
          functions: 0,
          skipped: 0,
          errors: 0,
          warnings: 0,
          topDiagnostics: [],
          topSkipReasons: [],
        },
        allTotalsMs: [],
        maxRssMb: 0,
        error: (e as Error).message,
      });
    }
  }
  printTable(rows, args.frontend);
  printTargets(rows, args.frontend);
  if (args.json)
    writeFileSync(
      args.json,
      JSON.stringify({ node: process.version, seed: args.seed, sizes: rows }, null, 2) + '\n',
    );
  if (rows.some((r) => r.error)) process.exitCode = 1;
}

main().catch((e: unknown) => {
  process.stderr.write(`bench/check: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
  process.exit(2);
});
