import { and, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { subscriptionCharges, type ChargeStatus } from '../tables';
import { guardedMove } from '../../../platform/state-machine/machine';
import { CHARGE_MACHINE, type ChargeEvent } from './charge-lifecycle';

/** What may change with a charge's status. */
export type ChargeChange = Partial<
  Pick<
    typeof subscriptionCharges.$inferInsert,
    'nextAttemptOn' | 'lastFailure' | 'attempts' | 'paidTransactionId'
  >
>;

/**
 * The one writer of charge statuses (charge-lifecycle.ts). Moves the charges `which` selects by
 * `event` in one guarded UPDATE, each to the status the table gives from its own, so a change
 * racing another is decided by the row as it is when written, not as it was read. A charge whose
 * status does not allow the event is refused: nothing of it is written, `change` included.
 * Answers the charges moved, with their new status.
 */
export async function moveCharges(
  db: Db,
  which: SQL,
  event: ChargeEvent,
  change: ChargeChange = {},
): Promise<{ id: string; status: ChargeStatus }[]> {
  const move = guardedMove(CHARGE_MACHINE, subscriptionCharges.status, event);
  if (!move) return [];
  return db
    .update(subscriptionCharges)
    .set({ ...change, status: move.status, updatedAt: new Date() })
    .where(and(which, move.allowed))
    .returning({ id: subscriptionCharges.id, status: subscriptionCharges.status });
}

/** `moveCharges` for one charge: its new status, or null when the table refused the event. */
export async function moveCharge(
  db: Db,
  chargeId: string,
  event: ChargeEvent,
  change: ChargeChange = {},
): Promise<ChargeStatus | null> {
  const [moved] = await moveCharges(db, eq(subscriptionCharges.id, chargeId), event, change);
  return moved?.status ?? null;
}
