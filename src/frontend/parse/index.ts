/**
 * tree-sitter (WASM) parsing of preprocessed text. Grammars load once per process.
 */
import { Language, Parser, type Tree } from 'web-tree-sitter';
import { resources } from '../../util/resources.js';
import type { Language as SourceLanguage } from '../preprocess/types.js';

export type { Node as SyntaxNode, Tree } from 'web-tree-sitter';

let ready: Promise<{ c: Language; cpp: Language }> | undefined;

async function load(): Promise<{ c: Language; cpp: Language }> {
  await Parser.init({ locateFile: () => resources.runtimeWasm });
  const [c, cpp] = await Promise.all([
    Language.load(resources.grammarC),
    Language.load(resources.grammarCpp),
  ]);
  return { c, cpp };
}

/** A parser for one language; reuse it across units of that language. */
export interface SourceParser {
  parse(text: string): Tree;
}

export async function createParser(lang: SourceLanguage): Promise<SourceParser> {
  ready ??= load();
  const grammars = await ready;
  const parser = new Parser();
  parser.setLanguage(lang === 'c' ? grammars.c : grammars.cpp);
  return {
    parse(text: string): Tree {
      const tree = parser.parse(text);
      if (!tree) throw new Error('tree-sitter returned no tree');
      return tree;
    },
  };
}
