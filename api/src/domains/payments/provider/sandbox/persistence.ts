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
  // Money out (payout-state.ts).
  | 'bank_token'
  | 'bank_account'
  | 'transfer'
  | 'payout_settings';

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
  onError?: (err: unknown) => void;
};

const DATE_KEYS = new Set(['createdAt', 'updatedAt', 'voidedAt', 'expiresAt']);
const revive = (key: string, value: unknown) =>
  DATE_KEYS.has(key) && typeof value === 'string' ? new Date(value) : value;

export class SandboxPersistence {
  private tail: Promise<void> = Promise.resolve();

  constructor(
    private readonly marketplaceId: string,
    private readonly opts: SandboxPersistenceOptions,
  ) {}

  get durable(): boolean {
    return this.opts.durable;
  }

  save(kind: SandboxKind, id: string, record: object): void {
    const data = JSON.stringify(record);
    const reference =
      kind === 'transaction' ? ((record as { referenceId?: string | null }).referenceId ?? null) : null;
    this.enqueue(
      `INSERT INTO zoop_sandbox_records (marketplace_id, kind, id, data, reference_id, updated_at)
       VALUES ($1, $2, $3, $4::jsonb, $5, now())
       ON CONFLICT (marketplace_id, kind, id)
       DO UPDATE SET data = EXCLUDED.data, reference_id = EXCLUDED.reference_id, updated_at = now()`,
      [this.marketplaceId, kind, id, data, reference],
    );
  }

  remove(kind: SandboxKind, id: string): void {
    this.enqueue('DELETE FROM zoop_sandbox_records WHERE marketplace_id = $1 AND kind = $2 AND id = $3', [
      this.marketplaceId,
      kind,
      id,
    ]);
  }

  clear(): void {
    this.enqueue('DELETE FROM zoop_sandbox_records WHERE marketplace_id = $1', [this.marketplaceId]);
  }

  /** Every stored object, oldest first, with its dates revived. */
  async load(): Promise<{ kind: SandboxKind; data: unknown }[]> {
    const rows = await this.opts.sql.query<{ kind: SandboxKind; data: unknown }>(
      `SELECT kind, data::text AS data FROM zoop_sandbox_records WHERE marketplace_id = $1 ORDER BY updated_at, id`,
      [this.marketplaceId],
    );
    return rows.map((r) => ({ kind: r.kind, data: JSON.parse(String(r.data), revive) as unknown }));
  }

  /** Resolves once every write queued so far is stored (or has failed and been reported). */
  settled(): Promise<void> {
    return this.tail;
  }

  private enqueue(sqlText: string, params: unknown[]): void {
    this.tail = this.tail
      .then(async () => void (await this.opts.sql.query(sqlText, params)))
      .catch((err: unknown) => this.opts.onError?.(err));
  }
}
