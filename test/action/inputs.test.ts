/** The Action's inputs and the diff lines review comments may go on. */
import { describe, expect, it } from 'vitest';
import { INPUT_NAMES, InputError, parseInputs } from '../../src/action/inputs.js';
import { commentableLines } from '../../src/action/lines.js';

const read = (values: Record<string, string>) => (name: string) => values[name] ?? '';

describe('action inputs', () => {
  it('defaults as CONTRACTS says: fail-on error, changed-only auto, upload and comment on, shard 1/1', () => {
    const i = parseInputs(read({ 'github-token': 't' }));
    expect(i).toMatchObject({
      // Unset: the config's analysis.fail-on, else error (the Action decides after reading it).
      'fail-on': undefined,
      'changed-only': 'auto',
      'upload-sarif': true,
      comment: true,
      shard: { index: 1, count: 1 },
      paths: [],
    });
    expect(i.bound).toBeUndefined();
  });

  it('splits lists on newlines and commas', () => {
    const i = parseInputs(
      read({ paths: 'src\n lib ,tools,', defines: 'A=1,B', 'include-dirs': 'include\n' }),
    );
    expect(i.paths).toEqual(['src', 'lib', 'tools']);
    expect(i.defines).toEqual(['A=1', 'B']);
    expect(i['include-dirs']).toEqual(['include']);
  });

  it('reads shard, bound and time budget', () => {
    const i = parseInputs(read({ shard: '2/3', bound: '4', 'time-budget': '30' }));
    expect(i.shard).toEqual({ index: 2, count: 3 });
    expect(i.bound).toBe(4);
    expect(i['time-budget']).toBe(30);
  });

  it('names every bad input in one message', () => {
    const bad = () =>
      parseInputs(
        read({ 'fail-on': 'sometimes', shard: '0/2', bound: 'two', comment: 'yes', 'changed-only': 'maybe' }),
      );
    expect(bad).toThrow(InputError);
    expect(bad).toThrow(
      /fail-on must be error, warning or none, not 'sometimes'.*comment must be true or false, not 'yes'.*shard must be i\/n.*'0\/2'.*bound must be a whole number from 1 to 16, not 'two'/s,
    );
    expect(bad).toThrow(/changed-only must be auto, true or false, not 'maybe'/);
  });

  it('knows the inputs action.yml will declare', () => {
    expect(INPUT_NAMES).toEqual(
      expect.arrayContaining([
        'paths',
        'fail-on',
        'upload-sarif',
        'comment',
        'category',
        'shard',
        'bound',
        'time-budget',
        'baseline',
        'github-token',
      ]),
    );
  });
});

describe('commentable diff lines', () => {
  it('are the added and context lines of the head side of each hunk', () => {
    const patch = [
      '@@ -1,4 +1,5 @@',
      ' int a;',
      '-int b;',
      '+int b = 1;',
      '+int c;',
      ' int d;',
      '@@ -20,2 +21,3 @@ void f(void) {',
      ' x++;',
      '+y++;',
      ' }',
      '\\ No newline at end of file',
    ].join('\n');
    expect([...commentableLines(patch)].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 21, 22, 23]);
  });

  it('none for a file without a patch (binary or too large)', () => {
    expect(commentableLines(undefined).size).toBe(0);
  });
});
