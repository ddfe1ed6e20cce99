/**
 * What one step of a witness did, as facts (issue 15: the checker returns structured step
 * events; `src/report/steps.ts` alone turns them into words). Names (`lock`, `thread`,
 * `object`) are as the source writes the expression or as the model names a thread instance;
 * where the source has no name for the object (it goes through a pointer the lowering computed,
 * `new T` in a constructor, a call's result), `lockAt`, `condAt` or `objectAt` is the memory's
 * address key (values.ts `addressKey`), for the report to name it as findings name memory.
 */
export type StepEvent =
  | { k: 'start'; fn: string }
  | { k: 'call'; fn: string }
  | { k: 'test' }
  | { k: 'return' }
  | { k: 'run' }
  | { k: 'lock'; lock: string; lockAt?: string; shared?: true }
  | { k: 'trylock'; lock: string; lockAt?: string; ok: boolean }
  | { k: 'unlock'; lock: string; lockAt?: string }
  /** A lock or unlock through a pointer the model cannot resolve. */
  | { k: 'unknown-mutex'; unlock: boolean }
  /** A lock operation in a signal handler, which orders nothing. */
  | { k: 'handler-lock'; lock: string; unlock: boolean }
  | { k: 'cond-signal'; broadcast: boolean; cond: string; condAt?: string }
  /** A mutex initialised or destroyed. */
  | { k: 'lock-lifetime'; lock: string; lockAt?: string; init: boolean }
  /** `cond` and `lock` absent: the mutex is one the model cannot resolve. */
  | { k: 'cond-wait'; cond?: string; lock?: string; condAt?: string; lockAt?: string }
  /** Back from a condition wait, the mutex taken again (`lock`: as the wait names it). */
  | { k: 'relock'; lock?: string }
  | { k: 'join'; thread: string }
  /** `pthread_detach`, `std::thread::detach`: the thread, when the model knows which. */
  | { k: 'detach'; thread?: string }
  | { k: 'join-other'; which: 'unknown' | 'not-modelled' | 'beyond-bound' }
  | { k: 'barrier'; outcome: 'unknown' | 'waits' | 'releases' }
  /** `routine` absent: the once routine had already run. */
  | { k: 'once'; routine?: string }
  | { k: 'semaphore'; op: 'take' | 'fail' | 'post' }
  | { k: 'atomic-section'; enter: boolean }
  | { k: 'fence' }
  | {
      k: 'atomic';
      op: 'read' | 'write' | 'update' | 'cas';
      object: string;
      objectAt?: string;
      ok?: boolean;
      /** write: the object's initialisation, a plain write (atomic_init, std::atomic's constructor). */
      init?: true;
    }
  | { k: 'spawn'; thread: string; handler?: true }
  /** A thread start the model does not follow, and why. */
  | { k: 'spawn-other'; why: 'unresolved' | 'not-modelled' | 'beyond-bound'; entry?: string; bound?: number }
  | { k: 'end'; how: 'main-returns' | 'exits' | 'program-ends' };

/**
 * A branch on the program's own input that the witness's path took one way where the input could
 * have gone either (both sides were explored): `test` is the condition as the source writes it,
 * `holds` the side taken, `from` where the inputs it tests were read (a call's result), when the
 * function says so (one definition of each variable tested).
 */
export interface InputDecision {
  test: string;
  /** A timed wait's outcome (not a test in the source): the condition variable waited on. */
  timedWait?: string;
  holds: boolean;
  file: string;
  line: number;
  column: number;
  from: { name: string; call: string; file: string; line: number; column: number }[];
}
