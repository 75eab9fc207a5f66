import { sql } from 'drizzle-orm';
import type { AppContext } from '../../../platform/context';
import type { Db } from '../../../platform/db/client';
import { rowsOf } from '../../../platform/db/sql-helpers';
import { issueSubscriptionBoleto } from '../../payments';
import { addDays } from '../schedule';
import { enqueueSubscriptionBoleto } from '../subscription-boleto-mail';
import type { AttemptOutcome } from '../tables';
import { applyOutcome } from './apply-outcome';
import { moveAttempt } from './attempt-outcome';
import type { ChargeContext } from './charge-context';
import { moveCharge } from './charge-status';
import type { ClaimedAttempt } from './types';

/**
 * Days after its due date a subscription's boleto is still taken (with the plan's fee and interest);
 * then the payments sweep voids it ('Boleto vencido') and it counts as a refused attempt.
 */
export const SUBSCRIPTION_BOLETO_GRACE_DAYS = 3;

const maxDate = (a: string, b: string) => (a > b ? a : b);

/**
 * The due date of this attempt's boleto: the cycle's date for the first one (issued
 * `issueDaysBefore` days ahead, or at once for a subscription created inside that window); a retry
 * after a boleto expired gets the plan's lead time from today, so the payer always has it.
 */
async function dueDateOf(ctx: AppContext, c: ChargeContext, today: string, issueDays: number) {
  const [row] = rowsOf<{ n: number }>(
    await ctx.db.execute(sql`
      SELECT count(*)::int AS n FROM subscription_charge_attempts
       WHERE charge_id = ${c.charge.id} AND origin = 'engine' AND outcome IN ('recusado', 'recusado_definitivo')`),
  );
  return (row?.n ?? 0) === 0 ? maxDate(c.charge.cycleDate, today) : addDays(today, issueDays);
}

/**
 * One engine attempt at a boleto subscription's charge: its boleto, issued at the provider under the
 * attempt's transaction id (a resumed attempt adopts the one already there: never two per
 * attempt). The attempt's record as issued, the charge's `boleto_issued` and the customer's e-mail
 * commit with the boleto's codes. The attempt then waits for the payer (`boleto_emitido`) and is
 * settled by settle-boletos.ts when its transaction is paid or expires.
 */
export async function runBoletoAttempt(
  ctx: AppContext,
  c: ChargeContext,
  attempt: ClaimedAttempt,
  today: string,
): Promise<AttemptOutcome> {
  const settings = c.boleto!;
  const a = settings.address;
  const dueDate = await dueDateOf(ctx, c, today, settings.issueDaysBefore);
  const outcome = await issueSubscriptionBoleto(ctx, {
    transactionId: attempt.transactionId,
    resumed: attempt.resumed,
    subscriptionChargeId: c.charge.id,
    sellerId: c.sellerId,
    marketplaceId: c.marketplaceId,
    amountCents: c.charge.amountCents,
    description: `Assinatura ${c.planName}`,
    dueDate,
    paymentLimitDate: addDays(dueDate, SUBSCRIPTION_BOLETO_GRACE_DAYS),
    lateFeeHundredths: settings.lateFeeHundredths,
    monthlyInterestHundredths: settings.monthlyInterestHundredths,
    payer: {
      ...c.payer,
      address: {
        street: a.street ?? '',
        number: a.number ?? '',
        complement: a.complement ?? '',
        neighborhood: a.neighborhood ?? '',
        city: a.city ?? '',
        state: (a.state ?? '').toUpperCase(),
        zipCode: a.zipCode ?? '',
      },
    },
    alongside: async (db, codes) => {
      if (!(await markIssued(db, attempt))) return;
      await moveCharge(db, c.charge.id, 'boleto_issued', { nextAttemptOn: null });
      await enqueueSubscriptionBoleto(db, c, {
        transactionId: attempt.transactionId,
        digitableLine: codes.digitableLine,
        dueDate: codes.dueDate || dueDate,
      });
    },
  });
  if (outcome.status === 'emitido') return 'boleto_emitido';
  if (outcome.status === 'pago') return applyOutcome(ctx, c, attempt, { status: 'pago' }, today);
  if (outcome.status === 'indisponivel') return applyOutcome(ctx, c, attempt, outcome, today);
  return applyOutcome(
    ctx,
    c,
    attempt,
    { status: 'recusado', declineReason: outcome.declineReason, message: '' },
    today,
  );
}

/** The attempt leaves flight for the payer: once (a lost run's late answer finds it done). */
async function markIssued(db: Db, attempt: ClaimedAttempt): Promise<boolean> {
  return (await moveAttempt(db, attempt, 'boleto_issued')) !== null;
}
