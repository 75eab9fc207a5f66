import { createContext } from '../../../app-context';
import { buildApp } from '../../../app';
import type { PaymentsConfig } from '../../../config';
import { testConfig } from '../../../test/config';
import { loginOn, openTestDatabase, type TestApp } from '../../../test/harness';
import { seedDemoAccounts } from '../../demo';
import { linkApi, validLink } from '../../links/testing';
import { sandboxCall, UNLIMITED_CHARGES } from '../test-support';
import { noScriptPayRoutes } from './routes';

/**
 * The real app on a real database and port, as createTestApp builds it, with these routes added
 * until app.ts registers them (then `hasRoute` finds them and nothing is added twice).
 */
export async function startNoScriptApp(paymentsConfig: Partial<PaymentsConfig> = {}) {
  const { database, drop } = await openTestDatabase();
  const base = testConfig();
  const loginLimits = { perIp: 100_000, perAccount: 100_000, windowSeconds: 60 };
  const payments = { ...base.payments, chargeLimits: UNLIMITED_CHARGES, ...paymentsConfig };
  const ctx = createContext(testConfig({ webRoot: '/nonexistent', loginLimits, payments }), database);
  const demo = await seedDemoAccounts(ctx);
  const app = await buildApp(ctx);
  if (!app.hasRoute({ method: 'POST', url: '/pay/:linkId/pix' })) await app.register(noScriptPayRoutes);
  await app.ready();
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  await ctx.gateway.ready;
  const t: TestApp = {
    app,
    ctx,
    demo,
    baseUrl,
    loginAs: loginOn(app),
    close: async () => {
      await app.close();
      await drop();
    },
  };
  const seller = await t.loginAs('seller@pagora.demo');
  return {
    t,
    newLink: (body: Record<string, unknown> = {}) => linkApi(t).createId(seller, { ...validLink, ...body }),
    /** A plain form post, as a browser without scripts sends it. */
    postForm: (url: string, fields: Record<string, string>, cookie?: string) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          ...(cookie ? { cookie } : {}),
        },
        payload: new URLSearchParams(fields).toString(),
      }),
    /** The payer's bank pays the code (the sandbox), and its webhook is processed. */
    payInSandbox: async (transactionId: string) => {
      const paid = await t.app.inject({ method: 'POST', url: `/api/sandbox/pay/${transactionId}` });
      if (paid.statusCode !== 202) throw new Error(`sandbox pay: ${paid.statusCode} ${paid.body}`);
      await sandboxCall(t, 'POST', '/_control/webhooks/flush');
      await t.ctx.tasks.drain();
    },
  };
}
