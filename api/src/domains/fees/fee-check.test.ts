import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { STANDARD_FEE_RATES, brasiliaToday, splitReceivedCents } from '@pagora/shared';
import { webhookEventBodySchema } from '@pagora/shared/contracts';
import { DEMO_LOGINS, type TestApp } from '../../test/harness';
import { sandboxControl } from '../gateway';
import { sandboxCall, waitFor } from '../payments/testing';
import { startReceiver } from '../developers/testing';
import { paidCardSale, startFeesApp, versionBody } from './test-support';

type Auth = { authorization: string };
type Receiver = Awaited<ReturnType<typeof startReceiver>>;

describe('the fee check: every paid sale against the marketplace table (issue 38)', () => {
  let t: TestApp;
  let ana: Auth;
  let marketplace: Auth;
  let receiver: Receiver;

  const row = async <T>(sql: string, params: unknown[]) =>
    (await t.ctx.database.query<T & Record<string, unknown>>(sql, params))[0] as T;
  const count = async (sql: string, params: unknown[]) =>
    (await t.ctx.database.query<{ n: number }>(sql, params))[0]?.n ?? -1;

  before(async () => {
    t = await startFeesApp();
    ana = await t.loginAs(DEMO_LOGINS.seller);
    marketplace = await t.loginAs(DEMO_LOGINS.marketplace);
    receiver = await startReceiver();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/developer/webhooks',
      headers: ana,
      payload: { url: receiver.url, events: ['fee.divergence'] },
    });
    assert.equal(res.statusCode, 201, res.body);
  });
  after(async () => {
    await sandboxControl.setFeeRates(t.ctx, null);
    await t.close();
    await receiver.close();
  });
  beforeEach(() => sandboxControl.setFeeRates(t.ctx, null));

  test('the provider takes another card fee: one divergence, one e-mail, one webhook; the contracted rate: none', async () => {
    await sandboxControl.setFeeRates(t.ctx, {
      ...STANDARD_FEE_RATES,
      card: { '1x': 450, '2-6x': 450, '7-12x': 450, '13-21x': 450 },
    });
    const id = await paidCardSale(t, ana, '100,00');
    const tx = await row<{ fees_cents: string; status: string }>(
      'SELECT fees_cents, status FROM transactions WHERE id = $1',
      [id],
    );
    assert.equal(tx.status, 'pago');
    assert.equal(Number(tx.fees_cents), 450, 'the provider took 4,5 %');

    const today = brasiliaToday();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/fee-table/divergences?from=${today}&to=${today}`,
      headers: marketplace,
    });
    assert.equal(res.statusCode, 200, res.body);
    const found = res.json<{
      data: { transactionId: string; expectedFeeCents: number; chargedFeeCents: number }[];
    }>().data;
    assert.equal(found.length, 1);
    assert.deepEqual(
      {
        id: found[0]?.transactionId,
        expected: found[0]?.expectedFeeCents,
        charged: found[0]?.chargedFeeCents,
      },
      { id, expected: 399, charged: 450 },
    );

    // Who sees it: the seller and its marketplace, an admin; nobody else.
    const seen = async (email: string, query = '') => {
      const r = await t.app.inject({
        method: 'GET',
        url: `/api/fee-table/divergences?from=${today}&to=${today}${query}`,
        headers: await t.loginAs(email),
      });
      return r.statusCode === 200 ? r.json<{ data: unknown[] }>().data.length : r.statusCode;
    };
    const m1 = t.demo.sellers.find((s) => s.seller.email === DEMO_LOGINS.seller)!.seller.marketplaceId;
    assert.deepEqual(
      [
        await seen(DEMO_LOGINS.seller),
        await seen('bruno@pagora.demo'),
        await seen(DEMO_LOGINS.seller2),
        await seen(DEMO_LOGINS.marketplace2),
        await seen(DEMO_LOGINS.marketplace2, `&marketplaceId=${m1}`),
        await seen(DEMO_LOGINS.admin),
        await seen(DEMO_LOGINS.admin, `&marketplaceId=${m1}`),
      ],
      [1, 0, 0, 0, 403, 1, 1],
    );

    const mail = await row<{ subject: string; recipient: string }>(
      "SELECT subject, recipient FROM mail_outbox WHERE kind = 'fee_divergence'",
      [],
    );
    assert.equal(mail.recipient, DEMO_LOGINS.marketplace);
    assert.match(mail.subject, /^Divergência de taxa/);
    assert.match(mail.subject, /R\$\s4,50/);
    assert.match(mail.subject, /R\$\s3,99/);

    const events = await waitFor(async () => (receiver.received.length >= 1 ? receiver.received : null));
    const body = webhookEventBodySchema('fee.divergence').parse(JSON.parse(events[0]!.body));
    assert.deepEqual(
      {
        tx: body.data.object.transactionId,
        amount: body.data.object.amount,
        fee: body.data.object.chargedFee,
      },
      { tx: id, amount: 10_000, fee: 450 },
    );

    // The sale comes back to 'pago' after a dispute won (a second status change): nothing more.
    const providerId = (
      await row<{ provider_id: string }>('SELECT provider_id FROM transactions WHERE id = $1', [id])
    ).provider_id;
    for (const step of ['dispute', 'dispute/win']) {
      const moved = await sandboxCall(t, 'POST', `/_control/transactions/${providerId}/${step}`);
      assert.equal(moved.status, 200, JSON.stringify(moved.json));
      await sandboxCall(t, 'POST', '/_control/webhooks/flush');
      await t.ctx.tasks.drain();
    }
    await waitFor(
      async () =>
        (await row<{ status: string }>('SELECT status FROM transactions WHERE id = $1', [id])).status ===
        'pago',
    );

    // A second sale, at the contracted rate, is quiet.
    await sandboxControl.setFeeRates(t.ctx, null);
    await paidCardSale(t, ana, '100,00');
    assert.equal(await count('SELECT count(*)::int AS n FROM fee_divergences', []), 1);
    assert.equal(
      await count("SELECT count(*)::int AS n FROM mail_outbox WHERE kind = 'fee_divergence'", []),
      1,
    );
    assert.equal(
      await count("SELECT count(*)::int AS n FROM outbound_webhook_events WHERE type = 'fee.divergence'", []),
      1,
    );
  });

  test("the marketplace's own fee is a split share to its recipient: the seller keeps 2 % less, the payer pays the same", async () => {
    const bruno = t.demo.sellers.find((s) => s.seller.email === 'bruno@pagora.demo')?.seller;
    assert.ok(bruno);
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/fee-table',
      headers: marketplace,
      payload: versionBody(brasiliaToday(), { own_fee: '2', fee_recipient_seller_id: bruno.id }),
    });
    assert.equal(added.statusCode, 201, added.body);

    const id = await paidCardSale(t, ana, '150,33');
    const tx = await row<{ amount_cents: string; provider_id: string; split_rules: unknown }>(
      'SELECT amount_cents, provider_id, split_rules FROM transactions WHERE id = $1',
      [id],
    );
    assert.equal(Number(tx.amount_cents), 15_033, 'the payer pays the link amount');

    const mp = t.ctx.config.payments.zoopMarketplaceId;
    const atZoop = await sandboxCall(t, 'GET', `/v1/marketplaces/${mp}/transactions/${tx.provider_id}`);
    const rules = atZoop.json.split_rules as { recipient: string; percentage: string | number }[];
    assert.equal(rules.length, 1, JSON.stringify(rules));
    assert.equal(rules[0]?.recipient, bruno.idSeller);
    assert.equal(Number(rules[0]?.percentage), 2);

    const userId = (
      await row<{ user_id: string }>('SELECT user_id FROM sellers WHERE email = $1', [DEMO_LOGINS.seller])
    ).user_id;
    const list = await t.app.inject({ method: 'GET', url: `/api/transactions/${userId}`, headers: ana });
    assert.equal(list.statusCode, 200, list.body);
    const view = list
      .json<{ transactions: { transacoes: { id: string; netCents: number; feesCents: number }[] } }>()
      .transactions.transacoes.find((v) => v.id === id);
    assert.ok(view);
    // 2 % of R$ 150,33 is R$ 3,0066: the share rounds down to R$ 3,00.
    assert.equal(view.netCents, 15_033 - 300 - view.feesCents);

    const stored = tx.split_rules as {
      recipientSellerId: string;
      percentageHundredths: number;
      kind?: 'split' | 'marketplace_fee';
    }[];
    assert.deepEqual(
      stored.map((r) => [r.recipientSellerId, r.percentageHundredths, r.kind]),
      [[bruno.id, 200, 'marketplace_fee']],
    );
    const facts = {
      grossCents: 15_033,
      feesCents: view.feesCents,
      refundedCents: 0,
      splitRules: stored.map((r) => ({ ...r, chargeProcessingFee: false })),
    };
    assert.equal(splitReceivedCents(facts, bruno.id), 300);

    // The recipient's own sales pay it nothing: no share to itself.
    const own = await paidCardSale(t, await t.loginAs('bruno@pagora.demo'), '80,00');
    const ownRules = await row<{ split_rules: unknown[] }>(
      'SELECT split_rules FROM transactions WHERE id = $1',
      [own],
    );
    assert.deepEqual(ownRules.split_rules, []);
  });
});
