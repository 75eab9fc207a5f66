import type { AppContext } from '../../platform/context';
import { expireOne } from './pix-expiry';
import { BOLETO_EXPIRED } from './tx-status';

const LEASE_SECONDS = 60;

/**
 * Boletos still unpaid when their payment limit date ended in Brasília (`expires_at`): no bank
 * takes them any more, so each becomes 'falha' with the reason 'Boleto vencido' and is cancelled
 * at the provider, unless the provider says it was paid meanwhile (then it is recorded as paid).
 * Rows are leased like the PIX sweep's, so instances never work on the same boleto.
 */
export async function expireDueBoletos(ctx: AppContext, limit = 50): Promise<number> {
  const due = await ctx.database.query<{ id: string; provider_id: string | null }>(
    `UPDATE transactions SET expiry_lease_until = now() + make_interval(secs => $2)
     WHERE id IN (
       SELECT id FROM transactions
       WHERE status = 'pendente' AND method = 'bank_slip' AND expires_at <= now()
         AND (expiry_lease_until IS NULL OR expiry_lease_until < now())
       ORDER BY expires_at LIMIT $1 FOR UPDATE SKIP LOCKED)
     RETURNING id, provider_id`,
    [limit, LEASE_SECONDS],
  );
  for (const row of due) await expireOne(ctx, { id: row.id, providerId: row.provider_id }, BOLETO_EXPIRED);
  return due.length;
}
