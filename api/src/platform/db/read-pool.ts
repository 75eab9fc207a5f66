import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from './client';
import { IDLE_CONNECTION_MS } from './pool-settings';

/** Why one request's heavy reads went where they went (the metric's `reason` label). */
export type ReadReason = 'caught_up' | 'lag' | 'unhealthy' | 'error' | 'not_standby';
export type ReadServedBy = 'replica' | 'primary';
export type ReadListener = (servedBy: ReadServedBy, reason: ReadReason) => void;

const CATCH_UP_POLL_MS = 3;
/** A replica question unanswered after this is a failure: a hung replica costs one request this. */
const CHECK_TIMEOUT_MS = 1_000;
/** After a failure, requests go to the primary without asking the replica for this long. */
export const REPLICA_RETRY_AFTER_MS = 5_000;

export const REPLICA_APPLICATION_NAME = 'pagora-heavy-reads';

/**
 * A streaming replica for the heavy reads (docs/read-replica.md). A request's reads go to it only
 * when it has replayed the WAL the primary had when they began, so nothing served is older than
 * the caller's own last write, on any instance. A failed check sends that request to the primary
 * and keeps the replica out for REPLICA_RETRY_AFTER_MS. A replica lost after the check (its
 * connection gone, or a query cancelled by a recovery conflict) fails that read there, which is
 * then run again on the primary: a read is safe to repeat (`heavyRead`).
 */
export class ReadReplica {
  /** The replica's query layer, for reads only. */
  readonly db: Db;
  private readonly pool: pg.Pool;
  private unhealthyUntil = 0;
  private readonly listeners: ReadListener[] = [];

  constructor(
    url: string,
    private readonly primary: pg.Pool,
    poolMax: number,
  ) {
    this.pool = new pg.Pool({
      connectionString: url,
      max: poolMax,
      connectionTimeoutMillis: CHECK_TIMEOUT_MS,
      idleTimeoutMillis: IDLE_CONNECTION_MS,
      // What an operator sees in the replica's pg_stat_activity.
      application_name: REPLICA_APPLICATION_NAME,
    });
    // An idle connection lost (the replica restarting) must not take the process down; the next
    // request's check finds the replica down and falls back.
    this.pool.on('error', () => undefined);
    this.db = drizzle({ client: this.pool }) as unknown as Db;
  }

  onRead(listener: ReadListener): void {
    this.listeners.push(listener);
  }

  /** False while the replica is kept out after a failure. */
  healthy(): boolean {
    return Date.now() >= this.unhealthyUntil;
  }

  /**
   * The database for one request's heavy reads: the replica once it has replayed the primary's
   * current WAL position (waiting up to `maxWaitMs`, DATABASE_READ_MAX_WAIT_MS), else null (the primary).
   */
  async choose(maxWaitMs: number): Promise<Db | null> {
    if (!this.healthy()) return this.route(null, 'unhealthy');
    const lsn = await primaryLsn(this.primary);
    const deadline = Date.now() + maxWaitMs;
    try {
      for (;;) {
        const state = await this.ask<{ standby: boolean; caught_up: boolean }>(
          `SELECT pg_is_in_recovery() AS standby,
                  coalesce(pg_last_wal_replay_lsn() >= $1::pg_lsn, false) AS caught_up`,
          [lsn],
        );
        if (!state.standby) {
          this.markDown();
          return this.route(null, 'not_standby');
        }
        if (state.caught_up) return this.route(this.db, 'caught_up');
        if (Date.now() >= deadline) return this.route(null, 'lag');
        await new Promise((resolve) => setTimeout(resolve, CATCH_UP_POLL_MS));
      }
    } catch {
      this.markDown();
      return this.route(null, 'error');
    }
  }

  /** How far behind the replica is: WAL bytes not replayed, and seconds since the last replayed commit. */
  async lag(): Promise<{ bytes: number; seconds: number }> {
    const lsn = await primaryLsn(this.primary);
    try {
      const row = await this.ask<{ bytes: number; seconds: number }>(
        `SELECT greatest(pg_wal_lsn_diff($1::pg_lsn, pg_last_wal_replay_lsn()), 0)::float8 AS bytes,
                CASE WHEN pg_last_wal_replay_lsn() >= $1::pg_lsn THEN 0
                     ELSE coalesce(extract(epoch FROM now() - pg_last_xact_replay_timestamp()), 0)
                END::float8 AS seconds`,
        [lsn],
      );
      return { bytes: row.bytes ?? 0, seconds: row.seconds ?? 0 };
    } catch (err) {
      this.markDown();
      throw err;
    }
  }

  close(): Promise<void> {
    return this.pool.end();
  }

  /** The replica failed a read it was chosen for: out for a while, and the read goes to the primary. */
  failedRead(): void {
    this.markDown();
    this.emit('primary', 'error');
  }

  private markDown(): void {
    this.unhealthyUntil = Date.now() + REPLICA_RETRY_AFTER_MS;
  }

  private route(db: Db | null, reason: ReadReason): Db | null {
    this.emit(db ? 'replica' : 'primary', reason);
    return db;
  }

  private emit(servedBy: ReadServedBy, reason: ReadReason): void {
    for (const listener of this.listeners) listener(servedBy, reason);
  }

  private async ask<T>(text: string, values: unknown[]): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('replica check timed out')), CHECK_TIMEOUT_MS);
    });
    try {
      const result = await Promise.race([this.pool.query(text, values), timeout]);
      return result.rows[0] as T;
    } finally {
      clearTimeout(timer);
    }
  }
}

async function primaryLsn(primary: pg.Pool): Promise<string> {
  const { rows } = await primary.query<{ lsn: string }>('SELECT pg_current_wal_lsn()::text AS lsn');
  return rows[0]?.lsn ?? '0/0';
}

/** What a heavy read needs of the app's context: the primary's `db` and the database's replica. */
type ReadContext = {
  db: Db;
  database: { replica: ReadReplica | null };
  config: { databaseReadMaxWaitMs: number };
};

/**
 * Runs one request's heavy read (lists, dashboards, exports, statement pages) on the replica when
 * it is caught up, else on the primary: `read` gets the context with `db` chosen. Writes, and
 * reads that decide a write, keep using `ctx.db` directly.
 */
export async function heavyRead<C extends ReadContext, T>(ctx: C, read: (ctx: C) => Promise<T>): Promise<T> {
  const replica = ctx.database.replica;
  const db = replica ? await replica.choose(ctx.config.databaseReadMaxWaitMs) : null;
  if (!replica || !db) return read(ctx);
  try {
    return await read({ ...ctx, db });
  } catch (err) {
    if (!replicaLost(err)) throw err;
    replica.failedRead();
    return read(ctx);
  }
}

/**
 * SQLSTATEs of a replica that went away or cancelled the read, rather than of the read itself:
 * connection exceptions (08…), shutdown and not-yet-accepting (57P01-57P03), a hot standby's
 * recovery conflict (40001), and the socket's own errors. A query's own error (a bad value, a
 * timeout we set) is not retried.
 */
const LOST_CODES = new Set(['57P01', '57P02', '57P03', '40001', 'ECONNREFUSED', 'ECONNRESET', 'EPIPE']);
/**
 * node-postgres's own words for a socket that closed under a query (no code), and for its pool
 * giving up on a connection to the replica: a burst of heavy reads past the replica pool's size
 * (stop 51's CI: forty dashboard reads at once on a loaded machine) then ran on the primary
 * instead of answering 503.
 */
const LOST_MESSAGE =
  /Connection terminated|connection (?:error|refused|reset)|timeout exceeded when trying to connect/i;

function replicaLost(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < 4; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (code.startsWith('08') || LOST_CODES.has(code))) return true;
    if (LOST_MESSAGE.test(e.message)) return true;
  }
  return false;
}
