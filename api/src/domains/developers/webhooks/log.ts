import { and, asc, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import {
  DEVELOPER_MESSAGES as M,
  WEBHOOK_TEST_EVENT,
  type DeliveryStatus,
  type WebhookDelivery,
} from '@pagora/shared/contracts';
import { AppError } from '../../../platform/app-error';
import type { AppContext } from '../../../platform/context';
import type { Principal } from '../../../platform/principal';
import { webhookAttempts, webhookDeliveries, webhookEvents } from '../tables';
import { visibleEndpoint } from './endpoints';
import { moveDeliveries, moveDelivery } from './delivery-status';
import { emitWebhookEvent } from './events';
import { WEBHOOK_QUEUE } from './queue';

/** GET /developer/webhooks/:id/deliveries: newest first, each with every attempt. */
export async function listDeliveries(
  ctx: AppContext,
  who: Principal,
  endpointId: string,
  q: { page: number; pageSize: number; status?: DeliveryStatus | undefined },
) {
  await visibleEndpoint(ctx, who, endpointId, false);
  const where = and(
    eq(webhookDeliveries.endpointId, endpointId),
    q.status ? eq(webhookDeliveries.status, q.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ d: webhookDeliveries, type: webhookEvents.type, payload: webhookEvents.payload })
      .from(webhookDeliveries)
      .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
      .where(where)
      .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    ctx.db.select({ n: count() }).from(webhookDeliveries).where(where),
  ]);
  const ids = rows.map((r) => r.d.id);
  const tries = ids.length
    ? await ctx.db
        .select()
        .from(webhookAttempts)
        .where(inArray(webhookAttempts.deliveryId, ids))
        .orderBy(asc(webhookAttempts.createdAt))
    : [];
  const dados: WebhookDelivery[] = rows.map(({ d, type, payload }) => ({
    id: d.id,
    eventId: d.eventId,
    type,
    status: d.status,
    attempts: tries.filter((a) => a.deliveryId === d.id).length,
    lastStatusCode: d.lastStatusCode,
    createdAt: d.createdAt.toISOString(),
    deliveredAt: d.deliveredAt?.toISOString() ?? null,
    nextAttemptAt: d.status === 'pendente' ? d.nextAttemptAt.toISOString() : null,
    payload: JSON.stringify(payload),
    tries: tries
      .filter((a) => a.deliveryId === d.id)
      .map((a) => ({
        at: a.createdAt.toISOString(),
        statusCode: a.statusCode,
        durationMs: a.durationMs,
        response: a.response,
      })),
  }));
  return { dados, total: total?.n ?? 0, page: q.page, pageSize: q.pageSize };
}

const STILL_QUEUED = 'Esta entrega ainda está na fila de envio: aguarde o resultado antes de reenviar.';

/** Back to the queue now, with a fresh schedule; the event (and its webhook-id) is the same. */
const requeue = { attempts: 0, nextAttemptAt: sql`now()`, leaseUntil: null };

/**
 * 'Reenviar': a delivered or failed delivery of the caller's endpoint (a receiver lost it). One
 * still waiting or in flight is refused with 409: it is already on its way.
 */
export async function retryDelivery(ctx: AppContext, who: Principal, deliveryId: string) {
  const [found] = await ctx.db
    .select({ endpointId: webhookDeliveries.endpointId })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.id, deliveryId));
  if (!found) throw AppError.notFound(M.deliveryNotFound);
  await visibleEndpoint(ctx, who, found.endpointId, true).catch(() => {
    throw AppError.notFound(M.deliveryNotFound);
  });
  if (!(await moveDelivery(ctx.db, deliveryId, 'resent', requeue)))
    throw AppError.conflict(STILL_QUEUED, 'delivery_pending');
  ctx.jobs.kick(WEBHOOK_QUEUE);
  return { message: M.deliveryQueued, count: 1 };
}

/** 'Reenviar falhas desde…': every failed delivery of the endpoint created since `since`. */
export async function retryFailedSince(ctx: AppContext, who: Principal, endpointId: string, since: string) {
  await visibleEndpoint(ctx, who, endpointId, true);
  const rows = await moveDeliveries(
    ctx.db,
    and(eq(webhookDeliveries.endpointId, endpointId), gte(webhookDeliveries.createdAt, new Date(since))),
    'failures_resent',
    requeue,
  );
  ctx.jobs.kick(WEBHOOK_QUEUE);
  return { message: M.failuresQueued(rows.length), count: rows.length };
}

/** 'Enviar evento de teste': a `webhook.test` event to this endpoint only. */
export async function sendTestEvent(ctx: AppContext, who: Principal, endpointId: string) {
  const endpoint = await visibleEndpoint(ctx, who, endpointId, true);
  if (endpoint.disabledAt)
    throw AppError.conflict('Reative o endpoint antes de enviar um teste.', 'endpoint_disabled');
  await ctx.db.transaction((db) =>
    emitWebhookEvent(db, {
      type: WEBHOOK_TEST_EVENT,
      marketplaceId: endpoint.marketplaceId,
      sellerId: endpoint.sellerId,
      objectId: `test:${endpoint.id}`,
      object: { object: 'test', message: 'Evento de teste enviado pelo Pagora.' },
      onlyEndpointId: endpoint.id,
    }),
  );
  return { message: M.testQueued, count: 1 };
}
