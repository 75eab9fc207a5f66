import type { Database } from './db/client';

/** Invalidating this key empties the whole cache (here and on every instance). */
export const ALL_KEYS = '*';

/**
 * An in-memory read cache kept honest across API instances: `invalidate` drops the key here and
 * publishes it on a PostgreSQL channel so every other instance drops it too. For rows that are
 * read on every request and change rarely (brands, default interest plans).
 */
export class NotifiedCache<V> {
  private readonly entries = new Map<string, V>();
  /** Caches built from this one's rows: any invalidation here empties them (here and remotely). */
  private readonly dependents: { clear(): void }[] = [];

  constructor(
    readonly channel: string,
    private readonly maxEntries = 10_000,
  ) {}

  /** The value held for `key`, without loading it: a caller with every value at hand stays synchronous. */
  peek(key: string): { value: V } | undefined {
    return this.entries.has(key) ? { value: this.entries.get(key) as V } : undefined;
  }

  async get(key: string, load: () => Promise<V>): Promise<V> {
    if (this.entries.has(key)) return this.entries.get(key) as V;
    const value = await load();
    if (this.entries.size < this.maxEntries) this.entries.set(key, value);
    return value;
  }

  async invalidate(database: Database, key: string): Promise<void> {
    this.drop(key);
    await database.notify(this.channel, key);
  }

  /** Empties this instance's copy (a dependent's source changed). */
  clear(): void {
    this.entries.clear();
  }

  /**
   * `cache` holds values derived from this cache's rows (payer views priced from interest plans):
   * every invalidation of a key here clears it whole, on this instance at once and on the others
   * when the notification arrives. Coarse on purpose: the source changes rarely.
   */
  clearsAlso(cache: { clear(): void }): void {
    this.dependents.push(cache);
  }

  /**
   * Subscribes this instance to invalidations from the others; returns the unsubscribe. After a
   * LISTEN gap the invalidations sent meanwhile are lost, so everything cached is dropped.
   */
  listen(database: Database): Promise<() => Promise<void>> {
    return database.listen(this.channel, (key) => this.drop(key), {
      onReconnect: () => this.drop(ALL_KEYS),
    });
  }

  private drop(key: string): void {
    if (key === ALL_KEYS) this.entries.clear();
    else this.entries.delete(key);
    for (const dependent of this.dependents) dependent.clear();
  }
}
