import { timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/app-error';
import { uuidParam } from '@pagora/shared/contracts';
import type { ProviderWebhookEvent } from '../gateway';
import { recordCharge } from './status-updates';
import { gateway } from '../gateway';

/**
 * Provider webhooks: store, acknowledge, then process. The event id is inserted under a unique key,
 * so a duplicate (even a concurrent one) is acknowledged and dropped. Processing treats the event
 * as a hint: the charge is read again from the provider and applied forward-only. An event whose
 * processing failed (provider down, process died) is picked up again by the payments job.
 */

const PROVIDER = 'zoop';
const LEASE_SECONDS = 30;
/** A provider that failed to answer: retried with a doubling delay, up to this many attempts. */
const MAX_ATTEMPTS = 8;
/**
 * A charge nobody knows (the provider answers 404, or it is no transaction of ours) is rarely worth
 * more than a look or two: its transaction may not be recorded yet. So: these waits, then given up.
 * A flood of such events must not become a flood of provider reads, so a sweep also takes at most
 * UNKNOWN_CHARGE_PER_SWEEP of them.
 */
const UNKNOWN_CHARGE_RETRY_SECONDS = [30, 120];
export const UNKNOWN_CHARGE_ATTEMPTS = UNKNOWN_CHARGE_RETRY_SECONDS.length + 1;
export const UNKNOWN_CHARGE_PER_SWEEP = 5;
const UNKNOWN = 'unknown_charge';

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
  if (!webhookSecretMatches(secret, ctx.config.payments.webhookSecret)) throw AppError.notFound();
  const event = gateway(ctx).provider.parseWebhook(rawBody, headers);
  const stored = await storeEvent(ctx, event, 'webhook');
  if (!stored) return { eventId: event.eventId, duplicate: true };
  ctx.tasks.run(() => processClaimed(ctx, event.eventId, stored));
  return { eventId: event.eventId, duplicate: false };
}

/**
 * The dedup every event passes, delivered or listed by the lost-event sweep (event-sweep.ts): the
 * event id under a unique key, in webhook_event_keys (the events are partitioned by month, which a
 * key without the date cannot span: migration 1732), written in the same statement as the event.
 * A new event is stored already claimed by this instance (its first attempt): the payer waiting on
 * the socket is not kept waiting for a second statement. Should this process die, the lease ends
 * and the job takes the event. Null for a duplicate.
 */
export async function storeEvent(
  ctx: AppContext,
  event: ProviderWebhookEvent,
  source: 'webhook' | 'sweep',
): Promise<Claim | null> {
  const [stored] = await ctx.database.query<Claim>(
    `WITH first AS (
       INSERT INTO webhook_event_keys (provider, event_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING 1)
     INSERT INTO webhook_events (provider, event_id, type, charge_id, seller_id, transfer_id, lease_until, attempts, source)
     SELECT $1, $2, $3, $4, $5, $6, now() + make_interval(secs => $7), 1, $8 FROM first
     RETURNING charge_id, seller_id, transfer_id, attempts`,
    [
      PROVIDER,
      event.eventId,
      event.type,
      event.chargeId,
      event.sellerId,
      event.transferId,
      LEASE_SECONDS,
      source,
    ],
  );
  return stored ?? null;
}

export type Claim = {
  charge_id: string | null;
  seller_id: string | null;
  transfer_id: string | null;
  attempts: number;
};

/** Processes one stored event unless another worker holds it or it is done. */
export async function processWebhookEvent(ctx: AppContext, eventId: string): Promise<void> {
  const [claim] = await ctx.database.query<Claim>(
    `UPDATE webhook_events SET lease_until = now() + make_interval(secs => $3), attempts = attempts + 1
     WHERE provider = $1 AND event_id = $2 AND processed_at IS NULL AND (lease_until IS NULL OR lease_until < now())
     RETURNING charge_id, seller_id, transfer_id, attempts`,
    [PROVIDER, eventId, LEASE_SECONDS],
  );
  if (claim) await processClaimed(ctx, eventId, claim);
}

/** Whether a stored event is done with (processed, or given up on): the sweep's watermark asks. */
export async function isEventFinished(ctx: AppContext, eventId: string): Promise<boolean> {
  const [row] = await ctx.database.query<{ done: boolean }>(
    'SELECT processed_at IS NOT NULL AS done FROM webhook_events WHERE provider = $1 AND event_id = $2',
    [PROVIDER, eventId],
  );
  return row?.done === true;
}

/** Applies a claimed event; answers whether it is finished (false: left for a later retry). */
export async function processClaimed(ctx: AppContext, eventId: string, claim: Claim): Promise<boolean> {
  const { charge_id: chargeId, seller_id: sellerId, transfer_id: transferId } = claim;
  if (!chargeId && !sellerId && !transferId) return finish(ctx, eventId, 'ignored');
  let outcome: string;
  try {
    outcome = chargeId
      ? await applyProviderCharge(ctx, chargeId)
      : transferId
        ? await gateway(ctx).emit('transfer', { transferId })
        : await applyProviderSeller(ctx, sellerId ?? '');
  } catch (err) {
    if (isUnknownAtProvider(err)) outcome = UNKNOWN;
    else {
      ctx.log.warn({ err, eventId }, 'webhook processing failed; will retry');
      outcome = 'error';
    }
  }
  const retryIn =
    outcome === UNKNOWN
      ? UNKNOWN_CHARGE_RETRY_SECONDS[claim.attempts - 1]
      : outcome === 'error' && claim.attempts < MAX_ATTEMPTS
        ? 2 ** claim.attempts
        : undefined;
  if (retryIn === undefined) return finish(ctx, eventId, outcome);
  // Left for the job, a little later each time; the outcome so far tells the sweep its lane.
  await ctx.database.query(
    `UPDATE webhook_events SET lease_until = now() + make_interval(secs => $3), outcome = $4
     WHERE provider = $1 AND event_id = $2`,
    [PROVIDER, eventId, retryIn, outcome],
  );
  return false;
}

const isUnknownAtProvider = (err: unknown) =>
  err instanceof AppError && err.status === 404 && err.code === 'not_found';

/** A seller's review ended (or changed): read it again and hand the status to the sellers domain. */
async function applyProviderSeller(ctx: AppContext, sellerId: string): Promise<string> {
  const seller = await gateway(ctx).provider.getSeller(sellerId);
  await gateway(ctx).emit('sellerStatus', { idSeller: seller.sellerId, status: seller.status });
  return `seller ${seller.status}`;
}

/** Reads the charge from the provider and applies it to the transaction it belongs to. */
async function applyProviderCharge(ctx: AppContext, chargeId: string): Promise<string> {
  const charge = await gateway(ctx).provider.getCharge(chargeId);
  const reference =
    charge.referenceId && uuidParam.safeParse(charge.referenceId).success ? charge.referenceId : null;
  // By our reference the row is written straight away (its existence is asked only if nothing
  // changed): one statement fewer between the payment and the payer's socket.
  const txId = reference ?? (await rowId(ctx, "provider = 'zoop' AND provider_id = $1", charge.providerId));
  if (!txId) return UNKNOWN;
  const change = await recordCharge(ctx, txId, charge);
  if (!change) {
    if (reference && !(await rowId(ctx, 'id = $1', reference))) return UNKNOWN;
    return `kept (provider says ${charge.status})`;
  }
  return change.previous === change.status
    ? `unchanged ${change.status}`
    : `${change.previous} -> ${change.status}`;
}

async function rowId(ctx: AppContext, where: string, value: string): Promise<string | null> {
  const [row] = await ctx.database.query<{ id: string }>(`SELECT id FROM transactions WHERE ${where}`, [
    value,
  ]);
  return row?.id ?? null;
}

async function finish(ctx: AppContext, eventId: string, outcome: string): Promise<true> {
  await ctx.database.query(
    `UPDATE webhook_events SET processed_at = now(), outcome = $3, lease_until = NULL WHERE provider = $1 AND event_id = $2`,
    [PROVIDER, eventId, outcome],
  );
  return true;
}

/**
 * The job's share: events stored but not processed (crash, provider down, charge not yet known).
 * Charges nobody knew at the last look have their own, smaller lane.
 */
export async function retryPendingWebhooks(ctx: AppContext, limit = 20): Promise<number> {
  const due = `provider = $1 AND processed_at IS NULL AND (lease_until IS NULL OR lease_until < now())
       AND received_at < now() - interval '2 seconds'`;
  const rows = await ctx.database.query<{ event_id: string }>(
    `SELECT event_id FROM (
       (SELECT event_id, received_at FROM webhook_events
        WHERE ${due} AND outcome IS DISTINCT FROM $4 ORDER BY received_at LIMIT $2)
       UNION ALL
       (SELECT event_id, received_at FROM webhook_events
        WHERE ${due} AND outcome = $4 ORDER BY received_at LIMIT $3)
     ) pending ORDER BY received_at LIMIT $2`,
    [PROVIDER, limit, Math.min(limit, UNKNOWN_CHARGE_PER_SWEEP), UNKNOWN],
  );
  for (const row of rows) await processWebhookEvent(ctx, row.event_id);
  return rows.length;
}
