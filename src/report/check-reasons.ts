/**
 * The words for why the model checker decided a candidate as it did (src/check's `CheckReason`):
 * which budget, bound or unknown stopped it, with the value that bound it and what was reached.
 */

import type { CheckReason } from '../check/index.js';

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
      return 'an access is assumed for an unknown function';
    case 'unknown-value':
      return reason.by
        ? `the race found depends on ${reason.by.what} (${shownPath(reason.by.file)}:${reason.by.line})`
        : 'the race found depends on a value the model does not know exactly';
    case 'state-budget':
      return `the state budget of its group ran out (${count(reason.reached)} of ${count(reason.limit)} states explored) before the candidate was decided`;
    case 'work-budget':
      return `the work budget of its group ran out (${count(reason.reached)} of ${count(reason.limit)} work units, ${count(reason.states)} states explored) before the candidate was decided`;
    case 'run-work-budget':
      return `the run's work budget (${count(reason.limit)} work units) was spent before the candidate was explored`;
    case 'run-state-budget':
      return `the run's state budget (${count(reason.limit)} states) was spent before the candidate was explored`;
    case 'time-limit':
      return `the time limit (${count(reason.ms / 1000)} s, --time-budget) ended the model checker before the candidate was decided`;
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
