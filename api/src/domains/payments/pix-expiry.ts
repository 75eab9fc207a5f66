import { sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import { leaseDue } from '../../platform/db/lease-due';
import { endUnpaid } from './end-unpaid';

/** How long one instance owns a due row; another instance takes over if it died meanwhile. */
const LEASE_SECONDS = 60;

/**
 * Expires PIX charges past their deadline: each due row is leased by exactly one instance
 * (`FOR UPDATE SKIP LOCKED`), read again at the provider (it may have been paid a moment ago;
 * nothing is expired unread), marked `expirada` and voided at the provider. A payment that still arrives later
 * goes through the webhook path and is recorded as `pago` with `late_payment`.
 */
export async function expireDuePix(ctx: AppContext, limit = 50): Promise<number> {
  const due = await leaseDue<{ id: string; provider_id: string | null }>(ctx.db, {
    table: sql`transactions`,
    leaseColumn: sql`expiry_lease_until`,
    leaseSeconds: LEASE_SECONDS,
    due: sql`status = 'pendente_pix' AND expires_at <= now()`,
    orderBy: sql`expires_at`,
    limit,
    returning: sql`id, provider_id`,
  });
  for (const row of due) await endUnpaid(ctx, { id: row.id, providerId: row.provider_id }, 'expired');
  return due.length;
}
