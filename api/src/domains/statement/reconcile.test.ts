import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { ReconcileAnswer, StatementDivergence } from '@pagora/shared/contracts';
import { DEMO_LOGINS, type TestApp } from '../../test/harness';
import { cardSale, idSellerOf } from '../payouts/testing';
import { brasiliaDay } from './day';
import { saleKit, startStatementApp } from './test-support';

type Auth = { authorization: string };

describe('reconciliation with the provider’s history', () => {
  let t: TestApp;
  let seller: Auth;
  let marketplace: Auth;
  let sellerId: string;
  let idSeller: string;
  let kit: ReturnType<typeof saleKit>;
  const today = brasiliaDay(new Date());
  before(async () => {
    t = await startStatementApp();
    seller = await t.loginAs(DEMO_LOGINS.seller);
    marketplace = await t.loginAs(DEMO_LOGINS.marketplace);
    kit = saleKit(t);
    idSeller = await idSellerOf(t, DEMO_LOGINS.seller);
    sellerId = (await t.app.inject({ method: 'GET', url: '/api/statement', headers: seller })).json<{
      sellerId: string;
    }>().sellerId;
  });
  after(() => t.close());

  const reconcile = async (auth: Auth) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/statement/reconcile',
      headers: auth,
      payload: { sellerId, from: today, to: today },
    });
    assert.equal(res.statusCode, 200, res.body);
    return res.json<ReconcileAnswer>();
  };
  const divergences = async (auth: Auth, query = '') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/statement/divergences${query}`,
      headers: auth,
    });
    assert.equal(res.statusCode, 200, res.body);
    return res.json<{ data: StatementDivergence[] }>().data.filter((d) => d.kind === 'conciliacao');
  };

  test('a day whose sales and refunds we booked agrees with the provider: no divergence', async () => {
    const id = await kit.paidCardSale(seller, '120,00');
    await kit.refund(seller, id, '20,00');
    await kit.paidCardSale(seller, '33,33');
    const answer = await reconcile(seller);
    assert.deepEqual(answer.open, [], JSON.stringify(answer.open));
    assert.deepEqual(await divergences(seller), []);
  });

  test('a sale only the provider booked is one divergence with both figures; it resolves once the day agrees', async () => {
    const before = await reconcile(seller);
    assert.equal(before.open.length, 0);
    const stray = await cardSale(t, idSeller, 10_000);
    const answer = await reconcile(marketplace);
    assert.equal(answer.open.length, 1);
    const [d] = answer.open;
    assert.equal(d!.day, today);
    assert.equal(d!.theirCents - d!.ourCents, d!.differenceCents);
    assert.ok(d!.differenceCents > 0 && d!.differenceCents < 10_000, String(d!.differenceCents));
    assert.deepEqual(
      d!.objects.map((o) => [o.id, o.ourCents]),
      [[stray.providerId, 0]],
    );
    const listed = await divergences(seller);
    assert.equal(listed.length, 1);
    assert.equal(listed[0]!.kind === 'conciliacao' && listed[0]!.status, 'aberta');
    // Never absorbed: the statement's balance did not move.
    const lines = await t.ctx.database.query('SELECT 1 FROM statement_lines WHERE provider_ref = $1', [
      stray.providerId,
    ]);
    assert.equal(lines.length, 0);

    // The provider voids it the same day: its books agree with ours again.
    await t.ctx.gateway.provider.voidCharge(stray.providerId);
    const again = await reconcile(seller);
    assert.equal(again.open.length, 0);
    assert.equal(again.resolvedCount, 1);
    assert.deepEqual(await divergences(seller, '?status=aberta'), []);
    assert.equal((await divergences(seller, '?status=resolvida')).length, 1);
  });

  test('the gauge counts open divergences; a run is counted', async () => {
    await cardSale(t, idSeller, 5_000);
    await reconcile(seller);
    const metrics = await t.app.inject({ method: 'GET', url: '/metrics' });
    assert.match(metrics.body, /pagora_statement_open_divergences 1/);
    assert.match(metrics.body, /pagora_statement_reconciliations_total\{trigger="request"\} [1-9]/);
  });

  test('reconcile is scoped and bounded', async () => {
    const other = await t.loginAs(DEMO_LOGINS.marketplace2);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/statement/reconcile',
      headers: other,
      payload: { sellerId, from: today, to: today },
    });
    assert.equal(res.statusCode, 404);
    const long = await t.app.inject({
      method: 'POST',
      url: '/api/statement/reconcile',
      headers: seller,
      payload: { sellerId, from: '2026-01-01', to: '2026-03-01' },
    });
    assert.equal(long.statusCode, 400);
    assert.equal(long.json().message, 'Concilie no máximo 31 dias por vez.');
  });
});
