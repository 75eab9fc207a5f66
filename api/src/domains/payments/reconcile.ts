import { sql } from 'drizzle-orm';
import { AppError } from '../../platform/app-error';
import type { AppContext } from '../../platform/context';
import { leaseDue } from '../../platform/db/lease-due';
import type { ProviderCharge } from '../gateway';
import { DEFAULT_DECLINE_MESSAGE } from '../gateway';
import type { SavedCardOutcome } from './saved-card-charge';
import { recordCharge, recordFailure } from './status-updates';
import { PROVIDER_UNAVAILABLE_REASON } from './tx-machine';
import { isSold, OPEN_STATUSES, sqlList } from './tx-status';
import { gateway } from '../gateway';

/** A charge still open after this long is asked about at the provider (webhooks get lost). */
export const RECONCILE_AFTER_SECONDS = 60;
/**
 * Between two looks at the same open charge, so a long-pending PIX is not read every tick; a boleto,
 * open for days, is looked at as seldom as an unknown outcome (its webhook is the usual path).
 */
const RECHECK_SECONDS = 30;
/** A charge failed as 'provider_unavailable' is looked for this long, every ten minutes. */
const UNKNOWN_WINDOW_SECONDS = 24 * 60 * 60;
const UNKNOWN_RECHECK_SECONDS = 10 * 60;
/**
 * A card charge the provider has never heard of by then was never sent (the process died between
 * our row and the provider call): every provider call we make has long timed out by then, so
 * failing it cannot race a charge in flight.
 */
const CARD_GIVE_UP_SECONDS = 5 * 60;

export type ReconcileReport = { checked: number; settled: number; failed: number };

/**
 * Re-reads at the provider the card charges left `pendente` and the PIX left `pendente_pix` for over
 * a minute — by provider id, or by our reference when the provider id was never stored — and applies
 * what it says. A card charge failed as 'provider_unavailable' is an unknown outcome (the provider
 * may have charged and its answer got lost): it is looked for by reference for a day, and a charge
 * found there is recorded (pago, without the late flag). A PIX paid while its webhook was lost reaches the payer's socket within a sweep
 * instead of at expiry. Rows are leased (`leaseDue` on `reconcile_after`), so several
 * instances split the work; subscription charges are the billing engine's own to recover.
 */
export async function reconcileOpenCharges(ctx: AppContext, limit = 50): Promise<ReconcileReport> {
  const rows = await leaseDue<{
    id: string;
    provider_id: string | null;
    status: string;
    age_seconds: number;
  }>(ctx.db, {
    table: sql`transactions`,
    leaseColumn: sql`reconcile_after`,
    // The outcome unknown and a boleto are looked at seldom; an open card or PIX every 30 s.
    leaseSeconds: sql`CASE WHEN status = 'falha' OR method = 'bank_slip'
        THEN ${UNKNOWN_RECHECK_SECONDS}::int ELSE ${RECHECK_SECONDS}::int END`,
    due: sql`(status IN (${sql.raw(sqlList(OPEN_STATUSES))})
          OR (failure_reason = ${PROVIDER_UNAVAILABLE_REASON}
              AND created_at > now() - make_interval(secs => ${UNKNOWN_WINDOW_SECONDS}::int)))
        AND subscription_charge_id IS NULL AND provider = 'zoop'
        AND created_at < now() - make_interval(secs => ${RECONCILE_AFTER_SECONDS}::int)`,
    orderBy: sql`created_at`,
    limit,
    returning: sql`id, provider_id, status, extract(epoch FROM now() - created_at)::float8 AS age_seconds`,
  });
  const report: ReconcileReport = { checked: rows.length, settled: 0, failed: 0 };
  for (const row of rows) {
    const outcome = await reconcileOne(ctx, row.id, row.provider_id, row.status, row.age_seconds);
    if (outcome === 'settled') report.settled += 1;
    if (outcome === 'failed') report.failed += 1;
  }
  return report;
}

async function reconcileOne(
  ctx: AppContext,
  id: string,
  providerId: string | null,
  status: string,
  ageSeconds: number,
): Promise<'settled' | 'failed' | 'open'> {
  const { provider } = gateway(ctx);
  const logger = ctx.log;
  let charge: ProviderCharge | null;
  try {
    charge = providerId ? await provider.getCharge(providerId) : await provider.findChargeByReference(id);
  } catch (err) {
    // The provider does not know the id we stored: as good as never sent.
    if (err instanceof AppError && err.code === 'not_found') charge = null;
    else {
      logger.warn({ err, transactionId: id }, 'reconciliation: provider read failed; next sweep retries');
      return 'open';
    }
  }
  if (charge) {
    const change = await recordCharge(ctx, id, charge);
    return change && change.status !== change.previous ? 'settled' : 'open';
  }
  // PIX without a provider charge expires through the expiry job; a card charge nobody sent fails.
  if (status === 'pendente' && ageSeconds > CARD_GIVE_UP_SECONDS) {
    return (await recordFailure(ctx, id, 'provider_error')) ? 'failed' : 'open';
  }
  return 'open';
}

/**
 * What our record and the provider say of a subscription attempt's charge whose answer was lost
 * (its instance died): a card outcome, `indisponivel` while it cannot be known yet (the provider
 * down, or a call under this reference could still land), `nunca_enviada` when nothing was or can
 * be charged under it, `desconhecido` when our record and the provider disagree.
 */
export type LostChargeFinding =
  | SavedCardOutcome
  | { status: 'nunca_enviada' }
  | { status: 'desconhecido'; why: 'provider_lost_charge' | 'no_record_of_charge' };

/**
 * Issue 35: our own record is asked first and the provider second, whatever the provider (a
 * sandbox restarted, another instance's sandbox) happens to know. A row recorded paid was paid: no
 * lookup can undo it. A row the provider answered once (it holds its id) that the provider no
 * longer knows is an unknown outcome, never "not charged". The provider's "no charge under this
 * reference" is believed only once every call that could have carried it has timed out
 * (twice ZOOP_TIMEOUT_MS after the row, written before the call): as the adapter's `createOnce`.
 */
export async function findLostCharge(ctx: AppContext, transactionId: string): Promise<LostChargeFinding> {
  const { provider } = gateway(ctx);
  const config = ctx.config.payments;
  const [row] = await ctx.database.query<{ status: string; provider_id: string | null; age_ms: number }>(
    `SELECT status, provider_id, extract(epoch FROM now() - created_at)::float8 * 1000 AS age_ms
       FROM transactions WHERE id = $1`,
    [transactionId],
  );
  if (row && isSold(row.status)) return { status: 'pago' };
  let charge: ProviderCharge | null;
  try {
    charge = row?.provider_id
      ? await provider.getCharge(row.provider_id)
      : await provider.findChargeByReference(transactionId);
  } catch (err) {
    if (!(err instanceof AppError && err.code === 'not_found')) return { status: 'indisponivel' };
    charge = null;
  }
  if (charge) {
    // Written before the provider call: a charge without our row is not one we can settle.
    if (!row) return { status: 'desconhecido', why: 'no_record_of_charge' };
    await recordCharge(ctx, transactionId, charge);
    if (charge.status === 'falha')
      return {
        status: 'recusado',
        declineReason: charge.declineReason ?? 'card_declined',
        message: DEFAULT_DECLINE_MESSAGE,
      };
    // A charge already disputed was paid all the same (issue 36): the attempt is settled.
    const paid = charge.status === 'pago' || charge.status === 'em_disputa' || charge.status === 'chargeback';
    return { status: paid ? 'pago' : 'pendente' };
  }
  if (!row) return { status: 'nunca_enviada' };
  if (row.provider_id) return { status: 'desconhecido', why: 'provider_lost_charge' };
  if (row.age_ms < 2 * config.zoopTimeoutMs) return { status: 'indisponivel' };
  await recordFailure(ctx, transactionId, PROVIDER_UNAVAILABLE_REASON);
  return { status: 'nunca_enviada' };
}
