/**
 * The second oracle, sharing no code with Lockstep: gcc compiles the generated program with
 * `-fsanitize=thread` and runs it a few times; ThreadSanitizer's reports are races of the real
 * program (TSan may miss races, it does not invent them for the synchronisation used here). A
 * race TSan reports on a program Lockstep calls `race-free` is a failure; this catches frontend
 * mistakes the reference interpreter would share with Lockstep.
 *
 * The prelude provides the SV-COMP functions: `__VERIFIER_nondet_int` draws from {-1..3} like
 * the reference, `__VERIFIER_atomic_begin/end` take one global recursive lock (the generator
 * wraps `__VERIFIER_atomic_*` bodies in them for this rendering).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PRELUDE = `#define _GNU_SOURCE
#include <pthread.h>
#include <stdlib.h>
#include <unistd.h>
static pthread_mutex_t va_lock = PTHREAD_RECURSIVE_MUTEX_INITIALIZER_NP;
static pthread_mutex_t nd_lock = PTHREAD_MUTEX_INITIALIZER;
static unsigned nd_state;
__attribute__((constructor)) static void nd_seed(void) { nd_state = (unsigned)getpid() * 2654435761u; }
int __VERIFIER_nondet_int(void) {
  pthread_mutex_lock(&nd_lock);
  nd_state = nd_state * 1103515245u + 12345u;
  int v = (int)((nd_state >> 16) % 5u) - 1;
  pthread_mutex_unlock(&nd_lock);
  return v;
}
void __VERIFIER_atomic_begin(void) { pthread_mutex_lock(&va_lock); }
void __VERIFIER_atomic_end(void) { pthread_mutex_unlock(&va_lock); }
`;

export interface TsanRace {
  /** Source lines of prog.c in the two reported stacks' top frames. */
  lines: number[];
  /** TSan's "Location is ..." line, when given. */
  location?: string;
}

export interface TsanResult {
  races: TsanRace[];
  runs: number;
  /** Runs cut by the timeout (a deadlock, or a spin that never ends in this run). */
  timeouts: number;
  compileError?: string;
}

let available: boolean | undefined;

/** gcc with a working ThreadSanitizer runtime on this machine. */
export function tsanAvailable(): boolean {
  if (available !== undefined) return available;
  const dir = mkdtempSync(join(tmpdir(), 'lockstep-tsan-'));
  try {
    writeFileSync(join(dir, 'ok.c'), 'int main(void) { return 0; }\n');
    const cc = spawnSync('gcc', ['-fsanitize=thread', join(dir, 'ok.c'), '-o', join(dir, 'ok')], {
      timeout: 60_000,
    });
    available = cc.status === 0 && spawnSync(join(dir, 'ok'), [], { timeout: 10_000 }).status === 0;
  } catch {
    available = false;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return available;
}

/** Compiles C text (a program's TSan rendering) and runs it `runs` times; the distinct races reported. */
export function runTsan(source: string, runs = 3, timeoutMs = 5_000): TsanResult {
  const dir = mkdtempSync(join(tmpdir(), 'lockstep-tsan-'));
  try {
    writeFileSync(join(dir, 'prelude.c'), PRELUDE);
    writeFileSync(join(dir, 'prog.c'), source);
    const exe = join(dir, 'prog');
    const cc = spawnSync(
      'gcc',
      [
        '-fsanitize=thread',
        '-g',
        '-O1',
        '-w',
        join(dir, 'prelude.c'),
        join(dir, 'prog.c'),
        '-o',
        exe,
        '-lpthread',
      ],
      { encoding: 'utf8', timeout: 120_000 },
    );
    if (cc.status !== 0)
      return { races: [], runs: 0, timeouts: 0, compileError: cc.stderr || String(cc.error) };
    const seen = new Map<string, TsanRace>();
    let timeouts = 0;
    for (let i = 0; i < runs; i++) {
      const run = spawnSync(exe, [], {
        encoding: 'utf8',
        timeout: timeoutMs,
        env: { ...process.env, TSAN_OPTIONS: 'halt_on_error=0 report_signal_unsafe=0 history_size=4' },
      });
      if (run.error || run.signal) timeouts++;
      for (const r of parseReports(run.stderr ?? '')) seen.set(`${r.lines.join('-')}|${r.location ?? ''}`, r);
    }
    return { races: [...seen.values()], runs, timeouts };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The data-race reports in TSan's output, each as the prog.c lines of its two top frames. */
export function parseReports(stderr: string): TsanRace[] {
  const out: TsanRace[] = [];
  for (const report of stderr.split('WARNING: ThreadSanitizer: ').slice(1)) {
    if (!report.startsWith('data race')) continue;
    const lines: number[] = [];
    // each access's stack starts with "#0 fn .../prog.c:LINE"; take the first prog.c frame per stack
    for (const stack of report.split(/\n\s*\n/)) {
      const head = /(read|write|atomic [a-z]+) of size/i.exec(stack);
      const m = head ? /prog\.c:(\d+)/.exec(stack.slice(head.index)) : null;
      if (m) lines.push(Number(m[1]));
    }
    // without the address, which changes from run to run
    const loc = /Location is (.*)/.exec(report)?.[1]?.replace(/ at 0x[0-9a-f]+ \([^)]*\)/, '');
    out.push({ lines: lines.slice(0, 2).sort((a, b) => a - b), ...(loc ? { location: loc.trim() } : {}) });
  }
  return out;
}
