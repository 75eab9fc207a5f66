import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { checkSaleFee } from '../fees';
import { onTxChange, type TxChange } from './status-hooks';
import { transactions } from './tables';

/**
 * Every sale that becomes 'pago' has its provider fee checked against the marketplace's table
 * (fees domain), inside the transaction that records the status: a divergence and its notices
 * commit with it. A sale back to 'pago' after a dispute finds its check done (one row per sale).
 */
async function checkPaidSaleFee(db: Db, change: TxChange): Promise<void> {
  if (change.status !== 'pago') return;
  const [tx] = await db
    .select({
      sellerId: transactions.sellerId,
      method: transactions.method,
      installments: transactions.installments,
      amountCents: transactions.amountCents,
      feesCents: transactions.feesCents,
      paidAt: transactions.paidAt,
    })
    .from(transactions)
    .where(eq(transactions.id, change.transactionId))
    .limit(1);
  if (!tx) return;
  await checkSaleFee(db, { transactionId: change.transactionId, ...tx, paidAt: tx.paidAt ?? new Date() });
}

/** Called once by `registerPayments`. */
export const watchSaleFees = (): void => onTxChange(checkPaidSaleFee);
