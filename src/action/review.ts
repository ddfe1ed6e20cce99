/**
 * The pull-request review: one inline comment per reported finding on a changed line (the racing
 * access), the other findings in the review body. Comments and reviews carry a hidden marker with
 * the finding's fingerprint and the run's category, so a re-run updates them instead of posting
 * duplicates, a finding that disappeared gets its comment edited to say which commit fixed it, and
 * each shard or category touches only its own. Planning is a pure function of what exists and
 * what was found (tested on its own); `applyReviewPlan` makes the calls.
 */
import { mdCode, renderFindingMarkdown } from '../report/markdown.js';
import { primaryAccess } from '../report/sarif.js';
import type { Finding } from '../result.js';
import { plural } from '../util/text.js';
import type { GitHubApi, NewReviewComment, Review, ReviewComment } from './github.js';

/** GitHub's limit on a comment or review body. */
export const MAX_BODY = 65_536;

const MARK = 'lockstep';

/** The hidden marker of a finding's comment. Categories are free text: encoded. */
export function findingMarker(fingerprint: string, category: string, fixed = false): string {
  return `<!-- ${MARK}:finding fingerprint=${encodeURIComponent(fingerprint)} category=${encodeURIComponent(category)}${fixed ? ' state=fixed' : ''} -->`;
}

export function reviewMarker(category: string): string {
  return `<!-- ${MARK}:review category=${encodeURIComponent(category)} -->`;
}

export function parseFindingMarker(
  body: string,
): { fingerprint: string; category: string; fixed: boolean } | undefined {
  const m = new RegExp(`<!-- ${MARK}:finding fingerprint=(\\S+) category=(\\S*)( state=fixed)? -->`).exec(
    body,
  );
  if (!m) return undefined;
  try {
    return { fingerprint: decodeURIComponent(m[1]!), category: decodeURIComponent(m[2]!), fixed: !!m[3] };
  } catch {
    return undefined;
  }
}

/**
 * Lockstep's own: written by the identity its token acts as and carrying its marker. A marker in
 * anyone else's text is just text (a pull request's author could write one to make Lockstep edit
 * or trust their comment).
 */
function isOurs(author: { login: string } | null, self: string): boolean {
  return author?.login === self;
}

function isOurReview(r: Review, input: Pick<ReviewInput, 'category' | 'self'>): boolean {
  return isOurs(r.user, input.self) && !!r.body?.includes(reviewMarker(input.category));
}

export interface ReviewInput {
  /** The findings to report on this pull request (already restricted to the change when asked). */
  findings: readonly Finding[];
  /** Per repository-relative file, the head-version lines a comment may go on. */
  commentable: ReadonlyMap<string, ReadonlySet<number>>;
  /** Takes a line of the analysed checkout to the head commit's line (undefined: no counterpart). */
  toHeadLine: (file: string, line: number) => number | undefined;
  existingComments: readonly ReviewComment[];
  existingReviews: readonly Review[];
  /** The login Lockstep's token acts as: only its comments and reviews are Lockstep's. */
  self: string;
  category: string;
  /** The commit the run analysed (named in "fixed in"). */
  sha: string;
  /** Lines of repository files for code excerpts. */
  source?: (file: string) => readonly string[] | undefined;
  /** A note for the review body (e.g. why no comment could be placed on a line). */
  note?: string;
}

export interface ReviewPlan {
  /** A new review to post (inline comments and/or body); undefined when nothing new to say. */
  create?: {
    body: string;
    comments: NewReviewComment[];
    /** The body to post instead, with every finding in it, if GitHub refuses a comment's line. */
    fallbackBody: string;
  };
  /** Comment bodies to replace (a finding that changed, came back, or was fixed). */
  updateComments: { id: number; body: string }[];
  /** Review bodies to replace (the body of an earlier Lockstep review). */
  updateReviews: { id: number; body: string }[];
  /** Findings shown inline and in the body, for the summary. */
  inline: number;
  inBody: number;
  fixed: number;
}

export function commentBody(f: Finding, category: string, source?: ReviewInput['source']): string {
  const marker = findingMarker(f.id, category);
  const text = renderFindingMarkdown(f, {
    ...(source ? { source } : {}),
    maxLength: MAX_BODY - marker.length - 2,
  });
  return `${marker}\n${text}`;
}

function fixedBody(fingerprint: string, category: string, previous: string, sha: string): string {
  // Keep the old headline so the thread still says what it was about.
  const headline = /^### (.*)$/m.exec(previous)?.[1]?.replace(/^\S+ /, '') ?? 'This data race';
  return [
    findingMarker(fingerprint, category, true),
    `### ✅ Fixed: ~~${headline}~~`,
    '',
    `Lockstep no longer finds this race as of commit ${mdCode(sha)}.`,
  ].join('\n');
}

/** Where a finding's comment goes: the first access (primary first) on a commentable head line. */
function placement(f: Finding, input: ReviewInput): { path: string; line: number } | undefined {
  const first = primaryAccess(f);
  const ordered = [first, ...f.accesses.filter((a) => a !== first)];
  for (const a of ordered) {
    const line = input.toHeadLine(a.file, a.line);
    if (line !== undefined && input.commentable.get(a.file)?.has(line)) return { path: a.file, line };
  }
  return undefined;
}

function bodyText(input: ReviewInput, inline: number, elsewhere: readonly Finding[]): string {
  const out = [reviewMarker(input.category)];
  const total = inline + elsewhere.length;
  if (total === 0) {
    out.push(
      `**Lockstep:** no data race remains in the lines this pull request changes (commit ${mdCode(input.sha)}).`,
    );
  } else {
    out.push(
      `**Lockstep** found ${racesPhrase(input.findings)} involving the lines this pull request changes` +
        (inline > 0 ? `: ${inline} commented inline` : '') +
        (elsewhere.length > 0
          ? `${inline > 0 ? ', ' : ': '}${elsewhere.length} below (no access on a line of the diff)`
          : '') +
        '.',
    );
  }
  if (input.note) out.push('', input.note);
  const limit = MAX_BODY - 200;
  let text = out.join('\n');
  let shown = 0;
  for (const f of elsewhere) {
    const section = `\n\n${renderFindingMarkdown(f, { ...(input.source ? { source: input.source } : {}), maxLength: 20_000 })}`;
    if (text.length + section.length > limit) break;
    text += section;
    shown++;
  }
  if (shown < elsewhere.length)
    text += `\n\n**${elsewhere.length - shown} more** not shown here to stay within the size limit of a review: see the job summary and the SARIF output.`;
  return text;
}

/** `1 data race and 2 possible data races`: a race the model checker did not confirm is not called one. */
function racesPhrase(findings: readonly Finding[]): string {
  const count = (status: Finding['status']) => findings.filter((f) => f.status === status).length;
  const parts = [
    [count('confirmed'), 'data race', 'data races'],
    [count('possible'), 'possible data race', 'possible data races'],
    [count('candidate'), 'data race candidate', 'data race candidates'],
  ] as const;
  const said = parts.filter(([n]) => n > 0).map(([n, one, many]) => plural(n, one, many));
  return said.length > 1 ? `${said.slice(0, -1).join(', ')} and ${said.at(-1)}` : (said[0] ?? 'no data race');
}

export function planReview(input: ReviewInput): ReviewPlan {
  const ours = new Map<string, { comment: ReviewComment; fixed: boolean }>();
  for (const c of input.existingComments) {
    if (!isOurs(c.user, input.self)) continue;
    const m = parseFindingMarker(c.body);
    if (!m || m.category !== input.category) continue;
    // The oldest comment of a fingerprint is the one kept up to date.
    if (!ours.has(m.fingerprint)) ours.set(m.fingerprint, { comment: c, fixed: m.fixed });
  }
  const plan: ReviewPlan = { updateComments: [], updateReviews: [], inline: 0, inBody: 0, fixed: 0 };
  const fresh: NewReviewComment[] = [];
  const freshFindings: Finding[] = [];
  const elsewhere: Finding[] = [];
  const current = new Set<string>();
  for (const f of input.findings) {
    current.add(f.id);
    const body = commentBody(f, input.category, input.source);
    const existing = ours.get(f.id);
    if (existing) {
      plan.inline++;
      if (existing.comment.body !== body) plan.updateComments.push({ id: existing.comment.id, body });
      continue;
    }
    const at = placement(f, input);
    if (at) {
      plan.inline++;
      fresh.push({ path: at.path, line: at.line, side: 'RIGHT', body });
      freshFindings.push(f);
    } else elsewhere.push(f);
  }
  for (const [fp, { comment, fixed }] of ours) {
    if (current.has(fp) || fixed) continue;
    plan.updateComments.push({
      id: comment.id,
      body: fixedBody(fp, input.category, comment.body, input.sha),
    });
    plan.fixed++;
  }
  plan.inBody = elsewhere.length;

  const reviews = input.existingReviews.filter((r) => isOurReview(r, input));
  const latest = reviews.at(-1);
  const body = bodyText(input, plan.inline, elsewhere);
  if (fresh.length > 0 || (!latest && elsewhere.length > 0)) {
    plan.create = {
      body,
      comments: fresh,
      fallbackBody: bodyText(input, plan.inline - fresh.length, [...freshFindings, ...elsewhere]),
    };
    // The findings listed in an earlier review's body now live in the new one.
    for (const r of reviews) {
      const moved = `${reviewMarker(input.category)}\n*Lockstep:* superseded by a later review on this pull request.`;
      if (r.body !== moved) plan.updateReviews.push({ id: r.id, body: moved });
    }
  } else if (latest && latest.body !== body) {
    plan.updateReviews.push({ id: latest.id, body });
  }
  return plan;
}

/**
 * Posts the plan. An edit GitHub refuses is skipped (and counted), never a reason to drop the
 * review; a 422 on the new review (a line GitHub will not take) retries with every comment in
 * the body. Returns how many edits were refused.
 */
export async function applyReviewPlan(
  api: GitHubApi,
  pr: number,
  headSha: string,
  plan: ReviewPlan,
): Promise<{ refusedEdits: number }> {
  let refusedEdits = 0;
  const edit = async (call: () => Promise<void>) => {
    try {
      await call();
    } catch (e) {
      const status = (e as { status?: number }).status;
      if (status !== 403 && status !== 404 && status !== 422) throw e;
      refusedEdits++;
    }
  };
  for (const u of plan.updateComments) await edit(() => api.updateReviewComment(u.id, u.body));
  for (const u of plan.updateReviews) await edit(() => api.updateReview(pr, u.id, u.body));
  if (!plan.create) return { refusedEdits };
  try {
    await api.createReview(pr, {
      commit_id: headSha,
      body: plan.create.body,
      comments: plan.create.comments,
    });
  } catch (e) {
    if ((e as { status?: number }).status !== 422 || plan.create.comments.length === 0) throw e;
    await api.createReview(pr, { commit_id: headSha, body: plan.create.fallbackBody, comments: [] });
  }
  return { refusedEdits };
}
