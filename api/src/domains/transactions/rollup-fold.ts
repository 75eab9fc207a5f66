import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { rowsOf } from '../../platform/db/sql-helpers';

export const FOLD_ROLLUPS_JOB = 'transactions-rollups-fold';

/**
 * Every minute: payments only add delta rows to the marketplace and admin rollups (migrations/1800),
 * and every read sums the deltas beside the folded rows, so the fold's pace sets how many deltas a
 * read goes through, never whether its figure is right. A stopped job leaves reads exact and slower.
 */
export const FOLD_ROLLUPS_MS = 60_000;

/**
 * Moves the deltas recorded so far into the folded tables, in one transaction of its own (the
 * function's comment in the migration says why that is safe beside payments and reads). Answers the
 * delta rows moved: 0 also when another instance's fold is running.
 */
export async function foldRollups(db: Db): Promise<number> {
  const res = await db.execute(sql`SELECT fold_tx_monthly_rollups()::int AS moved`);
  return rowsOf<{ moved: number }>(res)[0]?.moved ?? 0;
}
