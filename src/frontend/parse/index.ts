// The parser's public face: tree-sitter parsing (parser.ts) and the syntax trees built from it (syntax.ts).
export type { Tree } from 'web-tree-sitter';
export { createParser, type SourceParser } from './parser.js';
export { buildTree, copyTree, type FlatTree, flattenTree, SyntaxNode } from './syntax.js';
