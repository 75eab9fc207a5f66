import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import type { AppContext } from '../../../platform/context';
import { webhookAttempts, webhookEndpoints, webhookEvents, type WebhookEndpointRow } from '../tables';
import type { Claimed } from './claim';
import type { DeliveryEvent } from './delivery-lifecycle';
import { moveDelivery, type DeliveryChange } from './delivery-status';
import { endpointFailed } from './failing';
import { postWebhook, type SendResult } from './send';

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
    await moveDelivery(
      ctx.db,
      row.id,
      'send_cut_short',
      { leaseUntil: null, attempts: row.attempts - 1 },
      row.lease,
    );
    return;
  }
  const ok = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
  const off = endpoint.disabledAt !== null || endpoint.deletedAt !== null;
  const delayMs = webhookRetryDelaysMs[row.attempts - 1];
  if (!ok && !off) hooks.failed(endpoint.id);
  const event: DeliveryEvent = ok
    ? 'delivered'
    : off
      ? 'endpoint_disabled'
      : delayMs === undefined
        ? 'given_up'
        : 'retry_scheduled';
  await ctx.db.transaction(async (db) => {
    const moved = await moveDelivery(db, row.id, event, outcomeChange(event, result, delayMs), row.lease);
    if (!moved) {
      // Our lease ran out and another instance took the row: its attempt is the one recorded.
      ctx.log.warn({ delivery: row.id }, 'webhook send outlived its lease: outcome not recorded');
      return;
    }
    await db.insert(webhookAttempts).values({ deliveryId: row.id, ...result });
    if (ok)
      await db
        .update(webhookEndpoints)
        .set({ failingSince: null })
        .where(eq(webhookEndpoints.id, endpoint.id));
    else if (!off) await endpointFailed(ctx, db, endpoint);
  });
}

/** What a send's outcome writes beside the status. */
function outcomeChange(
  event: DeliveryEvent,
  result: SendResult,
  delayMs: number | undefined,
): DeliveryChange {
  const base = { leaseUntil: null, lastStatusCode: result.statusCode };
  if (event === 'delivered') return { ...base, deliveredAt: new Date() };
  if (event === 'retry_scheduled') return { ...base, nextAttemptAt: new Date(Date.now() + (delayMs ?? 0)) };
  return base;
}
