import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { createContext, type AppContext } from '../app-context';
import { buildApp } from '../app';
import { type Config } from '../config';
import { testConfig } from './config';
import { openDatabase, type Database } from '../platform/db/client';
import { migrate } from '../platform/db/migrate';
import { createFromTemplate, openMigratedPglite, replicaCaughtUp } from './template-database';
import { loggerOptions } from '../platform/logging';
import { DEMO_PASSWORD, seedDemoAccounts, type DemoAccounts } from '../domains/demo';

/**
 * A test's `skip` when it needs what PGlite lacks (two connections open at once, a real server):
 * it runs in CI's PostgreSQL pass, where DATABASE_URL is set.
 */
export const POSTGRES_PASS_ONLY = process.env.DATABASE_URL
  ? false
  : 'runs in the PostgreSQL pass (DATABASE_URL set)';

/** The demo's logins by role (marketplace 1 holds seller, marketplace 2 seller2), for API tests. */
export const DEMO_LOGINS = {
  admin: 'admin@pagora.demo',
  marketplace: 'marketplace@pagora.demo',
  marketplace2: 'marketplace2@pagora.demo',
  seller: 'seller@pagora.demo',
  seller2: 'seller2@pagora.demo',
  customer: 'customer@pagora.demo',
} as const;

/**
 * A real API on a real, empty database for one test file: in-memory PGlite by default, or a fresh
 * database on the PostgreSQL server named by DATABASE_URL (CI runs the suite both ways).
 */
export type TestApp = {
  app: FastifyInstance;
  ctx: AppContext;
  demo: DemoAccounts;
  /** `http://127.0.0.1:<port>` when created with `listen`, else ''. */
  baseUrl: string;
  /** Logs a demo user in and returns the bearer header. */
  loginAs(email: string, password?: string): Promise<{ authorization: string }>;
  close(): Promise<void>;
};

/**
 * Which PostgreSQL a test database is made on, and its streaming replica for heavy reads: the
 * suite's DATABASE_URL and DATABASE_READ_URL unless a test names servers of its own.
 */
export type TestServers = { url: string; readUrl?: string };

/**
 * An empty database with every migration applied (template-database.ts). `url` is its address on
 * the server (undefined on PGlite). With a replica, the database of the same name there serves the
 * heavy reads, and the replica has replayed its creation before this returns.
 */
export async function openTestDatabase(servers?: TestServers): Promise<{
  database: Database;
  drop: () => Promise<void>;
  url?: string;
}> {
  const serverUrl = servers?.url ?? process.env.DATABASE_URL;
  const readServerUrl = servers ? servers.readUrl : process.env.DATABASE_READ_URL;
  if (!serverUrl) {
    const database = await openMigratedPglite();
    return { database, drop: () => database.close() };
  }
  const name = `pagora_t_${randomBytes(6).toString('hex')}`;
  await createFromTemplate(serverUrl, name);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  let readUrl: string | undefined;
  if (readServerUrl) {
    await replicaCaughtUp(serverUrl, readServerUrl);
    const read = new URL(readServerUrl);
    read.pathname = `/${name}`;
    readUrl = read.toString();
  }
  const database = await openDatabase({ databaseUrl: url.toString(), readUrl });
  return {
    database,
    url: url.toString(),
    drop: async () => {
      await database.close();
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * `listen` serves the app on a real loopback port (the embedded Zoop sandbox is reached over it and
 * sends its webhooks to it); `logStream` receives every log line at trace level.
 */
export type TestAppOptions = {
  listen?: boolean;
  logStream?: { write(line: string): void };
  /** Servers of the test's own (a throwaway primary and replica) instead of the suite's. */
  servers?: TestServers;
};

export async function createTestApp(
  overrides: Partial<Config> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const { database, drop } = await openTestDatabase(options.servers);
  await migrate(database);
  // Tests log in many times from one address; the limiter has its own tests with tight limits.
  const loginLimits = { perIp: 100_000, perAccount: 100_000, windowSeconds: 60 };
  const ctx = createContext(testConfig({ webRoot: '/nonexistent', loginLimits, ...overrides }), database);
  const demo = await seedDemoAccounts(ctx);
  const app = await buildApp(ctx, options.logStream ? loggerOptions('trace', 'json', options.logStream) : {});
  await app.ready();
  let baseUrl = '';
  if (options.listen) {
    baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    await ctx.gateway.ready;
  }
  return {
    app,
    baseUrl,
    ctx,
    demo,
    loginAs: loginOn(app),
    async close() {
      await app.close();
      await drop();
    },
  };
}

/** Logs in on `app` as a person would; a refused login fails the test at once, naming why. */
export const loginOn =
  (app: TestApp['app']): TestApp['loginAs'] =>
  async (email, password = DEMO_PASSWORD) => {
    const res = await app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
    if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
    return { authorization: `Bearer ${res.json<{ token: string }>().token}` };
  };

/**
 * An app instance on an existing database, listening, as a restart brings one up: the restart tests
 * boot one, close it, and boot another on the same rows. `seed` writes the demo accounts first
 * (the first boot); a later boot answers `demo` undefined.
 */
export async function bootAppOn(database: Database, config: Config, seed: boolean): Promise<TestApp> {
  const ctx = createContext(config, database);
  const demo = seed ? await seedDemoAccounts(ctx) : (undefined as never);
  const app = await buildApp(ctx);
  await app.ready();
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  await ctx.gateway.ready;
  return { app, ctx, demo, baseUrl, loginAs: loginOn(app), close: () => app.close() };
}
