/** Entry of a frontend worker thread (see parallel.ts). */
import { parentPort, workerData } from 'node:worker_threads';
import { lowerUnits } from './index.js';
import type { WorkerMessage, WorkerRequest } from './parallel.js';

const { req } = workerData as WorkerRequest;
const post = (m: WorkerMessage) => parentPort!.postMessage(m);
try {
  const result = await lowerUnits({ ...req, onUnit: (file) => post({ kind: 'unit', file }) });
  post({ kind: 'done', result });
} catch (e) {
  post({ kind: 'error', message: e instanceof Error ? e.message : String(e) });
}
