/**
 * `npx tsx scripts/corpus/fetch.ts [NAME]` (default `all`): materialises the programs of
 * eval/corpora/NAME.tsv and their support files into the git-ignored corpus/ folder, at
 * corpus/OWNER+NAME/PATH, copying each file at its listed commit out of a bare git mirror
 * ($LOCKSTEP_MIRRORS/OWNER+NAME/repo, default /work/.mirror, as the `fetch` tool leaves it, or any
 * `git clone --bare` of the repository). Files already present are kept. Exits 1 when a file could
 * not be materialised, naming the mirror it needs.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { localPath, readCorpus } from './list.js';

const mirrors = process.env.LOCKSTEP_MIRRORS ?? '/work/.mirror';

/** Copies every listed file that is missing; returns the ones that could not be found. */
export function materialise(files: { repository: string; commit: string; path: string }[]): string[] {
  const missing: string[] = [];
  for (const f of files) {
    const target = localPath(f.repository, f.path);
    if (existsSync(target)) continue;
    const gitDir = join(mirrors, f.repository.replace('/', '+'), 'repo');
    if (!existsSync(gitDir)) {
      missing.push(`${f.repository}:${f.path} (no mirror at ${gitDir})`);
      continue;
    }
    try {
      const text = execFileSync('git', ['--git-dir', gitDir, 'show', `${f.commit}:${f.path}`], {
        maxBuffer: 1 << 28,
      });
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, text);
    } catch {
      missing.push(`${f.repository}@${f.commit}:${f.path} (not in the mirror)`);
    }
  }
  return missing;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const name = process.argv[2] ?? 'all';
  const { rows, support } = readCorpus(name);
  const missing = materialise([...rows, ...support]);
  console.log(
    `${name}: ${rows.length} programs, ${support.length} support files; ${missing.length} could not be materialised`,
  );
  for (const m of missing) console.log(`  missing ${m}`);
  process.exitCode = missing.length > 0 ? 1 : 0;
}
