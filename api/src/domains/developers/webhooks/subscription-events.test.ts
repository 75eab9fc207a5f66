import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { Webhook } from 'standardwebhooks';
import { testConfig } from '../../../test/config';
import { createTestApp, type TestApp } from '../../../test/harness';
import { runBillingSweep } from '../../billing';
import { billingKit, CARD_NUMBERS, type BillingKit } from '../../billing/testing';
import { waitFor } from '../../payments/testing';
import { startReceiver } from './test-receiver';

type SubscriptionEvent = {
  type: string;
  data: {
    object: { id: string; status: string; amount: number; reason?: string; subscriptionId?: string };
    sequence: number;
  };
};

describe('subscription events: from a cancel, from every path that charges, and from the engine giving up', () => {
  let t: TestApp;
  let kit: BillingKit;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let secret: string;
  let planId: string;
  before(async () => {
    receiver = await startReceiver();
    t = await createTestApp(
      {
        developers: { ...testConfig().developers, webhookSweepMs: 50 },
        // One retry, a day after the first refusal: the second refusal is the last.
        billing: { ...testConfig().billing, retryDays: [1] },
      },
      { listen: true },
    );
    kit = await billingKit(t);
    const created = await kit.call('POST', '/api/developer/webhooks', 'seller', {
      url: receiver.url,
      events: ['subscription.charged', 'subscription.charge_failed', 'subscription.canceled'],
    });
    assert.equal(created.statusCode, 201, created.body);
    secret = created.json<{ secret: string }>().secret;
    planId = await kit.plan('seller', 'Clube do café');
  });
  after(async () => {
    await t.close();
    await receiver.close();
  });

  /** The verified events about one subscription, waiting until `count` arrived. */
  const eventsOf = (subscriptionId: string, count: number) =>
    waitFor(async () => {
      const mine = receiver.received
        .map((r) => new Webhook(secret).verify(r.body, r.headers) as SubscriptionEvent)
        .filter((e) => (e.data.object.subscriptionId ?? e.data.object.id) === subscriptionId);
      return mine.length >= count && mine;
    });
  /** Sorted: delivery order is not guaranteed (receivers order one object's events by sequence). */
  const summary = (events: SubscriptionEvent[]) =>
    events.map((e) => [e.type, e.data.object.status, e.data.object.reason ?? null].join(' ')).sort();

  test("cancelling sends subscription.canceled, reason 'cancellation_requested'", async () => {
    const sub = await kit.subscribe('seller', planId, kit.demoBuyerId, '49,90', '2030-01-10');
    assert.equal((await kit.call('DELETE', `/api/assinaturas/${sub.id}`, 'seller')).statusCode, 200);
    const [event] = await eventsOf(sub.id, 1);
    assert.deepEqual(summary([event!]), ['subscription.canceled cancelada cancellation_requested']);
    assert.equal(event!.data.object.amount, 4_990);
    assert.equal(event!.data.sequence, 1);
  });

  test('the engine charging a renewal sends subscription.charged with the subscription id', async () => {
    await kit.addCard('customer', CARD_NUMBERS.approved, true);
    const sub = await kit.subscribe('seller', planId, kit.demoBuyerId, '31,00');
    await runBillingSweep(t.ctx);
    const events = await eventsOf(sub.id, 1);
    assert.deepEqual(summary(events), ['subscription.charged pago ']);
    assert.equal(events[0]!.data.object.amount, 3_100);
  });

  test("a hard decline ends it: charge_failed and canceled, reason 'payment_failed'; 'Pagar' charges again", async () => {
    await kit.addCard('customer', CARD_NUMBERS.expired, true);
    const sub = await kit.subscribe('seller', planId, kit.demoBuyerId, '32,00');
    await runBillingSweep(t.ctx);
    assert.deepEqual(summary(await eventsOf(sub.id, 2)), [
      'subscription.canceled inativa payment_failed',
      'subscription.charge_failed falha ',
    ]);
    const pay = async (number: string) => {
      const cardId = await kit.addCard('customer', number, false);
      const body = { cardId };
      return kit.call('POST', `/api/assinaturas/${sub.id}/pagar`, 'customer', body, {
        'idempotency-key': randomUUID(),
      });
    };
    assert.equal((await pay(CARD_NUMBERS.declined)).statusCode, 402);
    assert.equal((await pay(CARD_NUMBERS.approved2)).statusCode, 200);
    assert.deepEqual(summary(await eventsOf(sub.id, 4)), [
      'subscription.canceled inativa payment_failed',
      'subscription.charge_failed falha ',
      'subscription.charge_failed falha ',
      'subscription.charged pago ',
    ]);
  });

  test("the engine's last retry refused: canceled with reason 'payment_failed'", async () => {
    await kit.addCard('customer', CARD_NUMBERS.declined, true);
    const sub = await kit.subscribe('seller', planId, kit.demoBuyerId, '33,00');
    await runBillingSweep(t.ctx);
    assert.deepEqual(summary(await eventsOf(sub.id, 1)), ['subscription.charge_failed falha ']);
    await runBillingSweep(t.ctx, new Date(Date.now() + 2 * 24 * 3600 * 1000));
    assert.deepEqual(summary(await eventsOf(sub.id, 3)), [
      'subscription.canceled inativa payment_failed',
      'subscription.charge_failed falha ',
      'subscription.charge_failed falha ',
    ]);
  });
});
