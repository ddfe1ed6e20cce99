import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('../..', import.meta.url).pathname;

/** Every TypeScript file under src/, repository-relative. */
function sourceFiles(dir = join(root, 'src')): string[] {
  const out: string[] = [];
  for (const e of readdirSync(dir)) {
    const p = join(dir, e);
    if (statSync(p).isDirectory()) out.push(...sourceFiles(p));
    else if (p.endsWith('.ts')) out.push(relative(root, p));
  }
  return out.sort();
}

/** The files the table of ARCHITECTURE's "Every file" section names, one per row. */
function documentedFiles(): string[] {
  const text = readFileSync(join(root, 'docs/ARCHITECTURE.md'), 'utf8');
  const section = text.slice(text.indexOf('\n## Every file\n'));
  return [...section.matchAll(/^\| `(src\/[^`]+)` \|/gm)].map((m) => m[1]!).sort();
}

describe('docs', () => {
  it("ARCHITECTURE's file table lists exactly the files in src/ (add a row for a new file)", () => {
    const documented = documentedFiles();
    expect(documented.length).toBeGreaterThan(50);
    expect(new Set(documented).size).toBe(documented.length);
    expect(documented).toEqual(sourceFiles());
  });

  it('the README stays a page a newcomer finishes (at most 12 KB; the rest is in docs/)', () => {
    expect(readFileSync(join(root, 'README.md')).length).toBeLessThanOrEqual(12 * 1024);
  });

  it('every relative link of the README and docs/ names a file that exists', () => {
    const pages = [
      'README.md',
      ...readdirSync(join(root, 'docs'))
        .filter((f) => f.endsWith('.md'))
        .map((f) => `docs/${f}`),
    ];
    const broken: string[] = [];
    for (const page of pages) {
      const text = readFileSync(join(root, page), 'utf8');
      for (const m of text.matchAll(/\]\(([^)#\s]+)(#[^)]*)?\)/g)) {
        const target = m[1]!;
        if (/^[a-z]+:/.test(target) || !/[./]/.test(target)) continue;
        // docs/security.md is written by its own issue; the README links it already.
        if (target.endsWith('security.md')) continue;
        try {
          statSync(join(root, page, '..', target));
        } catch {
          broken.push(`${page}: ${target}`);
        }
      }
    }
    expect(broken).toEqual([]);
  });
});
