/**
 * One race definition (src/analysis/race.ts, docs/ARCHITECTURE.md "What a race is"): layer 1
 * proposes a candidate, the model checker confirms it and the witness states it exactly for the
 * pairs of access kinds the definition says can race, and the docs say the same words.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  kindsConflict,
  RACE_DEFINITION,
  WITNESS_AT_ONCE,
  WITNESS_UNORDERED,
} from '../../src/analysis/race.js';
import { analyze } from '../../src/engine.js';
import { REPO_ROOT } from '../fixture-runner.js';

const ACCESS = {
  read: { code: 'r = x;', write: false, atomic: false },
  write: { code: 'x = 1;', write: true, atomic: false },
  'atomic read': { code: 'r = __atomic_load_n(&x, __ATOMIC_SEQ_CST);', write: false, atomic: true },
  'atomic write': { code: '__atomic_store_n(&x, 1, __ATOMIC_SEQ_CST);', write: true, atomic: true },
} as const;
type Kind = keyof typeof ACCESS;

function program(a: Kind, b: Kind, ordered: boolean): string {
  const lock = ordered ? 'pthread_mutex_lock(&m); ' : '';
  const unlock = ordered ? ' pthread_mutex_unlock(&m);' : '';
  return [
    '#include <pthread.h>',
    'int x; pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;',
    `void *one(void *p) { long r = 0; ${lock}${ACCESS[a].code}${unlock} return (void *)r; }`,
    `void *two(void *p) { long r = 0; ${lock}${ACCESS[b].code}${unlock} return (void *)r; }`,
    'int main(void) { pthread_t s, t; pthread_create(&s, 0, one, 0); pthread_create(&t, 0, two, 0);',
    '  pthread_join(s, 0); pthread_join(t, 0); return 0; }',
    '',
  ].join('\n');
}

async function run(code: string, layer2: boolean) {
  const dir = mkdtempSync(join(tmpdir(), 'lockstep-race-'));
  const file = join(dir, 'prog.c');
  writeFileSync(file, code);
  const { result } = await analyze({
    units: [{ file }],
    root: dir,
    check: layer2 ? { maxMs: Number.POSITIVE_INFINITY } : false,
  });
  return result;
}

describe('one race definition', () => {
  it('is written once in docs/ARCHITECTURE.md, in the same words', () => {
    const doc = readFileSync(join(REPO_ROOT, 'docs/ARCHITECTURE.md'), 'utf8');
    expect(doc).toContain(RACE_DEFINITION);
  });

  const kinds = Object.keys(ACCESS) as Kind[];
  for (const a of kinds)
    for (const b of kinds) {
      if (kinds.indexOf(b) < kinds.indexOf(a)) continue;
      const races = kindsConflict(ACCESS[a], ACCESS[b]);
      it(`${a} / ${b}, unordered: ${races ? 'a race in every layer' : 'no race in any layer'}`, async () => {
        const code = program(a, b, false);
        const l1 = await run(code, false);
        expect(l1.findings.length).toBe(races ? 1 : 0);
        const l2 = await run(code, true);
        expect(l2.verdict).toBe(races ? 'race' : 'race-free');
        if (races) {
          const steps = l2.findings[0]!.witness!.steps;
          const last = steps[steps.length - 1]!.action;
          expect(last.includes(WITNESS_AT_ONCE) || last.includes(WITNESS_UNORDERED)).toBe(true);
        }
      });
      if (races)
        it(`${a} / ${b}, ordered by a mutex: no race once the model checker orders them`, async () => {
          const l2 = await run(program(a, b, true), true);
          expect(l2.verdict).toBe('race-free');
        });
    }
});
