/**
 * `.lockstep.yml` end to end: one fixture per feature under test/fixtures/config/<feature>/, each
 * run through the CLI with and without its configuration, plus the loader's error messages,
 * baselines, precedence, `init` and `explain`.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without type declarations
import { sarifSchemaPath, validateSarif } from '../../scripts/validate-sarif.mjs';
import { ConfigError, parseConfig } from '../../src/config/loader.js';
import { configJsonSchema } from '../../src/config/schema.js';
import { pathGlob } from '../../src/report/suppressions.js';
import type { AnalysisResult } from '../../src/result.js';
import { parseFixture, REPO_ROOT } from '../fixture-runner.js';
import { runCliCaptured } from '../helpers.js';

const DIR = 'test/fixtures/config';
// Tests decide by states only: no wall-clock limit.
const NO_TIME_LIMIT = ['--time-budget', '86400'];

const run = (args: string[], cwd = REPO_ROOT) => runCliCaptured(args, cwd);

async function check(feature: string, file: string, withConfig: boolean, extra: string[] = []) {
  const config = withConfig ? ['--config', `${DIR}/${feature}/.lockstep.yml`] : [];
  const r = await run([
    'check',
    `${DIR}/${feature}/${file}`,
    ...config,
    '--format',
    'json',
    ...NO_TIME_LIMIT,
    ...extra,
  ]);
  expect(r.stderr).toBe('');
  return { code: r.code, result: JSON.parse(r.stdout) as AnalysisResult };
}

/** Lines of `file` that some finding (suppressed ones included) lists as a racing access. */
function flaggedLines(result: AnalysisResult, file: string): number[] {
  const out = new Set<number>();
  for (const f of [...result.findings, ...(result.suppressed ?? [])])
    for (const a of f.accesses) if (a.file === file) out.add(a.line);
  return [...out].sort((a, b) => a - b);
}

/** The fixture's annotations hold with its configuration. */
async function expectAnnotations(feature: string, file: string) {
  const fx = parseFixture(join(REPO_ROOT, DIR, feature, file));
  const { result } = await check(feature, file, true);
  expect(result.verdict).toBe(fx.expect);
  const flagged = flaggedLines(result, fx.name);
  for (const l of fx.raceLines) expect(flagged, `RACE! line ${l}`).toContain(l);
  for (const l of fx.silentLines) expect(flagged, `NORACE line ${l}`).not.toContain(l);
  return result;
}

describe('models: a lock wrapper without a body', () => {
  it('is race-free with its model', async () => {
    const result = await expectAnnotations('wrapper-lock', 'main.c');
    expect(result.findings).toEqual([]);
  });
  it('is reported as a race without it (grab and release are unknown functions)', async () => {
    const { result } = await check('wrapper-lock', 'main.c', false);
    expect(result.findings.map((f) => f.location)).toContain('balance');
    expect(result.diagnostics.filter((d) => d.code === 'unknown-function').map((d) => d.message)).toEqual([
      expect.stringMatching(/^'grab' has no body/),
      expect.stringMatching(/^'release' has no body/),
    ]);
  });
});

describe('models: a thread pool submit modelled as spawn', () => {
  it('finds and confirms the race on total with the model', async () => {
    const result = await expectAnnotations('thread-pool', 'main.c');
    expect(result.findings.map((f) => [f.location, f.status])).toEqual([['total', 'confirmed']]);
    expect([...new Set(result.findings[0]!.accesses.map((a) => a.thread))].sort()).toEqual([
      'main#1',
      'work#1',
    ]);
  });
  it('sees no thread without it', async () => {
    const { result } = await check('thread-pool', 'main.c', false);
    expect(result.findings).toEqual([]);
    expect(result.verdict).toBe('unknown');
    expect(result.stats.threads).toBe(1);
  });
});

describe('entry points', () => {
  it('a callback handed to a library races with main only as an entry point', async () => {
    const result = await expectAnnotations('entry-point', 'main.c');
    // The model checker starts the entry point beside main: the race is confirmed.
    expect(result.findings.map((f) => [f.location, f.status])).toEqual([['received', 'confirmed']]);
    expect(result.findings[0]!.witness!.steps.map((s) => s.thread)).toContain('on_message#1');
    const without = await check('entry-point', 'main.c', false);
    expect(without.result.findings).toEqual([]);
  });
  it('--entry-point on the command line does the same', async () => {
    const { result } = await check('entry-point', 'main.c', false, ['--entry-point', 'on_*']);
    expect(result.findings.map((f) => f.location)).toEqual(['received']);
    expect(result.findings[0]!.accesses.map((a) => a.thread)).toEqual(
      expect.arrayContaining(['on_message#1', 'main#1']),
    );
  });
  it('instances: many races with itself even when it never runs beside main', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lockstep-ep-'));
    const cfg = (instances: string) =>
      `entry-points:\n  - function: on_message\n    instances: ${instances}\n    with-main: false\nmodels:\n  - function: register_handler\n    kind: ignore\n`;
    writeFileSync(join(dir, 'many.yml'), cfg('many'));
    writeFileSync(join(dir, 'one.yml'), cfg('one'));
    const many = await run([
      'check',
      `${DIR}/entry-point/main.c`,
      '--config',
      join(dir, 'many.yml'),
      '--format',
      'json',
    ]);
    const result = JSON.parse(many.stdout) as AnalysisResult;
    expect(result.findings.map((f) => f.location)).toEqual(['received']);
    expect(result.findings[0]!.accesses.every((a) => a.function === 'on_message')).toBe(true);
    const one = await run([
      'check',
      `${DIR}/entry-point/main.c`,
      '--config',
      join(dir, 'one.yml'),
      '--format',
      'json',
    ]);
    expect((JSON.parse(one.stdout) as AnalysisResult).findings).toEqual([]);
  });
  it('with-main: false orders an entry point against main', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lockstep-ep-'));
    writeFileSync(
      join(dir, 'cfg.yml'),
      'entry-points:\n  - function: on_message\n    with-main: false\nmodels:\n  - function: register_handler\n    kind: ignore\n',
    );
    const r = await run([
      'check',
      `${DIR}/entry-point/main.c`,
      '--config',
      join(dir, 'cfg.yml'),
      '--format',
      'json',
    ]);
    const result = JSON.parse(r.stdout) as AnalysisResult;
    expect(result.findings).toEqual([]);
    expect(r.code).toBe(0);
  });
  it('an entry point that names no function is a warning', async () => {
    const { result } = await check('entry-point', 'main.c', false, ['--entry-point', 'no_such_fn']);
    expect(result.diagnostics).toContainEqual(
      expect.objectContaining({
        code: 'unknown-entry-point',
        message: "entry point 'no_such_fn' matches no function with a body",
      }),
    );
  });
  it('an entry point that names main says main runs already, not that it matches nothing', async () => {
    const { result } = await check('entry-point', 'main.c', false, ['--entry-point', 'main']);
    const about = (pattern: string) =>
      result.diagnostics.filter((d) => d.message.startsWith(`entry point '${pattern}'`));
    expect(about('main')).toEqual([
      {
        severity: 'warning',
        code: 'main-entry-point',
        message: "entry point 'main' needs no entry: main already runs as the program's first thread",
      },
    ]);
    const globs = await check('entry-point', 'main.c', false, [
      '--entry-point',
      'ma?n',
      '--entry-point',
      '*',
    ]);
    expect(globs.result.diagnostics).toContainEqual({
      severity: 'warning',
      code: 'main-entry-point',
      message:
        "entry point 'ma?n' matches only main, which needs no entry: it already runs as the program's first thread",
    });
    expect(globs.result.diagnostics).toContainEqual({
      severity: 'note',
      code: 'main-entry-point',
      message:
        "entry point '*' also matches main, which is left out: it already runs as the program's first thread",
    });
    expect(globs.result.diagnostics.map((d) => d.code)).not.toContain('unknown-entry-point');
  });
  it('the configuration file says the same of an entry point that names main', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lockstep-ep-main-'));
    writeFileSync(join(dir, 'cfg.yml'), 'entry-points:\n  - function: main\n  - function: no_such_fn\n');
    const r = await run([
      'check',
      `${DIR}/entry-point/main.c`,
      '--config',
      join(dir, 'cfg.yml'),
      '--format',
      'json',
    ]);
    const { diagnostics } = JSON.parse(r.stdout) as AnalysisResult;
    const entryDiagnostics = diagnostics.filter((d) => d.message.startsWith('entry point '));
    expect(entryDiagnostics.map((d) => [d.code, d.message])).toEqual([
      ['unknown-entry-point', "entry point 'no_such_fn' matches no function with a body"],
      [
        'main-entry-point',
        "entry point 'main' needs no entry: main already runs as the program's first thread",
      ],
    ]);
  });
  it('library mode: every external function of a library without main is a concurrent entry point', async () => {
    const result = await expectAnnotations('library', 'lib.c');
    expect(result.findings.map((f) => f.location)).toEqual(['hits']);
    expect(result.diagnostics.map((d) => d.code)).not.toContain('no-main');
    const without = await check('library', 'lib.c', false);
    expect(without.result.findings).toEqual([]);
    expect(without.result.verdictReasons).toContain('no main function, so no thread was analysed');
  });
});

describe('entry points with pointer parameters', () => {
  it('make the verdict unknown, not race-free: their objects come from outside', async () => {
    const result = await expectAnnotations('library-pointers', 'lib.c');
    expect(result.findings).toEqual([]);
    expect(result.verdictReasons).toEqual([
      "2 entry points take pointer parameters from callers outside the analysed code ('counter_inc', 'counter_get')",
    ]);
    expect(result.diagnostics.map((d) => d.code)).toEqual([
      'entry-point-pointer-params',
      'entry-point-pointer-params',
    ]);
  });
});

describe('suppressions from .lockstep.yml', () => {
  it('by fingerprint, by variable glob and by file + function glob; the rest stays', async () => {
    const { code, result } = await check('suppressions', 'main.c', true);
    expect(result.findings.map((f) => f.location)).toEqual(['balance']);
    expect(
      (result.suppressed ?? []).map((f) => [
        f.location,
        f.suppressions!.map((s) => `${s.kind}: ${s.justification}`),
      ]),
    ).toEqual([
      ['trace_depth', ['external: debugging aids, never enabled in production']],
      ['stats_requests', ['external: stats_requests is an approximate counter']],
      ['stats_errors', ['external: error statistics, approximate by design']],
    ]);
    expect(result.stats.suppressed).toBe(3);
    expect(code).toBe(1);
    expect(result.diagnostics).toContainEqual({
      severity: 'warning',
      code: 'unused-suppression',
      message: 'suppressions[3] (variable "nothing_*") matches no finding',
      file: 'test/fixtures/config/suppressions/.lockstep.yml',
    });
  });
  it('suppressed findings do not count in the verdict or the exit code', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lockstep-sup-'));
    writeFileSync(
      join(dir, 'cfg.yml'),
      'suppressions:\n  - file: "**/suppressions/*.c"\n    reason: all of it\n',
    );
    const r = await run([
      'check',
      `${DIR}/suppressions/main.c`,
      '--config',
      join(dir, 'cfg.yml'),
      '--format',
      'json',
    ]);
    const result = JSON.parse(r.stdout) as AnalysisResult;
    expect(result.findings).toEqual([]);
    expect(result.stats.suppressed).toBe(4);
    expect(result.verdict).toBe('race-free');
    expect(r.code).toBe(0);
    // The race-free verdict says that it leaves the suppressed races aside, in every format.
    const statuses = result.suppressed!.map((f) => f.status);
    expect(result.verdictReasons).toHaveLength(1);
    expect(result.verdictReasons[0]).toMatch(
      /^4 findings are suppressed \(.*\) and not counted: suppressions do not affect the verdict$/,
    );
    expect(result.verdictCauses).toEqual([{ kind: 'suppressed', count: 4 }]);
    expect(statuses).toHaveLength(4);
    const md = await run([
      'check',
      `${DIR}/suppressions/main.c`,
      '--config',
      join(dir, 'cfg.yml'),
      '--format',
      'markdown',
    ]);
    expect(md.stdout).toContain('no data race apart from the suppressed findings');
    expect(md.stdout).not.toContain('no data race, and nothing was skipped');
    const text = await run(['check', `${DIR}/suppressions/main.c`, '--config', join(dir, 'cfg.yml')]);
    expect(text.stdout).toContain(`  - ${result.verdictReasons[0]}`);
  });
  it('SARIF keeps suppressed findings as results with external suppressions', async () => {
    const r = await run([
      'check',
      `${DIR}/suppressions/main.c`,
      '--config',
      `${DIR}/suppressions/.lockstep.yml`,
      '--format',
      'sarif',
    ]);
    const results = JSON.parse(r.stdout).runs[0].results as {
      properties: { sharedLocation: string };
      suppressions?: { kind: string; justification: string }[];
    }[];
    expect(
      results.map((x) => [x.properties.sharedLocation, x.suppressions?.map((s) => s.kind) ?? []]),
    ).toEqual([
      ['balance', []],
      ['trace_depth', ['external']],
      ['stats_requests', ['external']],
      ['stats_errors', ['external']],
    ]);
  });
  it('SARIF with suppressions (external and inSource) and baseline states is valid: schema and multitool', async () => {
    const ajv = new Ajv2020({ allErrors: true, strict: false });
    addFormats.default(ajv);
    const validate = ajv.compile(JSON.parse(readFileSync(sarifSchemaPath(), 'utf8')));
    const dir = mkdtempSync(join(tmpdir(), 'lockstep-sarif-'));
    const files: string[] = [];
    for (const feature of ['suppressions', 'inline']) {
      const base = join(dir, `${feature}.json`);
      await run(['check', `${DIR}/${feature}/main.c`, '--format', 'json', '-o', base, ...NO_TIME_LIMIT]);
      const file = join(dir, `${feature}.sarif`);
      const r = await run([
        'check',
        `${DIR}/${feature}/main.c`,
        '--config',
        `${DIR}/suppressions/.lockstep.yml`,
        '--baseline',
        base,
        '--format',
        'sarif',
        '-o',
        file,
        ...NO_TIME_LIMIT,
      ]);
      expect(r.code).toBe(0);
      const log = JSON.parse(readFileSync(file, 'utf8'));
      expect(validate(log), JSON.stringify(validate.errors)).toBe(true);
      expect(log.runs[0].results.some((x: { suppressions?: unknown[] }) => x.suppressions?.length)).toBe(
        true,
      );
      files.push(file);
    }
    const { findings, scanned } = validateSarif(files);
    expect(scanned).toBe(2);
    expect(findings).toEqual([]);
  });
  it('file globs: * stays within a directory, ** crosses them', () => {
    expect(pathGlob('src/*.c').test('src/a.c')).toBe(true);
    expect(pathGlob('src/*.c').test('src/x/a.c')).toBe(false);
    expect(pathGlob('src/**/*.c').test('src/x/y/a.c')).toBe(true);
    expect(pathGlob('src/**/*.c').test('src/a.c')).toBe(true);
    expect(pathGlob('vendor/**').test('vendor/lib/z.c')).toBe(true);
    expect(pathGlob('a[0-9].c').test('a7.c')).toBe(true);
    expect(pathGlob('a.c').test('abc')).toBe(false);
  });
});

describe('inline suppressions', () => {
  it('apply with a reason; without one they do not apply and are reported; unused ones are reported', async () => {
    const { result } = await check('inline', 'main.c', false);
    expect(result.findings.map((f) => f.location)).toEqual(['misses']);
    expect(result.suppressed?.map((f) => [f.location, f.suppressions])).toEqual([
      [
        'hits',
        [
          {
            kind: 'inSource',
            justification: 'approximate statistics, never read for decisions',
            file: 'test/fixtures/config/inline/main.c',
            line: 12,
          },
        ],
      ],
    ]);
    expect(result.diagnostics.map((d) => [d.code, d.line])).toEqual([
      ['suppression-without-reason', 13],
      ['unused-suppression', 19],
    ]);
    const sarif = await run(['check', `${DIR}/inline/main.c`, '--format', 'sarif', ...NO_TIME_LIMIT]);
    const hits = JSON.parse(sarif.stdout).runs[0].results.find(
      (x: { properties: { sharedLocation: string } }) => x.properties.sharedLocation === 'hits',
    );
    expect(hits.suppressions[0].kind).toBe('inSource');
    expect(hits.suppressions[0].location.physicalLocation.region.startLine).toBe(12);
  });
});

describe('inline suppressions name their rule', () => {
  it('thread-unsafe-call suppresses a race on hidden state; data-race there suppresses nothing', async () => {
    const { result } = await check('inline-rules', 'main.c', false);
    expect(result.findings.map((f) => [f.kind, f.location])).toEqual([
      ['thread-unsafe-call', 'the hidden state of localtime()'],
    ]);
    expect(result.suppressed?.map((f) => [f.kind, f.location])).toEqual([
      ['thread-unsafe-call', 'the hidden state of rand()'],
    ]);
    expect(result.diagnostics.map((d) => [d.code, d.line])).toEqual([['unused-suppression', 13]]);
  });
});

describe('baseline', () => {
  for (const format of ['json', 'sarif'] as const) {
    it(`a ${format} baseline marks old findings unchanged (exit 0) and new ones new (exit 1)`, async () => {
      const dir = mkdtempSync(join(tmpdir(), 'lockstep-base-'));
      const base = join(dir, `base.${format}`);
      const first = await run([
        'check',
        `${DIR}/baseline/main.c`,
        '--format',
        format,
        '-o',
        base,
        ...NO_TIME_LIMIT,
      ]);
      expect(first.code).toBe(1);
      const same = await check('baseline', 'main.c', false, ['--baseline', base]);
      expect(same.result.findings.map((f) => [f.location, f.baselineState])).toEqual([
        ['old_counter', 'unchanged'],
      ]);
      expect(same.code).toBe(0);
      const more = await check('baseline', 'main.c', false, ['--baseline', base, '-DNEW_RACE']);
      expect(more.result.findings.map((f) => [f.location, f.baselineState])).toEqual([
        ['old_counter', 'unchanged'],
        ['new_counter', 'new'],
      ]);
      expect(more.code).toBe(1);
      // The SARIF output carries the state too.
      const sarif = await run([
        'check',
        `${DIR}/baseline/main.c`,
        '--baseline',
        base,
        '--format',
        'sarif',
        ...NO_TIME_LIMIT,
      ]);
      expect(JSON.parse(sarif.stdout).runs[0].results[0].baselineState).toBe('unchanged');
    });
  }
  it('the baseline can come from .lockstep.yml (relative to it)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lockstep-base-'));
    await run([
      'check',
      `${DIR}/baseline/main.c`,
      '--format',
      'json',
      '-o',
      join(dir, 'old.json'),
      ...NO_TIME_LIMIT,
    ]);
    writeFileSync(join(dir, 'cfg.yml'), 'baseline: old.json\n');
    const r = await check('baseline', 'main.c', false, ['--config', join(dir, 'cfg.yml')]);
    expect(r.result.findings[0]!.baselineState).toBe('unchanged');
    expect(r.code).toBe(0);
  });
  it('a missing or foreign baseline is a usage error', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lockstep-base-'));
    const missing = await run(['check', `${DIR}/baseline/main.c`, '--baseline', join(dir, 'nope.json')]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/^lockstep: error: baseline .*nope\.json: no such file\n$/);
    writeFileSync(join(dir, 'x.json'), '{"hello": 1}');
    const foreign = await run(['check', `${DIR}/baseline/main.c`, '--baseline', join(dir, 'x.json')]);
    expect(foreign.code).toBe(2);
    expect(foreign.stderr).toMatch(/neither a Lockstep JSON output nor a SARIF log/);
  });
});

describe('precedence: flags > .lockstep.yml > defaults', () => {
  const cfg = ['--config', `${DIR}/precedence/.lockstep.yml`];
  it('the config file sets fail-on, model-check and severity', async () => {
    const r = await run(['check', `${DIR}/precedence/main.c`, ...cfg, '--format', 'json']);
    const result = JSON.parse(r.stdout) as AnalysisResult;
    expect(result.findings.map((f) => [f.status, f.severity])).toEqual([['candidate', 'note']]);
    expect(r.code).toBe(0);
  });
  it('flags win: --fail-on, --bound (turns the model checker back on)', async () => {
    const warn = await run([
      'check',
      `${DIR}/precedence/main.c`,
      ...cfg,
      '--fail-on',
      'warning',
      '--format',
      'json',
    ]);
    // severity note is below warning: still nothing fails.
    expect(warn.code).toBe(0);
    const dir = mkdtempSync(join(tmpdir(), 'lockstep-prec-'));
    writeFileSync(join(dir, 'cfg.yml'), 'analysis:\n  fail-on: none\n  model-check: false\n');
    const flags = await run([
      'check',
      `${DIR}/precedence/main.c`,
      '--config',
      join(dir, 'cfg.yml'),
      '--fail-on',
      'error',
      '--bound',
      '2',
      '--format',
      'json',
      ...NO_TIME_LIMIT,
    ]);
    const result = JSON.parse(flags.stdout) as AnalysisResult;
    expect(result.findings.map((f) => f.status)).toEqual(['confirmed']);
    expect(flags.code).toBe(1);
    const noCheck = await run([
      'check',
      `${DIR}/precedence/main.c`,
      '--config',
      join(dir, 'cfg.yml'),
      '--format',
      'json',
    ]);
    expect(noCheck.code).toBe(0);
  });
  it('--severity from config: error makes a candidate fail with --fail-on error', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lockstep-prec-'));
    writeFileSync(
      join(dir, 'cfg.yml'),
      'analysis:\n  model-check: false\n  severity:\n    data-race: error\n',
    );
    const r = await run([
      'check',
      `${DIR}/precedence/main.c`,
      '--config',
      join(dir, 'cfg.yml'),
      '--fail-on',
      'error',
      '--format',
      'sarif',
    ]);
    expect(JSON.parse(r.stdout).runs[0].results[0].level).toBe('error');
    expect(r.code).toBe(1);
  });
  it('.lockstep.yml is found at the repository root', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lockstep-root-'));
    mkdirSync(join(dir, '.git'));
    mkdirSync(join(dir, 'src'));
    copyFileSync(join(REPO_ROOT, DIR, 'wrapper-lock/main.c'), join(dir, 'src/main.c'));
    copyFileSync(join(REPO_ROOT, DIR, 'wrapper-lock/.lockstep.yml'), join(dir, '.lockstep.yml'));
    const r = await run(['check', 'main.c', '--format', 'json'], join(dir, 'src'));
    expect((JSON.parse(r.stdout) as AnalysisResult).verdict).toBe('race-free');
    expect(r.code).toBe(0);
  });
  it('paths.include chooses the units when no path is given; paths.exclude drops units', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lockstep-paths-'));
    mkdirSync(join(dir, '.git'));
    mkdirSync(join(dir, 'src'));
    mkdirSync(join(dir, 'third_party'));
    copyFileSync(join(REPO_ROOT, DIR, 'baseline/main.c'), join(dir, 'src/main.c'));
    copyFileSync(join(REPO_ROOT, DIR, 'library/lib.c'), join(dir, 'third_party/lib.c'));
    writeFileSync(
      join(dir, '.lockstep.yml'),
      'paths:\n  include: ["src", "third_party"]\n  exclude: ["third_party/**"]\n',
    );
    const r = await run(['check', '--format', 'json', '--no-model-check'], dir);
    const result = JSON.parse(r.stdout) as AnalysisResult;
    expect(result.stats.units).toBe(1);
    expect(result.findings.map((f) => f.accesses[0]!.file)).toEqual(['src/main.c']);
    // A path given whose every source is excluded says that the configuration excluded it (try-out 18).
    const excluded = await run(['check', 'third_party/lib.c'], dir);
    expect([excluded.code, excluded.stderr]).toEqual([
      2,
      'lockstep: error: third_party/lib.c is excluded by paths.exclude in .lockstep.yml\n',
    ]);
  });
});

describe('invalid configuration', () => {
  it('lists every problem with its position, key path, value found and what was expected; exit 2', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lockstep-bad-'));
    writeFileSync(
      join(dir, 'bad.yml'),
      [
        'models:',
        '  - function: grab',
        '    kind: mutex',
        '  - function: pool_submit',
        '    kind: spawn',
        '    lok: 1',
        '  - function: try_grab',
        '    kind: trylock',
        '    lock: first',
        'entry-points:',
        '  - function: on_message',
        '    instances: several',
        'analysis:',
        '  bound: 40',
        'suppressions:',
        '  - reason: ""',
        'colour: blue',
        '',
      ].join('\n'),
    );
    const r = await run(['check', `${DIR}/baseline/main.c`, '--config', join(dir, 'bad.yml')]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.replace(dir, 'DIR')).toBe(
      [
        `lockstep: error: DIR/bad.yml: 10 problems:`,
        '  3:11: models[0].kind: expected one of lock, unlock, trylock, read-lock, spawn, join, atomic, ignore, found "mutex"',
        "  6:5: models[1]: unknown key 'lok' (expected one of function, kind, lock, success, recursive, entry, arg, handle)",
        "  4:5: models[1].entry: missing: required for kind spawn: the position of the entry function's argument",
        '  9:11: models[2].lock: expected an argument position (a whole number, 0 for the first argument), found "first"',
        '  7:5: models[2].success: missing: required for kind trylock: the return value that means success',
        '  12:16: entry-points[0].instances: expected one or many, found "several"',
        '  14:10: analysis.bound: expected a whole number from 1 to 16, found 40',
        '  16:13: suppressions[0].reason: expected a reason (why this finding is acceptable), found ""',
        '  16:5: suppressions[0]: expected at least one of fingerprint, file, function, variable, found a mapping',
        "  17:1: (top level): unknown key 'colour' (expected one of models, entry-points, library, paths, include-dirs, defines, compile-commands, lang, analysis, suppressions, baseline)",
        '',
      ].join('\n'),
    );
  });
  it('YAML syntax errors, all of them, with positions', () => {
    expect(() => parseConfig('models: [\n  {function: a\nb: ]\n', 'x.yml')).toThrow(ConfigError);
    try {
      parseConfig('a: [1,\nb: {', 'x.yml');
    } catch (e) {
      expect((e as ConfigError).problems).toEqual([
        '2:1: invalid YAML: Flow sequence in block collection must be sufficiently indented and end with a ]',
        '2:5: invalid YAML: Flow map in block collection must be sufficiently indented and end with a }',
      ]);
    }
  });
  it('a model with an argument its kind does not use', () => {
    expect(() =>
      parseConfig('models:\n  - function: j\n    kind: join\n    handle: 0\n    lock: 1\n', 'x.yml'),
    ).toThrow('x.yml: 5:11: models[0].lock: not used by kind join (it takes handle), found 1');
  });
  it('a --config file that does not exist: one line, exit 2', async () => {
    const r = await run(['check', `${DIR}/baseline/main.c`, '--config', 'no/such.yml']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('lockstep: error: no/such.yml: no such configuration file\n');
  });
  it('random YAML never crashes the loader: a config or a ConfigError', () => {
    const value = fc.letrec((tie) => ({
      leaf: fc.oneof(
        fc.string(),
        fc.integer(),
        fc.boolean(),
        fc.constant(null),
        fc.constantFrom('lock', 'spawn', 'many', '*'),
      ),
      node: fc.oneof(
        { depthSize: 'small' },
        tie('leaf'),
        fc.array(tie('node'), { maxLength: 3 }),
        fc.dictionary(
          fc.constantFrom(
            'models',
            'function',
            'kind',
            'lock',
            'entry-points',
            'instances',
            'analysis',
            'bound',
            'suppressions',
            'reason',
            'baseline',
            'x',
          ),
          tie('node'),
          { maxKeys: 4 },
        ),
      ),
    }));
    fc.assert(
      fc.property(
        fc.oneof(
          value.node.map((v) => JSON.stringify(v)),
          fc.string(),
        ),
        (text) => {
          try {
            parseConfig(text, '/tmp/x.yml');
          } catch (e) {
            if (!(e instanceof ConfigError)) throw e;
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('configuration flags: usage errors are one line, exit 2', () => {
  it.each([
    [
      ['check', '--entry-point', '=many', 'x.c'],
      "lockstep: error: --entry-point must be NAME, NAME=one or NAME=many, not '=many'\n",
    ],
    [
      ['check', '--entry-point', 'f=several', 'x.c'],
      "lockstep: error: --entry-point must be NAME, NAME=one or NAME=many, not 'f=several'\n",
    ],
    [['check', '--from', 'r.json', 'x.c'], 'lockstep: error: --from applies to explain only\n'],
    [['explain'], 'lockstep: error: explain takes one fingerprint (a finding id from the JSON output)\n'],
    [
      ['init', 'somewhere'],
      'lockstep: error: init takes no paths (it writes .lockstep.yml at the repository root)\n',
    ],
  ])('%j', async (args, message) => {
    const r = await run(args as string[]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(message);
    expect(r.stdout).toBe('');
  });
});

describe('lockstep init', () => {
  it('writes a commented starter .lockstep.yml that loads, and refuses to overwrite it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lockstep-init-'));
    mkdirSync(join(dir, '.git'));
    const r = await run(['init'], dir);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('wrote .lockstep.yml: edit it, then run lockstep check\n');
    const text = readFileSync(join(dir, '.lockstep.yml'), 'utf8');
    expect(text).toMatch(/^# Lockstep configuration/);
    expect(parseConfig(text, join(dir, '.lockstep.yml')).models).toEqual([]);
    // Every commented example in it is valid once uncommented.
    const uncommented = text
      .split('\n')
      .map((l) => l.replace(/^(\s*)# ?(?=[a-z-]+:|\s*- |\s+[a-z-]+:)/, '$1'))
      .join('\n')
      .replace(/: \[\]\n/g, ':\n');
    expect(() => parseConfig(uncommented, join(dir, 'x.yml'))).not.toThrow();
    const again = await run(['init'], dir);
    expect(again.code).toBe(2);
    expect(again.stderr).toBe('lockstep: error: .lockstep.yml already exists; not overwriting it\n');
  });
});

describe('lockstep explain', () => {
  it('prints one finding in full from a saved JSON output', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lockstep-explain-'));
    const out = join(dir, 'results.json');
    await run([
      'check',
      `${DIR}/suppressions/main.c`,
      '--config',
      `${DIR}/suppressions/.lockstep.yml`,
      '--format',
      'json',
      '-o',
      out,
      ...NO_TIME_LIMIT,
    ]);
    const saved = JSON.parse(readFileSync(out, 'utf8')) as AnalysisResult;
    const id = saved.findings[0]!.id;
    const r = await run(['explain', id, '--from', out]);
    expect(r.code).toBe(0);
    const lines = r.stdout.split('\n');
    expect(lines[0]).toMatch(
      /^test\/fixtures\/config\/suppressions\/main\.c:17:3: error: data race on 'balance'/,
    );
    expect(r.stdout).toContain(`    id: ${id}\n`);
    expect(r.stdout).toContain('    status: confirmed, severity: error\n');
    expect(r.stdout).toMatch(/witness: 4 steps/);
    const trace = await run(['explain', saved.suppressed![0]!.id, '--from', out]);
    expect(trace.stdout).toMatch(
      /call paths:\n\s+test\/fixtures\/config\/suppressions\/main\.c:12: worker#\d: worker -> debug_trace\n/,
    );
    // A prefix is enough when it is unique; suppressed findings are found too.
    const sup = saved.suppressed![1]!;
    const s = await run(['explain', sup.id.slice(0, 8), '--from', out]);
    expect(s.stdout).toContain(
      'suppressed (configuration test/fixtures/config/suppressions/.lockstep.yml): stats_requests is an approximate counter',
    );
    const none = await run(['explain', 'ffffffff', '--from', out]);
    expect(none.code).toBe(2);
    expect(none.stderr).toBe(`lockstep: error: no finding 'ffffffff' in ${out}\n`);
    // An empty fingerprint is no prefix of every one (try-out 18).
    const empty = await run(['explain', '', '--from', out]);
    expect([empty.code, empty.stderr]).toEqual([
      2,
      'lockstep: error: explain needs a fingerprint, and the one given is empty\n',
    ]);
    const missing = await run(['explain', id, '--from', join(dir, 'nope.json')]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/nope\.json: no such file/);
  });
});

describe('config schema', () => {
  it('the example configuration of docs/configuration.md is valid', () => {
    const page = readFileSync(join(REPO_ROOT, 'docs/configuration.md'), 'utf8');
    const section = page.slice(page.indexOf('# Configuration (`.lockstep.yml`)'));
    const yaml = /```yaml\n([\s\S]*?)```/.exec(section)![1]!;
    const config = parseConfig(yaml, join(REPO_ROOT, '.lockstep.yml'));
    expect(config.models.map((m) => m.kind)).toEqual(['lock', 'trylock', 'spawn', 'ignore']);
    expect(config.entryPoints).toEqual([{ function: 'on_message', many: true, withMain: true }]);
    expect(config.suppressions).toHaveLength(2);
  });
  it('docs/lockstep-config.schema.json is the generated schema (run npm run schemas)', () => {
    const committed = JSON.parse(
      readFileSync(new URL('../../docs/lockstep-config.schema.json', import.meta.url), 'utf8'),
    );
    expect(committed).toEqual(JSON.parse(JSON.stringify(configJsonSchema())));
  });
});
