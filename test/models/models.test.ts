import { describe, expect, it } from 'vitest';
import { INT_COMPUTES } from '../../src/models/compute.js';
import {
  BUILTIN_MODELS,
  createModelTable,
  isGlobPattern,
  isLockTypeName,
  nameGlob,
} from '../../src/models/table.js';
import type { ModelEntry } from '../../src/models/types.js';

const table = createModelTable();

/** The model's fields without the name, for compact expectations. */
function model(name: string): Record<string, unknown> | undefined {
  const m = table.lookup(name);
  if (!m) return undefined;
  const { function: _name, ...rest } = m as ModelEntry;
  return rest;
}

describe('built-in models: threads and locks', () => {
  it('pthread thread functions', () => {
    expect(model('pthread_create')).toEqual({ kind: 'spawn', handle: 0, entry: 2, arg: 3 });
    expect(model('pthread_join')).toMatchObject({ kind: 'join', handle: 0 });
    expect(model('pthread_detach')).toEqual({ kind: 'detach', handle: 0 });
    expect(model('pthread_self')).toEqual({ kind: 'self' });
    expect(model('pthread_exit')).toEqual({ kind: 'thread-exit' });
    expect(model('pthread_equal')?.kind).toBe('ignore');
    // may return before the thread ends: must not count as a join
    expect(model('pthread_tryjoin_np')?.kind).toBe('ignore');
    // cancellation is asynchronous: the target is taken to keep running
    expect(model('pthread_cancel')).toEqual({ kind: 'ignore' });
  });

  it('pthread mutexes, spin locks and rwlocks', () => {
    expect(model('pthread_mutex_lock')).toEqual({ kind: 'lock', lock: 0 });
    expect(model('pthread_mutex_unlock')).toEqual({ kind: 'unlock', lock: 0 });
    expect(model('pthread_mutex_trylock')).toEqual({ kind: 'trylock', lock: 0, success: 0 });
    expect(model('pthread_mutex_timedlock')).toEqual({ kind: 'trylock', lock: 0, success: 0 });
    expect(model('pthread_mutex_init')).toEqual({ kind: 'lock-init', lock: 0 });
    expect(model('pthread_mutex_destroy')).toEqual({ kind: 'lock-destroy', lock: 0 });
    expect(model('pthread_spin_lock')).toEqual({ kind: 'lock', lock: 0 });
    expect(model('pthread_spin_trylock')).toEqual({ kind: 'trylock', lock: 0, success: 0 });
    expect(model('pthread_spin_unlock')).toEqual({ kind: 'unlock', lock: 0 });
    expect(model('pthread_rwlock_rdlock')).toEqual({ kind: 'read-lock', lock: 0 });
    expect(model('pthread_rwlock_wrlock')).toEqual({ kind: 'lock', lock: 0 });
    expect(model('pthread_rwlock_tryrdlock')).toEqual({ kind: 'read-trylock', lock: 0, success: 0 });
    expect(model('pthread_rwlock_trywrlock')).toEqual({ kind: 'trylock', lock: 0, success: 0 });
    expect(model('pthread_rwlock_timedrdlock')?.kind).toBe('read-trylock');
    expect(model('pthread_rwlock_timedwrlock')?.kind).toBe('trylock');
    expect(model('pthread_rwlock_unlock')).toEqual({ kind: 'unlock', lock: 0 });
  });

  it('pthread condition variables, barriers, once, keys and attributes', () => {
    expect(model('pthread_cond_wait')).toEqual({ kind: 'cond-wait', cond: 0, lock: 1 });
    expect(model('pthread_cond_timedwait')).toEqual({
      kind: 'cond-wait',
      cond: 0,
      lock: 1,
      timed: true,
      timedOut: 110,
    });
    expect(model('pthread_cond_signal')).toEqual({ kind: 'cond-signal', cond: 0 });
    expect(model('pthread_cond_broadcast')).toEqual({ kind: 'cond-broadcast', cond: 0 });
    expect(model('pthread_barrier_init')).toEqual({ kind: 'barrier-init', object: 0, count: 2 });
    expect(model('pthread_barrier_wait')).toEqual({ kind: 'barrier-wait', object: 0 });
    expect(model('pthread_once')).toEqual({ kind: 'once', object: 0, entry: 1 });
    for (const f of [
      'pthread_key_create',
      'pthread_getspecific',
      'pthread_setspecific',
      'pthread_key_delete',
    ]) {
      expect(model(f)?.kind, f).toBe('ignore');
    }
    // A status: 0 when it succeeds, the result a directed run takes.
    expect(model('pthread_mutexattr_settype')).toEqual({ kind: 'ignore', writes: [0], direct: 0 });
    expect(model('pthread_attr_getstacksize')).toEqual({ kind: 'ignore', reads: [0], writes: [1] });
    for (const f of ['sched_yield', 'usleep', 'sleep']) expect(model(f)?.kind, f).toBe('ignore');
    expect(model('nanosleep')).toEqual({ kind: 'ignore', reads: [0], writes: [1] });
  });

  it('C11 threads', () => {
    expect(model('thrd_create')).toEqual({ kind: 'spawn', handle: 0, entry: 1, arg: 2 });
    expect(model('thrd_join')).toMatchObject({ kind: 'join', handle: 0 });
    expect(model('thrd_detach')).toEqual({ kind: 'detach', handle: 0 });
    expect(model('thrd_exit')).toEqual({ kind: 'thread-exit' });
    expect(model('thrd_current')).toEqual({ kind: 'self' });
    expect(model('thrd_yield')?.kind).toBe('ignore');
    expect(model('thrd_sleep')?.kind).toBe('ignore');
    expect(model('mtx_lock')).toEqual({ kind: 'lock', lock: 0 });
    expect(model('mtx_unlock')).toEqual({ kind: 'unlock', lock: 0 });
    expect(model('mtx_trylock')).toEqual({ kind: 'trylock', lock: 0, success: 0 });
    expect(model('mtx_timedlock')).toEqual({ kind: 'trylock', lock: 0, success: 0 });
    expect(model('mtx_init')).toEqual({ kind: 'lock-init', lock: 0 });
    expect(model('mtx_destroy')).toEqual({ kind: 'lock-destroy', lock: 0 });
    expect(model('cnd_wait')).toEqual({ kind: 'cond-wait', cond: 0, lock: 1 });
    expect(model('cnd_timedwait')).toEqual({ kind: 'cond-wait', cond: 0, lock: 1, timed: true, timedOut: 4 });
    expect(model('cnd_signal')).toEqual({ kind: 'cond-signal', cond: 0 });
    expect(model('cnd_broadcast')).toEqual({ kind: 'cond-broadcast', cond: 0 });
    expect(model('call_once')).toEqual({ kind: 'once', object: 0, entry: 1 });
  });

  it('POSIX semaphores', () => {
    expect(model('sem_init')).toEqual({ kind: 'sem-init', object: 0, count: 2 });
    expect(model('sem_wait')).toEqual({ kind: 'sem-wait', object: 0 });
    expect(model('sem_trywait')).toEqual({ kind: 'sem-trywait', object: 0, success: 0 });
    expect(model('sem_timedwait')).toEqual({ kind: 'sem-trywait', object: 0, success: 0 });
    expect(model('sem_post')).toEqual({ kind: 'sem-post', object: 0 });
    expect(model('sem_destroy')?.kind).toBe('ignore');
  });

  it('stream locks are recursive locks', () => {
    expect(model('flockfile')).toEqual({ kind: 'lock', lock: 0, recursive: true });
    expect(model('funlockfile')).toEqual({ kind: 'unlock', lock: 0, recursive: true });
  });
});

describe('built-in models: atomics', () => {
  it('C11 atomics: implicit seq_cst, explicit order arguments', () => {
    expect(model('atomic_load')).toEqual({ kind: 'atomic-load', object: 0, defaultOrder: 'seq_cst' });
    expect(model('atomic_load_explicit')).toEqual({ kind: 'atomic-load', object: 0, order: 1 });
    expect(model('atomic_store')).toEqual({
      kind: 'atomic-store',
      object: 0,
      value: 1,
      defaultOrder: 'seq_cst',
    });
    expect(model('atomic_store_explicit')).toEqual({ kind: 'atomic-store', object: 0, value: 1, order: 2 });
    expect(model('atomic_init')).toMatchObject({ kind: 'atomic-store', object: 0, value: 1 });
    expect(model('atomic_exchange')).toMatchObject({
      kind: 'atomic-rmw',
      rmwOp: 'xchg',
      object: 0,
      value: 1,
    });
    expect(model('atomic_exchange_explicit')).toMatchObject({ kind: 'atomic-rmw', order: 2 });
    expect(model('atomic_fetch_add')).toEqual({
      kind: 'atomic-rmw',
      rmwOp: '+',
      object: 0,
      value: 1,
      defaultOrder: 'seq_cst',
    });
    expect(model('atomic_fetch_sub_explicit')).toEqual({
      kind: 'atomic-rmw',
      rmwOp: '-',
      object: 0,
      value: 1,
      order: 2,
    });
    expect(model('atomic_fetch_or')?.rmwOp).toBe('|');
    expect(model('atomic_fetch_xor')?.rmwOp).toBe('^');
    expect(model('atomic_fetch_and_explicit')?.rmwOp).toBe('&');
    for (const s of ['strong', 'weak']) {
      expect(model(`atomic_compare_exchange_${s}`)).toEqual({
        kind: 'atomic-cas',
        object: 0,
        expected: 1,
        value: 2,
        defaultOrder: 'seq_cst',
      });
      expect(model(`atomic_compare_exchange_${s}_explicit`)).toEqual({
        kind: 'atomic-cas',
        object: 0,
        expected: 1,
        value: 2,
        order: 3,
      });
    }
    expect(model('atomic_flag_test_and_set')).toMatchObject({ kind: 'atomic-rmw', rmwOp: 'xchg', object: 0 });
    expect(model('atomic_flag_test_and_set_explicit')).toMatchObject({ kind: 'atomic-rmw', order: 1 });
    expect(model('atomic_flag_clear')).toMatchObject({ kind: 'atomic-store', object: 0 });
    expect(model('atomic_flag_clear_explicit')).toMatchObject({ kind: 'atomic-store', order: 1 });
    expect(model('atomic_thread_fence')).toEqual({ kind: 'fence', order: 0 });
    expect(model('atomic_signal_fence')).toEqual({ kind: 'fence', order: 0 });
  });

  it('GCC __atomic builtins', () => {
    expect(model('__atomic_load_n')).toEqual({ kind: 'atomic-load', object: 0, order: 1 });
    expect(model('__atomic_load')).toMatchObject({ kind: 'atomic-load', object: 0, out: 1, order: 2 });
    expect(model('__atomic_store_n')).toEqual({ kind: 'atomic-store', object: 0, value: 1, order: 2 });
    expect(model('__atomic_store')).toMatchObject({
      kind: 'atomic-store',
      value: 1,
      valueByRef: true,
      order: 2,
    });
    expect(model('__atomic_exchange_n')).toEqual({
      kind: 'atomic-rmw',
      rmwOp: 'xchg',
      object: 0,
      value: 1,
      order: 2,
    });
    expect(model('__atomic_exchange')).toMatchObject({
      kind: 'atomic-rmw',
      valueByRef: true,
      out: 2,
      order: 3,
    });
    expect(model('__atomic_compare_exchange_n')).toEqual({
      kind: 'atomic-cas',
      object: 0,
      expected: 1,
      value: 2,
      order: 4,
    });
    expect(model('__atomic_compare_exchange')).toMatchObject({
      kind: 'atomic-cas',
      expected: 1,
      valueByRef: true,
      order: 4,
    });
    // fetch_op returns the old value, op_fetch the new one
    expect(model('__atomic_fetch_add')).toEqual({
      kind: 'atomic-rmw',
      rmwOp: '+',
      object: 0,
      value: 1,
      order: 2,
    });
    expect(model('__atomic_add_fetch')).toEqual({
      kind: 'atomic-rmw',
      rmwOp: '+',
      object: 0,
      value: 1,
      order: 2,
      returnsNew: true,
    });
    const ops = { sub: '-', and: '&', or: '|', xor: '^', nand: 'nand' };
    for (const [name, op] of Object.entries(ops)) {
      expect(model(`__atomic_fetch_${name}`), name).toMatchObject({ rmwOp: op, order: 2 });
      expect(model(`__atomic_${name}_fetch`), name).toMatchObject({ rmwOp: op, returnsNew: true });
    }
    expect(model('__atomic_test_and_set')).toMatchObject({ kind: 'atomic-rmw', rmwOp: 'xchg', order: 1 });
    expect(model('__atomic_clear')).toMatchObject({ kind: 'atomic-store', order: 1 });
    expect(model('__atomic_thread_fence')).toEqual({ kind: 'fence', order: 0 });
    expect(model('__atomic_signal_fence')).toEqual({ kind: 'fence', order: 0 });
  });

  it('GCC __sync builtins', () => {
    expect(model('__sync_fetch_and_add')).toEqual({
      kind: 'atomic-rmw',
      rmwOp: '+',
      object: 0,
      value: 1,
      defaultOrder: 'seq_cst',
    });
    expect(model('__sync_add_and_fetch')).toMatchObject({
      rmwOp: '+',
      returnsNew: true,
      defaultOrder: 'seq_cst',
    });
    for (const name of ['sub', 'or', 'and', 'xor', 'nand']) {
      expect(model(`__sync_fetch_and_${name}`)?.kind, name).toBe('atomic-rmw');
      expect(model(`__sync_${name}_and_fetch`)?.returnsNew, name).toBe(true);
    }
    expect(model('__sync_bool_compare_and_swap')).toEqual({
      kind: 'atomic-cas',
      object: 0,
      compare: 1,
      value: 2,
      defaultOrder: 'seq_cst',
    });
    expect(model('__sync_val_compare_and_swap')).toMatchObject({
      kind: 'atomic-cas',
      compare: 1,
      returnsOld: true,
    });
    expect(model('__sync_lock_test_and_set')).toMatchObject({
      kind: 'atomic-rmw',
      rmwOp: 'xchg',
      defaultOrder: 'acquire',
    });
    expect(model('__sync_lock_release')).toEqual({
      kind: 'atomic-store',
      object: 0,
      stores: 0,
      defaultOrder: 'release',
    });
    expect(model('__sync_synchronize')).toEqual({ kind: 'fence', defaultOrder: 'seq_cst' });
  });

  it('every atomic model names its object, and every explicit order is an argument', () => {
    for (const e of BUILTIN_MODELS) {
      if (['atomic-load', 'atomic-store', 'atomic-rmw', 'atomic-cas'].includes(e.kind)) {
        expect(e.object, e.function).toBe(0);
      }
      if (['atomic-load', 'atomic-store', 'atomic-rmw', 'atomic-cas', 'fence'].includes(e.kind)) {
        expect(e.order !== undefined || e.defaultOrder !== undefined, e.function).toBe(true);
      }
      if (e.kind === 'atomic-rmw') expect(e.rmwOp, e.function).toBeDefined();
    }
  });
});

describe('built-in models: SV-COMP, memory, libc', () => {
  it('SV-COMP conventions', () => {
    for (const t of ['int', 'uint', 'long', 'ulong', 'char', 'uchar', 'short', 'ushort', 'bool', 'pointer']) {
      expect(model(`__VERIFIER_nondet_${t}`), t).toEqual({ kind: 'nondet', input: true });
    }
    for (const t of ['size_t', 'float', 'double'])
      expect(model(`__VERIFIER_nondet_${t}`)?.kind).toBe('nondet');
    // the pattern covers the rarer types
    expect(model('__VERIFIER_nondet_some_struct')).toEqual({ kind: 'nondet', input: true });
    expect(model('__VERIFIER_assume')).toEqual({ kind: 'assume' });
    expect(model('assume_abort_if_not')).toEqual({ kind: 'assume' });
    expect(model('reach_error')).toEqual({ kind: 'error' });
    expect(model('__VERIFIER_error')).toEqual({ kind: 'error' });
    // exact names win over the __VERIFIER_atomic_* pattern
    expect(model('__VERIFIER_atomic_begin')).toEqual({ kind: 'atomic-begin' });
    expect(model('__VERIFIER_atomic_end')).toEqual({ kind: 'atomic-end' });
    expect(model('__VERIFIER_atomic_acquire')).toEqual({ kind: 'atomic' });
    expect(model('__VERIFIER_atomic_inc_counter')).toEqual({ kind: 'atomic' });
    expect(model('__VERIFIER_atomic')).toBeUndefined();
  });

  it('allocation, free and process end', () => {
    expect(model('malloc')).toEqual({ kind: 'alloc', size: 0 });
    expect(model('calloc')?.kind).toBe('alloc');
    expect(model('realloc')).toEqual({ kind: 'alloc', size: 1, reads: [0], frees: 0 });
    expect(model('aligned_alloc')).toEqual({ kind: 'alloc', size: 1 });
    expect(model('posix_memalign')).toMatchObject({ kind: 'alloc', out: 0, size: 2 });
    expect(model('strdup')).toEqual({ kind: 'alloc', reads: [0] });
    expect(model('strndup')?.kind).toBe('alloc');
    expect(model('free')).toEqual({ kind: 'free' });
    // exit runs the exit handlers; _exit, abort and a failed assert end the process without them.
    for (const f of ['exit', 'quick_exit', 'errx']) expect(model(f), f).toEqual({ kind: 'exit' });
    for (const f of ['abort', '_exit', '_Exit', '__assert_fail'])
      expect(model(f), f).toEqual({ kind: 'exit', skipsExitHandlers: true });
  });

  it('libc functions list the pointer arguments they read and write', () => {
    expect(model('memcpy')).toEqual({ kind: 'ignore', writes: [0], reads: [1], returnsArg: 0 });
    expect(model('memmove')).toEqual({ kind: 'ignore', writes: [0], reads: [1], returnsArg: 0 });
    expect(model('memset')).toEqual({ kind: 'ignore', writes: [0], returnsArg: 0 });
    expect(model('strcpy')).toEqual({ kind: 'ignore', writes: [0], reads: [1], returnsArg: 0 });
    expect(model('strlen')).toEqual({ kind: 'ignore', reads: [0], pure: true });
    expect(model('strcmp')).toEqual({ kind: 'ignore', reads: [0, 1], pure: true });
    expect(model('memcmp')).toEqual({ kind: 'ignore', reads: [0, 1], pure: true });
    // Into its argument, or NULL (not found: what a directed run takes); strchrnul never NULL.
    expect(model('strchr')).toEqual({ kind: 'ignore', reads: [0], pure: true, returnsArg: 0, direct: 0 });
    expect(model('strchrnul')).toEqual({ kind: 'ignore', reads: [0], pure: true, returnsArg: 0 });
    // the printf family accesses what its format says
    expect(model('sprintf')).toEqual({
      kind: 'ignore',
      writes: [0],
      reads: [1],
      format: 1,
      formatFamily: 'printf',
      returnsArg: 0,
    });
    expect(model('snprintf')).toEqual({
      kind: 'ignore',
      writes: [0],
      reads: [2],
      format: 2,
      formatFamily: 'printf',
    });
    expect(model('printf')).toEqual({ kind: 'ignore', reads: [0], format: 0, formatFamily: 'printf' });
    expect(model('__printf_chk')).toEqual({ kind: 'ignore', reads: [1], format: 1, formatFamily: 'printf' });
    // a va_list form: the format is read, the arguments are out of sight
    expect(model('vprintf')).toEqual({ kind: 'ignore', reads: [0], format: 0 });
    expect(model('puts')).toEqual({ kind: 'ignore', reads: [0] });
    // fgets writes its buffer and returns it, or NULL: which one is the program's input
    expect(model('fgets')).toEqual({ kind: 'ignore', writes: [0], returnsArg: 0, input: true });
    expect(model('read')).toEqual({ kind: 'ignore', writes: [1], input: true });
    expect(model('write')).toEqual({ kind: 'ignore', reads: [1] });
    expect(model('clock_gettime')).toEqual({ kind: 'ignore', writes: [1] });
    // the program's input
    expect(model('time')).toEqual({ kind: 'ignore', writes: [0], input: true });
    expect(model('getchar')).toEqual({ kind: 'ignore', input: true });
    // what the outside world decides, under every name a program may reach it by
    for (const name of `fgets fgetws fgets_unlocked gets __fgets_chk __fgets_alias fgetc getc getchar
      getc_unlocked fgetc_unlocked getchar_unlocked fgetwc getwc fread __fread_chk getline getdelim scanf
      fscanf vscanf vfscanf __isoc99_fscanf __isoc99_vfscanf read __read_chk __read_alias pread readv recv
      __recv_chk recvfrom recvmsg msgrcv accept poll select epoll_wait fopen open stat opendir readdir
      getdents64 wait waitpid waitid wait4 getopt time clock rand`.split(/\s+/))
      expect(table.lookup(name)?.input, name).toBe(true);
    // what the program itself decides: sscanf's count follows from the string it is given,
    // feof's from the reads before it, getenv's from setenv, clock_gettime fails only on a bad clock
    for (const name of `sscanf vsscanf __isoc99_sscanf feof ferror getenv clock_gettime ungetc`.split(' '))
      expect(table.lookup(name)?.input, name).toBeUndefined();
    expect(model('getpid')).toEqual({ kind: 'ignore' });
    expect(model('abs')).toEqual({ kind: 'ignore', pure: true, compute: INT_COMPUTES.get('abs') });
    expect(model('sqrt')).toEqual({ kind: 'ignore', pure: true });
    expect(model('isdigit')).toEqual({ kind: 'ignore', pure: true });
    // sscanf reads its input and format, and writes what the format assigns
    expect(model('sscanf')).toEqual({ kind: 'ignore', reads: [0, 1], format: 1, formatFamily: 'scanf' });
    expect(model('__isoc99_sscanf')).toEqual(model('sscanf'));
    // glibc's versioned stat: int __xstat(int version, const char *path, struct stat *buf)
    expect(model('__xstat')).toEqual({ kind: 'ignore', reads: [1], writes: [2] });
    expect(model('__strdup')).toEqual({ kind: 'alloc', reads: [0] });
    expect(model('__errno_location')).toEqual({ kind: 'ignore', threadLocal: true });
    expect(model('__lockstep_va_arg')).toEqual({ kind: 'nondet' });
  });

  it('functions that call back say which argument and when', () => {
    const when = (f: string) =>
      table.lookup(f)?.callbacks?.map((c) => [c.fn, c.when, c.role ?? c.field ?? '']);
    expect(when('qsort')).toEqual([[3, 'sync', '']]);
    expect(when('bsearch')).toEqual([[4, 'sync', '']]);
    expect(when('scandir')).toEqual([
      [2, 'sync', ''],
      [3, 'sync', ''],
    ]);
    expect(when('signal')).toEqual([[1, 'async-signal', '']]);
    expect(when('sigaction')).toEqual([[1, 'async-signal', 'sa_handler']]);
    expect(when('atexit')).toEqual([[0, 'at-exit', '']]);
    expect(when('pthread_atfork')).toEqual([
      [0, 'around-fork', 'prepare'],
      [1, 'around-fork', 'parent'],
      [2, 'around-fork', 'child'],
    ]);
    expect(table.lookup('fork')?.runsHandlers).toBe('around-fork');
    // a jump the lowering does not follow stays an unknown call
    expect(table.lookup('longjmp')).toBeUndefined();
    expect(BUILTIN_MODELS.find((e) => e.function === 'longjmp')?.opaque).toBeTruthy();
  });

  it('thread-unsafe functions name their hidden state; functions sharing it name the same one', () => {
    const state = (f: string) => table.lookup(f)?.hiddenState;
    expect(state('strtok')).toEqual({ state: 'strtok', access: 'write' });
    for (const f of ['localtime', 'gmtime', 'ctime', 'asctime']) expect(state(f)?.state, f).toBe('localtime');
    expect(state('getenv')).toEqual({ state: 'getenv', access: 'read' });
    for (const f of ['setenv', 'unsetenv', 'putenv'])
      expect(state(f), f).toEqual({ state: 'getenv', access: 'write' });
    expect(state('rand')?.state).toBe('rand');
    expect(state('mbrtowc')?.whenNull).toBe(3);
    // The reentrant variants touch only their arguments.
    for (const f of ['strtok_r', 'localtime_r', 'gmtime_r', 'strerror_r'])
      expect(state(f), f).toBeUndefined();
    expect(table.lookup('rand')?.input).toBe(true);
    expect(table.lookup('srand')?.input).toBeUndefined();
    expect(table.lookup('localtime')?.returnsStatic ?? true).toBe(true);
  });

  it('unknown names are not modelled', () => {
    expect(table.lookup('my_function')).toBeUndefined();
    expect(table.lookup('')).toBeUndefined();
    expect(table.lookup('constructor')).toBeUndefined();
    expect(table.lookup('__proto__')).toBeUndefined();
    expect(table.lookup('pthread_mutex_lock2')).toBeUndefined();
    expect(table.lookup('Pthread_mutex_lock')).toBeUndefined();
  });
});

describe('the built-in table', () => {
  it('has one entry per name, all frozen', () => {
    const names = BUILTIN_MODELS.map((e) => e.function);
    expect(new Set(names).size).toBe(names.length);
    expect(Object.isFrozen(BUILTIN_MODELS)).toBe(true);
    expect(BUILTIN_MODELS.every((e) => Object.isFrozen(e))).toBe(true);
  });

  it('argument positions are small non-negative integers', () => {
    const positional = [
      'lock',
      'cond',
      'handle',
      'entry',
      'arg',
      'object',
      'value',
      'expected',
      'count',
      'order',
    ];
    const more = ['success', 'compare', 'out', 'size'];
    for (const e of BUILTIN_MODELS) {
      for (const k of [...positional, ...more]) {
        const v = (e as unknown as Record<string, unknown>)[k];
        if (v === undefined) continue;
        expect(Number.isInteger(v) && (v as number) >= 0 && (v as number) < 8, `${e.function}.${k}`).toBe(
          true,
        );
      }
      for (const i of [...(e.reads ?? []), ...(e.writes ?? [])]) {
        expect(Number.isInteger(i) && i >= 0, e.function).toBe(true);
      }
    }
  });

  it('fields fit the kind', () => {
    for (const e of BUILTIN_MODELS) {
      if (e.kind === 'spawn') expect(e.entry, e.function).toBeDefined();
      if (e.kind === 'cond-wait') expect([e.cond, e.lock], e.function).toEqual([0, 1]);
      if (e.kind === 'trylock' || e.kind === 'read-trylock' || e.kind === 'sem-trywait') {
        expect(e.success, e.function).toBeDefined();
      }
      if (e.rmwOp || e.returnsNew) expect(e.kind, e.function).toBe('atomic-rmw');
      if (e.compare !== undefined || e.returnsOld) expect(e.kind, e.function).toBe('atomic-cas');
    }
  });
});

describe('user models and patterns', () => {
  it('user models override built-ins', () => {
    const t = createModelTable([{ function: 'pthread_mutex_lock', kind: 'lock', lock: 0, recursive: true }]);
    expect(t.lookup('pthread_mutex_lock')).toMatchObject({ kind: 'lock', recursive: true });
    expect(t.lookup('pthread_mutex_unlock')).toMatchObject({ kind: 'unlock' });
    // the built-in table is untouched
    expect(createModelTable().lookup('pthread_mutex_lock')).not.toHaveProperty('recursive');
  });

  it('user patterns match, and win over built-in exact names', () => {
    const t = createModelTable([
      { function: 'my_lock_*', kind: 'lock', lock: 0 },
      { function: 'my_unlock_?', kind: 'unlock', lock: 0 },
      { function: 'spin_[a-c]x', kind: 'lock', lock: 1 },
      { function: 'pthread_spin_*', kind: 'ignore' },
    ]);
    expect(t.lookup('my_lock_acquire')).toMatchObject({ kind: 'lock', lock: 0 });
    expect(t.lookup('my_lock_')).toMatchObject({ kind: 'lock' });
    expect(t.lookup('my_lock')).toBeUndefined();
    expect(t.lookup('xmy_lock_a')).toBeUndefined();
    expect(t.lookup('my_unlock_a')).toMatchObject({ kind: 'unlock' });
    expect(t.lookup('my_unlock_ab')).toBeUndefined();
    expect(t.lookup('spin_bx')).toMatchObject({ kind: 'lock', lock: 1 });
    expect(t.lookup('spin_dx')).toBeUndefined();
    expect(t.lookup('pthread_spin_lock')).toMatchObject({ kind: 'ignore' });
    // built-ins still answer for the rest, repeatedly (the pattern cache)
    expect(t.lookup('pthread_mutex_lock')).toMatchObject({ kind: 'lock' });
    expect(t.lookup('pthread_mutex_lock')).toMatchObject({ kind: 'lock' });
    expect(t.lookup('my_lock_acquire')).toMatchObject({ kind: 'lock' });
  });

  it('user exact names win over user patterns; the first entry for a name wins', () => {
    const t = createModelTable([
      { function: 'acquire_*', kind: 'lock', lock: 0 },
      { function: 'acquire_shared', kind: 'read-lock', lock: 0 },
      { function: 'acquire_shared', kind: 'ignore' },
      { function: 'rel*', kind: 'unlock', lock: 0 },
      { function: 'release_*', kind: 'ignore' },
    ]);
    expect(t.lookup('acquire_shared')).toMatchObject({ kind: 'read-lock' });
    expect(t.lookup('acquire_excl')).toMatchObject({ kind: 'lock' });
    expect(t.lookup('release_all')).toMatchObject({ kind: 'unlock' });
  });

  it('user patterns come before the built-in __VERIFIER_atomic_* pattern', () => {
    const t = createModelTable([{ function: '__VERIFIER_atomic_*', kind: 'ignore' }]);
    expect(t.lookup('__VERIFIER_atomic_x')).toMatchObject({ kind: 'ignore' });
    expect(createModelTable().lookup('__VERIFIER_atomic_x')).toMatchObject({ kind: 'atomic' });
  });
});

describe('glob patterns', () => {
  it('tells patterns from names', () => {
    expect(isGlobPattern('my_lock_*')).toBe(true);
    expect(isGlobPattern('f?')).toBe(true);
    expect(isGlobPattern('[ab]')).toBe(true);
    expect(isGlobPattern('pthread_mutex_lock')).toBe(false);
  });

  it('converts *, ?, classes and negated classes', () => {
    const m = (g: string, s: string) => nameGlob(g).test(s);
    expect(m('a*b', 'ab')).toBe(true);
    expect(m('a*b', 'axxb')).toBe(true);
    expect(m('a*b', 'axxbc')).toBe(false);
    expect(m('a?c', 'abc')).toBe(true);
    expect(m('a?c', 'ac')).toBe(false);
    expect(m('f[0-9]', 'f7')).toBe(true);
    expect(m('f[0-9]', 'fx')).toBe(false);
    expect(m('f[!0-9]', 'fx')).toBe(true);
    expect(m('f[^0-9]', 'f1')).toBe(false);
    expect(m('f[]x]', 'f]')).toBe(true);
  });

  it('treats regular-expression characters literally', () => {
    const m = (g: string, s: string) => nameGlob(g).test(s);
    expect(m('a.b', 'a.b')).toBe(true);
    expect(m('a.b', 'axb')).toBe(false);
    expect(m('a+(b)$', 'a+(b)$')).toBe(true);
    expect(m('f[', 'f[')).toBe(true);
    expect(m('f[x', 'f[x')).toBe(true);
    expect(m('x|y', 'x')).toBe(false);
  });
});

describe('lock types', () => {
  it('knows the POSIX, C11 and C++ synchronisation types by name', () => {
    for (const t of [
      'pthread_mutex_t',
      'pthread_rwlock_t',
      'pthread_spinlock_t',
      'sem_t',
      'mtx_t',
      'once_flag',
    ])
      expect(isLockTypeName(t), t).toBe(true);
    expect(isLockTypeName('struct pthread_mutex_t')).toBe(true);
    for (const t of [
      'std::mutex',
      'std::shared_timed_mutex',
      'std::condition_variable_any',
      'std::lock_guard',
    ])
      expect(isLockTypeName(t), t).toBe(true);
    for (const t of ['pthread_t', 'my_mutex_t', 'pthread_mutex_t_wrapper', 'std::mutex_like', 'mutex', 'int'])
      expect(isLockTypeName(t), t).toBe(false);
  });
});
