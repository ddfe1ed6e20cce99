/**
 * A map from address keys to values (a state's memory, a frame's private locals) that states
 * share until one of them writes: a transition copies a state, changes one thread and a few
 * addresses, and most states never change most of memory, so copying every map at every step
 * was most of a step's cost. `copy()` is O(1); the first write after it copies the entries.
 *
 * A store also keeps what a state key needs, so the visited set does not rebuild it from every
 * entry at every step: an order-independent hash of its entries, updated on each write, and its
 * number in a `StoreTable` (equal entries, equal number), looked up at most once per version.
 */

import { type Value, valueKey } from './values.js';
import { ENTRIES_PER_UNIT, workMeter } from './work.js';

export class Store {
  /** The entries; shared with other stores (and then never written) while `shared` holds. */
  private map: Map<string, Value>;
  private shared: boolean;
  /** Sum of the entries' hashes (mod 2^32), so a write updates it in O(1). */
  private sum: number;
  /** Its number in a `StoreTable`, once looked up, until the next write. */
  tableId = -1;

  private constructor(map: Map<string, Value>, shared: boolean, sum: number) {
    this.map = map;
    this.shared = shared;
    this.sum = sum;
  }

  static empty(): Store {
    return new Store(new Map(), false, 0);
  }

  /** A store holding a copy of `entries`. */
  static of(entries: ReadonlyMap<string, Value>): Store {
    let sum = 0;
    for (const [k, v] of entries) sum = (sum + entryHash(k, v)) | 0;
    return new Store(new Map(entries), false, sum);
  }

  get(key: string): Value | undefined {
    return this.map.get(key);
  }

  get size(): number {
    return this.map.size;
  }

  keys(): IterableIterator<string> {
    return this.map.keys();
  }

  entries(): IterableIterator<[string, Value]> {
    return this.map.entries();
  }

  set(key: string, v: Value): void {
    const old = this.map.get(key);
    // Writing what is there changes nothing: keep sharing.
    if (old !== undefined && identical(old, v)) return;
    this.own();
    if (old !== undefined) this.sum = (this.sum - entryHash(key, old)) | 0;
    this.sum = (this.sum + entryHash(key, v)) | 0;
    this.map.set(key, v);
  }

  delete(key: string): void {
    const old = this.map.get(key);
    if (old === undefined) return;
    this.own();
    this.sum = (this.sum - entryHash(key, old)) | 0;
    this.map.delete(key);
  }

  /** Another store with the same entries, sharing them until either one writes. */
  copy(): Store {
    this.shared = true;
    const c = new Store(this.map, true, this.sum);
    c.tableId = this.tableId;
    return c;
  }

  /** Equal stores have equal hashes. */
  hash(): number {
    return mix(this.sum, this.map.size);
  }

  /** The same addresses with values of the same `valueKey`. */
  sameEntries(o: Store): boolean {
    if (this.map === o.map) return true;
    if (this.map.size !== o.map.size) return false;
    for (const [k, v] of this.map) {
      const w = o.map.get(k);
      if (w === undefined || !sameKey(v, w)) return false;
    }
    return true;
  }

  /** The entries are never written again through this store (it may stand for its version). */
  freeze(): void {
    this.shared = true;
  }

  private own(): void {
    if (this.shared) {
      // Copying a large memory is what makes a state of a real program expensive: counted.
      workMeter.units += this.map.size / ENTRIES_PER_UNIT;
      this.map = new Map(this.map);
      this.shared = false;
    }
    this.tableId = -1;
  }
}

/**
 * Numbers for store versions: equal entries, equal number. A state key names its memory by this
 * number instead of spelling out every entry. Found by hash, confirmed entry by entry.
 */
export class StoreTable {
  private readonly byHash = new Map<number, { store: Store; id: number }[]>();
  private next = 0;

  idOf(s: Store): number {
    if (s.tableId >= 0) return s.tableId;
    const h = s.hash();
    let bucket = this.byHash.get(h);
    if (!bucket) {
      bucket = [];
      this.byHash.set(h, bucket);
    }
    for (const e of bucket)
      if (e.store.sameEntries(s)) {
        s.tableId = e.id;
        return e.id;
      }
    // The table keeps a frozen copy: later writes through `s` copy its entries first.
    const kept = s.copy();
    kept.freeze();
    const id = this.next++;
    bucket.push({ store: kept, id });
    s.tableId = id;
    return id;
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

/** Values with the same `valueKey`, without building it where that can be avoided. */
function sameKey(a: Value, b: Value): boolean {
  if (identical(a, b)) return true;
  if (a.k === 'int' && b.k === 'int') return String(a.v) === String(b.v);
  return a.k === b.k && (a.k === 'ptr' || a.k === 'fn') && valueKey(a) === valueKey(b);
}

/** Consistent with `sameKey`: values with the same `valueKey` hash alike. */
function valueHash(v: Value): number {
  switch (v.k) {
    case 'int':
      return Number.isInteger(v.v) ? (v.v % 4294967296) | 0 : textHash(String(v.v));
    case 'top':
      return v.sym !== undefined ? mix(0x51ed270b, v.sym) : v.genuine ? 0x2545f491 : 0x9e3779b9;
    default:
      return textHash(valueKey(v));
  }
}

function entryHash(key: string, v: Value): number {
  return mix(textHash(key), valueHash(v));
}

function textHash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h | 0;
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
