import { createRequire as __lockstepCreateRequire } from 'node:module'; const require = __lockstepCreateRequire(import.meta.url);
import {
  CTL_AT,
  CTL_NEXT,
  CTL_POSTED,
  CTL_STOP,
  createFrontState,
  parseUnit
} from "./chunks/chunk-REXN5MTY.js";

// src/frontend/worker.ts
import { workerData } from "node:worker_threads";
var { req, control, ahead, port } = workerData;
var ctl = new Int32Array(control);
var post = (m, transfer = []) => {
  port.postMessage(m, transfer);
  Atomics.add(ctl, CTL_POSTED, 1);
  Atomics.notify(ctl, CTL_POSTED);
};
try {
  const st = createFrontState(req);
  const sentTables = /* @__PURE__ */ new Set();
  let sentNames = 0;
  for (; ; ) {
    if (Atomics.load(ctl, CTL_STOP) !== 0) break;
    const index = Atomics.add(ctl, CTL_NEXT, 1);
    if (index >= req.units.length) break;
    for (; ; ) {
      const at = Atomics.load(ctl, CTL_AT);
      if (index < at + ahead || Atomics.load(ctl, CTL_STOP) !== 0) break;
      Atomics.wait(ctl, CTL_AT, at, 1e3);
    }
    if (Atomics.load(ctl, CTL_STOP) !== 0) break;
    const { unit, pp } = await parseUnit(st, req.units[index]);
    const m = {
      kind: "unit",
      index,
      info: unit.info,
      diagnostics: unit.diagnostics,
      ms: unit.ms
    };
    const transfer = [];
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
        ...sentTables.has(lang) ? {} : { tables: tree.tables }
      };
      sentTables.add(lang);
      const s = map.segments;
      for (const a of [tree.records, s.start, s.file, s.line, s.col, s.auxIdx, s.aux])
        transfer.push(a.buffer);
    }
    post(m, transfer);
  }
} catch (e) {
  post({ kind: "error", message: e instanceof Error ? e.stack ?? e.message : String(e) });
}
