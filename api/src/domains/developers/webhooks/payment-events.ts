import { eq } from 'drizzle-orm';
import type { V1Transaction } from '@pagora/shared/contracts';
import type { Db } from '../../../platform/db/client';
import { transactionsView, type TransactionRow, type TxChange } from '../../payments';
import { subscriptionOfCharge } from '../../billing';
import { emitWebhookEvent } from './events';

/** A transaction as webhook bodies carry it: the /v1 shape (cents, no CPF, card by last 4). */
export const txObject = (t: TransactionRow): V1Transaction => ({
  id: t.id,
  object: 'transaction',
  status: t.status,
  method: t.method,
  amount: t.amountCents,
  refundedAmount: t.refundedCents,
  netAmount: t.netCents ?? t.amountCents - t.feesCents,
  currency: 'BRL',
  installments: t.installments,
  linkId: t.linkId,
  sellerId: t.sellerId,
  customer: { name: t.payerName, email: t.payerEmail },
  card: t.method === 'credit_card' ? { brand: t.cardBrand, last4: t.cardLast4 } : null,
  createdAt: t.createdAt.toISOString(),
  paidAt: t.paidAt?.toISOString() ?? null,
});

function typesOf(change: TxChange, t: TransactionRow): string[] {
  const renewal = t.subscriptionChargeId !== null;
  if (change.refund) return ['payment.refunded'];
  if (change.status === 'pago' && change.previous !== 'pago')
    return renewal ? ['payment.paid', 'subscription.charged'] : ['payment.paid'];
  if (change.status === 'falha' || change.status === 'rejeitada')
    return renewal ? ['payment.failed', 'subscription.charge_failed'] : ['payment.failed'];
  if (change.status === 'expirada') return ['payment.expired'];
  if (change.status === 'estornada' && change.previous !== 'estornada') return ['payment.refunded'];
  return [];
}

/** The payments hook (registered in register.ts): runs in the transaction that records the change. */
export async function paymentEvents(db: Db, change: TxChange): Promise<void> {
  const [t] = await db.select().from(transactionsView).where(eq(transactionsView.id, change.transactionId));
  if (!t) return;
  // A renewal's subscription.* events name the subscription the charge bills.
  const subscriptionId = t.subscriptionChargeId
    ? await subscriptionOfCharge(db, t.subscriptionChargeId)
    : null;
  for (const type of typesOf(change, t)) {
    const base = type.startsWith('subscription.') ? { ...txObject(t), subscriptionId } : txObject(t);
    const object = change.refund
      ? { ...base, refund: { id: change.refund.id, amount: change.refund.amountCents } }
      : base;
    await emitWebhookEvent(db, {
      type,
      marketplaceId: t.marketplaceId,
      sellerId: t.sellerId,
      objectId: t.id,
      object,
    });
  }
}
