import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createTestApp, type TestApp } from '../../test/harness';
import { insertTransactions } from './test-fixtures';

/** Issue 24: a boleto is a method of its own in every read of transactions. */
describe('bank_slip in the transaction reads', () => {
  let t: TestApp;
  let seller: { authorization: string };
  let sellerUserId: string;
  let boletoId: string;

  before(async () => {
    t = await createTestApp();
    seller = await t.loginAs('seller@pagora.demo');
    sellerUserId = (await t.app.inject({ method: 'GET', url: '/api/me', headers: seller })).json<{
      user: { id: string };
    }>().user.id;
    [boletoId] = (await insertTransactions(t, [
      { seller: 0, status: 'pago', method: 'bank_slip', cents: 4_500, at: new Date() },
      { seller: 0, status: 'pago', method: 'pix', cents: 1_000, at: new Date() },
    ])) as [string];
  });
  after(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: seller });

  test('the list filters by it and the detail names it, without a card', async () => {
    const res = await get(`/api/transactions/${sellerUserId}?method=bank_slip`);
    assert.equal(res.statusCode, 200);
    type Row = { id: string; paymentMethod: string[]; card: unknown };
    const rows = res.json<{ transactions: { transacoes: Row[] } }>().transactions.transacoes;
    assert.deepEqual(
      rows.map((r) => [r.id, r.paymentMethod, r.card]),
      [[boletoId, ['bank_slip'], null]],
    );
  });

  test('the CSV labels it Boleto Bancário (Excel) and bank_slip (RFC 4180)', async () => {
    const excel = (await get(`/api/transactions/${sellerUserId}/export?method=bank_slip`)).body;
    assert.match(excel, new RegExp(`${boletoId};[^;]+;Completada;Boleto Bancário;`));
    const rfc = (await get(`/api/transactions/${sellerUserId}/export?method=bank_slip&format=rfc4180`)).body;
    assert.match(rfc, /,bank_slip,/);
  });

  test('the seller report counts it in its own slice of the pie', async () => {
    const sellerId = t.demo.sellers[0]!.seller.id;
    // The report is the seller's marketplace's view of it.
    const marketplace = await t.loginAs('marketplace@pagora.demo');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/seller-report/${sellerId}?period=day`,
      headers: marketplace,
    });
    assert.equal(res.statusCode, 200);
    const slice = res
      .json<{ dados: { metodos: { method: string; receitaCents: number }[] } }>()
      .dados.metodos.find((m) => m.method === 'bank_slip');
    assert.equal(slice?.receitaCents, 4_500);
  });

  test('the receipt and its PDF say it was paid by boleto', async () => {
    // The payer's documents open with the token the payer was given (issue 35), read here from the row.
    const [row] = await t.ctx.database.query<{ token: string }>(
      'SELECT document_token AS token FROM transactions WHERE id = $1',
      [boletoId],
    );
    const receipt = await t.app.inject({ method: 'GET', url: `/api/receipt/${boletoId}?t=${row?.token}` });
    assert.equal(receipt.json<{ paymentMethod: string }>().paymentMethod, 'bank_slip');
    const pdf = await t.app.inject({ method: 'GET', url: `/api/receipt/${boletoId}/pdf?t=${row?.token}` });
    assert.equal(pdf.statusCode, 200);
    assert.equal(pdf.headers['content-type'], 'application/pdf');
  });
});
