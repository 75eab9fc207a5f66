import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { transactions } from './tables';

/**
 * 'Aceitar' on a PIX paid after expiry (the transactions domain's late queue): the money is kept
 * and the payment leaves the queue. A payment already reviewed keeps its first reviewer.
 */
export async function markLatePaymentReviewed(db: Db, id: string, reviewerId: string) {
  const at = new Date();
  await db
    .update(transactions)
    .set({ lateReviewedAt: at, lateReviewedBy: reviewerId, updatedAt: at })
    .where(and(eq(transactions.id, id), isNull(transactions.lateReviewedAt)));
}
