/**
 * The ceilings of one whole check: wall-clock time (`--time-budget`, when given, bounds the
 * frontend, layer 1 and layer 2 together) and V8 heap (so that no input makes Lockstep die of
 * V8's out-of-memory abort: the long phases poll this and degrade before the heap limit).
 *
 * Long loops call `poll(phase)`, which looks at the clock and the heap every few thousand calls
 * and throws `BudgetExceeded` once a ceiling is passed; the phase's owner catches it, skips what is
 * left and says which budget stopped it. The first budget that trips stays tripped, so everything
 * after it is skipped the same way.
 */
import { getHeapStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

export type BudgetKind = 'time' | 'memory';

export class BudgetExceeded extends Error {
  constructor(
    readonly kind: BudgetKind,
    readonly phase: string,
  ) {
    super(`the ${kind} budget ran out during ${phase}`);
  }
}

export interface BudgetOptions {
  /** Milliseconds for the whole check; unbounded when absent. */
  wholeMs?: number;
  /** Bytes of V8 heap in use past which the check degrades; see `defaultHeapBudget`. */
  heapBytes?: number;
  /** Polls between two looks at the clock and the heap (default 2048). */
  pollInterval?: number;
}

const MB = 1024 * 1024;
/** Polls between two looks at the clock and the heap: cheap enough for inner loops. */
const POLL_INTERVAL = 2048;

/**
 * 1.5 GB of heap in use leaves room under the 2 GB RSS ceiling for code, the grammars' WASM
 * memory and the parse workers; on a machine whose V8 heap limit is lower, three quarters of it.
 */
function defaultHeapBudget(): number {
  return Math.min(1536 * MB, Math.floor(getHeapStatistics().heap_size_limit * 0.75));
}

export class Budget {
  private readonly deadline: number;
  private readonly heapBytes: number;
  private polls = 0;
  /** The first budget that ran out, and in which phase. */
  tripped: BudgetExceeded | undefined;

  constructor(
    readonly options: BudgetOptions = {},
    private readonly now: () => number = () => performance.now(),
    private readonly heapUsed: () => number = () => getHeapStatistics().used_heap_size,
    private readonly collect: () => void = fullGarbageCollection,
  ) {
    this.deadline = options.wholeMs === undefined ? Number.POSITIVE_INFINITY : now() + options.wholeMs;
    this.heapBytes = options.heapBytes ?? defaultHeapBudget();
  }

  /** Milliseconds left of the whole-run budget (Infinity when unbounded). */
  msLeft(): number {
    return Math.max(0, this.deadline - this.now());
  }

  /** Looks now: the budget that has run out (recording it as tripped), if any. */
  exceeded(phase: string): BudgetExceeded | undefined {
    if (this.tripped) return this.tripped;
    const kind: BudgetKind | undefined =
      this.now() > this.deadline ? 'time' : this.overHeap() ? 'memory' : undefined;
    if (kind) this.tripped = new BudgetExceeded(kind, phase);
    return this.tripped;
  }

  /**
   * The heap in use counts garbage not collected yet (in a long-lived process, such as a test
   * worker, gigabytes of it): past the budget, it is measured again after a full collection.
   */
  private overHeap(): boolean {
    if (this.heapUsed() <= this.heapBytes) return false;
    this.collect();
    return this.heapUsed() > this.heapBytes;
  }

  /** Throws `BudgetExceeded` when a budget has run out (looking only every few thousand calls). */
  poll(phase: string): void {
    if (this.tripped) throw this.tripped;
    if (++this.polls % (this.options.pollInterval ?? POLL_INTERVAL) !== 0) return;
    const e = this.exceeded(phase);
    if (e) throw e;
  }

  /** Throws `BudgetExceeded` when a budget has run out, looking now. */
  check(phase: string): void {
    const e = this.exceeded(phase);
    if (e) throw e;
  }

  /** What a user reads: which budget, how large, and where it ran out. */
  describe(e: BudgetExceeded): string {
    const size =
      e.kind === 'time'
        ? `${((this.options.wholeMs ?? 0) / 1000).toFixed(1)} s (--time-budget)`
        : `${Math.round(this.heapBytes / MB)} MB of heap`;
    return `the ${e.kind} budget of ${size} ran out during ${e.phase}`;
  }
}

/** A full garbage collection, through V8's `gc` (exposed on first use). */
function fullGarbageCollection(): void {
  const exposed = (globalThis as { gc?: () => void }).gc;
  if (exposed) {
    exposed();
    return;
  }
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}
