/**
 * Values kept until the database changes (issue 11; docs/ARCHITECTURE.md "Caches of big reads"): each
 * entry holds the {@link dataVersion} it was read at and is served only while the version is the same.
 * The caller reads the version BEFORE the reads the value comes from, and keeps nothing when it is null
 * (inside a transaction, or a driver without one). Bounded by entries and by a size the caller measures
 * (rows, bytes); the oldest entries go first.
 */
export class KeptUntilChange<V> {
  private entries = new Map<string, { version: string; value: V; size: number }>();
  private total = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxSize = Infinity,
  ) {}

  /** The value kept for `key` at `version`, or undefined. */
  get(key: string, version: string): V | undefined {
    const hit = this.entries.get(key);
    return hit?.version === version ? hit.value : undefined;
  }

  /** Keeps `value` for `key` at `version` (replacing what was there), `size` in the caller's unit. */
  set(key: string, version: string, value: V, size = 1): void {
    this.drop(key);
    this.entries.set(key, { version, value, size: 0 });
    this.grow(key, size);
  }

  /** Adds `size` to what `key` holds (a value that grew in place, e.g. a compressed form added), then trims. */
  grow(key: string, size: number): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    entry.size += size;
    this.total += size;
    while (this.entries.size > this.maxEntries || this.total > this.maxSize) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.drop(oldest.value);
    }
  }

  private drop(key: string) {
    this.total -= this.entries.get(key)?.size ?? 0;
    this.entries.delete(key);
  }
}
