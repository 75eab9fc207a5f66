import type { AppContext } from '../../../platform/context';
import { saoPauloToday } from '../schedule';
import { holdLeases } from './attempt-lease';
import { REFUSED_OUTCOMES } from './attempt-lifecycle';
import { billDueCycles } from './bill-cycles';
import { CLAIM_BATCH, claimDueCharges, executeAttempt } from './collect';
import { recoverLostAttempts } from './recover';
import { settleIssuedBoletos } from './settle-boletos';
import { settleReversedPayments } from './settle-reversals';
import { clockFrom, type SweepReport } from './types';

/**
 * The billing engine (docs/billing.md). A sweep bills the cycles that fell due (one charge per
 * subscription and cycle date, unique in the database: bill-cycles.ts), then collects the charges
 * due today (collect.ts). Every attempt row is written, unique per charge and number, BEFORE the
 * provider is called, and its transaction id is the provider's reference: a sweep run twice, by two
 * instances or after a crash, never charges a cycle twice; an attempt whose answer was lost is
 * looked up, not repeated (recover.ts). Every status change asks lifecycle.ts.
 */
export async function runBillingSweep(ctx: AppContext, now: Date = new Date()): Promise<SweepReport> {
  const today = saoPauloToday(now);
  const clock = clockFrom(now);
  const report: SweepReport = {
    opened: 0,
    attempted: 0,
    paid: 0,
    refused: 0,
    recovered: 0,
    settled: 0,
    issued: 0,
    reversed: 0,
  };
  report.recovered = await recoverLostAttempts(ctx, clock);
  report.settled = await settleIssuedBoletos(ctx, clock);
  report.reversed = await settleReversedPayments(ctx, clock);
  report.opened = await billDueCycles(ctx, today);
  for (;;) {
    const claimed = await claimDueCharges(ctx, today, clock);
    if (claimed.length === 0) break;
    // Claimed attempts waiting their turn keep their leases; each one running keeps its own.
    const waiting = holdLeases(ctx, claimed, clock);
    try {
      for (const attempt of claimed) {
        waiting.release(attempt);
        const outcome = await executeAttempt(ctx, attempt, today, undefined, clock);
        report.attempted += 1;
        if (outcome === 'pago') report.paid += 1;
        else if (outcome === 'boleto_emitido') report.issued += 1;
        else if (REFUSED_OUTCOMES.some((o) => o === outcome)) report.refused += 1;
      }
    } finally {
      waiting.stop();
    }
    if (claimed.length < CLAIM_BATCH) break;
  }
  return report;
}

export { clockFrom, type ClaimedAttempt, type Clock, type SweepReport } from './types';
export { executeAttempt } from './collect';
export { nextStatus, statusAllows, transition, type SubscriptionEvent } from './lifecycle';
export { CHARGE_EVENTS, chargeStatusAllows, type ChargeEvent } from './charge-lifecycle';
export { moveCharge, moveCharges } from './charge-status';
export { moveSubscription } from './subscription-status';
