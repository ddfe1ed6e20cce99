/**
 * The value slice (src/check/relevance.ts) is the least set of cells closed under the flows into
 * what decides: however long the chain of copies that carries a value to a branch, what never
 * flows there stays "any value".
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Relevance } from '../../src/check/relevance.js';
import { analyze } from '../../src/engine.js';

async function layer1(code: string) {
  const dir = mkdtempSync(join(tmpdir(), 'lockstep-rel-'));
  const file = join(dir, 'prog.c');
  writeFileSync(file, code);
  return analyze({ units: [{ file }], root: dir, check: false });
}

describe('value slice', () => {
  it('follows a chain of 80 copies to its end and marks nothing else (no round limit)', async () => {
    const n = 80;
    const globals = Array.from({ length: n + 1 }, (_, k) => `int g${k};`).join('\n');
    // Written forwards, so that a pass over the flows in program order learns one link per pass.
    const chain = Array.from({ length: n }, (_, k) => `  g${k + 1} = g${k};`).join('\n');
    const out = await layer1(
      `${globals}\nint unrelated, counter;\nint main(void) {\n  unrelated = counter;\n${chain}\n  if (g${n}) return 1;\n  return 0;\n}\n`,
    );
    const rel = new Relevance(out.program, out.layer1.pt);
    const cellOf = (name: string) => {
      const v = [...out.program.globals.values()].find((g) => g.name === name)!;
      return rel.isRelevant({ k: 'var', id: v.id }, undefined);
    };
    expect(cellOf(`g${n}`)).toBe(true);
    expect(cellOf('g0')).toBe(true);
    expect(cellOf('unrelated')).toBe(false);
    expect(cellOf('counter')).toBe(false);
  });

  it('makes every field copied from relevant when one field copied into is', async () => {
    const out = await layer1(
      'struct s { int a, b; } x, y;\nint other;\nvoid set(void) { x.a = 1; x.b = 2; }\nint main(void) {\n  set();\n  y = x;\n  if (y.a) return 1;\n  return other;\n}\n',
    );
    const rel = new Relevance(out.program, out.layer1.pt);
    const cellOf = (name: string) => {
      const v = [...out.program.globals.values()].find((g) => g.name === name)!;
      return out.layer1.pt.cellOf({ k: 'var', id: v.id }, undefined);
    };
    const fields = out.layer1.pt.leavesOf(cellOf('x'));
    expect(fields.length).toBeGreaterThanOrEqual(2);
    for (const f of fields) expect(rel.isRelevantCell(f)).toBe(true);
    expect(rel.isRelevantCell(cellOf('other'))).toBe(false);
  });
});
