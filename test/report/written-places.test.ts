/**
 * Places and expressions as reports and IR dumps print them are C with the IR's meaning: a
 * pointer operand of `->`, `.`, `[]` or unary `*` that binds looser than the operator is
 * parenthesised (`(s - 1)->result`, not `s - 1->result`, which C reads as `s - (1->result)`), and
 * an array's decay the lowering made explicit reads as the array (`*(arr + 2)`, not
 * `*(&arr[0] + 2)`). Where no parentheses are needed the text is what it always was, as location
 * names are hashed into fingerprints.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/engine.js';
import { displayExpr, displayPlace, placeWithThis, sourceName } from '../../src/ir/names.js';
import { exprWith, printPlace } from '../../src/ir/print.js';
import type { Expr, Place, Type } from '../../src/ir/types.js';

const v = (id: string): Place => ({ k: 'var', id });
const load = (id: string): Expr => ({ k: 'load', place: v(id) });
const int = (value: number): Expr => ({ k: 'int', value });
const plus = (left: Expr, right: Expr): Expr => ({ k: 'binary', op: '+', left, right });
const minus = (left: Expr, right: Expr): Expr => ({ k: 'binary', op: '-', left, right });
const deref = (ptr: Expr): Place => ({ k: 'deref', ptr });
const arrow = (ptr: Expr, field: string): Place => ({ k: 'field', base: deref(ptr), field });
const decay = (array: string): Expr => ({ k: 'addr', place: { k: 'index', base: v(array), index: int(0) } });
const structS: Type = { k: 'ptr', to: { k: 'record', key: 'S', union: false } };

/** A place as a report shows it and as `lockstep ir` shows it. */
const both = (p: Place) => [displayPlace(p), printPlace(p)];

describe('pointer operands are parenthesised where C needs it', () => {
  it('pointer arithmetic before `->`', () => {
    expect(both(arrow(minus(load('%s'), int(1)), 'result'))).toEqual(['(s - 1)->result', '(%s - 1)->result']);
    expect(both(arrow(plus(load('%s'), int(1)), 'result'))).toEqual(['(s + 1)->result', '(%s + 1)->result']);
  });

  it('`(*p).f` is `p->f`, and a pointer read through a pointer is parenthesised before `->`', () => {
    // The lowering makes `(*p).f` and `p->f` the same place.
    expect(both(arrow(load('%p'), 'f'))).toEqual(['p->f', '%p->f']);
    const throughPp: Place = arrow({ k: 'load', place: deref(load('%pp')) }, 'f');
    expect(both(throughPp)).toEqual(['(*pp)->f', '(*%pp)->f']);
  });

  it('a dereference of pointer arithmetic keeps its parentheses', () => {
    expect(both(deref(plus(load('%p'), int(2))))).toEqual(['*(p + 2)', '*(%p + 2)']);
  });

  it('a subscript through a computed pointer', () => {
    const sum: Place = { k: 'deref', ptr: plus(load('%a'), load('%b')), subscript: true };
    const element: Place = { k: 'index', base: sum, index: load('%i') };
    expect(both(element)).toEqual(['(a + b)[i]', '(*(%a + %b))[%i]']);
    // Through a plain pointer the source's own `p[i]` is unchanged.
    const plain: Place = {
      k: 'index',
      base: { k: 'deref', ptr: load('%p'), subscript: true },
      index: load('%i'),
    };
    expect(displayPlace(plain)).toBe('p[i]');
  });

  it('an element of the array a pointer points to', () => {
    // `(*pa)[1]` with `long (*pa)[4]`: `*pa[1]` would be `*(pa[1])`.
    const element: Place = { k: 'index', base: deref(load('pa')), index: int(1) };
    expect(both(element)).toEqual(['(*pa)[1]', '(*pa)[1]']);
  });

  it('a unary operand', () => {
    const negated: Expr = { k: 'unary', op: '-', arg: load('%x') };
    expect(both(arrow(negated, 'f'))).toEqual(['(-x)->f', '(-%x)->f']);
    expect(displayExpr({ k: 'unary', op: '-', arg: plus(load('%x'), int(1)) })).toBe('-(x + 1)');
  });

  it('a cast before `->` and `[]`, but not after `*`', () => {
    const cast: Expr = { k: 'cast', to: structS, arg: load('%p') };
    expect(both(arrow(cast, 'f'))).toEqual(['((struct S *)p)->f', '((struct S*)%p)->f']);
    const asLongs: Expr = {
      k: 'cast',
      to: { k: 'ptr', to: { k: 'int', name: 'long', bytes: 8, signed: true } },
      arg: load('%p'),
    };
    expect(
      displayPlace({ k: 'index', base: { k: 'deref', ptr: asLongs, subscript: true }, index: int(2) }),
    ).toBe('((long *)p)[2]');
    // A cast binds as tightly as `*`: no parentheses needed.
    expect(displayPlace(deref(asLongs))).toBe('*(long *)p');
  });

  it("an object's address before `->` is the object", () => {
    // A summary's `a->mu` with the caller's `&g` for `a`.
    const substituted = arrow({ k: 'addr', place: v('g') }, 'mu');
    expect(displayPlace(substituted)).toBe('g.mu');
    expect(printPlace(substituted)).toBe('(&g)->mu');
  });

  it('names that needed no parentheses are unchanged (location names are fingerprinted)', () => {
    const scratch: Place = { k: 'index', base: arrow(load('%s'), 'scratch'), index: load('%k') };
    expect(both(scratch)).toEqual(['s->scratch[k]', '%s->scratch[%k]']);
    const slot: Place = {
      k: 'field',
      base: { k: 'index', base: v('slots'), index: load('%i') },
      field: 'result',
    };
    expect(both(slot)).toEqual(['slots[i].result', 'slots[%i].result']);
    expect(placeWithThis(arrow(load('%p'), 'f'))).toBe('p->f');
    expect(both(deref(load('%p')))).toEqual(['*p', '*%p']);
  });
});

describe("an array's decay", () => {
  it('reads as the array in pointer arithmetic, in reports only', () => {
    const third = deref(plus(decay('arr'), int(2)));
    expect(both(third)).toEqual(['*(arr + 2)', '*(&arr[0] + 2)']);
    expect(displayExpr(minus(load('%end'), decay('arr')))).toBe('end - arr');
  });

  it('is left as written elsewhere: an argument, a comparison', () => {
    expect(exprWith(decay('slots'), sourceName, true)).toBe('&slots[0]');
    expect(displayExpr({ k: 'binary', op: '==', left: load('%p'), right: decay('arr') })).toBe(
      'p == &arr[0]',
    );
  });

  it('through a pointer there is no array to name', () => {
    const first: Expr = {
      k: 'addr',
      place: { k: 'index', base: { k: 'deref', ptr: load('%p'), subscript: true }, index: int(0) },
    };
    expect(displayPlace(deref(plus(first, int(2))))).toBe('*(&p[0] + 2)');
  });
});

describe('witness steps name memory as valid C', () => {
  it('pointer arithmetic before `->` and on an array', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lockstep-written-'));
    writeFileSync(
      join(dir, 'slots.c'),
      `#include <pthread.h>
struct slot { long result; };
static struct slot slots[4];
static long arr[8];
static void *w1(void *arg) {
  struct slot *s = arg;
  (s + 1)->result = 5;
  *(arr + 2) = 7;
  return 0;
}
static void *w2(void *arg) {
  struct slot *s = arg;
  long a = (s - 1)->result;
  long b = arr[2];
  return (void *)(a + b);
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, w1, &slots[0]);
  pthread_create(&b, 0, w2, &slots[2]);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
`,
    );
    const { result } = await analyze({ units: [{ file: join(dir, 'slots.c') }], root: dir });
    const actions = result.findings.flatMap((f) => f.witness?.steps.map((s) => s.action) ?? []);
    expect(actions).toContain('reads (s - 1)->result');
    expect(actions).toContain('at the same time as w2#1, writes (s + 1)->result');
    expect(actions.some((a) => a.endsWith('writes *(arr + 2)'))).toBe(true);
    expect(actions.join('\n')).not.toMatch(/s [-+] 1->|&arr\[0\]/);
  });
});
