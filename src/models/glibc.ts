/** glibc's internal names that preprocessed sources carry (`__xstat`, `__strdup`, fortified `__*_chk`). */
import type { ModelEntry } from './types.js';

export const GLIBC: ModelEntry[] = [];
