/**
 * Parse damage stays local (issue: every word Lockstep prints is true): a syntax error loses the
 * smallest construct that holds it, names it with file:line:column, and makes the verdict
 * `unknown`; `main` is never silently lost.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createParser } from '../../src/frontend/parse/index.js';
import { definitionStarts, mergeTopLevel, parseRecovering } from '../../src/frontend/parse/recover.js';
import { buildTree, flattenTree } from '../../src/frontend/parse/syntax.js';
import { accessList, fn, lowerC, lowerSources, runCliCaptured } from '../helpers.js';

/** `lockstep check --format json` on one file: the verdict, the findings, the damage diagnostics. */
async function checkJson(
  name: string,
  text: string,
): Promise<{ verdict: string; findings: string[]; diagnostics: string[] }> {
  const dir = mkdtempSync(join(tmpdir(), 'lockstep-damage-'));
  const file = join(dir, name);
  writeFileSync(file, text);
  const json = JSON.parse((await runCliCaptured(['check', '--format', 'json', file], dir)).stdout);
  return {
    verdict: json.verdict,
    findings: json.findings.map((f: { location: string; status: string }) => `${f.location} ${f.status}`),
    diagnostics: json.diagnostics
      .filter((d: { code: string }) => d.code !== 'data-race')
      .map(
        (d: { code: string; line: number; column: number; message: string }) =>
          `${d.code} ${d.line}:${d.column} ${d.message}`,
      ),
  };
}

/** A `for` missing its `)`: tree-sitter reads the rest of the file, main included, as its body. */
const SWALLOWING = `#include <pthread.h>
int total;
int other;
void *worker(void *a) {
  other = 1;
  for (int i = 0; i < 10; i++ {
    total++;
  }
  return 0;
}

int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, worker, 0);
  pthread_create(&t2, 0, worker, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  return total;
}
`;

describe('damage stays local', () => {
  it('a damaged loop does not swallow the functions after it', async () => {
    const r = await lowerC(SWALLOWING);
    expect([...r.program.functions.values()].map((f) => f.name).sort()).toEqual(['main', 'worker']);
    expect(r.program.skipped).toEqual([]);
    // The statement before the damage is kept; the damaged `for` is lost, and said so where it is.
    expect(accessList(fn(r, 'worker'))).toContain('W other@5');
    expect(accessList(fn(r, 'worker')).some((a) => a.includes('total'))).toBe(false);
    const d = r.diagnostics.filter((x) => x.code === 'parse-error');
    expect(d.map((x) => [x.line, x.column])).toEqual([[6, 3]]);
    expect(d[0]?.message).toMatch(/the enclosing statement is skipped/);
    // What the parser met, cut at a word's end, not inside a token (`total+`).
    expect(d[0]?.message).toContain("unexpected 'for (int i = 0; i < 10; i++ { total++; } …'");
    expect(r.program.damaged.map((x) => x.line)).toEqual([6]);
  });

  it('a damaged statement costs that statement only: the race after it is still found', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lockstep-damage-'));
    const file = join(dir, 'racy.c');
    writeFileSync(
      file,
      `#include <pthread.h>
int shared;
int g(int);
void *worker(void *a) {
  g(1, );
  shared++;
  return 0;
}
int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, worker, 0);
  pthread_create(&t2, 0, worker, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  return 0;
}
`,
    );
    const out = await runCliCaptured(['check', '--format', 'json', file], dir);
    const json = JSON.parse(out.stdout);
    expect(json.findings.map((f: { location: string }) => f.location)).toEqual(['shared']);
    expect(json.diagnostics).toContainEqual(
      expect.objectContaining({ code: 'parse-error', file: 'racy.c', line: 5, column: 6 }),
    );
    expect(json.verdictReasons.join('\n')).toMatch(/1 syntax error inside the analysed code/);
  });

  it('a damaged loop in main costs the loop only, not the rest of main', async () => {
    // tree-sitter reads everything after the broken `for` as one error running to main's end:
    // the threads were never started and the race never seen.
    const dir = mkdtempSync(join(tmpdir(), 'lockstep-damage-'));
    const file = join(dir, 'main.c');
    writeFileSync(
      file,
      `#include <pthread.h>
static int shared;
static int table[8];
static void *worker(void *arg) {
  (void)arg;
  shared++;
  return 0;
}
int main(void) {
  pthread_t a, b;
  for (int i = 0; i < 8; i++ {
    table[i] = i;
  }
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return shared + table[3];
}
`,
    );
    const out = await runCliCaptured(['check', '--format', 'json', file], dir);
    const json = JSON.parse(out.stdout);
    expect(
      json.findings.map((f: { location: string; status: string }) => `${f.location} ${f.status}`),
    ).toEqual(['shared confirmed']);
    const errors = json.diagnostics.filter((d: { code: string }) => d.code === 'parse-error');
    expect(errors.map((d: { line: number; message: string }) => `${d.line}: ${d.message}`)).toEqual([
      "11: syntax error: unexpected 'for (int i = 0; i < 8; i++ { table[i] = …'; the enclosing statement is skipped",
    ]);
    expect(json.verdictReasons.join('\n')).toMatch(/1 syntax error inside the analysed code/);
  });

  it("a syntax error in a thread's lambda costs that statement, not the thread", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lockstep-damage-'));
    const file = join(dir, 'lambda.cpp');
    writeFileSync(
      file,
      `#include <thread>
int hits = 0;
int main() {
  std::thread a([] {
    hits++;
    int unused = 1 + ;
  });
  std::thread b([] { hits++; });
  a.join();
  b.join();
  return hits;
}
`,
    );
    const out = await runCliCaptured(['check', '--format', 'json', file], dir);
    const json = JSON.parse(out.stdout);
    expect(
      json.findings.map((f: { location: string; status: string }) => `${f.location} ${f.status}`),
    ).toEqual(['hits confirmed']);
    const errors = json.diagnostics.filter((d: { code: string }) => d.code === 'parse-error');
    expect(errors.map((d: { line: number; message: string }) => `${d.line}: ${d.message}`)).toEqual([
      "6: syntax error: unexpected '+'; the enclosing declaration is skipped ('unused' is kept, with an unknown value)",
    ]);
    expect(json.stats.threads).toBe(3);
  });

  it('a C++ member whose parameter list is damaged is skipped alone, not with its class', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lockstep-damage-'));
    const file = join(dir, 'meter.cpp');
    writeFileSync(
      file,
      `#include <thread>
struct Meter {
  int value = 0;
  void add(int d) { value += d; }
  int bad(int x { return x; }
};
int main() {
  Meter m;
  std::thread a([&m] { m.add(1); });
  std::thread b([&m] { m.add(2); });
  a.join();
  b.join();
  return m.value;
}
`,
    );
    const out = await runCliCaptured(['check', '--format', 'json', file], dir);
    const json = JSON.parse(out.stdout);
    expect(
      json.findings.map((f: { location: string; status: string }) => `${f.location} ${f.status}`),
    ).toEqual(['m.value confirmed']);
    const skipped = json.diagnostics.filter((d: { code: string }) => d.code === 'function-skipped');
    expect(skipped.map((d: { line: number; message: string }) => `${d.line}: ${d.message}`)).toEqual([
      "5: function 'Meter::bad' skipped: syntax error (missing ')')",
    ]);
    expect(json.diagnostics.some((d: { message: string }) => d.message.includes('<unknown class>'))).toBe(
      false,
    );
  });

  it('a damaged struct definition is reported, not dropped in silence', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lockstep-damage-'));
    const file = join(dir, 'pair.c');
    writeFileSync(
      file,
      'struct pair { int a; int b c; };\nstatic struct pair p;\nint main(void) { return p.a; }\n',
    );
    const out = await runCliCaptured(['check', '--format', 'json', file], dir);
    const json = JSON.parse(out.stdout);
    const errors = json.diagnostics.filter((d: { code: string }) => d.code === 'parse-error');
    expect(errors.map((d: { line: number; message: string }) => `${d.line}: ${d.message}`)).toEqual([
      "1: syntax error: unexpected 'c'; the declaration of member 'b' of struct 'pair' is skipped (its type is unknown)",
    ]);
    expect(json.verdict).toBe('unknown');
  });

  it('a damaged C struct member costs that member, in a typedef and in a function too', async () => {
    const r = await lowerC(`typedef struct { int a; int b c; } pair_t;
pair_t q;
int f(void) {
  struct local { int x; int y z; } l;
  l.x = 1;
  return q.a;
}
`);
    expect(
      r.diagnostics.filter((d) => d.code === 'parse-error').map((d) => `${d.line}: ${d.message}`),
    ).toEqual([
      "1: syntax error: unexpected 'c'; the declaration of member 'b' of 'pair_t' is skipped (its type is unknown)",
      "4: syntax error: unexpected 'z'; the declaration of member 'y' of struct 'local' is skipped (its type is unknown)",
    ]);
    // `l` is declared (no undeclared name), and the function keeps its statements.
    expect(r.diagnostics.map((d) => d.code)).toEqual(['parse-error', 'parse-error']);
    expect(accessList(fn(r, 'f'))).toEqual(['R q.a@6']);
    expect(r.program.damaged.length).toBe(2);
  });

  it("a syntax error in a function template's statement costs that statement, not the template", async () => {
    const out = await checkJson(
      'template.cpp',
      `#include <thread>
int hits = 0;
template <typename T>
void bump(T by) {
  hits += by;
  T unused = by +
}
int main() {
  std::thread a([] { bump(1); });
  std::thread b([] { bump(2); });
  a.join();
  b.join();
  return hits;
}
`,
    );
    expect(out.verdict).toBe('race');
    expect(out.findings).toEqual(['hits confirmed']);
    expect(out.diagnostics).toEqual([
      "parse-error 6:3 syntax error: unexpected 'T unused = by +'; the enclosing statement is skipped",
    ]);
  });

  it('a function template whose head is damaged is skipped and counted, not "has no body"', async () => {
    const r = await lowerSources({
      '/src/t.cpp': `int hits = 0;
template <typename T>
void bump(T by { hits += by; }
int main() { bump(1); return hits; }
`,
    });
    expect(r.program.skipped.map((s) => s.name)).toEqual(['bump']);
    expect(r.diagnostics.filter((d) => d.severity !== 'note').map((d) => `${d.code} ${d.message}`)).toEqual([
      "function-skipped function 'bump' skipped: syntax error (missing ')')",
    ]);
  });

  it('a class template keeps its members; a member template whose head is damaged is skipped alone', async () => {
    const r = await lowerSources({
      '/src/t.cpp': `template <typename T>
struct Box {
  T item{};
  int spare = 1 + ;
  void set(T v) { item = v; }
  template <typename U>
  void put(U u { item = u; }
};
int main() { Box<int> b; b.set(1); return b.item; }
`,
    });
    expect(fn(r, 'Box::set')).toBeDefined();
    expect(r.program.skipped.map((s) => s.name)).toEqual(['Box::put']);
    expect(r.diagnostics.filter((d) => d.severity !== 'note').map((d) => `${d.line}: ${d.message}`)).toEqual([
      "4: syntax error: missing 'identifier'; the initializer of member 'Box::spare' is skipped (the member is kept)",
      "7: function 'Box::put' skipped: syntax error (missing ')')",
    ]);
  });

  it("a data member's damaged initializer costs the initializer; a damaged member costs that member", async () => {
    const out = await checkJson(
      'member.cpp',
      `#include <thread>
struct Counter {
  int hits = 0;
  int limit = ;
  int b c;
  void bump() { hits++; }
};
int main() {
  Counter c;
  std::thread a([&c] { c.bump(); });
  std::thread b([&c] { c.bump(); });
  a.join();
  b.join();
  return c.hits;
}
`,
    );
    expect(out.verdict).toBe('race');
    expect(out.findings).toEqual(['c.hits confirmed']);
    expect(out.diagnostics).toEqual([
      "parse-error 4:13 syntax error: unexpected '='; the initializer of member 'Counter::limit' is skipped (the member is kept)",
      "parse-error 5:9 syntax error: unexpected 'c'; the declaration of member 'Counter::b' is skipped (its type is unknown)",
    ]);
  });

  it("a global's damaged initializer costs the initializer: the global is kept, its value unknown", async () => {
    const out = await checkJson(
      'global.c',
      `#include <pthread.h>
int hits = 1 + ;
static void *bump(void *arg) {
  (void)arg;
  hits++;
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, bump, 0);
  pthread_create(&b, 0, bump, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return hits;
}
`,
    );
    expect(out.verdict).toBe('race');
    expect(out.findings).toEqual(['hits confirmed']);
    // No "'hits' is not declared": the global is kept.
    expect(out.diagnostics).toEqual([
      "parse-error 2:14 syntax error: unexpected '+'; the initializer of 'hits' is skipped (the variable is kept, its value unknown)",
    ]);
  });

  it("a local's damaged initializer costs the initializer, not the statement the parser read into it", async () => {
    const out = await checkJson(
      'local.c',
      `#include <pthread.h>
static int events;
static void *worker(void *arg) {
  int step = 2 * ;
  events += 1;
  (void)arg;
  return 0;
}
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return events;
}
`,
    );
    // tree-sitter reads `2 * ; events += 1` as one initializer: the race on events was lost.
    expect(out.verdict).toBe('race');
    expect(out.findings).toEqual(['events confirmed']);
    expect(out.diagnostics).toEqual([
      "parse-error 4:14 syntax error: unexpected '2 * ;'; the initializer of 'step' is skipped (the variable is kept, its value unknown)",
    ]);
  });

  it('a data member missing only its `;` is read whole; a lost member is no undeclared name', async () => {
    const r = await lowerSources({
      '/src/t.cpp': `struct S {
  int a
  int b c;
  void f() { a++; b++; }
};
int main() { S s; s.f(); return s.a; }
`,
    });
    expect(r.diagnostics.filter((d) => d.severity !== 'note').map((d) => `${d.line}: ${d.message}`)).toEqual([
      "2: syntax error: missing ';'; read as if it were there",
      "3: syntax error: unexpected 'c'; the declaration of member 'S::b' is skipped (its type is unknown)",
    ]);
    expect(accessList(fn(r, 'S::f'))).toEqual([
      'R %this->a@4',
      'W %this->a@4',
      'R %this->b@4',
      'W %this->b@4',
    ]);
  });

  it('a class keeps a member whose initializer is lost, without the initializer', async () => {
    const r = await lowerSources({
      '/src/t.cpp': `struct S {
  int a = 1;
  int b = 2 + ;
  int c, d e;
  int get() { return a + b; }
};
int main() { S s; return s.get(); }
`,
    });
    expect(r.program.records.get('S')?.fields.map((f) => f.name)).toEqual(['a', 'b', 'c', 'd']);
    // The lost declaration's names stay members, of unknown type.
    expect(r.program.records.get('S')?.fields.map((f) => f.type.k)).toEqual([
      'int',
      'int',
      'unknown',
      'unknown',
    ]);
    expect(
      r.diagnostics.filter((d) => d.code === 'parse-error').map((d) => `${d.line}: ${d.message}`),
    ).toEqual([
      "3: syntax error: missing 'identifier'; the initializer of member 'S::b' is skipped (the member is kept)",
      "4: syntax error: unexpected 'e'; the declaration of members 'S::c' and 'S::d' is skipped (their type is unknown)",
    ]);
    expect(fn(r, 'S::get')).toBeDefined();
  });

  it('a syntax error in a C++ member function costs its statement, not the class', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lockstep-damage-'));
    const file = join(dir, 'counter.cpp');
    writeFileSync(
      file,
      `#include <thread>
static int hits;
struct Counter {
  void bump() { hits++; }
  int get() const { int h = hits return h; }
};
int main() {
  Counter c;
  std::thread t1([&] { c.bump(); });
  std::thread t2([&] { c.bump(); });
  t1.join();
  t2.join();
  return c.get();
}
`,
    );
    const out = await runCliCaptured(['check', '--format', 'json', file], dir);
    const json = JSON.parse(out.stdout);
    expect(
      json.findings.map((f: { location: string; status: string }) => `${f.location} ${f.status}`),
    ).toEqual(['hits confirmed']);
    const errors = json.diagnostics.filter((d: { code: string }) => d.code === 'parse-error');
    expect(errors.map((d: { line: number; message: string }) => `${d.line}: ${d.message}`)).toEqual([
      "5: syntax error: unexpected 'return h'; the enclosing declaration is skipped ('h' is kept, with an unknown value)",
    ]);
    expect(json.diagnostics.some((d: { message: string }) => d.message.includes('<unknown class>'))).toBe(
      false,
    );
  });

  it('a syntax error in one function of a namespace costs that function, not the namespace', async () => {
    const out = await checkJson(
      'stats.cpp',
      `#include <thread>
#include <cstdio>

namespace stats {
int count = 0;
void bump() { count++; }
int twice(int x { return 2 * x; }
}

int main() {
  std::thread a([] { stats::bump(); });
  std::thread b([] { stats::bump(); });
  a.join();
  b.join();
  std::printf("%d\\n", stats::count);
  return 0;
}
`,
    );
    expect(out.verdict).toBe('race');
    expect(out.findings).toEqual(['stats::count confirmed']);
    expect(out.diagnostics).toEqual([
      "function-skipped 7:16 function 'stats::twice' skipped: syntax error (missing ')')",
    ]);
  });

  it('syntax errors in a namespace, a member and a lambda: each costs its own construct', async () => {
    const out = await checkJson(
      's04.cpp',
      `#include <thread>
#include <cstdio>

namespace stats {
int count = 0;
void bump() { count++; }
int twice(int x { return 2 * x; }
}

struct Meter {
  int value = 0;
  void add(int d) { value += d; }
  int bad(int x { return x; }
};

int main() {
  Meter m;
  std::thread a([&m] {
    stats::bump();
    int unused = 1 + ;
    m.add(1);
  });
  std::thread b([&m] {
    stats::bump();
    m.add(2);
  });
  a.join();
  b.join();
  std::printf("%d %d\\n", stats::count, m.value);
  return 0;
}
`,
    );
    expect(out.verdict).toBe('race');
    expect(out.findings).toEqual(['stats::count confirmed', 'm.value confirmed']);
    expect(out.diagnostics).toEqual([
      "function-skipped 7:16 function 'stats::twice' skipped: syntax error (missing ')')",
      "function-skipped 13:16 function 'Meter::bad' skipped: syntax error (missing ')')",
      "parse-error 20:20 syntax error: unexpected '+'; the enclosing declaration is skipped ('unused' is kept, with an unknown value)",
    ]);
  });

  it('a member missing its `;` and `}` costs that member: the class and its race are kept', async () => {
    const out = await checkJson(
      'counter.cpp',
      `#include <thread>
static int hits;
struct Counter {
  int value = 0;
  void bump() { hits++; value++; }
  int get() const { return hits
};
int main() {
  Counter c;
  std::thread t1([&] { c.bump(); });
  std::thread t2([&] { c.bump(); });
  t1.join();
  t2.join();
  return c.value;
}
`,
    );
    expect(out.verdict).toBe('race');
    expect(out.findings).toEqual(['hits confirmed', 'c.value confirmed']);
    expect(out.diagnostics).toEqual([
      "function-skipped 7:1 function 'Counter::get' skipped: syntax error (unexpected '}')",
    ]);
  });

  it('an ERROR node that swallows a namespace head keeps the namespace and its other members', async () => {
    const r = await lowerSources({
      '/src/t.cpp': `namespace app {
int hits;
struct Counter {
  void bump() { hits++; }
  int get() const { return hits
};
void reset() { hits = 0; }
}
int main() {
  app::Counter c;
  c.bump();
  app::reset();
  return 0;
}
`,
    });
    expect([...r.program.functions.values()].map((f) => f.name).sort()).toEqual(
      expect.arrayContaining(['app::Counter::bump', 'app::reset', 'main']),
    );
    expect(r.program.skipped.map((s) => s.name)).toEqual(['app::Counter::get']);
    expect(accessList(fn(r, 'app::reset'))).toEqual(['W app::hits@7']);
    expect(r.diagnostics.filter((d) => d.severity !== 'note').map((d) => d.code)).toEqual([
      'function-skipped',
    ]);
  });

  it('a class whose end cannot be found says so, and the verdict is not race-free', async () => {
    const r = await lowerSources({
      '/src/t.cpp': `static int hits;
struct Counter {
  void bump() { hits++; }
  int get() const { return hits;
  void other() { hits--; }
};
int main() {
  Counter c;
  c.bump();
  return 0;
}
`,
    });
    expect(fn(r, 'Counter::bump')).toBeDefined();
    const d = r.diagnostics.filter((x) => x.code === 'parse-error');
    expect(d.map((x) => `${x.line}: ${x.message}`)).toEqual([
      "2: syntax error: struct 'Counter' is not closed (a '}' in it is missing); read as if it ended at line 6",
    ]);
    expect(r.program.damaged.length).toBe(1);
  });

  it('the verdict is unknown, never race-free, when damage was read around', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lockstep-damage-'));
    const file = join(dir, 'quiet.c');
    writeFileSync(
      file,
      SWALLOWING.replace('total++;', 'i++;').replace('other = 1;', '').replace('return total;', 'return 0;'),
    );
    const out = await runCliCaptured(['check', '--format', 'json', file], dir);
    const json = JSON.parse(out.stdout);
    expect(json.verdict).toBe('unknown');
    expect(json.diagnostics.some((d: { code: string }) => d.code === 'no-main')).toBe(false);
  });

  it('a missing closing brace is repaired by the parser, reported, and the function kept', async () => {
    const r = await lowerC('int g;\nvoid f(void) {\n  g = 1;\n\nint main(void) { f(); return g; }\n');
    expect([...r.program.functions.values()].map((x) => x.name).sort()).toEqual(['f', 'main']);
    expect(accessList(fn(r, 'f'))).toEqual(['W g@3']);
    expect(r.program.damaged.length).toBeGreaterThan(0);
    expect(r.diagnostics.some((d) => d.code === 'parse-error')).toBe(true);
  });

  it('a damaged declaration inside a function is lost alone', async () => {
    const r = await lowerC('int g, h;\nvoid f(void) {\n  g = 1;\n  int x = 2 + ;\n  h = 2;\n}\n');
    expect(accessList(fn(r, 'f'))).toEqual(['W g@3', 'W h@5']);
    expect(r.diagnostics.find((d) => d.code === 'parse-error')?.line).toBe(4);
  });

  it('the names a lost declaration declares are no undeclared identifiers after it', async () => {
    const r = await lowerC('int g;\nint f(int x) {\n  int y = (x + 1;\n  g = y;\n  return y;\n}\n');
    expect(r.diagnostics.map((d) => d.code)).toEqual(['parse-error']);
    expect(accessList(fn(r, 'f'))).toEqual(['W g@4']);
  });
});

describe('recovery parse', () => {
  it('finds the lines where a new top-level definition starts', () => {
    const text = 'void f(void) {\n  x;\n}\n\nint main(void) {\n  return 0;\n}\nstatic int y;\n';
    expect(definitionStarts(text, 0, text.length).map((o) => text.slice(o, o + 8))).toEqual([
      'int main',
      'static i',
    ]);
  });

  it('on undamaged text gives exactly the tree of a plain parse', async () => {
    const parser = await createParser('c');
    const text = 'int a;\nvoid f(void) { a = 1; }\nint main(void) { f(); return a; }\n';
    const plain = parser.parse(text);
    const flat = flattenTree(plain);
    plain.delete();
    const r = parseRecovering(parser, text);
    expect(r.pieces).toBe(0);
    expect([...r.tree.records]).toEqual([...flat.records]);
  });

  it('does not cut a namespace whose members start in column 0 at a member with its own damage', async () => {
    const parser = await createParser('c++');
    const text =
      'namespace s {\nint n;\nvoid f() { n++; }\nint g(int x { return x; }\n}\nint main() { return 0; }\n';
    const r = parseRecovering(parser, text);
    expect(r.pieces).toBe(0);
    const root = buildTree(r.tree, text);
    expect(root.namedChildren.map((c) => c.type)).toEqual(['namespace_definition', 'function_definition']);
  });

  it('cuts a member of a namespace that swallowed the next one, and puts it back in its namespace', async () => {
    const parser = await createParser('c++');
    const text =
      'namespace s {\nint n;\nvoid loop() {\n  for (int i = 0; i < 3; i++ {\n    n++;\n  }\n}\nvoid bump() { n++; }\n}\nint main() { return 0; }\n';
    const r = parseRecovering(parser, text);
    expect(r.pieces).toBe(1);
    const root = buildTree(r.tree, text);
    expect(root.namedChildren.map((c) => c.type)).toEqual(['namespace_definition', 'function_definition']);
    const body = root.namedChildren[0]!.childForFieldName('body')!;
    const names = body.namedChildren.map((c) => c.childForFieldName('declarator')?.text.replace(/\(.*/, ''));
    expect(names).toEqual(['n', 'loop', 'bump']);
  });

  it('merges the pieces into one tree in source order', async () => {
    const parser = await createParser('c');
    const r = parseRecovering(parser, SWALLOWING);
    expect(r.pieces).toBe(1);
    const root = buildTree(r.tree, SWALLOWING);
    const kinds = root.namedChildren.map((c) => `${c?.type}@${c?.startIndex}`);
    const starts = root.namedChildren.map((c) => c?.startIndex ?? -1);
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);
    expect(kinds.filter((k) => k.startsWith('function_definition'))).toHaveLength(2);
    // merging one part alone is the identity
    expect([...mergeTopLevel(r.tree, []).records]).toEqual([...r.tree.records]);
  });
});

describe('lowering limits', () => {
  it('a function nested too deeply to lower is its own diagnostic, not a syntax error', async () => {
    const r = await lowerC(
      `int f(int x) { return ${'x+'.repeat(50_000)}1; }\nint main(void) { return f(1); }\n`,
    );
    expect(r.program.skipped.map((s) => [s.name, s.cause])).toEqual([['f', 'limit']]);
    expect(r.diagnostics.map((d) => d.code)).toContain('lower-limit');
    expect(r.diagnostics.map((d) => d.code)).not.toContain('function-skipped');
    expect(r.program.functions.has('main')).toBe(true);
  });
});
