import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { Webhook } from 'standardwebhooks';
import { testConfig } from '../../../test/config';
import { cardBody, startPaymentsApp, waitFor } from '../../payments/testing';
import { startReceiver, type Received } from './test-receiver';

type Payments = Awaited<ReturnType<typeof startPaymentsApp>>;
type Receiver = Awaited<ReturnType<typeof startReceiver>>;
type Delivery = {
  id: string;
  eventId: string;
  status: string;
  payload: string;
  tries: { statusCode: number | null }[];
};

describe('signed webhooks: outbox, Standard Webhooks signature, retries, log and replay', () => {
  let p: Payments;
  let apiKey: string;
  const receivers: Receiver[] = [];
  before(async () => {
    p = await startPaymentsApp(
      {},
      {},
      {
        developers: {
          ...testConfig().developers,
          webhookSweepMs: 50,
          webhookRetryDelaysMs: [50, 50, 50],
          webhookTimeoutMs: 5_000,
        },
      },
    );
    apiKey = (
      await p.t.app.inject({
        method: 'POST',
        url: '/api/developer/keys',
        headers: p.seller,
        payload: { name: 'servidor', scopes: ['refunds:write'] },
      })
    ).json().secret;
  });
  after(async () => {
    await p.t.close();
    for (const r of receivers) await r.close();
  });

  /**
   * Each test its own endpoint and receiver, so none depends on another's deliveries or order: an
   * endpoint gets only the events emitted after it was created.
   */
  const newEndpoint = async () => {
    const receiver = await startReceiver();
    receivers.push(receiver);
    const res = await p.t.app.inject({
      method: 'POST',
      url: '/api/developer/webhooks',
      headers: p.seller,
      payload: { url: receiver.url, events: ['payment.paid', 'payment.refunded'], description: 'Loja' },
    });
    assert.equal(res.statusCode, 201, res.body);
    const { id, secret } = res.json<{ id: string; secret: string }>();
    const deliveries = async () =>
      (
        await p.t.app.inject({
          method: 'GET',
          url: `/api/developer/webhooks/${id}/deliveries`,
          headers: p.seller,
        })
      ).json().dados as Delivery[];
    const eventsOf = (type: string) =>
      receiver.received.filter((r) => (JSON.parse(r.body) as { type: string }).type === type);
    return { id, secret, receiver, deliveries, eventsOf };
  };
  const verify = (secret: string, r: Received) =>
    new Webhook(secret).verify(r.body, r.headers) as {
      id: string;
      type: string;
      data: { object: { id: string; amount: number; status: string }; sequence: number };
    };
  const paidCharge = async () => {
    const linkId = await p.newLink({ amount: 80 });
    const res = await p.pay(linkId, cardBody({ installments: 1, installmentValue: 80, totalValue: 80 }));
    assert.equal(res.statusCode, 200, res.body);
    return res.json<{ data: { data: { id: string } } }>().data.data.id;
  };

  test('the secret is whsec_…; a paid charge arrives signed, verifiable with the standardwebhooks library', async () => {
    const { secret, eventsOf } = await newEndpoint();
    assert.match(secret, /^whsec_/);
    const txId = await paidCharge();
    const got = await waitFor(async () => eventsOf('payment.paid').find((r) => r.body.includes(txId)));
    const event = verify(secret, got);
    assert.equal(event.type, 'payment.paid');
    assert.equal(event.data.object.id, txId);
    assert.equal(event.data.object.amount, 8_000);
    assert.equal(event.data.sequence, 1);
    assert.equal(got.headers['webhook-id'], event.id);
    const tampered = { ...got, body: got.body.replace('8000', '1') };
    assert.throws(() => verify(secret, tampered));
  });

  test('a receiver that fails then recovers gets the same webhook-id; the log shows every attempt', async () => {
    const { receiver, deliveries } = await newEndpoint();
    receiver.failNext(500, 503);
    const txId = await paidCharge();
    const mine = () => receiver.received.filter((r) => r.body.includes(txId));
    await waitFor(async () => mine().length >= 3 && mine());
    const ids = new Set(mine().map((r) => r.headers['webhook-id']));
    assert.equal(ids.size, 1);
    const logged = await waitFor(async () =>
      (await deliveries()).find((d) => ids.has(d.eventId) && d.status === 'entregue'),
    );
    assert.deepEqual(
      logged.tries.map((t) => t.statusCode),
      [500, 503, 200],
    );
  });

  test("'Reenviar' sends the same event again; a refund is the object's next event in sequence", async () => {
    const { secret, receiver, deliveries, eventsOf } = await newEndpoint();
    const txId = await paidCharge();
    const delivered = await waitFor(async () =>
      (await deliveries()).find((d) => d.payload.includes(txId) && d.status === 'entregue'),
    );
    const sent = () => receiver.received.filter((r) => r.headers['webhook-id'] === delivered.eventId).length;
    assert.equal(sent(), 1);
    const retry = await p.t.app.inject({
      method: 'POST',
      url: `/api/developer/deliveries/${delivered.id}/retry`,
      headers: p.seller,
    });
    assert.equal(retry.statusCode, 202);
    await waitFor(async () => sent() === 2);
    const refund = await p.t.app.inject({
      method: 'POST',
      url: `/v1/transactions/${txId}/refunds`,
      headers: { authorization: `Bearer ${apiKey}`, 'idempotency-key': `refund-${txId}` },
      payload: { amount: 1_000 },
    });
    assert.equal(refund.statusCode, 201, refund.body);
    const got = await waitFor(async () => eventsOf('payment.refunded').find((r) => r.body.includes(txId)));
    assert.equal(verify(secret, got).data.sequence, 2);
  });

  test("'Reenviar falhas desde…' sends again every delivery that failed since the instant, same id", async () => {
    // Its own receiver: the four failures are this delivery's.
    const { id, receiver, deliveries } = await newEndpoint();
    const since = new Date().toISOString();
    receiver.failNext(500, 500, 500, 500);
    const txId = await paidCharge();
    const mine = async () => (await deliveries()).find((d) => d.payload.includes(txId));
    const failed = await waitFor(async () => {
      const d = await mine();
      return d?.status === 'falhou' && d;
    });
    assert.equal(failed.tries.length, 4);
    const retryFailed = (from: string, headers = p.seller) =>
      p.t.app.inject({
        method: 'POST',
        url: `/api/developer/webhooks/${id}/retry-failed`,
        headers,
        payload: { since: from },
      });
    const later = await retryFailed(new Date(Date.now() + 60_000).toISOString());
    assert.deepEqual(
      [later.statusCode, later.json().message],
      [202, 'Nenhuma entrega falhou desde essa data.'],
    );
    const foreign = await retryFailed(since, await p.t.loginAs('seller2@pagora.demo'));
    assert.equal(foreign.statusCode, 404);
    const res = await retryFailed(since);
    assert.deepEqual(
      [res.statusCode, res.json()],
      [202, { message: '1 entrega colocada na fila de envio.', count: 1 }],
    );
    await waitFor(async () => (await mine())?.status === 'entregue');
    const sent = receiver.received.filter((r) => r.body.includes(txId));
    assert.equal(sent.length, 5);
    assert.equal(new Set(sent.map((r) => r.headers['webhook-id'])).size, 1);
  });

  test('another tenant reads 404; admin reads the log; replaying a foreign delivery is refused', async () => {
    const { id, deliveries } = await newEndpoint();
    const txId = await paidCharge();
    await waitFor(async () => (await deliveries()).some((d) => d.payload.includes(txId)));
    const seller2 = await p.t.loginAs('seller2@pagora.demo');
    const admin = await p.t.loginAs('admin@pagora.demo');
    const url = `/api/developer/webhooks/${id}/deliveries`;
    assert.equal((await p.t.app.inject({ method: 'GET', url, headers: seller2 })).statusCode, 404);
    assert.equal((await p.t.app.inject({ method: 'GET', url, headers: admin })).statusCode, 200);
    const [any] = await deliveries();
    const foreign = await p.t.app.inject({
      method: 'POST',
      url: `/api/developer/deliveries/${any!.id}/retry`,
      headers: seller2,
    });
    assert.equal(foreign.statusCode, 404);
  });

  test('SSRF targets are refused: metadata, private and link-local addresses, other schemes', async () => {
    for (const url of [
      'http://169.254.169.254/latest/meta-data',
      'http://10.0.0.5/hook',
      'http://192.168.1.10/hook',
      'http://[fd00::1]/hook',
      'ftp://example.com/hook',
    ]) {
      const res = await p.t.app.inject({
        method: 'POST',
        url: '/api/developer/webhooks',
        headers: p.seller,
        payload: { url, events: ['payment.paid'] },
      });
      assert.equal(res.statusCode, 400, url);
      assert.match(res.json().message, /URL|endereço/);
    }
  });

  test('during a secret roll both signatures are sent: the old and the new secret verify', async () => {
    const endpoint = await newEndpoint();
    const { receiver } = endpoint;
    const rolled = await p.t.app.inject({
      method: 'POST',
      url: `/api/developer/webhooks/${endpoint.id}/roll-secret`,
      headers: p.seller,
      payload: { overlapHours: 24 },
    });
    assert.equal(rolled.statusCode, 201, rolled.body);
    const { secret } = rolled.json<{ secret: string }>();
    await p.t.app.inject({
      method: 'POST',
      url: `/api/developer/webhooks/${endpoint.id}/test`,
      headers: p.seller,
    });
    const got = await waitFor(async () => receiver.received.find((r) => r.body.includes('webhook.test')));
    assert.equal(got.headers['webhook-signature']!.split(' ').length, 2);
    assert.equal(
      (new Webhook(secret).verify(got.body, got.headers) as { type: string }).type,
      'webhook.test',
    );
    assert.equal(verify(endpoint.secret, got).type, 'webhook.test');
  });

  test("'Enviar evento de teste' reaches the endpoint signed", async () => {
    const endpoint = await newEndpoint();
    const res = await p.t.app.inject({
      method: 'POST',
      url: `/api/developer/webhooks/${endpoint.id}/test`,
      headers: p.seller,
    });
    assert.equal(res.statusCode, 202);
    const got = await waitFor(async () => endpoint.eventsOf('webhook.test').at(-1));
    assert.equal(verify(endpoint.secret, got).type, 'webhook.test');
  });
});
