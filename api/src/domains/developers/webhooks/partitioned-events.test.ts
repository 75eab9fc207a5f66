import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createTestApp, DEMO_LOGINS, type TestApp } from '../../../test/harness';
import { registerPartitions } from '../../../platform/partitions/register';
import { emitWebhookEvent, type NewWebhookEvent } from './events';

/**
 * Outgoing webhooks are partitioned by month and their old months dropped (migration 1734): an
 * object's events are still numbered on, never from 1 again, once its first events are gone.
 */
describe('outgoing webhook events across dropped months', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  const paid = (sellerId: string): NewWebhookEvent => ({
    type: 'payout.paid',
    object: {
      id: 'po-seq',
      object: 'payout',
      sellerId,
      amount: 1_000,
      currency: 'BRL',
      status: 'pago',
      failureReason: null,
      bankAccount: { bankName: 'Banco', accountNumberLast4: '3456' },
      createdAt: '2026-01-01T00:00:00.000Z',
      paidAt: null,
    },
    marketplaceId: null,
    sellerId,
    objectId: 'po-seq',
  });
  const sequences = async () =>
    (
      await t.ctx.database.query<{ sequence: number }>(
        "SELECT (payload -> 'data' ->> 'sequence')::int AS sequence FROM outbound_webhook_events WHERE object_id = 'po-seq' ORDER BY 1",
      )
    ).map((r) => r.sequence);

  test('after the first event’s month is dropped, the next event is number 2', async () => {
    const seller = await t.loginAs(DEMO_LOGINS.seller);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/developer/webhooks',
      headers: seller,
      payload: { url: 'http://127.0.0.1:9/hook', events: ['payout.paid'] },
    });
    assert.equal(created.statusCode, 201, created.body);
    const sellerId = t.demo.sellers[0]!.seller.id;
    await t.ctx.db.transaction((tx) => emitWebhookEvent(tx, paid(sellerId)));
    assert.deepEqual(await sequences(), [1]);

    await t.ctx.database.query(
      "UPDATE outbound_webhook_events SET created_at = now() - interval '15 months' WHERE object_id = 'po-seq'",
    );
    await registerPartitions(t.ctx)();
    assert.deepEqual(await sequences(), [], 'the month past the retention is gone');

    await t.ctx.db.transaction((tx) => emitWebhookEvent(tx, paid(sellerId)));
    assert.deepEqual(await sequences(), [2]);
    await assert.rejects(
      t.ctx.database.query("INSERT INTO outbound_webhook_event_keys VALUES ('po-seq', 2)"),
      /duplicate key/,
    );
  });
});
