import { buildApp } from '../../app';
import { createContext } from '../../app-context';
import { migrate } from '../../platform/db/migrate';
import { testConfig } from '../../test/config';
import { loginOn, openTestDatabase, type TestApp } from '../../test/harness';
import { seedDemoAccounts } from '../demo';
import { linkApi, validLink } from '../links/testing';
import { cardBody, sandboxCall } from '../payments/testing';
import { registerStatement, statementRoutes } from './index';

/** Helpers of the statement tests: the real API on a real port, with the sandbox over HTTP. */

const UNLIMITED_CHARGES = { windowSeconds: 600, declineCost: 1, perAddress: 1e6, perCard: 1e6, perLink: 1e6 };

/**
 * The harness's app (createTestApp), listening, with the statement's plugin registered here until
 * app.ts registers it (then the app's own is used).
 */
export async function startStatementApp(): Promise<TestApp> {
  const { database, drop } = await openTestDatabase();
  await migrate(database);
  const loginLimits = { perIp: 100_000, perAccount: 100_000, windowSeconds: 60 };
  const base = testConfig();
  const ctx = createContext(
    testConfig({
      webRoot: '/nonexistent',
      loginLimits,
      payments: { ...base.payments, chargeLimits: UNLIMITED_CHARGES },
    }),
    database,
  );
  const demo = await seedDemoAccounts(ctx);
  const app = await buildApp(ctx);
  if (!app.hasRoute({ method: 'GET', url: '/api/statement' })) {
    await registerStatement(app);
    await app.register(statementRoutes, { prefix: '/api' });
  }
  await app.ready();
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  await ctx.gateway.ready;
  return {
    app,
    ctx,
    demo,
    baseUrl,
    loginAs: loginOn(app),
    async close() {
      await app.close();
      await drop();
    },
  };
}

type Auth = { authorization: string };

/** Sales through the checkout as a payer makes them (card), and the sandbox's control calls. */
export function saleKit(t: TestApp) {
  const links = linkApi(t);
  return {
    async paidCardSale(seller: Auth, amount: string, link: Record<string, unknown> = {}): Promise<string> {
      const linkId = await links.createId(seller, { ...validLink, amount, ...link });
      const page = await t.app.inject({ method: 'GET', url: `/api/payment-ver/${linkId}` });
      const shown = page
        .json<{ payments: { installments?: { times: number; totalCents: number }[] } }>()
        .payments.installments?.find((o) => o.times === 1)?.totalCents;
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/payment/${linkId}`,
        payload: cardBody({ installments: 1, quotedTotalCents: shown }),
      });
      if (res.statusCode !== 200) throw new Error(`payment: ${res.statusCode} ${res.body}`);
      return res.json<{ data: { data: { id: string } } }>().data.data.id;
    },
    refund: async (seller: Auth, id: string, amount?: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/transactions/${id}/refund`,
        headers: { ...seller, 'idempotency-key': `r-${Math.random()}` },
        payload: amount ? { amount } : {},
      });
      if (res.statusCode !== 200) throw new Error(`refund: ${res.statusCode} ${res.body}`);
    },
    control: (method: string, path: string, body?: unknown) =>
      sandboxCall(t, method, `/_control${path}`, body),
    zoop: (method: string, path: string, body?: unknown) =>
      sandboxCall(t, method, `/v1/marketplaces/${t.ctx.config.payments.zoopMarketplaceId}${path}`, body),
  };
}
