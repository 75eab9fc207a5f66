import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { CARD, startEnv } from './test-env';

type Env = Awaited<ReturnType<typeof startEnv>>;
type ZoopErrorBody = { error: { status_code: number; category: string } };

// Issue 28, "how to keep it true": the sandbox refuses what Zoop refuses, whatever the adapter
// sends. The adapter's tests prove it sends the right thing; these prove that sending the wrong
// thing would fail there too, so a regression in the adapter cannot pass against a lenient sandbox.

describe('Zoop sandbox: strict by default, on its raw HTTP surface', () => {
  let env: Env;
  let seller: string;
  before(async () => (env = await startEnv()));
  after(() => env.close());
  beforeEach(async () => {
    await env.control('POST', '/reset');
    seller = await env.seller();
  });
  const card = {
    card_number: '4539003370725497',
    holder_name: CARD.holderName,
    expiration_month: CARD.expMonth,
    expiration_year: CARD.expYear,
    security_code: CARD.cvc,
  };
  const cardTx = (extra: Record<string, unknown>) =>
    env.zoop('POST', '/transactions', {
      amount: 10000,
      currency: 'BRL',
      on_behalf_of: seller,
      payment_type: 'credit',
      capture: true,
      source: { usage: 'single_use', amount: 10000, currency: 'BRL', type: 'card', card },
      ...extra,
    });
  const categoryOf = (res: { json: unknown }) => (res.json as ZoopErrorBody).error.category;

  it('refuses a split of the whole amount unless its rules say is_gross_amount', async () => {
    const partner = await env.seller('Bia');
    const whole = (gross: boolean) => [
      {
        recipient: partner,
        liable: true,
        charge_processing_fee: true,
        percentage: 60,
        is_gross_amount: gross,
      },
      {
        recipient: seller,
        liable: false,
        charge_processing_fee: false,
        percentage: 40,
        is_gross_amount: gross,
      },
    ];
    const net = await cardTx({ reference_id: 'net', split_rules: whole(false) });
    assert.equal(net.status, 400);
    assert.equal(categoryOf(net), 'invalid_parameter');
    assert.equal((await cardTx({ reference_id: 'gross', split_rules: whole(true) })).status, 201);
  });

  it('refuses a zone-less PIX expiry (one instant only with its offset)', async () => {
    const pix = (at: string) =>
      env.zoop('POST', '/transactions', {
        amount: 1500,
        currency: 'BRL',
        on_behalf_of: seller,
        payment_type: 'pix',
        pix_expiration_date_time: at,
      });
    const local = await pix('2099-01-01 10:00:00');
    assert.equal(local.status, 400);
    const withOffset = await pix('2099-01-01T10:00:00-03:00');
    assert.equal(withOffset.status, 201);
  });

  it('refuses a saved card sent without its buyer', async () => {
    const token = await env.provider.tokenizeCard({ number: '5356066320271893', ...CARD });
    const { buyerId } = await env.provider.createBuyer({
      firstName: 'João',
      lastName: 'Lima',
      email: 'joao@example.com',
      taxpayerId: '98765432100',
    });
    const { cardId } = await env.provider.attachCard(token.tokenId, buyerId);
    const saved = { usage: 'single_use', amount: 10000, currency: 'BRL', type: 'card', card: { id: cardId } };
    const alone = await cardTx({ reference_id: 'alone', source: saved });
    assert.equal(alone.status, 402);
    assert.equal(categoryOf(alone), 'card_customer_not_associated');
    assert.equal((await cardTx({ reference_id: 'with', source: saved, customer: buyerId })).status, 201);
  });
});
