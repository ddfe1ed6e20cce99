export { predefinedMacros } from './predefined.js';
export { boundedFs, createPreprocessorCache, nodeFs, preprocess } from './preprocess.js';
export { locator } from './sourcemap.js';
export type * from './types.js';
