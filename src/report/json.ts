/**
 * The JSON report as pieces: exactly `JSON.stringify(result, null, 2)` and a newline, cut at line
 * ends into pieces of about a megabyte. A large program's report can pass V8's longest string
 * (about 512 MB: a server with a thousand possible findings, each access with its trace), and one
 * string that size also costs its size again at every copy on its way out (redaction, encoding).
 */
import type { AnalysisResult } from '../result.js';

const PIECE = 1 << 20;

export function renderJsonPieces(result: AnalysisResult): string[] {
  // The findings are rendered one by one where the whole result has a marker in their place
  // (same key, so the keys keep their order).
  const marker = `lockstep-findings-${Math.random().toString(36).slice(2)}`;
  const [head, tail] = JSON.stringify({ ...result, findings: marker }, null, 2).split(`"${marker}"`) as [
    string,
    string,
  ];
  const pieces: string[] = [];
  let pending = head;
  const add = (text: string) => {
    pending += text;
    if (pending.length < PIECE) return;
    const cut = pending.lastIndexOf('\n') + 1;
    if (cut === 0) return;
    pieces.push(pending.slice(0, cut));
    pending = pending.slice(cut);
  };
  if (result.findings.length === 0) add('[]');
  else {
    // A finding's lines inside the array are indented two levels (JSON strings hold no newline).
    result.findings.forEach((f, i) => {
      add(`${i === 0 ? '[\n' : ',\n'}    ${JSON.stringify(f, null, 2).replaceAll('\n', '\n    ')}`);
    });
    add('\n  ]');
  }
  add(`${tail}\n`);
  if (pending) pieces.push(pending);
  return pieces;
}
