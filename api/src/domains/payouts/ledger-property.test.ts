import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import { createTestApp, DEMO_LOGINS, type TestApp } from '../../test/harness';
import { cardSale, idSellerOf, moveClock, readyAccount } from './test-support';

type Auth = { authorization: string };

/** One seller's day: a card sale (maybe refunded at once, in part or whole), days passing, a payout. */
const step = fc.record({
  amountCents: fc.integer({ min: 500, max: 300_000 }),
  installments: fc.integer({ min: 1, max: 12 }),
  /** Thousandths of the sale refunded (0: none; 1000: all). */
  refundMillis: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 900 }), fc.constant(1000)),
  days: fc.integer({ min: 0, max: 45 }),
  /** Thousandths of what is available taken out. */
  payoutMillis: fc.integer({ min: 0, max: 1000 }),
});

describe('the ledger through the API', () => {
  let t: TestApp;
  let seller: Auth;
  let idSeller: string;
  before(async () => {
    t = await createTestApp({}, { listen: true });
    seller = await t.loginAs(DEMO_LOGINS.seller);
    idSeller = await idSellerOf(t, DEMO_LOGINS.seller);
  });
  after(() => t.close());

  async function freshSeller() {
    const res = await fetch(`${t.baseUrl}/zoop-sandbox/_control/reset`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${t.ctx.config.payments.zoopApiKey}:`).toString('base64')}`,
      },
    });
    assert.ok(res.ok);
    await t.ctx.database.query('DELETE FROM payouts');
    await t.ctx.database.query('DELETE FROM bank_accounts');
    await readyAccount(t, seller);
  }
  const get = async <T>(url: string) =>
    (await t.app.inject({ method: 'GET', url, headers: seller })).json<T>();

  it('available + future + blocked + paid out equals the net of paid sales less refunds, to the cent', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 6 }), async (steps) => {
        run += 1;
        await freshSeller();
        let owed = 0;
        for (const [i, s] of steps.entries()) {
          let charge = await cardSale(t, idSeller, s.amountCents, s.installments);
          const refund = Math.floor((s.amountCents * s.refundMillis) / 1000);
          if (refund > 0) charge = await t.ctx.gateway.provider.voidCharge(charge.providerId, refund);
          // A whole refund gives the fee back too; a partial one keeps it (Zoop's rule, the sandbox's).
          owed += charge.status === 'pago' ? charge.amountCents - charge.feesCents : 0;
          if (s.days > 0) await moveClock(t, seller, s.days);
          const { availableCents } = await get<{ availableCents: number }>('/api/balance');
          const amountCents = Math.floor((availableCents * s.payoutMillis) / 1000);
          if (amountCents > 0) {
            const res = await t.app.inject({
              method: 'POST',
              url: '/api/payouts',
              headers: { ...seller, 'idempotency-key': `run-${run}-step-${i}` },
              payload: { amountCents },
            });
            assert.equal(res.statusCode, 201, res.body);
          }
          const b = await get<{ availableCents: number; futureCents: number; blockedCents: number }>(
            '/api/balance',
          );
          const out = (await get<{ data: { status: string; amountCents: number }[] }>('/api/payouts')).data
            .filter((p) => p.status !== 'falhou')
            .reduce((sum, p) => sum + p.amountCents, 0);
          assert.equal(b.availableCents + b.futureCents + b.blockedCents + out, owed, `step ${i}`);
        }
      }),
      { numRuns: 6, seed: 2026, endOnFailure: true },
    );
  });
});
