import pkg from '../package.json' with { type: 'json' };

export const TOOL_NAME = 'lockstep';
export const VERSION: string = pkg.version;
