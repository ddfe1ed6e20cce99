export { predefinedMacros } from './predefined.js';
export { createPreprocessorCache, nodeFs, preprocess } from './preprocess.js';
export type * from './types.js';
