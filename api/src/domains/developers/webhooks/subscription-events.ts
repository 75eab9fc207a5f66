import type { Db } from '../../../platform/db/client';
import type { SubscriptionCanceled } from '../../billing';
import { emitWebhookEvent } from './events';

/**
 * The billing hook (registered in register.ts): `subscription.canceled`, in the transaction that
 * ends it, whether a person cancelled it (`reason: 'cancellation_requested'`, status `cancelada`)
 * or the engine stopped it after its last retry (`reason: 'payment_failed'`, status `inativa`).
 */
export async function subscriptionEvents(db: Db, s: SubscriptionCanceled): Promise<void> {
  await emitWebhookEvent(db, {
    type: 'subscription.canceled',
    marketplaceId: s.marketplaceId,
    sellerId: s.sellerId,
    objectId: s.id,
    object: {
      id: s.id,
      object: 'subscription',
      status: s.status,
      reason: s.reason,
      buyerId: s.buyerId,
      amount: s.amountCents,
      currency: 'BRL',
      canceledAt: s.canceledAt.toISOString(),
    },
  });
}
