/**
 * Suppressions: from `.lockstep.yml` (`external` in SARIF) by fingerprint or by file / function /
 * variable glob, and inline comments `// lockstep-ignore data-race: reason` on either access line
 * (`inSource`). Suppressed findings leave `findings[]` for `suppressed[]`, keeping why; they count
 * in `stats.suppressed` and never in the verdict or the exit code. A suppression without a reason
 * does not apply (and is a diagnostic); one that matches nothing is reported as unused.
 */

import type { SuppressionConfig } from '../config/schema.js';
import { nameGlob } from '../models/table.js';
import type { Finding, ResultDiagnostic } from '../result.js';
import { compileGlob, type GlobMatcher } from '../util/glob.js';
import { RULE_DATA_RACE, RULE_THREAD_UNSAFE_CALL } from './findings.js';

type FindingSuppression = NonNullable<Finding['suppressions']>[number];

export interface SuppressionResult {
  findings: Finding[];
  suppressed: Finding[];
  diagnostics: ResultDiagnostic[];
}

/** A file glob: `**` any run of directories, `*` and `?` within one path segment, `[...]` a class. */
export function pathGlob(glob: string): GlobMatcher {
  return compileGlob(glob, 'path');
}

interface InlineComment {
  file: string;
  line: number;
  column: number;
  rule: string | undefined;
  reason: string | undefined;
  used: boolean;
  /** Kinds of the findings with an access on its line that its rule does not name. */
  otherKinds?: Set<string>;
}

const INLINE = /(?:\/\/|\/\*)\s*lockstep-ignore\b(.*)$/;

/** Inline suppression comments of one file (root-relative path and its lines). */
function scanInline(file: string, lines: readonly string[]): InlineComment[] {
  const out: InlineComment[] = [];
  lines.forEach((text, i) => {
    const m = INLINE.exec(text);
    if (!m) return;
    const rest = m[1]!.replace(/\*\/.*$/, '').trim();
    const colon = rest.indexOf(':');
    const rule = (colon >= 0 ? rest.slice(0, colon) : rest).trim() || undefined;
    const reason = colon >= 0 ? rest.slice(colon + 1).trim() || undefined : undefined;
    out.push({ file, line: i + 1, column: m.index + 1, rule, reason, used: false });
  });
  return out;
}

export function applySuppressions(
  findings: readonly Finding[],
  rules: readonly SuppressionConfig[],
  sources: { files: readonly string[]; read: (file: string) => readonly string[] | undefined },
  configFile: string | undefined,
): SuppressionResult {
  const diagnostics: ResultDiagnostic[] = [];
  const byLine = inlineSuppressions(sources, diagnostics);
  const compiled: CompiledRule[] = rules.map((r) => ({
    rule: r,
    file: r.file !== undefined ? pathGlob(r.file) : undefined,
    fn: r.function !== undefined ? nameGlob(r.function) : undefined,
    variable: r.variable !== undefined ? nameGlob(r.variable) : undefined,
    used: false,
  }));
  const kept: Finding[] = [];
  const suppressed: Finding[] = [];
  for (const f of findings) {
    const why = suppressionsOf(f, byLine, compiled, configFile);
    if (why.length > 0) suppressed.push({ ...f, suppressions: why });
    else kept.push(f);
  }
  diagnostics.push(...unusedSuppressions(byLine, compiled, configFile));
  return { findings: kept, suppressed, diagnostics };
}

/** A configured suppression with its globs compiled, and whether it matched anything. */
interface CompiledRule {
  rule: SuppressionConfig;
  file: GlobMatcher | undefined;
  fn: GlobMatcher | undefined;
  variable: GlobMatcher | undefined;
  used: boolean;
}

/** The valid inline suppressions by `file:line`; the invalid ones become diagnostics. */
function inlineSuppressions(
  sources: { files: readonly string[]; read: (file: string) => readonly string[] | undefined },
  diagnostics: ResultDiagnostic[],
): Map<string, InlineComment> {
  const inline: InlineComment[] = [];
  for (const file of sources.files) {
    const lines = sources.read(file);
    if (lines) inline.push(...scanInline(file, lines));
  }
  const byLine = new Map<string, InlineComment>();
  for (const c of inline) {
    if (c.rule !== RULE_DATA_RACE && c.rule !== RULE_THREAD_UNSAFE_CALL) {
      diagnostics.push({
        severity: 'warning',
        code: 'invalid-suppression',
        message:
          c.rule === undefined
            ? "lockstep-ignore names no rule: write '// lockstep-ignore data-race: reason'"
            : `lockstep-ignore names an unknown rule '${c.rule}' (the rules are data-race and thread-unsafe-call)`,
        file: c.file,
        line: c.line,
        column: c.column,
      });
      continue;
    }
    if (c.reason === undefined) {
      diagnostics.push({
        severity: 'warning',
        code: 'suppression-without-reason',
        message:
          "lockstep-ignore data-race needs a reason after a colon ('// lockstep-ignore data-race: why it is benign'); it was not applied",
        file: c.file,
        line: c.line,
        column: c.column,
      });
      continue;
    }
    byLine.set(`${c.file}:${c.line}`, c);
  }
  return byLine;
}

/** Every suppression of a finding: comments on its access lines, then the configured rules it matches. */
function suppressionsOf(
  f: Finding,
  byLine: Map<string, InlineComment>,
  compiled: CompiledRule[],
  configFile: string | undefined,
): FindingSuppression[] {
  const why: FindingSuppression[] = [];
  const seenLines = new Set<string>();
  // Most runs have no inline comment at all, and a server's finding lists thousands of accesses.
  for (const a of byLine.size > 0 ? f.accesses : []) {
    const key = `${a.file}:${a.line}`;
    const c = byLine.get(key);
    // A comment names its rule: `data-race` or `thread-unsafe-call`, the finding's kind.
    if (c && c.rule !== f.kind) (c.otherKinds ??= new Set()).add(f.kind);
    if (c && c.rule === f.kind && !seenLines.has(key)) {
      seenLines.add(key);
      c.used = true;
      why.push({ kind: 'inSource', justification: c.reason!, file: c.file, line: c.line });
    }
  }
  for (const r of compiled) {
    if (r.rule.fingerprint !== undefined && r.rule.fingerprint !== f.id) continue;
    if (r.variable && !r.variable.test(f.location)) continue;
    if (
      (r.file || r.fn) &&
      !f.accesses.some((a) => (!r.file || r.file.test(a.file)) && (!r.fn || r.fn.test(a.function)))
    )
      continue;
    r.used = true;
    why.push({
      kind: 'external',
      justification: r.rule.reason,
      ...(configFile ? { file: configFile } : {}),
    });
  }
  return why;
}

/** A suppression that matched nothing is reported: the code it was written for has changed. */
function unusedSuppressions(
  byLine: Map<string, InlineComment>,
  compiled: CompiledRule[],
  configFile: string | undefined,
): ResultDiagnostic[] {
  const diagnostics: ResultDiagnostic[] = [];
  for (const c of byLine.values())
    if (!c.used)
      diagnostics.push({
        severity: 'warning',
        code: 'unused-suppression',
        message: c.otherKinds?.size
          ? `lockstep-ignore ${c.rule} suppresses nothing: the finding with an access on this line is a ${[...c.otherKinds].sort().join(' and ')} finding, which a comment names as its kind`
          : `lockstep-ignore ${c.rule} suppresses nothing: no racing access on this line`,
        file: c.file,
        line: c.line,
        column: c.column,
      });
  compiled.forEach((r, i) => {
    if (r.used) return;
    const sel = (['fingerprint', 'file', 'function', 'variable'] as const)
      .filter((k) => r.rule[k] !== undefined)
      .map((k) => `${k} ${JSON.stringify(r.rule[k])}`)
      .join(', ');
    diagnostics.push({
      severity: 'warning',
      code: 'unused-suppression',
      message: `suppressions[${i}] (${sel}) matches no finding`,
      ...(configFile ? { file: configFile } : {}),
    });
  });
  return diagnostics;
}
