/**
 * Library functions that call back into the program, and library functions that are not
 * thread-safe (issue 18). Data only: the lowering (src/frontend/lower/call.ts) reads the
 * `callbacks` and `hiddenState` fields.
 *
 * Callbacks: the comparator of `qsort` gets pointers to elements of the array it sorts, `ftw`'s
 * function a path and a stat buffer the library owns, a signal handler the signal number.
 * Hidden state: POSIX.1-2017 (2.9.1) lists the functions that need not be thread-safe; calls to
 * them from two threads that can run at once race on the state the library keeps (CERT CON33-C).
 * Functions that share one state name the same `state`; the reentrant variants (`strtok_r`,
 * `localtime_r`, ...) touch only their arguments and are modelled in libc.ts.
 */
import type { CallbackArgument, CallbackModel, HiddenStateModel, ModelEntry } from './types.js';

const arg = (i: number): CallbackArgument => ({ arg: i });
const element = (i: number): CallbackArgument => ({ element: i });
const fresh: CallbackArgument = { fresh: true };
const any: CallbackArgument = { any: true };

/** A function that calls its argument `fn` during the call, in the calling thread. */
function sync(fn: number, args: CallbackArgument[]): CallbackModel {
  return { fn, when: 'sync', args };
}

type Access = Pick<ModelEntry, 'reads' | 'writes' | 'input'>;

const SYNCHRONOUS: ModelEntry[] = [
  // qsort(base, n, size, compar(a, b)): compar gets two elements of base; the sort writes base.
  {
    function: 'qsort',
    kind: 'ignore',
    reads: [0],
    writes: [0],
    callbacks: [sync(3, [element(0), element(0)])],
  },
  {
    function: 'qsort_r',
    kind: 'ignore',
    reads: [0],
    writes: [0],
    callbacks: [sync(3, [element(0), element(0), arg(4)])],
  },
  // bsearch(key, base, n, size, compar(key, elem)), lfind/lsearch(key, base, &n, size, compar)
  { function: 'bsearch', kind: 'ignore', reads: [0, 1], callbacks: [sync(4, [arg(0), element(1)])] },
  { function: 'lfind', kind: 'ignore', reads: [0, 1, 2], callbacks: [sync(4, [arg(0), element(1)])] },
  {
    function: 'lsearch',
    kind: 'ignore',
    reads: [0, 1, 2],
    writes: [1, 2],
    callbacks: [sync(4, [arg(0), element(1)])],
  },
  // scandir(dir, &list, filter(entry), compar(&e1, &e2)): the entries are the library's own.
  {
    function: 'scandir',
    kind: 'ignore',
    reads: [0],
    writes: [1],
    callbacks: [sync(2, [fresh]), sync(3, [fresh, fresh])],
  },
  // ftw(path, fn(path, stat, flag), depth), nftw(path, fn(path, stat, flag, ftwbuf), depth, flags)
  { function: 'ftw', kind: 'ignore', reads: [0], callbacks: [sync(1, [fresh, fresh, any])] },
  { function: 'nftw', kind: 'ignore', reads: [0], callbacks: [sync(1, [fresh, fresh, any, fresh])] },
  // The search trees: the root (*rootp) is the program's; compar gets the key and a tree key.
  { function: 'tsearch', kind: 'ignore', reads: [0, 1], writes: [1], callbacks: [sync(2, [arg(0), arg(0)])] },
  { function: 'tfind', kind: 'ignore', reads: [0, 1], callbacks: [sync(2, [arg(0), arg(0)])] },
  { function: 'tdelete', kind: 'ignore', reads: [0, 1], writes: [1], callbacks: [sync(2, [arg(0), arg(0)])] },
  // twalk(root, action(node, which, depth)), twalk_r(root, action(node, which, closure), closure)
  { function: 'twalk', kind: 'ignore', callbacks: [sync(1, [arg(0), any, any])] },
  { function: 'twalk_r', kind: 'ignore', callbacks: [sync(1, [arg(0), any, arg(2)])] },
  // tdestroy(root, free_node(key))
  { function: 'tdestroy', kind: 'ignore', callbacks: [sync(1, [fresh])] },
  // scandir's usual comparators, and the directory stream (its entry buffer is the stream's own).
  { function: 'alphasort', kind: 'ignore', reads: [0, 1] },
  { function: 'versionsort', kind: 'ignore', reads: [0, 1] },
  { function: 'readdir', kind: 'ignore', reads: [0], writes: [0] },
];

/** Handlers that run asynchronously, at any point after they are installed. */
const SIGNALS: ModelEntry[] = [
  ...['signal', 'sysv_signal', 'bsd_signal', 'sigset'].map(
    (name): ModelEntry => ({
      function: name,
      kind: 'ignore',
      callbacks: [{ fn: 1, when: 'async-signal', args: [arg(0)] }],
    }),
  ),
  // sigaction(sig, &act, &old): the handler is act->sa_handler, or act->sa_sigaction (the same
  // storage, an anonymous union in the model header); the old action is written. It returns 0
  // when it succeeds, as it does for a valid signal (what a directed run takes).
  {
    function: 'sigaction',
    kind: 'ignore',
    reads: [1],
    writes: [2],
    direct: 0,
    callbacks: [{ fn: 1, field: 'sa_handler', when: 'async-signal', args: [arg(0)] }],
  },
];

/** Handlers registered for the end of the process or for fork, and the calls that run them. */
const HANDLERS: ModelEntry[] = [
  // atexit(h), at_quick_exit(h): h() after main returns or at exit (both taken as any exit).
  ...['atexit', 'at_quick_exit'].map(
    (name): ModelEntry => ({ function: name, kind: 'ignore', callbacks: [{ fn: 0, when: 'at-exit' }] }),
  ),
  // on_exit(h, arg): h(status, arg).
  { function: 'on_exit', kind: 'ignore', callbacks: [{ fn: 0, when: 'at-exit', args: [any, arg(1)] }] },
  {
    function: 'pthread_atfork',
    kind: 'ignore',
    callbacks: [
      { fn: 0, when: 'around-fork', role: 'prepare' },
      { fn: 1, when: 'around-fork', role: 'parent' },
      { fn: 2, when: 'around-fork', role: 'child' },
    ],
  },
  // fork runs them in the forking thread; the child process shares no memory with this one.
  { function: 'fork', kind: 'ignore', runsHandlers: 'around-fork' },
];

/** The state a thread-unsafe function touches. */
function hidden(
  state: string,
  access: HiddenStateModel['access'],
  whenNull?: number,
): Pick<ModelEntry, 'hiddenState'> {
  return { hiddenState: { state, access, ...(whenNull !== undefined ? { whenNull } : {}) } };
}

/** Thread-unsafe functions that share one hidden state. */
function sharing(
  state: string,
  names: Record<string, HiddenStateModel['access']>,
  more: Access = {},
): ModelEntry[] {
  return Object.entries(names).map(([name, access]) => ({
    function: name,
    kind: 'ignore',
    ...more,
    ...hidden(state, access),
  }));
}

const THREAD_UNSAFE: ModelEntry[] = [
  // strtok keeps its position between calls: every call writes it.
  { function: 'strtok', kind: 'ignore', reads: [0, 1], writes: [0], ...hidden('strtok', 'write') },
  // localtime, gmtime, ctime and asctime share one static struct tm (and ctime's/asctime's buffer).
  ...sharing('localtime', { localtime: 'write', gmtime: 'write' }, { reads: [0] }),
  ...sharing('localtime', { ctime: 'write', asctime: 'write' }, { reads: [0] }),
  // One random state for rand/srand/random/drand48 and friends.
  // Their results are genuine inputs: a witness may depend on them.
  ...sharing('rand', { rand: 'write', random: 'write' }, { input: true }),
  ...sharing('rand', { srand: 'write', srandom: 'write' }),
  ...sharing('drand48', { drand48: 'write', lrand48: 'write', mrand48: 'write' }, { input: true }),
  ...sharing('drand48', { srand48: 'write' }),
  // One environment: getenv reads it, the others change it.
  ...sharing('getenv', { getenv: 'read', secure_getenv: 'read' }, { reads: [0] }),
  ...sharing(
    'getenv',
    { setenv: 'write', unsetenv: 'write', putenv: 'write', clearenv: 'write' },
    {
      reads: [0, 1],
    },
  ),
  // Static result buffers.
  ...sharing('strerror', { strerror: 'write' }),
  ...sharing('strsignal', { strsignal: 'write' }),
  ...sharing(
    'gethostbyname',
    { gethostbyname: 'write', gethostbyaddr: 'write', gethostent: 'write' },
    {
      reads: [0],
    },
  ),
  ...sharing('getpwnam', { getpwnam: 'write', getpwuid: 'write', getpwent: 'write' }, { reads: [0] }),
  ...sharing('getgrnam', { getgrnam: 'write', getgrgid: 'write', getgrent: 'write' }, { reads: [0] }),
  ...sharing('ttyname', { ttyname: 'write' }),
  ...sharing('ecvt', { ecvt: 'write', fcvt: 'write' }, { writes: [2, 3] }),
  ...sharing('l64a', { l64a: 'write' }),
  ...sharing('inet_ntoa', { inet_ntoa: 'write' }),
  { function: 'tmpnam', kind: 'ignore', writes: [0], ...hidden('tmpnam', 'write', 0) },
  ...sharing('ptsname', { ptsname: 'write' }),
  ...sharing('getlogin', { getlogin: 'write' }),
  ...sharing('crypt', { crypt: 'write' }, { reads: [0, 1] }),
  ...sharing(
    'dirname',
    { dirname: 'write', basename: 'write', __xpg_basename: 'write' },
    { reads: [0], writes: [0] },
  ),
  // The restartable conversions keep their shift state in the library when given no state.
  { function: 'mbrtowc', kind: 'ignore', reads: [1], writes: [0], ...hidden('mbrtowc', 'write', 3) },
  { function: 'mbrlen', kind: 'ignore', reads: [0], ...hidden('mbrlen', 'write', 2) },
  ...sharing('mbtowc', { mbtowc: 'write' }, { reads: [1], writes: [0] }),
  ...sharing('wctomb', { wctomb: 'write' }, { writes: [0] }),
  // The locale: setlocale changes it, localeconv's result is a static buffer.
  ...sharing('setlocale', { setlocale: 'write', localeconv: 'write' }, { reads: [1] }),
];

/** Every entry of this file (concatenated into BUILTIN_MODELS before the other families). */
export const LIBRARY_CALLBACK_MODELS: readonly ModelEntry[] = [
  ...SYNCHRONOUS,
  ...SIGNALS,
  ...HANDLERS,
  ...THREAD_UNSAFE,
];
