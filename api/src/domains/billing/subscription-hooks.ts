import { eq } from 'drizzle-orm';
import type { SubscriptionStatus } from '@pagora/shared/contracts';
import type { Db } from '../../platform/db/client';
import { inTransactionHooks } from '../../platform/db/in-transaction-hooks';
import { subscriptionCharges } from './tables';

/**
 * A subscription ended, told to other domains inside the transaction that ends it: cancelled by a
 * person (`cancellation_requested`, now `cancelada`), or stopped by the engine after its last
 * retry or a hard decline (`payment_failed`, now `inativa`: the customer may still pay it back).
 */
export type SubscriptionCanceled = {
  id: string;
  status: SubscriptionStatus;
  reason: 'cancellation_requested' | 'payment_failed';
  sellerId: string;
  marketplaceId: string;
  buyerId: string;
  amountCents: number;
  canceledAt: Date;
};

const hooks = inTransactionHooks<SubscriptionCanceled>();

/** Once per process: developers' outgoing webhooks write their outbox rows with the cancel. */
export const onSubscriptionCanceled = hooks.on;
export const runSubscriptionCanceledHooks = hooks.run;

/** The subscription a renewal charge bills, for other domains' events about its transactions. */
export async function subscriptionOfCharge(db: Db, chargeId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: subscriptionCharges.subscriptionId })
    .from(subscriptionCharges)
    .where(eq(subscriptionCharges.id, chargeId));
  return row?.id ?? null;
}
