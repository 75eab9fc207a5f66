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
