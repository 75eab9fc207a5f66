import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sweepLostEvents } from './event-sweep';
import { startPaymentsApp } from './test-support';

type Env = Awaited<ReturnType<typeof startPaymentsApp>>;
let env: Env;
before(async () => {
  env = await startPaymentsApp();
  // The payments job sweeps on its own once a minute: kept off, so each sweep here is the test's.
  await env.t.ctx.database.query(
    "UPDATE provider_event_watermarks SET last_run_at = now() + interval '1 hour'",
  );
});
after(() => env.t.close());

const PAGE = 2;
const eventListCalls = async () =>
  (
    (await env.control('GET', '/requests')).json as { requests: { method: string; path: string }[] }
  ).requests.filter((r) => r.method === 'GET' && r.path.startsWith('/events')).length;
const sweep = async () => {
  const before = await eventListCalls();
  const report = await sweepLostEvents(env.t.ctx, { force: true, pageSize: PAGE });
  assert.ok(report, 'the sweep ran');
  return { ...report, calls: (await eventListCalls()) - before };
};

/** PIX codes paid at the sandbox whose webhooks were all lost. */
async function paidWithoutWebhook(count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const linkId = await env.newLink({ amount: '15' });
    ids.push((await env.pay(linkId, { valor: 15, paymentMethod: 'pix' })).json<{ id: string }>().id);
  }
  await env.control('PUT', '/faults', { webhooks: { dropNext: count } });
  for (const id of ids)
    await env.control('POST', `/transactions/${String((await env.tx(id))?.provider_id)}/pay`);
  await env.settle();
  await env.control('PUT', '/faults', { webhooks: {} });
  return ids;
}

test('a paid charge whose webhook never came is found by the sweep, a page per call (issue 36)', async () => {
  const ids = await paidWithoutWebhook(3);
  for (const id of ids) assert.equal((await env.tx(id))?.status, 'pendente_pix');

  const first = await sweep();
  for (const id of ids) assert.equal((await env.tx(id))?.status, 'pago');
  assert.ok(first.listed >= 3 && first.fresh >= 3, JSON.stringify(first));
  // One call per page of the event list, never one per charge.
  assert.equal(first.calls, first.pages);
  // Pages of PAGE events (a last full page may be followed by an empty one).
  assert.ok(first.pages >= 2 && first.pages <= Math.ceil(first.listed / PAGE) + 1, JSON.stringify(first));
  const found = await env.t.ctx.database.query<{ source: string; outcome: string }>(
    "SELECT source, outcome FROM webhook_events WHERE type = 'transaction.succeeded' AND source = 'sweep'",
  );
  assert.deepEqual(
    found.map((f) => f.outcome),
    ids.map(() => 'pendente_pix -> pago'),
  );

  // Again: the same events are duplicates, absorbed by the dedup; nothing changes.
  const stored = await env.t.ctx.database.query('SELECT event_id FROM webhook_events');
  const second = await sweep();
  assert.equal(second.fresh, 0, JSON.stringify(second));
  assert.equal(second.calls, second.pages);
  assert.equal((await env.t.ctx.database.query('SELECT event_id FROM webhook_events')).length, stored.length);
});

test('the watermark never passes an event not yet processed', async () => {
  // Every event from here on is younger than `at`.
  const at = new Date().toISOString();
  const [id] = await paidWithoutWebhook(1);
  // The charge cannot be read now (every retry of the read fails): the event is stored for a
  // retry, not done.
  const providerId = String((await env.tx(id!))?.provider_id);
  await env.control('PUT', '/faults', {
    api: { failNext: 50, failStatus: 503, method: 'GET', pathEndsWith: `/transactions/${providerId}` },
  });
  await sweep();
  await env.control('PUT', '/faults', { api: {} });
  assert.equal((await env.tx(id!))?.status, 'pendente_pix');
  const [mark] = await env.t.ctx.database.query<{ held: boolean }>(
    'SELECT since < $1::timestamptz AS held FROM provider_event_watermarks',
    [at],
  );
  assert.equal(mark?.held, true);
});
