/**
 * A bounded memo of pure results: a Map that starts afresh when it reaches its limit (the same
 * policy as the zone-offset cache in time.ts and the span memo of libs/panchang). Only for values
 * that are a function of the key alone, so that a hit returns exactly what a computation would
 * and no result depends on what was asked before. Values are shared between callers: keep them
 * immutable.
 */
export class BoundedMemo<K, V> {
  private readonly map = new Map<K, V>();

  constructor(private readonly limit: number) {}

  get(key: K): V | undefined {
    return this.map.get(key);
  }

  set(key: K, value: V): V {
    if (this.map.size >= this.limit) this.map.clear();
    this.map.set(key, value);
    return value;
  }

  /** The memoised value of `key`, else `compute()` memoised (a throw memoises nothing). */
  getOrCompute(key: K, compute: () => V): V {
    const hit = this.map.get(key);
    return hit !== undefined ? hit : this.set(key, compute());
  }

  get size(): number {
    return this.map.size;
  }
}
