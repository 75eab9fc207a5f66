import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { REFUND_MESSAGES } from '@pagora/shared/contracts';
import { cardBody, startPaymentsApp } from '../payments/testing';
import { insertTransactions } from './test-fixtures';

describe('POST /api/transactions/:id/refund and the late-PIX review', () => {
  let p: Awaited<ReturnType<typeof startPaymentsApp>>;
  let linkId: string;

  before(async () => {
    p = await startPaymentsApp();
    linkId = await p.newLink({ amount: 100 });
  });
  after(() => p.t.close());

  /** A real card charge through the sandbox, paid: R$ 100,00. */
  const paidCharge = async () => {
    const res = await p.pay(linkId, cardBody({ installments: 1, installmentValue: 100, totalValue: 100 }));
    assert.equal(res.statusCode, 200, res.body);
    return res.json<{ data: { data: { id: string } } }>().data.data.id;
  };
  const refund = (
    id: string,
    headers: Record<string, string>,
    body: object = {},
    key = `k-${Math.random()}`,
  ) =>
    p.t.app.inject({
      method: 'POST',
      url: `/api/transactions/${id}/refund`,
      headers: { ...headers, ...(key ? { 'idempotency-key': key } : {}) },
      payload: body,
    });

  test('half, then the rest: partial keeps pago with the amount refunded, full becomes estornada', async () => {
    const id = await paidCharge();
    const half = await refund(id, p.seller, { amount: '50,00' });
    assert.equal(half.statusCode, 200, half.body);
    assert.equal(half.json().message, REFUND_MESSAGES.done);
    assert.equal(half.json().transaction.status, 'pago');
    assert.equal(half.json().transaction.valor_estornado, '50.00');
    const receipt = await p.t.app.inject({ method: 'GET', url: `/api/receipt/${id}` });
    assert.equal(receipt.json().refundedCents, 5_000);

    const rest = await refund(id, p.seller);
    assert.equal(rest.json().transaction.status, 'estornada');
    assert.equal(rest.json().transaction.refundedCents, 10_000);
    const zoop = await p.zoop('GET', `/transactions/${(await p.tx(id))!.provider_id}`);
    assert.equal(zoop.json.status, 'canceled');
    assert.equal((await refund(id, p.seller, { amount: 1 })).statusCode, 422);
  });

  test('more than what is left, zero, or a charge that is not paid: 4xx in pt-BR, nothing refunded', async () => {
    const id = await paidCharge();
    const over = await refund(id, p.seller, { amount: '100,01' });
    assert.equal(over.statusCode, 422);
    assert.equal(over.json().message, REFUND_MESSAGES.tooMuch);
    assert.equal(
      (await refund(id, p.seller, { amount: 0 })).json().message,
      'O valor do estorno deve ser maior que zero.',
    );
    assert.equal((await refund(id, p.seller, { amount: 'dez reais' })).statusCode, 400);
    const noKey = await refund(id, p.seller, {}, '');
    assert.equal(noKey.statusCode, 400);
    assert.equal(noKey.json().message, REFUND_MESSAGES.keyRequired);
    const [pending] = await insertTransactions(p.t, [
      { seller: 0, status: 'pendente', cents: 500, at: new Date() },
    ]);
    assert.equal((await refund(pending!, p.seller)).json().message, REFUND_MESSAGES.notPaid);
    assert.equal(Number((await p.tx(id))!.refunded_cents), 0);
  });

  test('the same Idempotency-Key refunds once; another amount under it is refused', async () => {
    const id = await paidCharge();
    const first = await refund(id, p.seller, { amount: 10 }, 'same-key');
    const again = await refund(id, p.seller, { amount: 10 }, 'same-key');
    assert.equal(first.statusCode, 200);
    assert.equal(again.statusCode, 200);
    assert.equal(again.json().transaction.refundedCents, 1_000);
    assert.equal((await refund(id, p.seller, { amount: 20 }, 'same-key')).statusCode, 422);
    const parallel = await Promise.all(
      Array.from({ length: 5 }, (_, i) => refund(id, p.seller, { amount: 90 }, `race-${i}`)),
    );
    assert.equal(parallel.filter((r) => r.statusCode === 200).length, 1);
    assert.equal(Number((await p.tx(id))!.refunded_cents), 10_000);
  });

  test("only the transaction's seller, its marketplace or an admin may refund; others get 404 or 403", async () => {
    const id = await paidCharge();
    const seller2 = await p.t.loginAs('seller2@pagora.demo');
    const marketplace2 = await p.t.loginAs('marketplace2@pagora.demo');
    const customer = await p.t.loginAs('customer@pagora.demo');
    assert.equal((await refund(id, seller2)).statusCode, 404);
    assert.equal((await refund(id, marketplace2)).statusCode, 404);
    assert.equal((await refund(id, customer)).statusCode, 403);
    assert.equal((await refund(id, {})).statusCode, 401);
    const marketplace = await p.t.loginAs('marketplace@pagora.demo');
    assert.equal((await refund(id, marketplace, { amount: 1 })).statusCode, 200);
    const admin = await p.t.loginAs('admin@pagora.demo');
    assert.equal((await refund(id, admin, { amount: 1 })).statusCode, 200);
  });

  test("'Aceitar' keeps a late PIX and takes it out of the queue", async () => {
    const [late, normal] = await insertTransactions(p.t, [
      { seller: 0, status: 'pago', cents: 700, at: new Date(), late: true },
      { seller: 0, status: 'pago', cents: 800, at: new Date() },
    ]);
    const accept = (id: string, headers = p.seller) =>
      p.t.app.inject({ method: 'POST', url: `/api/transactions/${id}/accept-late`, headers });
    assert.equal((await accept(late!, await p.t.loginAs('seller2@pagora.demo'))).statusCode, 404);
    assert.equal((await accept(normal!)).statusCode, 422);
    const res = await accept(late!);
    assert.equal(res.statusCode, 200);
    assert.ok(res.json().transaction.late.reviewedAt);
    const me = (await p.t.app.inject({ method: 'GET', url: '/api/me', headers: p.seller })).json().user.id;
    const queue = await p.t.app.inject({
      method: 'GET',
      url: `/api/transactions/${me}?late=true`,
      headers: p.seller,
    });
    assert.equal(queue.json().total, 0);
  });
});
