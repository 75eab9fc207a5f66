import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../../platform/context';
import { transactionsView } from '../../payments';
import { chargeAttempts } from '../tables';
import { applyOutcome } from './apply-outcome';
import { loadChargeContext } from './charge-context';
import type { Clock } from './types';
import { saoPauloToday } from '../schedule';

const BATCH = 100;
/** A boleto ended unpaid: voided at its limit date ('Boleto vencido'), or refused by the provider. */
const UNPAID_STATUSES = ['falha', 'rejeitada', 'expirada'] as const;

/**
 * Issued boletos whose transaction ended (issue 24): paid (webhook, the sandbox's 'Marcar como
 * pago', a re-fetch) settles the attempt as a paid card attempt does; expired unpaid counts as a
 * refused engine attempt, so dunning runs as for cards (a retry issues a new boleto). The
 * transaction is the payments domain's, read through its view; each settle is applyOutcome's one
 * guarded transaction, so two sweeps settle an attempt once.
 */
export async function settleIssuedBoletos(ctx: AppContext, clock: Clock): Promise<number> {
  const today = saoPauloToday(clock());
  const ended = await ctx.db
    .select({
      chargeId: chargeAttempts.chargeId,
      attemptNo: chargeAttempts.attemptNo,
      transactionId: chargeAttempts.transactionId,
      leaseUntil: chargeAttempts.leaseUntil,
      status: transactionsView.status,
    })
    .from(chargeAttempts)
    .innerJoin(transactionsView, eq(transactionsView.id, chargeAttempts.transactionId))
    .where(
      and(
        eq(chargeAttempts.outcome, 'boleto_emitido'),
        inArray(transactionsView.status, ['pago', ...UNPAID_STATUSES]),
      ),
    )
    .limit(BATCH);
  let settled = 0;
  for (const a of ended) {
    const c = await loadChargeContext(ctx, a.chargeId);
    if (!c) continue;
    const attempt = { ...a, resumed: true };
    const outcome =
      a.status === 'pago'
        ? ({ status: 'pago' } as const)
        : ({ status: 'recusado', declineReason: 'boleto_vencido', message: '' } as const);
    await applyOutcome(ctx, c, attempt, outcome, today);
    settled += 1;
  }
  return settled;
}
