/**
 * A witness step in words: what the model checker recorded as facts (check/explore.ts
 * `WitnessStep`) as the user reads it, with the memory an access through a computed pointer
 * touched named as findings name memory.
 */
import { WITNESS_AT_ONCE, WITNESS_UNORDERED } from '../analysis/race.js';
import type { StepAccess, WitnessStep } from '../check/explore.js';

/**
 * The name of the memory an access touched, as a finding's location names it: at the address
 * key the model checker knew, or else as layer 1 named the access's memory; undefined when neither.
 */
export type MemoryName = (a: StepAccess) => string | undefined;

export function stepAction(step: WitnessStep, memoryName: MemoryName): string {
  const words = step.accesses?.map((a) => accessWords(a, memoryName)).join(', ') ?? step.action ?? 'runs';
  const other = step.racesWith;
  if (!other) return words;
  return other.earlier
    ? `${WITNESS_UNORDERED} ${other.thread}'s earlier access, ${words}`
    : `${WITNESS_AT_ONCE} ${other.thread}, ${words}`;
}

function accessWords(a: StepAccess, memoryName: MemoryName): string {
  const place = (a.computed && memoryName(a)) || a.place;
  const chosen = a.chosen ? ` (${a.chosen.join(', ')}, chosen from the input)` : '';
  return `${a.kind === 'write' ? 'writes' : 'reads'} ${place}${chosen}`;
}
