// The Zoop sandbox is a stand-in for Zoop, not part of our payment rules: these tests check that it
// answers as Zoop does (its OpenAPI and the answers recorded against it), so the adapter and the
// engine can be tested over HTTP. Our rules are tested in the domains, against it or the look-alike.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startSandbox, V1 } from './testing';

/**
 * Chargebacks played by control calls (Zoop has no dispute API): `dispute` leaves the ledger as
 * it is, a won dispute is `succeeded` again, a lost one `charged_back` takes the net back; each
 * step sends its event.
 */

let sb: Awaited<ReturnType<typeof startSandbox>>;
let sellerId: string;

before(async () => {
  sb = await startSandbox();
  sellerId = await sb.seller();
});
after(() => sb.close());

const ledger = () => sb.ok('GET', `/_control/sellers/${sellerId}/ledger`);
const eventsOf = async (id: string) =>
  ((await sb.ok('GET', `${V1}/events?limit=100&sort=time-ascending`)).items ?? [])
    .filter((e) => (e.payload as { object: { id: string } }).object.id === id)
    .map((e) => [e.type, (e.payload as { object: { status: string } }).object.status]);

test('a dispute opened and won: the ledger untouched, then succeeded again', async () => {
  const tx = await sb.paidCard(sellerId, 10_000);
  const before = await ledger();
  const opened = await sb.ok('POST', `/_control/transactions/${tx}/dispute`);
  assert.equal(opened.status, 'dispute');
  assert.deepEqual(await ledger(), before);
  const won = await sb.ok('POST', `/_control/transactions/${tx}/dispute/win`);
  assert.equal(won.status, 'succeeded');
  assert.deepEqual(await ledger(), before);
  assert.deepEqual(await eventsOf(tx), [
    ['transaction.succeeded', 'succeeded'],
    ['transaction.disputed', 'dispute'],
    ['transaction.disputed.succeeded', 'succeeded'],
  ]);
});

test('a lost dispute is charged_back and takes the net back like a refund', async () => {
  const before = await ledger();
  const tx = await sb.paidCard(sellerId, 5_000);
  await sb.ok('POST', `/_control/transactions/${tx}/dispute`);
  const lost = await sb.ok('POST', `/_control/transactions/${tx}/dispute/lose`);
  assert.equal(lost.status, 'charged_back');
  assert.deepEqual(await ledger(), before);
  const rec = await sb.ok('GET', `${V1}/sellers/${sellerId}/receivables?limit=100`);
  assert.deepEqual(
    rec.items?.filter((r) => r.transaction === tx).map((r) => r.status),
    ['canceled'],
  );
  assert.deepEqual((await eventsOf(tx)).at(-1), ['transaction.charged_back', 'charged_back']);
  const again = await sb.call('POST', `/_control/transactions/${tx}/dispute/win`);
  assert.equal(again.status, 409);
});

test('a PIX cannot be disputed', async () => {
  const pix = await sb.ok('POST', `${V1}/transactions`, {
    amount: 1000,
    on_behalf_of: sellerId,
    payment_type: 'pix',
  });
  await sb.ok('POST', `/_control/transactions/${String(pix.id)}/pay`);
  assert.equal((await sb.call('POST', `/_control/transactions/${String(pix.id)}/dispute`)).status, 409);
});
