/**
 * The few git questions the Action asks of the checkout, through `execFile` (no shell: nothing
 * from the pull request is ever interpolated into a command line). Every call answers undefined
 * when git fails, and the caller falls back to something safe.
 */
import { execFile } from 'node:child_process';

export type Git = (args: string[]) => Promise<string | undefined>;

export function gitIn(cwd: string): Git {
  return (args) =>
    new Promise((resolve) => {
      execFile('git', args, { cwd, maxBuffer: 256 * 1024 * 1024, encoding: 'utf8' }, (err, stdout) =>
        resolve(err ? undefined : stdout),
      );
    });
}

/** A commit id, or HEAD: never an option or a refspec someone could smuggle in. */
const SHA = /^(?:[0-9a-f]{7,64}|HEAD)$/i;

/** Is this commit in the checkout? If not, try to fetch it (a shallow clone often lacks it). */
export async function ensureCommit(git: Git, sha: string): Promise<boolean> {
  if (!SHA.test(sha)) return false;
  if ((await git(['cat-file', '-e', `${sha}^{commit}`])) !== undefined) return true;
  await git(['fetch', '--no-tags', '--quiet', '--depth=1', 'origin', sha]);
  return (await git(['cat-file', '-e', `${sha}^{commit}`])) !== undefined;
}

/** Files changed between two commits (repository-relative, `/` separators); undefined on failure. */
export async function changedBetween(git: Git, from: string, to: string): Promise<string[] | undefined> {
  if (!(await ensureCommit(git, from)) || !(await ensureCommit(git, to))) return undefined;
  const out = await git(['diff', '--name-only', '--no-renames', '-z', from, to, '--']);
  return out === undefined ? undefined : out.split('\0').filter(Boolean);
}

/** `git diff -U0 from to -- file`: the hunks that map one version's lines to the other's. */
export async function diffFile(
  git: Git,
  from: string,
  to: string,
  file: string,
): Promise<string | undefined> {
  return git(['diff', '--no-color', '--no-ext-diff', '-U0', from, to, '--', file]);
}
