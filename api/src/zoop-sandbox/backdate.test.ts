// The Zoop sandbox is a stand-in for Zoop, not part of our payment rules: these tests check its
// test-only control calls, which the demo seeds its history with.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startSandbox, V1 } from './testing';

/**
 * `POST /_control/transactions/:id/backdate` (backdate.ts): a paid card sale placed in the past
 * settles on the real calendar, and the money-out clock stays where it was (issue 41).
 */

let sb: Awaited<ReturnType<typeof startSandbox>>;
let sellerId: string;

before(async () => {
  sb = await startSandbox();
  sellerId = await sb.seller();
});
after(() => sb.close());

const ledger = () => sb.ok('GET', `/_control/sellers/${sellerId}/ledger`);

test('a card sale backdated 32 days has its first installment available; the clock is not moved', async () => {
  const tx = await sb.paidCard(sellerId, 30_000, {
    installment_plan: { mode: 'interest_free', number_installments: 3 },
  });
  assert.equal((await ledger()).availableCents, 0);
  await sb.ok('POST', `/_control/transactions/${tx}/backdate`, { days: 32 });
  const after = await ledger();
  assert.ok(Number(after.availableCents) > 0, `available ${String(after.availableCents)}`);
  assert.ok(Number(after.futureCents) > 0, 'the later installments still to come');
  assert.equal((await sb.ok('GET', '/_control/clock')).offsetDays, 0);
  const sale = await sb.ok('GET', `${V1}/transactions/${tx}`);
  assert.ok(Date.parse(String(sale.created_at)) < Date.now() - 31 * 86_400_000, 'dated in the past');
});

test('only a settled card sale nobody touched: a PIX waiting or a refunded sale are refused', async () => {
  const pix = await sb.ok('POST', `${V1}/transactions`, {
    amount: 1_000,
    on_behalf_of: sellerId,
    payment_type: 'pix',
  });
  const refunded = await sb.paidCard(sellerId, 2_000);
  await sb.ok('POST', `${V1}/transactions/${refunded}/void`, { on_behalf_of: sellerId });
  for (const id of [String(pix.id), refunded]) {
    const res = await sb.call('POST', `/_control/transactions/${id}/backdate`, { days: 32 });
    assert.equal(res.status, 409, id);
  }
  assert.equal((await sb.call('POST', '/_control/transactions/nope/backdate', { days: 1 })).status, 404);
  const sale = await sb.paidCard(sellerId, 2_000);
  assert.equal((await sb.call('POST', `/_control/transactions/${sale}/backdate`, { days: 0 })).status, 400);
});
