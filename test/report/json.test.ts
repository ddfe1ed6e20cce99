/**
 * The JSON report in pieces: joined, exactly what one `JSON.stringify(result, null, 2)` gives; cut
 * only at line ends, so that each piece can be made inert (line-based) on its own.
 */
import { describe, expect, it } from 'vitest';
import { renderJsonPieces } from '../../src/report/json.js';
import type { AnalysisResult } from '../../src/result.js';

function resultWith(findings: number): AnalysisResult {
  return {
    schemaVersion: 1,
    tool: { name: 'lockstep', version: '0.0.0' },
    verdict: findings ? 'race' : 'race-free',
    verdictReasons: ['a "quoted"\nreason'],
    findings: Array.from({ length: findings }, (_, i) => ({
      id: `f${i}`,
      kind: 'data-race',
      status: 'possible',
      severity: 'warning',
      location: `table[${i}]`,
      message: `possible data race on 'table' ${'x'.repeat(500)}`,
      accesses: [{ file: 'a.c', line: i + 1, column: 3, locks: ['m', 'n'], trace: [{ kind: 'call' }] }],
    })),
    diagnostics: [{ severity: 'note', code: 'n', message: 'after the findings' }],
    stats: { units: 1, functions: 2, ms: { total: 1 } },
  } as unknown as AnalysisResult;
}

describe('the JSON report in pieces', () => {
  for (const n of [0, 1, 3, 5000])
    it(`with ${n} findings, joined, is the whole result as one JSON text`, () => {
      const result = resultWith(n);
      const pieces = [...renderJsonPieces(result)];
      expect(pieces.join('')).toBe(`${JSON.stringify(result, null, 2)}\n`);
      for (const p of pieces) expect(p.endsWith('\n')).toBe(true);
    });

  it('a report of megabytes comes in several pieces', () => {
    expect([...renderJsonPieces(resultWith(5000))].length).toBeGreaterThan(1);
  });
});
