/**
 * Finding identity (CONTRACTS): a hash of the rule, the location name, and the file and function
 * of the first racing write in source order; no line numbers, so unrelated edits keep it. Two
 * findings of one run that still collide get `:2`, `:3` in source order.
 */
import { createHash } from 'node:crypto';

export interface FingerprintInput {
  rule: string;
  location: string;
  file: string;
  function: string;
}

export function fingerprint(f: FingerprintInput): string {
  return createHash('sha256')
    .update([f.rule, f.location, f.file, f.function].join('\u0000'))
    .digest('hex')
    .slice(0, 32);
}

/** Fingerprints for findings given in source order; collisions numbered. */
export function assignFingerprints(inputs: FingerprintInput[]): string[] {
  const seen = new Map<string, number>();
  return inputs.map((f) => {
    const base = fingerprint(f);
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return n === 1 ? base : `${base}:${n}`;
  });
}
