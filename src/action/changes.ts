/**
 * What the event changed: for a pull request the files API (paginated, with each file's patch,
 * which says which lines a review comment may go on), falling back to `git diff` against the base
 * commit when the API is out of reach; for a push `git diff before after` (fetching `before` when
 * the checkout lacks it); anything else, or a diff that cannot be had, means "everything".
 */
import type { RunContext } from './context.js';
import { changedBetween, diffFile, ensureCommit, gitIn } from './git.js';
import type { GitHubApi } from './github.js';
import { commentableLines, newToOldLines } from './lines.js';

/** GitHub's pull-request files API stops at this many files. */
const MAX_API_FILES = 3000;

export interface ChangeSet {
  /** Repository-relative paths of the changed (not deleted) files. */
  files: Set<string>;
  /** Per changed file, the head-version lines a review comment may go on (pull requests). */
  commentable: Map<string, Set<number>>;
  /** Where the list came from, in words. */
  source: string;
}

export async function findChanges(
  ctx: RunContext,
  api: GitHubApi | undefined,
  cwd: string,
  notes: string[],
  io: { warning: (m: string) => void },
): Promise<ChangeSet | undefined> {
  const git = gitIn(cwd);
  if (ctx.pr) {
    if (api) {
      try {
        const files = await api.listPullFiles(ctx.pr.number);
        const kept = files.filter((f) => f.status !== 'removed');
        const set = new Set(kept.map((f) => f.filename));
        // The files API lists at most 3,000 files: git names the rest (without patches).
        const more =
          files.length >= MAX_API_FILES ? await changedBetween(git, ctx.pr.baseSha, 'HEAD') : undefined;
        for (const f of more ?? []) set.add(f);
        return {
          files: set,
          commentable: new Map(kept.map((f) => [f.filename, commentableLines(f.patch)])),
          source:
            `pull request #${ctx.pr.number}: ${files.length} file${files.length === 1 ? '' : 's'} from the API` +
            (more ? ` and ${set.size - kept.length} more from git diff` : ''),
        };
      } catch (e) {
        io.warning(
          `Lockstep could not list the pull request's files (${(e as { status?: number }).status ?? (e as Error).message}); using git diff against the base commit`,
        );
      }
    }
    const files = await changedBetween(git, ctx.pr.baseSha, 'HEAD');
    if (files)
      return {
        files: new Set(files),
        commentable: new Map(),
        source: `git diff ${ctx.pr.baseSha.slice(0, 12)} HEAD`,
      };
    notes.push(
      'the changed files could not be found (no API access, base commit not fetchable): every finding is reported',
    );
    return undefined;
  }
  if (ctx.eventName === 'push') {
    if (!ctx.push) {
      notes.push('a push without a previous commit (a new branch): every finding is reported');
      return undefined;
    }
    const files = await changedBetween(git, ctx.push.before, ctx.push.after);
    if (files)
      return {
        files: new Set(files),
        commentable: new Map(),
        source: `push: git diff ${ctx.push.before.slice(0, 12)} ${ctx.push.after.slice(0, 12)}`,
      };
    notes.push(
      `the push's previous commit ${ctx.push.before.slice(0, 12)} could not be fetched: every finding is reported`,
    );
    return undefined;
  }
  return undefined;
}

export interface HeadLineMapper {
  /** True when lines of the checkout are the head's (or mapped through git diff). */
  exact: boolean;
  note: string;
  toHeadLine: (file: string, line: number) => number | undefined;
}

/**
 * Findings have lines of the checked-out commit (for a pull request usually the merge of head into
 * base); review comments need the head commit's lines. When they differ, `git diff head HEAD`
 * per file maps them, and a line the merge changed has no counterpart (its finding goes in the
 * review body). Without the head commit, no line is mapped.
 */
export async function headLineMapper(
  ctx: RunContext,
  cwd: string,
  files: readonly string[],
): Promise<HeadLineMapper> {
  const head = ctx.pr?.headSha;
  if (!head || head === ctx.sha) return { exact: true, note: '', toHeadLine: (_f, l) => l };
  const git = gitIn(cwd);
  if (!(await ensureCommit(git, head)))
    return {
      exact: false,
      note:
        `The head commit ${head.slice(0, 12)} is not in the checkout, so lines of the analysed merge commit could not be ` +
        'mapped to it: every finding is listed here instead of inline.',
      toHeadLine: () => undefined,
    };
  const maps = new Map<string, (line: number) => number | undefined>();
  for (const f of files) {
    const diff = await diffFile(git, head, 'HEAD', f);
    maps.set(f, diff === undefined ? () => undefined : newToOldLines(diff));
  }
  return { exact: true, note: '', toHeadLine: (f, l) => maps.get(f)?.(l) };
}
