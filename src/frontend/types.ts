/**
 * What the frontend is asked for and what it gives back: the units to read and how, the lowered
 * program, and the intermediate results that pass between the parse workers and the lowering.
 */

import type { Program, RecordDef, TranslationUnitInfo } from '../ir/types.js';
import type { ModelEntry } from '../models/types.js';
import type { Diagnostic } from '../util/diagnostics.js';
import type { ReadBoundary } from '../util/files.js';
import type { LoweredUnit } from './lower/unit.js';
import type { FlatTree } from './parse/index.js';
import type { Language, MacroAction, OriginPos, PreprocessorFs } from './preprocess/types.js';

export interface UnitRequest {
  /** Absolute path. */
  file: string;
  lang?: Language;
  std?: string;
  includeDirs?: string[];
  quoteDirs?: string[];
  systemIncludeDirs?: string[];
  macros?: MacroAction[];
  forcedIncludes?: string[];
}

/** One `-D NAME[=VALUE]` or `-U NAME` of a command line. */
export type MacroFlag = { define: string } | { undefine: string };

export interface FrontendRequest {
  units: UnitRequest[];
  /** Applied to every unit before its own flags. */
  includeDirs?: string[];
  /** `NAME` or `NAME=VALUE`, applied to every unit (the configuration's, the Action's). */
  defines?: string[];
  /** The command line's `-D` and `-U`, in the order given, after `defines` (as a compiler does). */
  macroFlags?: MacroFlag[];
  /** Force a language for every unit. */
  lang?: Language;
  /** Use the machine's headers instead of the bundled model headers. */
  systemIncludes?: boolean;
  /** User models from .lockstep.yml. */
  models?: ModelEntry[];
  /** Repository root: unit labels (in link ids of statics) are relative to it. */
  root?: string;
  fs?: PreprocessorFs;
  /** What the sources may make Lockstep read (src/util/files.ts); unconfined when absent. */
  boundary?: ReadBoundary;
  /** Called before each unit (progress). */
  onUnit?: (file: string, index: number, total: number) => void;
  /** Asked before each unit: why it and the units after it are skipped (a budget ran out). */
  stopBefore?: () => string | undefined;
}

export interface FrontendResult {
  program: Program;
  diagnostics: Diagnostic[];
  ms: { preprocess: number; parse: number; lower: number; link: number; total: number };
}

/** One unit's lowering result with the diagnostics it produced. */
export interface LoweredUnitResult {
  info: TranslationUnitInfo;
  lowered: LoweredUnit;
  diagnostics: Diagnostic[];
}

export interface LoweredUnits {
  units: LoweredUnitResult[];
  records: Map<string, RecordDef>;
  ms: { preprocess: number; parse: number; lower: number };
}

/** One unit preprocessed and parsed to a flat tree, on whichever thread did it. */
export interface ParsedUnit {
  info: TranslationUnitInfo;
  /** The preprocessor's diagnostics (or the unreadable-file error). */
  diagnostics: Diagnostic[];
  /** Absent when the file could not be read. */
  parsed?: { source: string; locate: (offset: number) => OriginPos; tree: FlatTree };
  ms: { preprocess: number; parse: number };
}

export interface ParallelOptions {
  /**
   * Threads for the frontend, this one included: `jobs - 1` worker threads preprocess and parse
   * ahead while this thread lowers. Default: up to 3 with the machine's cores (a third worker
   * would wait on the lowering), 1 on a single core.
   */
  jobs?: number;
  /** Below this much source, workers are not started even when `jobs` > 1. */
  minParallelBytes?: number;
}
