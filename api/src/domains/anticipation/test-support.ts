import { createContext } from '../../app-context';
import { buildApp } from '../../app';
import type { Config } from '../../config';
import { migrate } from '../../platform/db/migrate';
import { testConfig } from '../../test/config';
import { loginOn, openTestDatabase, type TestApp } from '../../test/harness';
import { seedDemoAccounts } from '../demo';
import { anticipationRoutes } from './routes';

/**
 * `createTestApp` (test/harness.ts), listening, with the antecipação routes under `/api` even
 * before app.ts registers them (issue 38: the lead wires app.ts); once it does, this adds nothing.
 */
export async function anticipationTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const { database, drop } = await openTestDatabase();
  await migrate(database);
  const loginLimits = { perIp: 100_000, perAccount: 100_000, windowSeconds: 60 };
  const ctx = createContext(testConfig({ webRoot: '/nonexistent', loginLimits, ...overrides }), database);
  const demo = await seedDemoAccounts(ctx);
  const app = await buildApp(ctx);
  if (!app.hasRoute({ method: 'GET', url: '/api/anticipations' }))
    await app.register(anticipationRoutes, { prefix: '/api' });
  await app.ready();
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  await ctx.gateway.ready;
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

/** A body the sandbox's control API takes (`/zoop-sandbox/_control…`), with the marketplace's key. */
export async function sandboxControlCall(t: TestApp, method: string, path: string, body?: unknown) {
  const res = await fetch(`${t.baseUrl}/zoop-sandbox/_control${path}`, {
    method,
    headers: {
      authorization: `Basic ${Buffer.from(`${t.ctx.config.payments.zoopApiKey}:`).toString('base64')}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? null : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`sandbox control ${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<unknown>;
}
