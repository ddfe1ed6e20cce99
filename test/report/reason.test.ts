/**
 * What stopped the model checker, in words: the one function that reads layer 2's reason, whether
 * it is a sentence (today) or a structured object (a reason with a kind and figures).
 */
import { describe, expect, it } from 'vitest';
import { describeReason } from '../../src/report/findings.js';

describe('describeReason', () => {
  it('shows a sentence as it is', () => {
    expect(describeReason('the state budget ran out before the candidate was decided')).toBe(
      'the state budget ran out before the candidate was decided',
    );
  });

  it("shows a structured reason's own sentence when it has one", () => {
    expect(describeReason({ kind: 'budget', text: 'the state budget (1000 states) ran out' })).toBe(
      'the state budget (1000 states) ran out',
    );
    expect(describeReason({ kind: 'unknown-value', message: "the value of 'n' is unknown" })).toBe(
      "the value of 'n' is unknown",
    );
  });

  it('lists the plain fields of a structured reason without a sentence', () => {
    expect(describeReason({ kind: 'budget', states: 1000, values: ['n', 'len'], detail: '' })).toBe(
      'kind: budget; states: 1000; values: n, len',
    );
    expect(describeReason({})).toBe('no reason given');
  });
});
