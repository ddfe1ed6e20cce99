/**
 * The lines of a pull request's diff that can carry a review comment: GitHub accepts comments
 * (`side: RIGHT`) only on lines inside the diff hunks of the head version — added or unchanged
 * context lines — and answers 422 for any other line. Read from the `patch` of the pull-request
 * files API (a unified diff without file headers).
 */
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
    if (line.startsWith('+')) out.add(right++);
    else if (line.startsWith(' ')) out.add(right++);
    else if (line.startsWith('-') || line.startsWith('\\'))
      continue; // removed line, "\ No newline"
    else if (line === '') {
    }
  }
  return out;
}
