/**
 * Markdown: golden files, and the escaping checked the way GitHub would see it. Each report is
 * rendered to HTML with micromark and its GFM extension (CommonMark + GFM tables and autolink
 * literals, raw HTML allowed as GitHub allows <details>): hostile names must not produce a tag, an
 * attribute, a link, a mention or a broken table, and must come out exactly as written. Each
 * Mermaid block is parsed with Mermaid itself: one participant per thread, one message per step,
 * the text as written.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import mermaid from 'mermaid';
import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mdCode, mdText, mermaidText, renderMarkdown } from '../../src/report/markdown.js';
import { renderSarif } from '../../src/report/sarif.js';
import type { AnalysisResult, Finding } from '../../src/result.js';
import { REPO_ROOT } from '../fixture-runner.js';
import { analyzeFile, HOSTILE, hostileResult, REAL_FIXTURES, resultArb, witnessResult } from './results.js';

const golden = (name: string) => join(import.meta.dirname, '__golden__', name);

const source = (file: string) => {
  try {
    return readFileSync(join(REPO_ROOT, file), 'utf8').split('\n');
  } catch {
    return undefined;
  }
};

function html(md: string): string {
  return micromark(md, { allowDangerousHtml: true, extensions: [gfm()], htmlExtensions: [gfmHtml()] });
}

function decodeEntities(s: string): string {
  return s
    .replace(/&#x([0-9a-f]+);/gi, (_m, h) => String.fromCodePoint(Number.parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_m, d) => String.fromCodePoint(Number(d)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** Text as it would show, zero-width spaces and all. */
const textOf = (fragment: string) => decodeEntities(fragment.replace(/<[^>]*>/g, ''));
const ZWSP = /\u200b/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are the subject
const shown = (s: string) => s.replace(/[\u0000-\u001f\u007f\u0085\u2028\u2029]/g, ' ');

const ALLOWED_TAGS = new Set([
  'h2',
  'h3',
  'p',
  'strong',
  'em',
  'code',
  'pre',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'details',
  'summary',
  'sub',
  'ul',
  'li',
]);

/** Table rows a report must have: the summary, each finding's accesses and steps, the diagnostics. */
function expectedRows(r: AnalysisResult): number {
  const steps = (f: Finding) => f.witness?.steps.length ?? 0;
  return (
    2 +
    r.findings.reduce(
      (n, f) => n + 1 + f.accesses.length + (steps(f) > 0 ? 1 + Math.min(steps(f), 101) : 0),
      0,
    ) +
    (r.diagnostics.length > 0 ? 1 + Math.min(r.diagnostics.length, 100) : 0)
  );
}

/** What GitHub would turn into something the report did not mean. */
function injectionProblems(md: string): string[] {
  const out = html(md);
  const problems: string[] = [];
  for (const m of out.matchAll(/<\/?([a-zA-Z][\w-]*)([^>]*)>/g)) {
    const [tag, name, attrs] = [m[0], m[1]!.toLowerCase(), m[2]!.trim()];
    if (!ALLOWED_TAGS.has(name)) problems.push(`tag ${tag}`);
    const okAttrs =
      attrs === '' ||
      (/^(th|td)$/.test(name) && /^align="(left|right|center)"$/.test(attrs)) ||
      (name === 'code' && /^class="language-(c|mermaid)"$/.test(attrs));
    if (!okAttrs) problems.push(`attributes ${tag}`);
  }
  // Outside code, no mention, issue reference, URL or e-mail may form.
  const prose = textOf(out.replace(/<code[^>]*>[\s\S]*?<\/code>/g, ' '));
  for (const re of [/@[A-Za-z0-9]/, /(^|[^\w])#\d/, /https?:\/\//, /www\./i])
    if (re.test(prose)) problems.push(`prose matches ${re}`);
  // Every table row has as many cells as its header.
  for (const table of out.matchAll(/<table>([\s\S]*?)<\/table>/g)) {
    const rows = [...table[1]!.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map(
      (r) => (r[1]!.match(/<t[hd][ >]/g) ?? []).length,
    );
    if (new Set(rows).size > 1) problems.push(`table rows of ${[...new Set(rows)].join(' and ')} cells`);
  }
  return problems;
}

beforeAll(async () => {
  // Registers the diagram types.
  await mermaid.parse('sequenceDiagram\n  A->>A: x\n');
});

function mermaidBlocks(md: string): string[] {
  return [...md.matchAll(/^(`{3,})mermaid\n([\s\S]*?)\n\1$/gm)].map((m) => m[2]!);
}

/** Mermaid's own reading of a diagram: participants and messages, entity codes decoded. */
async function readDiagram(text: string) {
  const d = await mermaid.mermaidAPI.getDiagramFromText(text);
  const decode = (s: string) => s.replace(/ﬂ°°(\d+)¶ß/g, (_m, n) => String.fromCodePoint(Number(n)));
  // biome-ignore lint/suspicious/noExplicitAny: Mermaid's sequence database has no public type
  const db = d.db as any;
  const actors = [...db.getActors().values()].map((a: { name: string; description: string }) => ({
    id: a.name,
    name: decode(a.description),
  }));
  const messages = db
    .getMessages()
    .filter((m: { type: number }) => m.type === 0)
    .map((m: { from: string; to: string; message: string }) => ({
      from: m.from,
      to: m.to,
      text: decode(m.message),
    }));
  return { actors, messages };
}

/** Mermaid trims the spaces around names and messages (every other character is an entity code). */
const spaces = (s: string) => s.replace(/^ +| +$/g, '');

/** The diagram of each finding with a witness says what the witness says, whatever the names. */
async function checkDiagrams(r: AnalysisResult, md: string): Promise<void> {
  const withWitness = r.findings.filter((f) => (f.witness?.steps.length ?? 0) > 0);
  const blocks = mermaidBlocks(md);
  expect(blocks).toHaveLength(withWitness.length);
  for (const [i, f] of withWitness.entries()) {
    const { actors, messages } = await readDiagram(blocks[i]!);
    const steps = [...f.witness!.steps].sort((a, b) => a.step - b.step);
    const threads = [...new Set(steps.map((s) => s.thread))];
    expect(actors.map((a) => spaces(a.name))).toEqual(threads.map((t) => spaces(shown(t)) || '\u00a0'));
    expect(messages).toHaveLength(steps.length);
    for (const [k, s] of steps.entries()) {
      const id = actors[threads.indexOf(s.thread)]!.id;
      expect({ ...messages[k], text: spaces(messages[k].text) }).toEqual({
        from: id,
        to: id,
        text: spaces(shown(`${s.step}. ${s.action}`)),
      });
    }
  }
}

describe('markdown golden files', () => {
  for (const [name, path] of Object.entries(REAL_FIXTURES)) {
    it(`${name}: ${path}`, async () => {
      const r = await analyzeFile(path);
      const md = renderMarkdown(r, { source });
      await expect(md).toMatchFileSnapshot(golden(`${name}.md`));
      expect(injectionProblems(md)).toEqual([]);
      expect(md).toContain(`**Verdict:** `);
      expect(md).toContain(`| ${r.findings.length} |`);
      await checkDiagrams(r, md);
    });
  }

  it('does not say the first write is unordered with every listed site (some race only with others)', async () => {
    // counter++ and counter-- in two threads: the read of counter++ is ordered before its own write.
    const md = renderMarkdown(await analyzeFile(REAL_FIXTURES.racy), { source });
    expect(md).not.toMatch(/is not ordered with \d+ other access/);
    expect(md).toContain(
      'The write in `incrementer` at `test/fixtures/analysis/01-basic/unprotected_counter.c:12:5` is not ordered with an access in another thread; 3 other access sites below take part in the race too.',
    );
  });

  it('reports at the first racing write in source order, also when the pair the message names comes later (try-out 15)', async () => {
    // The witness races counter++'s read (12) with counter--'s write (19): the finding is at 12:5,
    // the write of counter++, the first write in source order (CONTRACTS).
    const r = await analyzeFile(REAL_FIXTURES.racy);
    const f = r.findings[0]!;
    expect(f.accesses.filter((a) => a.named).map((a) => `${a.access}@${a.line}`)).toEqual([
      'read@12',
      'write@19',
    ]);
    expect(renderMarkdown(r, { source })).toContain(
      'The write in `incrementer` at `test/fixtures/analysis/01-basic/unprotected_counter.c:12:5`',
    );
    const sarif = JSON.parse(renderSarif(r));
    expect(sarif.runs[0].results[0].locations[0].physicalLocation.region).toMatchObject({
      startLine: 12,
      startColumn: 5,
    });
  });

  it('a confirmed race with a witness, and a possible one', async () => {
    const r = witnessResult();
    const md = renderMarkdown(r);
    await expect(md).toMatchFileSnapshot(golden('witness.md'));
    expect(injectionProblems(md)).toEqual([]);
    expect(md).toMatch(/^### 🔴 Data race on `counter`$/m);
    expect(md).toMatch(/^### 🟠 Possible data race on `stats.hits` \(new\)$/m); // marked against the baseline
    // The run summary: verdict, counts by status, skipped functions, time.
    expect(md).toContain('| 2 | 1 | 1 | 0 | 0 | 1 | 4 | 0 | 3 | 56 ms |');
    // The witness table, with the racing steps marked, and an open diagram (5 steps).
    expect(md).toContain(
      '| 4 | <code>worker\\#1</code> | <code>writes counter</code> | <code>src\\/counter\\.c\\:9\\:5</code> | **racing access** |',
    );
    expect(md).not.toContain('<summary>Sequence diagram</summary>');
    await checkDiagrams(r, md);
  });

  it('collapses long witnesses and keeps the diagram within Mermaid limits', async () => {
    const r = witnessResult();
    const steps = Array.from({ length: 70 }, (_, i) => ({
      step: i + 1,
      thread: `t#${(i % 3) + 1}`,
      action: `action ${i + 1}`,
      file: 'src/counter.c',
      line: i + 1,
      column: 1,
    }));
    r.findings = [{ ...r.findings[0]!, witness: { steps } }];
    const md = renderMarkdown(r);
    expect(md).toContain('<details><summary>Steps of the witness</summary>');
    expect(md).toContain('<details><summary>Sequence diagram</summary>');
    const [block] = mermaidBlocks(md);
    const { messages } = await readDiagram(block!);
    // The last 60 steps, where the race is, and a note for the rest.
    expect(messages.map((m: { text: string }) => m.text.split('.')[0])).toEqual(
      Array.from({ length: 60 }, (_, i) => String(i + 11)),
    );
    expect(block).toContain('Note over T');
    expect(injectionProblems(md)).toEqual([]);
  });
});

describe('markdown summary table', () => {
  it('counts threads as the text report does: a spawn in a loop makes the count a lower bound', () => {
    const r = witnessResult();
    const row = (threads: number, threadsRepeated: number) =>
      renderMarkdown({ ...r, stats: { ...r.stats, threads, threadsRepeated } })
        .split('\n')
        .find((l) => /^\| \d+ \| \d+ \|/.test(l))!
        .split(' | ')[8];
    expect(row(3, 0)).toBe('3');
    expect(row(2, 1)).toBe('at least 3 (1 spawn runs more than once)');
  });

  it('says the table counts findings, and what became of the candidates, as the text counts them', () => {
    const r = witnessResult();
    const md = renderMarkdown({
      ...r,
      stats: { ...r.stats, candidates: 4, eliminated: 1, confirmed: 2, possible: 1 },
    });
    expect(md).toContain(
      'The table counts findings, one per racing location. Layer 1 proposed 4 candidates: the model checker eliminated 1, confirmed 2 and left 1 possible.',
    );
  });
});

describe('markdown escaping', () => {
  it('hostile names cannot inject markdown, HTML, links, mentions or Mermaid, and show as written', async () => {
    const r = hostileResult();
    const md = renderMarkdown(r);
    await expect(md).toMatchFileSnapshot(golden('hostile.md'));
    expect(injectionProblems(md)).toEqual([]);
    await checkDiagrams(r, md);
    // No name ends a table row early or adds one.
    expect(html(md).match(/<tr>/g)).toHaveLength(expectedRows(r));
    // Each headline shows the location exactly (code spans keep everything literal).
    const out = html(md);
    const headlines = [...out.matchAll(/<h3>[\s\S]*? on <code>([\s\S]*?)<\/code><\/h3>/g)].map((m) =>
      decodeEntities(m[1]!),
    );
    expect(headlines).toEqual(r.findings.map((f) => shown(f.location) || ' '));
    // Table cells show names exactly, but for the zero-width spaces that break mentions.
    for (const f of r.findings) {
      const fn = f.accesses[0]!.function;
      if (fn.trim() === '') continue;
      expect(textOf(out).replace(ZWSP, '')).toContain(shown(fn));
    }
    // Diagnostics messages are free text, escaped: shown as written, but for the zero-width spaces.
    for (const h of HOSTILE.filter((x) => x.trim() !== '' && !/^ {4}/.test(x)))
      expect(textOf(out).replace(ZWSP, '')).toContain(shown(h).trim());
  });

  it('the checks catch what the escaping prevents', async () => {
    expect(injectionProblems('see [x](http://evil.example) and <img src=x onerror=alert(1)>')).toEqual([
      'tag <a href="http://evil.example">',
      'attributes <a href="http://evil.example">',
      'tag </a>',
      'tag <img src=x onerror=alert(1)>',
      'attributes <img src=x onerror=alert(1)>',
    ]);
    expect(injectionProblems('hi @octocat, see #12 and http\\://x and www\\.evil.example')).toEqual([
      'prose matches /@[A-Za-z0-9]/',
      'prose matches /(^|[^\\w])#\\d/',
      'prose matches /https?:\\/\\//',
      'prose matches /www\\./i',
    ]);
    // A newline in a cell adds a row (the row count sees it); a `;` ends a Mermaid statement.
    expect(html('| a |\n| --- |\n| x\ny |').match(/<tr>/g)).toHaveLength(3);
    await expect(mermaid.parse('sequenceDiagram\n  participant T1 as a;b\n  T1->>T2 x\n')).rejects.toThrow();
  });

  it('mdText, mdCode and mermaidText', () => {
    expect(mdText('a_b *c* [x](y) <b> @me #1 http://x www.y')).toBe(
      'a\\_b \\*c\\* \\[x\\]\\(y\\) \\<b\\> \\@\u200bme \\#\u200b1 http\\:\u200b\\/\\/x www\u200b\\.y',
    );
    expect(mdCode('a`b')).toBe('``a`b``');
    expect(mdCode('`x`')).toBe('`` `x` ``');
    expect(mdCode('')).toBe('` `');
    expect(mermaidText('a->b; #x %%')).toBe('a#45;#62;b#59; #35;x #37;#37;');
  });

  it('any analysis result renders to safe markdown whose diagrams Mermaid reads as the witness', async () => {
    await fc.assert(
      fc.asyncProperty(resultArb, async (r) => {
        const md = renderMarkdown(r);
        expect(injectionProblems(md)).toEqual([]);
        expect(html(md).match(/<tr>/g)).toHaveLength(expectedRows(r));
        await checkDiagrams(r, md);
      }),
      { numRuns: 100 },
    );
  });
});

describe('markdown size limit', () => {
  const many = (): AnalysisResult => {
    const r = witnessResult();
    const f = r.findings[0]!;
    r.findings = Array.from({ length: 40 }, (_, i): Finding => ({ ...f, id: String(i), location: `v${i}` }));
    return r;
  };

  it('is the full report when it fits', () => {
    const r = witnessResult();
    expect(renderMarkdown(r, { maxLength: 1_000_000 })).toBe(renderMarkdown(r));
  });

  it('drops diagrams, then whole findings, and says so', () => {
    const r = many();
    const full = renderMarkdown(r);
    const compact = renderMarkdown(r, { maxLength: full.length - 1 });
    expect(compact.length).toBeLessThan(full.length);
    expect(compact).not.toContain('```mermaid');
    expect(compact).toContain('The sequence diagram is left out');
    expect(compact.match(/^### /gm)).toHaveLength(40);

    const cut = renderMarkdown(r, { maxLength: 6_000 });
    expect(cut.length).toBeLessThanOrEqual(6_000);
    const kept = cut.match(/^### /gm)?.length ?? 0;
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThan(40);
    expect(cut).toContain(`**${40 - kept} more findings are not shown**`);
    expect(injectionProblems(cut)).toEqual([]);

    const tiny = renderMarkdown(r, { maxLength: 300 });
    expect(tiny.length).toBeLessThanOrEqual(300);
    expect(tiny).toContain('Report cut here');
  });
});
