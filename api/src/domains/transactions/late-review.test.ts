import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startPaymentsApp } from '../payments/testing';
import { insertTransactions } from './test-fixtures';

describe('POST /api/transactions/:id/accept-late', () => {
  let p: Awaited<ReturnType<typeof startPaymentsApp>>;
  before(async () => {
    p = await startPaymentsApp();
  });
  after(() => p.t.close());

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
