import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { testConfig } from '../../test/config';
import { migrate } from '../../platform/db/migrate';
import { bootAppOn, openTestDatabase, type TestApp } from '../../test/harness';
import { cardSale, idSellerOf, moveClock, readyAccount } from './test-support';

/** The sandbox's money out is stored like its charges: a restart keeps accounts, transfers and the clock. */

const { database, drop } = await openTestDatabase();
after(drop);
await migrate(database);
const config = testConfig({ webRoot: '/nonexistent' });

const boot = (seed: boolean) => bootAppOn(database, config, seed);

test('bank accounts, transfers and the clock outlive a restart of the embedded sandbox', async () => {
  const first = await boot(true);
  const seller = await first.loginAs('seller@pagora.demo');
  const idSeller = await idSellerOf(first, 'seller@pagora.demo');
  await readyAccount(first, seller);
  await cardSale(first, idSeller, 20_000, 2);
  await moveClock(first, seller, 31);
  const payout = await first.app.inject({
    method: 'POST',
    url: '/api/payouts',
    headers: { ...seller, 'idempotency-key': 'before-restart' },
    payload: { amountCents: 1_500 },
  });
  assert.equal(payout.statusCode, 201, payout.body);
  const payoutId = payout.json<{ id: string }>().id;
  const balance = (auth: { authorization: string }, app: TestApp) =>
    app.app.inject({ method: 'GET', url: '/api/balance', headers: auth }).then((r) => r.json<object>());
  const before = await balance(seller, first);
  await first.close();

  const second = await boot(false);
  try {
    const again = await second.loginAs('seller@pagora.demo');
    assert.deepEqual(await balance(again, second), before);
    assert.equal((await second.ctx.gateway.provider.listBankAccounts(idSeller)).length, 1);
    const transfers = await second.ctx.gateway.provider.listTransfers(idSeller, {
      from: '2000-01-01T00:00:00Z',
      to: '2100-01-01T00:00:00Z',
    });
    assert.deepEqual(
      transfers.map((x) => x.amountCents),
      [1_500],
    );
    const [row] = await second.ctx.database.query<{ provider_transfer_id: string }>(
      'SELECT provider_transfer_id FROM payouts WHERE id = $1',
      [payoutId],
    );
    assert.equal(row?.provider_transfer_id, transfers[0]?.transferId);
  } finally {
    await second.close();
  }
});
