import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCompileCommands, splitCommand, unitFromArguments } from '../../src/frontend/units.js';
import { runCliCaptured } from '../helpers.js';

const run = (
  args: string[],
  cwd = process.cwd(),
  terminal: { stdoutIsTTY?: boolean; env?: Record<string, string | undefined> } = {},
) => runCliCaptured(args, cwd, terminal);

function project(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'lockstep-cli-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

describe('lockstep CLI', () => {
  it('no arguments, a negative number for a flag and binary input: one lower-case line, exit 2', async () => {
    for (const args of [
      [],
      ['check', '--max-states', '-5', 'examples/bank.c'],
      ['check', '--bogus', 'x.c'],
    ]) {
      const r = await run(args);
      expect(r.code).toBe(2);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.stderr).toMatch(/^lockstep: error: [a-z-]/);
    }
    expect((await run(['check', '--max-states', '-5', 'examples/bank.c'])).stderr).toMatch(
      /--max-states must be a whole number .*not '-5'/,
    );
    const dir = mkdtempSync(join(tmpdir(), 'lockstep-binary-'));
    const bytes = Buffer.alloc(200_000);
    for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 7919 + 13) % 256;
    writeFileSync(join(dir, 'noise.c'), bytes);
    const binary = await run(['check', 'noise.c'], dir);
    expect(binary.code).toBe(2);
    expect(binary.stderr).toBe('lockstep: error: noise.c: not a C or C++ source (binary data)\n');
    // `ir` reads sources as `check` does: the same one line, exit 2, no summary.
    const ir = await run(['ir', 'noise.c'], dir);
    expect([ir.code, ir.stdout, ir.stderr]).toEqual([
      2,
      '',
      'lockstep: error: noise.c: not a C or C++ source (binary data)\n',
    ]);
    // Beside a real source, the binary one is one diagnostic and the verdict unknown.
    writeFileSync(join(dir, 'ok.c'), 'int main(void) { return 0; }\n');
    const mixed = await run(['check', '.', '--format', 'json'], dir);
    const out = JSON.parse(mixed.stdout);
    expect(out.verdict).toBe('unknown');
    expect(out.diagnostics.filter((d: { code: string }) => d.code === 'not-text')).toHaveLength(1);
    expect(out.diagnostics).toHaveLength(1);
  });

  it('refuses to write the report over a source it analyses, and --function outside ir (try-out 18)', async () => {
    const source = 'int main(void) { return 0; }\n';
    const dir = project({ 'app.c': source });
    symlinkSync('app.c', join(dir, 'alias.c'));
    for (const out of ['app.c', './app.c', 'alias.c']) {
      const r = await run(['check', 'app.c', '-o', out], dir);
      expect([r.code, r.stderr]).toEqual([
        2,
        `lockstep: error: --output ${out} is a source this check analyses: refusing to overwrite it\n`,
      ]);
      expect(readFileSync(join(dir, 'app.c'), 'utf8')).toBe(source);
    }
    // Another file is written as asked.
    expect((await run(['check', 'app.c', '-o', 'report.txt'], dir)).code).toBe(0);
    expect(readFileSync(join(dir, 'report.txt'), 'utf8')).toMatch(/verdict: race-free/);
    const fn = await run(['check', 'app.c', '--function', 'main'], dir);
    expect([fn.code, fn.stderr]).toEqual([2, 'lockstep: error: --function applies to ir only\n']);
  });

  it('a link to a file already given is the same unit (try-out 18)', async () => {
    const dir = project({ 'app.c': 'int main(void) { return 0; }\n' });
    symlinkSync('app.c', join(dir, 'link.c'));
    for (const args of [['app.c', 'link.c'], ['.']]) {
      const r = await run(['check', ...args, '--format', 'json'], dir);
      const out = JSON.parse(r.stdout);
      expect(out.stats.units).toBe(1);
      expect(out.diagnostics).toEqual([]);
    }
  });

  it('a file flag naming a directory or a missing file says which', async () => {
    const dir = await run(['check', '--compile-commands', 'src', 'examples/bank.c']);
    expect(dir.code).toBe(2);
    expect(dir.stderr).toMatch(/cannot read compile commands: .*src: a directory, not a file\n$/);
    const missing = await run(['check', '--compile-commands', 'nope.json', 'examples/bank.c']);
    expect(missing.stderr).toMatch(/nope\.json: no such file\n$/);
    const config = await run(['check', '--config', 'src', 'examples/bank.c']);
    expect(config.stderr).toBe('lockstep: error: src: a directory, not a file\n');
  });

  it('a shard never says an unscoped race-free: the verdict and the JSON carry the scope', async () => {
    const text = await run(['check', '--shard', '2/2', 'examples/bank.c']);
    expect(text.stdout).toMatch(/^verdict: race-free in shard 2\/2$/m);
    expect(text.stdout).toMatch(/reports only the races of shard 2 of 2/);
    const json = JSON.parse(
      (await run(['check', '--shard', '2/2', '--format', 'json', 'examples/bank.c'])).stdout,
    );
    expect(json.scope).toEqual({ shard: { index: 2, count: 2 } });
    const sarif = JSON.parse(
      (await run(['check', '--shard', '2/2', '--format', 'sarif', 'examples/bank.c'])).stdout,
    );
    const verdict = sarif.runs[0].invocations[0].toolExecutionNotifications.find(
      (n: { descriptor?: { id: string } }) => n.descriptor?.id === 'verdict',
    );
    expect(verdict.message.text).toMatch(/^Verdict race-free in shard 2\/2/);
    const whole = JSON.parse(
      (await run(['check', '--format', 'json', '--fail-on', 'none', 'examples/bank.c'])).stdout,
    );
    expect(whole.scope).toBeUndefined();
  });

  it('--help and --version exit 0', async () => {
    const help = await run(['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/lockstep check \[PATH\.\.\.\]/);
    const version = await run(['--version']);
    expect(version.code).toBe(0);
    expect(version.stdout).toMatch(/^lockstep \d+\.\d+\.\d+\n$/);
  });

  it.each([
    [['check', '--bogus', 'x.c'], /unknown option '--bogus'/],
    [['frobnicate'], /unknown command 'frobnicate'/],
    [['check', 'no/such/file.c'], /no such file or directory: no\/such\/file\.c/],
    [['check', '--category', 'x', 'examples/bank.c'], /--category applies to --format sarif only/],
    [['check', '--format', 'sarif', '--category', ' ', 'examples/bank.c'], /--category must not be empty/],
    [['check', '--fail-on', 'sometimes', 'examples/bank.c'], /--fail-on must be one of error, warning, none/],
    [['check', '--format', 'xml', 'examples/bank.c'], /--format must be one of text, json, sarif, markdown/],
    [['check', '--jobs', 'zero', 'examples/bank.c'], /--jobs must be a whole number/],
    [['check', '--lang', 'rust', 'examples/bank.c'], /--lang must be c or c\+\+/],
    [['ir'], /ir takes exactly one source file/],
    [['check', 'examples/bank.c', '-D'], /^lockstep: error: -D needs a value: -D NAME\[=VALUE\]$/m],
    [['check', 'examples/bank.c', '--shard'], /--shard needs a value: --shard I\/N/],
    [['check', '-D', '1X', 'examples/bank.c'], /-D '1X': a macro name must be an identifier/],
    [['check', '-D', '=3', 'examples/bank.c'], /-D '=3': a macro name must be an identifier/],
    [['check', '-U', 'A=1', 'examples/bank.c'], /-U 'A=1': a macro name must be an identifier \(-U NAME\)/],
    [
      ['check', 'examples/bank.c', '-U', '-x'],
      /-U needs a value: -U NAME \(a value starting with '-' is written --undefine=-VALUE\)/,
    ],
    [['check', '--compile-commands', 'missing.json'], /cannot read compile commands: .*missing\.json/],
  ])('usage error %j: one line, exit 2', async (args, message) => {
    const r = await run(args as string[]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(message as RegExp);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).not.toMatch(/\n\s+at /);
    expect(r.stdout).toBe('');
  });

  it('check reports diagnostics, and a skipped function makes the verdict unknown', async () => {
    const dir = project({
      'a.c': '#include <nope.h>\nint f( { return 1; }\nint main(void) { return 0; }\n',
    });
    const r = await run(['check', 'a.c'], dir);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/a\.c:1:1: error: <nope\.h>: file not found \[pp-unknown-header\]/);
    expect(r.stdout).toMatch(/a\.c:2:\d+: warning: function 'f' skipped: syntax error/);
    expect(r.stdout).toMatch(/verdict: unknown\n {2}- 1 function could not be parsed and was skipped/);
    expect(r.stdout).toMatch(/1 unit, 1 function \(1 more skipped\), 1 thread, 0 candidates/);
  });

  it('a syntax error inside a function costs its statement: named, and the verdict unknown', async () => {
    const dir = project({
      'a.c': 'int g;\nint f(void) { return 1 +; }\nint main(void) { g = f(); return 0; }\n',
    });
    const r = await run(['check', 'a.c'], dir);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(
      /a\.c:2:25: error: syntax error: missing 'identifier'; the enclosing statement is skipped/,
    );
    expect(r.stdout).toMatch(/verdict: unknown\n {2}- 1 syntax error inside the analysed code/);
    expect(r.stdout).toMatch(/1 unit, 2 functions \(0 skipped\), 1 thread, 0 candidates/);
  });

  it('a syntax error the parser repaired says so in the verdict, not that code was skipped', async () => {
    const dir = project({
      'b.c': 'int g;\nint main(void) {\n  if (g) {\n    g = 0;\n  return g;\n}\n',
    });
    const r = await run(['check', 'b.c'], dir);
    expect(r.stdout).toMatch(/error: syntax error: missing '\}'; read as if it were there/);
    expect(r.stdout).toMatch(
      /1 syntax error inside the analysed code \(read as if the missing token were there, which the code may not mean; see the diagnostics\)/,
    );
    expect(r.stdout).not.toMatch(/damaged are skipped/);
  });

  it('check confirms a race with a witness and exits 1 (0 with --fail-on none)', async () => {
    const racy =
      '#include <pthread.h>\nint n;\nvoid *w(void *a) { n++; return a; }\n' +
      'int main(void) { pthread_t t; pthread_create(&t, 0, w, 0); n = 2; pthread_join(t, 0); return n; }\n';
    const dir = project({ 'r.c': racy });
    const r = await run(['check', 'r.c'], dir);
    expect(r.code).toBe(1);
    // At the first racing write in source order: w's n++ (3:20), though the witness's pair is its read and main's write.
    expect(r.stdout).toMatch(/^r\.c:3:20: error: data race on 'n': .* \[data-race\]$/m);
    expect(r.stdout).toMatch(/^ {4}r\.c:4:\d+: write in main \(main#1\), no locks held$/m);
    expect(r.stdout).toMatch(/creates thread w#1/);
    expect(r.stdout).toMatch(/verdict: race/);
    expect((await run(['check', '--fail-on', 'error', 'r.c'], dir)).code).toBe(1);
    expect((await run(['check', '--fail-on', 'none', 'r.c'], dir)).code).toBe(0);
    // Layer 1 alone: a candidate, a warning, and the verdict stays unknown.
    const l1 = await run(['check', '--no-model-check', 'r.c'], dir);
    expect(l1.stdout).toMatch(/^r\.c:3:20: warning: data race candidate on 'n': .*, with no common lock/m);
    expect(l1.stdout).toMatch(/verdict: unknown/);
    expect((await run(['check', '--no-model-check', '--fail-on', 'error', 'r.c'], dir)).code).toBe(0);
  });

  it('--show-eliminated lists what the model checker eliminated', async () => {
    const f = 'test/fixtures/analysis/15-needs-layer2/condvar_ready_flag.c';
    const plain = await run(['check', f]);
    expect(plain.stdout).not.toMatch(/eliminated: /);
    const shown = await run(['check', '--show-eliminated', f]);
    expect(shown.code).toBe(0);
    expect(shown.stdout).toMatch(/^eliminated: 'data': no interleaving reaches it$/m);
    const json = JSON.parse((await run(['check', '--format', 'json', '--show-eliminated', f])).stdout);
    expect(json.verdict).toBe('race-free');
    expect(json.eliminated[0].accesses.length).toBeGreaterThan(1);
  });

  it('says why a path does not resolve: missing, a link to nothing, a loop of links (try-out 12)', async () => {
    const dir = project({});
    symlinkSync('nothere.c', join(dir, 'dangling.c'));
    symlinkSync('b.c', join(dir, 'a.c'));
    symlinkSync('a.c', join(dir, 'b.c'));
    for (const [path, why] of [
      ['missing.c', 'no such file or directory'],
      ['dangling.c', 'a symbolic link to nothing'],
      ['a.c', 'a loop of symbolic links'],
    ] as const) {
      const r = await run(['check', path], dir);
      expect(r.code).toBe(2);
      expect(r.stderr).toBe(`lockstep: error: ${why}: ${path}\n`);
    }
  });

  it('--show-eliminated names the two threads of a pair of instances apart (issue 17)', async () => {
    const dir = project({
      's.c': `#include <pthread.h>
#include <semaphore.h>
static sem_t gate;
static long balance;
static void *teller(void *arg) {
  sem_wait(&gate);
  balance += 10;
  sem_post(&gate);
  return arg;
}
int main(void) {
  pthread_t a, b;
  sem_init(&gate, 0, 1);
  pthread_create(&a, 0, teller, 0);
  pthread_create(&b, 0, teller, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
`,
    });
    const json = JSON.parse(
      (await run(['check', '--format', 'json', '--show-eliminated', 's.c'], dir)).stdout,
    );
    const threads = json.eliminated[0].accesses.map((a: { thread: string }) => a.thread);
    expect(new Set(threads).size).toBe(2);
  });

  it('validates the model checker flags', async () => {
    for (const [args, msg] of [
      [['--bound', '0'], /--bound must be a whole number from 1 to 16, not '0'/],
      [['--max-states', 'lots'], /--max-states must be a whole number/],
      [['--time-budget', '0'], /--time-budget must be a whole number from 1/],
      // Numbers to JavaScript, not the whole numbers the flags ask for.
      [['--max-states', '1e1'], /--max-states must be a whole number from 1 to 100000000, not '1e1'/],
      [['--time-budget', '0x5'], /--time-budget must be a whole number from 1 to 86400, not '0x5'/],
      [['--bound', '2.0'], /--bound must be a whole number from 1 to 16, not '2.0'/],
      [['--no-model-check', '--bound', '3'], /--no-model-check cannot be combined/],
    ] as const) {
      const r = await run(['check', ...args, 'examples/bank.c']);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(msg);
    }
  });

  it('check --format json prints the output contract, valid against its schema', async () => {
    const { AnalysisResultSchema } = await import('../../src/result.js');
    const r = await run(['check', '--format', 'json', 'examples/bank.c']);
    const json = JSON.parse(r.stdout);
    expect(AnalysisResultSchema.parse(json)).toEqual(json);
    expect(json.schemaVersion).toBe(1);
    expect(json.verdict).toBe('race');
    const f = json.findings.find((x: { location: string }) => x.location === 'total');
    expect(f).toMatchObject({ kind: 'data-race', status: 'confirmed', severity: 'error' });
    expect(f.witness.steps.at(-1)).toMatchObject({ file: 'examples/bank.c', line: 23 });
    // Where the teller's lock is taken and where the racing threads are created.
    expect(f.sites).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'lock', name: 'a->lock', file: 'examples/bank.c', line: 21 }),
        expect.objectContaining({ kind: 'spawn', name: 'auditor#1', file: 'examples/bank.c', line: 42 }),
      ]),
    );
    expect(f.id).toMatch(/^[0-9a-f]{32}$/);
    expect(f.accesses.every((a: { file: string }) => a.file === 'examples/bank.c')).toBe(true);
    // The tellers' update under different account locks and the auditor's unlocked read.
    expect(f.accesses.map((a: { line: number; access: string }) => `${a.line}:${a.access}`)).toEqual([
      '23:read',
      '23:write',
      '35:read',
    ]);
    expect(r.code).toBe(1);
  });

  it('check --format sarif prints SARIF 2.1.0 with the JSON fingerprints, and --category', async () => {
    const json = JSON.parse((await run(['check', '--format', 'json', 'examples/bank.c'])).stdout);
    const r = await run(['check', '--format', 'sarif', '--category', 'lockstep/shard-1', 'examples/bank.c']);
    expect(r.code).toBe(1);
    const log = JSON.parse(r.stdout);
    expect(log.version).toBe('2.1.0');
    expect(log.$schema).toMatch(/sarif-schema-2\.1\.0\.json$/);
    const run0 = log.runs[0];
    expect(run0.tool.driver).toMatchObject({ name: 'lockstep', rules: [{ id: 'data-race' }] });
    expect(run0.automationDetails).toEqual({ id: 'lockstep/shard-1/' });
    expect(run0.results).toHaveLength(json.findings.length);
    const total = run0.results.find((x: { message: { text: string } }) => /on 'total'/.test(x.message.text));
    const finding = json.findings.find((f: { location: string }) => f.location === 'total');
    expect(total.partialFingerprints).toEqual({ 'lockstep/v1': finding.id });
    expect(total.locations[0].physicalLocation.artifactLocation).toEqual({
      uri: 'examples/bank.c',
      uriBaseId: '%SRCROOT%',
    });
    // No absolute path of this machine.
    expect(r.stdout).not.toContain(process.cwd());
  });

  it('check --format markdown prints the report with the lines of code', async () => {
    const r = await run(['check', '--format', 'markdown', 'examples/bank.c']);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^## Lockstep\n/);
    expect(r.stdout).toMatch(/^### .* on `total`$/m);
    expect(r.stdout).toContain("total += amount; /* written under a's lock only");
    expect(r.stdout).not.toContain(process.cwd());
  });

  it('colours text only on a terminal, without NO_COLOR, and not into a file', async () => {
    const tty = await run(['check', 'examples/bank.c'], process.cwd(), { stdoutIsTTY: true, env: {} });
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are the subject
    expect(tty.stdout).toMatch(/\x1b\[1;3\dm/);
    const noColor = await run(['check', 'examples/bank.c'], process.cwd(), {
      stdoutIsTTY: true,
      env: { NO_COLOR: '1' },
    });
    expect(noColor.stdout).not.toContain('\x1b[');
    const emptyNoColor = await run(['check', 'examples/bank.c'], process.cwd(), {
      stdoutIsTTY: true,
      env: { NO_COLOR: '' },
    });
    expect(emptyNoColor.stdout).toContain('\x1b[');
    expect((await run(['check', 'examples/bank.c'])).stdout).not.toContain('\x1b[');
    const dir = mkdtempSync(join(tmpdir(), 'lockstep-color-'));
    const out = join(dir, 'report.txt');
    await run(['check', `${process.cwd()}/examples/bank.c`, '-o', out], dir, { stdoutIsTTY: true, env: {} });
    expect(readFileSync(out, 'utf8')).not.toContain('\x1b[');
  });

  it('check recurses into directories and writes --output', async () => {
    const dir = project({
      'a.c': 'int a(void) { return 0; }\n',
      'b.cc': 'int b() { return 1; }\n',
      'notes.txt': 'x',
    });
    const r = await run(['check', '.', '-o', 'out.txt'], dir);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('');
    expect(readFileSync(join(dir, 'out.txt'), 'utf8')).toMatch(/2 units, 2 functions \(0 skipped\)/);
  });

  it('--output naming a directory or a missing directory: one line that says which, exit 2', async () => {
    const dir = project({ 'a.c': 'int a(void) { return 0; }\n' });
    mkdirSync(join(dir, 'sub'));
    const intoDir = await run(['check', 'a.c', '-o', 'sub'], dir);
    expect(intoDir.code).toBe(2);
    expect(intoDir.stderr.trim().split('\n')).toEqual([
      `lockstep: error: cannot write ${join(dir, 'sub')}: a directory, not a file`,
    ]);
    const missing = await run(['check', 'a.c', '-o', 'nope/out.txt'], dir);
    expect(missing.code).toBe(2);
    expect(missing.stderr.trim().split('\n')).toEqual([
      `lockstep: error: cannot write ${join(dir, 'nope/out.txt')}: its directory does not exist`,
    ]);
  });

  it('a file given by name that is certainly no C or C++ is one usage line, exit 2', async () => {
    const dir = project({ 'EXPECTED.md': '# what each program should give\n', 'a.h': 'int a(void);\n' });
    const r = await run(['check', 'EXPECTED.md'], dir);
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split('\n')).toEqual([
      'lockstep: error: EXPECTED.md is not a C or C++ source (give .c, .cc, .cpp, .cxx, .c++, .C or header files, or directories)',
    ]);
    // a header given by name is still analysed
    expect((await run(['check', 'a.h'], dir)).code).toBe(0);
  });

  it('ir prints the IR of one file, and --function narrows it', async () => {
    const all = await run(['ir', 'examples/bank.c']);
    expect(all.code).toBe(0);
    expect(all.stdout).toMatch(/fn deposit@examples\/bank\.c\(/);
    expect(all.stdout).toMatch(/lock &%a->lock/);
    const one = await run(['ir', 'examples/bank.c', '--function', 'main']);
    expect(one.stdout).toMatch(/fn main\(\)/);
    expect(one.stdout).not.toMatch(/fn deposit/);
    const none = await run(['ir', 'examples/bank.c', '--function', 'nope']);
    expect(none.code).toBe(2);
    expect(none.stderr).toMatch(/no function 'nope'/);
  });

  it('-D and -I reach the preprocessor', async () => {
    const dir = project({
      'a.c': '#include "cfg.h"\n#if MODE == 2\nint two(void) { return LIMIT; }\n#endif\n',
    });
    const inc = mkdtempSync(join(tmpdir(), 'lockstep-inc-'));
    writeFileSync(join(inc, 'cfg.h'), '#define LIMIT 7\n');
    const r = await run(['ir', 'a.c', '-DMODE=2', '-I', inc], dir);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/fn two\(\)[\s\S]*return 7/);
  });

  it('finds compile_commands.json at the root and uses its flags', async () => {
    const dir = project({
      'a.c': '#if defined(FROM_CC) && !defined(GONE)\nint from_cc(void) { return 0; }\n#endif\n',
    });
    writeFileSync(
      join(dir, 'compile_commands.json'),
      JSON.stringify([{ directory: dir, file: 'a.c', command: 'cc -DFROM_CC -DGONE -UGONE -c a.c -o a.o' }]),
    );
    const r = await run(['check'], dir);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/1 unit, 1 function \(0 skipped\)/);
  });
  it("command-line -D and -U win over a compile_commands.json entry's", async () => {
    const dir = project({
      'a.c':
        '#ifdef FROM_CC\nint from_cc(void) { return 0; }\n#endif\n#if LEVEL == 3\nint three(void) { return 3; }\n#endif\n',
    });
    writeFileSync(
      join(dir, 'compile_commands.json'),
      JSON.stringify([{ directory: dir, file: 'a.c', command: 'cc -DFROM_CC -DLEVEL=1 -c a.c -o a.o' }]),
    );
    const r = await run(['ir', 'a.c', '-UFROM_CC', '-DLEVEL=3'], dir);
    expect(r.code).toBe(0);
    expect(r.stdout).not.toMatch(/fn from_cc\(/);
    expect(r.stdout).toMatch(/fn three\(/);
  });
  it('applies command-line -D and -U in their order, as gcc does (issue 17)', async () => {
    const dir = project({
      'a.c': '#ifdef X\nint x_on(void) { return 1; }\n#endif\nint other(void) { return 0; }\n',
    });
    const defined = await run(['ir', 'a.c', '-UX', '-DX'], dir);
    expect(defined.code).toBe(0);
    expect(defined.stdout).toMatch(/fn x_on\(/);
    const undefined_ = await run(['ir', 'a.c', '-DX', '-UX'], dir);
    expect(undefined_.code).toBe(0);
    expect(undefined_.stdout).not.toMatch(/fn x_on\(/);
    expect(undefined_.stdout).toMatch(/fn other\(/);
  });
});

describe('compile commands', () => {
  it('splits shell command lines with quotes and escapes', () => {
    expect(splitCommand(`cc -DNAME="a b" -I'inc dir' x\\ y.c ""`)).toEqual([
      'cc',
      '-DNAME=a b',
      '-Iinc dir',
      'x y.c',
      '',
    ]);
  });

  it('honours -I -D -U -include -isystem -iquote -std -x -O and @file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lockstep-cc-'));
    writeFileSync(join(dir, 'flags.rsp'), '-DFROM_RSP=1 -Irsp');
    const u = unitFromArguments(
      [
        'gcc',
        '-Iinc',
        '-I',
        'inc2',
        '-DA',
        '-DB=2',
        '-UA',
        '-include',
        'pre.h',
        '-isystem',
        'sys',
        '-iquote',
        'q',
        '-std=gnu11',
        '-O2',
        '@flags.rsp',
        '-c',
        'x.c',
      ],
      dir,
      'x.c',
      'test',
    );
    expect(u.file).toBe(join(dir, 'x.c'));
    expect(u.includeDirs).toEqual([join(dir, 'inc'), join(dir, 'inc2'), join(dir, 'rsp')]);
    expect(u.systemIncludeDirs).toEqual([join(dir, 'sys')]);
    expect(u.quoteDirs).toEqual([join(dir, 'q')]);
    expect(u.forcedIncludes).toEqual([join(dir, 'pre.h')]);
    expect(u.std).toBe('gnu11');
    expect(u.macros).toEqual([
      { kind: 'define', name: 'A' },
      { kind: 'define', name: 'B', value: '2' },
      { kind: 'undef', name: 'A' },
      { kind: 'define', name: '__OPTIMIZE__' },
      { kind: 'define', name: 'FROM_RSP', value: '1' },
    ]);
    expect(unitFromArguments(['g++', '-x', 'c++', 'y.h'], dir, 'y.h', 't').lang).toBe('c++');
  });

  it('rejects a malformed compile_commands.json with the entry named', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lockstep-cc-'));
    const p = join(dir, 'compile_commands.json');
    writeFileSync(p, JSON.stringify([{ directory: dir, file: 'a.c' }]));
    expect(() => readCompileCommands(p)).toThrow(/entry 0: needs "arguments" or "command"/);
    writeFileSync(p, '{ nope');
    expect(() => readCompileCommands(p)).toThrow(/not valid JSON/);
  });
});
