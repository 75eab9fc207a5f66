import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { declineMessage } from '../types';
import { BUSINESS_FIELDS, CARD, SELLER_FIELDS, approved, startEnv } from './test-env';

type Env = Awaited<ReturnType<typeof startEnv>>;
type TxList = {
  items: Array<{ id: string; status: string; amount: string; split_rules: unknown[] }>;
  total: string;
};

describe('Zoop adapter ↔ sandbox: card charges', () => {
  let env: Env;
  let seller: string;
  before(async () => (env = await startEnv()));
  after(() => env.close());
  beforeEach(async () => {
    await env.control('POST', '/reset');
    seller = await env.seller();
  });
  /** The adapter's answer, approved or refused. */
  const attempt = (referenceId: string, number: string, extra: Record<string, unknown> = {}) =>
    env.provider.chargeCard({
      referenceId,
      amountCents: 1234,
      installments: 1,
      sellerId: seller,
      card: { number, ...CARD },
      description: 'Pedido 1',
      ...extra,
    });
  const charge = (referenceId: string, number: string, extra: Record<string, unknown> = {}) =>
    approved(attempt(referenceId, number, extra));
  const byReference = async (ref: string) =>
    (await env.zoop('GET', `/transactions?reference_id=${ref}`)).json as TxList;

  it('approves a test card and parses Zoop money strings to exact cents', async () => {
    const c = await charge('ref-ok', '4539003370725497', { installments: 3 });
    assert.equal(c.status, 'pago');
    assert.equal(c.providerStatus, 'succeeded');
    assert.match(c.providerId, /^[0-9a-f]{32}$/);
    assert.equal(c.referenceId, 'ref-ok');
    assert.equal(c.amountCents, 1234);
    assert.equal(c.feesCents, 49); // 3,99 % of R$ 12,34 = 49,2 centavos
    assert.equal(c.netCents, 1185);
    assert.equal(c.installments, 3);
    assert.deepEqual(c.card, { brand: 'Visa', first4: '4539', last4: '5497', holderName: 'Maria Silva' });
    const raw = c.raw as { amount: string; fees: string; installment_plan: { number_installments: string } };
    assert.equal(raw.amount, '12.34');
    assert.equal(raw.fees, '0.49');
    assert.equal(raw.installment_plan.number_installments, '3');
  });

  it('approves every published success card', async () => {
    for (const number of ['4716588836362104', '5356066320271893', '5577270004286630', '5138692036125449']) {
      const c = await charge(`ref-${number}`, number);
      assert.equal(c.status, 'pago', number);
    }
  });

  for (const number of ['6011457819940087', '4929710426637678']) {
    it(`declines ${number} as an answer (nothing thrown) the payer reads in pt-BR`, async () => {
      const declined = await attempt('ref-declined', number);
      assert.ok(!declined.ok, 'refused');
      assert.equal(declined.reason, 'card_declined');
      assert.equal(declineMessage(declined.code), 'Pagamento recusado pelo emissor do cartão.');
      const found = await env.provider.findChargeByReference('ref-declined');
      assert.equal(found?.status, 'falha');
      assert.equal(found?.declineReason, '05: card_declined');
    });
  }

  it('timeout card: looks the charge up by reference_id and never charges twice', async () => {
    const c = await charge('ref-timeout', '4710426743216178');
    assert.equal(c.status, 'pago');
    assert.equal(c.referenceId, 'ref-timeout');
    assert.equal((c.raw as { amount: string }).amount, '12.34');
    const list = await byReference('ref-timeout');
    assert.equal(list.total, '1');
    assert.equal(list.items[0]?.id, c.providerId);
    const calls = env.logs
      .filter((l) => l.msg === 'zoop request')
      .map((l) => `${l.obj['method']} ${String(l.obj['path']).split('?')[0]} ${l.obj['status']}`);
    assert.deepEqual(calls.slice(-2), ['POST /transactions 408', 'GET /transactions 200']);
    // Each call is a debug line (a demo's log stays quiet); the recovery is worth a warning.
    assert.ok(env.logs.filter((l) => l.msg === 'zoop request').every((l) => l.level === 'debug'));
    assert.ok(env.logs.some((l) => l.level === 'warn' && l.msg === 'zoop charge recovered by reference'));
  });

  it('a charge Zoop reverses after the timeout was never paid: read as falha', async () => {
    const c = await charge('ref-reversed', '4710426743216178');
    assert.equal(c.status, 'pago');
    assert.equal((await env.control('POST', `/transactions/${c.providerId}/reverse`)).status, 200);
    const after = await env.provider.getCharge(c.providerId);
    assert.deepEqual([after.status, after.providerStatus], ['falha', 'reversed']);
    assert.equal((await env.provider.findChargeByReference('ref-reversed'))?.status, 'falha');
    // Nothing left to undo: a second reversal is refused.
    assert.equal((await env.control('POST', `/transactions/${c.providerId}/reverse`)).status, 409);
  });

  it('tokenizes, attaches to a buyer and charges the saved card twice; a token is single-use', async () => {
    const token = await env.provider.tokenizeCard({ number: '5356066320271893', ...CARD });
    assert.deepEqual(token.card, { brand: 'MasterCard', first4: '5356', last4: '1893' });
    const { buyerId } = await env.provider.createBuyer({
      firstName: 'João',
      lastName: 'Lima',
      email: 'joao@example.com',
      taxpayerId: '98765432100',
    });
    const { cardId } = await env.provider.attachCard(token.tokenId, buyerId);
    // Zoop refuses a saved card without its buyer (its one recorded success sends `customer`).
    const alone = await attempt('ref-saved-0', '', { card: { tokenId: cardId } });
    assert.equal(alone.ok ? 'paid' : alone.reason, 'card_customer_not_associated');
    const saved = { card: { tokenId: cardId }, customerId: buyerId };
    const first = await charge('ref-saved-1', '', saved);
    const second = await charge('ref-saved-2', '', saved);
    const sent = await env.requests('POST', '/transactions');
    assert.equal(sent.at(-1)?.body.customer, buyerId);
    assert.equal(first.card?.last4, '1893');
    assert.equal(second.status, 'pago');
    const oneShot = await env.provider.tokenizeCard({ number: '4539003370725497', ...CARD });
    assert.equal((await charge('ref-tok-1', '', { card: { tokenId: oneShot.tokenId } })).status, 'pago');
    await assert.rejects(charge('ref-tok-2', '', { card: { tokenId: oneShot.tokenId } }), {
      status: 422,
      code: 'provider_invalid_request',
    });
  });

  it('sends split rules and the sandbox pays each recipient its share', async () => {
    const partner = await env.seller('Bia');
    const platform = await env.seller('Plataforma');
    const c = await approved(
      env.provider.chargeCard({
        referenceId: 'ref-split',
        amountCents: 10000,
        installments: 1,
        sellerId: seller,
        card: { number: '4539003370725497', ...CARD },
        description: 'Split',
        splitRules: [
          {
            recipientSellerId: partner,
            percentageHundredths: 1050,
            liable: false,
            chargeProcessingFee: false,
          },
          { recipientSellerId: platform, amountCents: 500, liable: true, chargeProcessingFee: false },
        ],
      }),
    );
    const rules = (
      c.raw as { split_rules: Array<{ recipient: string; percentage: string | null; amount: string | null }> }
    ).split_rules;
    assert.deepEqual(
      rules.map((r) => [r.recipient, r.percentage, r.amount]),
      [
        [partner, '10.50', null],
        [platform, null, '5.00'],
      ],
    );
    assert.equal((await env.provider.sellerBalances(partner)).currentBalanceCents, 1050);
    assert.equal((await env.provider.sellerBalances(platform)).currentBalanceCents, 500);
    // Seller keeps 100,00 − 10,50 − 5,00 and pays the 3,99 fee.
    assert.equal((await env.provider.sellerBalances(seller)).accountBalanceCents, 10000 - 1050 - 500 - 399);
  });

  it('marks an amount split of the whole amount as gross (Zoop refuses it otherwise)', async () => {
    const partner = await env.seller('Gi');
    // Zoop documents is_gross_amount on amount rules only (OpenAPI v1.1), so the rules are amounts.
    const whole = [
      { recipientSellerId: partner, amountCents: 6000, liable: true, chargeProcessingFee: true },
      { recipientSellerId: seller, amountCents: 4000, liable: false, chargeProcessingFee: false },
    ];
    const c = await charge('ref-split-whole', '4539003370725497', { amountCents: 10000, splitRules: whole });
    assert.equal(c.status, 'pago');
    const [sent] = (await env.requests('POST', '/transactions')).slice(-1);
    const rules = sent?.body.split_rules as { is_gross_amount?: boolean }[];
    assert.deepEqual(
      rules.map((r) => r.is_gross_amount),
      [true, true],
    );
    // A split of part of the amount stays net, as Zoop's clients send it.
    await charge('ref-split-part', '4539003370725497', { amountCents: 10000, splitRules: whole.slice(0, 1) });
    const [part] = (await env.requests('POST', '/transactions')).slice(-1);
    assert.equal((part?.body.split_rules as { is_gross_amount?: boolean }[])[0]?.is_gross_amount, undefined);
  });

  it('refuses charges for a seller Zoop has not approved yet, in pt-BR', async () => {
    const { sellerId } = await env.provider.createSeller({
      type: 'individual',
      firstName: 'Nova',
      lastName: 'Loja',
      email: 'nova@example.com',
      taxpayerId: '52998224725',
      ...SELLER_FIELDS,
    });
    await assert.rejects(charge('ref-pending-seller', '4539003370725497', { sellerId }), {
      status: 422,
      code: 'seller_not_authorized',
      message: 'O vendedor ainda não foi aprovado pelo provedor de pagamento e não pode receber pagamentos.',
    });
    await env.control('POST', `/sellers/${sellerId}/activate`);
    assert.equal((await charge('ref-approved-seller', '4539003370725497', { sellerId })).status, 'pago');
  });

  it('sends what Zoop reviews a seller with: address and mcc, or the business fields', async () => {
    await env.seller('Rev');
    await env.provider.createSeller({
      type: 'business',
      businessName: 'Doces Ltda',
      businessEmail: 'doces@example.com',
      ein: '11222333000181',
      ...BUSINESS_FIELDS,
      owner: { firstName: 'Vó', lastName: 'Lu', email: 'vo@example.com' },
    });
    const [ind] = await env.requests('POST', '/sellers/individuals');
    const [biz] = await env.requests('POST', '/sellers/businesses');
    assert.equal(ind?.body.mcc, '5999');
    assert.deepEqual(ind?.body.address, {
      line1: 'Rua das Flores',
      line2: '100',
      neighborhood: 'Centro',
      city: 'São Paulo',
      state: 'SP',
      postal_code: '01001000',
      country_code: 'BR',
    });
    for (const field of ['business_address', 'business_phone', 'business_opening_date', 'mcc', 'ein'])
      assert.ok(biz?.body[field], field);
  });

  it('rejects split rules above the amount before calling Zoop', async () => {
    const before = env.logs.length;
    await assert.rejects(
      charge('ref-bad-split', '4539003370725497', {
        splitRules: [
          { recipientSellerId: seller, amountCents: 2000, liable: true, chargeProcessingFee: false },
        ],
      }),
    );
    assert.equal(env.logs.length, before);
  });

  it('never logs card number or CVV', async () => {
    await charge('ref-log', '5577270004286630');
    await env.provider.tokenizeCard({ number: '5577270004286630', ...CARD, cvc: '987' });
    const text = JSON.stringify(env.logs);
    assert.ok(!text.includes('5577270004286630'));
    // Durations like "ms":987 may contain the digits; a logged CVV would be a quoted value or key.
    assert.ok(!text.includes('"987"'));
    assert.ok(!/"(cvc|cvv|security_code|card_number)"/.test(text));
    assert.ok(text.includes('/cards/tokens'));
  });
});
