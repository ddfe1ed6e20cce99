/**
 * The handlers a program registers for later (atexit, on_exit, pthread_atfork) run where the C
 * library runs them: each registration stored its handler in a global of its own
 * (src/frontend/lower/callbacks.ts); here, once the whole program is linked, a synthetic function
 * per moment calls every registered handler whose global is set, the last registered first, and
 * the moments call it: `fork` (the lowering already calls the fork runners) and the end of the
 * process — every `return` from `main` and every `exit` (not `_exit`, `abort` or a failed assert,
 * which end the process without them: the models table says which). The exit handlers run in the
 * thread that ends the process, while threads not joined still run.
 */
import { HANDLER_RUNNERS, type HandlerRunner, handlerSlotOf } from '../ir/names.js';
import type { SourceRange } from '../ir/source.js';
import type { Block, Expr, Instr, IrFunction, Program } from '../ir/types.js';

type Linked = Pick<Program, 'functions' | 'globals'>;

interface Slot {
  handler: string;
  argument?: string;
  site: string;
}

/** Adds the runner functions the program needs and calls the exit runner at the end of the process. */
export function addHandlerRunners(program: Linked): void {
  const slots = slotsByRunner(program);
  const called = calledRunners(program);
  for (const runner of Object.keys(HANDLER_RUNNERS) as HandlerRunner[]) {
    const mine = slots.get(runner) ?? [];
    const id = HANDLER_RUNNERS[runner];
    if (mine.length === 0 && !called.has(id)) continue;
    program.functions.set(id, runnerFunction(id, mine, program));
  }
  const exitSlots = slots.get('at-exit') ?? [];
  if (exitSlots.length > 0) callAtProcessEnd(program, HANDLER_RUNNERS['at-exit']);
}

function slotsByRunner(program: Linked): Map<HandlerRunner, Slot[]> {
  const out = new Map<HandlerRunner, Map<string, Slot>>();
  for (const id of program.globals.keys()) {
    const s = handlerSlotOf(id);
    if (!s) continue;
    let bySite = out.get(s.runner);
    if (!bySite) {
      bySite = new Map();
      out.set(s.runner, bySite);
    }
    const slot = bySite.get(s.site) ?? { handler: '', site: s.site };
    if (s.argument) slot.argument = id;
    else slot.handler = id;
    bySite.set(s.site, slot);
  }
  // The library calls the handlers in the reverse order of their registration: here, of their
  // registrations' source order (a registration made later in the source usually runs later).
  const bySource = (a: Slot, b: Slot) => b.site.localeCompare(a.site, 'en', { numeric: true });
  return new Map([...out].map(([r, m]) => [r, [...m.values()].filter((s) => s.handler).sort(bySource)]));
}

function calledRunners(program: Linked): Set<string> {
  const runners = new Set<string>(Object.values(HANDLER_RUNNERS));
  const out = new Set<string>();
  for (const f of program.functions.values())
    for (const b of f.blocks)
      for (const i of b.instrs)
        if (i.op === 'call' && i.callee.k === 'fn' && runners.has(i.callee.id)) out.add(i.callee.id);
  return out;
}

/**
 * `if (slot1) slot1(...); if (slot2) slot2(...); return;` — blocks in reverse postorder. The
 * slots are the library's bookkeeping: their reads list no access.
 */
function runnerFunction(id: string, slots: readonly Slot[], program: Linked): IrFunction {
  const main = program.functions.get('main');
  const range: SourceRange = main?.range ?? { file: '', line: 0, column: 0, endLine: 0, endColumn: 0 };
  const blocks: Block[] = [];
  slots.forEach((slot, k) => {
    const handler: Expr = { k: 'load', place: { k: 'var', id: slot.handler } };
    const test = 2 * k;
    blocks.push({
      id: test,
      instrs: [],
      term: {
        k: 'branch',
        cond: { k: 'binary', op: '!=', left: handler, right: { k: 'int', value: 0 } },
        then: test + 1,
        else: test + 2,
        range,
        accesses: [],
      },
    });
    const args: Expr[] = slot.argument
      ? [
          { k: 'nondet', why: 'the exit status', input: true },
          { k: 'load', place: { k: 'var', id: slot.argument } },
        ]
      : [];
    const call: Instr = { op: 'call', callee: handler, args, range, accesses: [] };
    blocks.push({ id: test + 1, instrs: [call], term: { k: 'goto', target: test + 2, range, accesses: [] } });
  });
  blocks.push({ id: 2 * slots.length, instrs: [], term: { k: 'return', range, accesses: [] } });
  return {
    id,
    name: id,
    file: range.file,
    range,
    isStatic: false,
    variadic: false,
    returnType: { k: 'void' },
    params: [],
    vars: [],
    blocks,
  };
}

/** A call to the exit runner before every `return` of `main` and every end of the process. */
function callAtProcessEnd(program: Linked, runner: string): void {
  for (const f of program.functions.values()) {
    if (f.id === runner) continue;
    for (const b of f.blocks) {
      const ends =
        (f.id === 'main' && b.term.k === 'return') ||
        (b.term.k === 'stop' && b.term.why === 'exit' && !b.term.skipsHandlers);
      if (!ends) continue;
      // The block's list may be a shared, frozen empty one: replaced, not pushed to.
      const call: Instr = {
        op: 'call',
        callee: { k: 'fn', id: runner },
        args: [],
        range: b.term.range,
        accesses: [],
      };
      b.instrs = [...b.instrs, call];
    }
  }
}
