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

type Write =
  | { op: 'save'; kind: SandboxKind; id: string; data: string; reference: string | null }
  | { op: 'sql'; sqlText: string; params: unknown[] };

export class SandboxPersistence {
  private tail: Promise<void> = Promise.resolve();
  /** Writes not yet sent; the next flush takes them all (one statement per run of saves). */
  private pending: Write[] = [];

  constructor(
    private readonly marketplaceId: string,
    private readonly opts: SandboxPersistenceOptions,
  ) {}

  get durable(): boolean {
    return this.opts.durable;
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

  /**
   * Writes go out in order, one flush at a time; what queues while one is on its way leaves with
   * the next, a run of saves as one multi-row upsert (under load, one statement for many charges).
   */
  private enqueue(write: Write): void {
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
