import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { Webhook } from 'standardwebhooks';
import { testConfig } from '../../../test/config';
import { createTestApp, DEMO_LOGINS, type TestApp } from '../../../test/harness';
import { waitFor } from '../../payments/testing';
import { startReceiver } from './test-receiver';

describe('subscription.canceled: written with the cancel, signed like every event', () => {
  let t: TestApp;
  let seller: { authorization: string };
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  before(async () => {
    receiver = await startReceiver();
    t = await createTestApp(
      { developers: { ...testConfig().developers, webhookSweepMs: 50 } },
      { listen: true },
    );
    seller = await t.loginAs(DEMO_LOGINS.seller);
  });
  after(async () => {
    await t.close();
    await receiver.close();
  });

  test("cancelling a subscription sends subscription.canceled to the seller's endpoint", async () => {
    const call = (method: 'POST' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: seller, ...(payload ? { payload } : {}) });
    const created = await call('POST', '/api/developer/webhooks', {
      url: receiver.url,
      events: ['subscription.canceled'],
    });
    assert.equal(created.statusCode, 201, created.body);
    const { secret } = created.json<{ secret: string }>();
    const plan = await call('POST', '/api/planos', {
      nome: 'Clube do café',
      description: 'Mensal',
      amount: 4990,
      frequency: 'mensal',
      interval: 1,
      payment_methods: ['credit'],
    });
    const [buyer] = await t.ctx.database.query<{ id: string }>(
      `SELECT id FROM buyers WHERE email = 'customer@pagora.demo'`,
    );
    const subscribed = await call('POST', '/api/assinaturas', {
      plano_id: plan.json<{ dados: { id: string } }>().dados.id,
      customer_id: buyer!.id,
      amount: '49,90',
      data_cobranca: '2030-01-10',
    });
    assert.equal(subscribed.statusCode, 201, subscribed.body);
    const sub = subscribed.json<{ dados: { id: string } }>().dados;
    const cancel = await call('DELETE', `/api/assinaturas/${sub.id}`);
    assert.equal(cancel.statusCode, 200, cancel.body);
    const got = await waitFor(async () => receiver.received[0]);
    const event = new Webhook(secret).verify(got.body, got.headers) as {
      type: string;
      data: { object: { id: string; status: string; amount: number }; sequence: number };
    };
    assert.equal(event.type, 'subscription.canceled');
    assert.deepEqual(
      [event.data.object.id, event.data.object.status, event.data.object.amount, event.data.sequence],
      [sub.id, 'cancelada', 4_990, 1],
    );
  });
});
