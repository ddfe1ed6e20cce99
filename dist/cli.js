#!/usr/bin/env node
import { createRequire as __lockstepCreateRequire } from 'node:module'; const require = __lockstepCreateRequire(import.meta.url);
import {
  AnalysisResultSchema,
  CONFIG_FILE,
  ConfigError,
  FAIL_LEVELS,
  MACRO_DEFINITION,
  MACRO_NAME,
  VERSION,
  analyze,
  buildProgram,
  collectSources,
  discoverCompileCommands,
  displayPath,
  effectiveSettings,
  failingFindings,
  frontendRequest,
  inertOutput,
  limitHeapGrowth,
  package_default,
  parseShard,
  plural,
  prepareCheck,
  printProgram,
  readBoundary,
  readCompileCommands,
  readConfig,
  realPathOrGiven,
  renderFindingText,
  renderMarkdown,
  renderSarif,
  renderText,
  repositoryRoot,
  secretValues
} from "./chunks/chunk-OWGTDD2U.js";
import {
  OPEN_BOUNDARY,
  UsageError,
  readFailure,
  readFileChecked,
  writeFileNoFollow
} from "./chunks/chunk-REXN5MTY.js";

// src/cli/main.ts
import { existsSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";

// src/config/template.ts
var STARTER_CONFIG = `# Lockstep configuration. Flags on the command line win over this file, which wins over the
# defaults. Schema (for editor completion): docs/lockstep-config.schema.json in Lockstep's
# repository. Keys are kebab-case; argument positions are 0-based; names are exact or globs
# (*, ?, [...]).

# What your own functions mean, when Lockstep cannot see their bodies (or should not look).
# Kinds: lock | unlock | trylock | read-lock | spawn | join | atomic | ignore
models: []
#  - function: my_lock          # a wrapper around pthread_mutex_lock
#    kind: lock
#    lock: 0                    # the argument that points to the lock
#  - function: my_unlock
#    kind: unlock
#    lock: 0
#  - function: my_trylock
#    kind: trylock
#    lock: 0
#    success: 0                 # what it returns when it took the lock
#  - function: pool_submit      # a thread pool: runs entry(arg) on another thread
#    kind: spawn
#    entry: 1
#    arg: 2
#  - function: stats_*          # glob: calls with no effect on shared memory
#    kind: ignore

# Functions that run as threads although no thread creation is visible: callbacks handed to a
# library Lockstep has no model of, a library's exported API. (Handlers installed with signal or
# sigaction need no entry: they are analysed as signal handlers.)
entry-points: []
#  - function: on_message
#    instances: many            # one | many
#    with-main: true            # may run while main runs (default true)

# library: true               # every external function is an entry point (code without main)

# What to analyse when no path is given on the command line (relative to the repository root).
# paths:
#   include: [src]
#   exclude: ["**/test/**", third_party]
# include-dirs: [include]
# defines: [NDEBUG, "CONFIG_SMP=1"]
# compile-commands: build/compile_commands.json
# lang: c                      # c | c++ (default: by file extension)

# analysis:
#   bound: 2                   # thread instances per spawn site the model checker explores
#   max-states: 200000         # states the model checker may explore
#   time-budget: 60            # seconds, a safety net
#   model-check: true          # false: layer 1 only (findings stay candidates)
#   fail-on: warning           # error | warning | none
#   severity:
#     data-race: warning       # error | warning | note, for every finding

# Findings you accept, each with the reason. Inline alternative, on either access line:
#   counter++; // lockstep-ignore data-race: approximate statistics
suppressions: []
#  - fingerprint: 0123456789abcdef0123456789abcdef
#    reason: benign race on a statistics counter
#  - file: "vendor/**"
#    reason: third-party code
#  - function: "debug_*"
#    variable: "trace_*"
#    reason: debugging aids, never enabled in production

# A previous SARIF or JSON output: findings in it are "unchanged" and do not fail the run.
# baseline: lockstep-baseline.sarif
`;

// src/report/json.ts
var PIECE = 1 << 20;
function* renderJsonPieces(result) {
  const marker = `lockstep-findings-${Math.random().toString(36).slice(2)}`;
  const [head, tail] = JSON.stringify({ ...result, findings: marker }, null, 2).split(`"${marker}"`);
  let pending = head;
  const ready = () => {
    if (pending.length < PIECE) return void 0;
    const cut = pending.lastIndexOf("\n") + 1;
    if (cut === 0) return void 0;
    const piece = pending.slice(0, cut);
    pending = pending.slice(cut);
    return piece;
  };
  const texts = function* () {
    if (result.findings.length === 0) yield "[]";
    else {
      let first = true;
      for (const f of result.findings) {
        yield `${first ? "[\n" : ",\n"}    ${JSON.stringify(f, null, 2).replaceAll("\n", "\n    ")}`;
        first = false;
      }
      yield "\n  ]";
    }
    yield `${tail}
`;
  };
  for (const text of texts()) {
    pending += text;
    const piece = ready();
    if (piece !== void 0) yield piece;
  }
  if (pending) yield pending;
}

// src/cli/args.ts
import { parseArgs } from "node:util";
var FORMATS = ["text", "json", "sarif", "markdown"];
var OPTIONS = {
  "include-dir": { type: "string", short: "I", multiple: true },
  define: { type: "string", short: "D", multiple: true },
  undefine: { type: "string", short: "U", multiple: true },
  "compile-commands": { type: "string" },
  lang: { type: "string" },
  format: { type: "string" },
  category: { type: "string" },
  "fail-on": { type: "string" },
  "no-model-check": { type: "boolean" },
  "show-eliminated": { type: "boolean" },
  bound: { type: "string" },
  "max-states": { type: "string" },
  "time-budget": { type: "string" },
  output: { type: "string", short: "o" },
  jobs: { type: "string", short: "j" },
  "system-includes": { type: "boolean" },
  confine: { type: "boolean" },
  function: { type: "string" },
  config: { type: "string" },
  baseline: { type: "string" },
  shard: { type: "string" },
  "entry-point": { type: "string", multiple: true },
  library: { type: "boolean" },
  from: { type: "string" },
  debug: { type: "boolean" },
  help: { type: "boolean", short: "h" },
  version: { type: "boolean", short: "V" }
};
function joinNegativeValues(argv) {
  const out = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const name = a.startsWith("--") ? a.slice(2) : void 0;
    const opt = name !== void 0 ? OPTIONS[name] : void 0;
    if (opt?.type === "string" && /^-\d/.test(argv[i + 1] ?? "")) out.push(`${a}=${argv[++i]}`);
    else out.push(a);
  }
  return out;
}
function parseCli(argv) {
  if (argv.length === 0)
    throw new UsageError("no command given: lockstep check [PATH...] (see lockstep --help)");
  let parsed;
  try {
    parsed = parseArgs({
      args: joinNegativeValues(argv),
      options: OPTIONS,
      allowPositionals: true,
      strict: true,
      tokens: true
    });
  } catch (e) {
    const first2 = (e instanceof Error ? e.message : String(e)).split("\n")[0];
    const missing = /^Option '(?:(-\w), )?--([\w-]+) <value>' argument missing/.exec(first2);
    if (missing)
      throw new UsageError(`${missing[1] ?? `--${missing[2]}`} needs a value: ${usageOf(missing[2])}`);
    const ambiguous = /^Option '(-\w|--[\w-]+)' argument is ambiguous/.exec(first2);
    const long = ambiguous && /use '--([\w-]+)=-XYZ'/.exec(String(e instanceof Error ? e.message : e));
    if (ambiguous && long)
      throw new UsageError(
        `${ambiguous[1]} needs a value: ${usageOf(long[1])} (a value starting with '-' is written --${long[1]}=-VALUE)`
      );
    const msg = first2.replace(/\. To specify a positional argument.*$/s, "").replace(/\.$/, "");
    throw new UsageError(msg.charAt(0).toLowerCase() + msg.slice(1));
  }
  const v = parsed.values;
  const [first, ...rest] = parsed.positionals;
  let command;
  if (v.version) command = "version";
  else if (v.help || first === void 0 || first === "help") command = "help";
  else if (first === "check" || first === "ir" || first === "init" || first === "explain") command = first;
  else
    throw new UsageError(
      `unknown command '${first}' (expected check, ir, init or explain; see lockstep --help)`
    );
  if (v.from !== void 0 && command !== "explain") throw new UsageError("--from applies to explain only");
  if (v.function !== void 0 && command !== "ir") throw new UsageError("--function applies to ir only");
  const entryPoints = (v["entry-point"] ?? []).map((raw) => {
    const m = /^([^=]+?)(?:=(one|many))?$/.exec(raw);
    if (!m || m[1].trim() === "")
      throw new UsageError(`--entry-point must be NAME, NAME=one or NAME=many, not '${raw}'`);
    return { function: m[1].trim(), many: m[2] === "many", withMain: true };
  });
  const format = v.format ?? "text";
  if (!FORMATS.includes(format))
    throw new UsageError(`--format must be one of ${FORMATS.join(", ")}, not '${v.format}'`);
  if (v.category !== void 0 && format !== "sarif")
    throw new UsageError("--category applies to --format sarif only");
  if (v.category !== void 0 && v.category.trim() === "")
    throw new UsageError("--category must not be empty");
  const whole = (flag, raw, min, max) => {
    if (raw === void 0) return void 0;
    const n = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
    if (!Number.isInteger(n) || n < min || n > max)
      throw new UsageError(`--${flag} must be a whole number from ${min} to ${max}, not '${raw}'`);
    return n;
  };
  const bound = whole("bound", v.bound, 1, 16);
  const maxStates = whole("max-states", v["max-states"], 1, 1e8);
  const budget = whole("time-budget", v["time-budget"], 1, 86400);
  if (v["no-model-check"] && (bound !== void 0 || maxStates !== void 0 || budget !== void 0))
    throw new UsageError("--no-model-check cannot be combined with --bound, --max-states or --time-budget");
  const check = v["no-model-check"] ? false : {
    ...bound !== void 0 ? { bound } : {},
    ...maxStates !== void 0 ? { maxStates } : {},
    ...budget !== void 0 ? { maxMs: budget * 1e3 } : {}
  };
  const shard = v.shard === void 0 ? void 0 : parseShard(v.shard, "--shard");
  const failOn = v["fail-on"];
  if (failOn !== void 0 && !FAIL_LEVELS.includes(failOn))
    throw new UsageError(`--fail-on must be one of ${FAIL_LEVELS.join(", ")}, not '${v["fail-on"]}'`);
  let jobs;
  if (v.jobs !== void 0) {
    jobs = /^\d+$/.test(v.jobs) ? Number(v.jobs) : Number.NaN;
    if (!Number.isInteger(jobs) || jobs < 1 || jobs > 256)
      throw new UsageError(`--jobs must be a whole number from 1 to 256, not '${v.jobs}'`);
  }
  return {
    command,
    paths: rest,
    includeDirs: v["include-dir"] ?? [],
    defines: [],
    macroFlags: macroFlagsOf(parsed.tokens),
    ...v["compile-commands"] ? { compileCommands: v["compile-commands"] } : {},
    ...v.lang ? { lang: v.lang } : {},
    format,
    ...v.category !== void 0 ? { category: v.category } : {},
    ...failOn ? { failOn } : {},
    check,
    ...v.config !== void 0 ? { config: v.config } : {},
    ...v.baseline !== void 0 ? { baseline: v.baseline } : {},
    ...shard ? { shard } : {},
    entryPoints,
    library: !!v.library,
    ...v.from !== void 0 ? { from: v.from } : {},
    showEliminated: !!v["show-eliminated"],
    ...v.output ? { output: v.output } : {},
    ...jobs !== void 0 ? { jobs } : {},
    systemIncludes: !!v["system-includes"],
    confine: !!v.confine,
    ...v.function ? { function: v.function } : {},
    debug: !!v.debug
  };
}
function usageOf(long) {
  const line = new RegExp(`^ *(?:(-\\w), )?--${long} (\\S+)`, "m").exec(HELP);
  return line ? `${line[1] ?? `--${long}`} ${line[2]}` : `--${long} VALUE`;
}
function macroFlagsOf(tokens) {
  const out = [];
  for (const t of tokens ?? []) {
    if (t.kind !== "option" || t.name !== "define" && t.name !== "undefine" || t.value === void 0)
      continue;
    const define = t.name === "define";
    const flag = define ? "-D" : "-U";
    if (!(define ? MACRO_DEFINITION : MACRO_NAME).test(t.value))
      throw new UsageError(
        `${flag} '${t.value}': a macro name must be an identifier (${flag} ${define ? "NAME[=VALUE]" : "NAME"})`
      );
    out.push(define ? { define: t.value } : { undefine: t.value });
  }
  return out;
}
var HELP = `lockstep \u2014 find data races in C and C++ programs

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

// src/cli/main.ts
var HOMEPAGE = package_default.homepage;
async function runCli(argv, given) {
  const secrets = secretValues(given.env ?? {});
  const io = {
    ...given,
    stdout: (s) => given.stdout(inertOutput(s, secrets)),
    stderr: (s) => given.stderr(inertOutput(s, secrets))
  };
  let args;
  try {
    args = parseCli(argv);
    switch (args.command) {
      case "help":
        io.stdout(HELP);
        return 0;
      case "version":
        io.stdout(`lockstep ${VERSION}
`);
        return 0;
      case "ir":
        return await irCommand(args, io);
      case "check":
        return await checkCommand(args, io);
      case "init":
        return initCommand(args, io);
      case "explain":
        return explainCommand(args, io);
    }
  } catch (e) {
    if (e instanceof ConfigError) {
      io.stderr(`lockstep: error: ${e.message}
`);
      return 2;
    }
    if (e instanceof UsageError) {
      io.stderr(`lockstep: error: ${e.message}
`);
      return 2;
    }
    const msg = e instanceof Error ? e.message : String(e);
    io.stderr(`lockstep: internal error: ${msg}${args?.debug ? "" : " (run with --debug for details)"}
`);
    if (args?.debug && e instanceof Error && e.stack) io.stderr(`${e.stack}
`);
    return 2;
  }
}
function formatDiagnostic(d, root) {
  const where = d.file ? `${displayPath(root, d.file)}${d.line ? `:${d.line}${d.column ? `:${d.column}` : ""}` : ""}: ` : "";
  return `${where}${d.severity}: ${d.message} [${d.code}]`;
}
function requireFormat(args, available) {
  if (!available.includes(args.format)) {
    throw new UsageError(`--format ${args.format} is not available yet (available: ${available.join(", ")})`);
  }
}
async function checkCommand(args0, io) {
  requireFormat(args0, ["text", "json", "sarif", "markdown"]);
  const root = repositoryRoot(io.cwd);
  const { settings: args, units, request } = prepareCheck(args0, io.cwd, root);
  refuseOutputOverSource(args.output, io.cwd, units);
  const progress = io.isTTY && units.length > 1;
  const { result, readSource } = await analyze({
    ...request,
    ...progress ? { onUnit: (file, i, n) => io.stderr(`\r[${i + 1}/${n}] ${displayPath(root, file)}\x1B[K`) } : {}
  });
  if (progress) io.stderr("\r\x1B[K");
  refuseBinary(result.diagnostics, result.stats.units, (f) => f);
  emit(args, io, renderReport(result, args, io, readSource));
  return failingFindings(result, args.failOn ?? "warning") > 0 ? 1 : 0;
}
function refuseOutputOverSource(output, cwd, units) {
  if (output === void 0) return;
  const target = realPathOrGiven(resolve(cwd, output));
  if (units.some((u) => realPathOrGiven(resolve(u.file)) === target))
    throw new UsageError(`--output ${output} is a source this check analyses: refusing to overwrite it`);
}
function refuseBinary(diagnostics, units, shown) {
  const binary = diagnostics.filter((d) => d.code === "not-text");
  if (binary.length === 0 || binary.length !== units) return;
  throw new UsageError(
    binary.length === 1 ? `${shown(binary[0].file ?? "")}: not a C or C++ source (binary data)` : `none of the ${binary.length} files is a C or C++ source (binary data)`
  );
}
function initCommand(args, io) {
  if (args.paths.length > 0)
    throw new UsageError("init takes no paths (it writes .lockstep.yml at the repository root)");
  const root = repositoryRoot(io.cwd);
  const file = args.config ? resolve(io.cwd, args.config) : join(root, CONFIG_FILE);
  const shown = relative(io.cwd, file) || file;
  if (existsSync(file)) throw new UsageError(`${shown} already exists; not overwriting it`);
  try {
    writeFileSync(file, STARTER_CONFIG, { flag: "wx" });
  } catch (e) {
    throw new UsageError(`cannot write ${shown}: ${e instanceof Error ? e.message : e}`);
  }
  io.stdout(`wrote ${shown}: edit it, then run lockstep check
`);
  return 0;
}
function explainCommand(args, io) {
  if (args.paths.length !== 1)
    throw new UsageError("explain takes one fingerprint (a finding id from the JSON output)");
  if (args.paths[0].trim() === "")
    throw new UsageError("explain needs a fingerprint, and the one given is empty");
  const wanted = args.paths[0];
  const from = args.from ?? "lockstep.json";
  const read = readFileChecked(resolve(io.cwd, from), OPEN_BOUNDARY, "user");
  if (!read.ok)
    throw new UsageError(
      read.missing ? `${from}: no such file (save one with lockstep check --format json -o ${from}, or give --from FILE)` : `${from}: ${readFailure(read)}`
    );
  let data;
  try {
    data = JSON.parse(read.text);
  } catch (e) {
    throw new UsageError(`${from}: not a Lockstep JSON output (${e instanceof Error ? e.message : e})`);
  }
  const parsed = AnalysisResultSchema.safeParse(data);
  if (!parsed.success) throw new UsageError(`${from}: not a Lockstep JSON output (schemaVersion 1)`);
  const all = [...parsed.data.findings, ...parsed.data.suppressed ?? []];
  let hits = all.filter((f) => f.id === wanted);
  if (hits.length === 0) hits = all.filter((f) => f.id.startsWith(wanted));
  if (hits.length === 0) throw new UsageError(`no finding '${wanted}' in ${from}`);
  if (hits.length > 1)
    throw new UsageError(
      `'${wanted}' is the start of ${hits.length} fingerprints in ${from}; give more of it`
    );
  io.stdout(renderFindingText(hits[0]));
  return 0;
}
function renderReport(result, args, io, source) {
  switch (args.format) {
    case "json":
      return renderJsonPieces(result);
    case "sarif":
      return renderSarif(result, {
        ...args.category !== void 0 ? { category: args.category } : {},
        ...HOMEPAGE ? { informationUri: HOMEPAGE } : {}
      });
    case "markdown":
      return renderMarkdown(result, { source });
    case "text": {
      const noColor = (io.env?.NO_COLOR ?? "") !== "";
      return renderText(result, { color: !args.output && !!io.stdoutIsTTY && !noColor });
    }
  }
}
async function irCommand(args, io) {
  if (args.paths.length !== 1) throw new UsageError("ir takes exactly one source file");
  const root = repositoryRoot(io.cwd);
  const files = collectSources(args.paths, io.cwd);
  if (files.length !== 1) throw new UsageError(`ir takes one source file, not a directory: ${args.paths[0]}`);
  const boundary = readBoundary(args, io.cwd, root);
  const ccPath = args.compileCommands ? resolve(io.cwd, args.compileCommands) : discoverCompileCommands(root);
  const fromCc = ccPath ? readCompileCommands(ccPath, boundary, args.compileCommands ? "user" : "repository").find(
    (u) => u.file === files[0]
  ) : void 0;
  const config = readConfig(args, io.cwd, root);
  const { program, diagnostics } = await buildProgram({
    ...frontendRequest(
      effectiveSettings(args, config),
      [fromCc ?? { file: files[0] }],
      root,
      io.cwd,
      config.models
    ),
    boundary
  });
  refuseBinary(diagnostics, 1, (f) => displayPath(root, f));
  const main = files[0];
  const wanted = args.function;
  if (wanted && ![...program.functions.values()].some((f) => f.name === wanted || f.id === wanted)) {
    throw new UsageError(`no function '${wanted}' in ${args.paths[0]}`);
  }
  const text = printProgram(program, {
    onlyFile: (f) => f === main,
    ...wanted ? { onlyFunction: (name, id) => name === wanted || id === wanted } : {}
  });
  for (const d of diagnostics) io.stderr(`${formatDiagnostic(d, root)}
`);
  emit(args, io, `${text.replaceAll(`${root}/`, "")}
`);
  io.stderr(`${summaryLine(1, program.functions.size, program.skipped.length)}
`);
  return 0;
}
function summaryLine(units, functions, skipped) {
  return `${plural(units, "unit")}, ${plural(functions, "function")} lowered, ${skipped} skipped`;
}
function emit(args, io, text) {
  const pieces = typeof text === "string" ? [text] : text;
  if (args.output) {
    const secrets = secretValues(io.env ?? {});
    const inert = function* () {
      for (const p of pieces) yield inertOutput(p, secrets);
    };
    try {
      writeFileNoFollow(resolve(io.cwd, args.output), inert(), repositoryRoot(io.cwd));
    } catch (e) {
      throw new UsageError(e instanceof Error ? e.message : String(e));
    }
  } else for (const p of pieces) io.stdout(p);
}

// src/cli/bin.ts
limitHeapGrowth();
var code = await runCli(process.argv.slice(2), {
  cwd: process.cwd(),
  stdout: (s) => process.stdout.write(s),
  stderr: (s) => process.stderr.write(s),
  isTTY: !!process.stderr.isTTY,
  stdoutIsTTY: !!process.stdout.isTTY,
  env: process.env
});
process.exitCode = code;
