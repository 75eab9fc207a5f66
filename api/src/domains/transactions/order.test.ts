import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { TransactionOrder } from '@pagora/shared/contracts';
import { createTestApp, DEMO_LOGINS, type TestApp } from '../../test/harness';
import { insertTransactions } from './test-fixtures';

type Who = 'admin' | 'marketplace' | 'seller' | 'customer';
type Row = { id: string; pedido: TransactionOrder };

/** Issue 40: what the payer chose is in every caller's detail and in the CSV. */
describe('the order on a sale: quantity, coupon and answers', () => {
  let t: TestApp;
  let ordered = '';
  let plain = '';
  let formula = '';
  const as = {} as Record<Who, { authorization: string }>;
  const userIds = {} as Record<Who, string>;

  before(async () => {
    t = await createTestApp();
    for (const who of ['admin', 'marketplace', 'seller', 'customer'] as const) {
      as[who] = await t.loginAs(DEMO_LOGINS[who]);
      const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: as[who] });
      userIds[who] = me.json<{ user: { id: string } }>().user.id;
    }
    const at = new Date();
    [ordered, plain, formula] = (await insertTransactions(t, [
      {
        seller: 0,
        status: 'pago',
        cents: 2_700,
        at: new Date(at.getTime() - 2_000),
        email: DEMO_LOGINS.customer,
        order: {
          quantity: 3,
          unitCents: 1_000,
          coupon: { code: 'PROMO10', discountCents: 300 },
          fields: [
            { key: 'campo_1', label: 'Tamanho', value: 'M' },
            { key: 'campo_2', label: 'Observação', value: 'sem cebola; <b>urgente</b>' },
          ],
        },
      },
      { seller: 0, status: 'pago', cents: 5_000, at: new Date(at.getTime() - 1_000) },
      {
        seller: 0,
        status: 'pago',
        cents: 1_000,
        at,
        order: { quantity: 1, unitCents: 1_000, fields: [{ key: 'campo_1', label: '=1+1', value: 'x' }] },
      },
    ])) as [string, string, string];
  });
  after(() => t.close());

  const list = async (who: Who) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/transactions/${userIds[who]}?pageSize=100`,
      headers: as[who],
    });
    assert.equal(res.statusCode, 200, res.body);
    return res.json<{ transactions: { transacoes: Row[] } }>().transactions.transacoes;
  };

  test('seller, marketplace, admin and the payer each read the quantity, the coupon and the answers', async () => {
    for (const who of ['seller', 'marketplace', 'admin', 'customer'] as const) {
      const row = (await list(who)).find((r) => r.id === ordered);
      assert.ok(row, `${who} sees the sale`);
      assert.deepEqual(
        row.pedido,
        {
          quantity: 3,
          unitAmountCents: 1_000,
          coupon: { code: 'PROMO10', discountCents: 300 },
          fields: [
            { key: 'campo_1', label: 'Tamanho', value: 'M' },
            { key: 'campo_2', label: 'Observação', value: 'sem cebola; <b>urgente</b>' },
          ],
        },
        who,
      );
    }
  });

  test('a sale from before issue 40 reads as one unit at its amount, no coupon, no answers', async () => {
    const row = (await list('seller')).find((r) => r.id === plain);
    assert.deepEqual(row?.pedido, { quantity: 1, unitAmountCents: 5_000, coupon: null, fields: [] });
  });

  test('the CSV has Quantidade, Cupom, Desconto and Campos personalizados, formulas neutralized', async () => {
    const csv = async (format: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/transactions/${userIds.seller}/export?format=${format}`,
        headers: as.seller,
      });
      assert.equal(res.statusCode, 200, res.body);
      return res.rawPayload
        .toString('utf8')
        .replace(/^\ufeff/, '')
        .split('\r\n');
    };
    const excel = await csv('excel');
    assert.match(excel[0]!, /;Pago após expiração;Quantidade;Cupom;Desconto;Campos personalizados$/);
    const line = (lines: string[], id: string) => lines.find((l) => l.startsWith(id)) ?? '';
    assert.match(
      line(excel, ordered),
      /;Não;3;PROMO10;3,00;"Tamanho: M; Observação: sem cebola; <b>urgente<\/b>"$/,
    );
    assert.match(line(excel, plain), /;Não;1;;0,00;$/);
    assert.match(line(excel, formula), /;Não;1;;0,00;'=1\+1: x$/);
    const rfc = await csv('rfc4180');
    assert.match(
      line(rfc, ordered),
      /,false,3,PROMO10,3\.00,Tamanho: M; Observação: sem cebola; <b>urgente<\/b>$/,
    );
  });

  test('the payer’s own CSV carries their order too', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/transactions/${userIds.customer}/export?format=rfc4180`,
      headers: as.customer,
    });
    const lines = res.rawPayload.toString('utf8').split('\r\n');
    assert.match(lines[0]!, /,Quantidade,Cupom,Desconto,Campos personalizados$/);
    assert.match(lines.find((l) => l.startsWith(ordered)) ?? '', /,3,PROMO10,3\.00,Tamanho: M; /);
  });
});
