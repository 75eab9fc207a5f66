import { and, asc, eq, gt, isNotNull, notExists, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import { transactionsView } from '../payments';
import { postSale } from './sale-posting';
import { statementLines } from './tables';

const BATCH = 500;

/**
 * Sales paid before the statement existed (and the demo's) are posted once, at start: as paid on
 * their payment day, then what changed since, on the day of the row's last change. Idempotent
 * through the posting keys: a sale the hooks already posted has lines, so it is not picked again.
 */
export async function backfillStatement(ctx: AppContext): Promise<number> {
  let posted = 0;
  let after: string | null = null;
  for (;;) {
    const due = await ctx.db
      .select({ id: transactionsView.id, updatedAt: transactionsView.updatedAt })
      .from(transactionsView)
      .where(
        and(
          isNotNull(transactionsView.paidAt),
          after ? gt(transactionsView.id, after) : undefined,
          notExists(
            ctx.db
              .select({ one: sql`1` })
              .from(statementLines)
              .where(eq(statementLines.transactionId, transactionsView.id)),
          ),
        ),
      )
      .orderBy(asc(transactionsView.id))
      .limit(BATCH);
    for (const tx of due)
      await ctx.db.transaction((db) => postSale(db, tx.id, { key: 'backfill', at: tx.updatedAt }));
    posted += due.length;
    // In id order: a sale whose figures post nothing (a zero-amount one) is not picked again.
    if (due.length < BATCH) return posted;
    after = due[due.length - 1]!.id;
  }
}

/**
 * The start's backfill, once per database: its first complete run is recorded (migrations/1796)
 * and later starts, of this instance or any other, skip the scan. Instances starting together may
 * each run it; posting is idempotent, so that costs time, never a line twice.
 */
export async function backfillStatementOnce(ctx: AppContext): Promise<number> {
  const done = await ctx.database.query<{ posted: number }>('SELECT posted FROM statement_backfill_done');
  if (done.length > 0) return 0;
  const posted = await backfillStatement(ctx);
  await ctx.database.query(
    'INSERT INTO statement_backfill_done (posted) VALUES ($1) ON CONFLICT (singleton) DO NOTHING',
    [posted],
  );
  return posted;
}
