import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import type { AppContext } from '../../../platform/context';
import {
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
  webhookEvents,
  type WebhookEndpointRow,
} from '../tables';
import type { Claimed } from './claim';
import { endpointFailed } from './failing';
import { postWebhook } from './send';

/** `v1,<sig>`, and during a secret roll the old secret's too, space-separated (Standard Webhooks). */
function signatures(endpoint: WebhookEndpointRow, msgId: string, body: string, at: Date): string {
  const secrets = [endpoint.secret];
  if (endpoint.previousSecret && endpoint.previousSecretUntil && endpoint.previousSecretUntil > at)
    secrets.push(endpoint.previousSecret);
  return secrets.map((s) => new Webhook(s).sign(msgId, at, body)).join(' ');
}

export type DeliveryHooks = {
  /** Aborts the send when the instance shuts down: the lease is then given back, nothing recorded. */
  signal: AbortSignal;
  /** Told of each failed attempt (the per-endpoint failure series). */
  failed: (endpointId: string) => void;
};

/**
 * Sends one leased delivery signed with the Standard Webhooks scheme and records the attempt. A
 * non-2xx answer waits the next delay of the schedule; past the last it is `falhou` ('Reenviar'
 * sends it again). At-least-once: the same `webhook-id` on every attempt lets a receiver drop
 * duplicates.
 */
export async function deliverOne(ctx: AppContext, row: Claimed, hooks: DeliveryHooks): Promise<void> {
  const [target] = await ctx.db
    .select({ endpoint: webhookEndpoints, payload: webhookEvents.payload })
    .from(webhookEndpoints)
    .innerJoin(webhookEvents, eq(webhookEvents.id, row.event_id))
    .where(eq(webhookEndpoints.id, row.endpoint_id));
  if (!target) return;
  const { endpoint, payload } = target;
  const { mode, webhookTimeoutMs, webhookRetryDelaysMs } = ctx.config.developers;
  const body = JSON.stringify(payload);
  // One instant for the header and the signature: two clock reads could straddle a second.
  const signedAt = new Date();
  const result =
    endpoint.deletedAt || endpoint.disabledAt
      ? { statusCode: null, durationMs: 0, response: 'endpoint desativado' }
      : await postWebhook(
          endpoint.url,
          {
            'webhook-id': row.event_id,
            'webhook-timestamp': String(Math.floor(signedAt.getTime() / 1000)),
            'webhook-signature': signatures(endpoint, row.event_id, body, signedAt),
            'user-agent': 'Pagora-Webhooks/1.0',
          },
          body,
          { mode, timeoutMs: webhookTimeoutMs, signal: hooks.signal },
        );
  if (hooks.signal.aborted) {
    await ctx.db
      .update(webhookDeliveries)
      .set({ leaseUntil: null, attempts: row.attempts - 1 })
      .where(eq(webhookDeliveries.id, row.id));
    return;
  }
  const ok = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
  const delayMs = webhookRetryDelaysMs[row.attempts - 1];
  if (!ok && !endpoint.disabledAt && !endpoint.deletedAt) hooks.failed(endpoint.id);
  const gaveUp =
    !ok && (delayMs === undefined || endpoint.disabledAt !== null || endpoint.deletedAt !== null);
  await ctx.db.transaction(async (db) => {
    await db.insert(webhookAttempts).values({ deliveryId: row.id, ...result });
    await db
      .update(webhookDeliveries)
      .set({
        status: ok ? 'entregue' : gaveUp ? 'falhou' : 'pendente',
        leaseUntil: null,
        lastStatusCode: result.statusCode,
        ...(ok ? { deliveredAt: new Date() } : {}),
        ...(!ok && !gaveUp ? { nextAttemptAt: new Date(Date.now() + (delayMs ?? 0)) } : {}),
      })
      .where(eq(webhookDeliveries.id, row.id));
    if (ok)
      await db
        .update(webhookEndpoints)
        .set({ failingSince: null })
        .where(eq(webhookEndpoints.id, endpoint.id));
    else if (!endpoint.disabledAt && !endpoint.deletedAt) await endpointFailed(ctx, db, endpoint);
  });
}
