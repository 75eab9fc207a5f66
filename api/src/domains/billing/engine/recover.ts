import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../../platform/context';
import { findLostCharge } from '../../payments';
import { saoPauloToday } from '../schedule';
import { chargeAttempts } from '../tables';
import { applyOutcome } from './apply-outcome';
import { takeLostLease } from './attempt-lease';
import { moveAttempt } from './attempt-outcome';
import { runBoletoAttempt } from './boleto-attempt';
import { loadChargeContext } from './charge-context';
import { moveCharge } from './charge-status';
import type { ClaimedAttempt, Clock } from './types';

const BATCH = 100;

/**
 * Attempts whose lease ran out (the process died, or the provider did not answer): our own record
 * and then the provider are asked (payments' `findLostCharge`, issue 35), before anything is
 * charged again. Paid here or there, or refused: that outcome is applied. Never sent: the attempt
 * is given up and the charge is due again now, with a new attempt and a new reference. Not known
 * yet: left in flight for the next sweep. Known to be unknowable: kept `desconhecido` and logged.
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
    const leaseUntil = await takeLostLease(ctx, a, clock);
    if (!leaseUntil) continue;
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
        ctx.log.warn({ err, chargeId: a.chargeId }, 'boleto attempt not resumed: next sweep');
        return 'em_andamento' as const;
      });
      if (outcome !== 'em_andamento') recovered += 1;
      continue;
    }
    const found = await findLostCharge(ctx, a.transactionId).catch((err: unknown) => {
      ctx.log.warn({ err, chargeId: a.chargeId }, 'lost attempt not looked up: next sweep');
      return { status: 'indisponivel' } as const;
    });
    // Not known yet (the provider down, or a call could still land): never charged again meanwhile;
    // the lease just taken hands it to the next sweep after it.
    if (found.status === 'indisponivel' || found.status === 'pendente') continue;
    if (found.status === 'nunca_enviada') await giveUp(ctx, a);
    else if (found.status === 'desconhecido') await keepUnknown(ctx, a, found.why);
    else await applyOutcome(ctx, c, claimed, found, today);
    recovered += 1;
  }
  return recovered;
}

type LostAttempt = { chargeId: string; attemptNo: number; transactionId: string };

/** Nothing was or can be charged under its reference: given up, so the charge gets a new attempt. */
async function giveUp(ctx: AppContext, a: LostAttempt) {
  await moveAttempt(ctx.db, a, 'never_sent', 'provider_unavailable');
}

/**
 * Our record and the provider disagree on what the attempt did: it may have taken the money, so
 * the engine never charges its charge again (`outcome_unknown` takes its next date away, and a
 * charge with such an attempt is never claimed: collect.ts). Logged for a person to settle.
 */
async function keepUnknown(ctx: AppContext, a: LostAttempt, why: string) {
  const kept = await ctx.db.transaction(async (tx) => {
    const moved = await moveAttempt(tx, a, 'outcome_unknown', why);
    if (moved) await moveCharge(tx, a.chargeId, 'outcome_unknown', { nextAttemptOn: null });
    return moved !== null;
  });
  if (kept)
    ctx.log.error(
      { chargeId: a.chargeId, attemptNo: a.attemptNo, transactionId: a.transactionId, why },
      'subscription attempt outcome unknown: not charged again; check the provider and settle it by hand',
    );
}
