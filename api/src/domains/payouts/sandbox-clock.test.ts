import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startPaymentsApp } from '../payments/testing';
import { cardSale, idSellerOf, moveClock } from './test-support';

type Env = Awaited<ReturnType<typeof startPaymentsApp>>;
let env: Env;
before(async () => {
  env = await startPaymentsApp();
});
after(() => env.t.close());

/**
 * The demo moves the sandbox's money-out clock 32 days on (so its seller has money available).
 * Charges must stay on the real clock the API shares: on a moved one, every PIX expiry and boleto
 * due date the API asked for lay in the past, and the demo could take no PIX at all.
 */
test('moving the money-out clock leaves charges on the real clock; a later sale settles from the moved day', async () => {
  await moveClock(env.t, env.seller, 32);

  const linkId = await env.newLink({ amount: '20,00', paymentMethods: ['pix'] });
  const pix = await env.pay(linkId, { valor: 20, paymentMethod: 'pix' });
  assert.equal(pix.statusCode, 200, pix.body);
  const { expiresInSeconds } = pix.json<{ expiresInSeconds: number }>();
  assert.ok(expiresInSeconds > 250 && expiresInSeconds <= 300, `expires in ${expiresInSeconds} s`);

  const idSeller = await idSellerOf(env.t, 'seller@pagora.demo');
  await cardSale(env.t, idSeller, 10_000);
  const balance = await env.t.app.inject({ method: 'GET', url: '/api/balance', headers: env.seller });
  assert.equal(balance.statusCode, 200, balance.body);
  const { futureCents, receivables } = balance.json<{
    futureCents: number;
    receivables: { date: string; amountCents: number }[];
  }>();
  // Sold on the moved day: its one installment is 30 days after that day, not already due.
  assert.ok(futureCents > 0, 'the new sale is still to come');
  const movedToday = new Date(Date.now() + 32 * 86_400_000).toISOString().slice(0, 10);
  assert.ok(
    receivables.every((r) => r.date > movedToday),
    `receivables after ${movedToday}: ${JSON.stringify(receivables)}`,
  );
});
