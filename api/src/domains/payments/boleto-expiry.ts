import { sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import { leaseDue } from '../../platform/db/lease-due';
import { endUnpaid } from './end-unpaid';
import { BOLETO_EXPIRED } from './tx-status';

const LEASE_SECONDS = 60;

/**
 * Boletos still unpaid when their payment limit date ended in Brasília (`expires_at`): no bank
 * takes them any more, so each becomes 'falha' with the reason 'Boleto vencido' and is cancelled
 * at the provider, unless the provider says it was paid meanwhile (then it is recorded as paid).
 * Rows are leased like the PIX sweep's, so instances never work on the same boleto.
 */
export async function expireDueBoletos(ctx: AppContext, limit = 50): Promise<number> {
  const due = await leaseDue<{ id: string; provider_id: string | null }>(ctx.db, {
    table: sql`transactions`,
    leaseColumn: sql`expiry_lease_until`,
    leaseSeconds: LEASE_SECONDS,
    due: sql`status = 'pendente' AND method = 'bank_slip' AND expires_at <= now()`,
    orderBy: sql`expires_at`,
    limit,
    returning: sql`id, provider_id`,
  });
  for (const row of due) await endUnpaid(ctx, { id: row.id, providerId: row.provider_id }, BOLETO_EXPIRED);
  return due.length;
}
