import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type CorpusRow, corporaDir, formatCorpus, parseCorpus } from '../../scripts/corpus/list.js';
import { type Outcome, renderReport, score, summarise } from '../../scripts/corpus/score.js';

const row = (expected: CorpusRow['expected'], racingLines: string[] = []): CorpusRow => ({
  repository: 'owner/repo',
  commit: 'c0ffee',
  path: `tests/${expected}.c`,
  expected,
  language: 'C',
  racingLines,
  flags: [],
});
const outcome = (verdict: Outcome['verdict'], reportedLines: string[] = []): Outcome => ({
  verdict,
  ms: 10,
  reportedLines,
  reasons: [],
});

describe('corpus scoring (SV-COMP points)', () => {
  it('gives +2 / +1 for right answers, -16 / -32 for wrong ones and 0 for unknown', () => {
    expect(score(row('race-free'), outcome('race-free')).points).toBe(2);
    expect(score(row('race'), outcome('race')).points).toBe(1);
    expect(score(row('race-free'), outcome('race')).points).toBe(-16);
    expect(score(row('race'), outcome('race-free')).points).toBe(-32);
    expect(score(row('race'), outcome('unknown')).points).toBe(0);
    expect(score(row('race-free'), outcome('unknown')).judgement).toBe('unknown');
  });

  it('counts per expected answer, wrong race-free apart, and line recall only where lines are known', () => {
    const results = [
      score(row('race', ['a.c:3', 'a.c:7']), outcome('race', ['a.c:7', 'a.c:9'])),
      score(row('race'), outcome('race-free')),
      score(row('race-free'), outcome('race')),
      score(row('race-free'), outcome('race-free')),
      score(row('race-free'), { ...outcome('unknown'), error: 'timeout' }),
    ];
    const s = summarise(results);
    expect(s.counts.race).toEqual({ right: 1, wrong: 1, unknown: 0 });
    expect(s.counts['race-free']).toEqual({ right: 1, wrong: 1, unknown: 1 });
    expect(s.score).toBe(1 - 32 - 16 + 2);
    expect(s.maxScore).toBe(1 + 1 + 2 + 2 + 2);
    expect(s.wrongRaceFree).toBe(1);
    expect(s.wrongRace).toBe(1);
    expect(s.timeouts).toBe(1);
    expect(s.lineRecall).toEqual({ found: 1, known: 2, programs: 1 });
    const { markdown } = renderReport('t', results, { timeoutMs: 20_000, jobs: 2 });
    expect(markdown).toContain('**race-free (expected race)** | tests/race.c');
  });
});

describe('corpus lists', () => {
  it('round-trip through the TSV format', () => {
    const rows = [
      row('race', ['../x.c:16', '../x.c:6']),
      { ...row('race-free'), flags: ['-DN=3', '-Iinclude'] },
    ];
    expect(parseCorpus(formatCorpus(rows))).toEqual(rows);
  });

  it('every committed list parses, names a commit and keeps out the reserved benchmark folders', () => {
    const lists = readdirSync(corporaDir).filter((f) => f.endsWith('.tsv') && !f.endsWith('.support.tsv'));
    expect(lists).toContain('all.tsv');
    const reserved =
      /goblint-regression|pthread-race-challenges|ldv-races|c\/pthread\/|pthread-atomic|pthread-ext|pthread-lit|goblint\/(analyzer|bench)/;
    for (const list of lists) {
      const rows = parseCorpus(readFileSync(join(corporaDir, list), 'utf8'));
      expect(rows.length).toBeGreaterThan(0);
      for (const r of rows) {
        expect(r.commit).toMatch(/^[0-9a-f]{40}$/);
        expect(`${r.repository}/${r.path}`).not.toMatch(reserved);
      }
    }
  });
});
