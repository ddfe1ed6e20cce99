/**
 * `npx tsx scripts/corpus/build.ts`: derives the committed corpus lists (eval/corpora/*.tsv) from
 * the public repositories' own declarations of the expected answer. Run once when a source is added
 * or its commit moves; the lists it writes, not this script, are the source of truth afterwards
 * (docs/corpus.md). It reads the bare git mirrors that the `fetch` tool leaves under
 * /work/.mirror (or $LOCKSTEP_MIRRORS), never the network.
 *
 * - GenMC (MPI-SWS/genmc): every variant under tests/correct (GenMC checks for races on every
 *   test unless `-disable-race-detection` is passed, so a correct test is race-free) and every
 *   variant under tests/wrong whose expected RC11 trace reports "Non-Atomic race!" (its trace names
 *   the two racing lines). Left out: tests run with a loop bound (`-unroll`, unroll.in: their
 *   `race-free` holds only under the bound), with race detection off, with include paths or forced
 *   includes, and programs that include GenMC's own or Linux-kernel headers.
 * - ThreadSanitizer (llvm-mirror/compiler-rt, test/tsan): lit runs with pipefail and TSan exits
 *   non-zero after a report, so a test run plainly (`%run %t`, no `not`, no `%deflake`) promises no
 *   report at all (race-free) and a test run with `%deflake` or `not` that CHECKs "data race" has
 *   one (race; its CHECK lines name the racing lines). Left out: tests of TSan's own interfaces
 *   (annotations, `__tsan_*` other than the invisible barrier, Java), options that silence or
 *   change reports, suppressions, vptr races, fork, signals, dlopen and non-pthread runtimes.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { type CorpusRow, formatCorpus, formatSupport, type SupportRow } from './list.js';

const mirrors = process.env.LOCKSTEP_MIRRORS ?? '/work/.mirror';
const gitDir = (repo: string) => join(mirrors, repo.replace('/', '+'), 'repo');
const git = (repo: string, ...args: string[]) =>
  execFileSync('git', ['--git-dir', gitDir(repo), ...args], { encoding: 'utf8', maxBuffer: 1 << 28 });
const head = (repo: string) => git(repo, 'rev-parse', 'HEAD').trim();
const listTree = (repo: string, commit: string, under: string) =>
  git(repo, 'ls-tree', '-r', '--name-only', commit, under).split('\n').filter(Boolean);
const show = (repo: string, commit: string, path: string) => git(repo, 'show', `${commit}:${path}`);

/** Headers every Lockstep model set provides; a program that needs others is left out. */
const standardHeaders = new Set([
  'pthread.h',
  'stdlib.h',
  'stdatomic.h',
  'assert.h',
  'stdio.h',
  'stdbool.h',
  'unistd.h',
  'stdint.h',
  'inttypes.h',
  'string.h',
  'stddef.h',
  'limits.h',
  'threads.h',
  'atomic',
  'cassert',
  'cstdlib',
  'cstdio',
  'limits',
  'thread',
  'mutex',
  'vector',
  'memory',
  'errno.h',
  'sched.h',
  'time.h',
  'sys/time.h',
  'sys/types.h',
  'semaphore.h',
  'stdarg.h',
  'math.h',
  'iostream',
  'condition_variable',
  'new',
  'cstdint',
  'cstring',
  'cstddef',
  'stdexcept',
  'string',
  'map',
  'memory.h',
  'signal.h',
  'dlfcn.h',
  'sanitizer/tsan_interface.h',
  'sanitizer/common_interface_defs.h',
  'sys/mman.h',
]);

/** Files the program text includes with quotes, transitively, repository-relative. */
function quotedIncludes(repo: string, commit: string, path: string, tree: Set<string>, seen: Set<string>) {
  if (seen.has(path)) return;
  seen.add(path);
  for (const m of show(repo, commit, path).matchAll(/^\s*#\s*include\s*"([^"]+)"/gm)) {
    const target = posix.normalize(posix.join(posix.dirname(path), m[1]!));
    if (tree.has(target)) quotedIncludes(repo, commit, target, tree, seen);
  }
}

function angleIncludes(text: string): string[] {
  return [...text.matchAll(/^\s*#\s*include\s*<([^>]+)>/gm)].map((m) => m[1]!);
}

const langOf = (path: string) => (/\.(cc|cpp|cxx)$/.test(path) ? 'C++' : 'C');

const genmcThreadApi =
  /__VERIFIER_(spawn|thread_|join|mutex_|cond_|barrier_|rwlock|hp_|method_|atexit|malloc|free|openFS|creatFS)/;

function genmc(): { rows: CorpusRow[]; support: SupportRow[] } {
  const repo = 'MPI-SWS/genmc';
  const commit = head(repo);
  const files = listTree(repo, commit, 'tests');
  const tree = new Set(files);
  const testDirs = new Set(
    files
      .filter((f) => /^tests\/(correct|wrong)\/.*\/variants\/[^/]+\.(c|cpp)$/.test(f))
      .map((f) => posix.dirname(posix.dirname(f))),
  );
  const rows: CorpusRow[] = [];
  const support = new Set<string>();
  for (const dir of [...testDirs].sort()) {
    const correct = dir.startsWith('tests/correct/');
    const argFiles = files.filter((f) =>
      new RegExp(`^${escapeRegExp(dir)}/(args|genmc)\\.rc11\\.[a-z]+\\.in$`).test(f),
    );
    const argLines = argFiles.flatMap((f) => show(repo, commit, f).split('\n').filter(Boolean));
    if (argLines.some((l) => /-disable-race-detection|-unroll|-include|-I/.test(l))) continue;
    if (tree.has(`${dir}/unroll.in`) && correct) continue;
    const clangArgs = (argLines[0] ?? '').split('|')[correct ? 1 : 0] ?? '';
    const flags = correct ? clangArgs.split(/\s+/).filter((a) => /^-D/.test(a)) : [];
    const variants = files.filter((f) =>
      new RegExp(`^${escapeRegExp(dir)}/variants/[^/]+\\.(c|cpp)$`).test(f),
    );
    for (const variant of variants) {
      const included = new Set<string>();
      quotedIncludes(repo, commit, variant, tree, included);
      const headers = [...included].flatMap((f) => angleIncludes(show(repo, commit, f)));
      if (headers.some((h) => !standardHeaders.has(h) && h !== 'genmc.h')) continue;
      const usesGenmcApi = headers.includes('genmc.h');
      // GenMC's own thread and lock API (__VERIFIER_spawn, __VERIFIER_mutex_lock, ...) has no
      // Lockstep model: such a program would spawn nothing here and prove nothing.
      if (usesGenmcApi && [...included].some((f) => genmcThreadApi.test(show(repo, commit, f)))) continue;
      let expected: CorpusRow['expected'] = 'race-free';
      let racingLines: string[] = [];
      if (!correct) {
        const trace = files.find((f) =>
          new RegExp(`^${escapeRegExp(variant.replace(/\.(c|cpp)$/, ''))}\\.rc11\\.[a-z]+\\.trace$`).test(f),
        );
        if (!trace) continue;
        const text = show(repo, commit, trace);
        if (!/^Error detected: Non-Atomic race!/m.test(text)) continue;
        expected = 'race';
        racingLines = genmcRacingLines(text, variant, [...included]);
      }
      rows.push({
        repository: repo,
        commit,
        path: variant,
        expected,
        language: langOf(variant),
        racingLines,
        // GenMC's driver always defines the inode size its internal header insists on (src/main.cpp).
        flags: usesGenmcApi ? [...flags, '-Iinclude', '-D__CONFIG_GENMC_INODE_DATA_SIZE=64'] : flags,
      });
      for (const f of included) if (f !== variant) support.add(f);
    }
  }
  // Only these two of GenMC's include/ are materialised, so -Iinclude exposes them and none of
  // GenMC's own pthread.h or stdatomic.h, which would shadow Lockstep's models.
  if (rows.some((r) => r.flags.includes('-Iinclude')))
    for (const header of ['include/genmc.h', 'include/genmc_internal.h']) support.add(header);
  return { rows, support: [...support].sort().map((path) => ({ repository: repo, commit, path })) };
}

/** "Event (2, 2) conflicts with event (1, 1)": the two events' `L.n: file` in the graph dump. */
function genmcRacingLines(trace: string, variant: string, files: string[]): string[] {
  const conflict = /Event \((\d+), (\d+)\) conflicts with event \((\d+), (\d+)\)/.exec(trace);
  if (!conflict) return [];
  const events = [`(${conflict[1]}, ${conflict[2]})`, `(${conflict[3]}, ${conflict[4]})`];
  const out: string[] = [];
  for (const event of events) {
    const line = trace.split('\n').find((l) => l.trim().startsWith(`${event}:`));
    const m = line && /L\.(\d+): (\S+)/.exec(line);
    if (!m) continue;
    const file = files.find((f) => posix.basename(f) === m[2]);
    if (file) out.push(`${posix.relative(posix.dirname(variant), file) || posix.basename(file)}:${m[1]}`);
  }
  return [...new Set(out)];
}

const tsanExcluded =
  /Annotate|ANNOTATE|__tsan_(?!testonly_barrier)|java\.h|fork\s*\(|signal\s*\(|sigaction|dlopen|setjmp|longjmp|pthread_kill|raise\s*\(|__sanitizer_|TSAN_OPTIONS|-fsanitize-(blacklist|ignorelist)|suppressions|vptr|ucontext|mmap|syscall|sigsetjmp|atexit|libdispatch|dispatch_|__has_feature|posix_memalign|_Unwind|std::thread|malloc_usable|getline|printf\("%p/;

/** Tests whose race TSan reports on a synchronisation object's lifetime, outside the race definition. */
const tsanLifetimeRaces = new Set(['test/tsan/race_on_mutex.c', 'test/tsan/race_on_mutex2.c']);

function tsan(): { rows: CorpusRow[]; support: SupportRow[] } {
  const repo = 'llvm-mirror/compiler-rt';
  const commit = head(repo);
  const files = listTree(repo, commit, 'test/tsan').filter((f) => /^test\/tsan\/[^/]+\.(c|cc|cpp)$/.test(f));
  const rows: CorpusRow[] = [];
  for (const path of files) {
    const text = show(repo, commit, path);
    if (tsanExcluded.test(text) || tsanLifetimeRaces.has(path)) continue;
    const runLines = firstRunCommand(text);
    if (runLines.length === 0 || runLines.some((l) => /REQUIRES|env |-D|%env/.test(l))) continue;
    if (/\/\/\s*(REQUIRES|UNSUPPORTED|XFAIL):/.test(text)) continue;
    const headers = angleIncludes(text);
    if (headers.some((h) => !standardHeaders.has(h))) continue;
    const expectsReport = runLines.some((l) => /%deflake|\bnot\s+(%run|%t)/.test(l));
    const checksRace = /CHECK[^:]*:\s*WARNING: ThreadSanitizer: data race/.test(text);
    let expected: CorpusRow['expected'];
    if (expectsReport && checksRace) expected = 'race';
    else if (
      !expectsReport &&
      !/WARNING: ThreadSanitizer: (?!data race)/.test(text.replace(/CHECK-NOT.*/g, ''))
    )
      expected = 'race-free';
    else continue;
    // A race TSan reports inside a pthread function is on the synchronisation object's lifetime
    // (a mutex destroyed while locked), not a race of the program's own accesses.
    if (expected === 'race' && /CHECK[^:]*:\s*#0 (pthread_|sem_)/.test(text)) continue;
    // TSan also reports races on file descriptors (close against read): not memory accesses.
    if (/file descriptor|\bfd\b/.test(text) || /\/fd_/.test(path)) continue;
    // Only the shared test.h: other quoted headers wrap TSan's own interfaces.
    if ([...text.matchAll(/^\s*#\s*include\s*"([^"]+)"/gm)].some((m) => m[1] !== 'test.h')) continue;
    const racingLines = expected === 'race' ? tsanRacingLines(text, posix.basename(path)) : [];
    rows.push({
      repository: repo,
      commit,
      path,
      expected,
      language: /%clangxx/.test(runLines.join('\n')) || /\.(cc|cpp)$/.test(path) ? 'C++' : 'C',
      racingLines,
      flags: ['-Itest/tsan', '-Itest', '-Iinclude', '--config=tsan.lockstep.yml'],
    });
  }
  const support = [
    'test/tsan/test.h',
    'test/sanitizer_common/print_address.h',
    'include/sanitizer/tsan_interface.h',
    'include/sanitizer/common_interface_defs.h',
  ].map((path) => ({ repository: repo, commit, path }));
  return { rows, support };
}

/** The first RUN command (with its `\\` continuation lines): the one that tests the program as written. */
function firstRunCommand(text: string): string[] {
  const lines = text.split('\n').filter((l) => /\/\/\s*RUN:/.test(l));
  const out: string[] = [];
  const start = lines.findIndex((l) => /%clang/.test(l));
  for (const l of lines.slice(Math.max(start, 0))) {
    out.push(l);
    if (!l.trimEnd().endsWith('\\')) break;
  }
  return out;
}

/** `file.c:12` or `file.c:[[@LINE+1]]` in the CHECK lines of a report. */
function tsanRacingLines(text: string, base: string): string[] {
  const out = new Set<string>();
  text.split('\n').forEach((line, i) => {
    // Frame #0 is the access itself; deeper frames are its callers.
    if (!/^\s*\/\/\s*CHECK.*#0 /.test(line)) return;
    for (const m of line.matchAll(
      new RegExp(`${escapeRegExp(base)}:(?:(\\d+)|\\[\\[@LINE([+-]\\d+)?\\]\\])`, 'g'),
    ))
      out.add(`${base}:${m[1] ?? i + 1 + Number(m[2] ?? 0)}`);
  });
  return [...out].sort();
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const outDir = join(dirname(new URL(import.meta.url).pathname), '../../eval/corpora');
mkdirSync(outDir, { recursive: true });
const sources = { genmc: genmc(), tsan: tsan() };
const all: CorpusRow[] = [];
const allSupport: SupportRow[] = [];
for (const [name, { rows, support }] of Object.entries(sources)) {
  writeFileSync(join(outDir, `${name}.tsv`), formatCorpus(rows));
  writeFileSync(join(outDir, `${name}.support.tsv`), formatSupport(support));
  all.push(...rows);
  allSupport.push(...support);
  const race = rows.filter((r) => r.expected === 'race').length;
  console.log(
    `${name}: ${rows.length} programs (${race} race, ${rows.length - race} race-free), ${support.length} support files`,
  );
}
writeFileSync(join(outDir, 'all.tsv'), formatCorpus(all));
writeFileSync(join(outDir, 'all.support.tsv'), formatSupport(allSupport));
