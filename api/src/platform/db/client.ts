import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
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
  /** LISTEN on a channel; events travel between API instances through PostgreSQL. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  /** Runs `fn` on one pinned connection (session-level locks need the same connection). */
  pinned<T>(fn: (conn: Pick<Database, 'exec' | 'query'>) => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

export type DatabaseTarget = { databaseUrl: string } | { pgliteDir: string | null };

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  return 'databaseUrl' in target ? openPostgres(target.databaseUrl) : openPglite(target.pgliteDir);
}

/** Embedded PostgreSQL (WASM, one connection, in-process). `dir` null keeps it in memory. */
async function openPglite(dir: string | null): Promise<Database> {
  if (dir) mkdirSync(path.dirname(dir), { recursive: true });
  // pg_trgm backs the list searches' trigram indexes (migration 0410); PostgreSQL ships it as a
  // trusted extension, PGlite as a contrib bundle that must be loaded here.
  const options = { extensions: { pg_trgm } };
  const client = dir ? await PGlite.create(dir, options) : await PGlite.create(options);
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
    listen: async (channel, onPayload) => {
      const unsub = await client.listen(channel, onPayload);
      return async () => unsub();
    },
    notify: async (channel, payload) =>
      void (await client.query('SELECT pg_notify($1, $2)', [channel, payload])),
    close: () => client.close(),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.on('error', () => undefined); // idle-client errors surface on the next query instead
  const db = drizzlePg({ client: pool }) as unknown as Db;
  let listener: pg.Client | null = null;
  const handlers = new Map<string, Set<(payload: string) => void>>();
  return {
    kind: 'postgres',
    db,
    driver: { connectionString: url },
    exec: async (sqlText) => void (await pool.query(sqlText)),
    query: async <T extends Record<string, unknown>>(sqlText: string, params: unknown[] = []) =>
      (await pool.query<T>(sqlText, params)).rows,
    listen: async (channel, onPayload) => {
      if (!listener) {
        listener = new pg.Client({ connectionString: url });
        await listener.connect();
        listener.on('notification', (n) => handlers.get(n.channel)?.forEach((h) => h(n.payload ?? '')));
      }
      const set = handlers.get(channel) ?? new Set();
      if (set.size === 0) await listener.query(`LISTEN "${channel.replace(/"/g, '')}"`);
      set.add(onPayload);
      handlers.set(channel, set);
      return async () => {
        set.delete(onPayload);
      };
    },
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
    close: async () => {
      await listener?.end();
      await pool.end();
    },
  };
}
