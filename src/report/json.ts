/**
 * The JSON report as pieces, made as they are written: exactly `JSON.stringify(result, null, 2)` and a newline, cut at line
 * ends into pieces of about a megabyte. A large program's report can pass V8's longest string
 * (about 512 MB: a server with a thousand possible findings, each access with its trace), and one
 * string that size also costs its size again at every copy on its way out (redaction, encoding).
 */
import type { AnalysisResult } from '../result.js';

const PIECE = 1 << 20;

export function* renderJsonPieces(result: AnalysisResult): Generator<string> {
  // The findings are rendered one by one where the whole result has a marker in their place
  // (same key, so the keys keep their order); pieces are handed out as they are made, so the
  // whole text is never in memory at once.
  const marker = `lockstep-findings-${Math.random().toString(36).slice(2)}`;
  const [head, tail] = JSON.stringify({ ...result, findings: marker }, null, 2).split(`"${marker}"`) as [
    string,
    string,
  ];
  let pending = head;
  /** The whole lines of `pending` once it holds a piece's worth. */
  const ready = (): string | undefined => {
    if (pending.length < PIECE) return undefined;
    const cut = pending.lastIndexOf('\n') + 1;
    if (cut === 0) return undefined;
    const piece = pending.slice(0, cut);
    pending = pending.slice(cut);
    return piece;
  };
  const texts = function* (): Generator<string> {
    if (result.findings.length === 0) yield '[]';
    else {
      // A finding's lines inside the array are indented two levels (JSON strings hold no newline).
      let first = true;
      for (const f of result.findings) {
        yield `${first ? '[\n' : ',\n'}    ${JSON.stringify(f, null, 2).replaceAll('\n', '\n    ')}`;
        first = false;
      }
      yield '\n  ]';
    }
    yield `${tail}\n`;
  };
  for (const text of texts()) {
    pending += text;
    const piece = ready();
    if (piece !== undefined) yield piece;
  }
  if (pending) yield pending;
}
