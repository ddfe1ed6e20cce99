/**
 * Layer 1 pieces in isolation: lock identities, protection, object names, fingerprints, the output
 * schema, and the verdict rules on small programs written inline.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { protectedBy, relativeIdentity } from '../../src/analysis/candidates.js';
import { disjointObjects } from '../../src/analysis/objects.js';
import { analyze } from '../../src/engine.js';
import type { Place } from '../../src/ir/types.js';
import { assignFingerprints, fingerprint } from '../../src/report/fingerprint.js';
import { outputJsonSchema } from '../../src/result.js';
import { lowerSources } from '../helpers.js';

const v = (id: string): Place => ({ k: 'var', id });
const load = (id: string) => ({ k: 'load' as const, place: v(id) });
const deref = (id: string): Place => ({ k: 'deref', ptr: load(id) });
const field = (base: Place, f: string): Place => ({ k: 'field', base, field: f, record: 'struct s' });
const index = (base: Place, i: string): Place => ({ k: 'index', base, index: load(i) });
const abs = (p: Place) => (p.k === 'var' && !p.id.startsWith('%') ? `v:${p.id}` : undefined);

describe('lock identities', () => {
  it('a lock beside the data in the same object protects relative to that object', () => {
    const a = relativeIdentity(field(deref('%s'), 'lock'), field(deref('%s'), 'data'), abs);
    const b = relativeIdentity(field(deref('%p'), 'lock'), field(deref('%p'), 'data'), abs);
    expect(a).toBeDefined();
    expect(a).toBe(b);
    // A different lock field, or a lock in another object, is a different identity.
    expect(relativeIdentity(field(deref('%p'), 'other'), field(deref('%p'), 'data'), abs)).not.toBe(a);
    expect(relativeIdentity(field(deref('%a'), 'lock'), field(deref('%b'), 'data'), abs)).toBeUndefined();
  });

  it('per-element locks need the same index expression over global arrays', () => {
    const same = relativeIdentity(index(v('locks'), '%i'), index(v('data'), '%i'), abs);
    expect(same).toBeDefined();
    expect(relativeIdentity(index(v('locks'), '%j'), index(v('data'), '%i'), abs)).toBeUndefined();
    expect(relativeIdentity(index(v('%locks'), '%i'), index(v('data'), '%i'), abs)).toBeUndefined();
  });

  it('a read lock protects only against a holder of the same lock for writing', () => {
    expect(protectedBy(['a:c1@exclusive'], ['a:c1@exclusive'])).toBe(true);
    expect(protectedBy(['a:c1@shared'], ['a:c1@exclusive'])).toBe(true);
    expect(protectedBy(['a:c1@shared'], ['a:c1@shared'])).toBe(false);
    expect(protectedBy(['a:c1@exclusive'], ['a:c2@exclusive'])).toBe(false);
    expect(protectedBy([], ['a:c1@exclusive'])).toBe(false);
  });

  it('pthread_once: the init routine is ordered before every return of once, not after-vs-after', () => {
    expect(protectedBy(['once-init:c4@exclusive'], ['once-after:c4@exclusive'])).toBe(true);
    expect(protectedBy(['once-after:c4@exclusive'], ['once-after:c4@exclusive'])).toBe(false);
    expect(protectedBy(['once-init:c4@exclusive'], ['once-after:c5@exclusive'])).toBe(false);
  });
});

describe('object names', () => {
  it('different roots or elements are disjoint; a prefix overlaps', () => {
    expect(disjointObjects(['v:a', '@0'], ['v:b', '@0'], false)).toBe(true);
    expect(disjointObjects(['v:a', '@0', '.x'], ['v:a', '@0', '.y'], false)).toBe(true);
    expect(disjointObjects(['v:a', '@0'], ['v:a', '@0', '.y'], false)).toBe(false);
    expect(disjointObjects(['v:a'], ['v:a', '@3'], false)).toBe(false);
    expect(disjointObjects(undefined, ['v:a', '@3'], false)).toBe(false);
  });

  it('per-instance elements differ only between two instances', () => {
    expect(disjointObjects(['v:ids', '@inst'], ['v:ids', '@inst'], true)).toBe(true);
    expect(disjointObjects(['v:ids', '@inst'], ['v:ids', '@inst'], false)).toBe(false);
    expect(disjointObjects(['v:ids', '@inst'], ['v:ids', '@2'], true)).toBe(false);
    expect(disjointObjects(['v:ids', '@cur'], ['v:ids', '@inst'], false)).toBe(true);
  });
});

describe('fingerprints', () => {
  it('depend on rule, location, file and function only, and number collisions', () => {
    const f = { rule: 'data-race', location: 'total', file: 'a.c', function: 'deposit' };
    expect(fingerprint(f)).toBe(fingerprint({ ...f }));
    expect(fingerprint(f)).not.toBe(fingerprint({ ...f, location: 'count' }));
    expect(fingerprint(f)).not.toBe(fingerprint({ ...f, function: 'withdraw' }));
    const [a, b, c] = assignFingerprints([f, { ...f, file: 'b.c' }, f]);
    expect(b).not.toBe(a);
    expect(c).toBe(`${a}:2`);
  });
});

describe('output schema', () => {
  it('docs/lockstep-output.schema.json is the generated schema (run npm run schemas)', () => {
    const committed = JSON.parse(
      readFileSync(new URL('../../docs/lockstep-output.schema.json', import.meta.url), 'utf8'),
    );
    expect(committed).toEqual(JSON.parse(JSON.stringify(outputJsonSchema())));
  });
});

async function check(code: string) {
  const { program } = await lowerSources({ 'prog.c': code });
  void program;
  const dir = (await import('node:fs')).mkdtempSync(`${(await import('node:os')).tmpdir()}/lockstep-l1-`);
  const file = `${dir}/prog.c`;
  (await import('node:fs')).writeFileSync(file, code);
  return (await analyze({ units: [{ file }], root: dir })).result;
}

const HEAD = '#include <pthread.h>\n#include <stdlib.h>\n';

describe('verdict rules', () => {
  it('an unknown function handed a lock makes the verdict unknown, with one diagnostic per callee', async () => {
    const r = await check(
      `${HEAD}pthread_mutex_t m; int n; void ext_lock(pthread_mutex_t *);\n` +
        'void *w(void *a) { ext_lock(&m); ext_lock(&m); return a; }\n' +
        'int main(void) { pthread_t t; pthread_create(&t, 0, w, 0); pthread_join(t, 0); return 0; }\n',
    );
    expect(r.verdict).toBe('unknown');
    expect(r.verdictReasons.join('\n')).toMatch(/'ext_lock' has no body or model and is handed the lock 'm'/);
    expect(r.diagnostics.filter((d) => d.code === 'unknown-function')).toHaveLength(1);
  });

  it('va_start, va_copy and va_end called without <stdarg.h> are modelled, not unknown functions', async () => {
    // memcached's restart.c: the header that brought <stdarg.h> in (libevent's) was absent.
    const r = await check(
      `${HEAD}int vprintf(const char *, __builtin_va_list);\n` +
        'void note(const char *f, ...) { __builtin_va_list a, b; va_start(a, f); va_copy(b, a); vprintf(f, b); va_end(b); va_end(a); }\n' +
        'void *w(void *a) { note("%d", 1); return a; }\n' +
        'int main(void) { pthread_t t; pthread_create(&t, 0, w, 0); pthread_join(t, 0); return 0; }\n',
    );
    expect(r.diagnostics.filter((d) => d.code === 'unknown-function').map((d) => d.message)).toEqual([]);
    expect(r.verdict).toBe('race-free');
  });

  it('a modelled library function called through a pointer is no unknown function (pigz: my_free = free)', async () => {
    const r = await check(
      `${HEAD}struct job { pthread_mutex_t m; int n; }; void (*release)(void *) = free;\n` +
        'void *w(void *a) { return a; }\n' +
        'int main(void) { struct job *j = malloc(sizeof *j); pthread_t t; pthread_create(&t, 0, w, 0); pthread_join(t, 0); release(j); return 0; }\n',
    );
    expect(r.verdictReasons.join('\n')).not.toMatch(/'free'/);
    expect(r.verdict).toBe('race-free');
  });

  it('an unknown function handed plain data does not by itself make the verdict unknown', async () => {
    const r = await check(
      `${HEAD}int n; void ext_log(int *);\n` +
        'void *w(void *a) { int x = 1; ext_log(&x); return a; }\n' +
        'int main(void) { pthread_t t; pthread_create(&t, 0, w, 0); pthread_join(t, 0); return n; }\n',
    );
    expect(r.verdict).toBe('race-free');
    expect(r.diagnostics.map((d) => d.code)).toContain('unknown-function');
  });

  it('a call through a pointer that resolves to nothing is reported and makes it unknown', async () => {
    const r = await check(
      `${HEAD}void (*hook)(void);\nvoid *w(void *a) { hook(); return a; }\n` +
        'int main(void) { pthread_t t; pthread_create(&t, 0, w, 0); pthread_join(t, 0); return 0; }\n',
    );
    expect(r.verdict).toBe('unknown');
    expect(r.diagnostics.map((d) => d.code)).toContain('unresolved-call');
  });

  it('threads started through a function pointer stored in a struct are found', async () => {
    const r = await check(
      `${HEAD}int n; struct ops { void *(*run)(void *); };\nvoid *w(void *a) { n++; return a; }\n` +
        'struct ops o = { w };\n' +
        'int main(void) { pthread_t t[2]; for (int i = 0; i < 2; i++) pthread_create(&t[i], 0, o.run, 0);\n' +
        '  for (int i = 0; i < 2; i++) pthread_join(t[i], 0); return n; }\n',
    );
    expect(r.findings.map((f) => f.location)).toEqual(['n']);
    expect(r.findings[0]!.accesses.map((a) => a.thread)).toContain('w#2');
    // main's read after the join loop is ordered after every instance.
    expect(r.findings[0]!.accesses.map((a) => a.line)).toEqual([4, 4]);
  });

  it('a function that returns with the lock held protects the caller until it unlocks', async () => {
    const r = await check(
      `${HEAD}pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER; int n;\n` +
        'static void grab(pthread_mutex_t *l) { pthread_mutex_lock(l); }\n' +
        'void *w(void *a) { grab(&m); n++; pthread_mutex_unlock(&m); n--; return a; }\n' +
        'int main(void) { pthread_t t[2]; for (int i = 0; i < 2; i++) pthread_create(&t[i], 0, w, 0);\n' +
        '  for (int i = 0; i < 2; i++) pthread_join(t[i], 0); return n; }\n',
    );
    // n++ is protected; n-- after the unlock races with both.
    expect(r.findings).toHaveLength(1);
    const cols = r.findings[0]!.accesses.map((a) => `${a.line}:${a.access}:${a.locks.join('+')}`);
    expect(cols).toContain('5:write:');
    expect(cols).toContain('5:write:m');
  });
});
