import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { installmentQuote } from '@pagora/shared';
import { AppError } from '../../platform/app-error';
import { STANDARD_RATES } from '../interest-plans';
import { createTestApp, type TestApp } from '../../test/harness';
import { loadPayableLink, priceInstallments } from './payable-link';
import { linkApi, validLink, type Auth } from './test-support';

describe('GET /api/payment-ver/:linkId (public payer page)', () => {
  let t: TestApp;
  let api: ReturnType<typeof linkApi>;
  let ana: Auth;
  before(async () => {
    t = await createTestApp();
    api = linkApi(t);
    ana = await t.loginAs('seller@pagora.demo');
  });
  after(() => t.close());

  // No route sets a link's status yet; a direct SQL change must drop the cached payer view itself.
  const setStatus = async (id: string, status: string) => {
    await t.ctx.database.query('UPDATE payment_links SET status = $2 WHERE id = $1', [id, status]);
    await t.ctx.linkViews.invalidate(t.ctx.database, id);
  };

  test('answers without a token with only what a payer needs', async () => {
    const recipient = t.demo.sellers[1]!.seller.id;
    const id = await api.createId(ana, {
      ...validLink,
      amount: '100,00',
      customerEmail: 'pagador@exemplo.com',
      paymentMethods: ['pix', 'credit_card', 'bank_slip'],
      splitPayments: [{ recipient, percentage: 10 }],
    });
    const res = await api.view(id);
    assert.equal(res.statusCode, 200, res.body);
    const p = res.json().payments;
    assert.deepEqual(Object.keys(p).sort(), [
      'amount',
      'amountCents',
      'boleto',
      // Issue 40: how the price is chosen, the questions, what follows payment, coupons.
      'checkout',
      'closed',
      'customerEmail',
      'description',
      'expiresAt',
      'id',
      'installments',
      'marketplace',
      'paymentMethods',
      'seller',
      'status',
      'type',
      'usage',
    ]);
    assert.equal(p.id, id);
    assert.equal(p.amount, 100);
    assert.equal(p.amountCents, 10_000);
    assert.equal(p.customerEmail, 'pagador@exemplo.com');
    assert.deepEqual(p.paymentMethods, ['pix', 'credit_card', 'bank_slip']);
    assert.deepEqual(p.boleto, { dueDays: 3, lateFeeHundredths: null, monthlyInterestHundredths: null });
    assert.deepEqual(p.seller, { nome: 'Ana Souza Artesanato' });
    assert.deepEqual(p.marketplace, {
      nome: 'Mercado Central',
      branding: { primaryColor: '#0f766e', secondaryColor: '#134e4a', logo: null, logoMini: null },
    });
    for (const secret of [
      recipient,
      'seller@pagora.demo',
      'marketplace@pagora.demo',
      t.demo.sellers[0]!.seller.idSeller,
      'split',
    ]) {
      assert.ok(!res.body.includes(secret), `payer page leaks ${secret}`);
    }
  });

  test('installments: interest-free up to the link count, then the marketplace plan, priced by the server', async () => {
    const id = await api.createId(ana, { ...validLink, amount: '100,00', parcelasSemJuros: 3 });
    const installments = (await api.view(id)).json().payments.installments;
    assert.equal(installments.length, 21);
    assert.deepEqual(installments[2], {
      times: 3,
      parcela: '3x',
      interestFree: true,
      value: 33.33,
      valueCents: 3333,
      valueFormatted: 'R$\u00a033,33',
      firstInstallmentExtraCents: 1,
      total: 100,
      totalCents: 10_000,
      totalFormatted: 'R$\u00a0100,00',
      taxa: null,
      taxaMensal: null,
      cet: null,
      label: '3x de R$\u00a033,33 sem juros (total R$\u00a0100,00; a 1ª parcela tem R$\u00a00,01 a mais)',
    });
    const expected = installmentQuote({ amountCents: 10_000, interestFreeCount: 3, rates: STANDARD_RATES });
    assert.deepEqual(
      installments.map((o: { totalCents: number }) => o.totalCents),
      expected.map((o) => o.totalCents),
    );
    const twelve = installments[11];
    assert.equal(twelve.interestFree, false);
    assert.equal(twelve.taxa, 27.4);
    // 27,4% a.a. is 2,28% a.m.; 12 x R$ 9,62 for R$ 100,00 costs 31,08% a year (31.08357% in
    // floating point, the test's own reference).
    assert.equal(twelve.taxaMensal, 2.28);
    assert.equal(twelve.cet, 31.08);
    assert.equal(twelve.label, '12x de R$\u00a09,62 (total R$\u00a0115,44, 2,28% a.m., CET 31,08% a.a.)');
    assert.ok(twelve.totalCents > 10_000);
    assert.equal(twelve.totalCents, twelve.valueCents * 12);
  });

  test('a PIX-only link offers no installments', async () => {
    const id = await api.createId(ana, { ...validLink, paymentMethods: ['pix'] });
    assert.deepEqual((await api.view(id)).json().payments.installments, []);
  });

  test('the payments engine prices a charge exactly as the payer page showed it', async () => {
    const id = await api.createId(ana, { ...validLink, amount: '1.234,56', parcelasSemJuros: 2 });
    const shown = (await api.view(id)).json().payments.installments;
    const link = await loadPayableLink(t.ctx.db, id);
    assert.equal(link.seller.id, t.demo.sellers[0]!.seller.id);
    for (const count of [1, 2, 7, 21]) {
      const option = priceInstallments(link, count);
      assert.equal(option.totalCents, shown[count - 1].totalCents);
      assert.equal(option.valueCents, shown[count - 1].valueCents);
    }
    assert.throws(
      () => priceInstallments(link, 22),
      (e: unknown) => e instanceof AppError && e.status === 422,
    );
    assert.throws(() => priceInstallments({ ...link, paymentMethods: ['pix'] }, 1), AppError);
  });

  test('pendente is payable; inativo and deleted links answer 410', async () => {
    const expired = 'Este link de pagamento expirou ou não está mais ativo.';
    const id = await api.createId(ana);
    await setStatus(id, 'pendente');
    assert.equal((await api.view(id)).statusCode, 200);
    await setStatus(id, 'inativo');
    const inactive = await api.view(id);
    assert.equal(inactive.statusCode, 410);
    assert.equal(inactive.json().message, expired);

    const deleted = await api.createId(ana);
    assert.equal((await api.view(deleted)).statusCode, 200);
    assert.equal((await api.remove(ana, deleted)).statusCode, 200);
    const res = await api.view(deleted);
    assert.equal(res.statusCode, 410);
    assert.equal(res.json().message, expired);
    await assert.rejects(
      loadPayableLink(t.ctx.db, deleted),
      (e: unknown) => e instanceof AppError && e.status === 410,
    );
  });

  test('an edit shows on the payer page at once', async () => {
    const id = await api.createId(ana);
    assert.notEqual((await api.view(id)).json().payments.amountCents, 7770);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/payment-update/${id}`,
      headers: ana,
      payload: {
        amount: '77,70',
        description: 'Preço novo',
        parcelasSemJuros: 2,
        paymentMethods: ['pix', 'credit_card'],
      },
    });
    assert.equal(res.statusCode, 200, res.body);
    const view = (await api.view(id)).json().payments;
    assert.equal(view.amountCents, 7770);
    assert.equal(view.description, 'Preço novo');
  });

  test('a brand edit shows on the payer page at once (the cached answer carries the brand)', async () => {
    const id = await api.createId(ana);
    const before = await api.view(id);
    assert.match(String(before.headers['content-type']), /^application\/json/);
    assert.equal(before.json().payments.marketplace.branding.primaryColor, '#0f766e');
    const marketplaceId = t.demo.marketplaces[0]!.marketplace.id;
    await t.ctx.database.query('UPDATE marketplaces SET primary_color = $2 WHERE id = $1', [
      marketplaceId,
      '#123456',
    ]);
    // What the brand routes do after saving (accounts/branding/update-brand.ts).
    await t.ctx.brands.invalidate(t.ctx.database, marketplaceId);
    assert.equal((await api.view(id)).json().payments.marketplace.branding.primaryColor, '#123456');
  });

  test('unknown id 404, malformed id 400, with the spec messages', async () => {
    const unknown = await api.view('AAAAAAAAAAAAAAAAAAAAAA');
    assert.equal(unknown.statusCode, 404);
    assert.equal(unknown.json().message, 'Link de pagamento não encontrado');
    for (const bad of ['abc', 'x'.repeat(65), "' OR 1=1 --aaaaaaaaaaaaaaaaa", 'AAAAAAAAAAAAAAAAAAAAA.']) {
      const res = await api.view(bad);
      assert.equal(res.statusCode, 400, bad);
      assert.equal(res.json().message, 'Link de pagamento inválido');
    }
    await assert.rejects(
      loadPayableLink(t.ctx.db, 'abc'),
      (e: unknown) => e instanceof AppError && e.status === 400,
    );
  });
});
