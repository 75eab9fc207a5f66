import assert from 'node:assert/strict';
import { setImmediate as tick } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import { SELLER_FIELDS, startEnv, startReceiver } from './test-env';

type Env = Awaited<ReturnType<typeof startEnv>>;
type Receiver = Awaited<ReturnType<typeof startReceiver>>;

// Issue 28 item 3: the sandbox starts every seller `pending` like Zoop; its control call ends the
// review (contract-cards.test.ts), and the demo (`ZOOP_SANDBOX_SELLER_APPROVAL_SECONDS=0`, set by
// `npm start`) approves at once, through the same `seller.activated` Zoop would send.

async function onboard(env: Env, receiver: Receiver, name: string) {
  const reg = await env.zoop('POST', '/webhooks', {
    url: receiver.url,
    method: 'POST',
    event: ['seller.activated', 'seller.denied'],
  });
  assert.equal(reg.status, 201);
  const { sellerId, status } = await env.provider.createSeller({
    type: 'individual',
    firstName: name,
    lastName: 'Souza',
    email: `${name.toLowerCase()}@example.com`,
    taxpayerId: '52998224725',
    ...SELLER_FIELDS,
  });
  return { sellerId, status };
}

describe('Zoop sandbox: a seller’s review', () => {
  let strict: Env;
  let demo: Env;
  let receiver: Receiver;
  before(async () => {
    strict = await startEnv();
    demo = await startEnv({}, { sellerApprovalSeconds: 0 });
    receiver = await startReceiver();
  });
  after(async () => {
    await Promise.all([strict.close(), demo.close(), receiver.close()]);
  });

  it('stays pending by default: only the review control approves', async () => {
    const { sellerId, status } = await onboard(strict, receiver, 'Lia');
    assert.equal(status, 'pending');
    await tick();
    await strict.flushWebhooks();
    assert.equal((await strict.provider.getSeller(sellerId)).status, 'pending');
    assert.equal(receiver.received.length, 0);
  });

  it('the demo approves at once and says so with seller.activated', async () => {
    receiver.received.length = 0;
    const { sellerId, status } = await onboard(demo, receiver, 'Rui');
    assert.equal(status, 'pending', 'created pending, as at Zoop');
    await tick();
    await demo.flushWebhooks();
    assert.equal((await demo.provider.getSeller(sellerId)).status, 'active');
    const events = receiver.received.map((r) => demo.provider.parseWebhook(r.raw, r.headers));
    assert.deepEqual(
      events.map((e) => [e.type, e.sellerId]),
      [['seller.activated', sellerId]],
    );
  });
});
