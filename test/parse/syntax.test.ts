import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createParser } from '../../src/frontend/parse/index.js';
import { applyGnuShim } from '../../src/frontend/parse/shim.js';
import { copyTree, cursorCopy, rawCursorActive, shape } from '../../src/frontend/parse/syntax.js';
import { nodeFs, preprocess } from '../../src/frontend/preprocess/index.js';
import { resources } from '../../src/util/resources.js';

const fixtures = join(import.meta.dirname, '../fixtures/frontend');

describe('syntax tree copy', () => {
  it('the raw fast walk gives the same tree as the cursor methods, on real programs and broken ones', async () => {
    const parser = await createParser('c');
    const files = readdirSync(fixtures).filter((f) => f.endsWith('.c'));
    expect(files.length).toBeGreaterThan(5);
    const broken = 'int f(int a) { return a +; }\nstruct { int x; \nint g(void) { return 1; }\n';
    for (const source of [...files.map((f) => preprocessed(join(fixtures, f))), broken]) {
      const tree = parser.parse(source);
      const fast = copyTree(tree, source);
      expect(rawCursorActive()).toBe(true);
      expect(shape(fast)).toBe(shape(cursorCopy(tree, source)));
      expect(fast.hasError).toBe(tree.rootNode.hasError);
      tree.delete();
    }
  });

  it('keeps punctuation only where a field names it, and text is the source span', async () => {
    const parser = await createParser('c');
    const source = 'int x = a++ + (b);';
    const tree = parser.parse(source);
    const root = copyTree(tree, source);
    tree.delete();
    const update = root.descendantsOfType('update_expression')[0]!;
    expect(update.childForFieldName('operator')?.text).toBe('++');
    expect(update.children.map((c) => c.type)).toEqual(['identifier', '++']);
    expect(root.descendantsOfType('parenthesized_expression')[0]!.children.map((c) => c.type)).toEqual([
      'identifier',
    ]);
    expect(root.descendantsOfType('init_declarator')[0]!.text).toBe('x = a++ + (b)');
  });
});

function preprocessed(file: string): string {
  const r = preprocess({ file, lang: 'c', builtinIncludeDirs: [resources.modelHeaders], fs: nodeFs });
  return applyGnuShim(r.text);
}
