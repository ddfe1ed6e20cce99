/**
 * Lines of a pull request's diff. GitHub takes review comments (`side: RIGHT`) only on lines
 * inside the diff hunks of the head version (added or context lines) and answers 422 for any
 * other line; the analysis ran on the checked-out merge commit, whose lines differ from the head's
 * when the base branch changed the same file.
 */

/** The head-version lines of a `patch` (pull-request files API) that can carry a comment. */
export function commentableLines(patch: string | undefined): Set<number> {
  const out = new Set<number>();
  if (!patch) return out;
  let right = 0;
  let inHunk = false;
  for (const line of patch.split('\n')) {
    const h = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,\d+)? @@/.exec(line);
    if (h) {
      right = Number(h[1]);
      inHunk = true;
      continue;
    }
    if (!inHunk) continue;
    // Added and context lines exist in the head version; removed lines and "\ No newline" do not.
    if (line.startsWith('+') || line.startsWith(' ')) out.add(right++);
  }
  return out;
}

/**
 * From `git diff -U0 OLD NEW -- file`: a function taking a NEW line to the OLD line with the same
 * text, or undefined for a line the diff changed (it has no counterpart).
 */
export function newToOldLines(diff: string): (line: number) => number | undefined {
  const hunks: { oldStart: number; oldCount: number; newStart: number; newCount: number }[] = [];
  for (const m of diff.matchAll(/^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/gm)) {
    hunks.push({
      oldStart: Number(m[1]),
      oldCount: m[2] === undefined ? 1 : Number(m[2]),
      newStart: Number(m[3]),
      newCount: m[4] === undefined ? 1 : Number(m[4]),
    });
  }
  return (line) => {
    let shift = 0;
    for (const h of hunks) {
      // With -U0 a hunk of count 0 sits after line `start` (an insertion or deletion point).
      const newFirst = h.newCount === 0 ? h.newStart + 1 : h.newStart;
      if (line < newFirst) break;
      if (h.newCount > 0 && line < h.newStart + h.newCount) return undefined;
      shift =
        h.oldStart +
        (h.oldCount === 0 ? 1 : 0) +
        h.oldCount -
        (h.newStart + (h.newCount === 0 ? 1 : 0) + h.newCount);
    }
    return line + shift;
  };
}
