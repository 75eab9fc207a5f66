import type { Db } from '../../../platform/db/client';
import type { SubscriptionCanceled } from '../../billing';
import { emitWebhookEvent } from './events';

/** The billing hook (registered in register.ts): `subscription.canceled`, in the cancel's transaction. */
export async function subscriptionEvents(db: Db, s: SubscriptionCanceled): Promise<void> {
  await emitWebhookEvent(db, {
    type: 'subscription.canceled',
    marketplaceId: s.marketplaceId,
    sellerId: s.sellerId,
    objectId: s.id,
    object: {
      id: s.id,
      object: 'subscription',
      status: 'cancelada',
      buyerId: s.buyerId,
      amount: s.amountCents,
      currency: 'BRL',
      canceledAt: s.canceledAt.toISOString(),
    },
  });
}
