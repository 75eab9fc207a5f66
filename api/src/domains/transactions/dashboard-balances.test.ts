import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import type { AnswerOf, Balance, transactionsContract } from '@pagora/shared/contracts';
import { createTestApp, DEMO_LOGINS, type TestApp } from '../../test/harness';
import { waitFor } from '../payments/testing';
import { cardSale, idSellerOf, moveClock, readyAccount } from '../payouts/testing';

type Auth = { authorization: string };
type Dash = AnswerOf<typeof transactionsContract.sellerDash>;

/**
 * Issue 35, item 5: the dashboard told a seller it had five times what 'Sacar' allowed ('Saldo
 * Disponível' was the provider's current balance, money to come included; 'Saldo Futuro' all it
 * was ever owed, payouts already in the bank included). Both cards now read the payouts' figures.
 */
describe("seller-dash: 'Saldo Disponível' is what 'Sacar' allows, 'Saldo Futuro' what is still to come", () => {
  let t: TestApp;
  let seller: Auth;
  let userId: string;

  before(async () => {
    t = await createTestApp({}, { listen: true });
    seller = await t.loginAs(DEMO_LOGINS.seller);
    userId = (await t.app.inject({ method: 'GET', url: '/api/me', headers: seller })).json<{
      user: { id: string };
    }>().user.id;
    await readyAccount(t, seller);
  });
  after(() => t.close());

  const get = async <T>(url: string) =>
    (await t.app.inject({ method: 'GET', url, headers: seller })).json<T>();
  const sacar = (amountCents: number, key: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payouts',
      headers: { ...seller, 'idempotency-key': key },
      payload: { amountCents },
    });

  test('a settled sale partly paid out, and a sale to come', async () => {
    const idSeller = await idSellerOf(t, DEMO_LOGINS.seller);
    const settled = await cardSale(t, idSeller, 10_000);
    await moveClock(t, seller, 31); // a one-installment card sale settles at D+30
    const toCome = await cardSale(t, idSeller, 20_000);
    const paid = await sacar(1_000, 'dash-payout');
    assert.equal(paid.statusCode, 201, paid.body);
    const payoutId = paid.json<{ id: string }>().id;
    await moveClock(t, seller, 1); // the bank pays the transfer the next day
    await waitFor(async () =>
      (await get<{ data: { id: string; status: string }[] }>('/api/payouts')).data.some(
        (p) => p.id === payoutId && p.status === 'pago',
      ),
    );

    const balance = await get<Balance>('/api/balance');
    const { cliente } = (await get<Dash>(`/api/seller-dash/${userId}`)).dados;
    assert.ok(cliente);
    const settledNet = settled.amountCents - settled.feesCents;
    const toComeNet = toCome.amountCents - toCome.feesCents;
    assert.equal(balance.availableCents, settledNet - 1_000);
    assert.equal(balance.futureCents, toComeNet);
    // The cards' figures are the payouts' own, the R$ 10,00 already in the bank in neither.
    assert.equal(cliente.available_balance_cents, balance.availableCents);
    assert.equal(cliente.future_balance_cents, balance.futureCents);
    // 'Sacar' allows exactly what the card shows, not a cent more.
    assert.equal((await sacar(cliente.available_balance_cents + 1, 'one-cent-more')).statusCode, 409);
  });

  test('the cards are read from the provider once, and again as soon as money moves', async (ctx) => {
    const { provider } = t.ctx.gateway;
    const reads = ctx.mock.method(provider, 'sellerBalances');
    const cards = async () => (await get<Dash>(`/api/seller-dash/${userId}`)).dados.cliente!;
    t.ctx.balances.clear(); // this instance's copy only: a NOTIFY would arrive at a time of its own
    const first = await cards();
    assert.deepEqual(await cards(), first);
    assert.equal(reads.mock.callCount(), 1, 'the second dashboard is answered from the first read');
    // A payout asked for is kept out of 'Saldo Disponível' at once (payouts_money_changed).
    const paid = await sacar(500, 'dash-cache-payout');
    assert.equal(paid.statusCode, 201, paid.body);
    // Well within the cache's 15 s: only the drop shows it this soon.
    await waitFor(
      async () => (await cards()).available_balance_cents === first.available_balance_cents - 500,
      3_000,
    );
    // So does a sale's status written (transactions_money_changed): the next dashboard reads the
    // provider again. First the payout's own later writes are let through: a quiet copy holds.
    const s = t.demo.sellers[0]!.seller;
    const [sale] = await t.ctx.database.query<{ id: string }>(
      `INSERT INTO transactions (provider, seller_id, marketplace_id, status, method, amount_cents,
         fees_cents, net_cents, provider_id)
       VALUES ('demo', $1, $2, 'pendente', 'pix', 1000, 0, 1000, 'dash-cache-sale') RETURNING id`,
      [s.id, s.marketplaceId],
    );
    await waitFor(async () => {
      await cards();
      const held = reads.mock.callCount();
      await sleep(300);
      await cards();
      return reads.mock.callCount() === held;
    }, 5_000);
    const before = reads.mock.callCount();
    await t.ctx.database.query(`UPDATE transactions SET status = 'pago' WHERE id = $1`, [sale!.id]);
    await waitFor(async () => (await cards()) && reads.mock.callCount() > before, 3_000);
  });
});
