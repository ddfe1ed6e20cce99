/**
 * How fast the V8 heap may grow between full collections. By default V8 lets it roughly double,
 * so a 1 MLOC program whose lowered IR is ~460 MB of live objects peaks at 1.2-1.3 GB of RSS. A
 * growth factor of 1.5 keeps the peak under 1 GB for about a quarter more GC time at that size;
 * below a few hundred MB of heap (every pull request of ordinary size) it changes nothing
 * measurable. Both shells (and the benchmark, which measures what they do) call this first.
 * Worker threads share the process's flags.
 */
import { setFlagsFromString } from 'node:v8';

const HEAP_GROWING_PERCENT = 50;

export function limitHeapGrowth(): void {
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
