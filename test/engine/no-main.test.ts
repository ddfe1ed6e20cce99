/**
 * "No main function" is only true of the code that was analysed: when a unit was lost (a macro
 * bomb, unreadable input), main may be in it, and the words say so (issue 17).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/engine.js';

async function check(files: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'lockstep-nomain-'));
  for (const [name, code] of Object.entries(files)) writeFileSync(join(dir, name), code);
  const out = await analyze({
    units: Object.keys(files).map((n) => ({ file: join(dir, n) })),
    root: dir,
    check: false,
  });
  return out.result;
}

/** A unit the preprocessor gives up on (over 5,000,000 tokens of expansion), main and all. */
function bomb(): string {
  const lines = ['#define L0 x'];
  for (let i = 1; i <= 11; i++)
    lines.push(
      `#define L${i} ${Array(10)
        .fill(`L${i - 1}`)
        .join(' ')}`,
    );
  lines.push('int x;', 'int main(void) { return L11; }');
  return `${lines.join('\n')}\n`;
}

describe('no main function', () => {
  it('is said plainly when every unit was analysed', async () => {
    const r = await check({ 'lib.c': 'int helper(int x) { return x + 1; }\n' });
    expect(r.verdictReasons).toContain('no main function, so no thread was analysed');
    expect(r.diagnostics.find((d) => d.code === 'no-main')?.message).toBe(
      'no main function: no thread could be found, so nothing was checked',
    );
  });

  it('says main may be in the code left out when a unit was lost', async () => {
    const r = await check({ 'bomb.c': bomb(), 'lib.c': 'int helper(int x) { return x + 1; }\n' });
    expect(r.diagnostics.map((d) => d.code)).toContain('pp-limit');
    expect(r.verdict).toBe('unknown');
    expect(r.verdictReasons).toContain(
      'no main function in the code that was analysed (it may be in the code left out), so no thread was analysed',
    );
    expect(r.diagnostics.find((d) => d.code === 'no-main')?.message).toMatch(
      /^no main function in the code that was analysed/,
    );
  }, 60_000);
});
