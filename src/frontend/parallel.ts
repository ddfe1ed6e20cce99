/**
 * The frontend over worker threads: units are shared out by size (largest first, to the least
 * loaded worker); each worker preprocesses, parses and lowers its units; the main thread puts the
 * results back in unit order and links them.
 */
import { statSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { RecordDef } from '../ir/types.js';
import { resources } from '../util/resources.js';
import type { FrontendRequest, LoweredUnitResult, LoweredUnits } from './index.js';

export interface WorkerRequest {
  req: Omit<FrontendRequest, 'fs' | 'onUnit'>;
}

export type WorkerMessage =
  | { kind: 'unit'; file: string }
  | { kind: 'done'; result: LoweredUnits }
  | { kind: 'error'; message: string };

export async function lowerInWorkers(req: FrontendRequest, jobs: number): Promise<LoweredUnits> {
  const sizes = req.units.map((u) => {
    try {
      return statSync(u.file).size;
    } catch {
      return 0;
    }
  });
  const groups: number[][] = Array.from({ length: Math.min(jobs, req.units.length) }, () => []);
  const load = groups.map(() => 0);
  for (const i of [...sizes.keys()].sort((a, b) => sizes[b]! - sizes[a]! || a - b)) {
    const g = load.indexOf(Math.min(...load));
    groups[g]!.push(i);
    load[g]! += sizes[i]!;
  }
  for (const g of groups) g.sort((a, b) => a - b);
  let done = 0;
  const { fs: _fs, onUnit, ...plain } = req;
  const results = await Promise.all(
    groups.map(
      (indices) =>
        new Promise<LoweredUnits>((resolve, reject) => {
          const data: WorkerRequest = { req: { ...plain, units: indices.map((i) => req.units[i]!) } };
          const worker = startWorker(data);
          worker.on('message', (m: WorkerMessage) => {
            if (m.kind === 'unit') onUnit?.(m.file, done++, req.units.length);
            else if (m.kind === 'done') resolve(m.result);
            else reject(new Error(m.message));
          });
          worker.on('error', reject);
          worker.on('exit', (code) => {
            if (code !== 0) reject(new Error(`frontend worker exited with code ${code}`));
          });
        }),
    ),
  );
  const units: LoweredUnitResult[] = new Array(req.units.length);
  const records = new Map<string, RecordDef>();
  const ms = { preprocess: 0, parse: 0, lower: 0 };
  results.forEach((r, g) => {
    groups[g]!.forEach((unitIndex, k) => {
      units[unitIndex] = r.units[k]!;
    });
    for (const [key, def] of r.records)
      if (!records.has(key) || records.get(key)!.fields.length === 0) records.set(key, def);
    // Stage times are summed over workers: CPU time, not wall time.
    ms.preprocess += r.ms.preprocess;
    ms.parse += r.ms.parse;
    ms.lower += r.ms.lower;
  });
  return { units, records, ms };
}

/**
 * The bundle has a JavaScript worker entry; running from source (tests), the TypeScript entry
 * is loaded through tsx's loader, registered inside the worker.
 */
function startWorker(workerData: WorkerRequest): Worker {
  const entry = resources.frontendWorker;
  if (!entry.endsWith('.ts')) return new Worker(entry, { workerData });
  const tsx = import.meta.resolve('tsx/esm/api');
  const code = `import(${JSON.stringify(tsx)}).then((m) => { m.register(); return import(${JSON.stringify(pathToFileURL(entry).href)}); });`;
  return new Worker(code, { eval: true, workerData });
}
