import { createRequire as __lockstepCreateRequire } from 'node:module'; const require = __lockstepCreateRequire(import.meta.url);
import {
  lowerUnits
} from "./chunks/chunk-6NEPELLF.js";

// src/frontend/worker.ts
import { parentPort, workerData } from "node:worker_threads";
var { req } = workerData;
var post = (m) => parentPort.postMessage(m);
try {
  const result = await lowerUnits({ ...req, onUnit: (file) => post({ kind: "unit", file }) });
  post({ kind: "done", result });
} catch (e) {
  post({ kind: "error", message: e instanceof Error ? e.message : String(e) });
}
