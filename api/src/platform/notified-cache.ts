import type { Database } from './db/client';

/** Invalidating this key empties the whole cache (here and on every instance). */
export const ALL_KEYS = '*';

/**
 * An in-memory read cache kept honest across API instances: `invalidate` drops the key here and
 * publishes it on a PostgreSQL channel so every other instance drops it too. For rows that are
 * read on every request and change rarely (brands, default interest plans). With `maxAgeMs`, also
 * for figures that change elsewhere without a word to us (a provider's balances): a value is then
 * read again once that old.
 */
export class NotifiedCache<V> {
  private readonly entries = new Map<string, { value: V; at: number }>();
  /** Caches built from this one's rows: any invalidation here empties them (here and remotely). */
  private readonly dependents: { clear(): void }[] = [];
  /** Invalidations seen so far: a load that saw one meanwhile keeps nothing. */
  private drops = 0;

  constructor(
    readonly channel: string,
    private readonly maxEntries = 10_000,
    private readonly maxAgeMs = Infinity,
  ) {}

  /** The value held for `key`, without loading it: a caller with every value at hand stays synchronous. */
  peek(key: string): { value: V } | undefined {
    const entry = this.fresh(key);
    return entry ? { value: entry.value } : undefined;
  }

  async get(key: string, load: () => Promise<V>): Promise<V> {
    const entry = this.fresh(key);
    if (entry) return entry.value;
    // An invalidation while this load ran may be of what it read: its value is answered, not kept.
    const drops = this.drops;
    const at = Date.now();
    const value = await load();
    if (drops !== this.drops) return value;
    if (this.entries.size >= this.maxEntries) this.dropExpired();
    if (this.entries.size < this.maxEntries || this.entries.has(key)) this.entries.set(key, { value, at });
    return value;
  }

  private fresh(key: string) {
    const entry = this.entries.get(key);
    if (!entry || Date.now() - entry.at < this.maxAgeMs) return entry;
    this.entries.delete(key);
    return undefined;
  }

  private dropExpired() {
    const now = Date.now();
    for (const [key, entry] of this.entries) if (now - entry.at >= this.maxAgeMs) this.entries.delete(key);
  }

  async invalidate(database: Database, key: string): Promise<void> {
    this.drop(key);
    await database.notify(this.channel, key);
  }

  /** Empties this instance's copy (a dependent's source changed). */
  clear(): void {
    this.drops++;
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
    this.drops++;
    if (key === ALL_KEYS) this.entries.clear();
    else this.entries.delete(key);
    for (const dependent of this.dependents) dependent.clear();
  }
}
