import { createContext } from '../../app-context';
import { buildApp } from '../../app';
import { migrate } from '../../platform/db/migrate';
import { testConfig } from '../../test/config';
import { loginOn, openTestDatabase, type TestApp } from '../../test/harness';
import { seedDemoAccounts } from '../demo';
import { linkApi, validLink } from '../links/testing';
import { feeTableRoutes } from './routes';

/**
 * The real API, listening (the embedded sandbox is reached over HTTP), with the fee-table routes
 * mounted under /api: by app.ts once the lead wires them, else here, so these tests run either way.
 */
export async function startFeesApp(): Promise<TestApp> {
  const { database, drop } = await openTestDatabase();
  await migrate(database);
  const loginLimits = { perIp: 100_000, perAccount: 100_000, windowSeconds: 60 };
  const ctx = createContext(testConfig({ webRoot: '/nonexistent', loginLimits }), database);
  const demo = await seedDemoAccounts(ctx);
  const app = await buildApp(ctx);
  if (!app.hasRoute({ method: 'GET', url: '/api/fee-table' }))
    await app.register(feeTableRoutes, { prefix: '/api' });
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

/** A 'Nova vigência' body with the standard rates, from `validFrom`, changed by `overrides`. */
export const versionBody = (validFrom: string, overrides: Record<string, unknown> = {}) => ({
  valid_from: validFrom,
  pix: '0,99',
  boleto: '2,50',
  card_1x: '3,99',
  card_2_6x: '3,99',
  card_7_12x: '3,99',
  card_13_21x: '3,99',
  anticipation_month: '1,99',
  own_fee: '0',
  ...overrides,
});

/** A paid 1x card sale of `amount` (pt-BR reais) on a new link of the caller's: its transaction id. */
export async function paidCardSale(t: TestApp, seller: Auth, amount: string): Promise<string> {
  const linkId = await linkApi(t).createId(seller, { ...validLink, amount, parcelasSemJuros: 1 });
  const page = await t.app.inject({ method: 'GET', url: `/api/payment-ver/${linkId}` });
  const total = page
    .json<{ payments: { installments?: { times: number; totalCents: number }[] } }>()
    .payments.installments?.find((o) => o.times === 1)?.totalCents;
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/payment/${linkId}`,
    payload: {
      paymentMethod: 'credit_card',
      number: '4539 0033 7072 5497',
      expiry: '12/39',
      cvc: '123',
      name: 'Maria Silva',
      cpf: '529.982.247-25',
      email: 'maria@example.com',
      installments: 1,
      installmentValue: 1,
      totalValue: 1,
      quotedTotalCents: total,
    },
  });
  if (res.statusCode !== 200) throw new Error(`card sale: ${res.statusCode} ${res.body}`);
  return res.json<{ data: { data: { id: string } } }>().data.data.id;
}
