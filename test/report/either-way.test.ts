/**
 * A race confirmed through branches on values the model does not know (what a library call
 * returned), reached whichever way each goes: every format names those branches, in the
 * program's words, and says the race does not depend on them.
 */
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../src/report/markdown.js';
import { renderSarif } from '../../src/report/sarif.js';
import { renderText } from '../../src/report/text.js';
import { analyzeFile } from './results.js';

const EITHER_WAY = 'test/fixtures/analysis/32-inputs/unknown_result_checked_either_way.c';
const ONE_WAY = 'test/fixtures/analysis/32-inputs/unknown_result_checked_one_way.c';

describe('a race reached whichever way an unknown branch goes', () => {
  it('is confirmed, and every format names the branch', async () => {
    const r = await analyzeFile(EITHER_WAY);
    expect(r.verdict).toBe('race');
    const [f] = r.findings;
    expect(f?.status).toBe('confirmed');
    expect(f?.witness?.eitherWay).toEqual([
      { branch: 'sched_yield() != 0', file: EITHER_WAY, line: 11, column: 7 },
    ]);
    const sentence = `The race is reached whichever way the branch on \`sched_yield() != 0\` (${EITHER_WAY}:11) goes`;
    expect(renderText(r)).toContain(`    ${sentence}`);
    expect(renderSarif(r)).toContain(sentence);
    expect(renderMarkdown(r)).toContain('whichever way the branch on `sched_yield() != 0`');
  });

  it('stays possible when one way avoids the race, and the reason names the call', async () => {
    const r = await analyzeFile(ONE_WAY);
    expect(r.verdict).toBe('unknown');
    const [f] = r.findings;
    expect(f?.status).toBe('possible');
    expect(f?.witness?.eitherWay).toBeUndefined();
    expect(f?.reason).toContain('the branch on `sched_yield() != 0`, whose value the model does not know');
  });
});
