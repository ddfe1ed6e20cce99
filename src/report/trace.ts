/**
 * Access traces in words, shared by the text, markdown and SARIF renderers: one short phrase per
 * step ("worker#1 started here", "calls helper()", "writes counter (holding m)"), so every format
 * tells the same path the same way.
 */
import type { Finding, FindingAccess, FindingTraceStep } from '../result.js';

/** A finding shows its accesses' traces when no interleaving confirmed it (no witness to show). */
export function showsTraces(f: Finding): boolean {
  return f.status !== 'confirmed' && f.accesses.some((a) => (a.trace?.length ?? 0) > 0);
}

/** The line that says how many accesses are listed without their trace (`Finding.tracesOmitted`). */
export function omittedTraces(n: number): string {
  return `(the traces of ${n} more access${n === 1 ? '' : 'es'} are left out; --format json gives every access's call path)`;
}

function holding(locks: readonly string[]): string {
  return locks.length > 0 ? ` (holding ${locks.join(', ')})` : '';
}

/**
 * One step as a phrase. A spawn step names the thread it starts (the next step's thread), a call
 * step its callee, the access step what it does to the finding's location.
 */
export function traceStepPhrase(
  steps: readonly FindingTraceStep[],
  i: number,
  access: FindingAccess,
  location: string,
): string {
  const s = steps[i]!;
  switch (s.kind) {
    case 'spawn': {
      const started = steps[i + 1]?.thread ?? s.callee ?? 'a thread';
      return `${started} started here${s.callee ? `, running ${s.callee}()` : ''}${holding(s.locks)}`;
    }
    case 'call':
      return `calls ${s.callee ?? '?'}()${holding(s.locks)}`;
    case 'access': {
      const verb = access.access === 'write' ? 'writes' : 'reads';
      return `${access.atomic ? 'atomically ' : ''}${verb} ${location}${holding(s.locks)}`;
    }
  }
}
