import { timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/app-error';
import { uuidParam } from '@pagora/shared/contracts';
import { recordCharge } from './status-updates';

/**
 * Provider webhooks: store, acknowledge, then process. The event id is inserted under a unique key,
 * so a duplicate (even a concurrent one) is acknowledged and dropped. Processing treats the event
 * as a hint: the charge is read again from the provider and applied forward-only. An event whose
 * processing failed (provider down, process died) is picked up again by the payments job.
 */

const PROVIDER = 'zoop';
const LEASE_SECONDS = 30;
const MAX_ATTEMPTS = 8;

export function webhookSecretMatches(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export async function receiveWebhook(
  ctx: AppContext,
  secret: string,
  rawBody: string,
  headers: Record<string, string | string[] | undefined>,
): Promise<{ eventId: string; duplicate: boolean }> {
  if (!webhookSecretMatches(secret, ctx.payments.config.webhookSecret)) throw AppError.notFound();
  const event = ctx.payments.provider.parseWebhook(rawBody, headers);
  const [stored] = await ctx.database.query(
    `INSERT INTO webhook_events (provider, event_id, type, charge_id) VALUES ($1, $2, $3, $4)
     ON CONFLICT DO NOTHING RETURNING event_id`,
    [PROVIDER, event.eventId, event.type, event.chargeId],
  );
  if (!stored) return { eventId: event.eventId, duplicate: true };
  ctx.payments.background(() => processWebhookEvent(ctx, event.eventId));
  return { eventId: event.eventId, duplicate: false };
}

/** Processes one stored event unless another worker holds it or it is done. */
export async function processWebhookEvent(ctx: AppContext, eventId: string): Promise<void> {
  const [claim] = await ctx.database.query<{ charge_id: string | null; attempts: number }>(
    `UPDATE webhook_events SET lease_until = now() + make_interval(secs => $3), attempts = attempts + 1
     WHERE provider = $1 AND event_id = $2 AND processed_at IS NULL AND (lease_until IS NULL OR lease_until < now())
     RETURNING charge_id, attempts`,
    [PROVIDER, eventId, LEASE_SECONDS],
  );
  if (!claim) return;
  if (!claim.charge_id) return finish(ctx, eventId, 'ignored');
  let outcome: string;
  try {
    outcome = await applyProviderCharge(ctx, claim.charge_id);
  } catch (err) {
    ctx.payments.logger.warn({ err, eventId }, 'webhook processing failed; will retry');
    outcome = 'error';
  }
  if ((outcome === 'error' || outcome === 'unknown_charge') && claim.attempts < MAX_ATTEMPTS) {
    // Leave it for the job, a little later each time.
    await ctx.database.query(
      `UPDATE webhook_events SET lease_until = now() + make_interval(secs => $3) WHERE provider = $1 AND event_id = $2`,
      [PROVIDER, eventId, 2 ** claim.attempts],
    );
    return;
  }
  await finish(ctx, eventId, outcome);
}

/** Reads the charge from the provider and applies it to the transaction it belongs to. */
async function applyProviderCharge(ctx: AppContext, chargeId: string): Promise<string> {
  const charge = await ctx.payments.provider.getCharge(chargeId);
  let txId =
    charge.referenceId && uuidParam.safeParse(charge.referenceId).success ? charge.referenceId : null;
  const [row] = await ctx.database.query<{ id: string }>(
    txId
      ? 'SELECT id FROM transactions WHERE id = $1'
      : "SELECT id FROM transactions WHERE provider = 'zoop' AND provider_id = $1",
    [txId ?? charge.providerId],
  );
  if (!row) return 'unknown_charge';
  txId = row.id;
  const change = await recordCharge(ctx, txId, charge);
  if (!change) return `kept (provider says ${charge.status})`;
  return change.previous === change.status
    ? `unchanged ${change.status}`
    : `${change.previous} -> ${change.status}`;
}

async function finish(ctx: AppContext, eventId: string, outcome: string): Promise<void> {
  await ctx.database.query(
    `UPDATE webhook_events SET processed_at = now(), outcome = $3, lease_until = NULL WHERE provider = $1 AND event_id = $2`,
    [PROVIDER, eventId, outcome],
  );
}

/** The job's share: events stored but not processed (crash, provider down, charge not yet known). */
export async function retryPendingWebhooks(ctx: AppContext, limit = 20): Promise<number> {
  const rows = await ctx.database.query<{ event_id: string }>(
    `SELECT event_id FROM webhook_events
     WHERE provider = $1 AND processed_at IS NULL AND (lease_until IS NULL OR lease_until < now())
       AND received_at < now() - interval '2 seconds'
     ORDER BY received_at LIMIT $2`,
    [PROVIDER, limit],
  );
  for (const row of rows) await processWebhookEvent(ctx, row.event_id);
  return rows.length;
}
