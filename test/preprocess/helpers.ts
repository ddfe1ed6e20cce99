import {
  type PreprocessedUnit,
  type PreprocessOptions,
  type PreprocessorFs,
  preprocess,
} from '../../src/frontend/preprocess/index.js';

/** In-memory file system that counts reads per path. */
export function memFs(files: Record<string, string>): PreprocessorFs & { reads: Map<string, number> } {
  const reads = new Map<string, number>();
  return {
    reads,
    readFile(p: string) {
      reads.set(p, (reads.get(p) ?? 0) + 1);
      return Object.hasOwn(files, p) ? files[p] : undefined;
    },
  };
}

export function pp(text: string, opts: Partial<PreprocessOptions> = {}): PreprocessedUnit {
  return preprocess({ file: '/src/main.c', text, lang: 'c', fs: memFs({}), ...opts });
}

/**
 * Whitespace-normalised text: runs collapsed, and none around brackets, commas and semicolons
 * (the output pads tokens back to their source columns). Apply to both sides of a comparison.
 */
export function norm(s: string): string {
  return s
    .replace(/\s+/g, ' ')
    .replace(/ ?([()[\]{},;]) ?/g, '$1')
    .trim();
}

/** Preprocessed output of `text`, whitespace-normalised. */
export function out(text: string, opts: Partial<PreprocessOptions> = {}): string {
  return norm(pp(text, opts).text);
}

export function codes(u: PreprocessedUnit): string[] {
  return u.diagnostics.map((d) => d.code);
}
