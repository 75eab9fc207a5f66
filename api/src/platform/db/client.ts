import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { PgListener, type ListenOptions, type ListenerLogger } from './listener';
import { PreparedPGlite } from './prepared-pglite';
import { IDLE_CONNECTION_MS } from './pool-settings';
import { ReadReplica } from './read-pool';

/**
 * The typed query layer, the same type on PGlite and on a PostgreSQL server. Queries name each
 * domain's tables directly (no relational `db.query.*` API), so the platform needs no table list.
 */
export type Db = PgDatabase<PgQueryResultHKT>;

export type Database = {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** How the job queue (platform/jobs) reaches the same database: the embedded instance or a URL. */
  driver: { pglite: PGlite } | { connectionString: string };
  /** Raw SQL for migrations and the few statements the query builder does not express. */
  exec(sqlText: string): Promise<void>;
  query<T extends Record<string, unknown>>(sqlText: string, params?: unknown[]): Promise<T[]>;
  /**
   * LISTEN on a channel; events travel between API instances through PostgreSQL. The connection
   * comes back by itself after a loss; `onReconnect` then says events may have been missed.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    opts?: ListenOptions,
  ): Promise<() => Promise<void>>;
  /** False while a lost LISTEN connection is being reopened (PGlite: always true). */
  listening(): boolean;
  /** Where connection losses and recoveries are reported (the app's logger). */
  useLogger(logger: ListenerLogger): void;
  /**
   * Errors the driver raises outside any query's promise: a pooled connection lost while idle or
   * while a transaction holds it (PGlite: never). The query in flight fails on its own.
   */
  onConnectionError(listener: (err: Error) => void): void;
  notify(channel: string, payload: string): Promise<void>;
  /** Runs `fn` on one pinned connection (session-level locks need the same connection). */
  pinned<T>(fn: (conn: Pick<Database, 'exec' | 'query'>) => Promise<T>): Promise<T>;
  /** The streaming replica for heavy reads (DATABASE_READ_URL), or null (read-pool.ts). */
  replica: ReadReplica | null;
  close(): Promise<void>;
};

/**
 * `loadDataDir` starts an in-memory PGlite from a data folder dumped by `dumpPglite` instead of
 * running initdb (the test harness's migrated template: api/src/test/pglite-template.ts).
 */
export type DatabaseTarget =
  { databaseUrl: string; readUrl?: string } | { pgliteDir: string | null; loadDataDir?: Blob };

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  return 'databaseUrl' in target
    ? openPostgres(target.databaseUrl, target.readUrl)
    : openPglite(target.pgliteDir, target.loadDataDir);
}

/** The data folder of an embedded database as an uncompressed tarball (PGlite's own dump). */
export async function dumpPglite(database: Database): Promise<Blob> {
  if (!('pglite' in database.driver)) throw new Error('dumpPglite: not an embedded database');
  return database.driver.pglite.dumpDataDir('none');
}

/** Embedded PostgreSQL (WASM, one connection, in-process). `dir` null keeps it in memory. */
async function openPglite(dir: string | null, loadDataDir?: Blob): Promise<Database> {
  if (dir) mkdirSync(path.dirname(dir), { recursive: true });
  // pg_trgm backs the list searches' trigram indexes (migration 0410); PostgreSQL ships it as a
  // trusted extension, PGlite as a contrib bundle that must be loaded here.
  const options = { extensions: { pg_trgm }, ...(loadDataDir ? { loadDataDir } : {}) };
  const client = dir ? new PreparedPGlite(dir, options) : new PreparedPGlite(options);
  await client.waitReady;
  const db = drizzlePglite({ client }) as unknown as Db;
  const conn = {
    exec: async (sqlText: string) => void (await client.exec(sqlText)),
    query: async <T extends Record<string, unknown>>(sqlText: string, params: unknown[] = []) =>
      (await client.query<T>(sqlText, params)).rows,
  };
  return {
    kind: 'pglite',
    db,
    driver: { pglite: client },
    ...conn,
    pinned: (fn) => fn(conn),
    replica: null,
    listen: async (channel, onPayload) => {
      const unsub = await client.listen(channel, onPayload);
      return async () => unsub();
    },
    listening: () => true,
    useLogger: () => undefined,
    onConnectionError: () => undefined,
    notify: async (channel, payload) =>
      void (await client.query('SELECT pg_notify($1, $2)', [channel, payload])),
    close: () => client.close(),
  };
}

async function openPostgres(url: string, readUrl: string | undefined): Promise<Database> {
  // A bounded connect: with the database unreachable a request fails (503) instead of hanging.
  const pool = new pg.Pool({
    connectionString: url,
    max: POOL_MAX,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: IDLE_CONNECTION_MS,
  });
  const listeners: ((err: Error) => void)[] = [];
  const lost = (err: Error) => listeners.forEach((listener) => listener(err));
  // The pool answers an idle client's 'error' itself (re-emitted here, reported by `lost` below),
  // but not that of a client it has handed out: a transaction holding one when PostgreSQL
  // restarts would raise an unhandled 'error' event and take the process down (issue 35). Every
  // client gets a listener for its whole life; the transaction's own statement fails, its caller
  // retries (a stored webhook is applied again by the sweep), and the pool drops the dead client.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', lost));
  const db = drizzlePg({ client: pool }) as unknown as Db;
  const listener = new PgListener(url);
  poolOf.set(db, pool);
  const replica = readUrl ? new ReadReplica(readUrl, pool, POOL_MAX) : null;
  return {
    kind: 'postgres',
    db,
    driver: { connectionString: url },
    exec: async (sqlText) => void (await pool.query(sqlText)),
    query: async <T extends Record<string, unknown>>(sqlText: string, params: unknown[] = []) =>
      (await pool.query<T>(sqlText, params)).rows,
    listen: (channel, onPayload, opts) => listener.listen(channel, onPayload, opts),
    listening: () => listener.connected,
    useLogger: (logger) => {
      listener.logger = logger;
    },
    onConnectionError: (fn) => void listeners.push(fn),
    notify: async (channel, payload) =>
      void (await pool.query('SELECT pg_notify($1, $2)', [channel, payload])),
    pinned: async (fn) => {
      const client = await pool.connect();
      try {
        return await fn({
          exec: async (sqlText) => void (await client.query(sqlText)),
          query: async <T extends Record<string, unknown>>(sqlText: string, params: unknown[] = []) =>
            (await client.query<T>(sqlText, params)).rows,
        });
      } finally {
        client.release();
      }
    },
    replica,
    close: async () => {
      await listener.close();
      await replica?.close();
      await pool.end();
    },
  };
}

export const POOL_MAX = 10;

const poolOf = new WeakMap<Db, pg.Pool>();

/** The pool's use, for the metrics: connections open, idle, and requests waiting for one. */
export function poolUse(database: Database): { total: number; idle: number; waiting: number } | null {
  const pool = poolOf.get(database.db);
  return pool ? { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount } : null;
}
