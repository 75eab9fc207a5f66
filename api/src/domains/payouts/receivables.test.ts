import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, DEMO_LOGINS, type TestApp } from '../../test/harness';
import { receivableFigures } from './receivables';
import { cardSale, idSellerOf } from './test-support';

type Balance = { futureCents: number; receivables: { date: string; amountCents: number }[] };

const receivable = (
  status: 'pendente' | 'pago' | 'cancelado' | 'estornado',
  amountCents: number,
  expectedOn: string,
  prepaid = false,
  anticipationFeeCents = 0,
) => ({
  receivableId: `r-${status}-${amountCents}`,
  transactionId: 't',
  installment: 1,
  amountCents,
  grossAmountCents: amountCents,
  expectedOn,
  status,
  prepaid,
  anticipationFeeCents,
});

/** Issue 36: each receivable counts for what it is; cancelled and refunded are never to be received. */
describe("'Saldo Futuro' and 'A receber'", () => {
  it('count only what is pending and not paid early', () => {
    const figures = receivableFigures([
      receivable('pendente', 1_000, '2026-12-10'),
      receivable('pendente', 2_000, '2026-12-01'),
      receivable('pago', 4_000, '2026-12-01'),
      receivable('cancelado', 8_000, '2026-12-01'),
      receivable('estornado', 16_000, '2026-12-10'),
      // An antecipação already put it in the balance: not to be received again.
      receivable('pendente', 32_000, '2027-01-10', true, 1_274),
    ]);
    assert.equal(figures.futureCents, 3_000);
    assert.deepEqual(figures.byDate, [
      { date: '2026-12-01', amountCents: 2_000 },
      { date: '2026-12-10', amountCents: 1_000 },
    ]);
    // Issue 38: the calendar shows it 'Antecipado', with what the antecipação took from it.
    assert.deepEqual(figures.anticipated, [{ date: '2027-01-10', amountCents: 32_000, feeCents: 1_274 }]);
  });

  describe('through the provider', () => {
    let t: TestApp;
    before(async () => {
      t = await createTestApp({}, { listen: true });
    });
    after(() => t.close());

    it('reads every page of receivables and leaves out a sale refunded whole', async () => {
      const seller = await t.loginAs(DEMO_LOGINS.seller);
      const idSeller = await idSellerOf(t, DEMO_LOGINS.seller);
      const balance = async () =>
        (await t.app.inject({ method: 'GET', url: '/api/balance', headers: seller })).json<Balance>();
      await cardSale(t, idSeller, 12_000, 12);
      const one = (await balance()).futureCents;
      // 8 more: 108 receivables, past Zoop's page of 100.
      for (let i = 0; i < 8; i += 1) await cardSale(t, idSeller, 12_000, 12);
      const nine = await balance();
      assert.equal(nine.futureCents, 9 * one);
      // R$ 300,00 in 3 at 3,99 %: net R$ 288,03, then refunded whole.
      const refunded = await cardSale(t, idSeller, 30_000, 3);
      assert.equal((await balance()).futureCents, 9 * one + 28_803);
      await t.ctx.gateway.provider.voidCharge(refunded.providerId);
      const after = await balance();
      assert.equal(after.futureCents, 9 * one);
      assert.deepEqual(after.receivables, nine.receivables);
      assert.equal(after.receivables.length, 12);
    });
  });
});
