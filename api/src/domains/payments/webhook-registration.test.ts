import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { startPaymentsApp } from './test-support';

type Env = Awaited<ReturnType<typeof startPaymentsApp>>;
type Registered = { url: string; events: string[]; authorization: string | null };

const registered = async (env: Env) => {
  const items = (await env.zoop('GET', '/webhooks')).json.items as Registered[];
  const engine = items.filter((w) => w.url.includes('/api/webhooks/zoop/'));
  assert.equal(engine.length, 1);
  return engine[0]!;
};
const hookUrl = (env: Env) =>
  `/api/webhooks/zoop/${encodeURIComponent(env.t.ctx.config.payments.webhookSecret)}`;
/** A hint only: the charge is read again, so an unknown id is stored and dropped, never trusted. */
const delivery = (env: Env, headers: Record<string, string> = {}) =>
  env.t.app.inject({
    method: 'POST',
    url: hookUrl(env),
    headers,
    payload: {
      id: randomBytes(16).toString('hex'),
      type: 'transaction.succeeded',
      payload: { object: { id: randomBytes(16).toString('hex'), resource: 'transaction' } },
    },
  });

/** A PIX paid at the sandbox: its webhook, delivered as registered, makes it 'pago'. */
async function paidByWebhook(env: Env): Promise<string | undefined> {
  const linkId = await env.newLink({ amount: '20' });
  const { id } = (await env.pay(linkId, { valor: 20, paymentMethod: 'pix' })).json<{ id: string }>();
  await env.control('POST', `/transactions/${String((await env.tx(id))?.provider_id)}/pay`);
  await env.settle();
  return (await env.tx(id))?.status as string | undefined;
}

test('the registration names every event the product acts on, and none Zoop does not send (issue 36)', async () => {
  const env = await startPaymentsApp();
  try {
    const { events } = await registered(env);
    for (const name of [
      'transaction.succeeded',
      'transaction.failed',
      'transaction.canceled',
      'transaction.reversed',
      'transaction.updated',
      'transaction.disputed',
      'transaction.disputed.succeeded',
      'transaction.charged_back',
      'transfer.created',
      'transfer.confirmed',
      'transfer.delayed',
      'transfer.succeeded',
      'transfer.failed',
      'receivable.created',
      'receivable.paid',
      'seller.activated',
      'seller.denied',
    ])
      assert.ok(events.includes(name), `${name} is registered`);
    for (const name of ['transaction.refunded', 'transfer.canceled'])
      assert.ok(!events.includes(name), `${name} is not registered`);
  } finally {
    await env.t.close();
  }
});

describe('without ZOOP_WEBHOOK_AUTHORIZATION, no Authorization header is asked for', () => {
  let env: Env;
  before(async () => {
    env = await startPaymentsApp({ zoopWebhookAuthorization: undefined });
  });
  after(() => env.t.close());

  test('registered without one; a delivery without the header is taken and processed', async () => {
    assert.equal((await registered(env)).authorization, null);
    assert.equal((await delivery(env)).statusCode, 200);
    assert.equal(await paidByWebhook(env), 'pago');
  });
});

describe('with ZOOP_WEBHOOK_AUTHORIZATION, the header must carry it', () => {
  const secret = `Bearer ${randomBytes(12).toString('hex')}`;
  let env: Env;
  before(async () => {
    env = await startPaymentsApp({ zoopWebhookAuthorization: secret });
  });
  after(() => env.t.close());

  test('registered with it; a delivery without it or with another is 401, with it 200', async () => {
    assert.equal((await registered(env)).authorization, secret);
    assert.equal((await delivery(env)).statusCode, 401);
    assert.equal((await delivery(env, { authorization: 'Bearer other' })).statusCode, 401);
    assert.equal((await delivery(env, { authorization: secret })).statusCode, 200);
    assert.equal(await paidByWebhook(env), 'pago');
  });
});
