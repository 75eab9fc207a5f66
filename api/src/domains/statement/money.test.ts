import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { FeeIncome, MarketplaceStatement, StatementPage } from '@pagora/shared/contracts';
import { DEMO_LOGINS, type TestApp } from '../../test/harness';
import { waitFor } from '../payments/testing';
import { moveClock, readyAccount } from '../payouts/testing';
import { backfillStatement } from './backfill';
import { brasiliaDay } from './day';
import { saleKit, startStatementApp } from './test-support';

type Auth = { authorization: string };

describe('payouts, the backfill and the marketplace and admin views', () => {
  let t: TestApp;
  let seller: Auth;
  let ana: { id: string; marketplace_id: string };
  let bruno: string;
  before(async () => {
    t = await startStatementApp();
    seller = await t.loginAs(DEMO_LOGINS.seller);
    const rows = await t.ctx.database.query<{
      id: string;
      marketplace_id: string;
      email: string;
      nome: string;
    }>('SELECT id, marketplace_id, email, nome FROM sellers');
    ana = rows.find((r) => r.email === DEMO_LOGINS.seller)!;
    bruno = rows.find((r) => r.nome === 'Bruno Lima Eletrônicos')!.id;
  });
  after(() => t.close());

  const get = async <T>(auth: Auth, url: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: auth });
    assert.equal(res.statusCode, 200, res.body);
    return res.json<T>();
  };
  /** A paid sale written as a sale paid before the statement existed (no hook ran for it). */
  const oldSale = async (rules: object[] = []) => {
    const id = randomUUID();
    await t.ctx.database.query(
      `INSERT INTO transactions (id, seller_id, marketplace_id, status, method, amount_cents, fees_cents, split_rules, paid_at, provider_id)
       VALUES ($1, $2, $3, 'pago', 'pix', 10000, 99, $4, now(), $5)`,
      [id, ana.id, ana.marketplace_id, JSON.stringify(rules), `old-${id}`],
    );
    return id;
  };

  test('a payout is a saque when its transfer is created; a failed one comes back as saque_devolvido', async () => {
    await saleKit(t).paidCardSale(seller, '300,00');
    await readyAccount(t, seller);
    await moveClock(t, seller, 31);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payouts',
      headers: { ...seller, 'idempotency-key': 'statement-payout-1' },
      payload: { amountCents: 10_000 },
    });
    assert.equal(res.statusCode, 201, res.body);
    const payoutId = res.json<{ id: string }>().id;
    const lines = await waitFor(async () => {
      const page = await get<StatementPage>(seller, '/api/statement?from=2020-01-01&to=2099-12-31');
      const own = page.data.filter((l) => l.payoutId === payoutId);
      return own.length > 0 && own;
    });
    assert.deepEqual(
      lines.map((l) => [l.kind, l.amountCents]),
      [['saque', -10_000]],
    );
  });

  test('the backfill posts a sale paid before the statement once', async () => {
    const id = await oldSale();
    assert.ok((await backfillStatement(t.ctx)) >= 1);
    await backfillStatement(t.ctx);
    const lines = await t.ctx.database.query<{ kind: string; amount_cents: string }>(
      'SELECT kind, amount_cents FROM statement_lines WHERE transaction_id = $1 ORDER BY seq',
      [id],
    );
    assert.deepEqual(
      lines.map((l) => [l.kind, Number(l.amount_cents)]),
      [
        ['venda', 10_000],
        ['taxa_provedor', -99],
      ],
    );
  });

  test('the marketplace sees its own fee by seller and day; the admin the totals per marketplace', async () => {
    const id = await oldSale([
      {
        recipientSellerId: bruno,
        percentageHundredths: 500,
        chargeProcessingFee: false,
        kind: 'marketplace_fee',
      },
    ]);
    await backfillStatement(t.ctx);
    const today = brasiliaDay(new Date());
    const marketplace = await t.loginAs(DEMO_LOGINS.marketplace);
    const income = await get<FeeIncome>(marketplace, `/api/statement/fee-income?from=${today}&to=${today}`);
    assert.deepEqual(
      income.data.map((r) => [r.sellerId, r.day, r.amountCents]),
      [[ana.id, today, 500]],
    );
    const seller2 = await t.loginAs(DEMO_LOGINS.marketplace2);
    assert.equal(
      (await get<FeeIncome>(seller2, `/api/statement/fee-income?from=${today}&to=${today}`)).totalCents,
      0,
    );
    const admin = await t.loginAs(DEMO_LOGINS.admin);
    const totals = await get<MarketplaceStatement>(
      admin,
      `/api/statement/marketplaces?from=${today}&to=${today}`,
    );
    const own = totals.data.find((m) => m.marketplaceId === ana.marketplace_id)!;
    assert.equal(own.totals.taxa_marketplace, -500);
    assert.ok(id);
    assert.equal(
      (await t.app.inject({ method: 'GET', url: '/api/statement/marketplaces', headers: marketplace }))
        .statusCode,
      403,
    );
  });
});
