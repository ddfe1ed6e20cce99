/**
 * tree-sitter (WASM) parsing of preprocessed text. The runtime and each grammar load once per
 * thread, and a grammar only when a unit of its language turns up (the C++ one is 3 MB of WASM).
 */
import { Language, Parser, type Tree } from 'web-tree-sitter';
import { resources } from '../../util/resources.js';
import type { Language as SourceLanguage } from '../preprocess/types.js';
import { useRawCursor } from './syntax.js';

let runtime: Promise<void> | undefined;
const grammars = new Map<SourceLanguage, Promise<Language>>();

function grammar(lang: SourceLanguage): Promise<Language> {
  if (!runtime) {
    // Emscripten fills this object in as the module: the raw cursor functions live on it.
    const module: Record<string, unknown> = { locateFile: () => resources.runtimeWasm };
    runtime = Parser.init(module).then(() => useRawCursor(module));
  }
  let g = grammars.get(lang);
  if (!g) {
    g = runtime.then(() => Language.load(lang === 'c' ? resources.grammarC : resources.grammarCpp));
    grammars.set(lang, g);
  }
  return g;
}

/** A parser for one language; reuse it across units of that language. */
export interface SourceParser {
  parse(text: string): Tree;
}

export async function createParser(lang: SourceLanguage): Promise<SourceParser> {
  const language = await grammar(lang);
  const parser = new Parser();
  parser.setLanguage(language);
  return {
    parse(text: string): Tree {
      const tree = parser.parse(text);
      if (!tree) throw new Error('tree-sitter returned no tree');
      return tree;
    },
  };
}
