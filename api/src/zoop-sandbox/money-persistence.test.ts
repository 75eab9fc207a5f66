// The Zoop sandbox is a stand-in for Zoop, not part of our payment rules: these tests check that it
// answers as Zoop does (its OpenAPI and the answers recorded against it), so the adapter and the
// engine can be tested over HTTP. Our rules are tested in the domains, against it or the look-alike.
import { STANDARD_FEE_RATES } from '@pagora/shared';
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { migrate } from '../platform/db/migrate';
import { openTestDatabase } from '../test/harness';
import { SandboxPersistence } from './persistence';
import { MID, startSandbox, V1 } from './testing';

/** Issue 38's sandbox state survives a restart: the fee rates, the enabled switch, antecipações. */

const { database, drop } = await openTestDatabase();
after(drop);
await migrate(database);

const persisted = () =>
  startSandbox({ persistence: new SandboxPersistence(MID, { sql: database, durable: true }) });

test('fee rates, the antecipação switch and an antecipação are read back after a restart', async () => {
  const first = await persisted();
  const seller = await first.seller();
  await first.paidCard(seller, 100_000, {
    installment_plan: { mode: 'interest_free', number_installments: 2 },
  });
  const prepayment = await first.ok('POST', `${V1}/prepayments`, {
    customer: seller,
    target_amount: 100_000,
  });
  const rates = { ...STANDARD_FEE_RATES, pixHundredths: 120 };
  await first.ok('POST', '/_control/fee-rates', { rates });
  await first.ok('POST', '/_control/prepayments/enabled', { enabled: false });
  const receivables = (await first.ok('GET', `${V1}/sellers/${seller}/receivables`)).items;
  await first.close();

  const second = await persisted();
  assert.deepEqual((await second.ok('GET', '/_control/fee-rates')).rates, rates);
  const refused = await second.call('GET', `${V1}/prepayments/${String(prepayment.id)}`);
  assert.equal(refused.status, 403);
  await second.ok('POST', '/_control/prepayments/enabled', { enabled: true });
  assert.deepEqual(await second.ok('GET', `${V1}/prepayments/${String(prepayment.id)}`), prepayment);
  assert.deepEqual((await second.ok('GET', `${V1}/sellers/${seller}/receivables`)).items, receivables);
  assert.ok((receivables ?? []).every((r) => r.prepaid === 'true'));
  await second.close();
});

test('two instances on one table serve one sandbox: rates and antecipações set on one are read on the other', async () => {
  const shared = () =>
    startSandbox({
      marketplaceId: MID,
      persistence: new SandboxPersistence(MID, { sql: database, durable: true, shared: true }),
    });
  const [a, b] = [await shared(), await shared()];
  const rates = { ...STANDARD_FEE_RATES, boletoCents: 310 };
  await a.ok('POST', '/_control/fee-rates', { rates });
  assert.deepEqual((await b.ok('GET', '/_control/fee-rates')).rates, rates);
  const seller = await a.seller('52998224725');
  await a.paidCard(seller, 50_000, { installment_plan: { mode: 'interest_free', number_installments: 1 } });
  const asked = await a.ok('POST', `${V1}/prepayments`, { customer: seller, target_amount: 50_000 });
  assert.equal((await b.ok('GET', `${V1}/prepayments/${String(asked.id)}`)).id, asked.id);
  await Promise.all([a.close(), b.close()]);
});
