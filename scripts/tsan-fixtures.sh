#!/usr/bin/env bash
# Cross-checks the racy analysis fixtures with ThreadSanitizer (not part of CI; needs gcc with
# libtsan). For every test/fixtures/analysis/**/*.c whose first line is exactly
# `// lockstep-expect: race`, compiles it with `gcc -std=gnu11 -g -O0 -fsanitize=thread -pthread`
# and runs it up to 20 times until TSan prints `WARNING: ThreadSanitizer: data race` on stderr.
# Prints one line per fixture: `flagged after N runs`, `never flagged in 20 runs (needs a second
# look)`, or why it was skipped (does not compile or link). It is a report, not a gate: it always
# exits 0. TSan is dynamic: a fixture it never flags is not mislabelled for that reason alone.
#
# usage: scripts/tsan-fixtures.sh [FILE|DIR...]   (default: test/fixtures/analysis)
#
# SV-COMP helpers: a fixture may call __VERIFIER_atomic_begin/end, __VERIFIER_nondet_*,
# __VERIFIER_assume or reach_error without defining them. They are linked from a stub with weak
# symbols: atomic sections hold one global recursive mutex, nondet values are pseudo-random and
# differ between runs, assume(0) ends the calling thread. __VERIFIER_atomic_* functions that a
# fixture defines itself are NOT made atomic (TSan sees their bodies as plain code). Fixtures that
# call other undefined external functions (test/fixtures/analysis/14-unknown) fail to link and
# are skipped. C11 <threads.h> calls are forwarded to pthreads (see the shim below).
#
# Known misses: TSan treats every pthread_barrier_wait on one barrier as release+acquire, so a
# barrier that orders nothing (13-barrier-once/barrier_count_one.c, count 1) is never flagged.
#
# Starting TSan: on kernels with high mmap ASLR entropy, gcc 12's TSan dies at start-up with
# "FATAL: ThreadSanitizer: unexpected memory mapping". The script first runs a probe program
# plainly and, if that fails, under `setarch "$(uname -m)" -R` (ASLR off for that process), which
# fixes it; if neither works it says so and exits 0. In the sandbox this was written in (Debian
# 12, gcc 12.2, x86_64) TSan started without the wrapper.
set -euo pipefail
cd "$(dirname "$0")/.."

RUNS=20
PER_RUN_TIMEOUT=20s

if ! command -v gcc >/dev/null 2>&1; then
  echo "tsan-fixtures: needs gcc (with libtsan); nothing checked" >&2
  exit 0
fi

tmp=$(mktemp -d "${TMPDIR:-/tmp}/tsan-fixtures.XXXXXX")
trap 'rm -rf "$tmp"' EXIT

cflags=(-std=gnu11 -g -O0 -fsanitize=thread -pthread -w)

cat >"$tmp/sv_stubs.c" <<'EOF'
#include <pthread.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

static pthread_mutex_t sv_atomic_lock;
static pthread_once_t sv_once = PTHREAD_ONCE_INIT;
static unsigned long sv_state;

static void sv_init(void) {
  pthread_mutexattr_t a;
  pthread_mutexattr_init(&a);
  pthread_mutexattr_settype(&a, PTHREAD_MUTEX_RECURSIVE);
  pthread_mutex_init(&sv_atomic_lock, &a);
  struct timespec ts;
  clock_gettime(CLOCK_REALTIME, &ts);
  __atomic_store_n(&sv_state, (unsigned long)ts.tv_nsec ^ ((unsigned long)getpid() << 16),
                   __ATOMIC_RELAXED);
}

static unsigned long sv_next(void) {
  pthread_once(&sv_once, sv_init);
  unsigned long x = __atomic_add_fetch(&sv_state, 0x9e3779b97f4a7c15UL, __ATOMIC_RELAXED);
  x ^= x >> 31;
  x *= 0xbf58476d1ce4e5b9UL;
  return x ^ (x >> 29);
}

__attribute__((weak)) void __VERIFIER_atomic_begin(void) {
  pthread_once(&sv_once, sv_init);
  pthread_mutex_lock(&sv_atomic_lock);
}
__attribute__((weak)) void __VERIFIER_atomic_end(void) { pthread_mutex_unlock(&sv_atomic_lock); }
__attribute__((weak)) int __VERIFIER_nondet_int(void) { return (int)(sv_next() & 1); }
__attribute__((weak)) unsigned int __VERIFIER_nondet_uint(void) { return (unsigned)(sv_next() & 1); }
__attribute__((weak)) _Bool __VERIFIER_nondet_bool(void) { return (_Bool)(sv_next() & 1); }
__attribute__((weak)) char __VERIFIER_nondet_char(void) { return (char)(sv_next() & 1); }
__attribute__((weak)) long __VERIFIER_nondet_long(void) { return (long)(sv_next() & 1); }
__attribute__((weak)) void __VERIFIER_assume(int cond) {
  if (!cond)
    pthread_exit(NULL);
}
__attribute__((weak)) void reach_error(void) {}
EOF

# gcc 12's libtsan has no interceptors for C11 <threads.h>: glibc's thrd_create bypasses the
# pthread_create interceptor and the program dies with "ThreadSanitizer: SEGV". Every fixture is
# linked with -Wl,--wrap for these functions, which forwards them to their pthread twins (glibc
# lays mtx_t, cnd_t and once_flag out as pthread_mutex_t, pthread_cond_t and pthread_once_t).
c11_funcs=(thrd_create thrd_join thrd_detach mtx_init mtx_lock mtx_trylock mtx_unlock
  mtx_destroy cnd_init cnd_signal cnd_broadcast cnd_wait cnd_destroy call_once)
cat >"$tmp/c11_shim.c" <<'EOF'
#include <errno.h>
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <threads.h>

struct box { thrd_start_t fn; void *arg; };
static void *tramp(void *p) {
  struct box b = *(struct box *)p;
  free(p);
  return (void *)(intptr_t)b.fn(b.arg);
}
int __wrap_thrd_create(thrd_t *t, thrd_start_t fn, void *arg) {
  struct box *b = malloc(sizeof *b);
  if (!b) return thrd_nomem;
  b->fn = fn;
  b->arg = arg;
  if (pthread_create((pthread_t *)t, NULL, tramp, b) != 0) { free(b); return thrd_error; }
  return thrd_success;
}
int __wrap_thrd_join(thrd_t t, int *res) {
  void *r;
  if (pthread_join((pthread_t)t, &r) != 0) return thrd_error;
  if (res) *res = (int)(intptr_t)r;
  return thrd_success;
}
int __wrap_thrd_detach(thrd_t t) { return pthread_detach((pthread_t)t) ? thrd_error : thrd_success; }
int __wrap_mtx_init(mtx_t *m, int type) {
  pthread_mutexattr_t a;
  pthread_mutexattr_init(&a);
  if (type & mtx_recursive) pthread_mutexattr_settype(&a, PTHREAD_MUTEX_RECURSIVE);
  return pthread_mutex_init((pthread_mutex_t *)m, &a) ? thrd_error : thrd_success;
}
int __wrap_mtx_lock(mtx_t *m) { return pthread_mutex_lock((pthread_mutex_t *)m) ? thrd_error : thrd_success; }
int __wrap_mtx_trylock(mtx_t *m) {
  int r = pthread_mutex_trylock((pthread_mutex_t *)m);
  return r == 0 ? thrd_success : r == EBUSY ? thrd_busy : thrd_error;
}
int __wrap_mtx_unlock(mtx_t *m) { return pthread_mutex_unlock((pthread_mutex_t *)m) ? thrd_error : thrd_success; }
void __wrap_mtx_destroy(mtx_t *m) { pthread_mutex_destroy((pthread_mutex_t *)m); }
int __wrap_cnd_init(cnd_t *c) { return pthread_cond_init((pthread_cond_t *)c, NULL) ? thrd_error : thrd_success; }
int __wrap_cnd_signal(cnd_t *c) { return pthread_cond_signal((pthread_cond_t *)c) ? thrd_error : thrd_success; }
int __wrap_cnd_broadcast(cnd_t *c) { return pthread_cond_broadcast((pthread_cond_t *)c) ? thrd_error : thrd_success; }
int __wrap_cnd_wait(cnd_t *c, mtx_t *m) {
  return pthread_cond_wait((pthread_cond_t *)c, (pthread_mutex_t *)m) ? thrd_error : thrd_success;
}
void __wrap_cnd_destroy(cnd_t *c) { pthread_cond_destroy((pthread_cond_t *)c); }
void __wrap_call_once(once_flag *f, void (*fn)(void)) { pthread_once((pthread_once_t *)f, fn); }
EOF
gcc "${cflags[@]}" -c "$tmp/sv_stubs.c" -o "$tmp/sv_stubs.o"
gcc "${cflags[@]}" -c "$tmp/c11_shim.c" -o "$tmp/c11_shim.o"
wrap=""
for fn in "${c11_funcs[@]}"; do wrap="$wrap,--wrap=$fn"; done
ldflags=("-Wl$wrap")

# Probe: does TSan start here, plainly or with ASLR off?
cat >"$tmp/probe.c" <<'EOF'
#include <pthread.h>
static int x;
static void *f(void *a) { (void)a; x++; return 0; }
int main(void) { pthread_t t; pthread_create(&t, 0, f, 0); x++; pthread_join(t, 0); return 0; }
EOF
gcc "${cflags[@]}" "$tmp/probe.c" -o "$tmp/probe"
wrapper=()
"$tmp/probe" >"$tmp/probe.out" 2>&1 || true
if ! grep -q 'ThreadSanitizer: data race' "$tmp/probe.out"; then
  setarch "$(uname -m)" -R "$tmp/probe" >"$tmp/probe.out" 2>&1 || true
  if grep -q 'ThreadSanitizer: data race' "$tmp/probe.out"; then
    wrapper=(setarch "$(uname -m)" -R)
    echo "tsan-fixtures: TSan needs ASLR off here; running under: ${wrapper[*]}"
  else
    echo "tsan-fixtures: ThreadSanitizer does not start on this machine (tried plain and setarch -R):" >&2
    head -n 3 "$tmp/probe.out" >&2
    exit 0
  fi
fi

roots=("$@")
[ ${#roots[@]} -gt 0 ] || roots=(test/fixtures/analysis)
mapfile -t files < <(find "${roots[@]}" -type f -name '*.c' | sort)

flagged=0
missed=0
skipped=0
for f in "${files[@]}"; do
  first=$(head -n 1 "$f" | tr -d '\r' | sed 's/[[:space:]]*$//')
  [ "$first" = "// lockstep-expect: race" ] || continue
  exe="$tmp/$(echo "$f" | tr '/' '_' | sed 's/\.c$//')"
  if ! gcc "${cflags[@]}" "$f" "$tmp/sv_stubs.o" "$tmp/c11_shim.o" "${ldflags[@]}" -o "$exe" \
    2>"$tmp/cc.err"; then
    why=$(grep -m1 -E 'error|undefined reference' "$tmp/cc.err" | sed 's/^.*: //' || true)
    echo "$f: skipped, does not compile or link (${why:-see gcc})"
    skipped=$((skipped + 1))
    continue
  fi
  result=""
  crashed=0
  for ((n = 1; n <= RUNS; n++)); do
    if timeout "$PER_RUN_TIMEOUT" "${wrapper[@]}" "$exe" >/dev/null 2>"$tmp/run.err" </dev/null; then :; fi
    if grep -q 'WARNING: ThreadSanitizer: data race' "$tmp/run.err"; then
      result="flagged after $n runs"
      break
    fi
    if grep -qE '(ERROR|FATAL): ThreadSanitizer' "$tmp/run.err"; then
      crashed=$((crashed + 1))
    fi
  done
  if [ -n "$result" ]; then
    echo "$f: $result"
    flagged=$((flagged + 1))
  elif [ "$crashed" -gt 0 ]; then
    echo "$f: never flagged in $RUNS runs; TSan itself failed in $crashed (needs a second look)"
    missed=$((missed + 1))
  else
    echo "$f: never flagged in $RUNS runs (needs a second look)"
    missed=$((missed + 1))
  fi
done
echo "tsan-fixtures: $flagged flagged, $missed never flagged, $skipped skipped"
exit 0
