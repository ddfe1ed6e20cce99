// Validates SARIF files with Microsoft's SARIF multitool (`validate --rule-kind "Gh;Sarif"`: the
// SARIF spec rules and GitHub code scanning's ingestion rules) and fails on any error or warning.
// The multitool exits 0 whatever it finds, so this reads its output log and counts.
//
//   node scripts/validate-sarif.mjs FILE.sarif...
//
// One deliberate policy setting (.ci/sarif-multitool.xml): SARIF2005's `informationUri` is not
// required. Lockstep has no public home page yet, and a made-up URL would mislead; the CLI writes
// package.json's `homepage` there once it has one, and then the setting can go.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The platform build of the multitool that npm installed (an optional dependency). */
export function multitoolPath() {
  const dir = join(root, 'node_modules/@microsoft');
  const pkg = existsSync(dir) ? readdirSync(dir).find((d) => d.startsWith('sarif-multitool-')) : undefined;
  if (!pkg) throw new Error('@microsoft/sarif-multitool is not installed (npm ci)');
  const exe = join(dir, pkg, process.platform === 'win32' ? 'Sarif.Multitool.exe' : 'Sarif.Multitool');
  // Its postinstall sets the executable bit; npm runs no install scripts here (ignore-scripts).
  if (process.platform !== 'win32' && (statSync(exe).mode & 0o100) === 0) chmodSync(exe, 0o755);
  return exe;
}

/** The JSON schema of SARIF 2.1.0 that the multitool ships. */
export function sarifSchemaPath() {
  return join(dirname(multitoolPath()), 'sarif-2.1.0.json');
}

/** Runs the multitool on the files; returns its findings at level error or warning. */
export function validateSarif(files) {
  const out = mkdtempSync(join(tmpdir(), 'lockstep-sarif-'));
  const log = join(out, 'validation.sarif');
  try {
    const r = spawnSync(
      multitoolPath(),
      [
        'validate',
        ...files.map((f) => resolve(f)),
        '-o',
        log,
        '--log',
        'ForceOverwrite',
        '--rule-kind',
        'Gh;Sarif',
        '--config',
        join(root, '.ci/sarif-multitool.xml'),
      ],
      { encoding: 'utf8' },
    );
    if (r.error) throw r.error;
    if (!existsSync(log)) throw new Error(`the multitool wrote no log:\n${r.stdout}\n${r.stderr}`);
    const validation = JSON.parse(readFileSync(log, 'utf8'));
    const findings = [];
    for (const run of validation.runs) {
      for (const res of run.results ?? []) {
        const level = res.level ?? 'warning';
        if (level !== 'error' && level !== 'warning') continue;
        const where = res.locations?.[0]?.physicalLocation;
        findings.push({
          level,
          rule: res.ruleId,
          file: where?.artifactLocation?.uri,
          line: where?.region?.startLine,
          message: res.message?.text ?? JSON.stringify(res.message?.arguments ?? []),
        });
      }
      for (const n of run.invocations?.[0]?.toolExecutionNotifications ?? []) {
        if (n.level === 'error') findings.push({ level: 'error', rule: 'tool', message: n.message?.text });
      }
    }
    const scanned = /(\d+) files? scanned/.exec(r.stdout)?.[1];
    return { findings, scanned: scanned === undefined ? undefined : Number(scanned), stdout: r.stdout };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const files = process.argv.slice(2);
  if (files.length === 0) {
    console.error('usage: node scripts/validate-sarif.mjs FILE.sarif...');
    process.exit(2);
  }
  const { findings, scanned } = validateSarif(files);
  for (const f of findings) console.error(`${f.file ?? ''}:${f.line ?? ''}: ${f.level} ${f.rule}: ${f.message}`);
  const errors = findings.filter((f) => f.level === 'error').length;
  const warnings = findings.length - errors;
  console.log(`sarif multitool: ${scanned ?? '?'} files, ${errors} errors, ${warnings} warnings`);
  if (findings.length > 0 || scanned !== files.length) process.exit(1);
}
