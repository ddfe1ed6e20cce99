/**
 * Race candidates → findings: one finding per shared location, every access site that takes part
 * in a racing pair, a message naming the representative pair, and a stable fingerprint.
 */

import type { ThreadAccess } from '../analysis/candidates.js';
import { displayPlace } from '../analysis/exprs.js';
import type { Layer1Result, RaceCandidate } from '../analysis/index.js';
import { callPath, threadName } from '../analysis/threads.js';
import type { Finding, FindingAccess } from '../result.js';
import { displayPath } from '../util/paths.js';
import { assignFingerprints } from './fingerprint.js';

export const RULE_DATA_RACE = 'data-race';

function accessOf(ta: ThreadAccess, root: string, thread: string): FindingAccess {
  const r = ta.record;
  const range = r.access.range;
  return {
    file: displayPath(root, range.file),
    line: range.line,
    column: range.column,
    endLine: Math.max(range.endLine, range.line),
    endColumn: range.endLine > range.line ? range.endColumn : Math.max(range.endColumn, range.column),
    access: r.access.kind,
    atomic: r.access.atomic || r.state.atomic > 0,
    thread,
    locks: r.state.locks
      .filter((l) => !l.once)
      .map((l) => (l.mode === 'shared' ? `${l.name} (read)` : l.name)),
    function: r.fn.name,
    callPath: callPath(ta.thread, r.ctx),
  };
}

const order = (a: FindingAccess, b: FindingAccess) =>
  a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line || a.column - b.column;

function describe(a: FindingAccess): string {
  const what = a.atomic ? `atomic ${a.access}` : a.access;
  return `${what} in ${a.function} (${a.thread}${a.locks.length > 0 ? `, holding ${a.locks.join(', ')}` : ''})`;
}

function locationName(layer1: Layer1Result, c: RaceCandidate): string {
  const name = layer1.pt.nameOf(c.cell);
  if (name !== '(memory)') return name;
  return displayPlace(c.pairs[0]!.a.record.access.place);
}

export function buildFindings(layer1: Layer1Result, root: string): Finding[] {
  const drafts = layer1.candidates.map((c) => {
    const pair = c.pairs[0]!;
    const sameThread = pair.a.thread === pair.b.thread;
    const aName = threadName(pair.a.thread);
    const bName = sameThread
      ? `${pair.b.thread.entry.name}#${pair.b.thread.ordinal + 1}`
      : threadName(pair.b.thread);
    const first = accessOf(pair.a, root, aName);
    const second = accessOf(pair.b, root, bName);
    const sites = new Map<string, FindingAccess>();
    for (const ta of c.accesses) {
      const acc = accessOf(ta, root, threadName(ta.thread));
      const key = `${acc.file}:${acc.line}:${acc.column}:${acc.access}`;
      if (!sites.has(key)) sites.set(key, acc);
    }
    // The pair shown in the message keeps its instance names.
    const firstKey = `${first.file}:${first.line}:${first.column}:${first.access}`;
    const secondKey = `${second.file}:${second.line}:${second.column}:${second.access}`;
    sites.set(firstKey, first);
    if (secondKey !== firstKey) sites.set(secondKey, second);
    const accesses = [...sites.values()].sort(order);
    const primary = accesses.find((a) => a.access === 'write') ?? accesses[0]!;
    const location = locationName(layer1, c);
    const [x, y] = order(first, second) <= 0 ? [first, second] : [second, first];
    const message =
      `possible data race on '${location}': ${describe(x)} at ${x.file}:${x.line} and ` +
      `${describe(y)} at ${y.file}:${y.line}, with no common lock and no ordering between them`;
    return { location, primary, accesses, message };
  });
  drafts.sort((a, b) => order(a.primary, b.primary) || (a.location < b.location ? -1 : 1));
  const ids = assignFingerprints(
    drafts.map((d) => ({
      rule: RULE_DATA_RACE,
      location: d.location,
      file: d.primary.file,
      function: d.primary.function,
    })),
  );
  return drafts.map(
    (d, i): Finding => ({
      id: ids[i]!,
      kind: 'data-race',
      status: 'candidate',
      severity: 'warning',
      location: d.location,
      message: d.message,
      accesses: d.accesses,
    }),
  );
}
