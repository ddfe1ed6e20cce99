/**
 * The real-program corpus (eval/realcode/programs.tsv): public concurrent C programs nobody here
 * wrote, each checked as one `lockstep check --format json FILES -I... -D...` run in its own
 * process. Behind `npm run realcode -- --programs` and `npm run bench:layer2`.
 *
 * Sources are materialised into the git-ignored corpus/realcode/ folder, one tree per repository
 * and commit, from a bare git mirror ($LOCKSTEP_MIRRORS/OWNER+NAME/repo, default /work/.mirror, as
 * the `fetch` tool leaves it, or any `git clone --bare` of the repository).
 */
import { execFileSync, type SpawnSyncReturns, spawnSync } from 'node:child_process';
import {
  closeSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const mirrors = process.env.LOCKSTEP_MIRRORS ?? '/work/.mirror';
const corpusDir = join(root, 'corpus', 'realcode');
// LOCKSTEP_CLI: another build to measure (e.g. a copy of dist/ from before a change).
const cli = process.env.LOCKSTEP_CLI ?? join(root, 'dist', 'cli.js');
// LOCKSTEP_NODE_ARGS: Node flags for each check's process, e.g. `--cpu-prof --cpu-prof-dir=DIR`.
const nodeArgs = (process.env.LOCKSTEP_NODE_ARGS ?? '').split(' ').filter(Boolean);

export interface Program {
  name: string;
  repository: string;
  commit: string;
  files: string[];
  includeDirs: string[];
  defines: string[];
  machineHeaders: string[];
  notes: string;
}

const list = (cell: string | undefined): string[] =>
  !cell || cell === '-'
    ? []
    : cell
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);

export function readPrograms(file = join(root, 'eval', 'realcode', 'programs.tsv')): Program[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim() && !l.startsWith('#'))
    .map((line) => {
      const [name, repository, commit, files, inc, defs, headers, notes] = line.split('\t');
      if (!name || !repository || !commit || !files) throw new Error(`programs.tsv: bad row: ${line}`);
      return {
        name,
        repository,
        commit,
        files: list(files),
        includeDirs: list(inc),
        defines: list(defs),
        machineHeaders: list(headers),
        notes: notes ?? '',
      };
    });
}

/** The parts of the repository's tree the program needs, extracted once (git archive) from the mirror. */
function sourceTree(p: Program): string {
  // One tree per program: each takes only the parts of its repository it needs.
  const dir = join(corpusDir, 'src', `${p.name}@${p.commit.slice(0, 12)}`);
  if (existsSync(join(dir, '.complete'))) return dir;
  let gitDir = join(mirrors, p.repository.replace('/', '+'), 'repo');
  if (existsSync(join(gitDir, '.git'))) gitDir = join(gitDir, '.git');
  if (!existsSync(gitDir)) throw new Error(`no mirror of ${p.repository} at ${gitDir}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  // File by file (not `git archive`, which fails on a snapshot that lacks some big blob).
  const listed = execFileSync('git', ['--git-dir', gitDir, 'ls-tree', '-r', '--name-only', p.commit], {
    encoding: 'utf8',
    maxBuffer: 1 << 30,
  });
  for (const path of listed.split('\n').filter(Boolean).filter(needed(p))) {
    let blob: Buffer;
    try {
      blob = execFileSync('git', ['--git-dir', gitDir, 'show', `${p.commit}:${path}`], {
        maxBuffer: 1 << 30,
      });
    } catch {
      continue; // absent from the snapshot (4 MiB and more): never a source the programs list
    }
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), blob);
  }
  writeFileSync(join(dir, '.complete'), '');
  return dir;
}

/**
 * What the program needs of its repository: its files (a glob's whole directory) and its include
 * dirs; the top level (`.`) only as its own files, since snapshots may lack big files elsewhere.
 */
function needed(p: Program): (path: string) => boolean {
  const dirs = [
    ...p.files.filter((f) => f.includes('*')).map((f) => f.slice(0, Math.max(f.lastIndexOf('/'), 0))),
    ...p.includeDirs,
  ].map((d) => (d === '.' ? '' : d));
  const files = new Set(p.files.filter((f) => !f.startsWith('!') && !f.includes('*')));
  return (path) =>
    files.has(path) || dirs.some((d) => (d === '' ? !path.includes('/') : path.startsWith(`${d}/`)));
}

/** Expands `dir/*.c` (a `*` in the last component only) and drops `!path` exclusions. */
function expandFiles(tree: string, patterns: string[]): string[] {
  const excluded = new Set(patterns.filter((p) => p.startsWith('!')).map((p) => join(tree, p.slice(1))));
  const out: string[] = [];
  for (const pat of patterns.filter((p) => !p.startsWith('!'))) {
    const slash = pat.lastIndexOf('/');
    const base = pat.slice(slash + 1);
    if (!base.includes('*')) {
      out.push(join(tree, pat));
      continue;
    }
    const dir = join(tree, pat.slice(0, Math.max(slash, 0)));
    const re = new RegExp(`^${base.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
    for (const f of readdirSync(dir).sort()) if (re.test(f)) out.push(join(dir, f));
  }
  return out.filter((f) => !excluded.has(f));
}

/** Include dirs: the program's own, its committed shims, and copies of the machine headers it names. */
function includeDirs(p: Program, tree: string): string[] {
  const dirs = p.includeDirs.map((d) => join(tree, d));
  const shims = join(root, 'eval', 'realcode', 'shims', p.name);
  if (existsSync(shims)) dirs.push(shims);
  if (p.machineHeaders.length > 0) {
    const dir = join(corpusDir, 'machine-headers', p.name);
    mkdirSync(dir, { recursive: true });
    for (const h of p.machineHeaders) copyFileSync(join('/usr/include', h), join(dir, h));
    dirs.push(dir);
  }
  return dirs;
}

export interface ProgramRun {
  name: string;
  repository: string;
  files: number;
  lines: number;
  exit: number | null;
  verdict: string;
  crash?: string;
  timedOut: boolean;
  functions: number;
  functionsSkipped: number;
  candidates: number;
  confirmed: number;
  eliminated: number;
  possible: number;
  statesExplored: number;
  ms: { frontend: number; layer1: number; layer2: number; total: number };
  wallSeconds: number;
  /** User + system CPU seconds of the child (GNU time): steadier than wall time on a shared machine. */
  cpuSeconds: number;
  peakRssMB: number;
  verdictReasons: string[];
  budgetDiagnostics: string[];
}

interface CheckJson {
  verdict: string;
  verdictReasons: string[];
  findings: { status: string }[];
  diagnostics: { code: string; message: string }[];
  stats: {
    functions: number;
    functionsSkipped: number;
    candidates: number;
    eliminated: number;
    confirmed: number;
    possible: number;
    statesExplored: number;
    ms: { frontend: number; layer1: number; layer2: number; total: number };
  };
}

const countLines = (files: string[]) =>
  files.reduce((n, f) => n + (existsSync(f) ? readFileSync(f, 'utf8').split('\n').length : 0), 0);

/** Reports up to this size are parsed whole; larger ones only where the table's fields are. */
const WHOLE_REPORT = 256 << 20;

/**
 * The fields the table needs from a `--format json` report (pretty-printed, `stats` last): the
 * whole report when it is small, else its head (verdict, reasons) and its tail (diagnostics,
 * stats), so that a report of gigabytes (zstd's compressor: 5 GB of traces) still gives its row.
 */
function readReport(file: string): CheckJson | undefined {
  try {
    const size = statSync(file).size;
    if (size <= WHOLE_REPORT) return JSON.parse(readFileSync(file, 'utf8')) as CheckJson;
    const fd = openSync(file, 'r');
    const read = (from: number, length: number) => {
      const buf = Buffer.alloc(length);
      readSync(fd, buf, 0, length, from);
      return buf.toString('utf8');
    };
    const head = read(0, 4 << 20);
    const tail = read(size - (64 << 20), 64 << 20);
    closeSync(fd);
    const verdict = /"verdict": "([^"]+)"/.exec(head)?.[1] ?? 'none';
    const reasons = /"verdictReasons": (\[[\s\S]*?\n {2}\])/.exec(head)?.[1];
    const diagnostics = /\n {2}"diagnostics": (\[[\s\S]*?\n {2}\]),\n {2}"stats"/.exec(tail)?.[1];
    const stats = /\n {2}"stats": (\{[\s\S]*\n {2}\})\n\}\n?$/.exec(tail)?.[1];
    if (!stats) return undefined;
    return {
      verdict,
      verdictReasons: reasons ? (JSON.parse(reasons) as string[]) : [],
      findings: [],
      diagnostics: diagnostics ? (JSON.parse(diagnostics) as CheckJson['diagnostics']) : [],
      stats: JSON.parse(stats) as CheckJson['stats'],
    };
  } catch {
    return undefined;
  }
}

/** The check of one program as a command: its working directory, its files and the Node arguments. */
export function programCommand(
  p: Program,
  extraArgs: string[],
): { cwd: string; files: string[]; args: string[] } {
  const tree = sourceTree(p);
  const files = expandFiles(tree, p.files);
  const args = [
    ...nodeArgs,
    cli,
    'check',
    '--format',
    'json',
    ...files,
    ...includeDirs(p, tree).flatMap((d) => ['-I', d]),
    ...p.defines.flatMap((d) => ['-D', d]),
    ...extraArgs,
  ];
  return { cwd: tree, files, args };
}

/** One program, one child process; peak RSS from GNU time when present. */
export function runProgram(p: Program, extraArgs: string[], timeoutSec: number): ProgramRun {
  const { cwd: tree, files, args } = programCommand(p, extraArgs);
  const rssFile = join(corpusDir, `${p.name}.rss`);
  const gnuTime = existsSync('/usr/bin/time');
  const [cmd, cmdArgs] = gnuTime
    ? // coreutils' timeout inside GNU time: killing time alone would leave the check running.
      [
        '/usr/bin/time',
        [
          '-f',
          '%M %U %S',
          '-o',
          rssFile,
          'timeout',
          '-s',
          'KILL',
          `${timeoutSec}`,
          process.execPath,
          ...args,
        ],
      ]
    : [process.execPath, args];
  const t = performance.now();
  // The report goes to a file: a large program's can pass what one string (or a pipe's buffer) holds.
  const outFile = join(corpusDir, `${p.name}.json`);
  const out = openSync(outFile, 'w');
  let r: SpawnSyncReturns<string>;
  try {
    r = spawnSync(cmd, cmdArgs, {
      encoding: 'utf8',
      timeout: (timeoutSec + 30) * 1000,
      killSignal: 'SIGKILL',
      maxBuffer: 1 << 30,
      cwd: tree,
      stdio: ['ignore', out, 'pipe'],
    });
  } finally {
    closeSync(out);
  }
  const wallSeconds = (performance.now() - t) / 1000;
  const json = readReport(outFile);
  rmSync(outFile, { force: true });
  // timeout(1) kills with SIGKILL (exit 137 through GNU time); spawnSync's own limit is a backstop.
  const timedOut = (r.error?.message.includes('ETIMEDOUT') ?? false) || r.status === 137;
  // GNU time's last line: peak RSS in KB, user and system CPU seconds.
  const [rssKB = 0, user = 0, sys = 0] =
    gnuTime && existsSync(rssFile)
      ? (readFileSync(rssFile, 'utf8').trim().split('\n').pop() ?? '').split(' ').map(Number)
      : [];
  const s = json?.stats;
  const run: ProgramRun = {
    name: p.name,
    repository: p.repository,
    files: files.length,
    lines: countLines(files),
    exit: r.status,
    verdict: json?.verdict ?? 'none',
    timedOut,
    functions: s?.functions ?? 0,
    functionsSkipped: s?.functionsSkipped ?? 0,
    candidates: s?.candidates ?? 0,
    confirmed: s?.confirmed ?? 0,
    eliminated: s?.eliminated ?? 0,
    possible: s?.possible ?? 0,
    statesExplored: s?.statesExplored ?? 0,
    ms: s?.ms ?? { frontend: 0, layer1: 0, layer2: 0, total: 0 },
    wallSeconds: Number(wallSeconds.toFixed(2)),
    cpuSeconds: Number((user + sys).toFixed(2)),
    peakRssMB: Number.isFinite(rssKB) ? Math.round(rssKB / 1024) : 0,
    verdictReasons: json?.verdictReasons ?? [],
    budgetDiagnostics: (json?.diagnostics ?? [])
      .filter((d) => /budget|ceiling/.test(d.code))
      .map((d) => `${d.code}: ${d.message}`),
  };
  // Exit 0 (no finding) and 1 (findings) are verdicts; 2, a signal or no JSON is a crash.
  if (!timedOut && ((r.status !== 0 && r.status !== 1) || !json))
    run.crash = (r.stderr ?? '')
      .split('\n')
      .filter((l) => l.trim() && !/^\s+at /.test(l))
      .slice(-3)
      .join(' | ')
      .slice(0, 300);
  return run;
}

/**
 * A verdict reason reduced to its cause: names in quotes become the function they concern (for
 * "has no body or model" reasons) or `…`, counts become N, so that programs group by cause.
 */
export function reasonCause(reason: string): { cause: string; fn?: string } {
  const noModel = /^'([^']+)' has no body or model and is handed (the lock|the function pointer|a)/.exec(
    reason,
  );
  if (noModel) return { cause: `no body or model, handed ${noModel[2]}`, fn: noModel[1] };
  return { cause: reason.replace(/'[^']*'/g, '…').replace(/\d+/g, 'N') };
}

export function groupReasons(runs: ProgramRun[]): { cause: string; programs: number; functions: string[] }[] {
  const byCause = new Map<string, { programs: Set<string>; functions: Map<string, number> }>();
  for (const r of runs) {
    if (r.verdict !== 'unknown') continue;
    for (const reason of r.verdictReasons) {
      const { cause, fn } = reasonCause(reason);
      const g = byCause.get(cause) ?? { programs: new Set(), functions: new Map() };
      g.programs.add(r.name);
      if (fn) g.functions.set(fn, (g.functions.get(fn) ?? 0) + 1);
      byCause.set(cause, g);
    }
  }
  return [...byCause.entries()]
    .map(([cause, g]) => ({
      cause,
      programs: g.programs.size,
      functions: [...g.functions.entries()].sort((a, b) => b[1] - a[1]).map(([f, n]) => `${f} (${n})`),
    }))
    .sort((a, b) => b.programs - a.programs);
}

const perSecond = (r: ProgramRun) =>
  r.ms.layer2 > 0 ? Math.round(r.statesExplored / (r.ms.layer2 / 1000)) : 0;

export function markdownTable(runs: ProgramRun[], title: string): string {
  const rows = runs.map((r) =>
    [
      r.name,
      r.crash ? 'CRASH' : r.timedOut ? 'TIMEOUT' : r.verdict,
      r.functions,
      r.candidates,
      r.confirmed,
      r.eliminated,
      r.possible,
      (r.ms.frontend / 1000).toFixed(1),
      (r.ms.layer1 / 1000).toFixed(1),
      (r.ms.layer2 / 1000).toFixed(1),
      r.statesExplored,
      perSecond(r),
      r.wallSeconds.toFixed(1),
      r.cpuSeconds.toFixed(1),
      r.peakRssMB,
    ].join(' | '),
  );
  const sum = (f: (r: ProgramRun) => number) => runs.reduce((n, r) => n + f(r), 0);
  const cand = sum((r) => r.candidates);
  const decided = sum((r) => r.confirmed + r.eliminated);
  const reasons = groupReasons(runs);
  const problems = runs.filter((r) => r.crash || r.timedOut || r.wallSeconds > 10 || r.peakRssMB > 2048);
  return [
    `# ${title}`,
    '',
    `${runs.length} programs; verdicts: ${['race', 'race-free', 'unknown', 'none']
      .map((v) => `${v} ${runs.filter((r) => r.verdict === v).length}`)
      .join(
        ', ',
      )}; crashes ${runs.filter((r) => r.crash).length}, timeouts ${runs.filter((r) => r.timedOut).length}, over 10 s ${runs.filter((r) => r.wallSeconds > 10).length}, over 2 GB ${runs.filter((r) => r.peakRssMB > 2048).length}.`,
    `Candidates ${cand}: confirmed ${sum((r) => r.confirmed)}, eliminated ${sum((r) => r.eliminated)}, possible ${sum((r) => r.possible)} (${cand ? ((100 * decided) / cand).toFixed(1) : '0'} % decided).`,
    '',
    '| program | verdict | fns | cand | conf | elim | poss | frontend s | L1 s | L2 s | states | states/s | whole s | CPU s | peak MB |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map((r) => `| ${r} |`),
    '',
    '## Unknown reasons by cause',
    '',
    '| programs | cause | functions (programs) |',
    '| ---: | --- | --- |',
    ...reasons.map((g) => `| ${g.programs} | ${g.cause} | ${g.functions.slice(0, 25).join(', ')} |`),
    '',
    '## Crashes, timeouts, over 10 s or 2 GB',
    '',
    ...(problems.length === 0
      ? ['none']
      : problems.map(
          (r) =>
            `- ${r.name}: ${r.crash ? `crash: ${r.crash}` : r.timedOut ? 'timed out' : ''} ${r.wallSeconds.toFixed(1)} s, ${r.peakRssMB} MB; ${r.budgetDiagnostics.join('; ')}`,
        )),
    '',
  ].join('\n');
}

/** Runs the corpus (or the programs named in `only`), printing one line per program. */
export function runCorpus(opts: {
  only?: string[];
  extraArgs?: string[];
  timeoutSec?: number;
}): ProgramRun[] {
  const programs = readPrograms().filter((p) => !opts.only?.length || opts.only.includes(p.name));
  const runs: ProgramRun[] = [];
  for (const p of programs) {
    let r: ProgramRun;
    try {
      r = runProgram(p, opts.extraArgs ?? [], opts.timeoutSec ?? 120);
    } catch (e) {
      console.log(`${p.name}: not materialised: ${(e as Error).message}`);
      continue;
    }
    runs.push(r);
    console.log(
      `${r.name.padEnd(26)} ${(r.crash ? 'CRASH' : r.timedOut ? 'TIMEOUT' : r.verdict).padEnd(9)} fns ${r.functions} cand ${r.candidates} (c ${r.confirmed} e ${r.eliminated} p ${r.possible}) ${r.wallSeconds.toFixed(1)} s (CPU ${r.cpuSeconds.toFixed(1)} s) ${r.peakRssMB} MB${r.crash ? ` ${r.crash}` : ''}`,
    );
  }
  return runs;
}
