/**
 * A witness step in words: what the model checker recorded as facts (check/explore.ts
 * `WitnessStep`) as the user reads it, with the memory an access through a computed pointer
 * touched named as findings name memory.
 */
import { WITNESS_AT_ONCE, WITNESS_UNORDERED } from '../analysis/race.js';
import type { InputDecision, StepEvent } from '../check/events.js';
import type { StepAccess, WitnessStep } from '../check/explore.js';

/**
 * The name of the memory an access touched, as a finding's location names it: at the address
 * key the model checker knew, or else as layer 1 named the access's memory; undefined when neither.
 */
export type MemoryName = (a: StepAccess) => string | undefined;

/** The name of the memory at an address key (values.ts `addressKey`), as findings name memory. */
export type NameAt = (at: string) => string | undefined;

export function stepAction(step: WitnessStep, memoryName: MemoryName, nameAt: NameAt): string {
  // A statement that reads one location three times (`a[i] = i * i`) reads it, once in words.
  const accesses = step.accesses && [...new Set(step.accesses.map((a) => accessWords(a, memoryName)))];
  const words = accesses?.join(', ') ?? (step.event ? eventWords(step.event, nameAt) : 'runs');
  const other = step.racesWith;
  if (!other) return words;
  return other.earlier
    ? `${WITNESS_UNORDERED} ${other.thread}'s earlier access, ${words}`
    : `${WITNESS_AT_ONCE} ${other.thread}, ${words}`;
}

function accessWords(a: StepAccess, memoryName: MemoryName): string {
  const place = (a.computed && memoryName(a)) || a.place;
  const chosen = a.chosen ? ` (${a.chosen.join(', ')}, chosen from the input)` : '';
  // `delete b` / `free(b)`: a write of the whole object, said as what the source does.
  if (a.freed !== undefined) return `frees the object ${a.freed} points to`;
  // An atomic access says so, as the finding's access list does ("atomic read").
  const atomically = a.access.atomic ? 'atomically ' : '';
  return `${atomically}${a.kind === 'write' ? 'writes' : 'reads'} ${place}${chosen}`;
}

/** What a thread did, as the witness says it. */
function eventWords(e: StepEvent, nameAt: NameAt): string {
  // An object the source has no name for (reached through a computed pointer): as findings name it.
  const named = (name: string, at: string | undefined) => (at !== undefined && nameAt(at)) || name;
  switch (e.k) {
    case 'start':
      return `starts in ${e.fn}`;
    case 'call':
      return `calls ${e.fn}`;
    case 'test':
      return 'tests a condition';
    case 'return':
      return 'returns';
    case 'run':
      return 'runs';
    case 'detach':
      return e.thread ? `detaches ${e.thread}` : 'detaches a thread';
    case 'lock':
      return `${e.shared ? 'read-locks' : 'locks'} ${named(e.lock, e.lockAt)}`;
    case 'trylock':
      // Words that hold for `pthread_mutex_trylock`, `pthread_mutex_timedlock` and `try_lock_for` alike.
      return `${e.ok ? 'tries to lock and takes' : 'tries to lock and does not get'} ${named(e.lock, e.lockAt)}`;
    case 'unlock':
      return `unlocks ${named(e.lock, e.lockAt)}`;
    case 'unknown-mutex':
      return `${e.unlock ? 'unlocks' : 'locks'} an unknown mutex`;
    case 'handler-lock':
      return `${e.unlock ? 'unlocks' : 'locks'} ${e.lock} (in a signal handler: orders nothing)`;
    case 'cond-signal':
      return `${e.broadcast ? 'broadcasts' : 'signals'} ${named(e.cond, e.condAt)}`;
    case 'lock-lifetime':
      return `${e.init ? 'initialises' : 'destroys'} ${named(e.lock, e.lockAt)}`;
    case 'cond-wait':
      return e.cond && e.lock
        ? `waits on ${named(e.cond, e.condAt)}, releasing ${named(e.lock, e.lockAt)}`
        : 'waits';
    case 'relock':
      // Woken, spuriously or not, or timed out: the next step says which for a timed wait.
      return `returns from its wait, re-acquiring ${e.lock ?? 'the mutex'}`;
    case 'join':
      return `joins ${e.thread}`;
    case 'join-other':
      return e.which === 'unknown'
        ? 'joins an unknown thread'
        : `joins ${e.which === 'not-modelled' ? 'a thread not modelled' : 'a thread beyond the bound'}`;
    case 'barrier':
      return e.outcome === 'releases'
        ? 'arrives last at the barrier, releasing it'
        : e.outcome === 'waits'
          ? 'waits at the barrier'
          : 'waits at a barrier';
    case 'once':
      return e.routine ? `runs the once routine ${e.routine}` : 'finds the once routine done';
    case 'semaphore':
      return e.op === 'post'
        ? 'posts the semaphore'
        : `${e.op === 'take' ? 'takes' : 'fails to take'} the semaphore`;
    case 'atomic-section':
      return e.enter ? 'enters an atomic section' : 'leaves the atomic section';
    case 'fence':
      return 'runs a fence';
    case 'atomic':
      return atomicWords(e, named(e.object, e.objectAt));
    case 'spawn':
      return `${e.handler ? 'installs signal handler' : 'creates thread'} ${e.thread}`;
    case 'spawn-other':
      return e.why === 'unresolved'
        ? 'starts a thread the model cannot resolve'
        : e.why === 'not-modelled'
          ? `starts ${e.entry}, which these accesses do not depend on (not modelled)`
          : `would start another ${e.entry} (beyond the bound of ${e.bound})`;
    case 'end':
      return e.how === 'main-returns'
        ? 'returns from main: the program ends'
        : e.how === 'exits'
          ? 'exits'
          : 'ends the program';
  }
}

function atomicWords(e: Extract<StepEvent, { k: 'atomic' }>, object: string): string {
  switch (e.op) {
    case 'read':
      return `atomically reads ${object}`;
    case 'write':
      return e.init ? `initialises ${object} (not an atomic access)` : `atomically writes ${object}`;
    case 'update':
      return `atomically updates ${object}`;
    case 'cas':
      return `atomically compares and ${e.ok ? 'swaps' : 'fails to swap'} ${object}`;
  }
}

/**
 * A branch on the program's input, as the witness tells the way its path went: "takes the branch
 * `n > 0` (n: read()'s result at x.c:22, an input)", or "does not take" it. `where` shows a file
 * and line as the report does.
 */
export function decisionAction(d: InputDecision, where: (file: string, line: number) => string): string {
  // A timed wait's outcome is the environment's doing: no wake-up in time, or one.
  if (d.timedWait !== undefined)
    return d.holds
      ? `is woken from its wait on ${d.timedWait} in time`
      : `times out waiting on ${d.timedWait}`;
  const from = d.from.map(
    (x) => `${x.name === x.call ? '' : `${x.name}: `}${x.call}'s result at ${where(x.file, x.line)}`,
  );
  const why = from.length > 0 ? `${from.join('; ')}, an input` : 'on an input';
  return `${d.holds ? 'takes' : 'does not take'} the branch \`${d.test}\` (${why})`;
}
