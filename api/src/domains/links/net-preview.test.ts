import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { NetLineView, V1NetLine } from '@pagora/shared/contracts';
import { createTestApp, type TestApp } from '../../test/harness';
import { linkApi, type Auth } from './test-support';

const PREVIEW = '/api/links/net-preview';

/** R$ 150,00 by PIX, boleto and card, 2x interest-free, then the marketplace's plan. */
const form = {
  amount: '150,00',
  description: 'Camiseta estampada',
  paymentMethods: ['pix', 'credit_card', 'bank_slip'],
  parcelasSemJuros: 2,
};

describe("'Você recebe': the preview, the link, the list and /v1 show the same figures", () => {
  let t: TestApp;
  let api: ReturnType<typeof linkApi>;
  let seller: Auth;
  let marketplace: Auth;
  before(async () => {
    t = await createTestApp();
    api = linkApi(t);
    seller = await t.loginAs('seller@pagora.demo');
    marketplace = await t.loginAs('marketplace@pagora.demo');
  });
  after(() => t.close());

  const preview = (auth: Auth, body: unknown, query = '') =>
    t.app.inject({ method: 'POST', url: `${PREVIEW}${query}`, headers: auth, payload: body as object });
  const linesOf = (res: { json: <T>() => T }) => res.json<{ voce_recebe: NetLineView[] }>().voce_recebe;
  const pick = (lines: NetLineView[], metodo: string, parcelas = 1) =>
    lines.find((l) => l.metodo === metodo && l.parcelas === parcelas);

  test('the form’s link priced at the contracted rates, saving nothing: money strings and cents', async () => {
    const before = await api.count();
    const res = await preview(seller, form);
    assert.equal(res.statusCode, 200, res.body);
    const lines = linesOf(res);
    // 0,99 % of R$ 150,00 = 148,5 -> 149 (half up); 3,99 % = 598,5 -> 599; boleto R$ 2,50.
    assert.deepEqual(pick(lines, 'pix'), {
      metodo: 'pix',
      parcelas: 1,
      total_pagador: '150.00',
      totalPagadorCents: 15_000,
      taxa_provedor: '1.49',
      taxaProvedorCents: 149,
      taxa_paga_pelo_split: false,
      taxa_marketplace: '0.00',
      taxaMarketplaceCents: 0,
      repasses: '0.00',
      repassesCents: 0,
      voce_recebe: '148.51',
      voceRecebeCents: 14_851,
    });
    assert.equal(pick(lines, 'credit_card')?.voceRecebeCents, 14_401);
    assert.equal(pick(lines, 'credit_card', 2)?.voceRecebeCents, 14_401);
    assert.equal(pick(lines, 'bank_slip')?.voceRecebeCents, 14_750);
    assert.equal(await api.count(), before, 'a preview stores no link');
  });

  test('a split that carries the fee: its share leaves, the fee does not come off the seller', async () => {
    const recipient = t.demo.sellers[1]!.seller.id;
    const res = await preview(seller, {
      ...form,
      paymentMethods: ['pix'],
      splitPayments: [{ recipient, percentage: 12.5, charge_processing_fee: true }],
    });
    assert.equal(res.statusCode, 200, res.body);
    // 12,5 % of R$ 150,00 = R$ 18,75.
    assert.deepEqual(
      [linesOf(res)[0]?.repassesCents, linesOf(res)[0]?.taxa_paga_pelo_split, linesOf(res)[0]?.voce_recebe],
      [1_875, true, '131.25'],
    );
  });

  test('the payer’s total per installment count is the payer page’s, interest included', async () => {
    const id = await api.createId(seller, form);
    const payer = (await api.view(id)).json<{
      payments: { installments: { times: number; totalCents: number }[] };
    }>().payments.installments;
    const lines = linesOf(await preview(seller, form)).filter((l) => l.metodo === 'credit_card');
    assert.deepEqual(
      lines.map((l) => [l.parcelas, l.totalPagadorCents]),
      payer.map((o) => [o.times, o.totalCents]),
    );
    assert.ok(
      lines.some((l) => l.totalPagadorCents > 15_000),
      'the demo plan prices some counts with interest',
    );
  });

  test('the created link, its list item and /v1 carry the preview’s very figures', async () => {
    const expected = linesOf(await preview(seller, form));
    const created = await api.create(seller, form);
    assert.equal(created.statusCode, 201, created.body);
    const link = created.json<{ data: { payment: { id: string; voce_recebe: NetLineView[] } } }>().data
      .payment;
    assert.deepEqual(link.voce_recebe, expected);

    const userId = await api.userIdOf('seller@pagora.demo');
    const listed = (await api.list(seller, userId, `?q=${link.id}`)).json<{
      payments: { id: string; voce_recebe: NetLineView[] }[];
    }>().payments;
    assert.deepEqual(listed.find((l) => l.id === link.id)?.voce_recebe, expected);

    const key = await t.app.inject({
      method: 'POST',
      url: '/api/developer/keys',
      headers: seller,
      payload: { name: 'loja', scopes: ['links:read'] },
    });
    const bearer = { authorization: `Bearer ${key.json<{ secret: string }>().secret}` };
    const v1 = await t.app.inject({ method: 'GET', url: `/v1/links/${link.id}`, headers: bearer });
    assert.equal(v1.statusCode, 200, v1.body);
    const v1Lines = v1.json<{ netPreview: V1NetLine[] }>().netPreview;
    assert.deepEqual(
      v1Lines,
      expected.map((l) => ({
        method: l.metodo,
        installments: l.parcelas,
        payerAmount: l.totalPagadorCents,
        providerFee: l.taxaProvedorCents,
        providerFeePaidBySplit: l.taxa_paga_pelo_split,
        marketplaceFee: l.taxaMarketplaceCents,
        splitAmount: l.repassesCents,
        netAmount: l.voceRecebeCents,
      })),
    );
    const v1List = await t.app.inject({ method: 'GET', url: `/v1/links?q=${link.id}`, headers: bearer });
    const v1Listed = v1List.json<{ data: { id: string; netPreview: V1NetLine[] }[] }>().data;
    assert.deepEqual(v1Listed.find((l) => l.id === link.id)?.netPreview, v1Lines);
  });

  test('scoped as link creation: a marketplace names its seller, never another marketplace’s', async () => {
    const own = t.demo.sellers[0]!.seller.id;
    const foreign = t.demo.sellers[2]!.seller.id;
    const forOwn = await preview(marketplace, form, `?sellerId=${own}`);
    assert.equal(forOwn.statusCode, 200, forOwn.body);
    assert.deepEqual(linesOf(forOwn), linesOf(await preview(seller, form)));
    assert.equal((await preview(marketplace, form, `?sellerId=${foreign}`)).statusCode, 400);
    assert.equal((await preview(marketplace, form)).statusCode, 400);
    const malformed = await preview(marketplace, form, '?sellerId=abc');
    assert.equal(malformed.statusCode, 400);
    assert.match(malformed.json<{ message: string }>().message, /^Informe o vendedor/);
    const admin = await t.loginAs('admin@pagora.demo');
    assert.equal((await preview(admin, form, `?sellerId=${foreign}`)).statusCode, 200);
    const customer = await t.loginAs('customer@pagora.demo');
    assert.equal((await preview(customer, form)).statusCode, 403);
    assert.equal((await preview({ authorization: '' }, form)).statusCode, 401);
    // A split to a seller of another marketplace is refused as on creation.
    const split = await preview(seller, { ...form, splitPayments: [{ recipient: foreign, percentage: 10 }] });
    assert.equal(split.statusCode, 422, split.body);
  });

  // Last: it changes the marketplace's rates for the tests after it.
  test('the marketplace’s fee table: its rates, and its own fee only where the sale will take it', async () => {
    const m1 = t.demo.marketplaces[0]!.marketplace.id;
    const s1 = t.demo.sellers[0]!.seller.id;
    const recipient = t.demo.sellers[1]!.seller.id;
    const card = { ...form, paymentMethods: ['credit_card'], parcelasSemJuros: 1 };
    // A 'taxa padrão' with no recipient named: no share is taken, so none is shown.
    await t.ctx.database.query('UPDATE marketplaces SET taxa_padrao = 300 WHERE id = $1', [m1]);
    assert.equal(linesOf(await preview(seller, card))[0]?.taxaMarketplaceCents, 0);
    await t.ctx.database.query(
      `INSERT INTO fee_table_versions (marketplace_id, valid_from, pix_hundredths, boleto_cents,
         card_1x_hundredths, card_2_6x_hundredths, card_7_12x_hundredths, card_13_21x_hundredths,
         anticipation_month_hundredths, own_hundredths, fee_recipient_seller_id)
       VALUES ($1, '2020-01-01', 50, 199, 299, 349, 399, 449, 150, 250, $2)`,
      [m1, recipient],
    );
    // 2,99 % of R$ 150,00 = 448,5 -> 449 (half up); 2,5 % own fee = R$ 3,75 (a share).
    const [line] = linesOf(await preview(seller, card));
    assert.deepEqual(
      [line?.taxaProvedorCents, line?.taxaMarketplaceCents, line?.voceRecebeCents],
      [449, 375, 15_000 - 449 - 375],
    );
    // The recipient's own links pay it no fee (it would pay itself).
    const own = await preview(marketplace, card, `?sellerId=${recipient}`);
    assert.equal(linesOf(own)[0]?.taxaMarketplaceCents, 0, own.body);
    assert.equal(linesOf(await preview(marketplace, card, `?sellerId=${s1}`))[0]?.taxaMarketplaceCents, 375);
    // The own fee is a share too: a split of 98 % leaves no room for its 2,5 %, and nothing is saved.
    const links = await api.count();
    const over = await t.app.inject({
      method: 'POST',
      url: '/api/register-payment',
      headers: seller,
      payload: { ...card, splitPayments: [{ recipient, percentage: 98 }] },
    });
    assert.equal(over.statusCode, 422, over.body);
    assert.equal(
      over.json<{ message: string }>().message,
      'A soma das porcentagens do split com a taxa do marketplace (2,5%) não pode ultrapassar 100%',
    );
    assert.equal(await api.count(), links);
  });

  test('bad input answers 400 with the form’s message', async () => {
    const res = await preview(seller, { ...form, amount: 0 });
    assert.equal(res.statusCode, 400);
    assert.equal(res.json<{ message: string }>().message, 'O valor deve ser maior que zero');
  });
});
