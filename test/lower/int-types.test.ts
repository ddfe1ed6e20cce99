/**
 * The integer types the lowering records for layer 2's arithmetic (src/ir/ints.ts): the type each
 * integer operation computes in (usual arithmetic conversions, promotions, LP64), and explicit
 * conversions where a value is stored into, passed as or returned as a type that may not hold it.
 */
import { describe, expect, it } from 'vitest';
import type { Expr, Instr } from '../../src/ir/types.js';
import { accessList, fn, instrs, lowerC } from '../helpers.js';

type Assign = Extract<Instr, { op: 'assign' }>;
const assigns = (code: Instr[]): Assign[] => code.filter((i): i is Assign => i.op === 'assign');
const storedTo = (code: Instr[], name: string): Expr[] =>
  assigns(code)
    .filter((i) => i.dst.k === 'var' && (i.dst.id === name || i.dst.id === `%${name}`))
    .map((i) => i.src);

describe('integer types of operations', () => {
  it('records the common type of the usual arithmetic conversions', async () => {
    const r = await lowerC(`
      unsigned u; long l; int n; unsigned long ul;
      void f(int i) { u = u - i; l = l + u; n = n * i; ul = l + ul; }`);
    const code = instrs(fn(r, 'f'));
    expect(storedTo(code, 'u')[0]).toMatchObject({ k: 'binary', op: '-', int: { bits: 32, signed: false } });
    expect(storedTo(code, 'l')[0]).toMatchObject({ k: 'binary', op: '+', int: { bits: 64, signed: true } });
    expect(storedTo(code, 'n')[0]).toMatchObject({ k: 'binary', op: '*', int: { bits: 32, signed: true } });
    expect(storedTo(code, 'ul')[0]).toMatchObject({ k: 'binary', int: { bits: 64, signed: false } });
  });

  it('compares in the common type and shifts in the promoted left type', async () => {
    const r = await lowerC(`
      unsigned u; unsigned char c; int g;
      void f(int i) { if (i < u) g = 1; g = c << i; u = u >> i; }`);
    const f = fn(r, 'f');
    const branch = f.blocks[0]!.term;
    expect(branch.k === 'branch' && branch.cond).toMatchObject({ op: '<', int: { bits: 32, signed: false } });
    const code = instrs(f);
    expect(storedTo(code, 'g')[1]).toMatchObject({ op: '<<', int: { bits: 32, signed: true } });
    expect(storedTo(code, 'u')[0]).toMatchObject({ op: '>>', int: { bits: 32, signed: false } });
  });

  it('records the promoted type of unary - and ~, and folds constants in it', async () => {
    const r = await lowerC('unsigned u; unsigned char c; int g; void f(void) { u = -u; g = ~c; u = -1u; }');
    const stored = storedTo(instrs(fn(r, 'f')), 'u');
    expect(stored[0]).toMatchObject({ k: 'unary', op: '-', int: { bits: 32, signed: false } });
    expect(storedTo(instrs(fn(r, 'f')), 'g')[0]).toMatchObject({
      k: 'unary',
      int: { bits: 32, signed: true },
    });
    expect(stored[1]).toEqual({ k: 'int', value: 4294967295 });
  });

  it('leaves pointer arithmetic without an integer type', async () => {
    const r = await lowerC('int *p; void f(int i) { p = p + i; p++; }');
    for (const src of storedTo(instrs(fn(r, 'f')), 'p')) expect(src).not.toHaveProperty('int');
  });
});

describe('implicit conversions', () => {
  it('converts on assignment, increment and compound assignment into a narrower or unsigned type', async () => {
    const r = await lowerC(`
      unsigned char c; signed char s; unsigned short h; int n;
      void f(int i) { c++; s = i; h += i; n = i; }`);
    const code = instrs(fn(r, 'f'));
    expect(storedTo(code, 'c')[0]).toMatchObject({
      k: 'cast',
      to: { k: 'int', bytes: 1, signed: false },
      arg: { k: 'binary', op: '+', int: { bits: 32, signed: true } },
    });
    expect(storedTo(code, 's')[0]).toMatchObject({ k: 'cast', to: { bytes: 1, signed: true } });
    expect(storedTo(code, 'h')[0]).toMatchObject({ k: 'cast', to: { bytes: 2, signed: false } });
    // int into int needs none.
    expect(storedTo(code, 'n')[0]).toMatchObject({ k: 'load' });
  });

  it('converts initializers, arguments and return values, and folds constant ones', async () => {
    const r = await lowerC(`
      void take(unsigned short v);
      unsigned char low(int v) { return v; }
      void f(int i) { signed char s = i; unsigned u = -1; take(i); }`);
    const low = fn(r, 'low')
      .blocks.map((b) => b.term)
      .find((t) => t.k === 'return');
    expect(low?.k === 'return' && low.value).toMatchObject({ k: 'cast', to: { bytes: 1, signed: false } });
    const code = instrs(fn(r, 'f'));
    expect(storedTo(code, 's')[0]).toMatchObject({ k: 'cast', to: { bytes: 1, signed: true } });
    expect(storedTo(code, 'u')[0]).toEqual({ k: 'int', value: 4294967295 });
    const call = code.find((i) => i.op === 'call');
    expect(call?.op === 'call' && call.args[0]).toMatchObject({ k: 'cast', to: { bytes: 2, signed: false } });
  });

  it('decides constant conditions in the typed arithmetic (-1 < 0u is false)', async () => {
    const r = await lowerC('int g, h; void f(void) { if (-1 < 0u) g = 1; if (0u - 1 > 5) h = 1; }');
    expect(accessList(fn(r, 'f'))).toEqual(['W h@1']);
  });
});

describe('switch', () => {
  it('converts case labels to the promoted type of the controlling value', async () => {
    const r = await lowerC(
      'int g; void f(unsigned u, unsigned char c) { switch (u) { case -1: g = 1; } switch (c) { case -1: g = 2; } }',
    );
    const switches = fn(r, 'f').blocks.flatMap((b) => (b.term.k === 'switch' ? [b.term] : []));
    expect(switches.map((s) => s.cases.map((c) => [c.lo, c.hi]))).toEqual([
      [[4294967295, 4294967295]],
      [[-1, -1]],
    ]);
  });
});

describe('bit-fields', () => {
  it('narrow the field type to the width, so stores into it convert at that width', async () => {
    const r = await lowerC(
      'struct s { unsigned f : 3; int g; }; struct s v; void f(int i) { v.f = i; v.g = i; }',
    );
    const stores = assigns(instrs(fn(r, 'f')));
    expect(stores[0]!.src).toMatchObject({ k: 'cast', to: { k: 'int', bits: 3, signed: false } });
    expect(stores[1]!.src).toMatchObject({ k: 'load' });
  });
});
