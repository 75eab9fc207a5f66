// The Zoop sandbox is a stand-in for Zoop, not part of our payment rules: these tests check that it
// answers as Zoop does (its OpenAPI and the answers recorded against it), so the adapter and the
// engine can be tested over HTTP. Our rules are tested in the domains, against it or the look-alike.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { startSandbox, V1 } from './testing';

/**
 * Transfers as the public clients show Zoop's (research §13.5): no `reference_id` kept, so two
 * POSTs are two transfers; statuses created → confirmed → …; lists paged 1-100 and filtered by
 * `date_range` on `created_at`. Receiving policies keep their four fields.
 */

let sb: Awaited<ReturnType<typeof startSandbox>>;
let sellerId: string;
let accountId: string;

before(async () => {
  sb = await startSandbox();
  sellerId = await sb.seller();
  const token = await sb.ok('POST', `${V1}/bank_accounts/tokens`, {
    holder_name: 'Ana Souza',
    taxpayer_id: '12345678909',
    bank_code: '341',
    routing_number: '0001',
    account_number: '12345-6',
    type: 'checking',
  });
  accountId = String(
    (await sb.ok('POST', `${V1}/bank_accounts`, { customer: sellerId, token: token.id })).id,
  );
  const pix = await sb.ok('POST', `${V1}/transactions`, {
    amount: 100_000,
    on_behalf_of: sellerId,
    payment_type: 'pix',
  });
  await sb.ok('POST', `/_control/transactions/${String(pix.id)}/pay`);
  await sb.ok('POST', '/_control/clock', { days: 4 });
});
after(() => sb.close());

const transfer = (amount: number, extra: Record<string, unknown> = {}) =>
  sb.call('POST', `${V1}/bank_accounts/${accountId}/transfers`, { amount, ...extra });

test('the same reference_id twice makes two transfers (Zoop keeps none)', async () => {
  const first = await transfer(100, { reference_id: 'payout-1' });
  const second = await transfer(100, { reference_id: 'payout-1' });
  assert.deepEqual([first.status, second.status], [201, 201]);
  assert.notEqual(first.json.id, second.json.id);
  assert.equal(first.json.status, 'created');
  assert.equal('reference_id' in first.json, false);
});

test('created, then confirmed, then succeeded, each with its event', async () => {
  const t = await transfer(200);
  await sleep(20);
  assert.equal((await sb.ok('GET', `${V1}/transfers/${String(t.json.id)}`)).status, 'confirmed');
  await sb.ok('POST', `/_control/transfers/${String(t.json.id)}/succeed`);
  const events = (await sb.ok('GET', `${V1}/events?limit=100&sort=time-ascending`)).items ?? [];
  const mine = events
    .filter((e) => (e.payload as { object: { id: string } }).object.id === t.json.id)
    .map((e) => e.type);
  assert.deepEqual(mine, ['transfer.created', 'transfer.confirmed', 'transfer.succeeded']);
});

test('transfer lists page by limit/offset with has_more, refuse limit over 100, filter by date', async () => {
  for (let i = 0; i < 3; i += 1) await transfer(10);
  const all = await sb.ok('GET', `${V1}/sellers/${sellerId}/transfers?limit=100`);
  const total = all.items?.length ?? 0;
  assert.ok(total >= 5);
  const page = await sb.ok('GET', `${V1}/sellers/${sellerId}/transfers?limit=2&offset=1`);
  assert.deepEqual([page.items?.length, page.has_more, page.offset], [2, true, 1]);
  const last = await sb.ok('GET', `${V1}/transfers?limit=2&offset=${total - 1}`);
  assert.deepEqual([last.items?.length, last.has_more], [1, false]);
  assert.equal((await sb.call('GET', `${V1}/transfers?limit=101`)).status, 400);
  const created = String(all.items?.[0]?.created_at);
  const future = await sb.ok('GET', `${V1}/transfers?date_range[gte]=2999-01-01`);
  assert.equal(future.items?.length, 0);
  const upTo = await sb.ok('GET', `${V1}/transfers?limit=100&date_range[lte]=${encodeURIComponent(created)}`);
  assert.equal(upTo.items?.length, total);
  const past = await sb.ok('GET', `${V1}/transfers?date_range[lte]=2000-01-01`);
  assert.equal(past.items?.length, 0);
});

test('a weekly receiving policy keeps and answers its four fields', async () => {
  const policy = {
    transfer_interval: 'weekly',
    transfer_day: 'friday',
    transfer_enabled: true,
    minimum_transfer_value: '50.00',
  };
  assert.deepEqual(await sb.ok('POST', `${V1}/sellers/${sellerId}/receiving_policy`, policy), policy);
  assert.deepEqual(await sb.ok('GET', `${V1}/sellers/${sellerId}/receiving_policy`), policy);
  const bad = await sb.call('POST', `${V1}/sellers/${sellerId}/receiving_policy`, {
    ...policy,
    transfer_day: 40,
  });
  assert.equal(bad.status, 400);
});
