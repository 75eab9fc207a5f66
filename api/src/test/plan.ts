import { sql, type SQLWrapper } from 'drizzle-orm';
import { rowsOf } from '../platform/db/sql-helpers';
import type { TestApp } from './harness';

/**
 * The text of `query`'s plan, for the tests that assert an index is used (an index leaves no trace
 * in an answer). Sequential scans are priced out, so a table small enough to scan still shows the
 * index the query can take; `bitmapScans: false` prices those out too, for a plain index scan.
 */
export async function planOf(
  t: TestApp,
  query: SQLWrapper,
  { bitmapScans = true }: { bitmapScans?: boolean } = {},
): Promise<string> {
  return t.ctx.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    if (!bitmapScans) await tx.execute(sql`SET LOCAL enable_bitmapscan = off`);
    const res = await tx.execute(sql`EXPLAIN ${query}`);
    return rowsOf<Record<string, string>>(res)
      .map((r) => Object.values(r)[0])
      .join('\n');
  });
}
