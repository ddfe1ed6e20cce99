/**
 * Library calls that call back (src/frontend/lower/callbacks.ts, src/frontend/handlers.ts) and
 * thread-unsafe ones: what the lowering makes of them.
 */
import { describe, expect, it } from 'vitest';
import { printExpr } from '../../src/ir/print.js';
import { fn, instrs, lowerC } from '../helpers.js';

const calls = (r: Awaited<ReturnType<typeof lowerC>>, name: string) =>
  instrs(fn(r, name)).flatMap((i) => (i.op === 'call' ? [printExpr(i.callee)] : []));

describe('callbacks', () => {
  it('a synchronous callback is a call through the pointer after the library call, with the elements', async () => {
    const r = await lowerC(`#include <stdlib.h>
      int a[4]; int cmp(const void *x, const void *y) { return 0; }
      void f(int (*c)(const void *, const void *)) { qsort(a, 4, sizeof a[0], cmp); qsort(a, 4, 4, c); }`);
    const list = instrs(fn(r, 'f')).filter((i) => i.op === 'call');
    expect(list.map((i) => (i.op === 'call' ? printExpr(i.callee) : ''))).toEqual([
      '@qsort',
      '@cmp',
      '@qsort',
      '%c',
    ]);
    const first = list[1]!;
    expect(first.op === 'call' && first.args.map(printExpr)).toEqual(['&a[0]', '&a[0]']);
  });

  it('constant handlers and library comparators call nothing; a signal handler is a marked spawn', async () => {
    const r = await lowerC(`#include <signal.h>
      #include <dirent.h>
      #include <string.h>
      void h(int s) {}
      void f(struct dirent ***l) {
        signal(SIGPIPE, SIG_IGN); signal(SIGINT, SIG_DFL);
        struct sigaction old; sigaction(SIGINT, 0, &old);
        scandir(".", l, 0, alphasort);
        signal(SIGTERM, h);
      }`);
    expect(calls(r, 'f')).toEqual(['@signal', '@signal', '@sigaction', '@scandir', '@signal']);
    const spawns = instrs(fn(r, 'f')).filter((i) => i.op === 'spawn');
    expect(spawns.map((i) => i.op === 'spawn' && [printExpr(i.entry), i.signal])).toEqual([['@h', true]]);
  });

  it('exit handlers run from a synthetic function at the end of main and at exit()', async () => {
    const r = await lowerC(`#include <stdlib.h>
      void bye(void) {} void later(void) {}
      void g(void) { exit(2); }
      int main(void) { atexit(bye); atexit(later); g(); return 0; }`);
    expect(calls(r, 'main')).toEqual(['@atexit', '@atexit', '@g', '@the exit handlers']);
    expect(calls(r, 'g').at(-1)).toBe('@the exit handlers');
    // The last registration runs first.
    const runs = calls(r, 'the exit handlers');
    expect(runs.map((c) => c.replace(/:\d+:\d+$/, ''))).toEqual([
      'the exit handlers registered at /src/t.c',
      'the exit handlers registered at /src/t.c',
    ]);
    const column = (c: string) => Number(c.split(':').at(-1));
    expect(column(runs[0]!)).toBeGreaterThan(column(runs[1]!));
  });

  it('no registration, no runner: main is left alone', async () => {
    const r = await lowerC('#include <stdlib.h>\nint main(void) { exit(0); }');
    expect(calls(r, 'main')).toEqual([]);
    expect(r.program.functions.has('the exit handlers')).toBe(false);
  });

  it('fork runs the prepare handlers before and the parent handlers after', async () => {
    const r = await lowerC(`#include <pthread.h>
      #include <unistd.h>
      void p(void) {} void q(void) {}
      int main(void) { pthread_atfork(p, q, 0); return fork(); }`);
    expect(calls(r, 'main')).toEqual([
      '@pthread_atfork',
      '@the fork handlers (prepare)',
      '@fork',
      '@the fork handlers (parent)',
    ]);
    expect(calls(r, 'the fork handlers (prepare)')).toHaveLength(1);
    expect(calls(r, 'the fork handlers (parent)')).toHaveLength(1);
  });
});

describe('thread-unsafe functions', () => {
  it('touch their hidden state; the reentrant variants and mbrtowc with a state do not', async () => {
    const r = await lowerC(`#include <string.h>
      #include <time.h>
      #include <wchar.h>
      void f(char *s, time_t *t, struct tm *out, mbstate_t *st, wchar_t *w) {
        char *save;
        strtok(s, " "); strtok_r(s, " ", &save);
        localtime(t); gmtime_r(t, out);
        mbrtowc(w, s, 1, st); mbrtowc(w, s, 1, 0);
      }`);
    const hidden = instrs(fn(r, 'f')).flatMap((i) =>
      i.accesses.flatMap((a) =>
        a.place.k === 'var' && a.place.id.startsWith('the hidden') ? [`${a.kind} ${a.place.id}`] : [],
      ),
    );
    expect(hidden).toEqual([
      'write the hidden state of strtok()',
      'write the hidden state of localtime()',
      'write the hidden state of mbrtowc()',
    ]);
  });
});
