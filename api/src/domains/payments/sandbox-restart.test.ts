import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { testConfig } from '../../test/config';
import { migrate } from '../../platform/db/migrate';
import { bootAppOn, openTestDatabase } from '../../test/harness';
import { linkApi, validLink } from '../links/testing';
import { UNLIMITED_CHARGES, waitFor } from './test-support';

/**
 * Issue 22 item 5: the embedded sandbox keeps its state in its own table, so an API restart on the
 * same database forgets nothing at the "provider": a PIX created before it can still be paid, and
 * the charges made there can be counted.
 */

const { database, drop } = await openTestDatabase();
after(drop);
await migrate(database);
const config = testConfig({
  webRoot: '/nonexistent',
  payments: { ...testConfig().payments, pixExpirySweepMs: 50, chargeLimits: UNLIMITED_CHARGES },
});

const boot = (seed: boolean) => bootAppOn(database, config, seed);

test('a PIX created before a restart is paid after it; the provider holds exactly one charge', async () => {
  const first = await boot(true);
  const seller = await first.loginAs('seller@pagora.demo');
  const linkId = await linkApi(first).createId(seller, { ...validLink, amount: '42,00' });
  const created = await first.app.inject({
    method: 'POST',
    url: `/api/payment/${linkId}`,
    payload: { valor: 42, paymentMethod: 'pix' },
  });
  assert.equal(created.statusCode, 200, created.body);
  const { id } = created.json<{ id: string }>();
  await first.close();

  const second = await boot(false);
  try {
    const paid = await second.app.inject({ method: 'POST', url: `/api/sandbox/pay/${id}` });
    assert.equal(paid.statusCode, 202, paid.body);
    const status = await waitFor(async () => {
      const [row] = await database.query<{ status: string }>(
        'SELECT status FROM transactions WHERE id = $1',
        [id],
      );
      return row?.status === 'pago' ? row.status : undefined;
    });
    assert.equal(status, 'pago');
    const [atProvider] = await database.query<{ n: number; status: string }>(
      `SELECT count(*)::int AS n, max(data->>'status') AS status FROM zoop_sandbox_records
       WHERE kind = 'transaction' AND reference_id = $1`,
      [id],
    );
    assert.deepEqual(atProvider, { n: 1, status: 'succeeded' });
  } finally {
    await second.close();
  }
});
