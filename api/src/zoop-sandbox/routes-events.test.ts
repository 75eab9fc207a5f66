// The Zoop sandbox is a stand-in for Zoop, not part of our payment rules: these tests check that it
// answers as Zoop does (its OpenAPI and the answers recorded against it), so the adapter and the
// engine can be tested over HTTP. Our rules are tested in the domains, against it or the look-alike.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startSandbox, V1 } from './testing';

/**
 * `GET /events` lists every event, in the envelope the webhooks deliver, delivered or not: that is
 * how Pagora finds an event whose webhook was lost.
 */

let sb: Awaited<ReturnType<typeof startSandbox>>;
let sellerId: string;

before(async () => {
  sb = await startSandbox();
  sellerId = await sb.seller();
  // A webhook nobody answers: every delivery fails.
  await sb.ok('POST', `${V1}/webhooks`, { url: 'http://127.0.0.1:9/hook', event: ['transaction.succeeded'] });
});
after(() => sb.close());

test('events are listed whether delivered or not, in the webhook envelope, paged and sorted', async () => {
  const start = new Date(Date.now() - 1000).toISOString();
  await sb.ok('PUT', '/_control/faults', { webhooks: { dropNext: 1 } });
  const a = await sb.paidCard(sellerId, 1000);
  const b = await sb.paidCard(sellerId, 2000);
  await sb.ok('POST', '/_control/webhooks/flush');
  const list = await sb.ok(
    'GET',
    `${V1}/events?date_range[gte]=${encodeURIComponent(start)}&sort=time-ascending`,
  );
  const ids = list.items?.map((e) => (e.payload as { object: { id: string } }).object.id);
  assert.deepEqual(ids?.slice(-2), [a, b]);
  const event = list.items?.at(-1) ?? {};
  assert.equal(event.resource, 'event');
  assert.equal(event.type, 'transaction.succeeded');
  assert.match(String(event.created_at), /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/);
  assert.equal(typeof event.id, 'string');
  const { deliveries } = await sb.ok('GET', '/_control/webhooks/deliveries');
  assert.ok((deliveries as { outcome: string }[]).every((d) => d.outcome !== 'delivered'));

  const newest = await sb.ok('GET', `${V1}/events?limit=1&sort=time-descending`);
  assert.equal((newest.items?.[0]?.payload as { object: { id: string } }).object.id, b);
  assert.equal(newest.has_more, true);
  const later = await sb.ok('GET', `${V1}/events?date_range[gte]=2999-01-01`);
  assert.equal(later.items?.length, 0);
  assert.equal((await sb.call('GET', `${V1}/events?limit=101`)).status, 400);
});
