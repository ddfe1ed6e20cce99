/**
 * Compiler-style text: one `file:line:col: level: message [rule]` line per finding, its access
 * sites indented below, then diagnostics, the verdict with its reasons, and a summary line.
 */
import type { AnalysisResult, Finding, ResultDiagnostic } from '../result.js';

const LEVEL: Record<Finding['status'], string> = {
  confirmed: 'error',
  possible: 'warning',
  candidate: 'warning',
};

export function renderText(r: AnalysisResult): string {
  const lines: string[] = [];
  for (const f of r.findings) {
    const p = f.accesses.find((a) => a.access === 'write') ?? f.accesses[0]!;
    lines.push(`${p.file}:${p.line}:${p.column}: ${LEVEL[f.status]}: ${f.message} [${f.kind}]`);
    for (const a of f.accesses) {
      const locks = a.locks.length > 0 ? `holding ${a.locks.join(', ')}` : 'no locks held';
      const atomic = a.atomic ? 'atomic ' : '';
      lines.push(
        `    ${a.file}:${a.line}:${a.column}: ${atomic}${a.access} in ${a.function} (${a.thread}), ${locks}`,
      );
    }
  }
  for (const d of r.diagnostics) lines.push(diagnosticLine(d));
  lines.push(`verdict: ${r.verdict}`);
  for (const reason of r.verdictReasons) lines.push(`  - ${reason}`);
  const s = r.stats;
  const plural = (n: number, w: string) => `${n} ${w}${n === 1 ? '' : 's'}`;
  lines.push(
    `${plural(s.units, 'unit')}, ${plural(s.functions, 'function')} (${s.functionsSkipped} skipped), ` +
      `${plural(s.threads ?? 0, 'thread')}, ${plural(s.candidates, 'candidate')} (${Math.round(s.ms.total)} ms)`,
  );
  return `${lines.join('\n')}\n`;
}

export function diagnosticLine(d: ResultDiagnostic): string {
  const where = d.file ? `${d.file}${d.line ? `:${d.line}${d.column ? `:${d.column}` : ''}` : ''}: ` : '';
  return `${where}${d.severity}: ${d.message} [${d.code}]`;
}
