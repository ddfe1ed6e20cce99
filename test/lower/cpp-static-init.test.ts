/**
 * C++ static initialisation across units: every unit's initialisers run before `main` (the
 * linker calls each unit's at `main`'s entry), so bodies registered by a global object's
 * constructor in one file are started by `main` in another.
 */
import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/engine.js';
import { nodeFs } from '../../src/frontend/preprocess/index.js';
import { fn, instrs, lowerSources } from '../helpers.js';

const registry = `#include <vector>
typedef void (*Body)();
std::vector<Body>& registry();
struct Registrar { explicit Registrar(Body b) { registry().push_back(b); } };
`;

const main = `#include <thread>
#include "reg.h"
std::vector<Body>& registry() { static std::vector<Body> r; return r; }
int main() {
  std::vector<std::thread> ts;
  for (Body b : registry()) { ts.emplace_back(b); ts.emplace_back(b); }
  for (auto& t : ts) t.join();
  return 0;
}
`;

const bench = (locked: boolean) => `#include <mutex>
#include "reg.h"
int hits = 0;
std::mutex mu;
void bench_body() { ${locked ? 'std::lock_guard<std::mutex> g(mu); ' : ''}hits++; }
static Registrar r(&bench_body);
`;

function files(locked: boolean): Record<string, string> {
  return { '/src/reg.h': registry, '/src/main.cpp': main, '/src/bench.cpp': bench(locked) };
}

describe('C++ static initialisation', () => {
  it("main's entry calls the other unit's initialisers, which construct its globals", async () => {
    const r = await lowerSources(files(false));
    const first = instrs(fn(r, 'main'))[0];
    expect(first?.op === 'call' && first.callee.k === 'fn' ? first.callee.id : undefined).toMatch(
      /^__static_init@.*bench\.cpp$/,
    );
    const init = fn(r, 'static initialisation of bench.cpp');
    const ctor = instrs(init).find((i) => i.op === 'call');
    expect(ctor?.op === 'call' && ctor.callee.k === 'fn' ? ctor.callee.id : undefined).toBe(
      'Registrar::Registrar',
    );
  });

  it('a body registered from another unit runs on the threads main starts', async () => {
    const run = async (locked: boolean) => {
      const f = files(locked);
      const fs = { readFile: (p: string) => (p in f ? f[p] : nodeFs.readFile(p)) };
      const units = [{ file: '/src/main.cpp' }, { file: '/src/bench.cpp' }];
      return (await analyze({ units, fs, root: '/src' })).result;
    };
    const racy = await run(false);
    expect(racy.verdict).toBe('race');
    expect(racy.findings.map((x) => x.status)).toEqual(['confirmed']);
    expect(racy.findings[0]?.accesses.every((a) => a.function === 'bench_body')).toBe(true);
    const locked = await run(true);
    expect(locked.verdict).toBe('race-free');
  });
});
