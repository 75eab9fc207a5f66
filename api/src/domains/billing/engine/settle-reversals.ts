import { and, eq, isNotNull } from 'drizzle-orm';
import type { AppContext } from '../../../platform/context';
import type { Db } from '../../../platform/db/client';
import { transactionsView } from '../../payments';
import { saoPauloToday } from '../schedule';
import { chargeAttempts, subscriptionCharges, subscriptions } from '../tables';
import { REVERSED, recordRefused } from './apply-outcome';
import { moveAttempt } from './attempt-outcome';
import { loadChargeContext, type ChargeContext } from './charge-context';
import { moveCharge, moveCharges } from './charge-status';
import { nextStatus } from './lifecycle';
import type { Clock } from './types';

const BATCH = 100;

/**
 * Paid renewals whose payment the provider reversed (Zoop's `reversed`: payments turns the
 * transaction 'pago' → 'falha'): the money never came, so the charge is unpaid again and the
 * reversal counts as a refused attempt. Found from the transaction, as issued boletos are
 * (settle-boletos.ts): the payments' event kicks a sweep, a missed one waits for the timer.
 * Migrations/0980 keeps the lookup to reversed renewals.
 */
export async function settleReversedPayments(ctx: AppContext, clock: Clock): Promise<number> {
  const t = transactionsView;
  const reversed = await ctx.db
    .select({ chargeId: chargeAttempts.chargeId, attemptNo: chargeAttempts.attemptNo, transactionId: t.id })
    .from(t)
    .innerJoin(
      chargeAttempts,
      and(eq(chargeAttempts.chargeId, t.subscriptionChargeId), eq(chargeAttempts.transactionId, t.id)),
    )
    .where(
      and(
        isNotNull(t.subscriptionChargeId),
        eq(t.providerStatus, 'reversed'),
        eq(t.status, 'falha'),
        eq(chargeAttempts.outcome, 'pago'),
      ),
    )
    .limit(BATCH);
  let settled = 0;
  for (const r of reversed) {
    const c = await loadChargeContext(ctx, r.chargeId);
    if (c && (await applyReversal(ctx, c, r, saoPauloToday(clock())))) settled += 1;
  }
  return settled;
}

type Reversed = { chargeId: string; attemptNo: number; transactionId: string };

/**
 * One guarded transaction: the attempt leaves 'pago' once (a replayed reversal, a second sweep or
 * instance finds nothing to do), and the charge reopens only if this attempt is what paid it (a
 * charge paid twice keeps the payment that stands). Then as a refused attempt would: the retry day
 * or given up, the subscription 'vencida' or 'inativa', the customer's notice; the developers'
 * `subscription.charge_failed` is the transaction's own (payments' status hook), not sent twice.
 */
async function applyReversal(ctx: AppContext, c: ChargeContext, r: Reversed, today: string) {
  return ctx.db.transaction(async (tx) => {
    const undone = await moveAttempt(tx, r, 'payment_reversed', REVERSED);
    if (!undone) return false;
    const reopened = await moveCharges(
      tx,
      and(
        eq(subscriptionCharges.id, r.chargeId),
        eq(subscriptionCharges.paidTransactionId, r.transactionId),
      )!,
      'payment_reversed',
      { paidTransactionId: null },
    );
    if (reopened.length === 0) return true;
    const status = await subscriptionStatus(tx, c.subscriptionId);
    // Cancelled: it takes no payment, so nothing is owed; the charge is cancelled as its others were.
    if (status === null || status === 'cancelada') {
      await moveCharge(tx, r.chargeId, 'subscription_cancelled');
      return true;
    }
    // The engine stopped (inativa) retries nothing: the charge is given up, the customer may pay it.
    const engineStopped = nextStatus(status, 'charge_refused') === null;
    await recordRefused(ctx, tx, c, engineStopped ? 'recusado_definitivo' : 'recusado', REVERSED, today);
    return true;
  });
}

async function subscriptionStatus(tx: Db, subscriptionId: string) {
  const [s] = await tx
    .select({ status: subscriptions.status })
    .from(subscriptions)
    .where(eq(subscriptions.id, subscriptionId))
    .for('update');
  return s?.status ?? null;
}
