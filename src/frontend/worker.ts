/** Entry of a frontend worker thread: preprocesses and parses units ahead of the lowering (see parallel.ts). */
import { workerData } from 'node:worker_threads';
import {
  CTL_AT,
  CTL_NEXT,
  CTL_POSTED,
  CTL_STOP,
  type UnitMessage,
  type WorkerMessage,
  type WorkerRequest,
} from './parallel.js';
import { createFrontState, parseUnit } from './parse-unit.js';
import type { Language } from './preprocess/types.js';

const { req, control, ahead, port } = workerData as WorkerRequest;
const ctl = new Int32Array(control);
const post = (m: WorkerMessage, transfer: ArrayBuffer[] = []) => {
  port.postMessage(m, transfer);
  Atomics.add(ctl, CTL_POSTED, 1);
  Atomics.notify(ctl, CTL_POSTED);
};

try {
  const st = createFrontState(req);
  const sentTables = new Set<Language>();
  let sentNames = 0;
  for (;;) {
    if (Atomics.load(ctl, CTL_STOP) !== 0) break;
    const index = Atomics.add(ctl, CTL_NEXT, 1);
    if (index >= req.units.length) break;
    // Stay a few units ahead of the lowering at most.
    for (;;) {
      const at = Atomics.load(ctl, CTL_AT);
      if (index < at + ahead || Atomics.load(ctl, CTL_STOP) !== 0) break;
      Atomics.wait(ctl, CTL_AT, at, 1000);
    }
    if (Atomics.load(ctl, CTL_STOP) !== 0) break;
    const { unit, pp } = await parseUnit(st, req.units[index]!);
    const m: UnitMessage = {
      kind: 'unit',
      index,
      info: unit.info,
      diagnostics: unit.diagnostics,
      ms: unit.ms,
    };
    const transfer: ArrayBuffer[] = [];
    if (unit.parsed && pp) {
      const map = pp.exportMap();
      const names = map.names.slice(sentNames);
      sentNames = map.names.length;
      const { tree } = unit.parsed;
      const lang = unit.info.lang;
      m.parsed = {
        source: unit.parsed.source,
        segments: map.segments,
        names,
        textLength: map.textLength,
        fallback: map.fallback,
        records: tree.records,
        count: tree.count,
        lang,
        ...(sentTables.has(lang) ? {} : { tables: tree.tables }),
      };
      sentTables.add(lang);
      const s = map.segments;
      for (const a of [tree.records, s.start, s.file, s.line, s.col, s.auxIdx, s.aux])
        transfer.push(a.buffer as ArrayBuffer);
    }
    post(m, transfer);
  }
} catch (e) {
  post({ kind: 'error', message: e instanceof Error ? (e.stack ?? e.message) : String(e) });
}
