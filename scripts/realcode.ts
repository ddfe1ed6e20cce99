/**
 * The real-code run behind `npm run realcode`: every file gets `lockstep check --format json` in
 * its own process (crash isolation, a time limit per file), and the counts are collected: files,
 * verdicts, candidates, functions lowered and skipped, seconds, crashes, timeouts.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { groupReasons, markdownTable, runCorpus } from './realcode-programs.js';

const root = resolve(import.meta.dirname, '..');
const work = join(root, '.tmp', 'realcode');
mkdirSync(work, { recursive: true });
const cli = join(root, 'dist', 'cli.js');

interface FileResult {
  file: string;
  seconds: number;
  exit: number | null;
  verdict: string;
  candidates: number;
  functions: number;
  skipped: number;
  timedOut: boolean;
  crash?: string;
}

function runCheck(file: string, args: string[], timeoutSec: number): FileResult {
  const t = performance.now();
  const r = spawnSync('node', [cli, 'check', '--format', 'json', file, ...args], {
    encoding: 'utf8',
    timeout: timeoutSec * 1000,
    maxBuffer: 1 << 30,
  });
  const seconds = (performance.now() - t) / 1000;
  let json:
    | { verdict: string; findings: unknown[]; stats: { functions: number; functionsSkipped: number } }
    | undefined;
  try {
    json = JSON.parse(r.stdout ?? '');
  } catch {
    json = undefined;
  }
  const out: FileResult = {
    file,
    seconds,
    exit: r.status,
    verdict: json?.verdict ?? 'none',
    candidates: json?.findings.length ?? 0,
    functions: json?.stats.functions ?? 0,
    skipped: json?.stats.functionsSkipped ?? 0,
    timedOut: r.error?.message.includes('ETIMEDOUT') ?? false,
  };
  // Exit 0 (no finding) and 1 (findings) are verdicts; 2 or a signal is a crash.
  if ((r.status !== 0 && r.status !== 1) || (!json && !out.timedOut))
    out.crash = (r.stderr ?? '').split('\n').filter(Boolean).slice(-2).join(' | ');
  return out;
}

function walk(dir: string, pred: (p: string) => boolean, out: string[] = []): string[] {
  for (const e of readdirSync(dir).sort()) {
    const p = join(dir, e);
    const st = statSync(p, { throwIfNoEntry: false });
    if (!st) continue;
    if (st.isDirectory()) walk(p, pred, out);
    else if (pred(p)) out.push(p);
  }
  return out;
}

/** glibc's sources, extracted once from Debian's glibc-source tarball. */
function glibcTree(): string {
  const dir = join(work, 'glibc');
  const tarballs = readdirSync('/usr/src/glibc').filter((f) => /^glibc-.*\.tar\.xz$/.test(f));
  if (tarballs.length === 0) throw new Error('no glibc tarball in /usr/src/glibc');
  const name = tarballs[0]!.replace(/\.tar\.xz$/, '');
  const src = join(dir, name);
  if (!existsSync(src)) {
    mkdirSync(dir, { recursive: true });
    const r = spawnSync('tar', ['xf', join('/usr/src/glibc', tarballs[0]!), '-C', dir], { stdio: 'inherit' });
    if (r.status !== 0) throw new Error('tar failed');
  }
  return src;
}

/** The flags glibc's own build gives nptl/ on x86_64 (its include/ and sysdeps/ dirs). */
function glibcFlags(g: string): string[] {
  const sysdeps = [
    'sysdeps/unix/sysv/linux/x86_64/64',
    'sysdeps/unix/sysv/linux/x86_64',
    'sysdeps/unix/sysv/linux/x86/include',
    'sysdeps/unix/sysv/linux/x86',
    'sysdeps/x86/nptl',
    'sysdeps/unix/sysv/linux/wordsize-64',
    'sysdeps/x86_64/nptl',
    'sysdeps/unix/sysv/linux/include',
    'sysdeps/unix/sysv/linux',
    'sysdeps/nptl',
    'sysdeps/pthread',
    'sysdeps/gnu',
    'sysdeps/unix/inet',
    'sysdeps/unix/sysv',
    'sysdeps/unix/x86_64',
    'sysdeps/unix',
    'sysdeps/posix',
    'sysdeps/x86_64/64',
    'sysdeps/x86_64/fpu',
    'sysdeps/x86/fpu',
    'sysdeps/x86_64',
    'sysdeps/x86/include',
    'sysdeps/x86',
    'sysdeps/ieee754/float128',
    'sysdeps/ieee754/ldbl-96/include',
    'sysdeps/ieee754/ldbl-96',
    'sysdeps/ieee754/dbl-64',
    'sysdeps/ieee754/flt-32',
    'sysdeps/wordsize-64',
    'sysdeps/ieee754',
    'sysdeps/generic',
  ];
  // Files glibc's configure and build generate do not exist in a source tree: the settings
  // that matter here (config.h), the module numbers (libc-modules.h, normally -include'd) and
  // empty stand-ins for the version and syscall tables.
  const configDir = join(work, 'glibc-config');
  mkdirSync(join(configDir, 'misc', 'bits'), { recursive: true });
  const lines = (xs: string[]) => `${xs.join('\n')}\n`;
  writeFileSync(
    join(configDir, 'config.h'),
    lines(['#define HAVE_TUNABLES 1', '#define USE_MULTIARCH 1', '#define SHARED 1', '#define HAVE_IFUNC 1']),
  );
  const modules = [
    'libc',
    'libpthread',
    'rtld',
    'libm',
    'libdl',
    'librt',
    'testsuite',
    'nonlib',
    'extramodules',
  ];
  writeFileSync(
    join(configDir, 'libc-modules.h'),
    lines(['#define MODULE_LIBS_BEGIN 0', ...modules.map((m, i) => `#define MODULE_${m} ${i + 1}`)]),
  );
  writeFileSync(join(configDir, 'abi-versions.h'), '');
  writeFileSync(join(configDir, 'misc', 'bits', 'syscall.h'), '');
  return [
    '-std=gnu11',
    '-O2',
    `-I${configDir}`,
    ...['include', ...sysdeps, '.', 'nptl'].map((d) => `-I${join(g, d)}`),
    '-D_LIBC_REENTRANT',
    '-DMODULE_NAME=libc',
    '-D_GNU_SOURCE',
    '-DTOP_NAMESPACE=glibc',
    '-include',
    join(configDir, 'libc-modules.h'),
    '-include',
    join(g, 'include', 'libc-symbols.h'),
  ];
}

function summarise(name: string, flags: string, results: FileResult[]): Record<string, unknown> {
  const functions = results.reduce((s, r) => s + r.functions, 0);
  const skipped = results.reduce((s, r) => s + r.skipped, 0);
  const seconds = results.reduce((s, r) => s + r.seconds, 0);
  const slowest = [...results].sort((a, b) => b.seconds - a.seconds)[0];
  const summary = {
    corpus: name,
    flags,
    files: results.length,
    functionsLowered: functions,
    functionsSkipped: skipped,
    skippedShare: functions + skipped ? `${((100 * skipped) / (functions + skipped)).toFixed(1)} %` : 'n/a',
    verdicts: Object.fromEntries(
      ['race', 'race-free', 'unknown', 'none'].map((v) => [v, results.filter((r) => r.verdict === v).length]),
    ),
    candidates: results.reduce((s, r) => s + r.candidates, 0),
    over10s: results
      .filter((r) => r.seconds > 10)
      .map((r) => `${basename(r.file)} ${r.seconds.toFixed(1)} s`),
    seconds: Number(seconds.toFixed(1)),
    slowest: slowest ? `${basename(slowest.file)} ${slowest.seconds.toFixed(1)} s` : 'n/a',
    crashes: results.filter((r) => r.crash).length,
    timeouts: results.filter((r) => r.timedOut).length,
  };
  console.log(JSON.stringify(summary));
  for (const r of results)
    if (r.crash || r.timedOut)
      console.log(`  ${r.timedOut ? 'TIMEOUT' : 'CRASH'} ${r.file}: ${r.crash ?? ''}`);
  return { ...summary, results };
}

const only = process.argv[2];
const report: Record<string, unknown>[] = [];

if (only === '--programs') {
  // The real-program corpus (eval/realcode/programs.tsv); `npm run bench:layer2` prints the table.
  const runs = runCorpus({ only: process.argv.slice(3) });
  writeFileSync(join(work, 'programs.json'), JSON.stringify({ runs, reasons: groupReasons(runs) }, null, 2));
  console.log(markdownTable(runs, 'Real programs'));
  process.exit(runs.some((r) => r.crash) ? 1 : 0);
}

if (!only || only === 'nptl') {
  const g = glibcTree();
  const flags = glibcFlags(g);
  const files = readdirSync(join(g, 'nptl'))
    .filter((f) => f.endsWith('.c'))
    .sort()
    .map((f) => join(g, 'nptl', f));
  const cc = files.map((file) => ({ directory: g, file, arguments: ['gcc', ...flags, '-c', file] }));
  const ccPath = join(work, 'compile_commands.json');
  writeFileSync(ccPath, JSON.stringify(cc));
  const results = files.map((f) => runCheck(f, ['--compile-commands', ccPath, '--system-includes'], 60));
  report.push(
    summarise(
      'glibc nptl/',
      'glibc include/ and sysdeps/ dirs, -include libc-symbols.h, --system-includes',
      results,
    ),
  );
}

if (!only || only === 'npm') {
  // C files that npm packages ship; generated parsers over 5 MB get no time limit, only no crash.
  const files = walk(join(root, 'node_modules'), (p) => p.endsWith('.c'));
  const results = files.map((f) => runCheck(f, ['-I', join(f, '..')], statSync(f).size > 5e6 ? 3600 : 60));
  report.push(summarise('npm packages (.c)', "the file's own dir on -I; model headers", results));
}

if (!only || only === 'headers') {
  // The C library's headers, as Debian's libc6-dev installs them.
  const listed = spawnSync('dpkg', ['-L', 'libc6-dev'], { encoding: 'utf8' }).stdout ?? '';
  const files = listed
    .split('\n')
    .filter((p) => p.endsWith('.h') && existsSync(p) && statSync(p).isFile())
    .sort();
  const results = files.map((f) => runCheck(f, ['--system-includes', '--lang', 'c'], 60));
  report.push(summarise('system C headers (libc6-dev)', '--system-includes --lang c', results));
}

writeFileSync(join(work, 'report.json'), JSON.stringify(report, null, 2));
