/**
 * The frontend's worker threads. They preprocess and parse units ahead of the thread that lowers
 * them; each unit comes back as its preprocessed text, source map and flat syntax tree (typed
 * arrays, transferred, not copied). The lowering thread takes units in order: a unit no worker has
 * claimed yet it parses itself, and while a worker is still on the unit it needs, it parses a
 * later free one instead of waiting. Which thread parsed a unit changes nothing in the result.
 * Units are claimed from a shared counter; nobody starts a unit more than a few ahead of the
 * lowering (each waiting unit holds its text and tree).
 */
import { pathToFileURL } from 'node:url';
import { MessageChannel, type MessagePort, receiveMessageOnPort, Worker } from 'node:worker_threads';
import type { Diagnostic } from '../util/diagnostics.js';
import { resources } from '../util/resources.js';
import type { LanguageTables } from './parse/syntax.js';
import { locator, type SourceMapSegments } from './preprocess/index.js';
import type { Language, OriginPos } from './preprocess/types.js';
import type { FrontendRequest, ParsedUnit } from './types.js';

/** Control words shared with the workers. */
export const CTL_NEXT = 0;
/** The unit the lowering thread is on. */
export const CTL_AT = 1;
export const CTL_STOP = 2;
/** Units the workers have posted (the lowering thread sleeps on it). */
export const CTL_POSTED = 3;

export interface WorkerRequest {
  req: WorkerFrontendRequest;
  /** Int32Array over it: CTL_NEXT, CTL_AT, CTL_STOP, CTL_POSTED. */
  control: SharedArrayBuffer;
  /** How far past CTL_AT a worker may start a unit. */
  ahead: number;
  /** Where the worker posts its units (read synchronously with receiveMessageOnPort). */
  port: MessagePort;
}

/** One parsed unit as a worker sends it. */
export interface UnitMessage {
  kind: 'unit';
  index: number;
  info: ParsedUnit['info'];
  diagnostics: Diagnostic[];
  ms: ParsedUnit['ms'];
  parsed?: {
    source: string;
    segments: SourceMapSegments;
    /** Names the worker's name table gained since its previous message. */
    names: string[];
    textLength: number;
    fallback: OriginPos;
    records: Int32Array;
    count: number;
    lang: Language;
    /** The grammar's tables, with a worker's first unit of each language. */
    tables?: LanguageTables;
  };
}

export type WorkerMessage = UnitMessage | { kind: 'error'; message: string };

export interface ParsePipeline {
  /**
   * Unit `index`: from a worker, or parsed here by `parseHere` when no worker has claimed it.
   * While a worker is still on it, this thread parses a later unclaimed one instead of waiting.
   */
  take(index: number, parseHere: (index: number) => Promise<ParsedUnit>): Promise<ParsedUnit>;
  close(): Promise<void>;
}

export function startParseWorkers(req: FrontendRequest, count: number): ParsePipeline {
  const control = new SharedArrayBuffer(4 * 4);
  const ctl = new Int32Array(control);
  const plain = workerRequest(req);
  const ahead = 2 + 2 * count;
  const total = req.units.length;
  const ready = new Map<number, ParsedUnit>();
  let failure: Error | undefined;
  const fail = (e: Error): void => {
    failure ??= e;
    Atomics.store(ctl, CTL_STOP, 1);
    Atomics.notify(ctl, CTL_AT);
  };
  const workers = Array.from({ length: count }, () => {
    const names: string[] = [];
    const tables = new Map<Language, LanguageTables>();
    const { port1, port2 } = new MessageChannel();
    const data: WorkerRequest = { req: plain, control, ahead, port: port2 };
    const worker = startWorker(data, [port2]);
    worker.on('error', (e) => fail(e instanceof Error ? e : new Error(String(e))));
    worker.on('exit', (code) => {
      if (code !== 0 && Atomics.load(ctl, CTL_STOP) === 0)
        fail(new Error(`frontend worker exited with code ${code}`));
    });
    return { worker, port: port1, names, tables };
  });
  /** Moves every unit the workers have posted into `ready`. */
  const drain = (): void => {
    for (const w of workers) {
      for (let got = receiveMessageOnPort(w.port); got; got = receiveMessageOnPort(w.port)) {
        const m = got.message as WorkerMessage;
        if (m.kind === 'error') fail(new Error(`frontend worker: ${m.message}`));
        else ready.set(m.index, fromMessage(m, w.names, w.tables));
      }
    }
  };
  const claim = (i: number): boolean => Atomics.compareExchange(ctl, CTL_NEXT, i, i + 1) === i;
  return {
    async take(index, parseHere) {
      Atomics.store(ctl, CTL_AT, index);
      Atomics.notify(ctl, CTL_AT);
      if (claim(index)) return parseHere(index);
      for (;;) {
        const posted = Atomics.load(ctl, CTL_POSTED);
        drain();
        if (failure) throw failure;
        const got = ready.get(index);
        if (got) {
          ready.delete(index);
          return got;
        }
        // A worker is on it: parse a later unit meanwhile, if one is free.
        const next = Atomics.load(ctl, CTL_NEXT);
        if (next < total && next < index + ahead && claim(next)) {
          ready.set(next, await parseHere(next));
          continue;
        }
        Atomics.wait(ctl, CTL_POSTED, posted, 50);
        // Let a worker's error or exit event in.
        await new Promise((resolve) => setImmediate(resolve));
      }
    },
    async close() {
      Atomics.store(ctl, CTL_STOP, 1);
      Atomics.notify(ctl, CTL_AT);
      await Promise.all(workers.map((w) => w.worker.terminate()));
      for (const w of workers) w.port.close();
    },
  };
}

/** What a worker needs of the request: plain data only (callers may pass more, even functions). */
type WorkerFrontendRequest = Omit<FrontendRequest, 'fs' | 'onUnit'>;

function workerRequest(req: FrontendRequest): WorkerFrontendRequest {
  const { units, includeDirs, defines, macroFlags, lang, systemIncludes, models, root, boundary } = req;
  return { units, includeDirs, defines, macroFlags, lang, systemIncludes, models, root, boundary };
}

function fromMessage(m: UnitMessage, names: string[], tables: Map<Language, LanguageTables>): ParsedUnit {
  const unit: ParsedUnit = { info: m.info, diagnostics: m.diagnostics, ms: m.ms };
  const p = m.parsed;
  if (p) {
    for (const n of p.names) names.push(n);
    if (p.tables) tables.set(p.lang, p.tables);
    unit.parsed = {
      source: p.source,
      locate: locator(p.segments, names, p.textLength, p.fallback),
      tree: { records: p.records, count: p.count, tables: tables.get(p.lang)! },
    };
  }
  return unit;
}

/**
 * The bundle has a JavaScript worker entry; running from source (tests), the TypeScript entry
 * is loaded through tsx's loader, registered inside the worker.
 */
function startWorker(workerData: WorkerRequest, transferList: MessagePort[]): Worker {
  const entry = resources.frontendWorker;
  if (!entry.endsWith('.ts')) return new Worker(entry, { workerData, transferList });
  const tsx = import.meta.resolve('tsx/esm/api');
  const code = `import(${JSON.stringify(tsx)}).then((m) => { m.register(); return import(${JSON.stringify(pathToFileURL(entry).href)}); });`;
  return new Worker(code, { eval: true, workerData, transferList });
}
