import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { digitableLine, dueDateFactor, isValidBarcode } from '../../../platform/br-codes/febraban';
import { readByLibrary } from '../../../platform/br-codes/independent-check';
import type { CreateBoletoInput } from '../port';
import { SELLER_FIELDS, startEnv, startReceiver } from './test-env';

type Env = Awaited<ReturnType<typeof startEnv>>;

const PAYER = {
  name: 'Joana Pereira Lima',
  taxpayerId: '52998224725',
  email: 'joana@example.com',
  address: SELLER_FIELDS.address,
};

/**
 * The sandbox's clock, fixed: 22:30 on 26/11/2026 in Brasília, already the 27th in UTC. The due
 * dates below stay in its future whatever the real date, and the day is Brasília's, as Zoop's is.
 */
const NOW = new Date('2026-11-27T01:30:00Z');

describe('Zoop adapter ↔ sandbox: boleto', () => {
  let env: Env;
  let seller: string;
  before(async () => (env = await startEnv({}, { now: () => new Date(NOW) })));
  after(() => env.close());
  beforeEach(async () => {
    await env.control('POST', '/reset');
    seller = await env.seller();
  });
  const boleto = (over: Partial<CreateBoletoInput> = {}) =>
    env.provider.createBoleto({
      referenceId: 'ref-boleto',
      amountCents: 15990,
      sellerId: seller,
      description: 'Curso de violão',
      dueDate: '2026-12-03',
      payer: PAYER,
      ...over,
    });

  it('issues a pending boleto whose codes a bank accepts', async () => {
    const b = await boleto();
    assert.equal(b.status, 'pendente');
    assert.equal(b.providerStatus, 'pending');
    assert.equal(b.amountCents, 15990);
    assert.equal(b.dueDate, '2026-12-03');
    assert.match(b.barcode, /^341\d{41}$/);
    assert.equal(isValidBarcode(b.barcode), true);
    assert.equal(b.barcode.slice(5, 19), dueDateFactor('2026-12-03') + '0000015990');
    assert.equal(b.digitableLine, digitableLine(b.barcode));
    assert.match(b.pdfUrl, /^https:\/\//);
    assert.deepEqual(readByLibrary(b.digitableLine, true), {
      valid: true,
      barcode: b.barcode,
      dueDate: '2026-12-03',
      amount: '159.90',
    });
  });

  it('sends the payer as a buyer with address, and fee and interest as Zoop instructions', async () => {
    await boleto({ amountCents: 5000, lateFeeHundredths: 200, monthlyInterestHundredths: 100 });
    const [buyer] = await env.requests('POST', '/buyers');
    assert.equal(buyer?.body.first_name, 'Joana');
    assert.equal(buyer?.body.last_name, 'Pereira Lima');
    assert.equal((buyer?.body.address as { postal_code: string }).postal_code, '01001000');
    const [tx] = await env.requests('POST', '/transactions');
    assert.equal(tx?.body.payment_type, 'boleto');
    assert.equal(tx?.body.reference_id, 'ref-boleto');
    assert.deepEqual((tx?.body.payment_method as { billing_instructions: unknown }).billing_instructions, {
      late_fee: { mode: 'PERCENTAGE', percentage: 2, start_date: '2026-12-04' },
      interest: { mode: 'MONTHLY_PERCENTAGE', percentage: 1, start_date: '2026-12-04' },
    });
  });

  it("refuses Zoop's minimums in pt-BR before calling Zoop", async () => {
    await assert.rejects(boleto({ amountCents: 299 }), {
      status: 422,
      code: 'invalid_boleto',
      message: 'O valor mínimo do boleto é R$ 3,00.',
    });
    await assert.rejects(boleto({ amountCents: 2999, lateFeeHundredths: 200 }), {
      status: 422,
      message: 'Com multa ou juros, o valor mínimo do boleto é R$ 30,00.',
    });
    await assert.rejects(boleto({ payer: { ...PAYER, taxpayerId: '123' } }), {
      status: 422,
      message: 'CPF ou CNPJ inválido.',
    });
    assert.equal((await env.requests('POST', '/buyers')).length, 0);
    assert.equal((await env.requests('POST', '/transactions')).length, 0);
  });

  it('counts days in Brasília, as Zoop does: at 22:30 there a boleto due that day is issued, one due the day before is not', async () => {
    const dueToday = await boleto({ dueDate: '2026-11-26' });
    assert.equal(dueToday.dueDate, '2026-11-26');
    await assert.rejects(boleto({ referenceId: 'ref-boleto-late', dueDate: '2026-11-25' }), {
      status: 422,
      code: 'provider_invalid_request',
      details: {
        providerStatus: 400,
        providerType: 'invalid_request_error',
        providerCategory: 'invalid_parameter',
        providerMessage: 'expiration_date must not be in the past',
      },
    });
  });

  it('the sandbox refuses like Zoop: no buyer address, below the minimums', async () => {
    const buyer = await env.zoop('POST', '/buyers', {
      first_name: 'Sem',
      last_name: 'Endereço',
      email: 'sem@example.com',
      taxpayer_id: '52998224725',
    });
    const body = (amount: number, extra: object = {}) => ({
      amount,
      currency: 'BRL',
      on_behalf_of: seller,
      customer: (buyer.json as { id: string }).id,
      payment_type: 'boleto',
      payment_method: { expiration_date: '2026-12-03', ...extra },
    });
    const noAddress = await env.zoop('POST', '/transactions', body(5000));
    assert.equal(noAddress.status, 400);
    assert.equal((noAddress.json as { error: { category: string } }).error.category, 'invalid_parameter');
    const addressed = await env.provider.createBuyer({
      firstName: 'Com',
      lastName: 'Endereço',
      email: 'com@example.com',
      // Another taxpayer: Zoop may refuse a second buyer with the same one (409).
      taxpayerId: '11144477735',
      address: SELLER_FIELDS.address,
    });
    const withAddress = { ...body(299), customer: addressed.buyerId };
    assert.equal((await env.zoop('POST', '/transactions', withAddress)).status, 400);
    const feeLow = {
      ...body(2999, { billing_instructions: { late_fee: { mode: 'PERCENTAGE', percentage: 2 } } }),
      customer: addressed.buyerId,
    };
    assert.equal((await env.zoop('POST', '/transactions', feeLow)).status, 400);
    assert.equal(
      (await env.zoop('POST', '/transactions', { ...body(300), customer: addressed.buyerId })).status,
      201,
    );
  });

  it('marking it paid (control call, as for a PIX) makes it pago, with transaction.succeeded', async () => {
    const receiver = await startReceiver();
    after(() => receiver.close());
    await env.zoop('POST', '/webhooks', {
      url: receiver.url,
      method: 'POST',
      event: ['transaction.succeeded'],
    });
    const b = await boleto();
    assert.equal((await env.control('POST', `/transactions/${b.providerId}/pay`)).status, 200);
    const paid = await env.provider.getCharge(b.providerId);
    assert.equal(paid.status, 'pago');
    assert.equal(paid.method, 'bank_slip');
    assert.deepEqual(paid.boleto, {
      barcode: b.barcode,
      digitableLine: b.digitableLine,
      dueDate: '2026-12-03',
      url: b.pdfUrl,
      // The bank's 'nosso número' (Itaú's, in the free field after the carteira).
      documentNumber: b.barcode.slice(22, 30),
    });
    const tx = (await env.zoop('GET', `/transactions/${b.providerId}`)).json as {
      payment_method: { status: string; barcode: string };
    };
    assert.equal(tx.payment_method.status, 'paid');
    // Zoop's `barcode` field is the 47-digit line, as real Zoop answers it (recorded/boleto.ts).
    assert.equal(tx.payment_method.barcode, b.digitableLine);
    assert.equal((await env.control('POST', `/transactions/${b.providerId}/pay`)).status, 409);
    await env.flushWebhooks();
    const events = receiver.received.map((r) => env.provider.parseWebhook(r.raw, r.headers));
    assert.deepEqual(
      events.map((e) => [e.type, e.chargeId]),
      [['transaction.succeeded', b.providerId]],
    );
  });

  it('a boleto unpaid after its limit date expires: falha, no longer payable, found by reference', async () => {
    const b = await boleto();
    assert.equal((await env.control('POST', `/transactions/${b.providerId}/expire`)).status, 200);
    const found = await env.provider.findChargeByReference('ref-boleto');
    assert.equal(found?.providerId, b.providerId);
    assert.equal(found?.status, 'falha');
    assert.equal(found?.boleto?.digitableLine, b.digitableLine);
    assert.equal((await env.control('POST', `/transactions/${b.providerId}/pay`)).status, 409);
  });

  it('adopts the boleto by reference when its answer is lost, without issuing a second one', async () => {
    await env.setFaults({
      api: { failNext: 1, failAfterProcessing: true, method: 'POST', pathEndsWith: '/transactions' },
    });
    const b = await boleto();
    assert.equal(b.status, 'pendente');
    assert.equal(isValidBarcode(b.barcode), true);
    const list = (await env.zoop('GET', '/transactions?reference_id=ref-boleto')).json as {
      items: unknown[];
    };
    assert.equal(list.items.length, 1);
    assert.ok(env.logs.some((l) => l.msg === 'zoop boleto recovered by reference'));
  });

  it("cancels through Zoop's asynchronous boleto call: pendente at once, falha once Zoop acts", async () => {
    const b = await boleto();
    const asked = await env.provider.cancelBoleto(b.providerId);
    assert.equal(asked.status, 'pendente');
    // Asking again is harmless, and voidCharge takes the same road, never the transaction void.
    await env.provider.voidCharge(b.providerId);
    assert.equal((await env.requests('POST', `/transactions/${b.providerId}/void`)).length, 0);
    let after = asked;
    for (let i = 0; i < 50 && after.status === 'pendente'; i++) {
      await new Promise((r) => setTimeout(r, 20));
      after = await env.provider.getCharge(b.providerId);
    }
    assert.deepEqual([after.status, after.providerStatus], ['falha', 'canceled']);
    assert.equal((await env.provider.cancelBoleto(b.providerId)).status, 'falha');
    const paid = await boleto({ referenceId: 'ref-boleto-paid' });
    await env.control('POST', `/transactions/${paid.providerId}/pay`);
    await assert.rejects(env.provider.cancelBoleto(paid.providerId), { status: 422, code: 'boleto_paid' });
  });
});
