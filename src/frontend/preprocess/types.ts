import type { SourcePos } from '../../ir/source.js';
import type { Diagnostic } from '../../util/diagnostics.js';

export type Language = 'c' | 'c++';

/** How the preprocessor reads files; tests pass an in-memory one. */
export interface PreprocessorFs {
  /** File contents, or undefined when the file does not exist, is a directory or was refused. */
  readFile(path: string): string | undefined;
  /** Why the last read of `path` was refused (src/util/files.ts), undefined when it was not. */
  refused?(path: string): string | undefined;
}

/** One `-D name[=value]` or `-U name`, applied in command-line order after the predefined macros. */
export type MacroAction = { kind: 'define'; name: string; value?: string } | { kind: 'undef'; name: string };

export interface PreprocessOptions {
  /** Absolute path of the main file. */
  file: string;
  /** Contents of the main file; read through `fs` when absent. */
  text?: string;
  lang: Language;
  /** `-std=` value, e.g. `c11`, `gnu17`, `c++17`; decides __STDC_VERSION__ / __cplusplus. */
  std?: string;
  /** `-iquote` dirs: searched for `#include "..."` only, after the including file's directory. */
  quoteDirs?: string[];
  /** `-I` dirs, in order. */
  includeDirs?: string[];
  /** `-isystem` dirs, searched after `-I`. */
  systemIncludeDirs?: string[];
  /** The standard headers' dirs (the bundled model headers, or the machine's with --system-includes), last. */
  builtinIncludeDirs?: string[];
  /** `-D` / `-U` in order. */
  macros?: MacroAction[];
  /** `-include FILE`s, processed before the main file. */
  forcedIncludes?: string[];
  /**
   * Let `#line` rename and renumber locations (the default). Off in confined runs: a pull request
   * could otherwise move a finding out of the files it changes (docs/security.md).
   */
  lineDirectives?: boolean;
  fs?: PreprocessorFs;
  /** Shared across the units of one run so headers are read and tokenised once. */
  cache?: PreprocessorCache;
}

/** Opaque per-run cache (file contents, tokenised headers). Create with `createPreprocessorCache()`. */
export interface PreprocessorCache {
  readonly files: Map<string, string | undefined>;
  // implementations may add more fields
}

/** Where a byte of preprocessed output came from. */
export interface OriginPos extends SourcePos {
  /** When the byte came from a macro expansion: where the token was spelled (inside the macro). */
  spelling?: SourcePos;
  /** Name of the outermost macro whose expansion produced the byte, if any. */
  macro?: string;
}

export interface PreprocessedUnit {
  /** The output text: what the parser sees. Original line structure is kept where possible. */
  text: string;
  /**
   * Maps an offset into `text` (a JS string index) to the original source. For text produced by a
   * macro expansion, `file/line/column` is the macro use site in the user's file and `spelling`
   * the place inside the macro definition. Offsets past the end map to the last position.
   */
  locate(offset: number): OriginPos;
  diagnostics: Diagnostic[];
  /** Every file read, main file first, absolute paths. */
  files: string[];
  /** Direct includes of each file (absolute resolved paths), for "which units include this header". */
  includeGraph: Map<string, string[]>;
  /**
   * The source map as copied typed arrays plus the name table its ids index (live: it grows with
   * later units), from which `locator` in sourcemap.ts rebuilds `locate` on another thread.
   */
  exportMap(): {
    segments: SourceMapSegments;
    names: readonly string[];
    textLength: number;
    fallback: OriginPos;
  };
}

/** A frozen map's segments (see SourceMapBuilder): typed arrays, so they can be transferred. */
export interface SourceMapSegments {
  n: number;
  start: Int32Array;
  file: Int32Array;
  line: Int32Array;
  col: Int32Array;
  auxIdx: Int32Array;
  aux: Int32Array;
}
