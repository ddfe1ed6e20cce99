/**
 * One translation unit: the file stack, directives, conditional groups, and the output with its
 * source map. Lines without macros are copied as is (one source-map segment per line), other
 * tokens are put back at their original column where possible, so positions mostly line up.
 */
import path from 'node:path';
import { OPEN_BOUNDARY, type ReadBoundary, readFileChecked } from '../../util/files.js';
import {
  ExpansionLimit,
  type HeaderSpec,
  headerFromToks,
  MacroExpander,
  type NameTable,
  type Site,
} from './expander.js';
import { evalExpr } from './expr.js';
import { detectGuard, type Found, SearchPath } from './include.js';
import {
  F_BOL,
  F_CLEAN,
  F_UNTERM,
  F_WS,
  type FileTokens,
  isHashAt,
  type LexOptions,
  lex,
  lineEnd,
  T_IDENT,
  T_NUMBER,
  T_OTHER,
  T_PUNCT,
  T_STRING,
  tokText,
} from './lexer.js';
import {
  B_BASE_FILE,
  B_COUNTER,
  B_DATE,
  B_FILE,
  B_FILE_NAME,
  B_HAS,
  B_INCLUDE_LEVEL,
  B_LINE,
  B_PRAGMA,
  B_TIME,
  B_TIMESTAMP,
  builtinMacro,
  hsHas,
  type Macro,
  parseDefine,
  sameMacro,
  type Tok,
} from './macros.js';
import { Emitter, wouldGlue } from './output.js';
import { predefinedMacros, rawStringsEnabled } from './predefined.js';
import type {
  Language,
  PreprocessedUnit,
  PreprocessOptions,
  PreprocessorCache,
  PreprocessorFs,
} from './types.js';

const MAX_INCLUDE_DEPTH = 200;
/**
 * Total file entries per unit: stops exponential blow-up from files that include themselves
 * repeatedly. No unit of glibc nptl/ comes near it (npm run realcode would report it).
 */
const MAX_FILE_ENTRIES = 5_000;

interface CacheImpl extends PreprocessorCache, NameTable {
  /** Tokenised headers by lexer mode and path. */
  tokens: Map<string, FileTokens>;
}

/**
 * Reads real files through the read boundary (src/util/files.ts): undefined for a missing file,
 * a directory, a read error or a refusal, whose reason `refused` then gives.
 */
export function boundedFs(boundary: ReadBoundary): PreprocessorFs {
  const refusals = new Map<string, string>();
  return {
    readFile(p: string): string | undefined {
      const r = readFileChecked(p, boundary, 'repository');
      if (r.ok) return r.text;
      if (!r.missing) refusals.set(p, r.reason);
      return undefined;
    },
    refused: (p) => refusals.get(p),
  };
}

/** Real files with no confinement (still no special files and nothing inside `.git/`). */
export const nodeFs: PreprocessorFs = boundedFs(OPEN_BOUNDARY);

export function createPreprocessorCache(): PreprocessorCache {
  const c: CacheImpl = { files: new Map(), tokens: new Map(), names: [], nameIds: new Map() };
  return c;
}

function cacheImpl(c: PreprocessorCache | undefined): CacheImpl {
  const x = (c ?? createPreprocessorCache()) as Partial<CacheImpl> & PreprocessorCache;
  x.tokens ??= new Map();
  x.names ??= [];
  x.nameIds ??= new Map();
  return x as CacheImpl;
}

interface Cond {
  /** Some group of this #if chain was (or is being) taken. */
  taken: boolean;
  /** The current group is skipped. */
  skip: boolean;
  /** Inside a skipped group: nothing of this chain is evaluated. */
  outer: boolean;
  sawElse: boolean;
  site: Site;
}

interface FileCtx {
  ft: FileTokens;
  path: string;
  /** Presumed name id and line offset (#line). */
  nameId: number;
  delta: number;
  pos: number;
  conds: Cond[];
  skipping: boolean;
  dirIdx: number;
  /** The physical line of this file that the current output line corresponds to. */
  outLine: number;
  /** Parent's line to continue at after this file. */
  resumeLine: number;
}

const BUILTINS: [string, number][] = [
  ['__FILE__', B_FILE],
  ['__LINE__', B_LINE],
  ['__COUNTER__', B_COUNTER],
  ['__INCLUDE_LEVEL__', B_INCLUDE_LEVEL],
  ['__BASE_FILE__', B_BASE_FILE],
  ['__FILE_NAME__', B_FILE_NAME],
  ['__DATE__', B_DATE],
  ['__TIME__', B_TIME],
  ['__TIMESTAMP__', B_TIMESTAMP],
  ['_Pragma', B_PRAGMA],
  ['__has_include', B_HAS],
  ['__has_include_next', B_HAS],
  ['__has_attribute', B_HAS],
  ['__has_cpp_attribute', B_HAS],
  ['__has_c_attribute', B_HAS],
  ['__has_builtin', B_HAS],
];
const BUILTIN_MACROS = BUILTINS.map(([n, b]) => builtinMacro(n, b));

/** Predefined macro tables, parsed once per language/std and lexer mode. */
const predefinedCache = new Map<string, Macro[]>();

function lexKey(o: LexOptions): string {
  return `${o.cpp ? 'c++' : 'c'}${o.raw ? 'r' : ''}\0`;
}

export function preprocess(opts: PreprocessOptions): PreprocessedUnit {
  const unit = new Unit(opts);
  try {
    unit.run();
  } catch (e) {
    if (e instanceof ExpansionLimit) unit.report('error', 'pp-limit', e.message, e.site);
    else
      unit.report('error', 'pp-internal', `internal preprocessor error: ${(e as Error)?.message ?? e}`, null);
  }
  return unit.result();
}

class Unit extends MacroExpander {
  private readonly cache: CacheImpl;
  private readonly fs: PreprocessorFs;
  private readonly key: string;
  protected readonly mainPath: string;
  private readonly search: SearchPath;
  private readonly out = new Emitter();
  private readonly stack: FileCtx[] = [];
  private readonly files: string[] = [];
  private readonly graph = new Map<string, string[]>();
  private readonly once = new Set<string>();
  private readonly reported = new Set<FileTokens>();
  private readonly pushed = new Map<string, (Macro | undefined)[]>();
  private entries = 0;
  private readonly depthReported = new Set<string>();

  constructor(private readonly opts: PreprocessOptions) {
    const cache = cacheImpl(opts.cache);
    const lexOpts: LexOptions = { cpp: opts.lang === 'c++', raw: rawStringsEnabled(opts.lang, opts.std) };
    super(new Map(), cache, lexOpts);
    this.cache = cache;
    this.fs = opts.fs ?? nodeFs;
    this.key = lexKey(lexOpts);
    this.mainPath = opts.file;
    this.search = new SearchPath(
      opts.quoteDirs ?? [],
      opts.includeDirs ?? [],
      opts.systemIncludeDirs ?? [],
      opts.builtinIncludeDirs ?? [],
    );
    for (const m of this.predefined(opts.lang, opts.std)) this.macros.set(m.name, m);
    for (const m of BUILTIN_MACROS) this.macros.set(m.name, m);
    for (const a of opts.macros ?? []) {
      if (a.kind === 'undef') {
        this.macros.delete(a.name);
        continue;
      }
      const m = parseDefine(this.textToks(`${a.name} ${a.value ?? '1'}`), (msg) =>
        this.report('error', 'pp-bad-directive', `-D${a.name}: ${msg}`, null),
      );
      if (m) this.macros.set(m.name, m);
    }
  }

  private predefined(lang: Language, std: string | undefined): Macro[] {
    const k = `${this.key}${std ?? ''}`;
    let list = predefinedCache.get(k);
    if (list === undefined) {
      list = [];
      for (const [name, def] of predefinedMacros(lang, std)) {
        const m = parseDefine(this.textToks(def.startsWith('(') ? name + def : `${name} ${def}`), () => {});
        if (m) list.push(m);
      }
      predefinedCache.set(k, list);
    }
    return list;
  }

  // ---- files -------------------------------------------------------------------------------

  private readCached(p: string): string | undefined {
    const files = this.cache.files;
    if (files.has(p)) {
      const hit = files.get(p);
      if (hit === undefined) this.noteRefusal(p);
      return hit;
    }
    let v: string | undefined;
    try {
      v = this.fs.readFile(p);
    } catch {
      v = undefined;
    }
    if (typeof v !== 'string') {
      v = undefined;
      this.noteRefusal(p);
    }
    files.set(p, v);
    return v;
  }

  private noteRefusal(p: string): void {
    const why = this.fs.refused?.(p);
    if (why !== undefined) this.refusedNow.push({ path: p, why });
  }

  /** Files a header search was refused (src/util/files.ts): reported at the directive. */
  private refusedNow: { path: string; why: string }[] = [];

  /** One diagnostic per refused file of the last search, naming the header as written. */
  private reportRefusals(shown: string, site: Site): boolean {
    const refused = this.refusedNow;
    this.refusedNow = [];
    for (const r of refused)
      this.report('error', 'read-refused', `${shown}: ${r.path} not read (${r.why})`, site);
    return refused.length > 0;
  }

  private readonly exists = (p: string): boolean => this.readCached(p) !== undefined;

  private tokensFor(p: string): FileTokens | null {
    const k = this.key + p;
    let ft = this.cache.tokens.get(k);
    if (ft === undefined) {
      const text = this.readCached(p);
      if (text === undefined) return null;
      ft = lex(text, this.lexOpts);
      this.cache.tokens.set(k, ft);
    }
    return ft;
  }

  private recordFile(p: string): void {
    if (!this.graph.has(p)) {
      this.graph.set(p, []);
      this.files.push(p);
    }
  }

  private addEdge(from: string, to: string): void {
    this.recordFile(to);
    const list = this.graph.get(from);
    if (list && !list.includes(to)) list.push(to);
  }

  private top(): FileCtx | undefined {
    return this.stack[this.stack.length - 1];
  }

  private pushCtx(ft: FileTokens, p: string, dirIdx: number, resumeLine: number): void {
    if (this.out.col > 0) this.out.newlines(1);
    const nameId = this.nameId(p);
    this.stack.push({
      ft,
      path: p,
      nameId,
      delta: 0,
      pos: 0,
      conds: [],
      skipping: false,
      dirIdx,
      outLine: 1,
      resumeLine,
    });
    if (!this.reported.has(ft)) {
      this.reported.add(ft);
      for (const pr of ft.problems)
        this.report('error', 'pp-unterminated', pr.message, { f: nameId, l: pr.line, c: pr.col });
    }
  }

  private enterFile(found: Found, resumeLine: number, includer: string, site: Site): void {
    this.addEdge(includer, found.path);
    if (this.once.has(found.path)) return;
    if (this.stack.length >= MAX_INCLUDE_DEPTH) {
      // Once per directive: recursion can hit the same one very many times.
      const key = `${site.f}:${site.l}:${site.c}`;
      if (!this.depthReported.has(key)) {
        this.depthReported.add(key);
        this.report(
          'error',
          'pp-include-depth',
          `#include nested depth exceeds maximum of ${MAX_INCLUDE_DEPTH}`,
          site,
        );
      }
      return;
    }
    const ft = this.tokensFor(found.path);
    if (ft === null) return;
    if (ft.guard === undefined) ft.guard = detectGuard(ft);
    if (ft.guard !== null && this.macros.has(ft.guard)) return;
    if (++this.entries > MAX_FILE_ENTRIES) {
      if (this.entries === MAX_FILE_ENTRIES + 1) {
        this.report(
          'error',
          'pp-include-depth',
          `more than ${MAX_FILE_ENTRIES} #include entries; ignoring the rest`,
          site,
        );
      }
      return;
    }
    this.pushCtx(ft, found.path, found.dirIdx, resumeLine);
  }

  private leaveFile(): void {
    const ctx = this.stack.pop()!;
    for (const c of ctx.conds)
      this.report('error', 'pp-unterminated', 'unterminated conditional directive', c.site);
    if (this.out.col > 0) this.out.newlines(1);
    const parent = this.top();
    if (parent) parent.outLine = ctx.resumeLine;
  }

  protected currentFile(): { nameId: number; level: number } | null {
    const ctx = this.top();
    return ctx ? { nameId: ctx.nameId, level: this.stack.length - 1 } : null;
  }

  protected hasInclude(spec: HeaderSpec, next: boolean): boolean {
    const ctx = this.top();
    if (!ctx) return false;
    return (
      this.search.resolve(
        spec.name,
        spec.angle,
        path.dirname(ctx.path),
        next ? ctx.dirIdx : null,
        this.exists,
      ) !== null
    );
  }

  protected fallbackSite(): Site {
    const ctx = this.top();
    if (ctx) return { f: ctx.nameId, l: ctx.outLine + ctx.delta, c: 1 };
    return { f: this.nameId(this.mainPath), l: 1, c: 1 };
  }

  // ---- token reading -----------------------------------------------------------------------

  private makeTok(ctx: FileCtx, i: number): Tok {
    const ft = ctx.ft;
    return {
      k: ft.kind[i],
      t: tokText(ft, i),
      ws: (ft.flags[i] & F_WS) !== 0,
      hs: null,
      f: ctx.nameId,
      l: ft.line[i] + ctx.delta,
      c: ft.col[i],
      body: false,
      noexp: false,
    };
  }

  private lineToks(ctx: FileCtx, from: number, to: number): Tok[] {
    const r: Tok[] = [];
    for (let j = from; j < to; j++) r.push(this.makeTok(ctx, j));
    return r;
  }

  private siteAt(ctx: FileCtx, i: number): Site {
    return { f: ctx.nameId, l: ctx.ft.line[i] + ctx.delta, c: ctx.ft.col[i] };
  }

  /**
   * Index of the next token of the current file to output, after processing directives and
   * skipping excluded groups; -1 at the end (of the current file unless `crossEof`).
   */
  private advance(crossEof: boolean): number {
    for (;;) {
      const ctx = this.top();
      if (ctx === undefined) return -1;
      const ft = ctx.ft;
      const i = ctx.pos;
      if (i >= ft.n) {
        if (!crossEof) return -1;
        this.leaveFile();
        continue;
      }
      if ((ft.flags[i] & F_BOL) !== 0 && isHashAt(ft, i)) {
        ctx.pos = this.directive(ctx, i);
        continue;
      }
      if (ctx.skipping) {
        const n = ft.n;
        const flags = ft.flags;
        let j = i + 1;
        while (j < n && ((flags[j] & F_BOL) === 0 || !isHashAt(ft, j))) j++;
        ctx.pos = j;
        continue;
      }
      ctx.pos = i + 1;
      return i;
    }
  }

  protected readFileTok(): Tok | null {
    const i = this.advance(false);
    return i < 0 ? null : this.makeTok(this.top()!, i);
  }

  protected peekFileParen(): boolean {
    const ctx = this.top();
    if (!ctx) return false;
    const ft = ctx.ft;
    const i = ctx.pos;
    if (i >= ft.n || ((ft.flags[i] & F_BOL) !== 0 && isHashAt(ft, i))) return false;
    return ft.kind[i] === T_PUNCT && ft.text.charCodeAt(ft.start[i]) === 40;
  }

  // ---- main loop and output ----------------------------------------------------------------

  run(): void {
    let text = this.opts.text;
    if (text === undefined) {
      text = this.readMain();
    }
    const mainFt = lex(text, this.lexOpts);
    this.recordFile(this.mainPath);
    this.pushCtx(mainFt, this.mainPath, -1, 1);
    const mainSite: Site = { f: this.nameId(this.mainPath), l: 1, c: 1 };
    const forced: Found[] = [];
    for (const f of this.opts.forcedIncludes ?? []) {
      // Like gcc's -include: the working directory first, then the "..." chain.
      const cwd = path.resolve(f);
      this.refusedNow = [];
      const found = this.exists(cwd)
        ? { path: cwd, dirIdx: -1 }
        : this.search.resolve(f, false, null, null, this.exists);
      const refused = this.reportRefusals(f, mainSite);
      if (found) forced.push(found);
      else if (!refused)
        this.report('error', 'pp-unknown-header', `${f}: forced include not found`, mainSite);
    }
    // Pushed last-first so that the first one is processed first, then the main file.
    for (const f of forced) this.addEdge(this.mainPath, f.path);
    for (let j = forced.length - 1; j >= 0; j--) {
      const ft = this.tokensFor(forced[j].path);
      if (ft) this.pushCtx(ft, forced[j].path, forced[j].dirIdx, 1);
    }

    const pb = this.pb;
    for (;;) {
      if (pb.length > 0) {
        this.mainTok(pb.pop()!);
        continue;
      }
      this.useSite = null;
      const i = this.advance(true);
      if (i < 0) break;
      const ctx = this.stack[this.stack.length - 1];
      const ft = ctx.ft;
      if ((ft.flags[i] & F_CLEAN) !== 0 && this.cleanLine(ctx, i)) continue;
      if (ft.kind[i] === T_IDENT) {
        const m = this.macros.get(tokText(ft, i));
        if (m !== undefined && this.startExpansion(ctx, i, m)) continue;
      }
      this.verbatim(ctx, i);
    }
  }

  private readMain(): string {
    let text: string | undefined;
    try {
      text = this.fs.readFile(this.mainPath);
    } catch {
      text = undefined;
    }
    if (typeof text === 'string') return text;
    const why = this.fs.refused?.(this.mainPath);
    this.report('error', 'pp-unknown-header', `cannot read ${this.mainPath}${why ? ` (${why})` : ''}`, null);
    return '';
  }

  result(): PreprocessedUnit {
    const text = this.out.finish();
    const fallback = { file: this.mainPath, line: 1, column: 1 };
    const map = this.out.map;
    const names = this.cache.names;
    return {
      text,
      locate: map.build(names, text.length, fallback),
      exportMap: () => ({ segments: map.segments(true), names, textLength: text.length, fallback }),
      diagnostics: this.diags,
      files: this.files,
      includeGraph: this.graph,
    };
  }

  /**
   * Copies the tokens of a logical line at `i` up to its first macro name as one piece of the
   * source. False when there is nothing to copy that way.
   */
  private cleanLine(ctx: FileCtx, i: number): boolean {
    const ft = ctx.ft;
    const { kind, start, end, flags, text } = ft;
    const macros = this.macros;
    const n = ft.n;
    let j = i;
    do {
      if (kind[j] === T_IDENT && macros.has(text.slice(start[j], end[j]))) break;
      j++;
    } while (j < n && (flags[j] & F_BOL) === 0);
    if (j === i) return false;
    const out = this.out;
    const L = ft.line[i];
    if (L > ctx.outLine) {
      out.newlines(L - ctx.outLine);
      ctx.outLine = L;
    }
    if (out.col !== 0) return false;
    const ls = start[i] - (ft.col[i] - 1);
    out.map.verbatim(out.len, ctx.nameId, L + ctx.delta, 1);
    out.text(text.slice(ls, end[j - 1]));
    out.last = text.slice(start[j - 1], end[j - 1]);
    out.lastFt = ft;
    out.lastIdx = j - 1;
    ctx.pos = j;
    return true;
  }

  /** Moves the output to token `i`'s line and column (as far as possible). */
  private placeAt(ctx: FileCtx, i: number): void {
    const ft = ctx.ft;
    const out = this.out;
    const L = ft.line[i];
    if (L > ctx.outLine) {
      out.newlines(L - ctx.outLine);
      ctx.outLine = L;
    }
    const c = ft.col[i] - 1;
    if (out.col < c) out.pad(c - out.col);
  }

  private verbatim(ctx: FileCtx, i: number): void {
    const ft = ctx.ft;
    const out = this.out;
    const fl = ft.flags[i];
    if ((fl & F_UNTERM) !== 0) {
      this.report('warning', 'pp-unterminated', 'missing terminating quote character', this.siteAt(ctx, i));
    }
    this.placeAt(ctx, i);
    const s = tokText(ft, i);
    if (out.last !== '') {
      const adjacent = out.lastFt === ft && out.lastIdx === i - 1;
      if ((fl & F_WS) !== 0 || (!adjacent && wouldGlue(out.last, s))) out.space();
    }
    const col = ft.col[i];
    const line = ft.line[i] + ctx.delta;
    // A token that starts its output line: the indentation maps to the same line too.
    if (out.blank && out.col === col - 1) out.map.verbatim(out.len - out.col, ctx.nameId, line, 1);
    else out.map.verbatim(out.len, ctx.nameId, line, col);
    if (ft.kind[i] === T_STRING || ft.kind[i] === T_OTHER) ctx.outLine += out.multiline(s);
    else out.text(s);
    out.lastFt = ft;
    out.lastIdx = i;
  }

  /** Outputs a token of an expansion (or one re-read from the pending stack). */
  private emitTok(t: Tok): void {
    const out = this.out;
    out.separate(t.t, t.ws);
    const u = this.useSite;
    if (!t.body && t.f >= 0) out.map.fixed(out.len, t.f, t.l, t.c, t.f, t.l, t.c, u ? u.m : -1);
    else if (u) out.map.fixed(out.len, u.f, u.l, u.c, t.f, t.l, t.c, u.m);
    else {
      const s = this.siteOf(null);
      out.map.fixed(out.len, s.f, s.l, s.c, t.f, t.l, t.c, -1);
    }
    if (t.k === T_STRING || t.k === T_OTHER) out.multiline(t.t);
    else out.text(t.t);
  }

  /** A macro name read from the file: starts an outermost expansion. False when it does not expand. */
  private startExpansion(ctx: FileCtx, i: number, m: Macro): boolean {
    if (m.builtin === B_HAS) return false;
    if (m.fn && !this.peekParen(this.main)) return false;
    const t = this.makeTok(ctx, i);
    this.placeAt(ctx, i);
    if (m.builtin === B_PRAGMA) return this.pragmaOperator(t);
    this.useSite = { f: ctx.nameId, l: t.l, c: t.c, m: this.nameId(m.name) };
    return this.expandTok(t, m, this.main);
  }

  /** A token from the pending stack: rescanned for macros, else output. */
  private mainTok(t: Tok): void {
    if (t.k === T_IDENT && !t.noexp) {
      const m = this.macros.get(t.t);
      if (m !== undefined && !hsHas(t.hs, t.t)) {
        if (m.builtin === B_PRAGMA ? this.pragmaOperator(t) : this.expandTok(t, m, this.main)) return;
      }
    }
    this.emitTok(t);
  }

  // ---- directives --------------------------------------------------------------------------

  /** Processes the directive whose `#` is token `i`; returns the index of the next line. */
  private directive(ctx: FileCtx, i: number): number {
    const ft = ctx.ft;
    const e = lineEnd(ft, i);
    if (i + 1 >= e) return e;
    const name = ft.kind[i + 1] === T_IDENT ? tokText(ft, i + 1) : '';
    if (ctx.skipping && !CONDITIONALS.has(name)) return e;
    const saved = this.dirSite;
    this.dirSite = this.siteAt(ctx, i);
    if (!this.conditional(ctx, name, i, e)) this.activeDirective(ctx, name, i, e);
    this.dirSite = saved;
    return e;
  }

  private error(code: string, msg: string, site: Site | null = this.dirSite): void {
    this.report('error', code, msg, site);
  }

  private conditional(ctx: FileCtx, name: string, i: number, e: number): boolean {
    const conds = ctx.conds;
    const top = conds[conds.length - 1] as Cond | undefined;
    switch (name) {
      case 'if':
      case 'ifdef':
      case 'ifndef': {
        const site = this.dirSite!;
        if (ctx.skipping) conds.push({ taken: true, skip: true, outer: true, sawElse: false, site });
        else {
          const v = name === 'if' ? this.evalIf(ctx, i + 2, e) : this.ifdef(ctx, i, e, name === 'ifndef');
          conds.push({ taken: v, skip: !v, outer: false, sawElse: false, site });
        }
        break;
      }
      case 'elif':
      case 'elifdef':
      case 'elifndef':
        if (!top) {
          this.error('pp-bad-directive', `#${name} without #if`);
          break;
        }
        if (top.outer) break;
        if (top.sawElse) this.error('pp-bad-directive', `#${name} after #else`);
        if (top.taken || top.sawElse) {
          top.skip = true;
          break;
        }
        top.taken = name === 'elif' ? this.evalIf(ctx, i + 2, e) : this.ifdef(ctx, i, e, name === 'elifndef');
        top.skip = !top.taken;
        break;
      case 'else':
        if (!top) {
          this.error('pp-bad-directive', '#else without #if');
          break;
        }
        if (top.outer) break;
        if (top.sawElse) this.error('pp-bad-directive', '#else after #else');
        top.sawElse = true;
        top.skip = top.taken;
        top.taken = true;
        break;
      case 'endif':
        if (!top) this.error('pp-bad-directive', '#endif without #if');
        else conds.pop();
        break;
      default:
        return false;
    }
    const t = conds[conds.length - 1];
    ctx.skipping = t ? t.skip : false;
    return true;
  }

  private ifdef(ctx: FileCtx, i: number, e: number, negate: boolean): boolean {
    const ft = ctx.ft;
    if (i + 2 >= e || ft.kind[i + 2] !== T_IDENT) {
      this.error('pp-bad-directive', `no macro name given in #${tokText(ft, i + 1)} directive`);
      return false;
    }
    return this.macros.has(tokText(ft, i + 2)) !== negate;
  }

  private evalIf(ctx: FileCtx, from: number, e: number): boolean {
    this.inIf = true;
    this.ifBad = false;
    const toks = this.expandList(this.lineToks(ctx, from, e));
    this.inIf = false;
    if (this.ifBad) return false;
    return evalExpr(toks, {
      cpp: this.lexOpts.cpp,
      error: (msg, at) => this.error('pp-bad-expression', msg, this.siteOf(at)),
    });
  }

  private activeDirective(ctx: FileCtx, name: string, i: number, e: number): void {
    const ft = ctx.ft;
    const a = i + 2;
    switch (name) {
      case 'define': {
        const toks = this.lineToks(ctx, a, e);
        const m = parseDefine(toks, (msg, at) => this.error('pp-bad-directive', msg, this.siteOf(at)));
        if (m) this.define(m, toks[0]);
        return;
      }
      case 'undef':
        if (a >= e || ft.kind[a] !== T_IDENT)
          this.error('pp-bad-directive', 'no macro name given in #undef directive');
        else this.macros.delete(tokText(ft, a));
        return;
      case 'include':
      case 'include_next':
      case 'import':
        this.include(ctx, a, e, name);
        return;
      case 'line':
        this.line(ctx, a, e);
        return;
      case 'error':
      case 'warning': {
        let msg = '';
        for (let j = a; j < e; j++) msg += (j > a && (ft.flags[j] & F_WS) !== 0 ? ' ' : '') + tokText(ft, j);
        const warn = name === 'warning';
        this.report(
          warn ? 'warning' : 'error',
          warn ? 'pp-warning-directive' : 'pp-error-directive',
          `#${name} ${msg}`,
          this.dirSite,
        );
        return;
      }
      case 'pragma':
        this.pragma(this.lineToks(ctx, a, e), this.dirSite!, ctx, ft.line[i], ft.line[e - 1]);
        return;
      case 'ident':
      case 'sccs':
      case 'assert':
      case 'unassert':
        return;
      default:
        if (name === '' && ft.kind[i + 1] === T_NUMBER)
          this.line(ctx, i + 1, e); // GNU line marker
        else this.error('pp-bad-directive', `invalid preprocessing directive #${tokText(ft, i + 1)}`);
    }
  }

  private define(m: Macro, at: Tok): void {
    const old = this.macros.get(m.name);
    if (old !== undefined && !sameMacro(old, m)) {
      this.report('warning', 'pp-macro-redefined', `"${m.name}" redefined`, this.siteOf(at));
    }
    this.macros.set(m.name, m);
  }

  private include(ctx: FileCtx, a: number, e: number, kind: string): void {
    if (this.collecting > 0) {
      this.error('pp-bad-directive', `#${kind} inside macro arguments is not supported`);
      return;
    }
    const spec = this.headerName(ctx, a, e);
    if (spec === null) {
      this.error('pp-bad-directive', `#${kind} expects "FILENAME" or <FILENAME>`);
      return;
    }
    const next = kind === 'include_next' ? ctx.dirIdx : null;
    this.refusedNow = [];
    const found = this.search.resolve(spec.name, spec.angle, path.dirname(ctx.path), next, this.exists);
    const shown = spec.angle ? `<${spec.name}>` : `"${spec.name}"`;
    const refused = this.reportRefusals(shown, this.dirSite!);
    if (found === null) {
      if (!refused) this.error('pp-unknown-header', `${shown}: file not found`);
      return;
    }
    const wasOnce = this.once.has(found.path);
    this.enterFile(found, ctx.ft.line[e - 1] + 1, ctx.path, this.dirSite!);
    if (kind === 'import' && !wasOnce) this.once.add(found.path);
  }

  private headerName(ctx: FileCtx, a: number, e: number): HeaderSpec | null {
    if (a >= e) return null;
    const ft = ctx.ft;
    const s = ft.start[a];
    const c = ft.text.charCodeAt(s);
    if (ft.kind[a] === T_STRING && c === 34)
      return { name: ft.text.slice(s + 1, ft.end[a] - 1), angle: false };
    if (ft.kind[a] === T_PUNCT && c === 60) {
      // The header name is raw text up to `>`, not tokens (`<sys/a'b.h>` is fine).
      const close = ft.text.indexOf('>', s + 1);
      if (close < 0 || close >= ft.end[e - 1]) return null;
      return { name: ft.text.slice(s + 1, close), angle: true };
    }
    return headerFromToks(this.expandList(this.lineToks(ctx, a, e)));
  }

  private line(ctx: FileCtx, a: number, e: number): void {
    let toks = this.lineToks(ctx, a, e);
    if (toks.length && toks[0].k !== T_NUMBER) toks = this.expandList(toks);
    const n = toks[0];
    if (!n || n.k !== T_NUMBER || !/^[0-9]+$/.test(n.t) || Number(n.t) > 2147483647) {
      this.error('pp-bad-directive', `"${n ? n.t : ''}" is not a valid line number`);
      return;
    }
    let nameId = ctx.nameId;
    const f = toks[1];
    if (f) {
      if (f.k !== T_STRING || !f.t.startsWith('"')) {
        this.error('pp-bad-directive', `invalid filename ${f.t}`);
        return;
      }
      nameId = this.nameId(f.t.slice(1, -1).replace(/\\(.)/g, '$1'));
    }
    if (this.opts.lineDirectives === false) return;
    ctx.delta = Number(n.t) - (ctx.ft.line[e - 1] + 1);
    ctx.nameId = nameId;
  }

  // ---- pragmas -----------------------------------------------------------------------------

  /**
   * `#pragma` or `_Pragma` operands. `ctx`/lines are given for the directive form so its output
   * keeps the directive's line.
   */
  private pragma(toks: Tok[], at: Site, ctx: FileCtx | null, firstLine: number, lastLine: number): void {
    const w = toks[0]?.t;
    if (w === 'omp') {
      this.emitPragma(toks, at, ctx, firstLine, lastLine);
    } else if (w === 'once') {
      const cur = ctx ?? this.top();
      if (cur) this.once.add(cur.path);
    } else if (w === 'GCC' && (toks[1]?.t === 'warning' || toks[1]?.t === 'error')) {
      const warn = toks[1].t === 'warning';
      const msg = toks[2]?.k === T_STRING ? toks[2].t : '';
      this.report(
        warn ? 'warning' : 'error',
        warn ? 'pp-warning-directive' : 'pp-error-directive',
        `#pragma GCC ${toks[1].t} ${msg}`,
        at,
      );
    } else if ((w === 'push_macro' || w === 'pop_macro') && toks[1]?.t === '(' && toks[2]?.k === T_STRING) {
      const name = toks[2].t.slice(toks[2].t.indexOf('"') + 1, -1);
      let saved = this.pushed.get(name);
      if (w === 'push_macro') {
        if (!saved) this.pushed.set(name, (saved = []));
        saved.push(this.macros.get(name));
      } else if (saved?.length) {
        const m = saved.pop();
        if (m) this.macros.set(name, m);
        else this.macros.delete(name);
      }
    }
  }

  /** `#pragma omp ...` goes to the output on its own line, macro-expanded as gcc -fopenmp does. */
  private emitPragma(toks: Tok[], at: Site, ctx: FileCtx | null, firstLine: number, lastLine: number): void {
    const out = this.out;
    if (ctx && firstLine > ctx.outLine) {
      out.newlines(firstLine - ctx.outLine);
      ctx.outLine = firstLine;
    }
    if (out.col > 0) out.newlines(1);
    out.map.fixed(out.len, at.f, at.l, at.c, -1, -1, -1, -1);
    out.text('#pragma');
    const exp = [toks[0], ...this.expandList(toks.slice(1))];
    for (let j = 0; j < exp.length; j++) {
      const t = exp[j];
      out.separate(t.t, j === 0 || t.ws);
      const own = !t.body && t.f >= 0;
      out.map.fixed(out.len, own ? t.f : at.f, own ? t.l : at.l, own ? t.c : at.c, t.f, t.l, t.c, -1);
      out.text(t.t);
    }
    out.newlines(1);
    if (ctx) ctx.outLine = lastLine + 1;
  }

  /** `_Pragma ( string-literal )`; false (and nothing consumed) when no `(` follows. */
  private pragmaOperator(t: Tok): boolean {
    const src = this.main;
    const site = this.siteOf(t);
    if (!this.peekParen(src)) {
      this.error('pp-bad-directive', '_Pragma takes a parenthesized string literal', site);
      return false;
    }
    this.next(src);
    // The operand is macro-expanded first, as gcc does: `_Pragma (STR (GCC diagnostic ...))`.
    const raw: Tok[] = [];
    for (let depth = 0; ; ) {
      const r = this.next(src);
      if (r === null) {
        this.error('pp-bad-directive', '_Pragma takes a parenthesized string literal', site);
        return true;
      }
      if (r.t === '(') depth++;
      else if (r.t === ')' && depth-- === 0) break;
      raw.push(r);
    }
    const operand = raw.length === 1 ? raw : this.expandList(raw);
    const s = operand.length === 1 ? operand[0]! : null;
    if (s === null || s.k !== T_STRING) {
      this.error('pp-bad-directive', '_Pragma takes a parenthesized string literal', site);
      return true;
    }
    const body = s.t.slice(s.t.indexOf('"') + 1, -1).replace(/\\(["\\])/g, '$1');
    this.pragma(this.textToks(body), site, null, 0, 0);
    return true;
  }
}

const CONDITIONALS = new Set(['if', 'ifdef', 'ifndef', 'elif', 'elifdef', 'elifndef', 'else', 'endif']);
