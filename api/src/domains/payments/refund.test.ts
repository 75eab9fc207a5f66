import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { REFUND_MESSAGES } from '@pagora/shared/contracts';
import { cardBody, openSocket, startPaymentsApp, waitFor } from './test-support';

describe('POST /api/transactions/:id/refund', () => {
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
    const token = String((await p.tx(id))?.document_token);
    const receipt = await p.t.app.inject({ method: 'GET', url: `/api/receipt/${id}?t=${token}` });
    assert.equal(receipt.json().refundedCents, 5_000);

    const rest = await refund(id, p.seller);
    assert.equal(rest.json().transaction.status, 'estornada');
    assert.equal(rest.json().transaction.refundedCents, 10_000);
    const zoop = await p.zoop('GET', `/transactions/${(await p.tx(id))!.provider_id}`);
    assert.equal(zoop.json.status, 'canceled');
    assert.equal((await refund(id, p.seller, { amount: 1 })).statusCode, 422);
  });

  test("a partial refund tells the payer's socket nothing new; the last one says 'estornada'", async () => {
    const id = await paidCharge();
    const socket = await openSocket(p.t.baseUrl);
    socket.send({ type: 'pix', transactionId: id });
    await socket.next((m) => m.type === 'transaction_success');
    assert.equal((await refund(id, p.seller, { amount: '30,00' })).statusCode, 200);
    assert.equal((await refund(id, p.seller)).statusCode, 200);
    const failed = await socket.next((m) => m.type === 'transaction_failed');
    socket.close();
    assert.equal(failed.reason, 'estornada');
    // Events reach the socket in commit order: a push of the partial refund would come before.
    assert.deepEqual(
      socket.messages.map((m) => m.type),
      ['transaction_success', 'transaction_failed'],
      'the payer was told of a success a second time',
    );
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
    const pending = (await p.pay(linkId, { valor: 100, paymentMethod: 'pix' })).json<{ id: string }>().id;
    assert.equal((await refund(pending, p.seller)).json().message, REFUND_MESSAGES.notPaid);
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

  test('two requests at once with one Idempotency-Key (a double click) refund once', async () => {
    const id = await paidCharge();
    const both = await Promise.all([
      refund(id, p.seller, { amount: '50,00' }, 'double-click'),
      refund(id, p.seller, { amount: '50,00' }, 'double-click'),
    ]);
    const codes = both.map((r) => r.statusCode).sort();
    assert.ok(codes[0] === 200 && [200, 409].includes(codes[1]!), codes.join(','));
    assert.equal(Number((await p.tx(id))!.refunded_cents), 5_000);
    const zoop = await p.zoop('GET', `/transactions/${(await p.tx(id))!.provider_id}`);
    assert.equal(zoop.json.amount, '50.00');
  });

  test('a PIX is refunded whole: a partial PIX refund is refused before the provider is asked', async () => {
    const pix = await p.pay(linkId, { valor: 100, paymentMethod: 'pix' });
    const { id } = pix.json<{ id: string }>();
    assert.equal((await p.t.app.inject({ method: 'POST', url: `/api/sandbox/pay/${id}` })).statusCode, 202);
    await waitFor(async () => (await p.tx(id))?.status === 'pago');
    const part = await refund(id, p.seller, { amount: '10,00' });
    assert.equal(part.statusCode, 422);
    assert.equal(part.json().message, REFUND_MESSAGES.pixWhole);
    assert.equal(Number((await p.tx(id))!.refunded_cents), 0);
    const whole = await refund(id, p.seller);
    assert.equal(whole.statusCode, 200, whole.body);
    assert.equal(whole.json().transaction.status, 'estornada');
  });

  test('the database fails after the provider refunded: the attempt stays open and the sweep records it', async () => {
    const id = await paidCharge();
    const db = p.t.ctx.database;
    await db.query(`CREATE OR REPLACE FUNCTION refund_write_fails() RETURNS trigger LANGUAGE plpgsql AS
      $$ BEGIN RAISE EXCEPTION 'injected: database down'; END $$`);
    await db.query(`CREATE TRIGGER refund_write_fails BEFORE UPDATE ON refunds FOR EACH ROW
      WHEN (NEW.state = 'done') EXECUTE FUNCTION refund_write_fails()`);
    const res = await refund(id, p.seller, { amount: '30,00' });
    await db.query('DROP TRIGGER refund_write_fails ON refunds');
    assert.equal(res.statusCode, 500);
    const zoop = await p.zoop('GET', `/transactions/${(await p.tx(id))!.provider_id}`);
    assert.equal(zoop.json.amount, '70.00', 'the provider did refund');
    const [open] = await db.query<{ state: string }>('SELECT state FROM refunds WHERE transaction_id = $1', [
      id,
    ]);
    assert.equal(open?.state, 'pending', 'never recorded as a failed refund');

    await db.query(
      `UPDATE refunds SET created_at = now() - interval '90 seconds' WHERE transaction_id = $1`,
      [id],
    );
    await waitFor(async () => Number((await p.tx(id))?.refunded_cents) === 3_000);
    const [done] = await db.query<{ state: string }>('SELECT state FROM refunds WHERE transaction_id = $1', [
      id,
    ]);
    assert.equal(done?.state, 'done');
    assert.equal((await p.tx(id))?.status, 'pago');
    // What is left is exactly what the provider still holds.
    assert.equal((await refund(id, p.seller, { amount: '70,01' })).statusCode, 422);
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
});
