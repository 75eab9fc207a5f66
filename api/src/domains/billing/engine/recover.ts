import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../../platform/context';
import { settleLostAttempt } from '../../payments';
import { saoPauloToday } from '../schedule';
import { chargeAttempts } from '../tables';
import { applyOutcome } from './apply-outcome';
import { runBoletoAttempt } from './boleto-attempt';
import { loadChargeContext } from './charge-context';
import type { ClaimedAttempt, Clock } from './types';

const BATCH = 100;

/**
 * Attempts whose lease ran out (the process died, or the provider did not answer): the provider is
 * asked by our reference. Found: its outcome is applied. Not found: the attempt is marked
 * unavailable and the charge is due again now, with a new attempt and a new reference.
 */
export async function recoverLostAttempts(ctx: AppContext, clock: Clock): Promise<number> {
  const now = clock();
  const lost = await ctx.db
    .select()
    .from(chargeAttempts)
    .where(
      and(
        eq(chargeAttempts.outcome, 'em_andamento'),
        sql`${chargeAttempts.leaseUntil} < ${now.toISOString()}`,
      ),
    )
    .limit(BATCH);
  const today = saoPauloToday(now);
  let recovered = 0;
  for (const a of lost) {
    // Take the lease first, so two sweeps do not recover the same attempt at once, and the run
    // that claimed it can no longer renew it (renewLease) and call the provider after this lookup.
    const at = clock();
    const leaseUntil = new Date(at.getTime() + ctx.config.billing.attemptLeaseMs);
    const taken = await ctx.db
      .update(chargeAttempts)
      .set({ leaseUntil })
      .where(
        and(
          eq(chargeAttempts.chargeId, a.chargeId),
          eq(chargeAttempts.attemptNo, a.attemptNo),
          eq(chargeAttempts.outcome, 'em_andamento'),
          sql`${chargeAttempts.leaseUntil} < ${at.toISOString()}`,
        ),
      )
      .returning({ no: chargeAttempts.attemptNo });
    if (taken.length === 0) continue;
    const c = await loadChargeContext(ctx, a.chargeId);
    if (!c) continue;
    const claimed: ClaimedAttempt = {
      chargeId: a.chargeId,
      attemptNo: a.attemptNo,
      transactionId: a.transactionId,
      resumed: true,
      leaseUntil,
    };
    if (c.boleto && a.origin === 'engine') {
      // A boleto attempt is run again as resumed: the provider's boleto under this reference is
      // adopted (its codes and e-mail recorded), or, never made, issued now under the same one.
      const outcome = await runBoletoAttempt(ctx, c, claimed, today).catch((err: unknown) => {
        ctx.payments.logger.warn({ err, chargeId: a.chargeId }, 'boleto attempt not resumed: next sweep');
        return 'em_andamento' as const;
      });
      if (outcome !== 'em_andamento') recovered += 1;
      continue;
    }
    const found = await settleLostAttempt(ctx, a.transactionId).catch(() => undefined);
    if (found === undefined) continue; // provider still silent: try again next sweep
    if (found === null) {
      // Not at the provider under our reference: given up, so the charge gets a new attempt.
      await ctx.db
        .update(chargeAttempts)
        .set({ outcome: 'indisponivel', declineReason: 'provider_unavailable' })
        .where(
          and(
            eq(chargeAttempts.chargeId, a.chargeId),
            eq(chargeAttempts.attemptNo, a.attemptNo),
            eq(chargeAttempts.outcome, 'em_andamento'),
          ),
        );
    } else await applyOutcome(ctx, c, claimed, found, today);
    recovered += 1;
  }
  return recovered;
}
