import { eq, sql } from 'drizzle-orm';
import { AppError } from '../../platform/app-error';
import type { AppContext } from '../../platform/context';
import { leaseDue } from '../../platform/db/lease-due';
import { moveRefund } from './refund-machine';
import { recordRefund } from './status-updates';
import { transactions } from './tables';
import { gateway } from '../gateway';

/** A refund attempt still 'pending' after this long lost its request (crash, database failure). */
export const REFUND_RECONCILE_AFTER_SECONDS = 60;
const RECHECK_SECONDS = 30;
/**
 * By then every void we sent has long timed out: an attempt the provider still shows no trace of
 * was never made, and failing it frees its amount again.
 */
const GIVE_UP_SECONDS = 5 * 60;

type OpenRefund = { id: string; transaction_id: string; amount_cents: string; age_seconds: number };

/**
 * Finishes refund attempts left 'pending': reads the charge at the provider and, per transaction,
 * records in order of request the attempts that what the provider has voided covers beyond what
 * we already recorded (a partial void lowers the charge's amount; a full one cancels it). Rows are
 * leased like the charges' (`leaseDue` on `reconcile_after`).
 */
export async function reconcileOpenRefunds(ctx: AppContext, limit = 50): Promise<number> {
  const rows = await leaseDue<OpenRefund>(ctx.db, {
    table: sql`refunds`,
    leaseColumn: sql`reconcile_after`,
    leaseSeconds: RECHECK_SECONDS,
    due: sql`state = 'pending' AND created_at < now() - make_interval(secs => ${REFUND_RECONCILE_AFTER_SECONDS}::int)`,
    orderBy: sql`created_at`,
    limit,
    returning: sql`id, transaction_id, amount_cents::text AS amount_cents,
      extract(epoch FROM now() - created_at)::float8 AS age_seconds`,
  });
  const byTransaction = new Map<string, OpenRefund[]>();
  for (const row of rows)
    byTransaction.set(row.transaction_id, [...(byTransaction.get(row.transaction_id) ?? []), row]);
  let recorded = 0;
  for (const [txId, open] of byTransaction) recorded += await reconcileTransaction(ctx, txId, open);
  return recorded;
}

async function reconcileTransaction(ctx: AppContext, txId: string, open: OpenRefund[]): Promise<number> {
  const [tx] = await ctx.db.select().from(transactions).where(eq(transactions.id, txId)).limit(1);
  if (!tx?.providerId) return 0;
  // A younger attempt may be voiding right now: what the provider shows could be its, so wait.
  const [young] = await ctx.database.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM refunds WHERE transaction_id = $1 AND state = 'pending'
       AND created_at >= now() - make_interval(secs => $2::int)`,
    [txId, REFUND_RECONCILE_AFTER_SECONDS],
  );
  if ((young?.n ?? 0) > 0) return 0;
  let voidedCents: number;
  let raw: unknown;
  try {
    const charge = await gateway(ctx).provider.getCharge(tx.providerId);
    voidedCents = charge.status === 'estornada' ? tx.amountCents : tx.amountCents - charge.amountCents;
    raw = charge.raw;
  } catch (err) {
    if (!(err instanceof AppError && err.code === 'not_found')) {
      ctx.log.warn({ err, transactionId: txId }, 'refund reconciliation: provider read failed');
      return 0;
    }
    voidedCents = 0;
  }
  let unrecorded = voidedCents - tx.refundedCents;
  let recorded = 0;
  for (const refund of open.sort((a, b) => b.age_seconds - a.age_seconds)) {
    const cents = Number(refund.amount_cents);
    if (cents <= unrecorded) {
      if (await recordRefund(ctx, refund.id, raw)) recorded += 1;
      unrecorded -= cents;
    } else if (refund.age_seconds > GIVE_UP_SECONDS) {
      await moveRefund(ctx.db, refund.id, 'not_found_at_provider', { failure: 'not_found_at_provider' });
    }
  }
  return recorded;
}
