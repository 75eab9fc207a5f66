// The Zoop sandbox is a stand-in for Zoop, not part of our payment rules: these tests check that it
// answers as Zoop does (its OpenAPI and the answers recorded against it), so the adapter and the
// engine can be tested over HTTP. Our rules are tested in the domains, against it or the look-alike.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startSandbox, V1 } from './testing';

/**
 * PIX as Zoop's OpenAPI v1.1 documents it: `split_rules` like card and boleto, and
 * `pix_expiration_date_time` only zone-less, over 24 h, where the marketplace has it enabled.
 */

const zoneless = (ms: number) => new Date(Date.now() + ms).toISOString().slice(0, 19).replace('T', ' ');
const HOUR = 3_600_000;

let plain: Awaited<ReturnType<typeof startSandbox>>;
let enabled: Awaited<ReturnType<typeof startSandbox>>;

before(async () => {
  plain = await startSandbox();
  enabled = await startSandbox({ pixHonourRequestedExpiry: true });
});
after(async () => {
  await plain.close();
  await enabled.close();
});

const pix = async (sb: typeof plain, extra: Record<string, unknown>) =>
  sb.call('POST', `${V1}/transactions`, {
    amount: 10_000,
    on_behalf_of: await sb.seller(),
    payment_type: 'pix',
    ...extra,
  });

test('a PIX carries its split rules and pays the recipient its share', async () => {
  const seller = await plain.seller('39053344705');
  const partner = await plain.seller('70286372019');
  const tx = await plain.ok('POST', `${V1}/transactions`, {
    amount: 10_000,
    on_behalf_of: seller,
    payment_type: 'pix',
    split_rules: [{ recipient: partner, percentage: 20, liable: true, charge_processing_fee: false }],
  });
  assert.deepEqual(
    (tx.split_rules as { recipient: string; percentage: string }[]).map((r) => [r.recipient, r.percentage]),
    [[partner, '20.00']],
  );
  await plain.ok('POST', `/_control/transactions/${String(tx.id)}/pay`);
  const share = await plain.ok('GET', `/_control/sellers/${partner}/ledger`);
  assert.equal(share.futureCents, 2000);
});

test('without the marketplace setting, any pix_expiration_date_time is refused', async () => {
  const r = await pix(plain, { pix_expiration_date_time: zoneless(48 * HOUR) });
  assert.equal(r.status, 400);
  assert.match(String((r.json.error as { message: string }).message), /pix_expiration_date_time/);
  assert.equal((await pix(plain, {})).status, 201);
});

test('with it: only zone-less and over 24 h; then the PIX expires when asked', async () => {
  const at = zoneless(48 * HOUR);
  const ok = await pix(enabled, { pix_expiration_date_time: at });
  assert.equal(ok.status, 201);
  const expires = (ok.json.payment_method as { expiration_date: string }).expiration_date;
  assert.equal(expires, `${at.replace(' ', 'T')}+00:00`);
  const withZone = new Date(Date.now() + 48 * HOUR).toISOString();
  assert.equal((await pix(enabled, { pix_expiration_date_time: withZone })).status, 400);
  assert.equal((await pix(enabled, { pix_expiration_date_time: zoneless(2 * HOUR) })).status, 400);
});
