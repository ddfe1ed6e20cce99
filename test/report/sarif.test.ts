/**
 * SARIF: golden files on real and hand-written results, validity against the SARIF 2.1.0 JSON
 * schema (the one the multitool ships) for those and for arbitrary results, the structure GitHub
 * reads (levels, primary and related locations, fingerprints, thread flows, notifications), the
 * limits, and Microsoft's SARIF multitool on all the golden files.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import type * as Sarif from 'sarif';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without type declarations
import { sarifSchemaPath, validateSarif } from '../../scripts/validate-sarif.mjs';
import { buildSarif, renderSarif, sarifText } from '../../src/report/sarif.js';
import type { AnalysisResult } from '../../src/result.js';
import { analyzeFile, hostileResult, REAL_FIXTURES, resultArb, witnessResult } from './results.js';

const ajv = new Ajv2020({ allErrors: true, strict: false });
addFormats.default(ajv);
const validateSchema = ajv.compile(JSON.parse(readFileSync(sarifSchemaPath(), 'utf8')));

function schemaErrors(log: unknown): string[] {
  return validateSchema(log)
    ? []
    : (validateSchema.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
}

const golden = (name: string) => join(import.meta.dirname, '__golden__', name);

/** Every golden SARIF of this file, for the multitool at the end. */
const rendered = new Map<string, string>();

async function goldenSarif(name: string, r: AnalysisResult): Promise<Sarif.Log> {
  const text = renderSarif(r);
  rendered.set(name, text);
  await expect(text).toMatchFileSnapshot(golden(`${name}.sarif`));
  const log = JSON.parse(text) as Sarif.Log;
  expect(schemaErrors(log)).toEqual([]);
  return log;
}

/**
 * The `[text](n)` links of a SARIF message, read the way a viewer does (a backslash escapes the
 * next character), and the text left once the links, the escapes and the doubled braces are gone.
 */
function links(text: string): { ids: number[]; rest: string } {
  const ids: number[] = [];
  let rest = '';
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c === '\\' && i + 1 < text.length) {
      i += 2;
      continue;
    }
    if (c === '[') {
      let j = i + 1;
      while (j < text.length && text[j] !== ']') j += text[j] === '\\' ? 2 : 1;
      const m = /^\((\d+)\)/.exec(text.slice(j + 1));
      if (j < text.length && m) {
        ids.push(Number(m[1]));
        i = j + 1 + m[0].length;
        continue;
      }
    }
    rest += c;
    i++;
  }
  return { ids, rest: rest.replace(/\{\{|\}\}/g, '') };
}

describe('SARIF golden files', () => {
  for (const [name, path] of Object.entries(REAL_FIXTURES)) {
    it(`${name}: ${path}`, async () => {
      const r = await analyzeFile(path);
      const log = await goldenSarif(name, r);
      const run = log.runs[0]!;
      expect(run.results).toHaveLength(r.findings.length);
      expect(run.properties?.verdict).toBe(r.verdict);
      // One notification per diagnostic, plus the verdict.
      expect(run.invocations![0]!.toolExecutionNotifications).toHaveLength(r.diagnostics.length + 1);
      for (const [i, res] of run.results!.entries()) {
        const f = r.findings[i]!;
        expect(res.partialFingerprints).toEqual({ 'lockstep/v1': f.id });
        expect(res.level).toBe(f.status === 'confirmed' ? 'error' : 'warning');
      }
    });
  }

  it('a confirmed race with a witness, and a possible one', async () => {
    const r = witnessResult();
    const log = await goldenSarif('witness', r);
    const [confirmed, possible] = log.runs[0]!.results!;

    expect(confirmed!.level).toBe('error');
    expect(possible!.level).toBe('warning');
    expect(confirmed!.ruleId).toBe('data-race');
    expect(log.runs[0]!.tool.driver.rules!.map((x) => x.id)).toEqual(['data-race']);

    // The primary location is the first racing write; the other sites are related and linked.
    const loc = confirmed!.locations![0]!.physicalLocation!;
    expect(loc.artifactLocation).toEqual({ uri: 'src/counter.c', uriBaseId: '%SRCROOT%' });
    expect(loc.region).toEqual({ startLine: 9, startColumn: 5, endLine: 9, endColumn: 12 });
    expect(confirmed!.relatedLocations!.map((l) => [l.id, l.physicalLocation!.region!.startLine])).toEqual([
      [1, 9],
      [2, 20],
    ]);
    expect(confirmed!.message.text).toBe(
      "Data race on 'counter': this write in worker (worker#1, holding m) is not ordered with an access in " +
        'another thread; the 2 other sites that take part: ' +
        '[the read in worker](1) (worker#2, holding m) and [the read in main](2) (main#1, no lock held). ' +
        'The model checker found an interleaving that reaches it: see the path.',
    );
    expect(links(confirmed!.message.text!).ids).toEqual([1, 2]);
    expect(possible!.message.text).toContain('holding locks\\[i\\], rw (read)');
    expect(possible!.message.text).toContain('this atomic write in bump');
    expect(possible!.baselineState).toBe('new');
    // No witness: what stopped the checker, and one code flow per access along its trace.
    expect(possible!.message.text).toContain(
      'could neither confirm nor rule it out: the state budget ran out before the candidate was decided.',
    );
    const traces = possible!.codeFlows!;
    expect(traces.map((c) => c.threadFlows.map((t) => t.id))).toEqual([['bump#1'], ['main#1']]);
    expect(
      traces[0]!.threadFlows[0]!.locations.map((l) => [
        l.executionOrder,
        l.location!.physicalLocation!.region!.startLine,
        l.location!.message!.text,
        l.importance,
      ]),
    ).toEqual([
      [1, 50, 'main#1: calls start_pool().', 'important'],
      [2, 35, 'main#1: bump#1 started here, running bump() (holding pool_lock).', 'important'],
      [3, 30, 'bump#1: atomically writes stats.hits.', 'essential'],
    ]);

    // One thread flow per thread, in order of first appearance, steps as executionOrder.
    const flows = confirmed!.codeFlows![0]!.threadFlows;
    expect(flows.map((t) => t.id)).toEqual(['main#1', 'worker#1']);
    expect(flows.map((t) => t.locations.map((l) => l.executionOrder))).toEqual([
      [1, 2, 5],
      [3, 4],
    ]);
    expect(flows[1]!.locations[1]!.location!.message!.text).toBe('4. worker#1: writes counter.');
    // The steps that perform racing accesses are marked essential.
    expect(
      flows.flatMap((t) =>
        t.locations.filter((l) => l.importance === 'essential').map((l) => l.executionOrder),
      ),
    ).toEqual([5, 4]);

    const notes = log.runs[0]!.invocations![0]!.toolExecutionNotifications!;
    expect(notes.map((n) => [n.level, n.descriptor!.id])).toEqual([
      ['warning', 'unknown-function'],
      ['note', 'asm'],
      ['note', 'verdict'],
    ]);
    expect(notes[0]!.locations![0]!.physicalLocation).toEqual({
      artifactLocation: { uri: 'src/counter.c', uriBaseId: '%SRCROOT%' },
      region: { startLine: 25, startColumn: 3 },
    });
    expect(log.runs[0]!.invocations![0]!.executionSuccessful).toBe(true);
    // No timings: the same analysis gives the same file on every machine.
    expect(JSON.stringify(log)).not.toMatch(/"ms"|55\.75/);
  });

  it('hostile names: escaped in messages, encoded in URIs, still valid', async () => {
    const r = hostileResult();
    const log = await goldenSarif('hostile', r);
    for (const res of log.runs[0]!.results!) {
      const { ids, rest } = links(res.message.text!);
      // The only links are ours, to related locations that exist; no bracket or brace is left loose.
      expect(ids).toEqual((res.relatedLocations ?? []).map((l) => l.id));
      expect(rest).not.toMatch(/[[\]{}]/);
      for (const l of [...res.locations!, ...(res.relatedLocations ?? [])]) {
        const uri = l.physicalLocation!.artifactLocation!.uri!;
        expect(uri).toMatch(/^[A-Za-z0-9\-._~%!$&'()*+,;=:@/]*$/);
        expect(decodeURIComponent(uri)).toMatch(/^dir .*\/f#\d+\.c$/s);
      }
    }
  });
});

describe('SARIF thread-unsafe-call rule', () => {
  it('a race on a thread-unsafe function gets its own rule, citing CERT CON33-C, only when used', async () => {
    const r = await analyzeFile('test/fixtures/analysis/31-callbacks/strtok_threads_race.c');
    const log = buildSarif(r);
    expect(schemaErrors(log)).toEqual([]);
    const rules = log.runs[0]!.tool.driver.rules!;
    expect(rules.map((x) => x.id)).toEqual(['data-race', 'thread-unsafe-call']);
    expect(rules[1]!.help!.text).toContain('CON33-C');
    expect(rules[1]!.help!.text).toContain('strtok_r');
    const results = log.runs[0]!.results!;
    expect(results.map((x) => [x.ruleId, x.ruleIndex])).toEqual([['thread-unsafe-call', 1]]);
    expect(results[0]!.message.text).toContain("'the hidden state of strtok()'");
    // A run with data races only lists the data-race rule.
    const plain = buildSarif(await analyzeFile(REAL_FIXTURES.racy));
    expect(plain.runs[0]!.tool.driver.rules!.map((x) => x.id)).toEqual(['data-race']);
  });
});

describe('SARIF options and limits', () => {
  it('writes the category as automationDetails.id with the trailing slash', () => {
    expect(buildSarif(witnessResult(), { category: 'lockstep/shard-1' }).runs[0]!.automationDetails).toEqual({
      id: 'lockstep/shard-1/',
    });
    expect(buildSarif(witnessResult(), { category: 'c/' }).runs[0]!.automationDetails).toEqual({ id: 'c/' });
    expect(buildSarif(witnessResult()).runs[0]!.automationDetails).toBeUndefined();
    expect(
      buildSarif(witnessResult(), { informationUri: 'https://example.org/lockstep' }).runs[0]!.tool.driver,
    ).toMatchObject({ informationUri: 'https://example.org/lockstep' });
  });

  it('keeps the most severe results over the result limit, and says so', () => {
    const r = witnessResult();
    // Put the warning first so that keeping the first would be wrong.
    r.findings.reverse();
    const log = buildSarif(r, { limits: { results: 1 } });
    expect(log.runs[0]!.results!.map((x) => x.level)).toEqual(['error']);
    const note = log.runs[0]!.invocations![0]!.toolExecutionNotifications!.find(
      (n) => n.descriptor?.id === 'sarif-limit',
    );
    expect(note?.level).toBe('warning');
    expect(note?.message.text).toMatch(/^1 of 2 findings were left out .* at most 1 results per run/);
    expect(schemaErrors(log)).toEqual([]);
  });

  it('counts suppressed results against the result limit too', () => {
    const r = witnessResult();
    const [active, other] = r.findings;
    r.findings = [active!];
    r.suppressed = [
      { ...other!, suppressions: [{ kind: 'external', justification: 'benign', file: '.lockstep.yml' }] },
    ];
    const log = buildSarif(r, { limits: { results: 1 } });
    expect(log.runs[0]!.results!.length).toBe(1);
    expect(log.runs[0]!.results![0]!.suppressions).toBeUndefined();
    const notes = log.runs[0]!.invocations![0]!.toolExecutionNotifications ?? [];
    expect(notes.map((n) => n.message.text).join('\n')).toMatch(/1 of 1 suppressed findings were left out/);
  });

  it('cuts related locations at the location limit, and says so', () => {
    const log = buildSarif(witnessResult(), { limits: { locations: 2 } });
    const res = log.runs[0]!.results![0]!;
    expect(res.locations!.length + res.relatedLocations!.length).toBe(2);
    expect(res.message.text).toMatch(
      /, and 1 more access site \(1 not listed: over GitHub's limit of 2 locations\)/,
    );
    const notes = log.runs[0]!.invocations![0]!.toolExecutionNotifications!;
    expect(notes.filter((n) => n.descriptor?.id === 'sarif-limit').map((n) => n.message.text)).toEqual([
      expect.stringMatching(/^1 result has more access sites than GitHub's limit of 2 locations/),
    ]);
  });

  it("lists at most its own number of access sites per result, under GitHub's limit, and says so", () => {
    const full = buildSarif(witnessResult()).runs[0]!.results![0]!;
    const log = buildSarif(witnessResult(), { limits: { relatedAccesses: 1 } });
    const res = log.runs[0]!.results![0]!;
    const accessLocations = (r: typeof res) => (r.relatedLocations ?? []).filter((l) => l.logicalLocations);
    expect(accessLocations(full).length).toBe(2);
    expect(accessLocations(res).length).toBe(1);
    expect(res.message.text).toMatch(
      /, and 1 more access site \(1 not listed: over this file's limit of 1 related access sites; the JSON output lists them\)/,
    );
    const notes = log.runs[0]!.invocations![0]!.toolExecutionNotifications!;
    expect(notes.filter((n) => n.descriptor?.id === 'sarif-limit').map((n) => n.message.text)).toEqual([
      expect.stringMatching(
        /^1 result has more access sites than this file lists \(1 related access sites per result/,
      ),
    ]);
  });

  it('drops the middle of a witness over the thread-flow limit, and says so', () => {
    const r = witnessResult();
    const steps = Array.from({ length: 50 }, (_, i) => ({
      step: i + 1,
      thread: i % 2 ? 'a#1' : 'b#1',
      action: `step ${i + 1}`,
      file: 'src/counter.c',
      line: i + 1,
      column: 1,
    }));
    r.findings[0]!.witness = { steps };
    const log = buildSarif(r, { limits: { threadFlowLocations: 20 } });
    const flow = log.runs[0]!.results![0]!.codeFlows![0]!;
    const orders = flow.threadFlows
      .flatMap((t) => t.locations.map((l) => l.executionOrder!))
      .sort((a, b) => a - b);
    // The first tenth (set-up) and the end (the race) stay.
    expect(orders).toEqual([1, 2, ...Array.from({ length: 18 }, (_, i) => 33 + i)]);
    expect(flow.message!.text).toMatch(
      /in 50 steps .* Steps 3 to 32 \(30 steps\) are left out: GitHub accepts at most 20/,
    );
    expect(
      log.runs[0]!.invocations![0]!.toolExecutionNotifications!.some((n) =>
        /1 witness is longer than GitHub's limit of 20 thread flow locations/.test(n.message.text!),
      ),
    ).toBe(true);
    expect(schemaErrors(log)).toEqual([]);
  });

  it('sarifText doubles braces and escapes brackets', () => {
    expect(sarifText('a[0] {x} \\ ok')).toBe('a\\[0\\] {{x}} \\\\ ok');
  });
});

describe('SARIF property', () => {
  it('any analysis result renders to schema-valid SARIF with sound links, regions and fingerprints', () => {
    fc.assert(
      fc.property(
        resultArb,
        fc.option(fc.string({ minLength: 1, maxLength: 8 }), { nil: undefined }),
        (r, category) => {
          const log = JSON.parse(renderSarif(r, category === undefined ? {} : { category })) as Sarif.Log;
          expect(schemaErrors(log)).toEqual([]);
          const results = log.runs[0]!.results!;
          expect(results).toHaveLength(r.findings.length);
          for (const [i, res] of results.entries()) {
            expect(res.partialFingerprints!['lockstep/v1']).toBe(r.findings[i]!.id);
            const { ids, rest } = links(res.message.text!);
            expect(ids).toEqual((res.relatedLocations ?? []).slice(0, 10).map((l) => l.id));
            expect(rest).not.toMatch(/[[\]{}]/);
            for (const l of [...res.locations!, ...(res.relatedLocations ?? [])]) {
              const g = l.physicalLocation!.region!;
              expect(g.endLine!).toBeGreaterThanOrEqual(g.startLine!);
              if (g.endLine === g.startLine) expect(g.endColumn!).toBeGreaterThanOrEqual(g.startColumn!);
            }
            // The witness when there is one; else, unless confirmed, every access's trace.
            const f = r.findings[i]!;
            const steps = f.witness?.steps.length ?? 0;
            const traced = f.accesses.reduce((n, a) => n + (a.trace?.length ?? 0), 0);
            const flowLocations = (res.codeFlows ?? []).flatMap((c) =>
              c.threadFlows.flatMap((t) => t.locations),
            );
            expect(flowLocations).toHaveLength(steps > 0 ? steps : f.status === 'confirmed' ? 0 : traced);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('SARIF multitool', () => {
  it('reports no error and no warning on any golden file (rule kinds Gh and Sarif)', () => {
    expect(rendered.size).toBeGreaterThanOrEqual(7);
    const dir = mkdtempSync(join(tmpdir(), 'lockstep-sarif-golden-'));
    const files = [...rendered].map(([name, text]) => {
      const file = join(dir, `${name}.sarif`);
      writeFileSync(file, text);
      return file;
    });
    const { findings, scanned } = validateSarif(files);
    expect(scanned).toBe(files.length);
    expect(findings).toEqual([]);
  });

  it('does report problems (the check can fail)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lockstep-sarif-bad-'));
    const file = join(dir, 'bad.sarif');
    const log = buildSarif(witnessResult());
    // An absolute path against %SRCROOT% and a missing rule id.
    log.runs[0]!.results![0]!.locations![0]!.physicalLocation!.artifactLocation!.uri = '/abs/x.c';
    delete log.runs[0]!.results![0]!.ruleId;
    writeFileSync(file, JSON.stringify(log));
    const { findings } = validateSarif([file]);
    expect(findings.map((f: { rule: string }) => f.rule)).toEqual(
      expect.arrayContaining(['SARIF1004', 'SARIF1010']),
    );
  });
});
