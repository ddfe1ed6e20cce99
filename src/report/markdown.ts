/**
 * Markdown for pull-request comments and job summaries (GitHub Flavored Markdown): a run summary
 * (verdict, counts by status, time, skipped functions), then per finding a headline, its access
 * sites, the lines of code, and the witness as a table of steps and a Mermaid sequence diagram.
 *
 * Everything that comes from the analysed code — identifiers, file names, lock names, thread
 * names, witness actions, diagnostic messages — is escaped so it cannot inject markdown, HTML,
 * links, @-mentions or issue references, break a table, or end a Mermaid statement:
 * - names go in code spans (GitHub turns nothing inside a code span into a link or mention) whose
 *   backtick fence is longer than any backtick run in the name;
 * - free text gets every ASCII punctuation character backslash-escaped and an invisible
 *   zero-width space after `@`, `#`, `://` and `www`, so no autolink or reference can form;
 * - table cells hold escaped text in `<code>` elements rather than code spans (GFM splits cells
 *   on `|` even inside code spans);
 * - code excerpts go in fenced blocks whose fence is longer than any backtick run inside;
 * - Mermaid text keeps letters, digits and `_ . / ( )` and writes every other character as a
 *   Mermaid entity code (`#35;`), so no `;`, `#`, `-->`, `%%` or newline reaches the parser.
 */

import type { AnalysisResult, Finding } from '../result.js';
import { plural } from '../util/text.js';
import { primaryAccess } from './sarif.js';
import { threadCount } from './text.js';
import { THREAD_UNSAFE_HEADLINE } from './thread-unsafe-rule.js';
import {
  accessKindWords,
  eitherWaySentence,
  omittedAccesses,
  omittedTraces,
  showsTraces,
  traceStepPhrase,
} from './trace.js';

export interface MarkdownOptions {
  /** The lines of a repository-relative file, for code excerpts; none are shown without it. */
  source?: (file: string) => readonly string[] | undefined;
  /**
   * At most this many characters (GitHub: 65,536 for a comment body, 1 MiB for a job summary):
   * diagrams and long witness tables go first, then whole findings, each time saying so.
   */
  maxLength?: number;
}

/** Witnesses longer than this are collapsed in a `<details>` block. */
const OPEN_DIAGRAM_STEPS = 8;
/** Mermaid refuses long texts (maxTextSize): the diagram shows at most this many steps. */
const DIAGRAM_STEPS = 60;
/** Witness tables longer than this show the first and last steps only. */
const TABLE_STEPS = 100;
const DIAGNOSTIC_ROWS = 100;

// ---------------------------------------------------------------------------------------------
// Escaping

const ZWSP = '\u200b';

/** Control characters and line breaks would end a table row or a heading: shown as spaces. */
function oneLine(s: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: that is the point
  return s.replace(/[\u0000-\u001f\u007f\u0085\u2028\u2029]/g, ' ');
}

/**
 * Free text: every ASCII punctuation character escaped (no emphasis, link, HTML or entity can
 * form), and a zero-width space after `@` (mentions, e-mail autolinks), `://` and `www` (URL
 * autolinks) and, outside code, `#` (issue references).
 */
export function mdText(s: string, inCode = false): string {
  const out = oneLine(s)
    .replace(/[!-/:-@[-`{-~]/g, (c) => `\\${c}`)
    .replace(/\\@(?=\S)/g, `\\@${ZWSP}`)
    .replace(/\\:(?=\\\/)/g, `\\:${ZWSP}`)
    .replace(/\b(www)(?=\\\.)/gi, `$1${ZWSP}`);
  // GitHub makes issue references of `#123` in text, never inside code.
  return inCode ? out : out.replace(/\\#(?=\S)/g, `\\#${ZWSP}`);
}

/** A code span that shows `s` exactly, whatever backticks or spaces it holds. */
export function mdCode(s: string): string {
  const t = oneLine(s);
  if (t === '') return '` `';
  const longest = Math.max(0, ...[...t.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  const pad =
    t.startsWith('`') || t.endsWith('`') || (t.startsWith(' ') && t.endsWith(' ') && t.trim() !== '');
  return pad ? `${fence} ${t} ${fence}` : `${fence}${t}${fence}`;
}

/**
 * Code inside a table cell. A code span will not do: GFM splits cells on `|` even inside code
 * spans, and a backslash before the escaping one would undo the escape. Escaped text inside an
 * HTML `<code>` element shows the same and keeps the cell whole.
 */
export function mdCellCode(s: string): string {
  return `<code>${mdText(s, true)}</code>`;
}

/** Code inside raw HTML (a `<summary>`): entities, not backslashes, keep it inert. */
function htmlCode(s: string): string {
  const escaped = oneLine(s).replace(/[&<>"'@#]/g, (c) => `&#${c.codePointAt(0)};`);
  return `<code>${escaped}</code>`;
}

/** A fenced block that nothing inside can close. */
function mdFence(lang: string, lines: string[]): string {
  const body = lines.join('\n');
  const longest = Math.max(0, ...[...body.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(Math.max(3, longest + 1));
  return `${fence}${lang}\n${body}\n${fence}`;
}

/** Mermaid text: a safe alphabet, everything else as an entity code. */
export function mermaidText(s: string): string {
  let out = '';
  for (const ch of oneLine(s)) out += /[A-Za-z0-9 _./()]/.test(ch) ? ch : `#${ch.codePointAt(0)};`;
  return out.trim() === '' ? '#160;' : out;
}

// ---------------------------------------------------------------------------------------------
// Words

const HEADLINE: Record<Finding['status'], string> = {
  confirmed: 'Data race',
  possible: 'Possible data race',
  candidate: 'Data race candidate',
};

const ICON: Record<Finding['status'], string> = { confirmed: '🔴', possible: '🟠', candidate: '🟡' };

const STATUS_NOTE: Record<Finding['status'], string> = {
  confirmed: 'The model checker found an interleaving that reaches it (the witness below).',
  possible: 'The model checker could neither confirm nor rule it out within its bounds.',
  candidate: 'Found by the lockset analysis; the model checker did not check it.',
};

const VERDICT: Record<AnalysisResult['verdict'], string> = {
  race: '🔴 **race**: a data race is established',
  'race-free': '🟢 **race-free**: no data race, and nothing was skipped',
  unknown: '🟡 **unknown**',
};

function duration(ms: number): string {
  return ms < 10_000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}

function where(file: string, line: number, column?: number): string {
  return `${file}:${line}${column !== undefined ? `:${column}` : ''}`;
}

// ---------------------------------------------------------------------------------------------
// Sections

function summary(r: AnalysisResult): string {
  const s = r.stats;
  const by = (st: Finding['status']) => r.findings.filter((f) => f.status === st).length;
  const out: string[] = ['## Lockstep', ''];
  const scope = r.scope ? ` (in shard ${r.scope.shard.index} of ${r.scope.shard.count} only)` : '';
  // Races the user suppressed are still races: race-free speaks only of the others.
  const verdict =
    r.verdict === 'race-free' && s.suppressed > 0
      ? '🟢 **race-free**: no data race apart from the suppressed findings, and nothing was skipped'
      : VERDICT[r.verdict];
  out.push(`**Verdict:** ${verdict}${scope}`, '');
  if (r.verdictReasons.length > 0) {
    out.push(r.verdict === 'unknown' ? 'Why the verdict is unknown:' : 'Reasons:', '');
    for (const reason of r.verdictReasons) out.push(`- ${mdText(reason)}`);
    out.push('');
  }
  out.push(
    '| findings | confirmed | possible | not model-checked | suppressed | units | functions | skipped functions | threads | time |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    `| ${r.findings.length} | ${by('confirmed')} | ${by('possible')} | ${by('candidate')} | ${s.suppressed} | ` +
      `${s.units} | ${s.functions} | ${s.functionsSkipped} | ${threadCount(s.threads ?? 0, s.threadsRepeated ?? 0, s.signalHandlers ?? 0, s.threadInstances).replace(/ threads?\b/, '')} | ${duration(s.ms.total)} |`,
  );
  // The table counts findings (one per racing location); the text summary counts candidates.
  if (s.candidates > 0) {
    const checked = s.eliminated + s.possible + s.confirmed > 0;
    out.push(
      '',
      checked
        ? `The table counts findings, one per racing location. Layer 1 proposed ${plural(s.candidates, 'candidate')}: the model checker eliminated ${s.eliminated}, confirmed ${s.confirmed} and left ${s.possible} possible.`
        : `The table counts findings, one per racing location. Layer 1 proposed ${plural(s.candidates, 'candidate')}, not model-checked.`,
    );
  }
  const fresh = r.findings.filter((f) => f.baselineState === 'new').length;
  const old = r.findings.filter((f) => f.baselineState === 'unchanged').length;
  if (fresh + old > 0) out.push('', `Against the baseline: ${fresh} new, ${old} unchanged.`);
  return out.join('\n');
}

function findingSection(f: Finding, opts: MarkdownOptions, compact: boolean): string {
  const p = primaryAccess(f);
  const others = f.accesses.length - 1;
  const out: string[] = [];
  const mark = f.baselineState
    ? ` (${f.baselineState === 'new' ? 'new' : 'unchanged since the baseline'})`
    : '';
  const headline = (f.kind === 'thread-unsafe-call' ? THREAD_UNSAFE_HEADLINE : HEADLINE)[f.status];
  // A heap object's name holds no line (the fingerprint hashes it): the headline says where it is allocated.
  const allocated = f.sites?.find(
    (s) => s.kind === 'allocation' && (f.location === s.name || f.location.startsWith(`${s.name}.`)),
  );
  const at = allocated ? ` (the object allocated at ${mdCode(where(allocated.file, allocated.line))})` : '';
  out.push(`### ${ICON[f.status]} ${headline} on ${mdCode(f.location)}${at}${mark}`, '');
  out.push(
    `The ${accessKindWords(p)} in ${mdCode(p.function)} at ${mdCode(where(p.file, p.line, p.column))} ` +
      (others === 0
        ? 'can run at the same time as another instance of itself. '
        : // Each listed site races with some other one, not necessarily with this write.
          `is not ordered with an access in another thread; ${plural(others, 'other access site')} below ${others === 1 ? 'takes' : 'take'} part in the race too. `) +
      statusNote(f),
    '',
  );
  out.push(
    '| access | function | thread | locks held | location |',
    '| --- | --- | --- | --- | --- |',
    ...f.accesses.map(
      (a) =>
        `| ${a === p ? '**' + accessKindWords(a) + '**' : accessKindWords(a)} | ${mdCellCode(a.function)} | ` +
        `${mdCellCode(a.thread)} | ${a.locks.length > 0 ? a.locks.map((l) => mdCellCode(l)).join(', ') : 'none'} | ` +
        `${mdCellCode(where(a.file, a.line, a.column))} |`,
    ),
    '',
  );
  if (f.accessesOmitted) out.push(mdText(omittedAccesses(f.accessesOmitted)), '');
  if (showsTraces(f)) out.push(...traceSections(f));
  if (showsTraces(f) && f.tracesOmitted) out.push(mdText(omittedTraces(f.tracesOmitted)), '');
  const excerpt = codeExcerpt(f, opts);
  if (excerpt) out.push(excerpt, '');
  const steps = f.witness?.steps ?? [];
  if (steps.length > 0) out.push(witnessSection(f, compact), '');
  out.push(`<sub>fingerprint ${mdCode(f.id)} · ${f.severity}</sub>`);
  return out.join('\n');
}

/** The status note; a possible finding says what stopped the model checker. */
function statusNote(f: Finding): string {
  if (f.status === 'possible' && f.reason)
    return `The model checker could neither confirm nor rule it out: ${mdText(f.reason)}.`;
  return STATUS_NOTE[f.status];
}

/** Each access's trace (thread creation, calls, the access), folded, one step a line. */
function traceSections(f: Finding): string[] {
  const out: string[] = [];
  for (const a of f.accesses) {
    const steps = a.trace ?? [];
    if (steps.length <= 1) continue;
    out.push(
      // The summary is raw HTML (no markdown escapes apply there): names are HTML-escaped code.
      `<details><summary>How the ${accessKindWords(a)} in ${htmlCode(a.function)} at ` +
        `${htmlCode(where(a.file, a.line, a.column))} is reached</summary>`,
      '',
      ...steps.map(
        (s, i) =>
          `- ${mdCode(s.thread)} ${mdCode(where(s.file, s.line, s.column))}: ` +
          mdText(traceStepPhrase(steps, i, a, f.location)),
      ),
      '',
      '</details>',
      '',
    );
  }
  return out;
}

/** The distinct source lines of the access sites, each under a comment naming it. */
function codeExcerpt(f: Finding, opts: MarkdownOptions): string | undefined {
  if (!opts.source) return undefined;
  const lines: string[] = [];
  const seen = new Set<string>();
  for (const a of f.accesses) {
    const key = `${a.file}:${a.line}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const text = opts.source(a.file)?.[a.line - 1];
    if (text === undefined) continue;
    const what = f.accesses
      .filter((b) => b.file === a.file && b.line === a.line)
      .map((b) => `${accessKindWords(b)} in ${b.function} (${b.thread})`)
      .join('; ');
    lines.push(`// ${oneLine(`${key}: ${what}`)}`, oneLine(text.trim()));
  }
  return lines.length > 0 ? mdFence('c', lines) : undefined;
}

type Step = NonNullable<Finding['witness']>['steps'][number];

function isRacing(s: Step): boolean {
  return s.racing === true;
}

function witnessSection(f: Finding, compact: boolean): string {
  const steps = [...f.witness!.steps].sort((a, b) => a.step - b.step);
  // Only a confirmed race has a witness; a possible one shows the interleaving that was not confirmed.
  const label = f.status === 'confirmed' ? 'Witness' : 'Interleaving found, not confirmed';
  const out: string[] = [`**${label}:** ${plural(steps.length, 'step')}`, ''];
  const row = (s: Step) =>
    `| ${s.step} | ${mdCellCode(s.thread)} | ${mdCellCode(s.action)} | ` +
    `${mdCellCode(where(s.file, s.line, s.column))} | ${isRacing(s) ? '**racing access**' : ''} |`;
  const limit = compact ? 20 : TABLE_STEPS;
  const table = ['| step | thread | action | location | |', '| ---: | --- | --- | --- | --- |'];
  if (steps.length <= limit) table.push(...steps.map(row));
  else {
    const head = Math.floor(limit / 5);
    const tail = limit - head;
    table.push(
      ...steps.slice(0, head).map(row),
      `| … | | ${steps.length - limit} steps left out | | |`,
      ...steps.slice(steps.length - tail).map(row),
    );
  }
  const tableText = table.join('\n');
  if (steps.length > limit || steps.length > 25)
    out.push(`<details><summary>Steps of the witness</summary>\n\n${tableText}\n\n</details>`);
  else out.push(tableText);
  const eitherWay = eitherWaySentence(f, mdCode, mdText);
  if (eitherWay) out.push('', eitherWay);
  if (compact) {
    out.push('', '*The sequence diagram is left out to keep this comment within its size limit.*');
    return out.join('\n');
  }
  const diagram = sequenceDiagram(steps);
  out.push('');
  if (steps.length > OPEN_DIAGRAM_STEPS)
    out.push(`<details><summary>Sequence diagram</summary>\n\n${diagram}\n\n</details>`);
  else out.push(diagram);
  return out.join('\n');
}

/** One participant per thread (in order of first step), one message per step. */
function sequenceDiagram(sorted: Step[]): string {
  const shown = sorted.length > DIAGRAM_STEPS ? sorted.slice(sorted.length - DIAGRAM_STEPS) : sorted;
  const ids = new Map<string, string>();
  for (const s of shown) if (!ids.has(s.thread)) ids.set(s.thread, `T${ids.size + 1}`);
  const lines = ['sequenceDiagram'];
  for (const [thread, id] of ids) lines.push(`  participant ${id} as ${mermaidText(thread)}`);
  if (shown.length < sorted.length) {
    const all = [...ids.values()];
    const over = all.length > 1 ? `${all[0]},${all.at(-1)}` : all[0];
    lines.push(`  Note over ${over}: ${mermaidText(`steps 1 to ${shown[0]!.step - 1} left out`)}`);
  }
  for (const s of shown) {
    const id = ids.get(s.thread)!;
    const action = s.action.length > 80 ? `${s.action.slice(0, 79)}…` : s.action;
    lines.push(`  ${id}->>${id}: ${mermaidText(`${s.step}. ${action}`)}`);
    if (isRacing(s)) lines.push(`  Note right of ${id}: ${mermaidText('racing access')}`);
  }
  return mdFence('mermaid', lines);
}

function diagnosticsSection(r: AnalysisResult): string | undefined {
  if (r.diagnostics.length === 0) return undefined;
  const shown = r.diagnostics.slice(0, DIAGNOSTIC_ROWS);
  const rows = shown.map(
    (d) =>
      `| ${d.severity} | ${mdCellCode(d.code)} | ${d.file ? mdCellCode(d.line ? where(d.file, d.line, d.column) : d.file) : ''} | ${mdText(d.message)} |`,
  );
  const more = r.diagnostics.length - shown.length;
  return [
    `<details><summary>${plural(r.diagnostics.length, 'diagnostic')} (${r.stats.functionsSkipped} functions skipped)</summary>`,
    '',
    '| level | code | where | message |',
    '| --- | --- | --- | --- |',
    ...rows,
    ...(more > 0
      ? ['', `${more} more diagnostics are not shown: the JSON and SARIF outputs list them all.`]
      : []),
    '',
    '</details>',
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------

export function renderMarkdown(r: AnalysisResult, opts: MarkdownOptions = {}): string {
  const head = summary(r);
  const diagnostics = diagnosticsSection(r);
  const assemble = (sections: string[], note?: string) =>
    `${[head, ...sections, ...(note ? [note] : []), ...(diagnostics ? [diagnostics] : [])].join('\n\n')}\n`;
  const full = assemble(r.findings.map((f) => findingSection(f, opts, false)));
  const max = opts.maxLength;
  if (max === undefined || full.length <= max) return full;

  // Too long: compact witnesses, then as many whole findings as fit, saying what was left out.
  const compact = r.findings.map((f) => findingSection(f, opts, true));
  const all = assemble(compact);
  if (all.length <= max) return all;
  const note = (n: number) =>
    `**${plural(n, 'more finding is', 'more findings are')} not shown** to keep this report within ` +
    `${max} characters: the SARIF and JSON outputs list them all.`;
  const kept: string[] = [];
  for (const section of compact) {
    if (assemble([...kept, section], note(r.findings.length - kept.length - 1)).length > max) break;
    kept.push(section);
  }
  const out = assemble(kept, note(r.findings.length - kept.length));
  if (out.length <= max) return out;
  // Even the summary does not fit: cut it, on a line boundary.
  return cutMarkdown(out, max, '**Report cut here** to stay within its size limit.');
}

/**
 * `text` cut to at most `max` characters on a line boundary, with every code fence and
 * `<details>` block left open by the cut closed again before `note`: an open fence would turn
 * whatever follows the report (the next finding's quoted source) into live markdown.
 */
export function cutMarkdown(text: string, max: number, note: string): string {
  const closing = (upTo: string): string => {
    let fence: string | undefined;
    let details = 0;
    for (const line of upTo.split('\n')) {
      const f = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
      if (fence !== undefined) {
        if (f && f[0] === fence[0] && f.length >= fence.length && line.trim() === f) fence = undefined;
      } else if (f) fence = f;
      else {
        details += (line.match(/<details>/g) ?? []).length;
        details -= (line.match(/<\/details>/g) ?? []).length;
      }
    }
    return `${fence !== undefined ? `\n${fence}` : ''}${'\n</details>'.repeat(Math.max(0, details))}`;
  };
  let room = Math.max(0, max - note.length - 4);
  for (;;) {
    const cut = text.slice(0, room);
    const kept = cut.slice(0, Math.max(0, cut.lastIndexOf('\n')));
    const out = `${kept}${closing(kept)}\n\n${note}\n`;
    if (out.length <= max || kept.length === 0) return out.slice(0, max);
    room = kept.length - (out.length - max);
  }
}

/**
 * One finding on its own (a pull-request review comment): headline, access table, code, witness
 * steps and diagram. Within `maxLength`: the diagram and long tables go first, then the text is
 * cut on a line boundary, each time saying so.
 */
export function renderFindingMarkdown(f: Finding, opts: MarkdownOptions = {}): string {
  const full = `${findingSection(f, opts, false)}\n`;
  const max = opts.maxLength;
  if (max === undefined || full.length <= max) return full;
  const compact = `${findingSection(f, opts, true)}\n`;
  if (compact.length <= max) return compact;
  return cutMarkdown(
    compact,
    max,
    '**Cut here** to stay within the size limit of a comment: the SARIF output has it all.',
  );
}
