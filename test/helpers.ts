import { type CliIo, runCli } from '../src/cli/main.js';
import { nodeFs } from '../src/frontend/preprocess/index.js';
import { buildProgram } from '../src/frontend/program.js';
import type { FrontendResult } from '../src/frontend/types.js';
import { printFunction, printPlace } from '../src/ir/print.js';
import type { Access, Instr, IrFunction } from '../src/ir/types.js';

/** Lowers in-memory sources (other paths, such as the model headers, come from disk). */
export async function lowerSources(
  files: Record<string, string>,
  opts: { lang?: 'c' | 'c++' } = {},
): Promise<FrontendResult> {
  const fs = { readFile: (p: string) => (p in files ? files[p] : nodeFs.readFile(p)) };
  const units = Object.keys(files)
    .filter((f) => /\.(c|cc|cpp)$/.test(f))
    .map((file) => ({ file }));
  return buildProgram({ units, fs, root: '/src', ...(opts.lang ? { lang: opts.lang } : {}) });
}

export async function lowerC(code: string): Promise<FrontendResult> {
  return lowerSources({ '/src/t.c': code });
}

export function fn(result: FrontendResult, name: string): IrFunction {
  const f = [...result.program.functions.values()].find((x) => x.name === name);
  if (!f) throw new Error(`no function ${name}; have ${[...result.program.functions.keys()].join(', ')}`);
  return f;
}

export function instrs(f: IrFunction): Instr[] {
  return f.blocks.flatMap((b) => b.instrs);
}

/** Every access of a function, in block order, as `R x@line`. */
export function accessList(f: IrFunction): string[] {
  const fmt = (a: Access) =>
    `${a.kind === 'read' ? 'R' : 'W'}${a.atomic ? 'a' : ''} ${printPlace(a.place)}@${a.range.line}`;
  return f.blocks.flatMap((b) => [...b.instrs.flatMap((i) => i.accesses), ...b.term.accesses].map(fmt));
}

export function dump(result: FrontendResult, name: string): string {
  return printFunction(fn(result, name));
}

/** Runs the CLI in-process, capturing what it prints; `io` overrides the terminal and environment. */
export async function runCliCaptured(
  args: string[],
  cwd: string,
  io: Partial<Pick<CliIo, 'stdoutIsTTY' | 'env'>> = {},
): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await runCli(args, {
    cwd,
    stdout: (s) => (stdout += s),
    stderr: (s) => (stderr += s),
    isTTY: false,
    ...io,
  });
  return { code, stdout, stderr };
}
