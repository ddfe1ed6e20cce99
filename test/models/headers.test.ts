/**
 * The bundled model headers: every one preprocesses (with Lockstep's own preprocessor, no system
 * headers) and parses without errors in C and C++, and the macros programs rely on expand to the
 * real glibc / Linux x86_64 values.
 */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { Language, Parser } from 'web-tree-sitter';
import { createPreprocessorCache, nodeFs, preprocess } from '../../src/frontend/preprocess/index.js';
import type { Language as SourceLanguage } from '../../src/frontend/preprocess/types.js';
import { resources } from '../../src/util/resources.js';

const INCLUDE = resources.modelHeaders;

function listHeaders(dir: string): string[] {
  const out: string[] = [];
  for (const d of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, d.name);
    if (d.isDirectory()) out.push(...listHeaders(p));
    else if (d.name.endsWith('.h')) out.push(relative(INCLUDE, p));
  }
  return out.sort();
}

const HEADERS = listHeaders(INCLUDE);
const PUBLIC_HEADERS = HEADERS.filter((h) => !h.startsWith('bits/'));

const REQUIRED =
  `assert.h complex.h ctype.h errno.h fcntl.h float.h inttypes.h iso646.h limits.h locale.h math.h
  setjmp.h signal.h stdalign.h stdarg.h stdatomic.h stdbool.h stddef.h stdint.h stdio.h stdlib.h stdnoreturn.h
  string.h strings.h threads.h time.h uchar.h wchar.h unistd.h pthread.h semaphore.h sched.h poll.h dirent.h
  dlfcn.h getopt.h libgen.h netdb.h netinet/in.h arpa/inet.h sys/types.h sys/time.h sys/stat.h sys/socket.h
  sys/mman.h sys/wait.h sys/select.h sys/ioctl.h sys/uio.h sys/resource.h sys/syscall.h sys/sysinfo.h
  sys/epoll.h sys/eventfd.h sys/un.h sys/param.h sys/cdefs.h sys/queue.h endian.h err.h execinfo.h malloc.h
  alloca.h stdckdint.h features.h linux/futex.h x86intrin.h immintrin.h`
    .trim()
    .split(/\s+/);

const cache = createPreprocessorCache();

function pp(text: string, lang: SourceLanguage = 'c', std?: string) {
  return preprocess({
    file: lang === 'c' ? '/virtual/main.c' : '/virtual/main.cpp',
    text,
    lang,
    ...(std ? { std } : {}),
    builtinIncludeDirs: [INCLUDE],
    fs: nodeFs,
    cache,
  });
}

/** Whitespace only where it separates two words: `f ( a ) ;` and `f(a);` compare equal. */
function norm(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/ (?=\W)|(?<=\W) /g, '')
    .trim();
}

/** The preprocessed text of `code` after the includes, normalised with `norm`. */
function expand(includes: string, code: string, lang: SourceLanguage = 'c'): string {
  const marker = '__LOCKSTEP_TEST_MARKER__';
  const u = pp(`${includes}\n${marker}\n${code}\n`, lang);
  const errors = u.diagnostics.filter((d) => d.severity === 'error');
  expect(errors).toEqual([]);
  const after = u.text.slice(u.text.lastIndexOf(marker) + marker.length);
  return norm(after);
}

let parsers: Record<SourceLanguage, Parser>;

beforeAll(async () => {
  await Parser.init({ locateFile: () => resources.runtimeWasm });
  const [c, cpp] = await Promise.all([
    Language.load(resources.grammarC),
    Language.load(resources.grammarCpp),
  ]);
  const pc = new Parser();
  pc.setLanguage(c);
  const pcpp = new Parser();
  pcpp.setLanguage(cpp);
  parsers = { c: pc, 'c++': pcpp };
});

/** Preprocesses and parses; returns the error messages (diagnostics, then syntax errors with their line). */
function problems(text: string, lang: SourceLanguage, std?: string): string[] {
  const u = pp(text, lang, std);
  const out = u.diagnostics
    .filter((d) => d.severity !== 'note')
    .map((d) => `${d.severity} ${d.code}: ${d.message} (${d.file}:${d.line})`);
  const tree = parsers[lang].parse(u.text)!;
  if (tree.rootNode.hasError) {
    const lines = u.text.split('\n');
    const walk = (n: typeof tree.rootNode): void => {
      if (n.isError || n.isMissing) {
        out.push(
          `syntax error at output line ${n.startPosition.row + 1}: ${lines[n.startPosition.row]?.trim()}`,
        );
        return;
      }
      for (const c of n.children) if (c) walk(c);
    };
    walk(tree.rootNode);
    if (out.length === 0) out.push('syntax error');
  }
  tree.delete();
  return out;
}

describe('the model header set', () => {
  it('the check itself sees syntax errors and preprocessor errors', () => {
    expect(problems('int x = ;\n', 'c').length).toBeGreaterThan(0);
    expect(problems('#include <no/such/header.h>\n', 'c').length).toBeGreaterThan(0);
  });

  it('has every required header', () => {
    const missing = REQUIRED.filter((h) => !HEADERS.includes(h));
    expect(missing).toEqual([]);
  });

  it('has an include guard in every header except assert.h, NULL and the one-line forwarders', () => {
    for (const h of HEADERS) {
      const text = nodeFs.readFile(join(INCLUDE, h))!;
      // assert.h follows NDEBUG anew at each inclusion; NULL is guarded by its own name
      if (h === 'assert.h' || h === 'bits/types/null.h') continue;
      if (/^(\/\*.*\*\/\n)?#include <[^>]+>\n$/.test(text)) continue;
      expect(text, h).toMatch(/^#ifndef (\w+)\n#define \1\b/m);
    }
  });
});

describe.each(['c', 'c++'] as const)('every header preprocesses and parses (%s)', (lang) => {
  it.each(HEADERS)('%s', (h) => {
    expect(problems(`#include <${h}>\n`, lang)).toEqual([]);
  });
});

describe('headers together', () => {
  const all = PUBLIC_HEADERS.map((h) => `#include <${h}>`).join('\n');

  it.each([
    ['c', undefined],
    ['c', 'c11'],
    ['c', 'gnu17'],
    ['c', 'c23'],
    ['c++', 'c++17'],
    ['c++', 'c++98'],
  ] as const)('all of them in one %s unit (-std=%s), twice, with no diagnostics', (lang, std) => {
    expect(problems(`${all}\n${all}\n`, lang, std)).toEqual([]);
  });

  it('with _GNU_SOURCE and NDEBUG', () => {
    expect(problems(`#define _GNU_SOURCE 1\n#define NDEBUG\n${all}\n`, 'c')).toEqual([]);
  });
});

describe('the macros programs rely on', () => {
  it('static initialisers parse', () => {
    const program = `#include <pthread.h>
#include <stdatomic.h>
#include <threads.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_mutex_t rm = PTHREAD_RECURSIVE_MUTEX_INITIALIZER_NP;
pthread_rwlock_t rw = PTHREAD_RWLOCK_INITIALIZER;
pthread_cond_t cv = PTHREAD_COND_INITIALIZER;
pthread_once_t once = PTHREAD_ONCE_INIT;
once_flag of = ONCE_FLAG_INIT;
atomic_int counter = ATOMIC_VAR_INIT(0);
atomic_flag flag = ATOMIC_FLAG_INIT;
struct s { pthread_mutex_t lock; int v; } objs[2] = { { PTHREAD_MUTEX_INITIALIZER, 0 }, { PTHREAD_MUTEX_INITIALIZER, 1 } };
`;
    expect(problems(program, 'c')).toEqual([]);
    expect(problems(program, 'c++')).toEqual([]);
  });

  it('a typical threaded program parses in C and C++', () => {
    const program = `#include <assert.h>
#include <errno.h>
#include <pthread.h>
#include <semaphore.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/param.h>
#include <sys/queue.h>
#include <sys/select.h>
#include <sys/wait.h>
#include <signal.h>
struct item { int v; TAILQ_ENTRY(item) link; };
TAILQ_HEAD(itemq, item) q = TAILQ_HEAD_INITIALIZER(q);
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
atomic_int counter;
bool done = false;
static void cleanup(void *p) { (void)p; }
void *worker(void *arg) {
  pthread_cleanup_push(cleanup, arg);
  pthread_mutex_lock(&m);
  atomic_fetch_add_explicit(&counter, 1, memory_order_relaxed);
  int expected = 0;
  atomic_compare_exchange_strong(&counter, &expected, 1);
  pthread_mutex_unlock(&m);
  pthread_cleanup_pop(0);
  return NULL;
}
int sum(int n, ...) {
  va_list ap;
  va_start(ap, n);
  int s = 0;
  for (int i = 0; i < n; i++) s += va_arg(ap, int);
  const char *str = va_arg(ap, const char *);
  struct item *it = va_arg(ap, struct item *);
  va_end(ap);
  return s + (str != NULL) + (it != NULL);
}
int main(int argc, char **argv) {
  pthread_t t[4];
  for (int i = 0; i < 4; i++) pthread_create(&t[i], NULL, worker, NULL);
  for (int i = 0; i < 4; i++) pthread_join(t[i], NULL);
  if (errno == EINTR) errno = 0;
  assert(argc > 0 && "needs argv[0]");
  fd_set fds;
  FD_ZERO(&fds);
  FD_SET(0, &fds);
  if (FD_ISSET(0, &fds)) FD_CLR(0, &fds);
  struct item *it;
  TAILQ_FOREACH(it, &q, link) { it->v = MIN(it->v, MAX(0, 1)); }
  size_t off = offsetof(struct item, v);
  printf("%" PRId64 " %zu\\n", (int64_t)INT64_MAX, off);
  int status = 0;
  if (WIFEXITED(status)) status = WEXITSTATUS(status);
  if (signal(SIGINT, SIG_IGN) == SIG_ERR) return EXIT_FAILURE;
  fprintf(stderr, "%d %s\\n", RAND_MAX, argv[0]);
  return done ? EXIT_SUCCESS : EOF;
}
`;
    expect(problems(program, 'c')).toEqual([]);
    expect(problems(program, 'c++')).toEqual([]);
  });

  it('real Linux x86_64 constant values', () => {
    const includes =
      '#include <errno.h>\n#include <fcntl.h>\n#include <signal.h>\n#include <limits.h>\n#include <stdint.h>\n' +
      '#include <pthread.h>\n#include <time.h>\n#include <stdio.h>\n#include <stdlib.h>\n#include <stdatomic.h>';
    const cases: [string, string][] = [
      ['EINTR', '4'],
      ['EAGAIN', '11'],
      ['EBUSY', '16'],
      ['EDEADLK', '35'],
      ['ETIMEDOUT', '110'],
      ['O_RDONLY', '00'],
      ['O_WRONLY', '01'],
      ['O_CREAT', '0100'],
      ['SIGINT', '2'],
      ['SIGKILL', '9'],
      ['SIGUSR1', '10'],
      ['SIGTERM', '15'],
      ['INT_MAX', '2147483647'],
      ['LLONG_MAX', '9223372036854775807LL'],
      ['SIZE_MAX', '(18446744073709551615UL)'],
      ['PTHREAD_MUTEX_NORMAL', '0'],
      ['PTHREAD_MUTEX_RECURSIVE', '1'],
      ['PTHREAD_MUTEX_ERRORCHECK', '2'],
      ['PTHREAD_CREATE_DETACHED', '1'],
      ['PTHREAD_BARRIER_SERIAL_THREAD', '-1'],
      ['CLOCK_REALTIME', '0'],
      ['CLOCK_MONOTONIC', '1'],
      ['EOF', '(-1)'],
      ['EXIT_SUCCESS', '0'],
      ['EXIT_FAILURE', '1'],
      ['RAND_MAX', '2147483647'],
    ];
    const got = expand(includes, cases.map(([name]) => `${name};`).join('\n'));
    expect(got).toBe(norm(cases.map(([, v]) => `${v};`).join(' ')));
  });

  it('memory orders and C11 thread results are enumerators with the standard values', () => {
    const u = pp('#include <stdatomic.h>\n#include <threads.h>\n');
    const text = u.text.replace(/\s+/g, ' ');
    for (const [name, v] of [
      ['memory_order_relaxed', 0],
      ['memory_order_consume', 1],
      ['memory_order_acquire', 2],
      ['memory_order_release', 3],
      ['memory_order_acq_rel', 4],
      ['memory_order_seq_cst', 5],
      ['thrd_success', 0],
      ['thrd_busy', 1],
      ['thrd_error', 2],
      ['thrd_nomem', 3],
      ['thrd_timedout', 4],
      ['mtx_plain', 0],
      ['mtx_recursive', 1],
      ['mtx_timed', 2],
    ] as const) {
      expect(text, name).toContain(`${name} = ${v}`);
    }
  });

  it('C11 atomic operations stay calls by name (no macro expansion)', () => {
    const got = expand(
      '#include <stdatomic.h>',
      'atomic_load(&x); atomic_store_explicit(&x, 1, memory_order_release); atomic_fetch_add(&x, 1); kill_dependency(y);',
    );
    expect(got).toBe(
      norm(
        'atomic_load(&x); atomic_store_explicit(&x, 1, memory_order_release); atomic_fetch_add(&x, 1); (y);',
      ),
    );
  });

  it('NULL, bool and errno', () => {
    expect(expand('#include <stddef.h>', 'NULL')).toBe(norm('((void *)0)'));
    expect(expand('#include <stddef.h>', 'NULL', 'c++')).toBe('nullptr');
    expect(expand('#include <stdbool.h>', 'bool b = true || false;')).toBe(norm('bool b = 1 || 0;'));
    expect(expand('#include <stdbool.h>', 'bool b = true;', 'c++')).toBe(norm('bool b = true;'));
    expect(expand('#include <errno.h>', 'errno = 0;')).toBe(norm('(*__errno_location()) = 0;'));
  });

  it('assert follows NDEBUG at each inclusion', () => {
    expect(expand('#include <assert.h>', 'assert(x > 0);')).toMatch(
      /^\(\(x>0\)\?\(void\)0:__assert_fail\("x>0","[^"]*",\d+,__func__\)\);$/,
    );
    expect(expand('#define NDEBUG\n#include <assert.h>', 'assert(x > 0);')).toBe(norm('((void)0);'));
    expect(
      expand('#define NDEBUG\n#include <assert.h>\n#undef NDEBUG\n#include <assert.h>', 'assert(x);'),
    ).toMatch(/__assert_fail/);
  });

  it('offsetof and va_arg expand to forms the parser understands', () => {
    expect(expand('#include <stddef.h>', 'offsetof(struct s, f)')).toBe(norm('offsetof(struct s, f)'));
    expect(expand('#include <stdarg.h>', 'va_arg(ap, char *)')).toBe(norm('((char *)__lockstep_va_arg(ap))'));
  });

  it('pthread_cleanup_push and pop open and close one block', () => {
    const got = expand('#include <pthread.h>', 'pthread_cleanup_push(f, a); g(); pthread_cleanup_pop(1);');
    expect(got).toBe(
      norm('do { __pthread_cleanup_push_fn((f), (a));; g(); __pthread_cleanup_pop_fn(1); } while (0);'),
    );
  });
});
