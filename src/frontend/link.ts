/**
 * Links lowered units into one Program: functions and globals by link id (`static` ones carry
 * their unit in the id), a definition wins over `extern` declarations, the first definition of a
 * duplicated external symbol wins with a diagnostic.
 */

import type {
  Damage,
  Expr,
  Instr,
  IrFunction,
  Program,
  RecordDef,
  SkippedFunction,
  TranslationUnitInfo,
  Variable,
} from '../ir/types.js';
import type { DiagnosticBag } from '../util/diagnostics.js';
import { addHandlerRunners } from './handlers.js';
import type { LoweredUnit } from './lower/unit.js';

export function link(
  units: readonly { info: TranslationUnitInfo; lowered: LoweredUnit }[],
  records: Map<string, RecordDef>,
  diags: DiagnosticBag,
  /** How messages name other places (paths relative to the repository root). */
  display: (file: string) => string = (f) => f,
): Program {
  const functions = new Map<string, IrFunction>();
  const globals = new Map<string, Variable>();
  const skipped: SkippedFunction[] = [];
  const damaged: Damage[] = [];
  for (const { lowered } of units) {
    for (const f of lowered.functions) {
      const prior = functions.get(f.id);
      if (prior) {
        // The same header-defined inline function in several units is one function; a real
        // duplicate external definition is a link error we report and survive.
        if (prior.file !== f.file || prior.range.line !== f.range.line) {
          diags.warning(
            'duplicate-definition',
            `'${f.name}' is defined more than once; the definition at ${display(prior.file)}:${prior.range.line} is used`,
            {
              file: f.file,
              line: f.range.line,
              column: f.range.column,
            },
          );
          // What this body does is never analysed (two programs checked as one, say): the
          // verdict cannot be race-free.
          skipped.push({
            name: f.name,
            file: f.file,
            range: f.range,
            reason: `a second definition; the one at ${display(prior.file)}:${prior.range.line} is used`,
            cause: 'duplicate',
          });
        }
        continue;
      }
      functions.set(f.id, f);
    }
    for (const g of lowered.globals) {
      const prior = globals.get(g.id);
      if (!prior || (prior.externOnly && !g.externOnly) || (!prior.init && g.init && !g.externOnly))
        globals.set(g.id, prior ? { ...prior, ...g } : g);
    }
    skipped.push(...lowered.skipped);
    damaged.push(...(lowered.damaged ?? []));
  }
  addHandlerRunners({ functions, globals });
  runStaticInitializers(functions, units);
  const undefinedFunctions = new Set<string>();
  const visit = (e: Expr | undefined): void => {
    if (e?.k === 'fn' && !functions.has(e.id)) undefinedFunctions.add(e.id);
  };
  for (const f of functions.values()) {
    for (const b of f.blocks) for (const i of b.instrs) if (i.op === 'call' && !i.model) visit(i.callee);
  }
  return {
    units: units.map((u) => u.info),
    functions,
    globals,
    records,
    skipped,
    damaged,
    undefinedFunctions,
  };
}

/**
 * C++ runs every unit's static initialisers before `main`: calls to them, in unit order, open
 * `main`'s entry block (at `main`'s own line).
 */
function runStaticInitializers(
  functions: Map<string, IrFunction>,
  units: readonly { lowered: LoweredUnit }[],
): void {
  const main = functions.get('main');
  const inits = units.flatMap((u) => (u.lowered.staticInit ? [u.lowered.staticInit] : []));
  if (!main || inits.length === 0 || !main.blocks[0]) return;
  const calls: Instr[] = inits.map((id) => ({
    op: 'call',
    callee: { k: 'fn', id },
    args: [],
    range: main.range,
    accesses: [],
  }));
  main.blocks[0].instrs.unshift(...calls);
}
