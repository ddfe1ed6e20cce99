/**
 * Baselines: a previous JSON (`--format json`) or SARIF output. A finding whose fingerprint is in
 * it is `unchanged` (an existing finding, which neither the exit code nor the Action's merge
 * blocking counts); any other is `new`. Suppressed findings of the baseline count as in it too.
 */
import type { Finding } from '../result.js';
import { UsageError } from '../util/diagnostics.js';
import {
  OPEN_BOUNDARY,
  type ReadBoundary,
  type ReadOrigin,
  readFailure,
  readFileChecked,
} from '../util/files.js';
import { FINGERPRINT_KEY } from './sarif.js';

/**
 * The fingerprints a saved JSON or SARIF output holds. `shown` names the file in errors; a
 * baseline the repository names (`.lockstep.yml`) is read through the boundary as its content.
 */
export function readBaseline(
  file: string,
  shown = file,
  boundary: ReadBoundary = OPEN_BOUNDARY,
  origin: ReadOrigin = 'user',
): Set<string> {
  const read = readFileChecked(file, boundary, origin);
  if (!read.ok) throw new UsageError(`baseline ${shown}: ${readFailure(read)}`);
  const text = read.text;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new UsageError(`baseline ${shown}: not JSON (expected a Lockstep JSON or SARIF output)`);
  }
  const ids = baselineFingerprints(data);
  if (!ids) throw new UsageError(`baseline ${shown}: neither a Lockstep JSON output nor a SARIF log`);
  return ids;
}

/** The fingerprints of a parsed JSON output or SARIF log; undefined when it is neither. */
export function baselineFingerprints(data: unknown): Set<string> | undefined {
  if (!data || typeof data !== 'object') return undefined;
  const o = data as Record<string, unknown>;
  if (Array.isArray(o.runs)) {
    const ids = new Set<string>();
    for (const run of o.runs as { results?: { partialFingerprints?: Record<string, unknown> }[] }[])
      for (const r of run?.results ?? []) {
        const id = r?.partialFingerprints?.[FINGERPRINT_KEY];
        if (typeof id === 'string') ids.add(id);
      }
    return ids;
  }
  if (Array.isArray(o.findings)) {
    const ids = new Set<string>();
    for (const f of [...(o.findings as unknown[]), ...((o.suppressed as unknown[]) ?? [])]) {
      const id = (f as { id?: unknown })?.id;
      if (typeof id === 'string') ids.add(id);
    }
    return ids;
  }
  return undefined;
}

export function markBaseline(findings: readonly Finding[], baseline: ReadonlySet<string>): Finding[] {
  return findings.map((f) => ({ ...f, baselineState: baseline.has(f.id) ? 'unchanged' : 'new' }));
}
