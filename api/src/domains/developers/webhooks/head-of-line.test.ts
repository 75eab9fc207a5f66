import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { testConfig } from '../../../test/config';
import { createTestApp, DEMO_LOGINS, type TestApp } from '../../../test/harness';
import { waitFor } from '../../payments/testing';
import { startHangingEndpoint, startReceiver } from './test-receiver';

describe("one shop's hanging endpoint does not delay another shop's webhooks", () => {
  let t: TestApp;
  let hanging: Awaited<ReturnType<typeof startHangingEndpoint>>;
  let healthy: Awaited<ReturnType<typeof startReceiver>>;
  before(async () => {
    hanging = await startHangingEndpoint();
    healthy = await startReceiver();
    // The production send timeout (15 s); the sweep as in production, so only kicks move things fast.
    t = await createTestApp({ developers: { ...testConfig().developers, webhookSweepMs: 5_000 } });
  });
  after(async () => {
    await t.close();
    await healthy.close();
    await hanging.close();
  });

  const endpointOf = async (auth: { authorization: string }, url: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/developer/webhooks',
      headers: auth,
      payload: { url, events: ['payment.paid'], description: 'Loja' },
    });
    assert.equal(res.statusCode, 201, res.body);
    return res.json<{ id: string }>().id;
  };
  const sendTest = (auth: { authorization: string }, id: string) =>
    t.app.inject({ method: 'POST', url: `/api/developer/webhooks/${id}/test`, headers: auth });

  test('shop B receives within 2 s while shop A holds 30 deliveries on a hanging endpoint', async () => {
    const shopA = await t.loginAs(DEMO_LOGINS.seller);
    const shopB = await t.loginAs(DEMO_LOGINS.seller2);
    const a = await endpointOf(shopA, hanging.url);
    const b = await endpointOf(shopB, healthy.url);
    for (let i = 0; i < 30; i++) assert.equal((await sendTest(shopA, a)).statusCode, 202);
    await waitFor(async () => hanging.connections() > 0);

    for (let round = 0; round < 3; round++) {
      const queued = Date.now();
      assert.equal((await sendTest(shopB, b)).statusCode, 202);
      await waitFor(async () => healthy.received.length > round, 2_000);
      assert.ok(Date.now() - queued < 2_000, `round ${round}: ${Date.now() - queued} ms`);
    }
    // A's own deliveries wait for its two sends in flight: its slowness stays its own.
    assert.ok(hanging.connections() <= 2, `${hanging.connections()} connections to A`);
  });
});
