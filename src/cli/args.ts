/** Command-line parsing: one clear message naming the problem, exit 2. */
import { parseArgs } from 'node:util';
import { MACRO_DEFINITION, MACRO_NAME } from '../config/schema.js';
import type { MacroFlag } from '../frontend/types.js';
import { type CheckSettings, FAIL_LEVELS, type FailOn, parseShard } from '../setup.js';
import { UsageError } from '../util/diagnostics.js';

const FORMATS = ['text', 'json', 'sarif', 'markdown'] as const;
type Format = (typeof FORMATS)[number];

const OPTIONS = {
  'include-dir': { type: 'string', short: 'I', multiple: true },
  define: { type: 'string', short: 'D', multiple: true },
  undefine: { type: 'string', short: 'U', multiple: true },
  'compile-commands': { type: 'string' },
  lang: { type: 'string' },
  format: { type: 'string' },
  category: { type: 'string' },
  'fail-on': { type: 'string' },
  'no-model-check': { type: 'boolean' },
  'show-eliminated': { type: 'boolean' },
  bound: { type: 'string' },
  'max-states': { type: 'string' },
  'time-budget': { type: 'string' },
  output: { type: 'string', short: 'o' },
  jobs: { type: 'string', short: 'j' },
  'system-includes': { type: 'boolean' },
  confine: { type: 'boolean' },
  function: { type: 'string' },
  config: { type: 'string' },
  baseline: { type: 'string' },
  shard: { type: 'string' },
  'entry-point': { type: 'string', multiple: true },
  library: { type: 'boolean' },
  from: { type: 'string' },
  debug: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean', short: 'V' },
} as const;

/** The command line: the check settings both shells share, and what only the CLI has. */
export interface CliArgs extends CheckSettings {
  command: 'check' | 'ir' | 'init' | 'explain' | 'help' | 'version';
  format: Format;
  /** SARIF: the code-scanning category (automationDetails.id). */
  category?: string;
  /** `explain --from FILE`. */
  from?: string;
  output?: string;
  function?: string;
  debug: boolean;
}

/**
 * `--flag -5` as `--flag=-5`: node's parser takes a value starting with a dash for a missing one
 * and answers in three lines; joined, the flag's own check says what is wrong with `-5`.
 */
function joinNegativeValues(argv: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    const name = a.startsWith('--') ? a.slice(2) : undefined;
    const opt = name !== undefined ? (OPTIONS as Record<string, { type: string }>)[name] : undefined;
    if (opt?.type === 'string' && /^-\d/.test(argv[i + 1] ?? '')) out.push(`${a}=${argv[++i]}`);
    else out.push(a);
  }
  return out;
}

export function parseCli(argv: string[]): CliArgs {
  if (argv.length === 0)
    throw new UsageError('no command given: lockstep check [PATH...] (see lockstep --help)');
  let parsed: ReturnType<
    typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true; strict: true; tokens: true }>
  >;
  try {
    parsed = parseArgs({
      args: joinNegativeValues(argv),
      options: OPTIONS,
      allowPositionals: true,
      strict: true,
      tokens: true,
    });
  } catch (e) {
    // Node's messages name the flag; one line, lower case, without its hint about '--'.
    const first = (e instanceof Error ? e.message : String(e)).split('\n')[0]!;
    const missing = /^Option '(?:(-\w), )?--([\w-]+) <value>' argument missing/.exec(first);
    if (missing)
      throw new UsageError(`${missing[1] ?? `--${missing[2]}`} needs a value: ${usageOf(missing[2]!)}`);
    // `-U -x`: the value starts with a dash, as the next flag would.
    const ambiguous = /^Option '(-\w|--[\w-]+)' argument is ambiguous/.exec(first);
    const long = ambiguous && /use '--([\w-]+)=-XYZ'/.exec(String(e instanceof Error ? e.message : e));
    if (ambiguous && long)
      throw new UsageError(
        `${ambiguous[1]} needs a value: ${usageOf(long[1]!)} (a value starting with '-' is written --${long[1]}=-VALUE)`,
      );
    const msg = first.replace(/\. To specify a positional argument.*$/s, '').replace(/\.$/, '');
    throw new UsageError(msg.charAt(0).toLowerCase() + msg.slice(1));
  }
  const v = parsed.values;
  const [first, ...rest] = parsed.positionals;
  let command: CliArgs['command'];
  if (v.version) command = 'version';
  else if (v.help || first === undefined || first === 'help') command = 'help';
  else if (first === 'check' || first === 'ir' || first === 'init' || first === 'explain') command = first;
  else
    throw new UsageError(
      `unknown command '${first}' (expected check, ir, init or explain; see lockstep --help)`,
    );
  if (v.from !== undefined && command !== 'explain') throw new UsageError('--from applies to explain only');
  if (v.function !== undefined && command !== 'ir') throw new UsageError('--function applies to ir only');
  const entryPoints = (v['entry-point'] ?? []).map((raw) => {
    const m = /^([^=]+?)(?:=(one|many))?$/.exec(raw);
    if (!m || m[1]!.trim() === '')
      throw new UsageError(`--entry-point must be NAME, NAME=one or NAME=many, not '${raw}'`);
    return { function: m[1]!.trim(), many: m[2] === 'many', withMain: true };
  });
  const format = (v.format ?? 'text') as Format;
  if (!FORMATS.includes(format))
    throw new UsageError(`--format must be one of ${FORMATS.join(', ')}, not '${v.format}'`);
  if (v.category !== undefined && format !== 'sarif')
    throw new UsageError('--category applies to --format sarif only');
  if (v.category !== undefined && v.category.trim() === '')
    throw new UsageError('--category must not be empty');
  const whole = (flag: string, raw: string | undefined, min: number, max: number): number | undefined => {
    if (raw === undefined) return undefined;
    // Digits only: `1e1`, `0x5` and `2.0` are numbers to JavaScript, not the whole numbers asked for.
    const n = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
    if (!Number.isInteger(n) || n < min || n > max)
      throw new UsageError(`--${flag} must be a whole number from ${min} to ${max}, not '${raw}'`);
    return n;
  };
  const bound = whole('bound', v.bound, 1, 16);
  const maxStates = whole('max-states', v['max-states'], 1, 100_000_000);
  const budget = whole('time-budget', v['time-budget'], 1, 86_400);
  if (v['no-model-check'] && (bound !== undefined || maxStates !== undefined || budget !== undefined))
    throw new UsageError('--no-model-check cannot be combined with --bound, --max-states or --time-budget');
  const check: CliArgs['check'] = v['no-model-check']
    ? false
    : {
        ...(bound !== undefined ? { bound } : {}),
        ...(maxStates !== undefined ? { maxStates } : {}),
        ...(budget !== undefined ? { maxMs: budget * 1000 } : {}),
      };
  const shard = v.shard === undefined ? undefined : parseShard(v.shard, '--shard');
  const failOn = v['fail-on'] as FailOn | undefined;
  if (failOn !== undefined && !FAIL_LEVELS.includes(failOn))
    throw new UsageError(`--fail-on must be one of ${FAIL_LEVELS.join(', ')}, not '${v['fail-on']}'`);
  // Unset: the frontend's default, min(3, cores) threads (workers parse ahead of the one that lowers).
  let jobs: number | undefined;
  if (v.jobs !== undefined) {
    jobs = /^\d+$/.test(v.jobs) ? Number(v.jobs) : Number.NaN;
    if (!Number.isInteger(jobs) || jobs < 1 || jobs > 256)
      throw new UsageError(`--jobs must be a whole number from 1 to 256, not '${v.jobs}'`);
  }
  return {
    command,
    paths: rest,
    includeDirs: v['include-dir'] ?? [],
    defines: [],
    macroFlags: macroFlagsOf(parsed.tokens),
    ...(v['compile-commands'] ? { compileCommands: v['compile-commands'] } : {}),
    ...(v.lang ? { lang: v.lang } : {}),
    format,
    ...(v.category !== undefined ? { category: v.category } : {}),
    ...(failOn ? { failOn } : {}),
    check,
    ...(v.config !== undefined ? { config: v.config } : {}),
    ...(v.baseline !== undefined ? { baseline: v.baseline } : {}),
    ...(shard ? { shard } : {}),
    entryPoints,
    library: !!v.library,
    ...(v.from !== undefined ? { from: v.from } : {}),
    showEliminated: !!v['show-eliminated'],
    ...(v.output ? { output: v.output } : {}),
    ...(jobs !== undefined ? { jobs } : {}),
    systemIncludes: !!v['system-includes'],
    confine: !!v.confine,
    ...(v.function ? { function: v.function } : {}),
    debug: !!v.debug,
  };
}

/** How a flag is written, as the help shows it (`-D NAME[=VALUE]`). */
function usageOf(long: string): string {
  const line = new RegExp(`^ *(?:(-\\w), )?--${long} (\\S+)`, 'm').exec(HELP);
  return line ? `${line[1] ?? `--${long}`} ${line[2]}` : `--${long} VALUE`;
}

/** -D and -U values, each starting with a macro name as the compiler requires. */
/** `-D` and `-U` in the order given: `-UX -DX` defines X, `-DX -UX` leaves it undefined, as in gcc. */
function macroFlagsOf(tokens: ReturnType<typeof parseArgs>['tokens']): MacroFlag[] {
  const out: MacroFlag[] = [];
  for (const t of tokens ?? []) {
    if (t.kind !== 'option' || (t.name !== 'define' && t.name !== 'undefine') || t.value === undefined)
      continue;
    const define = t.name === 'define';
    const flag = define ? '-D' : '-U';
    if (!(define ? MACRO_DEFINITION : MACRO_NAME).test(t.value))
      throw new UsageError(
        `${flag} '${t.value}': a macro name must be an identifier (${flag} ${define ? 'NAME[=VALUE]' : 'NAME'})`,
      );
    out.push(define ? { define: t.value } : { undefine: t.value });
  }
  return out;
}

export const HELP = `lockstep — find data races in C and C++ programs

Usage:
  lockstep check [PATH...] [options]   analyse files and directories (recursing over .c .cc .cpp .cxx .c++ .C)
  lockstep ir FILE [options]           print the analysis IR of one translation unit
  lockstep init                        write a commented starter .lockstep.yml
  lockstep explain FINGERPRINT [--from FILE]
                                       print one finding of a saved JSON output in full
                                       (default FILE: lockstep.json)
  lockstep --help | --version

Options (flags win over .lockstep.yml, which wins over the defaults):
      --config FILE           read this configuration instead of .lockstep.yml at the
                              repository root
      --baseline FILE         a previous JSON or SARIF output: findings in it are
                              unchanged and do not fail the run
      --entry-point NAME[=one|many]
                              run NAME as a thread beside main (repeatable; glob allowed)
      --library               every external function is an entry point (no main needed)
  -I, --include-dir DIR       add DIR to the include search path (repeatable)
  -D, --define NAME[=VALUE]   define a macro (repeatable)
  -U, --undefine NAME         undefine a macro (repeatable)
      --compile-commands FILE read units and their flags from a compile_commands.json
                              (found automatically at the repository root or in build/)
      --lang c|c++            force the language (default: by file extension)
      --system-includes       use the machine's headers instead of Lockstep's model headers
      --confine               treat the repository as untrusted (as the Action does): what
                              it contains never makes Lockstep read outside it, its
                              model headers and the paths given here; its
                              .lockstep.yml cannot raise the budgets
      --format FORMAT         text (default), json (the output contract in
                              docs/lockstep-output.schema.json), sarif (SARIF 2.1.0
                              for GitHub code scanning) or markdown (PR comments,
                              job summaries)
      --category NAME         (sarif) the code-scanning category, written as
                              automationDetails.id, when several runs upload for
                              one commit
      --shard I/N             analyse the whole program but model-check and report
                              only the races whose first access lies in the I-th of
                              N shares of the units (1-based; for CI matrices)
      --no-model-check        layer 1 only: findings stay unconfirmed candidates
      --show-eliminated       also list the candidates the model checker eliminated
      --bound K               thread instances per spawn site the model checker
                              explores (default 2; raised up to 8 when needed)
      --max-states N          states the model checker may explore (default 200000)
      --time-budget SECONDS   wall-clock limit of the whole check: frontend, layer 1 and
                              layer 2 (default: none for the run, 60 s for the model
                              checker; a safety net: the state budget usually decides)
      --fail-on LEVEL         exit 1 when a finding at LEVEL or above is reported:
                              warning (default: any finding), error (confirmed races
                              only) or none
  -o, --output FILE           write the report to FILE instead of standard output
  -j, --jobs N                frontend threads (default: the cores, at most 3)
      --function NAME         (ir) print only this function
      --debug                 show internal details of errors
  -h, --help                  show this help
  -V, --version               show the version

Exit status: 0 no new finding at the --fail-on level (findings in --baseline and
suppressed ones are not new), 1 such findings, 2 usage or internal error or an invalid
configuration. An unknown verdict alone never fails; its reasons are printed.
`;
