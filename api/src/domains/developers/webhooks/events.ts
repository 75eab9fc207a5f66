import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { rowsOf } from '../../../platform/db/sql-helpers';
import { WEBHOOK_EVENT_OBJECTS, type TypedWebhookObject } from '@pagora/shared/contracts';
import { webhookDeliveries, webhookEndpoints, webhookEventKeys, webhookEvents } from '../tables';

/** Delivered to every instance when the writing transaction commits: it wakes the sender. */
export const WEBHOOK_QUEUED_CHANNEL = 'pagora_webhook_queued';

export type NewWebhookEvent = TypedWebhookObject & {
  marketplaceId: string | null;
  sellerId: string | null;
  /** The object the event is about: its events are numbered 1, 2, 3… so a receiver can order them. */
  objectId: string;
  /** 'Enviar evento de teste': this endpoint only, whatever it subscribed to. */
  onlyEndpointId?: string;
};

/** The endpoints that get an event: the seller's own and its marketplace's, subscribed to the type. */
async function targetsOf(db: Db, e: NewWebhookEvent): Promise<string[]> {
  const live = and(isNull(webhookEndpoints.deletedAt), isNull(webhookEndpoints.disabledAt));
  const where = e.onlyEndpointId
    ? and(live, eq(webhookEndpoints.id, e.onlyEndpointId))
    : and(
        live,
        sql`${e.type} = ANY(${webhookEndpoints.events})`,
        e.sellerId
          ? sql`(${webhookEndpoints.sellerId} = ${e.sellerId} OR (${webhookEndpoints.sellerId} IS NULL AND ${webhookEndpoints.marketplaceId} = ${e.marketplaceId}))`
          : sql`(${webhookEndpoints.sellerId} IS NULL AND ${webhookEndpoints.marketplaceId} = ${e.marketplaceId})`,
      );
  const rows = await db.select({ id: webhookEndpoints.id }).from(webhookEndpoints).where(where);
  return rows.map((r) => r.id);
}

/**
 * Writes the event and one delivery per endpoint inside the caller's transaction (an outbox):
 * nothing is sent for a change that rolls back, and nothing is lost for one that commits. The
 * body is fixed here, so every retry and replay sends the same bytes under the same `webhook-id`.
 * Per object the sequence grows by one: the change that causes it holds the object's row lock, and
 * the (object, sequence) key refuses a number given twice.
 * The object is checked against its type's schema (`@pagora/shared/contracts` webhook-events.ts).
 */
export async function emitWebhookEvent(db: Db, e: NewWebhookEvent): Promise<string | null> {
  // The types make a mismatch unreachable from our code; a value read from the database that its
  // schema refuses fails here, loudly, rather than reaching a shop in a shape we do not document.
  const object = WEBHOOK_EVENT_OBJECTS[e.type].parse(e.object);
  const targets = await targetsOf(db, e);
  if (targets.length === 0) return null;
  // Numbered from the keys (migration 1734: they outlive the events' dropped months), and from the
  // events too while an instance of the previous release may still write events without a key.
  const [next] = rowsOf<{ n: string | number }>(
    await db.execute(
      sql`SELECT greatest(
                (SELECT max(sequence) FROM outbound_webhook_event_keys WHERE object_id = ${e.objectId}),
                (SELECT max(sequence) FROM outbound_webhook_events WHERE object_id = ${e.objectId}),
                0) + 1 AS n`,
    ),
  );
  const id = `msg_${randomBytes(16).toString('base64url')}`;
  const created = new Date();
  const payload = {
    id,
    type: e.type,
    created: created.toISOString(),
    data: { object, sequence: Number(next?.n ?? 1) },
  };
  await db.insert(webhookEventKeys).values({ objectId: e.objectId, sequence: payload.data.sequence });
  await db.insert(webhookEvents).values({
    id,
    type: e.type,
    marketplaceId: e.marketplaceId,
    sellerId: e.sellerId,
    objectId: e.objectId,
    sequence: payload.data.sequence,
    payload,
    createdAt: created,
  });
  await db.insert(webhookDeliveries).values(targets.map((endpointId) => ({ eventId: id, endpointId })));
  await db.execute(sql`SELECT pg_notify(${WEBHOOK_QUEUED_CHANNEL}, '')`);
  return id;
}
