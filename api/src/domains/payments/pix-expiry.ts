import { sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import { leaseDue } from '../../platform/db/lease-due';
import type { PaymentProvider, ProviderCharge } from '../gateway';
import { recordCharge, recordFailure } from './status-updates';
import { gateway } from '../gateway';
import { rulesOf } from './methods/rules';

/** How long one instance owns a due row; another instance takes over if it died meanwhile. */
const LEASE_SECONDS = 60;
/**
 * A row whose provider read failed is asked again after this, not after the whole lease: the
 * instance is done with it, and a payment the provider holds reaches the payer's screen sooner.
 */
const RETRY_SECONDS = 10;

/**
 * Expires PIX charges past their deadline: each due row is leased by exactly one instance
 * (`FOR UPDATE SKIP LOCKED`), read again at the provider (it may have been paid a moment ago;
 * nothing is expired unread), marked `expirada` and voided at the provider. A payment that still arrives later
 * goes through the webhook path and is recorded as `pago` with `late_payment`.
 */
export async function expireDuePix(ctx: AppContext, limit = 50): Promise<number> {
  const due = await leaseDue<{ id: string; provider_id: string | null }>(ctx.db, {
    table: sql`transactions`,
    leaseColumn: sql`expiry_lease_until`,
    leaseSeconds: LEASE_SECONDS,
    due: sql`status = 'pendente_pix' AND expires_at <= now()`,
    orderBy: sql`expires_at`,
    limit,
    returning: sql`id, provider_id`,
  });
  for (const row of due) await expireOne(ctx, { id: row.id, providerId: row.provider_id }, 'expired');
  return due.length;
}

/**
 * One due charge, leased by the caller: the provider is asked first, always (an instance may have
 * died between the payer paying and the webhook being recorded: issue 35). Paid there: recorded
 * through the ordinary paid path (receipt, socket push; a payment found after we expired it is
 * flagged late by `applyCharge`). Still open there, or never created there: failed with `reason`
 * and voided. The provider could not be asked (down, or it does not know an id it gave us): left
 * open in this run and looked at again RETRY_SECONDS later. Shared by the PIX and boleto sweeps.
 */
export async function expireOne(
  ctx: AppContext,
  row: { id: string; providerId: string | null },
  reason: string,
): Promise<void> {
  const { id, providerId } = row;
  const { provider } = gateway(ctx);
  const logger = ctx.log;
  let charge: ProviderCharge | null;
  try {
    // By the id it gave us; without one (its answer was lost), by our reference: null there means
    // it never created the charge, so there is nothing anyone could pay.
    charge = providerId ? await provider.getCharge(providerId) : await provider.findChargeByReference(id);
  } catch (err) {
    logger.warn({ err, transactionId: id }, 'expiry: provider not asked; left open until it answers');
    await ctx.database.query(
      `UPDATE transactions SET expiry_lease_until = now() + make_interval(secs => $2) WHERE id = $1`,
      [id, RETRY_SECONDS],
    );
    return;
  }
  if (charge && charge.status !== 'pendente_pix' && charge.status !== 'pendente') {
    await recordCharge(ctx, id, charge);
    return;
  }
  await recordFailure(ctx, id, reason, charge?.providerId ?? null);
  if (!charge) return;
  try {
    await recordCharge(ctx, id, await cancelUnpaid(provider, charge));
  } catch (err) {
    logger.warn({ err, transactionId: id }, 'expiry: void failed; a late payment will be recorded');
  }
}

/**
 * Ends an unpaid charge at the provider: a boleto by Zoop's boleto cancellation (issue 36; it is
 * asynchronous, so the answer may still read pending: the row is already failed, and a status of
 * lower rank changes nothing), anything else by its void. Neither is a refund: no money had come.
 */
export function cancelUnpaid(provider: PaymentProvider, charge: ProviderCharge): Promise<ProviderCharge> {
  const cancel = rulesOf(charge.method)?.cancelUnpaid;
  return cancel ? cancel(provider, charge.providerId) : provider.voidCharge(charge.providerId);
}
