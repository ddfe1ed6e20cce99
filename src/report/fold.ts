/**
 * Folded witnesses: a race after a 1,000-iteration loop should not read as 3,000 steps. A block of
 * consecutive steps by one thread that repeats unchanged (same actions at the same places) is
 * shown once, followed by one step that says how many more times it ran. The interleaving is the
 * same; only its telling is shorter, and the fold says so where it happens.
 */

interface Step {
  thread: string;
  action: string;
  file: string;
  line: number;
  column: number;
}

/** The longest repeated block considered (steps per iteration). */
const MAX_PERIOD = 8;
/** Repeats below this are shown as they are. */
const MIN_REPEATS = 3;

const same = (a: Step, b: Step) =>
  a.thread === b.thread &&
  a.action === b.action &&
  a.file === b.file &&
  a.line === b.line &&
  a.column === b.column;

/** How many times the block of `period` steps at `at` repeats back to back (1: only once). */
function repeatsAt(steps: readonly Step[], at: number, period: number): number {
  const thread = steps[at]!.thread;
  for (let k = 0; k < period; k++) if (steps[at + k]?.thread !== thread) return 1;
  let n = 1;
  for (;;) {
    const next = at + n * period;
    if (next + period > steps.length) return n;
    for (let k = 0; k < period; k++) if (!same(steps[at + k]!, steps[next + k]!)) return n;
    n++;
  }
}

/** The steps with repeated blocks folded; each fold keeps the first iteration and adds one step. */
export function foldWitness<S extends Step>(
  steps: readonly S[],
  fold: (first: S, period: number, more: number) => S,
): S[] {
  const out: S[] = [];
  let i = 0;
  while (i < steps.length) {
    let best = { period: 0, repeats: 1 };
    for (let period = 1; period <= MAX_PERIOD && i + period * MIN_REPEATS <= steps.length; period++) {
      const repeats = repeatsAt(steps, i, period);
      if (repeats >= MIN_REPEATS && repeats * period > best.repeats * best.period) best = { period, repeats };
    }
    if (best.period === 0) {
      out.push(steps[i]!);
      i++;
      continue;
    }
    out.push(...steps.slice(i, i + best.period));
    out.push(fold(steps[i]!, best.period, best.repeats - 1));
    i += best.period * best.repeats;
  }
  return out;
}

/** The words of a fold step. */
export function foldAction(period: number, more: number): string {
  const what = period === 1 ? 'the step above' : `the ${period} steps above`;
  return `repeats ${what} ${more} more time${more === 1 ? '' : 's'}`;
}
