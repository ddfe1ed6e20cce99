/**
 * Frontend benchmark: generates programs of 10 KLOC, 100 KLOC and 1 MLOC (bench/generate.ts, into
 * bench/out/, git-ignored) and times `buildProgram` (preprocess, parse, lower, link) on each.
 *
 *   npm run bench                         # all three sizes
 *   npm run bench -- --sizes 10k,100k     # choose sizes
 *   node --import tsx bench/frontend.ts [--sizes LIST] [--runs N] [--seed N] [--regen] [--json FILE]
 *
 * Each size runs in its own child process (`--one SIZE`) so peak RSS (`process.resourceUsage()
 * .maxRSS`) and JIT/heap state of one size do not leak into another. 10k/100k run 3 times, 1M
 * once; the run with the median total time is reported.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type GenerateStats, parseSize, writeProgram } from './generate.js';

const HERE = dirname(fileURLToPath(import.meta.url));
const OUT = join(HERE, 'out');
const RESULT_TAG = '@@bench-result ';
const TARGET_MBPS = 1;
/** CONTRACTS: the whole check at 1 MLOC within 2 GB. */
const TARGET_RSS_MB = 2048;

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
}

function parseArgs(argv: string[]): Args {
  const args: Args = { sizes: ['10k', '100k', '1m'], seed: 1, regen: false };
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
    else if (a === '--dir') args.dir = val();
    else throw new Error(`unknown argument '${a}'`);
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

async function runOne(label: string, dir: string, runs: number): Promise<void> {
  const { buildProgram } = await import('../src/frontend/index.js');
  const { analyzeLayer1 } = await import('../src/analysis/index.js');
  const { checkCandidates, DEFAULT_CHECK_OPTIONS } = await import('../src/check/index.js');
  const srcDir = join(dir, 'src');
  const files = readdirSync(srcDir)
    .filter((f) => f.endsWith('.c'))
    .sort();
  const units = files.map((f) => ({ file: join(srcDir, f), lang: 'c' as const }));
  const includeDirs = [join(dir, 'include')];
  const results: RunResult[] = [];
  for (let i = 0; i < runs; i++) {
    const res = await buildProgram({ units, includeDirs });
    const t = performance.now();
    const l1 = analyzeLayer1(res.program);
    const layer1 = performance.now() - t;
    const t2 = performance.now();
    const l2 = l1.candidates.length > 0 ? checkCandidates(res.program, l1, DEFAULT_CHECK_OPTIONS) : undefined;
    const layer2 = performance.now() - t2;
    const diags = res.diagnostics;
    results.push({
      ms: { ...res.ms, layer1, layer2, check: res.ms.total + layer1 + layer2 },
      layer2Outcome: l2
        ? `${l2.states} states, ${l2.complete ? 'complete' : 'budget hit'}; ${['confirmed', 'possible', 'eliminated'].map((k) => `${l2.outcomes.filter((o) => o.status === k).length} ${k}`).join(', ')}`
        : 'no candidates',
      layer1Stages: l1.ms,
      threads: l1.threads.length,
      candidates: l1.candidates.length,
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
    median,
    allTotalsMs: results.map((r) => r.ms.check),
    // maxRSS is in kilobytes.
    maxRssMb: process.resourceUsage().maxRSS / 1024,
  };
  process.stdout.write(RESULT_TAG + JSON.stringify(out) + '\n');
}

// ---------------------------------------------------------------- parent

type ChildOut = Pick<SizeResult, 'units' | 'runs' | 'median' | 'allTotalsMs' | 'maxRssMb'>;

function runChild(label: string, dir: string, runs: number): Promise<ChildOut> {
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

function printTable(rows: SizeResult[]): void {
  const head = [
    'size',
    'lines',
    'files',
    'MB',
    'total s',
    'pp s',
    'parse s',
    'lower s',
    'link s',
    'L1 s',
    'L2 s',
    'check s',
    'cand',
    'MB/s',
    'fns',
    'skipped',
    'diag err',
    'RSS MB',
  ];
  const widths = [6, 9, 6, 7, 8, 7, 8, 8, 7, 7, 7, 8, 6, 7, 8, 8, 9, 8];
  const s = (ms: number): string => (ms / 1000).toFixed(3);
  const lines = [head.map((h, i) => pad(h, widths[i], i === 0)).join(' ')];
  for (const r of rows) {
    if (r.error) {
      lines.push(`${pad(r.label, widths[0], true)} FAILED: ${r.error}`);
      continue;
    }
    const m = r.median;
    const mbps = r.bytes / 1e6 / (m.ms.total / 1000);
    const cells = [
      r.label,
      String(r.lines),
      String(r.files),
      (r.bytes / 1e6).toFixed(2),
      s(m.ms.total),
      s(m.ms.preprocess),
      s(m.ms.parse),
      s(m.ms.lower),
      s(m.ms.link),
      s(m.ms.layer1),
      s(m.ms.layer2),
      s(m.ms.check),
      String(m.candidates),
      mbps.toFixed(2),
      String(m.functions),
      String(m.skipped),
      String(m.errors),
      r.maxRssMb.toFixed(0),
    ];
    lines.push(cells.map((c, i) => pad(c, widths[i], i === 0)).join(' '));
  }
  process.stdout.write('\n' + lines.join('\n') + '\n\n');
}

function printTargets(rows: SizeResult[]): void {
  const ok = rows.filter((r) => !r.error);
  const verdict = (pass: boolean): string => (pass ? 'ok' : 'MISSED');
  const out: string[] = ['targets:'];
  for (const r of ok) {
    const mbps = r.bytes / 1e6 / (r.median.ms.total / 1000);
    out.push(
      `  ${pad(r.label, 5, true)} throughput ${mbps.toFixed(2)} MB/s (target >= ${TARGET_MBPS}): ${verdict(mbps >= TARGET_MBPS)}`,
    );
  }
  for (const r of ok) {
    const limit = r.requested >= 1_000_000 ? 60 : r.requested >= 100_000 ? 5 : undefined;
    if (limit === undefined) continue;
    const sec = r.median.ms.check / 1000;
    out.push(
      `  ${pad(r.label, 5, true)} whole check (frontend + layer 1 + layer 2) ${sec.toFixed(2)} s (target <= ${limit} s): ${verdict(sec <= limit)}`,
    );
  }
  const big = ok.find((r) => r.requested >= 1_000_000);
  if (big) {
    out.push(
      `  ${pad(big.label, 5, true)} peak RSS ${big.maxRssMb.toFixed(0)} MB (target <= ${TARGET_RSS_MB} MB): ${verdict(big.maxRssMb <= TARGET_RSS_MB)}`,
    );
  } else {
    out.push('  peak RSS target (<= 2 GB at 1 MLOC): not measured (no 1m size)');
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
    const notes: string[] = [];
    if (m.topDiagnostics.length > 0) notes.push(`diagnostics: ${m.topDiagnostics.join(', ')}`);
    if (m.topSkipReasons.length > 0) notes.push(`skip reasons: ${m.topSkipReasons.join(', ')}`);
    notes.push(
      `layer 1 stages (ms): points-to ${m.layer1Stages.pointsTo.toFixed(0)}, locksets+threads ${m.layer1Stages.locksets.toFixed(0)}, candidates ${m.layer1Stages.candidates.toFixed(0)}; ${m.threads} threads`,
    );
    if (r.runs > 1)
      notes.push(`check totals (s): ${r.allTotalsMs.map((t) => (t / 1000).toFixed(2)).join(', ')}`);
    if (notes.length > 0) process.stdout.write(`\n${r.label}:\n  ${notes.join('\n  ')}\n`);
  }
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  if (args.one !== undefined) {
    if (args.dir === undefined) throw new Error('--one needs --dir');
    await runOne(args.one, args.dir, args.runs ?? defaultRuns(parseSize(args.one)));
    return;
  }
  process.stdout.write(
    `frontend benchmark: node ${process.version}, ${cpus()[0]?.model ?? 'unknown cpu'} x${cpus().length}, seed ${args.seed}\n`,
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
      const child = await runChild(label, dir, runs);
      rows.push({ ...base, ...child });
      process.stdout.write(
        `  ${label}: median check ${(child.median.ms.check / 1000).toFixed(2)} s over ${runs} run(s)\n`,
      );
    } catch (e) {
      rows.push({
        ...base,
        units: 0,
        runs,
        median: {
          ms: { preprocess: 0, parse: 0, lower: 0, link: 0, total: 0, layer1: 0, layer2: 0, check: 0 },
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
  printTable(rows);
  printTargets(rows);
  if (args.json)
    writeFileSync(
      args.json,
      JSON.stringify({ node: process.version, seed: args.seed, sizes: rows }, null, 2) + '\n',
    );
  if (rows.some((r) => r.error)) process.exitCode = 1;
}

main().catch((e: unknown) => {
  process.stderr.write(`bench/frontend: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
  process.exit(2);
});
