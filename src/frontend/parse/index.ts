// The parser's public face: tree-sitter parsing (parser.ts) and the syntax trees built from it (syntax.ts).
export { createParser, type SourceParser } from './parser.js';
export { buildTree, type FlatTree, SyntaxNode } from './syntax.js';
