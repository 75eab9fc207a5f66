import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createTestApp, type TestApp } from '../../test/harness';
import { planOf } from '../../test/plan';
import { disputesQuery } from './disputes';

/**
 * The dashboard's and 'Sacar''s dispute holds at scale (issue 42, migrations/1795): the seller's
 * disputed sales are read from an index of those alone, not from every sale the seller made. What
 * they add up to is disputes.test.ts's; an index leaves no trace in an answer, so the plan is asserted.
 */
let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

test("a seller's disputes are read through the partial index on every partition", async () => {
  const sellerId = t.demo.sellers[0]!.seller.id;
  const plan = await planOf(t, disputesQuery(t.ctx.db, sellerId), { bitmapScans: false });
  assert.doesNotMatch(plan, /seller_id_created_at_idx|Seq Scan/, plan);
  assert.match(
    plan,
    /Index Scan using (transactions_in_dispute_idx|transactions_\w+_seller_id_idx) on/,
    plan,
  );
});
