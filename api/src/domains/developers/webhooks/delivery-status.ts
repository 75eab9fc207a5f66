import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../../platform/db/client';
import { guardedMove } from '../../../platform/state-machine/machine';
import { webhookDeliveries, type WebhookDeliveryRow } from '../tables';
import { deliveryMachine, type DeliveryEvent } from './delivery-lifecycle';

/** What may change with a delivery's status. */
export type DeliveryChange = Omit<PgUpdateSetSource<typeof webhookDeliveries>, 'status' | 'id'>;

/**
 * The one writer of `outbound_webhook_deliveries.status` (delivery-lifecycle.ts). Moves the
 * deliveries `which` selects by `event` in one guarded UPDATE, each to the status the table gives
 * from its own; a delivery whose status does not allow the event is refused and nothing of it is
 * written. With `lease` (the `lease_until` a sender's claim answered) only a row still leased by
 * that claim moves: an instance whose lease ran out, and was taken by another, writes nothing.
 */
export async function moveDeliveries(
  db: Db,
  which: SQL | undefined,
  event: DeliveryEvent,
  change: DeliveryChange = {},
  lease?: string,
): Promise<Pick<WebhookDeliveryRow, 'id' | 'status'>[]> {
  const move = guardedMove(deliveryMachine, webhookDeliveries.status, event);
  if (!move) return [];
  const stillOurs = lease ? sql`${webhookDeliveries.leaseUntil} = ${lease}::timestamptz` : undefined;
  return db
    .update(webhookDeliveries)
    .set({ ...change, status: sql`${move.status}` })
    .where(and(which, move.allowed, stillOurs))
    .returning({ id: webhookDeliveries.id, status: webhookDeliveries.status });
}

/** `moveDeliveries` for one delivery: its new status, or null when refused (or the lease is gone). */
export async function moveDelivery(
  db: Db,
  id: string,
  event: DeliveryEvent,
  change: DeliveryChange = {},
  lease?: string,
): Promise<WebhookDeliveryRow['status'] | null> {
  const [moved] = await moveDeliveries(db, eq(webhookDeliveries.id, id), event, change, lease);
  return moved?.status ?? null;
}
