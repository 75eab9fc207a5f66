import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { createTestApp, DEMO_LOGINS, type TestApp } from '../../test/harness';
import { waitFor } from '../payments/testing';
import { backfillStatement, backfillStatementOnce } from './backfill';

/**
 * The start's statement backfill runs once per database (issue 42, migrations/1796): at 10 M
 * transactions its scan took three minutes, on every start of every instance.
 */
let t: TestApp;
let ana: { id: string; marketplace_id: string };
before(async () => {
  t = await createTestApp();
  const rows = await t.ctx.database.query<{ id: string; marketplace_id: string }>(
    'SELECT id, marketplace_id FROM sellers WHERE email = $1',
    [DEMO_LOGINS.seller],
  );
  ana = rows[0]!;
});
after(() => t.close());

/** A paid sale no posting hook saw (as one paid before the statement existed). */
const unpostedSale = async () => {
  const id = randomUUID();
  await t.ctx.database.query(
    `INSERT INTO transactions (id, seller_id, marketplace_id, status, method, amount_cents, fees_cents, paid_at, provider_id)
     VALUES ($1, $2, $3, 'pago', 'pix', 10000, 99, now(), $4)`,
    [id, ana.id, ana.marketplace_id, `unposted-${id}`],
  );
  return id;
};
const linesOf = async (id: string) =>
  (await t.ctx.database.query('SELECT 1 FROM statement_lines WHERE transaction_id = $1', [id])).length;

test("the start's backfill is recorded; later starts skip the scan, a run by hand still posts", async () => {
  // The start's run (nothing to post on the test's accounts) left its mark.
  await waitFor(async () => {
    const rows = await t.ctx.database.query('SELECT posted FROM statement_backfill_done');
    return rows.length > 0;
  });

  const id = await unpostedSale();
  assert.equal(await backfillStatementOnce(t.ctx), 0, 'a later start does not scan');
  assert.equal(await linesOf(id), 0);
  assert.equal(await backfillStatement(t.ctx), 1, 'run by hand, it finds the sale');
  assert.equal(await linesOf(id), 2, 'venda and taxa_provedor');

  await t.ctx.database.query('DELETE FROM statement_backfill_done');
  const other = await unpostedSale();
  assert.equal(await backfillStatementOnce(t.ctx), 1, 'without the mark, the scan runs and posts');
  assert.equal(await linesOf(other), 2);
  const [again] = await t.ctx.database.query<{ posted: number }>(
    'SELECT posted FROM statement_backfill_done',
  );
  assert.equal(again?.posted, 1);
});
