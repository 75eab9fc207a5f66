import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/harness';
import { planOf } from '../../test/plan';
import { rowsOf } from '../../platform/db/sql-helpers';
import { filterWhere } from './filters';

/**
 * The list's search at scale (issue 42, docs/capacity.md): every arm of its OR is answered by an
 * index on every month's partition, so a search is never ILIKE over each row of the scope. What it
 * finds is list.test.ts's (unchanged); an index leaves no trace in an answer, so the plan is asserted.
 */

// The filter names its columns as transactions.<column>, as in the list's own queries.
const searchPlan = (t: TestApp, q: string) =>
  planOf(t, sql`SELECT id FROM transactions WHERE ${filterWhere({ q })}`);

describe('transactions search uses an index for each arm', () => {
  let t: TestApp;
  let partitions: string[];
  before(async () => {
    t = await createTestApp();
    const res = await t.ctx.db.execute(
      sql`SELECT c.relname FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
           WHERE i.inhparent = 'transactions'::regclass`,
    );
    partitions = rowsOf<{ relname: string }>(res).map((r) => r.relname);
  });
  after(() => t.close());

  for (const q of ['Souza', 'ana@exemplo', '3f2a', 'https://pagora.app/pay/AbC123']) {
    test(`?q=${q}: an index scan on every partition and on the links, no row scanned`, async () => {
      const plan = await searchPlan(t, q);
      assert.doesNotMatch(plan, /Seq Scan/, plan);
      assert.ok(partitions.length >= 2, `partitions: ${partitions.join(', ')}`);
      for (const p of partitions) assert.match(plan, new RegExp(`Bitmap Heap Scan on ${p}\\b`), plan);
      assert.match(plan, /Bitmap Index Scan on payment_links_description_trgm/, plan);
    });
  }
});
