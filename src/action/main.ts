/**
 * The Action's entry point (`dist/action.js`, `runs.using: node24`): wires `runAction` to the
 * runner through @actions/core. Any failure is one line in the log and a failed step, never a
 * stack trace (set ACTIONS_STEP_DEBUG to see one).
 */
import * as core from '@actions/core';
import { limitHeapGrowth } from '../util/heap.js';
import { type ActionIo, runAction } from './run.js';

limitHeapGrowth();

const io: ActionIo = {
  env: process.env,
  getInput: (name) => core.getInput(name),
  info: (m) => core.info(m),
  warning: (m) => core.warning(m),
  error: (m) => core.error(m),
  annotate: (a) => {
    const props = { title: a.title, file: a.file, startLine: a.startLine, startColumn: a.startColumn };
    if (a.level === 'error') core.error(a.message, props);
    else if (a.level === 'warning') core.warning(a.message, props);
    else core.notice(a.message, props);
  },
  setOutput: (name, value) => core.setOutput(name, value),
  setFailed: (m) => core.setFailed(m),
  setSecret: (s) => core.setSecret(s),
  writeSummary: async (md) => {
    if (!process.env.GITHUB_STEP_SUMMARY) return;
    await core.summary.addRaw(md, true).write();
  },
};

try {
  await runAction(io);
} catch (e) {
  core.debug(e instanceof Error && e.stack ? e.stack : String(e));
  core.setFailed(`Lockstep: internal error: ${e instanceof Error ? e.message : String(e)}`);
}
