/**
 * A map from address keys to values (a state's memory, a frame's private locals) that states
 * share until one of them writes: a transition copies a state, changes one thread and a few
 * addresses, and most states never change most of memory, so copying every map at every step
 * was most of a step's cost. `copy()` is O(1); the first write after it copies the entries.
 *
 * A store also keeps what a state's fingerprint needs, so the visited set does not rebuild it from
 * every entry at every step: two independent order-independent 32-bit hashes of its entries (sums
 * of per-entry hashes), updated on each write.
 */

import { type Value, valueKey } from './values.js';
import { ENTRIES_PER_UNIT, workMeter } from './work.js';

/**
 * The entries are spread over BUCKETS maps by a cheap hash of the key, each shared on its own:
 * a write copies the one bucket it lands in, not the whole memory (a real program's memory holds
 * thousands of addresses, and copying all of them on a transition's first write was a sixth of
 * layer 2's time on an array-heavy program).
 */
const BUCKETS = 32;

/** A key's bucket: from its length and two of its characters (array indices vary at the end). */
function bucketOf(key: string): number {
  const n = key.length;
  return (n * 7 + key.charCodeAt(n - 1) * 31 + key.charCodeAt(n >> 1)) & (BUCKETS - 1);
}

export class Store {
  /** The buckets (undefined: empty); the array itself is shared with other stores while `sharedArray` holds. */
  private buckets: (Map<string, Value> | undefined)[];
  private sharedArray: boolean;
  /** Bit i: bucket i belongs to this store alone and may be written in place. */
  private owned: number;
  private count: number;
  /** Sums of the entries' hashes in two independent lanes (mod 2^32), so a write updates them in O(1). */
  private sumA: number;
  private sumB: number;

  private constructor(
    buckets: (Map<string, Value> | undefined)[],
    sharedArray: boolean,
    owned: number,
    count: number,
    sumA: number,
    sumB: number,
  ) {
    this.buckets = buckets;
    this.sharedArray = sharedArray;
    this.owned = owned;
    this.count = count;
    this.sumA = sumA;
    this.sumB = sumB;
  }

  static empty(): Store {
    return new Store(new Array(BUCKETS).fill(undefined), false, ~0, 0, 0, 0);
  }

  /** A store holding a copy of `entries`. */
  static of(entries: ReadonlyMap<string, Value>): Store {
    const st = Store.empty();
    for (const [k, v] of entries) st.set(k, v);
    return st;
  }

  get(key: string): Value | undefined {
    return this.buckets[bucketOf(key)]?.get(key);
  }

  get size(): number {
    return this.count;
  }

  *keys(): IterableIterator<string> {
    for (const b of this.buckets) if (b) yield* b.keys();
  }

  *entries(): IterableIterator<[string, Value]> {
    for (const b of this.buckets) if (b) yield* b.entries();
  }

  set(key: string, v: Value): void {
    const i = bucketOf(key);
    const old = this.buckets[i]?.get(key);
    // Writing what is there changes nothing: keep sharing.
    if (old !== undefined && identical(old, v)) return;
    const bucket = this.own(i);
    if (old !== undefined) this.add(key, old, -1);
    else this.count++;
    this.add(key, v, 1);
    bucket.set(key, v);
  }

  delete(key: string): void {
    const i = bucketOf(key);
    const old = this.buckets[i]?.get(key);
    if (old === undefined) return;
    this.own(i).delete(key);
    this.count--;
    this.add(key, old, -1);
  }

  /** Another store with the same entries, sharing them until either one writes. */
  copy(): Store {
    this.sharedArray = true;
    this.owned = 0;
    return new Store(this.buckets, true, 0, this.count, this.sumA, this.sumB);
  }

  /** Equal stores have equal hashes (one lane). */
  hash(): number {
    return mix(this.sumA, this.count);
  }

  /** The second, independent lane: with `hash`, a 64-bit hash of the entries. */
  hash2(): number {
    return mix(this.sumB ^ 0x5bd1e995, this.count);
  }

  /** Counts the entry in (sign 1) or out (-1) of both sums. */
  private add(key: string, v: Value, sign: 1 | -1): void {
    const [ka, kb] = textLanes(key);
    const [va, vb] = valueLanes(v);
    this.sumA = (this.sumA + sign * mix(ka, va)) | 0;
    this.sumB = (this.sumB + sign * mix(kb ^ 0x3c6ef372, vb ^ 0x2545f491)) | 0;
  }

  /** Bucket i, this store's own to write. */
  private own(i: number): Map<string, Value> {
    if (this.sharedArray) {
      this.buckets = this.buckets.slice();
      this.sharedArray = false;
    }
    const bit = 1 << i;
    let bucket = this.buckets[i];
    if (!bucket || !(this.owned & bit)) {
      // Copying memory is what makes a state of a real program expensive: counted.
      if (bucket) workMeter.units += bucket.size / ENTRIES_PER_UNIT;
      bucket = new Map(bucket);
      this.buckets[i] = bucket;
      this.owned |= bit;
    }
    return bucket;
  }
}

/** Indistinguishable values (a write of one over the other changes nothing). */
function identical(a: Value, b: Value): boolean {
  if (a === b) return true;
  switch (a.k) {
    case 'int':
      return b.k === 'int' && Object.is(a.v, b.v);
    case 'top':
      return b.k === 'top' && a.genuine === b.genuine && a.sym === b.sym;
    case 'fn':
      return b.k === 'fn' && a.id === b.id;
    case 'ptr':
      return (
        b.k === 'ptr' &&
        a.obj === b.obj &&
        a.path.length === b.path.length &&
        a.path.every((p, i) => p === b.path[i])
      );
  }
}

/** Two independent hashes of a value: values with the same `valueKey` hash alike. */
function valueLanes(v: Value): readonly [number, number] {
  switch (v.k) {
    case 'int':
      return Number.isInteger(v.v)
        ? [(v.v % 4294967296) | 0, Math.floor(v.v / 4294967296) | 0]
        : textLanes(String(v.v));
    case 'top':
      return v.sym !== undefined
        ? [mix(0x51ed270b, v.sym), mix(0x1b873593, v.sym)]
        : v.genuine
          ? [0x2545f491, 0x68e31da4]
          : [0x9e3779b9, 0x7f4a7c15];
    default:
      return textLanes(valueKey(v));
  }
}

/** Two independent 32-bit hashes of a string, cached: the same addresses recur in every state. */
const lanesCache = new Map<string, readonly [number, number]>();

export function textLanes(text: string): readonly [number, number] {
  let lanes = lanesCache.get(text);
  if (!lanes) {
    let a = 0x811c9dc5;
    let b = 0x2545f491;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      a = Math.imul(a ^ c, 0x01000193);
      b = Math.imul(b ^ c, 0x5bd1e995) ^ (b >>> 13);
    }
    lanes = [a | 0, b | 0];
    // A bound on what the cache keeps (a long run may compute many distinct addresses).
    if (lanesCache.size > 1 << 20) lanesCache.clear();
    lanesCache.set(text, lanes);
  }
  return lanes;
}

function mix(a: number, b: number): number {
  let h = Math.imul(a ^ 0x27d4eb2f, 0x85ebca6b) ^ Math.imul((b + 0x165667b1) | 0, 0xc2b2ae35);
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  h ^= h >>> 12;
  return h | 0;
}

/**
 * A small map states share until one of them writes (locks, barriers, spawn counts): most
 * steps change none of them, so copying them at every step only made garbage.
 */
export class SharedMap<K, V> {
  private map: Map<K, V>;
  private shared: boolean;

  constructor(map: Map<K, V> = new Map(), shared = false) {
    this.map = map;
    this.shared = shared;
  }

  get(key: K): V | undefined {
    return this.map.get(key);
  }

  set(key: K, v: V): void {
    this.own();
    this.map.set(key, v);
  }

  delete(key: K): void {
    if (!this.map.has(key)) return;
    this.own();
    this.map.delete(key);
  }

  [Symbol.iterator](): IterableIterator<[K, V]> {
    return this.map.entries();
  }

  /** Another map with the same entries, sharing them until either one writes. */
  copy(): SharedMap<K, V> {
    this.shared = true;
    return new SharedMap(this.map, true);
  }

  private own(): void {
    if (this.shared) {
      this.map = new Map(this.map);
      this.shared = false;
    }
  }
}
