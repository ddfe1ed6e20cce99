/**
 * Scoring of a corpus run, SV-COMP style: a wrong `race-free` costs twice a wrong `race` and
 * sixteen times what a right one earns, because a merge gate trusts `race-free`.
 */
import type { CorpusRow, Expected } from './list.js';

type Verdict = 'race' | 'race-free' | 'unknown';

export interface Outcome {
  verdict: Verdict;
  ms: number;
  /** `file:line` of every access Lockstep reported, the file relative to the program's directory. */
  reportedLines: string[];
  reasons: string[];
  /** Finding statuses (`confirmed`, `possible`, ...). */
  statuses?: string[];
  /** Why there is no verdict from the tool itself (timeout, crash). */
  error?: string;
  /** The CLI's counts: a `race-free` after 3 states explored is worth a second look. */
  stats?: {
    candidates?: number;
    eliminated?: number;
    confirmed?: number;
    possible?: number;
    statesExplored?: number;
  };
}

type Judgement = 'right' | 'wrong' | 'unknown';

export interface Scored {
  path: string;
  repository: string;
  expected: Expected;
  verdict: Verdict;
  judgement: Judgement;
  points: number;
  ms: number;
  racingLines: string[];
  foundLines: string[];
  reasons: string[];
  statuses: string[];
  stats?: Outcome['stats'];
  error?: string;
}

const points = { raceFreeRight: 2, raceRight: 1, wrongRace: -16, wrongRaceFree: -32 } as const;

export function score(row: CorpusRow, outcome: Outcome): Scored {
  const judgement: Judgement =
    outcome.verdict === 'unknown' ? 'unknown' : outcome.verdict === row.expected ? 'right' : 'wrong';
  const pts =
    judgement === 'unknown'
      ? 0
      : judgement === 'right'
        ? row.expected === 'race-free'
          ? points.raceFreeRight
          : points.raceRight
        : outcome.verdict === 'race-free'
          ? points.wrongRaceFree
          : points.wrongRace;
  const reported = new Set(outcome.reportedLines);
  return {
    path: row.path,
    repository: row.repository,
    expected: row.expected,
    verdict: outcome.verdict,
    judgement,
    points: pts,
    ms: Math.round(outcome.ms),
    racingLines: row.racingLines,
    foundLines: row.racingLines.filter((l) => reported.has(l)),
    reasons: outcome.reasons,
    statuses: outcome.statuses ?? [],
    ...(outcome.stats ? { stats: outcome.stats } : {}),
    ...(outcome.error ? { error: outcome.error } : {}),
  };
}

export interface Summary {
  programs: number;
  score: number;
  maxScore: number;
  counts: Record<Expected, Record<Judgement, number>>;
  wrongRaceFree: number;
  wrongRace: number;
  timeouts: number;
  errors: number;
  lineRecall: { found: number; known: number; programs: number };
  ms: { total: number; median: number; max: number };
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  if (s.length === 0) return 0;
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
}

export function summarise(results: Scored[]): Summary {
  const counts: Summary['counts'] = {
    race: { right: 0, wrong: 0, unknown: 0 },
    'race-free': { right: 0, wrong: 0, unknown: 0 },
  };
  for (const r of results) counts[r.expected][r.judgement]++;
  const withLines = results.filter((r) => r.expected === 'race' && r.racingLines.length > 0);
  const times = results.map((r) => r.ms);
  return {
    programs: results.length,
    score: results.reduce((s, r) => s + r.points, 0),
    maxScore: results.reduce(
      (s, r) => s + (r.expected === 'race-free' ? points.raceFreeRight : points.raceRight),
      0,
    ),
    counts,
    wrongRaceFree: results.filter((r) => r.judgement === 'wrong' && r.verdict === 'race-free').length,
    wrongRace: results.filter((r) => r.judgement === 'wrong' && r.verdict === 'race').length,
    timeouts: results.filter((r) => r.error === 'timeout').length,
    errors: results.filter((r) => r.error !== undefined && r.error !== 'timeout').length,
    lineRecall: {
      found: withLines.reduce((s, r) => s + r.foundLines.length, 0),
      known: withLines.reduce((s, r) => s + r.racingLines.length, 0),
      programs: withLines.length,
    },
    ms: { total: times.reduce((s, t) => s + t, 0), median: median(times), max: Math.max(0, ...times) },
  };
}

export function renderReport(
  name: string,
  results: Scored[],
  run: { timeoutMs: number; jobs: number },
): { markdown: string; summary: Summary } {
  const s = summarise(results);
  const c = s.counts;
  const lines = [
    `## Corpus \`${name}\`: ${s.programs} programs, score ${s.score} of ${s.maxScore}`,
    '',
    `Time limit ${run.timeoutMs / 1000} s per program, ${run.jobs} in parallel; ` +
      `${s.timeouts} timeouts, ${s.errors} crashes (both count as unknown). ` +
      `Time per program: median ${(s.ms.median / 1000).toFixed(2)} s, max ${(s.ms.max / 1000).toFixed(2)} s, ` +
      `total ${(s.ms.total / 1000).toFixed(0)} s.`,
    '',
    '| expected | programs | right | wrong | unknown |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...(['race', 'race-free'] as const).map((e) => {
      const n = c[e].right + c[e].wrong + c[e].unknown;
      return `| ${e} | ${n} | ${c[e].right} | ${c[e].wrong} | ${c[e].unknown} |`;
    }),
    '',
    `Wrong \`race-free\` (-32 each): **${s.wrongRaceFree}**; wrong \`race\` (-16 each): ${s.wrongRace}.`,
    `Line recall (racing lines reported, on the ${s.lineRecall.programs} racy programs whose lines are known): ` +
      `${s.lineRecall.found}/${s.lineRecall.known}.`,
  ];
  const wrong = results.filter((r) => r.judgement === 'wrong');
  if (wrong.length > 0) {
    lines.push('', '| wrong | program | repository | time |', '| --- | --- | --- | ---: |');
    for (const r of [...wrong].sort((a, b) => a.points - b.points || a.path.localeCompare(b.path)))
      lines.push(
        `| ${r.verdict === 'race-free' ? '**race-free (expected race)**' : 'race (expected race-free)'} | ` +
          `${r.path} | ${r.repository} | ${(r.ms / 1000).toFixed(1)} s |`,
      );
  }
  return { markdown: lines.join('\n'), summary: s };
}
