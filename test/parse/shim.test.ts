import { describe, expect, it } from 'vitest';
import { createParser } from '../../src/frontend/parse/index.js';
import { applyGnuShim } from '../../src/frontend/parse/shim.js';

const cases: [string, string, RegExp?][] = [
  ['_Thread_local', '_Thread_local int x;', /__thread\s+int x;/],
  ['case range', 'void f(int c) { switch (c) { case 1 ... 5: break; } }', /case 1 \?:\s+5:/],
  [
    'label address and computed goto',
    'void f(void) { void *l = &&out; goto *l; out: ; }',
    /=\s+&out;[\s\S]*_Cg_:\s+l;/,
  ],
  ['_Atomic(T)', '_Atomic(int) ai;', /_Atomic int\s+ai;/],
  ['_Atomic(T *): the pointer is atomic', '_Atomic(struct n *) head;', /struct n \* _Atomic\s+head;/],
  [
    'typeof of an expression',
    'int x; void f(void) { __typeof__ ((x) - (x)) y = 1; }',
    /__typeof__ \(_\s+\) y/,
  ],
  ['typeof of a name stays', 'int x; void f(void) { typeof(x) y = 1; }', /typeof\(x\) y/],
  ['asm label after a name', 'extern int foo __asm__ ("" "bar");', /foo\s+;/],
  ['attribute after a name', 'extern int v __attribute__ ((visibility ("hidden")));', /v\s+;/],
  ['attribute after a pointer', 'const unsigned short ** __attribute__ ((const)) loc (void);', /\*\*\s+loc/],
  [
    'computed goto through an array',
    'void f(int i) { static void *t[] = { &&a }; goto *t[i]; a: ; }',
    /_Cg_: t\[i\];/,
  ],
  ['register asm with initializer', 'void f(void) { register long r10 asm ("r10") = 1; }', /r10\s+= 1/],
  [
    'GNU keyword spellings',
    'typedef __signed__ char s8; void f(void) { __asm__ __volatile__ ("" ::: "memory"); }',
    /signed\s+char/,
  ],
  ['named address space', 'int g(int *p) { return *(int __seg_fs *) p; }', /int\s+\*\) p/],
  [
    'offsetof with a member path',
    'struct a { struct { int x; } h; }; long o = __builtin_offsetof (struct a, h.x);',
    /offsetof\s+\(struct a, h\s+\)/,
  ],
];

describe('GNU shim', () => {
  it.each(cases)('%s: same length, parses cleanly', async (_name, src, shape) => {
    const out = applyGnuShim(src);
    expect(out.length).toBe(src.length);
    // Every newline stays where it was, so line numbers in the source map stay exact.
    expect([...out].map((c, i) => (c === '\n' ? i : -1)).filter((i) => i >= 0)).toEqual(
      [...src].map((c, i) => (c === '\n' ? i : -1)).filter((i) => i >= 0),
    );
    if (shape) expect(out).toMatch(shape);
    const parser = await createParser('c');
    const tree = parser.parse(out);
    expect(tree.rootNode.hasError).toBe(false);
    tree.delete();
  });

  it('leaves strings, binary && and noreturn attributes alone', () => {
    const src =
      'void die(void) __attribute__((noreturn)); int f(int a, int b) { return a && b ? 1 : "..."[0]; }';
    expect(applyGnuShim(src)).toBe(src);
  });
});
