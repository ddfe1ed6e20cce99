/**
 * The deterministic measure of what layer 2 spends: work units, counted where the time goes, so
 * that a budget of units ends a real program's check in seconds while the same input gives the
 * same findings on any machine (a budget in milliseconds would not).
 *
 * Counting states alone does not do that: a state of a real program costs from a few to hundreds
 * of units (measured on 8 real programs: 3–340 µs per state; see docs/ARCHITECTURE.md, "Layer
 * 2"). What a state costs is, in order of weight: the operations its transition executes (a long
 * thread-local loop runs thousands), the memory entries copy-on-write copies (states with
 * thousands of addresses), and the per-state work over its threads (race checks, persistent-set
 * futures, the key). A unit is about 4 µs on the reference machine (2 cores, idle).
 */

/** Memory entries copied per work unit (copying an entry is far cheaper than executing an operation). */
export const ENTRIES_PER_UNIT = 16;

/**
 * Work units counted so far in this process. One counter for every exploration: they run one at
 * a time, and each reads the difference between its start and its end. It only grows.
 */
export const workMeter = { units: 0 };
