/** State shared by everything lowered from one translation unit. */

import type { SourceRange } from '../../ir/source.js';
import type { Damage, RecordDef, Variable } from '../../ir/types.js';
import type { ModelTable } from '../../models/table.js';
import type { DiagnosticBag } from '../../util/diagnostics.js';
import type { SyntaxNode } from '../parse/index.js';
import type { OriginPos } from '../preprocess/types.js';
import type { LanguageLowering } from './language.js';
import { Scope } from './scope.js';

export interface UnitContext {
  /** Absolute path of the unit's main file. */
  file: string;
  /** Short, stable name of the unit for link ids of `static` symbols (repo-relative path). */
  label: string;
  /** Where the unit's language takes over from C's lowering (C_LOWERING for C). */
  language: LanguageLowering;
  locate(offset: number): OriginPos;
  records: Map<string, RecordDef>;
  models: ModelTable;
  diags: DiagnosticBag;
  fileScope: Scope;
  /** File-scope objects and static locals defined or declared in this unit, by id. */
  globals: Map<string, Variable>;
  /** Counter for anonymous record keys. */
  anon: number;
  /** Source lost to syntax errors inside what was otherwise lowered (damage.ts). */
  damaged: Damage[];
  /**
   * Asked before each function: why it is not lowered (a budget of the whole run ran out). One
   * enormous unit is then cut between functions, not run to its end past the budget.
   */
  stopBefore?: () => string | undefined;
}

/**
 * The source range of a node, shared by everything lowered from it (an instruction and its
 * accesses, the hoisted parts of one expression): ranges are a large share of the IR.
 */
export function rangeOf(cx: UnitContext, node: SyntaxNode): SourceRange {
  let r = node.range as SourceRange | undefined;
  if (!r) {
    r = computeRange(cx, node);
    node.range = r;
  }
  return r;
}

function computeRange(cx: UnitContext, node: SyntaxNode): SourceRange {
  const start = cx.locate(node.startIndex);
  const end = cx.locate(Math.max(node.startIndex, node.endIndex - 1));
  const sameFile = end.file === start.file && end.line >= start.line;
  const r: SourceRange = {
    file: start.file,
    line: start.line,
    column: start.column,
    endLine: sameFile ? end.line : start.line,
    endColumn: sameFile ? end.column + 1 : start.column + 1,
  };
  if (start.spelling) r.spelling = start.spelling;
  return r;
}

export function createUnitContext(
  init: Omit<UnitContext, 'fileScope' | 'globals' | 'anon' | 'damaged'>,
): UnitContext {
  return { ...init, fileScope: new Scope(), globals: new Map(), anon: 0, damaged: [] };
}
