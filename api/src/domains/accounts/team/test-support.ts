// Test support for the team's tests (not a test file): the real API with the team's routes, and
// the invitation read from the outbox as the invited person's e-mail carries it.
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { createContext } from '../../../app-context';
import { buildApp } from '../../../app';
import type { Config } from '../../../config';
import { migrate } from '../../../platform/db/migrate';
import { testConfig } from '../../../test/config';
import { loginOn, openTestDatabase, type TestApp } from '../../../test/harness';
import { seedDemoAccounts } from '../../demo';
import { teamRoutes } from './routes';

/**
 * A test app whose API serves /api/equipe: until app.ts registers the team's routes the harness's
 * app does not, so they are added here before it is ready (and not twice once it does).
 */
export async function createTeamTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const { database, drop } = await openTestDatabase();
  await migrate(database);
  const loginLimits = { perIp: 100_000, perAccount: 100_000, windowSeconds: 60 };
  const ctx = createContext(testConfig({ webRoot: '/nonexistent', loginLimits, ...overrides }), database);
  const demo = await seedDemoAccounts(ctx);
  const app = await buildApp(ctx);
  await addTeamRoutes(app);
  await app.ready();
  const close = async () => {
    await app.close();
    await drop();
  };
  return { app, ctx, demo, baseUrl: '', loginAs: loginOn(app), close };
}

export async function addTeamRoutes(app: FastifyInstance): Promise<void> {
  if (app.apiRoutes.some((r) => r.url === '/api/equipe')) return;
  await app.register(teamRoutes, { prefix: '/api' });
}

/** The link's token of the last invitation e-mail to `email`, or null when it carries none. */
export async function invitationSecretFor(t: TestApp, email: string): Promise<string | null> {
  const rows = await t.ctx.database.query<{ secret: string | null }>(
    `SELECT secret FROM mail_outbox WHERE kind = 'team_invite' AND lower(recipient) = lower($1)
      ORDER BY created_at DESC LIMIT 1`,
    [email],
  );
  assert.ok(rows[0], `no team_invite to ${email}`);
  return rows[0].secret;
}
