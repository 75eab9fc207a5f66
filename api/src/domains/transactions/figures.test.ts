import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { TransactionView } from '@pagora/shared/contracts';
import { cardBody, startPaymentsApp, waitFor } from '../payments/testing';

type Payments = Awaited<ReturnType<typeof startPaymentsApp>>;
type Auth = { authorization: string };

/**
 * Issue 35, item 5: one net per sale, the same in the detail's JSON, the CSV and /v1, by the
 * definition in docs/transactions.md: gross − refunded − split shares sent − fees, 0 once refunded
 * in full. Real sales through the sandbox: a partial card refund, a PIX refunded in full, a split.
 */
describe("'Valor líquido': one figure in the detail, the CSV and /v1", () => {
  let p: Payments;
  let sellerUserId: string;
  let secret: string;

  before(async () => {
    p = await startPaymentsApp();
    const me = await p.t.app.inject({ method: 'GET', url: '/api/me', headers: p.seller });
    sellerUserId = me.json<{ user: { id: string } }>().user.id;
    const key = await p.t.app.inject({
      method: 'POST',
      url: '/api/developer/keys',
      headers: p.seller,
      payload: { name: 'figuras', scopes: ['transactions:read'] },
    });
    secret = key.json<{ secret: string }>().secret;
  });
  after(() => p.t.close());

  const refund = async (id: string, auth: Auth, body: object) => {
    const res = await p.t.app.inject({
      method: 'POST',
      url: `/api/transactions/${id}/refund`,
      headers: { ...auth, 'idempotency-key': `k-${Math.random()}` },
      payload: body,
    });
    assert.equal(res.statusCode, 200, res.body);
  };
  const paidCard = async (linkId: string) => {
    const res = await p.pay(linkId, cardBody({ installments: 1, installmentValue: 100, totalValue: 100 }));
    assert.equal(res.statusCode, 200, res.body);
    return res.json<{ data: { data: { id: string } } }>().data.data.id;
  };
  const feesOf = async (id: string) => Number((await p.tx(id))!.fees_cents);

  /** The net of `id` as the detail's JSON, the CSV row (both formats) and /v1 answer it. */
  async function netEverywhere(id: string) {
    const list = await p.t.app.inject({
      method: 'GET',
      url: `/api/transactions/${sellerUserId}?pageSize=100`,
      headers: p.seller,
    });
    const row = list
      .json<{ transactions: { transacoes: TransactionView[] } }>()
      .transactions.transacoes.find((t) => t.id === id)!;
    const csvOf = async (format: 'rfc4180' | 'excel') => {
      const res = await p.t.app.inject({
        method: 'GET',
        url: `/api/transactions/${sellerUserId}/export?format=${format}`,
        headers: p.seller,
      });
      // No cell of these sales holds a delimiter or a quote: a split is a faithful parse here.
      const [header, ...lines] = res.body.replace(/^\uFEFF/, '').split('\r\n');
      const cells = (line: string) => line.split(format === 'excel' ? ';' : ',');
      const column = cells(header!).indexOf('Valor líquido');
      return cells(lines.find((l) => l.startsWith(id))!)[column];
    };
    const v1 = await p.t.app.inject({
      method: 'GET',
      url: `/v1/transactions/${id}`,
      headers: { authorization: `Bearer ${secret}` },
    });
    assert.equal(v1.statusCode, 200, v1.body);
    return {
      netCents: row.netCents,
      valor_liquido: row.valor_liquido,
      csv: await csvOf('rfc4180'),
      excel: await csvOf('excel'),
      v1: v1.json<{ netAmount: number }>().netAmount,
    };
  }
  const same = (cents: number) => {
    const reais = `${Math.trunc(cents / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
    return { netCents: cents, valor_liquido: reais, csv: reais, excel: reais.replace('.', ','), v1: cents };
  };

  test('a partial card refund comes off once: R$ 100,00 − R$ 50,00 refunded − the fee', async () => {
    const id = await paidCard(await p.newLink({ amount: 100 }));
    const fees = await feesOf(id);
    assert.ok(fees > 0);
    await refund(id, p.seller, { amount: '50,00' });
    // Before the provider's webhook about the refund arrives, and after: the same figure.
    assert.deepEqual(await netEverywhere(id), same(10_000 - 5_000 - fees));
    await p.settle();
    assert.deepEqual(await netEverywhere(id), same(10_000 - 5_000 - fees));
  });

  test('a PIX refunded in full keeps nothing: R$ 0,00 everywhere', async () => {
    const linkId = await p.newLink({ amount: '90,00', paymentMethods: ['pix'] });
    const res = await p.pay(linkId, { valor: 90, paymentMethod: 'pix' });
    assert.equal(res.statusCode, 200, res.body);
    const id = res.json<{ id: string }>().id;
    const paid = await p.t.app.inject({ method: 'POST', url: `/api/sandbox/pay/${id}` });
    assert.equal(paid.statusCode, 202, paid.body);
    await waitFor(async () => (await p.tx(id))?.status === 'pago');
    await refund(id, p.seller, {});
    await p.settle();
    assert.equal((await p.tx(id))?.status, 'estornada');
    assert.deepEqual(await netEverywhere(id), same(0));
  });

  test('a split sale nets what the seller receives: the share sent is off', async () => {
    // Another seller of the demo seller's marketplace.
    const recipient = p.t.demo.sellers[1]!.seller;
    const linkId = await p.newLink({
      amount: 100,
      splitPayments: [{ recipient: recipient.id, percentage: 50 }],
    });
    const id = await paidCard(linkId);
    await p.settle();
    const fees = await feesOf(id);
    assert.deepEqual(await netEverywhere(id), same(10_000 - 5_000 - fees));
  });
});
