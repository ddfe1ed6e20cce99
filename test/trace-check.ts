/**
 * What every access trace must satisfy (issue 15, "Possible findings show what is known"), checked
 * on every fixture's result by the fixture suite: each step points at a real line of its file, the
 * steps follow the threads in order (creators' calls and spawns, then the thread's calls, then the
 * access), each step lies in the function the step before it entered, and the access's own
 * position comes last.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AnalysisResult, FindingAccess } from '../src/result.js';

const lineCache = new Map<string, string[]>();
function linesOf(root: string, file: string): string[] {
  let lines = lineCache.get(file);
  if (!lines) {
    lines = readFileSync(file.startsWith('/') ? file : join(root, file), 'utf8').split('\n');
    lineCache.set(file, lines);
  }
  return lines;
}

/** The problems with one access's trace; empty when it is sound. */
function traceProblems(root: string, a: FindingAccess): string[] {
  const steps = a.trace ?? [];
  const at = `${a.file}:${a.line} (${a.thread})`;
  if (steps.length === 0) return [`${at}: no trace`];
  const problems: string[] = [];
  const last = steps.at(-1)!;
  if (last.kind !== 'access') problems.push(`${at}: the last step is a ${last.kind}`);
  if (last.file !== a.file || last.line !== a.line || last.column !== a.column)
    problems.push(`${at}: the last step is at ${last.file}:${last.line}:${last.column}`);
  if (last.thread !== a.thread || last.function !== a.function)
    problems.push(`${at}: the last step is in ${last.function} of ${last.thread}`);
  steps.forEach((s, i) => {
    const where = `${at} step ${i + 1} (${s.kind} ${s.file}:${s.line})`;
    const text = linesOf(root, s.file)[s.line - 1];
    if (text === undefined || text.trim() === '') problems.push(`${where}: not a line of code`);
    else if (s.column > text.length) problems.push(`${where}: column ${s.column} past the line's end`);
    // A thread's first step lies in its entry function (threads are named `entry#n`).
    const first = i === 0 || steps[i - 1]!.kind === 'spawn';
    if (first && !s.thread.startsWith(`${s.function}#`))
      problems.push(`${where}: ${s.thread} starts in ${s.function}, not in its entry`);
    if (s.kind === 'access' && i !== steps.length - 1) problems.push(`${where}: an access before the end`);
    const next = steps[i + 1];
    if (!next) return;
    // Thread order: a thread hands over to another only where it starts it.
    if (s.kind === 'spawn' && next.thread === s.thread)
      problems.push(`${where}: the started thread does not follow`);
    if (s.kind !== 'spawn' && next.thread !== s.thread)
      problems.push(`${where}: switches thread without a spawn`);
    // Continuity: the next step lies in the function this one called or started.
    if (s.kind !== 'access' && next.function !== s.callee)
      problems.push(`${where}: enters ${s.callee}, but the next step is in ${next.function}`);
  });
  return problems;
}

/** Every access of every finding, with the kind-order of its steps: (call* spawn)* call* access. */
export function resultTraceProblems(root: string, r: AnalysisResult): string[] {
  const out: string[] = [];
  for (const f of r.findings)
    for (const a of f.accesses) {
      out.push(...traceProblems(root, a));
      const kinds = (a.trace ?? []).map((s) => s.kind[0]).join('');
      if (!/^(c*s)*c*a$/.test(kinds)) out.push(`${a.file}:${a.line}: steps in the order ${kinds}`);
    }
  return out;
}
