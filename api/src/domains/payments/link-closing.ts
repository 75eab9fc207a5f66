import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import type { Db } from '../../platform/db/client';
import { paymentLinksView } from '../links';
import { refundPayment } from './refund';
import { onTxChange, type TxChange } from './status-hooks';
import { endUnpaid } from './end-unpaid';
import { allRules } from './methods/rules';
import { transactions, type TxMethod } from './tables';
import { isSold, REPLACED_REASON } from './tx-status';

/**
 * A limited link (one payment, or up to a number) is closed by the payments that complete, not by
 * the attempts that are open (issue 35 item 7): an anonymous PIX or boleto never holds it for the
 * payer who really pays. So two payments can complete on a full link at the same moment; the
 * database decides which one came too late, in the transaction that records it (the link's
 * `paid_count` is raised by a trigger under the link row's lock, so concurrent recordings are
 * counted one after the other). That one is marked `link_surplus_at` (and `late_payment`, so a
 * person sees it if the automatic refund fails) and the payments sweep gives the money back.
 */
async function markSurplusPayment(db: Db, change: TxChange): Promise<void> {
  // A dispute won ('em_disputa' -> 'pago') is the same sale, already counted.
  if (change.status !== 'pago' || isSold(change.previous)) return;
  const [row] = await db
    .select({
      latePayment: transactions.latePayment,
      usage: paymentLinksView.usage,
      maxPayments: paymentLinksView.maxPayments,
      paidCount: paymentLinksView.paidCount,
    })
    .from(transactions)
    .innerJoin(paymentLinksView, eq(paymentLinksView.id, transactions.linkId))
    .where(eq(transactions.id, change.transactionId));
  const capacity = row?.usage === 'unico' ? 1 : row?.maxPayments;
  // A code voided earlier and paid anyway is already a late payment: the late-payment rule applies.
  if (!row || capacity == null || row.paidCount <= capacity || row.latePayment) return;
  await db.execute(
    sql`UPDATE transactions SET link_surplus_at = now(), late_payment = true WHERE id = ${change.transactionId}`,
  );
}
onTxChange(markSurplusPayment);

/** Whether the payment `id` was recorded on a link already full (and is being given back). */
export async function isSurplusPayment(ctx: AppContext, id: string): Promise<boolean> {
  const [row] = await ctx.database.query<{ surplus: boolean }>(
    'SELECT link_surplus_at IS NOT NULL AS surplus FROM transactions WHERE id = $1',
    [id],
  );
  return row?.surplus === true;
}

const SURPLUS_REFUND_KEY = 'link-surplus';

/** The methods whose paid charges can go back (a boleto's cannot: its module says so). */
const refundableMethods = () =>
  allRules()
    .filter((r) => r.refund.kind !== 'none')
    .map((r) => r.id);

/** An open attempt a payer may still pay at their bank: each method's own waiting status. */
const awaitingBank = () =>
  allRules().flatMap((r) =>
    r.awaitsBank
      ? [and(eq(transactions.method, r.id as TxMethod), eq(transactions.status, r.awaitsBank.status))]
      : [],
  );

/**
 * Gives back every surplus card or PIX payment not refunded yet (a paid boleto cannot be voided:
 * it stays in the late-payment review). The refund's own key makes two instances, or a retry after
 * a lost answer, refund it once (refund-claim.ts); a refused refund stays for that review too.
 */
export async function refundSurplusPayments(ctx: AppContext, limit = 20): Promise<number> {
  const rows = await ctx.database.query<{ id: string }>(
    `SELECT t.id FROM transactions t
      WHERE t.link_surplus_at IS NOT NULL AND t.refunded_cents = 0 AND t.status = 'pago'
        AND t.method = ANY($3::text[])
        AND NOT EXISTS (SELECT 1 FROM refunds r WHERE r.transaction_id = t.id AND r.idempotency_key = $2)
      ORDER BY t.link_surplus_at LIMIT $1`,
    [limit, SURPLUS_REFUND_KEY, refundableMethods()],
  );
  let refunded = 0;
  for (const { id } of rows) {
    try {
      await refundPayment(ctx, {
        transactionId: id,
        amountCents: undefined,
        idempotencyKey: SURPLUS_REFUND_KEY,
        requestedBy: null,
      });
      refunded += 1;
    } catch (err) {
      ctx.log.error({ err, transactionId: id }, 'payment on a full link not refunded');
    }
  }
  return refunded;
}

const LEASE_SECONDS = 60;

/**
 * Voids the attempts still open on links that are now full: a PIX code another payer was about to
 * pay, a boleto. Each is read at the provider first (paid a moment ago: recorded, and then refunded
 * as surplus), else recorded ended with the payer's page told 'cancelada' and voided there. Rows
 * are leased like the expiry sweep's, so instances never work on the same one. A void that fails
 * leaves the code open at the provider only; a payment that still arrives is a late payment.
 */
export async function voidAttemptsOnFullLinks(ctx: AppContext, limit = 50): Promise<number> {
  const capacity = sql`CASE WHEN ${paymentLinksView.usage} = 'unico' THEN 1 ELSE ${paymentLinksView.maxPayments} END`;
  const candidates = await ctx.db
    .select({ id: transactions.id })
    .from(transactions)
    .innerJoin(paymentLinksView, eq(paymentLinksView.id, transactions.linkId))
    .where(
      and(
        or(...awaitingBank()),
        isNotNull(transactions.providerId),
        sql`${paymentLinksView.paidCount} >= ${capacity}`,
        or(isNull(transactions.expiryLeaseUntil), lt(transactions.expiryLeaseUntil, sql`now()`)),
      ),
    )
    .limit(limit);
  if (candidates.length === 0) return 0;
  // The lease is taken row by row (the condition is checked again under each row's lock), so two
  // instances never void the same attempt.
  const due = await ctx.database.query<{ id: string; provider_id: string }>(
    `UPDATE transactions SET expiry_lease_until = now() + make_interval(secs => $2)
      WHERE id = ANY($1::uuid[]) AND status IN ('pendente_pix', 'pendente') AND provider_id IS NOT NULL
        AND (expiry_lease_until IS NULL OR expiry_lease_until < now())
      RETURNING id, provider_id`,
    [candidates.map((c) => c.id), LEASE_SECONDS],
  );
  for (const row of due) await endUnpaid(ctx, { id: row.id, providerId: row.provider_id }, REPLACED_REASON);
  return due.length;
}

/** Both steps, after a payment closed a link (in the background) and in every payments sweep. */
export async function settleFullLinks(ctx: AppContext): Promise<void> {
  await voidAttemptsOnFullLinks(ctx);
  await refundSurplusPayments(ctx);
}

/** Only the surplus payment `id`, at once: the payer is answered after it is given back. */
export async function refundSurplusNow(ctx: AppContext, id: string): Promise<void> {
  const [row] = await ctx.db
    .select({ id: transactions.id })
    .from(transactions)
    .where(and(eq(transactions.id, id), eq(transactions.status, 'pago')));
  if (!row) return;
  await refundPayment(ctx, {
    transactionId: id,
    amountCents: undefined,
    idempotencyKey: SURPLUS_REFUND_KEY,
    requestedBy: null,
  });
}
