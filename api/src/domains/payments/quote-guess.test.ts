import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startPaymentsApp, UNLIMITED_CHARGES } from './test-support';

// Issue 40: the quote is public, and a coupon code is a guess. Each quote naming a code costs the
// client's address like a payment attempt, so codes cannot be tried faster than payments.

type Env = Awaited<ReturnType<typeof startPaymentsApp>>;
let env: Env;
before(async () => {
  env = await startPaymentsApp({ chargeLimits: { ...UNLIMITED_CHARGES, perAddress: 3 } });
});
after(() => env.t.close());

test('guessing coupon codes on the quote runs into the address limit; quotes without a code do not', async () => {
  const linkId = await env.newLink({ allowCoupons: true, pricing: 'quantidade' });
  const quote = (body: object) =>
    env.t.app.inject({ method: 'POST', url: `/api/payment-quote/${linkId}`, payload: body });
  for (let i = 0; i < 5; i += 1) assert.equal((await quote({ quantity: 2 })).statusCode, 200);
  for (let i = 0; i < 3; i += 1) {
    const guess = await quote({ couponCode: `CHUTE${i}` });
    assert.equal(guess.statusCode, 422, guess.body);
    assert.equal(guess.json<{ message: string }>().message, 'Cupom inválido ou expirado');
  }
  const blocked = await quote({ couponCode: 'CHUTE9' });
  assert.equal(blocked.statusCode, 429, blocked.body);
});
