import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { rowsOf } from '../../platform/db/sql-helpers';

export const FOLD_MARKETPLACE_DAYS_JOB = 'statement-marketplace-days-fold';

/**
 * Every minute: postings only add delta rows (migrations/1790), and a read sums the deltas of its
 * period beside the folded table, so the fold's pace sets how many deltas a read goes through, never
 * whether its figure is right. A stopped job leaves reads exact and slower.
 */
export const FOLD_MARKETPLACE_DAYS_MS = 60_000;

/**
 * Moves the deltas posted so far into statement_marketplace_days, in one transaction of its own (the
 * function's comment in the migration says why that is safe beside postings and reads). Answers the
 * delta rows moved: 0 also when another instance's fold is running.
 */
export async function foldMarketplaceDays(db: Db): Promise<number> {
  const res = await db.execute(sql`SELECT fold_statement_marketplace_days()::int AS moved`);
  return rowsOf<{ moved: number }>(res)[0]?.moved ?? 0;
}
