#!/usr/bin/env node
import { createRequire as __lockstepCreateRequire } from 'node:module'; const require = __lockstepCreateRequire(import.meta.url);
import {
  UsageError,
  buildProgram,
  displayPath,
  parseDefine,
  repositoryRoot,
  typeToString
} from "./chunks/chunk-DOI44TMA.js";

// src/cli/main.ts
import { writeFileSync } from "node:fs";
import { resolve as resolve2 } from "node:path";

// src/frontend/units.ts
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, extname, isAbsolute, join, resolve } from "node:path";
var SOURCE_EXTENSIONS = /* @__PURE__ */ new Set([".c", ".cc", ".cpp", ".cxx", ".c++", ".C"]);
var SKIP_DIRS = /* @__PURE__ */ new Set([".git", "node_modules", ".hg", ".svn"]);
function collectSources(paths, cwd) {
  const out = [];
  const walk = (dir) => {
    let entries;
    try {
      entries = readdirSync(dir).sort();
    } catch {
      return;
    }
    for (const e of entries) {
      const p = join(dir, e);
      let st;
      try {
        st = statSync(p);
      } catch {
        continue;
      }
      if (st.isDirectory()) {
        if (!SKIP_DIRS.has(e)) walk(p);
      } else if (SOURCE_EXTENSIONS.has(extname(e))) out.push(p);
    }
  };
  for (const given of paths) {
    const p = resolve(cwd, given);
    if (!existsSync(p)) throw new UsageError(`no such file or directory: ${given}`);
    if (statSync(p).isDirectory()) walk(p);
    else out.push(p);
  }
  return [...new Set(out)];
}
function splitCommand(cmd) {
  const out = [];
  let cur = "";
  let has = false;
  let quote;
  for (let i = 0; i < cmd.length; i++) {
    const c = cmd[i];
    if (quote) {
      if (c === quote) quote = void 0;
      else if (c === "\\" && quote === '"' && i + 1 < cmd.length && '"\\$`'.includes(cmd[i + 1]))
        cur += cmd[++i];
      else cur += c;
    } else if (c === '"' || c === "'") {
      quote = c;
      has = true;
    } else if (c === "\\" && i + 1 < cmd.length) {
      cur += cmd[++i];
      has = true;
    } else if (/\s/.test(c)) {
      if (has || cur) out.push(cur);
      cur = "";
      has = false;
    } else {
      cur += c;
      has = true;
    }
  }
  if (has || cur) out.push(cur);
  return out;
}
function unitFromArguments(args2, directory, file, where) {
  const unit = {
    file: resolve(directory, file),
    includeDirs: [],
    quoteDirs: [],
    systemIncludeDirs: [],
    macros: [],
    forcedIncludes: []
  };
  const expanded = expandResponseFiles(args2.slice(1), directory, where, 0);
  const path = (p) => isAbsolute(p) ? p : resolve(directory, p);
  const macros = unit.macros;
  for (let i = 0; i < expanded.length; i++) {
    const a = expanded[i];
    const value = (flag) => a === flag ? expanded[++i] : a.startsWith(flag) ? a.slice(flag.length) : void 0;
    let v;
    if (a.startsWith("-isystem")) {
      v = value("-isystem");
      if (v) unit.systemIncludeDirs.push(path(v));
    } else if (a.startsWith("-iquote")) {
      v = value("-iquote");
      if (v) unit.quoteDirs.push(path(v));
    } else if (a === "-include" || a.startsWith("-include=")) {
      v = a === "-include" ? expanded[++i] : a.slice("-include=".length);
      if (v) unit.forcedIncludes.push(path(v));
    } else if (a.startsWith("-I")) {
      v = value("-I");
      if (v) unit.includeDirs.push(path(v));
    } else if (a.startsWith("-D")) {
      v = value("-D");
      if (v) macros.push(parseDefine(v));
    } else if (a.startsWith("-U")) {
      v = value("-U");
      if (v) macros.push({ kind: "undef", name: v });
    } else if (a.startsWith("-std=")) {
      unit.std = a.slice(5);
      if (/^(c|gnu)\+\+/.test(unit.std)) unit.lang = "c++";
    } else if (a === "-x") {
      const lang = expanded[++i];
      if (lang === "c") unit.lang = "c";
      else if (lang === "c++") unit.lang = "c++";
    } else if (/^-O([1-3sgz]|fast)?$/.test(a) && a !== "-O0") {
      macros.push({ kind: "define", name: "__OPTIMIZE__" });
      if (a === "-Os" || a === "-Oz") macros.push({ kind: "define", name: "__OPTIMIZE_SIZE__" });
    } else if (a === "-o" || a === "-MF" || a === "-MT" || a === "-MQ") {
      i++;
    }
  }
  return unit;
}
function expandResponseFiles(args2, directory, where, depth) {
  const out = [];
  for (const a of args2) {
    if (a.startsWith("@") && depth < 10) {
      const p = resolve(directory, a.slice(1));
      let text;
      try {
        text = readFileSync(p, "utf8");
      } catch {
        throw new UsageError(`${where}: cannot read response file ${a.slice(1)}`);
      }
      out.push(...expandResponseFiles(splitCommand(text), directory, where, depth + 1));
    } else out.push(a);
  }
  return out;
}
function readCompileCommands(path) {
  let text;
  try {
    text = readFileSync(path, "utf8");
  } catch {
    throw new UsageError(`cannot read compile commands: ${path}`);
  }
  let entries;
  try {
    entries = JSON.parse(text);
  } catch (e) {
    throw new UsageError(`${path}: not valid JSON (${e instanceof Error ? e.message : e})`);
  }
  if (!Array.isArray(entries)) throw new UsageError(`${path}: expected an array of compile commands`);
  const units = [];
  entries.forEach((raw, i) => {
    const where = `${path}: entry ${i}`;
    if (typeof raw !== "object" || raw === null || typeof raw.file !== "string")
      throw new UsageError(`${where}: missing "file"`);
    const directory = typeof raw.directory === "string" ? resolve(dirname(path), raw.directory) : dirname(path);
    const args2 = Array.isArray(raw.arguments) ? raw.arguments.map(String) : typeof raw.command === "string" ? splitCommand(raw.command) : void 0;
    if (!args2) throw new UsageError(`${where}: needs "arguments" or "command"`);
    units.push(unitFromArguments(args2, directory, raw.file, where));
  });
  const byFile = /* @__PURE__ */ new Map();
  for (const u of units) if (!byFile.has(u.file)) byFile.set(u.file, u);
  return [...byFile.values()];
}
function discoverCompileCommands(root) {
  for (const p of [join(root, "compile_commands.json"), join(root, "build", "compile_commands.json")])
    if (existsSync(p)) return p;
  return void 0;
}
function parseLanguage(v) {
  if (v === "c") return "c";
  if (v === "c++" || v === "cpp" || v === "cxx") return "c++";
  throw new UsageError(`--lang must be c or c++, not '${v}'`);
}

// src/ir/print.ts
function printExpr(e) {
  switch (e.k) {
    case "int":
      return String(e.value);
    case "float":
      return Number.isInteger(e.value) ? e.value.toFixed(1) : String(e.value);
    case "str":
      return e.value.length > 40 ? `${e.value.slice(0, 37)}..."` : e.value;
    case "load":
      return printPlace(e.place);
    case "addr":
      return `&${printPlace(e.place)}`;
    case "fn":
      return `@${e.id}`;
    case "unary": {
      const arg = wrap(e.arg);
      return `${e.op}${e.op === "-" && arg.startsWith("-") ? " " : ""}${arg}`;
    }
    case "binary":
      return `${wrap(e.left)} ${e.op} ${wrap(e.right)}`;
    case "cast":
      return `(${typeToString(e.to)})${wrap(e.arg)}`;
    case "nondet":
      return `nondet(${e.why})`;
  }
}
function wrap(e) {
  return e.k === "binary" ? `(${printExpr(e)})` : printExpr(e);
}
function printPlace(p) {
  switch (p.k) {
    case "var":
      return p.id;
    case "deref":
      return p.ptr.k === "load" || p.ptr.k === "addr" || p.ptr.k === "fn" ? `*${printExpr(p.ptr)}` : `*(${printExpr(p.ptr)})`;
    case "field":
      return p.base.k === "deref" ? `${printExpr(p.base.ptr)}->${p.field}` : `${printPlace(p.base)}.${p.field}`;
    case "index":
      return `${printPlace(p.base)}[${printExpr(p.index)}]`;
  }
}
function printAccesses(as) {
  if (as.length === 0) return "";
  return `  {${as.map((a) => `${a.kind === "read" ? "R" : "W"}${a.atomic ? "a" : ""} ${printPlace(a.place)} @${a.range.line}:${a.range.column}`).join(", ")}}`;
}
var dst = (d) => d ? `${printPlace(d)} = ` : "";
var args = (as) => as.map(printExpr).join(", ");
function printInstr(i) {
  switch (i.op) {
    case "assign":
      return `${printPlace(i.dst)} = ${printExpr(i.src)}`;
    case "call":
      return `${dst(i.dst)}call ${printExpr(i.callee)}(${args(i.args)})${i.model ? ` [${i.model}]` : ""}`;
    case "alloc":
      return `${dst(i.dst)}alloc ${i.fn}${i.size ? `(${printExpr(i.size)})` : ""}`;
    case "free":
      return `free ${printExpr(i.ptr)}`;
    case "lock":
      return `lock${i.mode === "shared" ? ".shared" : ""} ${printExpr(i.lock)}`;
    case "trylock":
      return `${dst(i.dst)}trylock${i.mode === "shared" ? ".shared" : ""} ${printExpr(i.lock)} (success=${i.success})`;
    case "unlock":
      return `unlock ${printExpr(i.lock)}`;
    case "lock-init":
      return `lock-init ${printExpr(i.lock)}`;
    case "lock-destroy":
      return `lock-destroy ${printExpr(i.lock)}`;
    case "spawn":
      return `${dst(i.dst)}spawn ${printExpr(i.entry)}(${printExpr(i.arg)})${i.handle ? ` -> *${printExpr(i.handle)}` : ""}`;
    case "join":
      return `${dst(i.dst)}join ${printExpr(i.handle)}`;
    case "detach":
      return `detach ${printExpr(i.handle)}`;
    case "self":
      return `${dst(i.dst)}self`;
    case "cond-wait":
      return `${dst(i.dst)}wait ${printExpr(i.cond)}, ${printExpr(i.lock)}`;
    case "cond-signal":
      return `${i.broadcast ? "broadcast" : "signal"} ${printExpr(i.cond)}`;
    case "barrier-init":
      return `barrier-init ${printExpr(i.barrier)}, ${printExpr(i.count)}`;
    case "barrier-wait":
      return `${dst(i.dst)}barrier-wait ${printExpr(i.barrier)}`;
    case "once":
      return `once ${printExpr(i.flag)}, ${printExpr(i.entry)}`;
    case "sem-init":
      return `sem-init ${printExpr(i.sem)}, ${printExpr(i.count)}`;
    case "sem-wait":
      return `${dst(i.dst)}sem-${i.try ? "trywait" : "wait"} ${printExpr(i.sem)}`;
    case "sem-post":
      return `sem-post ${printExpr(i.sem)}`;
    case "atomic": {
      const parts = [
        i.object && printExpr(i.object),
        i.expected && `expected ${printExpr(i.expected)}`,
        i.compare && `compare ${printExpr(i.compare)}`,
        i.value && printExpr(i.value),
        i.returnsNew && "returns new",
        i.returnsOld && "returns old"
      ].filter(Boolean);
      return `${dst(i.dst)}atomic.${i.kind}${i.rmwOp ? `[${i.rmwOp}]` : ""}.${i.order} ${parts.join(", ")}`;
    }
    case "atomic-begin":
      return "atomic-begin";
    case "atomic-end":
      return "atomic-end";
    case "assume":
      return `assume ${printExpr(i.cond)}`;
  }
}
function printTerminator(t) {
  switch (t.k) {
    case "goto":
      return `goto bb${t.target}`;
    case "branch":
      return `if ${printExpr(t.cond)} then bb${t.then} else bb${t.else}`;
    case "switch":
      return `switch ${printExpr(t.value)} [${t.cases.map((c) => `${c.lo === c.hi ? c.lo : `${c.lo}...${c.hi}`}: bb${c.target}`).join(", ")}] default bb${t.default}`;
    case "return":
      return t.value ? `return ${printExpr(t.value)}` : "return";
    case "stop":
      return `stop (${t.why})`;
  }
}
function printInit(init) {
  if (init.k === "expr") return printExpr(init.expr);
  return `{${init.items.map((i) => `${i.designator !== void 0 ? `${typeof i.designator === "number" ? `[${i.designator}]` : `.${i.designator}`} = ` : ""}${printInit(i.init)}`).join(", ")}}`;
}
function printVariable(v) {
  const flags = [
    v.kind,
    v.threadLocal && "thread-local",
    v.addressTaken && "address-taken",
    v.externOnly && "extern"
  ].filter(Boolean);
  return `${v.id}: ${typeToString(v.type)} [${flags.join(", ")}]${v.init ? ` = ${printInit(v.init)}` : ""}`;
}
function printBlock(b, lines) {
  lines.push(`  bb${b.id}:`);
  for (const i of b.instrs)
    lines.push(
      `    ${printInstr(i).padEnd(40)} ; ${i.range.line}:${i.range.column}${printAccesses(i.accesses)}`
    );
  lines.push(
    `    ${printTerminator(b.term).padEnd(40)} ; ${b.term.range.line}:${b.term.range.column}${printAccesses(b.term.accesses)}`
  );
}
function printFunction(f) {
  const params = f.params.map((p) => {
    const v = f.vars.find((x) => x.id === p);
    return `${p}: ${v ? typeToString(v.type) : "?"}`;
  });
  const lines = [
    `fn ${f.id}(${params.join(", ")}${f.variadic ? ", ..." : ""}) -> ${typeToString(f.returnType)}  ; ${f.file}:${f.range.line}`
  ];
  const locals = f.vars.filter((v) => v.kind === "local");
  if (locals.length)
    lines.push(
      `  locals: ${locals.map((v) => `${v.id}: ${typeToString(v.type)}${v.addressTaken ? " [address-taken]" : ""}`).join(", ")}`
    );
  for (const b of f.blocks) printBlock(b, lines);
  return lines.join("\n");
}
function printProgram(p, opts = {}) {
  const keep = opts.onlyFile ?? (() => true);
  const keepFn = opts.onlyFunction ?? (() => true);
  const out = [];
  const globals = [...p.globals.values()].filter((g) => !g.range || keep(g.range.file));
  if (globals.length && !opts.onlyFunction) {
    out.push("globals:");
    for (const g of globals) out.push(`  ${printVariable(g)}`);
    out.push("");
  }
  for (const f of p.functions.values()) {
    if (!keep(f.file) || !keepFn(f.name, f.id)) continue;
    out.push(printFunction(f), "");
  }
  for (const s of p.skipped) out.push(`skipped ${s.name} at ${s.file}:${s.range.line}: ${s.reason}`);
  return out.join("\n");
}

// package.json
var package_default = {
  name: "lockstep",
  version: "0.1.0",
  description: "Static data-race detection for C and C++: layered lockset analysis and bounded model checking",
  type: "module",
  license: "MIT",
  bin: {
    lockstep: "dist/cli.js"
  },
  engines: {
    node: ">=20"
  },
  scripts: {
    build: "node scripts/build.mjs",
    test: "vitest run",
    typecheck: "tsc -p tsconfig.json",
    lint: "biome check .",
    format: "biome format --write .",
    "bench:frontend": "node --import tsx bench/frontend.ts",
    bench: "node --import tsx bench/frontend.ts",
    realcode: "bash scripts/realcode.sh"
  },
  devDependencies: {
    "@biomejs/biome": "^2.6.8",
    "@types/node": "^20.19.43",
    esbuild: "^0.28.2",
    "fast-check": "^4.10.2",
    "tree-sitter-c": "^0.24.1",
    "tree-sitter-cpp": "^0.23.4",
    tsx: "^4.23.15",
    typescript: "~5.9",
    vitest: "^4.1.12",
    "web-tree-sitter": "^0.27.1"
  },
  dependencies: {
    yaml: "^2.9.1",
    zod: "^4.6.7"
  },
  files: [
    "dist",
    "action.yml",
    "README.md"
  ]
};

// src/version.ts
var VERSION = package_default.version;

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
  output: { type: "string", short: "o" },
  jobs: { type: "string", short: "j" },
  "system-includes": { type: "boolean" },
  function: { type: "string" },
  debug: { type: "boolean" },
  help: { type: "boolean", short: "h" },
  version: { type: "boolean", short: "V" }
};
function parseCli(argv) {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
  } catch (e) {
    const msg = e instanceof Error ? e.message.replace(/\. To specify a positional argument.*$/s, "") : String(e);
    throw new UsageError(msg);
  }
  const v = parsed.values;
  const [first, ...rest] = parsed.positionals;
  let command;
  if (v.version) command = "version";
  else if (v.help || first === void 0 || first === "help") command = "help";
  else if (first === "check" || first === "ir") command = first;
  else throw new UsageError(`unknown command '${first}' (expected check or ir; see lockstep --help)`);
  const format = v.format ?? "text";
  if (!FORMATS.includes(format))
    throw new UsageError(`--format must be one of ${FORMATS.join(", ")}, not '${v.format}'`);
  let jobs = 1;
  if (v.jobs !== void 0) {
    jobs = Number(v.jobs);
    if (!Number.isInteger(jobs) || jobs < 1 || jobs > 256)
      throw new UsageError(`--jobs must be a whole number from 1 to 256, not '${v.jobs}'`);
  }
  return {
    command,
    paths: rest,
    includeDirs: v["include-dir"] ?? [],
    defines: v.define ?? [],
    undefines: v.undefine ?? [],
    ...v["compile-commands"] ? { compileCommands: v["compile-commands"] } : {},
    ...v.lang ? { lang: v.lang } : {},
    format,
    ...v.output ? { output: v.output } : {},
    jobs,
    systemIncludes: !!v["system-includes"],
    ...v.function ? { function: v.function } : {},
    debug: !!v.debug
  };
}
var HELP = `lockstep \u2014 find data races in C and C++ programs

Usage:
  lockstep check [PATH...] [options]   analyse files and directories (recursing over .c .cc .cpp .cxx)
  lockstep ir FILE [options]           print the analysis IR of one translation unit
  lockstep --help | --version

Options:
  -I, --include-dir DIR       add DIR to the include search path (repeatable)
  -D, --define NAME[=VALUE]   define a macro (repeatable)
  -U, --undefine NAME         undefine a macro (repeatable)
      --compile-commands FILE read units and their flags from a compile_commands.json
                              (found automatically at the repository root or in build/)
      --lang c|c++            force the language (default: by file extension)
      --system-includes       use the machine's headers instead of Lockstep's model headers
      --format FORMAT         text (default)${" "}
  -o, --output FILE           write the report to FILE instead of standard output
  -j, --jobs N                frontend worker threads (default 1)
      --function NAME         (ir) print only this function
      --debug                 show internal details of errors
  -h, --help                  show this help
  -V, --version               show the version

Exit status: 0 no findings, 1 findings, 2 usage or internal error.
`;

// src/cli/main.ts
async function runCli(argv, io) {
  let args2;
  try {
    args2 = parseCli(argv);
    switch (args2.command) {
      case "help":
        io.stdout(HELP);
        return 0;
      case "version":
        io.stdout(`lockstep ${VERSION}
`);
        return 0;
      case "ir":
        return await irCommand(args2, io);
      case "check":
        return await checkCommand(args2, io);
    }
  } catch (e) {
    if (e instanceof UsageError) {
      io.stderr(`lockstep: error: ${e.message}
`);
      return 2;
    }
    const msg = e instanceof Error ? e.message : String(e);
    io.stderr(`lockstep: internal error: ${msg}${args2?.debug ? "" : " (run with --debug for details)"}
`);
    if (args2?.debug && e instanceof Error && e.stack) io.stderr(`${e.stack}
`);
    return 2;
  }
}
function resolveUnits(args2, cwd, root) {
  const ccPath = args2.compileCommands ? resolve2(cwd, args2.compileCommands) : discoverCompileCommands(root);
  const fromCc = ccPath ? readCompileCommands(ccPath) : [];
  if (args2.paths.length === 0) {
    if (!ccPath)
      throw new UsageError(
        "nothing to analyse: give files or directories, or a compile_commands.json (--compile-commands)"
      );
    if (fromCc.length === 0) throw new UsageError(`${ccPath}: no compile commands`);
    return fromCc;
  }
  const byFile = new Map(fromCc.map((u) => [u.file, u]));
  const files = collectSources(args2.paths, cwd);
  if (files.length === 0) throw new UsageError(`no C or C++ sources under ${args2.paths.join(", ")}`);
  return files.map((file) => byFile.get(file) ?? { file });
}
function frontendRequest(args2, units, root, cwd) {
  return {
    units,
    jobs: args2.jobs,
    includeDirs: args2.includeDirs.map((d) => resolve2(cwd, d)),
    defines: args2.defines,
    undefines: args2.undefines,
    ...args2.lang ? { lang: parseLanguage(args2.lang) } : {},
    systemIncludes: args2.systemIncludes,
    root
  };
}
function formatDiagnostic(d, root) {
  const where = d.file ? `${displayPath(root, d.file)}${d.line ? `:${d.line}${d.column ? `:${d.column}` : ""}` : ""}: ` : "";
  return `${where}${d.severity}: ${d.message} [${d.code}]`;
}
function requireFormat(args2, available) {
  if (!available.includes(args2.format)) {
    throw new UsageError(`--format ${args2.format} is not available yet (available: ${available.join(", ")})`);
  }
}
async function checkCommand(args2, io) {
  requireFormat(args2, ["text"]);
  const root = repositoryRoot(io.cwd);
  const units = resolveUnits(args2, io.cwd, root);
  const progress = io.isTTY && units.length > 1;
  const { program, diagnostics, ms } = await buildProgram({
    ...frontendRequest(args2, units, root, io.cwd),
    ...progress ? { onUnit: (file, i, n) => io.stderr(`\r[${i + 1}/${n}] ${displayPath(root, file)}\x1B[K`) } : {}
  });
  if (progress) io.stderr("\r\x1B[K");
  const lines = diagnostics.map((d) => formatDiagnostic(d, root));
  lines.push(
    `${summaryLine(units.length, program.functions.size, program.skipped.length)} (${Math.round(ms.total)} ms)`,
    "no race analysis yet: the lockset layer has not landed, so no verdict is given"
  );
  emit(args2, io, `${lines.join("\n")}
`);
  return 0;
}
async function irCommand(args2, io) {
  if (args2.paths.length !== 1) throw new UsageError("ir takes exactly one source file");
  const root = repositoryRoot(io.cwd);
  const files = collectSources(args2.paths, io.cwd);
  if (files.length !== 1) throw new UsageError(`ir takes one source file, not a directory: ${args2.paths[0]}`);
  const ccPath = args2.compileCommands ? resolve2(io.cwd, args2.compileCommands) : discoverCompileCommands(root);
  const fromCc = ccPath ? readCompileCommands(ccPath).find((u) => u.file === files[0]) : void 0;
  const { program, diagnostics } = await buildProgram(
    frontendRequest(args2, [fromCc ?? { file: files[0] }], root, io.cwd)
  );
  const main = files[0];
  const wanted = args2.function;
  if (wanted && ![...program.functions.values()].some((f) => f.name === wanted || f.id === wanted)) {
    throw new UsageError(`no function '${wanted}' in ${args2.paths[0]}`);
  }
  const text = printProgram(program, {
    onlyFile: (f) => f === main,
    ...wanted ? { onlyFunction: (name, id) => name === wanted || id === wanted } : {}
  });
  for (const d of diagnostics) io.stderr(`${formatDiagnostic(d, root)}
`);
  emit(args2, io, `${text.replaceAll(`${root}/`, "")}
`);
  io.stderr(`${summaryLine(1, program.functions.size, program.skipped.length)}
`);
  return 0;
}
function summaryLine(units, functions, skipped) {
  const plural = (n, word) => `${n} ${word}${n === 1 ? "" : "s"}`;
  return `${plural(units, "unit")}, ${plural(functions, "function")} lowered, ${skipped} skipped`;
}
function emit(args2, io, text) {
  if (args2.output) {
    try {
      writeFileSync(resolve2(io.cwd, args2.output), text);
    } catch (e) {
      throw new UsageError(`cannot write ${args2.output}: ${e instanceof Error ? e.message : e}`);
    }
  } else io.stdout(text);
}

// src/cli/index.ts
var code = await runCli(process.argv.slice(2), {
  cwd: process.cwd(),
  stdout: (s) => process.stdout.write(s),
  stderr: (s) => process.stderr.write(s),
  isTTY: !!process.stderr.isTTY
});
process.exitCode = code;
