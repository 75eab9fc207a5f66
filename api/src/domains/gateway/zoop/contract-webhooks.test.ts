import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { CARD, startEnv, startReceiver, approved } from './test-env';

type Env = Awaited<ReturnType<typeof startEnv>>;
type Receiver = Awaited<ReturnType<typeof startReceiver>>;
type Delivery = { eventId: string; outcome: string; attempt: number; httpStatus: number | null };

describe('Zoop sandbox webhooks → receiver → adapter.parseWebhook', () => {
  let env: Env;
  let seller: string;
  let receiver: Receiver;
  let failNext = 0;
  before(async () => {
    env = await startEnv({ webhookAuthorization: 'Bearer hook-secret' });
    receiver = await startReceiver(() => (failNext-- > 0 ? 500 : 200));
  });
  after(async () => {
    await env.close();
    await receiver.close();
  });
  beforeEach(async () => {
    await env.control('POST', '/reset');
    receiver.received.length = 0;
    failNext = 0;
    seller = await env.seller();
    const reg = await env.zoop('POST', '/webhooks', {
      url: receiver.url,
      method: 'POST',
      event: ['transaction.succeeded', 'transaction.failed', 'transaction.canceled'],
      authorization: 'Bearer hook-secret',
    });
    assert.equal(reg.status, 201);
  });
  const cardCharge = (referenceId: string) =>
    approved(
      env.provider.chargeCard({
        referenceId,
        amountCents: 990,
        installments: 1,
        sellerId: seller,
        card: { number: '4539003370725497', ...CARD },
        description: 'Webhook',
      }),
    );
  const parsed = () => receiver.received.map((r) => env.provider.parseWebhook(r.raw, r.headers));
  const deliveries = async () => ((await env.flushWebhooks()).json as { deliveries: Delivery[] }).deliveries;
  const paidThenRefundedPix = async () => {
    const c = await env.provider.chargePix({
      referenceId: 'ref-pix',
      amountCents: 700,
      sellerId: seller,
      description: 'p',
      expiresInSeconds: 600,
    });
    await env.control('POST', `/transactions/${c.providerId}/pay`);
    await env.provider.voidCharge(c.providerId);
    return c;
  };

  it('delivers Zoop’s envelope and the adapter normalises it', async () => {
    const c = await cardCharge('ref-wh');
    await deliveries();
    assert.equal(receiver.received.length, 1);
    const body = receiver.received[0]?.body as {
      resource: string;
      payload: { object: { id: string; amount: string; status: string } };
    };
    assert.equal(body.resource, 'event');
    assert.deepEqual(
      [body.payload.object.id, body.payload.object.amount, body.payload.object.status],
      [c.providerId, '9.90', 'succeeded'],
    );
    const [event] = parsed();
    assert.equal(event?.type, 'transaction.succeeded');
    assert.equal(event?.chargeId, c.providerId);
    assert.match(event?.eventId ?? '', /^[0-9a-f]{32}$/);
  });

  it('the adapter refuses a delivery without the registered authorization', () => {
    assert.throws(() => env.provider.parseWebhook('{"id":"x","type":"transaction.succeeded"}', {}), {
      status: 401,
    });
  });

  it('pay then refund of a PIX arrive in order by default', async () => {
    await paidThenRefundedPix();
    await deliveries();
    assert.deepEqual(
      parsed().map((e) => e.type),
      ['transaction.succeeded', 'transaction.canceled'],
    );
  });

  it('fault: delay holds each delivery back', async () => {
    await env.setFaults({ webhooks: { delayMs: 300 } });
    const started = Date.now();
    await cardCharge('ref-delay');
    assert.equal(receiver.received.length, 0);
    await deliveries();
    assert.ok(Date.now() - started >= 300);
    assert.equal(receiver.received.length, 1);
  });

  it('fault: drop loses the next delivery only', async () => {
    await env.setFaults({ webhooks: { dropNext: 1 } });
    await cardCharge('ref-drop-1');
    await cardCharge('ref-drop-2');
    const log = await deliveries();
    assert.deepEqual(
      log.map((d) => d.outcome),
      ['dropped', 'delivered'],
    );
    assert.equal(receiver.received.length, 1);
  });

  it('fault: duplicate sends the same event id twice', async () => {
    await env.setFaults({ webhooks: { duplicate: true } });
    await cardCharge('ref-dup');
    await deliveries();
    const ids = parsed().map((e) => e.eventId);
    assert.equal(ids.length, 2);
    assert.equal(ids[0], ids[1]);
  });

  it('fault: reorder delivers the refund before the payment', async () => {
    await env.setFaults({ webhooks: { reorder: true } });
    const c = await paidThenRefundedPix();
    await deliveries();
    const events = parsed();
    assert.deepEqual(
      events.map((e) => e.type),
      ['transaction.canceled', 'transaction.succeeded'],
    );
    assert.ok(events.every((e) => e.chargeId === c.providerId));
  });

  it('retries a delivery the receiver answered with 500', async () => {
    failNext = 1;
    const attemptsBefore = receiver.attempts();
    await cardCharge('ref-retry');
    const log = await deliveries();
    assert.deepEqual(
      log.map((d) => [d.attempt, d.outcome, d.httpStatus]),
      [
        [1, 'failed', 500],
        [2, 'delivered', 200],
      ],
    );
    assert.equal(receiver.attempts() - attemptsBefore, 2);
    assert.equal(receiver.received.length, 1);
  });
});
