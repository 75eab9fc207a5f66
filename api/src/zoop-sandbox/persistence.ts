/**
 * Where the sandbox keeps its state between restarts: `zoop_sandbox_records` (migration 0620), one
 * JSON row per object. Writes are queued in order and snapshot the object when saved.
 */

export type SandboxKind =
  | 'seller'
  | 'buyer'
  | 'token'
  | 'card'
  | 'transaction'
  | 'webhook'
  | 'plan'
  | 'event'
  | 'document'
  // Money out (payout-state.ts).
  | 'bank_token'
  | 'bank_account'
  | 'transfer'
  | 'payout_settings'
  // Seller money (money-state.ts).
  | 'prepayment'
  | 'money_settings';

export type SandboxSql = {
  query<T extends Record<string, unknown>>(sqlText: string, params?: unknown[]): Promise<T[]>;
};

export type SandboxPersistenceOptions = {
  sql: SandboxSql;
  /**
   * Answer only once the write is stored. Off on PGlite: it has one connection, and a caller that
   * calls the provider inside a transaction (plan removal does) would wait on itself; there the
   * write follows the answer by a moment.
   */
  durable: boolean;
  /**
   * Other processes write the same rows (API instances on one PostgreSQL): each request reads
   * back what changed since (`changes`), so every instance serves one sandbox (issue 35).
   */
  shared?: boolean;
  onError?: (err: unknown) => void;
};

export type StoredRecord = { kind: SandboxKind; id: string; data: unknown };

/**
 * A row is stamped with its statement's start (`now()`): one that committed a moment after a read
 * can carry an earlier stamp than the newest read, so each read looks this far back again.
 */
const CHANGE_OVERLAP = "interval '2 seconds'";

const DATE_KEYS = new Set([
  'createdAt',
  'updatedAt',
  'voidedAt',
  'expiresAt',
  'cancellationRequestedAt',
  'chargedBackAt',
]);
const revive = (key: string, value: unknown) =>
  DATE_KEYS.has(key) && typeof value === 'string' ? new Date(value) : value;

type Write =
  | { op: 'save'; kind: SandboxKind; id: string; data: string; reference: string | null }
  | { op: 'sql'; sqlText: string; params: unknown[] };

export class SandboxPersistence {
  private tail: Promise<void> = Promise.resolve();
  /** Objects with a write of this process not yet stored: a read-back must not undo it. */
  private readonly unsent = new Map<string, number>();
  /** The newest `updated_at` read so far (text keeps PostgreSQL's microseconds). */
  private watermark: string | null = null;
  /** Writes not yet sent; the next flush takes them all (one statement per run of saves). */
  private pending: Write[] = [];

  constructor(
    private readonly marketplaceId: string,
    private readonly opts: SandboxPersistenceOptions,
  ) {}

  get durable(): boolean {
    return this.opts.durable;
  }

  get shared(): boolean {
    return this.opts.shared ?? false;
  }

  save(kind: SandboxKind, id: string, record: object): void {
    const reference =
      kind === 'transaction' ? ((record as { referenceId?: string | null }).referenceId ?? null) : null;
    this.enqueue({ op: 'save', kind, id, data: JSON.stringify(record), reference });
  }

  remove(kind: SandboxKind, id: string): void {
    this.enqueue({
      op: 'sql',
      sqlText: 'DELETE FROM zoop_sandbox_records WHERE marketplace_id = $1 AND kind = $2 AND id = $3',
      params: [this.marketplaceId, kind, id],
    });
  }

  clear(): void {
    this.enqueue({
      op: 'sql',
      sqlText: 'DELETE FROM zoop_sandbox_records WHERE marketplace_id = $1',
      params: [this.marketplaceId],
    });
  }

  /** Every stored object, oldest first, with its dates revived. */
  async load(): Promise<StoredRecord[]> {
    return this.read(null);
  }

  /**
   * The objects written (by any process) since the last read, except those this process is
   * still writing: its own copy is the newer.
   */
  async changes(): Promise<StoredRecord[]> {
    const rows = await this.read(this.watermark);
    return rows.filter((r) => !this.unsent.has(`${r.kind}\u0000${r.id}`));
  }

  private async read(since: string | null): Promise<StoredRecord[]> {
    const rows = await this.opts.sql.query<{ kind: SandboxKind; id: string; data: unknown; at: string }>(
      `SELECT kind, id, data::text AS data, updated_at::text AS at FROM zoop_sandbox_records
       WHERE marketplace_id = $1 AND ($2::timestamptz IS NULL OR updated_at > $2::timestamptz - ${CHANGE_OVERLAP})
       ORDER BY updated_at, id`,
      [this.marketplaceId, since],
    );
    const newest = rows.at(-1)?.at;
    if (newest) this.watermark = newest;
    return rows.map((r) => ({ kind: r.kind, id: r.id, data: JSON.parse(String(r.data), revive) as unknown }));
  }

  /** Resolves once every write queued so far is stored (or has failed and been reported). */
  settled(): Promise<void> {
    return this.tail;
  }

  /**
   * Writes go out in order, one flush at a time; what queues while one is on its way leaves with
   * the next, a run of saves as one multi-row upsert (under load, one statement for many charges).
   */
  private enqueue(write: Write): void {
    if (write.op === 'save') {
      const key = `${write.kind}\u0000${write.id}`;
      this.unsent.set(key, (this.unsent.get(key) ?? 0) + 1);
    }
    this.pending.push(write);
    if (this.pending.length > 1) return;
    this.tail = this.tail.then(() => this.flush());
  }

  private async flush(): Promise<void> {
    const batch = this.pending.splice(0);
    for (const part of runsOf(batch)) {
      if (!Array.isArray(part)) await this.send(part.sqlText, part.params);
      // A row the database refuses fails its whole statement: then each goes alone, as unbatched.
      else if (!(await this.upsert(part, part.length === 1)))
        for (const save of part) await this.upsert([save], true);
    }
    for (const write of batch) {
      if (write.op !== 'save') continue;
      const key = `${write.kind}\u0000${write.id}`;
      const left = (this.unsent.get(key) ?? 1) - 1;
      if (left > 0) this.unsent.set(key, left);
      else this.unsent.delete(key);
    }
  }

  /** False when the write failed (reported through `onError` unless `report` is false). */
  private async send(sqlText: string, params: unknown[], report = true): Promise<boolean> {
    try {
      await this.opts.sql.query(sqlText, params);
      return true;
    } catch (err) {
      if (report) this.opts.onError?.(err);
      return false;
    }
  }

  private async upsert(saves: Extract<Write, { op: 'save' }>[], report: boolean): Promise<boolean> {
    // One row per object: a statement may not upsert the same key twice; the latest snapshot wins.
    const latest = [...new Map(saves.map((w) => [`${w.kind}\u0000${w.id}`, w])).values()];
    const rows = latest.map(
      (_, i) => `($1, $${i * 4 + 2}, $${i * 4 + 3}, $${i * 4 + 4}::jsonb, $${i * 4 + 5}, now())`,
    );
    return this.send(
      `INSERT INTO zoop_sandbox_records (marketplace_id, kind, id, data, reference_id, updated_at)
       VALUES ${rows.join(', ')}
       ON CONFLICT (marketplace_id, kind, id)
       DO UPDATE SET data = EXCLUDED.data, reference_id = EXCLUDED.reference_id, updated_at = now()`,
      [this.marketplaceId, ...latest.flatMap((w) => [w.kind, w.id, w.data, w.reference])],
      report,
    );
  }
}

/** Consecutive saves grouped (in order); every other write on its own, where it was. */
function runsOf(batch: Write[]): (Extract<Write, { op: 'save' }>[] | Extract<Write, { op: 'sql' }>)[] {
  const parts: (Extract<Write, { op: 'save' }>[] | Extract<Write, { op: 'sql' }>)[] = [];
  for (const write of batch) {
    const last = parts.at(-1);
    if (write.op === 'sql') parts.push(write);
    else if (Array.isArray(last)) last.push(write);
    else parts.push([write]);
  }
  return parts;
}
