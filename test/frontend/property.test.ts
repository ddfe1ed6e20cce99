/**
 * Properties of the whole frontend (`buildProgram`: preprocess, shim, parse, lower, link) on
 * generated inputs: it never throws and always finishes; every diagnostic and every IR position
 * (instruction, terminator, access; start, end and spelling) is in a file that was read, on one of
 * its lines; every terminator targets an existing block; nothing is reported as an internal
 * error. Structured random C must also lower without skipped functions and without error
 * diagnostics. A run leaves no state behind: the same input lowers to the same IR before and
 * after other inputs (the lowering is being optimised; caches must not leak between runs). Every
 * read of shared memory the IR performs is listed as an access, and no two variables of a function
 * share an id.
 *
 * Properties c, e and f each found a lowering bug (see the comment above each); their shrunk
 * counterexamples stay as first `examples`, so the bugs stay fixed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { printProgram } from '../../src/ir/print.js';
import {
  buildMem,
  cfgProblems,
  duplicateVarIds,
  type MemRun,
  positionProblems,
  unlistedReads,
} from './util.js';

/** A single run taking longer than this counts as not finishing (the slowest real ones take ~150 ms). */
const RUN_LIMIT_MS = 10_000;

async function frontend(files: Record<string, string>): Promise<MemRun & { ms: number }> {
  const t0 = performance.now();
  const run = await buildMem(files);
  return { ...run, ms: performance.now() - t0 };
}

/**
 * `#line` and GNU line markers (`# 7 "f"`) move reported positions, even to files never read, on
 * purpose; positions are not checked for such inputs. Conservative: comments and line splices are
 * removed before looking.
 */
function movesLines(text: string): boolean {
  const plain = text
    .replace(/\\\r?\n/g, '')
    .replace(/\/\*[\s\S]*?\*\//g, ' ')
    .replace(/\/\*[\s\S]*$/, '');
  return /^[ \t\f\v]*#[ \t\f\v]*(line\b|[0-9])/m.test(plain);
}

function checkWellFormed(run: MemRun & { ms: number }, inputs: Record<string, string>): void {
  expect(run.ms, 'run time').toBeLessThan(RUN_LIMIT_MS);
  expect(cfgProblems(run.result.program)).toEqual([]);
  // An exception inside the lowering or the preprocessor is a bug even when it is contained.
  expect(
    run.result.diagnostics.filter((d) => d.code === 'internal-error' || d.code === 'pp-internal'),
  ).toEqual([]);
  if (Object.values(inputs).some(movesLines)) return;
  expect(positionProblems(run)).toEqual([]);
}

// ---------------------------------------------------------------- a. token soup

const WORDS = [
  'x',
  'y',
  'f',
  'g',
  'm',
  'p',
  's',
  'T',
  'X',
  'F',
  'main',
  'lab',
  'NULL',
  'pthread_mutex_lock',
  'pthread_mutex_unlock',
  'pthread_create',
  'pthread_join',
  'malloc',
  'free',
  'atomic_fetch_add',
  '__sync_fetch_and_add',
  '__atomic_load_n',
  '__VERIFIER_nondet_int',
  '__VERIFIER_atomic_begin',
  'reach_error',
  'exit',
  'printf',
];
const KEYWORDS = [
  'int',
  'void',
  'char',
  'long',
  'unsigned',
  'double',
  'struct',
  'union',
  'enum',
  'typedef',
  'static',
  'extern',
  'const',
  'volatile',
  '_Atomic',
  'if',
  'else',
  'while',
  'for',
  'do',
  'switch',
  'case',
  'default',
  'break',
  'continue',
  'return',
  'goto',
  'sizeof',
  '_Alignof',
  '__thread',
  '_Thread_local',
  'inline',
  'register',
  'restrict',
  '__extension__',
  'typeof',
  '__typeof__',
  '_Generic',
  '_Static_assert',
  '_Noreturn',
];
const LITERALS = [
  '0',
  '1',
  '42',
  '0x1F',
  '07',
  '1.5e3',
  '-1',
  '1u',
  '2UL',
  "'a'",
  "'\\n'",
  '"str"',
  'L"w"',
  'u8"x"',
  '"a" "b"',
];
const OPERATORS = [
  '+',
  '-',
  '*',
  '/',
  '%',
  '++',
  '--',
  '<<',
  '>>',
  '<',
  '>',
  '<=',
  '>=',
  '==',
  '!=',
  '&',
  '|',
  '^',
  '~',
  '!',
  '&&',
  '||',
  '?',
  ':',
  '=',
  '+=',
  '-=',
  '*=',
  '/=',
  '%=',
  '<<=',
  '>>=',
  '&=',
  '|=',
  '^=',
  ',',
  ';',
  '.',
  '->',
  '...',
  '#',
  '##',
];
const BRACKETS = ['{', '}', '(', ')', '[', ']'];
const GNU = [
  '__attribute__((noreturn))',
  '__attribute__((unused, aligned(8)))',
  '__attribute__',
  'asm',
  '__asm__ __volatile__("" ::: "memory")',
  '__builtin_expect',
  '&&lab',
  'goto *',
  '({',
  '})',
  'case 1 ... 3:',
  '?:',
  '__label__',
];
/** Statement-sized pieces, so that soups often reach the lowering. */
const FRAGMENTS = [
  'int f(void) {',
  'void *w(void *a) {',
  'int g;',
  'pthread_mutex_t m;',
  'struct s { int a; struct s *n; } S;',
  'x = y + 1;',
  'g++;',
  'pthread_mutex_lock(&m);',
  'pthread_mutex_unlock(&m);',
  'if (x) {',
  'while (g < 3) {',
  'for (int i = 0; i < 4; i++)',
  'switch (x) { case 1:',
  'return 0;',
  'lab: ;',
  'goto lab;',
  'p->a = *p;',
  '}',
];
const LAYOUT = ['\n', '\n', ' ', '\t', '/* c */', '// line comment\n', '\\\n'];
const HOSTILE = [
  '"unterminated',
  "'u",
  '/* unterminated',
  '*/',
  '\\',
  '@',
  '`',
  '$',
  'é',
  '\r\n',
  '\f',
  '\0',
];
const DIRECTIVES = [
  '#define X 1',
  '#define F(a, ...) ((a) + __VA_ARGS__)',
  '#define EMPTY',
  '#define LOCK(m) pthread_mutex_lock(&m)',
  '#define BODY { g++; }',
  '#if 1',
  '#if X',
  '#if defined(X) && F(1, 2)',
  '#ifdef X',
  '#ifndef Y',
  '#elif 0',
  '#else',
  '#endif',
  '#include "x.h"',
  '#include <pthread.h>',
  '#include <stdatomic.h>',
  '#include "missing.h"',
  '#include',
  '#include <no/such.h>',
  '#undef X',
  '#pragma once',
  '#pragma omp parallel',
  '#error boom',
  '#warning careful',
  '#',
  '# define',
  '#if',
];

/**
 * A random sequence of C tokens, pieces of statements, directives and hostile characters.
 * `inBody` soups are mostly statement pieces: they are wrapped in a function so that they reach the
 * lowering more often than free soup does.
 */
function soup(maxLength: number, inBody = false, directives = DIRECTIVES): fc.Arbitrary<string> {
  const rare = inBody ? 0 : 1;
  const piece = fc.oneof(
    { arbitrary: fc.constantFrom(...WORDS), weight: 6 },
    { arbitrary: fc.constantFrom(...KEYWORDS), weight: 4 - 2 * Number(inBody) },
    { arbitrary: fc.constantFrom(...LITERALS), weight: 2 },
    { arbitrary: fc.constantFrom(...OPERATORS), weight: 5 },
    { arbitrary: fc.constantFrom(...BRACKETS), weight: 4 - 3 * Number(inBody) },
    { arbitrary: fc.constantFrom(...FRAGMENTS), weight: inBody ? 12 : 4 },
    { arbitrary: fc.constantFrom(...GNU), weight: 1 },
    { arbitrary: fc.constantFrom(...LAYOUT), weight: 2 },
    { arbitrary: fc.constantFrom(...HOSTILE), weight: rare },
    { arbitrary: fc.constantFrom(...directives).map((d) => `\n${d}\n`), weight: 1 + rare },
  );
  const sep = fc.constantFrom(' ', ' ', '', '\n');
  return fc
    .array(fc.tuple(piece, sep), { maxLength, size: 'max' })
    .map((parts) => parts.map(([p, s]) => p + s).join(''));
}

/** Whole statements, so that a body of them with a token or two of soup still parses often. */
const STATEMENTS = [
  'x = y + 1;',
  'g++;',
  'pthread_mutex_lock(&m);',
  'pthread_mutex_unlock(&m);',
  'if (x) g = 1; else g = 2;',
  'while (g < 3) g++;',
  'do x--; while (x);',
  'for (int i = 0; i < 4; i++) p[i] = i;',
  'switch (x) { case 1: g = 1; break; case 2 ... 4: default: ; }',
  'return x;',
  'lab: ;',
  'goto lab;',
  'S.n->a = *p;',
  'x = ({ int t = g; t; });',
  '__asm__("nop");',
  '__sync_fetch_and_add(&g, 1);',
  'X;',
  'BODY',
  'F(x, g);',
  '{',
  '}',
];

/** Free soup, or a function whose body is soup or statements with a little soup. */
const chunk = fc.oneof(
  soup(80),
  fc.tuple(fc.nat(9), soup(50, true)).map(([n, body]) => `int f${n}(int x, int *p) {\n${body}\n}\n`),
  fc
    .tuple(
      fc.nat(9),
      fc.array(fc.constantFrom(...STATEMENTS), { maxLength: 12 }),
      fc.array(fc.tuple(fc.nat(), soup(2)), { maxLength: 2 }),
    )
    .map(([n, stmts, noise]) => {
      const body = [...stmts];
      for (const [at, piece] of noise) body.splice(at % (body.length + 1), 0, piece);
      return `int f${n}(int x, int *p) {\n  ${body.join('\n  ')}\n}\n`;
    }),
);

const soupProgram: fc.Arbitrary<Record<string, string>> = fc
  .record({
    main: fc.array(chunk, { minLength: 1, maxLength: 4 }).map((cs) => cs.join('\n')),
    header: fc.oneof(
      fc.constant(''),
      fc.constant('#pragma once\nint hx;\nvoid hf(void);\n#define HX hx\n'),
      fc.constant('#include "x.h"\nint again;\n'),
      // No `#include "x.h"` in a soup header: a header that includes itself twice without a guard
      // is expanded up to the preprocessor's cap of 50,000 include entries, megabytes of text that
      // take tree-sitter many seconds. A known performance limit, not what this property is about.
      soup(
        40,
        false,
        DIRECTIVES.filter((d) => d !== '#include "x.h"'),
      ),
    ),
    second: fc.option(chunk, { nil: undefined }),
  })
  .map(({ main, header, second }) => ({
    '/src/t.c': main,
    '/src/x.h': header,
    ...(second !== undefined ? { '/src/u.c': second } : {}),
  }));

// ---------------------------------------------------------------- b. mutated real programs

const FIXTURES = fileURLToPath(new URL('../fixtures/frontend/', import.meta.url));
const fixtureNames = readdirSync(FIXTURES)
  .filter((f) => f.endsWith('.c'))
  .sort();
const fixtures = new Map(fixtureNames.map((f) => [f, readFileSync(join(FIXTURES, f), 'utf8')]));

type Mutation =
  | { k: 'delete' | 'duplicate'; at: number; span: number }
  | { k: 'insert'; at: number; token: string }
  | { k: 'swap'; at: number; other: number }
  | { k: 'truncate'; at: number };

const unit = fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true });
const insertable = fc.oneof(
  fc.constantFrom(...WORDS, ...KEYWORDS, ...LITERALS, ...OPERATORS, ...BRACKETS, ...GNU),
  fc.constantFrom(...FRAGMENTS, ...LAYOUT, ...HOSTILE),
  fc.constantFrom(...DIRECTIVES).map((d) => `\n${d}\n`),
);
const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ k: fc.constant('delete' as const), at: unit, span: unit }),
  fc.record({ k: fc.constant('duplicate' as const), at: unit, span: unit }),
  fc.record({ k: fc.constant('insert' as const), at: unit, token: insertable }),
  fc.record({ k: fc.constant('swap' as const), at: unit, other: unit }),
  fc.record({ k: fc.constant('truncate' as const), at: unit }),
);

function mutate(text: string, m: Mutation): string {
  const at = Math.floor(m.at * (text.length + 1));
  switch (m.k) {
    case 'delete':
    case 'duplicate': {
      const end = Math.min(text.length, at + Math.floor(m.span * 200));
      const piece = text.slice(at, end);
      return m.k === 'delete'
        ? text.slice(0, at) + text.slice(end)
        : text.slice(0, end) + piece + text.slice(end);
    }
    case 'insert':
      return text.slice(0, at) + m.token + text.slice(at);
    case 'swap': {
      const lines = text.split('\n');
      const i = Math.floor(m.at * lines.length);
      const j = Math.floor(m.other * lines.length);
      [lines[i], lines[j]] = [lines[j]!, lines[i]!];
      return lines.join('\n');
    }
    case 'truncate':
      return text.slice(0, at);
  }
}

const mutant: fc.Arbitrary<{ name: string; text: string }> = fc
  .record({
    name: fc.constantFrom(...fixtureNames),
    mutations: fc.array(mutation, { minLength: 1, maxLength: 4 }),
  })
  .map(({ name, mutations }) => ({ name, text: mutations.reduce(mutate, fixtures.get(name)!) }));

// ---------------------------------------------------------------- c. structured random C

const PRELUDE = `typedef struct { int opaque; } pthread_mutex_t;
int pthread_mutex_lock(pthread_mutex_t *);
int pthread_mutex_unlock(pthread_mutex_t *);
int pthread_mutex_trylock(pthread_mutex_t *);
int atomic_fetch_add(_Atomic int *, int);
int __sync_fetch_and_add(int *, int);
int __VERIFIER_nondet_int(void);
void *malloc(unsigned long);
void free(void *);
int ext(int);
struct S { int a; int b[4]; struct S *next; };
int g0, g1, g2;
int arr[8];
int *p = &g0;
struct S s, *ps = &s;
_Atomic int at;
pthread_mutex_t m;
int (*fp)(int) = ext;
`;

const FUNCTIONS = ['f0', 'f1', 'f2'];
const READS = ['x', 'y', 'a', 'b', 'g0', 'g1', 'g2', '*p', '*q', 's.a', 'ps->a', 'ps->next->a', 'at'];
const PLACES = ['x', 'y', 'a', 'b', 'g0', 'g1', 'g2', '*p', '*q', 's.a', 'ps->a'];
const BINARY = [
  '+',
  '-',
  '*',
  '/',
  '%',
  '<<',
  '>>',
  '&',
  '|',
  '^',
  '==',
  '!=',
  '<',
  '<=',
  '>',
  '>=',
  '&&',
  '||',
];
const ASSIGN = ['=', '+=', '-=', '*=', '/=', '%=', '<<=', '>>=', '&=', '|=', '^='];

/** Integer constant expressions (array sizes, enumerators, case labels, static initializers). */
const constMemo = new Map<number, fc.Arbitrary<string>>();
function constExpr(depth: number): fc.Arbitrary<string> {
  const memo = constMemo.get(depth);
  if (memo) return memo;
  const leaf = fc.oneof(
    { arbitrary: fc.integer({ min: 0, max: 40 }).map(String), weight: 4 },
    { arbitrary: fc.constantFrom('E0', 'E1', "'a'", 'sizeof(int)', 'sizeof(struct S)', '0x10'), weight: 1 },
  );
  let arb = leaf;
  if (depth > 0) {
    const e = constExpr(depth - 1);
    arb = fc.oneof(
      { arbitrary: leaf, weight: 2 },
      {
        arbitrary: fc.tuple(e, fc.constantFrom(...BINARY), e).map(([l, o, r]) => `(${l} ${o} ${r})`),
        weight: 4,
      },
      { arbitrary: fc.tuple(fc.constantFrom('-', '!', '~'), e).map(([o, a]) => `(${o}${a})`), weight: 1 },
      { arbitrary: fc.tuple(e, e, e).map(([c, a, b]) => `(${c} ? ${a} : ${b})`), weight: 1 },
      {
        arbitrary: fc.tuple(fc.constantFrom('long', 'char', 'unsigned'), e).map(([t, a]) => `((${t})${a})`),
        weight: 1,
      },
    );
  }
  constMemo.set(depth, arb);
  return arb;
}

const exprMemo = new Map<number, fc.Arbitrary<string>>();
function expr(depth: number): fc.Arbitrary<string> {
  const memo = exprMemo.get(depth);
  if (memo) return memo;
  const leaf = fc.oneof(
    { arbitrary: fc.integer({ min: 0, max: 100 }).map(String), weight: 3 },
    { arbitrary: constExpr(2), weight: 1 },
    { arbitrary: fc.constantFrom(...READS), weight: 4 },
    {
      arbitrary: fc.constantFrom(
        '__VERIFIER_nondet_int()',
        'sizeof(int)',
        'sizeof x',
        'sizeof arr',
        '_Alignof(long)',
        "'c'",
      ),
      weight: 1,
    },
  );
  let arb: fc.Arbitrary<string>;
  if (depth <= 0) arb = leaf;
  else {
    const e = expr(depth - 1);
    const place = fc.oneof(
      { arbitrary: fc.constantFrom(...PLACES), weight: 4 },
      { arbitrary: e.map((i) => `arr[(${i}) & 7]`), weight: 1 },
      { arbitrary: e.map((i) => `s.b[(${i}) & 3]`), weight: 1 },
    );
    arb = fc.oneof(
      { arbitrary: leaf, weight: 4 },
      {
        arbitrary: fc.tuple(e, fc.constantFrom(...BINARY), e).map(([l, o, r]) => `(${l} ${o} ${r})`),
        weight: 5,
      },
      { arbitrary: fc.tuple(fc.constantFrom('-', '!', '~'), e).map(([o, a]) => `(${o}${a})`), weight: 2 },
      { arbitrary: fc.tuple(e, e, e).map(([c, a, b]) => `(${c} ? ${a} : ${b})`), weight: 1 },
      { arbitrary: fc.tuple(e, e).map(([a, b]) => `(${a} ?: ${b})`), weight: 1 },
      {
        arbitrary: fc.tuple(place, fc.constantFrom(...ASSIGN), e).map(([l, o, r]) => `(${l} ${o} ${r})`),
        weight: 2,
      },
      {
        arbitrary: fc
          .tuple(place, fc.constantFrom('++', '--'), fc.boolean())
          .map(([l, o, pre]) => (pre ? `${o}${l}` : `${l}${o}`)),
        weight: 1,
      },
      { arbitrary: fc.tuple(e, e).map(([a, b]) => `(${a}, ${b})`), weight: 1 },
      {
        arbitrary: fc.tuple(fc.constantFrom('ext', 'fp', '(*fp)'), e).map(([f, a]) => `${f}(${a})`),
        weight: 1,
      },
      {
        arbitrary: fc.tuple(fc.constantFrom(...FUNCTIONS), e, e).map(([f, a, b]) => `${f}(${a}, ${b})`),
        weight: 1,
      },
      { arbitrary: e.map((i) => `arr[(${i}) & 7]`), weight: 1 },
      {
        arbitrary: fc.tuple(fc.constantFrom('long', 'char', 'unsigned'), e).map(([t, a]) => `((${t})${a})`),
        weight: 1,
      },
      { arbitrary: e.map((v) => `({ int t = ${v}; t + 1; })`), weight: 1 },
      {
        arbitrary: fc
          .tuple(fc.nat(4), e)
          .map(
            ([k, v]) =>
              [
                'pthread_mutex_trylock(&m)',
                `atomic_fetch_add(&at, ${v})`,
                `__sync_fetch_and_add(&g0, ${v})`,
                'at++',
                `(at += ${v})`,
              ][k]!,
          ),
        weight: 1,
      },
    );
  }
  exprMemo.set(depth, arb);
  return arb;
}

const stmtMemo = new Map<string, fc.Arbitrary<string>>();
function stmt(depth: number, inLoop: boolean, inSwitch: boolean): fc.Arbitrary<string> {
  const key = `${depth}:${inLoop}:${inSwitch}`;
  const memo = stmtMemo.get(key);
  if (memo) return memo;
  const e = expr(2);
  const place = fc.constantFrom(...PLACES, 'arr[3]', 's.b[1]');
  const simple: { arbitrary: fc.Arbitrary<string>; weight: number }[] = [
    { arbitrary: e.map((v) => `${v};`), weight: 4 },
    { arbitrary: fc.tuple(place, e).map(([l, v]) => `${l} = ${v};`), weight: 4 },
    { arbitrary: e.map((v) => `return ${v};`), weight: 1 },
    { arbitrary: fc.constantFrom('goto L_end;', 'goto L_top;', ';'), weight: 1 },
    {
      arbitrary: fc.constantFrom(
        'p = &g1;',
        'q = &b;',
        'ps = ps->next;',
        'ps->next = malloc(sizeof(struct S));',
        'free(ps->next);',
        'at++;',
        'at += 2;',
      ),
      weight: 2,
    },
  ];
  if (inLoop || inSwitch) simple.push({ arbitrary: fc.constant('break;'), weight: 1 });
  if (inLoop) simple.push({ arbitrary: fc.constant('continue;'), weight: 1 });
  let arb: fc.Arbitrary<string>;
  if (depth <= 0) arb = fc.oneof(...simple);
  else {
    const s = stmt(depth - 1, inLoop, inSwitch);
    const inLoopBody = stmt(depth - 1, true, inSwitch);
    const inSwitchBody = stmt(depth - 1, inLoop, true);
    arb = fc.oneof(
      ...simple,
      { arbitrary: fc.tuple(e, s).map(([c, a]) => `if (${c}) ${a}`), weight: 2 },
      { arbitrary: fc.tuple(e, s, s).map(([c, a, b]) => `if (${c}) ${a} else ${b}`), weight: 2 },
      { arbitrary: fc.tuple(e, inLoopBody).map(([c, a]) => `while (${c}) ${a}`), weight: 1 },
      { arbitrary: fc.tuple(inLoopBody, e).map(([a, c]) => `do ${a} while (${c});`), weight: 1 },
      {
        arbitrary: fc.tuple(e, e, inLoopBody).map(([i, n, a]) => `for (int i = ${i}; i < ${n}; i++) ${a}`),
        weight: 1,
      },
      {
        arbitrary: fc
          .tuple(e, fc.boolean(), inLoopBody)
          .map(([c, init, a]) => `for (${init ? 'a = 0' : ''}; ${c};) ${a}`),
        weight: 1,
      },
      {
        arbitrary: fc
          .tuple(e, inSwitchBody, constExpr(2), inSwitchBody, inSwitchBody)
          .map(
            ([v, a, k, b, d]) =>
              `switch (${v}) { case 0: ${a} case ${k}: case 2 ... 3: ${b} break; default: ${d} }`,
          ),
        weight: 1,
      },
      {
        arbitrary: fc.array(s, { minLength: 0, maxLength: 3 }).map((ss) => `{ ${ss.join(' ')} }`),
        weight: 2,
      },
      { arbitrary: fc.tuple(e, place).map(([v, l]) => `{ int t = ${v}; ${l} = t; }`), weight: 1 },
      { arbitrary: s.map((a) => `{ pthread_mutex_lock(&m); ${a} pthread_mutex_unlock(&m); }`), weight: 1 },
      {
        arbitrary: s.map((a) => `if (pthread_mutex_trylock(&m) == 0) { ${a} pthread_mutex_unlock(&m); }`),
        weight: 1,
      },
      { arbitrary: s.map((a) => `{ static int calls; calls++; ${a} }`), weight: 1 },
    );
  }
  stmtMemo.set(key, arb);
  return arb;
}

/** File-scope declarations whose sizes, enumerator values and initial values are constant expressions. */
const fileScope: fc.Arbitrary<string> = fc
  .tuple(constExpr(3), constExpr(3), constExpr(3), constExpr(3))
  .map(
    ([e0, e2, size, init]) =>
      `enum { E0 = ${e0}, E1, E2 = ${e2} };\nint garr[${size}];\nint ginit = ${init};\nstatic long gs = ${init} + E2;\n`,
  );

const structuredProgram: fc.Arbitrary<string> = fc
  .tuple(
    fileScope,
    fc.array(fc.array(stmt(3, false, false), { minLength: 1, maxLength: 5 }), {
      minLength: 1,
      maxLength: FUNCTIONS.length,
    }),
  )
  .map(([decls, bodies]) => {
    const protos = FUNCTIONS.map((f) => `int ${f}(int, int);`).join('\n');
    const defs = bodies.map(
      (body, i) =>
        `int ${FUNCTIONS[i]}(int x, int y) {\n  int a = 0, b = 1;\n  int *q = &a;\nL_top: ;\n  ${body.join('\n  ')}\nL_end:\n  return a + b + *q;\n}`,
    );
    return `${PRELUDE}${decls}${protos}\n${defs.join('\n')}\n`;
  });

// ---------------------------------------------------------------- the properties

describe('frontend properties', () => {
  it('the fixtures lower cleanly', async () => {
    expect(fixtureNames.length).toBeGreaterThanOrEqual(10);
    for (const [name, text] of fixtures) {
      const inputs = { [`/src/${name}`]: text };
      const run = await frontend(inputs);
      expect(run.result.program.skipped, name).toEqual([]);
      expect(
        run.result.diagnostics.filter((d) => d.severity === 'error'),
        name,
      ).toEqual([]);
      checkWellFormed(run, inputs);
    }
  });

  it('a. token soup: never throws, positions and graphs stay well-formed', async () => {
    await fc.assert(
      fc.asyncProperty(soupProgram, async (inputs) => {
        checkWellFormed(await frontend(inputs), inputs);
      }),
      { numRuns: 200 },
    );
  });

  it('b. mutated real programs: never throws, positions and graphs stay well-formed', async () => {
    await fc.assert(
      fc.asyncProperty(mutant, async ({ name, text }) => {
        const inputs = { [`/src/${name}`]: text };
        checkWellFormed(await frontend(inputs), inputs);
      }),
      { numRuns: 150 },
    );
  });

  // Found a crash in the constant folder (evalConst -> binaryConst in src/frontend/lower/decl.ts):
  // `&`, `|` and `^` convert their operands with BigInt(), which throws on the NaN, Infinity and
  // fractions that shifts by >= 1024 or by a negative count produce; at file scope the exception
  // escapes buildProgram, in a function it becomes `internal-error` and the function is skipped.
  // The random programs find it within ~100 runs; the example below is the shrunk counterexample,
  // kept as a first example so the bug stays fixed.
  it('c. structured random C: lowers completely, without errors', async () => {
    const shrunk = `${PRELUDE}int garr[(0 << 1024) & 1];\nint f0(int x, int y) { return x; }\n`;
    await fc.assert(
      fc.asyncProperty(structuredProgram, async (code) => {
        const inputs = { '/src/t.c': code };
        const run = await frontend(inputs);
        expect(run.result.program.skipped).toEqual([]);
        expect(run.result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
        expect(run.result.program.functions.size).toBeGreaterThanOrEqual(1);
        checkWellFormed(run, inputs);
      }),
      { numRuns: 200, examples: [[shrunk]] },
    );
  });

  it('d. runs leave no state behind: an input lowers the same before and after another', async () => {
    // A crash is a result too (property c reports crashes); here only sameness matters.
    const lower = async (files: Record<string, string>): Promise<string> => {
      try {
        const run = await buildMem(files);
        const { program, diagnostics } = run.result;
        return `${printProgram(program)}\n${JSON.stringify(diagnostics)}\n${JSON.stringify(program.units)}`;
      } catch (e) {
        return `threw ${e instanceof Error ? e.message : String(e)}`;
      }
    };
    const input = fc.oneof(
      mutant.map(({ name, text }) => ({ [`/src/${name}`]: text })),
      structuredProgram.map((code) => ({ '/src/t.c': code })),
      soupProgram,
    );
    await fc.assert(
      fc.asyncProperty(input, input, async (a, b) => {
        const first = await lower(a);
        await lower(b);
        expect(await lower(a)).toBe(first);
      }),
      { numRuns: 100 },
    );
  });

  /** Inputs a crash does not stop: properties e and f are about the IR, crashes are property c's. */
  const lowered = async (files: Record<string, string>): Promise<MemRun | undefined> => {
    try {
      return await buildMem(files);
    } catch {
      return undefined;
    }
  };
  const realistic = fc.oneof(
    structuredProgram.map((code) => ({ '/src/t.c': code })),
    mutant.map(({ name, text }) => ({ [`/src/${name}`]: text })),
  );

  // Found a switch's value reads being dropped (switch_statement in src/frontend/lower/stmt.ts):
  // the value is lowered before the body, whose first block starts unreachable; its pending read
  // accesses are taken by that block's terminator, which is then dropped as unreachable.
  it('e. every read of shared memory the IR performs is listed as an access', async () => {
    const shrunk = 'int g, h;\nvoid f(void) {\n  switch (g) { case 1: h = 1; }\n}\n';
    await fc.assert(
      fc.asyncProperty(realistic, async (inputs) => {
        const run = await lowered(inputs);
        if (run) expect(unlistedReads(run.result.program)).toEqual([]);
      }),
      { numRuns: 150, examples: [[{ '/src/t.c': shrunk }]] },
    );
  });

  // Found temporaries taking the id of a user variable: FnLowering.newTemp named them %t1,
  // %t2, ... without checking, and a local `t1` is also %t1 (`pthread_t t1, t2;`). The two become one
  // variable (the temp clobbers the user's value) and accesses to the user's variable are dropped.
  it('f. every variable of a function has its own id', async () => {
    const shrunk = 'int g;\nint f(int a, int b) {\n  int t1 = g;\n  g = a && b;\n  return t1;\n}\n';
    const withTempNames = structuredProgram.map((code) => ({
      '/src/t.c': code.replaceAll('int *q = &a;\n', 'int *q = &a;\n  int t1 = x, t2 = y;\n  g2 = t1 - t2;\n'),
    }));
    await fc.assert(
      fc.asyncProperty(fc.oneof(withTempNames, realistic), async (inputs) => {
        const run = await lowered(inputs);
        if (run) expect(duplicateVarIds(run.result.program)).toEqual([]);
      }),
      { numRuns: 150, examples: [[{ '/src/t.c': shrunk }]] },
    );
  });
});
