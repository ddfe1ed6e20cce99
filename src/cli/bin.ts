#!/usr/bin/env node
import { limitHeapGrowth } from '../util/heap.js';
import { runCli } from './main.js';

limitHeapGrowth();

const code = await runCli(process.argv.slice(2), {
  cwd: process.cwd(),
  stdout: (s) => process.stdout.write(s),
  stderr: (s) => process.stderr.write(s),
  isTTY: !!process.stderr.isTTY,
  stdoutIsTTY: !!process.stdout.isTTY,
  env: process.env,
});
process.exitCode = code;
