import { describe, expect, it } from 'vitest';
import { foldAction, foldWitness } from '../../src/report/fold.js';

const step = (thread: string, line: number, action = `at ${line}`) => ({
  thread,
  action,
  file: 'a.c',
  line,
  column: 1,
});
const fold = (s: ReturnType<typeof step>[]) =>
  foldWitness(s, (first, period, more) => ({ ...first, action: foldAction(period, more) }));

describe('folded witnesses', () => {
  it('folds one step repeated by one thread into the step and a count', () => {
    const steps = [step('main', 1), ...Array.from({ length: 1000 }, () => step('w', 6)), step('w', 7)];
    expect(fold(steps).map((s) => `${s.thread}:${s.line}:${s.action}`)).toEqual([
      'main:1:at 1',
      'w:6:at 6',
      'w:6:repeats the step above 999 more times',
      'w:7:at 7',
    ]);
  });

  it('folds a block of several steps, keeping its first iteration', () => {
    const body = [step('w', 3), step('w', 4), step('w', 5)];
    const steps = [...body, ...body, ...body, ...body, step('m', 9)];
    expect(fold(steps).map((s) => s.action)).toEqual([
      'at 3',
      'at 4',
      'at 5',
      'repeats the 3 steps above 3 more times',
      'at 9',
    ]);
  });

  it('leaves interleavings of two threads and short repeats as they are', () => {
    const alternating = Array.from({ length: 10 }, (_, k) => step(k % 2 ? 'a' : 'b', 5));
    expect(fold(alternating)).toEqual(alternating);
    const twice = [step('w', 6), step('w', 6), step('w', 7)];
    expect(fold(twice)).toEqual(twice);
  });

  it('never folds steps that differ in what they do', () => {
    const steps = [
      step('w', 6, 'writes a'),
      step('w', 6, 'writes b'),
      step('w', 6, 'writes a'),
      step('w', 6, 'writes b'),
    ];
    expect(fold(steps)).toEqual(steps);
  });
});
