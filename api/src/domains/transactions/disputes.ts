import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { transactionsView } from '../payments';
import { onHeldAmounts, type Hold } from '../payouts';
import { disputeFiguresOf, splitRulesText } from './figures';

/**
 * The net of a seller's sales the payer's bank contests (issue 36): not available to withdraw
 * until the dispute is decided. For the payouts domain, which takes it off 'Sacar'
 * (`availableBalanceCents`' `disputedCents`). Few rows are ever in dispute, so the split rules
 * are parsed here rather than summed in SQL.
 */
export async function disputeHolds(db: Db, sellerId: string): Promise<Hold[]> {
  const rows = await disputesQuery(db, sellerId);
  return rows.map((row) => ({
    providerTransactionId: row.providerTransactionId,
    cents: disputeFiguresOf(row).heldCents,
  }));
}

/** The seller's sales in dispute, read by a partial index of those alone (migrations/1795). */
export function disputesQuery(db: Db, sellerId: string) {
  return db
    .select({
      providerTransactionId: transactionsView.providerId,
      status: transactionsView.status,
      amountCents: transactionsView.amountCents,
      feesCents: transactionsView.feesCents,
      refundedCents: transactionsView.refundedCents,
      splitRules: splitRulesText,
    })
    .from(transactionsView)
    .where(and(eq(transactionsView.sellerId, sellerId), eq(transactionsView.status, 'em_disputa')));
}

onHeldAmounts(disputeHolds);
