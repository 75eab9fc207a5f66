// Test support for the privacy domain's tests: the real app with this domain's routes mounted as
// app.ts mounts them (until the composition registers them itself, then this adds nothing), on a
// fresh database with the demo accounts, plus the rows a payer leaves behind.
import type { FastifyInstance } from 'fastify';
import { createContext } from '../../app-context';
import { buildApp } from '../../app';
import type { Config } from '../../config';
import { migrate } from '../../platform/db/migrate';
import { testConfig } from '../../test/config';
import { loginOn, openTestDatabase, type TestApp } from '../../test/harness';
import { seedDemoAccounts } from '../demo';
import { privacyPayerRoutes, privacyRoutes } from '.';

async function mountPrivacy(app: FastifyInstance) {
  if (app.hasRoute({ method: 'GET', url: '/api/privacidade/pedidos' })) return;
  await app.register(
    async (api) => {
      await api.register(privacyRoutes);
      await api.register(privacyPayerRoutes);
    },
    { prefix: '/api' },
  );
}

export async function startPrivacyApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const { database, drop } = await openTestDatabase();
  await migrate(database);
  const loginLimits = { perIp: 100_000, perAccount: 100_000, windowSeconds: 60 };
  const ctx = createContext(testConfig({ webRoot: '/nonexistent', loginLimits, ...overrides }), database);
  const demo = await seedDemoAccounts(ctx);
  const app = await buildApp(ctx);
  await mountPrivacy(app);
  await app.ready();
  return {
    app,
    ctx,
    demo,
    baseUrl: '',
    loginAs: loginOn(app),
    async close() {
      await app.close();
      await drop();
    },
  };
}

/** A transaction paid by a person, written straight to the table (the payments tests cover how). */
export async function insertPayerTransaction(
  t: TestApp,
  p: {
    seller: 0 | 1 | 2;
    cents: number;
    name: string;
    email: string;
    cpf: string;
    phone?: string;
    card?: { brand: string; last4: string };
  },
): Promise<string> {
  const s = t.demo.sellers[p.seller]!.seller;
  const [row] = await t.ctx.database.query<{ id: string }>(
    `INSERT INTO transactions (provider, seller_id, marketplace_id, status, method, amount_cents, fees_cents,
       net_cents, payer_name, payer_email, payer_cpf, payer_phone, card_brand, card_last4, card_holder, paid_at)
     VALUES ('demo', $1, $2, 'pago', $3, $4, 0, $4, $5, $6, $7, $8, $9, $10, $11, now()) RETURNING id`,
    [
      s.id,
      s.marketplaceId,
      p.card ? 'credit_card' : 'pix',
      p.cents,
      p.name,
      p.email,
      p.cpf,
      p.phone ?? '(11) 98888-7777',
      p.card?.brand ?? null,
      p.card?.last4 ?? null,
      p.card ? p.name.toUpperCase() : null,
    ],
  );
  return row!.id;
}
