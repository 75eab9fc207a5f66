import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { guardedMove } from '../../../platform/state-machine/machine';
import { subscriptions, type SubscriptionRow } from '../tables';
import { SUBSCRIPTION_MACHINE, type SubscriptionEvent } from './lifecycle';

/** What may change with a subscription's status. */
export type SubscriptionChange = Partial<Pick<typeof subscriptions.$inferInsert, 'cancelledAt'>>;

/**
 * The one writer of subscription statuses (lifecycle.ts): moves one subscription by `event` in a
 * guarded UPDATE, to the status the table gives from the row's own as it is when written. An event
 * its status does not allow writes nothing, `change` included, and answers null. Answers the
 * moved row and the status it left (a self-loop answers both the same).
 */
export async function moveSubscription(
  db: Db,
  subscriptionId: string,
  event: SubscriptionEvent,
  change: SubscriptionChange = {},
): Promise<{ row: SubscriptionRow; previous: SubscriptionRow['status'] } | null> {
  const move = guardedMove(SUBSCRIPTION_MACHINE, subscriptions.status, event);
  if (!move) return null;
  // Locked first so the status it left is the one the UPDATE moved from.
  const [before] = await db
    .select({ status: subscriptions.status })
    .from(subscriptions)
    .where(eq(subscriptions.id, subscriptionId))
    .for('update');
  if (!before) return null;
  const [row] = await db
    .update(subscriptions)
    .set({ ...change, status: move.status, updatedAt: new Date() })
    .where(and(eq(subscriptions.id, subscriptionId), move.allowed))
    .returning();
  return row ? { row, previous: before.status } : null;
}
