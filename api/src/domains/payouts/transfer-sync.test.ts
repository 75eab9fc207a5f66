import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, DEMO_LOGINS, type TestApp } from '../../test/harness';
import { reconcilePendingPayouts } from './transfer-sync';

/** The payouts sweep claims its due rows through the one lease (platform/db/lease-due.ts). */
describe('payouts sweep', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  it('two sweeps at once take each due payout once, and hold the unanswered ones for verification', async () => {
    const [account] = await t.ctx.database.query<{ id: string }>(
      `INSERT INTO bank_accounts (seller_id, marketplace_id, provider_account_id, holder_name, taxpayer_id,
         bank_code, bank_name, routing_number, account_last4, type, payouts_allowed_from)
       SELECT id, marketplace_id, 'ba-sweep', 'Ana Souza', '52998224725', '341', 'Itaú', '0001', '3456',
              'checking', now()
         FROM sellers WHERE email = $1
       RETURNING id`,
      [DEMO_LOGINS.seller],
    );
    // Sent an hour ago, never answered: what a lost create call leaves.
    await t.ctx.database.query(
      `INSERT INTO payouts (seller_id, marketplace_id, bank_account_id, amount_cents, idempotency_key, sent_at,
         updated_at)
       SELECT seller_id, marketplace_id, id, 1000 + n, 'sweep-' || n, now() - interval '1 hour',
              now() - interval '1 hour'
         FROM bank_accounts, generate_series(1, 6) AS n WHERE id = $1`,
      [account!.id],
    );
    const taken = await Promise.all([reconcilePendingPayouts(t.ctx), reconcilePendingPayouts(t.ctx)]);
    assert.equal(taken[0] + taken[1], 6);
    const statuses = await t.ctx.database.query<{ status: string }>(
      'SELECT status FROM payouts WHERE bank_account_id = $1',
      [account!.id],
    );
    assert.deepEqual(
      statuses.map((s) => s.status),
      Array(6).fill('em_verificacao'),
    );
  });
});
