import type { AppContext } from '../../platform/context';
import type { ProviderCharge } from './provider/port';
import { recordCharge, recordFailure } from './status-updates';

/** How long one instance owns a due row; another instance takes over if it died meanwhile. */
const LEASE_SECONDS = 60;

/**
 * Expires PIX charges past their deadline: each due row is leased by exactly one instance
 * (`FOR UPDATE SKIP LOCKED`), read again at the provider (it may have been paid a moment ago),
 * marked `falha` (reason expired) and voided at the provider. A payment that still arrives later
 * goes through the webhook path and is recorded as `pago` with `late_payment`.
 */
export async function expireDuePix(ctx: AppContext, limit = 50): Promise<number> {
  const due = await ctx.database.query<{ id: string; provider_id: string | null }>(
    `UPDATE transactions SET expiry_lease_until = now() + make_interval(secs => $2)
     WHERE id IN (
       SELECT id FROM transactions
       WHERE status = 'pendente_pix' AND expires_at <= now()
         AND (expiry_lease_until IS NULL OR expiry_lease_until < now())
       ORDER BY expires_at LIMIT $1 FOR UPDATE SKIP LOCKED)
     RETURNING id, provider_id`,
    [limit, LEASE_SECONDS],
  );
  for (const row of due) await expireOne(ctx, { id: row.id, providerId: row.provider_id }, 'expired');
  return due.length;
}

/**
 * One due charge, leased by the caller: read again at the provider (paid a moment ago: recorded),
 * else failed with `reason` and voided there. Shared by the PIX and the boleto sweeps.
 */
export async function expireOne(
  ctx: AppContext,
  row: { id: string; providerId: string | null },
  reason: string,
): Promise<void> {
  const { id, providerId } = row;
  const { provider, logger } = ctx.payments;
  let charge: ProviderCharge | null = null;
  try {
    charge = providerId ? await provider.getCharge(providerId) : await provider.findChargeByReference(id);
  } catch (err) {
    logger.warn({ err, transactionId: id }, 'expiry: provider read failed; expiring anyway');
  }
  if (charge && charge.status !== 'pendente_pix' && charge.status !== 'pendente') {
    await recordCharge(ctx, id, charge);
    return;
  }
  await recordFailure(ctx, id, reason, charge?.providerId ?? null);
  if (!charge) return;
  try {
    await recordCharge(ctx, id, await provider.voidCharge(charge.providerId));
  } catch (err) {
    logger.warn({ err, transactionId: id }, 'expiry: void failed; a late payment will be recorded');
  }
}
