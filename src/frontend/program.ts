/**
 * The frontend: translation units -> preprocess -> GNU shim -> tree-sitter -> lower -> link.
 * Needs no compiler: the standard headers are Lockstep's own model headers unless the user asks
 * for the machine's (`systemIncludes`). One unit's preprocessing and parsing is in parse-unit.ts,
 * the request and result types in types.ts.
 */
import { statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import type { RecordDef } from '../ir/types.js';
import { createModelTable } from '../models/table.js';
import { DiagnosticBag } from '../util/diagnostics.js';
import { displayPath } from '../util/paths.js';
import { link } from './link.js';
import { CPP_LOWERING } from './lower/cpp/language.js';
import { C_LOWERING } from './lower/language.js';
import { lowerUnit } from './lower/unit.js';
import { createUnitContext } from './lower/unit-context.js';
import { startParseWorkers } from './parallel.js';
import { buildTree } from './parse/index.js';
import { createFrontState, type FrontState, parseUnit } from './parse-unit.js';
import type {
  FrontendRequest,
  FrontendResult,
  LoweredUnitResult,
  LoweredUnits,
  ParallelOptions,
  ParsedUnit,
} from './types.js';

/**
 * Preprocesses, parses and lowers each unit (no linking). With `parseWorkers` > 0, worker threads
 * preprocess and parse units ahead of this thread, which builds the syntax trees and lowers every
 * unit itself, in unit order: the result is the same whoever parsed a unit.
 */
async function lowerUnits(req: FrontendRequest, parseWorkers = 0): Promise<LoweredUnits> {
  const ms = { preprocess: 0, parse: 0, lower: 0 };
  const models = createModelTable(req.models ?? []);
  const records = new Map<string, RecordDef>();
  const root = req.root ?? process.cwd();
  const units: LoweredUnitResult[] = [];
  let front: FrontState | undefined;
  const parseHere = async (index: number): Promise<ParsedUnit> =>
    (await parseUnit((front ??= createFrontState(req)), req.units[index]!)).unit;
  const pipeline = parseWorkers > 0 ? startParseWorkers(req, parseWorkers) : undefined;
  try {
    for (const [index, unit] of req.units.entries()) {
      const stop = req.stopBefore?.();
      if (stop) {
        units.push(skippedUnit(req, unit.file, stop));
        continue;
      }
      req.onUnit?.(unit.file, index, req.units.length);
      const parsed = pipeline ? await pipeline.take(index, parseHere) : await parseHere(index);
      ms.preprocess += parsed.ms.preprocess;
      ms.parse += parsed.ms.parse;
      const diags = new DiagnosticBag();
      for (const d of parsed.diagnostics) diags.add(d);
      if (!parsed.parsed) {
        units.push({
          info: parsed.info,
          lowered: { functions: [], skipped: [], globals: [] },
          diagnostics: diags.items,
        });
        continue;
      }
      const { info } = parsed;
      let t = performance.now();
      const syntax = buildTree(parsed.parsed.tree, parsed.parsed.source);
      ms.parse += performance.now() - t;

      t = performance.now();
      const cx = createUnitContext({
        file: unit.file,
        label: displayPath(root, unit.file),
        language: info.lang === 'c++' ? CPP_LOWERING : C_LOWERING,
        locate: parsed.parsed.locate,
        records,
        models,
        diags,
        ...(req.stopBefore ? { stopBefore: req.stopBefore } : {}),
      });
      const result = lowerUnit(cx, syntax);
      info.functions = result.functions.length;
      info.skipped = result.skipped.length;
      units.push({ info, lowered: result, diagnostics: diags.items });
      ms.lower += performance.now() - t;
    }
  } finally {
    await pipeline?.close();
  }
  return { units, records, ms };
}

/** A unit a budget left out: failed (so the verdict cannot be race-free), with the reason. */
function skippedUnit(req: FrontendRequest, file: string, why: string): LoweredUnitResult {
  const lang = req.lang ?? req.units.find((u) => u.file === file)?.lang ?? (/\.c$/.test(file) ? 'c' : 'c++');
  return {
    info: { file, lang, files: [file], functions: 0, skipped: 0, failed: true, skippedByBudget: true },
    lowered: { functions: [], skipped: [], globals: [] },
    diagnostics: [{ severity: 'warning', code: 'unit-skipped', message: `${why}: not analysed`, file }],
  };
}

/**
 * The whole frontend. With `jobs` > 1 and enough source to repay starting them, the units are
 * shared out over worker threads; the result is the same as with one job (units keep their order).
 */
export async function buildProgram(req: FrontendRequest & ParallelOptions): Promise<FrontendResult> {
  const t0 = performance.now();
  const jobs = req.jobs ?? defaultJobs();
  const parallel = jobs > 1 && !req.fs && worthParallel(req, req.minParallelBytes ?? 256 * 1024);
  const lowered = await lowerUnits(req, parallel ? Math.min(jobs, req.units.length) - 1 : 0);
  const t = performance.now();
  const diags = new DiagnosticBag();
  // A header's problem is reported once, not once per unit that includes it.
  const seen = new Set<string>();
  for (const u of lowered.units) {
    for (const d of u.diagnostics) {
      const key = `${d.severity}|${d.code}|${d.file}|${d.line}|${d.column}|${d.message}`;
      if (!seen.has(key)) {
        seen.add(key);
        diags.add(d);
      }
    }
  }
  const root = req.root ?? process.cwd();
  const program = link(lowered.units, lowered.records, diags, (file) => displayPath(root, file));
  const ms = { ...lowered.ms, link: performance.now() - t, total: 0 };
  ms.total = performance.now() - t0;
  return { program, diagnostics: diags.items, ms };
}

/** Beyond three threads the parse workers outrun the one thread that lowers. */
export function defaultJobs(): number {
  return Math.max(1, Math.min(3, availableParallelism()));
}

/** Worker threads cost a grammar load each: worth it only for a few hundred KB of source. */
function worthParallel(req: FrontendRequest, minBytes: number): boolean {
  if (req.units.length < 2) return false;
  let bytes = 0;
  for (const u of req.units) {
    try {
      bytes += statSync(u.file).size;
    } catch {
      // unreadable: reported by the lowering
    }
  }
  return bytes >= minBytes;
}
