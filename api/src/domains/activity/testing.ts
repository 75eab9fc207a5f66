// Test support for any domain's tests (not a test file): the real API with the activity recorder
// and the trust routes ('Atividade', 'Segurança') on a real database.
import type { FastifyInstance } from 'fastify';
import { createContext } from '../../app-context';
import { buildApp } from '../../app';
import type { Config } from '../../config';
import type { Database } from '../../platform/db/client';
import { migrate } from '../../platform/db/migrate';
import { testConfig } from '../../test/config';
import { loginOn, openTestDatabase, type TestApp } from '../../test/harness';
import { securityRoutes } from '../accounts';
import { seedDemoAccounts } from '../demo';
import { registerActivity } from './record';
import { activityRoutes } from './routes';

/**
 * Until app.ts registers the recorder and the routes, the harness's app has neither: they are
 * added here before the app is ready (and not twice once app.ts does). `listen` serves it on a
 * loopback port, as the harness does, so payments reach the embedded Zoop sandbox.
 */
export async function createTrustTestApp(
  overrides: Partial<Config> = {},
  options: { listen?: boolean } = {},
): Promise<TestApp> {
  const { database, drop } = await openTestDatabase();
  await migrate(database);
  const loginLimits = { perIp: 100_000, perAccount: 100_000, windowSeconds: 60 };
  const config = testConfig({ webRoot: '/nonexistent', loginLimits, ...overrides });
  const t = await trustAppOn(database, config, { seed: true, listen: options.listen ?? false });
  return { ...t, close: () => t.close().then(drop) };
}

/**
 * One API instance with the trust routes on `database` (another instance's too: several on one
 * database behave as behind a balancer). `seed` writes the demo accounts first.
 */
export async function trustAppOn(
  database: Database,
  config: Config,
  opts: { seed: boolean; listen: boolean },
): Promise<TestApp> {
  const ctx = createContext(config, database);
  const demo = opts.seed ? await seedDemoAccounts(ctx) : (undefined as never);
  const app = await buildApp(ctx);
  await addTrustRoutes(app);
  await app.ready();
  let baseUrl = '';
  if (opts.listen) {
    baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    await ctx.gateway.ready;
  }
  return { app, ctx, demo, baseUrl, loginAs: loginOn(app), close: () => app.close() };
}

async function addTrustRoutes(app: FastifyInstance): Promise<void> {
  if (app.apiRoutes.some((r) => r.url === '/api/atividade')) return;
  registerActivity(app);
  await app.register(
    async (api) => {
      await api.register(activityRoutes);
      await api.register(securityRoutes);
    },
    { prefix: '/api' },
  );
}

/** The business's rows as the database holds them, oldest first. */
export async function activityRowsOf(t: TestApp, accountEmail: string) {
  await t.ctx.tasks.drain();
  return t.ctx.database.query<{
    actor_user_id: string;
    actor_email: string;
    team_role: string;
    kind: string;
    action: string;
    method: string;
    route: string;
    object_id: string | null;
  }>(
    `SELECT a.actor_user_id, a.actor_email, a.team_role, a.kind, a.action, a.method, a.route, a.object_id
       FROM activity_log a JOIN users u ON u.id = a.account_user_id
      WHERE lower(u.email) = lower($1) ORDER BY a.id`,
    [accountEmail],
  );
}
