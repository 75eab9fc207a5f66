import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { validatePixBrCode } from '../../../platform/br-codes/pix/br-code';
import { CARD, startEnv, approved } from './test-env';

type Env = Awaited<ReturnType<typeof startEnv>>;

describe('Zoop adapter ↔ sandbox: PIX and voids', () => {
  let env: Env;
  let seller: string;
  before(async () => (env = await startEnv()));
  after(() => env.close());
  beforeEach(async () => {
    await env.control('POST', '/reset');
    seller = await env.seller();
  });
  const pix = (referenceId: string, amountCents = 100501, expiresInSeconds = 900) =>
    env.provider.chargePix({
      referenceId,
      amountCents,
      sellerId: seller,
      description: 'Pix',
      expiresInSeconds,
    });
  const card = (referenceId: string, amountCents: number) =>
    approved(
      env.provider.chargeCard({
        referenceId,
        amountCents,
        installments: 1,
        sellerId: seller,
        card: { number: '4539003370725497', ...CARD },
        description: 'Cartão',
      }),
    );

  it('creates a pending PIX with a valid BR Code carrying the exact amount and txid', async () => {
    const started = Date.now();
    const c = await pix('ref-pix');
    assert.equal(c.status, 'pendente_pix');
    assert.equal(c.method, 'pix');
    assert.equal(c.amountCents, 100501);
    assert.equal(c.feesCents, 995); // 0,99 % of R$ 1.005,01
    const check = validatePixBrCode(c.pix?.emv ?? '', { amountCents: 100501, txid: c.providerId });
    assert.deepEqual(check.errors, []);
    assert.equal(check.fields.merchantName, 'Ana Souza');
    assert.equal(check.fields.url, `pix.sandbox.pagora.local/qr/v2/${c.providerId}`);
    // 15 minutes asked, but Zoop answers its marketplace setting (5 minutes by default): the
    // answered expiry is what the payer must see.
    const expiresIn = (Date.parse(c.pix?.expiresAt ?? '') - started) / 1000;
    assert.ok(expiresIn > 295 && expiresIn <= 301, `expires in ${expiresIn}s`);
  });

  it("carries the link's split, as card and boleto do", async () => {
    const partner = await env.seller('Gi');
    await env.provider.chargePix({
      referenceId: 'ref-pix-split',
      amountCents: 10000,
      sellerId: seller,
      description: 'Pix dividido',
      expiresInSeconds: 300,
      splitRules: [
        { recipientSellerId: partner, percentageHundredths: 1050, liable: true, chargeProcessingFee: false },
      ],
    });
    const [sent] = await env.requests('POST', '/transactions');
    assert.deepEqual(sent?.body.split_rules, [
      { recipient: partner, liable: true, charge_processing_fee: false, percentage: 10.5 },
    ]);
  });

  it('leaves an expiry within 24 h to the marketplace setting: no pix_expiration_date_time', async () => {
    await pix('ref-short', 1000, 900);
    await pix('ref-day', 1000, 24 * 3600);
    const sent = await env.requests('POST', '/transactions');
    assert.deepEqual(
      sent.map((r) => r.body.pix_expiration_date_time),
      [undefined, undefined],
    );
  });

  it('pay through the control call, then getCharge is pago', async () => {
    const c = await pix('ref-paid', 2500);
    const paid = await env.control('POST', `/transactions/${c.providerId}/pay`);
    assert.equal(paid.status, 200);
    const after = await env.provider.getCharge(c.providerId);
    assert.equal(after.status, 'pago');
    assert.equal(after.amountCents, 2500);
    assert.equal((await env.provider.sellerBalances(seller)).currentBalanceCents, 2500 - 25);
    assert.equal((await env.control('POST', `/transactions/${c.providerId}/pay`)).status, 409);
  });

  it('expire through the control call: falha, and it can no longer be paid', async () => {
    const c = await pix('ref-expired');
    await env.control('POST', `/transactions/${c.providerId}/expire`);
    const after = await env.provider.getCharge(c.providerId);
    assert.equal(after.status, 'falha');
    assert.equal(after.providerStatus, 'canceled');
    assert.equal((await env.control('POST', `/transactions/${c.providerId}/pay`)).status, 409);
  });

  it('refuses a partial refund of a PIX (Zoop voids part only of captured credit)', async () => {
    const paid = await pix('ref-pix-partial', 3000);
    await env.control('POST', `/transactions/${paid.providerId}/pay`);
    await assert.rejects(env.provider.voidCharge(paid.providerId, 1000), {
      status: 422,
      code: 'pix_partial_refund',
      message: 'Um pagamento PIX só pode ser estornado por inteiro.',
    });
    const after = await env.provider.getCharge(paid.providerId);
    assert.equal(after.status, 'pago');
    assert.equal(after.amountCents, 3000);
  });

  it('voids a pending PIX (cancel) and a paid one (refund)', async () => {
    const pending = await pix('ref-cancel');
    assert.equal((await env.provider.voidCharge(pending.providerId)).status, 'falha');
    const paid = await pix('ref-refund', 3000);
    await env.control('POST', `/transactions/${paid.providerId}/pay`);
    assert.equal((await env.provider.voidCharge(paid.providerId)).status, 'estornada');
  });

  it('refunds a card partly (stays pago, lower amount) then fully (estornada)', async () => {
    const c = await card('ref-refund-card', 10000);
    const partial = await env.provider.voidCharge(c.providerId, 2550);
    assert.equal(partial.status, 'pago');
    assert.equal(partial.amountCents, 7450);
    assert.equal(partial.originalAmountCents, 10000);
    assert.equal((partial.raw as { amount: string }).amount, '74.50');
    const full = await env.provider.voidCharge(c.providerId);
    assert.equal(full.status, 'estornada');
    assert.equal(full.originalAmountCents, 10000);
    await assert.rejects(env.provider.voidCharge(c.providerId, 1), {
      status: 422,
      code: 'refund_refused',
    });
  });

  it('refuses a refund above the remaining amount without calling Zoop', async () => {
    const c = await card('ref-over', 1000);
    await assert.rejects(env.provider.voidCharge(c.providerId, 1001), {
      status: 422,
      code: 'invalid_refund_amount',
    });
    assert.equal((await env.provider.getCharge(c.providerId)).amountCents, 1000);
  });
});
