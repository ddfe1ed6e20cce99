/**
 * Shrunk programs the fuzzer found (test/oracle/known/, one per failure class; KNOWN-FAILURES.md
 * says where each came from). The first line of each says what the reference answers; the test
 * checks the reference still says so, then that Lockstep passes every property on it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkSource } from './properties.js';

const DIR = join(import.meta.dirname, 'known');
const files = readdirSync(DIR)
  .filter((f) => f.endsWith('.c'))
  .sort();

describe('kept programs from the fuzzer', () => {
  it('has some', () => expect(files.length).toBeGreaterThan(0));
  for (const file of files)
    it(file, async () => {
      const source = readFileSync(join(DIR, file), 'utf8');
      const expected = /^\/\/ reference: (race|no-race)/.exec(source)?.[1];
      expect(expected).toBeDefined();
      const r = await checkSource(source, { maxStates: 20_000 });
      expect(r.reference?.outcome).toBe(expected);
      // A class not fixed yet says so on the program's second line (`// still fails: KIND...`),
      // and is checked strictly: it must still fail, exactly in those ways, until the fix removes
      // the line.
      const still = /^\/\/ still fails: ([\w -]+?)(?: \(|$)/m.exec(source)?.[1]?.split(' ').sort();
      const failures = r.failures.map((f) => `${f.kind}: ${f.detail}`);
      if (still) expect([...new Set(r.failures.map((f) => f.kind))].sort()).toEqual(still);
      else expect(failures).toEqual([]);
    });
});
