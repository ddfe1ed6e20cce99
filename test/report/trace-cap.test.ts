/**
 * A finding's traces are capped (issue 18): every access site stays listed with its call path, but
 * only the pair the message shows and the first others in source order carry their whole trace, and
 * the finding counts the rest, so a location that hundreds of sites reach does not repeat hundreds
 * of traces in every finding on it.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/engine.js';
import { MAX_LISTED_ACCESSES, MAX_TRACED_ACCESSES } from '../../src/report/findings.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { renderSarif } from '../../src/report/sarif.js';
import { renderText } from '../../src/report/text.js';
import { AnalysisResultSchema } from '../../src/result.js';

/** `count` read and written on `lines` distinct lines of a worker started twice, under no lock. */
function program(lines: number, comment: (line: number) => string = () => ''): string {
  const body = Array.from({ length: lines }, (_, i) => `  count = count + ${i + 1};${comment(i)}`).join('\n');
  return `#include <pthread.h>
int count;
static void *w(void *a) {
  (void)a;
${body}
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, w, 0);
  pthread_create(&b, 0, w, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
`;
}

async function resultOn(lines: number, comment?: (line: number) => string) {
  const dir = mkdtempSync(join(tmpdir(), 'lockstep-cap-'));
  writeFileSync(join(dir, 'p.c'), program(lines, comment));
  const { result } = await analyze({ units: [{ file: join(dir, 'p.c') }], root: dir, check: false });
  expect(AnalysisResultSchema.safeParse(result).success).toBe(true);
  return result;
}

async function findingOn(lines: number) {
  const result = await resultOn(lines);
  const f = result.findings.find((x) => x.location === 'count');
  if (!f) throw new Error('no finding on count');
  return { result, f };
}

describe('traces per finding', () => {
  it('lists every access site, each with its call path, and traces only the first ones', async () => {
    const { result, f } = await findingOn(12);
    // A read and a write per line.
    expect(f.accesses).toHaveLength(24);
    for (const a of f.accesses) expect(a.callPath).toEqual(['w']);
    const traced = f.accesses.filter((a) => a.trace);
    expect(traced).toHaveLength(MAX_TRACED_ACCESSES);
    expect(f.tracesOmitted).toBe(24 - MAX_TRACED_ACCESSES);
    // The two accesses the message names keep their traces.
    const named = [...f.message.matchAll(/at p\.c:(\d+)/g)].map((m) => Number(m[1]));
    expect(named).toHaveLength(2);
    for (const line of named) expect(traced.some((a) => a.line === line)).toBe(true);
    // Each trace ends at its own access.
    for (const a of traced) expect(a.trace!.at(-1)).toMatchObject({ kind: 'access', line: a.line });
    expect(renderText(result)).toContain(
      `the traces of ${24 - MAX_TRACED_ACCESSES} more accesses are left out`,
    );
  });

  it('traces every access of a finding with few sites and counts nothing', async () => {
    const { result, f } = await findingOn(2);
    expect(f.accesses).toHaveLength(4);
    expect(f.accesses.every((a) => a.trace && a.trace.length > 0)).toBe(true);
    expect(f.tracesOmitted).toBeUndefined();
    expect(renderText(result)).not.toContain('are left out');
  });
});

describe('access sites per finding', () => {
  it('lists at most MAX_LISTED_ACCESSES, the named pair among them, and every format counts the rest', async () => {
    const { result, f } = await findingOn(40);
    // A read and a write on each of 40 lines: 80 sites.
    expect(f.accesses).toHaveLength(MAX_LISTED_ACCESSES);
    expect(f.accessesOmitted).toBe(80 - MAX_LISTED_ACCESSES);
    expect(f.accesses.filter((a) => a.named)).toHaveLength(2);
    expect(f.tracesOmitted).toBe(MAX_LISTED_ACCESSES - MAX_TRACED_ACCESSES);
    expect(renderText(result)).toContain(`(${80 - MAX_LISTED_ACCESSES} more access sites are not listed)`);
    expect(renderMarkdown(result)).toContain(`${80 - MAX_LISTED_ACCESSES} more access sites are not listed`);
    const sarif = JSON.parse(renderSarif(result));
    const text: string = sarif.runs[0].results[0].message.text;
    expect(text).toContain('the 79 other sites that take part');
    expect(text).toContain(
      `${80 - MAX_LISTED_ACCESSES} listed in no format: a finding lists at most ${MAX_LISTED_ACCESSES}`,
    );
  });

  it('a suppression comment on a site the finding does not list still suppresses it', async () => {
    // The last line's sites come last in source order: never listed.
    const result = await resultOn(40, (i) =>
      i === 39 ? ' // lockstep-ignore data-race: counted by design' : '',
    );
    expect(result.findings.find((x) => x.location === 'count')).toBeUndefined();
    const s = result.suppressed?.find((x) => x.location === 'count');
    expect(s?.accessesOmitted).toBe(80 - MAX_LISTED_ACCESSES);
    expect(s?.accesses.some((a) => a.line === 44)).toBe(false);
  });
});
