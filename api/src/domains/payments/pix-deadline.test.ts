import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import { testConfig } from '../../test/config';
import { zoopSandbox } from '../../zoop-sandbox';
import { startPaymentsApp } from './test-support';

/**
 * Issue 28 item 1: Zoop keeps a PIX code 5 minutes whatever we ask. A sandbox that clamps like
 * that (served on its own port, as Zoop would be) must set the deadline the payer sees.
 */
let zoop: FastifyInstance;
let env: Awaited<ReturnType<typeof startPaymentsApp>>;
before(async () => {
  const { payments } = testConfig();
  zoop = Fastify();
  await zoop.register(zoopSandbox, {
    apiKey: payments.zoopApiKey,
    marketplaceId: payments.zoopMarketplaceId,
    pixExpirySeconds: 300,
    // The test's links name sellers this separate sandbox never onboarded.
    adoptUnknownIds: true,
  });
  const url = await zoop.listen({ port: 0, host: '127.0.0.1' });
  env = await startPaymentsApp({
    zoopApiUrl: url,
    zoopApiKey: payments.zoopApiKey,
    zoopMarketplaceId: payments.zoopMarketplaceId,
    pixExpirySeconds: 900,
  });
});
after(async () => {
  await env.t.close();
  await zoop.close();
});

test("the payer's countdown is the provider's 5-minute deadline, not our 15 minutes", async () => {
  const linkId = await env.newLink();
  const res = await env.pay(linkId, { valor: 150, paymentMethod: 'pix' });
  assert.equal(res.statusCode, 200, res.body);
  const pix = res.json<{ id: string; expiresAt: string; expiresInSeconds: number }>();
  const left = Date.parse(pix.expiresAt) - Date.now();
  assert.ok(left > 290_000 && left <= 300_000, `expires in ${left} ms`);
  assert.ok(pix.expiresInSeconds > 290 && pix.expiresInSeconds <= 300, String(pix.expiresInSeconds));
  // Our expiry job ends it at that same instant.
  const row = await env.tx(pix.id);
  assert.equal(new Date(row?.expires_at as Date).toISOString(), pix.expiresAt);
});
