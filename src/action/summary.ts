/**
 * The job summary (verdict, counts, the reported findings as a table, then each in full with its
 * witness, timings) and the workflow-command annotations, within GitHub's limits: a step summary
 * of at most 1 MiB, at most 10 annotations of each level per step (the rest are listed in the
 * summary).
 */
import { mdCellCode, mdText, renderMarkdown } from '../report/markdown.js';
import { primaryAccess } from '../report/sarif.js';
import { threadCount } from '../report/text.js';
import type { AnalysisResult, Finding } from '../result.js';
import { plural } from '../util/text.js';

export const MAX_SUMMARY_BYTES = 1024 * 1024;
const MAX_ANNOTATIONS_PER_LEVEL = 10;

export interface Annotation {
  level: 'error' | 'warning' | 'notice';
  message: string;
  title: string;
  file: string;
  startLine: number;
  startColumn: number;
}

/** One annotation per reported finding, at its primary access; at most 10 per level. */
export function annotationsFor(findings: readonly Finding[]): { shown: Annotation[]; left: number } {
  const shown: Annotation[] = [];
  const perLevel = new Map<string, number>();
  let left = 0;
  for (const f of findings) {
    const level = f.severity === 'error' ? 'error' : f.severity === 'warning' ? 'warning' : 'notice';
    const n = perLevel.get(level) ?? 0;
    if (n >= MAX_ANNOTATIONS_PER_LEVEL) {
      left++;
      continue;
    }
    perLevel.set(level, n + 1);
    const p = primaryAccess(f);
    shown.push({
      level,
      title: `Lockstep: ${f.status === 'confirmed' ? 'data race' : `${f.status} data race`} on ${f.location}`,
      message: f.message,
      file: p.file,
      startLine: p.line,
      startColumn: p.column,
    });
  }
  return { shown, left };
}

export interface SummaryInput {
  result: AnalysisResult;
  /** The findings this run reports (in the change when `changed-only`). */
  reported: readonly Finding[];
  /** Of those, the ones that are new (not in the baseline). */
  fresh: readonly Finding[];
  /** How many of the new ones reach `fail-on`. */
  blocking: number;
  failOn: string;
  /** What was analysed and what was compared, in words. */
  scope: string;
  /** Lines about the upload, the review, degradations. */
  notes: readonly string[];
  annotationsLeft: number;
  source?: (file: string) => readonly string[] | undefined;
}

const VERDICT: Record<AnalysisResult['verdict'], string> = {
  race: '🔴 race',
  'race-free': '🟢 race-free',
  unknown: '🟡 unknown',
};

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(2)} s`;
}

export function renderSummary(s: SummaryInput): string {
  const r = s.result;
  const fresh = new Set(s.fresh.map((f) => f.id));
  const head: string[] = [
    `## Lockstep: ${VERDICT[r.verdict]}`,
    '',
    mdText(s.scope),
    '',
    '| findings (whole program) | reported for this change | new | new at fail-on level | unchanged (baseline) |',
    '| ---: | ---: | ---: | ---: | ---: |',
    `| ${r.findings.length} | ${s.reported.length} | ${s.fresh.length} | ${s.blocking} (fail-on: ${s.failOn}) | ${s.reported.length - s.fresh.length} |`,
    '',
  ];
  if (s.reported.length > 0) {
    head.push(
      '| | status | shared location | first racing access | severity |',
      '| --- | --- | --- | --- | --- |',
    );
    for (const f of s.reported) {
      const p = primaryAccess(f);
      head.push(
        `| ${fresh.has(f.id) ? '**new**' : 'unchanged'} | ${f.status} | ${mdCellCode(f.location)} | ` +
          `${mdCellCode(`${p.file}:${p.line}`)} | ${f.severity} |`,
      );
    }
    head.push('');
  }
  if (s.annotationsLeft > 0)
    head.push(
      `${s.annotationsLeft} finding${s.annotationsLeft === 1 ? '' : 's'} got no annotation (GitHub shows at most ${MAX_ANNOTATIONS_PER_LEVEL} of each level per step): they are listed above.`,
      '',
    );
  for (const n of s.notes) head.push(`- ${mdText(n)}`);
  if (s.notes.length > 0) head.push('');
  const st = r.stats;
  head.push(
    `<sub>${plural(st.units, 'unit')}, ${plural(st.functions, 'function')} (${st.functionsSkipped} skipped), ` +
      `${threadCount(st.threads ?? 0, st.threadsRepeated ?? 0, 0, st.threadInstances)}, ${plural(st.candidates, 'candidate')} (${st.confirmed} confirmed, ${st.eliminated} eliminated, ${st.possible} possible), ` +
      `${st.statesExplored} states · frontend ${seconds(st.ms.frontend)}, layer 1 ${seconds(st.ms.layer1)}, ` +
      `layer 2 ${seconds(st.ms.layer2)}, total ${seconds(st.ms.total)}</sub>`,
    '',
  );
  const top = head.join('\n');
  // The details: the reported findings in full (witness steps and diagram), cut to fit 1 MiB.
  const detailed: AnalysisResult = { ...r, findings: [...s.reported] };
  let room = MAX_SUMMARY_BYTES - Buffer.byteLength(top, 'utf8') - 64;
  for (let attempt = 0; attempt < 8 && room > 0; attempt++) {
    const details = renderMarkdown(detailed, { ...(s.source ? { source: s.source } : {}), maxLength: room });
    const text = `${top}\n<details><summary>Details</summary>\n\n${details}\n</details>\n`;
    if (Buffer.byteLength(text, 'utf8') <= MAX_SUMMARY_BYTES) return text;
    room = Math.floor(room * 0.8);
  }
  return top.slice(0, MAX_SUMMARY_BYTES / 4);
}
