/**
 * Drops the prototypes of Lockstep's model headers that a unit never names. The model headers
 * declare hundreds of library functions; every unit includes several of them, and parsing and
 * lowering those prototypes again for every unit was a large share of the frontend's time. A
 * prototype of a function the unit's text never mentions can change nothing in the analysis.
 * Pruned text becomes spaces (newlines kept), so offsets and the source map stay exact.
 */

/** Top-level `;`-terminated chunks of the text: [start, end) offsets. */
function topLevelChunks(text: string): [number, number][] {
  const out: [number, number][] = [];
  let depth = 0;
  let start = 0;
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === 34 || c === 39) {
      // skip a string or character literal
      for (i++; i < n && text.charCodeAt(i) !== c && text.charCodeAt(i) !== 10; i++)
        if (text.charCodeAt(i) === 92) i++;
    } else if (c === 40 || c === 91 || c === 123) depth++;
    else if (c === 41 || c === 93 || c === 125) {
      depth--;
      if (depth < 0) depth = 0;
    } else if (c === 59 && depth === 0) {
      out.push([start, i + 1]);
      start = i + 1;
    } else if (c === 35 && (i === 0 || text.charCodeAt(i - 1) === 10)) {
      // a directive kept in the output (#pragma omp): its own chunk boundary
      const eol = text.indexOf('\n', i);
      i = eol < 0 ? n : eol;
      start = i;
    }
  }
  return out;
}

/** [A-Za-z_$] */
function identStart(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 95 || c === 36;
}

/** [A-Za-z0-9_$] */
function identPart(c: number): boolean {
  return identStart(c) || (c >= 48 && c <= 57);
}
const PROTOTYPE = /^\s*(?:extern\s+)?[\w\s*]*?\b([A-Za-z_$][\w$]*)\s*\(/;

export function pruneModelPrototypes(text: string, fromModelHeader: (offset: number) => boolean): string {
  const candidates: { start: number; end: number; name: string }[] = [];
  for (const [start, end] of topLevelChunks(text)) {
    const chunk = text.slice(start, end);
    if (chunk.includes('{') || /^\s*typedef\b/.test(chunk)) continue;
    const m = PROTOTYPE.exec(chunk);
    if (!m || !fromModelHeader(start + chunk.search(/\S/))) continue;
    candidates.push({ start, end, name: m[1]! });
  }
  if (candidates.length === 0) return text;
  // Which candidate names are used anywhere outside the candidate prototypes. An identifier is
  // what /[A-Za-z_$][\w$]*/g would match; only those as long as some candidate name are sliced.
  const names = new Set<string>();
  let longest = 0;
  for (const c of candidates) {
    names.add(c.name);
    longest = Math.max(longest, c.name.length);
  }
  const lengths = new Uint8Array(longest + 1);
  for (const name of names) lengths[name.length] = 1;
  const used = new Set<string>();
  let last = 0;
  const scan = (from: number, to: number) => {
    let i = from;
    while (i < to) {
      if (!identStart(text.charCodeAt(i))) {
        i++;
        continue;
      }
      const start = i;
      i++;
      while (i < to && identPart(text.charCodeAt(i))) i++;
      const len = i - start;
      if (len <= longest && lengths[len] === 1) {
        const word = text.slice(start, i);
        if (names.has(word)) used.add(word);
      }
    }
  };
  for (const c of candidates) {
    scan(last, c.start);
    last = c.end;
  }
  scan(last, text.length);
  const parts: string[] = [];
  last = 0;
  for (const c of candidates) {
    if (used.has(c.name)) continue;
    parts.push(text.slice(last, c.start), text.slice(c.start, c.end).replace(/[^\n]/g, ' '));
    last = c.end;
  }
  if (last === 0) return text;
  parts.push(text.slice(last));
  return parts.join('');
}
