import type { Database } from './db/client';

/**
 * An in-memory read cache kept honest across API instances: `invalidate` drops the key here and
 * publishes it on a PostgreSQL channel so every other instance drops it too. For rows that are
 * read on every request and change rarely (brands, default interest plans).
 */
export class NotifiedCache<V> {
  private readonly entries = new Map<string, V>();

  constructor(
    readonly channel: string,
    private readonly maxEntries = 10_000,
  ) {}

  async get(key: string, load: () => Promise<V>): Promise<V> {
    if (this.entries.has(key)) return this.entries.get(key) as V;
    const value = await load();
    if (this.entries.size < this.maxEntries) this.entries.set(key, value);
    return value;
  }

  async invalidate(database: Database, key: string): Promise<void> {
    this.entries.delete(key);
    await database.notify(this.channel, key);
  }

  /** Subscribes this instance to invalidations from the others; returns the unsubscribe. */
  listen(database: Database): Promise<() => Promise<void>> {
    return database.listen(this.channel, (key) => this.entries.delete(key));
  }
}
