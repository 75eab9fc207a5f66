// The Zoop sandbox is a stand-in for Zoop, not part of our payment rules: these tests check that it
// answers as Zoop does (its OpenAPI and the answers recorded against it), so the adapter and the
// engine can be tested over HTTP. Our rules are tested in the domains, against it or the look-alike.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { startSandbox, V1 } from './testing';

/**
 * Boletos answer as real Zoop answered one (recorded-boleto-2020.json, imobanco/zoop-wrapper,
 * copied in part here): the 47-digit linha digitável in `payment_method.barcode`, `captured: true`
 * while pending, `not_paid` until the bank pays. Cancellation is Zoop's own asynchronous call.
 */

// The recorded answer's line (a R$ 30,00 Itaú boleto due 2020-11-20).
const RECORDED_LINE = '34191090651997807893931339210002184450000003000';

/** FEBRABAN, written again here so the test does not check the sandbox with its own code. */
const mod10 = (d: string) => {
  let sum = 0;
  [...d].reverse().forEach((c, i) => {
    const p = Number(c) * (i % 2 === 0 ? 2 : 1);
    sum += p > 9 ? p - 9 : p;
  });
  return (10 - (sum % 10)) % 10;
};
const mod11 = (d: string) => {
  let sum = 0;
  [...d].reverse().forEach((c, i) => (sum += Number(c) * (2 + (i % 8))));
  const dv = 11 - (sum % 11);
  return dv === 0 || dv > 9 ? 1 : dv;
};
/** The 44-digit barcode rebuilt from a line whose three field digits are right; null otherwise. */
function barcodeOf(line: string): string | null {
  if (!/^\d{47}$/.test(line)) return null;
  const fields = [line.slice(0, 10), line.slice(10, 21), line.slice(21, 32)];
  if (fields.some((f) => mod10(f.slice(0, -1)) !== Number(f.at(-1)))) return null;
  const barcode =
    line.slice(0, 4) + line[32] + line.slice(33) + line.slice(4, 9) + line.slice(10, 20) + line.slice(21, 31);
  return mod11(barcode.slice(0, 4) + barcode.slice(5)) === Number(barcode[4]) ? barcode : null;
}

let sb: Awaited<ReturnType<typeof startSandbox>>;
let sellerId: string;
let buyerId: string;
const due = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);

before(async () => {
  sb = await startSandbox({ boletoCancellationDelayMs: 50 });
  sellerId = await sb.seller();
  buyerId = String((await sb.buyer()).json.id);
});
after(() => sb.close());

const boleto = async () =>
  sb.ok('POST', `${V1}/transactions`, {
    amount: 3000,
    on_behalf_of: sellerId,
    customer: buyerId,
    payment_type: 'boleto',
    payment_method: { expiration_date: due },
  });
const pmOf = (tx: Record<string, unknown>) => tx.payment_method as Record<string, unknown>;

test('the checker reads the recorded real line (so it is a fair witness)', () => {
  assert.equal(barcodeOf(RECORDED_LINE)?.length, 44);
  assert.equal(barcodeOf(RECORDED_LINE.replace(/0$/, '1')), null);
});

test('a new boleto answers the linha digitável, captured true, not_paid and no paid_at', async () => {
  const tx = await boleto();
  const pm = pmOf(tx);
  const barcode = barcodeOf(String(pm.barcode));
  assert.ok(barcode, `not a valid 47-digit line: ${String(pm.barcode)}`);
  assert.equal(barcode.slice(9, 19), '0000003000');
  assert.equal(tx.status, 'pending');
  assert.equal(tx.captured, true);
  assert.equal(pm.status, 'not_paid');
  assert.equal(pm.paid_at, null);
  assert.equal(pm.expiration_date, `${due}T00:00:00+00:00`);
});

test('paid by the bank: succeeded, paid_at and a paid history entry', async () => {
  const tx = await boleto();
  await sb.ok('POST', `/_control/transactions/${String(tx.id)}/pay`);
  const paid = await sb.ok('GET', `${V1}/transactions/${String(tx.id)}`);
  assert.equal(paid.status, 'succeeded');
  assert.equal(pmOf(paid).status, 'paid');
  assert.match(String(pmOf(paid).paid_at), /^\d{4}-\d{2}-\d{2}T/);
  const ops = (paid.history as { operation_type: string }[]).map((h) => h.operation_type);
  assert.deepEqual(ops, ['created', 'paid']);
});

test("Zoop's boleto cancellation: 202 Requested, canceled shortly after, with its event", async () => {
  const tx = await boleto();
  const path = `/v1/boletos/cancellation/marketplaces/${V1.split('/')[3]}/transactions/${String(tx.id)}`;
  const asked = await sb.call('POST', path);
  assert.equal(asked.status, 202);
  assert.equal(asked.json.status, 'Requested');
  assert.equal((await sb.ok('GET', `${V1}/transactions/${String(tx.id)}`)).status, 'pending');
  const again = await sb.call('POST', path);
  assert.deepEqual([again.status, again.json.message], [202, 'Cancellation already requested successfully']);
  await sleep(150);
  assert.equal((await sb.ok('GET', `${V1}/transactions/${String(tx.id)}`)).status, 'canceled');
  const events = (await sb.ok('GET', `${V1}/events?sort=time-ascending&limit=100`)).items ?? [];
  const canceled = events.find(
    (e) => e.type === 'transaction.canceled' && (e.payload as { object: { id: string } }).object.id === tx.id,
  );
  assert.ok(canceled, 'transaction.canceled was not emitted');
});

test('a paid boleto cannot be cancelled; an unknown one is not found (422 envelopes)', async () => {
  const tx = await boleto();
  await sb.ok('POST', `/_control/transactions/${String(tx.id)}/pay`);
  const mp = V1.split('/')[3];
  const paid = await sb.call(
    'POST',
    `/v1/boletos/cancellation/marketplaces/${mp}/transactions/${String(tx.id)}`,
  );
  assert.deepEqual(
    [paid.status, paid.json],
    [422, { status: 'REFUSED', message: 'Transaction status is invalid' }],
  );
  const unknown = await sb.call('POST', `/v1/boletos/cancellation/marketplaces/${mp}/transactions/nope`);
  assert.deepEqual([unknown.status, unknown.json.message], [422, 'Transaction not found']);
});
