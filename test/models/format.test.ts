/** What printf and scanf formats say about their arguments (src/models/format.ts). */
import { describe, expect, it } from 'vitest';
import { formatEffects } from '../../src/models/format.js';

describe('printf formats', () => {
  it('reads the string of %s and writes the int of %n, and nothing else', () => {
    expect(formatEffects('"%d %s %p %n\\n"', 'printf')).toEqual([
      { arg: 1, kind: 'read' },
      { arg: 3, kind: 'write' },
    ]);
  });
  it('counts `*` widths and precisions as arguments, and %% and %m as none', () => {
    expect(formatEffects('"%% %m %*.*s %-08.3ls"', 'printf')).toEqual([
      { arg: 2, kind: 'read' },
      { arg: 3, kind: 'read' },
    ]);
  });
  it('joins concatenated literals and reads wide ones', () => {
    expect(formatEffects('"%" "ld" " %s"', 'printf')).toEqual([{ arg: 1, kind: 'read' }]);
    expect(formatEffects('L"%ls"', 'printf')).toEqual([{ arg: 0, kind: 'read' }]);
  });
  it('gives up on positional arguments and on what is no literal', () => {
    expect(formatEffects('"%2$s %1$d"', 'printf')).toBeUndefined();
    expect(formatEffects('fmt', 'printf')).toBeUndefined();
  });
});

describe('scanf formats', () => {
  it('writes through every argument it assigns, in order', () => {
    expect(formatEffects('"%d %15s %[^,] %lf %n"', 'scanf')).toEqual([
      { arg: 0, kind: 'write' },
      { arg: 1, kind: 'write' },
      { arg: 2, kind: 'write' },
      { arg: 3, kind: 'write' },
      { arg: 4, kind: 'write' },
    ]);
  });
  it('skips %% and the suppressed conversions, scansets with ] included', () => {
    expect(formatEffects('"%% %*d %[]a] %*[^\\n] %ms"', 'scanf')).toEqual([
      { arg: 0, kind: 'write' },
      { arg: 1, kind: 'write' },
    ]);
  });
});
