export { predefinedMacros } from './predefined.js';
export { boundedFs, createPreprocessorCache, nodeFs, preprocess } from './preprocess.js';
export { locator, type SourceMapSegments } from './sourcemap.js';
export type * from './types.js';
