import { and, arrayOverlaps, eq, exists, isNull, or, sql } from 'drizzle-orm';
import type { SentWebhookType, TypedWebhookObject, V1Transaction } from '@pagora/shared/contracts';
import type { Db } from '../../../platform/db/client';
import { transactionsView, type TransactionRow, type TxChange } from '../../payments';
import { subscriptionOfCharge } from '../../billing';
import { netOf, orderOf, splitRulesText } from '../../transactions';
import { v1Order } from '../v1/views';
import { webhookEndpoints } from '../tables';
import { emitWebhookEvent } from './events';

/** A transaction as webhook bodies carry it: the /v1 shape (cents, no CPF, card by last 4). */
type EventTx = Pick<
  TransactionRow,
  | 'id'
  | 'status'
  | 'method'
  | 'amountCents'
  | 'refundedCents'
  | 'feesCents'
  | 'installments'
  | 'linkId'
  | 'sellerId'
  | 'marketplaceId'
  | 'payerName'
  | 'payerEmail'
  | 'cardBrand'
  | 'cardLast4'
  | 'createdAt'
  | 'paidAt'
  | 'subscriptionChargeId'
  | 'quantity'
  | 'unitAmountCents'
  | 'couponCode'
  | 'discountCents'
  | 'customFields'
> & { splitRules: string | null };

export const txObject = (t: EventTx): V1Transaction => ({
  id: t.id,
  object: 'transaction',
  status: t.status,
  method: t.method,
  amount: t.amountCents,
  refundedAmount: t.refundedCents,
  // The one definition of the net (issue 35), the same as /v1, the detail and the CSV.
  netAmount: netOf(t),
  currency: 'BRL',
  installments: t.installments,
  linkId: t.linkId,
  sellerId: t.sellerId,
  customer: { name: t.payerName, email: t.payerEmail },
  card: t.method === 'credit_card' ? { brand: t.cardBrand, last4: t.cardLast4 } : null,
  createdAt: t.createdAt.toISOString(),
  paidAt: t.paidAt?.toISOString() ?? null,
  // What the payer chose (issue 40), as /v1 shows it: a shop ships from the paid event alone.
  order: v1Order(orderOf(t)),
});

/** The types a transaction's change may send: a payment's, or a renewal's charge (never another object's). */
type TxEventType = Extract<
  SentWebhookType,
  `payment.${string}` | 'subscription.charged' | 'subscription.charge_failed'
>;

function typesOf(change: TxChange, renewal: boolean): TxEventType[] {
  if (change.refund) return ['payment.refunded'];
  // Issue 36: a dispute is not a refund. Won, the sale is paid again, but it was paid already:
  // a shop must not ship twice on a second 'payment.paid'.
  if (change.status === 'em_disputa' && change.previous !== 'em_disputa') return ['payment.disputed'];
  if (change.status === 'pago' && change.previous === 'em_disputa') return ['payment.dispute_won'];
  if (change.status === 'chargeback' && change.previous !== 'chargeback') return ['payment.charged_back'];
  if (change.status === 'pago' && change.previous !== 'pago')
    return renewal ? ['payment.paid', 'subscription.charged'] : ['payment.paid'];
  if (change.status === 'falha' || change.status === 'rejeitada')
    return renewal ? ['payment.failed', 'subscription.charge_failed'] : ['payment.failed'];
  if (change.status === 'expirada') return ['payment.expired'];
  if (change.status === 'estornada' && change.previous !== 'estornada') return ['payment.refunded'];
  return [];
}

const tv = transactionsView;

/**
 * The payments hook (registered in register.ts): runs in the transaction that records the change.
 * The transaction is read only when a live endpoint of its seller or marketplace subscribes to a
 * type the change may cause: most sellers have none, and every payment paid on the way to the
 * payer's socket paid a read for nothing, then a lookup of endpoints that found none.
 */
export async function paymentEvents(db: Db, change: TxChange): Promise<void> {
  const possible = [...new Set([...typesOf(change, false), ...typesOf(change, true)])];
  if (possible.length === 0) return;
  const e = webhookEndpoints;
  const subscribed = db
    .select({ one: sql`1` })
    .from(e)
    .where(
      and(
        isNull(e.deletedAt),
        isNull(e.disabledAt),
        arrayOverlaps(e.events, possible),
        or(eq(e.sellerId, tv.sellerId), and(isNull(e.sellerId), eq(e.marketplaceId, tv.marketplaceId))),
      ),
    );
  const [t] = await db
    .select({
      id: tv.id,
      status: tv.status,
      method: tv.method,
      amountCents: tv.amountCents,
      refundedCents: tv.refundedCents,
      feesCents: tv.feesCents,
      splitRules: splitRulesText,
      installments: tv.installments,
      linkId: tv.linkId,
      sellerId: tv.sellerId,
      marketplaceId: tv.marketplaceId,
      payerName: tv.payerName,
      payerEmail: tv.payerEmail,
      cardBrand: tv.cardBrand,
      cardLast4: tv.cardLast4,
      createdAt: tv.createdAt,
      paidAt: tv.paidAt,
      subscriptionChargeId: tv.subscriptionChargeId,
      quantity: tv.quantity,
      unitAmountCents: tv.unitAmountCents,
      couponCode: tv.couponCode,
      discountCents: tv.discountCents,
      customFields: tv.customFields,
    })
    .from(tv)
    .where(and(eq(tv.id, change.transactionId), exists(subscribed)));
  if (!t) return;
  // A renewal's subscription.* events name the subscription the charge bills.
  const subscriptionId = t.subscriptionChargeId
    ? await subscriptionOfCharge(db, t.subscriptionChargeId)
    : null;
  const refund = change.refund ? { id: change.refund.id, amount: change.refund.amountCents } : undefined;
  for (const type of typesOf(change, t.subscriptionChargeId !== null))
    await emitWebhookEvent(db, {
      ...objectOf(type, txObject(t), subscriptionId, refund),
      marketplaceId: t.marketplaceId,
      sellerId: t.sellerId,
      objectId: t.id,
    });
}

/** Each type's object: a renewal's names its subscription, a refund's carries the refund. */
function objectOf(
  type: TxEventType,
  tx: V1Transaction,
  subscriptionId: string | null,
  refund: { id: string; amount: number } | undefined,
): TypedWebhookObject {
  if (type === 'subscription.charged' || type === 'subscription.charge_failed')
    return { type, object: { ...tx, subscriptionId } };
  if (type === 'payment.refunded') return { type, object: refund ? { ...tx, refund } : tx };
  return { type, object: tx };
}
