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

  it('refuses amount rules taking the whole amount unless they say is_gross_amount', async () => {
    const partner = await env.seller('Bia');
    // Zoop's OpenAPI documents is_gross_amount on amount rules only: percentage rules are not held to it.
    const whole = (gross: boolean) => [
      {
        recipient: partner,
        liable: true,
        charge_processing_fee: true,
        amount: 6000,
        is_gross_amount: gross,
      },
      {
        recipient: seller,
        liable: false,
        charge_processing_fee: false,
        amount: 4000,
        is_gross_amount: gross,
      },
    ];
    const net = await cardTx({ reference_id: 'net', split_rules: whole(false) });
    assert.equal(net.status, 400);
    assert.equal(categoryOf(net), 'invalid_parameter');
    assert.equal((await cardTx({ reference_id: 'gross', split_rules: whole(true) })).status, 201);
  });

  it("refuses a PIX expiry in any format but Zoop's zone-less one", async () => {
    const pix = (at: string) =>
      env.zoop('POST', '/transactions', {
        amount: 1500,
        currency: 'BRL',
        on_behalf_of: seller,
        payment_type: 'pix',
        pix_expiration_date_time: at,
      });
    assert.equal((await pix('2099-01-01T10:00:00-03:00')).status, 400);
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

describe('Zoop adapter ↔ sandbox where Zoop enabled PIX expiries past 24 h', () => {
  let env: Env;
  before(async () => (env = await startEnv({}, { pixHonourRequestedExpiry: true })));
  after(() => env.close());

  it("asks a 3-day PIX in Zoop's zone-less UTC format and gets that expiry", async () => {
    const seller = await env.seller();
    const asked = Date.now() + 3 * 86_400_000;
    const c = await env.provider.chargePix({
      referenceId: 'ref-long',
      amountCents: 1500,
      sellerId: seller,
      description: 'Pix longo',
      expiresInSeconds: 3 * 24 * 3600,
    });
    const [sent] = await env.requests('POST', '/transactions');
    const text = String(sent?.body.pix_expiration_date_time);
    assert.match(text, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // Read as UTC it is the instant asked (rounded up to the second), and Zoop answers it back.
    const at = Date.parse(`${text.replace(' ', 'T')}Z`);
    assert.ok(at >= asked && at - asked < 5_000, `${text} vs ${new Date(asked).toISOString()}`);
    assert.equal(c.pix?.expiresAt, new Date(at).toISOString());
  });
});
