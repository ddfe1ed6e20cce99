/**
 * Diagnostics are how every stage reports trouble without stopping: a file that does not parse,
 * an unknown header, an `#error`. Locations always point at the user's original source
 * (never at preprocessed text), 1-based.
 */
export type Severity = 'error' | 'warning' | 'note';

export interface Diagnostic {
  severity: Severity;
  /** Stable machine-readable code, e.g. `pp-unknown-header`, `parse-error`, `function-skipped`. */
  code: string;
  message: string;
  file?: string;
  line?: number;
  column?: number;
}

/** A sink that stages write diagnostics to; keeps their order. */
export class DiagnosticBag {
  readonly items: Diagnostic[] = [];
  add(d: Diagnostic): void {
    this.items.push(d);
  }
  error(code: string, message: string, where?: Partial<Pick<Diagnostic, 'file' | 'line' | 'column'>>): void {
    this.add({ severity: 'error', code, message, ...where });
  }
  warning(
    code: string,
    message: string,
    where?: Partial<Pick<Diagnostic, 'file' | 'line' | 'column'>>,
  ): void {
    this.add({ severity: 'warning', code, message, ...where });
  }
  note(code: string, message: string, where?: Partial<Pick<Diagnostic, 'file' | 'line' | 'column'>>): void {
    this.add({ severity: 'note', code, message, ...where });
  }
}

/** An error the user caused (bad flag, missing file, bad config): one clear line, exit 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}
