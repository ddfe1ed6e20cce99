/**
 * The words for why the model checker decided a candidate as it did (src/check's `CheckReason`):
 * which budget, bound or unknown stopped it, with the value that bound it and what was reached.
 */

import type { CheckReason } from '../check/index.js';

import type { FindingCause } from '../result.js';

const count = (n: number) => n.toLocaleString('en-US');

export function explainCheck(reason: CheckReason, shownPath: (file: string) => string): string {
  switch (reason.kind) {
    case 'race-reached':
      return reason.by === 'directed' ? 'race reached by a directed schedule' : 'race reached';
    case 'no-interleaving':
      return 'no interleaving reaches it';
    case 'no-main':
      return 'no main function';
    case 'unknown-callee-access':
      return reason.callee
        ? `an access is assumed for the call of '${reason.callee}', which has no body or model (${shownPath(reason.file!)}:${reason.line})`
        : 'an access is assumed for an unknown function';
    case 'unknown-value': {
      // The first inexact decision on the interleaving's path: the path, not always the race,
      // depends on it (a read of any element of a queue on the way to a race on a flag).
      const found = reason.by
        ? `the interleaving found goes through ${reason.by.what} (${shownPath(reason.by.file)}:${reason.by.line})`
        : 'the interleaving found goes through a value the model does not know exactly';
      // A budget that stopped the search for another is part of why it is not confirmed.
      return reason.then ? `${found}, and ${explainCheck(reason.then, shownPath)}` : found;
    }
    case 'state-budget':
      // A group: the candidates explored together, in one model of the threads they need.
      return `the state budget of its group (the candidates explored with it) ran out before the candidate was decided: ${count(reason.limit)} states, ${count(reason.reached)} explored when it stopped`;
    case 'work-budget':
      return `the work budget of its group (the candidates explored with it) ran out before the candidate was decided: ${count(reason.limit)} work units, ${count(reason.reached)} spent and ${count(reason.states)} states explored when it stopped`;
    case 'run-work-budget':
      return `the run's work budget (${count(reason.limit)} work units) was spent before the candidate was explored`;
    case 'run-state-budget':
      return `the run's state budget (${count(reason.limit)} states) was spent before the candidate was explored`;
    case 'time-limit':
      // No figure: what was left of the time differs between runs, and reports must not.
      return 'the time limit ended the model checker before the candidate was decided (see the model-check-time-limit warning)';
    case 'run-budget':
      return `${reason.text} before the candidate was decided`;
    case 'cut-short':
      return 'a path was cut short (deep recursion or endless local computation), so the exploration was not exhaustive';
    case 'bound':
      return `no race within the bound (${reason.bound} instances per spawn site), but instances beyond it could behave differently`;
    case 'too-many-threads':
      return `the candidate needs too many threads for the model checker (${reason.instances} instances at bound ${reason.bound}, more than ${reason.limit})`;
    case 'entry-point-alone':
      return 'a configured entry point that never runs beside main takes part; the model checker starts entry points beside main';
  }
}

/**
 * The reason as facts, for the JSON output (`cause`): its kind and figures, and where a value the
 * model did not know was decided on, with the path as reports show it. The words of every format
 * come from the same reason (`explainCheck`).
 */
export function causeOf(reason: CheckReason, shownPath: (file: string) => string): FindingCause {
  if (reason.kind === 'unknown-value') {
    const then = reason.then ? { then: causeOf(reason.then, shownPath) as FindingCause['then'] } : {};
    return reason.by
      ? {
          kind: reason.kind,
          what: reason.by.what,
          file: shownPath(reason.by.file),
          line: reason.by.line,
          column: reason.by.column,
          ...then,
        }
      : { kind: reason.kind, ...then };
  }
  if (reason.kind === 'race-reached') return { kind: reason.kind, by: reason.by };
  if (reason.kind === 'unknown-callee-access' && reason.file)
    return { ...reason, file: shownPath(reason.file) };
  return { ...reason };
}
