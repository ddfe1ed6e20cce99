/**
 * Helpers for the frontend snapshot and property tests: dedented C snippets, a readable IR text
 * for snapshots, an in-memory file system that falls back to disk (the model headers), and the
 * well-formedness checks the property tests assert on every lowered program.
 */

import { nodeFs } from '../../src/frontend/preprocess/index.js';
import { buildProgram } from '../../src/frontend/program.js';
import type { FrontendResult } from '../../src/frontend/types.js';
import { terminatorTargets as successors } from '../../src/ir/cfg.js';
import { printExpr, printPlace, printProgram } from '../../src/ir/print.js';
import type { SourceRange } from '../../src/ir/source.js';
import type { Access, Expr, Instr, Place, Program, Terminator } from '../../src/ir/types.js';
import { lowerC } from '../helpers.js';

/**
 * A C snippet from a template literal: drops the first line break and the common indentation, so
 * line 1 of the program is the first line written in the test.
 */
export function c(strings: TemplateStringsArray, ...values: unknown[]): string {
  let text = strings.reduce((acc, s, i) => acc + s + (i < values.length ? String(values[i]) : ''), '');
  text = text.replace(/^\n/, '').replace(/\n[ \t]*$/, '\n');
  const lines = text.split('\n');
  const indents = lines.filter((l) => l.trim() !== '').map((l) => /^[ \t]*/.exec(l)![0].length);
  const cut = indents.length ? Math.min(...indents) : 0;
  return lines.map((l) => l.slice(cut)).join('\n');
}

/** The main file of single-file programs (`lowerC`). */
const MAIN = '/src/t.c';

/**
 * The IR of a one-file program as text: its globals (those declared in the file), every function
 * defined in it, skipped functions, then the diagnostics that point into it.
 */
function irText(r: FrontendResult, opts: IrTextOptions = {}): string {
  const inMain = (f: string) => f === MAIN;
  let text = printProgram(r.program, { onlyFile: inMain });
  if (opts.globals === false) text = text.replace(/^globals:\n(?: {2}.*\n)*\n/, '');
  if (opts.atomics) text = `${text.trimEnd()}\n\natomic details:\n${atomicDetails(r.program).join('\n')}\n`;
  const diags = r.diagnostics
    .filter((d) => d.file === MAIN)
    .map((d) => `${d.severity} ${d.code} @${d.line}:${d.column}: ${d.message}`);
  return diags.length ? `${text.trimEnd()}\n\ndiagnostics:\n${diags.join('\n')}\n` : `${text.trimEnd()}\n`;
}

export interface IrTextOptions {
  /** Print the globals declared in the file (default: yes). */
  globals?: boolean;
  /** Add the fields of atomic instructions the printer leaves out (model function, compare value, result kind). */
  atomics?: boolean;
}

/** What `printInstr` does not show of each atomic instruction of the main file, in order. */
function atomicDetails(p: Program): string[] {
  const out: string[] = [];
  for (const f of p.functions.values()) {
    if (f.file !== MAIN) continue;
    for (const b of f.blocks)
      for (const i of b.instrs) {
        if (i.op !== 'atomic') continue;
        const extra = [
          i.compare && `compare ${printExpr(i.compare)}`,
          i.returnsOld && 'returns old',
          i.returnsNew && 'returns new',
        ].filter(Boolean);
        out.push(
          `  ${f.id} ${i.range.line}:${i.range.column} ${i.fn}${extra.length ? `: ${extra.join(', ')}` : ''}`,
        );
      }
  }
  return out;
}

/** Lowers one C file and returns its IR text; the program must parse (nothing skipped). */
export async function ir(code: string, opts: IrTextOptions = {}): Promise<string> {
  const r = await lowerC(code);
  if (r.program.skipped.length)
    throw new Error(`skipped: ${r.program.skipped.map((s) => `${s.name}: ${s.reason}`).join('; ')}`);
  return irText(r, opts);
}

// ---------------------------------------------------------------- the whole frontend on memory files

/** Every file name the in-memory fs answered for, and what it returned (headers come from disk). */
export interface MemRun {
  result: FrontendResult;
  /** Text of every file that was read (inputs and headers), by absolute path. */
  read: Map<string, string>;
}

/**
 * Runs `buildProgram` on in-memory files; paths not among them are read from disk (the model
 * headers). `.c` files are the units; `.h` files can be included.
 */
export async function buildMem(files: Record<string, string>): Promise<MemRun> {
  const read = new Map<string, string>();
  const fs = {
    readFile: (p: string): string | undefined => {
      const text = Object.hasOwn(files, p) ? files[p] : nodeFs.readFile(p);
      if (text !== undefined) read.set(p, text);
      return text;
    },
  };
  const units = Object.keys(files)
    .filter((f) => f.endsWith('.c'))
    .map((file) => ({ file }));
  const result = await buildProgram({ units, fs, root: '/src' });
  return { result, read };
}

function lineCount(text: string): number {
  return text.split('\n').length;
}

/**
 * Problems with positions: a diagnostic, IR range (start, end, spelling) or access outside the
 * files that were read, or outside their lines.
 */
export function positionProblems(run: MemRun): string[] {
  const { result, read } = run;
  const problems: string[] = [];
  const readByUnits = new Set(result.program.units.flatMap((u) => u.files));
  const knownFile = (file: string | undefined): string | undefined => {
    if (file === undefined) return 'no file';
    if (!read.has(file)) return `file ${file} was never read`;
    if (!readByUnits.has(file) && !result.program.units.some((u) => u.file === file))
      return `file ${file} is not among the units' files`;
    return undefined;
  };
  for (const d of result.diagnostics) {
    const bad = knownFile(d.file);
    const where = `diagnostic ${d.code} ${d.file}:${d.line}:${d.column} (${d.message})`;
    if (bad) {
      problems.push(`${where}: ${bad}`);
      continue;
    }
    const lines = lineCount(read.get(d.file!)!);
    if (d.line === undefined || d.line < 1 || d.line > lines + 1)
      problems.push(`${where}: line out of 1..${lines + 1}`);
    if (d.column === undefined || d.column < 1) problems.push(`${where}: column < 1`);
  }
  const checkPos = (file: string, line: number, column: number, where: string) => {
    const bad = knownFile(file);
    if (bad) {
      problems.push(`${where}: ${bad}`);
      return;
    }
    const lines = lineCount(read.get(file)!);
    if (!(line >= 1 && line <= lines)) problems.push(`${where}: line ${line} out of 1..${lines}`);
    if (!(column >= 1)) problems.push(`${where}: column ${column} < 1`);
  };
  const checkRange = (r: SourceRange, what: string) => {
    const where = `${what} at ${r.file}:${r.line}:${r.column}`;
    checkPos(r.file, r.line, r.column, where);
    checkPos(r.file, r.endLine, Math.max(1, r.endColumn - 1), `${where} (end ${r.endLine}:${r.endColumn})`);
    if (r.endLine < r.line) problems.push(`${where}: ends at line ${r.endLine}, before it starts`);
    if (r.spelling)
      checkPos(
        r.spelling.file,
        r.spelling.line,
        r.spelling.column,
        `${where} (spelled at ${r.spelling.file}:${r.spelling.line}:${r.spelling.column})`,
      );
  };
  const checkAccesses = (as: Access[], what: string) => {
    for (const a of as) checkRange(a.range, `${what} access`);
  };
  for (const f of result.program.functions.values()) {
    checkRange(f.range, `function ${f.id}`);
    for (const b of f.blocks) {
      for (const i of b.instrs) {
        checkRange(i.range, `${f.id} bb${b.id} ${i.op}`);
        checkAccesses(i.accesses, `${f.id} bb${b.id} ${i.op}`);
      }
      checkRange(b.term.range, `${f.id} bb${b.id} ${b.term.k}`);
      checkAccesses(b.term.accesses, `${f.id} bb${b.id} ${b.term.k}`);
    }
  }
  return problems;
}

/** Problems with the graphs: a function without an entry, a terminator target out of range, bad ids. */
export function cfgProblems(p: Program): string[] {
  const problems: string[] = [];
  for (const f of p.functions.values()) {
    if (!f.blocks[0]) {
      problems.push(`${f.id}: no entry block`);
      continue;
    }
    f.blocks.forEach((b, i) => {
      if (b.id !== i) problems.push(`${f.id}: block at index ${i} has id ${b.id}`);
      for (const s of successors(b.term))
        if (!Number.isInteger(s) || s < 0 || s >= f.blocks.length)
          problems.push(`${f.id}: bb${b.id} ${b.term.k} targets bb${s} of ${f.blocks.length}`);
    });
  }
  return problems;
}

// ---------------------------------------------------------------- reads that have no access

/** Every `load(place)` inside an expression, including the loads inside places (`*p` loads `p`). */
function loadsOf(e: Expr | undefined, out: Place[]): void {
  if (!e) return;
  switch (e.k) {
    case 'load':
      out.push(e.place);
      placeLoads(e.place, out);
      return;
    case 'addr':
      placeLoads(e.place, out);
      return;
    case 'unary':
    case 'cast':
      loadsOf(e.arg, out);
      return;
    case 'binary':
      loadsOf(e.left, out);
      loadsOf(e.right, out);
      return;
    default:
      return;
  }
}

function placeLoads(p: Place, out: Place[]): void {
  switch (p.k) {
    case 'var':
      return;
    case 'deref':
      loadsOf(p.ptr, out);
      return;
    case 'field':
      placeLoads(p.base, out);
      return;
    case 'index':
      placeLoads(p.base, out);
      loadsOf(p.index, out);
      return;
  }
}

/** The expressions an instruction or terminator evaluates (destinations contribute their inner loads). */
function evaluated(x: Instr | Terminator): { exprs: Expr[]; places: Place[] } {
  const exprs: Expr[] = [];
  const places: Place[] = [];
  const add = (...es: (Expr | undefined)[]) => {
    for (const e of es) if (e) exprs.push(e);
  };
  if ('op' in x) {
    if ('dst' in x && x.dst) places.push(x.dst);
    switch (x.op) {
      case 'assign':
        add(x.src);
        break;
      case 'call':
        add(x.callee, ...x.args);
        break;
      case 'alloc':
        add(x.size);
        break;
      case 'free':
        add(x.ptr);
        break;
      case 'lock':
      case 'trylock':
      case 'unlock':
      case 'lock-init':
      case 'lock-destroy':
        add(x.lock);
        break;
      case 'spawn':
        add(x.handle, x.entry, x.arg);
        break;
      case 'join':
      case 'detach':
        add(x.handle);
        break;
      case 'cond-wait':
        add(x.cond, x.lock);
        break;
      case 'cond-signal':
        add(x.cond);
        break;
      case 'barrier-init':
        add(x.barrier, x.count);
        break;
      case 'barrier-wait':
        add(x.barrier);
        break;
      case 'once':
        add(x.flag, x.entry);
        break;
      case 'sem-init':
        add(x.sem, x.count);
        break;
      case 'sem-wait':
      case 'sem-post':
        add(x.sem);
        break;
      case 'atomic':
        add(x.object, x.value, x.expected, x.compare);
        break;
      case 'assume':
        add(x.cond);
        break;
      default:
        break;
    }
  } else {
    switch (x.k) {
      case 'branch':
        add(x.cond);
        break;
      case 'switch':
        add(x.value);
        break;
      case 'return':
        add(x.value);
        break;
      default:
        break;
    }
  }
  return { exprs, places };
}

/**
 * Reads the IR performs but lists nowhere: a `load` of a place that other threads can reach
 * (rooted at a global, a static or an address-taken local) with no read access of that place
 * anywhere in the function. (Accesses may sit on an earlier instruction than the expression that
 * uses the value, so the whole function is searched.)
 */
export function unlistedReads(p: Program): string[] {
  const problems: string[] = [];
  for (const f of p.functions.values()) {
    const vars = new Map(f.vars.map((v) => [v.id, v]));
    const shared = (place: Place): boolean => {
      let q = place;
      while (q.k === 'field' || q.k === 'index') q = q.base;
      if (q.k !== 'var') return true;
      const v = vars.get(q.id);
      return !v || !!v.addressTaken;
    };
    const read = new Set<string>();
    for (const b of f.blocks)
      for (const a of [...b.instrs.flatMap((i) => i.accesses), ...b.term.accesses])
        if (a.kind === 'read') read.add(JSON.stringify(a.place));
    for (const b of f.blocks)
      for (const x of [...b.instrs, b.term]) {
        const { exprs, places } = evaluated(x);
        const loads: Place[] = [];
        for (const e of exprs) loadsOf(e, loads);
        for (const d of places) placeLoads(d, loads);
        for (const l of loads)
          if (shared(l) && !read.has(JSON.stringify(l)))
            problems.push(
              `${f.id} bb${b.id} ${'op' in x ? x.op : x.k} @${x.range.line}:${x.range.column} reads ${printPlace(l)} without an access`,
            );
      }
  }
  return problems;
}

/** Variable ids used twice in one function (params, locals and temps must each have their own). */
export function duplicateVarIds(p: Program): string[] {
  const problems: string[] = [];
  for (const f of p.functions.values()) {
    const seen = new Set<string>();
    for (const v of f.vars) {
      if (seen.has(v.id)) problems.push(`${f.id}: ${v.id} names two variables`);
      seen.add(v.id);
    }
  }
  return problems;
}
