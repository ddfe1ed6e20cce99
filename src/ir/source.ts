/** A position in the user's original source: 1-based line and column (column in UTF-16 code units). */
export interface SourcePos {
  file: string;
  line: number;
  column: number;
}

/**
 * A source range in the user's original source. When the text came from a macro expansion,
 * `file/line/column` is the macro *use site* (what a user wants to see) and `spelling` is where
 * the token was written (inside the macro definition).
 */
export interface SourceRange extends SourcePos {
  endLine: number;
  endColumn: number;
  spelling?: SourcePos;
}

/** The same source text: one expression's accesses (`counter++` reads and writes) share it. */
export function sameSpan(a: SourceRange, b: SourceRange): boolean {
  return (
    a.file === b.file &&
    a.line === b.line &&
    a.column === b.column &&
    a.endLine === b.endLine &&
    a.endColumn === b.endColumn
  );
}
